/* gmk-order.c: which moves a node searches, and in what order.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Threats come first in every node: a five is played, an opponent's four
 * is blocked, an open four wins, and facing an open three only defences
 * and own fours are tried (gmk_order_generate_forced); otherwise every
 * candidate near the stones.  The moves are then ordered by the static
 * ordering (gmk-order.h: the weights a cell's line patterns give it,
 * fitted to PentaZen's moves or set by hand, and where it stands from the
 * last two moves), the table's move, killers and history.
 */
#include "gmk-order.h"

#include "gmk-search-private.h"

#include <string.h>

static const GmkSearchParams *const params = &gmk_search_params;

/* ---------------------------------------------------------------------- */
/* Move generation                                                          */

/* A real five point of `color` among the candidates; returns the count (up
 * to 2) and the first in *cell. */
int
gmk_order_find_fives (GmkEvalState *st,
                      GmkColor      color,
                      int          *cell,
                      int          *second)
{
  /* Every cell of the class is a candidate (a five point touches a
   * stone): the scan ends after the last. */
  int n = 0, left = st->class_count[color][GMK_CLASS_FIVE];

  for (int i = 0; i < st->n_cand && n < 2 && left > 0; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] != GMK_EMPTY || st->cells[q].klass[color - 1] != GMK_CLASS_FIVE)
        continue;
      left--;
      if (gmk_threat_is_five (st, q, color))
        {
          if (n == 0)
            *cell = q;
          else
            *second = q;
          n++;
        }
    }
  return n;
}

/* Ninuki: does the capture at `index` (by the side to move) break the
 * five the opponent made with `five_move` (GMK_NO_MOVE: the fives of a
 * set-up, anywhere), or win outright?  As the rules judge it: broken when
 * no five or more is left, whichever stones were taken (the five's last
 * stone taken from the end of a six leaves a five). */
gboolean
gmk_order_breaks_five (Worker *w,
                       int     index,
                       int     five_move)
{
  GmkEvalState *st = &w->st;
  const GmkColor me = st->board.to_move;
  const GmkColor opp = GMK_OTHER (me);
  gboolean broken;

  gmk_eval_make (st, index);
  broken = st->board.captured_pairs[me] >= GMK_CAPTURE_WIN_PAIRS ||
           !gmk_threat_five_near (&st->board, five_move, opp);
  gmk_eval_unmake (st);
  return broken;
}

/* Every empty candidate the side to move may play, into w->moves[ply];
 * returns the count. */
int
gmk_order_collect_candidates (Worker *w,
                              int     ply)
{
  GmkEvalState *st = &w->st;
  const uint8_t *cell = st->board.cell;
  const GmkColor me = st->board.to_move;
  int *moves = w->moves[ply];
  int n = 0;

  /* Without a branch on each candidate's emptiness (occupied ones come in
   * no predictable order); only a cell the patterns say may be forbidden
   * asks the rules. */
  for (int i = 0; i < st->n_cand; i++)
    {
      const int q = st->cand[i];
      const gboolean empty = cell[q] == GMK_EMPTY;

      moves[n] = q;
      if (G_UNLIKELY (empty & (st->cells[q].klass[me - 1] >= GMK_CLASS_FLEX4)))
        n += gmk_threat_is_legal (st, q, me);
      else
        n += empty;
    }
  return n;
}

/* The moves of a node constrained by threats into w->moves[ply]; returns
 * the count, or ALL_CANDIDATES.  *kind tells how the node is constrained;
 * a node decided without search sets *decided to its score. */
