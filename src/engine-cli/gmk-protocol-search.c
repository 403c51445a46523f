/* gmk-protocol-search.c: the search thread: the table sized from INFO,
 * the limits of one move, the move and its MESSAGE line printed.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-protocol-private.h"

#include <string.h>

#include "gmk-notation.h"
#include "gmk-rules.h"

static void
format_count (guint64  n,
              char    *buf,
              gsize    size)
{
  if (n >= 10000000000ull)
    g_snprintf (buf, size, "%.1fG", n / 1e9);
  else if (n >= 10000000ull)
    g_snprintf (buf, size, "%.0fM", n / 1e6);
  else if (n >= 1000000ull)
    g_snprintf (buf, size, "%.1fM", n / 1e6);
  else if (n >= 10000ull)
    g_snprintf (buf, size, "%.0fk", n / 1e3);
  else
    g_snprintf (buf, size, "%" G_GUINT64_FORMAT, n);
}

/* One line after each move: depth, selective depth, score, win probability,
 * nodes, speed, time and the principal variation in renju notation. */
static void
emit_search_message (GmkProtocol         *self,
                     const GmkSearchInfo *info)
{
  g_autoptr(GString) line = g_string_new ("MESSAGE");
  char nodes[32], nps[32];

  format_count (info->nodes, nodes, sizeof nodes);
  format_count (info->nps, nps, sizeof nps);
  g_string_append_printf (line, " depth %d-%d ev %d (%d%%) n %s nps %s tm %" G_GINT64_FORMAT,
                          info->depth, MAX (info->depth, info->seldepth),
                          info->score,
                          (int) CLAMP (info->win_probability * 100.0 + 0.5, 0.0, 100.0),
                          nodes, nps, info->elapsed_ms);
  /* Only a proven result scores within GMK_MAX_PLY of GMK_SCORE_WIN. */
  if (info->forced_win || ABS (info->score) >= GMK_SCORE_WIN - GMK_MAX_PLY)
    g_string_append (line, info->score >= 0 ? " win" : " loss");
  if (info->pv_length > 0)
    {
      g_string_append (line, " pv");
      for (int i = 0; i < info->pv_length && i < GMK_MAX_PV; i++)
        {
          char cell[GMK_NOTATION_MAX];
          int index = info->pv[i];

          if (index < 0 || index >= GMK_CELLS)
            break;
          gmk_notation_format (gmk_board_x (index), gmk_board_y (index),
                               self->height, cell);
          g_string_append_c (line, ' ');
          g_string_append (line, cell);
        }
    }
  gmk_protocol_emit (self, "%s", line->str);
}

static gsize
wanted_hash_mib (GmkProtocol *self)
{
  gsize mib = self->hash_request_mib;

  /* Gomocup's max_memory covers the whole process: give the table half. */
  if (self->max_memory > 0)
    mib = MIN (mib, MAX (1, self->max_memory / (2 * 1024 * 1024)));
  return CLAMP (mib, 1, MAX_HASH_MIB);
}

static void
ensure_search (GmkProtocol *self)
{
  gsize mib = wanted_hash_mib (self);

  if (self->search == NULL)
    {
      self->search = gmk_search_new (mib);
      self->search_hash_mib = mib;
    }
  else if (mib != self->search_hash_mib)
    {
      if (gmk_search_resize (self->search, mib))
        self->search_hash_mib = mib;
      else
        gmk_protocol_emit (self, "MESSAGE could not resize the hash table to %" G_GSIZE_FORMAT
                           " MiB", mib);
    }
}

/* The table and the helpers' memory are made and written when a game
 * starts or a key that sizes them changes, before the manager runs our
 * clock: a first move that touched 64 MiB for the first time spent a
 * quarter of its CPU time in the kernel zeroing pages. */
void
gmk_protocol_prepare_search (GmkProtocol *self)
{
  ensure_search (self);
  gmk_search_prepare (self->search, self->threads);
}

static void
on_search_progress (const GmkSearchInfo *info,
                    gpointer             user_data)
{
  GmkProtocol *self = user_data;

  /* A stop that arrived before the search was running is repeated here. */
  if (g_atomic_int_get (&self->stop_requested))
    gmk_search_stop (self->search);
}

