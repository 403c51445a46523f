/* test-new-game.c: the New Game dialog and the result card's Play Again.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drives a real window as a person does: Ctrl+N's action opens the dialog,
 * its rows are chosen and its buttons clicked; the game that starts must be
 * the one the dialog showed, and Cancel must leave the game alone.
 */
#include "config.h"

#include "gmk-ai-player.h"
#include "gmk-new-game-dialog.h"
#include "gmk-preferences-window.h"
#include "gmk-level.h"
#include "gmk-level-info.h"
#include "gmk-search.h"
#include "gmk-test-window.h"

static GmkApplication *app;

/* ---- helpers ----------------------------------------------------------- */

/* The schema's defaults, but two people at the board unless a test says
 * otherwise, so that nothing moves by itself. */
static void
reset_settings (void)
{
  gmk_test_reset_settings (gmk_test_settings ());
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  g_settings_set_double (gmk_test_settings (), "move-time", 0.2);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static void
click (GtkWidget  *root,
       const char *label)
{
  GtkWidget *button = gmk_test_find_widget (root, gmk_test_is_button_labelled, label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  /* A button that slides in is there once mapped. */
  g_assert_true (gmk_test_wait_until (is_mapped, button, 5000));
  g_signal_emit_by_name (button, "clicked");
}

/* What a key press does: the shortcut of the widget for that key, as its
 * shortcut controller would run it. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

static gboolean
dialog_shown (gpointer data)
{
  return gmk_test_find_toplevel (GMK_TYPE_NEW_GAME_DIALOG) != NULL;
}

static gboolean
dialog_gone (gpointer data)
{
  return !dialog_shown (data);
}

/* Ctrl+N as the application maps it, then the dialog it opens. */
static GtkWindow *
open_dialog (GmkWindow *window)
{
  g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "<Control>n");
  GtkWindow *dialog;

  g_assert_nonnull (actions);
  g_assert_true (g_strv_contains ((const char * const *) actions, "win.new-game"));
  g_assert_null (gmk_test_find_toplevel (GMK_TYPE_NEW_GAME_DIALOG));

  gmk_test_activate (window, "new-game", NULL);
  g_assert_true (gmk_test_wait_until (dialog_shown, NULL, 5000));
  dialog = gmk_test_find_toplevel (GMK_TYPE_NEW_GAME_DIALOG);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (dialog));
  gmk_test_wait_frame (GTK_WIDGET (dialog));
  return dialog;
}

static char *
setting_string (const char *key)
{
  return g_settings_get_string (gmk_test_settings (), key);
}

/* ---- tests ------------------------------------------------------------- */

/* The dialog opens on the settings, and opening it changes nothing. */
static void
test_dialog_shows_settings (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWindow *dialog;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *level_text = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *rating = NULL;
  GListModel *levels;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "rule", "pente");
  g_settings_set_int (gmk_test_settings (), "board-size", 19);
  g_settings_set_int (gmk_test_settings (), "level", 4);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  gmk_test_play (window, 9, 9);
  before = gmk_test_game_moves (game);

  dialog = open_dialog (window);
  g_assert_cmpuint (adw_combo_row_get_selected (gmk_test_combo_row (dialog, "_Rule Set")), ==,
                    GMK_RULE_PENTE);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gmk_test_combo_row (dialog, "_Rule Set"))), ==,
                   gmk_preferences_rule_description ("pente"));
  g_assert_cmpuint (adw_combo_row_get_selected (gmk_test_combo_row (dialog, "Board _Size")), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (gmk_test_combo_row (dialog, "_Black")), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (gmk_test_combo_row (dialog, "_White")), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (gmk_test_combo_row (dialog, "Stre_ngth")), ==,
                    4 - GMK_MIN_LEVEL);
  /* The level chosen by strength: its rating and what it is like */
  summary = gmk_level_info_summary (4);
  level_text = g_strdup_printf ("%s\n%s", summary, gmk_level_info_description (4));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gmk_test_combo_row (dialog, "Stre_ngth"))), ==,
                   level_text);
  rating = g_strdup_printf (" %d Elo", gmk_level_info_rating (4));
  g_assert_nonnull (strstr (summary, gmk_preferences_level_name (4)));
  g_assert_nonnull (strstr (summary, "level 4 of 8"));
  g_assert_nonnull (strstr (summary, rating));
  /* Each level chosen shows its own rating and description, and the
   * ratings rise with the level */
  levels = adw_combo_row_get_model (gmk_test_combo_row (dialog, "Stre_ngth"));
  g_assert_cmpuint (g_list_model_get_n_items (levels), ==, GMK_MAX_LEVEL - GMK_MIN_LEVEL + 1);
  for (int level = GMK_MIN_LEVEL; level <= GMK_MAX_LEVEL; level++)
    {
      const char *subtitle;
      g_autofree char *its_rating = g_strdup_printf (" %d Elo", gmk_level_info_rating (level));

      adw_combo_row_set_selected (gmk_test_combo_row (dialog, "Stre_ngth"), level - GMK_MIN_LEVEL);
      subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (gmk_test_combo_row (dialog, "Stre_ngth")));
      g_assert_nonnull (strstr (subtitle, gmk_preferences_level_name (level)));
      g_assert_nonnull (strstr (subtitle, its_rating));
      g_assert_nonnull (strstr (subtitle, gmk_level_info_description (level)));
      if (level > GMK_MIN_LEVEL)
        g_assert_cmpint (gmk_level_info_rating (level), >, gmk_level_info_rating (level - 1));
    }
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "Stre_ngth"), 4 - GMK_MIN_LEVEL);
  /* One computer: one level, no level for each side */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gmk_test_combo_row (dialog,
                                                                          "Black’s Stre_ngth"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gmk_test_combo_row (dialog,
                                                                          "White’s Stren_gth"))));
  {
    g_autoptr(GdkTexture) texture = gmk_test_save_png (GTK_WIDGET (dialog), "new-game-dialog.png", 1);

    g_assert_cmpuint (gmk_test_count_colours (texture), >, 8);
  }

  /* Two people: the level is for nobody. */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (gmk_test_combo_row (dialog, "Stre_ngth"))));
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_White"), 1);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (gmk_test_combo_row (dialog, "Stre_ngth"))));

  /* The game goes on underneath until Start. */
  after = gmk_test_game_moves (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (gmk_game_get_player (game, GMK_WHITE), ==, GMK_PLAYER_HUMAN);

  gtk_window_destroy (dialog);
  gmk_test_close_window (window);
}

