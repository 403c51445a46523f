/* test-shortcuts.c: the shortcuts window and the application's accelerators
 * agree both ways: every accelerator the application sets is listed, and
 * every listed key does something (an action, or a key the board handles).
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "gmk-application.h"

/* Keys the board view handles itself, not through actions */
static const char * const board_keys[] = {
  "Left", "Right", "Up", "Down", "Return", "space",
};

static char *
normalize (const char *accelerator)
{
  guint keyval = 0;
  GdkModifierType mods = 0;

  if (!gtk_accelerator_parse (accelerator, &keyval, &mods) || keyval == 0)
    g_error ("“%s” does not parse as an accelerator", accelerator);

  return gtk_accelerator_name (keyval, mods);
}

static void
collect_listed (GtkWidget  *widget,
                GHashTable *listed)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) keys = NULL;

      g_object_get (widget, "accelerator", &accelerator, NULL);
      keys = g_strsplit (accelerator, " ", -1);
      for (guint i = 0; keys[i] != NULL; i++)
        g_hash_table_add (listed, normalize (keys[i]));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_listed (child, listed);
}

static void
test_accelerators_agree (void)
{
  g_autoptr(GmkApplication) app = gmk_application_new (APPLICATION_ID, G_APPLICATION_NON_UNIQUE);
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) actions = NULL;
  GHashTableIter iter;
  const char *accelerator;
  GtkWindow *overlay;

  gtk_builder_add_from_resource (builder, RESOURCE_PREFIX "/gtk/help-overlay.ui", &error);
  g_assert_no_error (error);
  overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  collect_listed (GTK_WIDGET (overlay), listed);
  gtk_window_destroy (overlay);
  g_assert_cmpuint (g_hash_table_size (listed), >, 0);

  /* Everything the application binds is listed */
  actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          g_autofree char *name = normalize (accels[j]);

          if (!g_hash_table_contains (listed, name))
            g_error ("%s (%s) is missing from the shortcuts window", accels[j], actions[i]);
        }
    }

  /* Everything listed is bound, or is a board key */
  g_hash_table_iter_init (&iter, listed);
  while (g_hash_table_iter_next (&iter, (gpointer *) &accelerator, NULL))
    {
      g_auto(GStrv) bound = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), accelerator);
      gboolean board_key = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (board_keys); i++)
        {
          g_autofree char *name = normalize (board_keys[i]);

          board_key |= g_str_equal (name, accelerator);
        }

      if (!board_key && (bound == NULL || bound[0] == NULL))
        g_error ("the shortcuts window lists %s but no action has it", accelerator);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/shortcuts/accelerators-agree", test_accelerators_agree);

  return g_test_run ();
}
