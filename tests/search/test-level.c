/* test-level.c: the strength levels' mapping.  Which level beats which is
 * measured by tools/ladder, never here (too slow and too noisy): these
 * tests check that the mapping rises with the level, that the caps only
 * ever tighten a caller's limits, and that everything a level decides is
 * reproducible from its seed.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-eval.h"
#include "gmk-level.h"
#include "gmk-notation.h"
#include "gmk-search.h"

/* 0 means "no cap": larger than any cap. */
static guint64
cap (guint64 value)
{
  return value == 0 ? G_MAXUINT64 : value;
}

static void
test_monotone (void)
{
  const GmkLevel *top = gmk_level_get (GMK_MAX_LEVEL);

  for (int level = GMK_MIN_LEVEL; level < GMK_MAX_LEVEL; level++)
    {
      const GmkLevel *a = gmk_level_get (level), *b = gmk_level_get (level + 1);

      g_test_message ("level %d: depth %d, nodes %" G_GUINT64_FORMAT ", noise %d, overlook %d",
                      level, a->max_depth, a->max_nodes, a->noise, a->overlook);
      /* Deeper, more nodes, more time, less noise, fewer blind spots, and
       * a threat solver once given is never taken away. */
      g_assert_cmpuint (cap ((guint64) a->max_depth), <=, cap ((guint64) b->max_depth));
      g_assert_cmpuint (cap (a->max_nodes), <=, cap (b->max_nodes));
      g_assert_cmpuint (cap ((guint64) a->time_ms), <=, cap ((guint64) b->time_ms));
      g_assert_cmpint (a->noise, >=, b->noise);
      g_assert_cmpint (a->overlook, >=, b->overlook);
      g_assert_true (!a->root_vcf || b->root_vcf);
      g_assert_true (!a->root_vct || b->root_vct);
      /* Every level but the top is weaker in some way. */
      g_assert_true (a->max_depth > 0 || a->max_nodes > 0 || a->time_ms > 0 || a->noise > 0);
      /* Below the top, nodes or depth bound the search, not the clock, so
       * a level plays the same on a loaded machine. */
      g_assert_true (a->max_depth > 0 || a->max_nodes > 0);
      g_assert_cmpint (a->time_ms, ==, 0);
      g_assert_cmpint (a->noise, >=, 0);
      g_assert_cmpint (a->overlook, >=, 0);
      g_assert_cmpint (a->overlook, <=, 1000);
    }
  /* The top level is the full engine. */
  g_assert_cmpint (top->max_depth, ==, 0);
  g_assert_cmpuint (top->max_nodes, ==, 0);
  g_assert_cmpint (top->time_ms, ==, 0);
  g_assert_cmpint (top->noise, ==, 0);
  g_assert_cmpint (top->overlook, ==, 0);
  g_assert_true (top->root_vcf && top->root_vct);
  /* Unset is the top; out of range is clamped. */
  g_assert_true (gmk_level_get (0) == top);
  g_assert_true (gmk_level_get (GMK_MAX_LEVEL + 5) == top);
  g_assert_true (gmk_level_get (-3) == gmk_level_get (GMK_MIN_LEVEL));
}

