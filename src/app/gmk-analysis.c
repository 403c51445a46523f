/* gmk-analysis.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Threads: a worker touches only its job (AnalysisJob or SolveJob, shared
 * with the main thread by reference count; the fields the two both write
 * under the job's lock) and the shared search.  The job names its owner by
 * a weak reference, so a report or an answer that comes back after the
 * owner is gone finds nobody; whatever is not for the current job (by id)
 * is dropped.
 */
#include "config.h"

#include "gmk-analysis.h"
#include "gmk-shared-search.h"

/* Reports reach the window at most this often: the search completes its
 * first iterations far faster than anyone reads. */
#define REPORT_MS 150
/* Each solver's budget: a few seconds on one core. */
#define SOLVE_MAX_NODES 4000000

typedef struct {
  GmkPosition      position;
  GmkSearchLimits  limits;
  GmkSearchInfo    final;            /* written by the worker before it returns */
  guint            id;
  GWeakRef         owner;
  GMainContext    *context;
  GCancellable    *cancellable;

  GMutex           lock;             /* guards the three below */
  GmkSearchInfo    latest;
  gboolean         pending;          /* a report is on its way */
  gint64           last_report_us;
} AnalysisJob;

typedef struct {
  GmkPosition      position;
  GmkSolveResult   result;           /* written by the worker before it returns */
  guint            id;
  GWeakRef         owner;
  gint             stop;             /* atomic */
} SolveJob;

struct _GmkAnalysis
{
  GObject          parent_instance;

  GmkPosition     *position;
  GmkGame         *game;
  int              n_lines;
  int              threads;
  gboolean         running;

  AnalysisJob     *job;              /* the current one, a reference; NULL when idle */
  guint            next_id;
  GmkSearchLine    lines[GMK_MAX_MULTI_PV];
  int              n_shown;
  int              depth;
  double           black_chance;

  SolveJob        *solve;            /* the current one, a reference */
  gboolean         has_solution;
  GmkSolveResult   solution;
};

G_DEFINE_FINAL_TYPE (GmkAnalysis, gmk_analysis, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_N_LINES,
  PROP_TO_MOVE,
  PROP_BLACK_CHANCE,
  PROP_SOLVING,
  N_PROPS
};

enum {
  LINES_CHANGED,
  SOLVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- jobs, any thread -------------------------------------------------- */

static void
analysis_job_clear (gpointer data)
{
  AnalysisJob *job = data;

  g_weak_ref_clear (&job->owner);
  g_clear_pointer (&job->context, g_main_context_unref);
  g_clear_object (&job->cancellable);
  g_mutex_clear (&job->lock);
}

static void
analysis_job_unref (gpointer job)
{
  g_atomic_rc_box_release_full (job, analysis_job_clear);
}

static void
solve_job_clear (gpointer data)
{
  SolveJob *job = data;

  g_weak_ref_clear (&job->owner);
}

static void
solve_job_unref (gpointer job)
{
  g_atomic_rc_box_release_full (job, solve_job_clear);
}

/* ---- what is shown ----------------------------------------------------- */

static void
set_lines (GmkAnalysis         *self,
           const GmkSearchInfo *info)
{
  double chance = 0.5;

  self->n_shown = info != NULL ? CLAMP (info->n_lines, 0, self->n_lines) : 0;
  self->depth = info != NULL && self->n_shown > 0 ? info->depth : 0;
  for (int i = 0; i < self->n_shown; i++)
    self->lines[i] = info->lines[i];
  if (self->n_shown > 0)
    {
      double p = self->lines[0].win_probability;

      chance = self->position->board.to_move == GMK_BLACK ? p : 1.0 - p;
    }
  if (chance != self->black_chance)
    {
      self->black_chance = chance;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_CHANCE]);
    }
  g_signal_emit (self, signals[LINES_CHANGED], 0);
}

/* ---- the analysis ------------------------------------------------------ */

