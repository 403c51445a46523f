/* gmk-board-draw.h: the board's picture, apart from the widget.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain functions that draw a GmkGame's shown position with cairo: wood,
 * grid, star points, coordinates, stones, last move or move numbers,
 * winning line, forbidden points, an analysis line, and on screen the
 * pointer's ghost stone and the keyboard cursor.  GmkBoardView draws with
 * them on screen and for export; they keep no state of their own.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-board-mark.h"
#include "gmk-game.h"

G_BEGIN_DECLS

/* The wood past the outer lines, in cells: more than a stone's radius and
 * its shadow, so stones on the edge lie on the board. */
#define GMK_BOARD_WOOD 0.6

/* Where the board lies in an area of the widget's size, in widget
 * coordinates: the pointer maps to points through it too. */
typedef struct {
  double origin_x;        /* centre of point (0, 0) */
  double origin_y;
  double cell;            /* distance between lines */
  int    scale;           /* device pixels per pixel */
  int    line_device_px;  /* grid line width */
  double label_size;      /* the coordinates' font size */
} GmkBoardLayout;

void gmk_board_layout_compute (GmkBoardLayout *layout,
                               int             board_width,
                               int             board_height,
                               gboolean        show_coordinates,
                               int             area_width,
                               int             area_height,
                               int             scale);

/* Where a label's text starts (the origin of its baseline) for it to be
 * centred on (cx, cy): across on its ink, up and down on the font's ascent
 * and descent, whatever its glyphs, so a row of labels shares one
 * baseline. */
void gmk_board_label_origin (const cairo_text_extents_t *ink,
                             const cairo_font_extents_t *font,
                             double                      cx,
                             double                      cy,
                             double                     *x,
                             double                     *y);

/* Everything one picture of the board depends on. */
typedef struct {
  GmkGame        *game;
  GmkBoardLayout  layout;
  gboolean        dark;
  gboolean        show_coordinates;
  gboolean        show_move_numbers;
  gboolean        show_forbidden;
  const int      *forbidden;         /* of the side to move */
  int             n_forbidden;
  const int      *analysis;          /* a line of moves from the position */
  int             analysis_len;
  const GmkBoardMark *marks;         /* drawn over everything but the cursor */
  int             n_marks;
  GmkColor        analysis_first;    /* its first move's colour; GMK_EMPTY:
                                      * the side to move's */
  gboolean        show_first_chance; /* on the line's first stone, instead */
  double          first_chance;      /* of its number: a hint's winning chance */
  int             ghost_x;           /* where a click would play; -1: none */
  int             ghost_y;
  GmkColor        ghost_color;       /* GMK_EMPTY: the side to move's */
  int             cursor_x;          /* the keyboard cursor; -1: none */
  int             cursor_y;
} GmkBoardDrawing;

void gmk_board_draw (cairo_t               *cr,
                     const GmkBoardDrawing *drawing);

G_END_DECLS
