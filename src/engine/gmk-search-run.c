/* gmk-search-run.c: one move's decision.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmk_search_run takes a position and its limits to a move: the root's
 * moves (restricted as the tree would restrict them), a win in one, a
 * forced win by fours then threes (VCF, VCT) found before the tree, a weak
 * level's slip, and otherwise the tree with its helper threads; then the
 * figures the caller reports.
 */
#include "gmk-search-private.h"

#include "gmk-level.h"

#include <math.h>
#include <string.h>

#define FORCED_REPLY_DEPTH 10   /* depth for a lone reply when nothing limits the search */

double
gmk_search_win_probability (int score)
{
  if (score >= WIN_MIN)
    return 1.0;
  if (score <= -WIN_MIN)
    return 0.0;
  return 1.0 / (1.0 + exp (-score / 250.0));
}

void
gmk_search_limits_init (GmkSearchLimits *limits,
                        gint64           time_ms)
{
  memset (limits, 0, sizeof *limits);
  limits->time_ms = time_ms;
  limits->threads = 1;
  limits->level = GMK_MAX_LEVEL;
}

/* ---------------------------------------------------------------------- */
/* The root                                                                 */

/* Root moves of the side to move: legal, near the stones (everything legal
 * when nothing is near), restricted as the tree would restrict them. */
static int
root_moves (Worker            *w,
            const GmkPosition *position)
{
  GmkEvalState *st = &w->st;
  GmkBoard *board = &st->board;
  const GmkColor me = board->to_move;
  GenKind kind;
  gboolean is_decided;
  int decided, n = 0;

  w->search->root_five = FALSE;
  if (board->stones[GMK_BLACK] + board->stones[GMK_WHITE] > 0)
    {
      memset (w->made_five, 0, sizeof w->made_five);
      /* Ninuki, a set-up: a five of the side to move may already stand
       * (the opponent's last move did not break it, or there was none).
       * Every root move then leaves it to the opponent's answer, which
       * must break it (root_five_at), and the root's own moves are free:
       * the opponent's fours wait until the five is broken. */
      if (board->rule == GMK_RULE_NINUKI && gmk_threat_five_near (board, GMK_NO_MOVE, me))
        w->search->root_five = TRUE;
      if (board->rule == GMK_RULE_NINUKI && position->status.pending_five == GMK_OTHER (me))
        {
          /* Every five on the board counts, not only those through the
           * last move (a set-up has none, and may hold several fives):
           * once a search, a scan of the whole board is cheap. */
          for (int i = 0; i < st->n_cand; i++)
            {
              int q = st->cand[i];
              if (board->cell[q] == GMK_EMPTY && captures_at (st, q, me) > 0 &&
                  gmk_threat_is_legal (st, q, me) && gmk_order_breaks_five (w, q, GMK_NO_MOVE))
                w->root_moves[n++] = q;
            }
          w->search->ninuki_pending = TRUE;
        }
      else if (w->search->root_five)
        {
          n = gmk_order_collect_candidates (w, 0);
          memcpy (w->root_moves, w->moves[0], sizeof (int) * n);
        }
      else
        {
          n = gmk_order_generate (w, 0, &kind, &is_decided, &decided);
          if (is_decided)
            {
              /* Decided without a tree: a win in hand, or a loss whatever
               * we do.  Take every legal candidate and let the search
               * name the best (the win scores first). */
              n = 0;
              for (int i = 0; i < st->n_cand; i++)
                {
                  int q = st->cand[i];
                  if (board->cell[q] == GMK_EMPTY && gmk_threat_is_legal (st, q, me))
                    w->moves[0][n++] = q;
                }
            }
          memcpy (w->root_moves, w->moves[0], sizeof (int) * n);
        }
    }
  if (n == 0)
    {
      /* Empty board or nothing near: the legal cells nearest the centre. */
      int best_d = G_MAXINT;

      for (int y = 0; y < board->height; y++)
        for (int x = 0; x < board->width; x++)
          {
            int q = gmk_board_index (x, y);
            int d = ABS (2 * x - (board->width - 1)) + ABS (2 * y - (board->height - 1));

            if (board->cell[q] != GMK_EMPTY || w->search->limits.blocked[q] ||
                gmk_rules_forbidden (board, q, me) != GMK_REASON_NONE)
              continue;
            if (d < best_d)
              {
                best_d = d;
                n = 0;
              }
            if (d == best_d)
              w->root_moves[n++] = q;
          }
    }
  return n;
}

