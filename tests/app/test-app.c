/* test-app.c: the application under a display.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens real windows of a real GmkApplication and drives them through their
 * actions, as a person's clicks and shortcuts do.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <stdio.h>

#include "gmk-ai-player.h"
#include "gmk-application.h"
#include "gmk-history-row.h"
#include "gmk-move-item.h"
#include "gmk-notation.h"
#include "gmk-preferences-window.h"
#include "gmk-result-card.h"
#include "gmk-review-panel.h"
#include "gmk-stats-panel.h"
#include "gmk-test-window.h"

static GmkApplication *app;

/* ---- helpers ----------------------------------------------------------- */

static void
reset_settings (void)
{
  gmk_test_reset_settings (gmk_test_settings ());
  /* Quick computer moves unless a test asks for more. */
  g_settings_set_int (gmk_test_settings (), "level", 1);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.2);
  g_settings_set_double (gmk_test_settings (), "computer-pace", 0.0);
}

static gboolean
action_enabled (GmkWindow  *window,
                const char *action)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), action);
}

/* Every move of the history is on the board, in its colour, and the
 * history list agrees with the move list. */
static void
assert_consistent (GmkGame *game)
{
  GListModel *history = gmk_game_get_history (game);
  const GmkBoard *board = &gmk_game_get_position (game)->board;
  guint n = gmk_game_get_n_moves (game);

  g_assert_cmpuint (g_list_model_get_n_items (history), ==, gmk_game_get_n_total (game));
  g_assert_cmpint (board->ply, ==, (int) n);
  g_assert_cmpint (gmk_game_get_to_move (game), ==, n % 2 == 0 ? GMK_BLACK : GMK_WHITE);
  for (guint i = 0; i < gmk_game_get_n_total (game); i++)
    {
      g_autoptr(GmkMoveItem) item = g_list_model_get_item (history, i);
      int index = gmk_game_get_move (game, i);

      g_assert_cmpint (gmk_board_index (gmk_move_item_get_x (item), gmk_move_item_get_y (item)),
                       ==, index);
      g_assert_cmpint (gmk_move_item_get_color (item), ==, i % 2 == 0 ? GMK_BLACK : GMK_WHITE);
      g_assert_cmpint (gmk_move_item_get_future (item), ==, i >= n);
      if (i < n && !board->captures)
        g_assert_cmpint (board->cell[index], ==, gmk_move_item_get_color (item));
    }
}


static GtkListView *
history_view (GmkWindow *window)
{
  GtkWidget *view = gmk_test_find_descendant (GTK_WIDGET (window), GTK_TYPE_LIST_VIEW);

  g_assert_nonnull (view);
  return GTK_LIST_VIEW (view);
}

static gboolean
toplevel_shown (gpointer type)
{
  return gmk_test_find_toplevel ((GType) GPOINTER_TO_SIZE (type)) != NULL;
}

static gboolean
rule_is_pente (gpointer game)
{
  return gmk_game_get_rule (GMK_GAME (game)) == GMK_RULE_PENTE;
}

static gboolean
window_asks (gpointer window)
{
  return gmk_window_is_asking (GMK_WINDOW (window));
}

/* Narrow: the sidebar folded away, the board as wide as the window. */
static gboolean
board_fills_width (gpointer window)
{
  return gtk_widget_get_width (GTK_WIDGET (gmk_window_get_board_view (window))) >=
         gtk_widget_get_width (GTK_WIDGET (window)) - 40;
}

static gboolean
subtitle_is_state_alone (gpointer title)
{
  return g_strcmp0 (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), "Black to move") == 0;
}

static gboolean
game_over (gpointer data)
{
  return gmk_game_is_over (GMK_GAME (data));
}

static void
test_computer_games_every_rule (void)
{
  GmkWindow *window;
  GmkGame *game;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_settings_set_double (gmk_test_settings (), "move-time", 0.1);
  g_settings_set_int (gmk_test_settings (), "board-size", 11);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  for (GmkRule rule = 0; rule < GMK_N_RULES; rule++)
    {
      gint64 start = g_get_monotonic_time ();

      g_settings_set_string (gmk_test_settings (), "rule", gmk_rule_name (rule));
      /* A game in progress: the window asks first. */
      if (gmk_window_is_asking (window))
        gmk_test_answer_question ("new");
      if (gmk_game_is_over (game))
        gmk_test_activate (window, "play-again", NULL);
      g_assert_cmpint (gmk_game_get_rule (game), ==, rule);

      g_assert_true (gmk_test_wait_until (game_over, game, 120000));
      g_test_message ("%s: %s after %u moves in %.1f s", gmk_rule_name (rule),
                      gmk_window_get_result_text (window), gmk_game_get_n_moves (game),
                      (g_get_monotonic_time () - start) / 1e6);
      g_assert_nonnull (gmk_window_get_result_text (window));
      assert_consistent (game);
      if (gmk_game_get_result (game) != GMK_RESULT_DRAW && gmk_game_get_how (game) == GMK_HOW_FIVE)
        {
          int line[GMK_MAX_SIZE];
          g_assert_cmpint (gmk_game_get_winning_line (game, line), >=, 5);
        }
    }

  gmk_test_close_window (window);
}

static gboolean
save_png (GtkWidget  *widget,
          const char *name,
          int         scale)
{
  g_autoptr(GdkTexture) texture = gmk_test_save_png (widget, name, scale);
  guint colours = gmk_test_count_colours (texture);

  g_test_message ("%u distinct colours", colours);
  return colours > 50;
}

/* ---- tests ------------------------------------------------------------- */

static void
test_open_window (void)
{
  GmkWindow *window;
  GmkGame *game;

  reset_settings ();
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  g_assert_cmpint (gmk_game_get_width (game), ==, 15);
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_FREESTYLE);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 0);
  g_assert_false (action_enabled (window, "undo"));
  g_assert_false (action_enabled (window, "redo"));
  g_assert_true (action_enabled (window, "hint"));
  g_assert_true (action_enabled (window, "new-game"));
  g_assert_nonnull (gmk_board_view_get_description (gmk_window_get_board_view (window)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (gmk_window_get_board_view (window))));

  /* The shortcuts window comes from the resource gtk/help-overlay.ui. */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "preferences"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "quit"));

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  {
    GtkWindow *about;

    g_assert_true (gmk_test_wait_until (toplevel_shown, GSIZE_TO_POINTER (ADW_TYPE_ABOUT_WINDOW), 5000));
    about = gmk_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW);
    gtk_window_destroy (about);
  }
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  {
    GtkWindow *shortcuts;

    g_assert_true (gmk_test_wait_until (toplevel_shown, GSIZE_TO_POINTER (GTK_TYPE_SHORTCUTS_WINDOW), 5000));
    shortcuts = gmk_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
    gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
  }

  /* F9 folds the sidebar away and back. */
  {
    gboolean before = g_settings_get_boolean (gmk_test_settings (), "sidebar-visible");

    gmk_test_activate (window, "toggle-sidebar", NULL);
    g_assert_cmpint (g_settings_get_boolean (gmk_test_settings (), "sidebar-visible"), !=, before);
    gmk_test_activate (window, "toggle-sidebar", NULL);
    g_assert_cmpint (g_settings_get_boolean (gmk_test_settings (), "sidebar-visible"), ==, before);
  }

  /* Accelerators of the issue. */
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.undo");
    g_assert_cmpstr (accels[0], ==, "<Control>z");
  }
  {
    const char *expected[][2] = {
      { "win.toggle-sidebar", "F9" },
      { "win.new-game", "<Control>n" },
      { "win.redo", "<Shift><Control>z" },
      { "win.hint", "h" },
      { "app.preferences", "<Control>comma" },
      { "app.quit", "<Control>q" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
      {
        g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                      expected[i][0]);
        g_assert_nonnull (accels[0]);
        g_assert_cmpstr (accels[0], ==, expected[i][1]);
      }
  }

  gmk_test_close_window (window);
}

/* Waits for the computer's answer, the game reaching N moves, and says how
 * long it took.  The computer here plays level 1, bounded by depth and
 * nodes (no clock), so the answer costs a few milliseconds of CPU whatever
 * the load; what a loaded machine stretches is the window's own work
 * (frames rendered on the main thread, the search thread's turn on a
 * core).  The cap is only there so that a lost answer fails instead of
 * hanging the suite: it is four times the old 30 s, which a machine at
 * load 15 exceeded twice in six runs, and well under the suite's timeout. */
