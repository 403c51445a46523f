/* gmk-board-draw-marks.c: the analysis board's marks on the board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gmk-board-draw-private.h"

void
gmk_board_draw_marks (cairo_t               *cr,
                      const GmkBoardDrawing *d,
                      double                 accent_r,
                      double                 accent_g,
                      double                 accent_b)
{
  const GmkBoard *board = &gmk_game_get_position (d->game)->board;
  double cell = d->layout.cell;

  for (int i = 0; i < d->n_marks; i++)
    {
      const GmkBoardMark *mark = &d->marks[i];
      double cx, cy;
      size_t len = strlen (mark->text);

      /* A mark is a move still to come: never over a stone. */
      if (!gmk_board_index_valid (board, mark->cell) || board->cell[mark->cell] != GMK_EMPTY)
        continue;
      cx = d->layout.origin_x + gmk_board_x (mark->cell) * cell;
      cy = d->layout.origin_y + gmk_board_y (mark->cell) * cell;

      /* Translucent, so what lies under a mark still shows through. */
      gmk_board_draw_stone (cr, cell, cx, cy, mark->color, 0.6);
      if (mark->ringed)
        {
          cairo_new_path (cr);
          cairo_set_line_width (cr, MAX (2.0, cell * 0.07));
          cairo_set_source_rgba (cr, accent_r, accent_g, accent_b, 0.9);
          cairo_arc (cr, cx, cy, cell * 0.48, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
      if (len == 0)
        continue;
      if (mark->color == GMK_BLACK)
        cairo_set_source_rgb (cr, 0.97, 0.97, 0.97);
      else
        cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
      /* Two digits fill a stone; three need a smaller size. */
      gmk_board_draw_text (cr, cx, cy, cell * (len >= 3 ? 0.32 : 0.42), TRUE, mark->text);
    }
}
