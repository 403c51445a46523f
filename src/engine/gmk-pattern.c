/* gmk-pattern.c: the pattern and threat-class tables.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A line pattern is defined recursively on the nine cells centred on the
 * played stone: a five is a run through the centre that wins; a four has one
 * cell that would make a five (two or more: an open four); a three has a cell
 * that would make a four (an open three one that would make an open four);
 * and so on down to ones.  Only fives through the centre count, so the nine
 * cells are enough.  Tables are filled once, at first use, by memoised
 * recursion over the 65536 codes.
 */
#include "gmk-pattern.h"
#include "gmk-order.h"

#include <string.h>

typedef enum {
  FIVE_OR_MORE,
  EXACTLY_FIVE,
  N_FIVE_MODES
} FiveMode;

typedef enum {
  COMBINE_NORMAL,
  COMBINE_RENJU_BLACK,   /* double four, double three, overline may be forbidden */
  COMBINE_NINUKI,        /* double three may be forbidden (both colours) */
  N_COMBINES
} Combine;

static uint8_t pattern_table[N_FIVE_MODES][3][65536];
static GmkCombo combo_table[N_COMBINES][GMK_N_COMBOS];
/* The same with the fitted ordering's order weights (gmk-order.h). */
static GmkCombo fitted_table[N_COMBINES][GMK_N_COMBOS];
/* [black's mode][white's mode][code] */
static uint8_t both_table[N_FIVE_MODES][N_FIVE_MODES][65536];

static GmkPatternTables tables[GMK_N_RULES][3];
static uint16_t multiset_of_key[GMK_N_COMBOS];
static uint8_t capture_table[65536];
const uint8_t *gmk_pattern_capture_table = capture_table;

static inline int
cell_of (uint16_t code,
         int      k)
{
  return (code >> gmk_pattern_slot_shift (k)) & 3;
}

/* Length of the run of `color` through the centre (which holds `color`). */
static int
run_through_centre (uint16_t code,
                    int      color)
{
  int run = 1;

  for (int k = -1; k >= -4 && cell_of (code, k) == color; k--)
    run++;
  for (int k = 1; k <= 4 && cell_of (code, k) == color; k++)
    run++;
  return run;
}

static gboolean
run_wins (int      run,
          FiveMode mode)
{
  return mode == EXACTLY_FIVE ? run == 5 : run >= 5;
}

static uint8_t
classify (uint8_t  *memo,
          uint16_t  code,
          int       color,
          FiveMode  mode)
{
  int run, fives = 0, best = GMK_PAT_DEAD;

  if (memo[code] != 0xFF)
    return memo[code];

  run = run_through_centre (code, color);
  if (run >= 5)
    {
      memo[code] = run_wins (run, mode) ? GMK_PAT_F5 : GMK_PAT_OVERLINE;
      return memo[code];
    }

  for (int k = -4; k <= 4; k++)
    {
      uint16_t next;

      if (k == 0 || cell_of (code, k) != GMK_EMPTY)
        continue;
      next = (uint16_t) (code | color << gmk_pattern_slot_shift (k));
      if (run_wins (run_through_centre (next, color), mode))
        fives++;
    }
  if (fives > 0)
    {
      memo[code] = fives >= 2 ? GMK_PAT_F4 : GMK_PAT_B4;
      return memo[code];
    }

  for (int k = -4; k <= 4; k++)
    {
      uint16_t next;
      int sub, p = GMK_PAT_DEAD;

      if (k == 0 || cell_of (code, k) != GMK_EMPTY)
        continue;
      next = (uint16_t) (code | color << gmk_pattern_slot_shift (k));
      sub = classify (memo, next, color, mode);
      switch (sub)
        {
        case GMK_PAT_F4: p = GMK_PAT_F3; break;
        case GMK_PAT_B4: p = GMK_PAT_B3; break;
        case GMK_PAT_F3: p = GMK_PAT_F2; break;
        case GMK_PAT_B3: p = GMK_PAT_B2; break;
        case GMK_PAT_F2: p = GMK_PAT_F1; break;
        case GMK_PAT_B2: p = GMK_PAT_B1; break;
        default: break;
        }
      best = MAX (best, p);
    }
  memo[code] = (uint8_t) best;
  return memo[code];
}

/* Move-ordering weight of one line pattern for the colour that may play it
 * (hand-set; the search's quiet threshold is in these units). */
