/* gmk-board-view.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget: what the pointer and the keys do and the state the picture
 * is drawn from.  The picture itself is gmk-board-draw.c's, what
 * assistive technologies read gmk-board-view-a11y.c's.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "gmk-board-draw.h"
#include "gmk-board-view-private.h"
#include "gmk-notation.h"
#include "gmk-search.h"

G_DEFINE_FINAL_TYPE (GmkBoardView, gmk_board_view, GTK_TYPE_DRAWING_AREA)

enum {
  PROP_0,
  PROP_GAME,
  PROP_INTERACTIVE,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_MOVE_NUMBERS,
  PROP_SHOW_FORBIDDEN,
  N_PROPS
};

enum {
  CELL_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define MAX_ANALYSIS_SHOWN 8

/* ---- geometry ---------------------------------------------------------- */

static void
compute_layout (GmkBoardView   *self,
                GmkBoardLayout *layout,
                int             widget_width,
                int             widget_height,
                int             scale)
{
  int w = self->game ? gmk_game_get_width (self->game) : 15;
  int h = self->game ? gmk_game_get_height (self->game) : 15;

  gmk_board_layout_compute (layout, w, h, self->show_coordinates,
                            widget_width, widget_height, scale);
}

static int
screen_scale (GmkBoardView *self)
{
  return MAX (1, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
}

static gboolean
widget_to_point (GmkBoardView *self,
                 double        wx,
                 double        wy,
                 int          *x,
                 int          *y)
{
  int px, py;

  if (self->game == NULL || self->layout.cell <= 0)
    return FALSE;

  px = (int) floor ((wx - self->layout.origin_x) / self->layout.cell + 0.5);
  py = (int) floor ((wy - self->layout.origin_y) / self->layout.cell + 0.5);
  if (px < 0 || py < 0 ||
      px >= gmk_game_get_width (self->game) || py >= gmk_game_get_height (self->game))
    return FALSE;

  *x = px;
  *y = py;
  return TRUE;
}

void
gmk_board_view_point_to_widget (GmkBoardView *self,
                                int           x,
                                int           y,
                                double       *wx,
                                double       *wy)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));

  compute_layout (self, &self->layout,
                  gtk_widget_get_width (GTK_WIDGET (self)),
                  gtk_widget_get_height (GTK_WIDGET (self)),
                  screen_scale (self));
  *wx = self->layout.origin_x + x * self->layout.cell;
  *wy = self->layout.origin_y + y * self->layout.cell;
}

/* ---- drawing ----------------------------------------------------------- */

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* What the picture shows of the view's state; no ghost and no cursor
 * (export adds nothing else). */
static void
init_drawing (GmkBoardView    *self,
              GmkBoardDrawing *drawing)
{
  *drawing = (GmkBoardDrawing) {
    .game = self->game,
    .dark = is_dark (),
    .show_coordinates = self->show_coordinates,
    .show_move_numbers = self->show_move_numbers,
    .show_forbidden = self->show_forbidden,
    .forbidden = self->forbidden,
    .n_forbidden = self->n_forbidden,
    .analysis = self->analysis,
    .analysis_len = self->analysis_len,
    .marks = self->marks,
    .n_marks = self->n_marks,
    .analysis_first = self->analysis_first,
    .show_first_chance = self->first_chance >= 0.0,
    .first_chance = self->first_chance,
    .ghost_x = -1,
    .ghost_y = -1,
    .cursor_x = -1,
    .cursor_y = -1,
  };
}

/* With a colour of its own (the analysis board places either colour), a
 * click puts a stone on any empty point, the rules being checked then;
 * otherwise, and on its candidates, it plays for the side to move, where
 * the rules allow. */
static gboolean
ghost_allowed (GmkBoardView *self,
               int           x,
               int           y)
{
  const GmkPosition *position = gmk_game_get_position (self->game);

  if (gmk_board_view_ghost_color_at (self, x, y) != position->board.to_move)
    return position->board.cell[gmk_board_index (x, y)] == GMK_EMPTY;
  return !gmk_game_is_over (self->game) && gmk_game_check (self->game, x, y) == GMK_REASON_NONE;
}

static void
gmk_board_view_draw (GtkDrawingArea *area,
                     cairo_t        *cr,
                     int             widget_width,
                     int             widget_height,
                     gpointer        user_data)
{
  GmkBoardView *self = GMK_BOARD_VIEW (area);
  GmkBoardDrawing drawing;

  if (self->game == NULL)
    return;

  compute_layout (self, &self->layout, widget_width, widget_height, screen_scale (self));
  init_drawing (self, &drawing);
  drawing.layout = self->layout;

  /* A ghost stone where a click would play. */
  if (self->interactive && self->hover_x >= 0 && ghost_allowed (self, self->hover_x, self->hover_y))
    {
      drawing.ghost_x = self->hover_x;
      drawing.ghost_y = self->hover_y;
      drawing.ghost_color = gmk_board_view_ghost_color_at (self, self->hover_x, self->hover_y);
    }
  if (self->cursor_visible && gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      drawing.cursor_x = self->cursor_x;
      drawing.cursor_y = self->cursor_y;
    }

  gmk_board_draw (cr, &drawing);
}

