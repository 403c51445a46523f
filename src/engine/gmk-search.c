/* gmk-search.c: the tree search.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Iterative deepening over a principal variation search (negamax alpha-beta
 * with null windows), aspiration windows, and a shared lock-free
 * transposition table.  Threats come first in every node (gmk-order.c): a
 * five is played, an opponent's four is blocked (the only move, searched
 * without losing depth), an open four wins, and facing an open three only
 * defences and own fours are tried.  Near the leaves a short VCF turns
 * many positions into proven results.
 */
#include "gmk-search-private.h"

#include "gmk-level.h"
#include "gmk-order.h"

#include <string.h>

#define HELPER_MAX_DELTA 1000   /* a helper's aspiration window: at most this either side */

static const GmkSearchParams *const params = &gmk_search_params;

/* ---------------------------------------------------------------------- */
/* The node search                                                          */

static inline int
score_to_tt (int score,
             int ply)
{
  if (score >= WIN_MIN)
    return score + ply;
  if (score <= -WIN_MIN)
    return score - ply;
  return score;
}

static inline int
score_from_tt (int score,
               int ply)
{
  if (score >= WIN_MIN)
    return score - ply;
  if (score <= -WIN_MIN)
    return score + ply;
  return score;
}

static void
update_pv (Worker *w,
           int     ply,
           int     move)
{
  w->pv[ply][0] = move;
  memcpy (&w->pv[ply][1], w->pv[ply + 1], sizeof (int) * w->pv_length[ply + 1]);
  w->pv_length[ply] = w->pv_length[ply + 1] + 1;
}

static void
make_move (Worker *w,
           int     ply,
           int     move)
{
  GmkEvalState *st = &w->st;

  w->move_class[ply] = st->cells[move].klass[st->board.to_move - 1];
  w->made_five[ply] = st->board.captures &&
                      (st->cells[move].klass[st->board.to_move - 1] == GMK_CLASS_FIVE ||
                       root_five_at (w, ply));
  gmk_eval_make (st, move);   /* prefetches the table bucket */
}

/* Blocking a four costs no depth (the four and its answer count as one
 * ply) when the four was a real attack: one that came with another
 * threat (a four-three, a double four), or any four near the horizon
 * (within six plies: 70-49-1 against PentaZen where four plies made
 * 48-49%; docs/search.md), where a short forcing line must stay visible.
 * A lone four far from the horizon, or one thrown in to delay a defence
 * against an open three, pays for both plies: free, such fours let every line grow by
 * every four on the board (measured in matches). */
static inline gboolean
forced_reply_is_free (const Worker *w,
                      int           ply,
                      int           depth)
{
  if (ply == 0)
    return TRUE;
  if (ply >= 2 && w->node_kind[ply - 1] == GEN_DEFENCE)
    return FALSE;
  return depth <= params->four_ext_depth || w->move_class[ply - 1] != GMK_CLASS_B4;
}

/* Below this ordering score a move makes no real threat (the units of
 * the fitted ordering or of the hand-set one). */
static inline int
quiet_threshold (const GmkOrderWeights *ow)
{
  return ow->fitted ? params->quiet_fit : params->quiet;
}

static int search_node (Worker *w, int alpha, int beta, int depth, int ply, gboolean pv_node);

/* Ninuki, at the horizon, the side to move's five points (the leaf's
 * evaluation is `stand`).  Such a five wins unless a capture breaks it,
 * and the evaluation cannot tell which: it counted the point as one more
 * threat, so a leaf one ply short of a five was worth hundreds less or
 * more than the same line a ply deeper, and the root's score swung from
 * one window to the next (docs/search.md, threads).  The side to move may stand
 * on the evaluation or play a five; the reply (only captures that break
 * it) is searched at depth 0 too, so the line ends when no five is left:
 * each break takes a pair. */
