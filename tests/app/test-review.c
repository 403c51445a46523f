/* test-review.c: Review Game in a real window.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A short game with a planted blunder (white ignores black's open three
 * and loses to the open four) is reviewed through the window's action at
 * the smallest time per move: the graph has a point a move, the blunder is
 * marked in the history and named with black's winning answer, the board
 * shows the better move, the summary counts it, and a saved file brings it
 * all back without a search.  Cancel stops a review at once, and a closed
 * window lets go of everything once the worker ends.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gmk-autosave.h"
#include "gmk-game-io.h"
#include "gmk-game-review.h"
#include "gmk-history-row.h"
#include "gmk-move-item.h"
#include "gmk-notation.h"
#include "gmk-review-panel.h"
#include "gmk-test-window.h"

static GmkApplication *app;

/* Black h8 i7 j6 is an open three; white's a15 (move 6) ignores it, black's
 * k5 makes the open four and l4 the five. */
static const char *const planted[] = { "h8", "h9", "i7", "g7", "j6", "a15", "k5", "g9", "l4" };
#define BLUNDER_INDEX 5

static GSettings *
settings (void)
{
  return gmk_application_get_settings (app);
}

static GmkWindow *
open_window (double move_time)
{
  GmkWindow *window;

  g_settings_set_string (settings (), "black-player", "human");
  g_settings_set_string (settings (), "white-player", "human");
  g_settings_set_string (settings (), "rule", "freestyle");
  g_settings_set_int (settings (), "board-size", 15);
  g_settings_set_double (settings (), "move-time", move_time);
  g_settings_set_int (settings (), "threads", 1);
  window = gmk_window_new (GTK_APPLICATION (app), settings ());
  gmk_test_present (window, 1000, 800);
  return window;
}

static int
cell (const char *name)
{
  int x, y;

  g_assert_true (gmk_notation_parse (name, 15, 15, &x, &y));
  return gmk_board_index (x, y);
}

static void
play_names (GmkWindow         *window,
            const char *const *names,
            guint              n)
{
  for (guint i = 0; i < n; i++)
    {
      int index = cell (names[i]);

      gmk_test_activate (window, "play", g_variant_new ("(ii)", gmk_board_x (index), gmk_board_y (index)));
    }
  g_assert_cmpuint (gmk_game_get_n_total (gmk_window_get_game (window)), ==, n);
}

static void
collect (GtkWidget *root,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

static GmkReviewPanel *
find_panel (GmkWindow *window)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect (GTK_WIDGET (window), GMK_TYPE_REVIEW_PANEL, found);
  g_assert_cmpuint (found->len, ==, 1);
  return found->pdata[0];
}

/* The history row that shows move `number` (1-based), or NULL when the
 * list has not made one. */
static GmkHistoryRow *
find_row (GmkWindow *window,
          guint      number)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect (GTK_WIDGET (window), GMK_TYPE_HISTORY_ROW, found);
  for (guint i = 0; i < found->len; i++)
    {
      GmkMoveItem *item = gmk_history_row_get_item (found->pdata[i]);

      if (item != NULL && gmk_move_item_get_number (item) == number)
        return found->pdata[i];
    }
  return NULL;
}

static gboolean
review_over (gpointer data)
{
  return !gmk_review_panel_get_running (data);
}

static gboolean
has_entries (gpointer data)
{
  return gmk_game_review_count (data) > 0;
}

static gboolean
graph_has_points (gpointer data)
{
  return gmk_eval_graph_get_n_points (gmk_review_panel_get_graph (data)) > 0;
}

static gboolean
row_marked (gpointer data)
{
  GmkWindow *window = data;
  GmkHistoryRow *row = find_row (window, BLUNDER_INDEX + 1);

  return row != NULL && g_strcmp0 (gmk_history_row_get_mark (row), "??") == 0;
}

/* The graph's point for the move, clicked: the same signal a click sends,
 * at the place the click would be. */
static void
click_point (GmkReviewPanel *panel,
             guint           index)
{
  GmkEvalGraph *graph = gmk_review_panel_get_graph (panel);
  int at = gmk_eval_graph_index_at (graph, gmk_eval_graph_point_x (graph, index));

  g_assert_cmpint (at, ==, (int) index);
  g_signal_emit_by_name (graph, "move-activated", (guint) at);
}

