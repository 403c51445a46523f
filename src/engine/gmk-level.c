/* gmk-level.c: the computer's strength levels.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-level.h"

#include "gmk-search.h"
#include "gmk-threat.h"

#include <stdlib.h>
#include <string.h>

/* Measured with tools/rate-levels (docs/measuring.md, "The levels'
 * ratings"): the steps between levels should be about even, each level
 * scoring about 75-80% against the one below; the ratings the level
 * choosers show (src/app/gmk-level-info.c) come from that list.  Below
 * the top, levels are bounded by depth and nodes, never by time, so they
 * play the same whatever the load and answer quickly.  Any noise also
 * makes the root search every move with a full window (exact scores for
 * the noise to choose among), which costs depth within the same nodes: a
 * strong lever, used lightly at the top.  The noise is drawn from the
 * search's seed, which the app draws afresh for every move: that is why
 * the same opening does not bring the same game twice below the top.
 * `overlook` is the beginner's blind spot (gmk_level_overlook).
 *
 *         depth nodes    time noise  VCF    VCT    overlook */
static GmkLevel level_table[GMK_MAX_LEVEL + 1] = {
  [1] = { 1,    2000,    0,   3000, FALSE, FALSE, 1000 },
  [2] = { 1,    2000,    0,   600,  FALSE, FALSE, 300 },
  [3] = { 1,    2000,    0,   300,  FALSE, FALSE, 50 },
  [4] = { 3,    6000,    0,   200,  FALSE, FALSE, 0 },
  [5] = { 5,    50000,   0,   100,  FALSE, FALSE, 0 },
  [6] = { 8,    150000,  0,   40,   FALSE, FALSE, 0 },
  [7] = { 20,   400000,  0,   5,    TRUE,  TRUE,  0 },
  [8] = { 0,    0,       0,   0,    TRUE,  TRUE,  0 },
};

G_DEFINE_QUARK (gmk-level-error-quark, gmk_level_error)

static gboolean
override_field (int          level,
                const char  *field,
                int          value,
                GError     **error)
{
  GmkLevel *entry;

  if (level < GMK_MIN_LEVEL || level > GMK_MAX_LEVEL)
    {
      g_set_error (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_INVALID,
                   "no level %d: levels go from %d to %d", level, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
      return FALSE;
    }
  if (value < 0)
    {
      g_set_error (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_INVALID,
                   "level field '%s' needs a whole number from 0 to %d, not %d", field, G_MAXINT, value);
      return FALSE;
    }
  entry = &level_table[level];
#define FIELD(name) if (strcmp (field, #name) == 0) entry->name = value; else
  FIELD (max_depth) FIELD (max_nodes) FIELD (time_ms) FIELD (noise)
  FIELD (root_vcf) FIELD (root_vct) FIELD (overlook)
    {
      g_set_error (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_UNKNOWN,
                   "unknown level field '%s'", field);
      return FALSE;
    }
#undef FIELD
  return TRUE;
}

static gboolean
parse_overrides (const char  *spec,
                 GError     **error)
{
  g_auto(GStrv) items = g_strsplit (spec, ",", -1);

  for (int i = 0; items[i] != NULL; i++)
    {
      g_autofree char *field = NULL;
      const char *equals;
      char *dot, *end;
      long level;
      gint64 value;

      if (items[i][0] == '\0')
        continue;   /* a trailing comma */
      level = strtol (items[i], &dot, 10);
      equals = strchr (dot, '=');
      if (dot == items[i] || *dot != '.' || equals == NULL ||
          level < GMK_MIN_LEVEL || level > GMK_MAX_LEVEL)
        {
          g_set_error (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_INVALID,
                       "'%s' is not LEVEL.FIELD=VALUE with a level from %d to %d",
                       items[i], GMK_MIN_LEVEL, GMK_MAX_LEVEL);
          return FALSE;
        }
      field = g_strndup (dot + 1, equals - (dot + 1));
      value = g_ascii_strtoll (equals + 1, &end, 10);
      if (equals[1] == '\0' || *end != '\0' || value < 0 || value > G_MAXINT)
        {
          g_set_error (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_INVALID,
                       "level field '%s' needs a whole number from 0 to %d, not '%s'",
                       field, G_MAXINT, equals + 1);
          return FALSE;
        }
      if (!override_field ((int) level, field, (int) value, error))
        return FALSE;
    }
  return TRUE;
}

#ifdef GMK_TUNING
/* A build with -Dtuning=true takes overrides from the environment,
 * GMK_LEVELS="3.max_depth=2,3.noise=100,5.max_nodes=20000", for measuring
 * a change with matches before it is written down; one it cannot take
 * stops the program (the match would measure the table as it is). */
static void
read_environment_once (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      const char *spec = g_getenv ("GMK_LEVELS");
      g_autoptr(GError) error = NULL;

      if (spec != NULL && !parse_overrides (spec, &error))
        {
          g_printerr ("GMK_LEVELS: %s\n", error->message);
          g_clear_error (&error);
          exit (2);
        }
      g_once_init_leave (&initialized, 1);
    }
}
#endif

/* The environment's overrides come first, whoever asks first. */
static inline void
read_environment (void)
{
#ifdef GMK_TUNING
  read_environment_once ();
#endif
}

gboolean
gmk_level_override (int          level,
                    const char  *field,
                    int          value,
                    GError     **error)
{
  g_return_val_if_fail (field != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  read_environment ();
  return override_field (level, field, value, error);
}

gboolean
gmk_level_parse_overrides (const char  *spec,
                           GError     **error)
{
  g_return_val_if_fail (spec != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  read_environment ();
  return parse_overrides (spec, error);
}

const GmkLevel *
gmk_level_get (int level)
{
  read_environment ();
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

int
gmk_level_overlook (const GmkLevel *level,
                    GmkEvalState   *st,
                    guint64         seed)
{
  const GmkColor me = st->board.to_move, other = GMK_OTHER (me);
  int best = GMK_NO_MOVE, best_order = G_MININT, chance;

  /* Not in capture games, where a threat may also be met by a capture and
   * a five may still wait to be broken. */
  if (level->overlook <= 0 || st->board.captures ||
      st->class_count[me][GMK_CLASS_FIVE] > 0 ||
      st->class_count[me][GMK_CLASS_FLEX4] > 0)
    return GMK_NO_MOVE;
  /* An open three is missed at the level's rate.  A four never is: a
   * level that lets a five through on the next move looks broken, not
   * weak, and even a beginner blocks it. */
  if (st->class_count[other][GMK_CLASS_FIVE] > 0 ||
      st->class_count[other][GMK_CLASS_FLEX4] == 0)
    return GMK_NO_MOVE;
  chance = level->overlook;
  if (mix64 (seed ^ (st->board.hash * 0x9E3779B97F4A7C15ull)) % 1000 >= (guint64) chance)
    return GMK_NO_MOVE;

  for (int i = 0; i < st->n_cand; i++)
    {
      int q = st->cand[i];
      int order = st->cells[q].order[me - 1];

      if (st->board.cell[q] != GMK_EMPTY || order <= best_order ||
          !gmk_threat_is_legal (st, q, me))
        continue;
      best = q;
      best_order = order;
    }
  return best;
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