/* Main thread. */
static gboolean
report_dispatch (gpointer data)
{
  AnalysisJob *job = data;
  g_autoptr(GmkAnalysis) self = g_weak_ref_get (&job->owner);
  g_autofree GmkSearchInfo *info = g_new (GmkSearchInfo, 1);

  g_mutex_lock (&job->lock);
  *info = job->latest;
  job->pending = FALSE;
  job->last_report_us = g_get_monotonic_time ();
  g_mutex_unlock (&job->lock);

  if (self != NULL && self->job == job)
    set_lines (self, info);
  return G_SOURCE_REMOVE;
}

/* Search thread, after each iteration. */
static void
on_search_progress (const GmkSearchInfo *info,
                    gpointer             user_data)
{
  AnalysisJob *job = user_data;
  gint64 wait_us = 0;
  gboolean post;
  GSource *source;

  if (g_cancellable_is_cancelled (job->cancellable))
    {
      gmk_shared_search_stop (job);
      return;
    }

  g_mutex_lock (&job->lock);
  job->latest = *info;
  post = !job->pending;
  job->pending = TRUE;
  if (post)
    wait_us = job->last_report_us + REPORT_MS * 1000 - g_get_monotonic_time ();
  g_mutex_unlock (&job->lock);

  /* One report on its way at a time: it takes the latest lines when it
   * runs, so iterations between two reports are not queued up. */
  if (!post)
    return;
  source = g_timeout_source_new ((guint) (MAX (wait_us, 0) / 1000));
  g_source_set_static_name (source, "[gomoku] analysis report");
  g_source_set_callback (source, report_dispatch, g_atomic_rc_box_acquire (job),
                         analysis_job_unref);
  g_source_attach (source, job->context);
  g_source_unref (source);
}

/* Search thread. */
static void
analysis_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  AnalysisJob *job = task_data;

  gmk_shared_search_run (job, cancellable, &job->position, &job->limits,
                         on_search_progress, job, &job->final);
  g_task_return_boolean (task, TRUE);
}

/* Main thread: the search ended, stopped or done with the position. */
static void
analysis_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  AnalysisJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GmkAnalysis) self = g_weak_ref_get (&job->owner);

  gmk_shared_search_release ();
  if (self == NULL || self->job != job)
    return;

  /* Done with this position (the search found nothing more to do): its
   * last lines stay until the position changes. */
  self->job = NULL;
  if (!g_cancellable_is_cancelled (job->cancellable) && job->final.n_lines > 0)
    set_lines (self, &job->final);
  analysis_job_unref (job);
}

static void
cancel_analysis (GmkAnalysis *self)
{
  if (self->job == NULL)
    return;
  g_cancellable_cancel (self->job->cancellable);
  g_clear_pointer (&self->job, analysis_job_unref);
}

static void
start_analysis (GmkAnalysis *self)
{
  g_autoptr(GTask) task = NULL;
  AnalysisJob *job;

  job = g_atomic_rc_box_new0 (AnalysisJob);
  gmk_position_copy (&job->position, self->position);
  gmk_search_limits_init (&job->limits, 0);
  job->limits.threads = self->threads;
  job->limits.multi_pv = self->n_lines;
  job->id = ++self->next_id;
  g_weak_ref_init (&job->owner, self);
  job->context = g_main_context_ref_thread_default ();
  job->cancellable = g_cancellable_new ();
  g_mutex_init (&job->lock);
  /* The first lines are shown as soon as they come. */
  job->last_report_us = g_get_monotonic_time () - REPORT_MS * 1000;

  self->job = g_atomic_rc_box_acquire (job);
  gmk_shared_search_hold ();

  /* No source object: GTask may be finalized in the worker, and the last
   * reference to this object must never go there. */
  task = g_task_new (NULL, job->cancellable, analysis_done, NULL);
  g_task_set_source_tag (task, start_analysis);
  g_task_set_task_data (task, job, analysis_job_unref);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, analysis_thread);
}

/* The lines describe the position shown: a new one starts them over. */
static void
restart_analysis (GmkAnalysis *self)
{
  cancel_analysis (self);
  set_lines (self, NULL);
  if (self->running && self->position->status.result == GMK_RESULT_NONE)
    start_analysis (self);
}

