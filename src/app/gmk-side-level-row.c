/* gmk-side-level-row.c: a row that sets one side's strength when the
 * computer plays both sides.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The keys "black-level" and "white-level" hold 0 (play at "level") or a
 * level; the row's items are in the same order, so its selected position
 * is the key's value and GSettings binds the two directly.
 */
#include "config.h"

#include "gmk-side-level-row.h"

#include "gmk-level-info.h"
#include "gmk-level-item-factory.h"
#include "gmk-search.h"

#include <glib/gi18n.h>

/* The level a position of the list stands for: 0 follows "level". */
static int
effective_level (GSettings *settings,
                 guint      position)
{
  if (position == 0)
    return CLAMP (g_settings_get_int (settings, "level"), GMK_MIN_LEVEL, GMK_MAX_LEVEL);
  return CLAMP ((int) position, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
}

/* Its rating and what it is like, so a level is chosen by strength; the
 * level it follows when it has none of its own. */
static void
update_subtitle (AdwComboRow *row)
{
  GSettings *settings = g_object_get_data (G_OBJECT (row), "gmk-settings");
  guint selected = adw_combo_row_get_selected (row);
  int level = effective_level (settings, selected);
  g_autofree char *summary = gmk_level_info_summary (level);
  g_autofree char *subtitle = g_strdup_printf ("%s\n%s", summary, gmk_level_info_description (level));

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

void
gmk_side_level_row_bind (AdwComboRow *row,
                         GSettings   *settings,
                         const char  *key)
{
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) list = gmk_level_item_factory_new (TRUE);

  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  g_return_if_fail (G_IS_SETTINGS (settings));

  /* The row itself shows the names; the popup the names with ratings. */
  gtk_string_list_append (levels, _("Same as Strength"));
  for (int level = GMK_MIN_LEVEL; level <= GMK_MAX_LEVEL; level++)
    gtk_string_list_append (levels, gmk_level_info_name (level));
  adw_combo_row_set_list_factory (row, list);
  adw_combo_row_set_model (row, G_LIST_MODEL (levels));

  g_object_set_data_full (G_OBJECT (row), "gmk-settings", g_object_ref (settings), g_object_unref);
  g_settings_bind (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT);

  g_signal_connect (row, "notify::selected", G_CALLBACK (update_subtitle), NULL);
  /* "Same as Strength" shows the level it follows. */
  g_signal_connect_object (settings, "changed::level", G_CALLBACK (update_subtitle), row,
                           G_CONNECT_SWAPPED);
  update_subtitle (row);
}
