/* gmk-level.h: the computer's strength levels.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One engine plays every level: a level is a set of limits on the search
 * (depth, nodes, time), which threat solvers run at the root, and an
 * amount of deterministic noise added to the root moves' exact scores so
 * that a weak level picks moves that are nearly as good, the way people
 * err.  The top level is the full engine.  gmk_search_limits_for_level
 * (declared in gmk-search.h) applies a level to a GmkSearchLimits.
 */
#pragma once

#include "gmk-eval.h"

G_BEGIN_DECLS

typedef struct {
  int      max_depth;   /* deepest iteration, 0: no cap */
  guint64  max_nodes;   /* nodes a move, 0: no cap */
  gint64   time_ms;     /* time a move, 0: no cap beyond the caller's */
  int      noise;       /* amplitude of the root noise in score units, 0: none */
  gboolean root_vcf;    /* look for a win by continuous fours first */
  gboolean root_vct;    /* then for a win by threes and fours */
  int      overlook;    /* chance in 1000 of not seeing an opponent's open three */
} GmkLevel;

#define GMK_LEVEL_ERROR (gmk_level_error_quark ())

typedef enum {
  GMK_LEVEL_ERROR_UNKNOWN,   /* no field of that name */
  GMK_LEVEL_ERROR_INVALID,   /* no such level, or not a whole number from 0 */
} GmkLevelError;

GQuark          gmk_level_error_quark (void);

/* The level's limits; 0 (unset) means the top level, others are clamped
 * to GMK_MIN_LEVEL..GMK_MAX_LEVEL. */
const GmkLevel *gmk_level_get   (int      level);
/* Deterministic noise in [-amplitude, amplitude] for a root move: the same
 * seed, move and ply always give the same amount. */
int             gmk_level_noise (int      amplitude,
                                 guint64  seed,
                                 int      move,
                                 int      ply);

/* A weak level now and then overlooks the opponent's open three, as
 * people do, and follows its own plan instead: with the level's chance
 * (drawn from `seed` and the position, so reproducible) and when the
 * opponent has an open three but no four, returns the legal candidate
 * that best serves the side to move's own lines; otherwise GMK_NO_MOVE.
 * `st` must describe the position to move in. */
int             gmk_level_overlook (const GmkLevel *level,
                                    GmkEvalState   *st,
                                    guint64         seed);

/* Overrides one field of a level (named as in GmkLevel: max_depth,
 * max_nodes, time_ms, noise, root_vcf, root_vct, overlook) for the rest
 * of the process, for measurements and tests; before any search.  A
 * build with -Dtuning=true also reads overrides from the environment
 * (GMK_LEVELS, in gmk_level_parse_overrides's form), and stops with an
 * error naming any it cannot take. */
gboolean        gmk_level_override (int          level,
                                    const char  *field,
                                    int          value,
                                    GError     **error);
/* Applies "LEVEL.FIELD=VALUE,..." in order, as gmk_level_override;
 * stops at the first it cannot take. */
gboolean        gmk_level_parse_overrides (const char  *spec,
                                           GError     **error);

G_END_DECLS
