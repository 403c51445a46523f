/* gmk-eval.h: the search's incremental view of a board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmkEvalState wraps a GmkBoard and keeps, updated on every make/unmake
 * (only the ~32 cells on the four lines through the move, and through
 * captured stones), each empty cell's line codes, its line patterns and
 * threat class for both colours, running sums of the cells' evaluation
 * weights, counts of cells per threat class, the list of candidate cells
 * (near a stone) and, under captures, each empty cell's capture counts and
 * their totals.  Nothing here allocates.
 */
#pragma once

#include "gmk-board.h"
#include "gmk-pattern.h"
#include "gmk-tt.h"

G_BEGIN_DECLS

/* Cells within this many steps along a line of a stone are candidates. */
#define GMK_NEAR_DISTANCE 2

/* Nested moves undone by copy (deeper ones are recomputed). */
#define GMK_EVAL_SAVED 128
/* Cells a stone's appearance changes: its own and 4 each way on 4 lines. */
#define GMK_EVAL_CELLS_PER_STONE (1 + 4 * 8)

/* Everything the search keeps about one cell, in one 32-byte block so an
 * update touches one cache line.  Colour-indexed fields use colour - 1. */
typedef struct {
  uint16_t code[4];       /* the 4 + 4 neighbours along each direction */
  uint8_t  pat[2][4];     /* line pattern by colour and direction */
  int16_t  value[2];      /* evaluation weight by colour */
  int16_t  order[2];      /* move-ordering weight by colour */
  uint8_t  klass[2];      /* GmkClass by colour */
  uint8_t  active;        /* empty playable cell, counted in the sums */
  uint8_t  capt;          /* capture rules, active cells: pairs black (low
                           * nibble) and white (high) would take here */
  uint8_t  near;          /* stones within GMK_NEAR_DISTANCE along a line */
  uint8_t  pad;
  int16_t  cand_pos;      /* position in the candidate list, -1 if absent */
} GmkEvalCell;
G_STATIC_ASSERT (sizeof (GmkEvalCell) == 32);

/* Most pairs one stone can take: two on each of four lines. */
#define GMK_EVAL_MAX_TAKE 8

/* One rule's fitted weights (gmk-eval.c). */
typedef struct _GmkEvalWeightSet GmkEvalWeightSet;

typedef struct {
  GmkBoard board;
  const GmkPatternTables *tables[3];
  const GmkEvalWeightSet *weights;  /* the board's rule's (gmk_eval_weight_set) */
  const uint8_t          *both;    /* both colours' patterns, one lookup */

  GmkEvalCell cells[GMK_CELLS];

  /* When set, make prefetches the new position's bucket of this table
   * before it updates the cells, which hides the memory latency of the
   * probe that follows. */
  const GmkTT *prefetch;

  int      value_sum[3];
  int      class_count[3][GMK_N_CLASSES];

  /* Capture rules only: by colour, the pairs it could take summed over the
   * empty cells, and the number of empty cells where it would take k pairs
   * (its best capture is the highest k counted), kept with the cells'
   * capt so the evaluation reads them instead of scanning the board. */
  gboolean captures;
  int      capt_sum[3];
  int      capt_cells[3][GMK_EVAL_MAX_TAKE + 1];

  /* Candidates: cells with a stone within GMK_NEAR_DISTANCE along a line;
   * a sparse set (may include occupied cells: filter on use). */
  int16_t  cand[GMK_CELLS];
  int      n_cand;

  /* Undo by copy: make saves the cells a move changes (the stone's cell
   * and 4 on each side along each line, and the same around every stone
   * it captures) and the sums, so unmake restores them instead of
   * recomputing; a frame per ply on a LIFO stack of cells. */
  int      init_ply;
  int      saved_top;                 /* next free cell of saved_cells */
  struct {
    int         first;                /* frame start in saved_cells */
    int         value_sum[3];
    int         class_count[3][GMK_N_CLASSES];
    int         capt_sum[3];
    int         capt_cells[3][GMK_EVAL_MAX_TAKE + 1];
    gboolean    valid;
  } saved[GMK_EVAL_SAVED];
  GmkEvalCell saved_cells[GMK_EVAL_SAVED * GMK_EVAL_CELLS_PER_STONE * 2];
} GmkEvalState;

void      gmk_eval_init          (GmkEvalState   *st,
                                  const GmkBoard *board);
void      gmk_eval_make          (GmkEvalState   *st,
                                  int             index);
void      gmk_eval_unmake        (GmkEvalState   *st);
/* Nonlinear material: a side's count of cells in a group of threat classes
 * (capped at GMK_EVAL_GROUP_BUCKETS - 1) indexes a table of weights, on top
 * of the classes' linear weights: the second cell where a side makes a four
 * is worth more than the first (two of them are the start of a VCF). */
#define GMK_EVAL_GROUPS 3
#define GMK_EVAL_GROUP_BUCKETS 8

typedef enum {
  GMK_EVAL_GROUP_FOURS,    /* B4, B4F3, FLEX4: where the side makes a four */
  GMK_EVAL_GROUP_THREES,   /* F3, B3F3, F3F3: where it makes an open three */
  GMK_EVAL_GROUP_B3,       /* B3: a closed three */
} GmkEvalGroup;