/* Renju, 15×15, the computer as White at level 3: Start starts exactly
 * that, in the middle of another game, without asking about it. */
static void
test_start_game_chosen (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWindow *dialog;
  g_autofree char *rule = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "board-size", 19);
  g_settings_set_int (gmk_test_settings (), "level", 8);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  gmk_test_play (window, 9, 9);
  gmk_test_play (window, 10, 9);
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_FREESTYLE);
  g_assert_cmpint (gmk_game_get_width (game), ==, 19);

  dialog = open_dialog (window);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_Rule Set"), GMK_RULE_RENJU);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "Board _Size"), 0);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_Black"), 0);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_White"), 1);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "Stre_ngth"), 3 - GMK_MIN_LEVEL);
  click (GTK_WIDGET (dialog), "_Start");
  g_assert_true (gmk_test_wait_until (dialog_gone, NULL, 5000));

  /* No "start a new game?" question: the new game is what was asked for. */
  gmk_test_run_for (100);
  g_assert_false (gmk_window_is_asking (window));
  g_assert_null (gmk_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_RENJU);
  g_assert_cmpint (gmk_game_get_width (game), ==, 15);
  g_assert_cmpint (gmk_game_get_height (game), ==, 15);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);
  g_assert_cmpint (gmk_game_get_player (game, GMK_BLACK), ==, GMK_PLAYER_HUMAN);
  g_assert_cmpint (gmk_game_get_player (game, GMK_WHITE), ==, GMK_PLAYER_COMPUTER);
  g_assert_cmpint (gmk_game_get_level (game), ==, 3);

  /* The choices are the settings now, for the next game and Preferences. */
  rule = setting_string ("rule");
  black = setting_string ("black-player");
  white = setting_string ("white-player");
  g_assert_cmpstr (rule, ==, "renju");
  g_assert_cmpint (g_settings_get_int (gmk_test_settings (), "board-size"), ==, 15);
  g_assert_cmpstr (black, ==, "human");
  g_assert_cmpstr (white, ==, "computer");
  g_assert_cmpint (g_settings_get_int (gmk_test_settings (), "level"), ==, 3);

  /* And the computer answers as White. */
  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_moves (game, 2, 30000));
  g_assert_cmpint (gmk_game_get_to_move (game), ==, GMK_BLACK);

  gmk_test_close_window (window);
}

typedef struct {
  GmkAiPlayer *ai;
  GmkGame     *game;
} BothSearched;

/* Each colour's last search is on the board. */
static gboolean
both_searched (gpointer data)
{
  BothSearched *both = data;
  GmkAiStats black, white;

  gmk_ai_player_get_stats (both->ai, GMK_BLACK, &black);
  gmk_ai_player_get_stats (both->ai, GMK_WHITE, &white);
  return black.has_info && white.has_info && black.n_moves >= 2 && white.n_moves >= 2;
}