/* ---- solving ----------------------------------------------------------- */

static void
solve_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  SolveJob *job = task_data;

  gmk_solve_position (&job->position, SOLVE_MAX_NODES, &job->stop, &job->result);
  g_task_return_boolean (task, TRUE);
}

static void
solve_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  SolveJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GmkAnalysis) self = g_weak_ref_get (&job->owner);

  gmk_shared_search_release ();
  if (self == NULL || self->solve != job)
    return;

  self->solution = job->result;
  self->has_solution = TRUE;
  g_clear_pointer (&self->solve, solve_job_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVING]);
  g_signal_emit (self, signals[SOLVED], 0);
}

static void
cancel_solve (GmkAnalysis *self)
{
  self->has_solution = FALSE;
  if (self->solve == NULL)
    return;
  g_atomic_int_set (&self->solve->stop, 1);
  g_clear_pointer (&self->solve, solve_job_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVING]);
}

gboolean
gmk_analysis_solve (GmkAnalysis *self)
{
  g_autoptr(GTask) task = NULL;
  SolveJob *job;

  g_return_val_if_fail (GMK_IS_ANALYSIS (self), FALSE);

  if (self->solve != NULL || self->position->status.result != GMK_RESULT_NONE)
    return FALSE;

  self->has_solution = FALSE;
  job = g_atomic_rc_box_new0 (SolveJob);
  gmk_position_copy (&job->position, self->position);
  job->id = ++self->next_id;
  g_weak_ref_init (&job->owner, self);
  self->solve = g_atomic_rc_box_acquire (job);
  gmk_shared_search_hold ();

  task = g_task_new (NULL, NULL, solve_done, NULL);
  g_task_set_source_tag (task, gmk_analysis_solve);
  g_task_set_task_data (task, job, solve_job_unref);
  g_task_run_in_thread (task, solve_thread);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVING]);
  return TRUE;
}

gboolean
gmk_analysis_get_solving (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), FALSE);
  return self->solve != NULL;
}

const GmkSolveResult *
gmk_analysis_get_solution (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), NULL);
  return self->has_solution ? &self->solution : NULL;
}

/* ---- the position ------------------------------------------------------ */

static void
position_changed (GmkAnalysis *self,
                  GmkColor     old_to_move)
{
  gmk_game_set_up (self->game, self->position);
  cancel_solve (self);
  if (self->position->board.to_move != old_to_move)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TO_MOVE]);
  restart_analysis (self);
}

void
gmk_analysis_set_position (GmkAnalysis       *self,
                           const GmkPosition *position)
{
  GmkColor old;

  g_return_if_fail (GMK_IS_ANALYSIS (self));
  g_return_if_fail (position != NULL);

  old = self->position->board.to_move;
  gmk_position_copy (self->position, position);
  gmk_position_setup_done (self->position);
  position_changed (self, old);
}

const GmkPosition *
gmk_analysis_get_position (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), NULL);
  return self->position;
}

GmkGame *
gmk_analysis_get_game (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), NULL);
  return self->game;
}

static gboolean
refuse (GmkColor    color,
        int         x,
        int         y,
        int         height,
        GmkReason   reason,
        GError    **error)
{
  g_autofree char *why = gmk_game_describe_refusal (color, x, y, height, reason);

  g_set_error_literal (error, GMK_GAME_ERROR,
                       reason == GMK_REASON_GAME_OVER ? GMK_GAME_ERROR_GAME_OVER
                                                      : GMK_GAME_ERROR_ILLEGAL,
                       why);
  return FALSE;
}

