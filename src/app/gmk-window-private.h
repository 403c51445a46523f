/* gmk-window-private.h: the window's fields, for the files that make it up.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmk-window.c builds the window and follows the settings,
 * gmk-window-state.c keeps what it shows in step with the game and the
 * computer (title, actions' sensitivity, the board's overlays), and
 * gmk-window-actions.c holds the win.* actions' handlers.
 */
#pragma once

#include "gmk-analysis-panel.h"
#include "gmk-eval-bar.h"
#include "gmk-ai-opening.h"
#include "gmk-history-panel.h"
#include "gmk-opening-bar.h"
#include "gmk-result-card.h"
#include "gmk-review-panel.h"
#include "gmk-stats-panel.h"
#include "gmk-status-line.h"
#include "gmk-window.h"

G_BEGIN_DECLS

/* Shared by gmk-window.c, gmk-window-state.c and gmk-window-actions.c. */
struct _GmkWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  AdwFlap              *flap;
  GtkToggleButton      *sidebar_button;
  GtkWidget            *new_game_button;
  GtkToggleButton      *pause_button;
  GtkWidget            *move_now_button;
  GmkBoardView         *board_view;
  GmkAnalysisPanel     *analysis_panel;
  GmkStatusLine        *status_line;
  GmkEvalBar           *eval_bar;
  GBinding             *eval_bar_source; /* weak: what feeds the bar */
  GmkOpeningBar        *opening_bar;
  GmkResultCard        *result_card;
  GmkStatsPanel        *stats_panel;
  GmkHistoryPanel      *history_panel;
  GmkReviewPanel       *review_panel;

  GSettings            *settings;
  AdwToast             *toast;                     /* the one shown */
  GmkGame              *game;
  GmkAiPlayer          *ai;
  GmkAiOpening         *ai_opening;
  AdwMessageDialog     *rules_dialog;

  guint                 title_idle;
  char                 *last_toast;
};

static inline gboolean
gmk_window_computer_vs_computer (GmkWindow *self)
{
  return gmk_game_get_player (self->game, GMK_BLACK) == GMK_PLAYER_COMPUTER &&
         gmk_game_get_player (self->game, GMK_WHITE) == GMK_PLAYER_COMPUTER;
}

/* gmk-window-state.c */
void gmk_window_update_title              (GmkWindow   *self);
void gmk_window_update_actions            (GmkWindow   *self);
void gmk_window_update_board_analysis     (GmkWindow   *self);
void gmk_window_on_position_changed       (GmkGame     *game,
                                           GmkWindow   *self);
void gmk_window_on_ai_thinking_changed    (GmkAiPlayer *ai,
                                           GParamSpec  *pspec,
                                           GmkWindow   *self);
void gmk_window_on_ai_progress            (GmkAiPlayer *ai,
                                           GmkWindow   *self);
void gmk_window_on_ai_failed              (GmkAiPlayer *ai,
                                           const char  *message,
                                           GmkWindow   *self);
void gmk_window_on_players_changed        (GmkGame     *game,
                                           GParamSpec  *pspec,
                                           GmkWindow   *self);

/* gmk-window-actions.c */
void gmk_window_add_actions               (GmkWindow       *self);
void gmk_window_feed_eval_bar             (GmkWindow       *self);
void gmk_window_on_cell_activated         (GmkBoardView    *view,
                                           int              x,
                                           int              y,
                                           GmkWindow       *self);
void gmk_window_on_history_move_activated (GmkHistoryPanel *panel,
                                           guint            position,
                                           GmkWindow       *self);

G_END_DECLS
