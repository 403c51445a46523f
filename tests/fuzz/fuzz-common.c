/* fuzz-common.c: checks shared by the game-record fuzz targets.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"
#include "gmk-record-review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
fuzz_fail (const char *what,
           const char *file,
           int         line)
{
  fprintf (stderr, "%s:%d: invariant broken: %s\n", file, line, what);
  abort ();
}

static GmkGameRecord *
read_back (const char        *text,
           GmkGamefileFormat  format)
{
  g_autoptr(GError) error = NULL;
  GmkGameRecord *again;

  if (format == GMK_GAMEFILE_FORMAT_SGF)
    again = gmk_gamefile_read_sgf (text, strlen (text), &error);
  else
    again = gmk_gamefile_read_psq (text, strlen (text), &error);

  if (again == NULL)
    {
      fprintf (stderr, "a written record does not read back: %s\n%s",
               error->message, text);
      abort ();
    }
  return again;
}

/* Whatever a reader accepted, a writer must write, and the matching reader
 * must read back as the same game; replaying it must not crash. */
void
fuzz_check_record (const GmkGameRecord *record)
{
  g_autofree char *sgf = NULL;
  g_autofree char *psq = NULL;
  g_autoptr(GmkGameRecord) from_sgf = NULL;
  g_autoptr(GmkGameRecord) from_psq = NULL;
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  g_autoptr(GError) error = NULL;

  FUZZ_CHECK (record->width >= GMK_MIN_SIZE && record->width <= GMK_MAX_SIZE);
  FUZZ_CHECK (record->height >= GMK_MIN_SIZE && record->height <= GMK_MAX_SIZE);
  FUZZ_CHECK (record->n_moves <= GMK_MAX_PLY);
  for (guint i = 0; i < record->n_moves; i++)
    {
      int x = gmk_board_x (record->moves[i]);
      int y = gmk_board_y (record->moves[i]);

      FUZZ_CHECK (x >= 0 && x < record->width && y >= 0 && y < record->height);
      FUZZ_CHECK (gmk_board_index (x, y) == record->moves[i]);
    }
  FUZZ_CHECK (record->black == NULL || g_utf8_validate (record->black, -1, NULL));
  FUZZ_CHECK (record->white == NULL || g_utf8_validate (record->white, -1, NULL));
  FUZZ_CHECK (record->result == NULL || g_utf8_validate (record->result, -1, NULL));
  FUZZ_CHECK (record->date == NULL || g_utf8_validate (record->date, -1, NULL));

  sgf = gmk_gamefile_write_sgf (record);
  from_sgf = read_back (sgf, GMK_GAMEFILE_FORMAT_SGF);
  FUZZ_CHECK (from_sgf->width == record->width && from_sgf->height == record->height);
  FUZZ_CHECK (from_sgf->has_rule == record->has_rule);
  FUZZ_CHECK (!record->has_rule || from_sgf->rule == record->rule);
  FUZZ_CHECK (from_sgf->n_moves == record->n_moves);
  FUZZ_CHECK (memcmp (from_sgf->moves, record->moves, record->n_moves * sizeof (int)) == 0);
  FUZZ_CHECK (g_strcmp0 (from_sgf->black, record->black) == 0);
  FUZZ_CHECK (g_strcmp0 (from_sgf->white, record->white) == 0);
  FUZZ_CHECK (g_strcmp0 (from_sgf->result, record->result) == 0);
  FUZZ_CHECK (g_strcmp0 (from_sgf->date, record->date) == 0);
  /* The review's figures come back as written (gmk-record-review.c). */
  FUZZ_CHECK (gmk_game_record_get_n_reviewed (from_sgf) == gmk_game_record_get_n_reviewed (record));
  for (guint i = 0; i < gmk_game_record_get_n_reviewed (record); i++)
    {
      const GmkReviewEntry *a = &record->review[i], *b = &from_sgf->review[i];

      FUZZ_CHECK (a->klass == b->klass && a->played_score == b->played_score && a->only_move == b->only_move);
      FUZZ_CHECK (a->best_move == b->best_move && a->best_score == b->best_score && a->reply == b->reply);
      FUZZ_CHECK (a->best_pv_length == b->best_pv_length && a->reply_pv_length == b->reply_pv_length);
      FUZZ_CHECK (memcmp (a->best_pv, b->best_pv, sizeof (int) * a->best_pv_length) == 0);
      FUZZ_CHECK (memcmp (a->reply_pv, b->reply_pv, sizeof (int) * a->reply_pv_length) == 0);
    }

  psq = gmk_gamefile_write_psq (record);
  from_psq = read_back (psq, GMK_GAMEFILE_FORMAT_PSQ);
  FUZZ_CHECK (from_psq->width == record->width && from_psq->height == record->height);
  FUZZ_CHECK (from_psq->n_moves == record->n_moves);
  FUZZ_CHECK (memcmp (from_psq->moves, record->moves, record->n_moves * sizeof (int)) == 0);

  /* Variations: the tree's main line is the moves, it survives SGF, and
   * every line reaches the rules. */
  if (record->tree != NULL)
    {
      g_autofree int *main_line = g_new (int, GMK_MAX_PLY);

      FUZZ_CHECK (gmk_record_tree_main_line (record->tree, main_line) == record->n_moves);
      FUZZ_CHECK (memcmp (main_line, record->moves, record->n_moves * sizeof (int)) == 0);
      FUZZ_CHECK (from_sgf->tree != NULL && from_sgf->tree->n_nodes == record->tree->n_nodes);
      if (!gmk_record_tree_replay (record->tree, record->width, record->height,
                                   record->has_rule ? record->rule : GMK_RULE_FREESTYLE, &error))
        FUZZ_CHECK (error != NULL && error->message[0] != '\0');
      g_clear_error (&error);
    }

  /* Replay under the record's rule, or each rule in turn for a record that
   * names none, so arbitrary move lists reach the rules code. */
  for (int rule = 0; rule < GMK_N_RULES; rule++)
    {
      if (record->has_rule && (GmkRule) rule != record->rule)
        continue;
      if (!gmk_game_record_replay (record, (GmkRule) rule, pos, &error))
        {
          FUZZ_CHECK (error != NULL && error->message[0] != '\0');
          FUZZ_CHECK ((guint) pos->board.ply < record->n_moves);
          g_clear_error (&error);
        }
      else
        {
          FUZZ_CHECK ((guint) pos->board.ply == record->n_moves);
        }
    }
}

void
fuzz_check_error (const GError *error)
{
  FUZZ_CHECK (error != NULL);
  FUZZ_CHECK (error->domain == GMK_GAMEFILE_ERROR);
  FUZZ_CHECK (error->message != NULL && error->message[0] != '\0');
  FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
}
