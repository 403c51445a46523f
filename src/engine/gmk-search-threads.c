/* gmk-search-threads.c: the search object, its workers and Lazy SMP.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmkSearch owns a transposition table and one worker a thread (its
 * own position, move lists, killers and history).  Helper threads from a
 * GThreadPool search the same root at staggered depths and feed the
 * lock-free table; the deepest iteration any thread completes is shared,
 * the others skip it, and the answer comes from the deepest.
 */
#include "gmk-search-private.h"

#include <string.h>

/* ---------------------------------------------------------------------- */
/* Lockstep                                                                 */

/* Lockstep: a thread more than STEP_NODES nodes ahead of another still
 * searching waits for it, so the threads advance as on equal cores that
 * nothing else uses (bench --lockstep).  The main thread's node count is
 * then its time to depth, whatever the machine's load. */
#define STEP_NODES 256

static guint64
slowest_other_locked (GmkSearch *search,
                      Worker    *self)
{
  guint64 slowest = G_MAXUINT64;

  for (int i = 0; i < search->threads; i++)
    {
      Worker *o = search->workers[i];

      if (o != self && o->stepping)
        slowest = MIN (slowest, o->step_nodes);
    }
  return slowest;
}

void
gmk_search_step_wait (Worker *w)
{
  GmkSearch *search = w->search;

  g_mutex_lock (&search->lock);
  w->step_nodes = w->nodes;
  g_cond_broadcast (&search->step_cond);
  while (!g_atomic_int_get (&search->stop) &&
         slowest_other_locked (search, w) < G_MAXUINT64 &&
         w->nodes > slowest_other_locked (search, w) + STEP_NODES)
    g_cond_wait (&search->step_cond, &search->lock);
  g_mutex_unlock (&search->lock);
}

/* A thread that has finished searching no longer holds the others back. */
static void
step_leave (Worker *w)
{
  GmkSearch *search = w->search;

  if (!search->limits.lockstep)
    return;
  g_mutex_lock (&search->lock);
  w->stepping = FALSE;
  g_cond_broadcast (&search->step_cond);
  g_mutex_unlock (&search->lock);
}

/* ---------------------------------------------------------------------- */
/* Workers                                                                  */

static void
helper_thread (gpointer data,
               gpointer user_data)
{
  Worker *w = data;
  GmkSearch *search = w->search;

  gmk_search_iterate (w, search->max_depth, NULL, NULL);
  step_leave (w);

  g_mutex_lock (&search->lock);
  search->helpers_running--;
  g_cond_signal (&search->helpers_done);
  g_mutex_unlock (&search->lock);
}

static Worker *
worker_new (GmkSearch *search,
            int        id)
{
  Worker *w = g_new0 (Worker, 1);

  w->search = search;
  w->id = id;
  gmk_threat_init (&w->threat);
  w->threat.stop = &search->stop;
  return w;
}

static void
worker_clear (Worker *w)
{
  memset (w->history, 0, sizeof w->history);
  memset (w->killers, 0xFF, sizeof w->killers);
  gmk_threat_clear (&w->threat);
}

GmkSearch *
gmk_search_new (gsize hash_mib)
{
  GmkSearch *search = g_new0 (GmkSearch, 1);

  gmk_pattern_init ();
  gmk_search_params_init ();
  if (hash_mib == 0)
    hash_mib = 64;
  if (!gmk_tt_init (&search->tt, hash_mib))
    {
      g_warning ("Cannot allocate a %" G_GSIZE_FORMAT " MiB table; using 1 MiB", hash_mib);
      hash_mib = 1;
      gmk_tt_init (&search->tt, hash_mib);
    }
  search->hash_mib = hash_mib;
  g_mutex_init (&search->lock);
  g_cond_init (&search->helpers_done);
  g_cond_init (&search->step_cond);
  search->workers[0] = worker_new (search, 0);
  worker_clear (search->workers[0]);
  search->n_workers = 1;
  return search;
}

void
gmk_search_free (GmkSearch *search)
{
  if (search == NULL)
    return;
  gmk_search_stop (search);
  if (search->pool != NULL)
    g_thread_pool_free (search->pool, FALSE, TRUE);
  for (int i = 0; i < search->n_workers; i++)
    g_free (search->workers[i]);
  gmk_tt_free (&search->tt);
  g_mutex_clear (&search->lock);
  g_cond_clear (&search->helpers_done);
  g_cond_clear (&search->step_cond);
  g_free (search);
}

void
gmk_search_clear (GmkSearch *search)
{
  gmk_tt_clear (&search->tt);
  search->tt_game_known = FALSE;
  for (int i = 0; i < search->n_workers; i++)
    worker_clear (search->workers[i]);
  gmk_search_proof_forget (search);
}

gboolean
gmk_search_resize (GmkSearch *search,
                   gsize      hash_mib)
{
  if (hash_mib == 0 || hash_mib == search->hash_mib)
    return hash_mib != 0;
  gmk_tt_free (&search->tt);
  search->tt_game_known = FALSE;
  if (gmk_tt_init (&search->tt, hash_mib))
    {
      search->hash_mib = hash_mib;
      return TRUE;
    }
  if (!gmk_tt_init (&search->tt, search->hash_mib))
    {
      search->hash_mib = 1;
      gmk_tt_init (&search->tt, 1);
    }
  return FALSE;
}

