/* test-play-status.c: what the window says about the game being played.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The status line above the board, the evaluation bar beside it, the hint
 * (one stone and its winning chance; the line after it only when asked)
 * and the engine's figures folded in the statistics' expander, in a real
 * window driven through its actions.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "gmk-ai-player.h"
#include "gmk-eval-bar.h"
#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-stats-panel.h"
#include "gmk-status-line.h"
#include "gmk-test-window.h"

static GmkApplication *app;

/* ---- helpers ----------------------------------------------------------- */

/* The schema's defaults (a person as Black against the computer), with
 * quick computer moves unless a test asks for more. */
static void
reset_settings (void)
{
  gmk_test_reset_settings (gmk_test_settings ());
  g_settings_set_int (gmk_test_settings (), "level", 1);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.2);
  g_settings_set_double (gmk_test_settings (), "computer-pace", 0.0);
}

static void
load (GmkWindow *window,
      const int  stones[][2],
      guint      n)
{
  int moves[32];
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    moves[i] = gmk_board_index (stones[i][0], stones[i][1]);
  g_assert_true (gmk_game_load_moves (gmk_window_get_game (window), GMK_RULE_FREESTYLE, 15, 15,
                                      moves, n, &error));
}

static GmkStatusLine *
status_line (GmkWindow *window)
{
  GtkWidget *line = gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_STATUS_LINE);

  g_assert_nonnull (line);
  g_assert_true (gtk_widget_get_mapped (line));
  return GMK_STATUS_LINE (line);
}

static GmkEvalBar *
eval_bar (GmkWindow *window)
{
  GtkWidget *bar = gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_EVAL_BAR);

  g_assert_nonnull (bar);
  g_assert_true (gtk_widget_get_mapped (bar));
  return GMK_EVAL_BAR (bar);
}

static const char *
status_text (GmkWindow *window)
{
  return gmk_status_line_get_text (status_line (window));
}

static void
append_label_texts (GtkWidget *widget,
                    GString   *texts)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_label_texts (child, texts);
}

static char *
stats_texts (GmkWindow *window)
{
  GString *texts = g_string_new ("\n");

  append_label_texts (gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_STATS_PANEL), texts);
  return g_string_free (texts, FALSE);
}

static gboolean
hint_ready (gpointer ai)
{
  const int *pv;

  return gmk_ai_player_get_hint (GMK_AI_PLAYER (ai), &pv) > 0;
}

static gboolean
bar_moved (gpointer window)
{
  return gmk_eval_bar_get_black_chance (eval_bar (window)) != 0.5;
}

/* ---- the status line --------------------------------------------------- */

/* The person's turn, the computer thinking, the person's turn again, the
 * end; and two people have no "you". */
static void
test_status_person_and_computer (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", GMK_MAX_LEVEL);
  g_settings_set_double (gmk_test_settings (), "move-time", 30.0);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);
  g_assert_cmpstr (status_text (window), ==, "Your turn (Black)");

  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_thinking, ai, 5000));
  g_assert_cmpstr (status_text (window), ==, "White is thinking…");
  gmk_test_activate (window, "move-now", NULL);
  g_assert_true (gmk_test_wait_moves (game, 2, 20000));
  g_assert_cmpstr (status_text (window), ==, "Your turn (Black)");

  /* Two people, to the end. */
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  gmk_test_activate (window, "play-again", NULL);
  g_assert_cmpstr (status_text (window), ==, "Black to move");
  for (int i = 0; i < 4; i++)
    {
      gmk_test_play (window, 3 + i, 3);
      g_assert_cmpstr (status_text (window), ==, "White to move");
      gmk_test_play (window, 3 + i, 9);
    }
  gmk_test_play (window, 7, 3);
  g_assert_true (gmk_game_is_over (game));
  g_assert_cmpstr (status_text (window), ==, "Game over: Black wins");

  gmk_test_close_window (window);
}

/* Between two computers the move found waits for the pace, and meanwhile
 * the status still says the computer thinks. */
static void
test_status_while_holding_for_pace (void)
{
  GmkWindow *window;
  GmkAiPlayer *ai;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_settings_set_double (gmk_test_settings (), "move-time", 0.1);
  g_settings_set_double (gmk_test_settings (), "computer-pace", 10.0);
  window = gmk_test_open_window ();
  ai = gmk_window_get_ai_player (window);

  /* Black's opening stone is held as well: nothing searches, yet the
   * move is not on the board. */
  g_assert_true (gmk_test_wait_until (gmk_test_ai_thinking, ai, 5000));
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000));
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_cmpuint (gmk_game_get_n_moves (gmk_window_get_game (window)), ==, 0);
  g_assert_cmpstr (status_text (window), ==, "Black is thinking…");

  gmk_test_activate (window, "pause", NULL);
  g_assert_cmpstr (status_text (window), ==, "Paused");

  gmk_test_close_window (window);
}

