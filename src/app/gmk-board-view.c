/* gmk-board-view.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "gmk-board-view.h"
#include "gmk-notation.h"
#include "gmk-search.h"

struct _GmkBoardView
{
  GtkDrawingArea  parent_instance;

  GmkGame        *game;
  gulong          position_changed_id;

  gboolean        interactive;
  gboolean        show_coordinates;
  gboolean        show_move_numbers;
  gboolean        show_forbidden;

  int            *forbidden;      /* of the side to move, GMK_CELLS room */
  int             n_forbidden;

  int             analysis[GMK_MAX_PV];
  int             analysis_len;

  int             hover_x;        /* -1 when the pointer is away */
  int             hover_y;
  int             cursor_x;
  int             cursor_y;
  gboolean        cursor_visible; /* after the first key press */

  char           *description;
  char           *label;
  gboolean        cursor_moved;   /* the latest event was the cursor's */
  gboolean        exporting;      /* no ghost, no cursor, a given scale */
  int             export_scale;

  /* Geometry of the last layout, widget coordinates. */
  double          origin_x;
  double          origin_y;
  double          cell;
  int             scale;
  int             line_device_px;
};

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
/* The wood past the outer lines, in cells: more than a stone's radius and
 * its shadow, so stones on the edge lie on the board. */
#define WOOD 0.6
/* Room for the coordinates beyond the wood, and where their centres are. */
#define LABEL_ROOM 0.65
#define LABEL_CENTRE 0.33

typedef struct {
  double r, g, b;
} Rgb;

/* ---- geometry ---------------------------------------------------------- */

static void
compute_layout (GmkBoardView *self,
                int           widget_width,
                int           widget_height)
{
  int w = self->game ? gmk_game_get_width (self->game) : 15;
  int h = self->game ? gmk_game_get_height (self->game) : 15;
  /* Past the outer lines: the wood, then the coordinates, then a margin
   * (1 + extra is the room of both sides, in cells). */
  double extra = self->show_coordinates ? 2 * (WOOD + LABEL_ROOM) - 1 : 2 * WOOD - 0.8;
  double cell;

  cell = MIN (widget_width / (w + extra), widget_height / (h + extra));
  cell = MAX (floor (cell), 4.0);

  self->cell = cell;
  /* Grid lines a whole number of device pixels wide, on device pixel
   * boundaries (or centres, for odd widths), so they stay sharp at any
   * scale factor. */
  self->scale = self->exporting ? self->export_scale
                                : MAX (1, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  self->line_device_px = cell * self->scale >= 48 ? 2 : 1;
  self->origin_x = floor ((widget_width - (w - 1) * cell) / 2.0);
  self->origin_y = floor ((widget_height - (h - 1) * cell) / 2.0);
  if (self->line_device_px % 2 == 1)
    {
      self->origin_x += 0.5 / self->scale;
      self->origin_y += 0.5 / self->scale;
    }
}

static gboolean
widget_to_point (GmkBoardView *self,
                 double        wx,
                 double        wy,
                 int          *x,
                 int          *y)
{
  int px, py;

  if (self->game == NULL || self->cell <= 0)
    return FALSE;

  px = (int) floor ((wx - self->origin_x) / self->cell + 0.5);
  py = (int) floor ((wy - self->origin_y) / self->cell + 0.5);
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

  compute_layout (self,
                  gtk_widget_get_width (GTK_WIDGET (self)),
                  gtk_widget_get_height (GTK_WIDGET (self)));
  *wx = self->origin_x + x * self->cell;
  *wy = self->origin_y + y * self->cell;
}

/* ---- drawing ----------------------------------------------------------- */

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
set_rgb (cairo_t *cr,
         Rgb      c,
         double   alpha)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, alpha);
}

