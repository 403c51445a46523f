/* gmk-vcf.c: victory by continuous fours, the rules without captures.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-threat-private.h"

int
gmk_threat_collect_fours (GmkEvalState *st,
                          GmkColor      color,
                          int          *moves)
{
  const int *count = st->class_count[color];
  int n = 0;

  /* Four-three first: they end the fastest.  Each pass ends when it has
   * met every cell of its classes. */
  for (int pass = 0; pass < 2; pass++)
    {
      const int in_class = pass == 0 ? count[GMK_CLASS_B4F3] :
                           count[GMK_CLASS_B4] + count[GMK_CLASS_MAYBE_FORBIDDEN] +
                           count[GMK_CLASS_FLEX4] + count[GMK_CLASS_FIVE];

      for (int i = 0, seen = 0; i < st->n_cand && n < MAX_THREAT_MOVES && seen < in_class; i++)
        {
          int q = st->cand[i];
          int k;

          if (st->board.cell[q] != GMK_EMPTY)
            continue;
          k = st->cells[q].klass[color - 1];
          if (pass == 0 ? k != GMK_CLASS_B4F3 :
              !(k == GMK_CLASS_B4 || k == GMK_CLASS_MAYBE_FORBIDDEN || k == GMK_CLASS_FLEX4 ||
                k == GMK_CLASS_FIVE))
            continue;
          seen++;
          /* Under the exactness rules an open four or a five of the tables
           * may be neither (an overline spoils one five): such a cell, when
           * gmk_threat_has_flex4 and gmk_threat_five_points found no win
           * there, is at best a simple four. */
          if (k != GMK_CLASS_B4 && k != GMK_CLASS_B4F3 && !gmk_threat_makes_four (st, q, color))
            continue;
          if (!gmk_threat_is_legal (st, q, color) ||
              (k == GMK_CLASS_FIVE && st->board.rule == GMK_RULE_RENJU && color == GMK_BLACK &&
               !gmk_threat_is_legal_slow (st, q, color)))
            continue;
          moves[n++] = q;
        }
    }
  return n;
}

gboolean
gmk_threat_vcf_attack (GmkThreatSearch *ts,
                       GmkEvalState    *st,
                       int              depth,
                       int              ply)
{
  const GmkColor me = st->board.to_move;
  const GmkColor opp = GMK_OTHER (me);
  int moves[MAX_THREAT_MOVES];
  int n, n_opp, f = GMK_NO_MOVE;

  ts->nodes++;
  if (gmk_threat_five_points (st, me, &f) > 0)
    {
      ts->line[ply] = f;
      ts->line_length = ply + 1;
      return TRUE;
    }
  n_opp = gmk_threat_five_points (st, opp, &f);
  if (n_opp > 0)
    {
      /* The defender's block made a four: we must block it, and keep the
       * initiative only if our block is a four too. */
      if (n_opp >= 2 || depth <= 0 || should_stop (ts) || st->board.ply >= GMK_MAX_PLY - 2 ||
          !gmk_threat_is_legal (st, f, me) || !gmk_threat_makes_four (st, f, me))
        return FALSE;
      moves[0] = f;
      n = 1;
    }
  else
    {
      if (gmk_threat_has_flex4 (st, me, ply == 0 ? &ts->line[0] : NULL))
        {
          /* The root names the open four; deeper, the line ends before it. */
          ts->line_length = ply == 0 ? 1 : ply;
          return TRUE;
        }
      if (depth <= 0 || should_stop (ts) || st->board.ply >= GMK_MAX_PLY - 2)
        return FALSE;
      if (known_failure (ts->vcf_table, VCF_MASK, st->board.hash, depth))
        return FALSE;
      n = gmk_threat_collect_fours (st, me, moves);
    }

  for (int i = 0; i < n; i++)
    {
      int q = moves[i], block = -1, fives;
      gboolean win = FALSE;

      gmk_eval_make (st, q);
      if (is_caro (st->board.rule))
        {
          /* Every stone that stops the fives (on a five point, or just
           * beyond one), or none: then they win. */
          int answers[GMK_THREAT_MAX_ANSWERS], n_answers;

          n_answers = gmk_threat_five_answers (st, me, answers);
          win = gmk_threat_five_points_around (st, q, me, &block) > 0;
          for (int a = 0; a < n_answers && win; a++)
            {
              gmk_eval_make (st, answers[a]);
              win = gmk_threat_vcf_attack (ts, st, depth - 1, ply + 2);
              gmk_eval_unmake (st);
              if (win)
                ts->line[ply + 1] = answers[a];
            }
          if (win && n_answers == 0 && ts->line_length < ply + 1)
            ts->line_length = ply + 1;
        }
      else if ((fives = gmk_threat_five_points_around (st, q, me, &block)) >= 2)
        {
          /* An open four (a block of ours can be one): one answer cannot
           * stop both. */
          win = TRUE;
          if (ts->line_length < ply + 1)
            ts->line_length = ply + 1;
        }
      else if (fives == 1)
        {
          if (!gmk_threat_is_legal (st, block, opp))
            win = TRUE;   /* renju: the block is forbidden to black */
          else
            {
              gmk_eval_make (st, block);
              win = gmk_threat_vcf_attack (ts, st, depth - 1, ply + 2);
              if (win)
                ts->line[ply + 1] = block;
              gmk_eval_unmake (st);
            }
        }
      gmk_eval_unmake (st);
      if (win)
        return attack_found (ts, ply, q);
      if (ts->aborted)
        return FALSE;
    }
  return attack_failed (ts, st, depth);
}
