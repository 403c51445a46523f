/* gmk-threat.c: VCF and VCT.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-threat.h"

#include "gmk-rules.h"

#include <string.h>

#define TABLE_MASK ((1u << GMK_THREAT_TABLE_BITS) - 1)
#define MAX_THREAT_MOVES 128

void
gmk_threat_init (GmkThreatSearch *ts)
{
  memset (ts->table, 0, sizeof ts->table);
  ts->nodes = 0;
  ts->max_nodes = 0;
  ts->stop = NULL;
  ts->deadline = 0;
  ts->aborted = FALSE;
  ts->line_length = 0;
}

void
gmk_threat_clear (GmkThreatSearch *ts)
{
  memset (ts->table, 0, sizeof ts->table);
}

gboolean
gmk_threat_is_five (GmkEvalState *st,
                    int           index,
                    GmkColor      color)
{
  GmkBoard *board = &st->board;
  gboolean wins;

  switch (board->rule)
    {
    case GMK_RULE_FREESTYLE:
    case GMK_RULE_NINUKI:
    case GMK_RULE_PENTE:
      return st->cells[index].klass[color - 1] == GMK_CLASS_FIVE;
    case GMK_RULE_STANDARD:
    case GMK_RULE_RENJU:
    case GMK_RULE_CARO:
    case GMK_RULE_CARO5:
    case GMK_N_RULES:
    default:
      break;
    }
  if (st->cells[index].klass[color - 1] != GMK_CLASS_FIVE)
    return FALSE;
  board->cell[index] = (uint8_t) color;
  wins = gmk_rules_is_winning_five (board, index, color, NULL, NULL);
  board->cell[index] = GMK_EMPTY;
  return wins;
}

gboolean
gmk_threat_is_legal_slow (GmkEvalState *st,
                          int           index,
                          GmkColor      color)
{
  return gmk_rules_forbidden (&st->board, index, color) == GMK_REASON_NONE;
}

static inline gboolean
should_stop (GmkThreatSearch *ts)
{
  if (ts->aborted)
    return TRUE;
  if ((ts->max_nodes > 0 && ts->nodes >= ts->max_nodes) ||
      (ts->stop != NULL && g_atomic_int_get (ts->stop)) ||
      (ts->deadline > 0 && (ts->nodes & 127) == 0 && g_get_monotonic_time () >= ts->deadline))
    ts->aborted = TRUE;
  return ts->aborted;
}

static inline gboolean
known_failure (GmkThreatSearch *ts,
               uint64_t         key,
               int              depth)
{
  uint64_t e = ts->table[key & TABLE_MASK];
  return (e & ~(uint64_t) 0xFF) == (key & ~(uint64_t) 0xFF) && (int) (e & 0xFF) >= depth;
}

static inline void
remember_failure (GmkThreatSearch *ts,
                  uint64_t         key,
                  int              depth)
{
  ts->table[key & TABLE_MASK] = (key & ~(uint64_t) 0xFF) | (uint64_t) MIN (depth, 255);
}

/* The real five points of `color` on the lines through `index` (just
 * played); returns how many (stops counting at 2). */
static int
five_points_around (GmkEvalState *st,
                    int           index,
                    GmkColor      color,
                    int          *first)
{
  int n = 0;

  for (int d = 0; d < 4 && n < 2; d++)
    for (int k = -4; k <= 4 && n < 2; k++)
      {
        int q = index + k * gmk_dir_step[d];

        if (k == 0 || st->board.cell[q] != GMK_EMPTY)
          continue;
        if (st->cells[q].klass[color - 1] == GMK_CLASS_FIVE && gmk_threat_is_five (st, q, color))
          {
            if (n == 0)
              *first = q;
            else if (*first == q)
              continue;
            n++;
          }
      }
  return n;
}

/* Any real five point of `color` among the candidates; counts up to 2. */
static int
five_points (GmkEvalState *st,
             GmkColor      color,
             int          *first)
{
  int n = 0;

  if (st->class_count[color][GMK_CLASS_FIVE] == 0)
    return 0;
  for (int i = 0; i < st->n_cand && n < 2; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] == GMK_EMPTY && st->cells[q].klass[color - 1] == GMK_CLASS_FIVE &&
          gmk_threat_is_five (st, q, color))
        {
          if (n == 0)
            *first = q;
          n++;
        }
    }
  return n;
}

