/* gmk-autosave.h: the game in progress saved after every move and restored
 * at the next start, so a crash or a closed window loses nothing.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here needs a display; telling the user is the caller's part.
 */
#pragma once

#include "gmk-game.h"

G_BEGIN_DECLS

/* Called when saving fails, once per run of failures (each failure is
 * logged). */
typedef void (*GmkAutosaveFailedFunc) (const GError *error,
                                       gpointer      user_data);

/* $XDG_DATA_HOME/gomoku/autosave.sgf */
char      *gmk_autosave_get_path       (void);
/* Writes the autosave file atomically (g_file_set_contents). */
gboolean   gmk_autosave_save           (GmkGame                *game,
                                        GError                **error);
/* Loads the autosave file into `game`.  Returns TRUE when a game was
 * restored.  FALSE with no error: there is no autosave.  FALSE with an
 * error: the file was broken; it has been renamed to
 * autosave-broken-<time>.sgf beside it, whose path goes to `broken_path`. */
gboolean   gmk_autosave_restore        (GmkGame                *game,
                                        char                  **broken_path,
                                        GError                **error);
/* From now on saves `game` after every change of its position and of its
 * review, for as long as the game lives; `user_data` must live as long. */
void       gmk_autosave_follow         (GmkGame                *game,
                                        GmkAutosaveFailedFunc   on_failure,
                                        gpointer                user_data);

G_END_DECLS
