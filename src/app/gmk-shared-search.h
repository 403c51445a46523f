/* gmk-shared-search.h: the process's one engine search, for worker threads.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer player and the analysis board run their searches in GTask
 * threads on one GmkSearch (its transposition table is reused from search
 * to search).  Searches run one at a time.  Each caller names its run with
 * a token (its job): a stop or a cancel reaches the search only while the
 * search is that token's, never a later caller's.
 *
 * Worker threads report to the main thread through gmk_shared_search_post,
 * an idle source attached to the caller's main context, never
 * g_main_context_invoke: when the main thread is between two iterations,
 * the worker could acquire the context and run the callback (and the
 * window's handlers) on itself.
 *
 * The main thread counts the worker threads it started (hold and release),
 * so the application waits for them before it exits.
 */
#pragma once

#include <gio/gio.h>

#include "gmk-search.h"

G_BEGIN_DECLS

/* In a worker thread: runs gmk_search_run on the shared search once the
 * searches before it are over.  Cancelling `cancellable` stops it (a
 * cancel before it starts skips it: GMK_NO_MOVE).  `info` may be NULL. */
int       gmk_shared_search_run       (gpointer               token,
                                       GCancellable          *cancellable,
                                       const GmkPosition     *position,
                                       const GmkSearchLimits *limits,
                                       GmkSearchProgressFunc  progress,
                                       gpointer               user_data,
                                       GmkSearchInfo         *info);
/* Any thread: stops the running search if it is `token`'s. */
void      gmk_shared_search_stop      (gpointer               token);
/* Any thread: runs `func (data)` once on `context`'s thread, then `notify
 * (data)`. */
void      gmk_shared_search_post      (GMainContext          *context,
                                       const char            *name,
                                       GSourceFunc            func,
                                       gpointer               data,
                                       GDestroyNotify         notify);

/* Main thread: a worker thread starts (hold) or has reported its end
 * (release). */
void      gmk_shared_search_hold      (void);
void      gmk_shared_search_release   (void);
guint     gmk_shared_search_get_n_running (void);
/* Runs the main context until no worker runs or timeout_ms passed; TRUE
 * when none runs. */
gboolean  gmk_shared_search_wait_idle (guint                  timeout_ms);
/* Frees the shared search once nothing runs (at application exit). */
void      gmk_shared_search_free      (void);

G_END_DECLS
