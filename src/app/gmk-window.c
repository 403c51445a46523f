/* gmk-window.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-file-actions.h"
#include "gmk-move-item.h"
#include "gmk-notation.h"
#include "gmk-preferences-window.h"
#include "gmk-window.h"

enum {
  ROW_PLAYER,
  ROW_STRENGTH,
  ROW_CAPTURED,
  ROW_THINKING,
  ROW_LAST,
  ROW_AVERAGE,
  ROW_DEPTH,
  ROW_NODES,
  ROW_SPEED,
  ROW_EVALUATION,
  ROW_WIN_CHANCE,
  N_ROWS
};

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
  GmkBoardView         *board_view;
  GtkRevealer          *result_revealer;
  GtkLabel             *result_title;
  GtkLabel             *result_detail;
  GtkGrid              *stats_grid;
  GtkLabel             *pv_label;
  GtkScrolledWindow    *history_scroller;
  GtkListView          *history_view;

  GtkWidget            *stats_names[N_ROWS];
  GtkLabel             *stats_values[N_ROWS][3];   /* by GmkColor */

  GSettings            *settings;
  AdwToast             *toast;                     /* the one shown */
  GmkGame              *game;
  GmkAiPlayer          *ai;
  GtkNoSelection       *history_selection;
  AdwMessageDialog     *rules_dialog;

  guint                 thinking_timer;
  guint                 scroll_tick;
  guint                 title_idle;
  int                   scroll_frames;             /* laid-out frames to scroll in */
  char                 *last_toast;
  char                 *result_text;
};

