/* test-multipv.c: the search's best N root moves (multi-PV) and the moves
 * a caller blocks.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gmk-notation.h"
#include "gmk-search.h"

/* A reproducible generator (tests must not depend on the run). */
static guint32
next_random (guint64 *state)
{
  *state = *state * 6364136223846793005ull + 1442695040888963407ull;
  return (guint32) (*state >> 33);
}

/* `plies` random legal moves in the central 9x9 square of a 15x15 board. */
static void
random_position (GmkPosition *pos,
                 int          plies,
                 guint64     *rng)
{
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  for (int n = 0; n < plies && pos->status.result == GMK_RESULT_NONE; n++)
    for (int tries = 0; tries < 200; tries++)
      {
        int x = 3 + (int) (next_random (rng) % 9u);
        int y = 3 + (int) (next_random (rng) % 9u);

        if (gmk_position_play (pos, x, y) == GMK_REASON_NONE)
          break;
      }
}

static void
put (GmkPosition *pos,
     const char  *black,
     const char  *white)
{
  g_auto (GStrv) b = g_strsplit (black, " ", -1);
  g_auto (GStrv) w = g_strsplit (white, " ", -1);

  /* Alternate, black first, so the side to move is set by the counts. */
  for (int i = 0; b[i] != NULL; i++)
    {
      int x, y;

      g_assert_true (gmk_notation_parse (b[i], 15, 15, &x, &y));
      g_assert_cmpint (gmk_position_play (pos, x, y), ==, GMK_REASON_NONE);
      if (w[i] == NULL)
        break;
      g_assert_true (gmk_notation_parse (w[i], 15, 15, &x, &y));
      g_assert_cmpint (gmk_position_play (pos, x, y), ==, GMK_REASON_NONE);
    }
}

static int
cell (const char *name)
{
  int x, y;

  g_assert_true (gmk_notation_parse (name, 15, 15, &x, &y));
  return gmk_board_index (x, y);
}

/* Every line of `info`: a legal move, its line playable from the
 * position, its win chance that of its score; the lines distinct, the
 * first the answer, the scores falling.  A search stopped inside an
 * iteration (`stopped`) may leave lines it did not reach at their earlier
 * depth: after the answer, the depths fall and the scores fall within a
 * depth. */
static void
check_lines_as (const GmkPosition   *pos,
                const GmkSearchInfo *info,
                int                  move,
                int                  wanted,
                gboolean             stopped)
{
  g_autofree GmkPosition *copy = g_new0 (GmkPosition, 1);

  g_assert_cmpint (info->n_lines, >=, 1);
  g_assert_cmpint (info->n_lines, <=, wanted);
  g_assert_cmpint (info->lines[0].move, ==, move);
  g_assert_cmpint (info->best_move, ==, move);
  g_assert_cmpint (info->lines[0].score, ==, info->score);
  for (int i = 0; i < info->n_lines; i++)
    {
      const GmkSearchLine *line = &info->lines[i];

      gmk_position_copy (copy, pos);
      g_assert_cmpint (gmk_position_check (copy, gmk_board_x (line->move), gmk_board_y (line->move)),
                       ==, GMK_REASON_NONE);
      g_assert_cmpfloat (line->win_probability, ==, gmk_search_win_probability (line->score));
      g_assert_cmpint (line->forced, ==, ABS (line->score) >= GMK_SCORE_WIN - 1000);
      g_assert_cmpint (line->pv_length, >=, 1);
      g_assert_cmpint (line->pv[0], ==, line->move);
      for (int k = 0; k < line->pv_length && copy->status.result == GMK_RESULT_NONE; k++)
        g_assert_cmpint (gmk_position_play (copy, gmk_board_x (line->pv[k]), gmk_board_y (line->pv[k])),
                         ==, GMK_REASON_NONE);
      for (int j = 0; j < i; j++)
        g_assert_cmpint (info->lines[j].move, !=, line->move);
      if (i > 0 && !stopped)
        g_assert_cmpint (info->lines[i - 1].score, >=, line->score);
      if (i > 1 && stopped)
        {
          g_assert_cmpint (info->lines[i - 1].depth, >=, line->depth);
          if (info->lines[i - 1].depth == line->depth)
            g_assert_cmpint (info->lines[i - 1].score, >=, line->score);
        }
    }
}

