/* gmk-move-time.h: the steps of the time-per-move control.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tenths of a second matter below a second and not above it: the control
 * steps through a set of times (0.1 s apart up to 1 s, then 0.5 s, 1 s, and
 * coarser towards a minute), so 1 s to 10 s is a dozen clicks, not ninety.
 * The spin button's adjustment counts steps; GSettings keeps seconds.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Steps 0 … n - 1: the first is the schema's minimum, the last its maximum. */
guint    gmk_move_time_n_steps   (void);
double   gmk_move_time_seconds   (guint        step);
/* The step nearest to a time (any time in range, e.g. one set by hand). */
guint    gmk_move_time_step      (double       seconds);
/* "0.5", "1.0", "2.5", "10.0": what the control shows. */
char    *gmk_move_time_format    (double       seconds);

/* Binds a GtkSpinButton, whose adjustment these functions set to count
 * steps, to the GSettings key `key` in seconds: it shows seconds, takes
 * typed seconds and its arrows move one step. */
void     gmk_move_time_bind      (GtkSpinButton *spin,
                                  GSettings     *settings,
                                  const char    *key);

G_END_DECLS
