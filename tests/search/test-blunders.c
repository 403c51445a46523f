/* test-blunders.c: moves that lost real games, which the engine must not play again.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every block of blunders_freestyle.txt is a position from a game the
 * engine lost to PentaZen, before the first of its moves after which the
 * opponent had a forced win that the engine's own threat solvers prove
 * (VCF, else VCT).  For each block the test checks what makes the answer
 * certain: the losing move really loses (the solver proves the opponent's
 * win after it, within PROOF_NODES).  Then the engine searches the
 * position within SEARCH_NODES nodes (never a time: the same answer on any
 * machine) and its move must not let the solver prove the opponent's win
 * within the same budget; when it does, the test looks for a move that
 * does not (near the stones).  When there is none the block fails unless
 * it is listed as lost ("lost:" with its proof, which the test checks
 * again: every move near the stones allows a proven win), so that a
 * solver claiming wins it does not have cannot turn failures into passes.
 * A block marked "status: open" is a loss the engine still walks into at
 * that budget: it is reported as a known failure (TAP TODO), and fails
 * once the engine plays a safe move there, so that the list of open
 * blocks stays true.  The search is deterministic within a node budget,
 * but any change to it reshapes the tree: a block that turns red after a
 * search change is a real regression or a budget edge; GMK_BLUNDER_NODES
 * tells which.
 *
 * GMK_BLUNDER_NODES=N searches with another node budget and only reports
 * (nothing fails): how the engine would fare at N nodes, e.g. a 250 ms
 * move's worth.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-eval.h"
#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-suite.h"
#include "gmk-threat.h"

#define PROOF_NODES 200000
#define SEARCH_NODES 500000
#define VCF_DEPTH 30
#define VCT_DEPTH 7

static guint64 survey_nodes;

/* Does the side to move have a forced win the solvers prove?  Sets *kind
 * to "VCF" or "VCT" and *nodes to what the proof cost. */
static gboolean
proven_win (const GmkBoard *board,
            const char    **kind,
            guint64        *nodes)
{
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  g_autofree GmkThreatSearch *ts = g_new0 (GmkThreatSearch, 1);
  int move;

  gmk_threat_init (ts);
  gmk_eval_init (st, board);
  ts->max_nodes = PROOF_NODES;
  if (gmk_threat_vcf (ts, st, VCF_DEPTH, &move) && !ts->aborted)
    {
      *kind = "VCF";
      *nodes = ts->nodes;
      return TRUE;
    }
  ts->nodes = 0;
  ts->aborted = FALSE;
  if (gmk_threat_vct (ts, st, VCT_DEPTH, &move) && !ts->aborted)
    {
      *kind = "VCT";
      *nodes = ts->nodes;
      return TRUE;
    }
  return FALSE;
}

static gboolean
move_loses (GmkBoard   *board,
            int         move,
            const char **kind,
            guint64     *nodes)
{
  gboolean lost;

  gmk_board_make (board, move);
  lost = proven_win (board, kind, nodes);
  gmk_board_unmake (board);
  return lost;
}

/* A move near the stones, other than `skip1` and `skip2`, after which the
 * opponent has no proven win, or GMK_NO_MOVE.  (A move far from every
 * line changes no threat.) */
static int
find_escape (GmkBoard *board,
             int       skip1,
             int       skip2)
{
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  const char *kind;
  guint64 nodes;

  gmk_eval_init (st, board);
  for (int q = 0; q < GMK_CELLS; q++)
    if (q != skip1 && q != skip2 && gmk_eval_is_candidate (st, q) &&
        !move_loses (board, q, &kind, &nodes))
      return q;
  return GMK_NO_MOVE;
}

