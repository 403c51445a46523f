/* gmk-threat-fives.c: the real fives and open fours under the board's
 * rule, and the stones that answer them.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pattern tables see four cells on either side of a point: under the
 * exactly-five rules, renju and caro their fives and open fours are
 * candidates that the board confirms here.
 */
#include "gmk-threat-private.h"

#include "gmk-rules.h"

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

int
gmk_threat_five_points_around (GmkEvalState *st,
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

int
gmk_threat_class_cells_around (const GmkEvalState *st,
                               int                 index,
                               GmkColor            color,
                               int                 klass,
                               int                *cells)
{
  int n = 0;

  if (index < 0)
    return 0;
  for (int d = 0; d < 4; d++)
    for (int k = -4; k <= 4; k++)
      {
        const int q = index + k * gmk_dir_step[d];

        if (k != 0 && st->board.cell[q] == GMK_EMPTY && st->cells[q].klass[color - 1] == klass)
          cells[n++] = q;
      }
  return n;
}

/* The last move before the last (GMK_NO_MOVE when none). */
static inline int
move_before_last (const GmkBoard *board)
{
  return board->ply > 1 ? board->history[board->ply - 2].move : GMK_NO_MOVE;
}

/* The cell of the five class of `color` when its count is one (every such
 * cell has a stone next to it, so it is a candidate): first on the lines
 * of the last two moves, which made most of them, then among every
 * candidate. */
static int
only_five_cell (const GmkEvalState *st,
                GmkColor            color)
{
  const int last = gmk_board_last_move (&st->board);
  int cells[32];

  if (gmk_threat_class_cells_around (st, last, color, GMK_CLASS_FIVE, cells) > 0 ||
      gmk_threat_class_cells_around (st, move_before_last (&st->board), color, GMK_CLASS_FIVE, cells) > 0)
    return cells[0];
  for (int i = st->n_cand - 1; i >= 0; i--)
    {
      int q = st->cand[i];

      if (st->board.cell[q] == GMK_EMPTY && st->cells[q].klass[color - 1] == GMK_CLASS_FIVE)
        return q;
    }
  return GMK_NO_MOVE;
}

int
gmk_threat_five_points (GmkEvalState *st,
                        GmkColor      color,
                        int          *first)
{
  const int count = st->class_count[color][GMK_CLASS_FIVE];
  int n = 0, seen = 0;

  if (count == 0)
    return 0;
  if (count == 1)
    {
      int q = only_five_cell (st, color);

      if (q == GMK_NO_MOVE || !gmk_threat_is_five (st, q, color))
        return 0;
      *first = q;
      return 1;
    }
  /* The first in the list's order is the one reported. */
  for (int i = 0; i < st->n_cand && n < 2 && seen < count; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] == GMK_EMPTY && st->cells[q].klass[color - 1] == GMK_CLASS_FIVE)
        {
          seen++;
          if (!gmk_threat_is_five (st, q, color))
            continue;
          if (n == 0)
            *first = q;
          n++;
        }
    }
  return n;
}

int
gmk_threat_five_ends (GmkEvalState *st,
                      int           p,
                      GmkColor      color,
                      int          *ends)
{
  uint8_t *cell = st->board.cell;
  int n = 0;

  cell[p] = (uint8_t) color;
  for (int d = 0; d < 4; d++)
    {
      const int step = gmk_dir_step[d];
      int back = 0, fwd = 0;

      while (cell[p - (back + 1) * step] == color)
        back++;
      while (cell[p + (fwd + 1) * step] == color)
        fwd++;
      if (back + fwd + 1 < 5)
        continue;
      if (cell[p - (back + 1) * step] == GMK_EMPTY)
        ends[n++] = p - (back + 1) * step;
      if (cell[p + (fwd + 1) * step] == GMK_EMPTY)
        ends[n++] = p + (fwd + 1) * step;
    }
  cell[p] = GMK_EMPTY;
  return n;
}

int
gmk_threat_four_answers (GmkEvalState *st,
                         int           point,
                         GmkColor      color,
                         int          *answers)
{
  answers[0] = point;
  if (!is_caro (st->board.rule))
    return 1;
  return 1 + gmk_threat_five_ends (st, point, color, answers + 1);
}

/* The real five points of `color`, at most `room`; -1 when there are
 * more. */
static int
all_five_points (GmkEvalState *st,
                 GmkColor      color,
                 int          *points,
                 int           room)
{
  const int count = st->class_count[color][GMK_CLASS_FIVE];
  int n = 0, seen = 0;

  if (count == 0)
    return 0;
  if (count == 1)
    {
      int q = only_five_cell (st, color);

      if (q == GMK_NO_MOVE || !gmk_threat_is_five (st, q, color))
        return 0;
      points[0] = q;
      return 1;
    }
  for (int i = 0; i < st->n_cand && seen < count; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] != GMK_EMPTY || st->cells[q].klass[color - 1] != GMK_CLASS_FIVE)
        continue;
      seen++;
      if (gmk_threat_is_five (st, q, color))
        {
          if (n == room)
            return -1;
          points[n++] = q;
        }
    }
  return n;
}

