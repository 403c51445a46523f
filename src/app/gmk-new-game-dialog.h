/* gmk-new-game-dialog.h: the choices of a new game, made as it starts.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog shows the rule set, the board size, who plays each colour and
 * the computer's level, as the settings hold them.  Start begins that game
 * on the GmkGame given and saves the choices as the settings, the same keys
 * the preferences window shows; Cancel, Escape and closing change nothing.
 */
#pragma once

#include <adwaita.h>

#include "gmk-game.h"

G_BEGIN_DECLS

#define GMK_TYPE_NEW_GAME_DIALOG (gmk_new_game_dialog_get_type())

G_DECLARE_FINAL_TYPE (GmkNewGameDialog, gmk_new_game_dialog, GMK, NEW_GAME_DIALOG, AdwWindow)

/* A modal dialog over parent (which may be NULL).  settings: the
 * io.github.gomoku_gtk.Gomoku settings the choices come from and go to;
 * game: the game that Start replaces. */
GtkWidget *gmk_new_game_dialog_new   (GtkWindow *parent,
                                      GSettings *settings,
                                      GmkGame   *game);

G_END_DECLS
