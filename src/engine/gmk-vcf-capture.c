/* gmk-vcf-capture.c: VCF under captures (ninuki, pente): fives that
 * must stand against captures, and captures that win.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-threat-private.h"

#include "gmk-rules.h"

/* Defender's answers to one threat under captures; more and the threat is
 * not used (it would not be proven). */
#define MAX_ANSWERS 48

int
gmk_threat_longest_run_near (const GmkBoard *board,
                             int             index,
                             int             d,
                             GmkColor        color)
{
  const int step = gmk_dir_step[d];
  int lo = index, hi = index, best = 0, run = 0;

  for (int k = 0; k < 9 && board->cell[lo - step] != GMK_WALL; k++)
    lo -= step;
  for (int k = 0; k < 9 && board->cell[hi + step] != GMK_WALL; k++)
    hi += step;
  for (int q = lo;; q += step)
    {
      run = board->cell[q] == color ? run + 1 : 0;
      best = MAX (best, run);
      if (q == hi)
        break;
    }
  return best;
}

gboolean
gmk_threat_five_near (const GmkBoard *board,
                      int             index,
                      GmkColor        color)
{
  if (index != GMK_NO_MOVE)
    return five_directions (board, index, color) != 0;
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        const int i = gmk_board_index (x, y);

        if (board->cell[i] == color && gmk_rules_is_winning_five (board, i, color, NULL, NULL))
          return TRUE;
      }
  return FALSE;
}

static gboolean
five_remains (const GmkBoard *board,
              int             index,
              unsigned        dirs,
              GmkColor        color)
{
  for (int d = 0; d < 4; d++)
    if ((dirs & (1u << d)) && gmk_threat_longest_run_near (board, index, d, color) >= 5)
      return TRUE;
  return FALSE;
}

gboolean
gmk_threat_capture_win_cell (GmkEvalState *st,
                             GmkColor      color,
                             int           slack,
                             int          *cell)
{
  const int need = GMK_CAPTURE_WIN_PAIRS - slack - st->board.captured_pairs[color];

  if (need > 8)
    return FALSE;
  for (int i = 0; i < st->n_cand; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] == GMK_EMPTY && gmk_eval_captures (st, q, color) >= MAX (need, 1) &&
          gmk_threat_is_legal (st, q, color))
        {
          *cell = q;
          return TRUE;
        }
    }
  return FALSE;
}

/* Would the five `color` (to move) makes at `f` win at once?  Pente:
 * always.  Ninuki: when no capture of the opponent breaks it and none takes
 * the opponent to five pairs; `slack` more pairs are demanded of that
 * margin (an answer in between could add one to a capture). */
static gboolean
five_stands (GmkEvalState *st,
             int           f,
             GmkColor      color,
             int           slack)
{
  const GmkColor opp = GMK_OTHER (color);
  gboolean stands = TRUE;
  unsigned dirs;

  if (st->board.rule != GMK_RULE_NINUKI)
    return TRUE;
  if (st->board.captured_pairs[opp] + slack >= GMK_CAPTURE_WIN_PAIRS)
    return FALSE;
  gmk_eval_make (st, f);
  if (st->board.captured_pairs[color] >= GMK_CAPTURE_WIN_PAIRS)
    {
      gmk_eval_unmake (st);
      return TRUE;
    }
  dirs = five_directions (&st->board, f, color);
  for (int i = 0; i < st->n_cand && stands; i++)
    {
      int q = st->cand[i], n;

      if (st->board.cell[q] != GMK_EMPTY || (n = gmk_eval_captures (st, q, opp)) == 0)
        continue;
      if (st->board.captured_pairs[opp] + n + slack >= GMK_CAPTURE_WIN_PAIRS)
        stands = FALSE;
      else
        {
          gmk_eval_make (st, q);
          stands = five_remains (&st->board, f, dirs, color);
          gmk_eval_unmake (st);
        }
    }
  gmk_eval_unmake (st);
  return stands;
}

/* Does the side to move win with its next move: a capture reaching five
 * pairs, or a five that stands?  *by_capture tells which. */
static gboolean
capture_rules_win_now (GmkEvalState *st,
                       int           slack,
                       int          *move,
                       gboolean     *by_capture)
{
  const GmkColor me = st->board.to_move;

  if (gmk_threat_capture_win_cell (st, me, 0, move))
    {
      *by_capture = TRUE;
      return TRUE;
    }
  *by_capture = FALSE;
  if (st->class_count[me][GMK_CLASS_FIVE] == 0)
    return FALSE;
  for (int i = 0; i < st->n_cand; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] == GMK_EMPTY && st->cells[q].klass[me - 1] == GMK_CLASS_FIVE &&
          gmk_threat_is_five (st, q, me) && five_stands (st, q, me, slack))
        {
          *move = q;
          return TRUE;
        }
    }
  return FALSE;
}

