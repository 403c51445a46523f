/* test-analysis.c: the analysis board (Ctrl+B) and its Solve.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drives a real window as a person does: the window's actions, and the
 * board view's "cell-activated", which a click or Enter on the board
 * emits.  What the engine found is read where a person sees it: the marks
 * the board view draws and the panel's status line.
 */
#include "config.h"

#include "gmk-ai-player.h"
#include "gmk-analysis-panel.h"
#include "gmk-eval-bar.h"
#include "gmk-notation.h"
#include "gmk-result-card.h"
#include "gmk-test-window.h"

static GmkApplication *app;

/* ---- helpers ----------------------------------------------------------- */

static GmkWindow *
open_window (const char *rule)
{
  GSettings *settings = gmk_test_settings ();

  g_settings_set_string (settings, "rule", rule);
  g_settings_set_int (settings, "board-size", 15);
  g_settings_set_string (settings, "black-player", "human");
  g_settings_set_string (settings, "white-player", "human");
  /* One search thread: the machine running the tests is shared. */
  g_settings_set_int (settings, "threads", 1);
  return gmk_test_open_window_sized (1000, 800);
}

static GmkAnalysisPanel *
panel_of (GmkWindow *window)
{
  GtkWidget *panel = gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_ANALYSIS_PANEL);

  g_assert_nonnull (panel);
  return GMK_ANALYSIS_PANEL (panel);
}

static void
click (GmkWindow *window,
       int        x,
       int        y)
{
  g_signal_emit_by_name (gmk_window_get_board_view (window), "cell-activated", x, y);
}

static GmkStone
stone_at (GmkWindow *window,
          int        x,
          int        y)
{
  GmkGame *shown = gmk_board_view_get_game (gmk_window_get_board_view (window));

  return gmk_game_get_position (shown)->board.cell[gmk_board_index (x, y)];
}

typedef struct {
  GmkWindow *window;
  int        n;
} MarksWanted;

static gboolean
has_n_marks (gpointer data)
{
  MarksWanted *wanted = data;
  int n = 0;

  gmk_board_view_get_marks (gmk_window_get_board_view (wanted->window), &n);
  return n == wanted->n;
}

static gboolean
not_solving (gpointer data)
{
  GmkAnalysis *analysis = data;

  return !gmk_analysis_get_solving (analysis);
}

/* Does `color` have a cell where it wins at once (a four, or better)? */
static gboolean
has_winning_cell (const GmkPosition *start,
                  GmkColor           color)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);

  gmk_position_copy (pos, start);
  if (pos->board.to_move != color)
    gmk_board_switch_side (&pos->board);
  for (int i = 0; i < GMK_CELLS; i++)
    {
      if (!gmk_board_index_valid (&pos->board, i) || pos->board.cell[i] != GMK_EMPTY)
        continue;
      if (gmk_position_play (pos, gmk_board_x (i), gmk_board_y (i)) != GMK_REASON_NONE)
        continue;
      if (pos->status.result == (color == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS))
        return TRUE;
      gmk_position_undo (pos);
    }
  return FALSE;
}

/* The forced win on the board: numbered marks 1.., in turn from the side
 * to move, the solution's moves; replayed through the rules, every move
 * of the attacker a four (the defender must answer it) and the last a
 * five. */
