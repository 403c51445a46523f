/* test-defence.c: the tactics suite's VCF positions, from the defender's side.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every block of tactics_freestyle.txt whose win is a VCF, with the side to
 * move switched: the defender moves first and must stop the attacker's
 * continuous fours.  A shallow search (3 plies, which sees a VCF of one
 * four) must still play a move after which the attacker has no VCF, when
 * such a move exists: the search asks the solver about each root move
 * (a VCF of five or more fours is far beyond its depth).  "Has no VCF"
 * is judged by a fresh solver with a fixed node budget.  A block where
 * every move allows one fails unless tactics_freestyle.txt lists it
 * ("defender_lost:" and its proof, which the test checks again: every
 * move allows the win), so that a solver claiming wins it does not have
 * cannot turn failures into passes.  The VCT blocks the same way,
 * searched 5 plies deep: the move must leave the attacker no VCT when
 * some move does.
 */
#include <string.h>

#include "gmk-eval.h"
#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-suite.h"
#include "gmk-threat.h"

#define SOLVER_NODES 20000

/* Does the side to move win by fours (or, with `threes`, by threes and
 * fours)? */
static gboolean
has_win (const GmkBoard *board,
         gboolean        threes)
{
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  g_autofree GmkThreatSearch *ts = g_new0 (GmkThreatSearch, 1);
  int move;
  gboolean win;

  gmk_threat_init (ts);
  gmk_eval_init (st, board);
  ts->max_nodes = SOLVER_NODES;
  win = threes ? gmk_threat_vct (ts, st, 7, &move) : gmk_threat_vcf (ts, st, 30, &move);
  return win && !ts->aborted;
}

static void
test_block (gconstpointer data)
{
  const GmkSuiteTactic *tactic = data;
  GmkSuitePosition position = tactic->position;
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (4);
  GmkSearchLimits limits;
  GmkBoard *board;
  char name[GMK_NOTATION_MAX];
  const gboolean threes = g_strcmp0 (gmk_suite_block_get (tactic->block, "kind"), "VCT") == 0;
  const char *lost = gmk_suite_block_get (tactic->block, "defender_lost");
  gboolean escape = FALSE;
  int move;

  position.to_move = GMK_OTHER (position.to_move);
  gmk_suite_position_setup (&position, pos);
  board = &pos->board;
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);

  /* Is there a defence at all? */
  for (int q = 0; q < GMK_CELLS && !escape; q++)
    if (gmk_board_index_valid (board, q) && board->cell[q] == GMK_EMPTY)
      {
        gmk_board_make (board, q);
        escape = !has_win (board, threes);
        gmk_board_unmake (board);
        if (escape)
          gmk_notation_format (gmk_board_x (q), gmk_board_y (q), board->height, name);
      }
  if (lost != NULL || !escape)
    {
      if (lost != NULL && escape)
        g_test_fail_printf ("%s: listed as lost for the defender (%s), but %s leaves no win",
                            tactic->block->id, lost, name);
      else if (lost == NULL)
        g_test_fail_printf ("%s: every move allows the attacker's win, and the block is not listed "
                            "as lost for the defender: list it (\"defender_lost:\" and its proof), "
                            "or the solver claims a win it does not have", tactic->block->id);
      else
        g_test_message ("%s: lost for the defender, as listed: %s", tactic->block->id, lost);
      gmk_search_free (search);
      return;
    }

  gmk_search_limits_init (&limits, 0);
  limits.max_depth = threes ? 5 : 3;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, NULL);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  gmk_notation_format (gmk_board_x (move), gmk_board_y (move), board->height, name);
  g_test_message ("%s: the defender plays %s", tactic->block->id, name);
  gmk_board_make (board, move);
  if (has_win (board, threes))
    g_test_fail_printf ("%s: %s lets the attacker win by %s; another move does not",
                        tactic->block->id, name, threes ? "threes and fours" : "fours");
  gmk_board_unmake (board);
  gmk_search_free (search);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) tactics = NULL;
  g_autoptr(GError) error = NULL;
  int n = 0;

  g_test_init (&argc, &argv, NULL);
  tactics = gmk_suite_load_tactics (&error);
  g_assert_no_error (error);
  for (guint i = 0; i < tactics->len; i++)
    {
      const GmkSuiteTactic *tactic = g_ptr_array_index (tactics, i);
      const char *kind = gmk_suite_block_get (tactic->block, "kind");
      g_autofree char *path = NULL;

      if (g_strcmp0 (kind, "VCF") != 0 && g_strcmp0 (kind, "VCT") != 0)
        continue;
      path = g_strdup_printf ("/search/defence/%s", tactic->block->id);
      g_test_add_data_func (path, tactic, test_block);
      n++;
    }
  g_assert_cmpint (n, >, 0);
  return g_test_run ();
}
