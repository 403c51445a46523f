/* test-rfp-guard.c: the reverse futility pruning keeps quiet threats in
 * sight.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the pruning at its most aggressive (a margin of 1 a ply, up to
 * depth 8) and without the root's VCF and VCT (level 8's root_vcf and
 * root_vct off), the tree alone must find a VCT: PentaZen's win in the
 * game of blunders_freestyle.txt's blunder-040, after the game's losing
 * move.  The pruning's guard (no pruning while the opponent holds a
 * four-three or a double three) is what lets it within the budget: with
 * the guard the tree proves g11 in 578,146 nodes, without it
 * (GMK_TUNE=rfp_guard=0) only after 1,203,294, so the budget sits
 * between the two.  Node budgets only, never the clock.
 *
 * Which position shows the guard depends on the evaluation: the test
 * used tactic-009, then blunder-003, until a later evaluation let the
 * tree prove each as well without the guard as with it (blunder-003:
 * 636,707 nodes with it, 243,638 without).  Of the freestyle tactics and blunders, blunder-040
 * and tactic-008 (885,550 nodes with the guard, none in 1,000,000
 * without) are the ones that still tell the guard's part.
 */
#include "gmk-level.h"
#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-search-params.h"
#include "gmk-suite.h"

#define NODE_BUDGET 850000

static void
test_tree_finds_vct (void)
{
  g_autoptr(GPtrArray) blocks = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  const GmkSuiteBlock *block = NULL;
  GmkSearch *search;
  GmkSearchLimits limits;
  GmkSearchInfo info;
  GmkSuitePosition position;
  GmkSuitePoint losing;
  char name[GMK_NOTATION_MAX];
  int move;

  g_assert_true (gmk_search_params_set ("rfp", 1, &error));
  g_assert_true (gmk_search_params_set ("rfp_depth", 8, &error));
  g_assert_true (gmk_level_override (GMK_MAX_LEVEL, "root_vct", 0, &error));
  g_assert_true (gmk_level_override (GMK_MAX_LEVEL, "root_vcf", 0, &error));
  g_assert_no_error (error);
  path = g_build_filename (g_getenv ("GMK_POSITIONS_DIR"), "blunders_freestyle.txt", NULL);
  blocks = gmk_suite_load (path, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < blocks->len; i++)
    if (g_str_equal (((GmkSuiteBlock *) g_ptr_array_index (blocks, i))->id, "blunder-040"))
      block = g_ptr_array_index (blocks, i);
  g_assert_nonnull (block);
  gmk_suite_position_init (&position, GMK_RULE_FREESTYLE, 15);
  g_assert_true (gmk_suite_block_position (block, &position, &error));
  g_assert_no_error (error);
  gmk_suite_position_setup (&position, pos);
  gmk_suite_position_clear (&position);
  g_assert_true (gmk_suite_parse_point (gmk_suite_block_get (block, "losing_move"), 15, &losing));
  g_assert_cmpint (gmk_position_play (pos, losing.x, losing.y), ==, GMK_REASON_NONE);

  search = gmk_search_new (16);
  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = NODE_BUDGET;
  limits.threads = 1;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  gmk_notation_format (gmk_board_x (move), gmk_board_y (move), pos->board.height, name);
  g_test_message ("played %s (depth %d, %" G_GUINT64_FORMAT " nodes, score %d)",
                  name, info.depth, info.nodes, info.score);
  /* Found by the tree (the root's solvers are off), a proven win. */
  g_assert_cmpint (info.depth, >, 1);
  g_assert_true (info.forced_win);
  g_assert_cmpint (info.score, >, 0);
  gmk_search_free (search);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/rfp-guard", test_tree_finds_vct);
  return g_test_run ();
}
