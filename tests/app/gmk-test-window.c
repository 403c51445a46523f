/* gmk-test-window.c: helpers of the tests that drive real windows.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gmk-ai-player.h"
#include "gmk-test-window.h"

static gboolean
on_deadline (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
gmk_test_wait_until (GmkTestCondition cond,
                     gpointer         data,
                     guint            timeout_ms)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add (timeout_ms, on_deadline, &expired);

  while (!cond (data) && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  return cond (data);
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

void
gmk_test_run_for (guint ms)
{
  gmk_test_wait_until (never, NULL, ms);
}

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

void
gmk_test_wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (widget);
  g_assert_true (gmk_test_wait_until (is_true, &painted, 10000));
  g_signal_handler_disconnect (clock, id);
}

/* The test program's application, for the helpers that open its windows. */
static GmkApplication *test_app;

GmkApplication *
gmk_test_app_new (const char *application_id)
{
  g_autoptr(GError) error = NULL;
  GmkApplication *app = gmk_application_new (application_id, G_APPLICATION_NON_UNIQUE);

  g_assert_null (test_app);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("cannot register the application: %s", error->message);
  g_application_hold (G_APPLICATION (app));
  test_app = app;
  return app;
}

void
gmk_test_app_free (GmkApplication *app)
{
  if (app == test_app)
    test_app = NULL;
  g_application_release (G_APPLICATION (app));
  gmk_ai_player_wait_idle (5000);
  gmk_ai_player_free_shared ();
  g_object_unref (app);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

void
gmk_test_present (GmkWindow *window,
                  int        width,
                  int        height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gmk_test_wait_until (is_mapped, window, 10000));
  gmk_test_wait_frame (GTK_WIDGET (window));
}

GSettings *
gmk_test_settings (void)
{
  g_assert_nonnull (test_app);
  return gmk_application_get_settings (test_app);
}

GmkWindow *
gmk_test_open_window_sized (int width,
                            int height)
{
  GmkWindow *window = gmk_window_new (GTK_APPLICATION (test_app), gmk_test_settings ());

  gmk_test_present (window, width, height);
  return window;
}

GmkWindow *
gmk_test_open_window (void)
{
  return gmk_test_open_window_sized (1000, 720);
}

gboolean
gmk_test_ai_idle (gpointer unused)
{
  return gmk_ai_player_get_n_running () == 0;
}

gboolean
gmk_test_ai_thinking (gpointer ai)
{
  return gmk_ai_player_get_thinking (GMK_AI_PLAYER (ai));
}

typedef struct {
  GmkGame *game;
  guint    n;
} MovesWanted;

static gboolean
has_moves (gpointer data)
{
  MovesWanted *wanted = data;

  return gmk_game_get_n_moves (wanted->game) >= wanted->n;
}

gboolean
gmk_test_wait_moves (GmkGame *game,
                     guint    n,
                     guint    timeout_ms)
{
  MovesWanted wanted = { game, n };

  return gmk_test_wait_until (has_moves, &wanted, timeout_ms);
}

void
gmk_test_close_window (GmkWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  /* Cancelled searches finish in their threads before the next test. */
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 30000));
  /* What the window's end queued (bounded: a source that keeps itself
   * ready must not hang the tests). */
  for (int i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

void
gmk_test_activate (GmkWindow  *window,
                   const char *action,
                   GVariant   *parameter)
{
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), action));
  g_action_group_activate_action (G_ACTION_GROUP (window), action, parameter);
}

gboolean
gmk_test_play (GmkWindow *window,
               int        x,
               int        y)
{
  GmkGame *game = gmk_window_get_game (window);
  guint64 serial = gmk_game_get_serial (game);

  gmk_test_activate (window, "play", g_variant_new ("(ii)", x, y));
  return gmk_game_get_serial (game) != serial;
}

GtkWindow *
gmk_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* owned by GTK */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

