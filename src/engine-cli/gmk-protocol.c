/* gmk-protocol.c: the Gomocup (Piskvork) protocol state machine.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Threads: the caller's thread parses lines and owns all state while no
 * search runs.  A move request (BEGIN, TURN, BOARD…DONE, SWAP2BOARD…DONE)
 * hands the position to one search thread, which plays its own move on the
 * position, prints it and ends.  Until it is joined the caller's thread only
 * touches `stop_requested`, `quitting` and the GmkSearch's thread-safe stop,
 * so no lock guards the position.
 */
#include "config.h"

#include "gmk-protocol.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-notation.h"
#include "gmk-rules.h"
#include "gmk-search.h"

#define DEFAULT_TIMEOUT_TURN_MS   5000
#define DEFAULT_HASH_MIB          64
#define MAX_HASH_MIB              4096
#define MAX_THREADS               64
/* Stones of our colour that a swap2 opening (3 stones) answer is judged by:
 * a side whose score is below this (from its own view) is given away. */
#define SWAP2_THRESHOLD           (-60)

typedef enum {
  INPUT_COMMANDS,
  INPUT_BOARD,       /* lines "x,y,field" until DONE */
  INPUT_SWAP2,       /* lines "x,y" until DONE */
} InputMode;

typedef enum {
  JOB_MOVE,
  JOB_SWAP2,
} JobKind;

typedef struct {
  int x, y, field;
} BoardEntry;

/* One move of the game record: where and by whom. */
typedef struct {
  int      index;
  GmkColor color;
} RecordMove;

struct _GmkProtocol
{
  GmkProtocolWriteFunc write;
  gpointer             write_data;
  GMutex               write_lock;

  /* The game. */
  gboolean      started;
  int           width;
  int           height;
  GmkRule       rule;
  GmkPosition  *position;
  /* The game as TAKEBACK sees it: `position` is always `base` (the stones
   * BOARD set up, or an empty board) with the moves of `record` played on
   * it in order.  The position's own move stack may be shorter: a stone
   * taken back from the middle of the game breaks the alternation of
   * colours that the stack relies on. */
  GmkPosition  *base;
  GArray       *record;              /* RecordMove */
  gboolean      neutral_stones;      /* BOARD gave field 3 stones this game */

  /* Settings from INFO. */
  gint64        timeout_turn;
  gint64        timeout_match;
  gint64        time_left;           /* < 0: not sent */
  guint64       max_memory;          /* bytes, 0: no limit */
  int           max_depth;           /* 0: no limit */
  guint64       max_nodes;           /* 0: no limit */
  int           threads;
  gsize         hash_request_mib;
  int           level;
  guint64       seed;
  int           captures_own;        /* for the next BOARD only */
  int           captures_opponent;

  /* Multi-line commands. */
  InputMode     input_mode;
  GArray       *entries;             /* BoardEntry */
  char         *input_error;         /* first bad line of a BOARD block */

  /* The search. */
  GmkSearch    *search;
  gsize         search_hash_mib;
  GThread      *thread;
  JobKind       job;
  gint64        job_budget_ms;
  gint64        job_start_us;        /* monotonic: when the command came */
  int           stop_requested;      /* atomic */
  int           quitting;            /* atomic: END, print nothing more */
  int           thread_done;         /* atomic */
};

/* ------------------------------------------------------------------ output */

static void emit (GmkProtocol *self,
                  const char  *format,
                  ...) G_GNUC_PRINTF (2, 3);

static void
emit (GmkProtocol *self,
      const char  *format,
      ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);

  g_mutex_lock (&self->write_lock);
  self->write (line, self->write_data);
  g_mutex_unlock (&self->write_lock);
}

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
  emit (self, "%s", line->str);
}

/* ----------------------------------------------------------------- parsing */

/* A decimal integer in [min, max] with nothing else around it but blanks. */
static gboolean
parse_int (const char *text,
           gint64      min,
           gint64      max,
           gint64     *out)
{
  char *end = NULL;
  gint64 value;

  while (*text == ' ' || *text == '\t')
    text++;
  if (*text == '\0')
    return FALSE;
  errno = 0;
  value = g_ascii_strtoll (text, &end, 10);
  if (errno != 0 || end == text)
    return FALSE;
  while (*end == ' ' || *end == '\t')
    end++;
  if (*end != '\0' || value < min || value > max)
    return FALSE;
  *out = value;
  return TRUE;
}

/* Splits "a,b" or "a,b,c" into n integers. */
static gboolean
parse_numbers (const char *text,
               int         n,
               gint64     *values)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  if ((int) g_strv_length (parts) != n)
    return FALSE;
  for (int i = 0; i < n; i++)
    if (!parse_int (parts[i], G_MININT32, G_MAXINT32, &values[i]))
      return FALSE;
  return TRUE;
}

static gboolean
parse_point (GmkProtocol *self,
             const char  *text,
             int         *x,
             int         *y,
             char       **error)
{
  gint64 v[2];

  if (!parse_numbers (text, 2, v))
    {
      *error = g_strdup_printf ("expected X,Y but got '%.60s'", text);
      return FALSE;
    }
  if (v[0] < 0 || v[1] < 0 || v[0] >= self->width || v[1] >= self->height)
    {
      *error = g_strdup_printf ("%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT
                                " is outside the %dx%d board",
                                v[0], v[1], self->width, self->height);
      return FALSE;
    }
  *x = (int) v[0];
  *y = (int) v[1];
  return TRUE;
}

/* ------------------------------------------------------------ the record */

/* `dest` becomes a set-up position of `rule` with the stones of `src`, its
 * capture counts when `rule` has captures, and `to_move` to move; no move
 * history.  The rules compute the status from the stones. */
