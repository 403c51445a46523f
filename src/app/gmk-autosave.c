/* gmk-autosave.c: the game in progress saved after every move and restored
 * at the next start.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "gmk-autosave.h"
#include "gmk-autosave-offers.h"
#include "gmk-game-io.h"

char *
gmk_autosave_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "gomoku", "autosave.sgf", NULL);
}

gboolean
gmk_autosave_save (GmkGame  *game,
                   GError  **error)
{
  g_autofree char *path = gmk_autosave_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* g_file_set_contents writes a temporary file and renames it over the old
   * one, so a kill at any moment leaves either the old or the new game. */
  data = gmk_game_io_to_data (game, GMK_GAMEFILE_FORMAT_SGF);
  if (!g_file_set_contents (path, data, -1, error))
    return FALSE;
  /* The fifth moves clicked so far, which no record holds. */
  return gmk_autosave_offers_save (game, error);
}

gboolean
gmk_autosave_restore (GmkGame   *game,
                      char     **broken_path,
                      GError   **error)
{
  g_autofree char *path = gmk_autosave_get_path ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *stamp = NULL;
  g_autofree char *broken_name = NULL;
  char *broken;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;

  file = g_file_new_for_path (path);
  if (gmk_game_io_load_file (game, file, &local_error))
    {
      /* The game is back whatever becomes of the offers. */
      if (!gmk_autosave_offers_restore (game, &local_error) && local_error != NULL)
        g_message ("The offers being made were not restored: %s", local_error->message);
      return TRUE;
    }

  /* Set the broken file aside, so it neither comes back at every start nor
   * is lost to whoever wants to look at it. */
  now = g_date_time_new_now_local ();
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  dir = g_path_get_dirname (path);
  broken_name = g_strdup_printf ("autosave-broken-%s.sgf", stamp);
  broken = g_build_filename (dir, broken_name, NULL);
  if (g_rename (path, broken) != 0)
    g_unlink (path);

  if (broken_path != NULL)
    *broken_path = broken;
  else
    g_free (broken);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

typedef struct {
  GmkAutosaveFailedFunc  on_failure;
  gpointer               user_data;
  gboolean               failed;
} Follower;

static void
on_position_changed (GmkGame  *game,
                     Follower *follower)
{
  g_autoptr(GError) error = NULL;

  if (gmk_autosave_save (game, &error))
    {
      follower->failed = FALSE;
      return;
    }

  g_message ("Autosave failed: %s", error->message);
  /* Once per run of failures, not at every move. */
  if (!follower->failed && follower->on_failure != NULL)
    follower->on_failure (error, follower->user_data);
  follower->failed = TRUE;
}

static void
follower_free (gpointer  data,
               GClosure *closure)
{
  g_free (data);
}

void
gmk_autosave_follow (GmkGame               *game,
                     GmkAutosaveFailedFunc  on_failure,
                     gpointer               user_data)
{
  Follower *follower;

  g_return_if_fail (GMK_IS_GAME (game));

  follower = g_new0 (Follower, 1);
  follower->on_failure = on_failure;
  follower->user_data = user_data;
  g_signal_connect_data (game, "position-changed", G_CALLBACK (on_position_changed),
                         follower, follower_free, 0);
  /* A finished review is saved at once; the follower is freed once. */
  g_signal_connect (game, "review-changed", G_CALLBACK (on_position_changed), follower);
}
