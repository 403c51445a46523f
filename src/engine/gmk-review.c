/* gmk-review.c: a game's review.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every position of the game is searched once, with two lines: the first
 * is the best move and the position's score, the second tells whether the
 * best was the only move that does not lose.  A move's own score is the
 * next position's, negated (the position after a move is the one before
 * the next), so a game of n moves costs n + 1 searches, not 2n.
 */
#include "gmk-review.h"

#include "gmk-notation.h"

#include <string.h>

/* Beyond this a score is a proven result (the search's own threshold). */
#define PROVEN (GMK_SCORE_WIN - 1000)

typedef struct {
  int      score;          /* the side to move's */
  int      best;           /* GMK_NO_MOVE: the game is over */
  int      pv[GMK_MAX_PV];
  int      pv_length;
  gboolean only_move;      /* every other move loses by force */
} Judgement;

const char *
gmk_review_class_name (GmkReviewClass klass)
{
  switch (klass)
    {
    case GMK_REVIEW_BEST:
      return "best";
    case GMK_REVIEW_GOOD:
      return "good";
    case GMK_REVIEW_INACCURACY:
      return "inaccuracy";
    case GMK_REVIEW_MISTAKE:
      return "mistake";
    case GMK_REVIEW_BLUNDER:
      return "blunder";
    case GMK_REVIEW_MISSED_WIN:
      return "missed-win";
    case GMK_REVIEW_FORCED:
      return "forced";
    default:
      g_return_val_if_reached ("unknown");
    }
}

gboolean
gmk_review_class_from_name (const char     *name,
                            GmkReviewClass *klass)
{
  for (GmkReviewClass k = GMK_REVIEW_BEST; k <= GMK_REVIEW_FORCED; k++)
    if (g_strcmp0 (name, gmk_review_class_name (k)) == 0)
      {
        *klass = k;
        return TRUE;
      }
  return FALSE;
}

GmkReviewClass
gmk_review_classify (int      move,
                     int      played_score,
                     int      best_move,
                     int      best_score,
                     gboolean only_move)
{
  double drop;

  if (move == best_move)
    return only_move ? GMK_REVIEW_FORCED : GMK_REVIEW_BEST;
  /* Proven results first: a win thrown away, or a loss walked into, is
   * what it is whatever the evaluation said of the position before. */
  if (best_score >= PROVEN && played_score < PROVEN)
    return GMK_REVIEW_MISSED_WIN;
  if (played_score <= -PROVEN && best_score > -PROVEN)
    return GMK_REVIEW_BLUNDER;
  drop = gmk_search_win_probability (best_score) - gmk_search_win_probability (played_score);
  if (drop <= GMK_REVIEW_GOOD_DROP)
    return GMK_REVIEW_GOOD;
  if (drop <= GMK_REVIEW_INACCURACY_DROP)
    return GMK_REVIEW_INACCURACY;
  if (drop <= GMK_REVIEW_MISTAKE_DROP)
    return GMK_REVIEW_MISTAKE;
  return GMK_REVIEW_BLUNDER;
}

static void
judge (GmkSearch             *search,
       const GmkPosition     *pos,
       const GmkSearchLimits *limits,
       Judgement             *out)
{
  g_autofree GmkSearchLimits *two = g_memdup2 (limits, sizeof *limits);
  g_autofree GmkSearchInfo *info = g_new0 (GmkSearchInfo, 1);
  const GmkBoard *board = &pos->board;
  int move;

  memset (out, 0, sizeof *out);
  out->best = GMK_NO_MOVE;
  if (pos->status.result != GMK_RESULT_NONE)
    {
      /* The game is over: won by whoever moved last, or drawn. */
      if (pos->status.result == GMK_RESULT_DRAW)
        out->score = 0;
      else
        out->score = (pos->status.result == GMK_RESULT_BLACK_WINS) == (board->to_move == GMK_BLACK)
                     ? GMK_SCORE_WIN : -GMK_SCORE_WIN;
      return;
    }
  two->multi_pv = 2;
  move = gmk_search_run (search, pos, two, NULL, NULL, info);
  if (move == GMK_NO_MOVE)
    return;   /* a full board: even */
  out->score = info->score;
  out->best = move;
  out->pv_length = info->pv_length;
  memcpy (out->pv, info->pv, sizeof (int) * info->pv_length);
  /* The empty board's root is its centre alone by convention, not by
   * force. */
  out->only_move = board->stones[GMK_BLACK] + board->stones[GMK_WHITE] > 0 && info->score > -PROVEN &&
                   (info->n_lines == 1 || (info->lines[1].forced && info->lines[1].score < 0));
}

