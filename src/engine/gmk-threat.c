/* gmk-threat.c: VCF and VCT.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-threat.h"

#include "gmk-rules.h"

#include <string.h>

#define VCF_MASK ((1u << GMK_THREAT_VCF_BITS) - 1)
#define VCT_MASK ((1u << GMK_THREAT_VCT_BITS) - 1)
#define KEY_BITS (~(uint64_t) 0xFFFF)
#define MAX_THREAT_MOVES 128
/* Defender's answers to one threat under captures; more and the threat is
 * not used (it would not be proven). */
#define MAX_ANSWERS 48

void
gmk_threat_init (GmkThreatSearch *ts)
{
  gmk_threat_clear (ts);
  ts->nodes = 0;
  ts->max_nodes = 0;
  ts->stop = NULL;
  ts->deadline = 0;
  ts->cpu_clock = FALSE;
  ts->aborted = FALSE;
  ts->capture_vct = FALSE;
  ts->line_length = 0;
  memset (ts->mark, 0, sizeof ts->mark);
  ts->stamp = 0;
}

void
gmk_threat_clear (GmkThreatSearch *ts)
{
  memset (ts->vcf_table, 0, sizeof ts->vcf_table);
  memset (ts->vct_table, 0, sizeof ts->vct_table);
  ts->generation = 0;
  ts->table_rule = GMK_N_RULES;
  ts->table_width = 0;
  ts->table_height = 0;
}

void
gmk_threat_new_search (GmkThreatSearch *ts)
{
  ts->generation++;
}

