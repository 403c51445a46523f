/* gmk-stats-panel.h: the statistics of the sidebar.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Per colour: who plays, the computer's strength, captured pairs, and the
 * engine's figures (thinking time, last and average move time, depth,
 * nodes, speed, evaluation, winning chance), then the hint or the line the
 * computer expects, in words.  It follows a GmkAiPlayer and its game on
 * its own; the engine's figures show only with "show-analysis" and when
 * the engine plays or was asked for a hint.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-ai-player.h"

G_BEGIN_DECLS

#define GMK_TYPE_STATS_PANEL (gmk_stats_panel_get_type())

G_DECLARE_FINAL_TYPE (GmkStatsPanel, gmk_stats_panel, GMK, STATS_PANEL, GtkBox)

GtkWidget   *gmk_stats_panel_new               (void);
GmkAiPlayer *gmk_stats_panel_get_ai_player     (GmkStatsPanel *self);
void         gmk_stats_panel_set_ai_player     (GmkStatsPanel *self,
                                                GmkAiPlayer   *ai);
gboolean     gmk_stats_panel_get_show_analysis (GmkStatsPanel *self);
void         gmk_stats_panel_set_show_analysis (GmkStatsPanel *self,
                                                gboolean       show_analysis);

G_END_DECLS