/* Entry k's class waits for the position after the opponent's answer
 * (`later`, NULL at the end of the game): the search before the move may
 * prove a win that the search after it, from the defender's side, cannot
 * yet prove lost (a VCT is harder to refute than to find).  If that search
 * proved nothing either way and the mover still has a proven win at the
 * next turn, the win was not missed: the move's score is that win.  A move
 * after which the opponent is proven to win stays a missed win, whatever
 * the opponent then played. */
static void
finish_entry (GmkReviewEntry        *e,
              const Judgement       *later,
              guint                  n_moves,
              GmkReviewProgressFunc  progress,
              gpointer               user_data)
{
  if (later != NULL && e->best_score >= PROVEN && e->played_score < PROVEN &&
      e->played_score > -PROVEN && later->score >= PROVEN)
    {
      e->played_score = later->score;
      e->played_win = gmk_search_win_probability (later->score);
    }
  e->klass = gmk_review_classify (e->move, e->played_score, e->best_move, e->best_score, e->only_move);
  if (progress != NULL)
    progress (e, n_moves, user_data);
}

guint
gmk_review_game (GmkSearch             *search,
                 const GmkGameRecord   *record,
                 GmkRule                rule,
                 const GmkSearchLimits *limits,
                 GmkReviewEntry        *entries,
                 GmkReviewProgressFunc  progress,
                 gpointer               user_data,
                 const gint            *cancel,
                 GError               **error)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  Judgement before, after;
  guint reviewed = 0;   /* entries filled; all but the last are classified */
  gboolean complete = FALSE;

  g_return_val_if_fail (search != NULL && record != NULL && limits != NULL, 0);
  g_return_val_if_fail (entries != NULL || record->n_moves == 0, 0);

  gmk_position_init (pos, record->width, record->height, record->has_rule ? record->rule : rule);
  gmk_search_clear (search);
  judge (search, pos, limits, &before);
  for (guint k = 0; k < record->n_moves; k++)
    {
      GmkReviewEntry *e = &entries[k];
      const int move = record->moves[k];
      const GmkColor color = pos->board.to_move;
      GmkReason reason;

      if (cancel != NULL && g_atomic_int_get (cancel))
        break;
      reason = gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move));
      if (reason != GMK_REASON_NONE)
        {
          char name[GMK_NOTATION_MAX];

          gmk_notation_format (gmk_board_x (move), gmk_board_y (move), record->height, name);
          g_set_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_ILLEGAL,
                       "Move %u (%s) is illegal: %s", k + 1, name, gmk_reason_name (reason));
          break;
        }
      judge (search, pos, limits, &after);
      if (cancel != NULL && g_atomic_int_get (cancel))
        break;   /* the search was cut short: its figures are not a review */

      /* The move before this one has its later position now. */
      if (k > 0)
        finish_entry (&entries[k - 1], &after, record->n_moves, progress, user_data);

      memset (e, 0, sizeof *e);
      e->ply = (int) k;
      e->color = color;
      e->move = move;
      e->played_score = -after.score;
      e->played_win = gmk_search_win_probability (e->played_score);
      e->best_move = before.best;
      e->best_score = before.score;
      e->best_win = gmk_search_win_probability (before.score);
      e->best_pv_length = before.pv_length;
      memcpy (e->best_pv, before.pv, sizeof (int) * before.pv_length);
      e->only_move = before.only_move;
      e->reply = after.best;
      e->reply_pv_length = after.pv_length;
      memcpy (e->reply_pv, after.pv, sizeof (int) * after.pv_length);
      reviewed = k + 1;
      before = after;
    }
  complete = reviewed == record->n_moves;
  /* The last move reviewed has no later position (the game ends there, or
   * the review stopped): it is judged as it stands, unless the review was
   * cancelled, when it is dropped with the search it waited for. */
  if (reviewed > 0 && (complete || !(cancel != NULL && g_atomic_int_get (cancel))))
    finish_entry (&entries[reviewed - 1], NULL, record->n_moves, progress, user_data);
  else if (reviewed > 0)
    reviewed--;
  return reviewed;
}