/* Computer against computer: a level for each side.  The dialog offers
 * them when both seats are the computer's, Start gives each side its own
 * level and keeps them apart from the level of a game against a person,
 * and each side searches at its own: level 1 one ply deep, level 6 deeper. */
static void
test_level_for_each_side (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWindow *dialog;
  BothSearched both;
  GmkAiStats black, white;
  AdwComboRow *black_level, *white_level;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", 5);
  /* Black has no level of its own yet: it opens on the one level */
  g_settings_set_int (gmk_test_settings (), "white-level", 7);
  g_settings_set_double (gmk_test_settings (), "computer-pace", 0);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  dialog = open_dialog (window);
  black_level = gmk_test_combo_row (dialog, "Black’s Stre_ngth");
  white_level = gmk_test_combo_row (dialog, "White’s Stren_gth");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gmk_test_combo_row (dialog, "Stre_ngth"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (black_level)));
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_Black"), 1);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_White"), 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gmk_test_combo_row (dialog, "Stre_ngth"))));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (black_level)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (white_level)));
  /* They open on the saved levels and name theirs with its rating */
  g_assert_cmpuint (adw_combo_row_get_selected (black_level), ==, 5 - GMK_MIN_LEVEL);
  g_assert_cmpuint (adw_combo_row_get_selected (white_level), ==, 7 - GMK_MIN_LEVEL);
  adw_combo_row_set_selected (black_level, 1 - GMK_MIN_LEVEL);
  adw_combo_row_set_selected (white_level, 6 - GMK_MIN_LEVEL);
  {
    g_autofree char *summary = gmk_level_info_summary (6);

    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (white_level)), summary));
    gmk_test_save_png (GTK_WIDGET (dialog), "new-game-dialog-two-computers.png", 1);
  }
  click (GTK_WIDGET (dialog), "_Start");
  g_assert_true (gmk_test_wait_until (dialog_gone, NULL, 5000));

  g_assert_cmpint (gmk_game_get_level_of (game, GMK_BLACK), ==, 1);
  g_assert_cmpint (gmk_game_get_level_of (game, GMK_WHITE), ==, 6);
  g_assert_cmpint (g_settings_get_int (gmk_test_settings (), "black-level"), ==, 1);
  g_assert_cmpint (g_settings_get_int (gmk_test_settings (), "white-level"), ==, 6);
  g_assert_cmpint (g_settings_get_int (gmk_test_settings (), "level"), ==, 5);

  /* Each side plays at its own level */
  both = (BothSearched) { gmk_window_get_ai_player (window), game };
  g_assert_true (gmk_test_wait_until (both_searched, &both, 60000));
  gmk_ai_player_get_stats (both.ai, GMK_BLACK, &black);
  gmk_ai_player_get_stats (both.ai, GMK_WHITE, &white);
  g_test_message ("black depth %d, %" G_GUINT64_FORMAT " nodes; white depth %d, %" G_GUINT64_FORMAT " nodes",
                  black.info.depth, black.info.nodes, white.info.depth, white.info.nodes);
  g_assert_cmpint (black.info.depth, <=, gmk_level_get (1)->max_depth);
  g_assert_cmpint (white.info.depth, >, gmk_level_get (1)->max_depth);

  /* A person against the computer plays the one level again */
  g_settings_set_string (gmk_test_settings (), "black-player", "human");
  g_assert_cmpint (gmk_game_get_level_of (game, GMK_WHITE), ==, 5);

  gmk_test_close_window (window);
}

/* Ninuki is played on 19×19: choosing it proposes that size, which can
 * still be changed; a computer as Black opens the new game. */
static void
test_ninuki_proposes_19 (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWindow *dialog;
  AdwComboRow *size_row;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", 1);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  dialog = open_dialog (window);
  size_row = gmk_test_combo_row (dialog, "Board _Size");
  g_assert_cmpuint (adw_combo_row_get_selected (size_row), ==, 0);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_Rule Set"), GMK_RULE_NINUKI);
  g_assert_cmpuint (adw_combo_row_get_selected (size_row), ==, 1);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_Black"), 1);
  click (GTK_WIDGET (dialog), "_Start");
  g_assert_true (gmk_test_wait_until (dialog_gone, NULL, 5000));

  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_NINUKI);
  g_assert_cmpint (gmk_game_get_width (game), ==, 19);
  g_assert_cmpint (gmk_game_get_player (game, GMK_BLACK), ==, GMK_PLAYER_COMPUTER);
  g_assert_cmpint (gmk_game_get_player (game, GMK_WHITE), ==, GMK_PLAYER_HUMAN);
  g_assert_true (gmk_test_wait_moves (game, 1, 30000));
  gmk_test_run_for (200);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);

  /* A size other than the proposal is kept: back to 15 after ninuki. */
  dialog = open_dialog (window);
  size_row = gmk_test_combo_row (dialog, "Board _Size");
  g_assert_cmpuint (adw_combo_row_get_selected (size_row), ==, 1);
  adw_combo_row_set_selected (size_row, 0);
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_Black"), 0);
  click (GTK_WIDGET (dialog), "_Start");
  g_assert_true (gmk_test_wait_until (dialog_gone, NULL, 5000));
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_NINUKI);
  g_assert_cmpint (gmk_game_get_width (game), ==, 15);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);

  gmk_test_close_window (window);
}