static void
check_lines (const GmkPosition   *pos,
             const GmkSearchInfo *info,
             int                  move,
             int                  wanted)
{
  check_lines_as (pos, info, move, wanted, FALSE);
}

typedef struct {
  int calls;
  int wanted;
} ProgressData;

static void
check_progress (const GmkSearchInfo *info,
                gpointer             user_data)
{
  ProgressData *data = user_data;

  data->calls++;
  g_assert_cmpint (info->n_lines, >=, 1);
  g_assert_cmpint (info->n_lines, <=, data->wanted);
  g_assert_cmpint (info->lines[0].move, ==, info->best_move);
  for (int i = 0; i < info->n_lines; i++)
    for (int j = 0; j < i; j++)
      g_assert_cmpint (info->lines[j].move, !=, info->lines[i].move);
}

/* Quiet openings (two stones each: no threat restricts the root's moves)
 * give exactly N lines; busier positions at most N, all distinct, legal and
 * in order of score. */
static void
test_distinct_lines (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (8);
  guint64 rng = 77;

  for (int k = 0; k < 8; k++)
    {
      const int wanted = 2 + k % 4;
      const gboolean quiet = k < 4;
      ProgressData data = { 0, wanted };
      GmkSearchLimits limits;
      GmkSearchInfo info;
      int move;

      random_position (pos, quiet ? 4 : 12, &rng);
      if (pos->status.result != GMK_RESULT_NONE)
        continue;
      gmk_search_clear (search);
      gmk_search_limits_init (&limits, 0);
      limits.max_depth = 5;
      limits.multi_pv = wanted;
      move = gmk_search_run (search, pos, &limits, check_progress, &data, &info);
      g_assert_cmpint (move, !=, GMK_NO_MOVE);
      check_lines (pos, &info, move, wanted);
      g_assert_cmpint (data.calls, >, 0);
      if (quiet)
        {
          g_assert_cmpint (info.n_lines, ==, wanted);
          g_assert_cmpint (info.depth, ==, 5);
          for (int i = 0; i < info.n_lines; i++)
            g_assert_cmpint (info.lines[i].depth, ==, 5);
        }
    }
  gmk_search_free (search);
}

/* The second line is what the search finds with the first move excluded:
 * blocking it and searching one line to the same depth, from a cleared
 * table each time, finds the second line's move and score.  At depth 2
 * the two agree exactly, and must.  Deeper they need not: the first line's
 * search leaves bounds in the table that the window-dependent prunings
 * then read, so the second line can differ from a fresh search, mostly by
 * a few points (once by 181 at depth 3 on the weights of bench 3354949),
 * and where two moves nearly tie either may come first.  At depth 4 most
 * must still agree on the move. */
static int
second_lines_agree (int      depth,
                    gboolean exact)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (8);
  guint64 rng = 5150;
  int agree = 0;

  for (int k = 0; k < 16; k++)
    {
      GmkSearchLimits limits;
      GmkSearchInfo info, alone;

      random_position (pos, 4, &rng);
      gmk_search_clear (search);
      gmk_search_limits_init (&limits, 0);
      limits.max_depth = depth;
      limits.multi_pv = 2;
      gmk_search_run (search, pos, &limits, NULL, NULL, &info);
      g_assert_cmpint (info.n_lines, ==, 2);

      gmk_search_clear (search);
      limits.multi_pv = 1;
      limits.blocked[info.lines[0].move] = 1;
      gmk_search_run (search, pos, &limits, NULL, NULL, &alone);
      g_test_message ("depth %d, position %d: second line %d scores %d, alone %d scores %d", depth, k,
                      info.lines[1].move, info.lines[1].score, alone.best_move, alone.score);
      g_assert_cmpint (alone.best_move, !=, info.lines[0].move);
      if (exact)
        {
          g_assert_cmpint (alone.best_move, ==, info.lines[1].move);
          g_assert_cmpint (alone.score, ==, info.lines[1].score);
        }
      agree += alone.best_move == info.lines[1].move;
    }
  gmk_search_free (search);
  return agree;
}

static void
test_later_lines_exclude_earlier (void)
{
  int agree;

  g_assert_cmpint (second_lines_agree (2, TRUE), ==, 16);
  agree = second_lines_agree (4, FALSE);
  g_test_message ("depth 4: %d of 16 agree on the move", agree);
  g_assert_cmpint (agree, >=, 8);
}

