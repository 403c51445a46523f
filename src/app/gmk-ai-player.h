/* gmk-ai-player.h: the computer player.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmkAiPlayer watches one GmkGame.  When the side to move in the shown
 * position is the computer (and the game is not over, the player is not
 * paused, and against a person the position is the end of the line) it
 * searches a copy of the position in a GTask thread and plays the answer
 * through gmk_game_play, like any other move; between two computers the
 * answer waits for the pace first.  Any change of the game cancels the
 * search (or the wait) and discards its answer.  Progress of the engine reaches the main thread
 * through the thread-default main context of whoever created the player;
 * no signal is ever emitted off that thread.
 *
 * All players of the process share one GmkSearch (its transposition table
 * is reused from move to move); searches run one at a time.
 */
#pragma once

#include <glib-object.h>

#include "gmk-game.h"
#include "gmk-search.h"

G_BEGIN_DECLS

typedef struct {
  guint          n_moves;        /* moves the computer played for this colour */
  gint64         last_ms;        /* time of the last one */
  gint64         total_ms;       /* of all of them, for the average */
  gboolean       has_info;
  GmkSearchInfo  info;           /* figures of the last search for this colour */
  guint          ply;            /* moves before the position it searched */
} GmkAiStats;

/* The pace of "progress-refresh" while the computer thinks. */
#define GMK_AI_PLAYER_REFRESH_MS 500

#define GMK_TYPE_AI_PLAYER (gmk_ai_player_get_type())

G_DECLARE_FINAL_TYPE (GmkAiPlayer, gmk_ai_player, GMK, AI_PLAYER, GObject)

GmkAiPlayer *gmk_ai_player_new            (GmkGame      *game);
GmkGame     *gmk_ai_player_get_game       (GmkAiPlayer  *self);

/* Seconds per move (an upper bound; the level may use less). */
void         gmk_ai_player_set_move_time  (GmkAiPlayer  *self,
                                           double        seconds);
double       gmk_ai_player_get_move_time  (GmkAiPlayer  *self);
/* Search threads; 0 = automatic: one per core but one, left to the
 * window and the display server. */
void         gmk_ai_player_set_threads    (GmkAiPlayer  *self,
                                           int           threads);
/* The threads a search of this player runs with. */
int          gmk_ai_player_get_search_threads (GmkAiPlayer *self);

/* Computer against computer: the shortest time in seconds a move stays on
 * screen before the next is played (0: as soon as it is found).  The
 * search runs meanwhile; the wait never blocks the main loop. */
void         gmk_ai_player_set_pace       (GmkAiPlayer  *self,
                                           double        seconds);
double       gmk_ai_player_get_pace       (GmkAiPlayer  *self);

/* Computer against computer: a paused player does not start searches and
 * cancels the one running.  Looking back at such a game (Undo, the
 * history) pauses it; resumed there, the computers play on from that
 * position and their moves replace those that followed it. */
gboolean     gmk_ai_player_get_paused     (GmkAiPlayer  *self);
void         gmk_ai_player_set_paused     (GmkAiPlayer  *self,
                                           gboolean      paused);

/* TRUE while a search (for a move or a hint) runs. */
gboolean     gmk_ai_player_get_thinking   (GmkAiPlayer  *self);
/* TRUE while the search is for a hint. */
gboolean     gmk_ai_player_get_hinting    (GmkAiPlayer  *self);
/* Colour the running search plays for, or GMK_EMPTY. */
GmkColor     gmk_ai_player_get_thinking_color (GmkAiPlayer *self);
/* Milliseconds the running search has been going, 0 when idle. */
gint64       gmk_ai_player_get_thinking_ms (GmkAiPlayer *self);

/* Searches the shown position for its side to move at full strength
 * (within the move time) and shows the answer as the hint (never plays it).
 * FALSE when there is nothing to hint (game over, computer to move). */
gboolean     gmk_ai_player_hint           (GmkAiPlayer  *self);
/* The hint of the shown position: the principal variation, first the
 * move advised.  Returns its length, 0 when there is no hint. */
int          gmk_ai_player_get_hint       (GmkAiPlayer  *self,
                                           const int   **pv);
/* Figures of the running search, or of the last one when idle; NULL when
 * there is none for the shown position. */
const GmkSearchInfo *gmk_ai_player_get_info (GmkAiPlayer *self);
void         gmk_ai_player_get_stats      (GmkAiPlayer  *self,
                                           GmkColor      color,
                                           GmkAiStats   *stats);
/* Stops whatever runs, plays nothing.  Starting again follows the next
 * change of the game (or gmk_ai_player_resume). */
void         gmk_ai_player_cancel         (GmkAiPlayer  *self);
/* While the computer thinks about its move: play the best move found so
 * far at once (within a few milliseconds).  FALSE when it is not thinking
 * about a move of its own (idle, or a hint). */
gboolean     gmk_ai_player_move_now       (GmkAiPlayer  *self);
/* Looks at the game again and starts a search if the computer is to move. */
void         gmk_ai_player_resume         (GmkAiPlayer  *self);

/* Searches of any player still running in threads (cancelled ones
 * included): the application waits for 0 before it exits. */
guint        gmk_ai_player_get_n_running  (void);
/* Another thread's work counts as running until released (the computer's
 * opening decisions, gmk-ai-opening.c). */
void         gmk_ai_player_hold_running   (gboolean      hold);
/* Runs the main context until no search runs or timeout_ms passed;
 * TRUE when none runs. */
gboolean     gmk_ai_player_wait_idle      (guint         timeout_ms);
/* Frees the shared search once nothing runs (at application exit). */
void         gmk_ai_player_free_shared    (void);

G_END_DECLS
