/* gmk-ai-opening.c: the computer's actions in a game's opening.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Threads: the GTask thread touches only its OpeningJob (a copy of the
 * opening and the position, and a search of its own, so it never waits for
 * or disturbs GmkAiPlayer's).  Everything else belongs to the main thread.
 */
#include "config.h"

#include "gmk-ai-opening.h"
#include "gmk-ai-player.h"
#include "gmk-game-opening.h"
#include "gmk-opening-play.h"
#include "gmk-pausable.h"

/* The judgements are node-bounded searches on a cleared table: a small one
 * holds all a 20000-node search can fill. */
#define OPENING_HASH_MIB 8

typedef struct {
  GmkOpening        opening;
  GmkPosition       position;
  guint64           seed;
  guint64           serial;         /* game serial the job was made for */
  int               stop;           /* atomic */
  GmkOpeningAction  actions[GMK_OPENING_PLAY_MAX_STONES];
  int               n_actions;
  GmkAiOpening     *owner;          /* strong, main thread only */
} OpeningJob;

struct _GmkAiOpening
{
  GObject      parent_instance;

  GmkGame     *game;
  OpeningJob  *job;                 /* the running one */
  gboolean     applying;            /* inside its own gmk_game_opening_act */
  GmkPausable  pause;               /* "paused": the computers' game paused */
};

G_DEFINE_FINAL_TYPE (GmkAiOpening, gmk_ai_opening, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THINKING,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void schedule (GmkAiOpening *self);

/* Search thread. */
static void
opening_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  OpeningJob *job = task_data;
  GmkSearch *search = gmk_search_new (OPENING_HASH_MIB);
  GmkOpeningPlay play;
  const GmkOpening *opening = &job->opening;

  gmk_opening_play_init (&play, search, job->seed);
  play.stop = &job->stop;

  /* Stones the opponent may swap come as a balanced group: asked for at
   * once, played in turn.  Pro has no swap: each stone is the best one. */
  if (opening->stage == GMK_STAGE_PLACE &&
      opening->rule != GMK_OPENING_PRO && opening->rule != GMK_OPENING_LONG_PRO)
    {
      int stones[GMK_OPENING_PLAY_MAX_STONES];
      int n = gmk_opening_play_stones (&play, opening, &job->position, stones, NULL);

      for (int i = 0; i < n; i++)
        {
          job->actions[i].kind = GMK_ACTION_PLACE;
          job->actions[i].index = stones[i];
        }
      job->n_actions = n;
    }
  else if (gmk_opening_play_decide (&play, opening, &job->position, &job->actions[0]))
    job->n_actions = 1;

  gmk_search_free (search);
  g_task_return_boolean (task, TRUE);
}

