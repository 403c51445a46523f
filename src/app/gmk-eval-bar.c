/* gmk-eval-bar.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gmk-eval-bar.h"

/* Thin enough to sit beside the board, wide enough to read at a glance. */
#define BAR_WIDTH 14

struct _GmkEvalBar
{
  GtkWidget  parent_instance;

  double     black_chance;
};

G_DEFINE_FINAL_TYPE (GmkEvalBar, gmk_eval_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BLACK_CHANCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Whole percents, as people say it; the halves land on the side ahead. */
static int
percent (double chance)
{
  return (int) floor (chance * 100.0 + 0.5);
}

static void
update_description (GmkEvalBar *self)
{
  int black = percent (self->black_chance);
  g_autofree char *text =
    /* Translators: the evaluation bar, "Winning chance: Black 62 %, White 38 %" */
    g_strdup_printf (_("Winning chance: Black %d %%, White %d %%"), black, 100 - black);

  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) black,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

static void
gmk_eval_bar_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GmkEvalBar *self = GMK_EVAL_BAR (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  /* The stones' own colours, in the dark style too. */
  const GdkRGBA black = { 0.14, 0.12, 0.19, 1.0 };
  const GdkRGBA white = { 1.0, 1.0, 1.0, 1.0 };
  const GdkRGBA edge = { 0.5, 0.5, 0.5, 0.6 };
  const GdkRGBA middle = { 0.5, 0.5, 0.5, 0.8 };
  float black_height = (float) (height * self->black_chance);
  GskRoundedRect outline;
  const float border_width[4] = { 1, 1, 1, 1 };
  const GdkRGBA border_color[4] = { edge, edge, edge, edge };

  if (width <= 0 || height <= 0)
    return;

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, width, height), 3);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &white,
                             &GRAPHENE_RECT_INIT (0, 0, width, height - black_height));
  gtk_snapshot_append_color (snapshot, &black,
                             &GRAPHENE_RECT_INIT (0, height - black_height, width, black_height));
  /* Even: a tick where the two would meet. */
  gtk_snapshot_append_color (snapshot, &middle,
                             &GRAPHENE_RECT_INIT (0, floorf (height / 2.0f), width, 1));
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &outline, border_width, border_color);
}

static void
gmk_eval_bar_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = BAR_WIDTH;
  else
    {
      *minimum = 2 * BAR_WIDTH;
      *natural = 10 * BAR_WIDTH;
    }
}

static void
gmk_eval_bar_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  GmkEvalBar *self = GMK_EVAL_BAR (object);

  switch (prop_id)
    {
    case PROP_BLACK_CHANCE:
      g_value_set_double (value, self->black_chance);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_eval_bar_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  GmkEvalBar *self = GMK_EVAL_BAR (object);

  switch (prop_id)
    {
    case PROP_BLACK_CHANCE:
      gmk_eval_bar_set_black_chance (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_eval_bar_class_init (GmkEvalBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = gmk_eval_bar_get_property;
  object_class->set_property = gmk_eval_bar_set_property;
  widget_class->snapshot = gmk_eval_bar_snapshot;
  widget_class->measure = gmk_eval_bar_measure;

  properties[PROP_BLACK_CHANCE] =
    g_param_spec_double ("black-chance", NULL, NULL, 0.0, 1.0, 0.5,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
gmk_eval_bar_init (GmkEvalBar *self)
{
  self->black_chance = 0.5;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 100.0,
                                  -1);
  update_description (self);
}

GtkWidget *
gmk_eval_bar_new (void)
{
  return g_object_new (GMK_TYPE_EVAL_BAR, NULL);
}

double
gmk_eval_bar_get_black_chance (GmkEvalBar *self)
{
  g_return_val_if_fail (GMK_IS_EVAL_BAR (self), 0.5);
  return self->black_chance;
}

void
gmk_eval_bar_set_black_chance (GmkEvalBar *self,
                               double      chance)
{
  g_return_if_fail (GMK_IS_EVAL_BAR (self));

  /* NaN from a broken figure reads as "nothing known". */
  chance = isnan (chance) ? 0.5 : CLAMP (chance, 0.0, 1.0);
  if (chance == self->black_chance)
    return;
  /* The text changes by whole percents only; the picture may move less. */
  self->black_chance = chance;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_CHANCE]);
}
