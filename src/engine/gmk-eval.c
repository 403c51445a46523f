/* gmk-eval.c: incremental line patterns, threat classes and evaluation.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-eval.h"

#include <stddef.h>
#include <string.h>

#include "gmk-eval-fit.inc"
#include "gmk-eval-fit-renju.inc"

/* Weight of a captured pair, by the number already taken: the last ones
 * are close to a win. */
static const int capture_weight[6] = { 0, 90, 200, 340, 600, 2000 };

/* A cell's threat class is worth more to the side to move, which may
 * play it now, than to the side waiting (which must first survive the
 * reply); the cells' values (GmkCombo.value: their line patterns' and
 * the combination's, gmk-pattern.c) come on top, the side to move's
 * scaled by the weight set's factor / FACTOR_DEN, and the group, cross and
 * threat tables below.  These weights, the line patterns' (gmk-pattern.c),
 * the factor and the bias are fitted to Rapfi's scores at 10,000 nodes of every
 * position of the records in the tree (tools/records/rapfi-teacher.txt
 * and rapfi-games-teacher.txt, every fifth game held out) and written,
 * rounded, to gmk-eval-fit.inc by gomoku-tune-eval -e 1500 --teacher 150
 * --groups --cross --mask 1000 --emit-weights, from the weights fitted
 * the same way without the threat table, with the combination table held
 * as shipped (gmk-combo-fit.inc); tools/README.md and docs/measuring.md
 * say how it was made and how it played. */
struct _GmkEvalWeightSet {
  int class_me[GMK_N_CLASSES];
  int class_other[GMK_N_CLASSES];
  /* By group and count (gmk_eval_group_count), side to move and side
   * waiting: the second and third four cells of the side to move add
   * more than the linear weights; the closed-three count is almost always
   * 7 or more, so its row mostly shifts the score early in a game.  Odd
   * counts of four cells are rare (a three gives two): their weights are
   * interpolated where the fit had no data. */
  int group_me[GMK_EVAL_GROUPS][GMK_EVAL_GROUP_BUCKETS];
  int group_other[GMK_EVAL_GROUPS][GMK_EVAL_GROUP_BUCKETS];
  /* By gmk_eval_cross_index, side to move's view: the side waiting's
   * open-four cells (its threes) against the side to move's four cells.
   * An open three of the side waiting counts for less against a side to
   * move that can answer it with fours (the "drift" losses: we counted
   * our threes while the opponent, to move, counted its fours). */
  int cross[GMK_EVAL_CROSS_FLEX * GMK_EVAL_CROSS_FOURS];
  int factor;   /* the side to move's pattern sum, in FACTOR_DEN-ths */
  int bias;
  int mask[GMK_EVAL_MASKS];   /* by gmk_eval_threat_mask */
};

/* A weight set fitted without the threat table has none. */
#ifndef GMK_FIT_MASK
#define GMK_FIT_MASK { 0 }
#endif
#ifndef GMK_FIT_RENJU_MASK
#define GMK_FIT_RENJU_MASK { 0 }
#endif

/* By gmk_eval_weight_set.  Renju's set (gmk-eval-fit-renju.inc) holds
 * freestyle's values: its fit to Rapfi's renju scores did not play better
 * (docs/search.md). */
static const GmkEvalWeightSet weight_sets[GMK_EVAL_WEIGHT_SETS] = {
  {
    .class_me = GMK_FIT_CLASS_ME, .class_other = GMK_FIT_CLASS_OTHER,
    .group_me = GMK_FIT_GROUP_ME, .group_other = GMK_FIT_GROUP_OTHER,
    .cross = GMK_FIT_CROSS, .factor = GMK_FIT_FACTOR, .bias = GMK_FIT_BIAS,
    .mask = GMK_FIT_MASK,
  },
  {
    .class_me = GMK_FIT_RENJU_CLASS_ME, .class_other = GMK_FIT_RENJU_CLASS_OTHER,
    .group_me = GMK_FIT_RENJU_GROUP_ME, .group_other = GMK_FIT_RENJU_GROUP_OTHER,
    .cross = GMK_FIT_RENJU_CROSS, .factor = GMK_FIT_RENJU_FACTOR, .bias = GMK_FIT_RENJU_BIAS,
    .mask = GMK_FIT_RENJU_MASK,
  },
};
/* gmk_dir_step, known to the compiler here: the loops over the cells
 * around a stone unroll into fixed offsets (and predicted-free code). */
