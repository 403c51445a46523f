/* gmk-autosave-offers.h: fifth moves clicked but not yet offered, kept
 * beside the autosave.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record holds the offers once made, not the few clicked before the
 * last one; a person who quits after placing 1 of 2 offers would lose
 * them.  They go to a small key file beside autosave.sgf, with the moves
 * and the stage they belong to, and come back only onto that very stage.
 */
#pragma once

#include "gmk-game.h"

G_BEGIN_DECLS

/* $XDG_DATA_HOME/gomoku/autosave-offers.ini */
char     *gmk_autosave_offers_get_path (void);
/* Writes the offers being made, or removes the file when there are none. */
gboolean  gmk_autosave_offers_save     (GmkGame  *game,
                                        GError  **error);
/* After the autosave is restored: puts the offers back if they belong to
 * the game's stage.  FALSE with no error: nothing to restore (no file, or
 * one of another position).  FALSE with an error: the file is unreadable
 * or its offers refused. */
gboolean  gmk_autosave_offers_restore  (GmkGame  *game,
                                        GError  **error);

G_END_DECLS
