/* gmk-move-item.h: one move of the history, as the history list shows it.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "gmk-board.h"
#include "gmk-review.h"

G_BEGIN_DECLS

#define GMK_TYPE_MOVE_ITEM (gmk_move_item_get_type())

G_DECLARE_FINAL_TYPE (GmkMoveItem, gmk_move_item, GMK, MOVE_ITEM, GObject)

GmkMoveItem *gmk_move_item_new          (guint        number,
                                         GmkColor     color,
                                         int          x,
                                         int          y,
                                         int          height,
                                         int          captured);
guint        gmk_move_item_get_number   (GmkMoveItem *self);
GmkColor     gmk_move_item_get_color    (GmkMoveItem *self);
int          gmk_move_item_get_x        (GmkMoveItem *self);
int          gmk_move_item_get_y        (GmkMoveItem *self);
/* Renju notation, "h8". */
const char  *gmk_move_item_get_notation (GmkMoveItem *self);
/* Stones this move removed from the board (capture rules). */
int          gmk_move_item_get_captured (GmkMoveItem *self);
/* TRUE for a move after the position shown: one that Redo would replay. */
gboolean     gmk_move_item_get_future   (GmkMoveItem *self);
void         gmk_move_item_set_future   (GmkMoveItem *self,
                                         gboolean     future);
/* TRUE for the move that led to the position shown. */
gboolean     gmk_move_item_get_current  (GmkMoveItem *self);
void         gmk_move_item_set_current  (GmkMoveItem *self,
                                         gboolean     current);
/* TRUE for a move of a variation: off the game's main line. */
gboolean     gmk_move_item_get_variation (GmkMoveItem *self);
void         gmk_move_item_set_variation (GmkMoveItem *self,
                                          gboolean     variation);
/* The other moves tried in this move's place (cell indices), and the
 * same as text, "g9 f10" ("" when none). */
const int   *gmk_move_item_get_alternatives (GmkMoveItem *self,
                                             guint       *n);
const char  *gmk_move_item_get_alternatives_text (GmkMoveItem *self);
void         gmk_move_item_set_alternatives (GmkMoveItem *self,
                                             const int   *moves,
                                             guint        n,
                                             int          height);

/* The engine's review of this move (gmk-review.h), or NULL: a copy of
 * the review its node of the game's tree holds, set by the game
 * (gmk-game-tree.c, gmk-game-review.c); "reviewed" is notified on every
 * change. */
const GmkReviewEntry *gmk_move_item_get_review (GmkMoveItem          *self);
void         gmk_move_item_set_review   (GmkMoveItem          *self,
                                         const GmkReviewEntry *entry);

G_END_DECLS
