/* gmk-level-info.h: what the strength levels are called and how strong
 * they are, as the level choosers show them.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One place for each level's name, measured rating and plain description,
 * so the Preferences, the New Game dialog and the statistics cannot tell
 * two stories about the same level.  Levels out of range are clamped.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The level a first start plays: one in the middle, not the full engine. */
#define GMK_DEFAULT_LEVEL 4

/* "Beginner" … "Master", translated. */
const char *gmk_level_info_name        (int level);
/* Its Elo rating on the scale of docs/measuring.md (level 1 = 1000). */
int         gmk_level_info_rating      (int level);
/* What playing it is like, in one translated sentence. */
const char *gmk_level_info_description (int level);
/* "Casual · level 3 of 8 · 1450 Elo": name, place and rating, for a
 * subtitle or an accessible value. */
char       *gmk_level_info_summary     (int level);

G_END_DECLS