static void
wait_for_answer (GmkWindow *window,
                 guint      n)
{
  GmkGame *game = gmk_window_get_game (window);
  gint64 start = g_get_monotonic_time ();
  gboolean answered = gmk_test_wait_moves (game, n, 120000);

  g_test_message ("the computer's move %u came after %" G_GINT64_FORMAT " ms%s", n,
                  (g_get_monotonic_time () - start) / 1000,
                  answered ? "" : gmk_ai_player_get_thinking (gmk_window_get_ai_player (window))
                                  ? ", still thinking" : ", not thinking");
  g_assert_true (answered);
}

/* Plays the first of a few cells near the centre where the game allows a
 * move (level 1 answers at random, and may take any of them). */
static gboolean
play_empty_cell (GmkWindow *window)
{
  static const int cells[][2] = { { 6, 6 }, { 8, 6 }, { 6, 8 }, { 8, 8 } };
  GmkGame *game = gmk_window_get_game (window);

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    if (gmk_game_check (game, cells[i][0], cells[i][1]) == GMK_REASON_NONE)
      return gmk_test_play (window, cells[i][0], cells[i][1]);
  return FALSE;
}

static void
test_human_move_computer_answers (void)
{
  GmkWindow *window;
  GmkGame *game;
  g_autofree char *description = NULL;

  reset_settings ();
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  gmk_test_play (window, 7, 7);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_true (gmk_ai_player_get_thinking (gmk_window_get_ai_player (window)));
  /* The board is not the person's while the computer thinks. */
  gmk_test_play (window, 0, 0);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "computer"));

  wait_for_answer (window, 2);
  g_assert_false (gmk_ai_player_get_thinking (gmk_window_get_ai_player (window)));
  assert_consistent (game);
  g_assert_cmpint (gmk_game_get_to_move (game), ==, GMK_BLACK);
  g_assert_true (action_enabled (window, "undo"));

  /* The board tells assistive technologies about the computer's move. */
  description = g_strdup (gmk_board_view_get_description (gmk_window_get_board_view (window)));
  g_assert_nonnull (strstr (description, "Move 2: White played"));
  g_assert_true (g_str_has_prefix (gmk_board_view_get_label (gmk_window_get_board_view (window)),
                                   "Board, White played "));

  /* Undo takes back both moves. */
  gmk_test_activate (window, "undo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 0);
  g_assert_true (action_enabled (window, "redo"));
  gmk_test_activate (window, "redo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  assert_consistent (game);

  /* A click on the person's move in the history shows it with the
   * computer's answer: the person is to move there, as after Undo.  The
   * person's move is one the computer's random answer left empty. */
  g_assert_true (play_empty_cell (window));
  wait_for_answer (window, 4);
  g_signal_emit_by_name (history_view (window), "activate", 0);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_false (gmk_game_computer_to_move (game));
  g_signal_emit_by_name (history_view (window), "activate", 3);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 4);
  assert_consistent (game);

  gmk_test_close_window (window);
}

/* Every label's text in the window, one a line. */
static void
append_label_texts (GtkWidget *widget,
                    GString   *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_label_texts (child, texts);
}

static gboolean
computer_idle (gpointer ai)
{
  return !gmk_ai_player_get_thinking (GMK_AI_PLAYER (ai));
}

/* The computer with black opens in the centre without a search: the
 * person has no move of the computer's to take back, and the sidebar
 * shows no depth or speed for a search that did not happen. */
static void
test_computer_opens (void)
{
  GmkWindow *window;
  GmkGame *game;
  g_autoptr(GString) texts = g_string_new ("\n");

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  g_assert_true (gmk_test_wait_moves (game, 1, 30000));
  g_assert_true (gmk_test_wait_until (computer_idle, gmk_window_get_ai_player (window), 30000));
  g_assert_false (action_enabled (window, "undo"));

  append_label_texts (GTK_WIDGET (window), texts);
  g_assert_null (strstr (texts->str, "\n0/s\n"));
  g_assert_null (strstr (texts->str, "\n0 / 0\n"));

  /* After the person's move, Undo takes it back, not the opening. */
  gmk_test_play (window, 8, 8);
  g_assert_true (gmk_test_wait_moves (game, 3, 30000));
  gmk_test_activate (window, "undo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_false (action_enabled (window, "undo"));

  gmk_test_close_window (window);
}

static void
test_undo_while_thinking (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;
  gint64 start, took_ms;

  reset_settings ();
  /* Full strength and a long budget: the search is surely still running
   * when Undo comes. */
  g_settings_set_int (gmk_test_settings (), "level", 8);
  g_settings_set_double (gmk_test_settings (), "move-time", 30.0);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);

  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_thinking, ai, 5000));
  gmk_test_run_for (300);
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_cmpuint (gmk_ai_player_get_n_running (), ==, 1);

  start = g_get_monotonic_time ();
  gmk_test_activate (window, "undo", NULL);

  /* At once: no search for the game any more, the person to move. */
  g_assert_false (gmk_ai_player_get_thinking (ai));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (gmk_game_get_to_move (game), ==, GMK_BLACK);
  assert_consistent (game);

  /* The thread comes back long before its 30 s budget: it was stopped. */
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000));
  took_ms = (g_get_monotonic_time () - start) / 1000;
  g_test_message ("search stopped %" G_GINT64_FORMAT " ms after Undo", took_ms);
  g_assert_cmpint (took_ms, <, 20000);

  /* Its answer was thrown away. */
  gmk_test_run_for (200);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 0);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 1);
  assert_consistent (game);

  /* New Game while thinking, too. */
  g_settings_set_double (gmk_test_settings (), "move-time", 0.2);
  g_settings_set_int (gmk_test_settings (), "level", 1);
  g_settings_set_double (gmk_test_settings (), "move-time", 30.0);
  gmk_test_activate (window, "redo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_thinking, ai, 5000));
  gmk_test_activate (window, "play-again", NULL);
  g_assert_false (gmk_ai_player_get_thinking (ai));
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000));
  gmk_test_run_for (100);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);

  /* And closing the window while it thinks. */
  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_thinking, ai, 5000));
  gmk_test_close_window (window);
}

/* Renju: black to move, and h8 would make two open threes. */
static const int double_three[][2] = {
  { 5, 7 }, { 0, 0 }, { 6, 7 }, { 14, 0 }, { 7, 5 }, { 0, 14 }, { 7, 6 }, { 14, 14 },
};

static void
test_forbidden_move_toast (void)
{
  GmkWindow *window;
  GmkGame *game;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  g_settings_set_string (gmk_test_settings (), "rule", "renju");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_RENJU);

  for (guint i = 0; i < G_N_ELEMENTS (double_three); i++)
    gmk_test_play (window, double_three[i][0], double_three[i][1]);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 8);

  gmk_test_play (window, 7, 7);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 8);
  g_assert_cmpstr (gmk_window_get_last_toast (window), ==, "Black may not play h8: double-three");
  gmk_test_run_for (300);
  g_assert_true (save_png (GTK_WIDGET (window), "renju-forbidden.png", 1));

  /* A taken point gets a toast of its own. */
  gmk_test_play (window, 5, 7);
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "taken"));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 8);

  gmk_test_close_window (window);
}

