/* gmk-level-item-factory.h: the items of a level chooser's popup.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * New Game and Preferences show the levels the same way: each on two
 * lines, its name and rating over what playing it is like, so a level is
 * chosen by strength.  The rule chooser's popup has the same two lines.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The items of a list of every level, weakest first.  With
 * same_as_strength_first the list starts with "Same as Strength" (a
 * side that plays at the level of a game against a person), and its
 * position p is level p. */
GtkListItemFactory *gmk_level_item_factory_new (gboolean                  same_as_strength_first);

/* A GtkSignalListItemFactory's "setup": a title over a dim, wrapped
 * description, the item's first and second children. */
void                gmk_two_line_item_setup    (GtkSignalListItemFactory *factory,
                                                GtkListItem              *item,
                                                gpointer                  user_data);

G_END_DECLS
