/* gmk-protocol-balance.c: Yixin's YXBALANCEONE and YXBALANCETWO, the
 * commands GUIs use to make balanced openings: on the position set up, the
 * engine places one stone (or two, the side to move's then the other's) so
 * that the position becomes even, and plays them on its board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `YXBALANCEONE s` / `YXBALANCETWO s`, as Rapfi answers them: `s` is the
 * score aimed at, in the engine's score units, for the side that placed
 * the last stone (0: even; 100: that side a little better).  The answer
 * is `x,y` or `x1,y1 x2,y2`.  The stones are chosen by gmk-opening-play
 * (every legal point near the stones judged for one stone; for two, a few
 * random first stones, each with its best second); YXSTOP ends the choice
 * with the best found so far.  docs/protocol.md has the details.
 */
#include "config.h"

#include "gmk-protocol-private.h"

#include "gmk-opening-play.h"

/* Scores beyond this are wins, not balances. */
#define MAX_BIAS            (GMK_SCORE_WIN / 2)
/* A judgement may take this share of the turn at most. */
#define JUDGEMENT_CAP       8
#define MIN_JUDGEMENT_MS    10

static double
placer_to_black (int     placer_score,
                 GmkColor placer)
{
  double p = gmk_search_win_probability (placer_score);

  return placer == GMK_BLACK ? p : 1.0 - p;
}

gboolean
gmk_protocol_handle_balance (GmkProtocol *self,
                             const char  *command,
                             const char  *args)
{
  int count;
  gint64 bias;

  if (g_str_equal (command, "YXBALANCEONE"))
    count = 1;
  else if (g_str_equal (command, "YXBALANCETWO"))
    count = 2;
  else
    return FALSE;

  if (!gmk_protocol_require_started (self, command))
    return TRUE;
  if (!gmk_protocol_parse_int (args, -MAX_BIAS, MAX_BIAS, &bias))
    {
      gmk_protocol_emit (self, "ERROR %s: expected a score from %d to %d, got '%.40s'",
                         command, -MAX_BIAS, MAX_BIAS, args);
      return TRUE;
    }
  if (self->position->status.result != GMK_RESULT_NONE)
    {
      gmk_protocol_emit (self, "ERROR %s: the game is already over", command);
      return TRUE;
    }
  if (gmk_protocol_empty_cells (self) < count)
    {
      gmk_protocol_emit (self, "ERROR %s: the board has no room for %d stone%s", command, count,
                         count == 1 ? "" : "s");
      return TRUE;
    }
  self->balance_count = count;
  self->balance_bias = (int) bias;
  gmk_protocol_start_job (self, JOB_BALANCE);
  return TRUE;
}

/* On the search thread. */
void
gmk_protocol_balance_reply (GmkProtocol *self)
{
  const GmkBoard *board = &self->position->board;
  GmkColor placer = self->balance_count == 1 ? board->to_move : GMK_OTHER (board->to_move);
  GmkOpeningPlay play;
  int stones[2];
  double chance = 0.5;
  int n;

  /* INFO seed makes the draws repeat; else each answer differs. */
  gmk_opening_play_init (&play, self->search,
                         self->seed != 0 ? self->seed : (guint64) g_get_real_time ());
  /* Nodes bound each judgement, as in the library's default, so that the
   * answer does not depend on the machine's load (shallow timed searches
   * disagree with each other more than the tolerance); a node limit from
   * INFO replaces it, and the turn's time caps each judgement in case the
   * machine is very slow.  The protocol's table is too large to clear
   * between judgements. */
  if (self->max_nodes > 0)
    play.max_nodes = MIN (self->max_nodes, play.max_nodes);
  play.time_ms = MAX (MIN_JUDGEMENT_MS, self->job_budget_ms / (JUDGEMENT_CAP * self->balance_count));
  /* Two stones: up to four draws of the first, each with every second
   * judged. */
  play.max_tries = 32;
  play.keep_table = FALSE;
  play.stop = &self->stop_requested;
  n = gmk_opening_play_balance (&play, self->position, self->balance_count,
                                placer_to_black (self->balance_bias, placer), stones, &chance);
  if (g_atomic_int_get (&self->quitting))
    return;
  if (n < self->balance_count)
    {
      gmk_protocol_emit (self, "ERROR %s: no legal place for the stones",
                         self->balance_count == 1 ? "YXBALANCEONE" : "YXBALANCETWO");
      return;
    }
  for (int i = 0; i < n; i++)
    gmk_protocol_play_recorded (self, gmk_board_x (stones[i]), gmk_board_y (stones[i]));
  gmk_protocol_emit (self, "MESSAGE black's chance %.2f", chance);
  if (n == 1)
    gmk_protocol_emit (self, "%d,%d", gmk_board_x (stones[0]), gmk_board_y (stones[0]));
  else
    gmk_protocol_emit (self, "%d,%d %d,%d", gmk_board_x (stones[0]), gmk_board_y (stones[0]),
                       gmk_board_x (stones[1]), gmk_board_y (stones[1]));
}