/* A level tightens the caller's limits and never loosens them. */
static void
test_limits_for_level (void)
{
  for (int level = GMK_MIN_LEVEL - 1; level <= GMK_MAX_LEVEL + 1; level++)
    {
      const int clamped = CLAMP (level, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
      const GmkLevel *table = gmk_level_get (clamped);
      GmkSearchLimits loose, tight;

      gmk_search_limits_init (&loose, 0);
      gmk_search_limits_for_level (&loose, level);
      g_assert_cmpint (loose.level, ==, clamped);
      g_assert_cmpint (loose.max_depth, ==, table->max_depth);
      g_assert_cmpuint (loose.max_nodes, ==, table->max_nodes);
      g_assert_cmpint (loose.time_ms, ==, table->time_ms);

      gmk_search_limits_init (&tight, 50);
      tight.max_depth = 1;
      tight.max_nodes = 100;
      gmk_search_limits_for_level (&tight, level);
      g_assert_cmpint (tight.max_depth, ==, 1);
      g_assert_cmpuint (tight.max_nodes, ==, 100);
      g_assert_cmpint (tight.time_ms, ==, 50);
    }
}

static void
test_noise (void)
{
  int seen_low = 0, seen_high = 0;

  g_assert_cmpint (gmk_level_noise (0, 7, 100, 3), ==, 0);
  for (int move = 0; move < 400; move++)
    {
      int a = gmk_level_noise (50, 12345, move, 9);

      g_assert_cmpint (a, ==, gmk_level_noise (50, 12345, move, 9));
      g_assert_cmpint (a, >=, -50);
      g_assert_cmpint (a, <=, 50);
      seen_low += a < -25;
      seen_high += a > 25;
    }
  /* Spread over the whole range, not stuck at one end. */
  g_assert_cmpint (seen_low, >, 50);
  g_assert_cmpint (seen_high, >, 50);
}

static void
play (GmkPosition *pos,
      const char  *moves)
{
  g_auto(GStrv) cells = g_strsplit (moves, " ", -1);

  for (int i = 0; cells[i] != NULL; i++)
    {
      int x, y;

      g_assert_true (gmk_notation_parse (cells[i], pos->board.width, pos->board.height, &x, &y));
      g_assert_cmpint (gmk_position_play (pos, x, y), ==, GMK_REASON_NONE);
    }
}

/* The beginner's blind spot: facing an open three it sometimes plays its
 * own best cell instead; the choice follows the seed, and stronger levels
 * never overlook. */
static void
test_overlook (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  GmkLevel always = *gmk_level_get (GMK_MIN_LEVEL), never = always;
  int overlooked = 0;

  /* White has an open three on row 10 (f10 g10 h10), black to move. */
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  play (pos, "h8 f10 c3 g10 m3 h10");
  gmk_eval_init (st, &pos->board);
  g_assert_cmpint (st->class_count[GMK_WHITE][GMK_CLASS_FLEX4], >, 0);

  always.overlook = 1000;
  never.overlook = 0;
  for (guint64 seed = 0; seed < 50; seed++)
    {
      int move = gmk_level_overlook (&always, st, seed);

      g_assert_cmpint (move, !=, GMK_NO_MOVE);
      g_assert_cmpint (move, ==, gmk_level_overlook (&always, st, seed));
      g_assert_cmpint (gmk_position_check (pos, gmk_board_x (move), gmk_board_y (move)), ==,
                       GMK_REASON_NONE);
      g_assert_cmpint (gmk_level_overlook (&never, st, seed), ==, GMK_NO_MOVE);
      g_assert_cmpint (gmk_level_overlook (gmk_level_get (GMK_MAX_LEVEL), st, seed), ==, GMK_NO_MOVE);
      overlooked += gmk_level_overlook (gmk_level_get (GMK_MIN_LEVEL), st, seed) != GMK_NO_MOVE;
    }
  /* The weakest level does overlook, at its own rate (seeded, so exact). */
  if (gmk_level_get (GMK_MIN_LEVEL)->overlook > 0)
    g_assert_cmpint (overlooked, >, 0);

  /* The same with white to move (per-colour fields are indexed from 0). */
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  play (pos, "a1 f10 c3 g10 m3 h10 o15");
  gmk_eval_init (st, &pos->board);
  g_assert_cmpint (pos->board.to_move, ==, GMK_WHITE);
  g_assert_cmpint (gmk_level_overlook (&always, st, 5), ==, GMK_NO_MOVE);   /* white's own open three */
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  play (pos, "f10 h8 g10 c3 h10");
  gmk_eval_init (st, &pos->board);
  g_assert_cmpint (pos->board.to_move, ==, GMK_WHITE);
  for (guint64 seed = 0; seed < 20; seed++)
    {
      int move = gmk_level_overlook (&always, st, seed);
      int order = st->cells[move].order[GMK_WHITE - 1];

      g_assert_cmpint (move, !=, GMK_NO_MOVE);
      g_assert_cmpint (gmk_position_check (pos, gmk_board_x (move), gmk_board_y (move)), ==,
                       GMK_REASON_NONE);
      /* White's own best cell by its own ordering weight. */
      for (int i = 0; i < st->n_cand; i++)
        if (st->board.cell[st->cand[i]] == GMK_EMPTY)
          g_assert_cmpint (st->cells[st->cand[i]].order[GMK_WHITE - 1], <=, order);
    }

  /* With nothing to defend there is nothing to overlook. */
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  play (pos, "h8 f10 c3 g10");
  gmk_eval_init (st, &pos->board);
  g_assert_cmpint (gmk_level_overlook (&always, st, 1), ==, GMK_NO_MOVE);
}

/* No level overlooks a four: even the beginner blocks the five it
 * threatens, whatever its seed.  (The open three is the blind spot.) */
static void
test_blocks_fours (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  GmkSearch *search = gmk_search_new (4);
  GmkLevel always = *gmk_level_get (GMK_MIN_LEVEL);
  int block_x, block_y;

  /* White has a four on row 10 (e10 f10 g10 h10, d10 taken by black):
   * black must take i10. */
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  play (pos, "d10 e10 h2 f10 c3 g10 m3 h10");
  g_assert_true (gmk_notation_parse ("i10", 15, 15, &block_x, &block_y));
  gmk_eval_init (st, &pos->board);
  g_assert_cmpint (st->class_count[GMK_WHITE][GMK_CLASS_FIVE], >, 0);

  always.overlook = 1000;
  for (guint64 seed = 0; seed < 50; seed++)
    g_assert_cmpint (gmk_level_overlook (&always, st, seed), ==, GMK_NO_MOVE);

  for (int level = GMK_MIN_LEVEL; level < GMK_MAX_LEVEL; level++)
    for (guint64 seed = 1; seed <= 10; seed++)
      {
        GmkSearchLimits limits;
        int move;

        gmk_search_limits_init (&limits, 0);
        gmk_search_limits_for_level (&limits, level);
        limits.seed = seed * 7777;
        gmk_search_clear (search);
        move = gmk_search_run (search, pos, &limits, NULL, NULL, NULL);
        g_assert_cmpint (move, ==, gmk_board_index (block_x, block_y));
      }
  gmk_search_free (search);
}

/* One game from a fixed opening: `level` with the seeds from `seed`
 * against a fixed opponent (a shallow search without noise, the same
 * moves for the same position, as a player who repeats an opening would).
 * Returns the moves after the opening as text. */
static char *
play_game (GmkSearch  *search,
           const char *opening,
           int         level,
           guint64     seed,
           int         plies)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GString *moves = g_string_new (NULL);
  GmkColor level_color;

  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  play (pos, opening);
  level_color = pos->board.to_move;
  for (int ply = 0; ply < plies && pos->status.result == GMK_RESULT_NONE; ply++)
    {
      GmkSearchLimits limits;
      int move;

      gmk_search_limits_init (&limits, 0);
      if (pos->board.to_move == level_color)
        {
          gmk_search_limits_for_level (&limits, level);
          /* As the app does: a new seed for each move. */
          limits.seed = seed * 0x9E3779B97F4A7C15ull + (guint64) ply;
          /* The top level has no cap of its own: a depth keeps it short
           * and independent of the clock. */
          if (level == GMK_MAX_LEVEL)
            limits.max_depth = 7;
        }
      else
        {
          gmk_search_limits_for_level (&limits, GMK_MAX_LEVEL);
          limits.max_depth = 3;
          limits.max_nodes = 20000;
        }
      gmk_search_clear (search);
      move = gmk_search_run (search, pos, &limits, NULL, NULL, NULL);
      g_assert_cmpint (move, !=, GMK_NO_MOVE);
      g_assert_cmpint (gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move)), ==,
                       GMK_REASON_NONE);
      g_string_append_printf (moves, "%d ", move);
    }
  return g_string_free (moves, FALSE);
}

