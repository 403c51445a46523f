/* gmk-window.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-analysis-panel.h"
#include "gmk-eval-bar.h"
#include "gmk-ai-opening.h"
#include "gmk-balanced-openings.h"
#include "gmk-file-actions.h"
#include "gmk-game-opening.h"
#include "gmk-history-panel.h"
#include "gmk-variation-actions.h"
#include "gmk-opening-bar.h"
#include "gmk-preferences-window.h"
#include "gmk-result-card.h"
#include "gmk-review-panel.h"
#include "gmk-stats-panel.h"
#include "gmk-status-line.h"
#include "gmk-window-private.h"

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (GmkWindow, gmk_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- small helpers ----------------------------------------------------- */

static GmkRule
settings_rule (GmkWindow *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "rule");
  GmkRule rule = GMK_RULE_FREESTYLE;

  if (!gmk_rule_from_name (name, &rule))
    rule = GMK_RULE_FREESTYLE;
  return rule;
}

static GmkOpeningRule
settings_opening (GmkWindow *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "opening-rule");
  GmkOpeningRule rule = GMK_OPENING_NONE;

  return gmk_opening_rule_from_name (name, &rule) ? rule : GMK_OPENING_NONE;
}

static int
settings_size (GmkWindow *self)
{
  return CLAMP (g_settings_get_int (self->settings, "board-size"), GMK_MIN_SIZE, GMK_MAX_SIZE);
}

static GmkPlayerKind
settings_player (GmkWindow  *self,
                 const char *key)
{
  g_autofree char *kind = g_settings_get_string (self->settings, key);

  return g_strcmp0 (kind, "computer") == 0 ? GMK_PLAYER_COMPUTER : GMK_PLAYER_HUMAN;
}

static gboolean
game_in_progress (GmkWindow *self)
{
  return gmk_game_get_n_total (self->game) > 0 && !gmk_game_is_over (self->game);
}


/* ---- toasts ------------------------------------------------------------ */

void
gmk_window_show_toast (GmkWindow  *self,
                       const char *message)
{
  AdwToast *toast;

  g_return_if_fail (GMK_IS_WINDOW (self));

  g_free (self->last_toast);
  self->last_toast = g_strdup (message);

  /* A new refusal replaces the last one instead of queueing behind it. */
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_clear_object (&self->toast);

  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 3);
  self->toast = g_object_ref (toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
show_file_toast (GtkWindow  *window,
                 const char *message)
{
  gmk_window_show_toast (GMK_WINDOW (window), message);
}

const char *
gmk_window_get_last_toast (GmkWindow *self)
{
  g_return_val_if_fail (GMK_IS_WINDOW (self), NULL);
  return self->last_toast;
}

const char *
gmk_window_get_result_text (GmkWindow *self)
{
  g_return_val_if_fail (GMK_IS_WINDOW (self), NULL);
  /* NULL once the window's widgets are gone. */
  return self->result_card != NULL ? gmk_result_card_get_text (self->result_card) : NULL;
}

/* ---- what the window shows --------------------------------------------- */
void
gmk_window_new_game (GmkWindow *self)
{
  g_return_if_fail (GMK_IS_WINDOW (self));

  gmk_ai_player_cancel (self->ai);
  gmk_game_set_opening_rule (self->game, settings_opening (self));
  gmk_game_reset (self->game, settings_rule (self), settings_size (self), settings_size (self));
  gmk_balanced_openings_start (self->game, self->settings, TRUE);
}

static void
on_rules_response (AdwMessageDialog *dialog,
                   const char       *response,
                   GmkWindow        *self)
{
  self->rules_dialog = NULL;
  if (g_strcmp0 (response, "new") == 0)
    gmk_window_new_game (self);
}

AdwMessageDialog *
gmk_window_ask (GtkWindow             *parent,
                const char            *heading,
                const char            *body,
                const char            *keep_id,
                const char            *keep_label,
                const char            *change_id,
                const char            *change_label,
                AdwResponseAppearance  change_appearance)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, body));

  adw_message_dialog_add_responses (dialog, keep_id, keep_label, change_id, change_label, NULL);
  adw_message_dialog_set_response_appearance (dialog, change_id, change_appearance);
  /* Enter takes the suggested change; a destructive one needs a click. */
  adw_message_dialog_set_default_response (dialog, change_appearance == ADW_RESPONSE_SUGGESTED
                                                   ? change_id : keep_id);
  adw_message_dialog_set_close_response (dialog, keep_id);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