static void
assert_vcf_shown (GmkWindow   *window,
                  GmkAnalysis *analysis)
{
  GmkBoardView *view = gmk_window_get_board_view (window);
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  const GmkSolveResult *solution = gmk_analysis_get_solution (analysis);
  GmkColor attacker = gmk_analysis_get_to_move (analysis);
  const GmkBoardMark *marks;
  int n = 0;

  g_assert_nonnull (solution);
  for (int i = 0; i < solution->length; i++)
    {
      char name[GMK_NOTATION_MAX];

      g_test_message ("solution move %d: %s", i + 1,
                      gmk_notation_format (gmk_board_x (solution->line[i]),
                                           gmk_board_y (solution->line[i]), 15, name));
    }
  g_assert_cmpint (solution->kind, ==, GMK_SOLVE_VCF);
  g_assert_true (solution->ends_in_win);
  marks = gmk_board_view_get_marks (view, &n);
  g_assert_cmpint (n, ==, solution->length);
  g_assert_cmpint (n % 2, ==, 1);
  gmk_position_copy (pos, gmk_analysis_get_position (analysis));
  for (int i = 0; i < n; i++)
    {
      char number[8];

      g_snprintf (number, sizeof number, "%d", i + 1);
      g_assert_cmpstr (marks[i].text, ==, number);
      g_assert_cmpint (marks[i].cell, ==, solution->line[i]);
      g_assert_cmpint (marks[i].color, ==, i % 2 == 0 ? attacker : GMK_OTHER (attacker));
      g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
      g_assert_cmpint (gmk_position_play (pos, gmk_board_x (marks[i].cell),
                                          gmk_board_y (marks[i].cell)), ==, GMK_REASON_NONE);
      if (i % 2 == 0 && pos->status.result == GMK_RESULT_NONE)
        g_assert_true (has_winning_cell (pos, attacker));
    }
  g_assert_cmpint (pos->status.result, ==, attacker == GMK_BLACK ? GMK_RESULT_BLACK_WINS
                                                                 : GMK_RESULT_WHITE_WINS);
  g_assert_cmpint (pos->status.how, ==, GMK_HOW_FIVE);
}

static void
place_all (GmkWindow        *window,
           GmkAnalysisPanel *panel,
           GmkColor          color,
           const char       *points)
{
  g_auto(GStrv) names = g_strsplit (points, " ", -1);

  gmk_analysis_panel_set_place_color (panel, color);
  for (guint i = 0; names[i] != NULL; i++)
    {
      int x, y;

      g_assert_true (gmk_notation_parse (names[i], 15, 15, &x, &y));
      click (window, x, y);
      g_assert_cmpint (stone_at (window, x, y), ==, color);
    }
}

/* ---- tests ------------------------------------------------------------- */

/* From a position back in the game's history: stones of both colours are
 * placed and taken off, N candidates reach the board, a candidate clicked
 * is played, and leaving gives the game back as it was. */
