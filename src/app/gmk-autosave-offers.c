/* gmk-autosave-offers.c: fifth moves clicked but not yet offered, kept
 * beside the autosave.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "gmk-autosave-offers.h"
#include "gmk-game-opening.h"

#define GROUP "Offers"

char *
gmk_autosave_offers_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "gomoku", "autosave-offers.ini", NULL);
}

gboolean
gmk_autosave_offers_save (GmkGame  *game,
                          GError  **error)
{
  g_autofree char *path = gmk_autosave_offers_get_path ();
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *data = NULL;
  const int *points = NULL;
  int n;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);

  n = gmk_game_opening_get_pending (game, &points);
  if (n == 0 && !gmk_game_opening_get_offering (game))
    {
      /* An old file would otherwise come back onto a later game. */
      if (g_unlink (path) != 0 && errno != ENOENT)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "%s: %s", path, g_strerror (saved_errno));
          return FALSE;
        }
      return TRUE;
    }

  /* The moves and the stage say which position the offers belong to. */
  file = g_key_file_new ();
  g_key_file_set_uint64 (file, GROUP, "moves", gmk_game_get_n_moves (game));
  g_key_file_set_string (file, GROUP, "stage",
                         gmk_opening_stage_name (gmk_game_get_opening (game)->stage));
  g_key_file_set_boolean (file, GROUP, "offering", gmk_game_opening_get_offering (game));
  g_key_file_set_integer_list (file, GROUP, "points", (int *) points, n);
  data = g_key_file_to_data (file, NULL, NULL);
  return g_file_set_contents (path, data, -1, error);
}

gboolean
gmk_autosave_offers_restore (GmkGame  *game,
                             GError  **error)
{
  g_autofree char *path = gmk_autosave_offers_get_path ();
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *stage = NULL;
  g_autofree int *points = NULL;
  gsize n = 0;
  guint64 moves;
  gboolean offering;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);

  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return FALSE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  moves = g_key_file_get_uint64 (file, GROUP, "moves", &local_error);
  if (local_error == NULL)
    stage = g_key_file_get_string (file, GROUP, "stage", &local_error);
  if (local_error == NULL)
    offering = g_key_file_get_boolean (file, GROUP, "offering", &local_error);
  if (local_error == NULL && g_key_file_has_key (file, GROUP, "points", NULL))
    points = g_key_file_get_integer_list (file, GROUP, "points", &n, &local_error);
  if (local_error != NULL)
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), "%s: ", path);
      return FALSE;
    }

  /* Offers of another position (a game saved by another way since) are
   * not this one's. */
  if (moves != gmk_game_get_n_moves (game) || !gmk_game_in_opening (game) ||
      g_strcmp0 (stage, gmk_opening_stage_name (gmk_game_get_opening (game)->stage)) != 0)
    return FALSE;
  if (n > GMK_OPENING_MAX_OFFERS)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   "%s: %" G_GSIZE_FORMAT " offers, at most %d", path, n, GMK_OPENING_MAX_OFFERS);
      return FALSE;
    }
  return gmk_game_opening_restore_pending (game, offering, points, (int) n, error);
}
