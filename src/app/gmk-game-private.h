/* gmk-game-private.h: what the game's own files share (gmk-game.c,
 * gmk-game-load.c, gmk-game-variations.c, gmk-game-review.c); nothing
 * else includes it.
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
/* The main line's review by ply (GmkReviewEntry; ply -1: none), which
 * outlives the history's rows when another line is shown. */
GArray      *gmk_game_peek_main_review (GmkGame *self);
/* After the history's rows were made anew from move `from` on: gives
 * those of the main line back their review (gmk-game-review.c). */
void         gmk_game_review_restore   (GmkGame *self,
                                        guint    from);
/* The main line changed from move `from` on (a line promoted): the
 * review kept of the old one is dropped, the new one's kept. */
void         gmk_game_review_main_line_changed (GmkGame *self,
                                                guint    from);
/* After the line changed from move `from` on (the moves before it the
 * same): takes the position back to `from`, makes the history's rows
 * anew from there, each move through the rules, then shows the position
 * after `show` moves (or the line's end), and emits position-changed. */
void         gmk_game_change_line (GmkGame *self,
                                   guint    from,
                                   guint    show);

G_END_DECLS
