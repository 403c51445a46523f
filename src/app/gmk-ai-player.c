/* gmk-ai-player.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Threads: the GTask thread only touches its SearchJob and the shared
 * search (through gmk-shared-search).  Everything else, GmkAiPlayer and the
 * game included, belongs to the main thread.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gmk-ai-player.h"
#include "gmk-game-opening.h"
#include "gmk-pausable.h"
#include "gmk-progress-throttle.h"
#include "gmk-shared-search.h"

typedef struct {
  GmkPosition      position;
  GmkSearchLimits  limits;
  GmkSearchInfo    info;
  int              move;
  guint64          serial;            /* game serial the job was made for */
  guint            job_id;
  gboolean         hint;
  GmkColor         color;
  gint64           started_us;
  gint64           elapsed_ms;
  gboolean         move_now;          /* atomic: stop, play the best so far */
  GMainContext    *context;
  GCancellable    *cancellable;
  /* Strong, taken and released on the main thread only: the GTask may be
   * finalized in its worker thread (whichever side drops the last
   * reference), and the player's last reference must never go there, since
   * its dispose takes down the game and the history model the window's
   * widgets still watch. */
  GmkAiPlayer     *owner;
} SearchJob;

typedef struct {
  GmkAiPlayer   *owner;
  guint          job_id;
  GmkSearchInfo  info;
} ProgressMessage;

struct _GmkAiPlayer
{
  GObject        parent_instance;

  GmkGame       *game;
  gulong         position_changed_id;
  gulong         players_changed_id[2];

  double         move_time;
  int            threads;
  GmkPausable    pause;               /* "paused" */
  gboolean       playing;             /* inside gmk_game_play of its own move */
  double         pace;                /* seconds, computer against computer */
  gint64         shown_us;            /* when the shown position appeared */
  guint          pace_source;         /* holds due_move until its time */
  int            due_move;
  GmkColor       due_color;
  GmkAiStats     due_stats;           /* stats[due_color] once it is played */

  GCancellable  *cancellable;         /* of the running job */
  SearchJob     *job;                 /* the running job until search_done */
  guint          job_id;              /* of the running job; 0 when idle */
  guint          next_job_id;
  gboolean       hinting;
  GmkColor       thinking_color;
  gint64         started_us;
  GmkProgressThrottle refresh;        /* "progress-refresh" while thinking */

  gboolean       has_info;
  GmkSearchInfo  info;

  int            hint_pv[GMK_MAX_PV];
  int            hint_len;

  GmkAiStats     stats[3];
};

G_DEFINE_FINAL_TYPE (GmkAiPlayer, gmk_ai_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THINKING,
  PROP_PAUSED,
  N_PROPS
};

enum {
  PROGRESS,
  PROGRESS_REFRESH,
  HINT_CHANGED,
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void gmk_ai_player_schedule (GmkAiPlayer *self);

static void
search_job_free (gpointer data)
{
  SearchJob *job = data;

  /* Any thread.  search_done has taken `owner` back already. */
  g_warn_if_fail (job->owner == NULL);
  g_clear_pointer (&job->context, g_main_context_unref);
  g_clear_object (&job->cancellable);
  g_free (job);
}

static void
progress_message_free (gpointer data)
{
  ProgressMessage *msg = data;

  g_clear_object (&msg->owner);
  g_free (msg);
}

/* Main thread. */
static gboolean
progress_dispatch (gpointer data)
{
  ProgressMessage *msg = data;
  GmkAiPlayer *self = msg->owner;

  if (self->job_id != 0 && msg->job_id == self->job_id)
    {
      self->info = msg->info;
      self->has_info = TRUE;
      g_signal_emit (self, signals[PROGRESS], 0);
    }

  return G_SOURCE_REMOVE;
}

/* Search thread. */
static void
on_search_progress (const GmkSearchInfo *info,
                    gpointer             user_data)
{
  SearchJob *job = user_data;
  ProgressMessage *msg;

  /* A cancel that raced with the start of the search stops it here, and
   * so does Move Now: the search clears a stop asked before it began. */
  if (g_cancellable_is_cancelled (job->cancellable) || g_atomic_int_get (&job->move_now))
    {
      gmk_shared_search_stop (job);
      return;
    }

  msg = g_new0 (ProgressMessage, 1);
  msg->owner = g_object_ref (job->owner);
  msg->job_id = job->job_id;
  msg->info = *info;
  gmk_shared_search_post (job->context, "[gomoku] search progress",
                          progress_dispatch, msg, progress_message_free);
}

/* Search thread. */
static void
search_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  SearchJob *job = task_data;
  gint64 start = g_get_monotonic_time ();

