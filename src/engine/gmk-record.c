/* gmk-record.c: the game record, and its replay through the rules.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-record.h"
#include "gmk-notation.h"
#include "gmk-record-text.h"

G_DEFINE_QUARK (gmk-gamefile-error-quark, gmk_gamefile_error)

GmkGameRecord *
gmk_game_record_new (int width,
                     int height)
{
  GmkGameRecord *record = g_new0 (GmkGameRecord, 1);

  record->width = CLAMP (width, GMK_MIN_SIZE, GMK_MAX_SIZE);
  record->height = CLAMP (height, GMK_MIN_SIZE, GMK_MAX_SIZE);
  record->rule = GMK_RULE_FREESTYLE;
  record->moves = g_new (int, GMK_MAX_PLY);

  return record;
}

void
gmk_game_record_free (GmkGameRecord *record)
{
  if (record == NULL)
    return;

  g_free (record->black);
  g_free (record->white);
  g_free (record->result);
  g_free (record->date);
  g_free (record->opening_choices);
  g_free (record->moves);
  g_free (record->review);
  gmk_record_tree_free (record->tree);
  g_free (record);
}

gboolean
gmk_game_record_add_move (GmkGameRecord *record,
                          int            x,
                          int            y)
{
  g_return_val_if_fail (record != NULL, FALSE);

  if (x < 0 || y < 0 || x >= record->width || y >= record->height)
    return FALSE;
  if (record->n_moves >= GMK_MAX_PLY)
    return FALSE;

  record->moves[record->n_moves++] = gmk_board_index (x, y);
  return TRUE;
}

void
gmk_game_record_set_from_position (GmkGameRecord     *record,
                                   const GmkPosition *pos)
{
  const GmkBoard *board;

  g_return_if_fail (record != NULL);
  g_return_if_fail (pos != NULL);

  board = &pos->board;
  record->width = board->width;
  record->height = board->height;
  record->rule = board->rule;
  record->has_rule = TRUE;
  record->n_moves = 0;
  /* One line now: the variations of another line would not go with it. */
  g_clear_pointer (&record->tree, gmk_record_tree_free);
  for (int i = 0; i < board->ply && i < GMK_MAX_PLY; i++)
    record->moves[record->n_moves++] = board->history[i].move;

  /* A game that is not over keeps whatever the file said (a resignation,
   * say); a finished one says who won. */
  switch (pos->status.result)
    {
    case GMK_RESULT_BLACK_WINS:
      g_free (record->result);
      record->result = g_strdup ("B+");
      break;
    case GMK_RESULT_WHITE_WINS:
      g_free (record->result);
      record->result = g_strdup ("W+");
      break;
    case GMK_RESULT_DRAW:
      g_free (record->result);
      record->result = g_strdup ("0");
      break;
    case GMK_RESULT_NONE:
    default:
      break;
    }
}

const char *
gmk_record_describe_reason (GmkReason reason)
{
  switch (reason)
    {
    case GMK_REASON_OFF_BOARD:
      return "it is off the board";
    case GMK_REASON_OCCUPIED:
      return "the point is already taken";
    case GMK_REASON_DOUBLE_THREE:
      return "it is forbidden (double three)";
    case GMK_REASON_DOUBLE_FOUR:
      return "it is forbidden (double four)";
    case GMK_REASON_OVERLINE:
      return "it is forbidden (overline)";
    case GMK_REASON_GAME_OVER:
      return "the game was already over";
    case GMK_REASON_NONE:
    default:
      return "it is not allowed";
    }
}

gboolean
gmk_game_record_replay (const GmkGameRecord *record,
                        GmkRule              default_rule,
                        GmkPosition         *pos,
                        GError             **error)
{
  GmkRule rule;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);

  rule = record->has_rule ? record->rule : default_rule;
  if ((int) rule < 0 || rule >= GMK_N_RULES)
    rule = GMK_RULE_FREESTYLE;

  gmk_position_init (pos, record->width, record->height, rule);

  for (guint i = 0; i < record->n_moves; i++)
    {
      int x = gmk_board_x (record->moves[i]);
      int y = gmk_board_y (record->moves[i]);
      GmkReason reason = gmk_position_play (pos, x, y);

      if (reason != GMK_REASON_NONE)
        {
          char point[GMK_NOTATION_MAX];

          if (gmk_board_contains (&pos->board, x, y))
            gmk_notation_format (x, y, record->height, point);
          else
            g_strlcpy (point, "?", sizeof point);

          g_set_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_ILLEGAL,
                       "Move %u (%s by %s) cannot be played under %s rules: %s",
                       i + 1, point, i % 2 == 0 ? "black" : "white",
                       gmk_rule_name (rule), gmk_record_describe_reason (reason));
          return FALSE;
        }
    }

  return TRUE;
}