static const int16_t pattern_order[GMK_N_PATS] = {
  [GMK_PAT_DEAD] = 0, [GMK_PAT_OVERLINE] = 0,
  [GMK_PAT_B1] = 1, [GMK_PAT_F1] = 3,
  [GMK_PAT_B2] = 6, [GMK_PAT_F2] = 16,
  [GMK_PAT_B3] = 18, [GMK_PAT_F3] = 50,
  [GMK_PAT_B4] = 60, [GMK_PAT_F4] = 240, [GMK_PAT_F5] = 800,
};

/* Evaluation weight of one line pattern for the colour that may play it,
 * fitted to PentaZen's scores with the threat-class weights (gmk-eval.c)
 * and the combinations below: a cell where a colour makes a (closed) four
 * is the material of its VCFs and VCTs (176 here, more with a three or
 * twos on its other lines, and through the four-cell group table); an
 * open four's cell matters only for the side waiting (its open three). */
static const int16_t pattern_value[GMK_N_PATS] = {
  [GMK_PAT_DEAD] = 0, [GMK_PAT_OVERLINE] = 0,
  [GMK_PAT_B1] = 1, [GMK_PAT_F1] = 1,
  [GMK_PAT_B2] = 4, [GMK_PAT_F2] = 16,
  [GMK_PAT_B3] = 41, [GMK_PAT_F3] = 41,
  [GMK_PAT_B4] = 176, [GMK_PAT_F4] = 414,
  [GMK_PAT_F5] = 800,
};

/* A cell's value is its patterns' values plus one per combination of its
 * four patterns (by the sorted multiset, strongest first; the others 0),
 * fitted with the rest of the weights to PentaZen's scores
 * (gomoku-tune-eval, GMK_TUNE_COMBO): what two patterns are worth
 * together is not the sum of what each is worth alone.  Forbidden cells
 * keep their 0. */
typedef struct {
  uint8_t pats[4];
  int16_t delta;
} ComboDelta;