static void
test_preferences_change_rules (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWindow *preferences;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  /* The preferences window opens from the application's action. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_assert_true (gmk_test_wait_until (toplevel_shown, GSIZE_TO_POINTER (GMK_TYPE_PREFERENCES_WINDOW), 5000));
  preferences = gmk_test_find_toplevel (GMK_TYPE_PREFERENCES_WINDOW);

  /* No game in progress: the new rule applies at once. */
  g_settings_set_string (gmk_test_settings (), "rule", "pente");
  g_assert_true (gmk_test_wait_until (rule_is_pente, game, 5000));
  g_assert_false (gmk_window_is_asking (window));

  /* A game in progress: the application asks. */
  gmk_test_play (window, 7, 7);
  gmk_test_play (window, 8, 8);
  g_settings_set_string (gmk_test_settings (), "rule", "renju");
  g_assert_true (gmk_test_wait_until (window_asks, window, 5000));
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_PENTE);

  gmk_test_answer_question ("keep");
  g_assert_false (gmk_window_is_asking (window));
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_PENTE);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);

  /* The kept game goes on; the next new game has the new rules. */
  gmk_test_activate (window, "play-again", NULL);
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_RENJU);

  gmk_test_play (window, 7, 7);
  g_settings_set_int (gmk_test_settings (), "board-size", 19);
  gmk_test_answer_question ("new");
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_RENJU);
  g_assert_cmpint (gmk_game_get_width (game), ==, 19);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);

  /* Players change the game in progress at once. */
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_assert_cmpint (gmk_game_get_player (game, GMK_BLACK), ==, GMK_PLAYER_COMPUTER);
  {
    g_assert_true (gmk_test_wait_moves (game, 1, 30000));
  }
  g_settings_set_string (gmk_test_settings (), "black-player", "human");
  g_assert_false (gmk_ai_player_get_thinking (gmk_window_get_ai_player (window)));
  g_assert_false (gmk_game_computer_to_move (game));

  /* Display options reach the board. */
  g_settings_set_boolean (gmk_test_settings (), "show-coordinates", FALSE);
  {
    gboolean shown = TRUE;
    g_object_get (gmk_window_get_board_view (window), "show-coordinates", &shown, NULL);
    g_assert_false (shown);
  }

  gtk_window_destroy (preferences);
  gmk_test_close_window (window);
}

/* A rule has one name: the window's subtitle and the preferences' rule row
 * say the same words, every rule (ninuki was "Ninuki" in one and
 * "Ninuki-Renju" in the other). */
static void
test_rule_names_agree (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWindow *preferences;
  AdwWindowTitle *title;
  AdwComboRow *rule;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  title = ADW_WINDOW_TITLE (gmk_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE));
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_assert_true (gmk_test_wait_until (toplevel_shown, GSIZE_TO_POINTER (GMK_TYPE_PREFERENCES_WINDOW), 5000));
  preferences = gmk_test_find_toplevel (GMK_TYPE_PREFERENCES_WINDOW);
  rule = gmk_test_combo_row (preferences, "_Rule Set");

  for (int r = 0; r < GMK_N_RULES; r++)
    {
      GtkStringObject *item;
      g_autofree char *prefix = NULL;

      g_settings_set_string (gmk_test_settings (), "rule", gmk_rule_name ((GmkRule) r));
      g_assert_cmpint (gmk_game_get_rule (game), ==, r);
      item = GTK_STRING_OBJECT (adw_combo_row_get_selected_item (rule));
      prefix = g_strconcat (gtk_string_object_get_string (item), " · ", NULL);
      g_assert_cmpstr (gtk_string_object_get_string (item), ==, gmk_game_rule_title ((GmkRule) r));
      g_assert_true (g_str_has_prefix (adw_window_title_get_subtitle (title), prefix));
    }

  gtk_window_destroy (preferences);
  gmk_test_close_window (window);
}

static void
test_game_over (void)
{
  GmkWindow *window;
  GmkGame *game;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  for (int i = 0; i < 4; i++)
    {
      gmk_test_play (window, 3 + i, 7);
      gmk_test_play (window, 3 + i, 9);
    }
  g_assert_null (gmk_window_get_result_text (window));
  gmk_test_play (window, 7, 7);

  g_assert_true (gmk_game_is_over (game));
  g_assert_cmpstr (gmk_window_get_result_text (window), ==, "Black wins with five in a row");
  g_assert_false (action_enabled (window, "hint"));
  g_assert_true (action_enabled (window, "new-game"));
  {
    int line[GMK_MAX_SIZE];
    g_assert_cmpint (gmk_game_get_winning_line (game, line), ==, 5);
  }

  /* The card slides in. */
  gmk_test_run_for (400);
  g_assert_true (save_png (GTK_WIDGET (window), "game-over.png", 1));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (save_png (GTK_WIDGET (window), "game-over-dark.png", 1));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* The card steps aside for a look at the board; the result stays. */
  gmk_test_activate (window, "hide-result", NULL);
  gmk_test_run_for (400);
  g_assert_nonnull (gmk_window_get_result_text (window));
  g_assert_true (save_png (GTK_WIDGET (window), "game-over-board.png", 1));

  gmk_test_play (window, 0, 0);
  g_assert_cmpstr (gmk_window_get_last_toast (window), ==, "The game is over");

  /* Undo takes the game back into play; Play Again from the result card. */
  gmk_test_activate (window, "undo", NULL);
  g_assert_null (gmk_window_get_result_text (window));
  gmk_test_activate (window, "redo", NULL);
  g_assert_nonnull (gmk_window_get_result_text (window));
  gmk_test_activate (window, "play-again", NULL);
  g_assert_null (gmk_window_get_result_text (window));
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);

  gmk_test_close_window (window);
}

static gboolean
revealer_settled (gpointer data)
{
  GtkRevealer *revealer = data;

  return gtk_revealer_get_child_revealed (revealer) == gtk_revealer_get_reveal_child (revealer);
}

/* A five on the bottom row, where the card used to lie over the stones:
 * the card shows, and no part of it covers a cell of the winning line (nor
 * of the board, the last move's mark included). */
static void
test_result_card_leaves_board_visible (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWidget *board, *card, *revealer;
  graphene_rect_t bounds;
  int line[GMK_MAX_SIZE];
  int n_line, bottom, width;
  double x0, y0, x1, y1, cell;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  board = GTK_WIDGET (gmk_window_get_board_view (window));
  bottom = gmk_game_get_height (game) - 1;
  width = gmk_game_get_width (game);

  for (int i = 0; i < 4; i++)
    {
      gmk_test_play (window, 3 + i, bottom);
      gmk_test_play (window, 3 + i, bottom - 2);
    }
  gmk_test_play (window, 7, bottom);
  g_assert_true (gmk_game_is_over (game));
  n_line = gmk_game_get_winning_line (game, line);
  g_assert_cmpint (n_line, ==, 5);

  card = gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_RESULT_CARD);
  g_assert_nonnull (card);
  revealer = gmk_test_find_descendant (card, GTK_TYPE_REVEALER);
  g_assert_nonnull (revealer);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_true (gmk_test_wait_until (revealer_settled, revealer, 5000));
  gmk_test_wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (card));
  g_assert_true (gtk_widget_compute_bounds (card, board, &bounds));
  /* Shown, at its full height. */
  g_assert_cmpfloat (bounds.size.height, >, 20);
  g_assert_cmpfloat (bounds.size.width, >, 100);

  gmk_board_view_point_to_widget (GMK_BOARD_VIEW (board), 0, 0, &x0, &y0);
  gmk_board_view_point_to_widget (GMK_BOARD_VIEW (board), 1, 0, &x1, &y1);
  cell = x1 - x0;
  g_assert_cmpfloat (cell, >, 10);
  for (int i = 0; i < n_line; i++)
    {
      graphene_rect_t stone;
      double cx, cy;

      gmk_board_view_point_to_widget (GMK_BOARD_VIEW (board), gmk_board_x (line[i]), gmk_board_y (line[i]),
                                      &cx, &cy);
      graphene_rect_init (&stone, cx - cell / 2, cy - cell / 2, cell, cell);
      g_assert_false (graphene_rect_intersection (&bounds, &stone, NULL));
    }
  {
    graphene_rect_t cells;
    double xn, yn;

    gmk_board_view_point_to_widget (GMK_BOARD_VIEW (board), width - 1, bottom, &xn, &yn);
    graphene_rect_init (&cells, x0 - cell / 2, y0 - cell / 2, xn - x0 + cell, yn - y0 + cell);
    g_assert_false (graphene_rect_intersection (&bounds, &cells, NULL));
  }
  g_assert_true (save_png (GTK_WIDGET (window), "game-over-bottom-row.png", 1));

  gmk_test_close_window (window);
}

/* The one row marked as the move shown. */
static guint
current_row (GmkGame *game)
{
  GListModel *history = gmk_game_get_history (game);
  guint found = G_MAXUINT;

  for (guint i = 0; i < g_list_model_get_n_items (history); i++)
    {
      g_autoptr(GmkMoveItem) item = g_list_model_get_item (history, i);

      if (gmk_move_item_get_current (item))
        {
          g_assert_cmpuint (found, ==, G_MAXUINT);
          found = i;
        }
    }
  return found;
}

