/* gmk-pattern.h: line patterns and threat classes from precomputed tables.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every empty cell keeps, per direction, a 16-bit code of the four cells on
 * either side of it (2 bits a cell, the GmkStone values: empty, black, white,
 * wall).  A table maps that code to the line pattern a colour would get by
 * playing the cell; a second table combines a cell's four line patterns into
 * a threat class and scores.  Both depend on the rule: what counts as a five
 * (exactly five or five or more) and which combinations may be forbidden.
 */
#pragma once

#include "gmk-board.h"

G_BEGIN_DECLS

/* What a stone at the cell makes along one line, weakest first.  F = free
 * (open), B = blocked (one way to extend), the digit the stones in the best
 * five window it reaches. */
typedef enum {
  GMK_PAT_DEAD = 0,
  GMK_PAT_OVERLINE,   /* only a six or more, which does not win here */
  GMK_PAT_B1,
  GMK_PAT_F1,
  GMK_PAT_B2,
  GMK_PAT_F2,
  GMK_PAT_B3,
  GMK_PAT_F3,         /* one more stone makes an open four */
  GMK_PAT_B4,         /* one five point */
  GMK_PAT_F4,         /* two or more five points: unstoppable */
  GMK_PAT_F5,         /* five */
  GMK_N_PATS
} GmkPattern;

/* A cell's four patterns combined, for one colour, strongest first in the
 * order the search cares about. */
typedef enum {
  GMK_CLASS_NONE = 0,
  GMK_CLASS_B3,        /* makes a closed three (or better twos) */
  GMK_CLASS_F3,        /* makes an open three */
  GMK_CLASS_B3F3,      /* closed three + open three, or double closed three */
  GMK_CLASS_B4,        /* makes a four */
  GMK_CLASS_F3F3,      /* double open three */
  GMK_CLASS_B4F3,      /* four plus open three */
  GMK_CLASS_FLEX4,     /* open four or double four: wins unless a four answers */
  GMK_CLASS_FIVE,
  GMK_CLASS_MAYBE_FORBIDDEN,  /* renju black / ninuki: ask gmk_rules_forbidden */
  GMK_N_CLASSES
} GmkClass;

/* What a cell's four patterns (for one colour) add up to. */
typedef struct {
  int16_t  value;            /* evaluation weight */
  int16_t  order;            /* move-ordering weight */
  uint8_t  klass;            /* GmkClass */
  uint8_t  pad[3];
} GmkCombo;

/* Combinations are looked up directly by the four patterns (direction 0
 * lowest): 11^4 entries, 117 KiB, which fit the second-level cache.  A
 * table by the multiset of the patterns is 15 times smaller but needs a
 * sort on every update: the direct one made the search 13% faster. */
#define GMK_N_COMBOS (GMK_N_PATS * GMK_N_PATS * GMK_N_PATS * GMK_N_PATS)

/* Which pattern and combination tables a colour uses under a rule. */
typedef struct {
  const uint8_t  *pattern;   /* [65536] line code -> GmkPattern */
  const GmkCombo *combo;     /* [GMK_N_COMBOS] gmk_pattern_key -> combination */
  /* [65536] line code -> black's pattern | white's pattern << 4: both
   * colours in one lookup (the same table for either colour). */
  const uint8_t  *both;
} GmkPatternTables;

/* The evaluation's fitted weights come in sets: renju has its own
 * (gmk-eval-fit-renju.inc, which gomoku-tune-eval --rule renju fits),
 * every other rule the default one (gmk-eval-fit.inc). */
#define GMK_EVAL_WEIGHT_SETS 2

static inline int
gmk_eval_weight_set (GmkRule rule)
{
  return rule == GMK_RULE_RENJU ? 1 : 0;
}

void          gmk_pattern_init       (void);
/* Evaluation weight of one line pattern of `color` under `rule` (what
 * GmkCombo.value sums). */
int           gmk_pattern_value      (GmkRule    rule,
                                      GmkColor   color,
                                      GmkPattern pattern);
/* Tables for `color` playing under `rule`. */
const GmkPatternTables *gmk_pattern_tables (GmkRule  rule,
                                            GmkColor color);

/* [65536] line code -> pairs black would capture by playing the cell (bits
 * 0-1, one per side) | pairs white would capture (bits 2-3): X O O X. */
extern const uint8_t *gmk_pattern_capture_table;

static inline int
gmk_pattern_capture_count (uint8_t bits,
                           GmkColor color)
{
  bits = (uint8_t) (color == GMK_BLACK ? bits & 3 : bits >> 2);
  return (bits & 1) + (bits >> 1);
}

/* The code of the 4+4 cells around `index` along direction `dir`, computed
 * from scratch (the incremental state is checked against it). */
uint16_t      gmk_pattern_code_at    (const GmkBoard *board,
                                      int             index,
                                      int             dir);

/* Bit position of the neighbour at offset k (-4..-1, 1..4) in a line code. */
static inline int
gmk_pattern_slot_shift (int k)
{
  return 2 * (k < 0 ? k + 4 : k + 3);
}

/* The multisets of four line patterns (a cell's patterns whatever their
 * directions), numbered in lexicographic order of the sorted four. */
#define GMK_PATTERN_MULTISETS 1001

/* The multiset of the four patterns of combination key `key`. */
int           gmk_pattern_multiset   (int key);

/* Index of four patterns in the combination table. */
static inline int
gmk_pattern_key (const uint8_t pats[4])
{
  return pats[0] + GMK_N_PATS * (pats[1] + GMK_N_PATS * (pats[2] + GMK_N_PATS * pats[3]));
}

/* The same key for the four patterns sorted strongest first: one key per
 * multiset of patterns, whatever the directions. */
static inline int
gmk_pattern_sorted_key (const uint8_t pats[4])
{
  uint8_t s[4] = { pats[0], pats[1], pats[2], pats[3] };

  for (int i = 1; i < 4; i++)
    for (int j = i; j > 0 && s[j - 1] < s[j]; j--)
      {
        const uint8_t t = s[j];

        s[j] = s[j - 1];
        s[j - 1] = t;
      }
  return gmk_pattern_key (s);
}

G_END_DECLS
