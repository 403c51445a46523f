/* gmk-cli-bench.c: gomoku-engine bench, the search's speed and signature.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A fixed set of positions (15x15 freestyle, 15x15 renju, 19x19 ninuki, from
 * the opening to the late middle game, taken from the engine's own games) is
 * searched single-threaded to a fixed depth with a fresh table each time.
 * Nothing depends on the clock, so the total node count is a signature of
 * the search: it changes only when the search does.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gmk-cli.h"
#include "gmk-notation.h"
#include "gmk-protocol.h"
#include "gmk-search.h"

#define BENCH_HASH_MIB 16

typedef struct {
  GmkRule     rule;
  int         size;
  const char *moves;   /* "x,y x,y ...": Gomocup coordinates, y from the top */
} BenchPosition;

static const BenchPosition positions[] = {
  { GMK_RULE_FREESTYLE, 15, "14,6 11,7 12,6 8,2 14,4 8,5 11,2 5,0" },
  { GMK_RULE_FREESTYLE, 15, "6,3 2,5 1,4 3,5 0,5 0,2 6,5 4,4 2,6 3,3 5,4" },
  { GMK_RULE_FREESTYLE, 15, "8,3 11,1 13,4 9,6 7,1 10,6 7,4 8,6" },
  { GMK_RULE_FREESTYLE, 15, "8,3 11,1 13,4 9,6 7,1 10,6 7,4 8,6 11,6 10,5 10,7" },
  { GMK_RULE_FREESTYLE, 15, "8,3 11,1 13,4 9,6 7,1 10,6 7,4 8,6 11,6 10,5 10,7 12,5 6,5 9,2" },
  { GMK_RULE_FREESTYLE, 15, "1,3 5,4 0,3 0,4 1,4 2,2 7,7 5,2 1,5 1,2 1,7 1,6 4,2 2,4 5,5 4,3 2,5 2,3 4,5 3,5 6,5 2,1 2,0 3,3 3,6 4,7" },
  { GMK_RULE_FREESTYLE, 15, "1,3 5,4 0,3 0,4 1,4 2,2 7,7 5,2 1,5 1,2 1,7 1,6 4,2 2,4 5,5 4,3 2,5 2,3 4,5 3,5 6,5 2,1 2,0 3,3 3,6 4,7 8,5 7,5 5,3 3,1 3,2 6,4 4,4 6,6 9,4" },
  { GMK_RULE_FREESTYLE, 15, "1,3 5,4 0,3 0,4 1,4 2,2 7,7 5,2 1,5 1,2 1,7 1,6 4,2 2,4 5,5 4,3 2,5 2,3 4,5 3,5 6,5 2,1 2,0 3,3 3,6 4,7 8,5 7,5 5,3 3,1 3,2 6,4 4,4 6,6 9,4 7,6 8,6 4,1 5,1 8,4 5,7" },
  { GMK_RULE_FREESTYLE, 15, "1,3 5,4 0,3 0,4 1,4 2,2 7,7 5,2 1,5 1,2 1,7 1,6 4,2 2,4 5,5 4,3 2,5 2,3 4,5 3,5 6,5 2,1 2,0 3,3 3,6 4,7 8,5 7,5 5,3 3,1 3,2 6,4 4,4 6,6 9,4 7,6 8,6 4,1 5,1 8,4 5,7 5,9 10,5 7,2" },
  { GMK_RULE_FREESTYLE, 15, "8,11 3,10 3,9 5,11 6,9 5,8 5,7 5,10 4,9 5,9 5,12 4,10 6,10 6,8 7,7 1,9 2,10 4,8 7,8 3,7" },
  { GMK_RULE_FREESTYLE, 15, "8,11 3,10 3,9 5,11 6,9 5,8 5,7 5,10 4,9 5,9 5,12 4,10 6,10 6,8 7,7 1,9 2,10 4,8 7,8 3,7 5,5 4,6 2,8" },
  { GMK_RULE_FREESTYLE, 15, "8,11 3,10 3,9 5,11 6,9 5,8 5,7 5,10 4,9 5,9 5,12 4,10 6,10 6,8 7,7 1,9 2,10 4,8 7,8 3,7 5,5 4,6 2,8 2,6 1,5 2,12 3,11 3,6 5,6 3,5 5,3 5,4" },
  { GMK_RULE_RENJU, 15, "7,7 8,6 8,8 9,9 9,7 7,9 10,9 10,7" },
  { GMK_RULE_RENJU, 15, "7,7 8,6 8,8 9,9 9,7 7,9 10,9 10,7 9,8 10,8 8,10 8,7 8,11 9,6 10,5" },
  { GMK_RULE_RENJU, 15, "7,7 7,6 9,6 9,7 10,5 8,7 8,5 10,7 9,5 7,5 8,6 10,4" },
  { GMK_RULE_RENJU, 15, "7,7 7,6 9,6 9,7 10,5 8,7 8,5 10,7 9,5 7,5 8,6 10,4 9,8 5,9 12,7 11,5 8,8 9,4 10,8 11,8 11,4" },
  { GMK_RULE_RENJU, 15, "7,7 8,6 8,8 9,9 9,7 7,9 10,9 10,7 9,8 10,8 8,10 8,7 8,11 9,6 10,5 7,6 8,12 8,9 6,6 11,6 10,6 6,9 5,9 5,10 7,8 8,5 11,8 8,4 8,3" },
  { GMK_RULE_RENJU, 15, "7,7 7,6 9,6 9,7 10,5 8,7 8,5 10,7 9,5 7,5 8,6 10,4 9,8 5,9 12,7 11,5 8,8 9,4 10,8 11,8 11,4 9,3 12,6 8,2 7,1" },
  { GMK_RULE_NINUKI, 19, "9,9 10,8 10,10 8,8 11,11 6,10 7,9 8,9 8,7 8,10 9,8 7,6 8,11 8,6 13,13 12,12 9,6 10,9 6,6 5,10 7,10" },
  { GMK_RULE_NINUKI, 19, "9,9 10,8 10,10 8,8 11,11 6,10 7,9 8,9 8,7 8,10 9,8 7,6 8,11 8,6 13,13 12,12 9,6 10,9 6,6 5,10 7,10 6,9 8,6 7,6" },
  { GMK_RULE_NINUKI, 19, "9,9 9,8 11,8 11,9 7,8 7,6 7,11 7,10 8,9 8,10 6,10 7,9" },
  { GMK_RULE_NINUKI, 19, "9,9 9,8 11,8 11,9 7,8 7,6 7,11 7,10 8,9 8,10 6,10 7,9 5,9 4,8 8,7" },
  { GMK_RULE_NINUKI, 19, "9,9 8,8 10,7 9,7 7,9 10,6 12,4 11,9 8,9 6,9 7,10 7,8 7,11 6,11 9,8 9,10 9,8 11,6" },
  { GMK_RULE_NINUKI, 19, "9,9 8,8 10,7 9,7 7,9 10,6 12,4 11,9 8,9 6,9 7,10 7,8 7,11 6,11 9,8 9,10 9,8 11,6 7,12 7,13 6,8 7,8 9,6 8,5" },
};

