/* test-lost.c: a lost computer still blocks.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Facing an open four (or two fours), every move loses to the opponent's
 * next one.  The search proves it and used to play its first move, or the
 * one a weak level's noise picked: anywhere on the board.  A person blocks
 * a five point, which loses no sooner; so must the engine, at every level
 * that does not overlook fours on purpose (level 1 does), every depth and
 * every seed of the noise.
 */
#include "gmk-notation.h"
#include "gmk-search.h"

typedef struct {
  const char *name;
  int         moves[20][2];   /* played in turn from Black; {-1, -1} ends */
  int         blocks[2][2];   /* the five points of the side not to move */
} LostCase;

static const LostCase cases[] = {
  /* White f8 g8 h8 i8, e8 and j8 open: Black, to move, is lost. */
  { "open-four",
    { {2, 2}, {5, 7}, {12, 12}, {6, 7}, {2, 12}, {7, 7}, {12, 2}, {8, 7}, {-1, -1} },
    { {4, 7}, {9, 7} } },
  /* White: f8 g8 h8 i8 blocked at e8 (five point j8), and l5 l6 l7 l8
   * blocked at l4 (five point l9): two fours no stone stops both. */
  { "two-fours",
    { {4, 7}, {5, 7}, {11, 11}, {6, 7}, {0, 0}, {7, 7}, {14, 14}, {8, 7},
      {0, 14}, {11, 10}, {2, 12}, {11, 9}, {13, 5}, {11, 8}, {1, 5}, {11, 7}, {-1, -1} },
    { {9, 7}, {11, 6} } },
};

static void
setup (const LostCase *lost,
       GmkRule         rule,
       GmkPosition    *pos)
{
  gmk_position_init (pos, 15, 15, rule);
  for (int i = 0; lost->moves[i][0] >= 0; i++)
    g_assert_cmpint (gmk_position_play (pos, lost->moves[i][0], lost->moves[i][1]), ==,
                     GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
}

static gboolean
is_block (const LostCase *lost,
          int             move)
{
  for (int i = 0; i < 2; i++)
    if (move == gmk_board_index (lost->blocks[i][0], lost->blocks[i][1]))
      return TRUE;
  return FALSE;
}

static void
test_blocks (gconstpointer data)
{
  const LostCase *lost = data;
  static const GmkRule rules[] = {
    GMK_RULE_FREESTYLE, GMK_RULE_STANDARD, GMK_RULE_RENJU, GMK_RULE_CARO, GMK_RULE_CARO5,
  };
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (4);

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      setup (lost, rules[r], pos);
      for (int level = GMK_MIN_LEVEL + 1; level <= GMK_MAX_LEVEL; level++)
        for (int depth = 1; depth <= 5; depth += 2)
          for (guint64 seed = 1; seed <= 3; seed++)
            {
              GmkSearchLimits limits;
              GmkSearchInfo info;
              char name[GMK_NOTATION_MAX];
              int move;

              gmk_search_limits_init (&limits, 5000);
              gmk_search_limits_for_level (&limits, level);
              limits.max_depth = depth;
              limits.seed = seed;
              limits.threads = level == GMK_MAX_LEVEL ? 2 : 1;
              move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
              g_assert_cmpint (move, !=, GMK_NO_MOVE);
              gmk_notation_format (gmk_board_x (move), gmk_board_y (move), 15, name);
              if (!is_block (lost, move))
                g_error ("%s, rule %d, level %d, depth %d, seed %" G_GUINT64_FORMAT
                         ": plays %s (score %d), not a five point",
                         lost->name, rules[r], level, depth, seed, name, info.score);
              /* The answer is the line it shows. */
              g_assert_cmpint (info.best_move, ==, move);
              g_assert_cmpint (info.pv[0], ==, move);
              g_assert_true (info.score <= -(GMK_SCORE_WIN - 1000));
            }
    }
  gmk_search_free (search);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/search/lost/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], test_blocks);
    }
  return g_test_run ();
}
