/* gmk-game-text.h: what the game says to people (gmk-game-text.c).
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The public sentences (gmk_game_color_name, gmk_game_describe_result…)
 * are declared in gmk-game.h; this is the one the game uses inside.
 */
#pragma once

#include "gmk-rules.h"

G_BEGIN_DECLS

/* Why `color` may not play (x, y): "Black may not play j9: double-three". */
char *gmk_game_describe_refusal (GmkColor   color,
                                 int        x,
                                 int        y,
                                 int        height,
                                 GmkReason  reason);

G_END_DECLS
