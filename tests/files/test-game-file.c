/* test-game-file.c: the application's side of games on disk, without a
 * display: opening into a GmkGame (and leaving it alone when the file is
 * bad), saving, the autosave and its restore, the autosave following a
 * game, a broken autosave set aside.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "gmk-autosave.h"
#include "gmk-game-io.h"
#include "gmk-test-window.h"

static char *tmp_dir;
static const char *samples_dir;
static const char *malformed_dir;

static GmkGame *
game_with_moves (void)
{
  GmkGame *game = gmk_game_new (GMK_RULE_PENTE, 19, 19);
  g_autoptr(GError) error = NULL;
  /* Black takes a pair of white stones on the third black move. */
  static const int moves[][2] = { { 9, 9 }, { 9, 10 }, { 3, 3 }, { 9, 11 }, { 9, 12 } };

  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      gmk_game_play (game, moves[i][0], moves[i][1], &error);
      g_assert_no_error (error);
    }
  g_assert_cmpint (gmk_game_get_captured_pairs (game, GMK_BLACK), ==, 1);
  return game;
}

static void
test_open_samples (void)
{
  static const char *names[] = {
    "pente-ff3-crlf.sgf", "ninuki-variations.sgf", "renju-renlib-style.sgf",
    "gomocup-freestyle20.psq",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
      g_autofree char *path = g_build_filename (samples_dir, names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;

      g_assert_true (gmk_game_io_load_file (game, file, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (gmk_game_get_n_moves (game), >, 30);
      g_assert_true (gmk_game_is_over (game));
    }
}

/* Every malformed file leaves the game exactly as it was. */
static void
test_bad_file_leaves_game (void)
{
  g_autoptr(GmkGame) game = game_with_moves ();
  g_autofree char *before = gmk_test_game_moves (game);
  g_autoptr(GDir) dir = g_dir_open (malformed_dir, 0, NULL);
  const char *name;
  int n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (malformed_dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      g_assert_false (gmk_game_io_load_file (game, file, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
      after = gmk_test_game_moves (game);
      g_assert_cmpstr (after, ==, before);
      g_assert_cmpint (gmk_game_get_captured_pairs (game, GMK_BLACK), ==, 1);
      n_files++;
    }
  g_assert_cmpint (n_files, >, 20);

  /* Neither does a file that is not there, nor a folder. */
  {
    g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/game.sgf");
    g_autoptr(GFile) folder = g_file_new_for_path (malformed_dir);
    g_autoptr(GError) error = NULL;
    g_autofree char *after = NULL;

    g_assert_false (gmk_game_io_load_file (game, missing, &error));
    g_clear_error (&error);
    g_assert_false (gmk_game_io_load_file (game, folder, &error));
    after = gmk_test_game_moves (game);
    g_assert_cmpstr (after, ==, before);
  }
}

static void
test_save_and_open (void)
{
  static const char *names[] = { "game.sgf", "game.psq", "no-extension" };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GmkGame) game = game_with_moves ();
      g_autoptr(GmkGame) opened = gmk_game_new (GMK_RULE_PENTE, 15, 15);
      g_autofree char *path = g_build_filename (tmp_dir, names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autofree char *expected = gmk_test_game_moves (game);
      g_autofree char *got = NULL;

      g_assert_true (gmk_game_io_save_file (game, file, &error));
      g_assert_no_error (error);
      /* PSQ carries no rule: the opening game's rule (pente) applies. */
      g_assert_true (gmk_game_io_load_file (opened, file, &error));
      g_assert_no_error (error);
      got = gmk_test_game_moves (opened);
      g_assert_cmpstr (got, ==, expected);
      g_assert_cmpint (gmk_game_get_captured_pairs (opened, GMK_BLACK), ==, 1);
    }
}

/* Saving writes the position shown: after an undo, one move less. */
static void
test_save_shown_position (void)
{
  g_autoptr(GmkGame) game = game_with_moves ();
  g_autofree char *data = NULL;
  g_autoptr(GmkGameRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gmk_game_undo (game));
  data = gmk_game_io_to_data (game, GMK_GAMEFILE_FORMAT_SGF);
  record = gmk_gamefile_read_sgf (data, strlen (data), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->n_moves, ==, 4);
  g_assert_cmpint (record->rule, ==, GMK_RULE_PENTE);
}

static void
test_autosave_restore (void)
{
  g_autoptr(GmkGame) game = game_with_moves ();
  g_autoptr(GmkGame) restored = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autofree char *path = gmk_autosave_get_path ();
  g_autofree char *expected = gmk_test_game_moves (game);
  g_autofree char *got = NULL;
  g_autofree char *broken = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_str_has_prefix (path, tmp_dir));
  g_unlink (path);

  /* No autosave: nothing restored, no error. */
  g_assert_false (gmk_autosave_restore (restored, &broken, &error));
  g_assert_no_error (error);
  g_assert_null (broken);

  g_assert_true (gmk_autosave_save (game, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  g_assert_true (gmk_autosave_restore (restored, &broken, &error));
  g_assert_no_error (error);
  got = gmk_test_game_moves (restored);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpint (gmk_game_get_captured_pairs (restored, GMK_BLACK), ==, 1);
}

static void
count_failure (const GError *error,
               gpointer      user_data)
{
  guint *n_failures = user_data;

  g_assert_nonnull (error);
  (*n_failures)++;
}

static void
play_or_fail (GmkGame *game,
              int      x,
              int      y)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmk_game_play (game, x, y, &error));
  g_assert_no_error (error);
}

/* What the first window does from start-up on, without a window: every
 * change saved as it happens, and a run of failures reported once. */
static void
test_autosave_follows (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autofree char *path = gmk_autosave_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *saved = NULL;
  guint n_failures = 0;

  g_unlink (path);
  gmk_autosave_follow (game, count_failure, &n_failures);

  play_or_fail (game, 7, 7);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, ";B[hh]"));
  g_clear_pointer (&saved, g_free);

  g_assert_true (gmk_game_undo (game));
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_null (strstr (saved, ";B[hh]"));
  g_clear_pointer (&saved, g_free);

  /* A file where the folder should be: every save fails, one report. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "in the way", -1, NULL));
  play_or_fail (game, 7, 7);
  play_or_fail (game, 7, 8);
  g_assert_cmpuint (n_failures, ==, 1);

  /* Saving again ends the run; the next failure is a new one. */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  play_or_fail (game, 8, 8);
  g_assert_cmpuint (n_failures, ==, 1);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, ";B[ii]"));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "in the way", -1, NULL));
  play_or_fail (game, 6, 6);
  g_assert_cmpuint (n_failures, ==, 2);

  g_assert_cmpint (g_unlink (dir), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
}

