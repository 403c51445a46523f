/* test-game-file-window.c: games on disk through a real window, under a
 * display: the actions, export of a PNG, save and open, the question before
 * replacing a game in progress, a bad file, and the start-up restore.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "gmk-ai-player.h"
#include "gmk-application.h"
#include "gmk-autosave.h"
#include "gmk-notation.h"
#include "gmk-test-window.h"

static GmkApplication *app;
static char *tmp_dir;
static const char *samples_dir;
static const char *malformed_dir;

static GmkWindow *
open_window (gboolean session)
{
  GmkWindow *window;

  /* The application's own start of its first window: restore, then
   * autosave. */
  if (session)
    {
      g_application_activate (G_APPLICATION (app));
      window = GMK_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
    }
  else
    window = gmk_window_new (GTK_APPLICATION (app), gmk_application_get_settings (app));
  gmk_test_present (window, 900, 700);
  return window;
}

static void
play (GmkWindow  *window,
      const char *moves)
{
  g_auto(GStrv) points = g_strsplit (moves, " ", -1);
  GmkGame *game = gmk_window_get_game (window);

  for (guint i = 0; points[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      int x, y;

      g_assert_true (gmk_notation_parse (points[i], gmk_game_get_width (game),
                                         gmk_game_get_height (game), &x, &y));
      gmk_game_play (game, x, y, &error);
      g_assert_no_error (error);
    }
}

static void
test_actions (void)
{
  GmkWindow *window = open_window (FALSE);
  static const char *actions[] = { "open", "save-as", "export-image", "open-file", "save-to",
                                   "export-to" };
  g_auto(GStrv) accels = NULL;

  for (gsize i = 0; i < G_N_ELEMENTS (actions); i++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), actions[i]));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.open");
  g_assert_nonnull (accels[0]);
  gmk_test_close_window (window);
}

static void
test_export_png (void)
{
  GmkWindow *window = open_window (FALSE);
  g_autofree char *path = g_build_filename (tmp_dir, "board.png", NULL);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  const char *artifacts = g_getenv ("GMK_ARTIFACTS_DIR");
  int width, height;

  play (window, "h8 h9 i8 g8 j8");
  gmk_test_activate (window, "export-to", g_variant_new_string (path));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "board.png"));

  texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  g_assert_cmpint (width, >, 200);
  g_assert_cmpint (height, >, 200);

  /* A picture of a board, not a blank: many colours. */
  g_assert_cmpuint (gmk_test_count_colours (texture), >, 50);

  if (artifacts != NULL)
    {
      g_autofree char *copy = g_build_filename (artifacts, "exported-board.png", NULL);
      g_autofree char *data = NULL;
      gsize length;

      g_mkdir_with_parents (artifacts, 0755);
      if (g_file_get_contents (path, &data, &length, NULL))
        g_file_set_contents (copy, data, length, NULL);
    }

  /* Somewhere that cannot be written: a toast, no crash. */
  gmk_test_activate (window, "export-to", g_variant_new_string ("/nonexistent/dir/board.png"));
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "Could not export"));
  gmk_test_close_window (window);
}

static void
test_save_and_open (void)
{
  GmkWindow *window = open_window (FALSE);
  GmkGame *game = gmk_window_get_game (window);
  g_autofree char *path = g_build_filename (tmp_dir, "saved.sgf", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  play (window, "h8 h9 i8 g8 j8 k8");
  before = gmk_test_game_moves (game);
  gmk_test_activate (window, "save-to", g_variant_new_string (path));
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "saved.sgf"));

  gmk_test_activate (window, "play-again", NULL);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);

  /* An empty board is replaced without a question. */
  gmk_test_activate (window, "open-file", g_variant_new_string (path));
  g_assert_null (gmk_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  after = gmk_test_game_moves (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "Opened"));
  gmk_test_close_window (window);
}

static void
test_open_asks_first (void)
{
  GmkWindow *window = open_window (FALSE);
  GmkGame *game = gmk_window_get_game (window);
  g_autofree char *sample = g_build_filename (samples_dir, "pente-ff3-crlf.sgf", NULL);
  g_autofree char *before = NULL;
  g_autofree char *now = NULL;

  play (window, "h8 h9 i8");
  before = gmk_test_game_moves (game);

  /* Cancel: nothing changes. */
  gmk_test_activate (window, "open-file", g_variant_new_string (sample));
  gmk_test_answer_question ("cancel");
  now = gmk_test_game_moves (game);
  g_assert_cmpstr (now, ==, before);

  /* Open: the file's game replaces it. */
  gmk_test_activate (window, "open-file", g_variant_new_string (sample));
  gmk_test_answer_question ("open");
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_PENTE);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 53);
  g_assert_true (gmk_game_is_over (game));
  gmk_test_close_window (window);
}

