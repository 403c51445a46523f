/* gmk-search-lines.c: multi-PV, the best root moves of an iteration.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Stockfish and Rapfi way: each iteration searches the root, then
 * again with the best move found moved in front of the root's list and
 * excluded, and so on for each line (gmk-search.c does the searching).
 * Here is the bookkeeping: each line as it is found, the lines sorted
 * when the iteration ends (or merged with the last iteration's when it is
 * stopped), and the lines the caller sees.
 */
#include "gmk-search-private.h"

#include <string.h>

static void
line_set (GmkSearchLine *line,
          int            move,
          int            score,
          int            depth,
          const int     *pv,
          int            pv_length)
{
  line->move = move;
  line->score = score;
  line->win_probability = gmk_search_win_probability (score);
  line->forced = ABS (score) >= WIN_MIN;
  line->depth = depth;
  line->pv_length = MIN (pv_length, GMK_MAX_PV);
  memcpy (line->pv, pv, sizeof (int) * line->pv_length);
  if (line->pv_length == 0 || line->pv[0] != move)
    {
      line->pv[0] = move;
      line->pv_length = 1;
    }
}

/* Stable, best first. */
static void
sort_lines (GmkSearchLine *lines,
            int            n)
{
  for (int i = 1; i < n; i++)
    {
      GmkSearchLine l = lines[i];
      int j = i - 1;

      while (j >= 0 && lines[j].score < l.score)
        {
          lines[j + 1] = lines[j];
          j--;
        }
      lines[j + 1] = l;
    }
}

void
gmk_search_record_line (Worker *w,
                        int     line,
                        int     depth)
{
  line_set (&w->next_lines[line], w->best_move, w->best_score, depth, w->root_pv, w->root_pv_length);
  for (int i = line; i < w->n_root; i++)
    if (w->root_moves[i] == w->best_move)
      {
        int score = w->root_scores[i];

        w->root_moves[i] = w->root_moves[line];
        w->root_scores[i] = w->root_scores[line];
        w->root_moves[line] = w->best_move;
        w->root_scores[line] = score;
        break;
      }
}

int
gmk_search_finish_lines (Worker *w,
                         int     done)
{
  GmkSearchLine merged[GMK_MAX_MULTI_PV];
  int n = done;

  sort_lines (w->next_lines, done);
  memcpy (merged, w->next_lines, sizeof (GmkSearchLine) * done);
  for (int i = 0; i < w->n_lines && n < w->search->multi_pv; i++)
    {
      gboolean seen = FALSE;

      for (int j = 0; j < done; j++)
        seen |= merged[j].move == w->lines[i].move;
      if (!seen)
        merged[n++] = w->lines[i];
    }
  memcpy (w->lines, merged, sizeof (GmkSearchLine) * n);
  w->n_lines = n;
  /* The next iteration searches the lines in their new order first. */
  for (int i = 0; i < done; i++)
    {
      w->root_moves[i] = w->next_lines[i].move;
      w->root_scores[i] = w->next_lines[i].score;
    }
  w->best_move = w->lines[0].move;
  w->best_score = w->lines[0].score;
  w->root_pv_length = w->lines[0].pv_length;
  memcpy (w->root_pv, w->lines[0].pv, sizeof (int) * w->root_pv_length);
  return w->best_score;
}

gboolean
gmk_search_all_lines_proven (const Worker *w)
{
  for (int i = 0; i < w->n_lines; i++)
    if (!w->lines[i].forced)
      return FALSE;
  return TRUE;
}

void
gmk_search_fill_lines (const Worker  *w,
                       GmkSearchInfo *info)
{
  const GmkSearchLine *fixed = w->search->has_fixed_line ? &w->search->fixed_line : NULL;
  const int max = MAX (w->search->multi_pv + (fixed != NULL), 1);
  int n = 0;

  if (fixed != NULL)
    info->lines[n++] = *fixed;
  if (w->best_move != GMK_NO_MOVE && n < max && (fixed == NULL || fixed->move != w->best_move))
    line_set (&info->lines[n++], w->best_move, w->best_score, w->completed_depth,
              w->root_pv, w->root_pv_length);
  for (int i = 0; i < w->n_lines && n < MIN (max, GMK_MAX_MULTI_PV); i++)
    {
      gboolean seen = FALSE;

      for (int j = 0; j < n; j++)
        seen |= info->lines[j].move == w->lines[i].move;
      if (!seen)
        info->lines[n++] = w->lines[i];
    }
  info->n_lines = n;
}
