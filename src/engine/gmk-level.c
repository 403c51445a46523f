/* gmk-level.c: the computer's strength levels.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-level.h"

#include "gmk-search.h"

/* Depth cap, node cap, time cap (ms), noise (score units) and root threat
 * solvers of each level. */
static const GmkLevel level_table[GMK_MAX_LEVEL + 1] = {
  [1] = { 1, 0, 200, 300, FALSE, FALSE },
  [2] = { 2, 0, 300, 150, FALSE, FALSE },
  [3] = { 3, 0, 400, 80, FALSE, FALSE },
  [4] = { 4, 0, 600, 40, FALSE, FALSE },
  [5] = { 6, 0, 1000, 15, TRUE, FALSE },
  [6] = { 8, 0, 1500, 5, TRUE, FALSE },
  [7] = { 10, 0, 800, 0, TRUE, TRUE },
  [8] = { 0, 0, 0, 0, TRUE, TRUE },
};

const GmkLevel *
gmk_level_get (int level)
{
  if (level == 0)
    level = GMK_MAX_LEVEL;
  return &level_table[CLAMP (level, GMK_MIN_LEVEL, GMK_MAX_LEVEL)];
}

static inline guint64
mix64 (guint64 z)
{
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

int
gmk_level_noise (int     amplitude,
                 guint64 seed,
                 int     move,
                 int     ply)
{
  guint64 z;

  if (amplitude <= 0)
    return 0;
  z = mix64 (seed * 0x9E3779B97F4A7C15ull + (guint64) move * 7919 + (guint64) ply);
  return (int) (z % (guint64) (2 * amplitude + 1)) - amplitude;
}

void
gmk_search_limits_for_level (GmkSearchLimits *limits,
                             int              level)
{
  const GmkLevel *table;

  level = CLAMP (level, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
  table = gmk_level_get (level);
  limits->level = level;
  if (table->max_depth > 0)
    limits->max_depth = limits->max_depth > 0 ? MIN (limits->max_depth, table->max_depth)
                                              : table->max_depth;
  if (table->max_nodes > 0)
    limits->max_nodes = limits->max_nodes > 0 ? MIN (limits->max_nodes, table->max_nodes)
                                              : table->max_nodes;
  if (table->time_ms > 0)
    limits->time_ms = limits->time_ms > 0 ? MIN (limits->time_ms, table->time_ms)
                                          : table->time_ms;
}