/* Black's four has one free end: the five there is the only win.  It is
 * the first line, marked won; no other line claims a win. */
static void
test_single_win_first (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (8);
  const int win = cell ("j8");

  for (int threads = 1; threads <= 2; threads++)
    {
      GmkSearchLimits limits;
      GmkSearchInfo info;
      int move;

      gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
      put (pos, "f8 g8 h8 i8", "e8 c3 m3 c13");
      gmk_search_clear (search);
      gmk_search_limits_init (&limits, 0);
      limits.max_depth = 4;
      limits.multi_pv = 3;
      limits.threads = threads;
      move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
      g_assert_cmpint (move, ==, win);
      check_lines (pos, &info, move, 3);
      g_assert_cmpint (info.n_lines, ==, 3);
      g_assert_true (info.lines[0].forced);
      g_assert_cmpint (info.lines[0].score, >, 0);
      g_assert_cmpfloat (info.lines[0].win_probability, ==, 1.0);
      g_assert_true (info.forced_win);
      for (int i = 1; i < info.n_lines; i++)
        g_assert_cmpint (info.lines[i].score, <, GMK_SCORE_WIN - 1000);
    }
  gmk_search_free (search);
}

/* A blocked move is never returned, in any line, with one thread or two,
 * one line or several: not the winning five, not the best move of an
 * unblocked search, not the centre of an empty board. */
static void
test_blocked_never_returned (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (8);
  guint64 rng = 99;
  GmkSearchLimits limits;
  GmkSearchInfo info;
  int move;

  /* The only five blocked: the search plays on, and not there. */
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  put (pos, "f8 g8 h8 i8", "e8 c3 m3 c13");
  for (int n = 1; n <= 3; n += 2)
    {
      gmk_search_limits_init (&limits, 0);
      limits.max_depth = 3;
      limits.multi_pv = n;
      limits.blocked[cell ("j8")] = 1;
      move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
      g_assert_cmpint (move, !=, GMK_NO_MOVE);
      g_assert_cmpint (move, !=, cell ("j8"));
      check_lines (pos, &info, move, n);
      for (int i = 0; i < info.n_lines; i++)
        g_assert_cmpint (info.lines[i].move, !=, cell ("j8"));
    }

  /* Random positions: each best move in turn blocked, then the next. */
  for (int k = 0; k < 6; k++)
    {
      const int threads = 1 + k % 2;
      const int n = k < 3 ? 1 : 3;

      random_position (pos, 6 + 2 * k, &rng);
      if (pos->status.result != GMK_RESULT_NONE)
        continue;
      gmk_search_limits_init (&limits, 0);
      limits.max_depth = 4;
      limits.threads = threads;
      limits.multi_pv = n;
      for (int round = 0; round < 4; round++)
        {
          move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
          g_assert_cmpint (move, !=, GMK_NO_MOVE);
          g_assert_false (limits.blocked[move]);
          check_lines (pos, &info, move, n);
          for (int i = 0; i < info.n_lines; i++)
            g_assert_false (limits.blocked[info.lines[i].move]);
          limits.blocked[move] = 1;
        }
    }

  /* The empty board's centre blocked: a cell next to it. */
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  gmk_search_limits_init (&limits, 0);
  limits.max_depth = 2;
  limits.blocked[cell ("h8")] = 1;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, !=, cell ("h8"));
  g_assert_cmpint (ABS (gmk_board_x (move) - 7) + ABS (gmk_board_y (move) - 7), ==, 1);

  /* Everything blocked but one far cell: that cell; everything: none. */
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  put (pos, "h8 i9", "h9 i8");
  gmk_search_limits_init (&limits, 0);
  limits.max_depth = 2;
  memset (limits.blocked, 1, sizeof limits.blocked);
  limits.blocked[cell ("a1")] = 0;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, ==, cell ("a1"));
  limits.blocked[cell ("a1")] = 1;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, ==, GMK_NO_MOVE);
  gmk_search_free (search);
}

/* One line is the search as it always was: the default limits and
 * multi_pv = 1 give the same move, score, line and node count at a fixed
 * depth, and the one line is the answer itself. */
