/* gmk-shared-search.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-shared-search.h"

#define SHARED_HASH_MIB 64

/* run_lock serialises searches; token_lock guards `running_token`, so a
 * cancelled caller stops the search only while the search is its own. */
static GMutex     run_lock;
static GMutex     token_lock;
static GmkSearch *shared_search;
static gpointer   running_token;
static guint      n_running;          /* main thread only */

void
gmk_shared_search_stop (gpointer token)
{
  g_mutex_lock (&token_lock);
  if (running_token == token && token != NULL && shared_search != NULL)
    gmk_search_stop (shared_search);
  g_mutex_unlock (&token_lock);
}

/* Any thread: the one calling g_cancellable_cancel. */
static void
on_cancelled (GCancellable *cancellable,
              gpointer      token)
{
  gmk_shared_search_stop (token);
}

int
gmk_shared_search_run (gpointer               token,
                       GCancellable          *cancellable,
                       const GmkPosition     *position,
                       const GmkSearchLimits *limits,
                       GmkSearchProgressFunc  progress,
                       gpointer               user_data,
                       GmkSearchInfo         *info)
{
  int move = GMK_NO_MOVE;
  gulong handler;

  g_return_val_if_fail (token != NULL, GMK_NO_MOVE);

  g_mutex_lock (&run_lock);

  if (shared_search == NULL)
    shared_search = gmk_search_new (SHARED_HASH_MIB);

  g_mutex_lock (&token_lock);
  running_token = token;
  g_mutex_unlock (&token_lock);

  handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), token, NULL);

  /* A cancel that raced with the start is caught here or by the caller's
   * progress callback: the search clears a stop asked before it began. */
  if (!g_cancellable_is_cancelled (cancellable))
    move = gmk_search_run (shared_search, position, limits, progress, user_data, info);

  g_mutex_lock (&token_lock);
  running_token = NULL;
  g_mutex_unlock (&token_lock);

  g_cancellable_disconnect (cancellable, handler);

  g_mutex_unlock (&run_lock);

  return move;
}

void
gmk_shared_search_post (GMainContext   *context,
                        const char     *name,
                        GSourceFunc     func,
                        gpointer        data,
                        GDestroyNotify  notify)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_static_name (source, name);
  g_source_set_callback (source, func, data, notify);
  g_source_attach (source, context);
  g_source_unref (source);
}

void
gmk_shared_search_hold (void)
{
  n_running++;
}

void
gmk_shared_search_release (void)
{
  g_return_if_fail (n_running > 0);
  n_running--;
}

guint
gmk_shared_search_get_n_running (void)
{
  return n_running;
}

static gboolean
on_wait_timeout (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
gmk_shared_search_wait_idle (guint timeout_ms)
{
  GMainContext *context = g_main_context_ref_thread_default ();
  gboolean timed_out = FALSE;
  guint timeout_id;

  timeout_id = g_timeout_add (timeout_ms, on_wait_timeout, &timed_out);
  while (n_running > 0 && !timed_out)
    g_main_context_iteration (context, TRUE);
  if (!timed_out)
    g_source_remove (timeout_id);
  g_main_context_unref (context);

  return n_running == 0;
}

void
gmk_shared_search_free (void)
{
  if (n_running > 0)
    return;
  g_mutex_lock (&run_lock);
  g_clear_pointer (&shared_search, gmk_search_free);
  g_mutex_unlock (&run_lock);
}
