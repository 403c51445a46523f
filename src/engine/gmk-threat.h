/* gmk-threat.h: threat-space search, VCF and VCT.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * VCF (victory by continuous fours): the attacker plays only fours, the
 * defender only the forced block.  VCT (victory by threes and fours): the
 * attacker may also make open threes; the defender then tries every stone
 * that stops all the open fours threatened and every four of its own.
 * Both prove wins only; a failure says nothing.  They work on a
 * GmkEvalState (make/unmake, restored on return) and remember failed
 * positions, each in a table of its own.
 *
 * Renju: black never plays a forbidden point (attack or defence), so a
 * white four whose only block is forbidden to black wins, and a white three
 * whose defences are all forbidden is as good as an open four.
 *
 * Caro and caro5: a five blocked by the opponent at both ends does not
 * win, so a four is also answered by a stone just beyond its five, and an
 * open three by one just beyond the fives of its open four.
 *
 * Capture rules (ninuki, pente): VCF, and VCT when `capture_vct` is set
 * (its defender tries every move near the stones, so it is slow; off
 * unless asked for).  A threat is
 * a move after which the attacker would win at once: a five nobody can
 * break, or (with four pairs) a capture.  The defender's answers are the
 * five points, the capture cells, every capture of its own, and in ninuki
 * every cell from which a later capture could break the five; a ninuki
 * five that can be broken is itself a threat whose answers are the
 * breaking captures.  A threat is used only when the attacker would win
 * after any other answer (the five must already be safe from captures).
 */
#pragma once

#include "gmk-eval.h"

#include <time.h>

G_BEGIN_DECLS

/* Failure tables: 2^18 entries (2 MiB) for VCF, which runs at the leaves
 * of the tree as well, 2^16 (512 KiB) for VCT, which runs at the root. */
#define GMK_THREAT_VCF_BITS 18
#define GMK_THREAT_VCT_BITS 16
#define GMK_THREAT_TABLE_BITS GMK_THREAT_VCF_BITS
/* Answers a proof notes for the next move (the defender's answers to one
 * threat: as many as a node of the solvers holds). */
#define GMK_THREAT_MAX_NOTED 128

/* Now, in microseconds: the monotonic clock, or with `thread_cpu` the
 * calling thread's CPU time (for measuring on a loaded machine). */
