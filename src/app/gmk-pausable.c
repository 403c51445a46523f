/* gmk-pausable.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-pausable.h"

void
gmk_pausable_init (GmkPausable         *self,
                   gpointer             owner,
                   GParamSpec          *pspec,
                   GmkPausableSchedule  schedule)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (G_IS_OBJECT (owner));
  g_return_if_fail (pspec != NULL);
  g_return_if_fail (schedule != NULL);

  *self = (GmkPausable) {
    .owner = owner,
    .pspec = pspec,
    .schedule = schedule,
  };
}

/* Returns whether it changed. */
static gboolean
change (GmkPausable *self,
        gboolean     paused)
{
  paused = !!paused;
  if (self->paused == paused)
    return FALSE;
  self->paused = paused;
  g_object_notify_by_pspec (self->owner, self->pspec);
  return TRUE;
}

void
gmk_pausable_set (GmkPausable *self,
                  gboolean     paused)
{
  g_return_if_fail (self != NULL);

  if (change (self, paused))
    self->schedule (self->owner);
}

void
gmk_pausable_hold (GmkPausable *self)
{
  g_return_if_fail (self != NULL);
  change (self, TRUE);
}

gboolean
gmk_pausable_get (const GmkPausable *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->paused;
}