static const ComboDelta combo_delta[] = {
/* combo_delta:begin */
  { { GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD }, 2 },
  { { GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -4 },
  { { GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD }, -5 },
  { { GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1 }, 13 },
  { { GMK_PAT_F1, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD }, 5 },
  { { GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD }, -3 },
  { { GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1 }, 19 },
  { { GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_DEAD, GMK_PAT_DEAD }, 5 },
  { { GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_DEAD }, -2 },
  { { GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1 }, -1 },
  { { GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_DEAD }, 2 },
  { { GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1 }, 2 },
  { { GMK_PAT_B2, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD }, 6 },
  { { GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -4 },
  { { GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD }, -2 },
  { { GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1 }, -10 },
  { { GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_DEAD, GMK_PAT_DEAD }, 5 },
  { { GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_DEAD }, 7 },
  { { GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1 }, -1 },
  { { GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_DEAD }, 6 },
  { { GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_B1 }, -1 },
  { { GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1 }, -1 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_DEAD, GMK_PAT_DEAD }, -7 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_DEAD }, -7 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_B1 }, 5 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_DEAD }, -2 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_B1 }, -10 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1 }, -7 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_DEAD }, -12 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B1 }, 4 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_F1 }, 4 },
  { { GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2 }, -8 },
  { { GMK_PAT_F2, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD }, -3 },
  { { GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -22 },
  { { GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD }, -23 },
  { { GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1 }, -26 },
  { { GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -8 },
  { { GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_DEAD }, -8 },
  { { GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1 }, -8 },
  { { GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_DEAD }, 2 },
  { { GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_B1 }, -6 },
  { { GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1 }, -12 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_DEAD, GMK_PAT_DEAD }, 3 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_DEAD }, -12 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_B1 }, -10 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_DEAD }, -3 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_B1 }, -3 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1 }, -8 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_DEAD }, -14 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B1 }, -11 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_F1 }, -9 },
  { { GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2 }, -23 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_DEAD, GMK_PAT_DEAD }, 4 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_DEAD }, -30 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_B1 }, 9 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_DEAD }, 6 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_B1 }, -17 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_F1 }, -20 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_DEAD }, -8 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B1 }, 1 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_F1 }, -30 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2 }, -6 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_DEAD }, 37 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B1 }, 13 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F1 }, -34 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2 }, -21 },
  { { GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2 }, -89 },
  { { GMK_PAT_B3, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD }, -34 },
  { { GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -32 },
  { { GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD }, -39 },
  { { GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1 }, -9 },
  { { GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -18 },
  { { GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_DEAD }, -31 },
  { { GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1 }, -18 },
  { { GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_DEAD }, -17 },
  { { GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_B1 }, -22 },
  { { GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1 }, -29 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_DEAD, GMK_PAT_DEAD }, -34 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_DEAD }, -44 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_B1 }, -50 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_DEAD }, -30 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_B1 }, -29 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1 }, -38 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_DEAD }, -26 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B1 }, -8 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_F1 }, -41 },
  { { GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2 }, -9 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_DEAD, GMK_PAT_DEAD }, -16 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_DEAD }, -36 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_DEAD }, -15 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_F1 }, -30 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_DEAD }, -5 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B1 }, -26 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_F1 }, -36 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2 }, -29 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_DEAD }, 6 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B1 }, 24 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F1 }, -9 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2 }, -18 },
  { { GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2 }, 27 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_DEAD, GMK_PAT_DEAD }, -78 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_DEAD }, -88 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_B1 }, -85 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_DEAD }, -74 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_B1 }, -57 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_F1 }, -106 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_DEAD }, -67 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B1 }, -35 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_F1 }, -117 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B2 }, -9 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_DEAD }, 31 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B1 }, 13 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F1 }, -57 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B2 }, -86 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2 }, -83 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_DEAD }, 6 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B1 }, 68 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F1 }, -123 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B2 }, -86 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2 }, -48 },
  { { GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3 }, -51 },
  { { GMK_PAT_F3, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD }, -49 },
  { { GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -58 },
  { { GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD }, -59 },
  { { GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1 }, -121 },
  { { GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -23 },
  { { GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_DEAD }, -18 },
  { { GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1 }, -29 },
  { { GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_DEAD }, -10 },
  { { GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_B1 }, -24 },
  { { GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1 }, -24 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_DEAD, GMK_PAT_DEAD }, -28 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_DEAD }, -39 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_B1 }, -65 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_DEAD }, -5 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_B1 }, -17 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1 }, -32 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_DEAD }, 2 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B1 }, -33 },
  { { GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2 }, 8 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_DEAD, GMK_PAT_DEAD }, -5 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_DEAD }, -8 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_B1 }, -56 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_DEAD }, 9 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_B1 }, -2 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_F1 }, 8 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_DEAD }, 25 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B1 }, -1 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_F1 }, 8 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2 }, 43 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_DEAD }, 108 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B1 }, 35 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F1 }, -63 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2 }, 56 },
  { { GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2 }, -74 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_DEAD, GMK_PAT_DEAD }, 23 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_DEAD }, 25 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_B1 }, -31 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_DEAD }, 18 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_B1 }, -6 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_F1 }, 32 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_DEAD }, 61 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B1 }, 10 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_F1 }, -3 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B2 }, -33 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_DEAD }, 91 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B1 }, 4 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F1 }, 4 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B2 }, 65 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2 }, -5 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_DEAD }, 94 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B1 }, 113 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F1 }, -6 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B2 }, 115 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2 }, -89 },
  { { GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3 }, 2 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_DEAD, GMK_PAT_DEAD }, 36 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_DEAD }, 36 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_B1 }, -142 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_DEAD }, 51 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_B1 }, -85 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_F1 }, -11 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_DEAD }, 176 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B1 }, -30 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_F1 }, -26 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B2 }, -82 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_DEAD }, 121 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B1 }, -72 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F1 }, -176 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B2 }, 33 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F2 }, -109 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_DEAD }, 141 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B1 }, 129 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F1 }, -12 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B2 }, -159 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F2 }, 82 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3 }, 63 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_DEAD }, -57 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B1 }, -6 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F1 }, -28 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B2 }, -49 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F2 }, -82 },
  { { GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B3 }, 17 },
  { { GMK_PAT_B4, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD }, -127 },
  { { GMK_PAT_B4, GMK_PAT_B1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -124 },
  { { GMK_PAT_B4, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD }, -100 },
  { { GMK_PAT_B4, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1 }, -105 },
  { { GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -117 },
  { { GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_DEAD }, -99 },
  { { GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1 }, -88 },
  { { GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_DEAD }, -70 },
  { { GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_B1 }, -67 },
  { { GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1 }, -76 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_DEAD, GMK_PAT_DEAD }, -109 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_DEAD }, -117 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_B1 }, -152 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_DEAD }, -60 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_B1 }, -55 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1 }, -54 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_DEAD }, -71 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B1 }, -36 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_F1 }, -35 },
  { { GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2 }, 21 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_DEAD, GMK_PAT_DEAD }, -39 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_DEAD }, -38 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_B1 }, -26 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_DEAD }, -9 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_B1 }, 12 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_F1 }, 2 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_DEAD }, 28 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B1 }, 42 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_F1 }, 15 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2 }, 141 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_DEAD }, 180 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B1 }, 127 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F1 }, 44 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2 }, 72 },
  { { GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2 }, 179 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_DEAD, GMK_PAT_DEAD }, -1 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_DEAD }, 55 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_B1 }, 155 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_DEAD }, 35 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_B1 }, 97 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_F1 }, 126 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_DEAD }, 57 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B1 }, 149 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_F1 }, 144 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B2 }, 192 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_DEAD }, 195 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B1 }, 237 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F1 }, 202 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B2 }, 209 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2 }, 193 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_DEAD }, 226 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B1 }, 122 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F1 }, 197 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B2 }, 182 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2 }, 58 },
  { { GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3 }, 44 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_DEAD, GMK_PAT_DEAD }, 34 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_DEAD }, -145 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_B1 }, -63 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_DEAD }, 88 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_F1 }, 127 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_DEAD }, 177 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B1 }, 64 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_F1 }, -24 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B2 }, 155 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_DEAD }, 120 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B1 }, -27 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F1 }, -22 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B2 }, 130 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F2 }, 71 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_DEAD }, 116 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B1 }, 86 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F1 }, 10 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B2 }, 61 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F2 }, 90 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3 }, 1 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_DEAD }, 62 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B1 }, 23 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F1 }, 7 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B2 }, 16 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F2 }, 5 },
  { { GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B3 }, -1 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_DEAD, GMK_PAT_DEAD }, -111 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B1, GMK_PAT_DEAD }, -57 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B1, GMK_PAT_B1 }, -26 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_DEAD }, -56 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_B1 }, -45 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_F1 }, 10 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_DEAD }, 8 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B1 }, -14 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_F1 }, -92 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B2 }, 28 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_DEAD }, 25 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B1 }, 9 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F1 }, -102 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B2 }, 20 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F2 }, -12 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_DEAD }, 24 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B1 }, -33 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F1 }, 26 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B2 }, 35 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_DEAD }, 18 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B1 }, 2 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F1 }, -20 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B2 }, 1 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_F2 }, -8 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_DEAD }, -4 },
  { { GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B4, GMK_PAT_B2 }, 1 },
  { { GMK_PAT_F4, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD }, -183 },
  { { GMK_PAT_F4, GMK_PAT_B1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -112 },
  { { GMK_PAT_F4, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_DEAD }, -185 },
  { { GMK_PAT_F4, GMK_PAT_B1, GMK_PAT_B1, GMK_PAT_B1 }, -115 },
  { { GMK_PAT_F4, GMK_PAT_F1, GMK_PAT_DEAD, GMK_PAT_DEAD }, -32 },
  { { GMK_PAT_F4, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_DEAD }, -84 },
  { { GMK_PAT_F4, GMK_PAT_F1, GMK_PAT_B1, GMK_PAT_B1 }, -113 },
  { { GMK_PAT_F4, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_DEAD }, -125 },
  { { GMK_PAT_F4, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_B1 }, -127 },
  { { GMK_PAT_F4, GMK_PAT_F1, GMK_PAT_F1, GMK_PAT_F1 }, -120 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_DEAD, GMK_PAT_DEAD }, -24 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_DEAD }, -21 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_B1, GMK_PAT_B1 }, -113 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_DEAD }, 11 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_B1 }, -4 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_F1, GMK_PAT_F1 }, -12 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_DEAD }, 39 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B1 }, 98 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_F1 }, 16 },
  { { GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_B2, GMK_PAT_B2 }, 93 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_DEAD, GMK_PAT_DEAD }, 108 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_DEAD }, 13 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_B1, GMK_PAT_B1 }, -70 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_DEAD }, 36 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_B1 }, -50 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F1, GMK_PAT_F1 }, -61 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_DEAD }, 168 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B1 }, 59 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_F1 }, 42 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_B2, GMK_PAT_B2 }, 105 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_DEAD }, 210 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B1 }, 163 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F1 }, -42 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_B2 }, 168 },
  { { GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F2, GMK_PAT_F2 }, 76 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_DEAD, GMK_PAT_DEAD }, 181 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_DEAD }, 20 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B1, GMK_PAT_B1 }, -63 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_DEAD }, 104 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_B1 }, 100 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F1, GMK_PAT_F1 }, 133 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_DEAD }, 171 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B1 }, 166 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_F1 }, 34 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B2, GMK_PAT_B2 }, 90 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_DEAD }, 128 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B1 }, 47 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F1 }, -36 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_B2 }, 39 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F2, GMK_PAT_F2 }, 17 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_DEAD }, -53 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B1 }, 13 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F1 }, 16 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B2 }, 22 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_F2 }, 4 },
  { { GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_B3, GMK_PAT_B3 }, 24 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_DEAD, GMK_PAT_DEAD }, -52 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_DEAD }, -85 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B1, GMK_PAT_B1 }, -43 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_DEAD }, 41 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_B1 }, -83 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F1, GMK_PAT_F1 }, 46 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_DEAD }, 105 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B1 }, -18 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_F1 }, -77 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B2, GMK_PAT_B2 }, 3 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_DEAD }, -48 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B1 }, 12 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F1 }, -65 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_B2 }, -1 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F2, GMK_PAT_F2 }, 17 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_DEAD }, 94 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B1 }, 29 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F1 }, 20 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B2 }, 17 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_F2 }, 31 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_B3, GMK_PAT_B3 }, 1 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_DEAD }, -60 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B1 }, 9 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_F1 }, 11 },
  { { GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_F3, GMK_PAT_B2 }, 5 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_DEAD, GMK_PAT_DEAD }, 25 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B1, GMK_PAT_DEAD }, 12 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B1, GMK_PAT_B1 }, -34 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_DEAD }, -42 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_B1 }, -9 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F1, GMK_PAT_F1 }, -12 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_DEAD }, 45 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B1 }, -1 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_F1 }, -8 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B2, GMK_PAT_B2 }, 6 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_DEAD }, -15 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B1 }, 5 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F1 }, 13 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_B2 }, 6 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F2, GMK_PAT_F2 }, -5 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_DEAD }, -32 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B1 }, -13 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_F1 }, -11 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_B3, GMK_PAT_B2 }, 1 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B1 }, 3 },
  { { GMK_PAT_F4, GMK_PAT_B4, GMK_PAT_F3, GMK_PAT_B3 }, 7 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_DEAD, GMK_PAT_DEAD }, -12 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_B1, GMK_PAT_DEAD }, 1 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_B1, GMK_PAT_B1 }, -7 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_F1, GMK_PAT_DEAD }, -8 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_DEAD }, -3 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_B2, GMK_PAT_B2 }, 1 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_F2, GMK_PAT_F1 }, 2 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_B3, GMK_PAT_F2 }, 11 },
  { { GMK_PAT_F4, GMK_PAT_F4, GMK_PAT_F3, GMK_PAT_DEAD }, -29 },
