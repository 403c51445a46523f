/* gmk-pausable.h: the Pause of a computer that decides on its own.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GmkAiPlayer (the computer's moves) and GmkAiOpening (its opening
 * decisions) follow the window's Pause the same way: pausing drops the
 * decision under way, and resuming decides again on the same position.
 * Both do it through their "schedule" function, which cancels what the
 * computer no longer wants (everything, while paused) and starts what it
 * does, so the one rule is kept in one place.
 *
 * Plain data, embedded in its owner, whose "paused" property it notifies;
 * main thread only.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef void (*GmkPausableSchedule) (gpointer owner);

typedef struct {
  gboolean             paused;
  GObject             *owner;      /* unowned: it embeds this */
  GParamSpec          *pspec;      /* the owner's "paused" */
  GmkPausableSchedule  schedule;
} GmkPausable;

void     gmk_pausable_init (GmkPausable         *self,
                            gpointer             owner,
                            GParamSpec          *pspec,
                            GmkPausableSchedule  schedule);
/* Pausing or resuming notifies "paused", then schedules: the job under
 * way is dropped, or the decision taken again.  Setting the state it has
 * does nothing. */
void     gmk_pausable_set  (GmkPausable         *self,
                            gboolean             paused);
/* Pauses without scheduling: the owner has stopped already (it could not
 * act) or schedules next itself. */
void     gmk_pausable_hold (GmkPausable         *self);
gboolean gmk_pausable_get  (const GmkPausable   *self);

G_END_DECLS