static void
setup_like (GmkPosition       *dest,
            const GmkPosition *src,
            GmkRule            rule,
            GmkColor           to_move)
{
  const GmkBoard *board = &src->board;

  g_assert (dest != src);
  gmk_position_init (dest, board->width, board->height, rule);
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int index = gmk_board_index (x, y);
        GmkStone stone = board->cell[index];

        if (stone == GMK_BLACK || stone == GMK_WHITE)
          gmk_board_put (&dest->board, index, stone);
        else if (stone == GMK_WALL)
          dest->board.cell[index] = GMK_WALL;   /* a neutral stone */
      }
  if (dest->board.captures && board->captures)
    for (GmkColor c = GMK_BLACK; c <= GMK_WHITE; c++)
      gmk_board_set_captured_pairs (&dest->board, c, board->captured_pairs[c]);
  if (dest->board.to_move != to_move)
    gmk_board_switch_side (&dest->board);
  gmk_position_setup_done (dest);
}

/* After the position was replaced as a whole (START, BOARD, SWAP2BOARD, a
 * rule change): its move stack is the record, what lies under it the base. */
static void
record_sync (GmkProtocol *self)
{
  GmkPosition *base = self->base;

  gmk_position_copy (base, self->position);
  g_array_set_size (self->record, base->board.ply);
  for (int i = base->board.ply - 1; i >= 0; i--)
    {
      RecordMove *move = &g_array_index (self->record, RecordMove, i);

      move->index = base->board.history[i].move;
      gmk_position_undo (base);
      move->color = base->board.to_move;
    }
}

/* Every move of the game goes through here, so the record follows. */
static GmkReason
play_recorded (GmkProtocol *self,
               int          x,
               int          y)
{
  RecordMove move = { gmk_board_index (x, y), self->position->board.to_move };
  GmkReason reason = gmk_position_play (self->position, x, y);

  if (reason == GMK_REASON_NONE)
    g_array_append_val (self->record, move);
  return reason;
}

/* Plays the record on `base` into `pos` (and the moves kept into `kept`),
 * leaving out entry `skip` (G_MAXUINT: none), with `to_move` to move at the
 * end.  Where the colours stop alternating the position is set up afresh.
 * FALSE with `error` set when a later move no longer fits: its cell is taken
 * (a stone that was captured stays on the board now) or the rules refuse it. */
static gboolean
replay_record (GmkProtocol       *self,
               const GmkPosition *base,
               guint              skip,
               GmkColor           to_move,
               GmkPosition       *pos,
               GArray            *kept,
               char             **error)
{
  g_autofree GmkPosition *scratch = g_new (GmkPosition, 1);

  gmk_position_copy (pos, base);
  for (guint i = 0; i < self->record->len; i++)
    {
      const RecordMove *move = &g_array_index (self->record, RecordMove, i);
      const int x = gmk_board_x (move->index), y = gmk_board_y (move->index);
      GmkReason reason;

      if (i == skip)
        continue;
      if (pos->board.cell[move->index] != GMK_EMPTY)
        {
          *error = g_strdup_printf ("the later move %d,%d would land on a stone that is no longer captured", x, y);
          return FALSE;
        }
      if (pos->board.to_move != move->color)
        {
          gmk_position_copy (scratch, pos);
          setup_like (pos, scratch, pos->board.rule, move->color);
        }
      reason = gmk_position_play (pos, x, y);
      if (reason != GMK_REASON_NONE)
        {
          *error = g_strdup_printf ("the later move %d,%d would be illegal (%s)", x, y,
                                    gmk_reason_name (reason));
          return FALSE;
        }
      g_array_append_val (kept, *move);
    }
  if (pos->board.to_move != to_move)
    {
      gmk_position_copy (scratch, pos);
      setup_like (pos, scratch, pos->board.rule, to_move);
    }
  return TRUE;
}

/* ------------------------------------------------------------- the search */

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
        emit (self, "MESSAGE could not resize the hash table to %" G_GSIZE_FORMAT " MiB", mib);
    }
}

/* The table and the helpers' memory are made and written when a game
 * starts or a key that sizes them changes, before the manager runs our
 * clock: a first move that touched 64 MiB for the first time spent a
 * quarter of its CPU time in the kernel zeroing pages. */
static void
prepare_search (GmkProtocol *self)
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

/* Whether a match clock limits the game (what a move does not use is
 * kept for later), rather than the turn time alone. */
static gboolean
match_clock_in_play (gint64 timeout_match,
                     gint64 time_left)
{
  return time_left >= 0 && (timeout_match > 0 || time_left < G_MAXINT32);
}

/* The turn's budget before any match clock: timeout_turn less a margin for
 * I/O, thread start and the stop's latency.  5%: the search stops 2.5% of
 * this before it (gmk_search_run), and the reply then comes 3-13 ms later
 * (measured over the protocol at 250 and 500 ms a turn, load 4-6), so it
 * arrives at 94-97% of the turn (was 88-92% with a 10% margin). */
static gint64
turn_budget (gint64 timeout_turn)
{
  if (timeout_turn <= 0)
    return 10;   /* "as fast as possible": a shallow search still sees threats */
  return MAX (timeout_turn - CLAMP (timeout_turn / 20, 10, 250), 1);
}

gboolean
gmk_protocol_full_turn (gint64 timeout_turn,
                        gint64 timeout_match,
                        gint64 time_left,
                        int    empty_cells)
{
  gint64 moves_left;

  if (!match_clock_in_play (timeout_match, time_left))
    return TRUE;
  if (timeout_turn <= 0)
    return FALSE;   /* the clock is the only limit */
  /* Every move we may still have to play, at the whole turn budget, fits
   * in what is left (less the reserve gmk_protocol_move_budget keeps, and
   * counting at least 8 moves, as it does): the clock will never bind, so
   * time saved now would be lost. */
  moves_left = MAX ((MAX (empty_cells, 0) + 1) / 2, 8);
  return time_left - CLAMP (time_left / 20, 20, 1000) >= moves_left * turn_budget (timeout_turn);
}