int
gmk_order_generate_forced (Worker   *w,
                           int       ply,
                           GenKind  *kind,
                           gboolean *is_decided,
                           int      *decided)
{
  GmkEvalState *st = &w->st;
  GmkBoard *board = &st->board;
  const GmkColor me = board->to_move;
  const GmkColor opp = GMK_OTHER (me);
  int *moves = w->moves[ply];
  int n = 0, f = -1, f2 = -1, n_opp;

  *kind = GEN_NORMAL;
  *is_decided = FALSE;

  if (board->captures)
    {
      /* Ninuki: the opponent's last move made a five; only a capture that
       * breaks it (or wins) saves the game. */
      if (board->rule == GMK_RULE_NINUKI && ply > 0 && w->made_five[ply - 1])
        {
          int five_move = root_five_at (w, ply - 1) ? GMK_NO_MOVE : gmk_board_last_move (board);

          for (int i = 0; i < st->n_cand; i++)
            {
              int q = st->cand[i];
              if (board->cell[q] == GMK_EMPTY && captures_at (st, q, me) > 0 &&
                  gmk_threat_is_legal (st, q, me) && gmk_order_breaks_five (w, q, five_move))
                moves[n++] = q;
            }
          if (n == 0)
            {
              *is_decided = TRUE;
              *decided = -(WIN - ply);
            }
          *kind = GEN_FORCED;
          return n;
        }
      if (board->rule == GMK_RULE_PENTE && gmk_order_find_fives (st, me, &f, &f2) > 0)
        {
          *is_decided = TRUE;
          *decided = WIN - (ply + 1);
          return 0;
        }
      if (board->captured_pairs[me] == GMK_CAPTURE_WIN_PAIRS - 1)
        for (int i = 0; i < st->n_cand; i++)
          {
            int q = st->cand[i];
            if (board->cell[q] == GMK_EMPTY && captures_at (st, q, me) > 0)
              {
                *is_decided = TRUE;
                *decided = WIN - (ply + 1);
                return 0;
              }
          }

      n_opp = gmk_order_find_fives (st, opp, &f, &f2);
      /* Ninuki: a five must survive one move, and near five pairs a
       * capture then wins; one prepared now (a threat, not only a capture)
       * answers the four too: every move may, so none is cut. */
      if (n_opp > 0 &&
          (board->rule != GMK_RULE_NINUKI || board->captured_pairs[me] < GMK_CAPTURE_WIN_PAIRS - 2))
        {
          /* Block, capture, or (ninuki) make a five of our own first. */
          for (int i = 0; i < st->n_cand; i++)
            {
              int q = st->cand[i];
              if (board->cell[q] != GMK_EMPTY)
                continue;
              if ((q == f || q == f2 || captures_at (st, q, me) > 0 ||
                   st->cells[q].klass[me - 1] == GMK_CLASS_FIVE) &&
                  gmk_threat_is_legal (st, q, me))
                moves[n++] = q;
            }
          if (n == 0)
            {
              *is_decided = TRUE;
              *decided = -(WIN - (ply + 2));
            }
          *kind = GEN_FORCED;
          return n;
        }
    }
  else
    {
      if (gmk_order_find_fives (st, me, &f, &f2) > 0)
        {
          *is_decided = TRUE;
          *decided = WIN - (ply + 1);
          return 0;
        }
      if (gmk_order_find_fives (st, opp, &f, &f2) > 0)
        {
          /* Only the stones that stop every five point (in caro also one
           * just beyond a five, which leaves it blocked at both ends);
           * none: the fives win. */
          n = gmk_threat_five_answers (st, opp, moves);
          if (n == 0)
            {
              *is_decided = TRUE;
              *decided = -(WIN - (ply + 2));
              return 0;
            }
          *kind = GEN_FORCED;
          return n;
        }
      if (st->class_count[me][GMK_CLASS_FLEX4] > 0)
        {
          /* Every open-four point is a candidate (two steps at most from
           * a stone of the four): the scan ends after the last. */
          int left = st->class_count[me][GMK_CLASS_FLEX4];

          for (int i = 0; i < st->n_cand && left > 0; i++)
            {
              int q = st->cand[i], g = -1;
              gboolean wins;

              if (board->cell[q] != GMK_EMPTY || st->cells[q].klass[me - 1] != GMK_CLASS_FLEX4)
                continue;
              left--;
              /* Renju: two fours on one line (X.XXX.X) look like an open
               * four to the tables but are a double four, forbidden. */
              if (board->rule == GMK_RULE_RENJU && me == GMK_BLACK &&
                  !gmk_threat_is_legal_slow (st, q, me))
                continue;
              if (board->rule == GMK_RULE_FREESTYLE)
                wins = TRUE;
              else
                {
                  /* Exactness rules: check both five points for real. */
                  int answers[GMK_THREAT_MAX_ANSWERS], count = 0;
                  gmk_eval_make (st, q);
                  count = gmk_order_find_fives (st, me, &g, &f2);
                  /* Caro: one stone just beyond can stop both. */
                  wins = count >= 2 && gmk_threat_five_answers (st, me, answers) == 0;
                  gmk_eval_unmake (st);
                }
              if (wins)
                {
                  *is_decided = TRUE;
                  *decided = WIN - (ply + 3);
                  return 0;
                }
            }
        }
      if (st->class_count[opp][GMK_CLASS_FLEX4] > 0 &&
          (board->rule == GMK_RULE_FREESTYLE || gmk_threat_has_open_four (st, opp)))
        {
          /* The opponent threatens an open four that really wins (under
           * the exactness rules the tables' may be a simple four, one of
           * its fives an overline, or forbidden to renju black): defend on
           * the lines of that threat (the cells where it would make a
           * four there), or make a four of our own. */
          uint32_t stamp = ++w->mark_stamp;
          int left = st->class_count[opp][GMK_CLASS_FLEX4];

          if (stamp == 0)
            {
              memset (w->mark, 0, sizeof w->mark);
              stamp = w->mark_stamp = 1;
            }
          for (int i = 0; i < st->n_cand && left > 0; i++)
            {
              int q = st->cand[i];

              if (board->cell[q] != GMK_EMPTY || st->cells[q].klass[opp - 1] != GMK_CLASS_FLEX4)
                continue;
              left--;
              for (int d = 0; d < 4; d++)
                {
                  if (st->cells[q].pat[opp - 1][d] < GMK_PAT_B4 && !params->wide_defence)
                    continue;
                  for (int k = -5; k <= 5; k++)
                    {
                      int c = q + k * gmk_dir_step[d];

                      if (c >= 0 && c < GMK_CELLS && board->cell[c] == GMK_EMPTY &&
                          st->cells[c].pat[opp - 1][d] >= GMK_PAT_B4)
                        w->mark[c] = stamp;
                    }
                }
            }
          for (int i = 0; i < st->n_cand; i++)
            {
              int q = st->cand[i];
              if (board->cell[q] != GMK_EMPTY)
                continue;
              if ((w->mark[q] == stamp || gmk_threat_makes_four (st, q, me) ||
                   (params->wide_defence && gmk_threat_makes_four (st, q, opp))) &&
                  gmk_threat_is_legal (st, q, me))
                moves[n++] = q;
            }
          if (board->rule == GMK_RULE_CARO || board->rule == GMK_RULE_CARO5)
            {
              /* Caro: a stone just beyond the fives of the open four
               * spoils it too (it may be no candidate). */
              int beyond[64], n_beyond;

              n_beyond = gmk_threat_three_answers_beyond (st, opp, beyond, G_N_ELEMENTS (beyond));
              if (n_beyond < 0)
                n = 0;   /* too many: every move */
              for (int i = 0; i < n_beyond && n > 0; i++)
                {
                  int j = 0;

                  while (j < n && moves[j] != beyond[i])
                    j++;
                  if (j == n && gmk_threat_is_legal (st, beyond[i], me))
                    moves[n++] = beyond[i];
                }
            }
          if (n > 0)
            {
              *kind = GEN_DEFENCE;
              return n;
            }
        }
    }

  return ALL_CANDIDATES;
}