static inline int
gmk_eval_group_count (const int    class_count[GMK_N_CLASSES],
                      GmkEvalGroup group)
{
  int n;

  switch (group)
    {
    case GMK_EVAL_GROUP_FOURS:
      n = class_count[GMK_CLASS_B4] + class_count[GMK_CLASS_B4F3] + class_count[GMK_CLASS_FLEX4];
      break;
    case GMK_EVAL_GROUP_THREES:
      n = class_count[GMK_CLASS_F3] + class_count[GMK_CLASS_B3F3] + class_count[GMK_CLASS_F3F3];
      break;
    case GMK_EVAL_GROUP_B3:
    default:
      n = class_count[GMK_CLASS_B3];
      break;
    }
  return MIN (n, GMK_EVAL_GROUP_BUCKETS - 1);
}

/* The waiting side's open-four cells (its open threes: 0, 1, 2 or more)
 * against the side to move's four cells (0..3 or more): an open three
 * is worth less to the side that made it when the other can answer it
 * with fours.  One table, from the side to move's view.  me_fours is the
 * side to move's gmk_eval_group_count of GMK_EVAL_GROUP_FOURS: the caller
 * counts it once for this index, the threat table's and the group table's. */
#define GMK_EVAL_CROSS_FLEX 3
#define GMK_EVAL_CROSS_FOURS 4

static inline int
gmk_eval_cross_index (int       me_fours,
                      const int other_count[GMK_N_CLASSES])
{
  return MIN (other_count[GMK_CLASS_FLEX4], GMK_EVAL_CROSS_FLEX - 1) * GMK_EVAL_CROSS_FOURS +
         MIN (me_fours, GMK_EVAL_CROSS_FOURS - 1);
}

/* Which threats the two sides hold, as a set: an index of the threat
 * table (the side to move's view).  Ten flags: whether each side has a
 * cell that makes a four-three, a double three, a four, an open three; the
 * waiting side an open four; the side to move two or more four cells.  A
 * table over the sets weighs what the linear class weights cannot: a
 * three of ours is worth one thing when the opponent also holds a four and
 * another when it does not.  me_fours as for gmk_eval_cross_index. */
#define GMK_EVAL_MASKS 1024

static inline int
gmk_eval_threat_mask (const int me[GMK_N_CLASSES],
                      const int other[GMK_N_CLASSES],
                      int       me_fours)
{
  return (me[GMK_CLASS_B4F3] > 0) | (me[GMK_CLASS_F3F3] > 0) << 1 | (me[GMK_CLASS_B4] > 0) << 2 |
         (me[GMK_CLASS_F3] + me[GMK_CLASS_B3F3] > 0) << 3 | (other[GMK_CLASS_FLEX4] > 0) << 4 |
         (other[GMK_CLASS_B4F3] > 0) << 5 | (other[GMK_CLASS_F3F3] > 0) << 6 |
         (other[GMK_CLASS_B4] > 0) << 7 | (other[GMK_CLASS_F3] + other[GMK_CLASS_B3F3] > 0) << 8 |
         (me_fours >= 2) << 9;
}

/* The evaluation's weights as built in for a rule, for tools that refit them
 * (gomoku-tune-eval starts from these and measures its fit against them):
 * the score is pattern_sum(me) * factor_num / factor_den - pattern_sum(other)
 * + bias + the class weights times each side's class counts + the group
 * tables at each side's group counts + the cross table + the threat table at
 * the set of threats the sides hold (gmk_eval_threat_mask; the capture rules
 * have their own terms instead). */
typedef struct {
  int pattern[GMK_N_PATS];          /* per line pattern a cell would make, black's */
  int pattern_white[GMK_N_PATS];    /* white's (other than black's in renju) */
  int class_me[GMK_N_CLASSES];      /* per threat class, side to move */
  int class_other[GMK_N_CLASSES];   /* per threat class, side waiting */
  int factor_num, factor_den, bias;
  int group_me[GMK_EVAL_GROUPS][GMK_EVAL_GROUP_BUCKETS];     /* by group count */
  int group_other[GMK_EVAL_GROUPS][GMK_EVAL_GROUP_BUCKETS];
  int cross[GMK_EVAL_CROSS_FLEX * GMK_EVAL_CROSS_FOURS];   /* by gmk_eval_cross_index */
  int mask[GMK_EVAL_MASKS];         /* by gmk_eval_threat_mask */
} GmkEvalWeights;

void      gmk_eval_get_weights   (GmkRule         rule,
                                  GmkEvalWeights *weights);
/* Static score from the side to move's view. */
int       gmk_eval_evaluate      (const GmkEvalState *st);
/* Compare every incremental field with a recomputation from the board;
 * returns FALSE (and describes the first difference in *why) on mismatch. */
gboolean  gmk_eval_check         (const GmkEvalState *st,
                                  char              **why);

static inline gboolean
gmk_eval_is_candidate (const GmkEvalState *st,
                       int                 index)
{
  return st->board.cell[index] == GMK_EMPTY && st->cells[index].near > 0;
}

/* Pairs `color` would capture by playing the empty cell `index`. */
static inline int
gmk_eval_captures (const GmkEvalState *st,
                   int                 index,
                   GmkColor            color)
{
  return gmk_pattern_capture_count (gmk_pattern_capture_table[st->cells[index].code[0]], color) +
         gmk_pattern_capture_count (gmk_pattern_capture_table[st->cells[index].code[1]], color) +
         gmk_pattern_capture_count (gmk_pattern_capture_table[st->cells[index].code[2]], color) +
         gmk_pattern_capture_count (gmk_pattern_capture_table[st->cells[index].code[3]], color);
}

G_END_DECLS