/* The root moves without those the caller blocked (limits.blocked). */
static int
drop_blocked (Worker *w)
{
  const guint8 *blocked = w->search->limits.blocked;
  int n = 0;

  for (int i = 0; i < w->n_root; i++)
    if (!blocked[w->root_moves[i]])
      w->root_moves[n++] = w->root_moves[i];
  return n;
}

/* Multi-PV after a win found without the tree: the win is the first line,
 * the tree searches the others with it excluded (search->fixed_line). */
static void
search_after_win (Worker                *w,
                  int                    win_move,
                  int                    max_depth,
                  GmkSearchProgressFunc  progress,
                  gpointer               user_data)
{
  GmkSearch *search = w->search;
  GmkSearchLine *fixed = &search->fixed_line;
  int n = 0;

  memset (fixed, 0, sizeof *fixed);
  fixed->move = win_move;
  fixed->score = WIN - 1;
  fixed->win_probability = gmk_search_win_probability (fixed->score);
  fixed->forced = TRUE;
  fixed->depth = 1;
  fixed->pv[0] = win_move;
  fixed->pv_length = 1;
  search->has_fixed_line = TRUE;
  for (int i = 0; i < w->n_root; i++)
    if (w->root_moves[i] != win_move)
      w->root_moves[n++] = w->root_moves[i];
  w->n_root = n;
  search->multi_pv--;
  if (n > 0)
    gmk_search_iterate (w, max_depth, progress, user_data);
  gmk_search_join_helpers (search);
}

/* A move that wins at once (five, fifth pair) for the side to move. */
static int
immediate_win (Worker *w)
{
  GmkEvalState *st = &w->st;
  GmkBoard *board = &st->board;
  const GmkColor me = board->to_move;

  for (int i = 0; i < w->n_root; i++)
    {
      int q = w->root_moves[i];

      if (board->captures &&
          board->captured_pairs[me] + captures_at (st, q, me) / 2 >= GMK_CAPTURE_WIN_PAIRS)
        return q;
      /* A ninuki five may still be broken: the tree decides. */
      if (board->rule != GMK_RULE_NINUKI && st->cells[q].klass[me - 1] == GMK_CLASS_FIVE &&
          gmk_threat_is_five (st, q, me))
        return q;
    }
  return GMK_NO_MOVE;
}

/* A proven loss with a five point of the opponent open: unless this move
 * takes it, the opponent makes five next, the soonest a loss can come.
 * Facing an open four or two fours the tree scores every move alike and
 * takes the first, or the noise of a weak level picks one: a stone
 * anywhere on the board, which people read as giving up or as a bug.  A
 * stone on a five point loses no sooner and is what a person would play,
 * so it is played instead.  Without captures only: a capture may answer a
 * four from afar.  Acts only once the search has proved the loss, so the
 * search itself and the bench signature are untouched. */
static int
block_when_lost (Worker *w,
                 int     best)
{
  GmkEvalState *st = &w->st;
  const GmkColor me = st->board.to_move;
  int f = GMK_NO_MOVE, f2 = GMK_NO_MOVE;

  if (best == GMK_NO_MOVE || w->best_score > -WIN_MIN || st->board.captures ||
      gmk_order_find_fives (st, GMK_OTHER (me), &f, &f2) == 0 || best == f || best == f2)
    return best;
  if (f != GMK_NO_MOVE && gmk_threat_is_legal (st, f, me))
    best = f;
  else if (f2 != GMK_NO_MOVE && gmk_threat_is_legal (st, f2, me))
    best = f2;
  else
    return best;
  w->best_move = best;
  w->root_pv[0] = best;
  w->root_pv_length = 1;
  return best;
}

