/* gmk-window.h: the main window.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Owns the game and its AI player and composes what shows them: the
 * header bar (title, state, actions), the board (GmkBoardView) under its
 * result card (GmkResultCard), and the sidebar (GmkStatsPanel,
 * GmkHistoryPanel).  It holds the window's actions, passes clicks and keys
 * on to the game, and applies the settings to the game and the engine.
 */
#pragma once

#include <adwaita.h>

#include "gmk-ai-player.h"
#include "gmk-board-view.h"
#include "gmk-game.h"

G_BEGIN_DECLS

#define GMK_TYPE_WINDOW (gmk_window_get_type())

G_DECLARE_FINAL_TYPE (GmkWindow, gmk_window, GMK, WINDOW, AdwApplicationWindow)

/* settings: the io.github.gomoku_gtk.Gomoku settings the window follows
 * and writes (NULL: its own). */
GmkWindow    *gmk_window_new               (GtkApplication *application,
                                            GSettings      *settings);
GmkGame      *gmk_window_get_game          (GmkWindow      *self);
GmkAiPlayer  *gmk_window_get_ai_player     (GmkWindow      *self);
GmkBoardView *gmk_window_get_board_view    (GmkWindow      *self);
/* Shows a toast; the last message stays readable for tests. */
void          gmk_window_show_toast        (GmkWindow      *self,
                                            const char     *message);
const char   *gmk_window_get_last_toast    (GmkWindow      *self);
/* The game-over message shown, NULL while the game goes on. */
const char   *gmk_window_get_result_text   (GmkWindow      *self);
/* New game with the rule and board size of the settings, without the New
 * Game dialog (the result card's "Play Again", win.play-again). */
void          gmk_window_new_game          (GmkWindow      *self);
/* Presents a question over parent with two answers: keep things as they
 * are (also Escape and closing), or the change, shown with the appearance
 * given.  Connect to "response" on the dialog returned. */
AdwMessageDialog *gmk_window_ask           (GtkWindow             *parent,
                                            const char            *heading,
                                            const char            *body,
                                            const char            *keep_id,
                                            const char            *keep_label,
                                            const char            *change_id,
                                            const char            *change_label,
                                            AdwResponseAppearance  change_appearance);
/* TRUE while the "start a new game with the new rules?" question is open. */
gboolean      gmk_window_is_asking         (GmkWindow      *self);

G_END_DECLS
