/* test-rfp-guard.c: the reverse futility pruning keeps quiet threats in
 * sight.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the pruning at its most aggressive (a margin of 1 a ply, up to
 * depth 8) and without the root's VCF and VCT (level 8's root_vcf and
 * root_vct off), the tree alone must find a VCT: the opponent's win in the
 * game of blunders_freestyle.txt's blunder-003, after the game's losing
 * move.  The pruning's guard (no pruning while the opponent holds a
 * four-three or a double three) is what lets it within the budget: on the
 * engine of bench 3665173, with the guard the tree proves it in 139,863
 * nodes, without it (rfp_guard=0) not in 1,300,000, so the test searches
 * it both ways on a budget between the two.  Node budgets only, never the
 * clock.
 *
 * Which position shows the guard depends on the evaluation and the rest
 * of the search: the test used tactic-009, blunder-003 and blunder-040,
 * each until a later engine proved it as well without the guard
 * (blunder-040 on the engine of bench 3665173: 204,628 nodes with it,
 * 229,911 without, under the old budget of 850,000, so the test could not
 * fail), and is back at blunder-003.  When that happens again the second
 * search fails and says so; the messages give each search's node count.
 */
#include "gmk-level.h"
#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-search-params.h"
#include "gmk-suite.h"

#define POSITION    "blunder-003"
#define NODE_BUDGET 500000

/* POSITION after its losing move, read once for both searches. */
static GmkPosition *
load_position (void)
{
  g_autoptr(GPtrArray) blocks = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  GmkPosition *pos = g_new0 (GmkPosition, 1);
  const GmkSuiteBlock *block = NULL;
  GmkSuitePosition position;
  GmkSuitePoint losing;

  path = g_build_filename (g_getenv ("GMK_POSITIONS_DIR"), "blunders_freestyle.txt", NULL);
  blocks = gmk_suite_load (path, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < blocks->len; i++)
    if (g_str_equal (((GmkSuiteBlock *) g_ptr_array_index (blocks, i))->id, POSITION))
      block = g_ptr_array_index (blocks, i);
  g_assert_nonnull (block);
  gmk_suite_position_init (&position, GMK_RULE_FREESTYLE, 15);
  g_assert_true (gmk_suite_block_position (block, &position, &error));
  g_assert_no_error (error);
  gmk_suite_position_setup (&position, pos);
  gmk_suite_position_clear (&position);
  g_assert_true (gmk_suite_parse_point (gmk_suite_block_get (block, "losing_move"), 15, &losing));
  g_assert_cmpint (gmk_position_play (pos, losing.x, losing.y), ==, GMK_REASON_NONE);
  return pos;
}

/* Searches `pos` with the tree alone; TRUE when it proves the win of the
 * side to move within the budget. */
static gboolean
tree_proves_win (const GmkPosition *pos)
{
  GmkSearch *search;
  GmkSearchLimits limits;
  GmkSearchInfo info;
  char name[GMK_NOTATION_MAX];
  int move;

  search = gmk_search_new (16);
  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = NODE_BUDGET;
  limits.threads = 1;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  gmk_notation_format (gmk_board_x (move), gmk_board_y (move), pos->board.height, name);
  g_test_message ("rfp_guard=%d: played %s (depth %d, %" G_GUINT64_FORMAT " nodes, score %d%s)",
                  gmk_search_params.rfp_guard, name, info.depth, info.nodes, info.score,
                  info.forced_win ? ", proven" : "");
  gmk_search_free (search);
  g_assert_cmpint (info.depth, >, 1);   /* the tree's answer, not a solver's */
  return info.forced_win && info.score > 0;
}

static void
test_tree_finds_vct (void)
{
  const GmkSearchParams saved = gmk_search_params;
  const gboolean saved_vct = gmk_level_get (GMK_MAX_LEVEL)->root_vct;
  const gboolean saved_vcf = gmk_level_get (GMK_MAX_LEVEL)->root_vcf;
  g_autofree GmkPosition *pos = load_position ();
  g_autoptr(GError) error = NULL;

  g_assert_true (gmk_search_params_set ("rfp", 1, &error));
  g_assert_true (gmk_search_params_set ("rfp_depth", 8, &error));
  g_assert_true (gmk_level_override (GMK_MAX_LEVEL, "root_vct", 0, &error));
  g_assert_true (gmk_level_override (GMK_MAX_LEVEL, "root_vcf", 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmk_search_params.rfp_guard, ==, 1);
  if (!tree_proves_win (pos))
    g_test_fail_printf ("with the guard the tree did not prove %s in %d nodes", POSITION, NODE_BUDGET);

  /* Without the guard the same budget must not be enough, else the
   * position no longer shows what the guard does. */
  g_assert_true (gmk_search_params_set ("rfp_guard", 0, &error));
  g_assert_no_error (error);
  if (tree_proves_win (pos))
    g_test_fail_printf ("without the guard the tree proved %s in %d nodes too: choose another position",
                        POSITION, NODE_BUDGET);
  gmk_search_params = saved;
  g_assert_true (gmk_level_override (GMK_MAX_LEVEL, "root_vct", saved_vct, &error));
  g_assert_true (gmk_level_override (GMK_MAX_LEVEL, "root_vcf", saved_vcf, &error));
  g_assert_no_error (error);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/rfp-guard", test_tree_finds_vct);
  return g_test_run ();
}