gboolean
gmk_window_is_asking (GmkWindow *self)
{
  g_return_val_if_fail (GMK_IS_WINDOW (self), FALSE);
  return self->rules_dialog != NULL;
}

/* The preferences window when it is open over this window, so the
 * question shows on top of where the change was made. */
static GtkWindow *
question_parent (GmkWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GMK_IS_PREFERENCES_WINDOW (window) &&
          gtk_widget_get_visible (GTK_WIDGET (window)) &&
          gtk_window_get_transient_for (window) == GTK_WINDOW (self))
        return window;
    }
  return GTK_WINDOW (self);
}

static void
on_rule_or_size_changed (GSettings  *settings,
                         const char *key,
                         GmkWindow  *self)
{
  if (settings_rule (self) == gmk_game_get_rule (self->game) &&
      settings_size (self) == gmk_game_get_width (self->game) &&
      settings_size (self) == gmk_game_get_height (self->game))
    return;

  if (!game_in_progress (self))
    {
      gmk_window_new_game (self);
      return;
    }
  if (self->rules_dialog != NULL)
    return;

  self->rules_dialog =
    gmk_window_ask (question_parent (self), _("Start a New Game?"),
                    _("The new rules and board size apply to a new game. "
                      "The game in progress can go on with the old ones."),
                    "keep", _("_Keep Playing"), "new", _("_New Game"), ADW_RESPONSE_SUGGESTED);
  g_signal_connect_object (self->rules_dialog, "response",
                           G_CALLBACK (on_rules_response), self, 0);
}

static void
apply_players (GmkWindow *self)
{
  gmk_game_set_level (self->game, g_settings_get_int (self->settings, "level"));
  gmk_game_set_side_level (self->game, GMK_BLACK, g_settings_get_int (self->settings, "black-level"));
  gmk_game_set_side_level (self->game, GMK_WHITE, g_settings_get_int (self->settings, "white-level"));
  gmk_game_set_player (self->game, GMK_BLACK, settings_player (self, "black-player"));
  gmk_game_set_player (self->game, GMK_WHITE, settings_player (self, "white-player"));
}

static void
on_players_setting_changed (GSettings  *settings,
                            const char *key,
                            GmkWindow  *self)
{
  apply_players (self);
  gmk_window_update_board_analysis (self);
}

static void
on_engine_setting_changed (GSettings  *settings,
                           const char *key,
                           GmkWindow  *self)
{
  gmk_ai_player_set_move_time (self->ai, g_settings_get_double (settings, "move-time"));
  gmk_ai_player_set_threads (self->ai, g_settings_get_int (settings, "threads"));
  gmk_ai_player_set_pace (self->ai, g_settings_get_double (settings, "computer-pace"));
}

static void
on_show_analysis_changed (GSettings  *settings,
                          const char *key,
                          GmkWindow  *self)
{
  gmk_window_update_board_analysis (self);
}

static void
on_flap_reveal_changed (AdwFlap    *flap,
                        GParamSpec *pspec,
                        GmkWindow  *self)
{
  /* Folding hides the sidebar by itself: only a choice made on a wide
   * window is remembered. */
  if (!adw_flap_get_folded (flap))
    g_settings_set_boolean (self->settings, "sidebar-visible", adw_flap_get_reveal_flap (flap));
}

/* A narrow window keeps the header for the state of the game: New Game
 * stays in the main menu, the result card and Ctrl+N. */
static gboolean
update_header_later (gpointer data)
{
  GmkWindow *self = data;

  self->title_idle = 0;
  gtk_widget_set_visible (self->new_game_button, !adw_flap_get_folded (self->flap));
  gmk_window_update_title (self);
  return G_SOURCE_REMOVE;
}

static void
on_flap_folded_changed (AdwFlap    *flap,
                        GParamSpec *pspec,
                        GmkWindow  *self)
{
  /* The flap folds while it lays itself out: a new subtitle now would
   * resize the header bar in the middle of that. */
  if (self->title_idle == 0)
    self->title_idle = g_idle_add (update_header_later, self);
}

static gboolean
gmk_window_close_request (GtkWindow *window)
{
  GmkWindow *self = GMK_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);

  gmk_analysis_panel_leave (self->analysis_panel);
  gmk_ai_player_cancel (self->ai);

  return GTK_WINDOW_CLASS (gmk_window_parent_class)->close_request (window);
}

