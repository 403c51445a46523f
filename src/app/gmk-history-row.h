/* gmk-history-row.h: one move in the history list.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its number, a stone of its colour, where it was played and the stones it
 * captured; faded while Redo would replay it, marked while the board shows
 * the position after it.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-move-item.h"

G_BEGIN_DECLS

#define GMK_TYPE_HISTORY_ROW (gmk_history_row_get_type())

G_DECLARE_FINAL_TYPE (GmkHistoryRow, gmk_history_row, GMK, HISTORY_ROW, GtkBox)

GtkWidget   *gmk_history_row_new      (void);
GmkMoveItem *gmk_history_row_get_item (GmkHistoryRow *self);
/* Shows item and follows it; NULL lets go of the one shown. */
void         gmk_history_row_set_item (GmkHistoryRow *self,
                                       GmkMoveItem   *item);

/* The review's mark shown, "" for none. */
const char  *gmk_history_row_get_mark (GmkHistoryRow *self);

G_END_DECLS
