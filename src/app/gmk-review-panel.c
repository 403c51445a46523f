/* gmk-review-panel.c: the game review under the board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gmk-game-review.h"
#include "gmk-notation.h"
#include "gmk-review-panel.h"
#include "gmk-review-task.h"

#define N_CLASSES (GMK_REVIEW_FORCED + 1)

struct _GmkReviewPanel
{
  GtkBox          parent_instance;

  /* Template widgets */
  GtkWidget      *progress_box;
  GtkProgressBar *progress;
  GmkEvalGraph   *graph;
  GtkLabel       *comment;
  GtkLabel       *summary;

  GmkGame        *game;
  GActionMap     *actions;       /* the window's, not owned */
  GSettings      *settings;
  GCancellable   *cancellable;   /* of the review under way, or NULL */
  guint           refresh_idle;
  guint           counts[3][N_CLASSES];
  int             better[GMK_MAX_PV];
  int             better_length;
  GmkColor        better_color;
};

G_DEFINE_FINAL_TYPE (GmkReviewPanel, gmk_review_panel, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
gmk_review_class_mark (GmkReviewClass klass)
{
  switch (klass)
    {
    case GMK_REVIEW_BLUNDER:
      return "??";
    case GMK_REVIEW_MISTAKE:
      return "?";
    case GMK_REVIEW_INACCURACY:
      return "?!";
    case GMK_REVIEW_FORCED:
      return "!";
    case GMK_REVIEW_MISSED_WIN:
      return "✗";
    case GMK_REVIEW_BEST:
    case GMK_REVIEW_GOOD:
    default:
      return "";
    }
}

const char *
gmk_review_class_title (GmkReviewClass klass)
{
  switch (klass)
    {
    case GMK_REVIEW_BEST:
      return _("Best move");
    case GMK_REVIEW_GOOD:
      return _("Good move");
    case GMK_REVIEW_INACCURACY:
      return _("Inaccuracy");
    case GMK_REVIEW_MISTAKE:
      return _("Mistake");
    case GMK_REVIEW_BLUNDER:
      return _("Blunder");
    case GMK_REVIEW_MISSED_WIN:
      return _("Missed win");
    case GMK_REVIEW_FORCED:
      return _("Only move");
    default:
      return "";
    }
}

static gboolean
is_bad (GmkReviewClass klass)
{
  return klass == GMK_REVIEW_INACCURACY || klass == GMK_REVIEW_MISTAKE ||
         klass == GMK_REVIEW_BLUNDER || klass == GMK_REVIEW_MISSED_WIN;
}

static int
percent (double win)
{
  return (int) (win * 100.0 + 0.5);
}

static char *
describe_entry (const GmkReviewEntry *e,
                int                   height)
{
  char best[GMK_NOTATION_MAX], reply[GMK_NOTATION_MAX];
  const char *who = gmk_game_color_name (e->color);
  GString *text = g_string_new (NULL);

  /* Translators: a reviewed move, "Mistake: White 35 %" (the player's
   * winning chance after it) */
  g_string_append_printf (text, _("%s: %s %d %%"), gmk_review_class_title (e->klass), who,
                          percent (e->played_win));
  if (is_bad (e->klass) && e->best_move != GMK_NO_MOVE)
    {
      gmk_notation_format (gmk_board_x (e->best_move), gmk_board_y (e->best_move), height, best);
      g_string_append (text, ". ");
      /* Translators: "Better: h8 (White 72 %)" */
      g_string_append_printf (text, _("Better: %s (%s %d %%)"), best, who, percent (e->best_win));
    }
  if (is_bad (e->klass) && e->reply != GMK_NO_MOVE)
    {
      gmk_notation_format (gmk_board_x (e->reply), gmk_board_y (e->reply), height, reply);
      g_string_append (text, ". ");
      /* Translators: the opponent's best answer to a bad move, "Answer: j9" */
      g_string_append_printf (text, _("Answer: %s"), reply);
    }
  return g_string_free (text, FALSE);
}

static void
update_summary (GmkReviewPanel *self)
{
  static const GmkReviewClass shown[] = {
    GMK_REVIEW_INACCURACY, GMK_REVIEW_MISTAKE, GMK_REVIEW_BLUNDER, GMK_REVIEW_MISSED_WIN,
  };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) tooltip = g_string_new (NULL);

  for (GmkColor c = GMK_BLACK; c <= GMK_WHITE; c++)
    {
      if (c == GMK_WHITE)
        {
          g_string_append_c (text, '\n');
          g_string_append_c (tooltip, '\n');
        }
      g_string_append_printf (text, "%s ", gmk_game_color_name (c));
      for (guint k = 0; k < G_N_ELEMENTS (shown); k++)
        g_string_append_printf (text, " %s %u", gmk_review_class_mark (shown[k]), self->counts[c][shown[k]]);
      g_string_append_printf (tooltip, "%s:", gmk_game_color_name (c));
      for (GmkReviewClass k = GMK_REVIEW_BEST; k <= GMK_REVIEW_FORCED; k++)
        g_string_append_printf (tooltip, "%s %s %u", k == GMK_REVIEW_BEST ? "" : ",",
                                gmk_review_class_title (k), self->counts[c][k]);
    }
  gtk_label_set_text (self->summary, text->str);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->summary), tooltip->str);
}