static int
horizon_fives (Worker *w,
               int     alpha,
               int     beta,
               int     ply,
               int     stand)
{
  GmkEvalState *st = &w->st;
  int fives[2] = { GMK_NO_MOVE, GMK_NO_MOVE };
  int count = gmk_order_find_fives (st, st->board.to_move, &fives[0], &fives[1]);
  int best = stand;

  w->node_kind[ply] = GEN_NORMAL;
  for (int i = 0; i < count && best < beta; i++)
    {
      int score;

      make_move (w, ply, fives[i]);
      score = -search_node (w, -beta, -MAX (alpha, best), 0, ply + 1, FALSE);
      gmk_eval_unmake (st);
      if (stopped (w))
        return 0;
      best = MAX (best, score);
    }
  return best;
}

static int
search_node (Worker  *w,
             int      alpha,
             int      beta,
             int      depth,
             int      ply,
             gboolean pv_node)
{
  GmkEvalState *st = &w->st;
  GmkBoard *board = &st->board;
  const GmkColor me = board->to_move;
  const GmkColor opp = GMK_OTHER (me);
  const int alpha_orig = alpha;
  GmkTTHit hit;
  GmkBound bound;
  gboolean have_hit, is_decided, proven;
  GenKind kind;
  int decided, n, best = -INF, best_move = GMK_NO_MOVE, tt_move = GMK_NO_MOVE;
  int static_eval = 0, searched = 0, first, quiet_below;

  w->pv_length[ply] = 0;
  if (++w->nodes >= w->next_check)
    {
      w->next_check = w->nodes + 256;
      if (w->id == 0)
        gmk_timeman_check (w);
      if (w->search->limits.lockstep && w->search->threads > 1)
        gmk_search_step_wait (w);
      /* Lazy SMP: an iteration another thread has completed is not worth
       * finishing; its answer is taken and the next depth started. */
      if (w->search->noise == 0 && g_atomic_int_get (&w->search->shared_depth) >= w->iteration_depth)
        w->abandon = TRUE;
    }
  if (stopped (w))
    return 0;
  if (ply > w->seldepth)
    w->seldepth = ply;

  if (board->captures && board->captured_pairs[opp] >= GMK_CAPTURE_WIN_PAIRS)
    return -(WIN - ply);
  if (board->rule == GMK_RULE_PENTE && ply > 0 && w->made_five[ply - 1])
    return -(WIN - ply);
  if (board->rule == GMK_RULE_NINUKI && ply > 1 && w->made_five[ply - 2] &&
      gmk_threat_five_near (board, root_five_at (w, ply - 2) ? GMK_NO_MOVE : board->history[board->ply - 2].move,
                            me))
    return WIN - ply;      /* our five (two plies up) survived their answer */
  if (ply >= MAX_PLY - 2 || board->ply >= GMK_MAX_PLY - 2)
    return gmk_eval_evaluate (st);
  if (board->stones[GMK_BLACK] + board->stones[GMK_WHITE] >= board->width * board->height)
    return 0;

  /* Mate distance: nothing here beats a win already found nearer. */
  alpha = MAX (alpha, -(WIN - ply));
  beta = MIN (beta, WIN - (ply + 1));
  if (alpha >= beta)
    return alpha;

  /* Just after a root move: does the opponent now win by fours?  The
   * tree sees a long VCF only late (a lone four pays a ply, late fours
   * are reduced); the solver sees it at once, and its table keeps the
   * failures, so the next iterations ask again for nothing.  Before the
   * table's cut-offs: an entry from a deeper ply was not checked. */
  if (ply == 1 && depth >= 2 && params->ply1_vcf > 0 && !board->captures)
    {
      int move;

      w->threat.nodes = 0;
      w->threat.max_nodes = (guint64) params->ply1_vcf;
      w->threat.deadline = w->search->hard_deadline;
      if (gmk_threat_vcf (&w->threat, st, ROOT_VCF_DEPTH, &move))
        {
          w->nodes += w->threat.nodes;
          return WIN - (ply + 2 * w->threat.line_length);
        }
      w->nodes += w->threat.nodes;
    }

  have_hit = gmk_tt_probe (&w->search->tt, board->hash, &hit);
  if (have_hit)
    {
      int s = score_from_tt (hit.score, ply);

      tt_move = hit.move;
      if (tt_move >= 0 && (tt_move >= GMK_CELLS || board->cell[tt_move] != GMK_EMPTY))
        tt_move = GMK_NO_MOVE;
      if (!pv_node && hit.depth >= depth &&
          (hit.bound == GMK_BOUND_EXACT ||
           (hit.bound == GMK_BOUND_LOWER && s >= beta) ||
           (hit.bound == GMK_BOUND_UPPER && s <= alpha)))
        return s;
      /* A proof holds at any depth, and in PV nodes too: else the PV,
       * searched to a small depth below a proven root, would never reach
       * the win its entries keep.  A win (a lower bound) above alpha, or a
       * loss (an upper bound) below beta, is the node's score; the true one
       * is only at least as good for the winner (a shorter win not seen). */
      if (hit.depth == GMK_TT_DEPTH_PROVEN && ply > 0 &&
          (s >= WIN_MIN ? s > alpha : s < beta))
        {
          if (pv_node && tt_move != GMK_NO_MOVE)
            {
              w->pv[ply][0] = tt_move;
              w->pv_length[ply] = 1;
            }
          return s;
        }
    }

  /* Horizon without a five or open four in sight: no need for the moves. */
  if (depth <= 0 &&
      st->class_count[me][GMK_CLASS_FIVE] == 0 && st->class_count[opp][GMK_CLASS_FIVE] == 0 &&
      (board->captures ? board->captured_pairs[me] < GMK_CAPTURE_WIN_PAIRS - 1 &&
                         !(ply > 0 && w->made_five[ply - 1])
                       : st->class_count[me][GMK_CLASS_FLEX4] == 0))
    {
      kind = st->class_count[opp][GMK_CLASS_FLEX4] > 0 && !board->captures ? GEN_DEFENCE : GEN_NORMAL;
      n = 1;
    }
  else
    {
      n = gmk_order_generate_forced (w, ply, &kind, &is_decided, &decided);
      if (is_decided)
        return decided;
      if (n == ALL_CANDIDATES ? !has_candidate (w) : n == 0)
        return 0;   /* nothing legal near the stones: call it even */
    }

  if (depth <= 0 && kind != GEN_FORCED)
    {
      int move;

      /* Horizon: a short VCF proves many positions; otherwise the static
       * evaluation. */
      /* Only where a four-three is in hand: a full VCF at every leaf
       * costs more depth than it finds (measured in matches; with any
       * four in hand, even at 20 nodes, three plies: docs/search.md). */
      if (params->leaf_vcf_depth > 0 && !board->captures &&
          st->class_count[me][GMK_CLASS_B4F3] > 0)
        {
          w->threat.nodes = 0;
          w->threat.max_nodes = (guint64) params->leaf_vcf_nodes;
          w->threat.deadline = w->search->hard_deadline;
          if (gmk_threat_vcf (&w->threat, st, params->leaf_vcf_depth, &move))
            {
              w->nodes += w->threat.nodes;
              return WIN - (ply + 2 * w->threat.line_length);
            }
          w->nodes += w->threat.nodes;
        }
      static_eval = gmk_eval_evaluate (st);
      if (kind == GEN_DEFENCE)
        static_eval -= params->eval_tempo;   /* an open three against us costs a tempo */
      if (board->rule == GMK_RULE_NINUKI && st->class_count[me][GMK_CLASS_FIVE] > 0 &&
          static_eval < beta && ply < MAX_PLY - 8)
        return horizon_fives (w, alpha, beta, ply, static_eval);
      return static_eval;
    }

  static_eval = gmk_eval_evaluate (st);

  /* Reverse futility: well above beta (rfp a ply) with little depth left
   * and nothing forcing against us (no open-four threat, and by the guard
   * no four-three or double three for the opponent: test-rfp-guard), the
   * opponent will not catch up.  The margin was measured: at 150 a ply a
   * node that far above beta failed low in 2.6% of the bench's nodes at
   * depth 1, 0.5% at depth 4, none beyond 5.  Under captures, never
   * with a five point of the opponent on the board: such a node is
   * forced (never here) unless it is ninuki's with three pairs or more (a
   * capture threat prepared now may answer the five), and there the five
   * it pruned away let the window alone decide whether the node stood:
   * ninuki's full-window root searches took most of its nodes
   * (docs/search.md). */
  if (params->rfp > 0 && !pv_node && kind == GEN_NORMAL && ply > 0 && depth <= params->rfp_depth &&
      ABS (beta) < WIN_MIN && static_eval - params->rfp * depth >= beta &&
      !(board->captures && st->class_count[opp][GMK_CLASS_FIVE] > 0) &&
      (!params->rfp_guard || st->class_count[opp][GMK_CLASS_B4F3] + st->class_count[opp][GMK_CLASS_F3F3] == 0))
    return static_eval;

  /* No table move to try first: a shallower search (two plies, from
   * depth 3) is cheaper than a badly ordered one, and the next visit
   * finds the move it leaves in the table. */
  if (params->iir && tt_move == GMK_NO_MOVE && depth >= params->iir_depth &&
      (!pv_node || params->iir_pv) && kind == GEN_NORMAL)
    depth -= params->iir;

  if (n == ALL_CANDIDATES)
    n = gmk_order_collect_candidates (w, ply);
  first = gmk_order_score_moves (w, ply, n, tt_move);
  quiet_below = quiet_threshold (gmk_order_weights (board->rule));
  w->node_kind[ply] = (uint8_t) kind;

  for (int i = 0; i < n; i++)
    {
      int move = i == 0 ? swap_to_front (w, ply, 0, first) : pick_next (w, ply, i, n);
      int move_score = w->scores[ply][i];
      int new_depth = kind == GEN_FORCED && forced_reply_is_free (w, ply, depth) ? depth : depth - 1;
      gboolean quiet = kind == GEN_NORMAL && move != tt_move && move_score < quiet_below;
      int reduction = 0, score;

      /* Late quiet moves at shallow depth are not worth a look.  Moves
       * come in falling order, so every later one is quiet and late too
       * (and alpha has not moved): stop picking instead of skipping. */
      if (quiet && !pv_node && searched > 0 && best > -WIN_MIN && depth <= params->lmp_depth &&
          i >= params->lmp_base + params->lmp_mul * depth * depth)
        break;
      if (quiet && depth >= 2 && i >= (pv_node ? 3 : 2))
        reduction = gmk_search_lmr[MIN (depth, 63)][MIN (i, 63)] + (pv_node ? 0 : 1);
      if (kind == GEN_DEFENCE && depth >= 3 && i >= 4 && !pv_node)
        reduction = 1;
      /* Late defences against an open three (in falling order): the
       * first few hold when any does.  Our own fours stay: a counter-attack
       * is no defence of the same kind.  Neither pruning starts while every
       * move searched loses: a proven loss needs every move, and a loss
       * claimed on a few of them made the other side call a win that a
       * pruned defence held (and play for it). */
      if (params->def_lmp > 0 && kind == GEN_DEFENCE && !pv_node && searched > 0 && best > -WIN_MIN &&
          depth <= params->def_lmp_depth && i >= params->def_lmp + depth &&
          (st->cells[move].klass[me - 1] < GMK_CLASS_B4 ||
           st->cells[move].klass[me - 1] == GMK_CLASS_MAYBE_FORBIDDEN))
        continue;
      reduction = CLAMP (reduction, 0, new_depth - 1 > 0 ? new_depth - 1 : 0);

      make_move (w, ply, move);
      if (searched == 0)
        score = -search_node (w, -beta, -alpha, new_depth, ply + 1, pv_node);
      else
        {
          score = -search_node (w, -alpha - 1, -alpha, new_depth - reduction, ply + 1, FALSE);
          if (score > alpha && reduction > 0)
            score = -search_node (w, -alpha - 1, -alpha, new_depth, ply + 1, FALSE);
          if (score > alpha && score < beta && pv_node)
            score = -search_node (w, -beta, -alpha, new_depth, ply + 1, TRUE);
        }
      gmk_eval_unmake (st);
      searched++;
      if (stopped (w))
        return 0;

      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              best_move = move;
              alpha = score;
              if (pv_node)
                update_pv (w, ply, move);
              if (alpha >= beta)
                {
                  if (kind == GEN_NORMAL && move_score < 1 << 27)
                    gmk_order_note_cutoff (w, ply, move, depth);
                  break;
                }
            }
        }
    }
  if (best == -INF)
    best = alpha_orig;   /* every move pruned: fail low softly */

  bound = best >= beta ? GMK_BOUND_LOWER :
          best_move != GMK_NO_MOVE && pv_node ? GMK_BOUND_EXACT : GMK_BOUND_UPPER;
  /* A win that is a lower bound or exact, a loss that is an upper bound
   * or exact, is a proof: the other bounds of a decided score only say
   * that the window lay beyond it. */
  proven = best >= WIN_MIN ? bound != GMK_BOUND_UPPER
                           : best <= -WIN_MIN && bound != GMK_BOUND_LOWER;
  gmk_tt_store (&w->search->tt, board->hash,
                best_move != GMK_NO_MOVE ? best_move : tt_move,
                score_to_tt (best, ply), static_eval, proven ? GMK_TT_DEPTH_PROVEN : depth, bound);
  return best;
}

