/* gmk-level-info.c: what the strength levels are called and how strong
 * they are.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-level-info.h"

#include <glib/gi18n.h>

#include "gmk-search.h"

typedef struct {
  const char *name;
  /* Measured, never guessed: the fitted list of docs/measuring.md ("The
   * levels' ratings", 2026-11-29, level 1 = 1000), which says how to play
   * it again.  A change to the level table in src/engine/gmk-level.c is
   * measured again and copied here. */
  int         rating;
  const char *description;
} LevelInfo;

static const LevelInfo levels[] = {
  /* Translators: computer strength levels, weakest first, each with what
   * playing it is like */
  { N_("Beginner"), 1000,
    N_("Blocks fours but misses open threes") },
  { N_("Novice"), 1307,
    N_("Often misses an open three") },
  { N_("Casual"), 1463,
    N_("Now and then misses an open three") },
  { N_("Intermediate"), 1650,
    N_("Sees every threat, reads a few moves") },
  { N_("Advanced"), 1872,
    N_("Reads several moves ahead") },
  { N_("Strong"), 2219,
    N_("Reads deep and builds its own threats") },
  { N_("Expert"), 2435,
    N_("Finds forced wins by fours and threes") },
  { N_("Master"), 2547,
    N_("The full engine, for the time per move") },
};

/* One entry a level the engine knows */
G_STATIC_ASSERT (G_N_ELEMENTS (levels) == GMK_MAX_LEVEL - GMK_MIN_LEVEL + 1);

static const LevelInfo *
info (int level)
{
  return &levels[CLAMP (level, GMK_MIN_LEVEL, GMK_MAX_LEVEL) - GMK_MIN_LEVEL];
}

const char *
gmk_level_info_name (int level)
{
  return _(info (level)->name);
}

int
gmk_level_info_rating (int level)
{
  return info (level)->rating;
}

const char *
gmk_level_info_description (int level)
{
  return _(info (level)->description);
}

char *
gmk_level_info_summary (int level)
{
  level = CLAMP (level, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
  /* Translators: "Casual · level 3 of 8 · 1450 Elo"; Elo is the rating
   * scale of chess and gomoku players */
  return g_strdup_printf (_("%s · level %d of %d · %d Elo"),
                          gmk_level_info_name (level), level,
                          GMK_MAX_LEVEL - GMK_MIN_LEVEL + 1,
                          gmk_level_info_rating (level));
}