/* combo_delta:end */
};

int
gmk_pattern_value (GmkPattern pattern)
{
  g_return_val_if_fail ((int) pattern >= 0 && pattern < GMK_N_PATS, 0);
  return pattern_value[pattern];
}

/* Ordering: threats dominate, then the sum of line weights. */
static const int16_t class_order[GMK_N_CLASSES] = {
  [GMK_CLASS_NONE] = 0, [GMK_CLASS_B3] = 100, [GMK_CLASS_F3] = 400,
  [GMK_CLASS_B3F3] = 700, [GMK_CLASS_B4] = 600, [GMK_CLASS_F3F3] = 2000,
  [GMK_CLASS_B4F3] = 3000, [GMK_CLASS_FLEX4] = 5000, [GMK_CLASS_FIVE] = 10000,
  [GMK_CLASS_MAYBE_FORBIDDEN] = 0,
};

static void
fill_combination (Combine        combine,
                  const int16_t *delta)
{
  for (int full = 0; full < GMK_N_PATS * GMK_N_PATS * GMK_N_PATS * GMK_N_PATS; full++)
    {
      int count[GMK_N_PATS] = { 0 };
      int fours, klass, value = 0, order = 0, rest = full;
      uint8_t pats[4];
      GmkCombo *combo;

      for (int d = 0; d < 4; d++)
        {
          int p = rest % GMK_N_PATS;
          rest /= GMK_N_PATS;
          pats[d] = (uint8_t) p;
          count[p]++;
          value += pattern_value[p];
          order += pattern_order[p];
        }
      combo = &combo_table[combine][gmk_pattern_key (pats)];
      fours = count[GMK_PAT_F4] + count[GMK_PAT_B4];

      if (count[GMK_PAT_F5] > 0)
        klass = GMK_CLASS_FIVE;
      else if (combine == COMBINE_RENJU_BLACK &&
               (fours >= 2 || count[GMK_PAT_OVERLINE] > 0 || count[GMK_PAT_F3] >= 2))
        klass = GMK_CLASS_MAYBE_FORBIDDEN;
      /* A four's line may hold a free three too (..XXX.XO, gmk-rules.c). */
      else if (combine == COMBINE_NINUKI && count[GMK_PAT_F3] + count[GMK_PAT_B4] >= 2)
        klass = GMK_CLASS_MAYBE_FORBIDDEN;
      else if (count[GMK_PAT_F4] > 0 || fours >= 2)
        klass = GMK_CLASS_FLEX4;
      else if (fours > 0 && count[GMK_PAT_F3] > 0)
        klass = GMK_CLASS_B4F3;
      else if (count[GMK_PAT_F3] >= 2)
        klass = GMK_CLASS_F3F3;
      else if (fours > 0)
        klass = GMK_CLASS_B4;
      else if (count[GMK_PAT_F3] > 0 && count[GMK_PAT_B3] > 0)
        klass = GMK_CLASS_B3F3;
      else if (count[GMK_PAT_F3] > 0)
        klass = GMK_CLASS_F3;
      else if (count[GMK_PAT_B3] >= 2)
        klass = GMK_CLASS_B3F3;
      else if (count[GMK_PAT_B3] > 0 || count[GMK_PAT_F2] >= 2)
        klass = GMK_CLASS_B3;
      else
        klass = GMK_CLASS_NONE;

      combo->klass = (uint8_t) klass;
      /* Most such cells really are forbidden: worthless to their owner.
       * Not a ninuki four counted as a three: its line seldom holds one. */
      if (klass == GMK_CLASS_MAYBE_FORBIDDEN && !(combine == COMBINE_NINUKI && count[GMK_PAT_F3] < 2))
        {
          combo->value = 0;
          combo->order = (int16_t) MIN (order, 400);
        }
      else
        {
          /* The threat class's own weight is added by the evaluation,
           * from the class counts, by side (gmk-eval.c). */
          combo->value = (int16_t) (value + delta[gmk_pattern_sorted_key (pats)]);
          combo->order = (int16_t) (order + class_order[klass]);
        }
    }
}

