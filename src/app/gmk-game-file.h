/* gmk-game-file.h: games on disk for the application — open, save, export
 * an image, and the autosave that survives a crash.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reading and writing functions work on a GmkGame and need no display;
 * the rest wires them to a GmkWindow (actions, file choosers, questions,
 * toasts) and to the application (command line, start-up).
 *
 * A file is read completely, parsed and replayed through the rules before
 * the game is touched: a file that cannot be played leaves the game as it
 * was and gives a message naming the problem.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-record-file.h"
#include "gmk-game.h"
#include "gmk-window.h"

G_BEGIN_DECLS

/* Replaces the game by the one in `data` (SGF or PSQ, detected).
 * `default_rule` is the rule of a file that names none (PSQ). */
gboolean   gmk_game_file_load_data       (GmkGame     *game,
                                          const char  *data,
                                          gsize        length,
                                          GmkRule      default_rule,
                                          GError     **error);
/* Reads `file` (refusing anything over GMK_GAMEFILE_MAX_SIZE) and loads it;
 * a PSQ file is played under the game's current rule. */
gboolean   gmk_game_file_load            (GmkGame     *game,
                                          GFile       *file,
                                          GError     **error);
/* The game up to the position shown, as the text of a file. */
char      *gmk_game_file_to_data         (GmkGame            *game,
                                          GmkGamefileFormat   format);
/* Writes the game to `file` (temporary file, then rename), as PSQ when the
 * name ends in ".psq" and as SGF otherwise. */
gboolean   gmk_game_file_save            (GmkGame     *game,
                                          GFile       *file,
                                          GError     **error);

/* $XDG_DATA_HOME/gomoku/autosave.sgf */
char      *gmk_game_file_get_autosave_path (void);
/* Writes the autosave file atomically (g_file_set_contents). */
gboolean   gmk_game_file_autosave        (GmkGame     *game,
                                          GError     **error);
/* Loads the autosave file into `game`.  Returns TRUE when a game was
 * restored.  FALSE with no error: there is no autosave.  FALSE with an
 * error: the file was broken; it has been renamed to
 * autosave-broken-<time>.sgf beside it, whose path goes to `broken_path`. */
gboolean   gmk_game_file_restore         (GmkGame     *game,
                                          char       **broken_path,
                                          GError     **error);

/* Renders the widget as it is shown into a PNG file. */
gboolean   gmk_game_file_export_png      (GtkWidget   *widget,
                                          GFile       *file,
                                          GError     **error);

/* Application wiring.  Call before g_application_run: lets the application
 * open files (command line, desktop file %f) and adds the debugging options
 * --play and --print-game. */
void       gmk_game_file_setup_application (GApplication *application);
/* Adds win.open, win.save-as and win.export-image to the window. */
void       gmk_game_file_install_actions (GmkWindow   *window);
/* For the application's first window: restores the autosave (a toast tells
 * when it was broken) and saves the game after every change from then on. */
void       gmk_game_file_start_session   (GmkWindow   *window);
/* Opens `file` in the window, asking first when a game is under way. */
void       gmk_game_file_open            (GmkWindow   *window,
                                          GFile       *file);

G_END_DECLS