gboolean
gmk_analysis_place (GmkAnalysis  *self,
                    int           x,
                    int           y,
                    GmkColor      color,
                    GError      **error)
{
  g_autofree GmkPosition *scratch = NULL;
  GmkColor to_move;
  GmkReason reason;

  g_return_val_if_fail (GMK_IS_ANALYSIS (self), FALSE);
  g_return_val_if_fail (color == GMK_BLACK || color == GMK_WHITE, FALSE);

  /* The stone is played as `color` would play it, so the rules judge it
   * and take its captures; then the side to move is put back. */
  to_move = self->position->board.to_move;
  scratch = g_new0 (GmkPosition, 1);
  gmk_position_copy (scratch, self->position);
  if (scratch->board.to_move != color)
    gmk_board_switch_side (&scratch->board);
  reason = gmk_position_play (scratch, x, y);
  if (reason != GMK_REASON_NONE)
    return refuse (color, x, y, scratch->board.height, reason, error);
  if (scratch->board.to_move != to_move)
    gmk_board_switch_side (&scratch->board);
  gmk_position_setup_done (scratch);
  gmk_position_copy (self->position, scratch);
  position_changed (self, to_move);
  return TRUE;
}

gboolean
gmk_analysis_remove (GmkAnalysis *self,
                     int          x,
                     int          y)
{
  GmkBoard *board;
  int index;

  g_return_val_if_fail (GMK_IS_ANALYSIS (self), FALSE);

  board = &self->position->board;
  if (!gmk_board_contains (board, x, y))
    return FALSE;
  index = gmk_board_index (x, y);
  if (board->cell[index] != GMK_BLACK && board->cell[index] != GMK_WHITE)
    return FALSE;
  gmk_board_remove (board, index);
  gmk_position_setup_done (self->position);
  position_changed (self, board->to_move);
  return TRUE;
}

gboolean
gmk_analysis_play (GmkAnalysis  *self,
                   int           x,
                   int           y,
                   GError      **error)
{
  GmkColor to_move;
  GmkReason reason;

  g_return_val_if_fail (GMK_IS_ANALYSIS (self), FALSE);

  to_move = self->position->board.to_move;
  reason = gmk_position_play (self->position, x, y);
  if (reason != GMK_REASON_NONE)
    return refuse (to_move, x, y, self->position->board.height, reason, error);
  /* The board stays a set-up: a stone played is taken off like any other. */
  if (self->position->status.result == GMK_RESULT_NONE)
    gmk_position_setup_done (self->position);
  else
    self->position->board.ply = 0;
  position_changed (self, to_move);
  return TRUE;
}

void
gmk_analysis_clear (GmkAnalysis *self)
{
  const GmkBoard *board;
  GmkColor old;

  g_return_if_fail (GMK_IS_ANALYSIS (self));

  board = &self->position->board;
  old = board->to_move;
  gmk_position_init (self->position, board->width, board->height, board->rule);
  position_changed (self, old);
}

GmkColor
gmk_analysis_get_to_move (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), GMK_BLACK);
  return self->position->board.to_move;
}

void
gmk_analysis_set_to_move (GmkAnalysis *self,
                          GmkColor     color)
{
  GmkColor old;

  g_return_if_fail (GMK_IS_ANALYSIS (self));
  g_return_if_fail (color == GMK_BLACK || color == GMK_WHITE);

  old = self->position->board.to_move;
  if (old == color)
    return;
  gmk_board_switch_side (&self->position->board);
  gmk_position_setup_done (self->position);
  position_changed (self, old);
}

/* ---- settings ---------------------------------------------------------- */

int
gmk_analysis_get_n_lines (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), 1);
  return self->n_lines;
}

void
gmk_analysis_set_n_lines (GmkAnalysis *self,
                          int          n_lines)
{
  g_return_if_fail (GMK_IS_ANALYSIS (self));

  n_lines = CLAMP (n_lines, 1, GMK_MAX_MULTI_PV);
  if (n_lines == self->n_lines)
    return;
  self->n_lines = n_lines;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_LINES]);
  restart_analysis (self);
}

void
gmk_analysis_set_threads (GmkAnalysis *self,
                          int          threads)
{
  g_return_if_fail (GMK_IS_ANALYSIS (self));
  self->threads = MAX (threads, 1);
}

int
gmk_analysis_get_threads (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), 1);
  return self->threads;
}

gboolean
gmk_analysis_get_running (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), FALSE);
  return self->running;
}