static void
draw_stone (GmkBoardView *self,
            cairo_t      *cr,
            double        cx,
            double        cy,
            GmkColor      color,
            double        alpha)
{
  double r = self->cell * 0.46;
  cairo_pattern_t *pattern;

  /* Text leaves a current point behind; an arc would join it. */
  cairo_new_path (cr);

  if (alpha >= 1.0)
    {
      /* A soft shadow below and to the right. */
      cairo_arc (cr, cx + r * 0.08, cy + r * 0.12, r, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_fill (cr);
    }

  pattern = cairo_pattern_create_radial (cx - r * 0.35, cy - r * 0.35, r * 0.1,
                                         cx, cy, r);
  if (color == GMK_BLACK)
    {
      cairo_pattern_add_color_stop_rgba (pattern, 0, 0.42, 0.42, 0.45, alpha);
      cairo_pattern_add_color_stop_rgba (pattern, 1, 0.06, 0.06, 0.07, alpha);
    }
  else
    {
      cairo_pattern_add_color_stop_rgba (pattern, 0, 1.0, 1.0, 1.0, alpha);
      cairo_pattern_add_color_stop_rgba (pattern, 1, 0.80, 0.80, 0.78, alpha);
    }
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source (cr, pattern);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pattern);

  cairo_set_line_width (cr, MAX (1.0, self->cell / 40.0));
  cairo_set_source_rgba (cr, 0, 0, 0, color == GMK_BLACK ? 0.6 * alpha : 0.45 * alpha);
  cairo_stroke (cr);
}

static void
draw_centered_text (cairo_t    *cr,
                    double      cx,
                    double      cy,
                    double      size,
                    gboolean    bold,
                    const char *text)
{
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr,
                 cx - extents.width / 2 - extents.x_bearing,
                 cy - extents.height / 2 - extents.y_bearing);
  cairo_show_text (cr, text);
}

static void
draw_number_on_stone (GmkBoardView *self,
                      cairo_t      *cr,
                      double        cx,
                      double        cy,
                      GmkColor      color,
                      guint         number,
                      gboolean      highlight)
{
  char text[16];
  double size = self->cell * (number >= 100 ? 0.34 : 0.42);

  g_snprintf (text, sizeof text, "%u", number);
  /* The latest move's number in red: a light red on black stones, where
   * the white-stone red hardly shows. */
  if (highlight && color == GMK_BLACK)
    cairo_set_source_rgb (cr, 1.0, 0.48, 0.42);
  else if (highlight)
    cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
  else if (color == GMK_BLACK)
    cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  draw_centered_text (cr, cx, cy, size, highlight, text);
}

static gboolean
in_analysis (GmkBoardView *self,
             int           index)
{
  if (gmk_game_is_over (self->game))
    return FALSE;
  for (int i = 0; i < self->analysis_len; i++)
    if (self->analysis[i] == index)
      return TRUE;
  return FALSE;
}

static void
star_points (int  size,
             int *points,
             int *n)
{
  *n = 0;
  if (size >= 13)
    {
      points[(*n)++] = 3;
      if (size % 2 == 1)
        points[(*n)++] = size / 2;
      points[(*n)++] = size - 4;
    }
  else if (size >= 7 && size % 2 == 1)
    points[(*n)++] = size / 2;
}

