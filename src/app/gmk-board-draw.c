/* gmk-board-draw.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The helpers draw in a fixed order on one cairo context and rely on the
 * line cap, width and font the ones before them left: a stone's outline
 * and a ring are open arcs, whose caps show.  Keep the order, and add no
 * cairo_save () that would change what a later helper inherits.
 */
#include "config.h"

#include <math.h>

#include "gmk-board-draw.h"
#include "gmk-board-draw-private.h"

/* Room for the coordinates beyond the wood, and where their centres are. */
#define LABEL_ROOM 0.65
#define LABEL_CENTRE 0.33

/* The coordinates' size: a part of a cell, but on a small board, whose
 * cells are large, no larger than the window's text warrants. */
#define LABEL_PER_CELL 0.36
#define LABEL_MIN 7.0
#define LABEL_CAP_MIN 10.0
#define LABEL_CAP_MAX 16.0
#define LABEL_CAP_PER_AREA (1 / 48.0)

typedef struct {
  double r, g, b;
} Rgb;

typedef struct {
  Rgb wood;
  Rgb ink;
  Rgb accent;
  Rgb red;
  Rgb label;
} Palette;

/* ---- geometry ---------------------------------------------------------- */

void
gmk_board_layout_compute (GmkBoardLayout *layout,
                          int             board_width,
                          int             board_height,
                          gboolean        show_coordinates,
                          int             area_width,
                          int             area_height,
                          int             scale)
{
  /* Past the outer lines: the wood, then the coordinates, then a margin
   * (1 + extra is the room of both sides, in cells). */
  double extra = show_coordinates ? 2 * (GMK_BOARD_WOOD + LABEL_ROOM) - 1 : 2 * GMK_BOARD_WOOD - 0.8;
  double cell;

  cell = MIN (area_width / (board_width + extra), area_height / (board_height + extra));
  cell = MAX (floor (cell), 4.0);

  layout->cell = cell;
  layout->label_size = MAX (LABEL_MIN,
                            MIN (cell * LABEL_PER_CELL,
                                 CLAMP (MIN (area_width, area_height) * LABEL_CAP_PER_AREA,
                                        LABEL_CAP_MIN, LABEL_CAP_MAX)));
  /* Grid lines a whole number of device pixels wide, on device pixel
   * boundaries (or centres, for odd widths), so they stay sharp at any
   * scale factor. */
  layout->scale = scale;
  layout->line_device_px = cell * scale >= 48 ? 2 : 1;
  layout->origin_x = floor ((area_width - (board_width - 1) * cell) / 2.0);
  layout->origin_y = floor ((area_height - (board_height - 1) * cell) / 2.0);
  if (layout->line_device_px % 2 == 1)
    {
      layout->origin_x += 0.5 / scale;
      layout->origin_y += 0.5 / scale;
    }
}

static double
point_x (const GmkBoardDrawing *d,
         int                    x)
{
  return d->layout.origin_x + x * d->layout.cell;
}

static double
point_y (const GmkBoardDrawing *d,
         int                    y)
{
  return d->layout.origin_y + y * d->layout.cell;
}

/* ---- pieces ------------------------------------------------------------ */

static void
set_rgb (cairo_t *cr,
         Rgb      c,
         double   alpha)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, alpha);
}

void
gmk_board_draw_stone (cairo_t  *cr,
                      double    cell,
                      double    cx,
                      double    cy,
                      GmkColor  color,
                      double    alpha)
{
  double r = cell * 0.46;
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

  cairo_set_line_width (cr, MAX (1.0, cell / 40.0));
  cairo_set_source_rgba (cr, 0, 0, 0, color == GMK_BLACK ? 0.6 * alpha : 0.45 * alpha);
  cairo_stroke (cr);
}

void
gmk_board_label_origin (const cairo_text_extents_t *ink,
                        const cairo_font_extents_t *font,
                        double                      cx,
                        double                      cy,
                        double                     *x,
                        double                     *y)
{
  *x = cx - ink->width / 2 - ink->x_bearing;
  *y = cy + (font->ascent - font->descent) / 2;
}

/* A label: one baseline for all (see gmk_board_label_origin ()). */
static void
draw_label (cairo_t    *cr,
            double      cx,
            double      cy,
            double      size,
            const char *text)
{
  cairo_text_extents_t ink;
  cairo_font_extents_t font;
  double x, y;

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ink);
  cairo_font_extents (cr, &font);
  gmk_board_label_origin (&ink, &font, cx, cy, &x, &y);
  cairo_move_to (cr, x, y);
  cairo_show_text (cr, text);
}

