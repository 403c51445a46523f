/* gmk-history-panel.h: the moves of the game, in the sidebar.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list of the game's whole line, one GmkHistoryRow a move, kept
 * scrolled to the move the board shows.  A click on a row emits
 * "move-activated" with its position; what to show then is the window's
 * choice.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-game.h"

G_BEGIN_DECLS

#define GMK_TYPE_HISTORY_PANEL (gmk_history_panel_get_type())

G_DECLARE_FINAL_TYPE (GmkHistoryPanel, gmk_history_panel, GMK, HISTORY_PANEL, GtkBox)

GtkWidget *gmk_history_panel_new      (void);
GmkGame   *gmk_history_panel_get_game (GmkHistoryPanel *self);
void       gmk_history_panel_set_game (GmkHistoryPanel *self,
                                       GmkGame         *game);

G_END_DECLS
