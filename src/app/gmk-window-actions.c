/* gmk-window-actions.c: the window's win.* actions (new game, undo, hint,
 * pause, analysis board...) and the moves played from the board and history.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-new-game-dialog.h"
#include "gmk-window-private.h"

static void
play_at (GmkWindow *self,
         int        x,
         int        y)
{
  g_autoptr(GError) error = NULL;

  if (!gmk_game_is_over (self->game) && gmk_game_computer_to_move (self->game))
    {
      gmk_window_show_toast (self, _("Wait for the computer to play"));
      return;
    }

  if (!gmk_game_play (self->game, x, y, &error))
    gmk_window_show_toast (self, error->message);
}

void
gmk_window_on_cell_activated (GmkBoardView *view,
                              int           x,
                              int           y,
                              GmkWindow    *self)
{
  if (!gmk_analysis_panel_get_active (self->analysis_panel))
    play_at (self, x, y);
}

static void
play_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GmkWindow *self = user_data;
  int x, y;

  g_variant_get (parameter, "(ii)", &x, &y);
  play_at (self, x, y);
}

/* Ctrl+N, the header's button and the menu: the choices first. */
static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GmkWindow *self = user_data;

  gtk_window_present (GTK_WINDOW (gmk_new_game_dialog_new (GTK_WINDOW (self), self->settings,
                                                           self->game)));
}

/* The result card's "Play Again": the same settings, no questions. */
static void
play_again_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  gmk_window_new_game (GMK_WINDOW (user_data));
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GmkWindow *self = user_data;

  gmk_ai_player_cancel (self->ai);
  gmk_game_undo_turn (self->game);
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GmkWindow *self = user_data;

  gmk_game_redo_turn (self->game);
}

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GmkWindow *self = user_data;

  if (!gmk_ai_player_hint (self->ai))
    gmk_window_show_toast (self, _("No hint for this position"));
  gmk_window_update_actions (self);
}

static void
move_now_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GmkWindow *self = user_data;

  gmk_ai_player_move_now (self->ai);
}

static void
hide_result_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GmkWindow *self = user_data;

  /* The card covers the bottom of the board: out of the way, the final
   * position can be looked at; the title still says who won. */
  gmk_result_card_dismiss (self->result_card);
}

static void
toggle_sidebar_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  GmkWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
pause_change_state (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       user_data)
{
  GmkWindow *self = user_data;

  g_simple_action_set_state (action, value);
  gmk_ai_player_set_paused (self->ai, g_variant_get_boolean (value));
  gmk_window_update_actions (self);
  gmk_window_update_title (self);
}

/* The evaluation bar follows the analysis board's best line while it is
 * up, the game's latest evaluation otherwise. */
void
gmk_window_feed_eval_bar (GmkWindow *self)
{
  GmkAnalysis *analysis = gmk_analysis_panel_get_analysis (self->analysis_panel);
  GObject *source = G_OBJECT (self->status_line);

  if (self->eval_bar_source != NULL)
    g_binding_unbind (self->eval_bar_source);
  if (gmk_analysis_panel_get_active (self->analysis_panel) && analysis != NULL)
    source = G_OBJECT (analysis);
  self->eval_bar_source = g_object_bind_property (source, "black-chance", self->eval_bar,
                                                  "black-chance", G_BINDING_SYNC_CREATE);
  g_object_add_weak_pointer (G_OBJECT (self->eval_bar_source),
                             (gpointer *) &self->eval_bar_source);
}

/* The analysis board over the shown position; the game waits meanwhile. */
static void
analysis_change_state (GSimpleAction *action,
                       GVariant      *value,
                       gpointer       user_data)
{
  GmkWindow *self = user_data;

  g_simple_action_set_state (action, value);
  if (g_variant_get_boolean (value))
    {
      gmk_ai_player_cancel (self->ai);
      gmk_analysis_panel_enter (self->analysis_panel, self->board_view,
                                gmk_game_get_position (self->game));
      gmk_window_feed_eval_bar (self);
      /* The game's result is not the analysis board's; it comes back after. */
      gtk_widget_set_visible (GTK_WIDGET (self->result_card), FALSE);
      gmk_window_update_actions (self);
      return;
    }
  gmk_analysis_panel_leave (self->analysis_panel);
  gmk_window_feed_eval_bar (self);
  gtk_widget_set_visible (GTK_WIDGET (self->result_card), TRUE);
  gmk_window_on_position_changed (self->game, self);
  gmk_ai_player_resume (self->ai);
}

static const GActionEntry win_entries[] = {
  { "new-game", new_game_action },
  { "play-again", play_again_action },
  { "undo", undo_action },
  { "redo", redo_action },
  { "hint", hint_action },
  { "move-now", move_now_action },
  { "toggle-sidebar", toggle_sidebar_action },
  { "hide-result", hide_result_action },
  { "pause", NULL, NULL, "false", pause_change_state },
  { "play", play_action, "(ii)" },
  { "analysis", NULL, NULL, "false", analysis_change_state },
};

/* ---- history ----------------------------------------------------------- */

void
gmk_window_on_history_move_activated (GmkHistoryPanel *panel,
                                      guint            position,
                                      GmkWindow       *self)
{
  guint n = position + 1;
  GmkPlayerKind next = gmk_game_get_player (self->game, n % 2 == 0 ? GMK_BLACK : GMK_WHITE);

  /* Against the computer, a person's move is shown with the computer's
   * answer, as Undo and Redo go: the person is to move there.  Without an
   * answer yet, the computer plays one. */
  if (next == GMK_PLAYER_COMPUTER && !gmk_window_computer_vs_computer (self) &&
      n < gmk_game_get_n_total (self->game))
    n++;
  gmk_ai_player_cancel (self->ai);
  gmk_game_go_to (self->game, n);
}

void
gmk_window_add_actions (GmkWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries,
                                   G_N_ELEMENTS (win_entries), self);
}