G_DEFINE_FINAL_TYPE (GmkWindow, gmk_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_actions (GmkWindow *self);
static void update_stats (GmkWindow *self);

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
computer_vs_computer (GmkWindow *self)
{
  return gmk_game_get_player (self->game, GMK_BLACK) == GMK_PLAYER_COMPUTER &&
         gmk_game_get_player (self->game, GMK_WHITE) == GMK_PLAYER_COMPUTER;
}

static gboolean
game_in_progress (GmkWindow *self)
{
  return gmk_game_get_n_total (self->game) > 0 && !gmk_game_is_over (self->game);
}

static void
set_action_enabled (GmkWindow  *self,
                    const char *name,
                    gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
format_count (char    *buf,
              gsize    size,
              guint64  n)
{
  if (n >= 10000000000ULL)
    g_snprintf (buf, size, "%.0f G", n / 1e9);
  else if (n >= 10000000)
    g_snprintf (buf, size, "%.1f M", n / 1e6);
  else if (n >= 10000)
    g_snprintf (buf, size, "%.1f k", n / 1e3);
  else
    g_snprintf (buf, size, "%" G_GUINT64_FORMAT, n);
}

static char *
format_score (int score)
{
  if (score >= GMK_SCORE_WIN - GMK_MAX_PLY)
    return g_strdup_printf (_("Wins in %d"), (GMK_SCORE_WIN - score + 1) / 2);
  if (score <= -GMK_SCORE_WIN + GMK_MAX_PLY)
    return g_strdup_printf (_("Loses in %d"), (GMK_SCORE_WIN + score + 1) / 2);
  return g_strdup_printf ("%+d", score);
}

static char *
format_line (GmkWindow *self,
             const int *pv,
             int        len)
{
  GString *line = g_string_new (NULL);
  int height = gmk_game_get_height (self->game);

  for (int i = 0; i < len; i++)
    {
      char where[GMK_NOTATION_MAX];

      if (pv[i] < 0 || pv[i] >= GMK_CELLS)
        break;
      if (i > 0)
        g_string_append_c (line, ' ');
      g_string_append (line, gmk_notation_format (gmk_board_x (pv[i]), gmk_board_y (pv[i]),
                                                  height, where));
    }
  return g_string_free (line, FALSE);
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
  return self->result_text;
}

/* ---- what the window shows --------------------------------------------- */

static void
update_title (GmkWindow *self)
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
  else if (computer_vs_computer (self) && gmk_ai_player_get_paused (self->ai))
    status = g_strdup (_("Paused"));
  else
    status = g_strdup_printf (_("%s to move"), gmk_game_color_name (to_move));

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

static void
update_result (GmkWindow *self)
{
  GmkResult result = gmk_game_get_result (self->game);

  g_clear_pointer (&self->result_text, g_free);
  if (result == GMK_RESULT_NONE)
    {
      gtk_revealer_set_reveal_child (self->result_revealer, FALSE);
      return;
    }

  self->result_text = gmk_game_describe_result (self->game);

  if (result == GMK_RESULT_DRAW)
    gtk_label_set_text (self->result_title, _("Draw"));
  else
    {
      GmkColor winner = result == GMK_RESULT_BLACK_WINS ? GMK_BLACK : GMK_WHITE;
      GmkPlayerKind kind = gmk_game_get_player (self->game, winner);
      GmkPlayerKind other = gmk_game_get_player (self->game, GMK_OTHER (winner));

      if (kind == GMK_PLAYER_HUMAN && other == GMK_PLAYER_COMPUTER)
        gtk_label_set_text (self->result_title, _("You Win!"));
      else if (kind == GMK_PLAYER_COMPUTER && other == GMK_PLAYER_HUMAN)
        gtk_label_set_text (self->result_title, _("The Computer Wins"));
      else if (winner == GMK_BLACK)
        gtk_label_set_text (self->result_title, _("Black Wins"));
      else
        gtk_label_set_text (self->result_title, _("White Wins"));
    }
  {
    g_autofree char *detail =
      g_strdup_printf (ngettext ("%s, after %u move", "%s, after %u moves",
                                 gmk_game_get_n_moves (self->game)),
                       self->result_text, gmk_game_get_n_moves (self->game));
    gtk_label_set_text (self->result_detail, detail);
  }
  gtk_revealer_set_reveal_child (self->result_revealer, TRUE);
}

static void
update_analysis (GmkWindow *self)
{
  gboolean show = g_settings_get_boolean (self->settings, "show-analysis");
  const GmkSearchInfo *info = gmk_ai_player_get_info (self->ai);
  const int *hint = NULL;
  int hint_len = gmk_ai_player_get_hint (self->ai, &hint);

  if (hint_len > 0)
    gmk_board_view_set_analysis (self->board_view, hint, hint_len);
  else if (show && info != NULL && gmk_ai_player_get_thinking (self->ai))
    gmk_board_view_set_analysis (self->board_view, info->pv, info->pv_length);
  else
    gmk_board_view_set_analysis (self->board_view, NULL, 0);

  if (hint_len > 0)
    {
      g_autofree char *line = format_line (self, hint, hint_len);
      g_autofree char *text = g_strdup_printf (_("Hint: %s"), line);
      gtk_label_set_text (self->pv_label, text);
    }
  else if (show && info != NULL && info->pv_length > 0)
    {
      g_autofree char *line = format_line (self, info->pv, info->pv_length);
      g_autofree char *text = g_strdup_printf (_("Expected line: %s"), line);
      gtk_label_set_text (self->pv_label, text);
    }
  else
    gtk_label_set_text (self->pv_label, "");
}

static void
set_stat (GmkWindow  *self,
          int         row,
          GmkColor    color,
          const char *text)
{
  gtk_label_set_text (self->stats_values[row][color], text);
}

static void
update_stats (GmkWindow *self)
{
  const int *hint = NULL;
  gboolean captures = gmk_rule_has_captures (gmk_game_get_rule (self->game));
  gboolean engine_used = gmk_game_get_player (self->game, GMK_BLACK) == GMK_PLAYER_COMPUTER ||
                         gmk_game_get_player (self->game, GMK_WHITE) == GMK_PLAYER_COMPUTER ||
                         gmk_ai_player_get_thinking (self->ai) ||
                         gmk_ai_player_get_hint (self->ai, &hint) > 0;
  /* The engine's figures, when it plays or has been asked. */
  gboolean show = g_settings_get_boolean (self->settings, "show-analysis") && engine_used;

  for (int row = ROW_THINKING; row < N_ROWS; row++)
    {
      gtk_widget_set_visible (self->stats_names[row], show);
      gtk_widget_set_visible (GTK_WIDGET (self->stats_values[row][GMK_BLACK]), show);
      gtk_widget_set_visible (GTK_WIDGET (self->stats_values[row][GMK_WHITE]), show);
    }
  {
    gboolean any_computer = gmk_game_get_player (self->game, GMK_BLACK) == GMK_PLAYER_COMPUTER ||
                            gmk_game_get_player (self->game, GMK_WHITE) == GMK_PLAYER_COMPUTER;

    gtk_widget_set_visible (self->stats_names[ROW_STRENGTH], any_computer);
    gtk_widget_set_visible (GTK_WIDGET (self->stats_values[ROW_STRENGTH][GMK_BLACK]), any_computer);
    gtk_widget_set_visible (GTK_WIDGET (self->stats_values[ROW_STRENGTH][GMK_WHITE]), any_computer);
  }
  gtk_widget_set_visible (self->stats_names[ROW_CAPTURED], captures);
  gtk_widget_set_visible (GTK_WIDGET (self->stats_values[ROW_CAPTURED][GMK_BLACK]), captures);
  gtk_widget_set_visible (GTK_WIDGET (self->stats_values[ROW_CAPTURED][GMK_WHITE]), captures);

  for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
    {
      GmkAiStats stats;
      const GmkSearchInfo *info = NULL;
      char buf[64];
      gboolean computer = gmk_game_get_player (self->game, color) == GMK_PLAYER_COMPUTER;
      gboolean thinking_now = gmk_ai_player_get_thinking_color (self->ai) == color &&
                              !gmk_ai_player_get_hinting (self->ai);

      set_stat (self, ROW_PLAYER, color, computer ? _("Computer") : _("Human"));
      set_stat (self, ROW_STRENGTH, color,
                computer ? gmk_preferences_level_name (gmk_game_get_level (self->game)) : "—");

      g_snprintf (buf, sizeof buf, "%d / %d",
                  gmk_game_get_captured_pairs (self->game, color), GMK_CAPTURE_WIN_PAIRS);
      set_stat (self, ROW_CAPTURED, color, buf);

      gmk_ai_player_get_stats (self->ai, color, &stats);
      if (thinking_now)
        info = gmk_ai_player_get_info (self->ai);
      else if (stats.has_info)
        info = &stats.info;

      if (thinking_now)
        {
          g_snprintf (buf, sizeof buf, "%.1f s", gmk_ai_player_get_thinking_ms (self->ai) / 1000.0);
          set_stat (self, ROW_THINKING, color, buf);
        }
      else
        set_stat (self, ROW_THINKING, color, "—");

      if (stats.n_moves > 0)
        {
          g_snprintf (buf, sizeof buf, "%.2f s", stats.last_ms / 1000.0);
          set_stat (self, ROW_LAST, color, buf);
          g_snprintf (buf, sizeof buf, "%.2f s", stats.total_ms / 1000.0 / stats.n_moves);
          set_stat (self, ROW_AVERAGE, color, buf);
        }
      else
        {
          set_stat (self, ROW_LAST, color, "—");
          set_stat (self, ROW_AVERAGE, color, "—");
        }

      if (info == NULL)
        for (int row = ROW_DEPTH; row < N_ROWS; row++)
          set_stat (self, row, color, "—");
      else
        {
          g_autofree char *score = format_score (info->score);

          /* An answer with no search behind it (the opening move, a lone
           * reply) has no depth or speed to show. */
          if (info->nodes > 0)
            {
              g_snprintf (buf, sizeof buf, "%d / %d", info->depth, info->seldepth);
              set_stat (self, ROW_DEPTH, color, buf);
              format_count (buf, sizeof buf, info->nodes);
              set_stat (self, ROW_NODES, color, buf);
              format_count (buf, sizeof buf, info->nps);
              g_strlcat (buf, "/s", sizeof buf);
              set_stat (self, ROW_SPEED, color, buf);
            }
          else
            for (int row = ROW_DEPTH; row <= ROW_SPEED; row++)
              set_stat (self, row, color, "—");
          set_stat (self, ROW_EVALUATION, color, score);
          g_snprintf (buf, sizeof buf, "%.0f %%", CLAMP (info->win_probability, 0.0, 1.0) * 100.0);
          set_stat (self, ROW_WIN_CHANCE, color, buf);
        }
    }

  update_analysis (self);
}

/* The live timer: only its own label changes between progress reports. */
static gboolean
on_thinking_tick (gpointer data)
{
  GmkWindow *self = data;
  GmkColor color = gmk_ai_player_get_thinking_color (self->ai);
  char buf[32];

  if ((color == GMK_BLACK || color == GMK_WHITE) && !gmk_ai_player_get_hinting (self->ai))
    {
      g_snprintf (buf, sizeof buf, "%.1f s", gmk_ai_player_get_thinking_ms (self->ai) / 1000.0);
      set_stat (self, ROW_THINKING, color, buf);
    }
  return G_SOURCE_CONTINUE;
}

static void
update_interactive (GmkWindow *self)
{
  gboolean interactive = !gmk_game_is_over (self->game) &&
                         !gmk_game_computer_to_move (self->game);

  gmk_board_view_set_interactive (self->board_view, interactive);
}

static void
scroll_history (GmkWindow *self)
{
  guint n = gmk_game_get_n_moves (self->game);

  /* The list's own action scrolls through its item manager, so it never
   * works from a stale adjustment after the list shrank. */
  if (n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->history_view), "list.scroll-to-item", "u", n - 1);
}

/* Rows added just now, or a list not laid out yet (a game restored
 * before the window showed), have no size: the scroll is repeated on the
 * next frames the list is drawn with a size. */
static gboolean
scroll_history_on_frame (GtkWidget     *list,
                         GdkFrameClock *clock,
                         gpointer       data)
{
  GmkWindow *self = data;

  if (!gtk_widget_get_mapped (list) || gtk_widget_get_height (list) <= 0)
    return G_SOURCE_CONTINUE;
  scroll_history (self);
  if (--self->scroll_frames > 0)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Keeps the row of the move shown in view: the newest while playing,
 * and the one Undo, Redo or a click went to. */
static void
sync_history_selection (GmkWindow *self)
{
  scroll_history (self);
  self->scroll_frames = 2;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->history_view),
                                                      scroll_history_on_frame, self, NULL);
}

