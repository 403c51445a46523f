/* gmk-file-actions.h: a window's actions on games on disk — open, save as,
 * export the board as a PNG image — with their file choosers, the question
 * before replacing a game under way, and toasts that tell how it went.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * They work on a GtkWindow, the GmkGame it shows and its board widget, and
 * know nothing of the window's own type or of the application.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-game.h"

G_BEGIN_DECLS

/* Shows `message` over `window`. */
typedef void (*GmkFileActionsToastFunc) (GtkWindow  *window,
                                         const char *message);

/* Adds win.open, win.save-as and win.export-image (a file chooser first),
 * and win.open-file, win.save-to and win.export-to (a path as parameter,
 * for tests and scripts) to `window`.  They read into and write `game`,
 * export `board`, and tell the outcome through `show_toast`.  The game and
 * the board are not owned and may go away before the window. */
void       gmk_file_actions_install    (GtkWindow                *window,
                                        GmkGame                  *game,
                                        GtkWidget                *board,
                                        GmkFileActionsToastFunc   show_toast);
/* The game the file actions of `window` work on; NULL when the window has
 * none. */
GmkGame   *gmk_file_actions_get_game   (GtkWindow                *window);
/* Opens `file` into the game of `window`, which has file actions.  A game
 * under way is replaced only once the user agrees, when `may_ask` (FALSE:
 * nobody is there to answer, replace it). */
void       gmk_file_actions_open       (GtkWindow                *window,
                                        GFile                    *file,
                                        gboolean                  may_ask);

/* Renders the widget as it is shown into a PNG file. */
gboolean   gmk_file_actions_export_png (GtkWidget                *widget,
                                        GFile                    *file,
                                        GError                  **error);

G_END_DECLS