static const int dir_step[4] = { 1, GMK_STRIDE, GMK_STRIDE + 1, GMK_STRIDE - 1 };

/* Both colours' capture counts of a line code's capture bits
 * (gmk_pattern_capture_table): black's pairs in the low nibble, white's
 * in the high one, so a cell's four lines add up without carries (at most
 * 8 each). */
static const uint8_t capture_packed[16] = {
  0x00, 0x01, 0x01, 0x02, 0x10, 0x11, 0x11, 0x12,
  0x10, 0x11, 0x11, 0x12, 0x20, 0x21, 0x21, 0x22,
};

#define FACTOR_DEN 100

/* A tuning build scales the terms by gmk_search_params' eval_* knobs (in
 * hundredths; eval_factor relative to the default set's factor, so that
 * every set keeps its own) to measure them in matches; the default build
 * takes the rule's weight set as it is. */
#ifdef GMK_TUNING
#include "gmk-search-params.h"
#define EVAL_FACTOR(w) ((w)->factor * gmk_search_params.eval_factor / GMK_FIT_FACTOR)
#define EVAL_SCALE(x, knob) ((x) * gmk_search_params.knob / 100)
#else
#define EVAL_FACTOR(w) ((w)->factor)
#define EVAL_SCALE(x, knob) (x)
#endif

static inline void
set_combo (GmkEvalState   *st,
           const GmkCombo *table,
           int             c,
           GmkEvalCell    *cell)
{
  const GmkCombo *combo = &table[gmk_pattern_key (cell->pat[c - 1])];

  st->value_sum[c] += combo->value - cell->value[c - 1];
  st->class_count[c][cell->klass[c - 1]]--;
  st->class_count[c][combo->klass]++;
  cell->value[c - 1] = combo->value;
  cell->order[c - 1] = combo->order;
  cell->klass[c - 1] = combo->klass;
}

static inline uint8_t
capture_of_codes (const uint16_t code[4])
{
  return (uint8_t) (capture_packed[gmk_pattern_capture_table[code[0]]] +
                    capture_packed[gmk_pattern_capture_table[code[1]]] +
                    capture_packed[gmk_pattern_capture_table[code[2]]] +
                    capture_packed[gmk_pattern_capture_table[code[3]]]);
}

/* An active cell's packed capture counts go from `from` to `to`: each
 * colour's sum and cell counts follow (count 0 is not kept). */
static inline void
capture_count_move (GmkEvalState *st,
                    unsigned      from,
                    unsigned      to)
{
  for (int c = GMK_BLACK; c <= GMK_WHITE; c++)
    {
      const int shift = c == GMK_BLACK ? 0 : 4;
      const int a = (from >> shift) & 15, b = (to >> shift) & 15;

      if (a == b)
        continue;
      st->capt_sum[c] += b - a;
      if (a != 0)
        st->capt_cells[c][a]--;
      if (b != 0)
        st->capt_cells[c][b]++;
    }
}

/* The cell's emptiness changed: (un)count it in the sums. */
static void
refresh_cell (GmkEvalState *st,
              int           q)
{
  GmkEvalCell *cell = &st->cells[q];

  if (cell->active)
    {
      for (int c = GMK_BLACK; c <= GMK_WHITE; c++)
        {
          st->value_sum[c] -= cell->value[c - 1];
          st->class_count[c][cell->klass[c - 1]]--;
        }
      if (cell->capt != 0)
        capture_count_move (st, cell->capt, 0);
      cell->active = 0;
      cell->capt = 0;
    }
  if (st->board.cell[q] != GMK_EMPTY)
    return;

  if (st->captures)
    {
      cell->capt = capture_of_codes (cell->code);
      if (cell->capt != 0)
        capture_count_move (st, 0, cell->capt);
    }

  for (int c = GMK_BLACK; c <= GMK_WHITE; c++)
    {
      const GmkPatternTables *t = st->tables[c];

      for (int d = 0; d < 4; d++)
        cell->pat[c - 1][d] = t->pattern[cell->code[d]];
      /* Count it first as nothing, then as what it is. */
      cell->value[c - 1] = 0;
      cell->klass[c - 1] = GMK_CLASS_NONE;
      st->class_count[c][GMK_CLASS_NONE]++;
      set_combo (st, t->combo, c, cell);
    }
  cell->active = 1;
}