/* White (the computer) makes an open four: the status says the win is
 * forced, the bar leans all the way to White; Undo and New Game take the
 * bar back to the middle at once. */
static void
test_forced_win_and_eval_bar (void)
{
  /* White's open three on row 8; Black's stones far apart. */
  const int stones[][2] = { { 0, 0 }, { 6, 7 }, { 0, 2 }, { 7, 7 }, { 0, 4 }, { 8, 7 }, { 0, 9 } };
  GmkWindow *window;
  GmkGame *game;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", GMK_MAX_LEVEL);
  g_settings_set_double (gmk_test_settings (), "move-time", 1.0);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  g_assert_cmpfloat (gmk_eval_bar_get_black_chance (eval_bar (window)), ==, 0.5);

  load (window, stones, G_N_ELEMENTS (stones));
  g_assert_true (gmk_test_wait_moves (game, G_N_ELEMENTS (stones) + 1, 30000));
  g_assert_cmpstr (status_text (window), ==, "Your turn (Black) · White has a forced win");
  g_assert_cmpfloat (gmk_eval_bar_get_black_chance (eval_bar (window)), <, 0.1);
  g_assert_cmpfloat (gmk_status_line_get_black_chance (status_line (window)), ==,
                     gmk_eval_bar_get_black_chance (eval_bar (window)));

  /* Undo (White's four and Black's last stone): the evaluation was of a
   * position no longer shown. */
  gmk_test_activate (window, "undo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, G_N_ELEMENTS (stones) - 1);
  g_assert_cmpfloat (gmk_eval_bar_get_black_chance (eval_bar (window)), ==, 0.5);
  g_assert_cmpstr (status_text (window), ==, "Your turn (Black)");
  /* Black plays elsewhere; White searches again, and the bar follows. */
  gmk_test_play (window, 0, 11);
  g_assert_true (gmk_test_wait_until (bar_moved, window, 30000));
  g_assert_cmpfloat (gmk_eval_bar_get_black_chance (eval_bar (window)), <, 0.5);

  gmk_test_activate (window, "play-again", NULL);
  g_assert_cmpfloat (gmk_eval_bar_get_black_chance (eval_bar (window)), ==, 0.5);
  g_assert_cmpstr (status_text (window), ==, "Your turn (Black)");

  gmk_test_close_window (window);
}

/* Freestyle on 15 × 15 is a first-player win: after Black's first stone
 * the bar leans to Black and the line under the status says why. */
static void
test_opening_advantage_explained (void)
{
  GmkWindow *window;
  GmkGame *game;
  const char *detail;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", 4);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.5);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  g_assert_null (gmk_status_line_get_detail (status_line (window)));

  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_moves (game, 2, 30000));
  detail = gmk_status_line_get_detail (status_line (window));
  g_assert_nonnull (detail);
  g_assert_nonnull (strstr (detail, "first-move advantage is known"));

  /* Renju on 15 × 15 is solved too; pente is not. */
  g_settings_set_string (gmk_test_settings (), "rule", "pente");
  gmk_test_answer_question ("new");
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_PENTE);
  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_moves (game, 2, 30000));
  g_assert_null (gmk_status_line_get_detail (status_line (window)));

  gmk_test_close_window (window);
}

/* ---- the hint ---------------------------------------------------------- */

/* A hint shows one stone and its winning chance, on the board and in
 * words; the line after it only once "Show expected line" is on. */