static void
test_edit_and_candidates (void)
{
  GmkWindow *window = open_window ("freestyle");
  GmkGame *game = gmk_window_get_game (window);
  GmkBoardView *view = gmk_window_get_board_view (window);
  GmkAnalysisPanel *panel = panel_of (window);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GmkAnalysis *analysis;
  GmkEvalBar *bar;
  const GmkBoardMark *marks;
  const GmkSearchLine *lines;
  MarksWanted wanted = { window, 5 };
  int n = 0, n_lines = 0, cell;
  GmkColor to_move;

  gmk_test_play (window, 7, 7);
  gmk_test_play (window, 8, 8);
  gmk_test_play (window, 6, 6);
  gmk_test_activate (window, "undo", NULL);
  before = gmk_test_game_moves (game);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);

  gmk_test_activate (window, "analysis", NULL);
  g_assert_true (gmk_analysis_panel_get_active (panel));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  analysis = gmk_analysis_panel_get_analysis (panel);
  g_assert_nonnull (analysis);
  g_assert_true (gmk_board_view_get_game (view) != game);
  /* The shown position, not the end of the line. */
  g_assert_cmpint (stone_at (window, 7, 7), ==, GMK_BLACK);
  g_assert_cmpint (stone_at (window, 8, 8), ==, GMK_WHITE);
  g_assert_cmpint (stone_at (window, 6, 6), ==, GMK_EMPTY);
  g_assert_cmpint (gmk_analysis_get_to_move (analysis), ==, GMK_BLACK);
  /* Undo and the hint would act on the game out of sight. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));

  /* Black, then White, placed; the side to move stays. */
  click (window, 3, 3);
  g_assert_cmpint (stone_at (window, 3, 3), ==, GMK_BLACK);
  gmk_analysis_panel_set_place_color (panel, GMK_WHITE);
  click (window, 11, 3);
  g_assert_cmpint (stone_at (window, 11, 3), ==, GMK_WHITE);
  click (window, 11, 4);
  g_assert_cmpint (stone_at (window, 11, 4), ==, GMK_WHITE);
  g_assert_cmpint (gmk_analysis_get_to_move (analysis), ==, GMK_BLACK);
  /* A click on a stone takes it off, whatever its colour. */
  click (window, 3, 3);
  g_assert_cmpint (stone_at (window, 3, 3), ==, GMK_EMPTY);
  click (window, 11, 4);
  g_assert_cmpint (stone_at (window, 11, 4), ==, GMK_EMPTY);
  g_assert_cmpint (stone_at (window, 11, 3), ==, GMK_WHITE);
  /* The game behind is untouched. */
  after = gmk_test_game_moves (game);
  g_assert_cmpstr (after, ==, before);

  /* Five candidates, each a distinct legal point, the engine's lines. */
  gmk_analysis_set_n_lines (analysis, 5);
  g_assert_true (gmk_test_wait_until (has_n_marks, &wanted, 60000));
  marks = gmk_board_view_get_marks (view, &n);
  lines = gmk_analysis_get_lines (analysis, &n_lines);
  g_assert_cmpint (n_lines, ==, 5);
  for (int i = 0; i < n; i++)
    {
      g_autofree GmkPosition *check = g_new0 (GmkPosition, 1);

      gmk_position_copy (check, gmk_analysis_get_position (analysis));
      g_assert_cmpint (marks[i].cell, ==, lines[i].move);
      g_assert_cmpint (marks[i].color, ==, GMK_BLACK);
      g_assert_cmpint (gmk_position_check (check, gmk_board_x (marks[i].cell),
                                           gmk_board_y (marks[i].cell)), ==, GMK_REASON_NONE);
      for (int j = 0; j < i; j++)
        g_assert_cmpint (marks[j].cell, !=, marks[i].cell);
    }
  g_assert_cmpfloat (gmk_analysis_get_black_chance (analysis), >, 0.0);
  g_assert_cmpfloat (gmk_analysis_get_black_chance (analysis), <, 1.0);
  /* The evaluation bar follows the analysis while the board is up. */
  bar = GMK_EVAL_BAR (gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_EVAL_BAR));
  g_assert_cmpfloat (gmk_eval_bar_get_black_chance (bar), ==,
                     gmk_analysis_get_black_chance (analysis));
  g_object_unref (gmk_test_save_png (GTK_WIDGET (window), "analysis.png", 1));

  /* A candidate clicked is played: a stone of the side to move, and the
   * other side moves next.  (The marks of now: the screenshot ran the
   * main loop, and new lines may have come.) */
  marks = gmk_board_view_get_marks (view, &n);
  g_assert_cmpint (n, ==, 5);
  cell = marks[1].cell;
  to_move = gmk_analysis_get_to_move (analysis);
  /* Place is White, Black to move: over a candidate the ghost is the
   * stone a click plays (Black's), elsewhere the one it places. */
  g_assert_cmpint (to_move, ==, GMK_BLACK);
  g_assert_cmpint (gmk_board_view_get_ghost_color (view), ==, GMK_WHITE);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (gmk_board_view_ghost_color_at (view, gmk_board_x (marks[i].cell),
                                                    gmk_board_y (marks[i].cell)), ==, GMK_BLACK);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (marks[i].cell, !=, gmk_board_index (0, 14));
  g_assert_cmpint (gmk_board_view_ghost_color_at (view, 0, 14), ==, GMK_WHITE);
  click (window, gmk_board_x (cell), gmk_board_y (cell));
  g_assert_cmpint (stone_at (window, gmk_board_x (cell), gmk_board_y (cell)), ==, to_move);
  g_assert_cmpint (gmk_analysis_get_to_move (analysis), ==, GMK_OTHER (to_move));
  g_assert_true (gmk_test_wait_until (has_n_marks, &wanted, 60000));
  marks = gmk_board_view_get_marks (view, &n);
  g_assert_cmpint (marks[0].color, ==, GMK_WHITE);

  /* "a" stops and starts the analysis. */
  g_assert_true (gmk_analysis_get_running (analysis));
  gmk_test_activate (window, "analysis-run", NULL);
  g_assert_false (gmk_analysis_get_running (analysis));
  gmk_test_activate (window, "analysis-run", NULL);
  g_assert_true (gmk_analysis_get_running (analysis));

  /* Leaving: the board shows the game again, as it was. */
  gmk_test_activate (window, "analysis", NULL);
  g_assert_false (gmk_analysis_panel_get_active (panel));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_true (gmk_board_view_get_game (view) == game);
  gmk_board_view_get_marks (view, &n);
  g_assert_cmpint (n, ==, 0);
  g_clear_pointer (&after, g_free);
  after = gmk_test_game_moves (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 30000));

  gmk_test_close_window (window);
}

