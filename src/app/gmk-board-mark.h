/* gmk-board-mark.h: a mark on the board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain data, apart from the drawing (gmk-board-draw-marks.c), so that
 * whoever decides what to mark (the analysis board, the opening's offers)
 * can hand the board its marks ready made without knowing cairo.
 */
#pragma once

#include <glib.h>

#include "gmk-board.h"

G_BEGIN_DECLS

/* A translucent stone with a short text on it: the analysis board's
 * candidate moves (their winning chances), a forced win's moves and an
 * opening's fifth-move offers (their numbers). */
typedef struct {
  int       cell;              /* cell index */
  GmkColor  color;
  gboolean  ringed;            /* the best candidate, or a line's first move */
  char      text[8];
} GmkBoardMark;

#define GMK_BOARD_MAX_MARKS 96

G_END_DECLS