static void
set_job (GmkAiOpening *self,
         OpeningJob   *job)
{
  gboolean was = self->job != NULL;

  self->job = job;
  if (was != (job != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* Main thread. */
static void
opening_done (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  OpeningJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GmkAiOpening) self = g_steal_pointer (&job->owner);
  GmkPlayer actor = job->opening.actor;

  gmk_ai_player_hold_running (FALSE);
  if (self->job != job)
    return;
  set_job (self, NULL);
  if (g_atomic_int_get (&job->stop) || self->game == NULL ||
      job->serial != gmk_game_get_serial (self->game))
    return;

  self->applying = TRUE;
  for (int i = 0; i < job->n_actions; i++)
    {
      g_autoptr(GError) error = NULL;

      /* A group ends where the rule hands over to the other seat. */
      if (!gmk_game_in_opening (self->game) || gmk_game_get_opening (self->game)->actor != actor)
        break;
      if (!gmk_game_opening_act (self->game, &job->actions[i], &error))
        {
          g_warning ("The computer's opening action was refused: %s", error->message);
          break;
        }
    }
  self->applying = FALSE;
  schedule (self);
}

static void
opening_job_free (gpointer data)
{
  OpeningJob *job = data;

  g_warn_if_fail (job->owner == NULL);
  g_free (job);
}

static void
start_job (GmkAiOpening *self)
{
  g_autoptr(GTask) task = NULL;
  OpeningJob *job = g_new0 (OpeningJob, 1);

  job->opening = *gmk_game_get_opening (self->game);
  gmk_position_copy (&job->position, gmk_game_get_position (self->game));
  /* A new opening every game. */
  job->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  job->serial = gmk_game_get_serial (self->game);
  job->owner = g_object_ref (self);
  gmk_ai_player_hold_running (TRUE);
  set_job (self, job);

  task = g_task_new (NULL, NULL, opening_done, NULL);
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, job, opening_job_free);
  g_task_run_in_thread (task, opening_thread);
}

void
gmk_ai_opening_cancel (GmkAiOpening *self)
{
  g_return_if_fail (GMK_IS_AI_OPENING (self));

  if (self->job != NULL)
    {
      g_atomic_int_set (&self->job->stop, 1);
      set_job (self, NULL);
    }
}

static gboolean
wants_to_act (GmkAiOpening *self)
{
  return self->game != NULL && !gmk_pausable_get (&self->pause) && gmk_game_in_opening (self->game) &&
         gmk_game_computer_to_move (self->game);
}

static void
schedule (GmkAiOpening *self)
{
  if (self->applying)
    return;
  if (self->job != NULL)
    {
      if (self->job->serial == gmk_game_get_serial (self->game) && wants_to_act (self))
        return;
      gmk_ai_opening_cancel (self);
    }
  if (wants_to_act (self))
    start_job (self);
}

static void
on_game_changed (GmkAiOpening *self)
{
  schedule (self);
}

void
gmk_ai_opening_resume (GmkAiOpening *self)
{
  g_return_if_fail (GMK_IS_AI_OPENING (self));
  schedule (self);
}

gboolean
gmk_ai_opening_get_paused (GmkAiOpening *self)
{
  g_return_val_if_fail (GMK_IS_AI_OPENING (self), FALSE);
  return gmk_pausable_get (&self->pause);
}

void
gmk_ai_opening_set_paused (GmkAiOpening *self,
                           gboolean      paused)
{
  g_return_if_fail (GMK_IS_AI_OPENING (self));
  gmk_pausable_set (&self->pause, paused);
}

gboolean
gmk_ai_opening_get_thinking (GmkAiOpening *self)
{
  g_return_val_if_fail (GMK_IS_AI_OPENING (self), FALSE);
  return self->job != NULL;
}

static void
gmk_ai_opening_dispose (GObject *object)
{
  GmkAiOpening *self = GMK_AI_OPENING (object);

  if (self->job != NULL)
    g_atomic_int_set (&self->job->stop, 1);
  self->job = NULL;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (gmk_ai_opening_parent_class)->dispose (object);
}

static void
gmk_ai_opening_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GmkAiOpening *self = GMK_AI_OPENING (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, self->job != NULL);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, gmk_pausable_get (&self->pause));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_ai_opening_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GmkAiOpening *self = GMK_AI_OPENING (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      gmk_ai_opening_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_ai_opening_class_init (GmkAiOpeningClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gmk_ai_opening_dispose;
  object_class->get_property = gmk_ai_opening_get_property;
  object_class->set_property = gmk_ai_opening_set_property;

  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Follows the window's Pause, as GmkAiPlayer's "paused". */
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gmk_ai_opening_init (GmkAiOpening *self)
{
  gmk_pausable_init (&self->pause, self, properties[PROP_PAUSED], (GmkPausableSchedule) schedule);
}

GmkAiOpening *
gmk_ai_opening_new (GmkGame *game)
{
  GmkAiOpening *self;

  g_return_val_if_fail (GMK_IS_GAME (game), NULL);

  self = g_object_new (GMK_TYPE_AI_OPENING, NULL);
  self->game = g_object_ref (game);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect_swapped (game, "notify::black-player", G_CALLBACK (on_game_changed), self);
  g_signal_connect_swapped (game, "notify::white-player", G_CALLBACK (on_game_changed), self);
  return self;
}