static int empty_cells (GmkProtocol *self);

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
                                              self->time_left, empty_cells (self));
  if (self->max_depth > 0 &&
      (limits->max_depth == 0 || limits->max_depth > self->max_depth))
    limits->max_depth = self->max_depth;
  if (self->max_nodes > 0 &&
      (limits->max_nodes == 0 || limits->max_nodes > self->max_nodes))
    limits->max_nodes = self->max_nodes;
  limits->threads = self->threads;
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
  if (move == GMK_NO_MOVE ||
      !gmk_board_index_valid (&self->position->board, move) ||
      gmk_position_check (self->position, gmk_board_x (move), gmk_board_y (move)) != GMK_REASON_NONE)
    {
      int fallback = fallback_move (self);

      if (move != GMK_NO_MOVE)
        emit (self, "MESSAGE the search proposed an illegal move; playing a safe one");
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
      emit (self, "ERROR no move to play: the game is over");
      return;
    }
  x = gmk_board_x (move);
  y = gmk_board_y (move);
  play_recorded (self, x, y);
  emit_search_message (self, &info);
  emit (self, "%d,%d", x, y);
}

/* Score of the position for the side to move, and its best move. */
static int
evaluate (GmkProtocol *self,
          gint64       budget_ms,
          int         *best_move)
{
  GmkSearchInfo info;
  int move = search_position (self, budget_ms, &info);

  if (best_move != NULL)
    *best_move = move;
  return info.score;
}

/* Swap2, first player with an empty board: place black, white, black.  A few
 * common shapes around the centre are tried; the one the search finds most
 * even (white to move) is played. */
static void
swap2_open (GmkProtocol *self)
{
  static const int shapes[][6] = {
    { 0, 0,  1, 0,  0, 2 },
    { 0, 0,  1, 1,  2, 0 },
    { 0, 0,  1, 0,  2, 2 },
    { 0, 0,  0, 1,  2, 1 },
    { 0, 0,  1, 1,  0, 2 },
  };
  const int n = G_N_ELEMENTS (shapes);
  const int cx = self->width / 2, cy = self->height / 2;
  const gint64 budget = MAX (1, self->job_budget_ms / n);
  int best = 0, best_score = G_MAXINT;

  for (int i = 0; i < n && !g_atomic_int_get (&self->stop_requested); i++)
    {
      int score;
      gboolean ok = TRUE;

      for (int s = 0; s < 3 && ok; s++)
        ok = gmk_position_play (self->position, cx + shapes[i][2 * s] - 1,
                                cy + shapes[i][2 * s + 1] - 1) == GMK_REASON_NONE;
      if (ok)
        {
          score = ABS (evaluate (self, budget, NULL));
          if (score < best_score)
            {
              best_score = score;
              best = i;
            }
        }
      while (self->position->board.ply > 0)
        gmk_position_undo (self->position);
    }

  if (g_atomic_int_get (&self->quitting))
    return;
  {
    int xs[3], ys[3];

    for (int s = 0; s < 3; s++)
      {
        xs[s] = cx + shapes[best][2 * s] - 1;
        ys[s] = cy + shapes[best][2 * s + 1] - 1;
        play_recorded (self, xs[s], ys[s]);
      }
    emit (self, "%d,%d %d,%d %d,%d", xs[0], ys[0], xs[1], ys[1], xs[2], ys[2]);
  }
}

/* Swap2 with 3 stones (we may stay white or swap to black) or 5 stones (we
 * may play white or take black): white is to move either way.  We keep
 * white when its score is good enough, else answer SWAP. */
static void
swap2_choose (GmkProtocol *self)
{
  int move = GMK_NO_MOVE;
  int score = evaluate (self, self->job_budget_ms, &move);

  if (g_atomic_int_get (&self->quitting))
    return;
  if (score < SWAP2_THRESHOLD || move == GMK_NO_MOVE)
    {
      emit (self, "MESSAGE white scores %d: taking black", score);
      emit (self, "SWAP");
      return;
    }
  play_recorded (self, gmk_board_x (move), gmk_board_y (move));
  emit (self, "MESSAGE white scores %d: playing white", score);
  emit (self, "%d,%d", gmk_board_x (move), gmk_board_y (move));
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
      if (self->position->board.ply == 0 &&
          self->position->board.stones[GMK_BLACK] + self->position->board.stones[GMK_WHITE] == 0)
        swap2_open (self);
      else
        swap2_choose (self);
      break;
    default:
      g_assert_not_reached ();
    }
  g_atomic_int_set (&self->thread_done, 1);
  return NULL;
}

static void
wait_for_search (GmkProtocol *self)
{
  if (self->thread != NULL)
    {
      g_thread_join (self->thread);
      self->thread = NULL;
    }
}

/* Asks the search to stop and waits for its thread.  The request is repeated
 * until the thread is done, in case it came before the search was running. */
static void
stop_search (GmkProtocol *self)
{
  if (self->thread == NULL)
    return;
  g_atomic_int_set (&self->stop_requested, 1);
  while (!g_atomic_int_get (&self->thread_done))
    {
      gmk_search_stop (self->search);
      g_usleep (1000);
    }
  wait_for_search (self);
}

/* Neutral stones (BOARD field 3) are neither colour's, so the stone counts
 * do not tell how many cells are free. */
static int
empty_cells (GmkProtocol *self)
{
  const GmkBoard *board = &self->position->board;
  int empty = 0;

  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      empty += board->cell[gmk_board_index (x, y)] == GMK_EMPTY;
  return empty;
}