GdkTexture *
gmk_board_view_render (GmkBoardView *self,
                       int           width,
                       int           height,
                       int           scale)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;
  int stride;

  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0 && scale > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  /* The window's background, so the coordinates stay readable. */
  if (is_dark ())
    cairo_set_source_rgb (cr, 0.14, 0.14, 0.14);
  else
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
  cairo_paint (cr);

  if (self->game != NULL)
    {
      GmkBoardDrawing drawing;

      /* Laid out for the export's size and scale; the pointer keeps
       * mapping through the layout on screen. */
      init_drawing (self, &drawing);
      compute_layout (self, &drawing.layout, width, height, scale);
      gmk_board_draw (cr, &drawing);
    }
  cairo_destroy (cr);

  cairo_surface_flush (surface);
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height * scale);
  texture = gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT, bytes, stride);
  cairo_surface_destroy (surface);
  return texture;
}

/* ---- input ------------------------------------------------------------- */

static void
on_position_changed (GmkGame      *game,
                     GmkBoardView *self)
{
  int w = gmk_game_get_width (game), h = gmk_game_get_height (game);

  self->cursor_x = CLAMP (self->cursor_x, 0, w - 1);
  self->cursor_y = CLAMP (self->cursor_y, 0, h - 1);
  if (self->hover_x >= w || self->hover_y >= h)
    self->hover_x = self->hover_y = -1;

  self->cursor_moved = FALSE;

  /* Computed once per position, not at every redraw (the pointer moving
   * redraws the ghost stone). */
  self->n_forbidden = 0;
  if (!gmk_game_is_over (game))
    {
      g_autofree GmkReason *reasons = g_new (GmkReason, GMK_CELLS);
      self->n_forbidden = gmk_game_get_forbidden_points (game, self->forbidden, reasons);
    }

  gmk_board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           wx,
                   double           wy,
                   GmkBoardView    *self)
{
  int x, y;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (!self->interactive || !widget_to_point (self, wx, wy, &x, &y))
    return;

  self->cursor_x = x;
  self->cursor_y = y;
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, x, y);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    wx,
           double                    wy,
           GmkBoardView             *self)
{
  int x = -1, y = -1;

  if (!widget_to_point (self, wx, wy, &x, &y))
    x = y = -1;
  if (x == self->hover_x && y == self->hover_y)
    return;
  self->hover_x = x;
  self->hover_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_leave (GtkEventControllerMotion *motion,
          GmkBoardView             *self)
{
  self->hover_x = self->hover_y = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Keyboard play goes through actions with key bindings, so assistive
 * technologies and tests reach it the same way as the keys. */
static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  GmkBoardView *self = GMK_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  if (!self->cursor_visible)
    {
      /* The first key shows the cursor where it is. */
      gmk_board_view_set_cursor (self, self->cursor_x, self->cursor_y);
      return;
    }
  gmk_board_view_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
}

static void
play_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  GmkBoardView *self = GMK_BOARD_VIEW (widget);

  if (!self->cursor_visible)
    {
      gmk_board_view_set_cursor (self, self->cursor_x, self->cursor_y);
      return;
    }
  if (self->interactive && self->game != NULL)
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, self->cursor_x, self->cursor_y);
}

