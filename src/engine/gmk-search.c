/* gmk-search.c: the computer player's search.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * First cut: a one-ply player (win, block, play near the stones) that keeps
 * the whole API working while the real search is written.
 */
#include "gmk-search.h"

#include <math.h>
#include <string.h>

struct _GmkSearch
{
  gsize hash_mib;
  gint  stop_requested;
  GmkBoard board;
};

GmkSearch *
gmk_search_new (gsize hash_mib)
{
  GmkSearch *search = g_new0 (GmkSearch, 1);

  search->hash_mib = hash_mib;
  return search;
}

void
gmk_search_free (GmkSearch *search)
{
  g_free (search);
}

void
gmk_search_clear (GmkSearch *search)
{
}

gboolean
gmk_search_resize (GmkSearch *search,
                   gsize      hash_mib)
{
  search->hash_mib = hash_mib;
  return TRUE;
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

void
gmk_search_limits_for_level (GmkSearchLimits *limits,
                             int              level)
{
  limits->level = CLAMP (level, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
}

void
gmk_search_stop (GmkSearch *search)
{
  g_atomic_int_set (&search->stop_requested, 1);
}

double
gmk_search_win_probability (int score)
{
  if (score >= GMK_SCORE_WIN - 1000)
    return 1.0;
  if (score <= -GMK_SCORE_WIN + 1000)
    return 0.0;
  return 1.0 / (1.0 + exp (-score / 400.0));
}

static int
one_ply_score (GmkBoard *board,
               int       index)
{
  const GmkColor me = board->to_move;
  int score = 0;

  for (int color = GMK_BLACK; color <= GMK_WHITE; color++)
    {
      gboolean wins;

      board->cell[index] = (uint8_t) color;
      wins = gmk_rules_is_winning_five (board, index, (GmkColor) color, NULL, NULL);
      board->cell[index] = GMK_EMPTY;
      if (wins)
        score += color == (int) me ? 1000000 : 100000;
    }
  for (int d = 0; d < 4; d++)
    for (int k = -2; k <= 2; k++)
      {
        uint8_t c = board->cell[index + k * gmk_dir_step[d]];
        if (k != 0 && (c == GMK_BLACK || c == GMK_WHITE))
          score += c == me ? 12 : 10;
      }
  score -= abs (gmk_board_x (index) - board->width / 2) + abs (gmk_board_y (index) - board->height / 2);
  return score;
}

int
gmk_search_run (GmkSearch             *search,
                const GmkPosition     *position,
                const GmkSearchLimits *limits,
                GmkSearchProgressFunc  progress,
                gpointer               user_data,
                GmkSearchInfo         *info)
{
  GmkBoard *board = &search->board;
  int best = GMK_NO_MOVE;
  int best_score = G_MININT;

  g_atomic_int_set (&search->stop_requested, 0);
  gmk_board_copy (board, &position->board);
  if (info != NULL)
    {
      memset (info, 0, sizeof *info);
      info->best_move = GMK_NO_MOVE;
    }
  if (position->status.result != GMK_RESULT_NONE)
    return GMK_NO_MOVE;

  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int index = gmk_board_index (x, y);
        int score;

        if (board->cell[index] != GMK_EMPTY)
          continue;
        if (gmk_rules_forbidden (board, index, board->to_move) != GMK_REASON_NONE)
          continue;
        score = one_ply_score (board, index);
        if (score > best_score)
          {
            best_score = score;
            best = index;
          }
      }

  if (info != NULL)
    {
      info->depth = 1;
      info->seldepth = 1;
      info->best_move = best;
      info->pv[0] = best;
      info->pv_length = best != GMK_NO_MOVE;
      info->win_probability = 0.5;
    }
  if (progress != NULL && info != NULL)
    progress (info, user_data);
  return best;
}
