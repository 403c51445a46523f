/* test-tt-game.c: the table forgets what it learnt under another rule or size.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hash holds only the stones, so a search that reuses a table filled
 * under another rule (or on another board size) could take a freestyle
 * result (a win by an overline, say) into a renju game.  The
 * application's shared search is never told of a new game, so the search
 * itself must notice.  Checked by its effect: one search after another
 * under another rule or size answers exactly as a search from a fresh
 * table does (one thread, fixed nodes: deterministic), while the same
 * search repeated under the same rule does not (the table is kept there,
 * checked so that the comparison can fail).
 */
#include <string.h>

#include "gmk-notation.h"
#include "gmk-search.h"

#define NODES 30000

/* Tactic-009 of the tactics suite: a tree win for Black in freestyle. */
static const char *const black_stones[] = { "f9", "g10", "h8", "i5", "i6", "i7", "i10", "j6", "j8", "j9", "j10", "k6" };
static const char *const white_stones[] = { "f10", "g9", "h6", "h7", "h9", "i8", "i9", "i11", "j7", "k5", "k8", "l7" };

static void
setup (GmkPosition *pos,
       int          size,
       GmkRule      rule)
{
  gmk_position_init (pos, size, size, rule);
  for (guint i = 0; i < G_N_ELEMENTS (black_stones); i++)
    {
      int x, y;

      /* Parsed on 15x15 and played at the same cells: the same stones
       * (the same hash) on a board of another size. */
      g_assert_true (gmk_notation_parse (black_stones[i], 15, 15, &x, &y));
      g_assert_cmpint (gmk_position_play (pos, x, y), ==, GMK_REASON_NONE);
      g_assert_true (gmk_notation_parse (white_stones[i], 15, 15, &x, &y));
      g_assert_cmpint (gmk_position_play (pos, x, y), ==, GMK_REASON_NONE);
    }
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
}

static void
search (GmkSearch         *search,
        const GmkPosition *pos,
        GmkSearchInfo     *info)
{
  GmkSearchLimits limits;

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = NODES;
  limits.threads = 1;
  g_assert_cmpint (gmk_search_run (search, pos, &limits, NULL, NULL, info), !=, GMK_NO_MOVE);
}

static gboolean
same_answer (const GmkSearchInfo *a,
             const GmkSearchInfo *b)
{
  return a->best_move == b->best_move && a->score == b->score && a->depth == b->depth &&
         a->nodes == b->nodes && a->pv_length == b->pv_length &&
         memcmp (a->pv, b->pv, sizeof (int) * a->pv_length) == 0;
}

/* First under `first_rule` on 15x15, then under `rule` on `size`. */
static void
check_forgotten (GmkRule rule,
                 int     size,
                 GmkRule first_rule)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *used = gmk_search_new (16);
  GmkSearch *fresh = gmk_search_new (16);
  GmkSearchInfo after, alone;

  setup (pos, 15, first_rule);
  search (used, pos, &after);
  setup (pos, size, rule);
  search (used, pos, &after);
  search (fresh, pos, &alone);
  g_assert_true (same_answer (&after, &alone));

  gmk_search_free (fresh);
  gmk_search_free (used);
}

static void
test_kept_same_rule (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *used = gmk_search_new (16);
  GmkSearch *fresh = gmk_search_new (16);
  GmkSearchInfo after, alone;

  setup (pos, 15, GMK_RULE_FREESTYLE);
  search (used, pos, &after);
  search (used, pos, &after);
  search (fresh, pos, &alone);
  g_assert_false (same_answer (&after, &alone));

  gmk_search_free (fresh);
  gmk_search_free (used);
}

static void
test_other_rule (void)
{
  check_forgotten (GMK_RULE_RENJU, 15, GMK_RULE_FREESTYLE);
  check_forgotten (GMK_RULE_FREESTYLE, 15, GMK_RULE_RENJU);
  check_forgotten (GMK_RULE_STANDARD, 15, GMK_RULE_FREESTYLE);
}

static void
test_other_size (void)
{
  check_forgotten (GMK_RULE_FREESTYLE, 17, GMK_RULE_FREESTYLE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/tt-game/kept-same-rule", test_kept_same_rule);
  g_test_add_func ("/search/tt-game/other-rule", test_other_rule);
  g_test_add_func ("/search/tt-game/other-size", test_other_size);
  return g_test_run ();
}