static gboolean
question_shown (gpointer data)
{
  return gmk_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

static gboolean
question_gone (gpointer data)
{
  return !question_shown (data);
}

void
gmk_test_answer_question (const char *response)
{
  GtkWindow *dialog;

  g_assert_true (gmk_test_wait_until (question_shown, NULL, 5000));
  dialog = gmk_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  /* A response from code does not close the dialog as a click would. */
  if (question_shown (NULL))
    gtk_window_destroy (dialog);
  g_assert_true (gmk_test_wait_until (question_gone, NULL, 5000));
}

char *
gmk_test_game_moves (GmkGame *game)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%s %dx%d:", gmk_rule_name (gmk_game_get_rule (game)),
                          gmk_game_get_width (game), gmk_game_get_height (game));
  for (guint i = 0; i < gmk_game_get_n_total (game); i++)
    g_string_append_printf (text, " %d", gmk_game_get_move (game, i));
  return g_string_free (text, FALSE);
}

void
gmk_test_review_move (GmkGame        *game,
                      guint           i,
                      GmkReviewClass  klass)
{
  GmkReviewEntry entry = {
    .ply = i,
    .color = i % 2 == 0 ? GMK_BLACK : GMK_WHITE,
    .move = gmk_game_get_move (game, i),
    .best_move = gmk_game_get_move (game, i),
    .reply = GMK_NO_MOVE,
    .klass = klass,
  };

  g_assert_true (gmk_game_review_set_entry (game, &entry));
}

guint
gmk_test_count_colours (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guchar *pixels = g_malloc ((gsize) width * height * 4);
  g_autoptr(GHashTable) colours = g_hash_table_new (g_direct_hash, g_direct_equal);

  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i += 7)
    {
      guint32 rgba;

      memcpy (&rgba, pixels + i * 4, 4);
      g_hash_table_add (colours, GUINT_TO_POINTER (rgba));
    }
  return g_hash_table_size (colours);
}

GdkTexture *
gmk_test_save_png (GtkWidget  *widget,
                   const char *name,
                   int         scale)
{
  const char *dir = g_getenv ("GMK_ARTIFACTS_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  GdkTexture *texture;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GError) error = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  /* The paintable keeps the picture of the widget as it was last drawn,
   * taken after a redraw it saw: wait for frames until it has one. */
  for (int tries = 0; node == NULL && tries < 20; tries++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      gmk_test_wait_frame (widget);
      gtk_snapshot_scale (snapshot, scale, scale);
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  /* Cairo draws what the screen shows; GTK 4.8's GL renderer, drawing into
   * a texture, blurs a line that falls on the seam between its tiles. */
  g_assert_true (gsk_renderer_realize (renderer, gtk_native_get_surface (gtk_widget_get_native (widget)),
                                       &error));
  g_assert_no_error (error);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width * scale, height * scale));
  g_assert_nonnull (texture);

  if (dir == NULL)
    dir = ".";
  g_mkdir_with_parents (dir, 0755);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s (%d × %d)", path, width * scale, height * scale);
  gsk_renderer_unrealize (renderer);
  return texture;
}

GtkWidget *
gmk_test_find_descendant (GtkWidget *root,
                          GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = gmk_test_find_descendant (child, type)) != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
gmk_test_find_widget (GtkWidget    *root,
                      GmkTestMatch  match,
                      const char   *text)
{
  if (match (root, text))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gmk_test_find_widget (child, match, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
gmk_test_is_button_labelled (GtkWidget  *widget,
                             const char *label)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

gboolean
gmk_test_is_row_titled (GtkWidget  *widget,
                        const char *title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

AdwComboRow *
gmk_test_combo_row (GtkWindow  *window,
                         const char *title)
{
  GtkWidget *row = gmk_test_find_widget (GTK_WIDGET (window), gmk_test_is_row_titled, title);

  g_assert_nonnull (row);
  g_assert_true (ADW_IS_COMBO_ROW (row));
  return ADW_COMBO_ROW (row);
}

void
gmk_test_reset_settings (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}
