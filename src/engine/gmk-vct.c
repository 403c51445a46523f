/* gmk-vct.c: victory by threes and fours, the rules without captures.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-threat-private.h"

#include "gmk-rules.h"

#include <string.h>

/* Room for the stops of one open four: its cell, its five points and in
 * caro the cells just beyond each five. */
#define PN_MAX_STOPS (1 + 8 + 8 * 8)

static gboolean vct_defend (GmkThreatSearch *ts, GmkEvalState *st, int depth, int ply);

int
gmk_threat_collect_threes (GmkEvalState *st,
                           GmkColor      color,
                           int          *moves,
                           int           n)
{
  const int *count = st->class_count[color];
  const int in_class = count[GMK_CLASS_F3] + count[GMK_CLASS_B3F3] + count[GMK_CLASS_F3F3] +
                       count[GMK_CLASS_MAYBE_FORBIDDEN];

  /* Until every cell of those classes is met. */
  for (int i = 0, seen = 0; i < st->n_cand && n < MAX_THREAT_MOVES && seen < in_class; i++)
    {
      int q = st->cand[i], k;

      if (st->board.cell[q] != GMK_EMPTY)
        continue;
      k = st->cells[q].klass[color - 1];
      if (k != GMK_CLASS_F3 && k != GMK_CLASS_B3F3 && k != GMK_CLASS_F3F3 && k != GMK_CLASS_MAYBE_FORBIDDEN)
        continue;
      seen++;
      if ((k != GMK_CLASS_MAYBE_FORBIDDEN || !gmk_threat_makes_four (st, q, color)) &&
          gmk_threat_is_legal (st, q, color))
        moves[n++] = q;
    }
  return n;
}

gboolean
gmk_threat_try_threats (GmkThreatSearch *ts,
                        GmkEvalState    *st,
                        const int       *moves,
                        int              n,
                        int              depth,
                        int              ply,
                        int             *first,
                        GmkThreatDefendFunc       defend)
{
  gboolean win = FALSE;

  for (int i = 0; i < n && !win; i++)
    {
      gmk_eval_make (st, moves[i]);
      win = defend (ts, st, depth - 1, ply + 1);
      gmk_eval_unmake (st);
      if (win && first != NULL)
        *first = moves[i];
      if (ts->aborted)
        return FALSE;
    }
  if (!win && !ts->aborted)
    remember_failure (ts, ts->vct_table, VCT_MASK, st->board.hash, depth);
  return win;
}

gboolean
gmk_threat_vct_attack (GmkThreatSearch *ts,
                       GmkEvalState    *st,
                       int              depth,
                       int             *first)
{
  const GmkColor me = st->board.to_move;
  const GmkColor opp = GMK_OTHER (me);
  int moves[MAX_THREAT_MOVES];
  int n = 0, f = GMK_NO_MOVE, n_opp;
  gboolean win = FALSE;

  ts->nodes++;
  if (gmk_threat_five_points (st, me, &f) > 0)
    {
      if (first != NULL)
        *first = f;
      return TRUE;
    }
  n_opp = gmk_threat_five_points (st, opp, &f);
  if (n_opp >= 2 || should_stop (ts) || st->board.ply >= GMK_MAX_PLY - 4)
    return FALSE;
  if (n_opp == 1)
    {
      /* The defender's counter-four: block it, the defender moves again. */
      if (!gmk_threat_is_legal (st, f, me))
        return FALSE;
      gmk_eval_make (st, f);
      win = vct_defend (ts, st, depth, 0);
      gmk_eval_unmake (st);
      if (win && first != NULL)
        *first = f;
      return win;
    }
  if (gmk_threat_has_flex4 (st, me, first))
    return TRUE;
  if (depth <= 0)
    return FALSE;
  if (known_failure (ts->vct_table, VCT_MASK, st->board.hash, depth))
    return FALSE;
  if (gmk_threat_vcf_attack (ts, st, depth, 0))
    {
      if (first != NULL)
        *first = ts->line[0];
      return TRUE;
    }

  /* Fours, then moves that make an open three (or two). */
  n = gmk_threat_collect_fours (st, me, moves);
  n = gmk_threat_collect_threes (st, me, moves, n);
  return gmk_threat_try_threats (ts, st, moves, n, depth, 0, first, vct_defend);
}

