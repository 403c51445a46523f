/* gmk-review-task.h: a game's review in a worker thread.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's review (gmk_review_game) of a copy of the game, with its own
 * search, in a GTask thread.  Each move's entry reaches the main thread as
 * soon as it is classified, through an idle source of the caller's main
 * context.  Cancelling stops the search under way within milliseconds; no
 * progress is delivered after the cancel, and the thread frees all it
 * took when it ends.
 */
#pragma once

#include <gio/gio.h>

#include "gmk-review.h"

G_BEGIN_DECLS

/* Main thread, once per move reviewed, in order. */
typedef void (*GmkReviewTaskProgress) (const GmkReviewEntry *entry,
                                       guint                 n_moves,
                                       gpointer              user_data);

/* Reviews `record` (taken) under its rule, `time_ms` a position, with
 * `threads` threads.  `source_object` is kept alive until `callback` runs;
 * `progress` and its `progress_data` must stay valid until then too. */
void  gmk_review_task_run    (gpointer               source_object,
                              GmkGameRecord         *record,
                              guint                  time_ms,
                              int                    threads,
                              GCancellable          *cancellable,
                              GmkReviewTaskProgress  progress,
                              gpointer               progress_data,
                              GAsyncReadyCallback    callback,
                              gpointer               user_data);
/* The number of moves reviewed; FALSE with G_IO_ERROR_CANCELLED when
 * cancelled, or the review's error (an illegal move). */
gboolean gmk_review_task_finish (GAsyncResult        *result,
                                 guint               *n_reviewed,
                                 GError             **error);

G_END_DECLS
