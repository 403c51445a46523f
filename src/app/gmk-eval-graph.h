/* gmk-eval-graph.h: a game's evaluation graph.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Black's winning chance after each move, 0 to 100 %, left to right, the
 * bad moves dotted in their class's colour and the move shown marked.  A
 * click, or Left/Right and Enter, emits "move-activated" with the move's
 * index.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GMK_TYPE_EVAL_GRAPH (gmk_eval_graph_get_type())

G_DECLARE_FINAL_TYPE (GmkEvalGraph, gmk_eval_graph, GMK, EVAL_GRAPH, GtkWidget)

GtkWidget *gmk_eval_graph_new          (void);
/* One point a move: Black's chance (0..1) after it and its class
 * (GmkReviewClass, or -1 for none).  Copied. */
void       gmk_eval_graph_set_points   (GmkEvalGraph *self,
                                        const double *black_win,
                                        const int    *classes,
                                        guint         n);
guint      gmk_eval_graph_get_n_points (GmkEvalGraph *self);
double     gmk_eval_graph_get_point    (GmkEvalGraph *self,
                                        guint         i);
/* The move shown (its index), or -1 for none. */
void       gmk_eval_graph_set_current  (GmkEvalGraph *self,
                                        int           index);
/* The index of the point nearest to widget x, or -1 with no points. */
int        gmk_eval_graph_index_at     (GmkEvalGraph *self,
                                        double        x);
/* Widget x of point i, for tests. */
double     gmk_eval_graph_point_x      (GmkEvalGraph *self,
                                        guint         i);

G_END_DECLS