/* A search under another rule or on another board size than the table
 * learnt under starts from nothing (the application's shared search is
 * never told of a new game; a protocol engine may get INFO rule between
 * moves).  The hash holds only the stones: an entry of a freestyle search
 * would cut a renju one (an overline or a double four that wins there
 * and is forbidden here).  A table not written since it was cleared is
 * left alone: clearing it would touch all its pages for nothing
 * (gmk_tt_prepare). */
static void
forget_other_game (GmkSearch      *search,
                   const GmkBoard *board)
{
  if (search->tt_game_known &&
      (search->tt_rule != board->rule || search->tt_width != board->width ||
       search->tt_height != board->height))
    gmk_search_clear (search);
  search->tt_game_known = TRUE;
  search->tt_rule = board->rule;
  search->tt_width = board->width;
  search->tt_height = board->height;
}

int
gmk_search_run (GmkSearch             *search,
                const GmkPosition     *position,
                const GmkSearchLimits *limits,
                GmkSearchProgressFunc  progress,
                gpointer               user_data,
                GmkSearchInfo         *info)
{
  Worker *main_worker = search->workers[0];
  GmkEvalState *st = &main_worker->st;
  const GmkBoard *board = &position->board;
  const GmkLevel *level = gmk_level_get (limits->level);
  int threads, max_depth, best = GMK_NO_MOVE, win_move = GMK_NO_MOVE, slip = GMK_NO_MOVE;
  gboolean forced = FALSE, lines_after_win;

  g_return_val_if_fail (search != NULL && position != NULL && limits != NULL, GMK_NO_MOVE);

  if (info != NULL)
    {
      memset (info, 0, sizeof *info);
      info->best_move = GMK_NO_MOVE;
      info->win_probability = 0.5;
    }
  if (position->status.result != GMK_RESULT_NONE || gmk_board_is_full (board))
    return GMK_NO_MOVE;

  forget_other_game (search, board);   /* before the clock starts */
  g_atomic_int_set (&search->stop, 0);
  search->limits = *limits;
  gmk_timeman_start (search);
  search->noise = level->noise;
  search->ninuki_pending = FALSE;
  max_depth = limits->max_depth > 0 ? MIN (limits->max_depth, MAX_PLY - 8) : MAX_PLY - 8;
  if (level->max_depth > 0)
    max_depth = MIN (max_depth, level->max_depth);
  threads = CLAMP (limits->threads, 1, MAX_THREADS);
  search->max_depth = max_depth;
  search->threads = 1;
  search->multi_pv = CLAMP (limits->multi_pv, 1, GMK_MAX_MULTI_PV);
  search->has_fixed_line = FALSE;
  g_atomic_int_set (&search->shared_depth, 0);

  gmk_tt_new_search (&search->tt);
  gmk_eval_init (st, board);
  st->prefetch = &search->tt;
  main_worker->nodes = 0;
  main_worker->next_check = 0;
  for (int i = 0; i < search->n_workers; i++)
    search->workers[i]->threat.cpu_clock = limits->cpu_clock;
  main_worker->abandon = FALSE;
  main_worker->iteration_depth = G_MAXINT;
  main_worker->seldepth = 0;
  main_worker->completed_depth = 0;
  main_worker->full_windows = 0;
  main_worker->best_move = GMK_NO_MOVE;
  main_worker->best_score = 0;
  main_worker->root_pv_length = 0;
  main_worker->n_lines = 0;
  main_worker->pv_start = 0;
  main_worker->n_root = root_moves (main_worker, position);
  main_worker->n_root = drop_blocked (main_worker);
  for (int i = 0; i < main_worker->n_root; i++)
    main_worker->root_scores[i] = 0;

  if (main_worker->n_root == 0)
    {
      /* Nothing saves the game (ninuki five that cannot be broken) or
       * nothing is legal near the stones: any legal move. */
      for (int i = 0; i < GMK_CELLS && main_worker->n_root == 0; i++)
        if (board->cell[i] == GMK_EMPTY && !limits->blocked[i] &&
            gmk_rules_forbidden (&st->board, i, board->to_move) == GMK_REASON_NONE)
          main_worker->root_moves[main_worker->n_root++] = i;
      if (main_worker->n_root == 0)
        return GMK_NO_MOVE;
    }
  best = main_worker->root_moves[0];
  main_worker->best_move = best;

  if (main_worker->n_root == 1 && main_worker->st.board.stones[GMK_BLACK] + main_worker->st.board.stones[GMK_WHITE] == 0)
    win_move = GMK_NO_MOVE;
  else
    win_move = immediate_win (main_worker);

  /* The helpers start on the tree at once, while this thread looks for a
   * forced win: they share nothing with the threat searches but the clock
   * (and the answer, when one is found: they are then stopped). */
  if (win_move == GMK_NO_MOVE && threads > 1 && main_worker->n_root > 1)
    gmk_search_start_helpers (search, threads, board);

  /* The last move's proven win, when this root follows it: its next
   * move, proven again (not trusted). */
  main_worker->threat.answers_first = GMK_NO_MOVE;
  if (win_move == GMK_NO_MOVE && level->root_vct)
    win_move = gmk_search_proof_follow (main_worker);

  if (win_move == GMK_NO_MOVE && level->root_vcf && main_worker->n_root > 1)
    {
      /* A forced win by fours (then threes) is played at once. */
      int move = GMK_NO_MOVE;

      gmk_threat_new_search (&main_worker->threat);
      main_worker->threat.nodes = 0;
      main_worker->threat.note_answers = TRUE;   /* for the next move */
      gmk_timeman_budget_root_vcf (search, &main_worker->threat);
      if (gmk_threat_vcf (&main_worker->threat, st, ROOT_VCF_DEPTH, &move) &&
          move != GMK_NO_MOVE && !limits->blocked[move])
        win_move = move;
      main_worker->nodes += main_worker->threat.nodes;
      if (win_move == GMK_NO_MOVE && level->root_vct && !stopped (main_worker))
        {
          main_worker->threat.nodes = 0;
          main_worker->threat.capture_vct = gmk_search_params.capture_vct != 0;
          gmk_timeman_budget_root_vct (search, &main_worker->threat, main_worker->nodes);
          if (gmk_threat_vct (&main_worker->threat, st, ROOT_VCT_DEPTH, &move) &&
              move != GMK_NO_MOVE && gmk_threat_is_legal (st, move, st->board.to_move) &&
              !limits->blocked[move])
            win_move = move;
          main_worker->nodes += main_worker->threat.nodes;
        }
      main_worker->threat.deadline = 0;
      main_worker->threat.note_answers = FALSE;
    }

  if (win_move == GMK_NO_MOVE)
    slip = gmk_level_overlook (level, st, limits->seed);
  if (slip != GMK_NO_MOVE && limits->blocked[slip])
    slip = GMK_NO_MOVE;
  /* Several lines wanted: a win found without the tree is only the first. */
  lines_after_win = win_move != GMK_NO_MOVE && search->multi_pv > 1 && main_worker->n_root > 1;
  if ((win_move != GMK_NO_MOVE && !lines_after_win) || slip != GMK_NO_MOVE)
    gmk_search_join_helpers (search);
  if (slip != GMK_NO_MOVE)
    {
      /* A weak level missed the opponent's threat: no search. */
      best = slip;
      main_worker->best_move = best;
      main_worker->best_score = gmk_eval_evaluate (st);
      main_worker->root_pv[0] = best;
      main_worker->root_pv_length = 1;
    }
  else if (lines_after_win)
    {
      search_after_win (main_worker, win_move, max_depth, progress, user_data);
      best = win_move;
      forced = TRUE;
    }
  else if (win_move != GMK_NO_MOVE)
    {
      best = win_move;
      forced = TRUE;
      main_worker->best_move = best;
      main_worker->best_score = WIN - 1;
      main_worker->completed_depth = 1;
      main_worker->root_pv[0] = best;
      main_worker->root_pv_length = 1;
    }
  else if (main_worker->n_root > 1 ||
           st->board.stones[GMK_BLACK] + st->board.stones[GMK_WHITE] > 0)
    {
      if (main_worker->n_root == 1)
        {
          /* One reply only (a four to block, a five to break): nothing to
           * choose, but the caller still wants its score and line, so the
           * reply is searched, briefly. */
          gmk_timeman_shorten (search);
          if (limits->max_depth <= 0 && limits->max_nodes == 0 && limits->time_ms <= 0)
            max_depth = MIN (max_depth, FORCED_REPLY_DEPTH);
          search->max_depth = max_depth;
        }
      gmk_search_iterate (main_worker, max_depth, progress, user_data);
      gmk_search_join_helpers (search);
      if (search->noise == 0 && search->shared_depth > main_worker->completed_depth &&
          search->shared_move != GMK_NO_MOVE)
        {
          /* A helper finished a deeper iteration than the main thread. */
          main_worker->best_move = search->shared_move;
          main_worker->best_score = search->shared_score;
          main_worker->completed_depth = search->shared_depth;
          main_worker->seldepth = MAX (main_worker->seldepth, search->shared_seldepth);
          main_worker->root_pv_length = search->shared_pv_length;
          memcpy (main_worker->root_pv, search->shared_pv, sizeof (int) * search->shared_pv_length);
        }
      best = block_when_lost (main_worker, main_worker->best_move);
      forced = ABS (main_worker->best_score) >= WIN_MIN;
    }

  if (level->root_vct)
    gmk_search_proof_keep (main_worker, board, best,
                           best == win_move ? WIN - 1 : main_worker->best_score,
                           main_worker->root_pv, main_worker->root_pv_length);
  else
    gmk_search_proof_forget (search);

  if (info != NULL)
    {
      gint64 elapsed = gmk_clock_us (search->limits.cpu_clock) - search->start_time;
      guint64 nodes = gmk_search_total_nodes (search);

      info->depth = main_worker->completed_depth;
      info->seldepth = main_worker->seldepth;
      info->nodes = nodes;
      info->elapsed_ms = elapsed / 1000;
      info->nps = elapsed > 0 ? nodes * 1000000 / (guint64) elapsed : 0;
      info->score = main_worker->best_score;
      info->win_probability = gmk_search_win_probability (main_worker->best_score);
      info->best_move = best;
      info->pv_length = main_worker->root_pv_length;
      memcpy (info->pv, main_worker->root_pv, sizeof (int) * info->pv_length);
      if (info->pv_length == 0 || info->pv[0] != best)
        {
          info->pv[0] = best;
          info->pv_length = 1;
        }
      info->forced_win = forced;
      info->main_nodes = main_worker->nodes;
      info->full_windows = main_worker->full_windows;
      for (int i = 1; i < search->threads; i++)
        info->helper_full_windows += search->workers[i]->full_windows;
      gmk_search_fill_lines (main_worker, info);
      if (search->has_fixed_line)
        {
          info->score = info->lines[0].score;
          info->win_probability = info->lines[0].win_probability;
          info->pv_length = info->lines[0].pv_length;
          memcpy (info->pv, info->lines[0].pv, sizeof (int) * info->pv_length);
        }
    }
  g_atomic_int_set (&search->stop, 0);
  return best;
}