/* Workers 1 .. threads - 1, made the first time that many are wanted. */
static void
ensure_workers (GmkSearch *search,
                int        threads)
{
  for (int i = search->n_workers; i < MIN (threads, MAX_THREADS); i++)
    {
      search->workers[i] = worker_new (search, i);
      worker_clear (search->workers[i]);
      search->n_workers = i + 1;
    }
}

void
gmk_search_prepare (GmkSearch *search,
                    int        threads)
{
  gmk_tt_prepare (&search->tt);
  ensure_workers (search, threads);
  if (threads > 1 && search->pool == NULL)
    search->pool = g_thread_pool_new (helper_thread, search, -1, FALSE, NULL);
}

gboolean
gmk_search_is_prepared (GmkSearch *search,
                        int        threads)
{
  return gmk_tt_is_ready (&search->tt) &&
         search->n_workers >= MIN (threads, MAX_THREADS) &&
         (threads <= 1 || search->pool != NULL);
}

void
gmk_search_stop (GmkSearch *search)
{
  g_atomic_int_set (&search->stop, 1);
}

/* ---------------------------------------------------------------------- */
/* Helpers of one search                                                    */

/* Helpers search the same root on their own copies, from the table the
 * main thread shares with them. */
void
gmk_search_start_helpers (GmkSearch      *search,
                          int             threads,
                          const GmkBoard *board)
{
  Worker *main_worker = search->workers[0];

  if (search->pool == NULL)
    search->pool = g_thread_pool_new (helper_thread, search, -1, FALSE, NULL);
  ensure_workers (search, threads);
  search->threads = threads;
  main_worker->stepping = TRUE;
  main_worker->step_nodes = 0;
  for (int i = 1; i < threads; i++)
    {
      Worker *h = search->workers[i];

      gmk_eval_init (&h->st, board);
      h->nodes = 0;
      h->seldepth = 0;
      h->completed_depth = 0;
      h->full_windows = 0;
      h->best_move = main_worker->best_move;
      h->best_score = 0;
      h->n_lines = 0;
      h->pv_start = 0;
      h->n_root = main_worker->n_root;
      memcpy (h->root_moves, main_worker->root_moves, sizeof (int) * h->n_root);
      memset (h->root_scores, 0, sizeof (int) * h->n_root);
      memset (h->made_five, 0, sizeof h->made_five);
      g_mutex_lock (&search->lock);
      search->helpers_running++;
      h->st.prefetch = &search->tt;
      h->next_check = 0;
      h->abandon = FALSE;
      h->iteration_depth = G_MAXINT;
      h->stepping = TRUE;
      h->step_nodes = 0;
      g_mutex_unlock (&search->lock);
      g_thread_pool_push (search->pool, h, NULL);
    }
}

/* Stops the helpers and waits until every one has returned: nothing of
 * theirs runs once gmk_search_run has returned. */
void
gmk_search_join_helpers (GmkSearch *search)
{
  if (search->threads <= 1)
    return;
  step_leave (search->workers[0]);
  g_atomic_int_set (&search->stop, 1);
  g_mutex_lock (&search->lock);
  while (search->helpers_running > 0)
    g_cond_wait (&search->helpers_done, &search->lock);
  g_mutex_unlock (&search->lock);
}

int
gmk_search_take_shared (Worker *w)
{
  GmkSearch *search = w->search;
  int depth;

  g_mutex_lock (&search->lock);
  w->best_move = search->shared_move;
  w->best_score = search->shared_score;
  w->root_pv_length = search->shared_pv_length;
  memcpy (w->root_pv, search->shared_pv, sizeof (int) * w->root_pv_length);
  w->completed_depth = depth = search->shared_depth;
  w->seldepth = MAX (w->seldepth, search->shared_seldepth);
  g_mutex_unlock (&search->lock);
  for (int i = 0; i < w->n_root; i++)
    if (w->root_moves[i] == w->best_move)
      {
        w->root_moves[i] = w->root_moves[0];
        w->root_moves[0] = w->best_move;
      }
  return depth;
}

void
gmk_search_share_iteration (Worker *w,
                            int     depth)
{
  GmkSearch *search = w->search;

  g_mutex_lock (&search->lock);
  if (depth > search->shared_depth)
    {
      search->shared_move = w->best_move;
      search->shared_score = w->best_score;
      search->shared_seldepth = w->seldepth;
      search->shared_pv_length = w->root_pv_length;
      memcpy (search->shared_pv, w->root_pv, sizeof (int) * w->root_pv_length);
      g_atomic_int_set (&search->shared_depth, depth);
    }
  g_mutex_unlock (&search->lock);
}

guint64
gmk_search_total_nodes (const GmkSearch *search)
{
  guint64 nodes = 0;

  for (int i = 0; i < search->threads; i++)
    nodes += search->workers[i]->nodes;
  return nodes;
}
