/* gmk-board-view-private.h: the board widget's fields, for the files
 * that make it up (gmk-board-view.c, gmk-board-view-a11y.c).
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-board-draw.h"
#include "gmk-board-view.h"
#include "gmk-search.h"

G_BEGIN_DECLS

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
  GmkBoardMark   *marks;
  int             n_marks;
  GmkColor        analysis_first;
  double          first_chance;   /* < 0: none */
  GmkColor        ghost_color;    /* GMK_EMPTY: the side to move's */
  int             move_points[GMK_BOARD_MAX_MARKS]; /* clicks there play for the side to move */
  int             n_move_points;

  int             hover_x;        /* -1 when the pointer is away */
  int             hover_y;
  int             cursor_x;
  int             cursor_y;
  gboolean        cursor_visible; /* after the first key press */

  char           *description;
  char           *label;
  gboolean        cursor_moved;   /* the latest event was the cursor's */

  /* Of the last picture on screen, for the pointer. */
  GmkBoardLayout  layout;
};

/* gmk-board-view-a11y.c: refreshes the accessible name and description
 * from the game and the keyboard cursor. */
void gmk_board_view_update_description (GmkBoardView *self);

G_END_DECLS
