/* gmk-order.h: the static part of the search's move ordering.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A cell's ordering weight for a colour (GmkCombo.order, kept per cell by
 * the incremental state) comes from its four line patterns.  The fitted
 * ordering (the default; gomoku-tune-order fits it to PentaZen's moves)
 * packs two ranks in it, each a step on a logit scale: the high byte how
 * good the cell is for that colour to play (attack), the low byte how
 * much the other colour wants to take it away (defence).  Comparing two
 * weights still compares attack first, as the threat solvers and the
 * levels do.  The search parameter order_fit=0 gives the hand-set
 * weights back (the sum of line weights and a class weight, the
 * opponent's at 3/4), which ninuki and pente keep anyway.
 */
#pragma once

#include "gmk-pattern.h"

G_BEGIN_DECLS

#define GMK_ORDER_ATTACK_RANKS  128
#define GMK_ORDER_DEFENCE_RANKS 256
/* Where a cell stands from an earlier move (gmk_order_locality). */
#define GMK_ORDER_LOCALITIES    11

typedef struct {
  gboolean fitted;                               /* FALSE: hand-set weights */
  int      attack[GMK_ORDER_ATTACK_RANKS];       /* by the order's high byte */
  int      defence[GMK_ORDER_DEFENCE_RANKS];     /* by its low byte */
  int      last[GMK_ORDER_LOCALITIES];           /* by locality to the last move */
  int      before[GMK_ORDER_LOCALITIES];         /* ... to the move before it */
} GmkOrderWeights;

/* The ordering in force under `rule`: the fitted one, but for the capture
 * rules (the fit saw no capture: ninuki and pente keep the hand-set one). */
const GmkOrderWeights *gmk_order_weights (GmkRule rule);
/* Chooses the fitted ordering (the default) or the hand-set one for every
 * rule (the combination tables each rule uses), so only before any search
 * runs (the search parameters apply order_fit through it); the cells of an
 * incremental state made before keep the weights they had. */
void  gmk_order_use_fitted (gboolean fitted);

/* Locality of the empty cell `q` to an earlier move `m`: 0..4 off the
 * lines through m at (Chebyshev) distance 1..5 or more, 5..8 on one of
 * its lines at distance 1..4, 10 no such move.  Computed once for every
 * offset (gmk_order_locality_slow), read from this table by the offset's
 * rows and columns (each -31..31, biased by 32). */
extern uint8_t gmk_order_localities[64 * 64];

int   gmk_order_locality_slow (int dx,
                               int dy);

static inline int
gmk_order_locality (int q,
                    int m)
{
  if (m < 0)
    return GMK_ORDER_LOCALITIES - 1;
  return gmk_order_localities[(q / GMK_STRIDE - m / GMK_STRIDE + 32) * 64 +
                              (q & (GMK_STRIDE - 1)) - (m & (GMK_STRIDE - 1)) + 32];
}

/* The static ordering score of a cell whose weights are `mine` (for the
 * side to move) and `theirs` (for the other), `last` and `before` its
 * localities to the last two moves. */
static inline int
gmk_order_score (const GmkOrderWeights *w,
                 int                    mine,
                 int                    theirs,
                 int                    last,
                 int                    before)
{
  if (!w->fitted)
    return mine + theirs * 3 / 4;
  return w->attack[mine >> 8] + w->defence[theirs & 0xFF] + w->last[last] + w->before[before];
}

/* Between gmk-pattern.c, which builds the combination tables, and this
 * file, which ranks their cells for the fitted ordering; nothing else
 * calls these.  Whether the fitted ordering is in force under `rule`: */
gboolean gmk_order_is_fitted (GmkRule rule);
/* While the pattern tables are built: the locality table, the fitted
 * ranks into `fitted` (`n_tables` combination tables, copies of the
 * hand-set ones) and the fitted weights.  `normal` is the table of the
 * normal combination, `multiset_of_key` gmk_pattern_multiset's table. */
void     gmk_order_init_tables (const GmkCombo *normal,
                                GmkCombo       *fitted,
                                int             n_tables,
                                const uint16_t *multiset_of_key);
/* In gmk-pattern.c: points each rule at the fitted or the hand-set
 * combination table, as gmk_order_is_fitted says. */
void     gmk_pattern_select_combos (void);

G_END_DECLS