/* Would `color`, playing the empty `index`, flank a pair of the opponent
 * whose other end is empty (a capture next move)? */
static gboolean
threatens_capture (const GmkBoard *board,
                   int             index,
                   GmkColor        color)
{
  const uint8_t opp = (uint8_t) GMK_OTHER (color);

  for (int d = 0; d < 4; d++)
    for (int sign = -1; sign <= 1; sign += 2)
      {
        const int e = sign * gmk_dir_step[d];

        if (board->cell[index + e] == opp && board->cell[index + 2 * e] == opp &&
            board->cell[index + 3 * e] == GMK_EMPTY)
          return TRUE;
      }
  return FALSE;
}

static int
collect_capture_rules_threats (GmkEvalState *st,
                               int          *moves)
{
  const GmkColor me = st->board.to_move;
  const gboolean capture_threats = st->board.captured_pairs[me] >= GMK_CAPTURE_WIN_PAIRS - 1;
  int n = 0;

  /* Fives that can be broken, four-threes and captures first. */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < st->n_cand && n < MAX_THREAT_MOVES; i++)
      {
        int q = st->cand[i], k;
        gboolean strong, weak;

        if (st->board.cell[q] != GMK_EMPTY)
          continue;
        k = st->cells[q].klass[me - 1];
        strong = k == GMK_CLASS_FIVE || k == GMK_CLASS_FLEX4 || k == GMK_CLASS_B4F3 ||
                 gmk_eval_captures (st, q, me) > 0;
        weak = gmk_threat_makes_four (st, q, me) ||
               (capture_threats && threatens_capture (&st->board, q, me));
        if (pass == 0 ? !strong : (strong || !weak))
          continue;
        if (!gmk_threat_is_legal (st, q, me))
          continue;
        moves[n++] = q;
      }
  return n;
}

static void
add_answer (int *answers,
            int *n,
            int  q)
{
  for (int i = 0; i < *n; i++)
    if (answers[i] == q)
      return;
  if (*n <= MAX_ANSWERS)
    answers[(*n)++] = q;
}

/* Ninuki: the cells from which the defender, with one more move, could
 * capture a pair holding a stone of the five `attacker` would make at `f`
 * (both ends of the pair empty now). */
static void
add_flank_answers (GmkEvalState *st,
                   int           f,
                   GmkColor      attacker,
                   int          *answers,
                   int          *n)
{
  const uint8_t *cell = st->board.cell;
  const uint8_t a = (uint8_t) attacker;

  for (int d = 0; d < 4; d++)
    {
      const int step = gmk_dir_step[d];

      if (st->cells[f].pat[attacker - 1][d] != GMK_PAT_F5)
        continue;
      for (int k = -8; k <= 8; k++)
        {
          int s = f + k * step;

          /* An overline may reach 8 cells away (10 stones). */
          if (k != 0 && (ABS (k) > GMK_PAD || cell[s] != a))
            continue;
          if (k != 0)
            {
              /* Only the run through f. */
              gboolean joined = TRUE;
              for (int j = k > 0 ? 1 : -1; j != k && joined; j += k > 0 ? 1 : -1)
                joined = cell[f + j * step] == a;
              if (!joined)
                continue;
            }
          for (int e8 = 0; e8 < 8; e8++)
            {
              const int e = (e8 < 4 ? 1 : -1) * gmk_dir_step[e8 & 3];
              const int t = s + e, before = s - e, after = t + e;

              if (cell[t] != a && t != f)
                continue;
              if (before == f || after == f ||
                  cell[before] != GMK_EMPTY || cell[after] != GMK_EMPTY)
                continue;
              add_answer (answers, n, before);
              add_answer (answers, n, after);
            }
        }
    }
}

/* The attacker has just played `move`; the defender is to move.  Does the
 * attacker win against every answer? */