static void
connect_settings (GmkWindow *self)
{
  g_signal_connect_object (self->settings, "changed::rule",
                           G_CALLBACK (on_rule_or_size_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::board-size",
                           G_CALLBACK (on_rule_or_size_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::black-player",
                           G_CALLBACK (on_players_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::white-player",
                           G_CALLBACK (on_players_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::level",
                           G_CALLBACK (on_players_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::black-level",
                           G_CALLBACK (on_players_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::white-level",
                           G_CALLBACK (on_players_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::move-time",
                           G_CALLBACK (on_engine_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::threads",
                           G_CALLBACK (on_engine_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::computer-pace",
                           G_CALLBACK (on_engine_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::show-analysis",
                           G_CALLBACK (on_show_analysis_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::show-expected-line",
                           G_CALLBACK (on_show_analysis_changed), self, 0);

  g_settings_bind (self->settings, "show-coordinates", self->board_view, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-move-numbers", self->board_view, "show-move-numbers",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-forbidden", self->board_view, "show-forbidden",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-analysis", self->stats_panel, "show-analysis",
                   G_SETTINGS_BIND_GET);
  /* Both ways: the statistics' "Show expected line" sets it. */
  g_settings_bind (self->settings, "show-expected-line", self->stats_panel, "show-line",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "threads", self->analysis_panel, "threads",
                   G_SETTINGS_BIND_GET);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  adw_flap_set_reveal_flap (self->flap, g_settings_get_boolean (self->settings, "sidebar-visible"));
  g_signal_connect_object (self->flap, "notify::reveal-flap",
                           G_CALLBACK (on_flap_reveal_changed), self, 0);
  g_signal_connect_object (self->flap, "notify::folded",
                           G_CALLBACK (on_flap_folded_changed), self, 0);
}

/* ---- object ------------------------------------------------------------ */

static void
gmk_window_constructed (GObject *object)
{
  GmkWindow *self = GMK_WINDOW (object);

  G_OBJECT_CLASS (gmk_window_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = g_settings_new (APPLICATION_ID);

  self->game = gmk_game_new (settings_rule (self), settings_size (self), settings_size (self));
  gmk_game_set_opening_rule (self->game, settings_opening (self));
  gmk_game_reset (self->game, settings_rule (self), settings_size (self), settings_size (self));
  gmk_balanced_openings_start (self->game, self->settings, FALSE);
  apply_players (self);
  self->ai = gmk_ai_player_new (self->game);
  self->ai_opening = gmk_ai_opening_new (self->game);
  /* Pause holds the opening's decisions as it holds the moves. */
  g_object_bind_property (self->ai, "paused", self->ai_opening, "paused", G_BINDING_SYNC_CREATE);
  on_engine_setting_changed (self->settings, NULL, self);

  gmk_window_add_actions (self);
  /* Open, Save As, Export Image. */
  gmk_file_actions_install (GTK_WINDOW (self), self->game, GTK_WIDGET (self->board_view),
                            show_file_toast);
  /* Back to the main line, promote, delete, switch (menu, history rows). */
  gmk_variation_actions_install (GTK_WIDGET (self), self->game, self->ai);

  gmk_board_view_set_game (self->board_view, self->game);
  gmk_opening_bar_set_game (self->opening_bar, self->game);
  gmk_stats_panel_set_ai_player (self->stats_panel, self->ai);
  gmk_status_line_set_ai_player (self->status_line, self->ai);
  gmk_window_feed_eval_bar (self);
  gmk_history_panel_set_game (self->history_panel, self->game);
  gmk_result_card_set_game (self->result_card, self->game);
  gmk_review_panel_set_game (self->review_panel, self->game);
  gmk_review_panel_install_actions (self->review_panel, G_ACTION_MAP (self), self->settings);
  connect_settings (self);

  g_signal_connect_object (self->game, "position-changed",
                           G_CALLBACK (gmk_window_on_position_changed), self, G_CONNECT_AFTER);
  g_signal_connect_object (self->game, "notify::black-player",
                           G_CALLBACK (gmk_window_on_players_changed), self, 0);
  g_signal_connect_object (self->game, "notify::white-player",
                           G_CALLBACK (gmk_window_on_players_changed), self, 0);
  g_signal_connect_object (self->ai, "notify::thinking",
                           G_CALLBACK (gmk_window_on_ai_thinking_changed), self, 0);
  /* The player pauses itself too: a computer game looked back at. */
  g_signal_connect_object (self->ai, "notify::paused",
                           G_CALLBACK (gmk_window_on_ai_thinking_changed), self, 0);
  /* The expected line follows the thinking's beat, as the figures do. */
  g_signal_connect_object (self->ai, "progress-refresh", G_CALLBACK (gmk_window_on_ai_progress), self, 0);
  g_signal_connect_object (self->ai, "hint-changed", G_CALLBACK (gmk_window_on_ai_progress), self, 0);
  g_signal_connect_object (self->ai, "failed", G_CALLBACK (gmk_window_on_ai_failed), self, 0);
  g_signal_connect_object (self->board_view, "cell-activated",
                           G_CALLBACK (gmk_window_on_cell_activated), self, 0);
  gmk_analysis_panel_install (self->analysis_panel, G_ACTION_MAP (self));
  g_signal_connect_object (self->analysis_panel, "message", G_CALLBACK (gmk_window_show_toast),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history_panel, "move-activated",
                           G_CALLBACK (gmk_window_on_history_move_activated), self, 0);
  /* The graph's points are moves too, shown as the history shows them. */
  g_signal_connect_object (self->review_panel, "move-activated",
                           G_CALLBACK (gmk_window_on_history_move_activated), self, 0);
  g_signal_connect_object (self->review_panel, "changed", G_CALLBACK (gmk_window_on_ai_progress), self, 0);

  g_object_bind_property (self->flap, "reveal-flap", self->sidebar_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  gmk_window_on_position_changed (self->game, self);
  /* Arrow keys play from the start. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board_view));
  /* The computer may have the first move. */
  gmk_ai_player_resume (self->ai);
  gmk_ai_opening_resume (self->ai_opening);
}

static void
gmk_window_dispose (GObject *object)
{
  GmkWindow *self = GMK_WINDOW (object);

  g_clear_handle_id (&self->title_idle, g_source_remove);
  if (self->ai != NULL)
    {
      gmk_ai_player_cancel (self->ai);
      g_signal_handlers_disconnect_by_data (self->ai, self);
    }
  if (self->ai_opening != NULL)
    gmk_ai_opening_cancel (self->ai_opening);
  if (self->rules_dialog != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (self->rules_dialog));
      self->rules_dialog = NULL;
    }
  /* Gives the board its game back while both are alive. */
  if (self->analysis_panel != NULL)
    gmk_analysis_panel_leave (self->analysis_panel);

  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_WINDOW);

  g_clear_object (&self->toast);
  g_clear_object (&self->ai);
  g_clear_object (&self->ai_opening);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (gmk_window_parent_class)->dispose (object);
}

static void
gmk_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  GmkWindow *self = GMK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_window_finalize (GObject *object)
{
  GmkWindow *self = GMK_WINDOW (object);

  g_clear_pointer (&self->last_toast, g_free);

  G_OBJECT_CLASS (gmk_window_parent_class)->finalize (object);
}

static void
gmk_window_class_init (GmkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = gmk_window_constructed;
  object_class->dispose = gmk_window_dispose;
  object_class->finalize = gmk_window_finalize;
  object_class->set_property = gmk_window_set_property;
  window_class->close_request = gmk_window_close_request;

  /* The settings come from whoever opens the window (the application
   * shares one object between its windows), so the window needs to know
   * nothing of the application. */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GMK_TYPE_ANALYSIS_PANEL);
  g_type_ensure (GMK_TYPE_BOARD_VIEW);
  g_type_ensure (GMK_TYPE_HISTORY_PANEL);
  g_type_ensure (GMK_TYPE_OPENING_BAR);
  g_type_ensure (GMK_TYPE_RESULT_CARD);
  g_type_ensure (GMK_TYPE_REVIEW_PANEL);
  g_type_ensure (GMK_TYPE_STATS_PANEL);
  g_type_ensure (GMK_TYPE_STATUS_LINE);
  g_type_ensure (GMK_TYPE_EVAL_BAR);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, pause_button);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, move_now_button);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, status_line);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, eval_bar);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, opening_bar);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, result_card);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, stats_panel);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, history_panel);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, review_panel);
}

static void
gmk_window_init (GmkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GmkWindow *
gmk_window_new (GtkApplication *application,
                GSettings      *settings)
{
  return g_object_new (GMK_TYPE_WINDOW, "application", application, "settings", settings, NULL);
}

GmkGame *
gmk_window_get_game (GmkWindow *self)
{
  g_return_val_if_fail (GMK_IS_WINDOW (self), NULL);
  return self->game;
}

GmkAiPlayer *
gmk_window_get_ai_player (GmkWindow *self)
{
  g_return_val_if_fail (GMK_IS_WINDOW (self), NULL);
  return self->ai;
}

GmkBoardView *
gmk_window_get_board_view (GmkWindow *self)
{
  g_return_val_if_fail (GMK_IS_WINDOW (self), NULL);
  return self->board_view;
}
