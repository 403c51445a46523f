/* gmk-game-io.h: a GmkGame to and from a game record, its text and a file.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here needs a display.  A record is replayed through the rules
 * before the game is touched: a file that cannot be played leaves the game
 * as it was and gives a message naming the problem.
 */
#pragma once

#include <gio/gio.h>

#include "gmk-game.h"
#include "gmk-record-file.h"

G_BEGIN_DECLS

/* The game up to the position shown: its size, rule, moves and result,
 * dated today.  A game with variations is taken whole: every line in the
 * record's tree, the main line as its moves (PSQ writes only those). */
GmkGameRecord *gmk_game_io_to_record   (GmkGame              *game);
/* Replaces the game by the record's.  `default_rule` is the rule of a
 * record that names none (PSQ). */
gboolean       gmk_game_io_load_record (GmkGame              *game,
                                        const GmkGameRecord  *record,
                                        GmkRule               default_rule,
                                        GError              **error);

/* Replaces the game by the one in `data` (SGF or PSQ, detected). */
gboolean       gmk_game_io_load_data   (GmkGame              *game,
                                        const char           *data,
                                        gsize                 length,
                                        GmkRule               default_rule,
                                        GError              **error);
/* The game up to the position shown, as the text of a file. */
char          *gmk_game_io_to_data     (GmkGame              *game,
                                        GmkGamefileFormat     format);

/* Reads `file` (refusing anything over GMK_GAMEFILE_MAX_SIZE) and loads it;
 * a PSQ file is played under the game's current rule. */
gboolean       gmk_game_io_load_file   (GmkGame              *game,
                                        GFile                *file,
                                        GError              **error);
/* Writes the game to `file` (temporary file, then rename), as PSQ when the
 * name ends in ".psq" and as SGF otherwise. */
gboolean       gmk_game_io_save_file   (GmkGame              *game,
                                        GFile                *file,
                                        GError              **error);

G_END_DECLS