static void
on_position_changed (GmkGame   *game,
                     GmkWindow *self)
{
  update_title (self);
  update_result (self);
  update_interactive (self);
  update_actions (self);
  update_stats (self);
  sync_history_selection (self);
}

static void
update_actions (GmkWindow *self)
{
  gboolean over = gmk_game_is_over (self->game);
  gboolean thinking = gmk_ai_player_get_thinking (self->ai) && !gmk_ai_player_get_hinting (self->ai);
  gboolean cvc = computer_vs_computer (self);
  GAction *pause;

  set_action_enabled (self, "undo", gmk_game_can_undo (self->game));
  set_action_enabled (self, "redo", gmk_game_can_redo (self->game));
  set_action_enabled (self, "hint", !over && !thinking && !gmk_game_computer_to_move (self->game));
  set_action_enabled (self, "pause", cvc);
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

static void
on_ai_thinking_changed (GmkAiPlayer *ai,
                        GParamSpec  *pspec,
                        GmkWindow   *self)
{
  gboolean thinking = gmk_ai_player_get_thinking (ai);

  if (thinking && self->thinking_timer == 0)
    self->thinking_timer = g_timeout_add (100, on_thinking_tick, self);
  else if (!thinking)
    g_clear_handle_id (&self->thinking_timer, g_source_remove);

  update_title (self);
  update_actions (self);
  update_stats (self);
}

static void
on_ai_progress (GmkAiPlayer *ai,
                GmkWindow   *self)
{
  update_stats (self);
}

static void
on_ai_failed (GmkAiPlayer *ai,
              const char  *message,
              GmkWindow   *self)
{
  gmk_window_show_toast (self, message);
  update_actions (self);
  update_title (self);
}

static void
on_players_changed (GmkGame    *game,
                    GParamSpec *pspec,
                    GmkWindow  *self)
{
  if (!computer_vs_computer (self) && gmk_ai_player_get_paused (self->ai))
    gmk_ai_player_set_paused (self->ai, FALSE);
  on_position_changed (game, self);
}

/* ---- playing ----------------------------------------------------------- */

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

static void
on_cell_activated (GmkBoardView *view,
                   int           x,
                   int           y,
                   GmkWindow    *self)
{
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

void
gmk_window_new_game (GmkWindow *self)
{
  g_return_if_fail (GMK_IS_WINDOW (self));

  gmk_ai_player_cancel (self->ai);
  gmk_game_reset (self->game, settings_rule (self), settings_size (self), settings_size (self));
}

static void
new_game_action (GSimpleAction *action,
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
  update_actions (self);
}

static void
hide_result_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GmkWindow *self = user_data;

  /* The card covers the bottom of the board: out of the way, the final
   * position can be looked at; the title still says who won. */
  gtk_revealer_set_reveal_child (self->result_revealer, FALSE);
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
  update_actions (self);
  update_title (self);
}

static const GActionEntry win_entries[] = {
  { "new-game", new_game_action },
  { "undo", undo_action },
  { "redo", redo_action },
  { "hint", hint_action },
  { "toggle-sidebar", toggle_sidebar_action },
  { "hide-result", hide_result_action },
  { "pause", NULL, NULL, "false", pause_change_state },
  { "play", play_action, "(ii)" },
};

/* ---- history list ------------------------------------------------------ */

static void
history_setup (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *number = gtk_label_new (NULL);
  /* A drawn stone, not a glyph: "●" takes the text colour, so black
   * stones would turn white in the dark style. */
  GtkWidget *stone = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *where = gtk_label_new (NULL);
  GtkWidget *captured = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (number), 1.0);
  gtk_widget_add_css_class (number, "history-number");
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_set_valign (stone, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (stone, "history-stone");
  gtk_label_set_xalign (GTK_LABEL (where), 0.0);
  gtk_widget_set_hexpand (where, TRUE);
  gtk_widget_add_css_class (captured, "caption");

  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), stone);
  gtk_box_append (GTK_BOX (box), where);
  gtk_box_append (GTK_BOX (box), captured);
  gtk_list_item_set_child (list_item, box);
}