static void
test_open_bad_file (void)
{
  GmkWindow *window = open_window (FALSE);
  GmkGame *game = gmk_window_get_game (window);
  g_autofree char *bad = g_build_filename (malformed_dir, "renju-forbidden.sgf", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  before = gmk_test_game_moves (game);
  gmk_test_activate (window, "open-file", g_variant_new_string (bad));
  after = gmk_test_game_moves (game);
  g_assert_cmpstr (after, ==, before);
  /* Plain words; which move and why are in the log. */
  g_assert_cmpstr (gmk_window_get_last_toast (window), ==,
                   "“renju-forbidden.sgf” has a move the rules forbid");
  gmk_test_close_window (window);
}

/* A picture, or any bytes, given for a game: one plain sentence that fits
 * a toast, not the reader's account of what it expected. */
static void
test_open_binary_file (void)
{
  static const char bytes[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x01\0\xff\xfe garbage";
  GmkWindow *window = open_window (FALSE);
  GmkGame *game = gmk_window_get_game (window);
  g_autofree char *binary = g_build_filename (tmp_dir, "picture.sgf", NULL);
  g_autofree char *png = g_build_filename (malformed_dir, "png-bytes.psq", NULL);
  g_autofree char *before = gmk_test_game_moves (game);
  const char *files[] = { binary, png };
  g_autoptr(GError) error = NULL;

  g_file_set_contents (binary, bytes, sizeof bytes - 1, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *after = NULL;
      const char *toast;

      gmk_test_activate (window, "open-file", g_variant_new_string (files[i]));
      after = gmk_test_game_moves (game);
      g_assert_cmpstr (after, ==, before);
      toast = gmk_window_get_last_toast (window);
      g_assert_cmpstr (toast, ==,
                       "This file is not a game record Gomoku can read: it is neither SGF nor PSQ.");
      /* One line a toast shows whole. */
      g_assert_cmpuint (g_utf8_strlen (toast, -1), <=, 80);
      g_assert_null (strstr (toast, "starts"));
    }
  gmk_test_close_window (window);
}

static void
test_session (void)
{
  g_autofree char *path = gmk_autosave_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *sample_path = g_build_filename (samples_dir, "no-rule-no-size.sgf", NULL);
  g_autofree char *sample = NULL;
  g_autofree char *saved = NULL;
  GmkWindow *window;
  GmkGame *game;

  g_assert_true (g_str_has_prefix (path, tmp_dir));
  g_mkdir_with_parents (dir, 0700);

  /* A game restored at start, and every move from then on saved. */
  g_assert_true (g_file_get_contents (sample_path, &sample, NULL, NULL));
  g_assert_true (g_file_set_contents (path, sample, -1, NULL));
  window = open_window (TRUE);
  game = gmk_window_get_game (window);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 9);

  play (window, "a1");
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, ";W[ao]"));
  gmk_test_close_window (window);

  /* A broken one: set aside with a toast, an empty board. */
  g_assert_true (g_file_set_contents (path, "(;GM[4]SZ[99]", -1, NULL));
  window = open_window (TRUE);
  g_assert_cmpuint (gmk_game_get_n_moves (gmk_window_get_game (window)), ==, 0);
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "set aside"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  gmk_test_close_window (window);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
    }
  g_remove (path);
}

int
main (int   argc,
      char *argv[])
{
  GSettings *settings;
  int status;

  tmp_dir = g_dir_make_tmp ("gomoku-window-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);

  samples_dir = g_getenv ("GMK_FILES_SAMPLES");
  malformed_dir = g_getenv ("GMK_FILES_MALFORMED");
  if (samples_dir == NULL || malformed_dir == NULL)
    g_error ("GMK_FILES_SAMPLES and GMK_FILES_MALFORMED must be set (meson test sets them)");

  app = gmk_test_app_new (APPLICATION_ID ".FilesTest");

  /* People on both sides: no computer moves in these tests. */
  settings = gmk_application_get_settings (app);
  g_settings_set_string (settings, "black-player", "human");
  g_settings_set_string (settings, "white-player", "human");
  g_settings_set_string (settings, "rule", "freestyle");
  g_settings_set_int (settings, "board-size", 15);

  g_test_add_func ("/game-file-window/actions", test_actions);
  g_test_add_func ("/game-file-window/export-png", test_export_png);
  g_test_add_func ("/game-file-window/save-and-open", test_save_and_open);
  g_test_add_func ("/game-file-window/open-asks-first", test_open_asks_first);
  g_test_add_func ("/game-file-window/open-bad-file", test_open_bad_file);
  g_test_add_func ("/game-file-window/open-binary-file", test_open_binary_file);
  g_test_add_func ("/game-file-window/session", test_session);

  status = g_test_run ();

  gmk_test_app_free (app);
  remove_tree (tmp_dir);
  g_free (tmp_dir);

  return status;
}
