/* gmk-progress-throttle.h: the beat at which a search's progress is shown.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search reports many times a second, and every label it changes costs
 * the window a frame.  What shows a search's progress therefore refreshes
 * on one beat: a call when the search starts, one every interval while it
 * runs, and a last one when it stops, so nothing is left showing figures
 * older than the search's final ones.  All the widgets that follow the
 * beat change in the same main-loop iteration, hence in one frame.
 *
 * Plain data, embedded in its owner; the calls come from the
 * thread-default main context of whoever started it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef void (*GmkProgressRefresh) (gpointer user_data);

typedef struct {
  guint               interval_ms;
  guint               source;        /* the beat, while running */
  GmkProgressRefresh  refresh;
  gpointer            user_data;
} GmkProgressThrottle;

void     gmk_progress_throttle_init        (GmkProgressThrottle *self,
                                            guint                interval_ms,
                                            GmkProgressRefresh   refresh,
                                            gpointer             user_data);
/* Starting or stopping calls refresh at once; while running, refresh is
 * called again every interval_ms.  Setting the state it has does nothing
 * (the beat keeps its phase). */
void     gmk_progress_throttle_set_running (GmkProgressThrottle *self,
                                            gboolean             running);
gboolean gmk_progress_throttle_get_running (GmkProgressThrottle *self);
/* Stops the beat without a last call (the owner goes away). */
void     gmk_progress_throttle_clear       (GmkProgressThrottle *self);

G_END_DECLS
