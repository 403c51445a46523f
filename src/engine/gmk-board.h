/* gmk-board.h: the board, stones, make/unmake and the Zobrist hash.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cells live in one flat array with a wall margin of GMK_PAD cells on every
 * side, so code that walks up to GMK_PAD steps along a line from any playable
 * cell never needs a bounds check: it meets GMK_WALL instead.  A cell index is
 * (y + GMK_PAD) * GMK_STRIDE + (x + GMK_PAD), with x, y 0-based and y from the
 * top, as in the Gomocup protocol.
 *
 * gmk_board_make / gmk_board_unmake are the search's primitives: they place a
 * stone, perform the captures the rule set asks for, and undo exactly.  They
 * do not check legality or results; gmk-rules.h does that.
 */
#pragma once

#include <glib.h>
#include <stdint.h>

G_BEGIN_DECLS

#define GMK_MIN_SIZE   5
#define GMK_MAX_SIZE   22
#define GMK_PAD        5
#define GMK_STRIDE     32
#define GMK_ROWS       (GMK_MAX_SIZE + 2 * GMK_PAD)
#define GMK_CELLS      (GMK_STRIDE * GMK_ROWS)
/* Moves kept on the undo stack.  Capture games can outlast the number of
 * cells; a game that reaches this many plies is scored a draw by the rules. */
#define GMK_MAX_PLY    1024
/* At most two stones in each of eight directions. */
#define GMK_MAX_CAPTURED_PER_MOVE 16
#define GMK_NO_MOVE    (-1)

typedef enum {
  GMK_EMPTY = 0,
  GMK_BLACK = 1,
  GMK_WHITE = 2,
  GMK_WALL  = 3,
} GmkStone;

/* A colour is GMK_BLACK or GMK_WHITE; the other one is 3 - colour. */
typedef GmkStone GmkColor;
#define GMK_OTHER(c) ((GmkColor) (3 - (c)))

typedef enum {
  GMK_RULE_FREESTYLE,
  GMK_RULE_STANDARD,
  GMK_RULE_RENJU,
  GMK_RULE_CARO,      /* Gomocup rule 8 */
  GMK_RULE_CARO5,     /* Gomocup rule 9 */
  GMK_RULE_NINUKI,    /* 42-school capture gomoku */
  GMK_RULE_PENTE,
  GMK_N_RULES
} GmkRule;

/* The four line directions as index steps: horizontal, vertical, the two
 * diagonals.  The eight neighbours are +/- each. */
extern const int gmk_dir_step[4];

typedef struct {
  int16_t  move;                 /* cell index of the stone placed */
  uint8_t  n_captured;           /* stones removed by this move */
  int16_t  captured[GMK_MAX_CAPTURED_PER_MOVE];
} GmkUndo;

typedef struct {
  int       width;               /* columns, GMK_MIN_SIZE..GMK_MAX_SIZE */
  int       height;              /* rows */
  GmkRule   rule;
  gboolean  captures;            /* derived from rule: ninuki and pente */
  GmkColor  to_move;
  int       ply;                 /* moves on the stack */
  int       stones[3];           /* stones on the board, by colour */
  int       captured_pairs[3];   /* pairs each colour has taken */
  uint64_t  hash;                /* stones, side to move and capture counts */
  uint8_t   cell[GMK_CELLS];
  GmkUndo   history[GMK_MAX_PLY];
} GmkBoard;

void      gmk_board_init          (GmkBoard   *board,
                                   int         width,
                                   int         height,
                                   GmkRule     rule);
void      gmk_board_copy          (GmkBoard       *dest,
                                   const GmkBoard *src);

static inline int
gmk_board_index (int x, int y)
{
  return (y + GMK_PAD) * GMK_STRIDE + (x + GMK_PAD);
}

static inline int
gmk_board_x (int index)
{
  return index % GMK_STRIDE - GMK_PAD;
}

static inline int
gmk_board_y (int index)
{
  return index / GMK_STRIDE - GMK_PAD;
}

gboolean  gmk_board_contains      (const GmkBoard *board,
                                   int             x,
                                   int             y);
/* TRUE when index is a playable cell of this board (not a wall). */
gboolean  gmk_board_index_valid   (const GmkBoard *board,
                                   int             index);
/* Place a stone of the side to move on an empty cell, perform captures when
 * the rule has them, switch sides.  Returns the number of stones captured.
 * The caller guarantees the cell is empty and the stack is not full. */
int       gmk_board_make          (GmkBoard *board,
                                   int       index);
/* Undo the last make exactly: stone, captures, counts, hash, side. */
void      gmk_board_unmake        (GmkBoard *board);
/* Pass: switch sides without a stone (used by null-move style probes and by
 * position set-up).  Not recorded on the undo stack. */
void      gmk_board_switch_side   (GmkBoard *board);
/* Put a stone without captures, history or side change: position set-up. */
void      gmk_board_put           (GmkBoard *board,
                                   int       index,
                                   GmkColor  color);
void      gmk_board_remove        (GmkBoard *board,
                                   int       index);
void      gmk_board_set_captured_pairs (GmkBoard *board,
                                        GmkColor  color,
                                        int       pairs);
/* Stones the move at `index` by `color` would capture, without playing it;
 * fills `out` (room for GMK_MAX_CAPTURED_PER_MOVE) and returns the count. */
int       gmk_board_captures_of   (const GmkBoard *board,
                                   int             index,
                                   GmkColor        color,
                                   int16_t        *out);
int       gmk_board_last_move     (const GmkBoard *board);
gboolean  gmk_board_is_full       (const GmkBoard *board);
/* Recompute the hash from scratch (tests compare it with the incremental one). */
uint64_t  gmk_board_compute_hash  (const GmkBoard *board);

/* Zobrist keys, exposed for the search's own incremental structures. */
uint64_t  gmk_zobrist_stone       (GmkColor color, int index);
uint64_t  gmk_zobrist_side        (void);

G_END_DECLS
