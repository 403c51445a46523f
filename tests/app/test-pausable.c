/* test-pausable.c: the Pause shared by the computer's moves and its
 * opening decisions (gmk-pausable.c), on a stand-in owner.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "gmk-pausable.h"

typedef struct {
  GmkPausable pause;
  guint       n_notify;
  guint       n_schedule;
  gboolean    paused_when_scheduled;
} Owner;

static Owner owner;

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           gpointer    data)
{
  owner.n_notify++;
}

/* The owner's schedule sees the new state already. */
static void
schedule (gpointer object)
{
  g_assert_true (G_IS_SIMPLE_ACTION (object));
  owner.n_schedule++;
  owner.paused_when_scheduled = gmk_pausable_get (&owner.pause);
}

/* Pausing and resuming notify and schedule once a change, a state it has
 * already does nothing, and a hold pauses without scheduling. */
static void
test_set_and_hold (void)
{
  /* Any object with a boolean property stands in for the player. */
  g_autoptr(GSimpleAction) object = g_simple_action_new ("stand-in", NULL);
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), "enabled");

  g_signal_connect (object, "notify::enabled", G_CALLBACK (on_notify), NULL);
  gmk_pausable_init (&owner.pause, object, pspec, schedule);
  g_assert_false (gmk_pausable_get (&owner.pause));

  gmk_pausable_set (&owner.pause, TRUE);
  g_assert_true (gmk_pausable_get (&owner.pause));
  g_assert_cmpuint (owner.n_notify, ==, 1);
  g_assert_cmpuint (owner.n_schedule, ==, 1);
  g_assert_true (owner.paused_when_scheduled);

  /* Any true value is the state it has. */
  gmk_pausable_set (&owner.pause, 2);
  gmk_pausable_hold (&owner.pause);
  g_assert_cmpuint (owner.n_notify, ==, 1);
  g_assert_cmpuint (owner.n_schedule, ==, 1);

  gmk_pausable_set (&owner.pause, FALSE);
  g_assert_false (gmk_pausable_get (&owner.pause));
  g_assert_cmpuint (owner.n_notify, ==, 2);
  g_assert_cmpuint (owner.n_schedule, ==, 2);
  g_assert_false (owner.paused_when_scheduled);
  gmk_pausable_set (&owner.pause, FALSE);
  g_assert_cmpuint (owner.n_notify, ==, 2);

  gmk_pausable_hold (&owner.pause);
  g_assert_true (gmk_pausable_get (&owner.pause));
  g_assert_cmpuint (owner.n_notify, ==, 3);
  g_assert_cmpuint (owner.n_schedule, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pausable/set-and-hold", test_set_and_hold);

  return g_test_run ();
}