static void
init_multisets (void)
{
  static uint16_t of_sorted[GMK_N_PATS][GMK_N_PATS][GMK_N_PATS][GMK_N_PATS];
  int n = 0;

  for (int a = 0; a < GMK_N_PATS; a++)
    for (int b = a; b < GMK_N_PATS; b++)
      for (int c = b; c < GMK_N_PATS; c++)
        for (int d = c; d < GMK_N_PATS; d++)
          of_sorted[a][b][c][d] = (uint16_t) n++;
  g_assert (n == GMK_PATTERN_MULTISETS);
  for (int key = 0; key < GMK_N_COMBOS; key++)
    {
      uint8_t p[4];
      int rest = key;

      for (int k = 0; k < 4; k++, rest /= GMK_N_PATS)
        p[k] = (uint8_t) (rest % GMK_N_PATS);
      for (int i = 1; i < 4; i++)
        for (int j = i; j > 0 && p[j - 1] > p[j]; j--)
          {
            uint8_t x = p[j];
            p[j] = p[j - 1];
            p[j - 1] = x;
          }
      multiset_of_key[key] = of_sorted[p[0]][p[1]][p[2]][p[3]];
    }
}

int
gmk_pattern_multiset (int key)
{
  g_return_val_if_fail (key >= 0 && key < GMK_N_COMBOS, 0);
  gmk_pattern_init ();
  return multiset_of_key[key];
}