static void
refresh (GmkReviewPanel *self)
{
  g_autofree double *wins = NULL;
  g_autofree int *classes = NULL;
  const GmkReviewEntry *shown = NULL;
  guint n_total, n_moves, n = 0;

  if (self->game == NULL)
    return;
  n_total = gmk_game_get_n_total (self->game);
  n_moves = gmk_game_get_n_moves (self->game);
  wins = g_new (double, MAX (n_total, 1));
  classes = g_new (int, MAX (n_total, 1));

  memset (self->counts, 0, sizeof self->counts);
  for (; n < n_total; n++)
    {
      const GmkReviewEntry *e = gmk_game_review_get_entry (self->game, n);

      if (e == NULL)
        break;
      wins[n] = e->color == GMK_BLACK ? e->played_win : 1.0 - e->played_win;
      classes[n] = e->klass;
      self->counts[e->color][e->klass]++;
    }
  gmk_eval_graph_set_points (self->graph, wins, classes, n);
  gmk_eval_graph_set_current (self->graph, (int) n_moves - 1);
  update_summary (self);

  if (n_moves > 0 && n_moves <= n)
    shown = gmk_game_review_get_entry (self->game, n_moves - 1);
  self->better_length = 0;
  if (shown != NULL)
    {
      g_autofree char *text = describe_entry (shown, gmk_game_get_height (self->game));

      gtk_label_set_text (self->comment, text);
      if (is_bad (shown->klass) && shown->klass != GMK_REVIEW_INACCURACY)
        {
          self->better_length = MIN (shown->best_pv_length, GMK_MAX_PV);
          memcpy (self->better, shown->best_pv, sizeof (int) * self->better_length);
          if (self->better_length == 0 && shown->best_move != GMK_NO_MOVE)
            self->better[self->better_length++] = shown->best_move;
          self->better_color = shown->color;
        }
    }
  else
    gtk_label_set_text (self->comment, "");

  gtk_widget_set_visible (GTK_WIDGET (self), n > 0 || self->cancellable != NULL);
  if (self->actions != NULL)
    {
      GAction *review = g_action_map_lookup_action (self->actions, "review-game");
      GAction *cancel = g_action_map_lookup_action (self->actions, "cancel-review");

      g_simple_action_set_enabled (G_SIMPLE_ACTION (review), n_total > 0 && self->cancellable == NULL);
      g_simple_action_set_enabled (G_SIMPLE_ACTION (cancel), self->cancellable != NULL);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
refresh_later (gpointer data)
{
  GmkReviewPanel *self = data;

  self->refresh_idle = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

static void
on_position_changed (GmkGame        *game,
                     GmkReviewPanel *self)
{
  refresh (self);
}

static void
on_history_changed (GListModel     *history,
                    guint           position,
                    guint           removed,
                    guint           added,
                    GmkReviewPanel *self)
{
  /* Moves under review replaced (a new game, a file opened, a move played
   * back in the history): the review would be of another game. */
  if (self->cancellable != NULL && removed > 0)
    gmk_review_panel_cancel (self);
  /* A file's review reaches the moves just after they are added. */
  if (self->refresh_idle == 0)
    self->refresh_idle = g_idle_add (refresh_later, self);
}

static void
on_graph_move_activated (GmkEvalGraph   *graph,
                         guint           index,
                         GmkReviewPanel *self)
{
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, index);
}

/* ---- the review -------------------------------------------------------- */

static void
set_running (GmkReviewPanel *self,
             GCancellable   *cancellable)
{
  g_set_object (&self->cancellable, cancellable);
  gtk_widget_set_visible (self->progress_box, cancellable != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  refresh (self);
}

static void
on_entry (const GmkReviewEntry *entry,
          guint                 n_moves,
          gpointer              user_data)
{
  GmkReviewPanel *self = user_data;
  g_autofree char *text = NULL;

  gmk_game_review_set_entry (self->game, entry);
  gtk_progress_bar_set_fraction (self->progress, (double) (entry->ply + 1) / MAX (n_moves, 1));
  /* Translators: review progress, "Move 12 of 40" */
  text = g_strdup_printf (_("Move %d of %u"), entry->ply + 1, n_moves);
  gtk_progress_bar_set_text (self->progress, text);
  refresh (self);
}

static void
on_review_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GmkReviewPanel *self = GMK_REVIEW_PANEL (source);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  g_autoptr(GError) error = NULL;
  guint n = 0;

  if (self->game == NULL)
    {
      /* Disposed meanwhile: the task only kept the object alive. */
      gmk_review_task_finish (result, &n, NULL);
      return;
    }
  if (!gmk_review_task_finish (result, &n, &error) && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    gtk_label_set_text (self->comment, error->message);
  /* Saved now, not at the next move: a review takes a while to redo. */
  gmk_game_review_finished (self->game);
  /* A cancelled review was already put away; another may run now. */
  if (cancellable == self->cancellable)
    set_running (self, NULL);
}

gboolean
gmk_review_panel_start (GmkReviewPanel *self,
                        guint           time_ms,
                        int             threads)
{
  g_autoptr(GmkGameRecord) record = NULL;
  g_autoptr(GCancellable) cancellable = NULL;
  guint n_total;

  g_return_val_if_fail (GMK_IS_REVIEW_PANEL (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  n_total = gmk_game_get_n_total (self->game);
  if (self->cancellable != NULL || n_total == 0)
    return FALSE;

  record = gmk_game_record_new (gmk_game_get_width (self->game), gmk_game_get_height (self->game));
  record->rule = gmk_game_get_rule (self->game);
  record->has_rule = TRUE;
  for (guint i = 0; i < n_total && i < GMK_MAX_PLY; i++)
    record->moves[record->n_moves++] = gmk_game_get_move (self->game, i);

  gmk_game_review_clear (self->game);
  gtk_progress_bar_set_fraction (self->progress, 0.0);
  gtk_progress_bar_set_text (self->progress, _("Reviewing…"));
  cancellable = g_cancellable_new ();
  set_running (self, cancellable);
  gmk_review_task_run (self, g_steal_pointer (&record), time_ms, threads, cancellable,
                       on_entry, self, on_review_done, NULL);
  return TRUE;
}

void
gmk_review_panel_cancel (GmkReviewPanel *self)
{
  g_return_if_fail (GMK_IS_REVIEW_PANEL (self));

  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  set_running (self, NULL);
}

gboolean
gmk_review_panel_get_running (GmkReviewPanel *self)
{
  g_return_val_if_fail (GMK_IS_REVIEW_PANEL (self), FALSE);
  return self->cancellable != NULL;
}

/* ---- actions ------------------------------------------------------------ */

static void
review_game_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GmkReviewPanel *self = user_data;
  double seconds = 0.5;
  int threads = 1;

  /* The computer's time per move and threads. */
  if (self->settings != NULL)
    {
      seconds = g_settings_get_double (self->settings, "move-time");
      threads = g_settings_get_int (self->settings, "threads");
    }
  gmk_review_panel_start (self, (guint) (seconds * 1000.0 + 0.5), threads);
}

static void
cancel_review_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  gmk_review_panel_cancel (GMK_REVIEW_PANEL (user_data));
}

void
gmk_review_panel_install_actions (GmkReviewPanel *self,
                                  GActionMap     *map,
                                  GSettings      *settings)
{
  const GActionEntry entries[] = {
    { "review-game", review_game_action },
    { "cancel-review", cancel_review_action },
  };

  g_return_if_fail (GMK_IS_REVIEW_PANEL (self));

  g_action_map_add_action_entries (map, entries, G_N_ELEMENTS (entries), self);
  self->actions = map;
  g_set_object (&self->settings, settings);
  refresh (self);
}

/* ---- object -------------------------------------------------------------- */

void
gmk_review_panel_set_game (GmkReviewPanel *self,
                           GmkGame        *game)
{
  g_return_if_fail (GMK_IS_REVIEW_PANEL (self));
  g_return_if_fail (GMK_IS_GAME (game));
  g_return_if_fail (self->game == NULL);

  self->game = g_object_ref (game);
  g_signal_connect_object (game, "position-changed", G_CALLBACK (on_position_changed), self, 0);
  g_signal_connect_object (gmk_game_get_history (game), "items-changed",
                           G_CALLBACK (on_history_changed), self, 0);
  refresh (self);
}

GmkEvalGraph *
gmk_review_panel_get_graph (GmkReviewPanel *self)
{
  g_return_val_if_fail (GMK_IS_REVIEW_PANEL (self), NULL);
  return self->graph;
}

int
gmk_review_panel_get_better_line (GmkReviewPanel *self,
                                  const int     **line,
                                  GmkColor       *first)
{
  g_return_val_if_fail (GMK_IS_REVIEW_PANEL (self), 0);

  *line = self->better;
  *first = self->better_color;
  return self->better_length;
}

guint
gmk_review_panel_count (GmkReviewPanel *self,
                        GmkColor        color,
                        GmkReviewClass  klass)
{
  g_return_val_if_fail (GMK_IS_REVIEW_PANEL (self), 0);
  g_return_val_if_fail (color == GMK_BLACK || color == GMK_WHITE, 0);
  g_return_val_if_fail (klass < N_CLASSES, 0);
  return self->counts[color][klass];
}

const char *
gmk_review_panel_get_comment (GmkReviewPanel *self)
{
  g_return_val_if_fail (GMK_IS_REVIEW_PANEL (self), NULL);
  return gtk_label_get_text (self->comment);
}

/* The window goes: a review under way stops (its worker keeps the panel
 * alive until it ends, so dispose would come too late), and the window's
 * actions are no longer ours to touch. */
static void
gmk_review_panel_unroot (GtkWidget *widget)
{
  GmkReviewPanel *self = GMK_REVIEW_PANEL (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->actions = NULL;
  GTK_WIDGET_CLASS (gmk_review_panel_parent_class)->unroot (widget);
}

static void
gmk_review_panel_dispose (GObject *object)
{
  GmkReviewPanel *self = GMK_REVIEW_PANEL (object);

  /* The worker keeps the panel alive until it ends; it is told to stop. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->refresh_idle, g_source_remove);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (gmk_game_get_history (self->game), self);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  self->actions = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_REVIEW_PANEL);

  G_OBJECT_CLASS (gmk_review_panel_parent_class)->dispose (object);
}

static void
gmk_review_panel_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GmkReviewPanel *self = GMK_REVIEW_PANEL (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->cancellable != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_review_panel_class_init (GmkReviewPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmk_review_panel_dispose;
  object_class->get_property = gmk_review_panel_get_property;
  widget_class->unroot = gmk_review_panel_unroot;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GmkReviewPanel::changed:
   *
   * The review or the move shown changed: the better line may be another.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * GmkReviewPanel::move-activated:
   * @index: the move's index, 0 for the first
   *
   * A move was chosen on the graph; showing it is the window's business,
   * as for the history list.
   */
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (GMK_TYPE_EVAL_GRAPH);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-review-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkReviewPanel, progress_box);
  gtk_widget_class_bind_template_child (widget_class, GmkReviewPanel, progress);
  gtk_widget_class_bind_template_child (widget_class, GmkReviewPanel, graph);
  gtk_widget_class_bind_template_child (widget_class, GmkReviewPanel, comment);
  gtk_widget_class_bind_template_child (widget_class, GmkReviewPanel, summary);
}

static void
gmk_review_panel_init (GmkReviewPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->graph, "move-activated", G_CALLBACK (on_graph_move_activated), self);
}
