/* gmk-analysis-solve.h: "Find a forced win" on the analysis board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the engine's VCF solver, then its VCT solver, for the side to move
 * of a position, within a node budget, and turns the proof into a line of
 * moves to show: the attacker's moves and the defender's forced answers,
 * carried on through the engine's rules to the five (or capture win) that
 * ends it.  No GTK: it blocks, so the analysis board calls it from a
 * worker thread.
 */
#pragma once

#include "gmk-rules.h"

G_BEGIN_DECLS

typedef enum {
  GMK_SOLVE_NONE,     /* nothing proved within the budget */
  GMK_SOLVE_VCF,      /* a win by continuous fours */
  GMK_SOLVE_VCT,      /* a win by threes and fours */
} GmkSolveKind;

/* Room for a solution's moves. */
#define GMK_SOLVE_MAX_LINE 72

typedef struct {
  GmkSolveKind kind;
  int          line[GMK_SOLVE_MAX_LINE];  /* cell indices, attacker first */
  int          length;
  gboolean     ends_in_win;               /* the line's last move wins */
  gboolean     aborted;                   /* stopped or out of budget */
} GmkSolveResult;

/* Each solver gets `max_nodes` (0: no limit); `stop` (may be NULL) is
 * polled and stops both at once when nonzero. */
void gmk_solve_position (const GmkPosition *position,
                         guint64            max_nodes,
                         const gint        *stop,
                         GmkSolveResult    *result);

G_END_DECLS