static void
on_item_future_changed (GmkMoveItem *item,
                        GParamSpec  *pspec,
                        GtkWidget   *box)
{
  /* Moves Redo would replay are faded; the move shown is marked. */
  gtk_widget_set_opacity (box, gmk_move_item_get_future (item) ? 0.45 : 1.0);
  if (gmk_move_item_get_current (item))
    gtk_widget_add_css_class (box, "current-move");
  else
    gtk_widget_remove_css_class (box, "current-move");
}

static void
history_bind (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              gpointer                  user_data)
{
  GmkMoveItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *stone = gtk_widget_get_next_sibling (number);
  GtkWidget *where = gtk_widget_get_next_sibling (stone);
  GtkWidget *captured = gtk_widget_get_next_sibling (where);
  GmkColor color = gmk_move_item_get_color (item);
  g_autofree char *number_text = g_strdup_printf ("%u.", gmk_move_item_get_number (item));
  g_autofree char *label = NULL;

  gtk_label_set_text (GTK_LABEL (number), number_text);
  gtk_widget_remove_css_class (stone, color == GMK_BLACK ? "white" : "black");
  gtk_widget_add_css_class (stone, color == GMK_BLACK ? "black" : "white");
  gtk_label_set_text (GTK_LABEL (where), gmk_move_item_get_notation (item));
  if (gmk_move_item_get_captured (item) > 0)
    {
      /* Translators: stones a move captured, "×2" */
      g_autofree char *text = g_strdup_printf (_("×%d"), gmk_move_item_get_captured (item));
      gtk_label_set_text (GTK_LABEL (captured), text);
      gtk_widget_set_visible (captured, TRUE);
    }
  else
    gtk_widget_set_visible (captured, FALSE);

  /* Translators: history row for assistive technologies, "12. White h8" */
  label = g_strdup_printf (_("%u. %s %s"), gmk_move_item_get_number (item),
                           gmk_game_color_name (color), gmk_move_item_get_notation (item));
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);

  on_item_future_changed (item, NULL, box);
  g_signal_connect_object (item, "notify::future", G_CALLBACK (on_item_future_changed), box, 0);
  g_signal_connect_object (item, "notify::current", G_CALLBACK (on_item_future_changed), box, 0);
}