/* One update's running state: the tables in registers instead of behind
 * st, and the changes of each colour's value sum and class counts, written
 * back once (read-modify-writes of the same counters cell after cell
 * queue behind each other). */
typedef struct {
  const GmkCombo *combo[3];
  const uint8_t  *both;
  int             dvalue[3];
  uint64_t        dclass[3];
} Update;

/* The class count changes of one update, packed in one word: 7 bits for
 * each class but NONE (whose count follows from the others'), biased by 64
 * so that no field borrows from the next (a toggle changes a count by at
 * most 32: one update of each of the 32 cells around the stone). */
#define CLASS_BITS 7
#define CLASS_BIAS 64
#define CLASS_ONES 0x0102040810204081ull   /* 1 in each of the 9 fields */
#define CLASS_UNIT(k) (1ull << (CLASS_BITS * ((k) - 1)))
G_STATIC_ASSERT (CLASS_BITS * (GMK_N_CLASSES - 1) <= 64);
static const uint64_t class_unit[GMK_N_CLASSES] = {
  [GMK_CLASS_NONE] = 0, CLASS_UNIT (1), CLASS_UNIT (2), CLASS_UNIT (3), CLASS_UNIT (4),
  CLASS_UNIT (5), CLASS_UNIT (6), CLASS_UNIT (7), CLASS_UNIT (8), CLASS_UNIT (9),
};

/* A colour's pattern of the cell changed: its combination follows. */
static inline void
update_combo (Update      *u,
              int          c,
              GmkEvalCell *cell)
{
  const GmkCombo *combo = &u->combo[c][gmk_pattern_key (cell->pat[c - 1])];
  const int old_klass = cell->klass[c - 1];

  u->dvalue[c] += combo->value - cell->value[c - 1];
  u->dclass[c] += class_unit[combo->klass] - class_unit[old_klass];
  cell->klass[c - 1] = combo->klass;
  cell->value[c - 1] = combo->value;
  cell->order[c - 1] = combo->order;
}

/* One line code of a cell changes by `flip`; an empty cell's patterns
 * follow. */
static inline void
update_line (Update      *u,
             GmkEvalCell *cell,
             int          d,
             uint16_t     flip)
{
  uint8_t both, pb, pw;

  cell->code[d] ^= flip;
  if (!cell->active)
    return;
  both = u->both[cell->code[d]];
  pb = both & 15;
  pw = both >> 4;
  if (pb != cell->pat[GMK_BLACK - 1][d])
    {
      cell->pat[GMK_BLACK - 1][d] = pb;
      update_combo (u, GMK_BLACK, cell);
    }
  if (pw != cell->pat[GMK_WHITE - 1][d])
    {
      cell->pat[GMK_WHITE - 1][d] = pw;
      update_combo (u, GMK_WHITE, cell);
    }
}

/* Capture rules: the stone toggled at `index` changed the line codes
 * around it; a capture (X O O X) spans 3 steps, so only the active cells
 * within 3 steps on its lines may take more or fewer pairs.  Each changed
 * only its line code in that direction: the old code is the new one
 * without the stone. */
static void
toggle_captures (GmkEvalState *st,
                 int           index,
                 int           color)
{
  GmkEvalCell *const centre = &st->cells[index];

#pragma GCC unroll 4
  for (int d = 0; d < 4; d++)
    {
      const int step = dir_step[d];

#pragma GCC unroll 3
      for (int k = 1; k <= 3; k++)
        for (int side = -1; side <= 1; side += 2)
          {
            GmkEvalCell *cell = centre + side * k * step;
            const uint16_t flip = (uint16_t) (color << gmk_pattern_slot_shift (-side * k));
            unsigned now, was, capt;

            if (!cell->active)
              continue;
            now = capture_packed[gmk_pattern_capture_table[cell->code[d]]];
            was = capture_packed[gmk_pattern_capture_table[cell->code[d] ^ flip]];
            if (now == was)
              continue;
            /* was is part of capt nibble by nibble: no borrow. */
            capt = cell->capt - was + now;
            capture_count_move (st, cell->capt, capt);
            cell->capt = (uint8_t) capt;
          }
    }
}