/* Would the empty `f`, on line `d` at `k` steps from the empty `q`, be a
 * five point of `color` once `color` has played q?  Read from the tables
 * as the make of q would update f's cell (a stone changes only the cells
 * on its own lines, f's code along d), and for the exactness rules proved
 * on the board with the stone of q put in place for the check. */
static gboolean
five_after (GmkEvalState *st,
            int           q,
            GmkColor      color,
            int           d,
            int           k)
{
  const int f = q + k * gmk_dir_step[d];
  const GmkEvalCell *cell = &st->cells[f];
  const GmkPatternTables *t = st->tables[color];
  uint8_t pats[4];
  gboolean wins;

  if (st->board.cell[f] != GMK_EMPTY)
    return FALSE;
  memcpy (pats, cell->pat[color - 1], sizeof pats);
  pats[d] = t->pattern[cell->code[d] ^ (uint16_t) (color << gmk_pattern_slot_shift (-k))];
  if (t->combo[gmk_pattern_key (pats)].klass != GMK_CLASS_FIVE)
    return FALSE;
  if (st->board.rule != GMK_RULE_STANDARD && st->board.rule != GMK_RULE_RENJU)
    return TRUE;
  st->board.cell[q] = (uint8_t) color;
  st->board.cell[f] = (uint8_t) color;
  wins = gmk_rules_is_winning_five (&st->board, f, color, NULL, NULL);
  st->board.cell[f] = GMK_EMPTY;
  st->board.cell[q] = GMK_EMPTY;
  return wins;
}

/* The cells that stop the open four (or double four) `color` would make
 * by playing the empty `q`: q itself, the five points it would make and
 * in caro the cells just beyond those fives.  Fills `cells` (room for
 * PN_MAX_STOPS), returns the count, 0 when q wins nothing (its fives are
 * fewer than two, or in caro they can all be stopped). */
static int
open_four_stops (GmkEvalState *st,
                 int           q,
                 GmkColor      color,
                 int          *cells)
{
  const gboolean pass = st->board.to_move != color;
  int fives[8];
  int n = 0, n_fives = 0;

  if (!is_caro (st->board.rule) && !st->board.captures)
    {
      /* Without captures and caro's blocked fives, the five points q
       * makes follow from the lines through it: no make and unmake (this
       * runs for every open four cell at every defence of the VCT). */
      cells[n++] = q;
      for (int d = 0; d < 4; d++)
        for (int k = -4; k <= 4; k++)
          if (k != 0 && n_fives < (int) G_N_ELEMENTS (fives) && five_after (st, q, color, d, k))
            {
              fives[n_fives++] = q + k * gmk_dir_step[d];
              cells[n++] = fives[n_fives - 1];
            }
      return n_fives >= 2 ? n : 0;
    }
  if (pass)
    gmk_board_switch_side (&st->board);
  gmk_eval_make (st, q);
  cells[n++] = q;
  for (int d = 0; d < 4; d++)
    for (int k = -4; k <= 4; k++)
      {
        const int f = q + k * gmk_dir_step[d];
        gboolean seen = FALSE;

        if (k == 0 || st->board.cell[f] != GMK_EMPTY ||
            st->cells[f].klass[color - 1] != GMK_CLASS_FIVE || !gmk_threat_is_five (st, f, color))
          continue;
        for (int j = 0; j < n_fives && !seen; j++)
          seen = fives[j] == f;
        if (seen || n_fives == G_N_ELEMENTS (fives))
          continue;
        fives[n_fives++] = f;
        cells[n++] = f;
        if (is_caro (st->board.rule))
          n += gmk_threat_five_ends (st, f, color, cells + n);
      }
  if (n_fives >= 2 && is_caro (st->board.rule) && !caro_fives_hold (st, color))
    n_fives = 0;
  gmk_eval_unmake (st);
  if (pass)
    gmk_board_switch_side (&st->board);
  return n_fives >= 2 ? n : 0;
}