static void
start_job (GmkProtocol *self,
           JobKind      job)
{
  g_assert (self->thread == NULL);

  self->job_start_us = g_get_monotonic_time ();
  ensure_search (self);
  self->job = job;
  self->job_budget_ms = gmk_protocol_move_budget (self->timeout_turn, self->timeout_match,
                                                  self->time_left, empty_cells (self));
  g_atomic_int_set (&self->stop_requested, 0);
  g_atomic_int_set (&self->thread_done, 0);
  self->thread = g_thread_new ("gmk-protocol-search", search_thread_main, self);
}

/* -------------------------------------------------------------- the game */

static void
new_game (GmkProtocol *self,
          int          width,
          int          height)
{
  self->started = TRUE;
  self->width = width;
  self->height = height;
  gmk_position_init (self->position, width, height, self->rule);
  record_sync (self);
  self->neutral_stones = FALSE;   /* the table is cleared below */
  self->captures_own = 0;
  self->captures_opponent = 0;
  self->time_left = self->timeout_match > 0 ? self->timeout_match : -1;
  if (self->search != NULL)
    gmk_search_clear (self->search);
  prepare_search (self);
}

static gboolean
require_started (GmkProtocol *self,
                 const char  *command)
{
  if (!self->started)
    {
      emit (self, "ERROR %s before START: no board yet", command);
      return FALSE;
    }
  return TRUE;
}

/* Starts thinking about our move, unless the game is already decided. */
static void
think_or_refuse (GmkProtocol *self)
{
  const GmkStatus *status = &self->position->status;

  if (status->result != GMK_RESULT_NONE)
    {
      emit (self, "ERROR the game is over (%s by %s): no move to play",
            gmk_result_name (status->result), gmk_how_name (status->how));
      return;
    }
  if (empty_cells (self) == 0)
    {
      emit (self, "ERROR the board is full: no move to play");
      return;
    }
  start_job (self, JOB_MOVE);
}

/* The game again under a new rule: the base set up under it and the record
 * replayed, so TAKEBACK keeps working.  When that does not give the stones
 * on the board now (the new rule forbids a move, or captures differently),
 * the stones stay as they stand, set up directly. */
static void
change_rule (GmkProtocol *self,
             GmkRule      rule)
{
  g_autofree GmkPosition *base = NULL;
  g_autofree GmkPosition *pos = NULL;
  g_autoptr(GArray) kept = NULL;
  g_autofree char *error = NULL;
  const GmkBoard *now = &self->position->board;

  if (rule == self->rule)
    return;
  self->rule = rule;
  if (!self->started)
    return;

  base = g_new (GmkPosition, 1);
  pos = g_new (GmkPosition, 1);
  kept = g_array_new (FALSE, FALSE, sizeof (RecordMove));
  setup_like (base, self->base, rule, self->base->board.to_move);
  if (replay_record (self, base, G_MAXUINT, now->to_move, pos, kept, &error) &&
      memcmp (pos->board.cell, now->cell, sizeof now->cell) == 0 &&
      memcmp (pos->board.captured_pairs, now->captured_pairs, sizeof now->captured_pairs) == 0)
    {
      gmk_position_copy (self->position, pos);
      gmk_position_copy (self->base, base);
    }
  else
    {
      setup_like (pos, self->position, rule, now->to_move);
      gmk_position_copy (self->position, pos);
      record_sync (self);
    }
}

/* ----------------------------------------------------------- BOARD…DONE */

static gboolean
board_has_stone_set (const GmkBoard   *board,
                     const BoardEntry *entries,
                     guint             n,
                     GmkColor          own)
{
  if ((guint) (board->stones[GMK_BLACK] + board->stones[GMK_WHITE]) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      GmkColor color = entries[i].field == 1 ? own : GMK_OTHER (own);

      if (board->cell[gmk_board_index (entries[i].x, entries[i].y)] != color)
        return FALSE;
    }
  return TRUE;
}

/* The BOARD list in order, alternating colours, each move legal, nothing
 * captured on the way: then it is the real game and TAKEBACK can undo it. */
static gboolean
replay_entries (GmkProtocol      *self,
                GmkPosition      *pos,
                const BoardEntry *entries,
                guint             n,
                GmkColor          own)
{
  gmk_position_init (pos, self->width, self->height, self->rule);
  for (guint i = 0; i < n; i++)
    {
      GmkColor color = entries[i].field == 1 ? own : GMK_OTHER (own);

      if (color != pos->board.to_move ||
          gmk_position_play (pos, entries[i].x, entries[i].y) != GMK_REASON_NONE)
        return FALSE;
    }
  return pos->board.to_move == own && board_has_stone_set (&pos->board, entries, n, own);
}