/* A stone of `color` appears at or disappears from `index` (XOR). */
static void
toggle_stone (GmkEvalState *st,
              int           index,
              int           color)
{
  Update u = {
    { NULL, st->tables[GMK_BLACK]->combo, st->tables[GMK_WHITE]->combo },
    st->both,
    { 0, 0, 0 },
    { 0, CLASS_BIAS * CLASS_ONES, CLASS_BIAS * CLASS_ONES },
  };
  GmkEvalCell *const centre = &st->cells[index];

#pragma GCC unroll 4
  for (int d = 0; d < 4; d++)
    {
      const int step = dir_step[d];

#pragma GCC unroll 4
      for (int k = 1; k <= 4; k++)
        {
          update_line (&u, centre + k * step, d, (uint16_t) (color << gmk_pattern_slot_shift (-k)));
          update_line (&u, centre - k * step, d, (uint16_t) (color << gmk_pattern_slot_shift (k)));
        }
    }
  for (int c = GMK_BLACK; c <= GMK_WHITE; c++)
    {
      int moved = 0;

      st->value_sum[c] += u.dvalue[c];
      if (u.dclass[c] == CLASS_BIAS * CLASS_ONES)
        continue;   /* no class changed */
      for (int k = 1; k < GMK_N_CLASSES; k++)
        {
          const int delta = (int) ((u.dclass[c] >> (CLASS_BITS * (k - 1))) & ((1 << CLASS_BITS) - 1)) - CLASS_BIAS;

          st->class_count[c][k] += delta;
          moved += delta;
        }
      st->class_count[c][GMK_CLASS_NONE] -= moved;
    }
  if (st->captures)
    toggle_captures (st, index, color);
  refresh_cell (st, index);
}

static inline void
cand_add (GmkEvalState *st,
          int           q)
{
  st->cells[q].cand_pos = (int16_t) st->n_cand;
  st->cand[st->n_cand++] = (int16_t) q;
}

static inline void
cand_remove (GmkEvalState *st,
             int           q)
{
  int pos = st->cells[q].cand_pos;
  int last = st->cand[--st->n_cand];

  st->cand[pos] = (int16_t) last;
  st->cells[last].cand_pos = (int16_t) pos;
  st->cells[q].cand_pos = -1;
}

/* Walls start with this many stones near, so near_add needs no test for
 * them: their count never comes to or from zero, they never become
 * candidates. */
#define NEAR_WALL 64

static void
near_add (GmkEvalState *st,
          int           index,
          int           delta)
{
#pragma GCC unroll 4
  for (int d = 0; d < 4; d++)
#pragma GCC unroll 5
    for (int k = -GMK_NEAR_DISTANCE; k <= GMK_NEAR_DISTANCE; k++)
      {
        int q = index + k * dir_step[d];

        if (k == 0)
          continue;
        if (delta > 0)
          {
            if (st->cells[q].near++ == 0)
              cand_add (st, q);
          }
        else if (--st->cells[q].near == 0)
          cand_remove (st, q);
      }
}

void
gmk_eval_init (GmkEvalState   *st,
               const GmkBoard *board)
{
  gmk_board_copy (&st->board, board);
  st->tables[GMK_EMPTY] = NULL;
  st->tables[GMK_BLACK] = gmk_pattern_tables (board->rule, GMK_BLACK);
  st->tables[GMK_WHITE] = gmk_pattern_tables (board->rule, GMK_WHITE);
  st->weights = &weight_sets[gmk_eval_weight_set (board->rule)];
  st->both = st->tables[GMK_BLACK]->both;
  st->prefetch = NULL;

  memset (st->cells, 0, sizeof st->cells);
  memset (st->value_sum, 0, sizeof st->value_sum);
  memset (st->class_count, 0, sizeof st->class_count);
  st->captures = board->captures;
  memset (st->capt_sum, 0, sizeof st->capt_sum);
  memset (st->capt_cells, 0, sizeof st->capt_cells);
  for (int i = 0; i < GMK_CELLS; i++)
    {
      st->cells[i].cand_pos = -1;
      if (st->board.cell[i] == GMK_WALL)
        st->cells[i].near = NEAR_WALL;
    }
  st->n_cand = 0;
  st->init_ply = board->ply;
  st->saved_top = 0;
  memset (st->saved, 0, sizeof st->saved);

  for (int i = 0; i < GMK_CELLS; i++)
    {
      /* Codes are kept for every cell whose 4-neighbourhood fits the array:
       * the playable ones and the margin the updates touch. */
      int x = i % GMK_STRIDE, y = i / GMK_STRIDE;

      if (x < 4 || y < 4 || x >= GMK_STRIDE - 4 || y >= GMK_ROWS - 4)
        continue;
      for (int d = 0; d < 4; d++)
        st->cells[i].code[d] = gmk_pattern_code_at (&st->board, i, d);
    }
  for (int i = 0; i < GMK_CELLS; i++)
    {
      if (st->board.cell[i] == GMK_EMPTY)
        refresh_cell (st, i);
      else if (st->board.cell[i] != GMK_WALL)
        near_add (st, i, +1);
    }
}

