/* gmk-opening-bar.h: the bar above the board that guides each step of an
 * opening rule, with the buttons for the choices that are not stones.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-game.h"

G_BEGIN_DECLS

#define GMK_TYPE_OPENING_BAR (gmk_opening_bar_get_type())

G_DECLARE_FINAL_TYPE (GmkOpeningBar, gmk_opening_bar, GMK, OPENING_BAR, GtkWidget)

/* The bar shows itself while `game` is in its opening. */
void        gmk_opening_bar_set_game  (GmkOpeningBar *self,
                                       GmkGame       *game);
/* The text shown, for tests. */
const char *gmk_opening_bar_get_text  (GmkOpeningBar *self);

G_END_DECLS