static void
test_hint_one_stone (void)
{
  GmkWindow *window;
  GmkAiPlayer *ai;
  GmkBoardView *view;
  GtkWidget *line_button;
  const int *hint = NULL, *shown = NULL;
  int hint_len;
  double chance = -1.0;
  g_autofree char *texts = NULL;
  g_autofree char *with_line = NULL;
  g_autofree char *move_text = NULL;
  char where[GMK_NOTATION_MAX];

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  g_settings_set_double (gmk_test_settings (), "move-time", 1.0);
  window = gmk_test_open_window ();
  ai = gmk_window_get_ai_player (window);
  view = gmk_window_get_board_view (window);

  gmk_test_play (window, 7, 7);
  gmk_test_play (window, 8, 8);
  gmk_test_play (window, 6, 8);
  gmk_test_play (window, 9, 9);
  gmk_test_activate (window, "hint", NULL);
  g_assert_true (gmk_test_wait_until (hint_ready, ai, 30000));
  hint_len = gmk_ai_player_get_hint (ai, &hint);
  g_assert_cmpint (hint_len, >, 0);

  g_assert_cmpint (gmk_board_view_get_analysis (view, &shown, &chance), ==, 1);
  g_assert_cmpint (shown[0], ==, hint[0]);
  g_assert_cmpfloat (chance, >=, 0.0);
  g_assert_cmpfloat (chance, <=, 1.0);
  gmk_notation_format (gmk_board_x (hint[0]), gmk_board_y (hint[0]), 15, where);
  move_text = g_strdup_printf ("Hint: %s, winning chance %.0f %%", where, chance * 100.0);
  texts = stats_texts (window);
  g_assert_nonnull (strstr (texts, move_text));
  g_assert_null (strstr (texts, "Expected line"));

  /* Asked for, the line appears, in words and on the board. */
  line_button = gmk_test_find_descendant (GTK_WIDGET (window), GTK_TYPE_CHECK_BUTTON);
  g_assert_nonnull (line_button);
  g_assert_true (gtk_widget_get_visible (line_button));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (line_button)));
  gtk_widget_activate (line_button);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (line_button)));
  g_assert_true (g_settings_get_boolean (gmk_test_settings (), "show-expected-line"));
  g_assert_cmpint (gmk_board_view_get_analysis (view, &shown, &chance), ==, MIN (hint_len, 8));
  with_line = stats_texts (window);
  g_assert_nonnull (strstr (with_line, move_text));
  /* A line of one move (a search cut short) has nothing after the hint. */
  g_test_message ("the hint's line has %d moves (search: depth %d, line %d, move %d, first %d)", hint_len,
                  gmk_ai_player_get_info (ai)->depth, gmk_ai_player_get_info (ai)->pv_length,
                  gmk_ai_player_get_info (ai)->best_move, gmk_ai_player_get_info (ai)->pv[0]);
  if (hint_len > 1)
    g_assert_nonnull (strstr (with_line, "Expected line: "));

  gtk_widget_activate (line_button);
  g_assert_false (g_settings_get_boolean (gmk_test_settings (), "show-expected-line"));
  g_assert_cmpint (gmk_board_view_get_analysis (view, &shown, &chance), ==, 1);

  gmk_test_close_window (window);
}

/* ---- the expected line while the computer thinks ----------------------- */

typedef struct {
  GmkWindow *window;
  guint      n_lines;         /* progress reports with a line */
  guint      n_behind;        /* of those, not on the board yet */
  guint      n_shown;         /* refreshes that showed a line */
  guint      n_wrong;         /* refreshes that left the board unlike it */
} LineWatch;

/* Whether the board shows the search's line, the first 8 moves of it. */
static gboolean
board_shows_line (GmkWindow           *window,
                  const GmkSearchInfo *info)
{
  const int *shown = NULL;
  int n = gmk_board_view_get_analysis (gmk_window_get_board_view (window), &shown, NULL);
  int len = MIN (info->pv_length, 8);

  return n == len && (len == 0 || memcmp (shown, info->pv, len * sizeof (int)) == 0);
}

/* After the window's handlers, which were connected first. */
static void
on_line_progress (GmkAiPlayer *ai,
                  LineWatch   *watch)
{
  const GmkSearchInfo *info = gmk_ai_player_get_info (ai);

  if (info == NULL || info->pv_length == 0)
    return;
  watch->n_lines++;
  if (!board_shows_line (watch->window, info))
    watch->n_behind++;
}

static void
on_line_refresh (GmkAiPlayer *ai,
                 LineWatch   *watch)
{
  const GmkSearchInfo *info = gmk_ai_player_get_info (ai);

  if (!gmk_ai_player_get_thinking (ai) || info == NULL)
    return;
  if (!board_shows_line (watch->window, info))
    watch->n_wrong++;
  else if (info->pv_length > 0)
    watch->n_shown++;
}

/* "Show expected line" draws the line the computer expects on the beat of
 * the thinking's other figures ("progress-refresh"), not at each of the
 * search's reports: the board is not redrawn many times a second, and
 * every beat shows the line of the moment. */