static gboolean
scrolled_to_end (gpointer data)
{
  GtkAdjustment *adjustment = data;

  return gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment) &&
         gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) >=
         gtk_adjustment_get_upper (adjustment) - 1;
}

/* A long game there before the window shows (restored at start): the
 * history opens on its newest move, not its first. */
static void
test_history_scrolled_at_start (void)
{
  GmkWindow *window;
  GtkWidget *scroller;
  g_autoptr(GError) error = NULL;
  int moves[48];

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  /* Stones two points apart: no line ever forms. */
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    moves[i] = gmk_board_index (2 * (i % 8), 2 * (i / 8));
  window = gmk_window_new (GTK_APPLICATION (app), gmk_test_settings ());
  g_assert_true (gmk_game_load_moves (gmk_window_get_game (window), GMK_RULE_FREESTYLE, 15, 15,
                                      moves, G_N_ELEMENTS (moves), &error));
  g_assert_no_error (error);
  gmk_test_present (window, 1000, 720);

  scroller = gtk_widget_get_ancestor (GTK_WIDGET (history_view (window)), GTK_TYPE_SCROLLED_WINDOW);
  {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
    gboolean at_end = gmk_test_wait_until (scrolled_to_end, adjustment, 5000);

    g_test_message ("history scrolled to %.0f of %.0f, %.0f shown",
                    gtk_adjustment_get_value (adjustment), gtk_adjustment_get_upper (adjustment),
                    gtk_adjustment_get_page_size (adjustment));
    g_assert_true (at_end);
  }
  gmk_test_close_window (window);
}

static void
test_history_navigation (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkListView *view;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  gmk_test_play (window, 7, 7);
  gmk_test_play (window, 8, 7);
  gmk_test_play (window, 7, 8);
  gmk_test_play (window, 8, 8);

  /* Click the history's second row. */
  view = history_view (window);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (view))), ==, 4);
  g_assert_cmpuint (current_row (game), ==, 3);

  g_signal_emit_by_name (view, "activate", 1);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 4);
  g_assert_cmpuint (current_row (game), ==, 1);
  assert_consistent (game);

  /* Undo and redo follow from there. */
  gmk_test_activate (window, "undo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  gmk_test_activate (window, "redo", NULL);
  gmk_test_activate (window, "redo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);
  g_assert_cmpuint (current_row (game), ==, 2);

  /* A different move there starts a variation: the line goes on with it. */
  gmk_test_play (window, 0, 0);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 4);
  g_assert_false (action_enabled (window, "redo"));
  assert_consistent (game);

  gmk_test_close_window (window);
}

static gboolean
hint_ready (gpointer data)
{
  const int *pv;
  return gmk_ai_player_get_hint (GMK_AI_PLAYER (data), &pv) > 0;
}

static void
test_hint (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;
  const int *pv = NULL;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);

  gmk_test_play (window, 7, 7);
  gmk_test_play (window, 8, 8);
  gmk_test_activate (window, "hint", NULL);
  g_assert_true (gmk_test_wait_until (hint_ready, ai, 30000));
  g_assert_cmpint (gmk_ai_player_get_hint (ai, &pv), >, 0);
  g_assert_cmpint (gmk_game_check (game, gmk_board_x (pv[0]), gmk_board_y (pv[0])), ==,
                   GMK_REASON_NONE);
  /* A hint plays nothing. */
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);

  /* Playing it clears it. */
  gmk_test_play (window, gmk_board_x (pv[0]), gmk_board_y (pv[0]));
  g_assert_cmpint (gmk_ai_player_get_hint (ai, &pv), ==, 0);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);

  gmk_test_close_window (window);
}

static void
test_computer_vs_computer_pause (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;
  guint n;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_settings_set_double (gmk_test_settings (), "move-time", 0.1);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);
  g_assert_true (action_enabled (window, "pause"));

  g_assert_true (gmk_test_wait_moves (game, 4, 30000));

  g_action_group_change_action_state (G_ACTION_GROUP (window), "pause", g_variant_new_boolean (TRUE));
  g_assert_true (gmk_ai_player_get_paused (ai));
  g_assert_false (gmk_ai_player_get_thinking (ai));
  n = gmk_game_get_n_moves (game);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000));
  gmk_test_run_for (400);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, n);

  /* A new game waits for the resume too (the computers play fast enough
   * that the first game may well be over by now). */
  gmk_test_activate (window, "play-again", NULL);
  gmk_test_run_for (200);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 0);
  g_assert_false (gmk_ai_player_get_thinking (ai));

  g_action_group_change_action_state (G_ACTION_GROUP (window), "pause", g_variant_new_boolean (FALSE));
  g_assert_false (gmk_ai_player_get_paused (ai));
  g_assert_true (gmk_test_wait_moves (game, 2, 30000));
  assert_consistent (game);

  gmk_test_close_window (window);
}

static gboolean
has_deep_info (gpointer data)
{
  const GmkSearchInfo *info = gmk_ai_player_get_info (GMK_AI_PLAYER (data));

  return info != NULL && info->depth >= 6 && info->pv_length >= 3;
}

static void
test_screenshot (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;
  /* A quiet, balanced freestyle opening. */
  const int opening[][2] = {
    { 7, 7 }, { 8, 8 }, { 8, 6 }, { 6, 8 }, { 9, 7 }, { 7, 9 }, { 6, 6 }, { 9, 9 },
    { 10, 8 }, { 9, 6 }, { 5, 5 },
  };
  g_autoptr(GError) error = NULL;
  int moves[G_N_ELEMENTS (opening)];

  reset_settings ();
  g_settings_set_double (gmk_test_settings (), "move-time", 4.0);
  g_settings_set_int (gmk_test_settings (), "level", GMK_MAX_LEVEL);
  g_settings_set_boolean (gmk_test_settings (), "show-move-numbers", FALSE);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);

  for (guint i = 0; i < G_N_ELEMENTS (opening); i++)
    moves[i] = gmk_board_index (opening[i][0], opening[i][1]);
  g_assert_true (gmk_game_load_moves (game, GMK_RULE_FREESTYLE, 15, 15, moves, G_N_ELEMENTS (moves), &error));
  g_assert_no_error (error);

  /* The computer (white) thinks: its expected line is on the board and
   * its figures in the sidebar. */
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_true (gmk_test_wait_until (has_deep_info, ai, 20000));
  g_assert_true (save_png (GTK_WIDGET (window), "game.png", 1));

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (save_png (GTK_WIDGET (window), "game-dark.png", 1));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* After its move, a hint for the person, with move numbers. */
  g_assert_true (gmk_test_wait_moves (game, G_N_ELEMENTS (opening) + 1, 30000));
  g_settings_set_boolean (gmk_test_settings (), "show-move-numbers", TRUE);
  gmk_test_activate (window, "hint", NULL);
  g_assert_true (gmk_test_wait_until (hint_ready, ai, 30000));
  g_assert_true (save_png (GTK_WIDGET (window), "hint.png", 1));

  /* Narrow: the sidebar folds away and the board keeps the width. */
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 640);
  g_assert_true (gmk_test_wait_until (board_fills_width, window, 5000));
  /* The narrow header says whose turn it is, not the rules and size. */
  g_assert_true (gmk_test_wait_until (subtitle_is_state_alone,
                                      gmk_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE),
                                      5000));
  g_assert_true (save_png (GTK_WIDGET (window), "narrow.png", 1));

  gmk_test_close_window (window);
}

/* Under GDK_SCALE=2 (the app-scale-2 test): stones, grid, numbers, a
 * forbidden point and a hint's line drawn for a HiDPI screen. */
