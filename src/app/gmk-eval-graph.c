/* gmk-eval-graph.c: a game's evaluation graph.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gmk-eval-graph.h"
#include "gmk-review.h"

#define MARGIN 6.0

struct _GmkEvalGraph
{
  GtkWidget  parent_instance;

  GArray    *wins;       /* double: Black's chance after each move */
  GArray    *classes;    /* int */
  int        current;
};

G_DEFINE_FINAL_TYPE (GmkEvalGraph, gmk_eval_graph, GTK_TYPE_WIDGET)

enum {
  MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

double
gmk_eval_graph_point_x (GmkEvalGraph *self,
                        guint         i)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN;
  guint n = self->wins->len;

  return MARGIN + (n > 1 ? width * i / (n - 1) : width / 2);
}

int
gmk_eval_graph_index_at (GmkEvalGraph *self,
                         double        x)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN;
  guint n;

  g_return_val_if_fail (GMK_IS_EVAL_GRAPH (self), -1);

  n = self->wins->len;
  if (n == 0)
    return -1;
  if (n == 1 || width <= 0)
    return 0;
  return (int) CLAMP ((x - MARGIN) / width * (n - 1) + 0.5, 0, n - 1);
}

static double
point_y (GmkEvalGraph *self,
         double        win)
{
  double height = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * MARGIN;

  return MARGIN + height * (1.0 - CLAMP (win, 0.0, 1.0));
}

static void
class_colour (int      klass,
              GdkRGBA *rgba)
{
  switch (klass)
    {
    case GMK_REVIEW_BLUNDER:
      *rgba = (GdkRGBA) { 0.88, 0.11, 0.14, 1.0 };
      break;
    case GMK_REVIEW_MISSED_WIN:
      *rgba = (GdkRGBA) { 0.57, 0.25, 0.67, 1.0 };
      break;
    case GMK_REVIEW_MISTAKE:
      *rgba = (GdkRGBA) { 0.90, 0.38, 0.00, 1.0 };
      break;
    case GMK_REVIEW_INACCURACY:
    default:
      *rgba = (GdkRGBA) { 0.96, 0.76, 0.07, 1.0 };
      break;
    }
}

static void
gmk_eval_graph_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  GmkEvalGraph *self = GMK_EVAL_GRAPH (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* White's share above, Black's below the line. */
  cairo_set_source_rgba (cr, 0.93, 0.93, 0.93, dark ? 0.85 : 1.0);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);

  if (self->wins->len > 0)
    {
      cairo_move_to (cr, gmk_eval_graph_point_x (self, 0), height);
      for (guint i = 0; i < self->wins->len; i++)
        cairo_line_to (cr, gmk_eval_graph_point_x (self, i),
                       point_y (self, g_array_index (self->wins, double, i)));
      cairo_line_to (cr, gmk_eval_graph_point_x (self, self->wins->len - 1), height);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
      cairo_fill (cr);
    }

  /* Even chances. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, 0, point_y (self, 0.5));
  cairo_line_to (cr, width, point_y (self, 0.5));
  cairo_stroke (cr);

  if (self->current >= 0 && (guint) self->current < self->wins->len)
    {
      double x = gmk_eval_graph_point_x (self, self->current);

      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
      cairo_set_line_width (cr, 2.0);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      cairo_stroke (cr);
    }

  for (guint i = 0; i < self->classes->len; i++)
    {
      int klass = g_array_index (self->classes, int, i);
      GdkRGBA rgba;

      if (klass != GMK_REVIEW_INACCURACY && klass != GMK_REVIEW_MISTAKE &&
          klass != GMK_REVIEW_BLUNDER && klass != GMK_REVIEW_MISSED_WIN)
        continue;
      class_colour (klass, &rgba);
      gdk_cairo_set_source_rgba (cr, &rgba);
      cairo_arc (cr, gmk_eval_graph_point_x (self, i), point_y (self, g_array_index (self->wins, double, i)),
                 3.5, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   GmkEvalGraph    *self)
{
  int index = gmk_eval_graph_index_at (self, x);

  if (index >= 0)
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0, (guint) index);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GmkEvalGraph          *self)
{
  int n = (int) self->wins->len;
  int index = self->current;

  if (n == 0)
    return FALSE;
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    index = MAX (index - 1, 0);
  else if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    index = MIN (index + 1, n - 1);
  else
    return FALSE;
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, (guint) index);
  return TRUE;
}

static void
gmk_eval_graph_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 48;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 72;
}

static void
gmk_eval_graph_finalize (GObject *object)
{
  GmkEvalGraph *self = GMK_EVAL_GRAPH (object);

  g_array_unref (self->wins);
  g_array_unref (self->classes);
  G_OBJECT_CLASS (gmk_eval_graph_parent_class)->finalize (object);
}

static void
gmk_eval_graph_class_init (GmkEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = gmk_eval_graph_finalize;
  widget_class->snapshot = gmk_eval_graph_snapshot;
  widget_class->measure = gmk_eval_graph_measure;

  /**
   * GmkEvalGraph::move-activated:
   * @index: the move's index, 0 for the first
   *
   * A point was clicked, or chosen with the keyboard.
   */
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gmk_eval_graph_init (GmkEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->wins = g_array_new (FALSE, FALSE, sizeof (double));
  self->classes = g_array_new (FALSE, FALSE, sizeof (int));
  self->current = -1;

  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), _("Black’s winning chance after each move"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Evaluation graph"), -1);
}

GtkWidget *
gmk_eval_graph_new (void)
{
  return g_object_new (GMK_TYPE_EVAL_GRAPH, NULL);
}

void
gmk_eval_graph_set_points (GmkEvalGraph *self,
                           const double *black_win,
                           const int    *classes,
                           guint         n)
{
  g_return_if_fail (GMK_IS_EVAL_GRAPH (self));
  g_return_if_fail (n == 0 || (black_win != NULL && classes != NULL));

  g_array_set_size (self->wins, 0);
  g_array_set_size (self->classes, 0);
  g_array_append_vals (self->wins, black_win, n);
  g_array_append_vals (self->classes, classes, n);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
gmk_eval_graph_get_n_points (GmkEvalGraph *self)
{
  g_return_val_if_fail (GMK_IS_EVAL_GRAPH (self), 0);
  return self->wins->len;
}

double
gmk_eval_graph_get_point (GmkEvalGraph *self,
                          guint         i)
{
  g_return_val_if_fail (GMK_IS_EVAL_GRAPH (self), 0.0);
  g_return_val_if_fail (i < self->wins->len, 0.0);
  return g_array_index (self->wins, double, i);
}

void
gmk_eval_graph_set_current (GmkEvalGraph *self,
                            int           index)
{
  g_return_if_fail (GMK_IS_EVAL_GRAPH (self));

  if (self->current == index)
    return;
  self->current = index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