/* What the window shows of a reviewed blunder. */
static void
assert_blunder_shown (GmkWindow      *window,
                      GmkReviewPanel *panel)
{
  GmkGame *game = gmk_window_get_game (window);
  const GmkReviewEntry *blunder = gmk_game_review_get_entry (game, BLUNDER_INDEX);
  const int *line = NULL;
  GmkColor first = GMK_EMPTY;
  char reply[GMK_NOTATION_MAX], best[GMK_NOTATION_MAX];
  g_autofree char *answer = NULL;
  g_autofree char *better = NULL;
  int n;

  g_assert_nonnull (blunder);
  g_assert_cmpint (blunder->move, ==, cell ("a15"));
  g_assert_cmpint (blunder->klass, ==, GMK_REVIEW_BLUNDER);
  /* The winning answer is black's open four. */
  g_assert_true (blunder->reply == cell ("k5") || blunder->reply == cell ("g9"));

  click_point (panel, BLUNDER_INDEX);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, BLUNDER_INDEX + 1);
  gmk_notation_format (gmk_board_x (blunder->reply), gmk_board_y (blunder->reply), 15, reply);
  gmk_notation_format (gmk_board_x (blunder->best_move), gmk_board_y (blunder->best_move), 15, best);
  answer = g_strdup_printf ("Answer: %s", reply);
  better = g_strdup_printf ("Better: %s", best);
  g_test_message ("comment: %s", gmk_review_panel_get_comment (panel));
  g_assert_nonnull (strstr (gmk_review_panel_get_comment (panel), "Blunder"));
  g_assert_nonnull (strstr (gmk_review_panel_get_comment (panel), answer));
  g_assert_nonnull (strstr (gmk_review_panel_get_comment (panel), better));

  /* The board draws the better line, white's, from the move's place. */
  n = gmk_board_view_get_line (gmk_window_get_board_view (window), &line, &first);
  g_assert_cmpint (n, >, 0);
  g_assert_cmpint (line[0], ==, blunder->best_move);
  g_assert_cmpint (first, ==, GMK_WHITE);

  g_assert_cmpuint (gmk_review_panel_count (panel, GMK_WHITE, GMK_REVIEW_BLUNDER), >=, 1);
  g_assert_true (gmk_test_wait_until (row_marked, window, 10000));

  /* Another move, a good one: no line on the board. */
  click_point (panel, 0);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (gmk_board_view_get_line (gmk_window_get_board_view (window), &line, &first), ==, 0);
}

static void
test_review_planted_blunder (void)
{
  GmkWindow *window = open_window (0.1);
  GmkGame *game = gmk_window_get_game (window);
  GmkReviewPanel *panel = find_panel (window);
  g_autofree char *dir = g_dir_make_tmp ("gmk-review-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "reviewed.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) accels = NULL;

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  play_names (window, planted, G_N_ELEMENTS (planted));
  g_assert_true (gmk_game_is_over (game));

  /* Ctrl+R and the menu item both name the action. */
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.review-game");
  g_assert_cmpstr (accels[0], ==, "<Control>r");

  gmk_test_activate (window, "review-game", NULL);
  g_assert_true (gmk_review_panel_get_running (panel));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "review-game"));
  g_assert_true (gmk_test_wait_until (review_over, panel, 120000));

  /* One point a move, each Black's chance. */
  g_assert_cmpuint (gmk_eval_graph_get_n_points (gmk_review_panel_get_graph (panel)), ==,
                    G_N_ELEMENTS (planted));
  g_assert_cmpuint (gmk_game_review_count (game), ==, G_N_ELEMENTS (planted));
  /* After the blunder black is winning; after black's five it has won. */
  g_assert_cmpfloat (gmk_eval_graph_get_point (gmk_review_panel_get_graph (panel), BLUNDER_INDEX), >, 0.9);
  g_assert_cmpfloat (gmk_eval_graph_get_point (gmk_review_panel_get_graph (panel), 8), ==, 1.0);
  assert_blunder_shown (window, panel);
  gmk_test_save_png (GTK_WIDGET (window), "review.png", 1);

  /* Saved, the review goes into the file; opened, it is back without a
   * search. */
  gmk_game_go_to (game, G_N_ELEMENTS (planted));
  g_assert_true (gmk_game_io_save_file (game, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "GC[blunder]"));

  gmk_window_new_game (window);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);
  g_assert_true (gmk_test_wait_until (review_over, panel, 1000));
  gmk_test_run_for (50);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));

  g_assert_true (gmk_game_io_load_file (game, file, &error));
  g_assert_no_error (error);
  g_assert_false (gmk_review_panel_get_running (panel));
  g_assert_true (gmk_test_wait_until (graph_has_points, panel, 5000));
  g_assert_false (gmk_review_panel_get_running (panel));
  g_assert_cmpuint (gmk_eval_graph_get_n_points (gmk_review_panel_get_graph (panel)), ==,
                    G_N_ELEMENTS (planted));
  assert_blunder_shown (window, panel);

  g_remove (path);
  g_rmdir (dir);
  gmk_test_close_window (window);
}