/* Below the top, the same opening does not bring the same game move for
 * move: of games whose only difference is the level's seed, not all are
 * the same (the first two differ, or else one of two more seeds').  The
 * top level is the full engine and stays deterministic: its seed changes
 * nothing. */
static void
test_games_vary (void)
{
  GmkSearch *search = gmk_search_new (4);
  const char *opening = "h8 i9 g7";

  for (int level = GMK_MIN_LEVEL; level <= GMK_MAX_LEVEL; level++)
    {
      /* The top level's moves are deeper: fewer of them keep the test short. */
      const int plies = level < GMK_MAX_LEVEL ? 10 : 4;
      g_autofree char *a = play_game (search, opening, level, 1, plies);
      g_autofree char *b = play_game (search, opening, level, 2, plies);

      g_test_message ("level %d:\n  %s\n  %s", level, a, b);
      /* The same seed replays the same game (tools/ladder relies on it;
       * /level/reproducible checks the deeper levels move by move). */
      if (level <= 4)
        {
          g_autofree char *a_again = play_game (search, opening, level, 1, plies);

          g_assert_cmpstr (a, ==, a_again);
        }
      /* A light noise (level 7's 5) moves only near-equal choices: not
       * every pair of seeds parts, but a few seeds do not all agree (seeds
       * 1 and 2 happened to at level 7 once a proof in the table came to
       * count at any depth, while seed 3 played another game; with the
       * evaluation fitted to Rapfi's scores seeds 1-4 agree for ten plies
       * and seed 5 parts). */
      for (guint64 seed = 3; level < GMK_MAX_LEVEL && seed <= 8 && g_str_equal (a, b); seed++)
        {
          g_free (b);
          b = play_game (search, opening, level, seed, plies);
          g_test_message ("  %s (seed %" G_GUINT64_FORMAT ")", b, seed);
        }
      if (level < GMK_MAX_LEVEL)
        g_assert_cmpstr (a, !=, b);
      else
        g_assert_cmpstr (a, ==, b);
    }
  gmk_search_free (search);
}

