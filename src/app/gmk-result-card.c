/* gmk-result-card.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-result-card.h"

struct _GmkResultCard
{
  GtkWidget    parent_instance;

  /* Template widgets */
  GtkRevealer *revealer;
  GtkLabel    *title;
  GtkLabel    *detail;

  GmkGame     *game;
  char        *text;
};

G_DEFINE_FINAL_TYPE (GmkResultCard, gmk_result_card, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
title_for (GmkGame   *game,
           GmkResult  result)
{
  GmkColor winner;
  GmkPlayerKind kind, other;

  if (result == GMK_RESULT_DRAW)
    return _("Draw");

  winner = result == GMK_RESULT_BLACK_WINS ? GMK_BLACK : GMK_WHITE;
  kind = gmk_game_get_player (game, winner);
  other = gmk_game_get_player (game, GMK_OTHER (winner));
  if (kind == GMK_PLAYER_HUMAN && other == GMK_PLAYER_COMPUTER)
    return _("You Win!");
  if (kind == GMK_PLAYER_COMPUTER && other == GMK_PLAYER_HUMAN)
    return _("The Computer Wins");
  return winner == GMK_BLACK ? _("Black Wins") : _("White Wins");
}

static void
update (GmkResultCard *self)
{
  GmkResult result = gmk_game_get_result (self->game);
  guint n_moves = gmk_game_get_n_moves (self->game);
  g_autofree char *detail = NULL;

  g_clear_pointer (&self->text, g_free);
  if (result == GMK_RESULT_NONE)
    {
      gtk_revealer_set_reveal_child (self->revealer, FALSE);
      return;
    }

  self->text = gmk_game_describe_result (self->game);
  gtk_label_set_text (self->title, title_for (self->game, result));
  detail = g_strdup_printf (ngettext ("%s, after %u move", "%s, after %u moves", n_moves),
                            self->text, n_moves);
  gtk_label_set_text (self->detail, detail);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

static void
gmk_result_card_dispose (GObject *object)
{
  GmkResultCard *self = GMK_RESULT_CARD (object);

  gmk_result_card_set_game (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_RESULT_CARD);

  G_OBJECT_CLASS (gmk_result_card_parent_class)->dispose (object);
}

static void
gmk_result_card_finalize (GObject *object)
{
  GmkResultCard *self = GMK_RESULT_CARD (object);

  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (gmk_result_card_parent_class)->finalize (object);
}

static void
gmk_result_card_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GmkResultCard *self = GMK_RESULT_CARD (object);

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
gmk_result_card_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GmkResultCard *self = GMK_RESULT_CARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gmk_result_card_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_result_card_class_init (GmkResultCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmk_result_card_dispose;
  object_class->finalize = gmk_result_card_finalize;
  object_class->get_property = gmk_result_card_get_property;
  object_class->set_property = gmk_result_card_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, GMK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-result-card.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkResultCard, revealer);
  gtk_widget_class_bind_template_child (widget_class, GmkResultCard, title);
  gtk_widget_class_bind_template_child (widget_class, GmkResultCard, detail);
}

static void
gmk_result_card_init (GmkResultCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gmk_result_card_new (void)
{
  return g_object_new (GMK_TYPE_RESULT_CARD, NULL);
}

GmkGame *
gmk_result_card_get_game (GmkResultCard *self)
{
  g_return_val_if_fail (GMK_IS_RESULT_CARD (self), NULL);
  return self->game;
}

void
gmk_result_card_set_game (GmkResultCard *self,
                          GmkGame       *game)
{
  g_return_if_fail (GMK_IS_RESULT_CARD (self));
  g_return_if_fail (game == NULL || GMK_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_data (game, "position-changed", G_CALLBACK (update), self,
                             NULL, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
      /* "You Win!" depends on who played. */
      g_signal_connect_swapped (game, "notify::black-player", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "notify::white-player", G_CALLBACK (update), self);
      update (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
gmk_result_card_dismiss (GmkResultCard *self)
{
  g_return_if_fail (GMK_IS_RESULT_CARD (self));
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
}

const char *
gmk_result_card_get_text (GmkResultCard *self)
{
  g_return_val_if_fail (GMK_IS_RESULT_CARD (self), NULL);
  return self->text;
}
