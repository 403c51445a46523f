/* gmk-stats-panel.h: the statistics of the sidebar.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Per colour: who plays, the computer's strength, captured pairs, and the
 * engine's figures (thinking time, last and average move time, evaluation,
 * winning chance; depth, nodes and speed folded in an expander), then the
 * hint (its move and winning chance) or, when asked, the line the computer
 * expects, in words.  It follows a GmkAiPlayer and its game on
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
/* The whole line after a hint, and the line the computer expects, in
 * words; without it the hint is its move and winning chance alone. */
gboolean     gmk_stats_panel_get_show_line     (GmkStatsPanel *self);
void         gmk_stats_panel_set_show_line     (GmkStatsPanel *self,
                                                gboolean       show_line);

G_END_DECLS
