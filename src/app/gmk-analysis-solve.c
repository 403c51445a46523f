/* gmk-analysis-solve.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-analysis-solve.h"
#include "gmk-threat.h"

/* Attacker moves: as deep as the search's own root VCF goes, and its VCT. */
#define SOLVE_VCF_DEPTH 30
#define SOLVE_VCT_DEPTH 7

static gboolean
won_by (const GmkPosition *pos,
        GmkColor           color)
{
  return pos->status.result == (color == GMK_BLACK ? GMK_RESULT_BLACK_WINS
                                                   : GMK_RESULT_WHITE_WINS);
}

/* A cell where `color` would win at once, asked of the rules by playing
 * it (for the side not to move too: the point a defender must take). */
static int
winning_cell (GmkPosition *pos,
              GmkColor     color)
{
  GmkBoard *board = &pos->board;
  gboolean switched = board->to_move != color;
  int found = GMK_NO_MOVE;

  if (switched)
    gmk_board_switch_side (board);
  for (int i = 0; i < GMK_CELLS && found == GMK_NO_MOVE; i++)
    {
      if (!gmk_board_index_valid (board, i) || board->cell[i] != GMK_EMPTY)
        continue;
      if (gmk_position_play (pos, gmk_board_x (i), gmk_board_y (i)) != GMK_REASON_NONE)
        continue;
      if (won_by (pos, color))
        found = i;
      gmk_position_undo (pos);
    }
  if (switched)
    gmk_board_switch_side (board);
  return found;
}

/* The move that goes on with the win when the attacker has no five yet:
 * the solver's first move from here (an open four, which a proof's line
 * stops short of). */
static int
next_attack (GmkThreatSearch   *ts,
             GmkEvalState      *st,
             const GmkPosition *pos)
{
  int move = GMK_NO_MOVE;

  gmk_eval_init (st, &pos->board);
  ts->nodes = 0;
  ts->aborted = FALSE;
  if (!gmk_threat_vcf (ts, st, SOLVE_VCF_DEPTH, &move))
    return GMK_NO_MOVE;
  return move;
}

/* Plays the proof's line, then carries it on to the win: a line that ends
 * before an open four, or on one, or on a four the defender cannot block,
 * has its last moves still to come. */
static void
complete_line (GmkThreatSearch   *ts,
               GmkEvalState      *st,
               const GmkPosition *start,
               GmkColor           attacker,
               GmkSolveResult    *result)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  int n = 0;

  gmk_position_copy (pos, start);
  for (; n < result->length; n++)
    {
      int m = result->line[n];

      if (gmk_position_play (pos, gmk_board_x (m), gmk_board_y (m)) != GMK_REASON_NONE)
        break;
    }
  /* A proof under captures is one line of a tree: keep what is playable. */
  result->length = n;

  for (int extra = 0; extra < 6 && pos->status.result == GMK_RESULT_NONE &&
                      result->length < GMK_SOLVE_MAX_LINE; extra++)
    {
      int m = winning_cell (pos, attacker);

      if (m == GMK_NO_MOVE && pos->board.to_move == attacker)
        m = next_attack (ts, st, pos);
      if (m == GMK_NO_MOVE)
        break;
      /* The defender takes the attacker's winning point (when it may:
       * renju black may be forbidden there, and then the win stands). */
      if (gmk_position_check (pos, gmk_board_x (m), gmk_board_y (m)) != GMK_REASON_NONE)
        break;
      gmk_position_play (pos, gmk_board_x (m), gmk_board_y (m));
      result->line[result->length++] = m;
    }
  result->ends_in_win = won_by (pos, attacker);
}

void
gmk_solve_position (const GmkPosition *position,
                    guint64            max_nodes,
                    const gint        *stop,
                    GmkSolveResult    *result)
{
  g_autofree GmkThreatSearch *ts = g_new0 (GmkThreatSearch, 1);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  const GmkColor attacker = position->board.to_move;
  int move = GMK_NO_MOVE;
  gboolean won;

  g_return_if_fail (position != NULL && result != NULL);

  result->kind = GMK_SOLVE_NONE;
  result->length = 0;
  result->ends_in_win = FALSE;
  result->aborted = FALSE;
  if (position->status.result != GMK_RESULT_NONE)
    return;

  gmk_threat_init (ts);
  ts->stop = stop;
  gmk_eval_init (st, &position->board);

  ts->max_nodes = max_nodes;
  won = gmk_threat_vcf (ts, st, SOLVE_VCF_DEPTH, &move) && move != GMK_NO_MOVE;
  if (won)
    result->kind = GMK_SOLVE_VCF;
  else if (stop == NULL || !g_atomic_int_get (stop))
    {
      ts->nodes = 0;
      ts->aborted = FALSE;
      won = gmk_threat_vct (ts, st, SOLVE_VCT_DEPTH, &move) && move != GMK_NO_MOVE &&
            gmk_threat_is_legal (st, move, attacker);
      if (won)
        result->kind = GMK_SOLVE_VCT;
    }
  result->aborted = ts->aborted;
  if (!won)
    return;

  result->length = MIN (ts->line_length, (int) G_N_ELEMENTS (ts->line));
  result->length = MIN (result->length, GMK_SOLVE_MAX_LINE);
  for (int i = 0; i < result->length; i++)
    result->line[i] = ts->line[i];
  if (result->length == 0 || result->line[0] != move)
    {
      result->line[0] = move;
      result->length = 1;
    }
  complete_line (ts, st, position, attacker, result);
}
