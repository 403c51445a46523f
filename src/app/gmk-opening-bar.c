/* gmk-opening-bar.c: the guide of an opening's steps.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The buttons show only when the person who acts may use them (the engine's
 * gmk_opening_allows); a click goes through gmk_game_opening_act, and a
 * refusal shows in the guide in the engine's words.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-game-opening.h"
#include "gmk-opening-bar.h"
#include "gmk-opening-guide.h"

struct _GmkOpeningBar
{
  GtkWidget        parent_instance;

  GtkWidget       *box;
  GtkLabel        *guide_label;
  GtkWidget       *black_button;
  GtkWidget       *white_button;
  GtkWidget       *two_button;
  GtkSpinButton   *declare_spin;
  GtkWidget       *declare_button;
  GtkToggleButton *offer_button;

  GmkGame         *game;
  gboolean         updating;
};

G_DEFINE_FINAL_TYPE (GmkOpeningBar, gmk_opening_bar, GTK_TYPE_WIDGET)

static void
update (GmkOpeningBar *self)
{
  const GmkOpening *opening;
  gboolean person, open;
  GmkGuideWho who;
  g_autofree char *text = NULL;

  open = self->game != NULL && gmk_game_in_opening (self->game);
  gtk_widget_set_visible (GTK_WIDGET (self), open);
  if (!open)
    return;

  opening = gmk_game_get_opening (self->game);
  person = !gmk_game_computer_to_move (self->game);
  if (!person)
    who = GMK_GUIDE_COMPUTER;
  else if (gmk_game_get_player (self->game, GMK_BLACK) == GMK_PLAYER_HUMAN &&
           gmk_game_get_player (self->game, GMK_WHITE) == GMK_PLAYER_HUMAN)
    who = GMK_GUIDE_SEATS;
  else
    who = GMK_GUIDE_YOU;

  text = gmk_opening_guide_text (opening, gmk_game_get_n_moves (self->game),
                                 gmk_game_opening_get_pending (self->game, NULL),
                                 gmk_game_opening_get_offering (self->game), who);
  gtk_label_set_label (self->guide_label, text);

  gtk_widget_set_visible (self->black_button, person && gmk_opening_allows (opening, GMK_ACTION_TAKE_BLACK));
  gtk_widget_set_visible (self->white_button, person && gmk_opening_allows (opening, GMK_ACTION_TAKE_WHITE));
  gtk_widget_set_visible (self->two_button, person && gmk_opening_allows (opening, GMK_ACTION_PLACE_TWO));
  gtk_widget_set_visible (GTK_WIDGET (self->declare_spin), person && opening->stage == GMK_STAGE_DECLARE);
  gtk_widget_set_visible (self->declare_button, person && opening->stage == GMK_STAGE_DECLARE);
  gtk_widget_set_visible (GTK_WIDGET (self->offer_button), person && opening->stage == GMK_STAGE_FIFTH);
  self->updating = TRUE;
  gtk_toggle_button_set_active (self->offer_button, gmk_game_opening_get_offering (self->game));
  self->updating = FALSE;
}

static void
act (GmkOpeningBar        *self,
     GmkOpeningActionKind  kind,
     int                   count)
{
  GmkOpeningAction action = { .kind = kind, .count = count };
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!gmk_game_opening_act (self->game, &action, &error))
    gtk_label_set_label (self->guide_label, error->message);
}

static void
on_black_clicked (GmkOpeningBar *self)
{
  act (self, GMK_ACTION_TAKE_BLACK, 0);
}

static void
on_white_clicked (GmkOpeningBar *self)
{
  act (self, GMK_ACTION_TAKE_WHITE, 0);
}

static void
on_two_clicked (GmkOpeningBar *self)
{
  act (self, GMK_ACTION_PLACE_TWO, 0);
}

static void
on_declare_clicked (GmkOpeningBar *self)
{
  act (self, GMK_ACTION_DECLARE, gtk_spin_button_get_value_as_int (self->declare_spin));
}

static void
on_offer_toggled (GmkOpeningBar *self)
{
  if (self->updating || self->game == NULL)
    return;
  gmk_game_opening_set_offering (self->game, gtk_toggle_button_get_active (self->offer_button));
}

void
gmk_opening_bar_set_game (GmkOpeningBar *self,
                          GmkGame       *game)
{
  g_return_if_fail (GMK_IS_OPENING_BAR (self));
  g_return_if_fail (game == NULL || GMK_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "notify::black-player", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "notify::white-player", G_CALLBACK (update), self);
    }
  update (self);
}

const char *
gmk_opening_bar_get_text (GmkOpeningBar *self)
{
  g_return_val_if_fail (GMK_IS_OPENING_BAR (self), NULL);
  return gtk_label_get_label (self->guide_label);
}

static void
gmk_opening_bar_dispose (GObject *object)
{
  GmkOpeningBar *self = GMK_OPENING_BAR (object);

  gmk_opening_bar_set_game (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_OPENING_BAR);

  G_OBJECT_CLASS (gmk_opening_bar_parent_class)->dispose (object);
}

static void
gmk_opening_bar_class_init (GmkOpeningBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmk_opening_bar_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-opening-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkOpeningBar, box);
  gtk_widget_class_bind_template_child (widget_class, GmkOpeningBar, guide_label);
  gtk_widget_class_bind_template_child (widget_class, GmkOpeningBar, black_button);
  gtk_widget_class_bind_template_child (widget_class, GmkOpeningBar, white_button);
  gtk_widget_class_bind_template_child (widget_class, GmkOpeningBar, two_button);
  gtk_widget_class_bind_template_child (widget_class, GmkOpeningBar, declare_spin);
  gtk_widget_class_bind_template_child (widget_class, GmkOpeningBar, declare_button);
  gtk_widget_class_bind_template_child (widget_class, GmkOpeningBar, offer_button);
  gtk_widget_class_bind_template_callback (widget_class, on_black_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_white_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_two_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_declare_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_offer_toggled);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmk_opening_bar_init (GmkOpeningBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
