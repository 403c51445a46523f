/* gmk-game-io.c: a GmkGame to and from a game record, its text and a file.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "gmk-game-io.h"
#include "gmk-game-opening.h"
#include "gmk-game-review.h"

/* A game with variations is saved whole, all its lines; the record's
 * moves and result are those of the main line. */
static GmkGameRecord *
tree_record (GmkGame       *game,
             GmkGameRecord *record)
{
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);

  record->tree = gmk_record_tree_copy (gmk_game_get_tree (game));
  record->n_moves = gmk_record_tree_main_line (record->tree, record->moves);
  /* The main line's review, even when a variation is shown. */
  gmk_game_review_to_record (game, record);
  if (gmk_game_record_replay (record, record->rule, pos, NULL))
    {
      /* Sets the result; the tree must survive it. */
      GmkRecordTree *tree = g_steal_pointer (&record->tree);

      gmk_game_record_set_from_position (record, pos);
      record->tree = tree;
    }
  return record;
}

GmkGameRecord *
gmk_game_io_to_record (GmkGame *game)
{
  g_autoptr(GmkGameRecord) record = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  guint n_moves;

  g_return_val_if_fail (GMK_IS_GAME (game), NULL);

  record = gmk_game_record_new (gmk_game_get_width (game), gmk_game_get_height (game));
  record->rule = gmk_game_get_rule (game);
  record->has_rule = TRUE;
  record->date = g_date_time_format (now, "%Y-%m-%d");

  n_moves = MIN (gmk_game_get_n_moves (game), GMK_MAX_PLY);
  for (guint i = 0; i < n_moves; i++)
    record->moves[record->n_moves++] = gmk_game_get_move (game, i);
  gmk_game_review_to_record (game, record);
  gmk_game_opening_to_record (game, record);

  if (gmk_record_tree_has_variations (gmk_game_get_tree (game)))
    return tree_record (game, g_steal_pointer (&record));

  switch (gmk_game_get_result (game))
    {
    case GMK_RESULT_BLACK_WINS:
      record->result = g_strdup ("B+");
      break;
    case GMK_RESULT_WHITE_WINS:
      record->result = g_strdup ("W+");
      break;
    case GMK_RESULT_DRAW:
      record->result = g_strdup ("0");
      break;
    case GMK_RESULT_NONE:
    default:
      break;
    }

  return g_steal_pointer (&record);
}

gboolean
gmk_game_io_load_record (GmkGame              *game,
                         const GmkGameRecord  *record,
                         GmkRule               default_rule,
                         GError              **error)
{
  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  if (record->tree != NULL)
    {
      /* The rules decide, before the game is touched. */
      g_autofree GmkPosition *pos = g_new (GmkPosition, 1);

      if (!gmk_game_record_replay (record, default_rule, pos, error) ||
          !gmk_game_load_tree (game, pos->board.rule, record->width, record->height,
                               record->tree, error))
        return FALSE;
    }
  /* The rules and the opening decide, before the game is touched. */
  else if (!gmk_game_opening_load (game, record, default_rule, error))
    return FALSE;
  /* A file saved after a review opens with it. */
  gmk_game_review_from_record (game, record);
  return TRUE;
}

gboolean
gmk_game_io_load_data (GmkGame     *game,
                       const char  *data,
                       gsize        length,
                       GmkRule      default_rule,
                       GError     **error)
{
  g_autoptr(GmkGameRecord) record = NULL;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);

  record = gmk_gamefile_read (data, length, error);
  if (record == NULL)
    return FALSE;

  return gmk_game_io_load_record (game, record, default_rule, error);
}

char *
gmk_game_io_to_data (GmkGame           *game,
                     GmkGamefileFormat  format)
{
  g_autoptr(GmkGameRecord) record = NULL;

  g_return_val_if_fail (GMK_IS_GAME (game), NULL);

  record = gmk_game_io_to_record (game);
  if (format == GMK_GAMEFILE_FORMAT_PSQ)
    return gmk_gamefile_write_psq (record);
  return gmk_gamefile_write_sgf (record);
}

gboolean
gmk_game_io_load_file (GmkGame  *game,
                       GFile    *file,
                       GError  **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return FALSE;
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                           _("It is a folder, not a game"));
      return FALSE;
    }
  if (g_file_info_get_size (info) > GMK_GAMEFILE_MAX_SIZE)
    {
      g_set_error_literal (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_TOO_LARGE,
                           _("The file is too large to be a game"));
      return FALSE;
    }
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, error))
    return FALSE;

  return gmk_game_io_load_data (game, contents, length, gmk_game_get_rule (game), error);
}

gboolean
gmk_game_io_save_file (GmkGame  *game,
                       GFile    *file,
                       GError  **error)
{
  g_autofree char *name = NULL;
  g_autofree char *data = NULL;
  GmkGamefileFormat format;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = g_file_get_basename (file);
  format = gmk_gamefile_format_for_name (name);
  data = gmk_game_io_to_data (game, format == GMK_GAMEFILE_FORMAT_PSQ
                                    ? GMK_GAMEFILE_FORMAT_PSQ : GMK_GAMEFILE_FORMAT_SGF);

  return g_file_replace_contents (file, data, strlen (data), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}