static void
test_one_line_unchanged (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (8);
  guint64 rng = 4242;

  for (int k = 0; k < 5; k++)
    {
      GmkSearchLimits limits;
      GmkSearchInfo before, after;
      int move_before, move_after;

      random_position (pos, 4 + 3 * k, &rng);
      if (pos->status.result != GMK_RESULT_NONE)
        continue;
      gmk_search_clear (search);
      gmk_search_limits_init (&limits, 0);
      limits.max_depth = 6;
      move_before = gmk_search_run (search, pos, &limits, NULL, NULL, &before);

      gmk_search_clear (search);
      gmk_search_limits_init (&limits, 0);
      limits.max_depth = 6;
      limits.multi_pv = 1;
      move_after = gmk_search_run (search, pos, &limits, NULL, NULL, &after);

      g_assert_cmpint (move_after, ==, move_before);
      g_assert_cmpint (after.score, ==, before.score);
      g_assert_cmpuint (after.nodes, ==, before.nodes);
      g_assert_cmpint (after.depth, ==, before.depth);
      g_assert_cmpint (after.pv_length, ==, before.pv_length);
      g_assert_cmpmem (after.pv, sizeof (int) * after.pv_length, before.pv, sizeof (int) * before.pv_length);
      g_assert_cmpint (after.n_lines, ==, 1);
      g_assert_cmpint (after.lines[0].move, ==, move_after);
      g_assert_cmpint (after.lines[0].score, ==, after.score);
      g_assert_cmpmem (after.lines[0].pv, sizeof (int) * after.lines[0].pv_length,
                       after.pv, sizeof (int) * after.pv_length);
    }
  gmk_search_free (search);
}

typedef struct {
  GmkSearch *search;
  int        calls;       /* atomic */
  int        depth;       /* of the last report */
  int        wanted;
} AnalysisData;

static void
analysis_progress (const GmkSearchInfo *info,
                   gpointer             user_data)
{
  AnalysisData *data = user_data;

  g_assert_cmpint (info->n_lines, ==, data->wanted);
  g_assert_cmpint (info->lines[0].move, ==, info->best_move);
  g_assert_cmpint (info->depth, >, data->depth);   /* one report an iteration, each deeper */
  data->depth = info->depth;
  g_atomic_int_inc (&data->calls);
}

static gpointer
stop_after_reports (gpointer user_data)
{
  AnalysisData *data = user_data;

  while (g_atomic_int_get (&data->calls) < 6)
    g_usleep (1000);
  /* Somewhere inside the next iteration's lines. */
  g_usleep (20000);
  gmk_search_stop (data->search);
  return NULL;
}

/* Infinite analysis: no limit at all, three lines, reported after every
 * iteration until the caller stops it; the answer then is still three
 * distinct legal lines, the first the move returned. */
static void
test_infinite_analysis (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  guint64 rng = 31337;

  for (int threads = 1; threads <= 2; threads++)
    {
      AnalysisData data = { gmk_search_new (8), 0, 0, 3 };
      GmkSearchLimits limits;
      GmkSearchInfo info;
      GThread *stopper;
      int move;

      random_position (pos, 4, &rng);
      gmk_search_limits_init (&limits, 0);
      limits.multi_pv = 3;
      limits.threads = threads;
      stopper = g_thread_new ("stopper", stop_after_reports, &data);
      move = gmk_search_run (data.search, pos, &limits, analysis_progress, &data, &info);
      g_thread_join (stopper);
      g_assert_cmpint (g_atomic_int_get (&data.calls), >=, 6);
      check_lines_as (pos, &info, move, 3, TRUE);
      g_assert_cmpint (info.n_lines, ==, 3);
      g_assert_cmpint (info.depth, >=, data.depth);
      gmk_search_free (data.search);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/multipv/distinct-lines", test_distinct_lines);
  g_test_add_func ("/search/multipv/later-lines-exclude-earlier", test_later_lines_exclude_earlier);
  g_test_add_func ("/search/multipv/single-win-first", test_single_win_first);
  g_test_add_func ("/search/multipv/blocked-never-returned", test_blocked_never_returned);
  g_test_add_func ("/search/multipv/one-line-unchanged", test_one_line_unchanged);
  g_test_add_func ("/search/multipv/infinite-analysis", test_infinite_analysis);
  return g_test_run ();
}