static inline gboolean
in_list (const int *list,
         int        n,
         int        x)
{
  for (int i = 0; i < n; i++)
    if (list[i] == x)
      return TRUE;
  return FALSE;
}

/* The defender's answers to an open three (or two): a stone that stops
 * every open four the attacker threatens (a cell of the stops of each), or
 * a four of the defender's own; any other move leaves the attacker one of
 * those open fours.  Far fewer than every cell where the attacker makes a
 * four (the answers of the threes elsewhere on the board), so a VCT
 * reaches twice as deep.  Same returns as defence_moves. */
static int
three_stops (GmkThreatSearch *ts,
             GmkEvalState    *st,
             int             *moves)
{
  const GmkColor me = st->board.to_move;
  const GmkColor att = GMK_OTHER (me);
  const gboolean check_legal = st->board.rule == GMK_RULE_RENJU && att == GMK_BLACK;
  int cells[PN_MAX_STOPS], common[PN_MAX_STOPS];
  const int flex4 = st->class_count[att][GMK_CLASS_FLEX4];
  int around[32], n_around;
  int n = 0, n_fours = 0, n_common = 0;

  /* The stops common to every open four so far (no per-cell arrays to
   * clear: this runs at every defence of the VCT), in any order.  Most
   * often the attacker's last move made every open-four cell, on its own
   * lines; else they are looked for among the candidates, from the newest,
   * until every cell of the class is seen (every open-four cell has a
   * stone next to it, so it is a candidate, and the class counts hold
   * every empty cell). */
  n_around = gmk_threat_class_cells_around (st, gmk_board_last_move (&st->board), att, GMK_CLASS_FLEX4,
                                            around);
  if (n_around != flex4)
    n_around = -1;
  for (int i = n_around >= 0 ? n_around - 1 : st->n_cand - 1, seen = 0; i >= 0 && seen < flex4; i--)
    {
      int q = n_around >= 0 ? around[i] : st->cand[i], k, kept = 0;

      if (st->board.cell[q] != GMK_EMPTY || st->cells[q].klass[att - 1] != GMK_CLASS_FLEX4)
        continue;
      seen++;
      if (check_legal && !gmk_threat_is_legal_slow (st, q, att))
        continue;
      k = open_four_stops (st, q, att, cells);
      if (k == 0)
        continue;
      if (n_fours == 254)
        return -1;   /* too many to prove anything */
      if (n_fours++ == 0)
        {
          for (int j = 0; j < k; j++)
            if (!in_list (common, n_common, cells[j]))
              common[n_common++] = cells[j];
          continue;
        }
      for (int j = 0; j < n_common; j++)
        if (in_list (cells, k, common[j]))
          common[kept++] = common[j];
      n_common = kept;
    }
  if (n_fours == 0)
    return -1;   /* not a threat after all */
  if (++ts->stamp == 0)
    {
      memset (ts->mark, 0, sizeof ts->mark);
      ts->stamp = 1;
    }
  for (int j = 0; j < n_common; j++)
    ts->mark[common[j]] = ts->stamp;
  for (int i = 0; i < st->n_cand; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] != GMK_EMPTY ||
          (ts->mark[q] != ts->stamp && !gmk_threat_makes_four (st, q, me)) ||
          !gmk_threat_is_legal (st, q, me))
        continue;
      if (n == MAX_THREAT_MOVES)
        return -1;
      moves[n++] = q;
    }
  return n;
}

/* The defender (to move) faces the attacker's last threat: its answers in
 * `moves` (room for MAX_THREAT_MOVES), returns how many (0: none, the
 * attacker wins), or -1 when the defender wins or holds (a five of its
 * own, no threat to answer, too many answers to prove anything).  A four
 * is answered by every stone that stops it, an open three as in
 * three_stops. */
