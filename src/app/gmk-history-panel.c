/* gmk-history-panel.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-history-panel.h"
#include "gmk-history-row.h"

struct _GmkHistoryPanel
{
  GtkBox          parent_instance;

  /* Template widgets */
  GtkListView    *list_view;

  GmkGame        *game;
  guint           scroll_tick;
  int             scroll_frames;   /* laid-out frames to scroll in */
};

G_DEFINE_FINAL_TYPE (GmkHistoryPanel, gmk_history_panel, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum {
  MOVE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- rows -------------------------------------------------------------- */

static void
on_setup (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          GmkHistoryPanel          *self)
{
  gtk_list_item_set_child (list_item, gmk_history_row_new ());
}

static void
on_bind (GtkSignalListItemFactory *factory,
         GtkListItem              *list_item,
         GmkHistoryPanel          *self)
{
  gmk_history_row_set_item (GMK_HISTORY_ROW (gtk_list_item_get_child (list_item)),
                            gtk_list_item_get_item (list_item));
}

static void
on_unbind (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           GmkHistoryPanel          *self)
{
  gmk_history_row_set_item (GMK_HISTORY_ROW (gtk_list_item_get_child (list_item)), NULL);
}

static void
on_activate (GmkHistoryPanel *self,
             guint            position,
             GtkListView     *view)
{
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, position);
}

/* ---- the move shown in view -------------------------------------------- */

static void
scroll_to_current (GmkHistoryPanel *self)
{
  guint n = gmk_game_get_n_moves (self->game);

  /* The list's own action scrolls through its item manager, so it never
   * works from a stale adjustment after the list shrank. */
  if (n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", n - 1);
}

/* Rows added just now, or a list not laid out yet (a game restored
 * before the window showed), have no size: the scroll is repeated on the
 * next frames the list is drawn with a size. */
static gboolean
scroll_on_frame (GtkWidget     *list,
                 GdkFrameClock *clock,
                 gpointer       data)
{
  GmkHistoryPanel *self = data;

  if (!gtk_widget_get_mapped (list) || gtk_widget_get_height (list) <= 0)
    return G_SOURCE_CONTINUE;
  scroll_to_current (self);
  if (--self->scroll_frames > 0)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Keeps the row of the move shown in view: the newest while playing,
 * and the one Undo, Redo or a click went to.  Also on map: a game
 * restored at start, or opened with the sidebar folded away, was
 * scrolled to while the list had no size. */
static void
keep_current_in_view (GmkHistoryPanel *self,
                      GtkWidget       *widget)
{
  if (self->game == NULL)
    return;
  scroll_to_current (self);
  self->scroll_frames = 2;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->list_view),
                                                      scroll_on_frame, self, NULL);
}

static void
on_position_changed (GmkGame         *game,
                     GmkHistoryPanel *self)
{
  keep_current_in_view (self, NULL);
}

/* ---- object ------------------------------------------------------------ */

static void
gmk_history_panel_dispose (GObject *object)
{
  GmkHistoryPanel *self = GMK_HISTORY_PANEL (object);

  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->list_view), self->scroll_tick);
      self->scroll_tick = 0;
    }
  gmk_history_panel_set_game (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_HISTORY_PANEL);

  G_OBJECT_CLASS (gmk_history_panel_parent_class)->dispose (object);
}

static void
gmk_history_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  GmkHistoryPanel *self = GMK_HISTORY_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_history_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  GmkHistoryPanel *self = GMK_HISTORY_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gmk_history_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_history_panel_class_init (GmkHistoryPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmk_history_panel_dispose;
  object_class->get_property = gmk_history_panel_get_property;
  object_class->set_property = gmk_history_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, GMK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GmkHistoryPanel::move-activated:
   * @position: the row's, 0 for the first move
   *
   * A person clicked a move of the list.
   */
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-history-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkHistoryPanel, list_view);
  gtk_widget_class_bind_template_callback (widget_class, on_setup);
  gtk_widget_class_bind_template_callback (widget_class, on_bind);
  gtk_widget_class_bind_template_callback (widget_class, on_unbind);
  gtk_widget_class_bind_template_callback (widget_class, on_activate);
  gtk_widget_class_bind_template_callback (widget_class, keep_current_in_view);
}

static void
gmk_history_panel_init (GmkHistoryPanel *self)
{
  g_type_ensure (GMK_TYPE_HISTORY_ROW);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gmk_history_panel_new (void)
{
  return g_object_new (GMK_TYPE_HISTORY_PANEL, NULL);
}

GmkGame *
gmk_history_panel_get_game (GmkHistoryPanel *self)
{
  g_return_val_if_fail (GMK_IS_HISTORY_PANEL (self), NULL);
  return self->game;
}

void
gmk_history_panel_set_game (GmkHistoryPanel *self,
                            GmkGame         *game)
{
  g_return_if_fail (GMK_IS_HISTORY_PANEL (self));
  g_return_if_fail (game == NULL || GMK_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, on_position_changed, self);
  g_set_object (&self->game, game);

  if (game != NULL)
    {
      /* Rows are not selectable: with single-click activation hovering
       * would select them.  The move shown is marked by the row itself. */
      g_autoptr(GtkNoSelection) selection =
        gtk_no_selection_new (g_object_ref (gmk_game_get_history (game)));

      gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
      g_signal_connect_after (game, "position-changed", G_CALLBACK (on_position_changed), self);
      keep_current_in_view (self, NULL);
    }
  else if (self->list_view != NULL)
    gtk_list_view_set_model (self->list_view, NULL);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}