/* The fitted ordering (gmk-order.h): logits in hundredths by multiset,
 * for the side to move (attack) and the other (defence), and by locality
 * to the last two moves; generated by gomoku-tune-order --emit. */
#include "gmk-order-fit.inc"

static GmkOrderWeights order_weights;
static const GmkOrderWeights hand_weights = { .fitted = FALSE };
static gboolean use_fitted = TRUE;
static Combine combine_of[GMK_N_RULES][3];

/* The fit saw no capture: ninuki and pente keep the hand-set ordering. */
static gboolean
orders_fitted (GmkRule rule)
{
  return use_fitted && rule != GMK_RULE_NINUKI && rule != GMK_RULE_PENTE;
}

/* A multiset's fitted logit capped for cells that may be forbidden: most
 * are, and the fit saw none (freestyle games). */
static int
fitted_logit (const int16_t *logits,
              int            key,
              int            klass)
{
  static const uint8_t open_three[4] = { GMK_PAT_F3, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD };
  int l = logits[multiset_of_key[key]];

  if (klass == GMK_CLASS_MAYBE_FORBIDDEN)
    l = MIN (l, logits[multiset_of_key[gmk_pattern_key (open_three)]]);
  return l;
}

/* The ranks of the fitted ordering: each side's logits on a uniform grid
 * between the lowest and the highest of the classes the fit saw (a five
 * and an open four to play, which the search never orders, above). */