/* Renju: the board refuses Black's forbidden point as play does. */
static void
test_renju_forbidden (void)
{
  GmkWindow *window = open_window ("renju");
  GmkAnalysisPanel *panel = panel_of (window);
  GmkAnalysis *analysis;

  gmk_test_activate (window, "analysis", NULL);
  analysis = gmk_analysis_panel_get_analysis (panel);
  gmk_analysis_set_running (analysis, FALSE);
  /* Two open twos crossing at h8 (7, 7): black there is a double-three. */
  click (window, 5, 7);
  click (window, 6, 7);
  click (window, 7, 5);
  click (window, 7, 6);
  click (window, 7, 7);
  g_assert_cmpint (stone_at (window, 7, 7), ==, GMK_EMPTY);
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "double-three"));
  /* White may play there. */
  gmk_analysis_panel_set_place_color (panel, GMK_WHITE);
  click (window, 7, 7);
  g_assert_cmpint (stone_at (window, 7, 7), ==, GMK_WHITE);

  gmk_test_close_window (window);
}

/* Solve shows a known VCF: its moves numbered on the board, in order,
 * every attacking move a four, the last a five. */
static void
test_solve_vcf (void)
{
  GmkWindow *window = open_window ("freestyle");
  GmkAnalysisPanel *panel = panel_of (window);
  GmkBoardView *view = gmk_window_get_board_view (window);
  const GmkBoardMark *marks;
  GmkAnalysis *analysis;
  int n = 0;

  gmk_test_activate (window, "analysis", NULL);
  analysis = gmk_analysis_panel_get_analysis (panel);
  gmk_analysis_set_running (analysis, FALSE);

  /* Nothing to find on a near empty board. */
  click (window, 7, 7);
  gmk_test_activate (window, "analysis-solve", NULL);
  g_assert_true (gmk_test_wait_until (not_solving, analysis, 60000));
  g_assert_cmpint (gmk_analysis_get_solution (analysis)->kind, ==, GMK_SOLVE_NONE);
  g_assert_nonnull (strstr (gmk_analysis_panel_get_status (panel), "No forced win"));
  gmk_board_view_get_marks (view, &n);
  g_assert_cmpint (n, ==, 0);

  /* Black: f8 g8 h8 (a three, closed by White's e8) and i9 i10 i11
   * (closed by White's i12); White also has b14.  The VCF: i8, a four
   * both ways at once (row 8 and column i); White blocks one, Black makes
   * five with the other. */
  gmk_analysis_clear (analysis);
  gmk_analysis_panel_set_place_color (panel, GMK_BLACK);
  click (window, 5, 7);
  click (window, 6, 7);
  click (window, 7, 7);
  click (window, 8, 6);
  click (window, 8, 5);
  click (window, 8, 4);
  gmk_analysis_panel_set_place_color (panel, GMK_WHITE);
  click (window, 4, 7);
  click (window, 8, 3);
  click (window, 1, 1);
  g_assert_cmpint (gmk_analysis_get_to_move (analysis), ==, GMK_BLACK);

  gmk_test_activate (window, "analysis-solve", NULL);
  g_assert_true (gmk_analysis_get_solving (analysis));
  g_assert_true (gmk_test_wait_until (not_solving, analysis, 60000));
  assert_vcf_shown (window, analysis);
  g_assert_nonnull (strstr (gmk_analysis_panel_get_status (panel), "continuous fours"));
  marks = gmk_board_view_get_marks (view, &n);
  g_assert_cmpint (n, ==, 3);
  g_assert_cmpint (marks[0].cell, ==, gmk_board_index (8, 7));
  g_object_unref (gmk_test_save_png (GTK_WIDGET (window), "analysis-solve.png", 1));

  /* A change of the position takes the answer away. */
  click (window, 1, 1);
  g_assert_null (gmk_analysis_get_solution (analysis));

  gmk_test_close_window (window);
}