void
gmk_analysis_set_running (GmkAnalysis *self,
                          gboolean     running)
{
  g_return_if_fail (GMK_IS_ANALYSIS (self));

  running = !!running;
  if (running == self->running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  if (running)
    restart_analysis (self);
  else
    /* Stopped, the last lines stay in sight. */
    cancel_analysis (self);
}

const GmkSearchLine *
gmk_analysis_get_lines (GmkAnalysis *self,
                        int         *n_lines)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), NULL);

  if (n_lines != NULL)
    *n_lines = self->n_shown;
  return self->n_shown > 0 ? self->lines : NULL;
}

int
gmk_analysis_get_depth (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), 0);
  return self->depth;
}

double
gmk_analysis_get_black_chance (GmkAnalysis *self)
{
  g_return_val_if_fail (GMK_IS_ANALYSIS (self), 0.5);
  return self->black_chance;
}

/* ---- object ------------------------------------------------------------ */

static void
gmk_analysis_dispose (GObject *object)
{
  GmkAnalysis *self = GMK_ANALYSIS (object);

  /* The workers run on, stopped, and find nobody when they report. */
  cancel_analysis (self);
  cancel_solve (self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (gmk_analysis_parent_class)->dispose (object);
}

static void
gmk_analysis_finalize (GObject *object)
{
  GmkAnalysis *self = GMK_ANALYSIS (object);

  g_clear_pointer (&self->position, g_free);

  G_OBJECT_CLASS (gmk_analysis_parent_class)->finalize (object);
}

static void
gmk_analysis_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  GmkAnalysis *self = GMK_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_N_LINES:
      g_value_set_int (value, self->n_lines);
      break;
    case PROP_TO_MOVE:
      g_value_set_int (value, self->position->board.to_move);
      break;
    case PROP_BLACK_CHANCE:
      g_value_set_double (value, self->black_chance);
      break;
    case PROP_SOLVING:
      g_value_set_boolean (value, self->solve != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_analysis_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  GmkAnalysis *self = GMK_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      gmk_analysis_set_running (self, g_value_get_boolean (value));
      break;
    case PROP_N_LINES:
      gmk_analysis_set_n_lines (self, g_value_get_int (value));
      break;
    case PROP_TO_MOVE:
      gmk_analysis_set_to_move (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_analysis_class_init (GmkAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gmk_analysis_dispose;
  object_class->finalize = gmk_analysis_finalize;
  object_class->get_property = gmk_analysis_get_property;
  object_class->set_property = gmk_analysis_set_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_LINES] =
    g_param_spec_int ("n-lines", NULL, NULL, 1, GMK_MAX_MULTI_PV, 3,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TO_MOVE] =
    g_param_spec_int ("to-move", NULL, NULL, GMK_BLACK, GMK_WHITE, GMK_BLACK,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* For an evaluation bar: Black's chance by the best line, 0.5 when
   * nothing is known. */
  properties[PROP_BLACK_CHANCE] =
    g_param_spec_double ("black-chance", NULL, NULL, 0.0, 1.0, 0.5,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOLVING] =
    g_param_spec_boolean ("solving", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[LINES_CHANGED] =
    g_signal_new ("lines-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SOLVED] =
    g_signal_new ("solved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gmk_analysis_init (GmkAnalysis *self)
{
  self->position = g_new0 (GmkPosition, 1);
  gmk_position_init (self->position, 15, 15, GMK_RULE_FREESTYLE);
  self->game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  /* Nobody plays here by itself: no computer player watches this game,
   * but the board asks whose turn it is of people. */
  gmk_game_set_player (self->game, GMK_BLACK, GMK_PLAYER_HUMAN);
  gmk_game_set_player (self->game, GMK_WHITE, GMK_PLAYER_HUMAN);
  self->n_lines = 3;
  self->threads = MAX ((int) g_get_num_processors () - 1, 1);
  self->black_chance = 0.5;
}

GmkAnalysis *
gmk_analysis_new (void)
{
  return g_object_new (GMK_TYPE_ANALYSIS, NULL);
}