  job->move = gmk_shared_search_run (job, cancellable, &job->position, &job->limits,
                                     on_search_progress, job, &job->info);
  job->elapsed_ms = (g_get_monotonic_time () - start) / 1000;

  g_task_return_boolean (task, TRUE);
}

static void
set_idle (GmkAiPlayer *self)
{
  gboolean was = self->job_id != 0;

  self->job_id = 0;
  self->job = NULL;
  g_clear_handle_id (&self->pace_source, g_source_remove);
  self->hinting = FALSE;
  self->thinking_color = GMK_EMPTY;
  self->started_us = 0;
  g_clear_object (&self->cancellable);
  /* The last refresh before a handler of the notification can start the
   * next search. */
  gmk_progress_throttle_set_running (&self->refresh, FALSE);
  if (was)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static gboolean
both_computers (GmkAiPlayer *self)
{
  return gmk_game_get_player (self->game, GMK_BLACK) == GMK_PLAYER_COMPUTER &&
         gmk_game_get_player (self->game, GMK_WHITE) == GMK_PLAYER_COMPUTER;
}

/* Main thread. */
static void
play_move (GmkAiPlayer *self,
           int          move)
{
  g_autoptr(GError) error = NULL;
  gboolean played;

  set_idle (self);
  self->playing = TRUE;
  played = gmk_game_play (self->game, gmk_board_x (move), gmk_board_y (move), &error);
  self->playing = FALSE;
  if (!played)
    {
      g_autofree char *message = g_strdup_printf (_("The computer chose a refused move: %s"),
                                                  error->message);
      gmk_pausable_hold (&self->pause);
      g_signal_emit (self, signals[FAILED], 0, message);
    }
}

/* The move held for the pace; it counts in the statistics only now. */
static void
play_due_move (GmkAiPlayer *self)
{
  self->stats[self->due_color] = self->due_stats;
  play_move (self, self->due_move);
}

static gboolean
play_when_due (gpointer data)
{
  GmkAiPlayer *self = data;

  self->pace_source = 0;
  play_due_move (self);
  return G_SOURCE_REMOVE;
}

/* Main thread. */
static void
search_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  SearchJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GmkAiPlayer) self = g_steal_pointer (&job->owner);
  gboolean current;
  GmkAiStats stats;
  gint64 due_us;

  gmk_shared_search_release ();

  current = self->job_id == job->job_id &&
            !g_cancellable_is_cancelled (job->cancellable) &&
            self->game != NULL &&
            job->serial == gmk_game_get_serial (self->game);

  if (!current)
    return;

  self->job = NULL;
  self->info = job->info;
  self->has_info = TRUE;

  if (job->hint)
    {
      set_idle (self);
      self->hint_len = 0;
      if (job->move != GMK_NO_MOVE &&
          job->info.pv_length > 0 && job->info.pv[0] == job->move)
        {
          self->hint_len = MIN (job->info.pv_length, GMK_MAX_PV);
          memcpy (self->hint_pv, job->info.pv, self->hint_len * sizeof (int));
        }
      else if (job->move != GMK_NO_MOVE)
        {
          /* A principal variation that does not start with the move is
           * not the line of this move: show the move alone. */
          self->hint_pv[0] = job->move;
          self->hint_len = 1;
        }
      g_signal_emit (self, signals[HINT_CHANGED], 0);
      return;
    }

  if (job->move == GMK_NO_MOVE)
    {
      set_idle (self);
      gmk_pausable_hold (&self->pause);
      g_signal_emit (self, signals[FAILED], 0, _("The computer found no move to play"));
      return;
    }

  stats = self->stats[job->color];
  stats.n_moves++;
  stats.last_ms = job->elapsed_ms;
  stats.total_ms += job->elapsed_ms;
  stats.has_info = TRUE;
  stats.info = job->info;
  stats.ply = job->position.board.ply;

  /* Between two computers a move stays on screen for the pace at least,
   * so people can follow the game.  The search ran meanwhile; the answer
   * waits on a timeout (never blocking the main loop), still "thinking",
   * until it is due, and whatever cancels a search cancels the wait. */
  due_us = self->shown_us + (gint64) (self->pace * G_USEC_PER_SEC);
  if (both_computers (self) && g_get_monotonic_time () < due_us && !g_atomic_int_get (&job->move_now))
    {
      self->due_move = job->move;
      self->due_color = job->color;
      self->due_stats = stats;
      self->pace_source = g_timeout_add ((guint) ((due_us - g_get_monotonic_time () + 999) / 1000),
                                         play_when_due, self);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->pace_source),
                                "[gomoku] pace of a computer game");
      return;
    }

  self->stats[job->color] = stats;
  play_move (self, job->move);
}

