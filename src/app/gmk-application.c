/* gmk-application.c: the application — its actions, accelerators,
 * preferences and about window, and the start of its first window.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-ai-player.h"
#include "gmk-application.h"
#include "gmk-autosave.h"
#include "gmk-command-line.h"
#include "gmk-preferences-window.h"
#include "gmk-window.h"

struct _GmkApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (GmkApplication, gmk_application, ADW_TYPE_APPLICATION)

GmkApplication *
gmk_application_new (const char        *application_id,
                     GApplicationFlags  flags)
{
  return g_object_new (GMK_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}

GSettings *
gmk_application_get_settings (GmkApplication *self)
{
  g_return_val_if_fail (GMK_IS_APPLICATION (self), NULL);

  if (self->settings == NULL)
    self->settings = g_settings_new (APPLICATION_ID);
  return self->settings;
}

static void
on_autosave_failed (const GError *error,
                    gpointer      user_data)
{
  g_autofree char *message =
    g_strdup_printf (_("The game cannot be saved automatically: %s"), error->message);

  gmk_window_show_toast (GMK_WINDOW (user_data), message);
}

/* The first window carries on with the game the last run left (a toast
 * tells when it was broken), saves every change from then on, and takes
 * the moves of the command line. */
static void
start_session (GApplication *app,
               GmkWindow    *window)
{
  GmkGame *game = gmk_window_get_game (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *broken = NULL;

  if (!gmk_autosave_restore (game, &broken, &error) && error != NULL)
    {
      g_autofree char *name = g_path_get_basename (broken);
      g_autofree char *message = NULL;

      g_message ("The autosaved game could not be restored (%s); it was moved to %s",
                 error->message, broken);
      message = g_strdup_printf (_("The saved game could not be restored, and was set aside as “%s”"),
                                 name);
      gmk_window_show_toast (window, message);
    }

  /* The window owns the game, so the game never outlives it. */
  gmk_autosave_follow (game, on_autosave_failed, window);
  gmk_command_line_start (app, game);
}

static void
gmk_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      GmkWindow *first = gmk_window_new (GTK_APPLICATION (app),
                                         gmk_application_get_settings (GMK_APPLICATION (app)));

      start_session (app, first);
      window = GTK_WINDOW (first);
    }
  gtk_window_present (window);
}

static void
gmk_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (gmk_application_parent_class)->startup (app);

  gtk_window_set_default_icon_name (APPLICATION_ID);
}

static void
gmk_application_shutdown (GApplication *app)
{
  /* Cancelled searches finish within milliseconds; let them, so no thread
   * is cut off mid-search. */
  gmk_ai_player_wait_idle (2000);
  gmk_ai_player_free_shared ();

  G_APPLICATION_CLASS (gmk_application_parent_class)->shutdown (app);
}

static void
gmk_application_finalize (GObject *object)
{
  GmkApplication *self = GMK_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (gmk_application_parent_class)->finalize (object);
}

static void
gmk_application_class_init (GmkApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = gmk_application_finalize;
  app_class->activate = gmk_application_activate;
  app_class->startup = gmk_application_startup;
  app_class->shutdown = gmk_application_shutdown;
}

static void
gmk_application_about_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  static const char *developers[] = { "The Gomoku authors", NULL };
  GmkApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", window,
                        "application-name", _("Gomoku"),
                        "application-icon", APPLICATION_ID,
                        "developer-name", "The Gomoku authors",
                        "version", PACKAGE_VERSION,
                        "comments", _("Five in a row against a real engine"),
                        "developers", developers,
                        "copyright", "© 2026 The Gomoku authors",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        /* Translators: your names, one a line */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
gmk_application_preferences_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  GmkApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (GTK_WINDOW (gmk_preferences_window_new (window)));
}

static void
on_help_shown (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GtkWindow) window = user_data;
  g_autoptr(GError) error = NULL;

  /* With no help viewer installed the person pressed F1 for nothing:
   * say so in the window rather than on a terminal nobody sees. */
  if (!gtk_show_uri_full_finish (window, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *message = g_strdup_printf (_("The manual could not be opened: %s"),
                                                  error->message);

      if (GMK_IS_WINDOW (window))
        gmk_window_show_toast (GMK_WINDOW (window), message);
      else
        g_warning ("%s", message);
    }
}

/* The manual, in whatever the desktop opens help: URIs with (Yelp). */
static void
gmk_application_help_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  GmkApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_show_uri_full (window, "help:" HELP_ID, GDK_CURRENT_TIME, NULL, on_help_shown,
                     window != NULL ? g_object_ref (window) : NULL);
}

static gpointer
ref_window (gconstpointer window,
            gpointer      user_data)
{
  return g_object_ref ((gpointer) window);
}

static void
gmk_application_quit_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  GmkApplication *self = user_data;
  GList *windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (self)),
                                     ref_window, NULL);

  /* Closing a game window saves its state and cancels its search. */
  for (GList *l = windows; l != NULL; l = l->next)
    if (GMK_IS_WINDOW (l->data))
      gtk_window_close (GTK_WINDOW (l->data));
  g_list_free_full (windows, g_object_unref);
  g_application_quit (G_APPLICATION (self));
}

static const GActionEntry app_actions[] = {
  { "quit", gmk_application_quit_action },
  { "about", gmk_application_about_action },
  { "preferences", gmk_application_preferences_action },
  { "help", gmk_application_help_action },
};

static void
gmk_application_init (GmkApplication *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit",
                                         (const char *[]) { "<primary>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         (const char *[]) { "<primary>comma", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.help",
                                         (const char *[]) { "F1", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.new-game",
                                         (const char *[]) { "<primary>n", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.open",
                                         (const char *[]) { "<primary>o", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.save-as",
                                         (const char *[]) { "<primary>s", "<primary><shift>s", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.undo",
                                         (const char *[]) { "<primary>z", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.redo",
                                         (const char *[]) { "<primary><shift>z", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.hint",
                                         (const char *[]) { "h", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.toggle-sidebar",
                                         (const char *[]) { "F9", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.pause",
                                         (const char *[]) { "p", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.move-now",
                                         (const char *[]) { "m", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.analysis",
                                         (const char *[]) { "<primary>b", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.analysis-run",
                                         (const char *[]) { "a", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.review-game",
                                         (const char *[]) { "<primary>r", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "variation.main-line",
                                         (const char *[]) { "<primary>m", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "variation.promote",
                                         (const char *[]) { "<primary><shift>m", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "variation.delete",
                                         (const char *[]) { "<primary><shift>d", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         (const char *[]) { "<primary>question", NULL });
}