/* Legal moves of the node into w->moves[ply]; returns the count.  As
 * gmk_order_generate_forced, with every candidate collected. */
int
gmk_order_generate (Worker   *w,
                    int       ply,
                    GenKind  *kind,
                    gboolean *is_decided,
                    int      *decided)
{
  int n = gmk_order_generate_forced (w, ply, kind, is_decided, decided);

  return n == ALL_CANDIDATES ? gmk_order_collect_candidates (w, ply) : n;
}

/* ---------------------------------------------------------------------- */
/* Ordering                                                                 */

/* A quiet move that cut off at `ply`: a killer there, and history. */
void
gmk_order_note_cutoff (Worker *w,
                       int     ply,
                       int     move,
                       int     depth)
{
  const GmkColor me = w->st.board.to_move;

  if (w->killers[ply][0] != move)
    {
      w->killers[ply][1] = w->killers[ply][0];
      w->killers[ply][0] = (int16_t) move;
    }
  w->history[me][move] += depth * depth;
  if (w->history[me][move] > 1 << 20)
    for (int c = 0; c < GMK_CELLS; c++)
      w->history[me][c] /= 2;
}

/* ---------------------------------------------------------------------- */
/* The static ordering                                                      */

/* The fitted ordering: logits in hundredths by multiset, for the side to
 * move (attack) and the other (defence), and by locality to the last two
 * moves; generated by gomoku-tune-order --emit. */
