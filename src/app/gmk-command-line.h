/* gmk-command-line.h: what the gomoku program takes on its command line —
 * files to open (also from the desktop file's %f) and the two debugging
 * options, --play MOVES (play these moves, one every 100 ms) and
 * --print-game (print the game as SGF once started, then quit), which the
 * tests of the autosave use to drive the real program.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gmk-game.h"

G_BEGIN_DECLS

/* Call before g_application_run: lets the application open files and adds
 * the debugging options.  Files are opened into the active window through
 * its file actions (gmk-file-actions.h). */
void   gmk_command_line_setup (GApplication *application);
/* For the application's first window, once its game is restored: starts
 * playing the --play moves into `game`, and with --print-game prints it and
 * quits (after the file, when one is being opened).  Does nothing for an
 * application that gmk_command_line_setup did not see. */
void   gmk_command_line_start (GApplication *application,
                               GmkGame      *game);

G_END_DECLS
