/* gmk-threat-private.h: what the threat solvers share.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmk-threat.c holds the state and the entry points, gmk-threat-fives.c
 * the rule-exact fives, open fours and their answers, gmk-vcf.c and
 * gmk-vct.c the solvers of the rules without captures, gmk-vcf-capture.c
 * and gmk-vct-capture.c those of ninuki and pente.  Only these files
 * include this header.
 *
 * The static inline helpers at the end run at every node of the solvers,
 * which called them inlined when all lived in one file: they stay inline.
 */
#pragma once

#include "gmk-threat.h"

G_BEGIN_DECLS

/* Failure table entries: the key's high 48 bits, the generation (bits 8
 * to 15), the depth (the low 8). */
#define VCF_MASK ((1u << GMK_THREAT_VCF_BITS) - 1)
#define VCT_MASK ((1u << GMK_THREAT_VCT_BITS) - 1)
#define KEY_BITS (~(uint64_t) 0xFFFF)
/* Room for the moves of one node, the attacker's threats or the
 * defender's answers. */
#define MAX_THREAT_MOVES 128

/* gmk-threat-fives.c */

/* Any real five point of `color` among the candidates, the first in
 * *first; counts up to 2. */
int       gmk_threat_five_points        (GmkEvalState       *st,
                                         GmkColor            color,
                                         int                *first);
/* The real five points of `color` on the lines through `index` (just
 * played); returns how many (stops counting at 2). */
int       gmk_threat_five_points_around (GmkEvalState       *st,
                                         int                 index,
                                         GmkColor            color,
                                         int                *first);
/* The empty cells of class `klass` for `color` on the lines through
 * `index`, at most 4 steps away (where a stone there changed the classes):
 * fills `cells` (room for 32), returns how many. */
int       gmk_threat_class_cells_around (const GmkEvalState *st,
                                         int                 index,
                                         GmkColor            color,
                                         int                 klass,
                                         int                *cells);
/* Caro: the empty cells just beyond the five `color` would make at `p`; a
 * stone of the opponent there can leave that five blocked at both ends,
 * which does not win.  Returns how many (at most 8). */
int       gmk_threat_five_ends          (GmkEvalState       *st,
                                         int                 p,
                                         GmkColor            color,
                                         int                *ends);
/* An open four (or double four) `color` may legally play; the cell in
 * *cell when not NULL. */
gboolean  gmk_threat_has_flex4          (GmkEvalState       *st,
                                         GmkColor            color,
                                         int                *cell);

/* gmk-vcf.c */

/* The legal moves that make a four for `color`, four-threes first:
 * fills `moves` (room for MAX_THREAT_MOVES), returns how many. */
int       gmk_threat_collect_fours      (GmkEvalState       *st,
                                         GmkColor            color,
                                         int                *moves);
/* Attacker (the side to move) wins by fours within `depth` of its moves?
 * The line from `ply` on goes in ts->line. */
gboolean  gmk_threat_vcf_attack         (GmkThreatSearch    *ts,
                                         GmkEvalState       *st,
                                         int                 depth,
                                         int                 ply);

/* gmk-vcf-capture.c */

/* Longest run of `color` on the line through `index` along direction `d`,
 * looking up to 9 cells either way. */
int       gmk_threat_longest_run_near   (const GmkBoard     *board,
                                         int                 index,
                                         int                 d,
                                         GmkColor            color);
/* A legal capture by `color` that takes its pair count to at least
 * five - slack; its cell in *cell. */
gboolean  gmk_threat_capture_win_cell   (GmkEvalState       *st,
                                         GmkColor            color,
                                         int                 slack,
                                         int                *cell);
/* The VCF of the capture rules, attacker to move: fives that stand and
 * captures that win. */
gboolean  gmk_threat_capture_vcf_attack (GmkThreatSearch    *ts,
                                         GmkEvalState       *st,
                                         int                 depth,
                                         int                 ply);

/* gmk-vct.c */

/* The defender's side of a VCT: `ply` places the line under captures. */
typedef gboolean (*GmkThreatDefendFunc) (GmkThreatSearch *ts,
                                         GmkEvalState    *st,
                                         int              depth,
                                         int              ply);

/* Appends the legal moves of `color` that make an open three (or a
 * forbidden-looking cell that is no four) to `moves` (`n` used). */
int       gmk_threat_collect_threes     (GmkEvalState       *st,
                                         GmkColor            color,
                                         int                *moves,
                                         int                 n);
/* Tries the attacker's threats in turn, `defend` answering each; the
 * first that wins goes in *first (when not NULL).  A failure is
 * remembered unless the search was cut. */
gboolean  gmk_threat_try_threats        (GmkThreatSearch    *ts,
                                         GmkEvalState       *st,
                                         const int          *moves,
                                         int                 n,
                                         int                 depth,
                                         int                 ply,
                                         int                *first,
                                         GmkThreatDefendFunc defend);
/* Attacker to move: wins by threes and fours within `depth`?  The first
 * move in *first when not NULL. */
