/* gmk-status-line.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "gmk-game-opening.h"
#include "gmk-status-line.h"
#include "gmk-status-text.h"

struct _GmkStatusLine
{
  GtkBox        parent_instance;

  GtkLabel     *text_label;
  GtkLabel     *detail_label;

  GmkAiPlayer  *ai;
  GmkGame      *game;                /* the AI player's */
  double        black_chance;
};

G_DEFINE_FINAL_TYPE (GmkStatusLine, gmk_status_line, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_BLACK_CHANCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Freestyle and standard gomoku and renju on 15 × 15 are solved: the
 * first player wins (Allis 1994; Wágner and Virág 2001 for renju).  An
 * engine's estimate that White stands badly after one stone is that fact,
 * not a verdict on White's move. */
static gboolean
advantage_known (GmkGame *game)
{
  GmkRule rule = gmk_game_get_rule (game);

  return (rule == GMK_RULE_FREESTYLE || rule == GMK_RULE_STANDARD || rule == GMK_RULE_RENJU) &&
         gmk_game_get_width (game) == 15 && gmk_game_get_height (game) == 15;
}

/* The latest figures that evaluate the position shown, and the colour
 * whose view they take: the search running (or held for the pace) or the
 * hint, both of the side to move; else the computer's latest move, while it
 * is on the board.  FALSE when none has an evaluation. */
static gboolean
latest_evaluation (GmkStatusLine *self,
                   GmkSearchInfo *evaluation,
                   GmkColor      *color)
{
  const GmkSearchInfo *info = gmk_ai_player_get_info (self->ai);
  gboolean found = FALSE;
  guint found_ply = 0;

  if (info != NULL)
    {
      *evaluation = *info;
      *color = gmk_game_get_to_move (self->game);
      found = TRUE;
    }
  else
    for (GmkColor c = GMK_BLACK; c <= GMK_WHITE; c++)
      {
        GmkAiStats stats;

        gmk_ai_player_get_stats (self->ai, c, &stats);
        if (stats.has_info && stats.ply < gmk_game_get_n_moves (self->game) &&
            (!found || stats.ply > found_ply))
          {
            *evaluation = stats.info;
            *color = c;
            found_ply = stats.ply;
            found = TRUE;
          }
      }
  /* A search that completed no iteration scored nothing. */
  return found && (evaluation->depth > 0 || evaluation->forced_win);
}

void
gmk_status_line_opening_facts (GmkGame        *game,
                               GmkStatusFacts *facts)
{
  const GmkOpening *opening = gmk_game_get_opening (game);

  facts->opening_stage = opening->stage;
  facts->actor = gmk_game_in_opening (game) ? gmk_game_get_actor_color (game) : GMK_EMPTY;
  facts->declared = opening->declared;
  facts->offering = gmk_game_opening_get_offering (game);
}

static void
set_black_chance (GmkStatusLine *self,
                  double         chance)
{
  /* Whole percents, as the bar says it: a finer change would only redraw
   * the bar for nothing anyone can see. */
  chance = round (chance * 100.0) / 100.0;
  if (chance == self->black_chance)
    return;
  self->black_chance = chance;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_CHANCE]);
}

static void
set_label (GtkLabel   *label,
           const char *text)
{
  /* Progress comes many times a second; an unchanged label is left
   * alone, so it queues no new layout. */
  if (g_strcmp0 (gtk_label_get_text (label), text != NULL ? text : "") != 0)
    gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
}

