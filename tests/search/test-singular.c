/* test-singular.c: the singular extension searches the only good move deeper.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run by meson twice, without the root's solvers (GMK_LEVELS), so that
 * the tree alone must find a forced win: once with the singular
 * extension (GMK_TUNE singular=1), where the win must be proven by a
 * nominal depth at which it was not proven without the extension, and
 * once without (singular=0, argument --expect-miss), where the same
 * iteration must not prove it yet.  Together they say that the extension
 * is what brings the win within that depth: if it stops extending, the
 * first fails; if the tree without it comes to see the win that early
 * anyway (then the position no longer shows anything), the second fails
 * and the position or the depth must be chosen again (GMK_SINGULAR_SURVEY=1
 * lists, for every block of the tactics and blunder suites, the depth at
 * which the tree proves the win).  Depths and node budgets only, never
 * the clock.
 */
#include <string.h>

#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-suite.h"

#define MAX_DEPTH 20
#define NODE_BUDGET 3000000

typedef struct {
  int      win_depth;    /* first iteration that proved a win, 0: none */
  guint64  win_nodes;
} Proof;

static gboolean expect_miss;

static void
on_progress (const GmkSearchInfo *info,
             gpointer             user_data)
{
  Proof *proof = user_data;

  if (proof->win_depth == 0 && info->forced_win && info->score > 0)
    {
      proof->win_depth = info->depth;
      proof->win_nodes = info->nodes;
    }
}

/* The position of a block, after its losing move when it has one (the
 * opponent then wins: a blunder block). */
static gboolean
block_position (const GmkSuiteBlock *block,
                GmkPosition         *pos)
{
  g_autoptr(GError) error = NULL;
  GmkSuitePosition position;
  const char *losing = gmk_suite_block_get (block, "losing_move");
  GmkSuitePoint point;

  gmk_suite_position_init (&position, GMK_RULE_FREESTYLE, 15);
  if (!gmk_suite_block_position (block, &position, &error))
    {
      gmk_suite_position_clear (&position);
      return FALSE;
    }
  gmk_suite_position_setup (&position, pos);
  gmk_suite_position_clear (&position);
  if (losing != NULL)
    {
      g_assert_true (gmk_suite_parse_point (losing, pos->board.height, &point));
      g_assert_cmpint (gmk_position_play (pos, point.x, point.y), ==, GMK_REASON_NONE);
    }
  return pos->status.result == GMK_RESULT_NONE;
}

/* Searches up to max_depth (the tree alone); returns when it proved the
 * side to move's win. */
static Proof
prove (GmkPosition *pos,
       int          max_depth)
{
  Proof proof = { 0, 0 };
  GmkSearch *search = gmk_search_new (16);
  GmkSearchLimits limits;
  GmkSearchInfo info;

  gmk_search_limits_init (&limits, 0);
  limits.max_depth = max_depth;
  limits.max_nodes = NODE_BUDGET;
  limits.threads = 1;
  gmk_search_run (search, pos, &limits, on_progress, &proof, &info);
  if (proof.win_depth == 0 && info.forced_win && info.score > 0)
    {
      proof.win_depth = info.depth;
      proof.win_nodes = info.nodes;
    }
  gmk_search_free (search);
  return proof;
}

static GPtrArray *
load (const char *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("GMK_POSITIONS_DIR"), file, NULL);
  GPtrArray *blocks = gmk_suite_load (path, &error);

  g_assert_no_error (error);
  return blocks;
}

static void
survey (void)
{
  const char *files[] = { "tactics_freestyle.txt", "blunders_freestyle.txt" };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr(GPtrArray) blocks = load (files[f]);

      for (guint i = 0; i < blocks->len; i++)
        {
          const GmkSuiteBlock *block = g_ptr_array_index (blocks, i);
          g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
          Proof proof;

          if (!block_position (block, pos))
            continue;
          proof = prove (pos, MAX_DEPTH);
          g_print ("%s %d %" G_GUINT64_FORMAT "\n", block->id, proof.win_depth, proof.win_nodes);
        }
    }
}

/* The block and the iteration: proven there with the extension, not
 * without (GMK_SINGULAR_SURVEY with singular=1 and singular=0). */
#define BLOCK "blunder-026"
#define BLOCK_FILE "blunders_freestyle.txt"
#define DEPTH 12

static void
test_extension_sees_deeper (void)
{
  g_autoptr(GPtrArray) blocks = NULL;
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  const GmkSuiteBlock *block = NULL;
  Proof proof;

  if (g_getenv ("GMK_TUNE") == NULL || g_getenv ("GMK_LEVELS") == NULL)
    {
      g_test_skip ("needs GMK_TUNE and GMK_LEVELS: run it through meson test");
      return;
    }
  blocks = load (BLOCK_FILE);
  for (guint i = 0; i < blocks->len; i++)
    if (g_str_equal (((GmkSuiteBlock *) g_ptr_array_index (blocks, i))->id, BLOCK))
      block = g_ptr_array_index (blocks, i);
  g_assert_nonnull (block);
  g_assert_true (block_position (block, pos));

  proof = prove (pos, DEPTH);
  g_test_message ("%s (%s): win proven at depth %d (%" G_GUINT64_FORMAT " nodes; 0: not within %d)",
                  BLOCK, g_getenv ("GMK_TUNE"), proof.win_depth, proof.win_nodes, DEPTH);
  if (expect_miss)
    g_assert_cmpint (proof.win_depth, ==, 0);
  else
    {
      g_assert_cmpint (proof.win_depth, >, 0);
      g_assert_cmpint (proof.win_depth, <=, DEPTH);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--expect-miss") == 0)
      expect_miss = TRUE;
  if (g_getenv ("GMK_SINGULAR_SURVEY") != NULL)
    {
      survey ();
      return 0;
    }
  g_test_add_func ("/search/singular", test_extension_sees_deeper);
  return g_test_run ();
}