/* A longer VCF from a renju mate solver's tests (tactic-003 of
 * tests/positions/tactics_freestyle.txt): four fours, j8 the only first
 * move of the shortest, j8 k9 k8 l8 h11 the source's line to the open
 * four. */
static void
test_solve_known_vcf (void)
{
  static const char *const source_line[] = { "j8", "k9", "k8", "l8", "h11" };
  GmkWindow *window = open_window ("freestyle");
  GmkAnalysisPanel *panel = panel_of (window);
  const GmkSolveResult *solution;
  GmkAnalysis *analysis;
  int x, y;

  gmk_test_activate (window, "analysis", NULL);
  analysis = gmk_analysis_panel_get_analysis (panel);
  gmk_analysis_set_running (analysis, FALSE);
  gmk_analysis_clear (analysis);
  place_all (window, panel, GMK_BLACK, "h8 i7 i8 i10 j9 k4 k13 l10 m11");
  place_all (window, panel, GMK_WHITE, "g8 i9 k5 k6 k7 k10 k11 k12");
  g_assert_cmpint (gmk_analysis_get_to_move (analysis), ==, GMK_BLACK);

  gmk_test_activate (window, "analysis-solve", NULL);
  g_assert_true (gmk_test_wait_until (not_solving, analysis, 60000));
  assert_vcf_shown (window, analysis);
  /* The source's line up to the open four, then a block and the five. */
  solution = gmk_analysis_get_solution (analysis);
  g_assert_cmpint (solution->length, ==, 7);
  for (guint i = 0; i < G_N_ELEMENTS (source_line); i++)
    {
      g_assert_true (gmk_notation_parse (source_line[i], 15, 15, &x, &y));
      g_assert_cmpint (solution->line[i], ==, gmk_board_index (x, y));
    }

  gmk_test_close_window (window);
}

/* Closing the window while the engine analyses stops it: the threads end,
 * the analysis is freed. */
