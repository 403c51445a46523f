/* gmk-analysis-panel.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-analysis-panel.h"

struct _GmkAnalysisPanel
{
  GtkWidget         parent_instance;

  GtkWidget        *box;
  GtkToggleButton  *place_black;
  GtkToggleButton  *place_white;
  GtkToggleButton  *move_black;
  GtkToggleButton  *move_white;
  GtkSpinButton    *lines_spin;
  GtkToggleButton  *run_button;
  GtkWidget        *solve_button;
  GtkLabel         *status;

  GmkAnalysis      *analysis;      /* while active */
  GmkBoardView     *view;          /* while active, a reference */
  GmkGame          *view_game;     /* the view's own game, given back on leaving */
  gulong            cell_id;
  GBinding         *run_binding;
  GBinding         *lines_binding;
  GSimpleAction    *run_action;    /* the window's "analysis-run" */
  GSimpleAction    *solve_action;  /* and "analysis-solve" */
  int               threads;       /* the Threads preference */
};

G_DEFINE_FINAL_TYPE (GmkAnalysisPanel, gmk_analysis_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_THREADS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
message (GmkAnalysisPanel *self,
         const char       *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

/* ---- what the board and the status line show --------------------------- */

static void
show_solution (GmkAnalysisPanel     *self,
               const GmkSolveResult *solution)
{
  GmkBoardMark marks[GMK_SOLVE_MAX_LINE] = { 0 };
  GmkColor color = gmk_analysis_get_to_move (self->analysis);
  const char *who = gmk_game_color_name (color);
  g_autofree char *text = NULL;

  for (int i = 0; i < solution->length; i++, color = GMK_OTHER (color))
    {
      marks[i].cell = solution->line[i];
      marks[i].color = color;
      marks[i].ringed = i == 0;
      g_snprintf (marks[i].text, sizeof marks[i].text, "%d", i + 1);
    }
  gmk_board_view_set_marks (self->view, marks, solution->length);

  if (solution->kind == GMK_SOLVE_VCF)
    /* Translators: "Black wins by continuous fours in 9 moves" */
    text = g_strdup_printf (ngettext ("%s wins by continuous fours in %d move",
                                      "%s wins by continuous fours in %d moves",
                                      solution->length), who, solution->length);
  else if (solution->kind == GMK_SOLVE_VCT)
    text = g_strdup_printf (ngettext ("%s wins by threes and fours in %d move",
                                      "%s wins by threes and fours in %d moves",
                                      solution->length), who, solution->length);
  else
    /* Translators: "No forced win for Black found within the limit" */
    text = g_strdup_printf (_("No forced win for %s found within the limit"), who);
  gtk_label_set_text (self->status, text);
}

static void
show_lines (GmkAnalysisPanel *self)
{
  GmkBoardMark marks[GMK_MAX_MULTI_PV] = { 0 };
  GmkColor color = gmk_analysis_get_to_move (self->analysis);
  const GmkSearchLine *lines;
  const GmkSolveResult *solution = gmk_analysis_get_solution (self->analysis);
  g_autofree char *text = NULL;
  int n = 0;
  int cells[GMK_MAX_MULTI_PV];

  /* A click on a candidate plays it for the side to move (on_cell_activated):
   * the ghost there is that side's stone, not Place's colour. */
  lines = gmk_analysis_get_lines (self->analysis, &n);
  for (int i = 0; i < n && i < GMK_MAX_MULTI_PV; i++)
    cells[i] = lines[i].move;
  gmk_board_view_set_move_points (self->view, cells, MIN (n, GMK_MAX_MULTI_PV));
  n = 0;

  /* A forced win shown stays until the position changes. */
  if (solution != NULL)
    {
      show_solution (self, solution);
      return;
    }

  lines = gmk_analysis_get_lines (self->analysis, &n);
  for (int i = 0; i < n; i++)
    {
      marks[i].cell = lines[i].move;
      marks[i].color = color;
      marks[i].ringed = i == 0;
      g_snprintf (marks[i].text, sizeof marks[i].text, "%d",
                  (int) (lines[i].win_probability * 100.0 + 0.5));
    }
  gmk_board_view_set_marks (self->view, marks, n);

  if (gmk_analysis_get_solving (self->analysis))
    text = g_strdup (_("Looking for a forced win…"));
  else if (n > 0)
    /* Translators: "Depth 12 · Black 57 %", Black's winning chance */
    text = g_strdup_printf (_("Depth %d · Black %d %%"), gmk_analysis_get_depth (self->analysis),
                            (int) (gmk_analysis_get_black_chance (self->analysis) * 100.0 + 0.5));
  else if (gmk_analysis_get_running (self->analysis) &&
           gmk_analysis_get_position (self->analysis)->status.result == GMK_RESULT_NONE)
    text = g_strdup (_("Analysing…"));
  else
    text = g_strdup ("");
  gtk_label_set_text (self->status, text);
}

static void
on_lines_changed (GmkAnalysis      *analysis,
                  GmkAnalysisPanel *self)
{
  show_lines (self);
}

static void
on_solving_changed (GmkAnalysis      *analysis,
                    GParamSpec       *pspec,
                    GmkAnalysisPanel *self)
{
  gtk_widget_set_sensitive (self->solve_button, !gmk_analysis_get_solving (analysis));
  show_lines (self);
}

static void
on_analysis_to_move_changed (GmkAnalysis      *analysis,
                             GParamSpec       *pspec,
                             GmkAnalysisPanel *self)
{
  gboolean black = gmk_analysis_get_to_move (analysis) == GMK_BLACK;

  gtk_toggle_button_set_active (black ? self->move_black : self->move_white, TRUE);
}

/* ---- input ------------------------------------------------------------- */

static GmkColor
place_color (GmkAnalysisPanel *self)
{
  return gtk_toggle_button_get_active (self->place_white) ? GMK_WHITE : GMK_BLACK;
}

static gboolean
is_candidate (GmkAnalysisPanel *self,
              int               index)
{
  const GmkSearchLine *lines;
  int n = 0;

  if (gmk_analysis_get_solution (self->analysis) != NULL)
    return FALSE;
  lines = gmk_analysis_get_lines (self->analysis, &n);
  for (int i = 0; i < n; i++)
    if (lines[i].move == index)
      return TRUE;
  return FALSE;
}

static void
on_cell_activated (GmkBoardView     *view,
                   int               x,
                   int               y,
                   GmkAnalysisPanel *self)
{
  const GmkBoard *board = &gmk_analysis_get_position (self->analysis)->board;
  int index = gmk_board_index (x, y);
  g_autoptr(GError) error = NULL;
  gboolean done;

  if (board->cell[index] == GMK_BLACK || board->cell[index] == GMK_WHITE)
    done = gmk_analysis_remove (self->analysis, x, y);
  else if (is_candidate (self, index))
    done = gmk_analysis_play (self->analysis, x, y, &error);
  else
    done = gmk_analysis_place (self->analysis, x, y, place_color (self), &error);
  if (!done && error != NULL)
    message (self, error->message);
}

/* The hover ghost shows what a click puts down. */
static void
on_place_toggled (GmkAnalysisPanel *self)
{
  if (self->view != NULL)
    gmk_board_view_set_ghost_color (self->view, place_color (self));
}

static void
on_to_move_toggled (GmkAnalysisPanel *self)
{
  if (self->analysis != NULL)
    gmk_analysis_set_to_move (self->analysis, gtk_toggle_button_get_active (self->move_black)
                                              ? GMK_BLACK : GMK_WHITE);
}

static void
on_solve_clicked (GmkAnalysisPanel *self)
{
  if (self->analysis == NULL)
    return;
  if (!gmk_analysis_solve (self->analysis))
    message (self, _("There is nothing to solve: the game is over on the board"));
}

static void
on_clear_clicked (GmkAnalysisPanel *self)
{
  if (self->analysis != NULL)
    gmk_analysis_clear (self->analysis);
}

/* ---- the mode ---------------------------------------------------------- */

static void
run_activated (GSimpleAction    *action,
               GVariant         *parameter,
               GmkAnalysisPanel *self)
{
  if (self->analysis != NULL)
    gmk_analysis_set_running (self->analysis, !gmk_analysis_get_running (self->analysis));
}

void
gmk_analysis_panel_install (GmkAnalysisPanel *self,
                            GActionMap       *window)
{
  g_return_if_fail (GMK_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (self->run_action == NULL);

  self->run_action = g_simple_action_new ("analysis-run", NULL);
  g_simple_action_set_enabled (self->run_action, FALSE);
  g_signal_connect_object (self->run_action, "activate", G_CALLBACK (run_activated), self, 0);
  g_action_map_add_action (window, G_ACTION (self->run_action));
  self->solve_action = g_simple_action_new ("analysis-solve", NULL);
  g_simple_action_set_enabled (self->solve_action, FALSE);
  g_signal_connect_object (self->solve_action, "activate", G_CALLBACK (on_solve_clicked), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (window, G_ACTION (self->solve_action));
}

static void
set_actions_enabled (GmkAnalysisPanel *self,
                     gboolean          enabled)
{
  if (self->run_action != NULL)
    g_simple_action_set_enabled (self->run_action, enabled);
  if (self->solve_action != NULL)
    g_simple_action_set_enabled (self->solve_action, enabled);
}

void
gmk_analysis_panel_enter (GmkAnalysisPanel  *self,
                          GmkBoardView      *view,
                          const GmkPosition *position)
{
  g_return_if_fail (GMK_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (GMK_IS_BOARD_VIEW (view));

  gmk_analysis_panel_leave (self);

  self->analysis = gmk_analysis_new ();
  if (self->threads > 0)
    gmk_analysis_set_threads (self->analysis, self->threads);
  gmk_analysis_set_n_lines (self->analysis, gtk_spin_button_get_value_as_int (self->lines_spin));
  gmk_analysis_set_position (self->analysis, position);
  g_signal_connect_object (self->analysis, "lines-changed", G_CALLBACK (on_lines_changed), self, 0);
  g_signal_connect_object (self->analysis, "notify::solving",
                           G_CALLBACK (on_solving_changed), self, 0);
  g_signal_connect_object (self->analysis, "notify::to-move",
                           G_CALLBACK (on_analysis_to_move_changed), self, 0);
  self->lines_binding = g_object_bind_property (self->lines_spin, "value", self->analysis, "n-lines",
                                                G_BINDING_SYNC_CREATE);
  self->run_binding = g_object_bind_property (self->analysis, "running", self->run_button, "active",
                                              G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  on_analysis_to_move_changed (self->analysis, NULL, self);

  self->view = g_object_ref (view);
  self->view_game = g_object_ref (gmk_board_view_get_game (view));
  gmk_board_view_set_game (view, gmk_analysis_get_game (self->analysis));
  gmk_board_view_set_analysis (view, NULL, 0, -1.0);
  gmk_board_view_set_interactive (view, TRUE);
  gmk_board_view_set_ghost_color (view, place_color (self));
  self->cell_id = g_signal_connect_object (view, "cell-activated",
                                           G_CALLBACK (on_cell_activated), self, 0);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);

  set_actions_enabled (self, TRUE);
  gmk_analysis_set_running (self->analysis, TRUE);
  show_lines (self);
}

void
gmk_analysis_panel_leave (GmkAnalysisPanel *self)
{
  g_return_if_fail (GMK_IS_ANALYSIS_PANEL (self));

  if (self->analysis == NULL)
    return;

  g_clear_pointer (&self->run_binding, g_binding_unbind);
  g_clear_pointer (&self->lines_binding, g_binding_unbind);
  g_signal_handlers_disconnect_by_data (self->analysis, self);
  /* Disposing of it cancels its searches; their threads find nobody. */
  gmk_analysis_set_running (self->analysis, FALSE);
  g_clear_object (&self->analysis);

  g_clear_signal_handler (&self->cell_id, self->view);
  gmk_board_view_set_marks (self->view, NULL, 0);
  gmk_board_view_set_move_points (self->view, NULL, 0);
  gmk_board_view_set_ghost_color (self->view, GMK_EMPTY);
  gmk_board_view_set_game (self->view, self->view_game);
  g_clear_object (&self->view_game);
  g_clear_object (&self->view);
  gtk_label_set_text (self->status, "");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  set_actions_enabled (self, FALSE);
}

gboolean
gmk_analysis_panel_get_active (GmkAnalysisPanel *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS_PANEL (self), FALSE);
  return self->analysis != NULL;
}

GmkAnalysis *
gmk_analysis_panel_get_analysis (GmkAnalysisPanel *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS_PANEL (self), NULL);
  return self->analysis;
}

void
gmk_analysis_panel_set_place_color (GmkAnalysisPanel *self,
                                    GmkColor          color)
{
  g_return_if_fail (GMK_IS_ANALYSIS_PANEL (self));
  gtk_toggle_button_set_active (color == GMK_WHITE ? self->place_white : self->place_black, TRUE);
}

void
gmk_analysis_panel_set_threads (GmkAnalysisPanel *self,
                                int               threads)
{
  g_return_if_fail (GMK_IS_ANALYSIS_PANEL (self));

  threads = MAX (threads, 0);
  if (threads == self->threads)
    return;
  self->threads = threads;
  /* The next search of the running analysis takes it up. */
  if (self->analysis != NULL && threads > 0)
    gmk_analysis_set_threads (self->analysis, threads);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREADS]);
}

const char *
gmk_analysis_panel_get_status (GmkAnalysisPanel *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS_PANEL (self), NULL);
  return gtk_label_get_text (self->status);
}

