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

#include "gmk-eval-fit.inc"
#include "gmk-eval-fit-renju.inc"

typedef enum {
  FIVE_OR_MORE,
  EXACTLY_FIVE,
  N_FIVE_MODES
} FiveMode;

typedef enum {
  COMBINE_NORMAL,
  COMBINE_RENJU_BLACK,   /* double four, double three, overline may be forbidden */
  COMBINE_NINUKI,        /* double three may be forbidden (both colours) */
  COMBINE_RENJU_WHITE,   /* as normal, with renju's pattern values */
  N_COMBINES
} Combine;

static uint8_t pattern_table[N_FIVE_MODES][3][65536];
static GmkCombo combo_table[N_COMBINES][GMK_N_COMBOS];
/* The same with the fitted ordering's order weights (gmk-order.c). */
static GmkCombo fitted_table[N_COMBINES][GMK_N_COMBOS];
/* [black's mode][white's mode][code] */
static uint8_t both_table[N_FIVE_MODES][N_FIVE_MODES][65536];

static GmkPatternTables tables[GMK_N_RULES][3];
static uint16_t multiset_of_key[GMK_N_COMBOS];
static Combine combine_of[GMK_N_RULES][3];
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
 * fitted to Rapfi's scores with the threat-class weights (gmk-eval.c),
 * the combinations below held (gmk-eval-fit.inc): a cell where a colour
 * makes a (closed) four is the material of its VCFs and VCTs (more with a
 * three or twos on its other lines, and through the four-cell group
 * table); an open four's cell matters only for the side waiting (its open
 * three).  By weight set (gmk_eval_weight_set) and colour: renju's set
 * (gmk-eval-fit-renju.inc) may value white's patterns apart from black's,
 * whose threes its forbidden points can spoil (today it holds freestyle's
 * values for both); the other rules' colours are alike. */
static const int16_t pattern_value[GMK_EVAL_WEIGHT_SETS][2][GMK_N_PATS] = {
  { GMK_FIT_PATTERN_VALUE, GMK_FIT_PATTERN_VALUE },
  { GMK_FIT_RENJU_PATTERN_VALUE, GMK_FIT_RENJU_PATTERN_VALUE_WHITE },
};

/* A cell's value is its patterns' values plus one per combination of its
 * four patterns (by the sorted multiset, strongest first; the others 0),
 * fitted with the rest of the weights to PentaZen's scores
 * (gomoku-tune-eval --combo, which writes gmk-combo-fit.inc): what two
 * patterns are worth together is not the sum of what each is worth
 * alone.  Forbidden cells keep their 0. */
typedef struct {
  uint8_t pats[4];
  int16_t delta;
} ComboDelta;

static const ComboDelta combo_delta[] = {
#include "gmk-combo-fit.inc"
};

int
gmk_pattern_value (GmkRule    rule,
                   GmkColor   color,
                   GmkPattern pattern)
{
  g_return_val_if_fail ((int) rule >= 0 && rule < GMK_N_RULES, 0);
  g_return_val_if_fail (color == GMK_BLACK || color == GMK_WHITE, 0);
  g_return_val_if_fail ((int) pattern >= 0 && pattern < GMK_N_PATS, 0);
  return pattern_value[gmk_eval_weight_set (rule)][color - 1][pattern];
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
  /* The tables other than renju's are either colour's: black's values. */
  const int16_t *values =
    combine == COMBINE_RENJU_BLACK ? pattern_value[gmk_eval_weight_set (GMK_RULE_RENJU)][GMK_BLACK - 1] :
    combine == COMBINE_RENJU_WHITE ? pattern_value[gmk_eval_weight_set (GMK_RULE_RENJU)][GMK_WHITE - 1] :
    pattern_value[gmk_eval_weight_set (GMK_RULE_FREESTYLE)][GMK_BLACK - 1];
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
          value += values[p];
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

/* The fitted ordering's ranks fill fitted_table (gmk-order.c); which of
 * the two tables a rule uses is the ordering's choice. */
void
gmk_pattern_select_combos (void)
{
  for (int rule = 0; rule < GMK_N_RULES; rule++)
    for (int color = GMK_BLACK; color <= GMK_WHITE; color++)
      tables[rule][color].combo = gmk_order_is_fitted ((GmkRule) rule) ? fitted_table[combine_of[rule][color]]
                                                                       : combo_table[combine_of[rule][color]];
}

static void
init_tables (void)
{
  static uint8_t memo[65536];
  static int16_t delta[GMK_N_COMBOS];
  FiveMode modes[GMK_N_RULES][3] = { { 0 } };

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
  memcpy (fitted_table, combo_table, sizeof fitted_table);
  gmk_order_init_tables (combo_table[COMBINE_NORMAL], &fitted_table[0][0], N_COMBINES, multiset_of_key);
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
            else
              combine = COMBINE_RENJU_WHITE;
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
  gmk_pattern_select_combos ();
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
