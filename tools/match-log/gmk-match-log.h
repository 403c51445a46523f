/* gmk-match-log.h: the games of a gomoku-match -v record, for tools.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gomoku-match -v prints each game as a "game ..." line (players, colours,
 * result, how it ended) and a line of moves ("h8 i9 ... | j10 ...": the
 * opening, a bar, then the moves the players chose), preceded by the
 * engines' MESSAGE lines of that game.  The tools that learn from those
 * records (gomoku-tune-order; gomoku-tune-eval reads the same format)
 * walk them through this reader.
 */
#pragma once

#include "gmk-board.h"

G_BEGIN_DECLS

typedef struct {
  int          number;         /* the game's number in the record */
  char        *black;          /* players, as the "game" line names them */
  char        *white;
  double       black_result;   /* 1 black won, 0.5 draw, 0 white won */
  gboolean     on_board;       /* ended by a five or a draw, not a fault */
  int          size;           /* board size the moves were read with */
  int         *moves;          /* board indices */
  int          n_moves;
  int          n_opening;      /* the moves before the bar */
  const char  *game_line;      /* the "game" line as printed */
  const char  *move_line;      /* the move line as printed */
  /* The lines since the previous game's move line (its MESSAGE lines). */
  char *const *messages;
  int          n_messages;
} GmkMatchGame;

/* Called for each game whose moves all parse and are legal on an empty
 * freestyle board (what a record may hold); return FALSE to stop. */
typedef gboolean (*GmkMatchGameFunc) (const GmkMatchGame *game,
                                      gpointer            user_data);

/* "h8"-style coordinates as gomoku-match prints them (column letter, row
 * number from 1); GMK_NO_MOVE when not one on a size x size board. */
int       gmk_match_log_parse_move (const char *text,
                                    int         size);

/* Reads the record at `path` (15 x 15 boards) and calls `func` for each
 * game; returns the number of games passed, or -1 with `error` set when
 * the file cannot be read. */
int       gmk_match_log_read       (const char        *path,
                                    GmkMatchGameFunc   func,
                                    gpointer           user_data,
                                    GError           **error);

G_END_DECLS