static void
on_focus_changed (GtkEventControllerFocus *focus,
                  GmkBoardView            *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_dark_changed (AdwStyleManager *manager,
                 GParamSpec      *pspec,
                 GmkBoardView    *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- object ------------------------------------------------------------ */

static void
gmk_board_view_dispose (GObject *object)
{
  GmkBoardView *self = GMK_BOARD_VIEW (object);

  gmk_board_view_set_game (self, NULL);
  g_signal_handlers_disconnect_by_func (adw_style_manager_get_default (),
                                        on_dark_changed, self);

  G_OBJECT_CLASS (gmk_board_view_parent_class)->dispose (object);
}

static void
gmk_board_view_finalize (GObject *object)
{
  GmkBoardView *self = GMK_BOARD_VIEW (object);

  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->label, g_free);
  g_clear_pointer (&self->forbidden, g_free);
  g_clear_pointer (&self->marks, g_free);

  G_OBJECT_CLASS (gmk_board_view_parent_class)->finalize (object);
}

static void
set_flag (GmkBoardView *self,
          gboolean     *flag,
          gboolean      value,
          int           prop)
{
  value = !!value;
  if (*flag == value)
    return;
  *flag = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
gmk_board_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GmkBoardView *self = GMK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_SHOW_MOVE_NUMBERS:
      g_value_set_boolean (value, self->show_move_numbers);
      break;
    case PROP_SHOW_FORBIDDEN:
      g_value_set_boolean (value, self->show_forbidden);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_board_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GmkBoardView *self = GMK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gmk_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_INTERACTIVE:
      gmk_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      set_flag (self, &self->show_coordinates, g_value_get_boolean (value), PROP_SHOW_COORDINATES);
      break;
    case PROP_SHOW_MOVE_NUMBERS:
      set_flag (self, &self->show_move_numbers, g_value_get_boolean (value), PROP_SHOW_MOVE_NUMBERS);
      break;
    case PROP_SHOW_FORBIDDEN:
      set_flag (self, &self->show_forbidden, g_value_get_boolean (value), PROP_SHOW_FORBIDDEN);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_board_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  /* Small enough for a phone, big enough to play on. */
  /* A natural size the sidebar fits beside on a 960-pixel-wide window:
   * the board grows into whatever room there is anyway. */
  *minimum = 240;
  *natural = 480;
}

static void
gmk_board_view_class_init (GmkBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = gmk_board_view_dispose;
  object_class->finalize = gmk_board_view_finalize;
  object_class->get_property = gmk_board_view_get_property;
  object_class->set_property = gmk_board_view_set_property;

  widget_class->measure = gmk_board_view_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, GMK_TYPE_GAME, rw);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE, rw);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE, rw);
  properties[PROP_SHOW_MOVE_NUMBERS] =
    g_param_spec_boolean ("show-move-numbers", NULL, NULL, FALSE, rw);
  properties[PROP_SHOW_FORBIDDEN] =
    g_param_spec_boolean ("show-forbidden", NULL, NULL, TRUE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GmkBoardView::cell-activated:
   * @x: column, 0-based from the left
   * @y: row, 0-based from the top
   *
   * A person asked to play at (x, y).
   */
  signals[CELL_ACTIVATED] =
    g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "gmkboard");

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.play-cursor", NULL, play_cursor_action);
  {
    const struct { guint key; int dx, dy; } moves[] = {
      { GDK_KEY_Left, -1, 0 }, { GDK_KEY_KP_Left, -1, 0 },
      { GDK_KEY_Right, 1, 0 }, { GDK_KEY_KP_Right, 1, 0 },
      { GDK_KEY_Up, 0, -1 }, { GDK_KEY_KP_Up, 0, -1 },
      { GDK_KEY_Down, 0, 1 }, { GDK_KEY_KP_Down, 0, 1 },
    };
    const guint plays[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space };

    for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
      gtk_widget_class_add_binding_action (widget_class, moves[i].key, 0, "board.move-cursor",
                                           "(ii)", moves[i].dx, moves[i].dy);
    for (guint i = 0; i < G_N_ELEMENTS (plays); i++)
      gtk_widget_class_add_binding_action (widget_class, plays[i], 0, "board.play-cursor", NULL);
  }
}

static void
gmk_board_view_init (GmkBoardView *self)
{
  GtkGesture *click;
  GtkEventController *controller;

  self->interactive = TRUE;
  self->first_chance = -1.0;
  self->show_coordinates = TRUE;
  self->show_forbidden = TRUE;
  self->hover_x = self->hover_y = -1;
  self->cursor_x = self->cursor_y = 7;
  self->forbidden = g_new (int, GMK_CELLS);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), gmk_board_view_draw, NULL, NULL);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  g_signal_connect (adw_style_manager_get_default (), "notify::dark",
                    G_CALLBACK (on_dark_changed), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
  gmk_board_view_update_description (self);
}

GtkWidget *
gmk_board_view_new (void)
{
  return g_object_new (GMK_TYPE_BOARD_VIEW, NULL);
}

GmkGame *
gmk_board_view_get_game (GmkBoardView *self)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
gmk_board_view_set_game (GmkBoardView *self,
                         GmkGame      *game)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || GMK_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->position_changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      self->position_changed_id =
        g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), self);
      self->cursor_x = gmk_game_get_width (game) / 2;
      self->cursor_y = gmk_game_get_height (game) / 2;
      on_position_changed (game, self);
    }
  else
    self->n_forbidden = 0;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
gmk_board_view_set_interactive (GmkBoardView *self,
                                gboolean      interactive)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));
  set_flag (self, &self->interactive, interactive, PROP_INTERACTIVE);
}

