/* gmk-board-view.h: the board, drawn.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a GmkGame's shown position: grid, star points, coordinates, stones,
 * last move, move numbers, winning line, forbidden points, a hover ghost and
 * an analysis line (hint or principal variation) as numbered translucent
 * stones.  Plays nothing itself: a click, or Enter/Space on the keyboard
 * cursor, emits "cell-activated" with the point.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-board-draw.h"
#include "gmk-game.h"

G_BEGIN_DECLS

#define GMK_TYPE_BOARD_VIEW (gmk_board_view_get_type())

G_DECLARE_FINAL_TYPE (GmkBoardView, gmk_board_view, GMK, BOARD_VIEW, GtkDrawingArea)

GtkWidget *gmk_board_view_new              (void);
GmkGame   *gmk_board_view_get_game         (GmkBoardView *self);
void       gmk_board_view_set_game         (GmkBoardView *self,
                                            GmkGame      *game);
/* Whether people may play now: shows the hover ghost and accepts clicks. */
void       gmk_board_view_set_interactive  (GmkBoardView *self,
                                            gboolean      interactive);
/* A line of moves from the shown position, first the side to move's, drawn
 * as numbered translucent stones; len 0 clears it.  A first_chance of 0..1
 * (a hint's winning chance) is drawn on the first stone instead of its
 * number; < 0 keeps the number. */
void       gmk_board_view_set_analysis     (GmkBoardView *self,
                                            const int    *pv,
                                            int           len,
                                            double        first_chance);
/* The line drawn (its length) and the first stone's chance (< 0: none). */
int        gmk_board_view_get_analysis     (GmkBoardView  *self,
                                            const int    **pv,
                                            double        *first_chance);
/* Translucent stones with a text each (the analysis board's candidates
 * or a forced win), copied; n_marks 0 clears them. */
void       gmk_board_view_set_marks        (GmkBoardView       *self,
                                            const GmkBoardMark *marks,
                                            int                 n_marks);
const GmkBoardMark *gmk_board_view_get_marks (GmkBoardView     *self,
                                            int                *n_marks);
/* Like gmk_board_view_set_analysis, with the first move's colour: `first` GMK_EMPTY for the side
 * to move; the other colour for a line from the position before the last
 * move (a review's better move), numbered from the last move's number. */
void       gmk_board_view_set_line         (GmkBoardView *self,
                                            const int    *pv,
                                            int           len,
                                            GmkColor      first);
/* The line drawn and its first colour (GMK_EMPTY: the side to move's). */
int        gmk_board_view_get_line         (GmkBoardView *self,
                                            const int   **pv,
                                            GmkColor     *first);
/* The colour of the hover ghost: GMK_EMPTY (the default) for the side to
 * move's, as a click plays; a colour for a view whose clicks place that
 * colour (the analysis board's "Place"). */
void       gmk_board_view_set_ghost_color  (GmkBoardView *self,
                                            GmkColor      color);
GmkColor   gmk_board_view_get_ghost_color  (GmkBoardView *self);
/* Points where a click plays for the side to move whatever the ghost
 * colour (the analysis board's candidates), copied; 0 clears them. */
void       gmk_board_view_set_move_points  (GmkBoardView *self,
                                            const int    *cells,
                                            int           n_cells);
/* The stone a click at (x, y) would put down, as the hover ghost shows it. */
GmkColor   gmk_board_view_ghost_color_at   (GmkBoardView *self,
                                            int           x,
                                            int           y);
/* The keyboard cursor (also where a keyboard move is played). */
void       gmk_board_view_get_cursor       (GmkBoardView *self,
                                            int          *x,
                                            int          *y);
void       gmk_board_view_set_cursor       (GmkBoardView *self,
                                            int           x,
                                            int           y);
/* Widget coordinates of the centre of point (x, y), for tests. */
void       gmk_board_view_point_to_widget  (GmkBoardView *self,
                                            int           x,
                                            int           y,
                                            double       *wx,
                                            double       *wy);
/* The board as the window shows it, without the pointer's ghost stone or
 * the keyboard cursor, on the window's background: width × height at the
 * given scale (device pixels per pixel), for export. */
GdkTexture *gmk_board_view_render          (GmkBoardView *self,
                                            int           width,
                                            int           height,
                                            int           scale);
/* What assistive technologies read for the board: the name carries the
 * latest event (the move played, the point under the cursor), the
 * description the whole state. */
const char *gmk_board_view_get_label       (GmkBoardView *self);
const char *gmk_board_view_get_description (GmkBoardView *self);

G_END_DECLS