static void
build_limits (GmkProtocol     *self,
              gint64           budget_ms,
              GmkSearchLimits *limits)
{
  gmk_search_limits_init (limits, budget_ms);
  if (self->level < GMK_MAX_LEVEL)
    gmk_search_limits_for_level (limits, self->level);
  limits->level = self->level;
  /* The level may shorten the time; it never lengthens it past the budget. */
  if (limits->time_ms <= 0 || limits->time_ms > budget_ms)
    limits->time_ms = budget_ms;
  /* Under a turn time alone, or a clock too large to ever bind, time left
   * unused is lost: spend it. */
  limits->full_time = gmk_protocol_full_turn (self->timeout_turn, self->timeout_match,
                                              self->time_left, gmk_protocol_empty_cells (self));
  if (self->max_depth > 0 &&
      (limits->max_depth == 0 || limits->max_depth > self->max_depth))
    limits->max_depth = self->max_depth;
  if (self->max_nodes > 0 &&
      (limits->max_nodes == 0 || limits->max_nodes > self->max_nodes))
    limits->max_nodes = self->max_nodes;
  limits->threads = self->threads;
  /* Yixin's YXNBEST and YXBLOCK shape the moves we think about, not the
   * swap2 decisions. */
  if (self->job == JOB_MOVE)
    {
      limits->multi_pv = self->job_multi_pv;
      memcpy (limits->blocked, self->blocked, sizeof limits->blocked);
    }
  limits->seed = self->seed + (guint64) self->position->board.ply * 0x9E3779B97F4A7C15ull
                 + (guint64) (self->position->board.stones[GMK_BLACK] + self->position->board.stones[GMK_WHITE]);
  /* Stopped before it started: answer at once. */
  if (g_atomic_int_get (&self->stop_requested))
    {
      limits->max_depth = 1;
      limits->max_nodes = 1;
    }
}

/* A legal move near the centre: what we play if the search ever returns
 * something the rules refuse, rather than lose the game by an illegal move. */
static int
fallback_move (GmkProtocol *self)
{
  int best = GMK_NO_MOVE, best_distance = G_MAXINT;
  const int cx = self->width / 2, cy = self->height / 2;

  for (int y = 0; y < self->height; y++)
    for (int x = 0; x < self->width; x++)
      {
        int distance = ABS (x - cx) + ABS (y - cy);

        if (distance < best_distance &&
            gmk_position_check (self->position, x, y) == GMK_REASON_NONE)
          {
            best = gmk_board_index (x, y);
            best_distance = distance;
          }
      }
  return best;
}

/* Runs one search on the position; the answer is legal or GMK_NO_MOVE. */
static int
search_position (GmkProtocol   *self,
                 gint64         budget_ms,
                 GmkSearchInfo *info)
{
  GmkSearchLimits limits;
  int move;

  memset (info, 0, sizeof *info);
  build_limits (self, budget_ms, &limits);
  move = gmk_search_run (self->search, self->position, &limits,
                         on_search_progress, self, info);
  if (move == GMK_NO_MOVE && self->position->status.result != GMK_RESULT_NONE)
    return GMK_NO_MOVE;
  /* Every legal move blocked: nothing may be played. */
  if (move == GMK_NO_MOVE && self->job == JOB_MOVE && gmk_protocol_has_blocked (self))
    return GMK_NO_MOVE;
  if (move == GMK_NO_MOVE ||
      !gmk_board_index_valid (&self->position->board, move) ||
      gmk_position_check (self->position, gmk_board_x (move), gmk_board_y (move)) != GMK_REASON_NONE)
    {
      int fallback = fallback_move (self);

      if (move != GMK_NO_MOVE)
        gmk_protocol_emit (self, "MESSAGE the search proposed an illegal move; playing a safe one");
      move = fallback;
    }
  return move;
}

