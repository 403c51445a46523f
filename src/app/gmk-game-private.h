/* gmk-game-private.h: what the game's own files share (gmk-game.c,
 * gmk-game-load.c, gmk-game-variations.c); nothing else includes it.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-game.h"
#include "gmk-game-tree.h"

G_BEGIN_DECLS

/* The game's tree of moves and its current line. */
GmkGameTree *gmk_game_peek_tree   (GmkGame *self);
/* After the line changed from move `from` on (the moves before it the
 * same): takes the position back to `from`, makes the history's rows
 * anew from there, each move through the rules, then shows the position
 * after `show` moves (or the line's end), and emits position-changed. */
void         gmk_game_change_line (GmkGame *self,
                                   guint    from,
                                   guint    show);

G_END_DECLS