static int
defence_moves (GmkThreatSearch *ts,
               GmkEvalState    *st,
               int             *moves)
{
  const GmkColor me = st->board.to_move;
  const GmkColor att = GMK_OTHER (me);
  int f = GMK_NO_MOVE;

  if (gmk_threat_five_points (st, me, &f) > 0)
    return -1;
  if (gmk_threat_five_points (st, att, &f) > 0)
    return gmk_threat_five_answers (st, att, moves);
  /* An open three: its stops, or a four of the defender's own (0 when
   * none is legal, e.g. renju black's defences all forbidden: a win). */
  return three_stops (ts, st, moves);
}

G_STATIC_ASSERT (GMK_THREAT_MAX_NOTED >= MAX_THREAT_MOVES);

/* The defender's answers to the first move of the proof (the node
 * answers_ply): as vct_defend, and each answer's refutation is noted, for
 * the next move. */
static gboolean
defend_noting (GmkThreatSearch *ts,
               GmkEvalState    *st,
               const int       *moves,
               int              n,
               int              depth)
{
  ts->answers_first = gmk_board_last_move (&st->board);
  ts->answers_depth = depth;
  ts->n_answers = 0;
  for (int i = 0; i < n; i++)
    {
      const guint64 nodes = ts->nodes;
      int answer = GMK_NO_MOVE;
      gboolean win;

      gmk_eval_make (st, moves[i]);
      win = gmk_threat_vct_attack (ts, st, depth, &answer);
      gmk_eval_unmake (st);
      if (!win)
        {
          ts->answers_first = GMK_NO_MOVE;
          ts->n_answers = 0;
          return FALSE;
        }
      ts->answer_reply[ts->n_answers] = moves[i];
      ts->answer_move[ts->n_answers] = answer;
      ts->answer_nodes[ts->n_answers++] = ts->nodes - nodes;
    }
  return TRUE;
}

/* Defender to move, facing the attacker's last threat. */
static gboolean
vct_defend (GmkThreatSearch *ts,
            GmkEvalState    *st,
            int              depth,
            int              ply G_GNUC_UNUSED)
{
  int moves[MAX_THREAT_MOVES];
  int n;

  ts->nodes++;
  if (should_stop (ts))
    return FALSE;
  n = defence_moves (ts, st, moves);
  if (n < 0)
    return FALSE;
  if (G_UNLIKELY (st->board.ply == ts->answers_ply))
    return defend_noting (ts, st, moves, n, depth);
  for (int i = 0; i < n; i++)
    {
      gboolean win;

      gmk_eval_make (st, moves[i]);
      win = gmk_threat_vct_attack (ts, st, depth, NULL);
      gmk_eval_unmake (st);
      if (!win)
        return FALSE;
    }
  return TRUE;
}

gboolean
gmk_threat_vct_move_attack (GmkThreatSearch *ts,
                            GmkEvalState    *st,
                            int              move,
                            int              depth)
{
  const GmkColor me = st->board.to_move;
  const GmkColor opp = GMK_OTHER (me);
  int f = GMK_NO_MOVE, n_opp;
  gboolean win;

  ts->nodes++;
  if (move < 0 || move >= GMK_CELLS || !gmk_board_index_valid (&st->board, move) ||
      !gmk_threat_is_legal (st, move, me))
    return FALSE;
  if (st->cells[move].klass[me - 1] == GMK_CLASS_FIVE && gmk_threat_is_five (st, move, me))
    return TRUE;
  /* A four of the defender's is blocked first, free of depth (as
   * gmk_threat_vct_attack does); any other move loses to its five. */
  n_opp = gmk_threat_five_points (st, opp, &f);
  if (n_opp >= 2 || (n_opp == 1 && f != move) || (n_opp == 0 && depth <= 0))
    return FALSE;
  depth = n_opp == 1 ? depth : depth - 1;
  gmk_eval_make (st, move);
  win = vct_defend (ts, st, depth, 1);
  gmk_eval_unmake (st);
  return win && !ts->aborted;
}
