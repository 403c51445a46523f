/* gmk-vct-capture.c: victory by threes and fours under captures
 * (ninuki, pente), where any capture may answer a three.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-threat-private.h"

#include "gmk-rules.h"

static gboolean capture_rules_vct_defend (GmkThreatSearch *ts, GmkEvalState *st, int depth, int ply);

gboolean
gmk_threat_capture_vct_attack (GmkThreatSearch *ts,
                               GmkEvalState    *st,
                               int              depth,
                               int              ply,
                               int             *first)
{
  const GmkColor me = st->board.to_move;
  int moves[MAX_THREAT_MOVES];
  int n = 0, f = GMK_NO_MOVE;

  ts->nodes++;
  if (st->board.captured_pairs[GMK_OTHER (me)] >= GMK_CAPTURE_WIN_PAIRS ||
      should_stop (ts) || st->board.ply >= GMK_MAX_PLY - 40 || ply >= 24)
    return FALSE;
  /* Fours first, as many as threats are left (so a win claimed within
   * `depth` still holds within depth - 1 after each answer). */
  if (gmk_threat_capture_vcf_attack (ts, st, depth, ply))
    {
      if (first != NULL)
        *first = ts->line[ply];
      return TRUE;
    }
  if (depth <= 0 || ts->aborted)
    return FALSE;
  if (known_failure (ts->vct_table, VCT_MASK, st->board.hash, depth))
    return FALSE;
  /* A quiet three is no answer to a five point or a winning capture of
   * the defender's. */
  if (gmk_threat_five_points (st, GMK_OTHER (me), &f) > 0 ||
      gmk_threat_capture_win_cell (st, GMK_OTHER (me), 0, &f))
    return FALSE;

  n = gmk_threat_collect_threes (st, me, moves, 0);
  return gmk_threat_try_threats (ts, st, moves, n, depth, ply, first, capture_rules_vct_defend);
}

/* Defender to move after the attacker's three.  Captures can break any
 * line and answer from anywhere, so every legal move near the stones is
 * tried (a cell near none cannot capture, block or make a four: it is a
 * pass, and the threat is checked to win after a pass). */
static gboolean
capture_rules_vct_defend (GmkThreatSearch *ts,
                          GmkEvalState    *st,
                          int              depth,
                          int              ply)
{
  const GmkColor me = st->board.to_move;
  int moves[GMK_CELLS];
  int n = 0, f = GMK_NO_MOVE;
  gboolean threat;

  ts->nodes++;
  if (st->board.captured_pairs[GMK_OTHER (me)] >= GMK_CAPTURE_WIN_PAIRS)
    return TRUE;
  if (should_stop (ts) || gmk_threat_five_points (st, me, &f) > 0 ||
      gmk_threat_capture_win_cell (st, me, 0, &f))
    return FALSE;
  /* A threat: after a pass the attacker wins by fours. */
  gmk_board_switch_side (&st->board);
  threat = gmk_threat_capture_vcf_attack (ts, st, depth, ply);
  gmk_board_switch_side (&st->board);
  if (!threat || ts->aborted)
    return FALSE;

  for (int i = 0; i < st->n_cand; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] == GMK_EMPTY && gmk_threat_is_legal (st, q, me))
        moves[n++] = q;
    }
  for (int i = 0; i < n; i++)
    {
      gboolean win;

      gmk_eval_make (st, moves[i]);
      if (st->board.captured_pairs[me] >= GMK_CAPTURE_WIN_PAIRS ||
          five_directions (&st->board, moves[i], me) != 0)
        win = FALSE;   /* the answer won, or made a five to be answered */
      else
        win = gmk_threat_capture_vct_attack (ts, st, depth, ply + 1, NULL);
      gmk_eval_unmake (st);
      if (!win)
        return FALSE;
    }
  return TRUE;
}
