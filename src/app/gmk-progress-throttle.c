/* gmk-progress-throttle.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-progress-throttle.h"

void
gmk_progress_throttle_init (GmkProgressThrottle *self,
                            guint                interval_ms,
                            GmkProgressRefresh   refresh,
                            gpointer             user_data)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (interval_ms > 0);
  g_return_if_fail (refresh != NULL);

  *self = (GmkProgressThrottle) {
    .interval_ms = interval_ms,
    .refresh = refresh,
    .user_data = user_data,
  };
}

static gboolean
on_beat (gpointer data)
{
  GmkProgressThrottle *self = data;

  self->refresh (self->user_data);
  return G_SOURCE_CONTINUE;
}

void
gmk_progress_throttle_set_running (GmkProgressThrottle *self,
                                   gboolean             running)
{
  g_return_if_fail (self != NULL && self->refresh != NULL);

  if (!!running == (self->source != 0))
    return;
  if (running)
    {
      self->source = g_timeout_add (self->interval_ms, on_beat, self);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->source),
                                "[gomoku] progress refresh");
    }
  else
    g_clear_handle_id (&self->source, g_source_remove);
  self->refresh (self->user_data);
}

gboolean
gmk_progress_throttle_get_running (GmkProgressThrottle *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->source != 0;
}

void
gmk_progress_throttle_clear (GmkProgressThrottle *self)
{
  g_return_if_fail (self != NULL);
  g_clear_handle_id (&self->source, g_source_remove);
}