static void
test_block (gconstpointer data)
{
  const GmkSuiteBlock *block = data;
  GmkSuitePosition position;
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autoptr(GError) error = NULL;
  GmkSearch *search;
  GmkSearchLimits limits;
  GmkSearchInfo info;
  GmkSuitePoint point;
  GmkBoard *board;
  const char *kind = NULL, *text, *lost;
  char name[GMK_NOTATION_MAX], losing_name[GMK_NOTATION_MAX];
  guint64 nodes = 0;
  int losing, move, escape = GMK_NO_MOVE;

  gmk_suite_position_init (&position, GMK_RULE_FREESTYLE, 15);
  g_assert_true (gmk_suite_block_position (block, &position, &error));
  g_assert_no_error (error);
  gmk_suite_position_setup (&position, pos);
  gmk_suite_position_clear (&position);
  board = &pos->board;
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);

  text = gmk_suite_block_get (block, "losing_move");
  g_assert_nonnull (text);
  g_assert_true (gmk_suite_parse_point (text, board->height, &point));
  losing = gmk_board_index (point.x, point.y);
  g_assert_cmpint (board->cell[losing], ==, GMK_EMPTY);
  gmk_notation_format (point.x, point.y, board->height, losing_name);

  /* The answer is certain: the losing move is proven to lose... */
  if (!move_loses (board, losing, &kind, &nodes))
    g_test_fail_printf ("%s: the solvers do not prove the win after %s", block->id, losing_name);
  else
    g_test_message ("%s: after %s the opponent wins (%s, %" G_GUINT64_FORMAT " nodes)",
                    block->id, losing_name, kind, nodes);

  /* A block listed as lost: the proof holds, every move loses. */
  lost = gmk_suite_block_get (block, "lost");
  if (lost != NULL)
    {
      escape = find_escape (board, losing, GMK_NO_MOVE);
      if (escape != GMK_NO_MOVE)
        {
          gmk_notation_format (gmk_board_x (escape), gmk_board_y (escape), board->height, name);
          g_test_fail_printf ("%s: listed as lost (%s), but after %s the solvers prove no win",
                              block->id, lost, name);
        }
      else
        g_test_message ("%s: lost, as listed: %s", block->id, lost);
      return;
    }

  search = gmk_search_new (16);
  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = survey_nodes > 0 ? survey_nodes : SEARCH_NODES;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  gmk_search_free (search);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  gmk_notation_format (gmk_board_x (move), gmk_board_y (move), board->height, name);
  if (!move_loses (board, move, &kind, &nodes))
    {
      /* ...and the engine's move is one that does not. */
      g_test_message ("%s: safe: %s (score %d, depth %d; game: %s)", block->id, name, info.score,
                      info.depth, losing_name);
      if (survey_nodes == 0 && gmk_suite_block_get (block, "status") != NULL)
        g_test_fail_printf ("%s: an open block passes now: remove its status line", block->id);
      return;
    }

  /* The engine's move loses too: does any move not? */
  escape = find_escape (board, losing, move);
  if (escape == GMK_NO_MOVE)
    {
      g_test_fail_printf ("%s: every move allows a proven win, and the block is not listed as "
                          "lost: list it (\"lost:\" and its proof), or the solvers claim a win "
                          "they do not have", block->id);
      return;
    }
  if (survey_nodes > 0 || gmk_suite_block_get (block, "status") != NULL)
    g_test_message ("%s: LOSES at %" G_GUINT64_FORMAT " nodes: %s (score %d, depth %d; game: %s)",
                    block->id, limits.max_nodes, name, info.score, info.depth, losing_name);
  else
    g_test_fail_printf ("%s: the engine plays %s (score %d, depth %d), after which the opponent "
                        "wins; the game's losing move was %s", block->id, name, info.score,
                        info.depth, losing_name);
  if (survey_nodes == 0 && gmk_suite_block_get (block, "status") != NULL)
    g_test_incomplete ("an open block: the engine still loses here");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) blocks = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  const char *dir = g_getenv ("GMK_POSITIONS_DIR");
  const char *env = g_getenv ("GMK_BLUNDER_NODES");
  const char *shard_env = g_getenv ("GMK_TEST_SHARD");
  guint shard = 0, shards = 1;

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    survey_nodes = g_ascii_strtoull (env, NULL, 10);
  /* "K/N": only every Nth block from the Kth (0-based), so that the
   * build can run the suite in parts side by side (tests/search/meson.build). */
  if (shard_env != NULL &&
      (sscanf (shard_env, "%u/%u", &shard, &shards) != 2 || shards == 0 || shard >= shards))
    g_error ("GMK_TEST_SHARD=%s: expected K/N with 0 <= K < N", shard_env);
  g_assert_nonnull (dir);
  path = g_build_filename (dir, "blunders_freestyle.txt", NULL);
  blocks = gmk_suite_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (blocks->len, >, 0);
  for (guint i = 0; i < blocks->len; i++)
    {
      const GmkSuiteBlock *block = g_ptr_array_index (blocks, i);
      g_autofree char *test_path = g_strdup_printf ("/search/blunders/%s", block->id);

      if (i % shards != shard)
        continue;
      g_test_add_data_func (test_path, block, test_block);
    }
  return g_test_run ();
}