/* The fields restored by copy: everything but the candidate links, which
 * near_add keeps (the candidate list's order must not change). */
#define RESTORED_BYTES offsetof (GmkEvalCell, near)

static inline GmkEvalCell *
save_around (GmkEvalState *st,
             GmkEvalCell  *out,
             int           index)
{
  *out++ = st->cells[index];
#pragma GCC unroll 4
  for (int d = 0; d < 4; d++)
    {
      const int step = dir_step[d];

#pragma GCC unroll 4
      for (int k = 1; k <= 4; k++)
        {
          *out++ = st->cells[index + k * step];
          *out++ = st->cells[index - k * step];
        }
    }
  return out;
}

static inline const GmkEvalCell *
restore_around (GmkEvalState      *st,
                const GmkEvalCell *in,
                int                index)
{
  memcpy (&st->cells[index], in++, RESTORED_BYTES);
#pragma GCC unroll 4
  for (int d = 0; d < 4; d++)
    {
      const int step = dir_step[d];

#pragma GCC unroll 4
      for (int k = 1; k <= 4; k++)
        {
          memcpy (&st->cells[index + k * step], in++, RESTORED_BYTES);
          memcpy (&st->cells[index - k * step], in++, RESTORED_BYTES);
        }
    }
  return in;
}

void
gmk_eval_make (GmkEvalState *st,
               int           index)
{
  const GmkColor color = st->board.to_move;
  const GmkUndo *undo;
  const int slot = st->board.ply - st->init_ply;

  gmk_board_make (&st->board, index);
  if (st->prefetch != NULL)
    gmk_tt_prefetch (st->prefetch, st->board.hash);
  undo = &st->board.history[st->board.ply - 1];
  if (slot >= 0 && slot < GMK_EVAL_SAVED)
    {
      const int need = GMK_EVAL_CELLS_PER_STONE * (1 + undo->n_captured);

      /* Every copy is taken before any change, so cells met twice (near
       * the move and a captured stone) restore to the same value. */
      st->saved[slot].valid = st->saved_top + need <= (int) G_N_ELEMENTS (st->saved_cells);
      if (st->saved[slot].valid)
        {
          GmkEvalCell *out = &st->saved_cells[st->saved_top];

          st->saved[slot].first = st->saved_top;
          st->saved_top += need;
          out = save_around (st, out, index);
          for (int i = 0; i < undo->n_captured; i++)
            out = save_around (st, out, undo->captured[i]);
          memcpy (st->saved[slot].value_sum, st->value_sum, sizeof st->value_sum);
          memcpy (st->saved[slot].class_count, st->class_count, sizeof st->class_count);
          if (st->captures)
            {
              memcpy (st->saved[slot].capt_sum, st->capt_sum, sizeof st->capt_sum);
              memcpy (st->saved[slot].capt_cells, st->capt_cells, sizeof st->capt_cells);
            }
        }
    }
  toggle_stone (st, index, color);
  near_add (st, index, +1);
  for (int i = 0; i < undo->n_captured; i++)
    {
      toggle_stone (st, undo->captured[i], GMK_OTHER (color));
      near_add (st, undo->captured[i], -1);
    }
}

