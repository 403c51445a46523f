/* gmk-threat.c: the threat solvers' state and entry points.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-threat-private.h"

#include "gmk-rules.h"

#include <string.h>

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
  ts->note_answers = FALSE;
  ts->answers_first = GMK_NO_MOVE;
  ts->answers_depth = 0;
  ts->n_answers = 0;
  ts->answers_ply = -1;
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

/* Under captures: is the game decided before any threat of the side to
 * move counts (five pairs taken, or a ninuki five it must break)? */
static gboolean
capture_game_decided (const GmkBoard *board)
{
  return board->captured_pairs[GMK_BLACK] >= GMK_CAPTURE_WIN_PAIRS ||
         board->captured_pairs[GMK_WHITE] >= GMK_CAPTURE_WIN_PAIRS ||
         (board->rule == GMK_RULE_NINUKI && opponent_five_on_board (board));
}

/* What every solver's root does first: the tables for this rule and size,
 * no abort, no line yet; with `answers`, the defender's nodes just below
 * the root note their refutations (not under captures, where any capture
 * may answer). */
static void
begin_solve (GmkThreatSearch *ts,
             const GmkBoard  *board,
             gboolean         answers)
{
  check_tables (ts, board);
  ts->aborted = FALSE;
  ts->line_length = 0;
  if (answers)
    ts->answers_ply = ts->note_answers && !board->captures ? board->ply + 1 : -1;
}

/* A win by fours: the line's block is the answer noted (any other lets
 * the four make five), its next four the move that wins after it; the
 * fours left, and one more for the open four or five that ends it (free
 * in the VCT), bound the depth. */
static void
note_line (GmkThreatSearch *ts)
{
  ts->answers_first = ts->line[0];
  ts->answers_depth = (ts->line_length - 2 + 1) / 2 + 1;
  ts->n_answers = 0;
  if (ts->line_length >= 3)
    {
      ts->answer_reply[0] = ts->line[1];
      ts->answer_move[0] = ts->line[2];
      ts->answer_nodes[0] = 0;
      ts->n_answers = 1;
    }
}

static gboolean
threat_vcf (GmkThreatSearch *ts,
            GmkEvalState    *st,
            int              depth,
            int             *move)
{
  gboolean win;

  begin_solve (ts, &st->board, FALSE);
  depth = MIN (depth, 30);   /* the line holds 64 moves */
  if (st->board.captures)
    {
      if (capture_game_decided (&st->board))
        return FALSE;
      win = gmk_threat_capture_vcf_attack (ts, st, depth, 0);
    }
  else
    win = gmk_threat_vcf_attack (ts, st, depth, 0);
  if (win && move != NULL)
    *move = ts->line_length > 0 ? ts->line[0] : GMK_NO_MOVE;
  if (win && ts->note_answers && ts->line_length > 0)
    note_line (ts);
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

static gboolean
threat_vct (GmkThreatSearch *ts,
            GmkEvalState    *st,
            int              depth,
            int             *move)
{
  gboolean win;
  int first = GMK_NO_MOVE;

  begin_solve (ts, &st->board, TRUE);
  if (st->board.captures)
    {
      /* Under captures any capture may answer a three or break a later
       * five: the defender tries every move. */
      if (!ts->capture_vct || capture_game_decided (&st->board))
        return FALSE;
      win = gmk_threat_capture_vct_attack (ts, st, MIN (depth, 8), 0, &first);
    }
  else
    {
      /* Three moves shallower first: a deep search spends its nodes on
       * long lines and misses short wins a shallow one proves at once
       * (random middle games, VCT 7 deep on 150k nodes: 53 of 302
       * positions proven alone, 104 after a search 4 deep). */
      win = depth >= 5 && gmk_threat_vct_attack (ts, st, depth - 3, &first);
      if (!win && !ts->aborted)
        win = gmk_threat_vct_attack (ts, st, depth, &first);
    }
  ts->answers_ply = -1;
  if (ts->aborted || first == GMK_NO_MOVE)
    return FALSE;
  if (move != NULL)
    *move = first;
  if (win && ts->note_answers && ts->answers_first != first)
    {
      /* Won without a defence noted at the first move: by fours (the line
       * of the VCF the attack tried first, when it is this move's), or by
       * an open four or five (every answer loses at once: none to note). */
      if (ts->line_length > 0 && ts->line[0] == first)
        note_line (ts);
      else
        {
          ts->answers_first = first;
          ts->answers_depth = 1;
          ts->n_answers = 0;
        }
    }
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

static gboolean
threat_vct_move (GmkThreatSearch *ts,
                 GmkEvalState    *st,
                 int              depth,
                 int             *move)
{
  gboolean win;

  begin_solve (ts, &st->board, TRUE);
  if (st->board.captures)
    return FALSE;
  win = gmk_threat_vct_move_attack (ts, st, *move, depth);
  ts->answers_ply = -1;
  if (win && ts->note_answers && ts->answers_first != *move)
    {
      /* A five: nothing left to answer. */
      ts->answers_first = *move;
      ts->answers_depth = 1;
      ts->n_answers = 0;
    }
  return win;
}

gboolean
gmk_threat_vct_move (GmkThreatSearch *ts,
                     GmkEvalState    *st,
                     int              move,
                     int              depth)
{
  return solve_without_prefetch (threat_vct_move, ts, st, depth, &move);
}