static inline gint64
gmk_clock_us (gboolean thread_cpu)
{
  struct timespec now;

  if (!thread_cpu)
    return g_get_monotonic_time ();
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

typedef struct {
  /* failed: key (high 48 bits) | generation << 8 | depth, buckets of 2 */
  uint64_t      vcf_table[1 << GMK_THREAT_VCF_BITS];
  uint64_t      vct_table[1 << GMK_THREAT_VCT_BITS];
  guint64       nodes;
  guint64       max_nodes;     /* 0: no limit; the search gives up past it */
  const gint   *stop;          /* stop flag of the owner, may be NULL */
  gint64        deadline;      /* time (us, gmk_clock_us) to give up at, 0: none */
  gboolean      cpu_clock;     /* the deadline counts this thread's CPU time */
  gboolean      aborted;
  gboolean      capture_vct;   /* VCT under captures too (FALSE after init) */
  int           line[64];      /* the winning line found, attacker first (under
                                * captures one line of the proof tree) */
  int           line_length;

  /* The first layer of a proof, kept for the next move (gmk-search-proof):
   * with `note_answers` set, a win that gmk_threat_vcf, gmk_threat_vct or
   * gmk_threat_vct_move proves notes its first move, and for each answer
   * of the defender to it the attacker's move that wins after that answer
   * (the VCT notes every answer it refuted, the VCF the block of its line).
   * Noted while the proof runs, at no cost in nodes. */
  gboolean      note_answers;
  int           answers_first; /* the first move they answer, GMK_NO_MOVE: none */
  int           answers_depth; /* each answer wins within this many attacker
                                * moves, itself included */
  int           n_answers;
  int           answer_reply[GMK_THREAT_MAX_NOTED];
  int           answer_move[GMK_THREAT_MAX_NOTED];
  guint64       answer_nodes[GMK_THREAT_MAX_NOTED]; /* what proving it cost, 0: not known */

  /* private */
  uint32_t      mark[GMK_CELLS];   /* cells marked in the current stamp */
  uint32_t      stamp;
  uint8_t       generation;    /* age of new entries */
  GmkRule       table_rule;    /* the tables hold positions of this rule */
  int           table_width;   /* and this size (cleared when they change) */
  int           table_height;
  int           answers_ply;   /* board ply of the defender's nodes noted, -1: none */
} GmkThreatSearch;

void      gmk_threat_init     (GmkThreatSearch *ts);
/* Forget every failure (a new game). */
void      gmk_threat_clear    (GmkThreatSearch *ts);
/* A new search of the same game: failures stay valid (they depend on the
 * position only) but older ones are replaced first. */
void      gmk_threat_new_search (GmkThreatSearch *ts);
/* Side to move wins by continuous fours within `depth` of its own moves?
 * `*move` receives the first move. */
gboolean  gmk_threat_vcf      (GmkThreatSearch *ts,
                               GmkEvalState    *st,
                               int              depth,
                               int             *move);
/* Same with threes allowed (from 5 deep, 3 shallower first: the short
 * wins are found within fewer nodes). */
gboolean  gmk_threat_vct      (GmkThreatSearch *ts,
                               GmkEvalState    *st,
                               int              depth,
                               int             *move);

/* Does the side to move win by threes and fours with `move` first, within
 * `depth` of its moves (`move` included; a move that blocks a four of the
 * opponent is free, as in the VCT)?  The VCT searched below one first
 * move: a proof found a move earlier (its answer noted) is found again
 * without the cost of every other first move.  No captures (FALSE). */
gboolean  gmk_threat_vct_move (GmkThreatSearch *ts,
                               GmkEvalState    *st,
                               int              move,
                               int              depth);

/* Is playing `index` a real five for `color` under the board's rule (the
 * pattern tables see only four cells on either side)? */
gboolean  gmk_threat_is_five  (GmkEvalState *st,
                               int           index,
                               GmkColor      color);
/* Capture rules: has `color` five or more in a row on one of the four
 * lines through the neighbourhood of `index` (nine cells either way), or
 * anywhere on the board when `index` is GMK_NO_MOVE?  A capture only
 * removes stones, and in a game every five on the board passes through
 * the move that made it: after the capture that answers a five made at
 * `index`, any five left (the rest of a six, a second five of the same
 * move) is in that neighbourhood, as the rules would find it anywhere. */
gboolean  gmk_threat_five_near (const GmkBoard *board,
                                int             index,
                                GmkColor        color);
/* The cells that answer a four of `color` whose five point is `point`:
 * the point itself and, in caro and caro5, the empty cells just beyond
 * the five it would make (an opponent stone there leaves it blocked at
 * both ends, no win).  Fills `answers` (room for 9), returns the count. */
int       gmk_threat_four_answers (GmkEvalState *st,
                                   int           point,
                                   GmkColor      color,
                                   int          *answers);
/* Room for the answers below: a stone stops at most the five on its own
 * cell and the eight it stands just beyond. */
#define GMK_THREAT_MAX_ANSWERS 9
/* `color` has at least one real five point: the cells where its opponent
 * (to move) can stop them all, legal for it (renju) and, in caro and
 * caro5, including a stone just beyond a five that leaves it blocked at
 * both ends.  Fills `answers` (room for GMK_THREAT_MAX_ANSWERS), returns
 * the count: 0 when nothing stops them (the fives win). */
int       gmk_threat_five_answers (GmkEvalState *st,
                                   GmkColor      color,
                                   int          *answers);
/* Caro and caro5: the cells just beyond the fives of every open four
 * `color` could make (a stone there may spoil it, so it answers an open
 * three as well as the cells of the fours); none in other rules.  Fills
 * `cells` (`room` of them), returns the count or -1 when they do not
 * fit. */
int       gmk_threat_three_answers_beyond (GmkEvalState *st,
                                           GmkColor      color,
                                           int          *cells,
                                           int           room);
/* Can `color` (to move or not) make an open four that wins, checked
 * under the board's rule (the tables' open fours are approximate under the
 * exactly-five and caro rules, and renju black's may be forbidden)? */
gboolean  gmk_threat_has_open_four (GmkEvalState *st,
                                    GmkColor      color);
/* The exact forbidden-point check behind gmk_threat_is_legal. */
gboolean  gmk_threat_is_legal_slow (GmkEvalState *st,
                                    int           index,
                                    GmkColor      color);

/* May `color` play the empty cell `index` (renju and ninuki forbidden
 * points; the exact check only where the patterns say it could matter:
 * "maybe forbidden", and for renju black an open four, which may be two
 * fours on one line, X.XXX.X)? */
static inline gboolean
gmk_threat_is_legal (GmkEvalState *st,
                     int           index,
                     GmkColor      color)
{
  const int klass = st->cells[index].klass[color - 1];

  if (st->board.cell[index] != GMK_EMPTY)
    return FALSE;
  if (G_LIKELY (klass < GMK_CLASS_FLEX4))
    return TRUE;
  if (klass == GMK_CLASS_MAYBE_FORBIDDEN ||
      (klass == GMK_CLASS_FLEX4 && color == GMK_BLACK && st->board.rule == GMK_RULE_RENJU))
    return gmk_threat_is_legal_slow (st, index, color);
  return TRUE;
}
/* Does `color` make a four (or better) by playing `index`? */
static inline gboolean
gmk_threat_makes_four (const GmkEvalState *st,
                       int                 index,
                       GmkColor            color)
{
  const int klass = st->cells[index].klass[color - 1];
  const uint8_t *p;

  /* The class says it, but for a five or a maybe-forbidden cell, which may
   * come with a four or not. */
  if (klass < GMK_CLASS_FIVE)
    return klass == GMK_CLASS_B4 || klass == GMK_CLASS_B4F3 || klass == GMK_CLASS_FLEX4;
  p = st->cells[index].pat[color - 1];
  return MAX (MAX (p[0], p[1]), MAX (p[2], p[3])) >= GMK_PAT_B4;
}

G_END_DECLS
