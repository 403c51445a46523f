/* gmk-board-draw-private.h: what the board's drawing files share.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-board-draw.h"

G_BEGIN_DECLS

/* A stone of `color` centred on (cx, cy); below alpha 1 it is a translucent
 * one without a shadow. */
void gmk_board_draw_stone (cairo_t    *cr,
                           double      cell,
                           double      cx,
                           double      cy,
                           GmkColor    color,
                           double      alpha);
/* Text centred on its ink at (cx, cy), in the current source colour. */
void gmk_board_draw_text  (cairo_t    *cr,
                           double      cx,
                           double      cy,
                           double      size,
                           gboolean    bold,
                           const char *text);
/* The drawing's marks, the ring in the accent colour (gmk-board-draw-marks.c). */
void gmk_board_draw_marks (cairo_t               *cr,
                           const GmkBoardDrawing *d,
                           double                 accent_r,
                           double                 accent_g,
                           double                 accent_b);

G_END_DECLS