#include "gmk-order-fit.inc"

static GmkOrderWeights order_weights;
static const GmkOrderWeights hand_weights = { .fitted = FALSE };
static gboolean use_fitted = TRUE;

uint8_t gmk_order_localities[64 * 64];

/* The fit saw no capture: ninuki and pente keep the hand-set ordering. */
gboolean
gmk_order_is_fitted (GmkRule rule)
{
  return use_fitted && rule != GMK_RULE_NINUKI && rule != GMK_RULE_PENTE;
}

/* A multiset's fitted logit capped for cells that may be forbidden: most
 * are, and the fit saw none (freestyle games). */
static int
fitted_logit (const int16_t  *logits,
              const uint16_t *multiset_of_key,
              int             key,
              int             klass)
{
  static const uint8_t open_three[4] = { GMK_PAT_F3, GMK_PAT_DEAD, GMK_PAT_DEAD, GMK_PAT_DEAD };
  int l = logits[multiset_of_key[key]];

  if (klass == GMK_CLASS_MAYBE_FORBIDDEN)
    l = MIN (l, logits[multiset_of_key[gmk_pattern_key (open_three)]]);
  return l;
}

/* The ranks of the fitted ordering: each side's logits on a uniform grid
 * between the lowest and the highest of the classes the fit saw (a five
 * and an open four to play, which the search never orders, above). */