static void
run_move_job (GmkProtocol *self)
{
  GmkSearchInfo info;
  /* What came before the search (a new or resized table) is the turn's too. */
  gint64 spent_ms = (g_get_monotonic_time () - self->job_start_us) / 1000;
  int move = search_position (self, MAX (self->job_budget_ms - spent_ms, 1), &info);
  int x, y;

  if (g_atomic_int_get (&self->quitting))
    return;
  if (move == GMK_NO_MOVE)
    {
      if (self->position->status.result == GMK_RESULT_NONE)
        gmk_protocol_emit (self, "ERROR no move to play: every legal move is blocked (YXBLOCKRESET clears the list)");
      else
        gmk_protocol_emit (self, "ERROR no move to play: the game is over");
      return;
    }
  x = gmk_board_x (move);
  y = gmk_board_y (move);
  gmk_protocol_play_recorded (self, x, y);
  if (self->job_multi_pv > 1)
    gmk_protocol_emit_lines (self, &info);
  emit_search_message (self, &info);
  gmk_protocol_emit (self, "%d,%d", x, y);
}

/* Score of the position for the side to move, and its best move. */
int
gmk_protocol_evaluate (GmkProtocol *self,
                       gint64       budget_ms,
                       int         *best_move)
{
  GmkSearchInfo info;
  int move = search_position (self, budget_ms, &info);

  if (best_move != NULL)
    *best_move = move;
  return info.score;
}

static gpointer
search_thread_main (gpointer data)
{
  GmkProtocol *self = data;

  switch (self->job)
    {
    case JOB_MOVE:
      run_move_job (self);
      break;
    case JOB_SWAP2:
      gmk_protocol_swap2_reply (self);
      break;
    case JOB_BALANCE:
      gmk_protocol_balance_reply (self);
      break;
    default:
      g_assert_not_reached ();
    }
  g_atomic_int_set (&self->thread_done, 1);
  return NULL;
}

void
gmk_protocol_wait_for_search (GmkProtocol *self)
{
  if (self->thread != NULL)
    {
      g_thread_join (self->thread);
      self->thread = NULL;
    }
}

/* Asks the search to stop and waits for its thread.  The request is repeated
 * until the thread is done, in case it came before the search was running. */
void
gmk_protocol_stop_search (GmkProtocol *self)
{
  if (self->thread == NULL)
    return;
  g_atomic_int_set (&self->stop_requested, 1);
  while (!g_atomic_int_get (&self->thread_done))
    {
      gmk_search_stop (self->search);
      g_usleep (1000);
    }
  gmk_protocol_wait_for_search (self);
}

/* Neutral stones (BOARD field 3) are neither colour's, so the stone counts
 * do not tell how many cells are free. */
int
gmk_protocol_empty_cells (GmkProtocol *self)
{
  const GmkBoard *board = &self->position->board;
  int empty = 0;

  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      empty += board->cell[gmk_board_index (x, y)] == GMK_EMPTY;
  return empty;
}

void
gmk_protocol_start_job (GmkProtocol *self,
                        JobKind      job)
{
  g_assert (self->thread == NULL);

  self->job_start_us = g_get_monotonic_time ();
  ensure_search (self);
  self->job = job;
  self->job_multi_pv = self->multi_pv;
  self->multi_pv = 1;
  self->job_budget_ms = gmk_protocol_move_budget (self->timeout_turn, self->timeout_match,
                                                  self->time_left, gmk_protocol_empty_cells (self));
  g_atomic_int_set (&self->stop_requested, 0);
  g_atomic_int_set (&self->thread_done, 0);
  self->thread = g_thread_new ("gmk-protocol-search", search_thread_main, self);
}

/* Starts thinking about our move, unless the game is already decided. */
void
gmk_protocol_think_or_refuse (GmkProtocol *self)
{
  const GmkStatus *status = &self->position->status;

  if (status->result != GMK_RESULT_NONE)
    {
      gmk_protocol_emit (self, "ERROR the game is over (%s by %s): no move to play",
                         gmk_result_name (status->result), gmk_how_name (status->how));
      return;
    }
  if (gmk_protocol_empty_cells (self) == 0)
    {
      gmk_protocol_emit (self, "ERROR the board is full: no move to play");
      return;
    }
  gmk_protocol_start_job (self, JOB_MOVE);
}

gboolean
gmk_protocol_search_is_ready (GmkProtocol *self)
{
  gmk_protocol_wait_for_search (self);
  return self->search != NULL &&
         gmk_search_is_prepared (self->search, self->threads) &&
         self->search_hash_mib == wanted_hash_mib (self);
}