/* ---------------------------------------------------------------------- */
/* Root                                                                     */

/* Orders the root moves from `from` on by score, stable (ties keep their
 * order); those before `from` are the lines already found (multi-PV). */
static void
sort_root (Worker *w,
           int     from)
{
  for (int i = from + 1; i < w->n_root; i++)
    {
      int m = w->root_moves[i], s = w->root_scores[i], j = i - 1;
      while (j >= from && w->root_scores[j] < s)
        {
          w->root_moves[j + 1] = w->root_moves[j];
          w->root_scores[j + 1] = w->root_scores[j];
          j--;
        }
      w->root_moves[j + 1] = m;
      w->root_scores[j + 1] = s;
    }
}

/* One iteration at the root, over the root moves from w->pv_start on (the
 * lines multi-PV has already found this iteration are excluded).  With
 * level noise every move gets an exact score (full window) so the noise
 * chooses among true values. */
static int
search_root (Worker *w,
             int     alpha,
             int     beta,
             int     depth)
{
  GmkSearch *search = w->search;
  GmkEvalState *st = &w->st;
  const gboolean exact_all = search->noise > 0 && w->id == 0;
  const int first = w->pv_start;
  int best = -INF;

  w->pv_length[0] = 0;
  for (int i = first; i < w->n_root; i++)
    {
      int move = w->root_moves[i];
      int score, new_depth = depth - 1;

      make_move (w, 0, move);
      if (exact_all)
        score = -search_node (w, -INF, INF, new_depth, 1, TRUE);
      else if (i == first)
        score = -search_node (w, -beta, -alpha, new_depth, 1, TRUE);
      else
        {
          score = -search_node (w, -alpha - 1, -alpha, new_depth, 1, FALSE);
          if (score > alpha && score < beta)
            score = -search_node (w, -beta, -alpha, new_depth, 1, TRUE);
        }
      gmk_eval_unmake (st);
      if (stopped (w))
        return best;

      if (exact_all)
        {
          w->root_scores[i] = score;
          score += gmk_level_noise (search->noise, search->limits.seed, move, st->board.ply);
        }
      else
        w->root_scores[i] = i == first || score > alpha ? score : -INF + 1 + (w->n_root - i);

      if (score > best)
        {
          best = score;
          if (score > alpha || exact_all)
            {
              w->best_move = move;
              w->best_score = exact_all ? w->root_scores[i] : score;
              update_pv (w, 0, move);
              memcpy (w->root_pv, w->pv[0], sizeof (int) * MIN (w->pv_length[0], GMK_MAX_PV));
              w->root_pv_length = MIN (w->pv_length[0], GMK_MAX_PV);
              if (!exact_all)
                alpha = score;
              if (alpha >= beta)
                break;
            }
        }
    }
  if (!exact_all)
    sort_root (w, first);
  else
    {
      /* Keep the chosen move first for the next iteration. */
      for (int i = first; i < w->n_root; i++)
        if (w->root_moves[i] == w->best_move)
          w->root_scores[i] = INF;
      sort_root (w, first);
    }
  return best;
}