static void
fill_fitted_order (void)
{
  int lo[2] = { G_MAXINT, G_MAXINT }, hi[2] = { G_MININT, G_MININT };
  const GmkCombo *normal = combo_table[COMBINE_NORMAL];

  memcpy (fitted_table, combo_table, sizeof fitted_table);

  for (int key = 0; key < GMK_N_COMBOS; key++)
    {
      const int klass = normal[key].klass;

      if (klass < GMK_CLASS_FLEX4)
        {
          lo[0] = MIN (lo[0], order_fit_attack[multiset_of_key[key]]);
          hi[0] = MAX (hi[0], order_fit_attack[multiset_of_key[key]]);
        }
      if (klass < GMK_CLASS_FIVE)
        {
          lo[1] = MIN (lo[1], order_fit_defence[multiset_of_key[key]]);
          hi[1] = MAX (hi[1], order_fit_defence[multiset_of_key[key]]);
        }
    }
  for (int combine = 0; combine < N_COMBINES; combine++)
    for (int key = 0; key < GMK_N_COMBOS; key++)
      {
        GmkCombo *combo = &fitted_table[combine][key];
        const int klass = combo->klass;
        int a, d;

        if (klass == GMK_CLASS_FIVE)
          a = GMK_ORDER_ATTACK_RANKS - 1;
        else if (klass == GMK_CLASS_FLEX4)
          a = GMK_ORDER_ATTACK_RANKS - 2;
        else
          a = CLAMP ((fitted_logit (order_fit_attack, key, klass) - lo[0]) * (GMK_ORDER_ATTACK_RANKS - 3) /
                     MAX (hi[0] - lo[0], 1), 0, GMK_ORDER_ATTACK_RANKS - 3);
        if (klass == GMK_CLASS_FIVE)
          d = GMK_ORDER_DEFENCE_RANKS - 1;
        else
          d = CLAMP ((fitted_logit (order_fit_defence, key, klass) - lo[1]) * (GMK_ORDER_DEFENCE_RANKS - 2) /
                     MAX (hi[1] - lo[1], 1), 0, GMK_ORDER_DEFENCE_RANKS - 2);
        combo->order = (int16_t) (a << 8 | d);
      }
  /* Back to score units: a logit is worth what it was in the hand-set
   * ordering's units (its temperature on the same games). */
  for (int r = 0; r < GMK_ORDER_ATTACK_RANKS - 2; r++)
    order_weights.attack[r] = ORDER_FIT_TEMPERATURE * (lo[0] + r * (hi[0] - lo[0]) / (GMK_ORDER_ATTACK_RANKS - 3)) / 100;
  order_weights.attack[GMK_ORDER_ATTACK_RANKS - 2] = order_weights.attack[GMK_ORDER_ATTACK_RANKS - 3] + ORDER_FIT_TEMPERATURE;
  order_weights.attack[GMK_ORDER_ATTACK_RANKS - 1] = order_weights.attack[GMK_ORDER_ATTACK_RANKS - 2] + ORDER_FIT_TEMPERATURE;
  for (int r = 0; r < GMK_ORDER_DEFENCE_RANKS - 1; r++)
    order_weights.defence[r] = ORDER_FIT_TEMPERATURE * (lo[1] + r * (hi[1] - lo[1]) / (GMK_ORDER_DEFENCE_RANKS - 2)) / 100;
  order_weights.defence[GMK_ORDER_DEFENCE_RANKS - 1] = order_weights.defence[GMK_ORDER_DEFENCE_RANKS - 2] + 2 * ORDER_FIT_TEMPERATURE;
  for (int l = 0; l < GMK_ORDER_LOCALITIES; l++)
    {
      order_weights.last[l] = ORDER_FIT_TEMPERATURE * order_fit_last[l] / 100;
      order_weights.before[l] = ORDER_FIT_TEMPERATURE * order_fit_before[l] / 100;
    }
  order_weights.fitted = TRUE;
}

static void
select_combos (void)
{
  for (int rule = 0; rule < GMK_N_RULES; rule++)
    for (int color = GMK_BLACK; color <= GMK_WHITE; color++)
      tables[rule][color].combo = orders_fitted ((GmkRule) rule) ? fitted_table[combine_of[rule][color]]
                                                                 : combo_table[combine_of[rule][color]];
}

void
gmk_order_use_fitted (gboolean fitted)
{
  gmk_pattern_init ();
  use_fitted = fitted;
  select_combos ();
}

uint8_t gmk_order_localities[64 * 64];

int
gmk_order_locality_slow (int dx,
                         int dy)
{
  int d;

  dx = ABS (dx);
  dy = ABS (dy);
  d = MAX (dx, dy);
  if (d <= 4 && (dx == 0 || dy == 0 || dx == dy))
    return 4 + d;
  return MIN (d, 5) - 1;
}