/* Cancel, Escape and closing the dialog leave the game and the settings
 * alone. */
static void
test_cancel_changes_nothing (void)
{
  GmkWindow *window;
  GmkGame *game;
  g_autofree char *before = NULL;
  g_autofree char *rule = NULL;
  g_autofree char *white = NULL;
  int level;

  reset_settings ();
  level = g_settings_get_int (gmk_test_settings (), "level");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  gmk_test_play (window, 7, 7);
  gmk_test_play (window, 8, 8);
  gmk_test_play (window, 6, 8);
  gmk_test_activate (window, "undo", NULL);
  before = gmk_test_game_moves (game);

  for (int way = 0; way < 3; way++)
    {
      GtkWindow *dialog = open_dialog (window);
      g_autofree char *after = NULL;

      adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_Rule Set"), GMK_RULE_CARO);
      adw_combo_row_set_selected (gmk_test_combo_row (dialog, "Board _Size"), 1);
      adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_White"), 1);
      adw_combo_row_set_selected (gmk_test_combo_row (dialog, "Stre_ngth"), level == 1 ? 1 : 0);
      if (way == 0)
        click (GTK_WIDGET (dialog), "_Cancel");
      else if (way == 1)
        g_assert_true (press_key (GTK_WIDGET (dialog), GDK_KEY_Escape));
      else
        gtk_window_close (dialog);   /* as the window manager asks */
      g_assert_true (gmk_test_wait_until (dialog_gone, NULL, 5000));
      gmk_test_run_for (100);

      after = gmk_test_game_moves (game);
      g_assert_cmpstr (after, ==, before);
      g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
      g_assert_true (gmk_game_can_redo (game));
      g_assert_cmpint (gmk_game_get_player (game, GMK_WHITE), ==, GMK_PLAYER_HUMAN);
      g_assert_cmpint (gmk_game_get_level (game), ==, level);
      g_assert_false (gmk_window_is_asking (window));
    }

  rule = setting_string ("rule");
  white = setting_string ("white-player");
  g_assert_cmpstr (rule, ==, "freestyle");
  g_assert_cmpint (g_settings_get_int (gmk_test_settings (), "board-size"), ==, 15);
  g_assert_cmpstr (white, ==, "human");
  g_assert_cmpint (g_settings_get_int (gmk_test_settings (), "level"), ==, level);

  gmk_test_close_window (window);
}

/* The result card's button starts the same game again, with no dialog. */
static void
test_play_again (void)
{
  GmkWindow *window;
  GmkGame *game;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "rule", "renju");
  g_settings_set_int (gmk_test_settings (), "board-size", 17);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  g_assert_cmpint (gmk_game_get_width (game), ==, 17);

  for (int i = 0; i < 4; i++)
    {
      gmk_test_play (window, 3 + i, 7);
      gmk_test_play (window, 3 + i, 9);
    }
  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_game_is_over (game));
  g_assert_nonnull (gmk_window_get_result_text (window));

  click (GTK_WIDGET (window), "_Play Again");
  gmk_test_run_for (200);
  g_assert_null (gmk_test_find_toplevel (GMK_TYPE_NEW_GAME_DIALOG));
  g_assert_null (gmk_window_get_result_text (window));
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_RENJU);
  g_assert_cmpint (gmk_game_get_width (game), ==, 17);
  g_assert_cmpint (gmk_game_get_player (game, GMK_BLACK), ==, GMK_PLAYER_HUMAN);
  g_assert_cmpint (gmk_game_get_player (game, GMK_WHITE), ==, GMK_PLAYER_HUMAN);

  gmk_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  app = gmk_test_app_new (APPLICATION_ID ".NewGameTest");

  g_test_add_func ("/new-game/dialog-shows-settings", test_dialog_shows_settings);
  g_test_add_func ("/new-game/start-game-chosen", test_start_game_chosen);
  g_test_add_func ("/new-game/ninuki-proposes-19", test_ninuki_proposes_19);
  g_test_add_func ("/new-game/cancel-changes-nothing", test_cancel_changes_nothing);
  g_test_add_func ("/new-game/play-again", test_play_again);
  g_test_add_func ("/new-game/level-for-each-side", test_level_for_each_side);

  status = g_test_run ();

  gmk_test_app_free (app);

  return status;
}