static void
finish_board (GmkProtocol *self)
{
  const BoardEntry *entries = (const BoardEntry *) (gpointer) self->entries->data;
  const guint n = self->entries->len;
  g_autofree GmkPosition *replay = NULL;
  int own_stones = 0, opponent_stones = 0, neutral = 0;
  GmkColor own;

  self->input_mode = INPUT_COMMANDS;
  if (self->input_error != NULL)
    {
      emit (self, "ERROR BOARD: %s", self->input_error);
      g_clear_pointer (&self->input_error, g_free);
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      if (entries[i].field == 1)
        own_stones++;
      else if (entries[i].field == 2)
        opponent_stones++;
      else
        neutral++;
    }

  /* We are to move.  Black moves when both have played as many stones;
   * with captures, the stones each side lost still count as played. */
  if (gmk_rule_has_captures (self->rule))
    {
      own_stones += 2 * self->captures_opponent;
      opponent_stones += 2 * self->captures_own;
    }
  own = opponent_stones > own_stones ? GMK_WHITE : GMK_BLACK;

  replay = g_new (GmkPosition, 1);
  if (self->captures_own == 0 && self->captures_opponent == 0 && neutral == 0 &&
      replay_entries (self, replay, entries, n, own))
    {
      gmk_position_copy (self->position, replay);
    }
  else
    {
      GmkPosition *pos = self->position;

      gmk_position_init (pos, self->width, self->height, self->rule);
      for (guint i = 0; i < n; i++)
        {
          int index = gmk_board_index (entries[i].x, entries[i].y);

          /* Field 3, a stone of a continuous game's finished line, belongs
           * to nobody: it blocks lines as the edge does, which is what a
           * wall cell is to the rules, the evaluation and the search. */
          if (entries[i].field == 3)
            pos->board.cell[index] = GMK_WALL;
          else
            gmk_board_put (&pos->board, index, entries[i].field == 1 ? own : GMK_OTHER (own));
        }
      if (pos->board.captures)
        {
          gmk_board_set_captured_pairs (&pos->board, own, self->captures_own);
          gmk_board_set_captured_pairs (&pos->board, GMK_OTHER (own), self->captures_opponent);
        }
      if (pos->board.to_move != own)
        gmk_board_switch_side (&pos->board);
      gmk_position_setup_done (pos);
    }
  record_sync (self);
  self->captures_own = 0;
  self->captures_opponent = 0;
  /* The hash knows only black and white stones: what the table learnt
   * with other neutral stones, or none, would mislead the search. */
  if ((neutral > 0 || self->neutral_stones) && self->search != NULL)
    gmk_search_clear (self->search);
  self->neutral_stones = neutral > 0;
  think_or_refuse (self);
}

static void
board_line (GmkProtocol *self,
            const char  *line)
{
  gint64 v[3];
  BoardEntry entry;

  if (self->input_error != NULL)
    return;   /* the first error is the one reported */

  if (!parse_numbers (line, 3, v))
    {
      self->input_error = g_strdup_printf ("expected X,Y,FIELD but got '%.60s'", line);
      return;
    }
  if (v[0] < 0 || v[1] < 0 || v[0] >= self->width || v[1] >= self->height)
    {
      self->input_error = g_strdup_printf ("%s is outside the %dx%d board",
                                           line, self->width, self->height);
      return;
    }
  if (v[2] < 1 || v[2] > 3)
    {
      self->input_error = g_strdup_printf ("field must be 1 (own), 2 (opponent) or 3 (neutral) in '%.60s'",
                                           line);
      return;
    }
  for (guint i = 0; i < self->entries->len; i++)
    {
      const BoardEntry *e = &g_array_index (self->entries, BoardEntry, i);

      if (e->x == v[0] && e->y == v[1])
        {
          self->input_error = g_strdup_printf ("%d,%d is given twice", e->x, e->y);
          return;
        }
    }
  if (self->entries->len >= (guint) (self->width * self->height))
    {
      self->input_error = g_strdup ("more stones than cells");
      return;
    }
  entry.x = (int) v[0];
  entry.y = (int) v[1];
  entry.field = (int) v[2];
  g_array_append_val (self->entries, entry);
}

/* SWAP2BOARD: the stones so far, alternating from black. */
static void
swap2_line (GmkProtocol *self,
            const char  *line)
{
  g_autofree char *error = NULL;
  BoardEntry entry = { 0 };

  if (self->input_error != NULL)
    return;
  if (!parse_point (self, line, &entry.x, &entry.y, &error))
    {
      self->input_error = g_steal_pointer (&error);
      return;
    }
  g_array_append_val (self->entries, entry);
}

static void
finish_swap2 (GmkProtocol *self)
{
  const guint n = self->entries->len;

  self->input_mode = INPUT_COMMANDS;
  if (self->input_error != NULL)
    {
      emit (self, "ERROR SWAP2BOARD: %s", self->input_error);
      g_clear_pointer (&self->input_error, g_free);
      return;
    }
  if (n != 0 && n != 3 && n != 5)
    {
      emit (self, "ERROR SWAP2BOARD: expected 0, 3 or 5 stones, got %u", n);
      return;
    }
  gmk_position_init (self->position, self->width, self->height, self->rule);
  for (guint i = 0; i < n; i++)
    {
      const BoardEntry *e = &g_array_index (self->entries, BoardEntry, i);
      GmkReason reason = gmk_position_play (self->position, e->x, e->y);

      if (reason != GMK_REASON_NONE)
        {
          emit (self, "ERROR SWAP2BOARD: %d,%d is illegal (%s)", e->x, e->y,
                gmk_reason_name (reason));
          gmk_position_init (self->position, self->width, self->height, self->rule);
          record_sync (self);
          return;
        }
    }
  record_sync (self);
  if (self->position->status.result != GMK_RESULT_NONE)
    {
      emit (self, "ERROR SWAP2BOARD: the game is already over");
      return;
    }
  start_job (self, JOB_SWAP2);
}

/* ------------------------------------------------------------------ INFO */

gboolean
gmk_protocol_rule_from_mask (int      mask,
                             GmkRule *rule)
{
  if (mask < 0)
    return FALSE;
  if (mask & 4)
    *rule = GMK_RULE_RENJU;
  else if (mask & 8)
    *rule = (mask & 1) ? GMK_RULE_CARO5 : GMK_RULE_CARO;
  else
    *rule = (mask & 1) ? GMK_RULE_STANDARD : GMK_RULE_FREESTYLE;
  return TRUE;
}

