/* test-side-levels.c: each side's strength, when the computer plays both,
 * set in Preferences, and the items of the level choosers' popups.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gmk-ai-player.h"
#include "gmk-application.h"
#include "gmk-level-info.h"
#include "gmk-level-item-factory.h"
#include "gmk-preferences-window.h"
#include "gmk-test-window.h"

static GmkApplication *app;
static GSettings *settings;

static AdwComboRow *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_COMBO_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
toplevel_shown (gpointer type)
{
  return gmk_test_find_toplevel ((GType) GPOINTER_TO_SIZE (type)) != NULL;
}

typedef struct {
  GmkAiPlayer *player;
  GmkColor     color;
  guint        after_ply;
} SearchWanted;

/* A move of COLOR found by a search that started after AFTER_PLY moves. */
static gboolean
has_search_after (gpointer data)
{
  SearchWanted *wanted = data;
  GmkAiStats stats;

  gmk_ai_player_get_stats (wanted->player, wanted->color, &stats);
  return stats.has_info && stats.ply > wanted->after_ply;
}

/* Preferences set each side's level: the keys follow, the game's two
 * computers play at them from the next move of a game under way, and
 * "Same as Strength" hands a side back to the one level. */
static void
test_side_levels_in_preferences (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWindow *preferences;
  AdwComboRow *black_row, *white_row;
  SearchWanted wanted;
  GmkAiStats stats;
  guint ply;

  gmk_test_reset_settings (settings);
  g_settings_set_string (settings, "black-player", "computer");
  g_settings_set_string (settings, "white-player", "computer");
  /* The one level is the top: a side left at it searches deeper than one
   * ply, so the depth of a search tells which level played it. */
  g_settings_set_int (settings, "level", 8);
  g_settings_set_double (settings, "move-time", 0.3);
  g_settings_set_double (settings, "computer-pace", 0.0);

  window = gmk_window_new (GTK_APPLICATION (app), settings);
  gmk_test_present (window, 1000, 720);
  game = gmk_window_get_game (window);
  g_assert_cmpint (gmk_game_get_level_of (game, GMK_BLACK), ==, 8);
  g_assert_cmpint (gmk_game_get_level_of (game, GMK_WHITE), ==, 8);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_assert_true (gmk_test_wait_until (toplevel_shown, GSIZE_TO_POINTER (GMK_TYPE_PREFERENCES_WINDOW), 5000));
  preferences = gmk_test_find_toplevel (GMK_TYPE_PREFERENCES_WINDOW);
  /* The words of New Game. */
  black_row = find_row (GTK_WIDGET (preferences), "Black’s Stre_ngth");
  white_row = find_row (GTK_WIDGET (preferences), "White’s Stren_gth");
  g_assert_nonnull (black_row);
  g_assert_nonnull (white_row);
  /* 0: the side follows Strength, and says which level that is. */
  g_assert_cmpuint (adw_combo_row_get_selected (black_row), ==, 0);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (black_row)),
                            gmk_level_info_name (8)));

  /* During the game: Black at Beginner, White at Casual. */
  ply = gmk_game_get_n_moves (game);
  adw_combo_row_set_selected (black_row, 1);
  adw_combo_row_set_selected (white_row, 3);
  g_assert_cmpint (g_settings_get_int (settings, "black-level"), ==, 1);
  g_assert_cmpint (g_settings_get_int (settings, "white-level"), ==, 3);
  g_assert_cmpint (gmk_game_get_level_of (game, GMK_BLACK), ==, 1);
  g_assert_cmpint (gmk_game_get_level_of (game, GMK_WHITE), ==, 3);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (black_row)),
                            gmk_level_info_name (1)));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (white_row)),
                            gmk_level_info_name (3)));

  /* A search started after the change (the one under way may be the old
   * level's) plays at Beginner: one ply deep. */
  wanted = (SearchWanted) { gmk_window_get_ai_player (window), GMK_BLACK, ply + 1 };
  g_assert_true (gmk_test_wait_until (has_search_after, &wanted, 60000));
  gmk_ai_player_get_stats (wanted.player, GMK_BLACK, &stats);
  g_assert_cmpint (stats.info.depth, <=, 1);

  /* Back to the one level. */
  adw_combo_row_set_selected (white_row, 0);
  g_assert_cmpint (g_settings_get_int (settings, "white-level"), ==, 0);
  g_assert_cmpint (gmk_game_get_level_of (game, GMK_WHITE), ==, 8);

  /* The rows follow the keys, as New Game writes them. */
  g_settings_set_int (settings, "white-level", 5);
  g_assert_cmpuint (adw_combo_row_get_selected (white_row), ==, 5);

  gtk_window_destroy (preferences);
  gmk_test_close_window (window);
}

/* The labels of each item the list view made, in its order, as
 * "title|description" lines. */
static void
append_items (GtkWidget *widget,
              GString   *items)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *title = gtk_widget_get_first_child (child);
      GtkWidget *description = title != NULL ? gtk_widget_get_next_sibling (title) : NULL;

      if (GTK_IS_BOX (child) && GTK_IS_LABEL (title) && GTK_IS_LABEL (description))
        g_string_append_printf (items, "%s|%s\n", gtk_label_get_label (GTK_LABEL (title)),
                                gtk_label_get_label (GTK_LABEL (description)));
      else
        append_items (child, items);
    }
}

/* The items a level chooser's popup shows, listed. */
static char *
shown_items (gboolean same_as_strength_first)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkListItemFactory *factory = gmk_level_item_factory_new (same_as_strength_first);
  GtkSelectionModel *selection;
  GtkWidget *view;
  GtkWidget *window = gtk_window_new ();
  GString *items = g_string_new (NULL);
  guint n = GMK_MAX_LEVEL - GMK_MIN_LEVEL + 1 + (same_as_strength_first ? 1 : 0);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (model, "");
  selection = GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_steal_pointer (&model))));
  view = gtk_list_view_new (selection, factory);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 1000);
  gtk_window_present (GTK_WINDOW (window));
  gmk_test_wait_frame (window);
  append_items (view, items);
  gtk_window_destroy (GTK_WINDOW (window));
  return g_string_free (items, FALSE);
}

/* The popups of New Game's levels and of each side's level show each
 * level with its rating over what it is like; a side's list starts with
 * "Same as Strength". */
static void
test_level_items (void)
{
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *levels = NULL;
  g_autofree char *side_levels = NULL;

  for (int level = GMK_MIN_LEVEL; level <= GMK_MAX_LEVEL; level++)
    g_string_append_printf (expected, "%s · %d Elo|%s\n", gmk_level_info_name (level),
                            gmk_level_info_rating (level), gmk_level_info_description (level));
  levels = shown_items (FALSE);
  g_assert_cmpstr (levels, ==, expected->str);

  g_string_prepend (expected, "Same as Strength|The level set for a game against a person\n");
  side_levels = shown_items (TRUE);
  g_assert_cmpstr (side_levels, ==, expected->str);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  app = gmk_test_app_new (APPLICATION_ID ".SideLevelsTest");
  settings = g_settings_new (APPLICATION_ID);

  g_test_add_func ("/side-levels/preferences", test_side_levels_in_preferences);
  g_test_add_func ("/side-levels/level-items", test_level_items);

  status = g_test_run ();
  g_object_unref (settings);
  gmk_test_app_free (app);
  return status;
}