static void
fill_fitted_order (const GmkCombo *normal,
                   GmkCombo       *fitted,
                   int             n_tables,
                   const uint16_t *multiset_of_key)
{
  int lo[2] = { G_MAXINT, G_MAXINT }, hi[2] = { G_MININT, G_MININT };

  for (int key = 0; key < GMK_N_COMBOS; key++)
    {
      const int klass = normal[key].klass;

      if (klass < GMK_CLASS_FLEX4)
        {
          lo[0] = MIN (lo[0], order_fit_attack[multiset_of_key[key]]);
          hi[0] = MAX (hi[0], order_fit_attack[multiset_of_key[key]]);
        }
      if (klass < GMK_CLASS_FIVE)
        {
          lo[1] = MIN (lo[1], order_fit_defence[multiset_of_key[key]]);
          hi[1] = MAX (hi[1], order_fit_defence[multiset_of_key[key]]);
        }
    }
  for (int table = 0; table < n_tables; table++)
    for (int key = 0; key < GMK_N_COMBOS; key++)
      {
        GmkCombo *combo = &fitted[table * GMK_N_COMBOS + key];
        const int klass = combo->klass;
        int a, d;

        if (klass == GMK_CLASS_FIVE)
          a = GMK_ORDER_ATTACK_RANKS - 1;
        else if (klass == GMK_CLASS_FLEX4)
          a = GMK_ORDER_ATTACK_RANKS - 2;
        else
          a = CLAMP ((fitted_logit (order_fit_attack, multiset_of_key, key, klass) - lo[0]) *
                     (GMK_ORDER_ATTACK_RANKS - 3) / MAX (hi[0] - lo[0], 1),
                     0, GMK_ORDER_ATTACK_RANKS - 3);
        if (klass == GMK_CLASS_FIVE)
          d = GMK_ORDER_DEFENCE_RANKS - 1;
        else
          d = CLAMP ((fitted_logit (order_fit_defence, multiset_of_key, key, klass) - lo[1]) *
                     (GMK_ORDER_DEFENCE_RANKS - 2) / MAX (hi[1] - lo[1], 1),
                     0, GMK_ORDER_DEFENCE_RANKS - 2);
        combo->order = (int16_t) (a << 8 | d);
      }
  /* Back to score units: a logit is worth what it was in the hand-set
   * ordering's units (its temperature on the same games). */
  for (int r = 0; r < GMK_ORDER_ATTACK_RANKS - 2; r++)
    order_weights.attack[r] = ORDER_FIT_TEMPERATURE * (lo[0] + r * (hi[0] - lo[0]) / (GMK_ORDER_ATTACK_RANKS - 3)) / 100;
  order_weights.attack[GMK_ORDER_ATTACK_RANKS - 2] = order_weights.attack[GMK_ORDER_ATTACK_RANKS - 3] + ORDER_FIT_TEMPERATURE;
  order_weights.attack[GMK_ORDER_ATTACK_RANKS - 1] = order_weights.attack[GMK_ORDER_ATTACK_RANKS - 2] + ORDER_FIT_TEMPERATURE;
  for (int r = 0; r < GMK_ORDER_DEFENCE_RANKS - 1; r++)
    order_weights.defence[r] = ORDER_FIT_TEMPERATURE * (lo[1] + r * (hi[1] - lo[1]) / (GMK_ORDER_DEFENCE_RANKS - 2)) / 100;
  order_weights.defence[GMK_ORDER_DEFENCE_RANKS - 1] = order_weights.defence[GMK_ORDER_DEFENCE_RANKS - 2] + 2 * ORDER_FIT_TEMPERATURE;
  for (int l = 0; l < GMK_ORDER_LOCALITIES; l++)
    {
      order_weights.last[l] = ORDER_FIT_TEMPERATURE * order_fit_last[l] / 100;
      order_weights.before[l] = ORDER_FIT_TEMPERATURE * order_fit_before[l] / 100;
    }
  order_weights.fitted = TRUE;
}

void
gmk_order_init_tables (const GmkCombo *normal,
                       GmkCombo       *fitted,
                       int             n_tables,
                       const uint16_t *multiset_of_key)
{
  G_STATIC_ASSERT (GMK_STRIDE <= 32 && GMK_ROWS <= 32);
  for (int dy = -32; dy < 32; dy++)
    for (int dx = -32; dx < 32; dx++)
      gmk_order_localities[(dy + 32) * 64 + dx + 32] = (uint8_t) gmk_order_locality_slow (dx, dy);
  fill_fitted_order (normal, fitted, n_tables, multiset_of_key);
}

void
gmk_order_use_fitted (gboolean fitted)
{
  gmk_pattern_init ();
  use_fitted = fitted;
  gmk_pattern_select_combos ();
}

int
gmk_order_locality_slow (int dx,
                         int dy)
{
  int d;

  dx = ABS (dx);
  dy = ABS (dy);
  d = MAX (dx, dy);
  if (d <= 4 && (dx == 0 || dy == 0 || dx == dy))
    return 4 + d;
  return MIN (d, 5) - 1;
}

const GmkOrderWeights *
gmk_order_weights (GmkRule rule)
{
  gmk_pattern_init ();
  return gmk_order_is_fitted (rule) ? &order_weights : &hand_weights;
}