static void
handle_info (GmkProtocol *self,
             const char  *args)
{
  g_autofree char *key = NULL;
  const char *value;
  const char *space;
  gint64 n = 0;

  while (*args == ' ')
    args++;
  space = strchr (args, ' ');
  if (*args == '\0')
    {
      emit (self, "ERROR INFO needs a key and a value");
      return;
    }
  key = g_ascii_strdown (args, space != NULL ? space - args : -1);
  value = space != NULL ? space + 1 : "";
  while (*value == ' ')
    value++;

#define NUMBER(min, max)                                                   \
  G_STMT_START {                                                           \
    if (!parse_int (value, (min), (max), &n))                              \
      {                                                                    \
        emit (self, "ERROR INFO %.40s: '%.60s' is not a number in %" G_GINT64_FORMAT \
              "..%" G_GINT64_FORMAT, key, value, (gint64) (min), (gint64) (max)); \
        return;                                                            \
      }                                                                    \
  } G_STMT_END

  if (g_str_equal (key, "timeout_turn"))
    {
      NUMBER (0, G_MAXINT32);
      self->timeout_turn = n;
    }
  else if (g_str_equal (key, "timeout_match"))
    {
      NUMBER (0, G_MAXINT32);
      self->timeout_match = n;
    }
  else if (g_str_equal (key, "time_left"))
    {
      NUMBER (G_MININT32, G_MAXINT32);
      self->time_left = MAX (n, 0);
    }
  else if (g_str_equal (key, "max_memory"))
    {
      NUMBER (0, G_MAXINT64);
      self->max_memory = (guint64) n;
      if (self->started)
        prepare_search (self);
    }
  else if (g_str_equal (key, "game_type"))
    {
      NUMBER (0, 3);
    }
  else if (g_str_equal (key, "folder") || g_str_equal (key, "evaluate"))
    {
      /* Nothing kept on disk; no evaluation display. */
    }
  else if (g_str_equal (key, "rule"))
    {
      GmkRule rule = GMK_RULE_FREESTYLE;

      NUMBER (0, G_MAXINT32);
      gmk_protocol_rule_from_mask ((int) n, &rule);
      if (n & 2)
        emit (self, "MESSAGE INFO rule: continuous game: each position is played as BOARD gives it, "
              "field 3 stones are neutral, and a five ends the game for this engine");
      if ((n & 4) && (n & 9))
        emit (self, "MESSAGE INFO rule: renju (4) takes precedence over bits %d", (int) (n & 9));
      if (n & ~(gint64) 15)
        emit (self, "MESSAGE INFO rule: unknown bits %" G_GINT64_FORMAT " ignored, playing %s",
              n & ~(gint64) 15, gmk_rule_name (rule));
      change_rule (self, rule);
    }
  else if (g_str_equal (key, "rule_name"))
    {
      GmkRule rule;

      if (!gmk_rule_from_name (value, &rule))
        {
          emit (self, "ERROR INFO rule_name: unknown rule '%.60s' (freestyle, standard, "
                "renju, caro, caro5, ninuki, pente)", value);
          return;
        }
      change_rule (self, rule);
    }
  else if (g_str_equal (key, "max_depth"))
    {
      NUMBER (0, G_MAXINT32);
      self->max_depth = (int) n;
    }
  else if (g_str_equal (key, "max_node"))
    {
      NUMBER (0, G_MAXINT64);
      self->max_nodes = (guint64) n;
    }
  else if (g_str_equal (key, "thread_num"))
    {
      NUMBER (0, G_MAXINT32);
      self->threads = (int) CLAMP (n, 1, MAX_THREADS);
      if (self->started)
        prepare_search (self);
    }
  else if (g_str_equal (key, "hash_size"))
    {
      /* KiB, as Yixin Board sends it; 0 restores the default. */
      NUMBER (0, G_MAXINT64);
      self->hash_request_mib = n == 0 ? DEFAULT_HASH_MIB
                               : (gsize) CLAMP (n / 1024, 1, MAX_HASH_MIB);
      if (self->started)
        prepare_search (self);
    }
  else if (g_str_equal (key, "level"))
    {
      NUMBER (GMK_MIN_LEVEL, GMK_MAX_LEVEL);
      self->level = (int) n;
    }
  else if (g_str_equal (key, "seed"))
    {
      NUMBER (0, G_MAXINT64);
      self->seed = (guint64) n;
    }
  else if (g_str_equal (key, "captures_own"))
    {
      NUMBER (0, 100);
      self->captures_own = (int) n;
    }
  else if (g_str_equal (key, "captures_opponent"))
    {
      NUMBER (0, 100);
      self->captures_opponent = (int) n;
    }
  else
    {
      /* The protocol says unknown keys are ignored; say so for people. */
      emit (self, "MESSAGE INFO %.40s is not used by this engine", key);
    }
#undef NUMBER
}

/* ---------------------------------------------------------------- commands */

static void
handle_start (GmkProtocol *self,
              const char  *args,
              gboolean     rectangular)
{
  gint64 v[2];

  if (rectangular ? !parse_numbers (args, 2, v)
                  : !parse_int (args, G_MININT32, G_MAXINT32, &v[0]))
    {
      emit (self, "ERROR %s needs %s, got '%.60s'", rectangular ? "RECTSTART" : "START",
            rectangular ? "WIDTH,HEIGHT" : "a board size", args);
      return;
    }
  if (!rectangular)
    v[1] = v[0];
  if (v[0] < GMK_MIN_SIZE || v[0] > GMK_MAX_SIZE ||
      v[1] < GMK_MIN_SIZE || v[1] > GMK_MAX_SIZE)
    {
      emit (self, "ERROR unsupported board size %" G_GINT64_FORMAT "x%" G_GINT64_FORMAT
            " (this engine plays %d to %d)", v[0], v[1], GMK_MIN_SIZE, GMK_MAX_SIZE);
      return;
    }
  new_game (self, (int) v[0], (int) v[1]);
  emit (self, "OK");
}

