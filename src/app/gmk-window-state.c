/* gmk-window-state.c: what the window shows of the game and the
 * computer: the title's state, which actions are enabled, the board's hint, lines and opening offers.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-game-opening.h"
#include "gmk-window-private.h"

static void
set_action_enabled (GmkWindow  *self,
                    const char *name,
                    gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
gmk_window_update_title (GmkWindow *self)
{
  g_autofree char *subtitle = NULL;
  const char *rule = gmk_game_rule_title (gmk_game_get_rule (self->game));
  GmkColor to_move = gmk_game_get_to_move (self->game);
  g_autofree char *status = NULL;

  if (gmk_game_is_over (self->game))
    status = gmk_game_describe_result (self->game);
  else if (gmk_game_get_position (self->game)->status.pending_five == GMK_BLACK ||
           gmk_game_get_position (self->game)->status.pending_five == GMK_WHITE)
    {
      GmkColor five = gmk_game_get_position (self->game)->status.pending_five;

      /* Translators: ninuki, "Black has five; White may still break it" */
      status = g_strdup_printf (_("%s has five; %s may still break it"),
                                gmk_game_color_name (five),
                                gmk_game_color_name (GMK_OTHER (five)));
    }
  else if (gmk_ai_player_get_thinking (self->ai) && !gmk_ai_player_get_hinting (self->ai))
    /* Translators: "White is thinking…" */
    status = g_strdup_printf (_("%s is thinking…"), gmk_game_color_name (to_move));
  else if (gmk_window_computer_vs_computer (self) && gmk_ai_player_get_paused (self->ai))
    status = g_strdup (_("Paused"));
  else
    {
      /* An opening's step: who decides, and what. */
      GmkStatusFacts facts = { .to_move = to_move };

      gmk_status_line_opening_facts (self->game, &facts);
      status = gmk_status_opening_text (&facts);
      if (status == NULL)
        status = g_strdup_printf (_("%s to move"), gmk_game_color_name (to_move));
    }

  /* A narrow header has room for the state alone. */
  if (adw_flap_get_folded (self->flap))
    {
      adw_window_title_set_subtitle (self->window_title, status);
      return;
    }
  /* Translators: rule set and state, "Renju · Black to move" */
  subtitle = g_strdup_printf (_("%s · %d × %d · %s"), rule,
                              gmk_game_get_width (self->game), gmk_game_get_height (self->game),
                              status);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* An opening's fifth moves, offered or being offered, as Black's numbered
 * stones; nothing outside the opening. */
static void
show_opening_offers (GmkWindow *self)
{
  GmkBoardMark marks[GMK_OPENING_MAX_OFFERS];
  int n = gmk_game_opening_get_marks (self->game, marks);

  gmk_board_view_set_marks (self->board_view, marks, n);
}

/* The hint: its stone and winning chance, the line after it only when
 * asked for; the line the computer expects while it thinks, likewise. */
void
gmk_window_update_board_analysis (GmkWindow *self)
{
  gboolean line = g_settings_get_boolean (self->settings, "show-analysis") &&
                  g_settings_get_boolean (self->settings, "show-expected-line");
  const GmkSearchInfo *info = gmk_ai_player_get_info (self->ai);
  const int *hint = NULL;
  int hint_len = gmk_ai_player_get_hint (self->ai, &hint);
  const int *better = NULL;
  GmkColor first = GMK_EMPTY;
  int better_len = gmk_review_panel_get_better_line (self->review_panel, &better, &first);

  if (gmk_analysis_panel_get_active (self->analysis_panel))
    return;
  show_opening_offers (self);
  if (gmk_game_in_opening (self->game))   /* no hint, no line */
    gmk_board_view_set_analysis (self->board_view, NULL, 0, -1.0);
  else if (hint_len > 0)
    gmk_board_view_set_analysis (self->board_view, hint, line ? hint_len : 1,
                                 info != NULL ? info->win_probability : -1.0);
  else if (line && info != NULL && gmk_ai_player_get_thinking (self->ai))
    gmk_board_view_set_analysis (self->board_view, info->pv, info->pv_length, -1.0);
  else if (better_len > 0)   /* the review's better move for the move shown */
    gmk_board_view_set_line (self->board_view, better, better_len, first);
  else
    gmk_board_view_set_analysis (self->board_view, NULL, 0, -1.0);
}