/* Every level below the top plays the same move, with the same nodes,
 * from the same seed: the ladder's lower rungs replay exactly. */
static void
test_reproducible (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (4);

  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  play (pos, "h8 i9 g9 i7 i8 g7 h7 h9 j7 f8");
  for (int level = GMK_MIN_LEVEL; level < GMK_MAX_LEVEL; level++)
    {
      GmkSearchInfo a, b;
      GmkSearchLimits limits;
      int ma, mb;

      gmk_search_limits_init (&limits, 0);
      gmk_search_limits_for_level (&limits, level);
      limits.seed = 99;
      gmk_search_clear (search);
      ma = gmk_search_run (search, pos, &limits, NULL, NULL, &a);
      gmk_search_clear (search);
      mb = gmk_search_run (search, pos, &limits, NULL, NULL, &b);
      g_test_message ("level %d: move %d, depth %d, %" G_GUINT64_FORMAT " nodes", level, ma, a.depth, a.nodes);
      g_assert_cmpint (ma, !=, GMK_NO_MOVE);
      g_assert_cmpint (ma, ==, mb);
      g_assert_cmpuint (a.nodes, ==, b.nodes);
      g_assert_cmpint (a.depth, ==, b.depth);
      if (limits.max_nodes > 0)
        g_assert_cmpuint (a.nodes, <=, limits.max_nodes + 4096);
    }
  gmk_search_free (search);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* The table as shipped, not a developer's experiment: a tuning build
   * would take overrides from the environment. */
  g_unsetenv ("GMK_LEVELS");
  g_test_add_func ("/level/monotone", test_monotone);
  g_test_add_func ("/level/limits-for-level", test_limits_for_level);
  g_test_add_func ("/level/noise", test_noise);
  g_test_add_func ("/level/overlook", test_overlook);
  g_test_add_func ("/level/reproducible", test_reproducible);
  g_test_add_func ("/level/blocks-fours", test_blocks_fours);
  g_test_add_func ("/level/games-vary", test_games_vary);
  return g_test_run ();
}