static void
handle_turn (GmkProtocol *self,
             const char  *args)
{
  g_autofree char *error = NULL;
  GmkReason reason;
  int x, y;

  if (!require_started (self, "TURN"))
    return;
  if (!parse_point (self, args, &x, &y, &error))
    {
      emit (self, "ERROR TURN: %s", error);
      return;
    }
  reason = play_recorded (self, x, y);
  if (reason != GMK_REASON_NONE)
    {
      emit (self, "ERROR TURN %d,%d is illegal: %s", x, y, gmk_reason_name (reason));
      return;
    }
  think_or_refuse (self);
}

static void
handle_play (GmkProtocol *self,
             const char  *args)
{
  g_autofree char *error = NULL;
  GmkReason reason;
  int x, y;

  if (!require_started (self, "PLAY"))
    return;
  if (!parse_point (self, args, &x, &y, &error))
    {
      emit (self, "ERROR PLAY: %s", error);
      return;
    }
  reason = play_recorded (self, x, y);
  if (reason != GMK_REASON_NONE)
    {
      emit (self, "ERROR PLAY %d,%d is illegal: %s", x, y, gmk_reason_name (reason));
      return;
    }
  emit (self, "%d,%d", x, y);
}

/* TAKEBACK x,y: the stone goes as if it had never been played.  The moves
 * after it stay and are replayed (captures included, so what it captured
 * comes back exactly); the turn goes to the stone's colour.  Refused when a
 * later move no longer fits, or when the stone was set up by BOARD in a
 * capture game (what it captured is unknown). */
static void
handle_takeback (GmkProtocol *self,
                 const char  *args)
{
  g_autofree char *error = NULL;
  g_autofree GmkPosition *base = NULL;
  g_autofree GmkPosition *pos = NULL;
  g_autoptr(GArray) kept = NULL;
  guint entry = G_MAXUINT;
  int x, y, index;
  GmkStone stone;

  if (!require_started (self, "TAKEBACK"))
    return;
  if (!parse_point (self, args, &x, &y, &error))
    {
      emit (self, "ERROR TAKEBACK: %s", error);
      return;
    }
  index = gmk_board_index (x, y);
  stone = self->position->board.cell[index];
  if (stone != GMK_BLACK && stone != GMK_WHITE)
    {
      emit (self, "ERROR TAKEBACK %d,%d: there is no stone there", x, y);
      return;
    }

  /* The stone standing there was played by the cell's last record entry;
   * with none, BOARD set it up. */
  for (guint i = self->record->len; i-- > 0;)
    if (g_array_index (self->record, RecordMove, i).index == index)
      {
        entry = i;
        break;
      }

  /* The last move, still on the position's own stack: undone in place. */
  if (entry != G_MAXUINT && entry == self->record->len - 1 &&
      self->position->board.ply > 0 && gmk_board_last_move (&self->position->board) == index)
    {
      gmk_position_undo (self->position);
      g_array_set_size (self->record, entry);
      emit (self, "OK");
      return;
    }

  base = g_new (GmkPosition, 1);
  gmk_position_copy (base, self->base);
  if (entry == G_MAXUINT)
    {
      if (base->board.captures)
        {
          emit (self, "ERROR TAKEBACK %d,%d: the stone was set up by BOARD and what it captured "
                "is unknown (send BOARD again)", x, y);
          return;
        }
      gmk_board_remove (&base->board, index);
      gmk_position_setup_done (base);
    }

  pos = g_new (GmkPosition, 1);
  kept = g_array_new (FALSE, FALSE, sizeof (RecordMove));
  if (!replay_record (self, base, entry, stone, pos, kept, &error))
    {
      emit (self, "ERROR TAKEBACK %d,%d: %s", x, y, error);
      return;
    }
  gmk_position_copy (self->position, pos);
  gmk_position_copy (self->base, base);
  g_array_set_size (self->record, 0);
  g_array_append_vals (self->record, kept->data, kept->len);
  emit (self, "OK");
}

static void
handle_about (GmkProtocol *self)
{
  emit (self, "name=\"Gomoku\", version=\"%s\", author=\"The Gomoku authors\", "
        "country=\"International\"",
        PACKAGE_VERSION);
}

static gboolean
handle_command (GmkProtocol *self,
                const char  *line)
{
  g_autofree char *command = NULL;
  const char *args;
  const char *space = strchr (line, ' ');

  command = g_ascii_strup (line, space != NULL ? space - line : -1);
  args = space != NULL ? space + 1 : "";
  while (*args == ' ')
    args++;

  /* These act while the search thinks. */
  if (g_str_equal (command, "END"))
    {
      g_atomic_int_set (&self->quitting, 1);
      stop_search (self);
      return FALSE;
    }
  if (g_str_equal (command, "YXSTOP"))
    {
      if (self->thread != NULL)
        {
          g_atomic_int_set (&self->stop_requested, 1);
          gmk_search_stop (self->search);
        }
      return TRUE;
    }

  /* Everything else waits for the move being thought about. */
  wait_for_search (self);

  if (g_str_equal (command, "START"))
    handle_start (self, args, FALSE);
  else if (g_str_equal (command, "RECTSTART"))
    handle_start (self, args, TRUE);
  else if (g_str_equal (command, "RESTART"))
    {
      if (require_started (self, "RESTART"))
        {
          new_game (self, self->width, self->height);
          emit (self, "OK");
        }
    }
  else if (g_str_equal (command, "BEGIN"))
    {
      if (!require_started (self, "BEGIN"))
        return TRUE;
      if (self->position->board.stones[GMK_BLACK] + self->position->board.stones[GMK_WHITE] > 0)
        emit (self, "ERROR BEGIN: the board is not empty (use BOARD to continue a game)");
      else
        think_or_refuse (self);
    }
  else if (g_str_equal (command, "TURN"))
    handle_turn (self, args);
  else if (g_str_equal (command, "BOARD") || g_str_equal (command, "SWAP2BOARD"))
    {
      if (require_started (self, command))
        {
          g_array_set_size (self->entries, 0);
          g_clear_pointer (&self->input_error, g_free);
          self->input_mode = g_str_equal (command, "BOARD") ? INPUT_BOARD : INPUT_SWAP2;
        }
    }
  else if (g_str_equal (command, "DONE"))
    emit (self, "ERROR DONE without BOARD");
  else if (g_str_equal (command, "TAKEBACK"))
    handle_takeback (self, args);
  else if (g_str_equal (command, "PLAY"))
    handle_play (self, args);
  else if (g_str_equal (command, "INFO"))
    handle_info (self, args);
  else if (g_str_equal (command, "ABOUT"))
    handle_about (self);
  else
    emit (self, "UNKNOWN command '%.60s'", command);
  return TRUE;
}