static void
test_expected_line_on_beat (void)
{
  GmkWindow *window;
  GmkAiPlayer *ai;
  GmkGame *game;
  LineWatch watch = { 0 };
  /* An open position with no forced win, White's (the computer's) to
   * move: the search uses its time.  (With White's second stone beside its
   * first, the search proves White's win in about half a second, often
   * before the first beat.) */
  static const int opening[][2] = { { 7, 7 }, { 8, 8 }, { 2, 12 }, { 12, 2 }, { 12, 12 } };

  reset_settings ();
  g_settings_set_boolean (gmk_test_settings (), "show-analysis", TRUE);
  g_settings_set_boolean (gmk_test_settings (), "show-expected-line", TRUE);
  /* The full engine for its time: the search reports each depth, and
   * thinks across a few beats. */
  g_settings_set_int (gmk_test_settings (), "level", GMK_MAX_LEVEL);
  g_settings_set_double (gmk_test_settings (), "move-time", 3.0);
  window = gmk_test_open_window ();
  ai = gmk_window_get_ai_player (window);
  game = gmk_window_get_game (window);
  watch.window = window;
  g_signal_connect (ai, "progress", G_CALLBACK (on_line_progress), &watch);
  g_signal_connect (ai, "progress-refresh", G_CALLBACK (on_line_refresh), &watch);

  load (window, opening, G_N_ELEMENTS (opening));
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_true (gmk_test_wait_moves (game, G_N_ELEMENTS (opening) + 1, 30000));
  g_test_message ("%u reports with a line, %u not on the board yet; %u beats showed one",
                  watch.n_lines, watch.n_behind, watch.n_shown);

  /* Every beat showed the line of the moment, and some showed one... */
  g_assert_cmpuint (watch.n_wrong, ==, 0);
  g_assert_cmpuint (watch.n_shown, >=, 1);
  /* ...but a report alone did not: the first line reported waits at
   * least for the next beat. */
  g_assert_cmpuint (watch.n_lines, >=, 1);
  g_assert_cmpuint (watch.n_behind, >=, 1);
  /* The move played, the line is gone. */
  g_assert_cmpint (gmk_board_view_get_analysis (gmk_window_get_board_view (window), NULL, NULL), ==, 0);

  g_signal_handlers_disconnect_by_data (ai, &watch);
  gmk_test_close_window (window);
}

/* ---- the engine's figures ---------------------------------------------- */

/* Depth, nodes and speed are in the statistics' expander, folded at
 * first, and filled once the computer has searched. */
static void
test_figures_in_expander (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWidget *expander;
  g_autoptr(GString) inside = g_string_new ("\n");
  g_autoptr(GString) outside = g_string_new ("\n");
  GtkWidget *panel;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", 4);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.3);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  panel = gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_STATS_PANEL);
  expander = gmk_test_find_descendant (panel, GTK_TYPE_EXPANDER);
  g_assert_nonnull (expander);
  g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (expander)));

  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_moves (game, 2, 30000));
  /* Wherever White's answer left room. */
  gmk_test_play (window, gmk_game_check (game, 2, 2) == GMK_REASON_NONE ? 2 : 12, 2);
  g_assert_true (gmk_test_wait_moves (game, 4, 30000));
  gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000);

  g_assert_true (gtk_widget_get_visible (expander));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  append_label_texts (gtk_expander_get_child (GTK_EXPANDER (expander)), inside);
  g_assert_nonnull (strstr (inside->str, "\nDepth / selective\n"));
  g_assert_nonnull (strstr (inside->str, "\nNodes\n"));
  g_assert_nonnull (strstr (inside->str, "\nSpeed\n"));
  /* White searched: its figures are there, not dashes. */
  g_assert_null (strstr (inside->str, "\nNodes\n—\n—\n"));

  /* The rest of the statistics stays outside. */
  gtk_widget_set_visible (expander, FALSE);
  append_label_texts (panel, outside);
  g_assert_null (strstr (outside->str, "\nNodes\n"));
  g_assert_nonnull (strstr (outside->str, "\nWinning chance\n"));

  gmk_test_close_window (window);
}

/* ---- the figures once the search is over ------------------------------ */

static gboolean
white_thinking_shown (gpointer window)
{
  g_autofree char *texts = stats_texts (window);

  return strstr (texts, "\nThinking\n—\n0 s\n") != NULL ||
         strstr (texts, "\nThinking\n—\n1 s\n") != NULL;
}

/* While the computer thinks its figures reach the window at most twice a
 * second; once its search is over, the statistics, the status line and the
 * bar show that search's final figures, none left from the last refresh.
 * A search stopped with the position unchanged leaves no "thinking" behind
 * either. */
