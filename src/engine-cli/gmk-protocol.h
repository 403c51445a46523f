/* gmk-protocol.h: the Gomocup (Piskvork) protocol state machine.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmkProtocol is fed one input line at a time by whoever reads stdin and
 * writes every reply through a callback, from whichever thread produces it:
 * plain replies come from the caller's thread, moves and MESSAGE lines from
 * the search thread.  The callback is always called with an internal lock
 * held, so lines never interleave.
 *
 * While the search thread thinks, YXSTOP and END act at once; every other
 * command waits until the move is out (the search is bounded by its time,
 * node and depth limits), so a manager that pipes commands ahead still sees
 * them handled in order.
 */
#pragma once

#include <glib.h>

#include "gmk-board.h"
#include "gmk-rules.h"

G_BEGIN_DECLS

typedef struct _GmkProtocol GmkProtocol;

/* `line` has no line terminator. */
typedef void (*GmkProtocolWriteFunc) (const char *line,
                                      gpointer    user_data);

/* Longest input line accepted; longer ones get ERROR. */
#define GMK_PROTOCOL_MAX_LINE 4096

GmkProtocol *gmk_protocol_new          (GmkProtocolWriteFunc  write,
                                        gpointer              user_data);
/* Stops a running search, joins the threads and frees everything. */
void         gmk_protocol_free         (GmkProtocol          *self);
/* Handles one line.  Returns FALSE once END has been handled: the caller
 * should stop reading and free the protocol. */
gboolean     gmk_protocol_handle_line  (GmkProtocol          *self,
                                        const char           *line);
/* End of input: lets a running search finish and print its move. */
void         gmk_protocol_finish       (GmkProtocol          *self);
/* TRUE while the search thread is working on a reply. */
gboolean     gmk_protocol_is_thinking  (GmkProtocol          *self);
/* The position being played, for tests: call it only while no search runs
 * (after gmk_protocol_finish); it changes with the next line. */
const GmkPosition *gmk_protocol_get_position (GmkProtocol    *self);
/* Whether the next move's search would start without allocating or first
 * touching memory (the table and the helpers made for INFO thread_num):
 * START and the INFO keys that size them make it so.  Waits for a move
 * being thought about, as any command does. */
gboolean     gmk_protocol_search_is_ready (GmkProtocol      *self);

/* The time budget of one move in milliseconds, from the Gomocup INFO values
 * (timeout_turn: per move, 0 = as fast as possible; timeout_match: whole
 * match, 0 = unlimited; time_left: what remains of it, negative = unknown)
 * and the number of empty cells.  Never more than timeout_turn less a safety
 * margin for I/O, never less than 1. */
gint64       gmk_protocol_move_budget  (gint64                timeout_turn,
                                        gint64                timeout_match,
                                        gint64                time_left,
                                        int                   empty_cells);

/* TRUE when time a move leaves unused would be lost, so the search should
 * spend its whole budget: no match clock (timeout_turn alone), or a clock
 * holding the whole turn budget for every move still possible (half the
 * empty cells, at least 8).  FALSE when only the clock limits the move. */
gboolean     gmk_protocol_full_turn    (gint64                timeout_turn,
                                        gint64                timeout_match,
                                        gint64                time_left,
                                        int                   empty_cells);

/* Gomocup `INFO rule` bitmask to a rule set: bit 4 renju (whatever else
 * is set), else bit 8 caro (with bit 1: caro5), else bit 1 standard, else
 * freestyle.  Bit 2 (continuous game) and unknown bits do not change the
 * rule.  FALSE only for a negative mask. */
gboolean     gmk_protocol_rule_from_mask (int                 mask,
                                          GmkRule            *rule);

G_END_DECLS