static void
start_job (GmkAiPlayer *self,
           gboolean     hint)
{
  g_autoptr(GTask) task = NULL;
  SearchJob *job;
  /* Computer against computer: each side plays at its own level. */
  const int level = gmk_game_get_level_of (self->game, gmk_game_get_to_move (self->game));

  job = g_new0 (SearchJob, 1);
  gmk_position_copy (&job->position, gmk_game_get_position (self->game));
  gmk_search_limits_init (&job->limits, (gint64) (self->move_time * 1000.0));
  /* A hint is the best move the engine finds, whatever the opponent's level. */
  gmk_search_limits_for_level (&job->limits, hint ? GMK_MAX_LEVEL : level);
  /* The levels below the top are bounded by nodes and noise, and replay
   * the same moves from the same seed on one thread; helpers would only
   * burn the other cores and make them stronger than measured. */
  if (!hint && level < GMK_MAX_LEVEL)
    job->limits.threads = 1;
  else
    job->limits.threads = gmk_ai_player_get_search_threads (self);
  job->limits.seed = g_random_int ();
  job->serial = gmk_game_get_serial (self->game);
  job->job_id = ++self->next_job_id;
  job->hint = hint;
  job->color = gmk_game_get_to_move (self->game);
  job->context = g_main_context_ref_thread_default ();
  job->cancellable = g_cancellable_new ();
  job->owner = g_object_ref (self);

  self->cancellable = g_object_ref (job->cancellable);
  self->job = job;
  self->job_id = job->job_id;
  self->hinting = hint;
  self->thinking_color = job->color;
  self->started_us = g_get_monotonic_time ();
  self->has_info = FALSE;
  gmk_shared_search_hold ();

  /* No source object: GTask would drop it in whichever thread finalizes
   * the task.  The job's `owner` is the reference that keeps us alive. */
  task = g_task_new (NULL, job->cancellable, search_done, NULL);
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, job, search_job_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, search_thread);

  gmk_progress_throttle_set_running (&self->refresh, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

void
gmk_ai_player_cancel (GmkAiPlayer *self)
{
  g_return_if_fail (GMK_IS_AI_PLAYER (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  /* The figures of a search that will not finish describe nothing shown. */
  if (self->job_id != 0)
    self->has_info = FALSE;
  set_idle (self);
}

/* Against a person, the computer does not move in a position looked back
 * at (moves to redo after it): the person is browsing the game.  Between
 * two computers every position is the computer's to move, so a position
 * looked back at would stop the game for good, Resume included; instead,
 * looking back pauses it (hold_looking_back) and Resume plays on from
 * there, the new moves replacing those after it. */
static gboolean
wants_to_move (GmkAiPlayer *self)
{
  return self->game != NULL &&
         !gmk_pausable_get (&self->pause) &&
         !gmk_game_is_over (self->game) &&
         !gmk_game_in_opening (self->game) &&   /* gmk-ai-opening.c acts there */
         gmk_game_computer_to_move (self->game) &&
         (!gmk_game_can_redo (self->game) || both_computers (self));
}

/* Undo or a click in the history of a computer game: the person wants to
 * see that position, so the computers wait there until Resume.  Not after
 * a computer's own move: played from a position looked back at, it may be
 * the very move of the old line, which then stays to redo. */
static void
hold_looking_back (GmkAiPlayer *self)
{
  if (!self->playing && both_computers (self) && gmk_game_can_redo (self->game))
    gmk_pausable_hold (&self->pause);
}

static void
gmk_ai_player_schedule (GmkAiPlayer *self)
{
  if (self->job_id != 0)
    {
      /* A search for this very position and purpose goes on. */
      if (!self->hinting && wants_to_move (self) &&
          self->thinking_color == gmk_game_get_to_move (self->game))
        return;
      gmk_ai_player_cancel (self);
    }

  if (wants_to_move (self))
    start_job (self, FALSE);
}

static void
on_position_changed (GmkGame     *game,
                     GmkAiPlayer *self)
{
  gboolean had_hint = self->hint_len > 0;

  self->shown_us = g_get_monotonic_time ();
  /* Whatever runs was for the previous position. */
  gmk_ai_player_cancel (self);
  self->has_info = FALSE;
  self->hint_len = 0;
  if (had_hint)
    g_signal_emit (self, signals[HINT_CHANGED], 0);
  if (gmk_game_get_n_total (game) == 0)
    memset (self->stats, 0, sizeof self->stats);

  hold_looking_back (self);
  gmk_ai_player_schedule (self);
}

static void
on_players_changed (GmkGame     *game,
                    GParamSpec  *pspec,
                    GmkAiPlayer *self)
{
  hold_looking_back (self);
  gmk_ai_player_schedule (self);
}

static void
gmk_ai_player_dispose (GObject *object)
{
  GmkAiPlayer *self = GMK_AI_PLAYER (object);

  gmk_ai_player_cancel (self);
  gmk_progress_throttle_clear (&self->refresh);
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->position_changed_id, self->game);
      g_clear_signal_handler (&self->players_changed_id[0], self->game);
      g_clear_signal_handler (&self->players_changed_id[1], self->game);
      g_clear_object (&self->game);
    }

  G_OBJECT_CLASS (gmk_ai_player_parent_class)->dispose (object);
}

static void
gmk_ai_player_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GmkAiPlayer *self = GMK_AI_PLAYER (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, gmk_ai_player_get_thinking (self));
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, gmk_pausable_get (&self->pause));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_ai_player_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GmkAiPlayer *self = GMK_AI_PLAYER (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      gmk_ai_player_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_ai_player_class_init (GmkAiPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gmk_ai_player_dispose;
  object_class->get_property = gmk_ai_player_get_property;
  object_class->set_property = gmk_ai_player_set_property;

  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* New figures from the running search (gmk_ai_player_get_info). */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Time to show the thinking (gmk_ai_player_get_info, the thinking time):
   * when it starts, every GMK_AI_PLAYER_REFRESH_MS while it goes on, and
   * once more when it stops.  What shows it follows this rather than
   * "progress", so it all changes together, in one frame. */
  signals[PROGRESS_REFRESH] =
    g_signal_new ("progress-refresh", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The hint appeared or went away (gmk_ai_player_get_hint). */
  signals[HINT_CHANGED] =
    g_signal_new ("hint-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The computer could not play; the player pauses.  Argument: a message. */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
emit_progress_refresh (gpointer self)
{
  g_signal_emit (self, signals[PROGRESS_REFRESH], 0);
}

static void
gmk_ai_player_init (GmkAiPlayer *self)
{
  gmk_progress_throttle_init (&self->refresh, GMK_AI_PLAYER_REFRESH_MS, emit_progress_refresh, self);
  gmk_pausable_init (&self->pause, self, properties[PROP_PAUSED],
                     (GmkPausableSchedule) gmk_ai_player_schedule);
  self->move_time = 1.0;
  self->thinking_color = GMK_EMPTY;
  self->shown_us = g_get_monotonic_time ();
}

GmkAiPlayer *
gmk_ai_player_new (GmkGame *game)
{
  GmkAiPlayer *self;

  g_return_val_if_fail (GMK_IS_GAME (game), NULL);

  self = g_object_new (GMK_TYPE_AI_PLAYER, NULL);
  self->game = g_object_ref (game);
  self->position_changed_id =
    g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), self);
  self->players_changed_id[0] =
    g_signal_connect (game, "notify::black-player", G_CALLBACK (on_players_changed), self);
  self->players_changed_id[1] =
    g_signal_connect (game, "notify::white-player", G_CALLBACK (on_players_changed), self);

  return self;
}

GmkGame *
gmk_ai_player_get_game (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), NULL);
  return self->game;
}