gboolean
gmk_protocol_handle_line (GmkProtocol *self,
                          const char  *raw)
{
  g_autofree char *line = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (raw != NULL, TRUE);

  if (strlen (raw) > GMK_PROTOCOL_MAX_LINE)
    {
      emit (self, "ERROR line longer than %d characters ignored", GMK_PROTOCOL_MAX_LINE);
      if (self->input_mode != INPUT_COMMANDS && self->input_error == NULL)
        self->input_error = g_strdup ("a line was too long");
      return TRUE;
    }
  line = g_strstrip (g_strdup (raw));
  /* Control characters and non-ASCII bytes are not part of the protocol. */
  for (char *p = line; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || (guchar) *p >= 0x7f)
      *p = ' ';
  if (line[0] == '\0')
    return TRUE;

  if (self->input_mode != INPUT_COMMANDS)
    {
      if (g_ascii_strcasecmp (line, "DONE") == 0)
        {
          wait_for_search (self);
          if (self->input_mode == INPUT_BOARD)
            finish_board (self);
          else
            finish_swap2 (self);
          return TRUE;
        }
      if (g_ascii_isdigit (line[0]) || line[0] == '-' || line[0] == '+')
        {
          if (self->input_mode == INPUT_BOARD)
            board_line (self, line);
          else
            swap2_line (self, line);
          return TRUE;
        }
      /* A command inside a block: the block is abandoned, the command runs. */
      emit (self, "ERROR %s without DONE: abandoned",
            self->input_mode == INPUT_BOARD ? "BOARD" : "SWAP2BOARD");
      self->input_mode = INPUT_COMMANDS;
      g_clear_pointer (&self->input_error, g_free);
    }
  return handle_command (self, line);
}

void
gmk_protocol_finish (GmkProtocol *self)
{
  wait_for_search (self);
}

gboolean
gmk_protocol_is_thinking (GmkProtocol *self)
{
  return self->thread != NULL && !g_atomic_int_get (&self->thread_done);
}

const GmkPosition *
gmk_protocol_get_position (GmkProtocol *self)
{
  g_return_val_if_fail (self->thread == NULL, NULL);
  return self->position;
}

gboolean
gmk_protocol_search_is_ready (GmkProtocol *self)
{
  wait_for_search (self);
  return self->search != NULL &&
         gmk_search_is_prepared (self->search, self->threads) &&
         self->search_hash_mib == wanted_hash_mib (self);
}

/* ------------------------------------------------------------------- time */

gint64
gmk_protocol_move_budget (gint64 timeout_turn,
                          gint64 timeout_match,
                          gint64 time_left,
                          int    empty)
{
  gint64 budget = turn_budget (timeout_turn);

  if (match_clock_in_play (timeout_match, time_left) &&
      !gmk_protocol_full_turn (timeout_turn, timeout_match, time_left, empty))
    {
      gint64 usable = time_left - CLAMP (time_left / 20, 20, 1000);
      int moves_to_go = CLAMP (empty / 6, 8, 30);

      budget = MIN (budget, usable / moves_to_go);
    }
  return MAX (budget, 1);
}

/* ---------------------------------------------------------------- lifetime */

GmkProtocol *
gmk_protocol_new (GmkProtocolWriteFunc write,
                  gpointer             user_data)
{
  GmkProtocol *self = g_new0 (GmkProtocol, 1);

  self->write = write;
  self->write_data = user_data;
  g_mutex_init (&self->write_lock);
  self->position = g_new0 (GmkPosition, 1);
  self->base = g_new0 (GmkPosition, 1);
  self->record = g_array_new (FALSE, FALSE, sizeof (RecordMove));
  self->rule = GMK_RULE_FREESTYLE;
  self->width = self->height = 15;
  gmk_position_init (self->position, 15, 15, self->rule);
  record_sync (self);
  self->timeout_turn = DEFAULT_TIMEOUT_TURN_MS;
  self->timeout_match = 0;
  self->time_left = -1;
  self->threads = 1;
  self->hash_request_mib = DEFAULT_HASH_MIB;
  self->level = GMK_MAX_LEVEL;
  self->seed = g_random_int ();
  self->entries = g_array_new (FALSE, FALSE, sizeof (BoardEntry));
  return self;
}

void
gmk_protocol_free (GmkProtocol *self)
{
  if (self == NULL)
    return;
  g_atomic_int_set (&self->quitting, 1);
  stop_search (self);
  g_clear_pointer (&self->search, gmk_search_free);
  g_array_unref (self->entries);
  g_free (self->input_error);
  g_free (self->position);
  g_free (self->base);
  g_array_unref (self->record);
  g_mutex_clear (&self->write_lock);
  g_free (self);
}
