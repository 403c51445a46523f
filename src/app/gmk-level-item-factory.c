/* gmk-level-item-factory.c: the items of a level chooser's popup.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-level-item-factory.h"

#include "gmk-level-info.h"
#include "gmk-search.h"

#include <glib/gi18n.h>

void
gmk_two_line_item_setup (GtkSignalListItemFactory *factory,
                         GtkListItem              *item,
                         gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0.0f);
  gtk_label_set_xalign (GTK_LABEL (description), 0.0f);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 40);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_add_css_class (description, "caption");

  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), description);
  gtk_list_item_set_child (item, box);
}

/* user_data is non-NULL when the list starts with "Same as Strength". */
static void
level_item_bind (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  gboolean same_as_strength_first = user_data != NULL;
  GtkWidget *title = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *description = gtk_widget_get_next_sibling (title);
  guint position = gtk_list_item_get_position (item);
  int level;
  g_autofree char *text = NULL;

  if (same_as_strength_first && position == 0)
    {
      gtk_label_set_label (GTK_LABEL (title), _("Same as Strength"));
      gtk_label_set_label (GTK_LABEL (description), _("The level set for a game against a person"));
      return;
    }
  level = (int) position + GMK_MIN_LEVEL - (same_as_strength_first ? 1 : 0);
  if (level > GMK_MAX_LEVEL)
    return;
  /* Translators: a level in the list, "Casual · 1450 Elo" */
  text = g_strdup_printf (_("%s · %d Elo"), gmk_level_info_name (level), gmk_level_info_rating (level));
  gtk_label_set_label (GTK_LABEL (title), text);
  gtk_label_set_label (GTK_LABEL (description), gmk_level_info_description (level));
}

GtkListItemFactory *
gmk_level_item_factory_new (gboolean same_as_strength_first)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (gmk_two_line_item_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (level_item_bind),
                    same_as_strength_first ? GINT_TO_POINTER (1) : NULL);
  return factory;
}