/* One root search at `depth` in aspiration windows around `guess`, widened
 * until the score lands inside (or the window is full). */
static int
aspiration (Worker *w,
            int     depth,
            int     guess)
{
  GmkSearch *search = w->search;
  int delta = params->aspiration, alpha, beta, s;

  if (depth >= 4 && search->noise == 0 && ABS (guess) < WIN_MIN && delta > 0)
    {
      alpha = MAX (guess - delta, -INF);
      beta = MIN (guess + delta, INF);
    }
  else
    {
      alpha = -INF;
      beta = INF;
    }
  for (;;)
    {
      /* A full window's answer is final, even a bound at the edge
       * (searching it again would give the same, forever). */
      gboolean full_window = alpha <= -INF && beta >= INF;

      w->seldepth = 0;
      s = search_root (w, alpha, beta, depth);
      if (stopped (w) || full_window)
        break;
      if (w->id != 0 && search->noise == 0)
        {
          /* A helper never widens to the full window: it moves a
           * window of at most HELPER_MAX_DELTA either side to the
           * bound it got and searches again, until the score lands
           * inside or another thread completes the depth.  In ninuki
           * the root's score depends on the window, an iteration
           * often ends in a full window, and such a search can cost
           * a hundred times a narrow one (bench --rule ninuki 15:
           * 2.5 M nodes for one where the iteration's narrow windows
           * took 20,000); with both threads in it at the same depth,
           * in step, neither got ahead and two threads were slower
           * than one.  A narrow window the helper completes ends the
           * main thread's full-window search (it takes the answer). */
          if (s > alpha && s < beta)
            break;
          delta = MIN (delta * 3 / 2, HELPER_MAX_DELTA);
          alpha = MAX (s - delta, -INF);
          beta = MIN (s + delta, INF);
          continue;
        }
      if (s <= alpha)
        {
          alpha = MAX (s - delta, -INF);
          delta *= 3;
        }
      else if (s >= beta)
        {
          beta = MIN (s + delta, INF);
          delta *= 3;
        }
      else
        break;
      if (delta > 2000)
        {
          alpha = -INF;
          beta = INF;
          w->full_windows++;
        }
    }
  return s;
}