static void
test_screenshot_scale_2 (void)
{
  GmkWindow *window;
  GmkAiPlayer *ai;
  GtkWidget *board;
  int scale;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  g_settings_set_string (gmk_test_settings (), "rule", "renju");
  g_settings_set_boolean (gmk_test_settings (), "show-move-numbers", TRUE);
  g_settings_set_boolean (gmk_test_settings (), "sidebar-visible", FALSE);
  window = gmk_window_new (GTK_APPLICATION (app), gmk_test_settings ());
  gmk_test_present (window, 560, 600);
  ai = gmk_window_get_ai_player (window);
  board = GTK_WIDGET (gmk_window_get_board_view (window));
  scale = gtk_widget_get_scale_factor (GTK_WIDGET (window));
  if (scale != 2)
    {
      gmk_test_close_window (window);
      g_test_skip ("the display is not at scale 2 (the app-scale-2 test sets GDK_SCALE=2)");
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (double_three); i++)
    gmk_test_play (window, double_three[i][0], double_three[i][1]);
  gmk_test_activate (window, "hint", NULL);
  g_assert_true (gmk_test_wait_until (hint_ready, ai, 30000));

  g_assert_true (save_png (GTK_WIDGET (window), "game-scale-2.png", scale));
  /* The board alone, drawn as for export at the screen's scale. */
  {
    g_autoptr(GdkTexture) texture = gmk_board_view_render (GMK_BOARD_VIEW (board),
                                                           gtk_widget_get_width (board),
                                                           gtk_widget_get_height (board), scale);

    g_autofree char *path = g_build_filename (g_getenv ("GMK_ARTIFACTS_DIR") ? g_getenv ("GMK_ARTIFACTS_DIR") : ".",
                                              "board-scale-2.png", NULL);

    g_assert_cmpint (gdk_texture_get_width (texture), ==, gtk_widget_get_width (board) * 2);
    g_assert_cmpuint (gmk_test_count_colours (texture), >, 50);
    g_assert_true (gdk_texture_save_to_png (texture, path));
  }

  gmk_test_close_window (window);
}

static void
test_keyboard_play (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWidget *board;
  int x, y;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  board = GTK_WIDGET (gmk_window_get_board_view (window));

  gtk_widget_grab_focus (board);
  /* The first key shows the cursor in the centre; the next ones move it. */
  g_assert_true (gtk_widget_activate_action (board, "board.move-cursor", "(ii)", -1, 0));
  gmk_board_view_get_cursor (GMK_BOARD_VIEW (board), &x, &y);
  g_assert_cmpint (x, ==, 7);
  g_assert_cmpint (y, ==, 7);
  g_assert_nonnull (strstr (gmk_board_view_get_description (GMK_BOARD_VIEW (board)), "Cursor on h8"));
  g_assert_cmpstr (gmk_board_view_get_label (GMK_BOARD_VIEW (board)), ==, "Board, h8, empty");
  gtk_widget_activate_action (board, "board.move-cursor", "(ii)", -1, 0);
  gtk_widget_activate_action (board, "board.move-cursor", "(ii)", -1, 0);
  gtk_widget_activate_action (board, "board.move-cursor", "(ii)", 0, 1);
  gtk_widget_activate_action (board, "board.play-cursor", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (gmk_game_get_move (game, 0), ==, gmk_board_index (5, 8));
  g_assert_nonnull (strstr (gmk_board_view_get_description (GMK_BOARD_VIEW (board)),
                            "Move 1: Black played f7"));

  /* The cursor stops at the edge. */
  for (int i = 0; i < 30; i++)
    gtk_widget_activate_action (board, "board.move-cursor", "(ii)", 1, -1);
  gmk_board_view_get_cursor (GMK_BOARD_VIEW (board), &x, &y);
  g_assert_cmpint (x, ==, 14);
  g_assert_cmpint (y, ==, 0);
  gtk_widget_activate_action (board, "board.play-cursor", NULL);
  g_assert_cmpint (gmk_game_get_move (game, 1), ==, gmk_board_index (14, 0));

  /* Playing on a stone is refused with the reason. */
  gmk_board_view_set_cursor (GMK_BOARD_VIEW (board), 5, 8);
  gtk_widget_activate_action (board, "board.play-cursor", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "f7"));

  gmk_test_close_window (window);
}

/* What the board's accessible name and description say, as assistive
 * technologies read them (GTK's test context), after every change. */
static void
assert_board_says (GtkWidget  *board,
                   const char *label,
                   const char *in_description)
{
  g_autofree char *wrong = NULL;

  g_assert_cmpstr (gmk_board_view_get_label (GMK_BOARD_VIEW (board)), ==, label);
  wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (board),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  g_assert_null (wrong);
  g_assert_nonnull (strstr (gmk_board_view_get_description (GMK_BOARD_VIEW (board)),
                            in_description));
  g_clear_pointer (&wrong, g_free);
  wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (board),
                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                              gmk_board_view_get_description (GMK_BOARD_VIEW (board)));
  g_assert_null (wrong);
}

static void
test_board_accessible (void)
{
  GmkWindow *window;
  GtkWidget *board;
  const char *moves[] = { "h8", "j10", "i8", "a1", "j8", "o15", "k8", "b2" };

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  window = gmk_test_open_window ();
  board = GTK_WIDGET (gmk_window_get_board_view (window));
  assert_board_says (board, "Board, Black to move", "Black to move.");

  /* Every move, by either side, changes the name. */
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      const char *by = i % 2 == 0 ? "Black" : "White";
      const char *next = i % 2 == 0 ? "White" : "Black";
      g_autofree char *label = g_strdup_printf ("Board, %s played %s, %s to move", by, moves[i], next);
      g_autofree char *move = g_strdup_printf ("Move %u: %s played %s. %s to move.", i + 1, by,
                                               moves[i], next);
      int x, y;

      g_assert_true (gmk_notation_parse (moves[i], 15, 15, &x, &y));
      gmk_test_play (window, x, y);
      assert_board_says (board, label, move);
    }

  /* The keyboard cursor: where it is and what is there. */
  gtk_widget_grab_focus (board);
  gtk_widget_activate_action (board, "board.move-cursor", "(ii)", 0, 0);
  gmk_board_view_set_cursor (GMK_BOARD_VIEW (board), 7, 7);
  assert_board_says (board, "Board, h8, black stone", "Cursor on h8, black stone.");
  gtk_widget_activate_action (board, "board.move-cursor", "(ii)", 0, -1);
  assert_board_says (board, "Board, h9, empty", "Cursor on h9, empty.");

  /* Undo is a change too; then the move that wins. */
  gmk_test_activate (window, "undo", NULL);
  assert_board_says (board, "Board, Black played k8, White to move", "Move 7: Black played k8.");
  gmk_test_play (window, 0, 0);
  gmk_test_play (window, 11, 7);
  assert_board_says (board, "Board, Black wins with five in a row",
                     "Black wins with five in a row.");

  gmk_test_close_window (window);
}

typedef struct {
  gint64 start;
  gint64 last;
  gint64 last_queued;
  gint64 worst;         /* the longest gap less its time waiting for a core */
  gint64 worst_wall;
  gint64 worst_queued;
  gint64 worst_at;      /* when it ended, from the first tick */
  gint64 queued;        /* all the time the main thread waited for a core */
  guint  ticks;
} Gaps;

/* Microseconds the calling thread spent ready to run but waiting for a
 * core (the second field of the kernel's schedstat), 0 where the kernel
 * does not say.  Other programs loading the machine make the main loop
 * wait for a core; that is not the window's doing, a lock or work on the
 * main thread would be. */
static gint64
thread_queued_us (void)
{
  g_autofree char *text = NULL;
  guint64 run_ns, wait_ns;

  if (!g_file_get_contents ("/proc/thread-self/schedstat", &text, NULL, NULL) ||
      sscanf (text, "%" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT, &run_ns, &wait_ns) != 2)
    return 0;
  return (gint64) (wait_ns / 1000);
}

static gboolean
on_tick (gpointer data)
{
  Gaps *gaps = data;
  gint64 now = g_get_monotonic_time ();
  gint64 queued = thread_queued_us ();

  if (gaps->last != 0)
    {
      gint64 wall = now - gaps->last;
      gint64 waited = queued - gaps->last_queued;

      if (wall > 50000)
        g_test_message ("gap of %.1f ms at %.0f ms, %.1f ms of it waiting for a core",
                        wall / 1000.0, (now - gaps->start) / 1000.0, waited / 1000.0);
      if (wall - waited > gaps->worst)
        {
          gaps->worst = wall - waited;
          gaps->worst_wall = wall;
          gaps->worst_queued = waited;
          gaps->worst_at = now - gaps->start;
        }
      gaps->queued += waited;
    }
  else
    gaps->start = now;
  gaps->last = now;
  gaps->last_queued = queued;
  gaps->ticks++;
  return G_SOURCE_CONTINUE;
}