static void
update (GmkStatusLine *self)
{
  GmkStatusFacts facts = { 0 };
  GmkSearchInfo info = { 0 };
  GmkColor searcher = GMK_EMPTY;
  gboolean known, black_computer, white_computer;
  g_autofree char *text = NULL;
  g_autofree char *detail = NULL;
  double chance = 0.5;

  if (self->ai == NULL)
    return;

  black_computer = gmk_game_get_player (self->game, GMK_BLACK) == GMK_PLAYER_COMPUTER;
  white_computer = gmk_game_get_player (self->game, GMK_WHITE) == GMK_PLAYER_COMPUTER;
  facts.to_move = gmk_game_get_to_move (self->game);
  /* In an opening whoever decides may not be the side to move. */
  gmk_status_line_opening_facts (self->game, &facts);
  facts.person_to_move = gmk_game_get_player (self->game,
                                              gmk_game_get_actor_color (self->game)) == GMK_PLAYER_HUMAN;
  facts.against_computer = black_computer != white_computer;
  /* Searching, or holding the move found for the pace: still thinking. */
  if (gmk_ai_player_get_thinking (self->ai) && !gmk_ai_player_get_hinting (self->ai))
    facts.thinking = gmk_ai_player_get_thinking_color (self->ai);
  facts.paused = black_computer && white_computer && gmk_ai_player_get_paused (self->ai);
  facts.result = gmk_game_get_result (self->game);
  facts.pending_five = gmk_game_get_position (self->game)->status.pending_five;
  facts.n_moves = gmk_game_get_n_moves (self->game);
  facts.advantage_known = advantage_known (self->game);

  known = latest_evaluation (self, &info, &searcher);
  if (facts.result == GMK_RESULT_BLACK_WINS)
    chance = 1.0;
  else if (facts.result == GMK_RESULT_WHITE_WINS)
    chance = 0.0;
  else if (facts.result == GMK_RESULT_NONE && known)
    {
      double p = CLAMP (info.win_probability, 0.0, 1.0);

      chance = searcher == GMK_BLACK ? p : 1.0 - p;
      if (info.forced_win)
        facts.forced_winner = info.score > 0 ? searcher : GMK_OTHER (searcher);
    }

  text = gmk_status_text (&facts);
  detail = gmk_status_detail (&facts);
  set_label (self->text_label, text);
  set_label (self->detail_label, detail);
  set_black_chance (self, chance);
}

static void
disconnect (GmkStatusLine *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->ai != NULL)
    g_signal_handlers_disconnect_by_data (self->ai, self);
  g_clear_object (&self->game);
  g_clear_object (&self->ai);
}

static void
gmk_status_line_dispose (GObject *object)
{
  GmkStatusLine *self = GMK_STATUS_LINE (object);

  disconnect (self);
  G_OBJECT_CLASS (gmk_status_line_parent_class)->dispose (object);
}

static void
gmk_status_line_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GmkStatusLine *self = GMK_STATUS_LINE (object);

  switch (prop_id)
    {
    case PROP_BLACK_CHANCE:
      g_value_set_double (value, self->black_chance);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_status_line_class_init (GmkStatusLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gmk_status_line_dispose;
  object_class->get_property = gmk_status_line_get_property;

  properties[PROP_BLACK_CHANCE] =
    g_param_spec_double ("black-chance", NULL, NULL, 0.0, 1.0, 0.5,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gmk_status_line_init (GmkStatusLine *self)
{
  self->black_chance = 0.5;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);

  self->text_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->text_label, TRUE);
  gtk_label_set_justify (self->text_label, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->text_label), "heading");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->text_label));

  self->detail_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->detail_label, TRUE);
  gtk_label_set_justify (self->detail_label, GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (self->detail_label, 60);
  gtk_widget_add_css_class (GTK_WIDGET (self->detail_label), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->detail_label), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), FALSE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->detail_label));
}

GtkWidget *
gmk_status_line_new (void)
{
  return g_object_new (GMK_TYPE_STATUS_LINE, NULL);
}

void
gmk_status_line_set_ai_player (GmkStatusLine *self,
                               GmkAiPlayer   *ai)
{
  g_return_if_fail (GMK_IS_STATUS_LINE (self));
  g_return_if_fail (ai == NULL || GMK_IS_AI_PLAYER (ai));

  if (self->ai == ai)
    return;
  disconnect (self);
  if (ai == NULL)
    return;

  self->ai = g_object_ref (ai);
  self->game = g_object_ref (gmk_ai_player_get_game (ai));
  /* After the AI player has seen the new position. */
  g_signal_connect_data (self->game, "position-changed", G_CALLBACK (update), self,
                         NULL, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_swapped (self->game, "notify::black-player", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->game, "notify::white-player", G_CALLBACK (update), self);
  /* The thinking starting and stopping, and its figures (the bar, a forced
   * win found) on the beat the statistics follow too: a search reports
   * many times a second, and every change here is a frame. */
  g_signal_connect_swapped (self->ai, "progress-refresh", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->ai, "notify::paused", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->ai, "hint-changed", G_CALLBACK (update), self);
  update (self);
}

const char *
gmk_status_line_get_text (GmkStatusLine *self)
{
  g_return_val_if_fail (GMK_IS_STATUS_LINE (self), NULL);
  return gtk_label_get_text (self->text_label);
}

const char *
gmk_status_line_get_detail (GmkStatusLine *self)
{
  g_return_val_if_fail (GMK_IS_STATUS_LINE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->detail_label))
         ? gtk_label_get_text (self->detail_label) : NULL;
}

double
gmk_status_line_get_black_chance (GmkStatusLine *self)
{
  g_return_val_if_fail (GMK_IS_STATUS_LINE (self), 0.5);
  return self->black_chance;
}