/* The line drawn from the side to move's (or `first`'s) stone; the first
 * stone shows `first_chance` instead of its number when that is >= 0. */
static void
set_line (GmkBoardView *self,
          const int    *pv,
          int           len,
          GmkColor      first,
          double        first_chance)
{
  /* Past a few moves a line is guesswork and only hides the board. */
  len = CLAMP (len, 0, MAX_ANALYSIS_SHOWN);
  first_chance = first_chance < 0.0 ? -1.0 : MIN (first_chance, 1.0);
  if (len == self->analysis_len && first == self->analysis_first &&
      first_chance == self->first_chance &&
      (len == 0 || memcmp (pv, self->analysis, len * sizeof (int)) == 0))
    return;
  if (len > 0)
    memcpy (self->analysis, pv, len * sizeof (int));
  self->analysis_len = len;
  self->analysis_first = first;
  self->first_chance = first_chance;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gmk_board_view_set_analysis (GmkBoardView *self,
                             const int    *pv,
                             int           len,
                             double        first_chance)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));
  set_line (self, pv, len, GMK_EMPTY, first_chance);
}

void
gmk_board_view_set_line (GmkBoardView *self,
                         const int    *pv,
                         int           len,
                         GmkColor      first)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));
  set_line (self, pv, len, first, -1.0);
}

int
gmk_board_view_get_line (GmkBoardView *self,
                         const int   **pv,
                         GmkColor     *first)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), 0);
  *pv = self->analysis;
  *first = self->analysis_first;
  return self->analysis_len;
}

void
gmk_board_view_set_ghost_color (GmkBoardView *self,
                                GmkColor      color)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));
  g_return_if_fail (color == GMK_EMPTY || color == GMK_BLACK || color == GMK_WHITE);

  if (color == self->ghost_color)
    return;
  self->ghost_color = color;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GmkColor
gmk_board_view_get_ghost_color (GmkBoardView *self)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), GMK_EMPTY);
  return self->ghost_color;
}

void
gmk_board_view_set_move_points (GmkBoardView *self,
                                const int    *cells,
                                int           n_cells)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));
  g_return_if_fail (n_cells == 0 || cells != NULL);

  self->n_move_points = CLAMP (n_cells, 0, GMK_BOARD_MAX_MARKS);
  if (self->n_move_points > 0)
    memcpy (self->move_points, cells, self->n_move_points * sizeof (int));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GmkColor
gmk_board_view_ghost_color_at (GmkBoardView *self,
                               int           x,
                               int           y)
{
  GmkColor to_move;

  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), GMK_EMPTY);
  g_return_val_if_fail (self->game != NULL, GMK_EMPTY);

  to_move = gmk_game_get_position (self->game)->board.to_move;
  for (int i = 0; i < self->n_move_points; i++)
    if (self->move_points[i] == gmk_board_index (x, y))
      return to_move;
  return self->ghost_color != GMK_EMPTY ? self->ghost_color : to_move;
}

void
gmk_board_view_set_marks (GmkBoardView       *self,
                          const GmkBoardMark *marks,
                          int                 n_marks)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));

  n_marks = CLAMP (n_marks, 0, GMK_BOARD_MAX_MARKS);
  g_clear_pointer (&self->marks, g_free);
  self->marks = n_marks > 0 ? g_memdup2 (marks, n_marks * sizeof *marks) : NULL;
  self->n_marks = n_marks;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const GmkBoardMark *
gmk_board_view_get_marks (GmkBoardView *self,
                          int          *n_marks)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), NULL);
  *n_marks = self->n_marks;
  return self->marks;
}

int
gmk_board_view_get_analysis (GmkBoardView  *self,
                             const int    **pv,
                             double        *first_chance)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), 0);

  if (pv != NULL)
    *pv = self->analysis;
  if (first_chance != NULL)
    *first_chance = self->first_chance;
  return self->analysis_len;
}

void
gmk_board_view_get_cursor (GmkBoardView *self,
                           int          *x,
                           int          *y)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));
  *x = self->cursor_x;
  *y = self->cursor_y;
}

void
gmk_board_view_set_cursor (GmkBoardView *self,
                           int           x,
                           int           y)
{
  int w, h;

  g_return_if_fail (GMK_IS_BOARD_VIEW (self));

  w = self->game ? gmk_game_get_width (self->game) : 15;
  h = self->game ? gmk_game_get_height (self->game) : 15;
  self->cursor_x = CLAMP (x, 0, w - 1);
  self->cursor_y = CLAMP (y, 0, h - 1);
  self->cursor_visible = TRUE;
  self->cursor_moved = TRUE;
  gmk_board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
