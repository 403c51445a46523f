/* gmk-analysis-panel.h: the analysis board's controls.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While active, the panel puts a GmkAnalysis on a GmkBoardView in place
 * of the view's game, and the view's clicks edit it: a click on a stone
 * takes it off, on a candidate move plays it, elsewhere places a stone of
 * the colour chosen under "Place".  The best moves are drawn as marks
 * with their winning chances (in percent, for the side to move), a forced
 * win as numbered marks.  Leaving gives the view its game back as it was
 * and disposes of the analysis, which cancels its searches.
 *
 * "message" carries a refusal or a notice for the window to show.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-analysis.h"
#include "gmk-board-view.h"

G_BEGIN_DECLS

#define GMK_TYPE_ANALYSIS_PANEL (gmk_analysis_panel_get_type())

G_DECLARE_FINAL_TYPE (GmkAnalysisPanel, gmk_analysis_panel, GMK, ANALYSIS_PANEL, GtkWidget)

/* Adds "analysis-run" (start or stop the analysis) and "analysis-solve"
 * (look for a forced win) to the window's actions, enabled while the
 * panel is active. */
void         gmk_analysis_panel_install     (GmkAnalysisPanel  *self,
                                             GActionMap        *window);
/* Starts on `view` from `position` (copied), analysing at once. */
void         gmk_analysis_panel_enter       (GmkAnalysisPanel  *self,
                                             GmkBoardView      *view,
                                             const GmkPosition *position);
void         gmk_analysis_panel_leave       (GmkAnalysisPanel  *self);
gboolean     gmk_analysis_panel_get_active  (GmkAnalysisPanel  *self);
/* The analysis while active, NULL otherwise. */
GmkAnalysis *gmk_analysis_panel_get_analysis (GmkAnalysisPanel *self);
/* The colour a click places (Black or White). */
void         gmk_analysis_panel_set_place_color (GmkAnalysisPanel *self,
                                                 GmkColor          color);
/* Search threads of the analysis from now on (the Threads preference). */
void         gmk_analysis_panel_set_threads (GmkAnalysisPanel *self,
                                             int               threads);
/* The line under the controls: the analysis's depth and chances, or what
 * Solve found. */
const char  *gmk_analysis_panel_get_status  (GmkAnalysisPanel  *self);

G_END_DECLS