static void
history_unbind (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                gpointer                  user_data)
{
  GmkMoveItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);

  if (item != NULL)
    g_signal_handlers_disconnect_by_func (item, on_item_future_changed, box);
}

static void
on_history_activate (GtkListView *view,
                     guint        position,
                     GmkWindow   *self)
{
  guint n = position + 1;
  GmkPlayerKind next = gmk_game_get_player (self->game, n % 2 == 0 ? GMK_BLACK : GMK_WHITE);

  /* Against the computer, a person's move is shown with the computer's
   * answer, as Undo and Redo go: the person is to move there.  Without an
   * answer yet, the computer plays one. */
  if (next == GMK_PLAYER_COMPUTER && !computer_vs_computer (self) &&
      n < gmk_game_get_n_total (self->game))
    n++;
  gmk_ai_player_cancel (self->ai);
  gmk_game_go_to (self->game, n);
}

static void
build_history (GmkWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (history_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (history_bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (history_unbind), self);

  /* Rows are not selectable: with single-click activation hovering would
   * select them.  The move shown is marked by the row itself. */
  self->history_selection =
    gtk_no_selection_new (g_object_ref (gmk_game_get_history (self->game)));

  gtk_list_view_set_model (self->history_view, GTK_SELECTION_MODEL (self->history_selection));
  gtk_list_view_set_factory (self->history_view, factory);
  g_object_unref (factory);
  g_signal_connect (self->history_view, "activate", G_CALLBACK (on_history_activate), self);
  /* A game restored at start, or opened with the sidebar folded away, was
   * scrolled to while the list had no size. */
  g_signal_connect_swapped (self->history_view, "map", G_CALLBACK (sync_history_selection), self);
}

/* ---- statistics grid --------------------------------------------------- */

static void
build_stats (GmkWindow *self)
{
  const char *names[N_ROWS] = {
    N_("Player"),
    N_("Strength"),
    N_("Captured pairs"),
    N_("Thinking"),
    N_("Last move"),
    N_("Average move"),
    N_("Depth / selective"),
    N_("Nodes"),
    N_("Speed"),
    N_("Evaluation"),
    N_("Winning chance"),
  };

  for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
    {
      GtkWidget *head = gtk_label_new (gmk_game_color_name (color));

      gtk_label_set_xalign (GTK_LABEL (head), 1.0);
      gtk_widget_set_hexpand (head, TRUE);
      gtk_widget_add_css_class (head, "caption-heading");
      gtk_grid_attach (self->stats_grid, head, color, 0, 1, 1);
    }

  for (int row = 0; row < N_ROWS; row++)
    {
      GtkWidget *name = gtk_label_new (_(names[row]));

      gtk_label_set_xalign (GTK_LABEL (name), 0.0);
      gtk_widget_add_css_class (name, "dim-label");
      gtk_widget_add_css_class (name, "caption");
      gtk_grid_attach (self->stats_grid, name, 0, row + 1, 1, 1);
      self->stats_names[row] = name;

      for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
        {
          GtkWidget *value = gtk_label_new ("—");

          gtk_label_set_xalign (GTK_LABEL (value), 1.0);
          gtk_label_set_ellipsize (GTK_LABEL (value), PANGO_ELLIPSIZE_END);
          /* Keeps the sidebar's natural width, and so the width at which
           * it folds away, independent of what the figures say. */
          gtk_label_set_max_width_chars (GTK_LABEL (value), 16);
          gtk_widget_add_css_class (value, "caption");
          gtk_widget_add_css_class (value, "stats-value");
          gtk_grid_attach (self->stats_grid, value, color, row + 1, 1, 1);
          self->stats_values[row][color] = GTK_LABEL (value);
        }
    }
}

/* ---- settings ---------------------------------------------------------- */

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
  gmk_game_set_player (self->game, GMK_BLACK, settings_player (self, "black-player"));
  gmk_game_set_player (self->game, GMK_WHITE, settings_player (self, "white-player"));
}