/* Cancel stops the review: the action comes back at once, no entry
 * arrives after it, and the worker lets go of the panel (and all it held)
 * when it ends. */
static void
test_review_cancel (void)
{
  static const char *const moves[] = {
    "h8", "h9", "g8", "j8", "g10", "f9", "j10", "i9", "g9", "g7", "e9", "k9", "f11", "d8", "j7", "k6",
  };
  GmkWindow *window = open_window (2.0);
  GmkGame *game = gmk_window_get_game (window);
  GmkReviewPanel *panel = find_panel (window);
  gpointer weak_panel = panel;
  guint reviewed;
  gint64 start;

  play_names (window, moves, G_N_ELEMENTS (moves));
  gmk_test_activate (window, "review-game", NULL);
  g_assert_true (gmk_review_panel_get_running (panel));
  g_assert_true (gmk_test_wait_until (has_entries, game, 60000));

  start = g_get_monotonic_time ();
  gmk_test_activate (window, "cancel-review", NULL);
  g_assert_false (gmk_review_panel_get_running (panel));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "review-game"));
  /* At once: not after the search under way (up to 2 s). */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 500000);
  reviewed = gmk_game_review_count (game);
  g_assert_cmpuint (reviewed, <, G_N_ELEMENTS (moves));
  gmk_test_run_for (2500);
  g_assert_cmpuint (gmk_game_review_count (game), ==, reviewed);

  /* Again, then the window closed under the running review. */
  gmk_test_activate (window, "review-game", NULL);
  g_assert_true (gmk_review_panel_get_running (panel));
  g_object_add_weak_pointer (G_OBJECT (panel), &weak_panel);
  gmk_test_close_window (window);
  for (int i = 0; i < 100 && weak_panel != NULL; i++)
    gmk_test_run_for (50);
  g_assert_null (weak_panel);
}

/* A finished review is in the autosave at once, with no move or
 * navigation after it: a restart (the autosave loaded into a new game)
 * finds the game reviewed. */
static void
test_review_autosaved (void)
{
  GmkWindow *window = open_window (0.1);
  GmkGame *game = gmk_window_get_game (window);
  GmkReviewPanel *panel = find_panel (window);
  g_autoptr(GmkGame) restored = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autoptr(GError) error = NULL;

  gmk_autosave_follow (game, NULL, NULL);
  play_names (window, planted, G_N_ELEMENTS (planted));
  gmk_test_activate (window, "review-game", NULL);
  g_assert_true (gmk_test_wait_until (review_over, panel, 120000));
  g_assert_cmpuint (gmk_game_review_count (game), ==, G_N_ELEMENTS (planted));

  g_assert_true (gmk_autosave_restore (restored, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmk_game_get_n_total (restored), ==, G_N_ELEMENTS (planted));
  g_assert_cmpuint (gmk_game_review_count (restored), ==, G_N_ELEMENTS (planted));
  g_assert_cmpint (gmk_game_review_get_entry (restored, BLUNDER_INDEX)->klass, ==,
                   GMK_REVIEW_BLUNDER);

  gmk_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = g_dir_make_tmp ("gmk-review-data-XXXXXX", NULL);
  g_autofree char *autosave = NULL;
  int status;

  /* Before anything asks where the user's data goes: the autosave. */
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  app = gmk_test_app_new (APPLICATION_ID ".ReviewTest");

  g_test_add_func ("/review/planted-blunder", test_review_planted_blunder);
  g_test_add_func ("/review/cancel", test_review_cancel);
  g_test_add_func ("/review/autosaved", test_review_autosaved);

  status = g_test_run ();

  gmk_test_app_free (app);
  autosave = gmk_autosave_get_path ();
  g_remove (autosave);
  g_free (g_steal_pointer (&autosave));
  autosave = g_build_filename (data_dir, "gomoku", NULL);
  g_rmdir (autosave);
  g_rmdir (data_dir);

  return status;
}