static void
test_close_while_analysing (void)
{
  GmkWindow *window = open_window ("freestyle");
  GmkAnalysisPanel *panel = panel_of (window);
  GmkAnalysis *analysis;
  MarksWanted wanted = { window, 3 };

  gmk_test_play (window, 7, 7);
  gmk_test_activate (window, "analysis", NULL);
  analysis = gmk_analysis_panel_get_analysis (panel);
  g_object_add_weak_pointer (G_OBJECT (analysis), (gpointer *) &analysis);
  g_assert_true (gmk_test_wait_until (has_n_marks, &wanted, 60000));
  /* Still searching, without end, and a solve under way too. */
  g_assert_cmpuint (gmk_ai_player_get_n_running (), >=, 1);
  gmk_test_activate (window, "analysis-solve", NULL);

  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (analysis);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 30000));
  for (int i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* The hover ghost shows what a click does: the "Place" colour, whoever is
 * to move; back on the game, the side to move's again. */
static void
test_ghost_shows_place_color (void)
{
  GmkWindow *window = open_window ("freestyle");
  GmkBoardView *view = gmk_window_get_board_view (window);
  GmkAnalysisPanel *panel = panel_of (window);

  gmk_test_play (window, 7, 7);
  g_assert_cmpint (gmk_board_view_get_ghost_color (view), ==, GMK_EMPTY);
  gmk_test_activate (window, "analysis", NULL);
  g_assert_cmpint (gmk_analysis_get_to_move (gmk_analysis_panel_get_analysis (panel)), ==, GMK_WHITE);

  gmk_analysis_panel_set_place_color (panel, GMK_BLACK);
  g_assert_cmpint (gmk_board_view_get_ghost_color (view), ==, GMK_BLACK);
  gmk_analysis_panel_set_place_color (panel, GMK_WHITE);
  g_assert_cmpint (gmk_board_view_get_ghost_color (view), ==, GMK_WHITE);
  /* Clicks keep placing that colour while the side to move changes. */
  gmk_analysis_set_to_move (gmk_analysis_panel_get_analysis (panel), GMK_BLACK);
  g_assert_cmpint (gmk_board_view_get_ghost_color (view), ==, GMK_WHITE);
  click (window, 3, 3);
  g_assert_cmpint (stone_at (window, 3, 3), ==, GMK_WHITE);

  gmk_test_activate (window, "analysis", NULL);
  g_assert_cmpint (gmk_board_view_get_ghost_color (view), ==, GMK_EMPTY);
  gmk_test_close_window (window);
}

/* The card with the game's result belongs to the game: hidden while the
 * analysis board is up, back when the game is. */
static void
test_result_card_hidden (void)
{
  GmkWindow *window = open_window ("freestyle");
  GtkWidget *card = gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_RESULT_CARD);

  g_assert_nonnull (card);
  for (int i = 0; i < 5; i++)
    {
      gmk_test_play (window, 3 + i, 7);
      if (i < 4)
        gmk_test_play (window, 3 + i, 9);
    }
  g_assert_true (gmk_game_is_over (gmk_window_get_game (window)));
  g_assert_nonnull (gmk_result_card_get_text (GMK_RESULT_CARD (card)));
  g_assert_true (gtk_widget_get_visible (card));

  gmk_test_activate (window, "analysis", NULL);
  g_assert_true (gmk_analysis_panel_get_active (panel_of (window)));
  g_assert_false (gtk_widget_get_visible (card));

  gmk_test_activate (window, "analysis", NULL);
  g_assert_false (gmk_analysis_panel_get_active (panel_of (window)));
  g_assert_true (gtk_widget_get_visible (card));
  gmk_test_close_window (window);
}

/* The analysis searches with the Threads preference, taken up at once
 * when it changes. */
static void
test_uses_threads_preference (void)
{
  GSettings *settings = gmk_test_settings ();
  GmkWindow *window = open_window ("freestyle");
  GmkAnalysisPanel *panel = panel_of (window);

  gmk_test_play (window, 7, 7);
  g_settings_set_int (settings, "threads", 3);
  gmk_test_activate (window, "analysis", NULL);
  g_assert_cmpint (gmk_analysis_get_threads (gmk_analysis_panel_get_analysis (panel)), ==, 3);
  g_settings_set_int (settings, "threads", 2);
  g_assert_cmpint (gmk_analysis_get_threads (gmk_analysis_panel_get_analysis (panel)), ==, 2);

  gmk_test_activate (window, "analysis", NULL);
  g_settings_set_int (settings, "threads", 1);
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
  app = gmk_test_app_new (APPLICATION_ID ".AnalysisTest");

  g_test_add_func ("/analysis/edit-and-candidates", test_edit_and_candidates);
  g_test_add_func ("/analysis/renju-forbidden", test_renju_forbidden);
  g_test_add_func ("/analysis/solve-vcf", test_solve_vcf);
  g_test_add_func ("/analysis/solve-known-vcf", test_solve_known_vcf);
  g_test_add_func ("/analysis/close-while-analysing", test_close_while_analysing);
  g_test_add_func ("/analysis/ghost-shows-place-color", test_ghost_shows_place_color);
  g_test_add_func ("/analysis/result-card-hidden", test_result_card_hidden);
  g_test_add_func ("/analysis/uses-threads-preference", test_uses_threads_preference);

  status = g_test_run ();

  gmk_test_app_free (app);

  return status;
}
