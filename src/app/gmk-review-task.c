/* gmk-review-task.c: a game's review in a worker thread.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Threads: the worker owns the ReviewJob's record and search; the cancel
 * handler (any thread) only raises the flag and stops the search, under
 * the job's lock so it never touches a search already freed.
 */
#include "config.h"

#include "gmk-review-task.h"

#define REVIEW_HASH_MIB 16

typedef struct {
  GmkGameRecord         *record;
  GmkSearchLimits        limits;
  GmkSearch             *search;       /* under `lock` */
  GMutex                 lock;
  gint                   cancel;       /* atomic */
  GMainContext          *context;
  GCancellable          *cancellable;
  GmkReviewTaskProgress  progress;
  gpointer               progress_data;
  guint                  n_reviewed;
} ReviewJob;

typedef struct {
  GCancellable          *cancellable;
  GmkReviewTaskProgress  progress;
  gpointer               progress_data;
  GObject               *keep;          /* the source object, alive meanwhile */
  GmkReviewEntry         entry;
  guint                  n_moves;
} ProgressMessage;

static void
review_job_free (gpointer data)
{
  ReviewJob *job = data;

  g_clear_pointer (&job->record, gmk_game_record_free);
  g_clear_pointer (&job->context, g_main_context_unref);
  g_clear_object (&job->cancellable);
  g_mutex_clear (&job->lock);
  g_free (job);
}

static void
progress_message_free (gpointer data)
{
  ProgressMessage *msg = data;

  g_clear_object (&msg->cancellable);
  g_clear_object (&msg->keep);
  g_free (msg);
}

/* Main thread. */
static gboolean
progress_dispatch (gpointer data)
{
  ProgressMessage *msg = data;

  if (!g_cancellable_is_cancelled (msg->cancellable))
    msg->progress (&msg->entry, msg->n_moves, msg->progress_data);
  return G_SOURCE_REMOVE;
}

/* Worker thread, from gmk_review_game. */
static void
on_entry (const GmkReviewEntry *entry,
          guint                 n_moves,
          gpointer              user_data)
{
  GTask *task = user_data;
  ReviewJob *job = g_task_get_task_data (task);
  ProgressMessage *msg;
  GSource *source;

  if (job->progress == NULL || g_atomic_int_get (&job->cancel))
    return;
  msg = g_new0 (ProgressMessage, 1);
  msg->cancellable = g_object_ref (job->cancellable);
  msg->progress = job->progress;
  msg->progress_data = job->progress_data;
  msg->keep = g_task_get_source_object (task) != NULL ? g_object_ref (g_task_get_source_object (task)) : NULL;
  msg->entry = *entry;
  msg->n_moves = n_moves;
  /* A source of the main context, never g_main_context_invoke, which could
   * run the handlers right here in this thread (gmk-ai-player.c). */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_static_name (source, "[gomoku] review progress");
  g_source_set_callback (source, progress_dispatch, msg, progress_message_free);
  g_source_attach (source, job->context);
  g_source_unref (source);
}

/* Any thread: the one that cancels. */
static void
on_cancelled (GCancellable *cancellable,
              gpointer      user_data)
{
  ReviewJob *job = user_data;

  g_atomic_int_set (&job->cancel, 1);
  g_mutex_lock (&job->lock);
  if (job->search != NULL)
    gmk_search_stop (job->search);
  g_mutex_unlock (&job->lock);
}

static void
review_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ReviewJob *job = task_data;
  g_autoptr(GError) error = NULL;
  GmkSearch *search;
  gulong handler;

  search = gmk_search_new (REVIEW_HASH_MIB);
  gmk_search_prepare (search, job->limits.threads);
  g_mutex_lock (&job->lock);
  job->search = search;
  g_mutex_unlock (&job->lock);
  handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), job, NULL);

  if (!g_atomic_int_get (&job->cancel))
    {
      g_autofree GmkReviewEntry *entries = g_new0 (GmkReviewEntry, MAX (job->record->n_moves, 1));

      job->n_reviewed = gmk_review_game (search, job->record, job->record->rule, &job->limits, entries,
                                         on_entry, task, &job->cancel, &error);
    }

  /* Waits for a cancel handler running in another thread. */
  g_cancellable_disconnect (cancellable, handler);
  g_mutex_lock (&job->lock);
  job->search = NULL;
  g_mutex_unlock (&job->lock);
  gmk_search_free (search);

  if (g_atomic_int_get (&job->cancel))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The review was cancelled");
  else if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

void
gmk_review_task_run (gpointer               source_object,
                     GmkGameRecord         *record,
                     guint                  time_ms,
                     int                    threads,
                     GCancellable          *cancellable,
                     GmkReviewTaskProgress  progress,
                     gpointer               progress_data,
                     GAsyncReadyCallback    callback,
                     gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  ReviewJob *job;

  g_return_if_fail (record != NULL);
  g_return_if_fail (G_IS_CANCELLABLE (cancellable));

  job = g_new0 (ReviewJob, 1);
  g_mutex_init (&job->lock);
  job->record = record;
  gmk_search_limits_init (&job->limits, MAX (time_ms, 1));
  /* Each position gets its time: nothing is saved for later moves. */
  job->limits.full_time = TRUE;
  job->limits.threads = CLAMP (threads, 1, 64);
  job->context = g_main_context_ref_thread_default ();
  job->cancellable = g_object_ref (cancellable);
  job->progress = progress;
  job->progress_data = progress_data;

  task = g_task_new (source_object, cancellable, callback, user_data);
  g_task_set_source_tag (task, gmk_review_task_run);
  g_task_set_task_data (task, job, review_job_free);
  /* The callback waits for the thread: the job's memory is freed with
   * the task, never while the worker uses it. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, review_thread);
}

gboolean
gmk_review_task_finish (GAsyncResult  *result,
                        guint         *n_reviewed,
                        GError       **error)
{
  ReviewJob *job;

  g_return_val_if_fail (G_IS_TASK (result), FALSE);

  job = g_task_get_task_data (G_TASK (result));
  if (n_reviewed != NULL)
    *n_reviewed = job->n_reviewed;
  return g_task_propagate_boolean (G_TASK (result), error);
}