/* Default depth by rule: 19x19 capture positions branch more. */
static int
default_depth (GmkRule rule)
{
  return rule == GMK_RULE_NINUKI ? 9 : 13;
}

static gint64
cpu_time_us (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return (gint64) ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static gboolean
setup (GmkPosition         *pos,
       const BenchPosition *bp)
{
  const char *p = bp->moves;

  gmk_position_init (pos, bp->size, bp->size, bp->rule);
  while (*p != '\0')
    {
      char *end;
      long x, y;

      while (*p == ' ')
        p++;
      if (*p == '\0')
        break;
      x = strtol (p, &end, 10);
      if (*end != ',')
        return FALSE;
      y = strtol (end + 1, &end, 10);
      if (gmk_position_play (pos, (int) x, (int) y) != GMK_REASON_NONE)
        return FALSE;
      p = end;
    }
  return pos->status.result == GMK_RESULT_NONE;
}

/* Mean completed depth of one group of positions. */
typedef struct {
  int depth_sum;
  int count;
  int proven;    /* left out: a proven result stops the search early */
} DepthSum;

static void
print_usage (FILE *out)
{
  fprintf (out,
           "Usage: gomoku-engine bench [--time MS [--cpu-clock]] [--threads N [--lockstep]] [--rule RULE]\n"
           "                           [DEPTH [POSITION]]\n"
           "  DEPTH        fixed depth for every position (default 13 on 15x15, 9 on 19x19)\n"
           "  POSITION     search only this position (1..%u)\n"
           "  --time MS    search each position as the protocol would under INFO timeout_turn MS\n"
           "               (no depth limit unless DEPTH is given) and print the mean completed depth\n"
           "  --cpu-clock  with --time and one thread: the time counts the search's CPU time, so a\n"
           "               loaded machine reaches the depths of an idle one\n"
           "  --threads N  search with N threads (N > 1: Lazy SMP; node counts are then no signature)\n"
           "  --lockstep   the threads wait for each other every few hundred nodes, as on equal\n"
           "               cores nothing else uses: the main thread's nodes measure the time to depth\n"
           "  --rule RULE  search only the positions of that rule (freestyle, renju or ninuki), so a\n"
           "               depth that suits one rule can be asked of its positions alone\n"
           "  --multipv N  search the N best moves (1..%d) to the same depth: the cost of multi-PV\n",
           (guint) G_N_ELEMENTS (positions), GMK_MAX_MULTI_PV);
}

int
gmk_cli_bench (int    argc,
               char **argv)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search;
  int depth_override = 0, threads = 1, n_args = 0, multi_pv = 1;
  gboolean lockstep = FALSE, cpu_clock = FALSE, any_rule = TRUE;
  GmkRule only_rule = GMK_RULE_FREESTYLE;
  gint64 turn_ms = 0;
  guint only = 0, searched = 0;
  guint64 total_nodes = 0, total_main_nodes = 0;
  gint64 total_us = 0, total_cpu_us = 0, total_main_cpu_us = 0;
  const char *args[2] = { NULL, NULL };
  DepthSum groups[GMK_N_RULES] = { { 0, 0, 0 } };
  long n;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          print_usage (stdout);
          return 0;
        }
      if (strcmp (argv[i], "--lockstep") == 0)
        {
          lockstep = TRUE;
          continue;
        }
      if (strcmp (argv[i], "--cpu-clock") == 0)
        {
          cpu_clock = TRUE;
          continue;
        }
      if (strcmp (argv[i], "--rule") == 0)
        {
          if (i + 1 >= argc || !gmk_rule_from_name (argv[i + 1], &only_rule) ||
              (only_rule != GMK_RULE_FREESTYLE && only_rule != GMK_RULE_RENJU && only_rule != GMK_RULE_NINUKI))
            {
              fprintf (stderr, "gomoku-engine bench: --rule needs freestyle, renju or ninuki\n");
              return 2;
            }
          any_rule = FALSE;
          i++;
          continue;
        }
      if (strcmp (argv[i], "--multipv") == 0)
        {
          if (!gmk_cli_parse_number (i + 1 < argc ? argv[i + 1] : NULL, 1, GMK_MAX_MULTI_PV, &n))
            {
              fprintf (stderr, "gomoku-engine bench: --multipv needs a number from 1 to %d\n", GMK_MAX_MULTI_PV);
              return 2;
            }
          multi_pv = (int) n;
          i++;
          continue;
        }
      if (strcmp (argv[i], "--time") == 0 || strcmp (argv[i], "--threads") == 0)
        {
          gboolean is_time = strcmp (argv[i], "--time") == 0;

          if (!gmk_cli_parse_number (i + 1 < argc ? argv[i + 1] : NULL, 1, is_time ? 3600000 : 64, &n))
            {
              fprintf (stderr, "gomoku-engine bench: %s needs a number from 1 to %s\n",
                       argv[i], is_time ? "3600000 (ms)" : "64");
              return 2;
            }
          if (is_time)
            turn_ms = n;
          else
            threads = (int) n;
          i++;
          continue;
        }
      if (n_args == 2 || argv[i][0] == '-')
        {
          print_usage (stderr);
          return 2;
        }
      args[n_args++] = argv[i];
    }
  if (cpu_clock && (turn_ms == 0 || threads > 1))
    {
      fprintf (stderr, "gomoku-engine bench: --cpu-clock needs --time and one thread\n");
      return 2;
    }
  if (args[1] != NULL)
    {
      if (!gmk_cli_parse_number (args[1], 1, (long) G_N_ELEMENTS (positions), &n))
        {
          fprintf (stderr, "gomoku-engine bench: POSITION must be a number from 1 to %u, not '%s'\n",
                   (guint) G_N_ELEMENTS (positions), args[1]);
          return 2;
        }
      only = (guint) n;
      if (!any_rule && positions[only - 1].rule != only_rule)
        {
          fprintf (stderr, "gomoku-engine bench: position %u is not a %s position\n",
                   only, gmk_rule_name (only_rule));
          return 2;
        }
    }
  if (args[0] != NULL)
    {
      if (!gmk_cli_parse_number (args[0], 1, 60, &n))
        {
          fprintf (stderr, "gomoku-engine bench: DEPTH must be a number from 1 to 60, not '%s'\n", args[0]);
          return 2;
        }
      depth_override = (int) n;
    }

  search = gmk_search_new (BENCH_HASH_MIB);
  printf ("%-4s %-9s %-5s %6s %5s %4s %12s %9s %5s%s\n",
          "pos", "rule", "size", "stones", "depth", "sel", "nodes", "ms", "move",
          threads > 1 ? "  main thread's nodes" : "");
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      const BenchPosition *bp = &positions[i];
      GmkSearchLimits limits;
      GmkSearchInfo info;
      char name[GMK_NOTATION_MAX] = "-";
      gint64 start, cpu_start, main_cpu_start;
      int move, depth;

      if ((only != 0 && i + 1 != only) || (!any_rule && bp->rule != only_rule))
        continue;
      searched++;
      if (!setup (pos, bp))
        {
          fprintf (stderr, "gomoku-engine bench: position %u does not set up\n", i + 1);
          gmk_search_free (search);
          return 1;
        }
      if (turn_ms > 0)
        {
          /* What the protocol grants a move under INFO timeout_turn. */
          gmk_search_limits_init (&limits, gmk_protocol_move_budget (turn_ms, 0, -1, 0));
          limits.full_time = TRUE;   /* as under INFO timeout_turn alone */
          depth = depth_override;
        }
      else
        {
          gmk_search_limits_init (&limits, 0);
          depth = depth_override > 0 ? depth_override : default_depth (bp->rule);
        }
      limits.max_depth = depth;
      limits.threads = threads;
      limits.lockstep = lockstep;
      limits.cpu_clock = cpu_clock;
      limits.multi_pv = multi_pv;
      gmk_search_clear (search);

      start = g_get_monotonic_time ();
      cpu_start = cpu_time_us (CLOCK_PROCESS_CPUTIME_ID);
      main_cpu_start = cpu_time_us (CLOCK_THREAD_CPUTIME_ID);
      move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
      start = g_get_monotonic_time () - start;
      total_cpu_us += cpu_time_us (CLOCK_PROCESS_CPUTIME_ID) - cpu_start;
      total_main_cpu_us += cpu_time_us (CLOCK_THREAD_CPUTIME_ID) - main_cpu_start;

      if (move != GMK_NO_MOVE)
        gmk_notation_format (gmk_board_x (move), gmk_board_y (move), bp->size, name);
      printf ("%-4u %-9s %-5d %6d %5d %4d %12" G_GUINT64_FORMAT " %9.1f %5s",
              i + 1, gmk_rule_name (bp->rule), bp->size,
              pos->board.stones[GMK_BLACK] + pos->board.stones[GMK_WHITE],
              info.depth, info.seldepth, info.nodes, start / 1000.0, name);
      if (threads > 1)
        printf ("  %" G_GUINT64_FORMAT, info.main_nodes);
      printf ("%s\n", info.forced_win ? " (proven)" : "");
      total_nodes += info.nodes;
      total_main_nodes += info.main_nodes;
      total_us += start;
      if (info.forced_win)
        groups[bp->rule].proven++;
      else
        {
          groups[bp->rule].depth_sum += info.depth;
          groups[bp->rule].count++;
        }
    }
  gmk_search_free (search);

  printf ("\nPositions:    %u\n", searched);
  printf ("Threads:      %d\n", threads);
  printf ("Total nodes:  %" G_GUINT64_FORMAT "\n", total_nodes);
  printf ("Total time:   %.1f ms\n", total_us / 1000.0);
  printf ("Nodes/second: %" G_GUINT64_FORMAT "\n",
          total_us > 0 ? total_nodes * 1000000 / (guint64) total_us : 0);
  /* On a busy machine the wall clock flatters nobody: the CPU time the
   * search really got tells its speed. */
  printf ("CPU time:     %.1f ms (%" G_GUINT64_FORMAT " nodes/second of CPU)\n", total_cpu_us / 1000.0,
          total_cpu_us > 0 ? total_nodes * 1000000 / (guint64) total_cpu_us : 0);
  /* The search's main thread runs on this one.  With every thread given
   * the same share of the processors, its CPU time is the wall-clock time
   * to depth a quiet machine would show: a figure the load does not
   * change much. */
  if (threads > 1)
    printf ("Main thread:  %.1f ms of CPU, %" G_GUINT64_FORMAT " nodes%s\n", total_main_cpu_us / 1000.0,
            total_main_nodes, lockstep ? " (lockstep)" : "");
  if (turn_ms > 0)
    {
      for (int r = 0; r < GMK_N_RULES; r++)
        if (groups[r].count > 0)
          printf ("Mean depth:   %.2f (%s, %d positions, %d proven left out, timeout_turn %" G_GINT64_FORMAT " ms)\n",
                  (double) groups[r].depth_sum / groups[r].count, gmk_rule_name (r),
                  groups[r].count, groups[r].proven, turn_ms);
    }
  else if (threads == 1)
    printf ("Signature:    %" G_GUINT64_FORMAT "\n", total_nodes);
  else
    printf ("Signature:    none with %d threads (the helpers' timing changes the tree)\n", threads);
  return 0;
}
