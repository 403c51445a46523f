/* test-help.c: the manual is reachable from the application.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * F1, the primary menu and the shortcuts window all lead to app.help.  The
 * action is never activated here: that would start Yelp on the test's
 * display.  The pages themselves are checked by the help-pages test.
 */
#include "config.h"

#include "gmk-application.h"
#include "gmk-test-window.h"

static GmkApplication *app;

static void
test_help_action (void)
{
  g_auto(GStrv) accels = NULL;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "help"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "help"));
  /* Activated without a parameter, as a menu item and an accelerator do. */
  g_assert_null (g_action_group_get_action_parameter_type (G_ACTION_GROUP (app), "help"));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.help");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "F1");
  g_assert_null (accels[1]);
}

static GtkMenuButton *
find_primary_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* How many items of the menu, its sections included, activate `action`. */
static guint
count_items_for (GMenuModel *menu,
                 const char *action)
{
  guint count = 0;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_strcmp0 (name, action) == 0)
        count++;
      section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      if (section != NULL)
        count += count_items_for (section, action);
    }
  return count;
}

static void
test_help_in_primary_menu (void)
{
  GmkWindow *window = gmk_test_open_window ();
  GtkMenuButton *button;
  GMenuModel *menu;

  button = find_primary_menu_button (GTK_WIDGET (window));
  g_assert_nonnull (button);
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);
  g_assert_cmpuint (count_items_for (menu, "app.help"), ==, 1);
  /* The same walk finds the items that were there before. */
  g_assert_cmpuint (count_items_for (menu, "app.preferences"), ==, 1);

  gmk_test_close_window (window);
}

static void
test_help_in_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource (RESOURCE_PREFIX "/gtk/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  guint f1 = 0;

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accelerator = NULL;

        g_object_get (l->data, "accelerator", &accelerator, NULL);
        if (g_strcmp0 (accelerator, "F1") == 0)
          f1++;
      }
  g_assert_cmpuint (f1, ==, 1);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  app = gmk_test_app_new (APPLICATION_ID ".HelpTest");

  g_test_add_func ("/help/action", test_help_action);
  g_test_add_func ("/help/primary-menu", test_help_in_primary_menu);
  g_test_add_func ("/help/shortcuts-window", test_help_in_shortcuts_window);

  status = g_test_run ();
  gmk_test_app_free (app);
  return status;
}
