/* gmk-search-proof.c: a proven win kept for the next move.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search that proves a win plays its first move; the next search, one
 * answer of the opponent's later, used to look for the win afresh, and on
 * a small budget did not always find it again (4 of 46 games lost to
 * Rapfi had a win that was let go, once two moves after it was announced:
 * docs/search.md).  So the win is kept: its root, the move played and the
 * first layer of its proof, which the threat solver notes as it proves the
 * win at no cost in nodes (for each answer of the opponent's, the move
 * that wins after it).  The next search, at the root that follows by that
 * move and an answer, takes the noted move and proves it again with the
 * solver below that one first move: a branch of the old proof, a small
 * part of what finding the win afresh costs.  Nothing is trusted: the
 * move is played only once proven again, and a root that does not follow
 * (another game, a BOARD elsewhere, an answer the proof did not cover)
 * leaves the search as it was.
 */
#include "gmk-search-private.h"

#include <string.h>

void
gmk_search_proof_forget (GmkSearch *search)
{
  search->proof.valid = FALSE;
}

/* 1 when `board` is the kept root, 2 when it follows it by the move
 * played and one stone of the opponent's (its cell in *reply), 0 when
 * neither.  The cells are compared, not the hash: a cheap scan once a
 * search, and no collision can pass. */
static int
follows_root (const GmkSearchProof *proof,
              const GmkBoard       *board,
              int                  *reply)
{
  const GmkColor opp = GMK_OTHER (proof->side);
  const int stones = board->stones[GMK_BLACK] + board->stones[GMK_WHITE];
  int added = GMK_NO_MOVE;

  if (!proof->valid || board->captures || board->rule != proof->rule || board->width != proof->width ||
      board->height != proof->height || board->to_move != proof->side)
    return 0;
  if (stones == proof->stones)
    return memcmp (board->cell, proof->cell, sizeof proof->cell) == 0 ? 1 : 0;
  if (stones != proof->stones + 2 || board->cell[proof->move] != proof->side ||
      proof->cell[proof->move] != GMK_EMPTY)
    return 0;
  for (int i = 0; i < GMK_CELLS; i++)
    {
      if (board->cell[i] == proof->cell[i] || i == proof->move)
        continue;
      if (added != GMK_NO_MOVE || proof->cell[i] != GMK_EMPTY || board->cell[i] != opp)
        return 0;
      added = i;
    }
  *reply = added;
  return added != GMK_NO_MOVE ? 2 : 0;
}

int
gmk_search_proof_follow (Worker *w)
{
  GmkSearch *search = w->search;
  const GmkSearchProof *proof = &search->proof;
  GmkThreatSearch *ts = &w->threat;
  GmkEvalState *st = &w->st;
  int reply = GMK_NO_MOVE, move = GMK_NO_MOVE, depth = 0;
  guint64 cost = 0;
  gboolean win;

  switch (follows_root (proof, &st->board, &reply))
    {
    case 1:
      /* The same root searched again (a hint, then the move). */
      move = proof->move;
      depth = proof->depth;
      break;
    case 2:
      for (int i = 0; i < proof->n_answers && move == GMK_NO_MOVE; i++)
        if (proof->reply[i] == reply)
          {
            move = proof->answer[i];
            depth = proof->answers_depth;
            cost = proof->answer_nodes[i];
          }
      break;
    default:
      break;
    }
  if (move == GMK_NO_MOVE || depth <= 0 || search->limits.blocked[move])
    return GMK_NO_MOVE;

  /* The budget of the root's VCT: the search for the whole proof found
   * it on such a share, and proving one of its branches again costs about
   * what that branch cost then.  A branch that cost more than the budget
   * is left to the search: its nodes would be spent for nothing. */
  gmk_threat_new_search (ts);
  ts->nodes = 0;
  gmk_timeman_budget_root_vct (search, ts, 0);
  if (ts->max_nodes > 0 && cost > ts->max_nodes)
    {
      ts->deadline = 0;
      return GMK_NO_MOVE;
    }
  ts->note_answers = TRUE;
  ts->answers_first = GMK_NO_MOVE;
  win = gmk_threat_vct_move (ts, st, move, depth);
  ts->note_answers = FALSE;
  ts->deadline = 0;
  w->nodes += ts->nodes;
  return win ? move : GMK_NO_MOVE;
}

void
gmk_search_proof_keep (Worker         *w,
                       const GmkBoard *root,
                       int             move,
                       int             score,
                       const int      *pv,
                       int             pv_length)
{
  GmkSearchProof *proof = &w->search->proof;
  const GmkThreatSearch *ts = &w->threat;

  proof->valid = FALSE;
  if (move == GMK_NO_MOVE || score < WIN_MIN || root->captures)
    return;
  proof->rule = root->rule;
  proof->width = root->width;
  proof->height = root->height;
  proof->side = root->to_move;
  proof->stones = root->stones[GMK_BLACK] + root->stones[GMK_WHITE];
  memcpy (proof->cell, root->cell, sizeof proof->cell);
  proof->move = move;
  if (ts->answers_first == move)
    {
      /* Proven by the threat solver, which noted every answer it refuted. */
      proof->answers_depth = ts->answers_depth;
      proof->depth = ts->answers_depth + 1;
      proof->n_answers = ts->n_answers;
      memcpy (proof->reply, ts->answer_reply, sizeof (int) * ts->n_answers);
      memcpy (proof->answer, ts->answer_move, sizeof (int) * ts->n_answers);
      memcpy (proof->answer_nodes, ts->answer_nodes, sizeof (guint64) * ts->n_answers);
    }
  else
    {
      /* Proven by the tree: its line names one answer and the move after
       * it; the solver proves them again only if the tree's win is one of
       * threes and fours, within the VCT's depth. */
      const int plies = GMK_SCORE_WIN - score;

      proof->depth = CLAMP ((plies + 1) / 2, 1, ROOT_VCT_DEPTH);
      proof->answers_depth = MAX (proof->depth - 1, 1);
      proof->n_answers = 0;
      if (pv_length >= 3 && pv[0] == move)
        {
          proof->reply[0] = pv[1];
          proof->answer[0] = pv[2];
          proof->answer_nodes[0] = 0;
          proof->n_answers = 1;
        }
    }
  proof->valid = TRUE;
}