static gboolean
capture_rules_defend (GmkThreatSearch *ts,
                      GmkEvalState    *st,
                      int              move,
                      int              depth,
                      int              ply)
{
  const GmkColor me = st->board.to_move;
  const GmkColor att = GMK_OTHER (me);
  const gboolean ninuki = st->board.rule == GMK_RULE_NINUKI;
  int answers[MAX_ANSWERS + 1];
  int n = 0, f = GMK_NO_MOVE;
  unsigned pending = 0;
  gboolean by_capture;

  ts->nodes++;
  if (st->board.captured_pairs[att] >= GMK_CAPTURE_WIN_PAIRS)
    return TRUE;
  pending = five_directions (&st->board, move, att);
  if (pending != 0 && !ninuki)
    return TRUE;   /* pente: a five wins at once */
  if (gmk_threat_capture_win_cell (st, me, 0, &f))
    return FALSE;  /* the defender takes its fifth pair */

  if (pending != 0)
    {
      /* A five that can be broken: only the breaking captures answer it. */
      for (int i = 0; i < st->n_cand; i++)
        {
          int q = st->cand[i];

          if (st->board.cell[q] == GMK_EMPTY && gmk_eval_captures (st, q, me) > 0 &&
              gmk_threat_is_legal (st, q, me))
            add_answer (answers, &n, q);
        }
    }
  else
    {
      int five = GMK_NO_MOVE;
      gboolean wins;

      if (gmk_threat_five_points (st, me, &f) > 0)
        return FALSE;   /* the defender has a five (or a four in ninuki to answer with) */
      /* Every answer but those listed below leaves the attacker a win at
       * once; prove it by passing. */
      gmk_board_switch_side (&st->board);
      wins = capture_rules_win_now (st, 1, &five, &by_capture);
      gmk_board_switch_side (&st->board);
      if (!wins)
        return FALSE;

      for (int i = 0; i < st->n_cand; i++)
        {
          int q = st->cand[i];

          if (st->board.cell[q] != GMK_EMPTY)
            continue;
          if (((st->cells[q].klass[att - 1] == GMK_CLASS_FIVE && gmk_threat_is_five (st, q, att)) ||
               gmk_eval_captures (st, q, me) > 0 ||
               st->board.captured_pairs[att] + gmk_eval_captures (st, q, att) >= GMK_CAPTURE_WIN_PAIRS) &&
              gmk_threat_is_legal (st, q, me))
            add_answer (answers, &n, q);
        }
      if (ninuki && !by_capture)
        {
          int before = n;

          add_flank_answers (st, five, att, answers, &n);
          /* Flank cells forbidden to the defender are no answer. */
          for (int i = before; i < n; i++)
            if (!gmk_threat_is_legal (st, answers[i], me))
              answers[i--] = answers[--n];
        }
    }
  if (n > MAX_ANSWERS)
    return FALSE;   /* too many to prove */

  for (int i = 0; i < n; i++)
    {
      gboolean win;

      /* In the rules' order: a fifth pair wins first, then a five that
       * survived the answer, even if the answer made one of its own. */
      gmk_eval_make (st, answers[i]);
      if (st->board.captured_pairs[me] >= GMK_CAPTURE_WIN_PAIRS)
        win = FALSE;    /* the answer won */
      else if (pending != 0 && five_remains (&st->board, move, pending, att))
        win = TRUE;     /* the five survived the answer */
      else if (five_directions (&st->board, answers[i], me) != 0)
        win = FALSE;    /* the answer made a five to be answered */
      else
        win = gmk_threat_capture_vcf_attack (ts, st, depth - 1, ply + 1);
      gmk_eval_unmake (st);
      if (!win)
        return FALSE;
      ts->line[ply] = answers[i];
    }
  /* No answer at all: the line ends with the attacker's move. */
  if (ts->line_length < ply + (n > 0))
    ts->line_length = ply + (n > 0);
  return TRUE;
}

gboolean
gmk_threat_capture_vcf_attack (GmkThreatSearch *ts,
                               GmkEvalState    *st,
                               int              depth,
                               int              ply)
{
  int moves[MAX_THREAT_MOVES];
  int n, f = GMK_NO_MOVE;
  gboolean by_capture;

  ts->nodes++;
  if (capture_rules_win_now (st, 0, &f, &by_capture))
    {
      ts->line[ply] = f;
      ts->line_length = ply + 1;
      return TRUE;
    }
  if (depth <= 0 || should_stop (ts) || st->board.ply >= GMK_MAX_PLY - 4)
    return FALSE;
  if (known_failure (ts->vcf_table, VCF_MASK, st->board.hash, depth))
    return FALSE;

  n = collect_capture_rules_threats (st, moves);
  for (int i = 0; i < n; i++)
    {
      gboolean win;

      gmk_eval_make (st, moves[i]);
      win = capture_rules_defend (ts, st, moves[i], depth, ply + 1);
      gmk_eval_unmake (st);
      if (win)
        return attack_found (ts, ply, moves[i]);
      if (ts->aborted)
        return FALSE;
    }
  return attack_failed (ts, st, depth);
}