void
gmk_ai_player_set_move_time (GmkAiPlayer *self,
                             double       seconds)
{
  g_return_if_fail (GMK_IS_AI_PLAYER (self));
  self->move_time = CLAMP (seconds, 0.01, 3600.0);
}

double
gmk_ai_player_get_move_time (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), 1.0);
  return self->move_time;
}

void
gmk_ai_player_set_threads (GmkAiPlayer *self,
                           int          threads)
{
  g_return_if_fail (GMK_IS_AI_PLAYER (self));
  self->threads = CLAMP (threads, 0, 64);
}

int
gmk_ai_player_get_search_threads (GmkAiPlayer *self)
{
  int threads;

  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), 1);

  /* Automatic: a thread per core but one, which stays with the window
   * (and the display server) so the desktop never stutters. */
  threads = self->threads > 0 ? self->threads : (int) g_get_num_processors () - 1;
  return CLAMP (threads, 1, 64);
}

void
gmk_ai_player_set_pace (GmkAiPlayer *self,
                        double       seconds)
{
  g_return_if_fail (GMK_IS_AI_PLAYER (self));
  self->pace = CLAMP (seconds, 0.0, 60.0);
}

double
gmk_ai_player_get_pace (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), 0.0);
  return self->pace;
}

gboolean
gmk_ai_player_get_paused (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), FALSE);
  return gmk_pausable_get (&self->pause);
}

