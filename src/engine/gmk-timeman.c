/* gmk-timeman.c: how the search spends its time and nodes.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move's budget (limits.time_ms, limits.max_nodes) ends in a hard
 * deadline a little before the budget, which stops every thread; within
 * it the root's threat solvers get a share first, and the main thread
 * starts another iteration only when it is likely to finish it.
 */
#include "gmk-search-private.h"

#define ROOT_VCF_NODES 400000   /* only when neither nodes nor time are limited */
#define ROOT_VCT_NODES 200000

static const GmkSearchParams *const params = &gmk_search_params;

void
gmk_timeman_start (GmkSearch *search)
{
  const GmkSearchLimits *limits = &search->limits;

  search->start_time = gmk_clock_us (limits->cpu_clock);
  search->hard_deadline = 0;
  if (limits->time_ms > 0)
    {
      /* Stop a little before the budget: the answer still has to travel. */
      gint64 margin_us = MIN (limits->time_ms * 1000 / 40, 30000);
      search->hard_deadline = search->start_time + MAX (limits->time_ms * 1000 - margin_us, 1000);
    }
}

void
gmk_timeman_check (Worker *w)
{
  GmkSearch *search = w->search;

  if (search->hard_deadline > 0 && gmk_clock_us (search->limits.cpu_clock) >= search->hard_deadline)
    g_atomic_int_set (&search->stop, 1);
  if (search->limits.max_nodes > 0 && w->nodes >= search->limits.max_nodes)
    g_atomic_int_set (&search->stop, 1);
}

void
gmk_timeman_shorten (GmkSearch *search)
{
  if (search->hard_deadline > 0)
    search->hard_deadline = search->start_time + MAX ((search->hard_deadline - search->start_time) / 4, 1000);
}

/* The threat searches get a share of the budget, the tree the rest: a
 * share of the node budget when there is one, else of the time; the fixed
 * cap applies only to a search without limits. */
void
gmk_timeman_budget_root_vcf (const GmkSearch *search,
                             GmkThreatSearch *threat)
{
  const GmkSearchLimits *limits = &search->limits;

  if (limits->max_nodes > 0)
    threat->max_nodes = MAX (limits->max_nodes / 4, 1);
  else if (limits->time_ms > 0)
    threat->max_nodes = 0;
  else
    threat->max_nodes = ROOT_VCF_NODES;
  threat->deadline = limits->time_ms > 0 ? search->start_time + limits->time_ms * 1000 / 8 : 0;
}

void
gmk_timeman_budget_root_vct (const GmkSearch *search,
                             GmkThreatSearch *threat,
                             guint64          spent_nodes)
{
  const GmkSearchLimits *limits = &search->limits;

  if (limits->max_nodes > 0)
    threat->max_nodes = MAX ((limits->max_nodes - MIN (spent_nodes, limits->max_nodes)) / 4, 1);
  else if (limits->time_ms > 0)
    threat->max_nodes = 0;
  else
    threat->max_nodes = ROOT_VCT_NODES;
  threat->deadline = limits->time_ms > 0 ? search->start_time + limits->time_ms * 1000 / 5 : 0;
}

gboolean
gmk_timeman_go_deeper (const GmkSearch *search,
                       gint64           elapsed,
                       gint64           last_iteration_us,
                       gint64           previous_iteration_us,
                       int              stable)
{
  gint64 budget, predicted;
  double growth;

  if (search->limits.time_ms <= 0)
    return TRUE;
  budget = search->hard_deadline - search->start_time;
  growth = previous_iteration_us > 1000
           ? CLAMP ((double) last_iteration_us / previous_iteration_us, 1.2, 4.0)
           : params->time_factor100 / 100.0;
  predicted = (gint64) (last_iteration_us * growth);

  /* Start the next iteration when it is likely to finish, or at least to
   * get through its first moves (a root move that beats the best in an
   * unfinished iteration is still played): the hard deadline cuts it off
   * in any case. */
  if (search->limits.full_time)
    return TRUE;   /* nothing to save the time for: the deadline ends it */
  if (elapsed + predicted * params->time_start100 / 100 > budget)
    return FALSE;
  if (stable >= 6 && elapsed > budget / 2)
    return FALSE;
  return TRUE;
}
