/* gmk-history-row.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-game.h"
#include "gmk-history-row.h"
#include "gmk-review-panel.h"

struct _GmkHistoryRow
{
  GtkBox       parent_instance;

  /* Template widgets */
  GtkLabel    *number;
  GtkWidget   *stone;
  GtkLabel    *where;
  GtkLabel    *captured;
  GtkLabel    *mark;

  GmkMoveItem *item;
};

G_DEFINE_FINAL_TYPE (GmkHistoryRow, gmk_history_row, GTK_TYPE_BOX)

static void
on_item_state_changed (GmkMoveItem   *item,
                       GParamSpec    *pspec,
                       GmkHistoryRow *self)
{
  /* Moves Redo would replay are faded; the move shown is marked. */
  gtk_widget_set_opacity (GTK_WIDGET (self), gmk_move_item_get_future (item) ? 0.45 : 1.0);
  if (gmk_move_item_get_current (item))
    gtk_widget_add_css_class (GTK_WIDGET (self), "current-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "current-move");
}

static const char * const mark_classes[] = {
  "review-blunder", "review-mistake", "review-inaccuracy", "review-forced", "review-missed-win",
};

/* The review's mark after the move, its class named in the tooltip and
 * for assistive technologies. */
static void
on_item_reviewed (GmkMoveItem   *item,
                  GParamSpec    *pspec,
                  GmkHistoryRow *self)
{
  const GmkReviewEntry *review = gmk_move_item_get_review (item);
  const char *mark = review != NULL ? gmk_review_class_mark (review->klass) : "";
  GmkColor color = gmk_move_item_get_color (item);
  g_autofree char *label = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (mark_classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->mark), mark_classes[i]);
  gtk_label_set_text (self->mark, mark);
  gtk_widget_set_visible (GTK_WIDGET (self->mark), mark[0] != '\0');
  if (review != NULL)
    {
      static const char * const by_class[] = {
        [GMK_REVIEW_BLUNDER] = "review-blunder", [GMK_REVIEW_MISTAKE] = "review-mistake",
        [GMK_REVIEW_INACCURACY] = "review-inaccuracy", [GMK_REVIEW_FORCED] = "review-forced",
        [GMK_REVIEW_MISSED_WIN] = "review-missed-win",
      };

      if (review->klass < G_N_ELEMENTS (by_class) && by_class[review->klass] != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (self->mark), by_class[review->klass]);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->mark), gmk_review_class_title (review->klass));
      /* Translators: history row for assistive technologies, "12. White h8, Blunder" */
      label = g_strdup_printf (_("%u. %s %s, %s"), gmk_move_item_get_number (item),
                               gmk_game_color_name (color), gmk_move_item_get_notation (item),
                               gmk_review_class_title (review->klass));
    }
  else
    /* Translators: history row for assistive technologies, "12. White h8" */
    label = g_strdup_printf (_("%u. %s %s"), gmk_move_item_get_number (item),
                             gmk_game_color_name (color), gmk_move_item_get_notation (item));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

const char *
gmk_history_row_get_mark (GmkHistoryRow *self)
{
  g_return_val_if_fail (GMK_IS_HISTORY_ROW (self), NULL);
  return gtk_label_get_text (self->mark);
}

static void
show_item (GmkHistoryRow *self,
           GmkMoveItem   *item)
{
  GmkColor color = gmk_move_item_get_color (item);
  g_autofree char *number_text = g_strdup_printf ("%u.", gmk_move_item_get_number (item));

  gtk_label_set_text (self->number, number_text);
  gtk_widget_remove_css_class (self->stone, color == GMK_BLACK ? "white" : "black");
  gtk_widget_add_css_class (self->stone, color == GMK_BLACK ? "black" : "white");
  gtk_label_set_text (self->where, gmk_move_item_get_notation (item));
  if (gmk_move_item_get_captured (item) > 0)
    {
      /* Translators: stones a move captured, "×2" */
      g_autofree char *text = g_strdup_printf (_("×%d"), gmk_move_item_get_captured (item));
      gtk_label_set_text (self->captured, text);
      gtk_widget_set_visible (GTK_WIDGET (self->captured), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->captured), FALSE);

  on_item_reviewed (item, NULL, self);
  on_item_state_changed (item, NULL, self);
}

static void
gmk_history_row_dispose (GObject *object)
{
  GmkHistoryRow *self = GMK_HISTORY_ROW (object);

  gmk_history_row_set_item (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_HISTORY_ROW);

  G_OBJECT_CLASS (gmk_history_row_parent_class)->dispose (object);
}

static void
gmk_history_row_class_init (GmkHistoryRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmk_history_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-history-row.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkHistoryRow, number);
  gtk_widget_class_bind_template_child (widget_class, GmkHistoryRow, stone);
  gtk_widget_class_bind_template_child (widget_class, GmkHistoryRow, where);
  gtk_widget_class_bind_template_child (widget_class, GmkHistoryRow, captured);
  gtk_widget_class_bind_template_child (widget_class, GmkHistoryRow, mark);
}

static void
gmk_history_row_init (GmkHistoryRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gmk_history_row_new (void)
{
  return g_object_new (GMK_TYPE_HISTORY_ROW, NULL);
}

GmkMoveItem *
gmk_history_row_get_item (GmkHistoryRow *self)
{
  g_return_val_if_fail (GMK_IS_HISTORY_ROW (self), NULL);
  return self->item;
}

void
gmk_history_row_set_item (GmkHistoryRow *self,
                          GmkMoveItem   *item)
{
  g_return_if_fail (GMK_IS_HISTORY_ROW (self));
  g_return_if_fail (item == NULL || GMK_IS_MOVE_ITEM (item));

  if (self->item == item)
    return;

  if (self->item != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->item, on_item_state_changed, self);
      g_signal_handlers_disconnect_by_func (self->item, on_item_reviewed, self);
    }
  g_set_object (&self->item, item);
  if (item == NULL)
    return;

  show_item (self, item);
  g_signal_connect (item, "notify::future", G_CALLBACK (on_item_state_changed), self);
  g_signal_connect (item, "notify::current", G_CALLBACK (on_item_state_changed), self);
  g_signal_connect (item, "notify::reviewed", G_CALLBACK (on_item_reviewed), self);
}
