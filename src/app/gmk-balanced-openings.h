/* gmk-balanced-openings.h: games against the computer that start from a
 * balanced opening, the person playing each colour in turn.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The openings are the project's set of 60 freestyle 15×15 openings each
 * judged close to even (data/openings/freestyle15-balanced.txt, the set of
 * tools/openings that engine matches use), shipped as a resource.  With the
 * "balanced-openings" setting on, a new freestyle 15×15 game of a person
 * against the computer starts from one of them drawn at random; Play Again
 * gives the person the other colour, on the same opening the first time
 * and on a new one the next, as a match plays each opening twice.
 */
#pragma once

#include <gio/gio.h>

#include "gmk-game.h"

G_BEGIN_DECLS

/* The number of openings in the set (0 if the resource cannot be read). */
guint    gmk_balanced_openings_count    (void);
/* Opening `index` as cell indices; returns the count, 0 when there is none. */
guint    gmk_balanced_openings_get      (guint      index,
                                         int       *moves,
                                         guint      max_moves);
/* Does the game (its rule, size and players) take a balanced opening? */
gboolean gmk_balanced_openings_fit      (GmkRule    rule,
                                         int        size);
/* A new game was just reset from `settings`: when the setting is on and it
 * fits, plays a balanced opening on it.  `again` (Play Again): swap the
 * person's colour first (in the settings, which the window follows), and
 * keep the opening of the previous game if it was played once only.
 * Returns the index of the opening played, -1 for none. */
int      gmk_balanced_openings_start    (GmkGame   *game,
                                         GSettings *settings,
                                         gboolean   again);

G_END_DECLS