static void
gmk_board_view_draw (GtkDrawingArea *area,
                     cairo_t        *cr,
                     int             widget_width,
                     int             widget_height,
                     gpointer        user_data)
{
  GmkBoardView *self = GMK_BOARD_VIEW (area);
  const GmkPosition *pos;
  const GmkBoard *board;
  gboolean dark = is_dark ();
  Rgb wood = dark ? (Rgb) { 0.66, 0.52, 0.31 } : (Rgb) { 0.87, 0.71, 0.42 };
  Rgb ink = dark ? (Rgb) { 0.12, 0.09, 0.05 } : (Rgb) { 0.16, 0.12, 0.07 };
  Rgb accent = dark ? (Rgb) { 0.47, 0.68, 0.93 } : (Rgb) { 0.21, 0.52, 0.89 };
  Rgb red = { 0.88, 0.11, 0.14 };
  int w, h, stars[3], n_stars;
  double ox, oy, cell, line_width, half;
  int line[GMK_MAX_SIZE], line_len;
  guint n_moves;
  int last;

  if (self->game == NULL)
    return;

  pos = gmk_game_get_position (self->game);
  board = &pos->board;
  w = board->width;
  h = board->height;

  compute_layout (self, widget_width, widget_height);
  ox = self->origin_x;
  oy = self->origin_y;
  cell = self->cell;
  half = cell / 2.0;

  /* Wood, with rounded corners. */
  {
    double x0 = round (ox - WOOD * cell), y0 = round (oy - WOOD * cell);
    double bw = round ((w - 1 + 2 * WOOD) * cell), bh = round ((h - 1 + 2 * WOOD) * cell);
    double radius = MIN (cell * 0.25, 8.0);

    cairo_new_sub_path (cr);
    cairo_arc (cr, x0 + bw - radius, y0 + radius, radius, -G_PI / 2, 0);
    cairo_arc (cr, x0 + bw - radius, y0 + bh - radius, radius, 0, G_PI / 2);
    cairo_arc (cr, x0 + radius, y0 + bh - radius, radius, G_PI / 2, G_PI);
    cairo_arc (cr, x0 + radius, y0 + radius, radius, G_PI, 3 * G_PI / 2);
    cairo_close_path (cr);
    set_rgb (cr, wood, 1.0);
    cairo_fill (cr);
  }

  /* Grid: one device pixel or more, on pixel centres. */
  line_width = (double) self->line_device_px / self->scale;
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  set_rgb (cr, ink, 0.85);
  for (int x = 0; x < w; x++)
    {
      cairo_move_to (cr, ox + x * cell, oy);
      cairo_line_to (cr, ox + x * cell, oy + (h - 1) * cell);
    }
  for (int y = 0; y < h; y++)
    {
      cairo_move_to (cr, ox, oy + y * cell);
      cairo_line_to (cr, ox + (w - 1) * cell, oy + y * cell);
    }
  cairo_stroke (cr);

  /* A stronger frame. */
  /* Odd with odd, even with even: the frame stays on the same pixel grid. */
  cairo_set_line_width (cr, (self->line_device_px == 1 ? 3.0 : 4.0) / self->scale);
  cairo_rectangle (cr, ox, oy, (w - 1) * cell, (h - 1) * cell);
  cairo_stroke (cr);

  /* Star points. */
  {
    int star_x[3], n_star_x;

    star_points (w, star_x, &n_star_x);
    star_points (h, stars, &n_stars);
    for (int i = 0; i < n_star_x; i++)
      for (int j = 0; j < n_stars; j++)
        {
          /* On small boards only the centre. */
          if ((n_star_x == 1 || n_stars == 1) && (star_x[i] != w / 2 || stars[j] != h / 2))
            continue;
          cairo_new_sub_path (cr);
          cairo_arc (cr, ox + star_x[i] * cell, oy + stars[j] * cell,
                     MAX (2.0, cell * 0.09), 0, 2 * G_PI);
          cairo_fill (cr);
        }
  }

  /* Coordinates: letters below and above, numbers left and right. */
  if (self->show_coordinates)
    {
      Rgb label = dark ? (Rgb) { 0.85, 0.85, 0.85 } : (Rgb) { 0.25, 0.25, 0.25 };
      double size = MAX (7.0, cell * 0.36);
      double label_offset = (WOOD + LABEL_CENTRE) * cell;

      set_rgb (cr, label, 0.9);
      for (int x = 0; x < w; x++)
        {
          char text[4] = { (char) ('a' + x), 0 };

          draw_centered_text (cr, ox + x * cell, oy + (h - 1) * cell + label_offset,
                              size, FALSE, text);
          draw_centered_text (cr, ox + x * cell, oy - label_offset, size, FALSE, text);
        }
      for (int y = 0; y < h; y++)
        {
          char text[8];

          g_snprintf (text, sizeof text, "%d", h - y);
          draw_centered_text (cr, ox - label_offset, oy + y * cell, size, FALSE, text);
          draw_centered_text (cr, ox + (w - 1) * cell + label_offset, oy + y * cell,
                              size, FALSE, text);
        }
    }

  /* Winning line: a band joining its stones, under them. */
  line_len = gmk_game_get_winning_line (self->game, line);
  if (line_len > 0)
    {
      int first = line[0], final = line[line_len - 1];

      cairo_new_path (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, cell * 0.22);
      set_rgb (cr, accent, 0.85);
      cairo_move_to (cr, ox + gmk_board_x (first) * cell, oy + gmk_board_y (first) * cell);
      cairo_line_to (cr, ox + gmk_board_x (final) * cell, oy + gmk_board_y (final) * cell);
      cairo_stroke (cr);
    }

  /* Stones, and the number of the move that placed each. */
  n_moves = gmk_game_get_n_moves (self->game);
  last = gmk_board_last_move (board);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int index = gmk_board_index (x, y);

        if (board->cell[index] == GMK_BLACK || board->cell[index] == GMK_WHITE)
          draw_stone (self, cr, ox + x * cell, oy + y * cell, board->cell[index], 1.0);
      }

  if (self->show_move_numbers)
    {
      /* The latest move at each point is the stone standing there (a
       * captured point may be played again). */
      for (guint i = 0; i < n_moves; i++)
        {
          int index = gmk_game_get_move (self->game, i);
          gboolean latest = TRUE;

          for (guint j = i + 1; j < n_moves; j++)
            if (gmk_game_get_move (self->game, j) == index)
              {
                latest = FALSE;
                break;
              }
          if (!latest || board->cell[index] == GMK_EMPTY)
            continue;
          draw_number_on_stone (self, cr,
                                ox + gmk_board_x (index) * cell, oy + gmk_board_y (index) * cell,
                                board->cell[index], i + 1, index == last);
        }
    }
  else if (last != GMK_NO_MOVE && board->cell[last] != GMK_EMPTY)
    {
      cairo_new_path (cr);
      cairo_arc (cr, ox + gmk_board_x (last) * cell, oy + gmk_board_y (last) * cell,
                 MAX (2.5, cell * 0.13), 0, 2 * G_PI);
      set_rgb (cr, red, 1.0);
      cairo_fill (cr);
    }

  /* Winning line: a ring round each of its stones. */
  if (line_len > 0)
    {
      cairo_new_path (cr);
      cairo_set_line_width (cr, MAX (2.0, cell * 0.08));
      set_rgb (cr, accent, 1.0);
      for (int i = 0; i < line_len; i++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, ox + gmk_board_x (line[i]) * cell, oy + gmk_board_y (line[i]) * cell,
                     cell * 0.48, 0, 2 * G_PI);
        }
      cairo_stroke (cr);
    }

  /* Forbidden points of the side to move. */
  if (self->show_forbidden && self->n_forbidden > 0)
    {
      const int *indices = self->forbidden;
      int n = self->n_forbidden;
      double d = cell * 0.18;

      cairo_new_path (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, MAX (1.5, cell * 0.07));
      set_rgb (cr, red, 0.9);
      for (int i = 0; i < n; i++)
        {
          double cx = ox + gmk_board_x (indices[i]) * cell;
          double cy = oy + gmk_board_y (indices[i]) * cell;

          /* A line's stone there is the other side's move, or the hint
           * would not be there: the mark would only confuse it. */
          if (in_analysis (self, indices[i]))
            continue;
          cairo_move_to (cr, cx - d, cy - d);
          cairo_line_to (cr, cx + d, cy + d);
          cairo_move_to (cr, cx + d, cy - d);
          cairo_line_to (cr, cx - d, cy + d);
        }
      cairo_stroke (cr);
    }

  /* Analysis: the hint or the computer's expected line. */
  if (self->analysis_len > 0 && !gmk_game_is_over (self->game))
    {
      GmkColor color = board->to_move;

      for (int i = 0; i < self->analysis_len; i++, color = GMK_OTHER (color))
        {
          int index = self->analysis[i];
          double cx, cy;

          if (!gmk_board_index_valid (board, index) || board->cell[index] != GMK_EMPTY)
            continue;
          cx = ox + gmk_board_x (index) * cell;
          cy = oy + gmk_board_y (index) * cell;
          draw_stone (self, cr, cx, cy, color, i == 0 ? 0.7 : 0.45);
          /* With move numbers on the board the line goes on counting. */
          draw_number_on_stone (self, cr, cx, cy, color,
                                (self->show_move_numbers ? n_moves : 0) + i + 1, FALSE);
        }
      /* The first move of the line stands out. */
      if (gmk_board_index_valid (board, self->analysis[0]) &&
          board->cell[self->analysis[0]] == GMK_EMPTY)
        {
          cairo_new_path (cr);
          cairo_set_line_width (cr, MAX (2.0, cell * 0.07));
          set_rgb (cr, accent, 0.9);
          cairo_arc (cr, ox + gmk_board_x (self->analysis[0]) * cell,
                     oy + gmk_board_y (self->analysis[0]) * cell, cell * 0.48, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }

  if (self->exporting)
    return;

  /* Hover ghost where a click would play. */
  if (self->interactive && self->hover_x >= 0 && !gmk_game_is_over (self->game) &&
      gmk_game_check (self->game, self->hover_x, self->hover_y) == GMK_REASON_NONE)
    draw_stone (self, cr, ox + self->hover_x * cell, oy + self->hover_y * cell,
                board->to_move, 0.45);

  /* Keyboard cursor. */
  if (self->cursor_visible && gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      double cx = ox + self->cursor_x * cell, cy = oy + self->cursor_y * cell;

      cairo_new_path (cr);
      cairo_set_line_width (cr, 2.0);
      set_rgb (cr, accent, 1.0);
      cairo_rectangle (cr, cx - half + 1, cy - half + 1, cell - 2, cell - 2);
      cairo_stroke (cr);
    }
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

  {
    /* The pointer maps to points through the layout on screen. */
    double origin_x = self->origin_x, origin_y = self->origin_y, cell = self->cell;
    int screen_scale = self->scale, line_device_px = self->line_device_px;

    self->exporting = TRUE;
    self->export_scale = scale;
    gmk_board_view_draw (GTK_DRAWING_AREA (self), cr, width, height, NULL);
    self->exporting = FALSE;
    self->origin_x = origin_x;
    self->origin_y = origin_y;
    self->cell = cell;
    self->scale = screen_scale;
    self->line_device_px = line_device_px;
  }
  cairo_destroy (cr);

  cairo_surface_flush (surface);
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height * scale);
  texture = gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT, bytes, stride);
  cairo_surface_destroy (surface);
  return texture;
}