typedef struct {
  guint  tick;          /* of the search's measure, until its answer */
  gint64 begun;
  gint64 handled_us;    /* the window's handlers of the answer, all told */
} Answer;

static void
on_answer_begins (GmkGame *game,
                  Answer  *answer)
{
  g_clear_handle_id (&answer->tick, g_source_remove);
  answer->begun = g_get_monotonic_time ();
}

static void
on_answer_handled (GmkGame *game,
                   Answer  *answer)
{
  answer->handled_us = g_get_monotonic_time () - answer->begun;
}

static void
report_gaps (const char *when,
             const Gaps *gaps)
{
  g_test_message ("worst main-loop gap %s: %.1f ms (%.1f ms on the clock, "
                  "%.1f ms of it waiting for a core, at %.0f ms) over %u ticks in %.0f ms, "
                  "%.0f ms waiting for a core in all",
                  when, gaps->worst / 1000.0, gaps->worst_wall / 1000.0, gaps->worst_queued / 1000.0,
                  gaps->worst_at / 1000.0, gaps->ticks, (gaps->last - gaps->start) / 1000.0,
                  gaps->queued / 1000.0);
}

static gboolean
review_finished (gpointer data)
{
  return !gmk_review_panel_get_running (data);
}

/* The main loop's worst gap while the computer searches, against the same
 * window with nothing running: the difference is what the search and its
 * progress reports cost the main thread. */
static void
test_main_loop_stays_responsive (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;
  Gaps idle = { 0 }, searching = { 0 };
  Answer answer;
  guint tick;
  gint64 search_ms;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  g_settings_set_int (gmk_test_settings (), "level", GMK_MAX_LEVEL);
  g_settings_set_double (gmk_test_settings (), "move-time", 2.0);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);

  /* An open position with no forced win for either side (black, to move,
   * stands a little worse), so the search has work for its whole budget:
   * in a position it can prove it stops early, and on a slow machine too
   * few ticks fell inside the search to measure the gaps. */
  {
    const int opening[][2] = { { 7, 7 }, { 8, 8 }, { 2, 12 }, { 7, 8 }, { 12, 2 }, { 1, 1 } };
    int moves[G_N_ELEMENTS (opening)];
    g_autoptr(GError) error = NULL;

    for (guint i = 0; i < G_N_ELEMENTS (opening); i++)
      moves[i] = gmk_board_index (opening[i][0], opening[i][1]);
    g_assert_true (gmk_game_load_moves (game, GMK_RULE_FREESTYLE, 15, 15, moves,
                                        G_N_ELEMENTS (moves), &error));
  }
  g_assert_true (gmk_test_wait_until (gmk_test_ai_thinking, ai, 5000));
  /* The new position's own frame is no work of the search. */
  gmk_test_wait_frame (GTK_WIDGET (window));
  g_assert_true (gmk_ai_player_get_thinking (ai));
  /* The gaps below leave out the time the main thread waited for a core,
   * which other programs on a loaded machine cause.  That is fair only
   * because the search itself leaves a core to the window. */
  if (g_get_num_processors () > 1)
    g_assert_cmpint (gmk_ai_player_get_search_threads (ai), <, (int) g_get_num_processors ());

  /* The search's part ends where its answer is played: what the window
   * does with a new position (the board, the history, the autosave) is
   * the move's work, measured apart. */
  answer = (Answer) { .tick = g_timeout_add (10, on_tick, &searching) };
  g_signal_connect (game, "position-changed", G_CALLBACK (on_answer_begins), &answer);
  g_signal_connect_after (game, "position-changed", G_CALLBACK (on_answer_handled), &answer);
  g_assert_true (gmk_test_wait_moves (game, 7, 30000));
  g_signal_handlers_disconnect_by_data (game, &answer);
  g_assert_cmpuint (answer.tick, ==, 0);
  search_ms = (searching.last - searching.start) / 1000;

  /* The same window, the person to move, nothing searching: as long. */
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000));
  g_assert_false (gmk_ai_player_get_thinking (ai));
  gmk_test_wait_frame (GTK_WIDGET (window));
  tick = g_timeout_add (10, on_tick, &idle);
  gmk_test_run_for (MAX (search_ms, 1000));
  g_source_remove (tick);

  report_gaps ("with no search", &idle);
  report_gaps ("while searching", &searching);
  g_test_message ("the search adds %.1f ms to the worst gap; playing its answer took %.1f ms",
                  (searching.worst - idle.worst) / 1000.0, answer.handled_us / 1000.0);
  g_assert_cmpuint (searching.ticks, >, 5);
  g_assert_cmpuint (idle.ticks, >, 5);
  /* Loose bounds, so a loaded machine does not fail it; the figures
   * themselves are what to watch. */
  g_assert_cmpint (idle.worst, <, 100 * 1000);
  g_assert_cmpint (searching.worst, <, 100 * 1000);
  g_assert_cmpint (answer.handled_us, <, 100 * 1000);

  /* Review Game searches every position in the background: the window
   * keeps the same pace throughout. */
  {
    GmkReviewPanel *panel = GMK_REVIEW_PANEL (gmk_test_find_descendant (GTK_WIDGET (window),
                                                                         GMK_TYPE_REVIEW_PANEL));
    Gaps reviewing = { 0 };

    g_settings_set_double (gmk_test_settings (), "move-time", 0.5);
    gmk_test_activate (window, "review-game", NULL);
    g_assert_true (gmk_review_panel_get_running (panel));
    gmk_test_wait_frame (GTK_WIDGET (window));
    tick = g_timeout_add (10, on_tick, &reviewing);
    g_assert_true (gmk_test_wait_until (review_finished, panel, 60000));
    g_source_remove (tick);
    report_gaps ("while reviewing", &reviewing);
    g_test_message ("the review adds %.1f ms to the worst gap",
                    (reviewing.worst - idle.worst) / 1000.0);
    g_assert_cmpuint (reviewing.ticks, >, 5);
    g_assert_cmpint (reviewing.worst, <, 100 * 1000);
  }

  gmk_test_close_window (window);
}

/* A history row says its move, to the eye and to assistive technologies,
 * follows the move's state, and lets go of it when unbound. */
static void
test_history_row (void)
{
  GtkWidget *row = g_object_ref_sink (gmk_history_row_new ());
  g_autoptr(GmkMoveItem) item = gmk_move_item_new (12, GMK_WHITE, 7, 7, 15, 2);
  g_autoptr(GString) texts = g_string_new ("\n");
  g_autofree char *wrong = NULL;

  gmk_history_row_set_item (GMK_HISTORY_ROW (row), item);
  append_label_texts (row, texts);
  g_assert_cmpstr (texts->str, ==, "\n12.\nh8\n×2\n");
  wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, "12. White h8");
  g_assert_null (wrong);

  gmk_move_item_set_current (item, TRUE);
  g_assert_true (gtk_widget_has_css_class (row, "current-move"));
  gmk_move_item_set_current (item, FALSE);
  g_assert_false (gtk_widget_has_css_class (row, "current-move"));
  gmk_move_item_set_future (item, TRUE);
  g_assert_cmpfloat (gtk_widget_get_opacity (row), <, 1.0);

  gmk_history_row_set_item (GMK_HISTORY_ROW (row), NULL);
  gmk_move_item_set_future (item, FALSE);
  g_assert_cmpfloat (gtk_widget_get_opacity (row), <, 1.0);
  g_object_unref (row);
}

/* The statistics show captures under capture rules, and the engine's
 * figures only while the analysis is shown and a computer plays. */
static void
test_stats_panel (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_PENTE, 15, 15);
  g_autoptr(GmkAiPlayer) ai = NULL;
  GtkWidget *panel = g_object_ref_sink (gmk_stats_panel_new ());
  g_autoptr(GString) texts = g_string_new ("\n");

  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_COMPUTER);
  ai = gmk_ai_player_new (game);
  gmk_stats_panel_set_ai_player (GMK_STATS_PANEL (panel), ai);
  append_label_texts (panel, texts);
  g_assert_nonnull (strstr (texts->str, "\nPlayer\nHuman\nComputer\nStrength\n—\n"));
  g_assert_nonnull (strstr (texts->str, "\nCaptured pairs\n0 / 5\n0 / 5\n"));
  g_assert_nonnull (strstr (texts->str, "\nWinning chance\n—\n—\n"));

  gmk_stats_panel_set_show_analysis (GMK_STATS_PANEL (panel), FALSE);
  g_string_assign (texts, "\n");
  append_label_texts (panel, texts);
  g_assert_null (strstr (texts->str, "\nWinning chance\n"));
  g_assert_nonnull (strstr (texts->str, "\nStrength\n"));

  gmk_stats_panel_set_ai_player (GMK_STATS_PANEL (panel), NULL);
  g_object_unref (panel);
}

