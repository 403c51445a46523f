/* gmk-threat.h: threat-space search, VCF and VCT.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * VCF (victory by continuous fours): the attacker plays only fours, the
 * defender only the forced block.  VCT (victory by threes and fours): the
 * attacker may also make open threes; the defender then tries every cell of
 * the threat's lines and every four of its own.  Both prove wins only; a
 * failure says nothing.  They work on a GmkEvalState (make/unmake, restored
 * on return) and remember failed positions in a table of their own.  Rules
 * with captures are not handled (a capture can answer any threat): the
 * functions return FALSE there.
 */
#pragma once

#include "gmk-eval.h"

G_BEGIN_DECLS

#define GMK_THREAT_TABLE_BITS 18

typedef struct {
  uint64_t      table[1 << GMK_THREAT_TABLE_BITS];  /* failed: key | depth */
  guint64       nodes;
  guint64       max_nodes;     /* 0: no limit; the search gives up past it */
  const gint   *stop;          /* stop flag of the owner, may be NULL */
  gint64        deadline;      /* monotonic time (us) to give up at, 0: none */
  gboolean      aborted;
  int           line[64];      /* the winning line found, attacker first */
  int           line_length;
} GmkThreatSearch;

void      gmk_threat_init     (GmkThreatSearch *ts);
void      gmk_threat_clear    (GmkThreatSearch *ts);
/* Side to move wins by continuous fours within `depth` of its own moves?
 * `*move` receives the first move. */
gboolean  gmk_threat_vcf      (GmkThreatSearch *ts,
                               GmkEvalState    *st,
                               int              depth,
                               int             *move);
/* Same with threes allowed. */
gboolean  gmk_threat_vct      (GmkThreatSearch *ts,
                               GmkEvalState    *st,
                               int              depth,
                               int             *move);

/* Is playing `index` a real five for `color` under the board's rule (the
 * pattern tables see only four cells on either side)? */
gboolean  gmk_threat_is_five  (GmkEvalState *st,
                               int           index,
                               GmkColor      color);
/* The exact forbidden-point check behind gmk_threat_is_legal. */
gboolean  gmk_threat_is_legal_slow (GmkEvalState *st,
                                    int           index,
                                    GmkColor      color);

/* May `color` play the empty cell `index` (renju and ninuki forbidden
 * points; the exact check only where the patterns say it could matter)? */
static inline gboolean
gmk_threat_is_legal (GmkEvalState *st,
                     int           index,
                     GmkColor      color)
{
  if (st->board.cell[index] != GMK_EMPTY)
    return FALSE;
  if (G_LIKELY (st->cells[index].klass[color - 1] != GMK_CLASS_MAYBE_FORBIDDEN))
    return TRUE;
  return gmk_threat_is_legal_slow (st, index, color);
}
/* Does `color` make a four (or better) by playing `index`? */
static inline gboolean
gmk_threat_makes_four (const GmkEvalState *st,
                       int                 index,
                       GmkColor            color)
{
  const uint8_t *p = st->cells[index].pat[color - 1];
  return MAX (MAX (p[0], p[1]), MAX (p[2], p[3])) >= GMK_PAT_B4;
}

G_END_DECLS