void
gmk_ai_player_set_paused (GmkAiPlayer *self,
                          gboolean     paused)
{
  g_return_if_fail (GMK_IS_AI_PLAYER (self));
  /* Schedule drops any search, a hint's too, while paused. */
  gmk_pausable_set (&self->pause, paused);
}

gboolean
gmk_ai_player_get_thinking (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), FALSE);
  return self->job_id != 0;
}

gboolean
gmk_ai_player_get_hinting (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), FALSE);
  return self->job_id != 0 && self->hinting;
}

GmkColor
gmk_ai_player_get_thinking_color (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), GMK_EMPTY);
  return self->job_id != 0 ? self->thinking_color : GMK_EMPTY;
}

gint64
gmk_ai_player_get_thinking_ms (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), 0);
  if (self->job_id == 0)
    return 0;
  return (g_get_monotonic_time () - self->started_us) / 1000;
}

gboolean
gmk_ai_player_hint (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), FALSE);

  if (self->game == NULL || gmk_game_is_over (self->game))
    return FALSE;
  if (self->job_id != 0 && !self->hinting)
    return FALSE;         /* the computer is thinking about its own move */
  if (self->job_id != 0)
    return TRUE;          /* a hint is on its way */

  start_job (self, TRUE);
  return TRUE;
}

int
gmk_ai_player_get_hint (GmkAiPlayer  *self,
                        const int   **pv)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), 0);
  if (pv != NULL)
    *pv = self->hint_pv;
  return self->hint_len;
}

const GmkSearchInfo *
gmk_ai_player_get_info (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), NULL);
  return self->has_info ? &self->info : NULL;
}

void
gmk_ai_player_get_stats (GmkAiPlayer *self,
                         GmkColor     color,
                         GmkAiStats  *stats)
{
  g_return_if_fail (GMK_IS_AI_PLAYER (self));
  g_return_if_fail (color == GMK_BLACK || color == GMK_WHITE);
  *stats = self->stats[color];
}

gboolean
gmk_ai_player_move_now (GmkAiPlayer *self)
{
  g_return_val_if_fail (GMK_IS_AI_PLAYER (self), FALSE);

  if (self->job_id == 0 || self->hinting)
    return FALSE;

  if (self->pace_source != 0)
    {
      /* Found already, waiting for the pace. */
      g_clear_handle_id (&self->pace_source, g_source_remove);
      play_due_move (self);
      return TRUE;
    }

  /* Still searching: stop it, and its answer is played as soon as it is
   * back (search_done skips the pace for it).  The job lives until
   * search_done, which clears self->job. */
  g_return_val_if_fail (self->job != NULL, FALSE);
  g_atomic_int_set (&self->job->move_now, TRUE);
  gmk_shared_search_stop (self->job);
  return TRUE;
}

void
gmk_ai_player_resume (GmkAiPlayer *self)
{
  g_return_if_fail (GMK_IS_AI_PLAYER (self));
  gmk_ai_player_schedule (self);
}

guint
gmk_ai_player_get_n_running (void)
{
  return gmk_shared_search_get_n_running ();
}

void
gmk_ai_player_hold_running (gboolean hold)
{
  if (hold)
    gmk_shared_search_hold ();
  else
    gmk_shared_search_release ();
}

gboolean
gmk_ai_player_wait_idle (guint timeout_ms)
{
  return gmk_shared_search_wait_idle (timeout_ms);
}

void
gmk_ai_player_free_shared (void)
{
  gmk_shared_search_free ();
}