static void
update_interactive (GmkWindow *self)
{
  gboolean interactive = !gmk_game_is_over (self->game) &&
                         !gmk_game_computer_to_move (self->game);

  if (gmk_analysis_panel_get_active (self->analysis_panel))
    return;
  gmk_board_view_set_interactive (self->board_view, interactive);
}

void
gmk_window_on_position_changed (GmkGame   *game,
                                GmkWindow *self)
{
  /* The game moved on (a new game, a file opened): the board is its again. */
  if (gmk_analysis_panel_get_active (self->analysis_panel))
    g_action_group_change_action_state (G_ACTION_GROUP (self), "analysis",
                                        g_variant_new_boolean (FALSE));
  gmk_window_update_title (self);
  update_interactive (self);
  gmk_window_update_actions (self);
  gmk_window_update_board_analysis (self);
}

void
gmk_window_update_actions (GmkWindow *self)
{
  gboolean over = gmk_game_is_over (self->game);
  gboolean thinking = gmk_ai_player_get_thinking (self->ai) && !gmk_ai_player_get_hinting (self->ai);
  gboolean cvc = gmk_window_computer_vs_computer (self);
  gboolean analysing = gmk_analysis_panel_get_active (self->analysis_panel);
  GAction *pause;

  /* On the analysis board they would act on the game out of sight. */
  set_action_enabled (self, "undo", !analysing && gmk_game_can_undo (self->game));
  set_action_enabled (self, "redo", !analysing && gmk_game_can_redo (self->game));
  set_action_enabled (self, "hint", !analysing && !over && !thinking &&
                                    !gmk_game_computer_to_move (self->game) &&
                                    !gmk_game_in_opening (self->game));
  set_action_enabled (self, "pause", cvc);
  set_action_enabled (self, "move-now", thinking);
  gtk_widget_set_visible (self->move_now_button, thinking);
  gtk_widget_set_visible (GTK_WIDGET (self->pause_button), cvc);

  pause = g_action_map_lookup_action (G_ACTION_MAP (self), "pause");
  g_simple_action_set_state (G_SIMPLE_ACTION (pause),
                             g_variant_new_boolean (gmk_ai_player_get_paused (self->ai)));
  gtk_button_set_icon_name (GTK_BUTTON (self->pause_button),
                            gmk_ai_player_get_paused (self->ai) ? "media-playback-start-symbolic"
                                                                : "media-playback-pause-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->pause_button),
                               gmk_ai_player_get_paused (self->ai) ? _("Resume the Computers")
                                                                   : _("Pause the Computers"));
}

void
gmk_window_on_ai_thinking_changed (GmkAiPlayer *ai,
                                   GParamSpec  *pspec,
                                   GmkWindow   *self)
{
  gmk_window_update_title (self);
  gmk_window_update_actions (self);
  gmk_window_update_board_analysis (self);
}

void
gmk_window_on_ai_progress (GmkAiPlayer *ai,
                           GmkWindow   *self)
{
  gmk_window_update_board_analysis (self);
}

void
gmk_window_on_ai_failed (GmkAiPlayer *ai,
                         const char  *message,
                         GmkWindow   *self)
{
  gmk_window_show_toast (self, message);
  gmk_window_update_actions (self);
  gmk_window_update_title (self);
}

void
gmk_window_on_players_changed (GmkGame    *game,
                               GParamSpec *pspec,
                               GmkWindow  *self)
{
  if (!gmk_window_computer_vs_computer (self) && gmk_ai_player_get_paused (self->ai))
    gmk_ai_player_set_paused (self->ai, FALSE);
  gmk_window_on_position_changed (game, self);
}