/* ---- accessibility ----------------------------------------------------- */

static void
update_description (GmkBoardView *self)
{
  GString *text = g_string_new (NULL);
  char where[GMK_NOTATION_MAX];
  g_autofree char *result = NULL;
  guint n;

  if (self->game == NULL)
    {
      g_free (self->description);
      self->description = g_string_free (text, FALSE);
      return;
    }

  n = gmk_game_get_n_moves (self->game);
  g_string_append_printf (text, _("%s, %d × %d board."),
                          gmk_game_rule_title (gmk_game_get_rule (self->game)),
                          gmk_game_get_width (self->game), gmk_game_get_height (self->game));
  if (n > 0)
    {
      int last = gmk_game_get_move (self->game, n - 1);
      GmkColor by = (n % 2 == 1) ? GMK_BLACK : GMK_WHITE;

      gmk_notation_format (gmk_board_x (last), gmk_board_y (last),
                           gmk_game_get_height (self->game), where);
      g_string_append_c (text, ' ');
      /* Translators: "Move 12: White played h8." */
      g_string_append_printf (text, _("Move %u: %s played %s."), n, gmk_game_color_name (by), where);
    }
  result = gmk_game_describe_result (self->game);
  g_string_append_c (text, ' ');
  if (result != NULL)
    g_string_append_printf (text, "%s.", result);
  else
    g_string_append_printf (text, _("%s to move."),
                            gmk_game_color_name (gmk_game_get_to_move (self->game)));

  if (self->cursor_visible)
    {
      const GmkBoard *board = &gmk_game_get_position (self->game)->board;
      int cell = board->cell[gmk_board_index (self->cursor_x, self->cursor_y)];

      gmk_notation_format (self->cursor_x, self->cursor_y, board->height, where);
      g_string_append_c (text, ' ');
      if (cell == GMK_EMPTY)
        g_string_append_printf (text, _("Cursor on %s, empty."), where);
      else
        g_string_append_printf (text, _("Cursor on %s, %s stone."), where,
                                cell == GMK_BLACK ? _("black") : _("white"));
    }

  g_free (self->description);
  self->description = g_string_free (text, FALSE);

  /* GTK 4.8 has no way to announce; screen readers do speak the changed
   * name of the focused widget, so the name carries the latest event:
   * the point under the keyboard cursor, or the move just played. */
  {
    g_autofree char *label = NULL;
    const GmkBoard *board = &gmk_game_get_position (self->game)->board;

    gmk_notation_format (self->cursor_x, self->cursor_y, board->height, where);
    if (self->cursor_moved)
      {
        int cell = board->cell[gmk_board_index (self->cursor_x, self->cursor_y)];

        /* Translators: accessible name of the board, "Board, h8, black stone" */
        label = g_strdup_printf (_("Board, %s, %s"), where,
                                 cell == GMK_EMPTY ? _("empty")
                                 : cell == GMK_BLACK ? _("black stone") : _("white stone"));
      }
    else if (result != NULL)
      label = g_strdup_printf (_("Board, %s"), result);
    else if (n > 0)
      {
        int last = gmk_game_get_move (self->game, n - 1);

        gmk_notation_format (gmk_board_x (last), gmk_board_y (last), board->height, where);
        /* Translators: accessible name of the board, "Board, White played h8, Black to move" */
        label = g_strdup_printf (_("Board, %s played %s, %s to move"),
                                 gmk_game_color_name (n % 2 == 1 ? GMK_BLACK : GMK_WHITE), where,
                                 gmk_game_color_name (gmk_game_get_to_move (self->game)));
      }
    else
      /* Translators: accessible name of the board, "Board, Black to move" */
      label = g_strdup_printf (_("Board, %s to move"),
                               gmk_game_color_name (gmk_game_get_to_move (self->game)));

    g_free (self->label);
    self->label = g_steal_pointer (&label);
  }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->description,
                                  -1);
}

const char *
gmk_board_view_get_label (GmkBoardView *self)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), NULL);
  return self->label;
}

const char *
gmk_board_view_get_description (GmkBoardView *self)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), NULL);
  return self->description;
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

  update_description (self);
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
  update_description (self);
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

void
gmk_board_view_set_analysis (GmkBoardView *self,
                             const int    *pv,
                             int           len)
{
  g_return_if_fail (GMK_IS_BOARD_VIEW (self));

  /* Past a few moves a line is guesswork and only hides the board. */
  len = CLAMP (len, 0, MAX_ANALYSIS_SHOWN);
  if (len == self->analysis_len &&
      (len == 0 || memcmp (pv, self->analysis, len * sizeof (int)) == 0))
    return;
  if (len > 0)
    memcpy (self->analysis, pv, len * sizeof (int));
  self->analysis_len = len;
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
