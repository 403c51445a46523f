/* test-tactics.c: every block of tactics_freestyle.txt, searched directly.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine must find a winning move within a node budget (never a time
 * budget: the result is the same on any machine).  A move counts as winning
 * when the suite lists it (the source's answer or every shortest-win first
 * move computed for freestyle) or, failing that, when our own threat
 * solver proves that the attacker still wins after it against every reply.
 */
#include <stdlib.h>
#include <string.h>

#include "gmk-eval.h"
#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-suite.h"
#include "gmk-threat.h"

#define NODE_BUDGET 3000000

/* After the attacker's move, does the attacker win against every reply?
 * Replies far from every stone cannot touch a threat, but we try all. */
static gboolean
proven_win_after (GmkEvalState    *st,
                  GmkThreatSearch *ts)
{
  GmkBoard *board = &st->board;

  for (int i = 0; i < GMK_CELLS; i++)
    {
      int move;
      gboolean win;

      if (!gmk_board_index_valid (board, i) || board->cell[i] != GMK_EMPTY)
        continue;
      gmk_eval_make (st, i);
      ts->nodes = 0;
      ts->max_nodes = 300000;
      win = gmk_threat_vcf (ts, st, 30, &move) || gmk_threat_vct (ts, st, 6, &move);
      gmk_eval_unmake (st);
      if (!win)
        return FALSE;
    }
  return TRUE;
}

static void
test_block (gconstpointer data)
{
  const GmkSuiteTactic *tactic = data;
  const char *id = tactic->block->id;
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  g_autofree GmkThreatSearch *ts = g_new0 (GmkThreatSearch, 1);
  GmkSearch *search = gmk_search_new (16);
  GmkSearchLimits limits;
  GmkSearchInfo info;
  char name[GMK_NOTATION_MAX];
  int move, x, y;

  gmk_suite_position_setup (&tactic->position, pos);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = NODE_BUDGET;
  limits.threads = 1;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  x = gmk_board_x (move);
  y = gmk_board_y (move);
  g_assert_cmpint (gmk_position_check (pos, x, y), ==, GMK_REASON_NONE);
  gmk_notation_format (x, y, pos->board.height, name);
  g_test_message ("%s: played %s (depth %d, %" G_GUINT64_FORMAT " nodes, score %d%s)",
                  id, name, info.depth, info.nodes, info.score, info.forced_win ? ", forced win" : "");

  if (!gmk_suite_point_in (tactic->answers, x, y))
    {
      gmk_threat_init (ts);
      gmk_eval_init (st, &pos->board);
      gmk_eval_make (st, move);
      if (!proven_win_after (st, ts))
        g_test_fail_printf ("%s: %s is neither a listed answer nor proven to win", id, name);
    }
  gmk_search_free (search);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) tactics = NULL;
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  tactics = gmk_suite_load_tactics (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (tactics->len, >, 0);
  for (guint i = 0; i < tactics->len; i++)
    {
      const GmkSuiteTactic *tactic = g_ptr_array_index (tactics, i);
      g_autofree char *name = g_strdup_printf ("/search/tactics/%s", tactic->block->id);

      g_assert_cmpuint (tactic->answers->len, >, 0);
      g_test_add_data_func (name, tactic, test_block);
    }
  return g_test_run ();
}
