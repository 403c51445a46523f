/* gmk-protocol-time.c: the time one move may take, from the turn
 * time and the match clock the manager sends.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-protocol.h"

/* Whether a match clock limits the game (what a move does not use is
 * kept for later), rather than the turn time alone. */
static gboolean
match_clock_in_play (gint64 timeout_match,
                     gint64 time_left)
{
  return time_left >= 0 && (timeout_match > 0 || time_left < G_MAXINT32);
}

/* What a reply costs beyond the search's budget: the stop's latency
 * and the I/O, 3-13 ms measured (turn_budget below). */
#define REPLY_MS 10

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

/* The game clock less its reserve: a twentieth of it, 20 ms to 1 s. */
static gint64
clock_usable (gint64 time_left)
{
  return time_left - CLAMP (time_left / 20, 20, 1000);
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
   * in what is left (less the clock's reserve, and counting at least 8
   * moves, as gmk_protocol_move_budget does): the clock will never bind,
   * so time saved now would be lost. */
  moves_left = MAX ((MAX (empty_cells, 0) + 1) / 2, 8);
  return clock_usable (time_left) >= moves_left * turn_budget (timeout_turn);
}

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
      /* The moves still to come, as the budget counts them.  The search
       * spends about half its budget (it starts no iteration it is not
       * likely to finish), so a move takes a sixteenth to a thirty-second
       * of what is left, and a game of 25 to 30 moves a side uses more
       * than half the clock, as its opponents do (docs/measuring.md). */
      int moves_to_go = CLAMP (empty / 14, 8, 16);
      /* Kept back too: what the replies to come cost beyond their budgets. */
      gint64 usable = clock_usable (time_left) - moves_to_go * REPLY_MS;

      budget = MIN (budget, MAX (usable, 0) / moves_to_go);
    }
  return MAX (budget, 1);
}