/* The hash knows stones, side and captures, not the rule or the size. */
static void
check_tables (GmkThreatSearch *ts,
              const GmkBoard  *board)
{
  if (ts->table_rule == board->rule && ts->table_width == board->width &&
      ts->table_height == board->height)
    return;
  gmk_threat_clear (ts);
  ts->table_rule = board->rule;
  ts->table_width = board->width;
  ts->table_height = board->height;
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

/* The empty cells of class `klass` for `color` on the lines through
 * `index`, at most 4 steps away (where a stone there changed the classes):
 * fills `cells` (room for 32), returns how many. */
static int
class_cells_around (const GmkEvalState *st,
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
  int cells[32];

  if (class_cells_around (st, gmk_board_last_move (&st->board), color, GMK_CLASS_FIVE, cells) > 0 ||
      class_cells_around (st, move_before_last (&st->board), color, GMK_CLASS_FIVE, cells) > 0)
    return cells[0];
  for (int i = st->n_cand - 1; i >= 0; i--)
    {
      int q = st->cand[i];

      if (st->board.cell[q] == GMK_EMPTY && st->cells[q].klass[color - 1] == GMK_CLASS_FIVE)
        return q;
    }
  return GMK_NO_MOVE;
}

/* Any real five point of `color` among the candidates; counts up to 2. */
static int
five_points (GmkEvalState *st,
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

static inline gboolean
is_caro (GmkRule rule)
{
  return rule == GMK_RULE_CARO || rule == GMK_RULE_CARO5;
}

/* Caro: the empty cells just beyond the five `color` would make at `p`; a
 * stone of the opponent there can leave that five blocked at both ends,
 * which does not win.  Returns how many (at most 8). */
static int
five_ends (GmkEvalState *st,
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
  return 1 + five_ends (st, point, color, answers + 1);
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

/* Caro: `color` has just played; does it keep a real five point whatever
 * single stone the opponent puts on a five point or beyond one? */
static gboolean
caro_fives_hold (GmkEvalState *st,
                 GmkColor      color)
{
  int answers[GMK_THREAT_MAX_ANSWERS], first;

  return five_points (st, color, &first) > 0 && gmk_threat_five_answers (st, color, answers) == 0;
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
        n_ends = five_ends (st, c, color, ends);
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

/* An open four (or double four) `color` may legally play; the cell in
 * *cell when not NULL. */
static gboolean
has_flex4 (GmkEvalState *st,
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
          n = five_points_around (st, q, color, &f);
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
  return has_flex4 (st, color, NULL);
}

static int
collect_fours (GmkEvalState *st,
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
           * has_flex4 and five_points found no win there, is at best a
           * simple four. */
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

/* The attacker's move at `ply` wins: it goes in the line. */
static gboolean
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
static gboolean
attack_failed (GmkThreatSearch *ts,
               GmkEvalState    *st,
               int              depth)
{
  if (!ts->aborted)
    remember_failure (ts, ts->vcf_table, VCF_MASK, st->board.hash, depth);
  return FALSE;
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
  int n, n_opp, f = GMK_NO_MOVE;

  ts->nodes++;
  if (five_points (st, me, &f) > 0)
    {
      ts->line[ply] = f;
      ts->line_length = ply + 1;
      return TRUE;
    }
  n_opp = five_points (st, opp, &f);
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
      if (has_flex4 (st, me, ply == 0 ? &ts->line[0] : NULL))
        {
          /* The root names the open four; deeper, the line ends before it. */
          ts->line_length = ply == 0 ? 1 : ply;
          return TRUE;
        }
      if (depth <= 0 || should_stop (ts) || st->board.ply >= GMK_MAX_PLY - 2)
        return FALSE;
      if (known_failure (ts->vcf_table, VCF_MASK, st->board.hash, depth))
        return FALSE;
      n = collect_fours (st, me, moves);
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
          win = five_points_around (st, q, me, &block) > 0;
          for (int a = 0; a < n_answers && win; a++)
            {
              gmk_eval_make (st, answers[a]);
              win = vcf (ts, st, depth - 1, ply + 2);
              gmk_eval_unmake (st);
              if (win)
                ts->line[ply + 1] = answers[a];
            }
          if (win && n_answers == 0 && ts->line_length < ply + 1)
            ts->line_length = ply + 1;
        }
      else if ((fives = five_points_around (st, q, me, &block)) >= 2)
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
              win = vcf (ts, st, depth - 1, ply + 2);
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

/* ---------------------------------------------------------------------- */
/* VCF under captures (ninuki, pente)                                       */

/* Longest run of `color` on the line through `index` along direction `d`,
 * looking up to 9 cells either way. */
static int
longest_run_near (const GmkBoard *board,
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

/* The directions (bit mask) in which `color` has five or more through the
 * neighbourhood of `index`. */
static unsigned
five_directions (const GmkBoard *board,
                 int             index,
                 GmkColor        color)
{
  unsigned dirs = 0;

  for (int d = 0; d < 4; d++)
    if (longest_run_near (board, index, d, color) >= 5)
      dirs |= 1u << d;
  return dirs;
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
    if ((dirs & (1u << d)) && longest_run_near (board, index, d, color) >= 5)
      return TRUE;
  return FALSE;
}

/* A legal capture by `color` that takes its pair count to at least
 * five - slack; its cell in *cell. */
static gboolean
capture_win_cell (GmkEvalState *st,
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

  if (capture_win_cell (st, me, 0, move))
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

static gboolean capture_rules_vcf (GmkThreatSearch *ts, GmkEvalState *st, int depth, int ply);

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
  if (capture_win_cell (st, me, 0, &f))
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

      if (five_points (st, me, &f) > 0)
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
        win = capture_rules_vcf (ts, st, depth - 1, ply + 1);
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

/* Attacker to move. */
static gboolean
capture_rules_vcf (GmkThreatSearch *ts,
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

/* Ninuki: has the side not to move a five on the board (the side to move
 * must break it, no threat of its own helps)? */
static gboolean
opponent_five_on_board (const GmkBoard *board)
{
  const GmkColor opp = GMK_OTHER (board->to_move);

  if (board->ply > 0)
    {
      int last = board->history[board->ply - 1].move;
      return board->cell[last] == opp && five_directions (board, last, opp) != 0;
    }
  return gmk_threat_five_near (board, GMK_NO_MOVE, opp);
}

static gboolean
threat_vcf (GmkThreatSearch *ts,
            GmkEvalState    *st,
            int              depth,
            int             *move)
{
  gboolean win;

  check_tables (ts, &st->board);
  ts->aborted = FALSE;
  ts->line_length = 0;
  depth = MIN (depth, 30);   /* the line holds 64 moves */
  if (st->board.captures)
    {
      if (st->board.captured_pairs[GMK_BLACK] >= GMK_CAPTURE_WIN_PAIRS ||
          st->board.captured_pairs[GMK_WHITE] >= GMK_CAPTURE_WIN_PAIRS ||
          (st->board.rule == GMK_RULE_NINUKI && opponent_five_on_board (&st->board)))
        return FALSE;
      win = capture_rules_vcf (ts, st, depth, 0);
    }
  else
    win = vcf (ts, st, depth, 0);
  if (win && move != NULL)
    *move = ts->line_length > 0 ? ts->line[0] : GMK_NO_MOVE;
  return win;
}

typedef gboolean (*SolverFunc) (GmkThreatSearch *ts,
                                GmkEvalState    *st,
                                int              depth,
                                int             *move);

/* The solvers' moves are not the search's: the table bucket a make would
 * prefetch is never probed, and would only push the solvers' own cells out
 * of the cache. */
static gboolean
solve_without_prefetch (SolverFunc       solve,
                        GmkThreatSearch *ts,
                        GmkEvalState    *st,
                        int              depth,
                        int             *move)
{
  const GmkTT *prefetch = st->prefetch;
  gboolean win;

  st->prefetch = NULL;
  win = solve (ts, st, depth, move);
  st->prefetch = prefetch;
  return win;
}

gboolean
gmk_threat_vcf (GmkThreatSearch *ts,
                GmkEvalState    *st,
                int              depth,
                int             *move)
{
  return solve_without_prefetch (threat_vcf, ts, st, depth, move);
}

/* ---------------------------------------------------------------------- */
/* VCT                                                                      */

/* The defender's side of a VCT: `ply` places the line under captures. */
typedef gboolean (*DefendFunc) (GmkThreatSearch *ts,
                                GmkEvalState    *st,
                                int              depth,
                                int              ply);

static gboolean vct_defend (GmkThreatSearch *ts, GmkEvalState *st, int depth, int ply);

/* Appends the legal moves of `color` that make an open three (or a
 * forbidden-looking cell that is no four) to `moves` (`n` used). */
static int
collect_threes (GmkEvalState *st,
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

/* Tries the attacker's threats in turn, `defend` answering each; the
 * first that wins goes in *first (when not NULL).  A failure is
 * remembered unless the search was cut. */
static gboolean
try_threats (GmkThreatSearch *ts,
             GmkEvalState    *st,
             const int       *moves,
             int              n,
             int              depth,
             int              ply,
             int             *first,
             DefendFunc       defend)
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
  int n = 0, f = GMK_NO_MOVE, n_opp;
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
      win = vct_defend (ts, st, depth, 0);
      gmk_eval_unmake (st);
      if (win && first != NULL)
        *first = f;
      return win;
    }
  if (has_flex4 (st, me, first))
    return TRUE;
  if (depth <= 0)
    return FALSE;
  if (known_failure (ts->vct_table, VCT_MASK, st->board.hash, depth))
    return FALSE;
  if (vcf (ts, st, depth, 0))
    {
      if (first != NULL)
        *first = ts->line[0];
      return TRUE;
    }

  /* Fours, then moves that make an open three (or two). */
  n = collect_fours (st, me, moves);
  n = collect_threes (st, me, moves, n);
  return try_threats (ts, st, moves, n, depth, 0, first, vct_defend);
}

/* The cells that stop the open four (or double four) `color` would make
 * by playing the empty `q`: q itself, the five points it would make and
 * in caro the cells just beyond those fives.  Fills `cells` (room for
 * PN_MAX_STOPS), returns the count, 0 when q wins nothing (its fives are
 * fewer than two, or in caro they can all be stopped). */
#define PN_MAX_STOPS (1 + 8 + 8 * 8)

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
          n += five_ends (st, f, color, cells + n);
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
  n_around = class_cells_around (st, gmk_board_last_move (&st->board), att, GMK_CLASS_FLEX4, around);
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

  if (five_points (st, me, &f) > 0)
    return -1;
  if (five_points (st, att, &f) > 0)
    return gmk_threat_five_answers (st, att, moves);
  /* An open three: its stops, or a four of the defender's own (0 when
   * none is legal, e.g. renju black's defences all forbidden: a win). */
  return three_stops (ts, st, moves);
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
  for (int i = 0; i < n; i++)
    {
      gboolean win;

      gmk_eval_make (st, moves[i]);
      win = vct_attack (ts, st, depth, NULL);
      gmk_eval_unmake (st);
      if (!win)
        return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* VCT under captures (ninuki, pente)                                       */

static gboolean capture_rules_vct_defend (GmkThreatSearch *ts, GmkEvalState *st, int depth, int ply);

/* Attacker to move: a VCF, or a three after which every answer of the
 * defender still loses. */
static gboolean
capture_rules_vct_attack (GmkThreatSearch *ts,
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
  if (capture_rules_vcf (ts, st, depth, ply))
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
  if (five_points (st, GMK_OTHER (me), &f) > 0 || capture_win_cell (st, GMK_OTHER (me), 0, &f))
    return FALSE;

  n = collect_threes (st, me, moves, 0);
  return try_threats (ts, st, moves, n, depth, ply, first, capture_rules_vct_defend);
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
  if (should_stop (ts) || five_points (st, me, &f) > 0 || capture_win_cell (st, me, 0, &f))
    return FALSE;
  /* A threat: after a pass the attacker wins by fours. */
  gmk_board_switch_side (&st->board);
  threat = capture_rules_vcf (ts, st, depth, ply);
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
        win = capture_rules_vct_attack (ts, st, depth, ply + 1, NULL);
      gmk_eval_unmake (st);
      if (!win)
        return FALSE;
    }
  return TRUE;
}

static gboolean
threat_vct (GmkThreatSearch *ts,
            GmkEvalState    *st,
            int              depth,
            int             *move)
{
  gboolean win;
  int first = GMK_NO_MOVE;

  check_tables (ts, &st->board);
  ts->aborted = FALSE;
  ts->line_length = 0;
  if (st->board.captures)
    {
      /* Under captures any capture may answer a three or break a later
       * five: the defender tries every move. */
      if (!ts->capture_vct ||
          st->board.captured_pairs[GMK_BLACK] >= GMK_CAPTURE_WIN_PAIRS ||
          st->board.captured_pairs[GMK_WHITE] >= GMK_CAPTURE_WIN_PAIRS ||
          (st->board.rule == GMK_RULE_NINUKI && opponent_five_on_board (&st->board)))
        return FALSE;
      win = capture_rules_vct_attack (ts, st, MIN (depth, 8), 0, &first);
    }
  else
    {
      /* Three moves shallower first: a deep search spends its nodes on
       * long lines and misses short wins a shallow one proves at once
       * (random middle games, VCT 7 deep on 150k nodes: 53 of 302
       * positions proven alone, 104 after a search 4 deep). */
      win = depth >= 5 && vct_attack (ts, st, depth - 3, &first);
      if (!win && !ts->aborted)
        win = vct_attack (ts, st, depth, &first);
    }
  if (ts->aborted || first == GMK_NO_MOVE)
    return FALSE;
  if (move != NULL)
    *move = first;
  return win;
}

gboolean
gmk_threat_vct (GmkThreatSearch *ts,
                GmkEvalState    *st,
                int              depth,
                int             *move)
{
  return solve_without_prefetch (threat_vct, ts, st, depth, move);
}