static void
on_players_setting_changed (GSettings  *settings,
                            const char *key,
                            GmkWindow  *self)
{
  apply_players (self);
  update_stats (self);
}

static void
on_engine_setting_changed (GSettings  *settings,
                           const char *key,
                           GmkWindow  *self)
{
  gmk_ai_player_set_move_time (self->ai, g_settings_get_double (settings, "move-time"));
  gmk_ai_player_set_threads (self->ai, g_settings_get_int (settings, "threads"));
}

static void
on_show_analysis_changed (GSettings  *settings,
                          const char *key,
                          GmkWindow  *self)
{
  update_stats (self);
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
  update_title (self);
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
  g_signal_connect_object (self->settings, "changed::move-time",
                           G_CALLBACK (on_engine_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::threads",
                           G_CALLBACK (on_engine_setting_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::show-analysis",
                           G_CALLBACK (on_show_analysis_changed), self, 0);

  g_settings_bind (self->settings, "show-coordinates", self->board_view, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-move-numbers", self->board_view, "show-move-numbers",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-forbidden", self->board_view, "show-forbidden",
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
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  G_OBJECT_CLASS (gmk_window_parent_class)->constructed (object);

  if (GMK_IS_APPLICATION (app))
    self->settings = g_object_ref (gmk_application_get_settings (GMK_APPLICATION (app)));
  else
    self->settings = g_settings_new (APPLICATION_ID);

  self->game = gmk_game_new (settings_rule (self), settings_size (self), settings_size (self));
  apply_players (self);
  self->ai = gmk_ai_player_new (self->game);
  on_engine_setting_changed (self->settings, NULL, self);

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries,
                                   G_N_ELEMENTS (win_entries), self);
  /* Open, Save As, Export Image. */
  gmk_file_actions_install (GTK_WINDOW (self), self->game, GTK_WIDGET (self->board_view),
                            show_file_toast);

  build_stats (self);
  build_history (self);
  gmk_board_view_set_game (self->board_view, self->game);
  connect_settings (self);

  g_signal_connect_object (self->game, "position-changed",
                           G_CALLBACK (on_position_changed), self, G_CONNECT_AFTER);
  g_signal_connect_object (self->game, "notify::black-player",
                           G_CALLBACK (on_players_changed), self, 0);
  g_signal_connect_object (self->game, "notify::white-player",
                           G_CALLBACK (on_players_changed), self, 0);
  g_signal_connect_object (self->ai, "notify::thinking",
                           G_CALLBACK (on_ai_thinking_changed), self, 0);
  g_signal_connect_object (self->ai, "progress", G_CALLBACK (on_ai_progress), self, 0);
  g_signal_connect_object (self->ai, "hint-changed", G_CALLBACK (on_ai_progress), self, 0);
  g_signal_connect_object (self->ai, "failed", G_CALLBACK (on_ai_failed), self, 0);
  g_signal_connect_object (self->board_view, "cell-activated",
                           G_CALLBACK (on_cell_activated), self, 0);

  g_object_bind_property (self->flap, "reveal-flap", self->sidebar_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  on_position_changed (self->game, self);
  /* Arrow keys play from the start. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board_view));
  /* The computer may have the first move. */
  gmk_ai_player_resume (self->ai);
}

static void
gmk_window_dispose (GObject *object)
{
  GmkWindow *self = GMK_WINDOW (object);

  g_clear_handle_id (&self->thinking_timer, g_source_remove);
  g_clear_handle_id (&self->title_idle, g_source_remove);
  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->history_view), self->scroll_tick);
      self->scroll_tick = 0;
    }
  if (self->ai != NULL)
    {
      gmk_ai_player_cancel (self->ai);
      g_signal_handlers_disconnect_by_data (self->ai, self);
    }
  if (self->rules_dialog != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (self->rules_dialog));
      self->rules_dialog = NULL;
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_WINDOW);

  g_clear_object (&self->toast);
  g_clear_object (&self->ai);
  g_clear_object (&self->history_selection);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (gmk_window_parent_class)->dispose (object);
}

static void
gmk_window_finalize (GObject *object)
{
  GmkWindow *self = GMK_WINDOW (object);

  g_clear_pointer (&self->last_toast, g_free);
  g_clear_pointer (&self->result_text, g_free);

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
  window_class->close_request = gmk_window_close_request;

  g_type_ensure (GMK_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, pause_button);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, result_revealer);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, result_title);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, result_detail);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, stats_grid);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, pv_label);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, history_scroller);
  gtk_widget_class_bind_template_child (widget_class, GmkWindow, history_view);
}

static void
gmk_window_init (GmkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GmkWindow *
gmk_window_new (GmkApplication *application)
{
  return g_object_new (GMK_TYPE_WINDOW, "application", application, NULL);
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
