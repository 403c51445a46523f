/* gmk-protocol-swap2.c: SWAP2BOARD…DONE: the opening stones read, then
 * on the search thread either three stones placed or the colour chosen.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-protocol-private.h"

#include "gmk-rules.h"

/* Stones of our colour that a swap2 opening (3 stones) answer is judged by:
 * a side whose score is below this (from its own view) is given away. */
#define SWAP2_THRESHOLD           (-60)

/* Swap2, first player with an empty board: place black, white, black.  A few
 * common shapes around the centre are tried; the one the search finds most
 * even (white to move) is played. */
static void
swap2_open (GmkProtocol *self)
{
  static const int shapes[][6] = {
    { 0, 0,  1, 0,  0, 2 },
    { 0, 0,  1, 1,  2, 0 },
    { 0, 0,  1, 0,  2, 2 },
    { 0, 0,  0, 1,  2, 1 },
    { 0, 0,  1, 1,  0, 2 },
  };
  const int n = G_N_ELEMENTS (shapes);
  const int cx = self->width / 2, cy = self->height / 2;
  const gint64 budget = MAX (1, self->job_budget_ms / n);
  int best = 0, best_score = G_MAXINT;

  for (int i = 0; i < n && !g_atomic_int_get (&self->stop_requested); i++)
    {
      int score;
      gboolean ok = TRUE;

      for (int s = 0; s < 3 && ok; s++)
        ok = gmk_position_play (self->position, cx + shapes[i][2 * s] - 1,
                                cy + shapes[i][2 * s + 1] - 1) == GMK_REASON_NONE;
      if (ok)
        {
          score = ABS (gmk_protocol_evaluate (self, budget, NULL));
          if (score < best_score)
            {
              best_score = score;
              best = i;
            }
        }
      while (self->position->board.ply > 0)
        gmk_position_undo (self->position);
    }

  if (g_atomic_int_get (&self->quitting))
    return;
  {
    int xs[3], ys[3];

    for (int s = 0; s < 3; s++)
      {
        xs[s] = cx + shapes[best][2 * s] - 1;
        ys[s] = cy + shapes[best][2 * s + 1] - 1;
        gmk_protocol_play_recorded (self, xs[s], ys[s]);
      }
    gmk_protocol_emit (self, "%d,%d %d,%d %d,%d", xs[0], ys[0], xs[1], ys[1], xs[2], ys[2]);
  }
}

/* Swap2 with 3 stones (we may stay white or swap to black) or 5 stones (we
 * may play white or take black): white is to move either way.  We keep
 * white when its score is good enough, else answer SWAP. */
static void
swap2_choose (GmkProtocol *self)
{
  int move = GMK_NO_MOVE;
  int score = gmk_protocol_evaluate (self, self->job_budget_ms, &move);

  if (g_atomic_int_get (&self->quitting))
    return;
  if (score < SWAP2_THRESHOLD || move == GMK_NO_MOVE)
    {
      gmk_protocol_emit (self, "MESSAGE white scores %d: taking black", score);
      gmk_protocol_emit (self, "SWAP");
      return;
    }
  gmk_protocol_play_recorded (self, gmk_board_x (move), gmk_board_y (move));
  gmk_protocol_emit (self, "MESSAGE white scores %d: playing white", score);
  gmk_protocol_emit (self, "%d,%d", gmk_board_x (move), gmk_board_y (move));
}

/* SWAP2BOARD: the stones so far, alternating from black. */
void
gmk_protocol_swap2_line (GmkProtocol *self,
                         const char  *line)
{
  g_autofree char *error = NULL;
  BoardEntry entry = { 0 };

  if (self->input_error != NULL)
    return;
  if (!gmk_protocol_parse_point (self, line, &entry.x, &entry.y, &error))
    {
      self->input_error = g_steal_pointer (&error);
      return;
    }
  g_array_append_val (self->entries, entry);
}

void
gmk_protocol_finish_swap2 (GmkProtocol *self)
{
  const guint n = self->entries->len;

  self->input_mode = INPUT_COMMANDS;
  if (self->input_error != NULL)
    {
      gmk_protocol_emit (self, "ERROR SWAP2BOARD: %s", self->input_error);
      g_clear_pointer (&self->input_error, g_free);
      return;
    }
  if (n != 0 && n != 3 && n != 5)
    {
      gmk_protocol_emit (self, "ERROR SWAP2BOARD: expected 0, 3 or 5 stones, got %u", n);
      return;
    }
  gmk_position_init (self->position, self->width, self->height, self->rule);
  for (guint i = 0; i < n; i++)
    {
      const BoardEntry *e = &g_array_index (self->entries, BoardEntry, i);
      GmkReason reason = gmk_position_play (self->position, e->x, e->y);

      if (reason != GMK_REASON_NONE)
        {
          gmk_protocol_emit (self, "ERROR SWAP2BOARD: %d,%d is illegal (%s)", e->x, e->y,
                             gmk_reason_name (reason));
          gmk_position_init (self->position, self->width, self->height, self->rule);
          gmk_protocol_record_sync (self);
          return;
        }
    }
  gmk_protocol_record_sync (self);
  if (self->position->status.result != GMK_RESULT_NONE)
    {
      gmk_protocol_emit (self, "ERROR SWAP2BOARD: the game is already over");
      return;
    }
  gmk_protocol_start_job (self, JOB_SWAP2);
}

void
gmk_protocol_swap2_reply (GmkProtocol *self)
{
  if (self->position->board.ply == 0 &&
      self->position->board.stones[GMK_BLACK] + self->position->board.stones[GMK_WHITE] == 0)
    swap2_open (self);
  else
    swap2_choose (self);
}