/* A number on a stone: centred on its ink, which only digits have. */
void
gmk_board_draw_text (cairo_t    *cr,
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
draw_number_on_stone (cairo_t  *cr,
                      double    cell,
                      double    cx,
                      double    cy,
                      GmkColor  color,
                      guint     number,
                      gboolean  highlight)
{
  char text[16];
  double size = cell * (number >= 100 ? 0.34 : 0.42);

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
  gmk_board_draw_text (cr, cx, cy, size, highlight, text);
}

static gboolean
in_analysis (const GmkBoardDrawing *d,
             int                    index)
{
  if (gmk_game_is_over (d->game))
    return FALSE;
  for (int i = 0; i < d->analysis_len; i++)
    if (d->analysis[i] == index)
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

/* ---- layers, bottom to top --------------------------------------------- */

/* Wood, with rounded corners. */
static void
draw_wood (cairo_t               *cr,
           const GmkBoardDrawing *d,
           const Palette         *palette,
           int                    w,
           int                    h)
{
  double cell = d->layout.cell;
  double x0 = round (d->layout.origin_x - GMK_BOARD_WOOD * cell);
  double y0 = round (d->layout.origin_y - GMK_BOARD_WOOD * cell);
  double bw = round ((w - 1 + 2 * GMK_BOARD_WOOD) * cell);
  double bh = round ((h - 1 + 2 * GMK_BOARD_WOOD) * cell);
  double radius = MIN (cell * 0.25, 8.0);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x0 + bw - radius, y0 + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x0 + bw - radius, y0 + bh - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x0 + radius, y0 + bh - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x0 + radius, y0 + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_rgb (cr, palette->wood, 1.0);
  cairo_fill (cr);
}

/* Lines, a stronger frame and the star points, in ink. */
static void
draw_grid (cairo_t               *cr,
           const GmkBoardDrawing *d,
           const Palette         *palette,
           int                    w,
           int                    h)
{
  double ox = d->layout.origin_x, oy = d->layout.origin_y, cell = d->layout.cell;
  int star_x[3], n_star_x, star_y[3], n_star_y;

  /* One device pixel or more, on pixel centres. */
  cairo_set_line_width (cr, (double) d->layout.line_device_px / d->layout.scale);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  set_rgb (cr, palette->ink, 0.85);
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

  /* Odd with odd, even with even: the frame stays on the same pixel grid. */
  cairo_set_line_width (cr, (d->layout.line_device_px == 1 ? 3.0 : 4.0) / d->layout.scale);
  cairo_rectangle (cr, ox, oy, (w - 1) * cell, (h - 1) * cell);
  cairo_stroke (cr);

  star_points (w, star_x, &n_star_x);
  star_points (h, star_y, &n_star_y);
  for (int i = 0; i < n_star_x; i++)
    for (int j = 0; j < n_star_y; j++)
      {
        /* On small boards only the centre. */
        if ((n_star_x == 1 || n_star_y == 1) && (star_x[i] != w / 2 || star_y[j] != h / 2))
          continue;
        cairo_new_sub_path (cr);
        cairo_arc (cr, ox + star_x[i] * cell, oy + star_y[j] * cell,
                   MAX (2.0, cell * 0.09), 0, 2 * G_PI);
        cairo_fill (cr);
      }
}

/* Letters below and above, numbers left and right. */
static void
draw_coordinates (cairo_t               *cr,
                  const GmkBoardDrawing *d,
                  const Palette         *palette,
                  int                    w,
                  int                    h)
{
  double ox = d->layout.origin_x, oy = d->layout.origin_y, cell = d->layout.cell;
  double size = d->layout.label_size;
  double label_offset = (GMK_BOARD_WOOD + LABEL_CENTRE) * cell;

  set_rgb (cr, palette->label, 0.9);
  for (int x = 0; x < w; x++)
    {
      char text[4] = { (char) ('a' + x), 0 };

      draw_label (cr, ox + x * cell, oy + (h - 1) * cell + label_offset, size, text);
      draw_label (cr, ox + x * cell, oy - label_offset, size, text);
    }
  for (int y = 0; y < h; y++)
    {
      char text[8];

      g_snprintf (text, sizeof text, "%d", h - y);
      draw_label (cr, ox - label_offset, oy + y * cell, size, text);
      draw_label (cr, ox + (w - 1) * cell + label_offset, oy + y * cell, size, text);
    }
}

/* The winning line's band joining its stones, drawn under them. */
static void
draw_winning_band (cairo_t               *cr,
                   const GmkBoardDrawing *d,
                   const Palette         *palette,
                   const int             *line,
                   int                    line_len)
{
  int first = line[0], final = line[line_len - 1];

  cairo_new_path (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, d->layout.cell * 0.22);
  set_rgb (cr, palette->accent, 0.85);
  cairo_move_to (cr, point_x (d, gmk_board_x (first)), point_y (d, gmk_board_y (first)));
  cairo_line_to (cr, point_x (d, gmk_board_x (final)), point_y (d, gmk_board_y (final)));
  cairo_stroke (cr);
}

static void
draw_stones (cairo_t               *cr,
             const GmkBoardDrawing *d,
             const GmkBoard        *board)
{
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int index = gmk_board_index (x, y);

        if (board->cell[index] == GMK_BLACK || board->cell[index] == GMK_WHITE)
          gmk_board_draw_stone (cr, d->layout.cell, point_x (d, x), point_y (d, y),
                                board->cell[index], 1.0);
      }
}

/* The number of the move that placed each stone, the latest in red. */
static void
draw_move_numbers (cairo_t               *cr,
                   const GmkBoardDrawing *d,
                   const GmkBoard        *board,
                   guint                  n_moves,
                   int                    last)
{
  /* The latest move at each point is the stone standing there (a
   * captured point may be played again). */
  for (guint i = 0; i < n_moves; i++)
    {
      int index = gmk_game_get_move (d->game, i);
      gboolean latest = TRUE;

      for (guint j = i + 1; j < n_moves; j++)
        if (gmk_game_get_move (d->game, j) == index)
          {
            latest = FALSE;
            break;
          }
      if (!latest || board->cell[index] == GMK_EMPTY)
        continue;
      draw_number_on_stone (cr, d->layout.cell,
                            point_x (d, gmk_board_x (index)), point_y (d, gmk_board_y (index)),
                            board->cell[index], i + 1, index == last);
    }
}

/* Without move numbers, a red dot on the latest stone. */
static void
draw_last_move (cairo_t               *cr,
                const GmkBoardDrawing *d,
                const Palette         *palette,
                int                    last)
{
  cairo_new_path (cr);
  cairo_arc (cr, point_x (d, gmk_board_x (last)), point_y (d, gmk_board_y (last)),
             MAX (2.5, d->layout.cell * 0.13), 0, 2 * G_PI);
  set_rgb (cr, palette->red, 1.0);
  cairo_fill (cr);
}

/* A ring round each stone of the winning line. */
static void
draw_winning_rings (cairo_t               *cr,
                    const GmkBoardDrawing *d,
                    const Palette         *palette,
                    const int             *line,
                    int                    line_len)
{
  cairo_new_path (cr);
  cairo_set_line_width (cr, MAX (2.0, d->layout.cell * 0.08));
  set_rgb (cr, palette->accent, 1.0);
  for (int i = 0; i < line_len; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, point_x (d, gmk_board_x (line[i])), point_y (d, gmk_board_y (line[i])),
                 d->layout.cell * 0.48, 0, 2 * G_PI);
    }
  cairo_stroke (cr);
}