/* An open four (or double four) `color` may legally play. */
static gboolean
has_flex4 (GmkEvalState *st,
           GmkColor      color)
{
  if (st->class_count[color][GMK_CLASS_FLEX4] == 0)
    return FALSE;
  if (st->board.rule == GMK_RULE_STANDARD || st->board.rule == GMK_RULE_CARO ||
      st->board.rule == GMK_RULE_CARO5 || st->board.rule == GMK_RULE_RENJU)
    {
      /* The tables' fives are approximate under these rules: prove it. */
      for (int i = 0; i < st->n_cand; i++)
        {
          int q = st->cand[i], f = -1, n;

          if (st->board.cell[q] != GMK_EMPTY || st->cells[q].klass[color - 1] != GMK_CLASS_FLEX4)
            continue;
          gmk_eval_make (st, q);
          n = five_points_around (st, q, color, &f);
          gmk_eval_unmake (st);
          if (n >= 2)
            return TRUE;
        }
      return FALSE;
    }
  return TRUE;
}

static int
collect_fours (GmkEvalState *st,
               GmkColor      color,
               int          *moves)
{
  int n = 0;

  /* Four-three first: they end the fastest. */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < st->n_cand && n < MAX_THREAT_MOVES; i++)
      {
        int q = st->cand[i];
        int k;

        if (st->board.cell[q] != GMK_EMPTY)
          continue;
        k = st->cells[q].klass[color - 1];
        if (pass == 0 ? k != GMK_CLASS_B4F3 :
            !(k == GMK_CLASS_B4 || (k == GMK_CLASS_MAYBE_FORBIDDEN && gmk_threat_makes_four (st, q, color))))
          continue;
        if (!gmk_threat_is_legal (st, q, color))
          continue;
        moves[n++] = q;
      }
  return n;
}

static gboolean
vcf (GmkThreatSearch *ts,
     GmkEvalState    *st,
     int              depth,
     int              ply)
{
  const GmkColor me = st->board.to_move;
  const GmkColor opp = GMK_OTHER (me);
  int moves[MAX_THREAT_MOVES];
  int n, f;

  ts->nodes++;
  if (five_points (st, me, &f) > 0)
    {
      ts->line[ply] = f;
      ts->line_length = ply + 1;
      return TRUE;
    }
  if (five_points (st, opp, &f) > 0)
    return FALSE;
  if (has_flex4 (st, me))
    {
      ts->line_length = ply;
      return TRUE;
    }
  if (depth <= 0 || should_stop (ts) || st->board.ply >= GMK_MAX_PLY - 2)
    return FALSE;
  if (known_failure (ts, st->board.hash, depth))
    return FALSE;

  n = collect_fours (st, me, moves);
  for (int i = 0; i < n; i++)
    {
      int q = moves[i], block = -1;
      gboolean win = FALSE;

      gmk_eval_make (st, q);
      if (five_points_around (st, q, me, &block) == 1)
        {
          if (!gmk_threat_is_legal (st, block, opp))
            win = TRUE;   /* renju: the block is forbidden to black */
          else
            {
              gmk_eval_make (st, block);
              win = vcf (ts, st, depth - 1, ply + 2);
              if (win)
                ts->line[ply + 1] = block;
              gmk_eval_unmake (st);
            }
        }
      gmk_eval_unmake (st);
      if (win)
        {
          ts->line[ply] = q;
          if (ts->line_length < ply + 1)
            ts->line_length = ply + 1;
          return TRUE;
        }
      if (ts->aborted)
        return FALSE;
    }
  if (!ts->aborted)
    remember_failure (ts, st->board.hash, depth);
  return FALSE;
}

gboolean
gmk_threat_vcf (GmkThreatSearch *ts,
                GmkEvalState    *st,
                int              depth,
                int             *move)
{
  gboolean win;

  if (st->board.captures)
    return FALSE;
  ts->aborted = FALSE;
  ts->line_length = 0;
  win = vcf (ts, st, depth, 0);
  if (win && move != NULL)
    *move = ts->line_length > 0 ? ts->line[0] : GMK_NO_MOVE;
  return win;
}

/* ---------------------------------------------------------------------- */
/* VCT                                                                      */

static gboolean vct_defend (GmkThreatSearch *ts, GmkEvalState *st, int depth);

