/* gmk-result-card.h: the card over the board when a game is over.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Who won (or "You Win!" against the computer), how and after how many
 * moves, and a New Game button.  It follows its game on its own: it slides
 * in when the game is over and out when it goes on (undo, a new game).
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-game.h"

G_BEGIN_DECLS

#define GMK_TYPE_RESULT_CARD (gmk_result_card_get_type())

G_DECLARE_FINAL_TYPE (GmkResultCard, gmk_result_card, GMK, RESULT_CARD, GtkWidget)

GtkWidget  *gmk_result_card_new      (void);
GmkGame    *gmk_result_card_get_game (GmkResultCard *self);
void        gmk_result_card_set_game (GmkResultCard *self,
                                      GmkGame       *game);
/* Out of the way until the position or the players change. */
void        gmk_result_card_dismiss  (GmkResultCard *self);
/* The result in words, NULL while the game goes on. */
const char *gmk_result_card_get_text (GmkResultCard *self);

G_END_DECLS
