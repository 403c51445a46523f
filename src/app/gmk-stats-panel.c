/* gmk-stats-panel.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-notation.h"
#include "gmk-preferences-window.h"
#include "gmk-stats-panel.h"

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

struct _GmkStatsPanel
{
  GtkBox        parent_instance;

  /* Template widgets */
  GtkWidget    *names[N_ROWS];
  GtkLabel     *values[N_ROWS][3];   /* by GmkColor */
  GtkLabel     *pv_label;
  GtkWidget    *figures_expander;
  GtkWidget    *line_button;

  GmkAiPlayer  *ai;
  GmkGame      *game;                /* the AI player's */
  gboolean      show_analysis;
  gboolean      show_line;
};

G_DEFINE_FINAL_TYPE (GmkStatsPanel, gmk_stats_panel, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_AI_PLAYER,
  PROP_SHOW_ANALYSIS,
  PROP_SHOW_LINE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The ids of each row's widgets in the template. */
static const struct {
  const char *name;
  const char *black;
  const char *white;
} row_ids[N_ROWS] = {
  { "player_name", "player_black", "player_white" },
  { "strength_name", "strength_black", "strength_white" },
  { "captured_name", "captured_black", "captured_white" },
  { "thinking_name", "thinking_black", "thinking_white" },
  { "last_name", "last_black", "last_white" },
  { "average_name", "average_black", "average_white" },
  { "depth_name", "depth_black", "depth_white" },
  { "nodes_name", "nodes_black", "nodes_white" },
  { "speed_name", "speed_black", "speed_white" },
  { "evaluation_name", "evaluation_black", "evaluation_white" },
  { "win_chance_name", "win_chance_black", "win_chance_white" },
};

/* ---- formats ----------------------------------------------------------- */

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
format_line (GmkStatsPanel *self,
             const int     *pv,
             int            len)
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

/* ---- what the panel shows ---------------------------------------------- */

static void
set_stat (GmkStatsPanel *self,
          int            row,
          GmkColor       color,
          const char    *text)
{
  /* An unchanged label queues no layout and no frame. */
  if (g_strcmp0 (gtk_label_get_text (self->values[row][color]), text) != 0)
    gtk_label_set_text (self->values[row][color], text);
}

/* The live timer in whole seconds: a label that changes ten times a second
 * costs the window ten frames a second while the computer thinks. */
static void
format_thinking (char   *buf,
                 gsize   size,
                 gint64  ms)
{
  g_snprintf (buf, size, "%" G_GINT64_FORMAT " s", ms / 1000);
}

static void
set_row_visible (GmkStatsPanel *self,
                 int            row,
                 gboolean       visible)
{
  gtk_widget_set_visible (self->names[row], visible);
  gtk_widget_set_visible (GTK_WIDGET (self->values[row][GMK_BLACK]), visible);
  gtk_widget_set_visible (GTK_WIDGET (self->values[row][GMK_WHITE]), visible);
}

static void
update_rows_shown (GmkStatsPanel *self)
{
  const int *hint = NULL;
  gboolean any_computer = gmk_game_get_player (self->game, GMK_BLACK) == GMK_PLAYER_COMPUTER ||
                          gmk_game_get_player (self->game, GMK_WHITE) == GMK_PLAYER_COMPUTER;
  gboolean engine_used = any_computer ||
                         gmk_ai_player_get_thinking (self->ai) ||
                         gmk_ai_player_get_hint (self->ai, &hint) > 0;
  /* The engine's figures, when it plays or has been asked. */
  gboolean show = self->show_analysis && engine_used;

  for (int row = ROW_THINKING; row < N_ROWS; row++)
    set_row_visible (self, row, show);
  gtk_widget_set_visible (self->figures_expander, show);
  gtk_widget_set_visible (self->line_button, engine_used);
  set_row_visible (self, ROW_STRENGTH, any_computer);
  set_row_visible (self, ROW_CAPTURED, gmk_rule_has_captures (gmk_game_get_rule (self->game)));
}

/* The engine's figures of one colour's search: the one going on, or its
 * latest.  Its evaluation only while it says something about the game to
 * come: not once the game is over ("Wins in 1" after the win), and not for
 * a search that completed no iteration (the opening move, a search stopped
 * at once), whose score is no evaluation but a zero. */
static void
update_search_figures (GmkStatsPanel       *self,
                       GmkColor             color,
                       const GmkSearchInfo *info)
{
  char buf[64];
  g_autofree char *score = NULL;

  if (info == NULL)
    {
      for (int row = ROW_DEPTH; row < N_ROWS; row++)
        set_stat (self, row, color, "—");
      return;
    }

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
  if (gmk_game_is_over (self->game) || (info->depth <= 0 && !info->forced_win))
    {
      set_stat (self, ROW_EVALUATION, color, "—");
      set_stat (self, ROW_WIN_CHANCE, color, "—");
      return;
    }
  score = format_score (info->score);
  set_stat (self, ROW_EVALUATION, color, score);
  g_snprintf (buf, sizeof buf, "%.0f %%", CLAMP (info->win_probability, 0.0, 1.0) * 100.0);
  set_stat (self, ROW_WIN_CHANCE, color, buf);
}

static void
update_column (GmkStatsPanel *self,
               GmkColor       color)
{
  GmkAiStats stats;
  const GmkSearchInfo *info = NULL;
  char buf[64];
  gboolean computer = gmk_game_get_player (self->game, color) == GMK_PLAYER_COMPUTER;
  gboolean thinking_now = gmk_ai_player_get_thinking_color (self->ai) == color &&
                          !gmk_ai_player_get_hinting (self->ai);

  set_stat (self, ROW_PLAYER, color, computer ? _("Computer") : _("Human"));
  set_stat (self, ROW_STRENGTH, color,
            computer ? gmk_preferences_level_name (gmk_game_get_level_of (self->game, color)) : "—");

  g_snprintf (buf, sizeof buf, "%d / %d",
              gmk_game_get_captured_pairs (self->game, color), GMK_CAPTURE_WIN_PAIRS);
  set_stat (self, ROW_CAPTURED, color, buf);

  gmk_ai_player_get_stats (self->ai, color, &stats);
  /* The latest search only while its move is on the board shown: after
   * Undo it was made in a position ahead of it. */
  if (thinking_now)
    info = gmk_ai_player_get_info (self->ai);
  else if (stats.has_info && stats.ply < gmk_game_get_n_moves (self->game))
    info = &stats.info;

  if (thinking_now)
    {
      format_thinking (buf, sizeof buf, gmk_ai_player_get_thinking_ms (self->ai));
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

  update_search_figures (self, color, info);
}

/* The hint asked for, one move and its winning chance, then the line it
 * leads to when asked; or the line the computer expects, when asked. */
static void
update_line (GmkStatsPanel *self)
{
  const GmkSearchInfo *info = gmk_ai_player_get_info (self->ai);
  const int *hint = NULL;
  int hint_len = gmk_ai_player_get_hint (self->ai, &hint);

  if (hint_len > 0)
    {
      g_autofree char *move = format_line (self, hint, 1);
      g_autofree char *line = format_line (self, hint, hint_len);
      g_autofree char *text = NULL;

      if (info != NULL)
        /* Translators: "Hint: h8, winning chance 62 %" */
        text = g_strdup_printf (_("Hint: %s, winning chance %.0f %%"), move,
                                CLAMP (info->win_probability, 0.0, 1.0) * 100.0);
      else
        text = g_strdup_printf (_("Hint: %s"), move);
      if (self->show_line && hint_len > 1)
        {
          g_autofree char *hint_text = g_steal_pointer (&text);

          /* Translators: the hint, then the line after it */
          text = g_strdup_printf (_("%s\nExpected line: %s"), hint_text, line);
        }
      gtk_label_set_text (self->pv_label, text);
    }
  else if (self->show_analysis && self->show_line && info != NULL && info->pv_length > 0)
    {
      g_autofree char *line = format_line (self, info->pv, info->pv_length);
      g_autofree char *text = g_strdup_printf (_("Expected line: %s"), line);
      gtk_label_set_text (self->pv_label, text);
    }
  else
    gtk_label_set_text (self->pv_label, "");
}

static void
update (GmkStatsPanel *self)
{
  if (self->ai == NULL)
    return;

  update_rows_shown (self);
  for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
    update_column (self, color);
  update_line (self);
}

/* ---- object ------------------------------------------------------------ */

static void
disconnect (GmkStatsPanel *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->ai != NULL)
    g_signal_handlers_disconnect_by_data (self->ai, self);
  g_clear_object (&self->game);
  g_clear_object (&self->ai);
}

static void
gmk_stats_panel_dispose (GObject *object)
{
  GmkStatsPanel *self = GMK_STATS_PANEL (object);

  disconnect (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_STATS_PANEL);

  G_OBJECT_CLASS (gmk_stats_panel_parent_class)->dispose (object);
}

static void
gmk_stats_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GmkStatsPanel *self = GMK_STATS_PANEL (object);

  switch (prop_id)
    {
    case PROP_AI_PLAYER:
      g_value_set_object (value, self->ai);
      break;
    case PROP_SHOW_ANALYSIS:
      g_value_set_boolean (value, self->show_analysis);
      break;
    case PROP_SHOW_LINE:
      g_value_set_boolean (value, self->show_line);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_stats_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GmkStatsPanel *self = GMK_STATS_PANEL (object);

  switch (prop_id)
    {
    case PROP_AI_PLAYER:
      gmk_stats_panel_set_ai_player (self, g_value_get_object (value));
      break;
    case PROP_SHOW_ANALYSIS:
      gmk_stats_panel_set_show_analysis (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LINE:
      gmk_stats_panel_set_show_line (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_stats_panel_class_init (GmkStatsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = gmk_stats_panel_dispose;
  object_class->get_property = gmk_stats_panel_get_property;
  object_class->set_property = gmk_stats_panel_set_property;

  properties[PROP_AI_PLAYER] =
    g_param_spec_object ("ai-player", NULL, NULL, GMK_TYPE_AI_PLAYER, rw);
  properties[PROP_SHOW_ANALYSIS] =
    g_param_spec_boolean ("show-analysis", NULL, NULL, TRUE, rw);
  properties[PROP_SHOW_LINE] =
    g_param_spec_boolean ("show-line", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-stats-panel.ui");
  for (int row = 0; row < N_ROWS; row++)
    {
      gtk_widget_class_bind_template_child_full (widget_class, row_ids[row].name, FALSE,
                                                 G_STRUCT_OFFSET (GmkStatsPanel, names[row]));
      gtk_widget_class_bind_template_child_full (widget_class, row_ids[row].black, FALSE,
                                                 G_STRUCT_OFFSET (GmkStatsPanel, values[row][GMK_BLACK]));
      gtk_widget_class_bind_template_child_full (widget_class, row_ids[row].white, FALSE,
                                                 G_STRUCT_OFFSET (GmkStatsPanel, values[row][GMK_WHITE]));
    }
  gtk_widget_class_bind_template_child (widget_class, GmkStatsPanel, pv_label);
  gtk_widget_class_bind_template_child (widget_class, GmkStatsPanel, figures_expander);
  gtk_widget_class_bind_template_child (widget_class, GmkStatsPanel, line_button);
  /* The "Show expected line" check button's. */
  gtk_widget_class_install_property_action (widget_class, "stats.show-line", "show-line");
}

static void
gmk_stats_panel_init (GmkStatsPanel *self)
{
  self->show_analysis = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gmk_stats_panel_new (void)
{
  return g_object_new (GMK_TYPE_STATS_PANEL, NULL);
}

GmkAiPlayer *
gmk_stats_panel_get_ai_player (GmkStatsPanel *self)
{
  g_return_val_if_fail (GMK_IS_STATS_PANEL (self), NULL);
  return self->ai;
}

void
gmk_stats_panel_set_ai_player (GmkStatsPanel *self,
                               GmkAiPlayer   *ai)
{
  g_return_if_fail (GMK_IS_STATS_PANEL (self));
  g_return_if_fail (ai == NULL || GMK_IS_AI_PLAYER (ai));

  if (self->ai == ai)
    return;

  disconnect (self);
  if (ai != NULL)
    {
      self->ai = g_object_ref (ai);
      self->game = g_object_ref (gmk_ai_player_get_game (ai));

      /* After the AI player has seen the new position. */
      g_signal_connect_data (self->game, "position-changed", G_CALLBACK (update), self,
                             NULL, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
      g_signal_connect_swapped (self->game, "notify::black-player", G_CALLBACK (update), self);
      g_signal_connect_swapped (self->game, "notify::white-player", G_CALLBACK (update), self);
      g_signal_connect_swapped (self->game, "notify::level", G_CALLBACK (update), self);
      /* The search's figures and the live timer, on the AI player's beat
       * rather than on every progress report: every changed label costs
       * the window a frame, and the status line changes on the same beat,
       * so both share one. */
      g_signal_connect_swapped (self->ai, "progress-refresh", G_CALLBACK (update), self);
      g_signal_connect_swapped (self->ai, "hint-changed", G_CALLBACK (update), self);
      update (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AI_PLAYER]);
}

gboolean
gmk_stats_panel_get_show_analysis (GmkStatsPanel *self)
{
  g_return_val_if_fail (GMK_IS_STATS_PANEL (self), FALSE);
  return self->show_analysis;
}

void
gmk_stats_panel_set_show_analysis (GmkStatsPanel *self,
                                   gboolean       show_analysis)
{
  g_return_if_fail (GMK_IS_STATS_PANEL (self));

  show_analysis = !!show_analysis;
  if (self->show_analysis == show_analysis)
    return;
  self->show_analysis = show_analysis;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ANALYSIS]);
}

gboolean
gmk_stats_panel_get_show_line (GmkStatsPanel *self)
{
  g_return_val_if_fail (GMK_IS_STATS_PANEL (self), FALSE);
  return self->show_line;
}

void
gmk_stats_panel_set_show_line (GmkStatsPanel *self,
                               gboolean       show_line)
{
  g_return_if_fail (GMK_IS_STATS_PANEL (self));

  show_line = !!show_line;
  if (self->show_line == show_line)
    return;
  self->show_line = show_line;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LINE]);
}