gboolean  gmk_threat_vct_attack         (GmkThreatSearch    *ts,
                                         GmkEvalState       *st,
                                         int                 depth,
                                         int                *first);

/* Attacker to move: wins by threes and fours with `move` first, within
 * `depth` of its moves (gmk_threat_vct_move)? */
gboolean  gmk_threat_vct_move_attack    (GmkThreatSearch    *ts,
                                         GmkEvalState       *st,
                                         int                 move,
                                         int                 depth);

/* gmk-vct-capture.c */

/* Attacker to move: a VCF, or a three after which every answer of the
 * defender still loses. */
gboolean  gmk_threat_capture_vct_attack (GmkThreatSearch    *ts,
                                         GmkEvalState       *st,
                                         int                 depth,
                                         int                 ply,
                                         int                *first);

/* Hot helpers, inline in every solver. */

static inline gboolean
should_stop (GmkThreatSearch *ts)
{
  if (ts->aborted)
    return TRUE;
  if ((ts->max_nodes > 0 && ts->nodes >= ts->max_nodes) ||
      (ts->stop != NULL && g_atomic_int_get (ts->stop)) ||
      (ts->deadline > 0 && (ts->nodes & 127) == 0 && gmk_clock_us (ts->cpu_clock) >= ts->deadline))
    ts->aborted = TRUE;
  return ts->aborted;
}

static inline gboolean
known_failure (const uint64_t *table,
               guint           mask,
               uint64_t        key,
               int             depth)
{
  const uint64_t *bucket = &table[key & mask & ~1u];

  for (int i = 0; i < 2; i++)
    if (bucket[i] != 0 && ((bucket[i] ^ key) & KEY_BITS) == 0 && (int) (bucket[i] & 0xFF) >= depth)
      return TRUE;
  return FALSE;
}

/* Buckets of two: the same position is updated in place, otherwise an
 * entry of an older search goes first, then the shallower one. */
static inline void
remember_failure (GmkThreatSearch *ts,
                  uint64_t        *table,
                  guint            mask,
                  uint64_t         key,
                  int              depth)
{
  uint64_t *bucket = &table[key & mask & ~1u];
  uint64_t entry = (key & KEY_BITS) | (uint64_t) ts->generation << 8 | (uint64_t) CLAMP (depth, 1, 255);
  int victim;

  if (bucket[0] != 0 && ((bucket[0] ^ key) & KEY_BITS) == 0)
    victim = 0;
  else if (bucket[1] != 0 && ((bucket[1] ^ key) & KEY_BITS) == 0)
    victim = 1;
  else
    {
      gboolean old0 = (uint8_t) (bucket[0] >> 8) != ts->generation;
      gboolean old1 = (uint8_t) (bucket[1] >> 8) != ts->generation;

      if (bucket[0] == 0 || (old0 && !old1))
        victim = 0;
      else if (bucket[1] == 0 || (old1 && !old0))
        victim = 1;
      else
        victim = (bucket[0] & 0xFF) <= (bucket[1] & 0xFF) ? 0 : 1;
    }
  if (((bucket[victim] ^ key) & KEY_BITS) == 0 && bucket[victim] != 0 &&
      (int) (bucket[victim] & 0xFF) > depth)
    entry = (entry & ~(uint64_t) 0xFF) | (bucket[victim] & 0xFF);
  bucket[victim] = entry;
}

static inline gboolean
is_caro (GmkRule rule)
{
  return rule == GMK_RULE_CARO || rule == GMK_RULE_CARO5;
}

/* The attacker's move at `ply` wins: it goes in the line. */
static inline gboolean
attack_found (GmkThreatSearch *ts,
              int              ply,
              int              move)
{
  ts->line[ply] = move;
  if (ts->line_length < ply + 1)
    ts->line_length = ply + 1;
  return TRUE;
}

/* No VCF here within `depth`: remembered unless the search was cut. */
static inline gboolean
attack_failed (GmkThreatSearch *ts,
               GmkEvalState    *st,
               int              depth)
{
  if (!ts->aborted)
    remember_failure (ts, ts->vcf_table, VCF_MASK, st->board.hash, depth);
  return FALSE;
}

/* Capture rules: the directions (bit mask) in which `color` has five or
 * more through the neighbourhood of `index`. */
static inline unsigned
five_directions (const GmkBoard *board,
                 int             index,
                 GmkColor        color)
{
  unsigned dirs = 0;

  for (int d = 0; d < 4; d++)
    if (gmk_threat_longest_run_near (board, index, d, color) >= 5)
      dirs |= 1u << d;
  return dirs;
}

/* Caro: `color` has just played; does it keep a real five point whatever
 * single stone the opponent puts on a five point or beyond one? */
static inline gboolean
caro_fives_hold (GmkEvalState *st,
                 GmkColor      color)
{
  int answers[GMK_THREAT_MAX_ANSWERS], first;

  return gmk_threat_five_points (st, color, &first) > 0 &&
         gmk_threat_five_answers (st, color, answers) == 0;
}

G_END_DECLS