/* ---- watching the computers -------------------------------------------- */

static void
set_paused (GmkWindow *window,
            gboolean   paused)
{
  g_action_group_change_action_state (G_ACTION_GROUP (window), "pause",
                                      g_variant_new_boolean (paused));
}

static const char *
window_subtitle (GmkWindow *window)
{
  GtkWidget *title = gmk_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);

  g_assert_nonnull (title);
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

/* The computers wait at the shown position, and the window says so. */
static void
assert_held (GmkWindow *window)
{
  GmkGame *game = gmk_window_get_game (window);
  GmkAiPlayer *ai = gmk_window_get_ai_player (window);
  g_autoptr(GVariant) state = NULL;
  guint n = gmk_game_get_n_moves (game);

  g_assert_true (gmk_ai_player_get_paused (ai));
  g_assert_false (gmk_ai_player_get_thinking (ai));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "pause");
  g_assert_true (g_variant_get_boolean (state));
  g_assert_nonnull (strstr (window_subtitle (window), "Paused"));
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000));
  gmk_test_run_for (300);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, n);
}

typedef struct {
  GmkGame *game;
  guint    from;
} PlayedOn;

static gboolean
played_on (gpointer data)
{
  PlayedOn *on = data;
  guint n = gmk_game_get_n_moves (on->game);

  /* Two moves, or fewer that end the game. */
  return n >= on->from + 2 || (n > on->from && gmk_game_is_over (on->game));
}

/* Resume: the computers play on from the shown position. */
static void
assert_resumes (GmkWindow *window)
{
  GmkGame *game = gmk_window_get_game (window);
  PlayedOn on = { game, gmk_game_get_n_moves (game) };

  set_paused (window, FALSE);
  g_assert_false (gmk_ai_player_get_paused (gmk_window_get_ai_player (window)));
  g_assert_true (gmk_test_wait_until (played_on, &on, 30000));
  assert_consistent (game);
}

/* Undo or a click in the history of a computer game used to stop it for
 * good: the computer never moves where there are moves to redo, and
 * Resume could not get past that.  Now looking back pauses the game there
 * and Resume plays on from it. */
static void
test_computer_vs_computer_looking_back (void)
{
  GmkWindow *window;
  GmkGame *game;
  guint n;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_settings_set_double (gmk_test_settings (), "move-time", 0.1);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  /* Undo while they play. */
  g_assert_true (gmk_test_wait_moves (game, 6, 30000));
  n = gmk_game_get_n_moves (game);
  gmk_test_activate (window, "undo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, n - 1);
  g_assert_true (action_enabled (window, "redo"));
  assert_held (window);
  assert_resumes (window);

  /* A click in the history, while they play or once the game is over. */
  g_signal_emit_by_name (history_view (window), "activate", 1);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  assert_held (window);
  assert_resumes (window);

  /* Pause, Undo while paused, Resume. */
  set_paused (window, TRUE);
  assert_held (window);
  if (gmk_game_can_undo (game))
    gmk_test_activate (window, "undo", NULL);
  assert_held (window);
  assert_resumes (window);

  gmk_test_close_window (window);
}

static void
on_move_shown (GmkGame *game,
               GArray  *times)
{
  gint64 now = g_get_monotonic_time ();

  g_array_append_val (times, now);
}

/* Between two computers each move stays on screen for the pace at least,
 * although the computers find their moves far sooner, and the main loop
 * runs on meanwhile; Pause stops the wait. */
static void
test_computer_vs_computer_pace (void)
{
  const double pace = 0.5;
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint n;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_settings_set_double (gmk_test_settings (), "move-time", 0.1);
  g_settings_set_double (gmk_test_settings (), "computer-pace", pace);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);
  g_assert_cmpfloat (gmk_ai_player_get_pace (ai), ==, pace);
  g_signal_connect (game, "position-changed", G_CALLBACK (on_move_shown), times);

  g_assert_true (gmk_test_wait_moves (game, 5, 30000));
  g_signal_handlers_disconnect_by_data (game, times);
  g_assert_cmpuint (times->len, >=, 2);
  for (guint i = 1; i < times->len; i++)
    {
      gint64 shown_us = g_array_index (times, gint64, i) - g_array_index (times, gint64, i - 1);

      g_test_message ("move %u shown for %.3f s", i, shown_us / 1e6);
      g_assert_cmpint (shown_us, >=, (gint64) (0.9 * pace * G_USEC_PER_SEC));
    }

  /* Pause in the middle of a wait: the move found is not played. */
  g_assert_true (gmk_test_wait_moves (game, gmk_game_get_n_moves (game) + 1, 30000));
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000));
  g_assert_true (gmk_ai_player_get_thinking (ai));
  set_paused (window, TRUE);
  n = gmk_game_get_n_moves (game);
  gmk_test_run_for (2 * pace * 1000);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, n);

  /* A computer answering a person does not wait. */
  set_paused (window, FALSE);
  g_settings_set_string (gmk_test_settings (), "black-player", "human");
  g_settings_set_double (gmk_test_settings (), "computer-pace", 10.0);
  gmk_test_activate (window, "play-again", NULL);
  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_moves (game, 2, 5000));

  gmk_test_close_window (window);
}

/* The first widget below root that activates that action. */
static GtkWidget *
find_action_widget (GtkWidget  *root,
                    const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_ACTIONABLE (child) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      if ((found = find_action_widget (child, action)) != NULL)
        return found;
    }
  return NULL;
}

/* Move Now plays the best move found so far at once: in the middle of a
 * long search, and while a computer game holds a move for its pace. */
static void
test_move_now (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;
  GtkWidget *button;
  gint64 start, took_ms;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", 8);
  g_settings_set_double (gmk_test_settings (), "move-time", 30.0);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);
  g_assert_false (action_enabled (window, "move-now"));

  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_thinking, ai, 5000));
  gmk_test_run_for (500);
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_true (action_enabled (window, "move-now"));
  button = find_action_widget (GTK_WIDGET (window), "win.move-now");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  start = g_get_monotonic_time ();
  gmk_test_activate (window, "move-now", NULL);
  g_assert_true (gmk_test_wait_moves (game, 2, 20000));
  took_ms = (g_get_monotonic_time () - start) / 1000;
  g_test_message ("moved %" G_GINT64_FORMAT " ms after Move Now, budget 30 s", took_ms);
  g_assert_cmpint (took_ms, <, 2000);
  g_assert_false (gmk_ai_player_get_thinking (ai));
  g_assert_false (action_enabled (window, "move-now"));
  g_assert_false (gtk_widget_get_visible (button));
  assert_consistent (game);

  /* Between computers, a move held for a pace of 10 s. */
  g_settings_set_int (gmk_test_settings (), "level", 1);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.1);
  g_settings_set_double (gmk_test_settings (), "computer-pace", 10.0);
  g_settings_set_string (gmk_test_settings (), "white-player", "computer");
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  gmk_test_activate (window, "play-again", NULL);
  g_assert_true (gmk_test_wait_until (gmk_test_ai_thinking, ai, 5000));
  g_assert_true (gmk_test_wait_until (gmk_test_ai_idle, NULL, 20000));
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 0);
  start = g_get_monotonic_time ();
  gmk_test_activate (window, "move-now", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  took_ms = (g_get_monotonic_time () - start) / 1000;
  g_assert_cmpint (took_ms, <, 2000);
  assert_consistent (game);

  gmk_test_close_window (window);
}

static char *
sidebar_texts (GmkWindow *window)
{
  GString *texts = g_string_new ("\n");

  append_label_texts (GTK_WIDGET (window), texts);
  return g_string_free (texts, FALSE);
}