/* A red cross on each point the side to move may not play. */
static void
draw_forbidden (cairo_t               *cr,
                const GmkBoardDrawing *d,
                const Palette         *palette)
{
  double half_cross = d->layout.cell * 0.18;

  cairo_new_path (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (1.5, d->layout.cell * 0.07));
  set_rgb (cr, palette->red, 0.9);
  for (int i = 0; i < d->n_forbidden; i++)
    {
      double cx = point_x (d, gmk_board_x (d->forbidden[i]));
      double cy = point_y (d, gmk_board_y (d->forbidden[i]));

      /* A line's stone there is the other side's move, or the hint
       * would not be there: the mark would only confuse it. */
      if (in_analysis (d, d->forbidden[i]))
        continue;
      cairo_move_to (cr, cx - half_cross, cy - half_cross);
      cairo_line_to (cr, cx + half_cross, cy + half_cross);
      cairo_move_to (cr, cx + half_cross, cy - half_cross);
      cairo_line_to (cr, cx - half_cross, cy + half_cross);
    }
  cairo_stroke (cr);
}

/* The hint's winning chance on its stone, "62%": a figure of at most
 * three digits and a sign, small enough to stay inside the stone. */
static void
draw_chance_on_stone (cairo_t  *cr,
                      double    cell,
                      double    cx,
                      double    cy,
                      GmkColor  color,
                      double    chance)
{
  char text[16];

  g_snprintf (text, sizeof text, "%d%%", (int) floor (CLAMP (chance, 0.0, 1.0) * 100.0 + 0.5));
  if (color == GMK_BLACK)
    cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  gmk_board_draw_text (cr, cx, cy, cell * 0.27, TRUE, text);
}

/* The hint or the computer's expected line: numbered translucent stones,
 * the first ringed; a hint's first stone bears its winning chance. */