void
gmk_eval_unmake (GmkEvalState *st)
{
  const GmkUndo *undo = &st->board.history[st->board.ply - 1];
  const int index = undo->move;
  const GmkColor color = GMK_OTHER (st->board.to_move);
  const int slot = st->board.ply - 1 - st->init_ply;

  gmk_board_unmake (&st->board);
  if (slot >= 0 && slot < GMK_EVAL_SAVED && st->saved[slot].valid)
    {
      const GmkEvalCell *in = &st->saved_cells[st->saved[slot].first];

      /* The candidate links change in the same order as below. */
      for (int i = undo->n_captured - 1; i >= 0; i--)
        near_add (st, undo->captured[i], +1);
      near_add (st, index, -1);
      in = restore_around (st, in, index);
      for (int i = 0; i < undo->n_captured; i++)
        in = restore_around (st, in, undo->captured[i]);
      memcpy (st->value_sum, st->saved[slot].value_sum, sizeof st->value_sum);
      memcpy (st->class_count, st->saved[slot].class_count, sizeof st->class_count);
      if (st->captures)
        {
          memcpy (st->capt_sum, st->saved[slot].capt_sum, sizeof st->capt_sum);
          memcpy (st->capt_cells, st->saved[slot].capt_cells, sizeof st->capt_cells);
        }
      st->saved[slot].valid = FALSE;
      st->saved_top = st->saved[slot].first;
      return;
    }
  for (int i = undo->n_captured - 1; i >= 0; i--)
    {
      toggle_stone (st, undo->captured[i], GMK_OTHER (color));
      near_add (st, undo->captured[i], +1);
    }
  toggle_stone (st, index, color);
  near_add (st, index, -1);
}

void
gmk_eval_get_weights (GmkRule         rule,
                      GmkEvalWeights *weights)
{
  const GmkEvalWeightSet *w = &weight_sets[gmk_eval_weight_set (rule)];

  for (int p = 0; p < GMK_N_PATS; p++)
    {
      weights->pattern[p] = gmk_pattern_value (rule, GMK_BLACK, (GmkPattern) p);
      weights->pattern_white[p] = gmk_pattern_value (rule, GMK_WHITE, (GmkPattern) p);
    }
  memcpy (weights->class_me, w->class_me, sizeof w->class_me);
  memcpy (weights->class_other, w->class_other, sizeof w->class_other);
  weights->factor_num = w->factor;
  weights->factor_den = FACTOR_DEN;
  weights->bias = w->bias;
  memcpy (weights->group_me, w->group_me, sizeof w->group_me);
  memcpy (weights->group_other, w->group_other, sizeof w->group_other);
  memcpy (weights->cross, w->cross, sizeof w->cross);
  memcpy (weights->mask, w->mask, sizeof w->mask);
}

int
gmk_eval_evaluate (const GmkEvalState *st)
{
  const GmkColor me = st->board.to_move;
  const GmkColor other = GMK_OTHER (me);
  const GmkEvalWeightSet *w = st->weights;
  /* The side to move's four cells index three tables: counted once. */
  const int me_fours = gmk_eval_group_count (st->class_count[me], GMK_EVAL_GROUP_FOURS);
  int score, waiting = 0;

  /* The side to move cashes its threats first: its potential counts more. */
  score = st->value_sum[me] * EVAL_FACTOR (w) / FACTOR_DEN - st->value_sum[other] + w->bias;
  for (int k = GMK_CLASS_B3; k < GMK_CLASS_MAYBE_FORBIDDEN; k++)
    {
      score += w->class_me[k] * st->class_count[me][k];
      waiting += w->class_other[k] * st->class_count[other][k];
    }
  score += w->group_me[GMK_EVAL_GROUP_FOURS][me_fours] +
           w->group_me[GMK_EVAL_GROUP_THREES][gmk_eval_group_count (st->class_count[me], GMK_EVAL_GROUP_THREES)] +
           w->group_me[GMK_EVAL_GROUP_B3][gmk_eval_group_count (st->class_count[me], GMK_EVAL_GROUP_B3)];
  for (int g = 0; g < GMK_EVAL_GROUPS; g++)
    waiting += w->group_other[g][gmk_eval_group_count (st->class_count[other], (GmkEvalGroup) g)];
  score -= EVAL_SCALE (waiting, eval_other);
  score += EVAL_SCALE (w->cross[gmk_eval_cross_index (me_fours, st->class_count[other])], eval_cross);
  if (!st->board.captures)
    {
      /* The threat table was fitted to games without captures. */
      score += w->mask[gmk_eval_threat_mask (st->class_count[me], st->class_count[other], me_fours)];
    }
  else
    {
      const int mine = MIN (st->board.captured_pairs[me], 5);
      const int theirs = MIN (st->board.captured_pairs[other], 5);
      const int at_risk = st->capt_sum[other];
      int best_take = 0;

      score += capture_weight[mine] - capture_weight[theirs];
      /* Capture threats: the side to move may take its best capture now;
       * every pair of ours the opponent could take is a liability.  Every
       * capture point lies next to a stone, so counting all the empty
       * cells (the running counts) is counting the candidates. */
      if (st->capt_sum[me] > 0)
        for (best_take = GMK_EVAL_MAX_TAKE; st->capt_cells[me][best_take] == 0; best_take--)
          ;
      if (best_take > 0)
        score += (capture_weight[MIN (mine + best_take, 5)] - capture_weight[mine]) / 3;
      score -= 12 * MIN (at_risk, 6) + (theirs == 4 && at_risk > 0 ? 300 : 0);
    }
  return score;
}