/* Neither column shows an evaluation, and no expected line is shown. */
static void
assert_no_evaluation (GmkWindow *window)
{
  g_autofree char *texts = sidebar_texts (window);

  if (strstr (texts, "\nEvaluation\n—\n—\n") == NULL ||
      strstr (texts, "\nWinning chance\n—\n—\n") == NULL ||
      strstr (texts, "Expected line") != NULL)
    g_error ("stale figures in the sidebar:%s", texts);
}

static gboolean
white_has_evaluation (gpointer window)
{
  g_autofree char *texts = sidebar_texts (window);

  return strstr (texts, "\nEvaluation\n—\n—\n") == NULL &&
         !gmk_ai_player_get_thinking (gmk_window_get_ai_player (window));
}

/* The sidebar shows no value of a position that is not the one shown:
 * after Undo, after a search cancelled by Pause, once the game is over. */
static void
test_stats_not_stale (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;

  reset_settings ();
  g_settings_set_int (gmk_test_settings (), "level", 4);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.3);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);
  ai = gmk_window_get_ai_player (window);

  /* White's answer is evaluated; Undo takes it back, and its figures. */
  gmk_test_play (window, 7, 7);
  g_assert_true (gmk_test_wait_moves (game, 2, 30000));
  g_assert_true (gmk_test_wait_until (white_has_evaluation, window, 5000));
  gmk_test_activate (window, "undo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 0);
  assert_no_evaluation (window);

  /* Computer against computer at full strength: Black's opening is no
   * search, White's is cancelled by Pause while it runs. */
  g_settings_set_int (gmk_test_settings (), "level", 8);
  g_settings_set_double (gmk_test_settings (), "move-time", 30.0);
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  /* Made a computer game while looking back (after Undo), it paused. */
  g_assert_true (gmk_ai_player_get_paused (ai));
  gmk_test_activate (window, "play-again", NULL);
  set_paused (window, FALSE);
  g_assert_true (gmk_test_wait_moves (game, 1, 30000));
  g_assert_true (gmk_test_wait_until (has_deep_info, ai, 20000));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  set_paused (window, TRUE);
  g_assert_false (gmk_ai_player_get_thinking (ai));
  assert_no_evaluation (window);

  /* The end of a quick game: no "Wins in 1" after the win. */
  g_settings_set_int (gmk_test_settings (), "level", 1);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.1);
  set_paused (window, FALSE);
  gmk_test_activate (window, "play-again", NULL);
  g_assert_true (gmk_test_wait_until (game_over, game, 60000));
  assert_no_evaluation (window);

  gmk_test_close_window (window);
}

/* Facing an open four the computer has lost whatever it plays; it still
 * blocks one end, as a person would, rather than playing anywhere. */
static void
test_lost_computer_blocks (void)
{
  /* Black 2 2, White f8 g8 h8 i8 open at e8 and j8; Black to move. */
  static const int stones[][2] = {
    { 2, 2 }, { 5, 7 }, { 12, 12 }, { 6, 7 }, { 2, 12 }, { 7, 7 }, { 12, 2 }, { 8, 7 },
  };
  int moves[G_N_ELEMENTS (stones)];
  g_autoptr(GError) error = NULL;
  GmkWindow *window;
  GmkGame *game;
  int answer;

  reset_settings ();
  g_settings_set_string (gmk_test_settings (), "black-player", "computer");
  g_settings_set_string (gmk_test_settings (), "white-player", "human");
  g_settings_set_int (gmk_test_settings (), "level", 5);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.5);
  window = gmk_test_open_window ();
  game = gmk_window_get_game (window);

  for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
    moves[i] = gmk_board_index (stones[i][0], stones[i][1]);
  g_assert_true (gmk_game_load_moves (game, GMK_RULE_FREESTYLE, 15, 15, moves,
                                      G_N_ELEMENTS (moves), &error));
  g_assert_no_error (error);
  g_assert_true (gmk_test_wait_moves (game, G_N_ELEMENTS (stones) + 1, 30000));
  answer = gmk_game_get_move (game, G_N_ELEMENTS (stones));
  g_assert_true (answer == gmk_board_index (4, 7) || answer == gmk_board_index (9, 7));

  gmk_test_close_window (window);
}

/* The spin button of the pace in Preferences: the one from 0 to 10. */
static GtkSpinButton *
find_pace_spin_button (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkSpinButton *found;

      if (GTK_IS_SPIN_BUTTON (child))
        {
          GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (child));

          if (gtk_adjustment_get_lower (adjustment) == 0.0 &&
              gtk_adjustment_get_upper (adjustment) == 10.0)
            return GTK_SPIN_BUTTON (child);
        }
      if ((found = find_pace_spin_button (child)) != NULL)
        return found;
    }
  return NULL;
}

/* Preferences set the pace by half seconds, and the computers follow. */
static void
test_preferences_pace (void)
{
  GmkWindow *window;
  GtkWindow *preferences;
  GtkSpinButton *spin;

  reset_settings ();
  g_settings_reset (gmk_test_settings (), "computer-pace");
  window = gmk_test_open_window ();
  g_assert_cmpfloat (gmk_ai_player_get_pace (gmk_window_get_ai_player (window)), ==, 1.0);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_assert_true (gmk_test_wait_until (toplevel_shown, GSIZE_TO_POINTER (GMK_TYPE_PREFERENCES_WINDOW), 5000));
  preferences = gmk_test_find_toplevel (GMK_TYPE_PREFERENCES_WINDOW);
  spin = find_pace_spin_button (GTK_WIDGET (preferences));
  g_assert_nonnull (spin);
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 1.0);
  gtk_spin_button_spin (spin, GTK_SPIN_STEP_FORWARD, 0.0);
  g_assert_cmpfloat (g_settings_get_double (gmk_test_settings (), "computer-pace"), ==, 1.5);
  g_assert_cmpfloat (gmk_ai_player_get_pace (gmk_window_get_ai_player (window)), ==, 1.5);

  gtk_window_destroy (preferences);
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
  app = gmk_test_app_new (APPLICATION_ID ".Test");

  g_test_add_func ("/app/open-window", test_open_window);
  g_test_add_func ("/app/human-move-computer-answers", test_human_move_computer_answers);
  g_test_add_func ("/app/computer-opens", test_computer_opens);
  g_test_add_func ("/app/undo-while-thinking", test_undo_while_thinking);
  g_test_add_func ("/app/forbidden-move-toast", test_forbidden_move_toast);
  g_test_add_func ("/app/preferences-change-rules", test_preferences_change_rules);
  g_test_add_func ("/app/rule-names-agree", test_rule_names_agree);
  g_test_add_func ("/app/game-over", test_game_over);
  g_test_add_func ("/app/result-card-leaves-board-visible", test_result_card_leaves_board_visible);
  g_test_add_func ("/app/history-navigation", test_history_navigation);
  g_test_add_func ("/app/history-scrolled-at-start", test_history_scrolled_at_start);
  g_test_add_func ("/app/history-row", test_history_row);
  g_test_add_func ("/app/stats-panel", test_stats_panel);
  g_test_add_func ("/app/hint", test_hint);
  g_test_add_func ("/app/computer-vs-computer-pause", test_computer_vs_computer_pause);
  g_test_add_func ("/app/computer-games-every-rule", test_computer_games_every_rule);
  g_test_add_func ("/app/keyboard-play", test_keyboard_play);
  g_test_add_func ("/app/board-accessible", test_board_accessible);
  g_test_add_func ("/app/screenshot", test_screenshot);
  g_test_add_func ("/app/screenshot-scale-2", test_screenshot_scale_2);
  g_test_add_func ("/app/main-loop-stays-responsive", test_main_loop_stays_responsive);
  g_test_add_func ("/app/computer-vs-computer-looking-back", test_computer_vs_computer_looking_back);
  g_test_add_func ("/app/computer-vs-computer-pace", test_computer_vs_computer_pace);
  g_test_add_func ("/app/preferences-pace", test_preferences_pace);
  g_test_add_func ("/app/move-now", test_move_now);
  g_test_add_func ("/app/stats-not-stale", test_stats_not_stale);
  g_test_add_func ("/app/lost-computer-blocks", test_lost_computer_blocks);

  status = g_test_run ();

  gmk_test_app_free (app);

  return status;
}