int
gmk_threat_five_answers (GmkEvalState *st,
                         GmkColor      color,
                         int          *answers)
{
  uint8_t *cell = st->board.cell;
  const GmkColor opp = GMK_OTHER (color);
  /* One stone stops at most the five on its own cell and the eight whose
   * end it is: with more five points nothing answers. */
  int points[GMK_THREAT_MAX_ANSWERS], cands[GMK_THREAT_MAX_ANSWERS];
  int n_points, n_cands, n = 0;

  n_points = all_five_points (st, color, points, G_N_ELEMENTS (points));
  if (n_points <= 0)
    return 0;
  if (!is_caro (st->board.rule))
    {
      /* The opponent's stones cannot spoil a five elsewhere: only the
       * point itself, if that is legal. */
      if (n_points == 1 && gmk_threat_is_legal (st, points[0], opp))
        answers[n++] = points[0];
      return n;
    }

  /* Caro: an answer must stop the first five, so it is that point or a
   * cell just beyond it; it must leave no other five standing either.  A
   * stone changes no pattern class a five point has: only the board
   * check can change its answer. */
  n_cands = gmk_threat_four_answers (st, points[0], color, cands);
  for (int a = 0; a < n_cands; a++)
    {
      gboolean holds = FALSE;

      cell[cands[a]] = (uint8_t) opp;
      for (int i = 0; i < n_points && !holds; i++)
        {
          if (points[i] == cands[a])
            continue;
          cell[points[i]] = (uint8_t) color;
          holds = gmk_rules_is_winning_five (&st->board, points[i], color, NULL, NULL);
          cell[points[i]] = GMK_EMPTY;
        }
      cell[cands[a]] = GMK_EMPTY;
      if (!holds)
        answers[n++] = cands[a];
    }
  return n;
}

/* Caro: the cells just beyond the fives `color` would threaten by playing
 * the empty `index` (an open four there); appended to `cells` (`n` used of
 * `room`), returns the new count, -1 when they do not fit. */
static int
open_four_ends (GmkEvalState *st,
                int           index,
                GmkColor      color,
                int          *cells,
                int           n,
                int           room)
{
  uint8_t *cell = st->board.cell;

  cell[index] = (uint8_t) color;
  for (int d = 0; d < 4; d++)
    for (int k = -4; k <= 4; k++)
      {
        const int c = index + k * gmk_dir_step[d];
        int ends[8], n_ends;

        if (k == 0 || cell[c] != GMK_EMPTY)
          continue;
        n_ends = gmk_threat_five_ends (st, c, color, ends);
        for (int e = 0; e < n_ends; e++)
          {
            gboolean seen = FALSE;

            for (int j = 0; j < n && !seen; j++)
              seen = cells[j] == ends[e];
            if (seen)
              continue;
            if (n == room)
              {
                cell[index] = GMK_EMPTY;
                return -1;
              }
            cells[n++] = ends[e];
          }
      }
  cell[index] = GMK_EMPTY;
  return n;
}

int
gmk_threat_three_answers_beyond (GmkEvalState *st,
                                 GmkColor      color,
                                 int          *cells,
                                 int           room)
{
  int n = 0;

  if (!is_caro (st->board.rule) || st->class_count[color][GMK_CLASS_FLEX4] == 0)
    return 0;
  for (int i = 0; i < st->n_cand; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] == GMK_EMPTY && st->cells[q].klass[color - 1] == GMK_CLASS_FLEX4)
        n = open_four_ends (st, q, color, cells, n, room);
      if (n < 0)
        return -1;
    }
  return n;
}

gboolean
gmk_threat_has_flex4 (GmkEvalState *st,
                      GmkColor      color,
                      int          *cell)
{
  const gboolean exact = st->board.rule == GMK_RULE_STANDARD || st->board.rule == GMK_RULE_CARO ||
                         st->board.rule == GMK_RULE_CARO5 || st->board.rule == GMK_RULE_RENJU;
  /* Renju black: two fours on one line look like an open four to the
   * tables but are a forbidden double four. */
  const gboolean check_legal = st->board.rule == GMK_RULE_RENJU && color == GMK_BLACK;

  if (st->class_count[color][GMK_CLASS_FLEX4] == 0)
    return FALSE;
  if (!exact && cell == NULL)
    return TRUE;
  for (int i = 0; i < st->n_cand; i++)
    {
      int q = st->cand[i], f = -1, n = 2;

      if (st->board.cell[q] != GMK_EMPTY || st->cells[q].klass[color - 1] != GMK_CLASS_FLEX4)
        continue;
      if (check_legal && !gmk_threat_is_legal_slow (st, q, color))
        continue;
      if (exact)
        {
          /* The tables' fives are approximate under these rules: prove it,
           * with a stone of `color` (a VCT asks about the side not to
           * move). */
          const gboolean pass = st->board.to_move != color;

          if (pass)
            gmk_board_switch_side (&st->board);
          gmk_eval_make (st, q);
          n = gmk_threat_five_points_around (st, q, color, &f);
          if (n >= 2 && is_caro (st->board.rule) && !caro_fives_hold (st, color))
            n = 0;
          gmk_eval_unmake (st);
          if (pass)
            gmk_board_switch_side (&st->board);
        }
      if (n >= 2)
        {
          if (cell != NULL)
            *cell = q;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
gmk_threat_has_open_four (GmkEvalState *st,
                          GmkColor      color)
{
  return gmk_threat_has_flex4 (st, color, NULL);
}