static void
test_final_figures (void)
{
  /* An open position, White (the computer) to move: two stones ahead in
   * freestyle, so a long search may prove White's win; the status line
   * then says so after the move. */
  static const int stones[][2] = { { 7, 7 }, { 8, 8 }, { 2, 12 }, { 7, 8 }, { 12, 2 } };
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;
  GmkAiStats stats;
  GtkWidget *expander;
  g_autoptr(GString) figures = g_string_new ("\n");
  g_autofree char *texts = NULL;
  g_autofree char *last = NULL;
  g_autofree char *depth = NULL;
  g_autofree char *chance = NULL;
  double black_chance;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", GMK_MAX_LEVEL);
  g_settings_set_double (gmk_test_settings (), "move-time", 1.5);
  g_settings_set_int (gmk_test_settings (), "threads", 1);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);
  expander = gmk_test_find_descendant (gmk_test_find_descendant (GTK_WIDGET (window),
                                                                 GMK_TYPE_STATS_PANEL),
                                       GTK_TYPE_EXPANDER);
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);

  load (window, stones, G_N_ELEMENTS (stones));
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_cmpstr (status_text (window), ==, "White is thinking…");
  g_assert_true (white_thinking_shown (window));
  g_assert_true (gmk_test_wait_moves (game, G_N_ELEMENTS (stones) + 1, 30000));

  gmk_ai_player_get_stats (ai, GMK_WHITE, &stats);
  g_assert_true (stats.has_info);
  g_assert_cmpint (stats.info.depth, >, 0);
  texts = stats_texts (window);
  append_label_texts (gtk_expander_get_child (GTK_EXPANDER (expander)), figures);
  last = g_strdup_printf ("\nLast move\n—\n%.2f s\n", stats.last_ms / 1000.0);
  depth = g_strdup_printf ("\nDepth / selective\n—\n%d / %d\n", stats.info.depth, stats.info.seldepth);
  chance = g_strdup_printf ("\nWinning chance\n—\n%.0f %%\n",
                            CLAMP (stats.info.win_probability, 0.0, 1.0) * 100.0);
  if (strstr (texts, "\nThinking\n—\n—\n") == NULL || strstr (texts, last) == NULL ||
      strstr (texts, chance) == NULL || strstr (figures->str, depth) == NULL)
    g_error ("the statistics do not show the search's final figures (%s%s%s):%s%s",
             last, chance, depth, texts, figures->str);
  g_assert_cmpstr (status_text (window), ==,
                   stats.info.forced_win && stats.info.score > 0
                   ? "Your turn (Black) · White has a forced win" : "Your turn (Black)");
  black_chance = round ((1.0 - CLAMP (stats.info.win_probability, 0.0, 1.0)) * 100.0) / 100.0;
  g_assert_cmpfloat (gmk_status_line_get_black_chance (status_line (window)), ==, black_chance);
  g_assert_cmpfloat (gmk_eval_bar_get_black_chance (eval_bar (window)), ==, black_chance);

  /* Stopped while it thinks, in the same position: neither the status
   * line nor the statistics say it still thinks. */
  gmk_test_play (window, gmk_game_check (game, 0, 0) == GMK_REASON_NONE ? 0 : 14, 0);
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_true (white_thinking_shown (window));
  gmk_ai_player_cancel (ai);
  g_assert_false (gmk_ai_player_get_thinking (ai));
  g_free (texts);
  texts = stats_texts (window);
  if (strstr (texts, "\nThinking\n—\n—\n") == NULL)
    g_error ("the statistics still show the thinking time:%s", texts);
  g_assert_null (strstr (status_text (window), "thinking"));
  gmk_ai_player_resume (ai);
  /* (followed by the win, when the last search proved one) */
  g_assert_true (g_str_has_prefix (status_text (window), "White is thinking…"));

  gmk_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  app = gmk_test_app_new (APPLICATION_ID ".PlayStatusTest");

  g_test_add_func ("/play-status/person-and-computer", test_status_person_and_computer);
  g_test_add_func ("/play-status/holding-for-pace", test_status_while_holding_for_pace);
  g_test_add_func ("/play-status/forced-win-and-eval-bar", test_forced_win_and_eval_bar);
  g_test_add_func ("/play-status/opening-advantage", test_opening_advantage_explained);
  g_test_add_func ("/play-status/hint-one-stone", test_hint_one_stone);
  g_test_add_func ("/play-status/expected-line-on-beat", test_expected_line_on_beat);
  g_test_add_func ("/play-status/figures-in-expander", test_figures_in_expander);
  g_test_add_func ("/play-status/final-figures", test_final_figures);

  status = g_test_run ();

  gmk_test_app_free (app);

  return status;
}