const GmkOrderWeights *
gmk_order_weights (GmkRule rule)
{
  gmk_pattern_init ();
  return orders_fitted (rule) ? &order_weights : &hand_weights;
}

static void
init_tables (void)
{
  static uint8_t memo[65536];
  static int16_t delta[GMK_N_COMBOS];
  FiveMode modes[GMK_N_RULES][3] = { { 0 } };

  G_STATIC_ASSERT (GMK_STRIDE <= 32 && GMK_ROWS <= 32);
  for (int dy = -32; dy < 32; dy++)
    for (int dx = -32; dx < 32; dx++)
      gmk_order_localities[(dy + 32) * 64 + dx + 32] = (uint8_t) gmk_order_locality_slow (dx, dy);

  for (int mode = 0; mode < N_FIVE_MODES; mode++)
    for (int color = GMK_BLACK; color <= GMK_WHITE; color++)
      {
        memset (memo, 0xFF, sizeof memo);
        for (int code = 0; code < 65536; code++)
          pattern_table[mode][color][code] = classify (memo, (uint16_t) code, color, (FiveMode) mode);
      }
  for (size_t i = 0; i < G_N_ELEMENTS (combo_delta); i++)
    delta[gmk_pattern_sorted_key (combo_delta[i].pats)] = combo_delta[i].delta;
  for (int combine = 0; combine < N_COMBINES; combine++)
    fill_combination ((Combine) combine, delta);
  init_multisets ();
  fill_fitted_order ();
  for (int code = 0; code < 65536; code++)
    {
      uint8_t bits = 0;

      for (int color = GMK_BLACK; color <= GMK_WHITE; color++)
        {
          int other = 3 - color;
          int shift = color == GMK_BLACK ? 0 : 2;

          if (cell_of ((uint16_t) code, -1) == other && cell_of ((uint16_t) code, -2) == other &&
              cell_of ((uint16_t) code, -3) == color)
            bits |= (uint8_t) (1 << shift);
          if (cell_of ((uint16_t) code, 1) == other && cell_of ((uint16_t) code, 2) == other &&
              cell_of ((uint16_t) code, 3) == color)
            bits |= (uint8_t) (2 << shift);
        }
      capture_table[code] = bits;
    }
  for (int bm = 0; bm < N_FIVE_MODES; bm++)
    for (int wm = 0; wm < N_FIVE_MODES; wm++)
      for (int code = 0; code < 65536; code++)
        both_table[bm][wm][code] = (uint8_t) (pattern_table[bm][GMK_BLACK][code] |
                                              pattern_table[wm][GMK_WHITE][code] << 4);

  for (int rule = 0; rule < GMK_N_RULES; rule++)
    for (int color = GMK_BLACK; color <= GMK_WHITE; color++)
      {
        FiveMode mode = FIVE_OR_MORE;
        Combine combine = COMBINE_NORMAL;
        GmkPatternTables *t = &tables[rule][color];

        switch ((GmkRule) rule)
          {
          case GMK_RULE_STANDARD:
          case GMK_RULE_CARO5:
            mode = EXACTLY_FIVE;
            break;
          case GMK_RULE_RENJU:
            if (color == GMK_BLACK)
              {
                mode = EXACTLY_FIVE;
                combine = COMBINE_RENJU_BLACK;
              }
            break;
          case GMK_RULE_NINUKI:
            combine = COMBINE_NINUKI;
            break;
          case GMK_RULE_FREESTYLE:
          case GMK_RULE_CARO:
          case GMK_RULE_PENTE:
          case GMK_N_RULES:
          default:
            break;
          }
        t->pattern = pattern_table[mode][color];
        combine_of[rule][color] = combine;
        modes[rule][color] = mode;
      }
  for (int rule = 0; rule < GMK_N_RULES; rule++)
    for (int color = GMK_BLACK; color <= GMK_WHITE; color++)
      tables[rule][color].both = both_table[modes[rule][GMK_BLACK]][modes[rule][GMK_WHITE]];
  select_combos ();
}

void
gmk_pattern_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_tables ();
      g_once_init_leave (&initialized, 1);
    }
}

const GmkPatternTables *
gmk_pattern_tables (GmkRule  rule,
                    GmkColor color)
{
  gmk_pattern_init ();
  return &tables[rule][color];
}

uint16_t
gmk_pattern_code_at (const GmkBoard *board,
                     int             index,
                     int             dir)
{
  uint16_t code = 0;

  for (int k = -4; k <= 4; k++)
    if (k != 0)
      code |= (uint16_t) (board->cell[index + k * gmk_dir_step[dir]] << gmk_pattern_slot_shift (k));
  return code;
}