static void
test_broken_autosave (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_RENJU, 15, 15);
  g_autofree char *path = gmk_autosave_get_path ();
  g_autofree char *before = gmk_test_game_moves (game);
  g_autofree char *after = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  static const char garbage[] = "(;GM[4]SZ[15];B[hh];W[hh";

  g_assert_true (g_file_set_contents (path, garbage, -1, NULL));
  g_assert_false (gmk_autosave_restore (game, &broken, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (broken);

  /* Set aside with its content, out of the way of the next start. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (strstr (broken, "autosave-broken-") != NULL);
  g_assert_true (g_file_get_contents (broken, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, garbage);

  after = gmk_test_game_moves (game);
  g_assert_cmpstr (after, ==, before);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* Before anything asks GLib for the user's directories. */
  tmp_dir = g_dir_make_tmp ("gomoku-files-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);

  g_test_init (&argc, &argv, NULL);

  samples_dir = g_getenv ("GMK_FILES_SAMPLES");
  malformed_dir = g_getenv ("GMK_FILES_MALFORMED");
  if (samples_dir == NULL || malformed_dir == NULL)
    g_error ("GMK_FILES_SAMPLES and GMK_FILES_MALFORMED must be set (meson test sets them)");

  g_test_add_func ("/game-file/open-samples", test_open_samples);
  g_test_add_func ("/game-file/bad-file-leaves-game", test_bad_file_leaves_game);
  g_test_add_func ("/game-file/save-and-open", test_save_and_open);
  g_test_add_func ("/game-file/save-shown-position", test_save_shown_position);
  g_test_add_func ("/game-file/autosave-restore", test_autosave_restore);
  g_test_add_func ("/game-file/autosave-follows", test_autosave_follows);
  g_test_add_func ("/game-file/broken-autosave", test_broken_autosave);

  status = g_test_run ();

  /* Leave nothing behind. */
  {
    g_autoptr(GDir) dir = NULL;
    g_autofree char *data_dir = g_build_filename (tmp_dir, "gomoku", NULL);
    const char *name;

    for (int pass = 0; pass < 2; pass++)
      {
        const char *where = pass == 0 ? data_dir : tmp_dir;

        dir = g_dir_open (where, 0, NULL);
        while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
          {
            g_autofree char *path = g_build_filename (where, name, NULL);
            g_remove (path);
          }
        g_clear_pointer (&dir, g_dir_close);
      }
    g_rmdir (tmp_dir);
  }
  g_free (tmp_dir);
  return status;
}
