/* gmk-status-line.h: the state of play above the board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Follows a GmkAiPlayer and its game: says whose turn it is, that the
 * computer thinks, a forced win it found, the result (gmk-status-text.c
 * chooses the words), and keeps "black-chance", Black's winning chance by
 * the latest evaluation of the position shown, for an evaluation bar.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-ai-player.h"
#include "gmk-status-text.h"

G_BEGIN_DECLS

#define GMK_TYPE_STATUS_LINE (gmk_status_line_get_type())

G_DECLARE_FINAL_TYPE (GmkStatusLine, gmk_status_line, GMK, STATUS_LINE, GtkBox)

GtkWidget  *gmk_status_line_new              (void);
void        gmk_status_line_set_ai_player    (GmkStatusLine *self,
                                              GmkAiPlayer   *ai);
const char *gmk_status_line_get_text         (GmkStatusLine *self);
/* The note under it, or NULL. */
const char *gmk_status_line_get_detail       (GmkStatusLine *self);
/* 0..1; 0.5 when nothing is known. */
double      gmk_status_line_get_black_chance (GmkStatusLine *self);
/* Fills the opening fields of `facts` from the game (the window's title
 * says the opening's step in the same words). */
void        gmk_status_line_opening_facts    (GmkGame        *game,
                                              GmkStatusFacts *facts);

G_END_DECLS