/* Attacker to move. */
static gboolean
vct_attack (GmkThreatSearch *ts,
            GmkEvalState    *st,
            int              depth,
            int             *first)
{
  const GmkColor me = st->board.to_move;
  const GmkColor opp = GMK_OTHER (me);
  int moves[MAX_THREAT_MOVES];
  int n = 0, f, n_opp;
  gboolean win = FALSE;

  ts->nodes++;
  if (five_points (st, me, &f) > 0)
    {
      if (first != NULL)
        *first = f;
      return TRUE;
    }
  n_opp = five_points (st, opp, &f);
  if (n_opp >= 2 || should_stop (ts) || st->board.ply >= GMK_MAX_PLY - 4)
    return FALSE;
  if (n_opp == 1)
    {
      /* The defender's counter-four: block it, the defender moves again. */
      if (!gmk_threat_is_legal (st, f, me))
        return FALSE;
      gmk_eval_make (st, f);
      win = vct_defend (ts, st, depth);
      gmk_eval_unmake (st);
      if (win && first != NULL)
        *first = f;
      return win;
    }
  if (has_flex4 (st, me))
    {
      if (first != NULL)
        {
          /* Name the open four itself. */
          for (int i = 0; i < st->n_cand; i++)
            if (st->board.cell[st->cand[i]] == GMK_EMPTY &&
                st->cells[st->cand[i]].klass[me - 1] == GMK_CLASS_FLEX4)
              {
                *first = st->cand[i];
                break;
              }
        }
      return TRUE;
    }
  if (depth <= 0)
    return FALSE;
  if (known_failure (ts, st->board.hash ^ 0x5A5A5A5A5A5A5A00ull, depth))
    return FALSE;
  if (vcf (ts, st, depth, 0))
    {
      if (first != NULL)
        *first = ts->line[0];
      return TRUE;
    }

  /* Fours, then moves that make an open three (or two). */
  n = collect_fours (st, me, moves);
  for (int i = 0; i < st->n_cand && n < MAX_THREAT_MOVES; i++)
    {
      int q = st->cand[i], k;

      if (st->board.cell[q] != GMK_EMPTY)
        continue;
      k = st->cells[q].klass[me - 1];
      if ((k == GMK_CLASS_F3 || k == GMK_CLASS_B3F3 || k == GMK_CLASS_F3F3 ||
           (k == GMK_CLASS_MAYBE_FORBIDDEN && !gmk_threat_makes_four (st, q, me))) &&
          gmk_threat_is_legal (st, q, me))
        moves[n++] = q;
    }

  for (int i = 0; i < n && !win; i++)
    {
      gmk_eval_make (st, moves[i]);
      win = vct_defend (ts, st, depth - 1);
      gmk_eval_unmake (st);
      if (win && first != NULL)
        *first = moves[i];
      if (ts->aborted)
        return FALSE;
    }
  if (!win && !ts->aborted)
    remember_failure (ts, st->board.hash ^ 0x5A5A5A5A5A5A5A00ull, depth);
  return win;
}

/* Defender to move, facing the attacker's last threat. */
static gboolean
vct_defend (GmkThreatSearch *ts,
            GmkEvalState    *st,
            int              depth)
{
  const GmkColor me = st->board.to_move;
  const GmkColor att = GMK_OTHER (me);
  int moves[MAX_THREAT_MOVES];
  int n = 0, f, n_att;

  ts->nodes++;
  if (five_points (st, me, &f) > 0 || should_stop (ts))
    return FALSE;
  n_att = five_points (st, att, &f);
  if (n_att >= 2)
    return TRUE;
  if (n_att == 1)
    {
      gboolean win;

      if (!gmk_threat_is_legal (st, f, me))
        return TRUE;
      gmk_eval_make (st, f);
      win = vct_attack (ts, st, depth, NULL);
      gmk_eval_unmake (st);
      return win;
    }
  if (!has_flex4 (st, att))
    return FALSE;   /* not a threat after all */

  /* Every cell where the attacker would make a four, and every four of
   * the defender's own. */
  for (int i = 0; i < st->n_cand && n < MAX_THREAT_MOVES; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] != GMK_EMPTY)
        continue;
      if ((gmk_threat_makes_four (st, q, att) || gmk_threat_makes_four (st, q, me)) &&
          gmk_threat_is_legal (st, q, me))
        moves[n++] = q;
    }
  for (int i = 0; i < n; i++)
    {
      gboolean win;

      gmk_eval_make (st, moves[i]);
      win = vct_attack (ts, st, depth, NULL);
      gmk_eval_unmake (st);
      if (!win)
        return FALSE;
    }
  return n > 0;
}

gboolean
gmk_threat_vct (GmkThreatSearch *ts,
                GmkEvalState    *st,
                int              depth,
                int             *move)
{
  gboolean win;
  int first = GMK_NO_MOVE;

  if (st->board.captures)
    return FALSE;
  ts->aborted = FALSE;
  ts->line_length = 0;
  win = vct_attack (ts, st, depth, &first);
  if (ts->aborted || first == GMK_NO_MOVE)
    return FALSE;
  if (move != NULL)
    *move = first;
  return win;
}
