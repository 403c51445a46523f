/* gmk-rules.h: what the rule sets say.  The only place that knows them.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two levels:
 *  - questions about one cell of a GmkBoard (is it forbidden for a colour,
 *    does a stone there complete a winning five), cheap enough for the search;
 *  - GmkPosition, a board plus the game's result, which plays and undoes
 *    moves with full legality checks.  The application, the protocol front
 *    end and the referee go through GmkPosition.
 */
#pragma once

#include "gmk-board.h"

G_BEGIN_DECLS

typedef enum {
  GMK_REASON_NONE = 0,       /* legal */
  GMK_REASON_OFF_BOARD,
  GMK_REASON_OCCUPIED,
  GMK_REASON_DOUBLE_THREE,
  GMK_REASON_DOUBLE_FOUR,
  GMK_REASON_OVERLINE,
  GMK_REASON_GAME_OVER,
} GmkReason;

typedef enum {
  GMK_RESULT_NONE = 0,
  GMK_RESULT_BLACK_WINS,
  GMK_RESULT_WHITE_WINS,
  GMK_RESULT_DRAW,
} GmkResult;

typedef enum {
  GMK_HOW_NONE = 0,
  GMK_HOW_FIVE,
  GMK_HOW_CAPTURES,
  GMK_HOW_FULL_BOARD,        /* draw */
} GmkHow;

#define GMK_CAPTURE_WIN_PAIRS 5

/* "freestyle", "standard", "renju", "caro", "caro5", "ninuki", "pente". */
const char  *gmk_rule_name          (GmkRule      rule);
gboolean     gmk_rule_from_name     (const char  *name,
                                     GmkRule     *rule);
/* The rule's number in the Gomocup protocol's INFO rule (0 freestyle,
 * 1 standard, 4 renju, 8 caro, 9 caro5), or -1 when it has none. */
int          gmk_rule_gomocup_number (GmkRule     rule);
/* "off-board", "occupied", "double-three", "double-four", "overline",
 * "game-over"; NULL for GMK_REASON_NONE. */
const char  *gmk_reason_name        (GmkReason    reason);
/* "black-wins", "white-wins", "draw", "none" and "five", "captures", "full-board". */
const char  *gmk_result_name        (GmkResult    result);
const char  *gmk_how_name           (GmkHow       how);
gboolean     gmk_rule_has_captures  (GmkRule      rule);
/* TRUE when the rule forbids some moves to this colour at all (renju black,
 * ninuki both colours). */
gboolean     gmk_rule_has_forbidden (GmkRule      rule,
                                     GmkColor     color);

/* Is an empty cell forbidden to `color` under the board's rule?  Renju: the
 * RIF definitions for black (a five has precedence; recursive threes, a
 * three counting only when its straight-four point is legal and not itself
 * a five).  Ninuki: a move making two free threes (a line holding a four
 * too is one), unless it captures; never a five.  docs/rules.md.  Returns
 * GMK_REASON_NONE when the move is allowed.  The board is used as scratch
 * space and restored before returning. */
GmkReason    gmk_rules_forbidden    (GmkBoard    *board,
                                     int          index,
                                     GmkColor     color);

/* Does the stone of `color` at `index` (already on the board) stand in a line
 * that wins by the rule's definition of five (exactly five, overline, caro
 * blocking)?  Ninuki breakability is not considered here.  When `line` is
 * not NULL it receives the cells of the winning run (up to GMK_MAX_SIZE),
 * and `*line_len` their count. */
gboolean     gmk_rules_is_winning_five (const GmkBoard *board,
                                        int             index,
                                        GmkColor        color,
                                        int            *line,
                                        int            *line_len);

typedef struct {
  GmkResult  result;
  GmkHow     how;
  GmkColor   pending_five;    /* ninuki: colour whose five may still be broken */
} GmkStatus;

typedef struct {
  GmkBoard   board;
  GmkStatus  status;
  GmkStatus  status_history[GMK_MAX_PLY];
} GmkPosition;

void         gmk_position_init      (GmkPosition *pos,
                                     int          width,
                                     int          height,
                                     GmkRule      rule);
void         gmk_position_copy      (GmkPosition       *dest,
                                     const GmkPosition *src);
/* Legality of (x, y) for the side to move: off board, occupied, forbidden,
 * game over.  Nothing is changed. */
GmkReason    gmk_position_check     (GmkPosition *pos,
                                     int          x,
                                     int          y);
/* Checks, plays (with captures) and updates the result.  On an illegal move
 * nothing changes and the reason is returned. */
GmkReason    gmk_position_play      (GmkPosition *pos,
                                     int          x,
                                     int          y);
/* Takes back the last move; FALSE when there is none. */
gboolean     gmk_position_undo      (GmkPosition *pos);
/* After setting stones up by hand (gmk_board_put, capture counts, side to
 * move): clear the move stack and compute the status of the position as if
 * the side not to move had just played. */
void         gmk_position_setup_done (GmkPosition *pos);
/* The winning line of a finished game won by five: fills `line` (room for
 * GMK_MAX_SIZE) with cell indices, returns the count (0 when none). */
int          gmk_position_winning_line (const GmkPosition *pos,
                                        int               *line);
/* Forbidden points of the side to move: fills indices and reasons (room for
 * GMK_CELLS each), returns the count.  Listed even when the game is over
 * (set-up positions are asked about them); check the status first to show
 * them only while the game goes on. */
int          gmk_position_forbidden_points (GmkPosition *pos,
                                            int         *indices,
                                            GmkReason   *reasons);

G_END_DECLS