static void
draw_analysis (cairo_t               *cr,
               const GmkBoardDrawing *d,
               const Palette         *palette,
               const GmkBoard        *board,
               guint                  n_moves)
{
  GmkColor color = d->analysis_first != GMK_EMPTY ? d->analysis_first : board->to_move;
  int first = d->analysis[0];
  /* A line of the other side's (a better move than the last one) goes
   * instead of the last move: its numbers start there. */
  guint number = (d->show_move_numbers ? n_moves : 0) - (color != board->to_move && d->show_move_numbers ? 1 : 0);

  for (int i = 0; i < d->analysis_len; i++, color = GMK_OTHER (color))
    {
      int index = d->analysis[i];
      double cx, cy;

      if (!gmk_board_index_valid (board, index) || board->cell[index] != GMK_EMPTY)
        continue;
      cx = point_x (d, gmk_board_x (index));
      cy = point_y (d, gmk_board_y (index));
      gmk_board_draw_stone (cr, d->layout.cell, cx, cy, color, i == 0 ? 0.7 : 0.45);
      if (i == 0 && d->show_first_chance)
        draw_chance_on_stone (cr, d->layout.cell, cx, cy, color, d->first_chance);
      else
        /* With move numbers on the board the line goes on counting. */
        draw_number_on_stone (cr, d->layout.cell, cx, cy, color, number + i + 1, FALSE);
    }
  if (gmk_board_index_valid (board, first) && board->cell[first] == GMK_EMPTY)
    {
      cairo_new_path (cr);
      cairo_set_line_width (cr, MAX (2.0, d->layout.cell * 0.07));
      set_rgb (cr, palette->accent, 0.9);
      cairo_arc (cr, point_x (d, gmk_board_x (first)), point_y (d, gmk_board_y (first)),
                 d->layout.cell * 0.48, 0, 2 * G_PI);
      cairo_stroke (cr);
    }
}

static void
draw_cursor (cairo_t               *cr,
             const GmkBoardDrawing *d,
             const Palette         *palette)
{
  double cell = d->layout.cell, half = cell / 2.0;
  double cx = point_x (d, d->cursor_x), cy = point_y (d, d->cursor_y);

  cairo_new_path (cr);
  cairo_set_line_width (cr, 2.0);
  set_rgb (cr, palette->accent, 1.0);
  cairo_rectangle (cr, cx - half + 1, cy - half + 1, cell - 2, cell - 2);
  cairo_stroke (cr);
}

void
gmk_board_draw (cairo_t               *cr,
                const GmkBoardDrawing *d)
{
  const GmkBoard *board = &gmk_game_get_position (d->game)->board;
  Palette palette = {
    .wood = d->dark ? (Rgb) { 0.66, 0.52, 0.31 } : (Rgb) { 0.87, 0.71, 0.42 },
    .ink = d->dark ? (Rgb) { 0.12, 0.09, 0.05 } : (Rgb) { 0.16, 0.12, 0.07 },
    .accent = d->dark ? (Rgb) { 0.47, 0.68, 0.93 } : (Rgb) { 0.21, 0.52, 0.89 },
    .red = { 0.88, 0.11, 0.14 },
    .label = d->dark ? (Rgb) { 0.85, 0.85, 0.85 } : (Rgb) { 0.25, 0.25, 0.25 },
  };
  int line[GMK_MAX_SIZE];
  int line_len = gmk_game_get_winning_line (d->game, line);
  guint n_moves = gmk_game_get_n_moves (d->game);
  int last = gmk_board_last_move (board);
  gboolean over = gmk_game_is_over (d->game);

  draw_wood (cr, d, &palette, board->width, board->height);
  draw_grid (cr, d, &palette, board->width, board->height);
  if (d->show_coordinates)
    draw_coordinates (cr, d, &palette, board->width, board->height);
  if (line_len > 0)
    draw_winning_band (cr, d, &palette, line, line_len);

  draw_stones (cr, d, board);
  if (d->show_move_numbers)
    draw_move_numbers (cr, d, board, n_moves, last);
  else if (last != GMK_NO_MOVE && board->cell[last] != GMK_EMPTY)
    draw_last_move (cr, d, &palette, last);

  if (line_len > 0)
    draw_winning_rings (cr, d, &palette, line, line_len);
  if (d->show_forbidden && d->n_forbidden > 0)
    draw_forbidden (cr, d, &palette);
  if (d->analysis_len > 0 && !over)
    draw_analysis (cr, d, &palette, board, n_moves);
  if (d->n_marks > 0)
    gmk_board_draw_marks (cr, d, palette.accent.r, palette.accent.g, palette.accent.b);

  if (d->ghost_x >= 0)
    gmk_board_draw_stone (cr, d->layout.cell, point_x (d, d->ghost_x), point_y (d, d->ghost_y),
                          d->ghost_color != GMK_EMPTY ? d->ghost_color : board->to_move, 0.45);
  if (d->cursor_x >= 0)
    draw_cursor (cr, d, &palette);
}
