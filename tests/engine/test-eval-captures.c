/* test-eval-captures.c: the evaluation's incremental capture counts.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under ninuki and pente, GmkEvalState keeps each empty cell's capture
 * counts and each colour's totals up to date in make/unmake.  After random
 * make/unmake sequences full of captures (past the plies undone by copy,
 * so the recomputing unmake is run too) they must equal a recount from the
 * board alone (gmk_board_captures_of on every empty cell) and a fresh
 * gmk_eval_init (gmk_eval_check).
 */
#include "gmk-eval.h"
#include "gmk-rules.h"

static guint32
next_random (guint64 *state)
{
  *state = *state * 6364136223846793005ull + 1442695040888963407ull;
  return (guint32) (*state >> 33);
}

/* An empty cell next to a stone (captures need crowding), else any. */
static int
crowded_empty_cell (const GmkBoard *board,
                    guint64        *rng)
{
  for (int tries = 0; tries < 200; tries++)
    {
      int x = board->width / 2 - 4 + (int) (next_random (rng) % 9);
      int y = board->height / 2 - 4 + (int) (next_random (rng) % 9);
      int i = gmk_board_index (x, y);
      gboolean near = board->ply == 0;

      if (board->cell[i] != GMK_EMPTY)
        continue;
      for (int d = 0; d < 4 && !near; d++)
        near = board->cell[i + gmk_dir_step[d]] == GMK_BLACK || board->cell[i + gmk_dir_step[d]] == GMK_WHITE ||
               board->cell[i - gmk_dir_step[d]] == GMK_BLACK || board->cell[i - gmk_dir_step[d]] == GMK_WHITE;
      if (near)
        return i;
    }
  for (int i = 0; i < GMK_CELLS; i++)
    if (board->cell[i] == GMK_EMPTY)
      return i;
  g_assert_not_reached ();
}

/* The incremental counts against the board; returns the capture points. */
static int
assert_counts_match_board (const GmkEvalState *st)
{
  const GmkBoard *board = &st->board;
  int sum[3] = { 0 }, cells[3][GMK_EVAL_MAX_TAKE + 1] = { { 0 } };
  int points = 0;

  for (int i = 0; i < GMK_CELLS; i++)
    {
      if (!gmk_board_index_valid (board, i) || board->cell[i] != GMK_EMPTY)
        continue;
      for (int c = GMK_BLACK; c <= GMK_WHITE; c++)
        {
          int16_t out[GMK_MAX_CAPTURED_PER_MOVE];
          int pairs = gmk_board_captures_of (board, i, c, out) / 2;
          int kept = (st->cells[i].capt >> (c == GMK_BLACK ? 0 : 4)) & 15;

          if (kept != pairs)
            g_error ("cell (%d,%d) colour %d: %d pairs kept, %d on the board (ply %d)",
                     gmk_board_x (i), gmk_board_y (i), c, kept, pairs, board->ply);
          sum[c] += pairs;
          if (pairs > 0)
            {
              cells[c][pairs]++;
              points++;
            }
        }
    }
  for (int c = GMK_BLACK; c <= GMK_WHITE; c++)
    {
      g_assert_cmpint (st->capt_sum[c], ==, sum[c]);
      for (int k = 1; k <= GMK_EVAL_MAX_TAKE; k++)
        g_assert_cmpint (st->capt_cells[c][k], ==, cells[c][k]);
    }
  return points;
}

static void
run_random_games (GmkRule rule)
{
  g_autofree GmkBoard *board = g_new0 (GmkBoard, 1);
  g_autofree GmkEvalState *st = g_new (GmkEvalState, 1);
  guint64 rng = 0x5eed0000u + (guint64) rule;
  int captures = 0, points = 0;

  for (int game = 0; game < 8; game++)
    {
      int size = game & 1 ? 15 : 19;
      int plies = 0;

      gmk_board_init (board, size, size, rule);
      gmk_eval_init (st, board);
      /* Up to 300 plies: past GMK_EVAL_SAVED, whose unmake recomputes. */
      for (int step = 0; step < 400; step++)
        {
          char *why = NULL;

          if (plies > 0 && (next_random (&rng) % 5 == 0 || plies >= 300))
            {
              gmk_eval_unmake (st);
              plies--;
            }
          else if (!gmk_board_is_full (&st->board))
            {
              gmk_eval_make (st, crowded_empty_cell (&st->board, &rng));
              captures += st->board.history[st->board.ply - 1].n_captured / 2;
              plies++;
            }
          points += assert_counts_match_board (st);
          if (step % 16 == 0 && !gmk_eval_check (st, &why))
            g_error ("%s, game %d, step %d: %s", gmk_rule_name (rule), game, step, why);
        }
      while (plies-- > 0)
        {
          gmk_eval_unmake (st);
          assert_counts_match_board (st);
        }
      g_assert_cmpint (st->board.ply, ==, 0);
      g_assert_cmpint (st->capt_sum[GMK_BLACK] + st->capt_sum[GMK_WHITE], ==, 0);
    }
  /* The games must have been about captures. */
  g_assert_cmpint (captures, >, 100);
  g_assert_cmpint (points, >, 1000);
}

static void
test_ninuki (void)
{
  run_random_games (GMK_RULE_NINUKI);
}

static void
test_pente (void)
{
  run_random_games (GMK_RULE_PENTE);
}

/* Without captures nothing is kept (and nothing is spent on it). */
static void
test_no_captures (void)
{
  g_autofree GmkBoard *board = g_new0 (GmkBoard, 1);
  g_autofree GmkEvalState *st = g_new (GmkEvalState, 1);
  guint64 rng = 7;

  gmk_board_init (board, 15, 15, GMK_RULE_FREESTYLE);
  gmk_eval_init (st, board);
  for (int step = 0; step < 60; step++)
    gmk_eval_make (st, crowded_empty_cell (&st->board, &rng));
  g_assert_cmpint (st->capt_sum[GMK_BLACK] + st->capt_sum[GMK_WHITE], ==, 0);
  for (int i = 0; i < GMK_CELLS; i++)
    g_assert_cmpint (st->cells[i].capt, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval-captures/ninuki", test_ninuki);
  g_test_add_func ("/eval-captures/pente", test_pente);
  g_test_add_func ("/eval-captures/no-captures", test_no_captures);
  return g_test_run ();
}
