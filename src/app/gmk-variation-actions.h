/* gmk-variation-actions.h: a window's actions on the game's variations.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The action group "variation" on a widget (the window): the menu, the
 * history rows' branch buttons and their context menu all go through it.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-ai-player.h"
#include "gmk-game.h"

G_BEGIN_DECLS

/* Inserts the group "variation" into `widget`, acting on `game`:
 *   variation.switch (ui)  move i of the line becomes the move given
 *   variation.go-to (u)    shows the position after the first n moves
 *   variation.main-line    back to the main line
 *   variation.promote      the line shown becomes the main line
 *   variation.delete       deletes the variation the position shown is in
 * Each first stops the computer's search (`ai`) for the position left.
 * Enabled only when they can act; game and ai are not owned. */
void  gmk_variation_actions_install (GtkWidget   *widget,
                                     GmkGame     *game,
                                     GmkAiPlayer *ai);
/* The menu of the three commands, for menus and context menus. */
GMenuModel *gmk_variation_actions_menu (void);

G_END_DECLS