int
gmk_search_iterate (Worker                *w,
                    int                    max_depth,
                    GmkSearchProgressFunc  progress,
                    gpointer               user_data)
{
  GmkSearch *search = w->search;
  int score = 0, stable = 0, previous_best = GMK_NO_MOVE;
  gint64 last_iteration_us = 0, previous_iteration_us = 0;

  for (int depth = 1 + (w->id & 1); depth <= max_depth; depth++)
    {
      gint64 iteration_start = gmk_clock_us (search->limits.cpu_clock);
      int s = 0, line, n_lines;
      int done = g_atomic_int_get (&search->shared_depth);

      if (done >= depth && search->noise == 0)
        {
          /* Another thread got there first: take its answer, go deeper.
           * The main thread reports it and decides whether to go on as
           * if it had completed the iteration itself. */
          if (w->id == 0)
            {
              depth = gmk_search_take_shared (w);
              score = w->best_score;
              goto completed;
            }
          depth = MIN (done + 1 + (w->id & 1), max_depth);
          if (done >= max_depth)
            break;
        }

      w->iteration_depth = depth;
      w->abandon = FALSE;
      n_lines = MIN (search->multi_pv, w->n_root);
      for (line = 0; line < n_lines; line++)
        {
          int guess = score;

          /* Each line's window is centred on its last score (the line
           * before it when it had none). */
          if (line > 0)
            guess = line < w->n_lines ? w->lines[line].score : w->next_lines[line - 1].score;
          w->pv_start = line;
          s = aspiration (w, depth, guess);
          if (stopped (w))
            break;
          if (n_lines > 1)
            gmk_search_record_line (w, line, depth);
        }
      w->pv_start = 0;
      if (w->abandon && !g_atomic_int_get (&search->stop))
        {
          /* Taken over: the top of the loop adopts the shared answer. */
          w->abandon = FALSE;
          depth--;
          continue;
        }
      if (stopped (w))
        {
          if (n_lines > 1 && line > 0)
            {
              /* The best line of this depth is known; the others keep
               * their scores of the last iteration. */
              gmk_search_finish_lines (w, line);
              w->completed_depth = depth;
            }
          break;
        }

      score = n_lines > 1 ? gmk_search_finish_lines (w, n_lines) : s;
      w->completed_depth = depth;
      /* Multi-PV threads share nothing but the table: an iteration's
       * answer is all its lines, which one thread alone has. */
      if (search->noise == 0 && search->multi_pv == 1)
        gmk_search_share_iteration (w, depth);
      previous_iteration_us = last_iteration_us;
      last_iteration_us = gmk_clock_us (search->limits.cpu_clock) - iteration_start;

    completed:
      if (w->id == 0)
        {
          gint64 now = gmk_clock_us (search->limits.cpu_clock);
          gint64 elapsed = now - search->start_time;

          if (progress != NULL)
            {
              GmkSearchInfo info = { 0 };
              guint64 nodes = gmk_search_total_nodes (search);

              info.depth = depth;
              info.seldepth = w->seldepth;
              info.nodes = nodes;
              info.elapsed_ms = elapsed / 1000;
              info.nps = elapsed > 0 ? nodes * 1000000 / (guint64) elapsed : 0;
              info.score = w->best_score;
              info.win_probability = gmk_search_win_probability (w->best_score);
              info.best_move = w->best_move;
              memcpy (info.pv, w->root_pv, sizeof (int) * w->root_pv_length);
              info.pv_length = w->root_pv_length;
              info.forced_win = ABS (w->best_score) >= WIN_MIN;
              gmk_search_fill_lines (w, &info);
              if (info.lines[0].move != info.best_move)
                {
                  /* A win found before the tree stands first. */
                  info.best_move = info.lines[0].move;
                  info.score = info.lines[0].score;
                  info.win_probability = info.lines[0].win_probability;
                  info.forced_win = info.lines[0].forced;
                  info.pv_length = info.lines[0].pv_length;
                  memcpy (info.pv, info.lines[0].pv, sizeof (int) * info.pv_length);
                }
              progress (&info, user_data);
            }

          /* Proven: deeper will not change it (with several lines, when
           * every line is). */
          if (search->multi_pv > 1 ? gmk_search_all_lines_proven (w) && w->n_lines > 0 && depth >= 2
                                   : ABS (w->best_score) >= WIN_MIN && depth >= 2)
            break;
          stable = w->best_move == previous_best ? stable + 1 : 0;
          previous_best = w->best_move;
          if (!gmk_timeman_go_deeper (search, elapsed, last_iteration_us, previous_iteration_us, stable))
            break;
          if (search->limits.max_nodes > 0 && w->nodes >= search->limits.max_nodes)
            break;
        }
    }
  return score;
}