gboolean
gmk_eval_check (const GmkEvalState *st,
                char              **why)
{
  g_autofree GmkEvalState *fresh = g_new (GmkEvalState, 1);

  gmk_eval_init (fresh, &st->board);
  for (int i = 0; i < GMK_CELLS; i++)
    {
      if (st->board.cell[i] == GMK_WALL)
        continue;
      for (int d = 0; d < 4; d++)
        if (st->cells[i].code[d] != fresh->cells[i].code[d])
          {
            *why = g_strdup_printf ("code of cell %d dir %d: %04x, fresh %04x",
                                    i, d, st->cells[i].code[d], fresh->cells[i].code[d]);
            return FALSE;
          }
      if (st->cells[i].active != fresh->cells[i].active || st->cells[i].near != fresh->cells[i].near)
        {
          *why = g_strdup_printf ("cell %d: active %d/%d near %d/%d", i,
                                  st->cells[i].active, fresh->cells[i].active, st->cells[i].near, fresh->cells[i].near);
          return FALSE;
        }
      if (!st->cells[i].active)
        continue;
      for (int c = GMK_BLACK; c <= GMK_WHITE; c++)
        if (st->cells[i].klass[c - 1] != fresh->cells[i].klass[c - 1] || st->cells[i].value[c - 1] != fresh->cells[i].value[c - 1] ||
            memcmp (st->cells[i].pat[c - 1], fresh->cells[i].pat[c - 1], 4) != 0)
          {
            *why = g_strdup_printf ("cell %d colour %d: patterns differ", i, c);
            return FALSE;
          }
      if (st->cells[i].capt != fresh->cells[i].capt)
        {
          *why = g_strdup_printf ("cell %d: captures %02x, fresh %02x", i, st->cells[i].capt, fresh->cells[i].capt);
          return FALSE;
        }
      if ((st->cells[i].cand_pos >= 0) != (st->cells[i].near > 0) ||
          (st->cells[i].cand_pos >= 0 && st->cand[st->cells[i].cand_pos] != i))
        {
          *why = g_strdup_printf ("cell %d: candidate list broken", i);
          return FALSE;
        }
    }
  for (int c = GMK_BLACK; c <= GMK_WHITE; c++)
    {
      if (st->value_sum[c] != fresh->value_sum[c])
        {
          *why = g_strdup_printf ("value sum of colour %d: %d, fresh %d", c,
                                  st->value_sum[c], fresh->value_sum[c]);
          return FALSE;
        }
      if (memcmp (st->class_count[c], fresh->class_count[c], sizeof st->class_count[c]) != 0)
        {
          *why = g_strdup_printf ("class counts of colour %d differ", c);
          return FALSE;
        }
      if (st->capt_sum[c] != fresh->capt_sum[c] ||
          memcmp (st->capt_cells[c], fresh->capt_cells[c], sizeof st->capt_cells[c]) != 0)
        {
          *why = g_strdup_printf ("capture counts of colour %d: sum %d, fresh %d", c,
                                  st->capt_sum[c], fresh->capt_sum[c]);
          return FALSE;
        }
    }
  if (st->n_cand != fresh->n_cand)
    {
      *why = g_strdup_printf ("candidates: %d, fresh %d", st->n_cand, fresh->n_cand);
      return FALSE;
    }
  if (st->board.hash != gmk_board_compute_hash (&st->board))
    {
      *why = g_strdup ("hash differs");
      return FALSE;
    }
  return TRUE;
}
