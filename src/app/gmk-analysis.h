/* gmk-analysis.h: the analysis board's controller.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmkAnalysis owns a position that people set up freely (stones of
 * either colour placed and removed, the side to move chosen) and shows it
 * through a GmkGame of its own, so the game being played is never touched.
 * Every stone goes through the engine's rules: a renju forbidden point is
 * refused, a capture in ninuki or pente takes its pair.
 *
 * While "running", the engine analyses the position without a time limit
 * in a worker thread, on the process's shared search, and reports the best
 * n-lines moves after its iterations (at most every REPORT_MS), through
 * "lines-changed" on the main thread.  Any change of the position or of
 * n-lines restarts it; stopping, or disposing of the object, cancels it.
 *
 * Solve runs the VCF and then the VCT solver for the side to move in a
 * worker thread, within a node budget, and reports through "solved".
 */
#pragma once

#include <glib-object.h>

#include "gmk-analysis-solve.h"
#include "gmk-game.h"
#include "gmk-search.h"

G_BEGIN_DECLS

#define GMK_TYPE_ANALYSIS (gmk_analysis_get_type())

G_DECLARE_FINAL_TYPE (GmkAnalysis, gmk_analysis, GMK, ANALYSIS, GObject)

GmkAnalysis       *gmk_analysis_new            (void);

/* Starts over from this position (copied; its move list is forgotten). */
void               gmk_analysis_set_position   (GmkAnalysis       *self,
                                                const GmkPosition *position);
const GmkPosition *gmk_analysis_get_position   (GmkAnalysis       *self);
/* The position as a GmkGame, for a GmkBoardView. */
GmkGame           *gmk_analysis_get_game       (GmkAnalysis       *self);

/* Puts a stone of `color` on the empty point (x, y), as that colour would
 * play it (forbidden points refused, captures taken); the side to move
 * stays as it was.  On refusal: GMK_GAME_ERROR and a message. */
gboolean           gmk_analysis_place          (GmkAnalysis       *self,
                                                int                x,
                                                int                y,
                                                GmkColor           color,
                                                GError           **error);
/* Takes the stone at (x, y) off; FALSE when there is none. */
gboolean           gmk_analysis_remove         (GmkAnalysis       *self,
                                                int                x,
                                                int                y);
/* Plays (x, y) for the side to move: the stone, then the other side moves. */
gboolean           gmk_analysis_play           (GmkAnalysis       *self,
                                                int                x,
                                                int                y,
                                                GError           **error);
/* Empties the board (same rule and size), Black to move. */
void               gmk_analysis_clear          (GmkAnalysis       *self);
GmkColor           gmk_analysis_get_to_move    (GmkAnalysis       *self);
void               gmk_analysis_set_to_move    (GmkAnalysis       *self,
                                                GmkColor           color);

/* 1..GMK_MAX_MULTI_PV candidate moves (default 3). */
int                gmk_analysis_get_n_lines    (GmkAnalysis       *self);
void               gmk_analysis_set_n_lines    (GmkAnalysis       *self,
                                                int                n_lines);
/* Search threads, 1 and up (default: one per core but one), from the
 * next search on. */
void               gmk_analysis_set_threads    (GmkAnalysis       *self,
                                                int                threads);
int                gmk_analysis_get_threads    (GmkAnalysis       *self);

gboolean           gmk_analysis_get_running    (GmkAnalysis       *self);
void               gmk_analysis_set_running    (GmkAnalysis       *self,
                                                gboolean           running);
/* The best moves of the position last reported, best first; NULL and 0
 * when none is known yet for the position shown. */
const GmkSearchLine *gmk_analysis_get_lines    (GmkAnalysis       *self,
                                                int               *n_lines);
/* The depth of the lines reported, 0 when none. */
int                gmk_analysis_get_depth      (GmkAnalysis       *self);
/* Black's winning chance by the best line, 0..1; 0.5 when none is known. */
double             gmk_analysis_get_black_chance (GmkAnalysis     *self);

/* Looks for a forced win of the side to move; FALSE when one is being
 * looked for already or the game is over on the board. */
gboolean           gmk_analysis_solve          (GmkAnalysis       *self);
gboolean           gmk_analysis_get_solving    (GmkAnalysis       *self);
/* The last answer for the position shown; NULL when there is none. */
const GmkSolveResult *gmk_analysis_get_solution (GmkAnalysis      *self);

G_END_DECLS