/* ---- object ------------------------------------------------------------ */

static void
gmk_analysis_panel_dispose (GObject *object)
{
  GmkAnalysisPanel *self = GMK_ANALYSIS_PANEL (object);

  gmk_analysis_panel_leave (self);
  g_clear_object (&self->run_action);
  g_clear_object (&self->solve_action);
  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_ANALYSIS_PANEL);

  G_OBJECT_CLASS (gmk_analysis_panel_parent_class)->dispose (object);
}

static void
gmk_analysis_panel_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  GmkAnalysisPanel *self = GMK_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_THREADS:
      g_value_set_int (value, self->threads);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_analysis_panel_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  GmkAnalysisPanel *self = GMK_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_THREADS:
      gmk_analysis_panel_set_threads (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_analysis_panel_class_init (GmkAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmk_analysis_panel_dispose;
  object_class->get_property = gmk_analysis_panel_get_property;
  object_class->set_property = gmk_analysis_panel_set_property;

  /* Search threads of the analysis (the Threads preference); 0: the
   * analysis's own default. */
  properties[PROP_THREADS] =
    g_param_spec_int ("threads", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, box);
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, place_black);
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, place_white);
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, move_black);
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, move_white);
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, lines_spin);
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, run_button);
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, solve_button);
  gtk_widget_class_bind_template_child (widget_class, GmkAnalysisPanel, status);
  gtk_widget_class_bind_template_callback (widget_class, on_to_move_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_place_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_solve_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_clear_clicked);
}

static void
gmk_analysis_panel_init (GmkAnalysisPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
