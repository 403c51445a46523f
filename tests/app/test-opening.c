/* test-opening.c: opening rules in the application — the New Game
 * dialog's choice, the guide above the board, the computer's part in a
 * swap2 and a Taraguchi-10 opening, refusals and the autosave.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drives real windows as a person does (the window's "play" action is a
 * click on the board, the guide's buttons are clicked); the computer acts
 * through GmkAiOpening and GmkAiPlayer as in the application.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gmk-ai-player.h"
#include "gmk-autosave.h"
#include "gmk-autosave-offers.h"
#include "gmk-balanced-openings.h"
#include "gmk-game-opening.h"
#include "gmk-new-game-dialog.h"
#include "gmk-opening-bar.h"
#include "gmk-status-line.h"
#include "gmk-test-window.h"

static GmkApplication *app;
static char *tmp_dir;

/* ---- helpers ----------------------------------------------------------- */

static void
reset_settings (const char *rule,
                const char *opening,
                const char *black,
                const char *white)
{
  gmk_test_reset_settings (gmk_test_settings ());
  g_settings_set_string (gmk_test_settings (), "rule", rule);
  g_settings_set_string (gmk_test_settings (), "opening-rule", opening);
  g_settings_set_string (gmk_test_settings (), "black-player", black);
  g_settings_set_string (gmk_test_settings (), "white-player", white);
  g_settings_set_int (gmk_test_settings (), "level", 2);
  g_settings_set_double (gmk_test_settings (), "move-time", 0.2);
}

static gboolean
is_type (GtkWidget  *widget,
         const char *type_name)
{
  return g_strcmp0 (G_OBJECT_TYPE_NAME (widget), type_name) == 0;
}

static GmkOpeningBar *
opening_bar (GmkWindow *window)
{
  GtkWidget *bar = gmk_test_find_widget (GTK_WIDGET (window), is_type, "GmkOpeningBar");

  g_assert_nonnull (bar);
  return GMK_OPENING_BAR (bar);
}

/* Clicks a button of the guide, which must be shown and sensitive. */
static void
click (GtkWidget  *root,
       const char *label)
{
  GtkWidget *button = gmk_test_find_widget (root, gmk_test_is_button_labelled, label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  if (GTK_IS_TOGGLE_BUTTON (button))
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  else
    g_signal_emit_by_name (button, "clicked");
}

/* The status line above the board. */
static const char *
status_text (GmkWindow *window)
{
  GtkWidget *line = gmk_test_find_widget (GTK_WIDGET (window), is_type, "GmkStatusLine");

  g_assert_nonnull (line);
  return gmk_status_line_get_text (GMK_STATUS_LINE (line));
}

/* The header's subtitle ends with the state: "Freestyle · 15 × 15 ·
 * White chooses a colour" (the state alone in a narrow window). */
static void
assert_title_state (GmkWindow  *window,
                    const char *state)
{
  GtkWidget *title = gmk_test_find_widget (GTK_WIDGET (window), is_type, "AdwWindowTitle");
  const char *subtitle;

  g_assert_nonnull (title);
  subtitle = adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
  if (!g_str_has_suffix (subtitle, state))
    g_error ("The title says “%s”, not “%s”", subtitle, state);
}

static gboolean
button_shown (GtkWidget  *root,
              const char *label)
{
  GtkWidget *button = gmk_test_find_widget (root, gmk_test_is_button_labelled, label);

  return button != NULL && gtk_widget_is_visible (button);
}

/* The fifth moves on the board, as the game hands them out: Black's
 * stones at `points`, numbered from 1, and nothing else. */
static void
assert_offer_marks (GmkWindow *window,
                    const int *points,
                    int        n)
{
  GmkBoardMark marks[GMK_OPENING_MAX_OFFERS];
  const GmkBoardMark *shown;
  int n_shown = -1;

  g_assert_cmpint (gmk_game_opening_get_marks (gmk_window_get_game (window), marks), ==, n);
  shown = gmk_board_view_get_marks (gmk_window_get_board_view (window), &n_shown);
  g_assert_cmpint (n_shown, ==, n);
  for (int i = 0; i < n; i++)
    {
      char number[8];

      g_snprintf (number, sizeof number, "%d", i + 1);
      g_assert_cmpint (marks[i].cell, ==, points[i]);
      g_assert_cmpint (marks[i].color, ==, GMK_BLACK);
      g_assert_false (marks[i].ringed);
      g_assert_cmpstr (marks[i].text, ==, number);
      g_assert_cmpint (shown[i].cell, ==, marks[i].cell);
      g_assert_cmpint (shown[i].color, ==, marks[i].color);
      g_assert_cmpstr (shown[i].text, ==, marks[i].text);
    }
}

static const GmkOpening *
opening_of (GmkWindow *window)
{
  return gmk_game_get_opening (gmk_window_get_game (window));
}

/* The person's turn in the opening, or the opening is over. */
static gboolean
person_acts_or_done (gpointer data)
{
  GmkGame *game = gmk_window_get_game (data);

  return !gmk_game_in_opening (game) || !gmk_game_computer_to_move (game);
}

/* The swap2 choice made: a colour taken, or two more stones asked for. */
static gboolean
opening_moved_on (gpointer data)
{
  return opening_of (data)->stage != GMK_STAGE_SWAP2_CHOICE ||
         gmk_game_get_n_moves (gmk_window_get_game (data)) > 3;
}

static void
wait_for_person (GmkWindow *window)
{
  g_assert_true (gmk_test_wait_until (person_acts_or_done, window, 60000));
}

/* The seat of the computer holds the colour the game gives the computer,
 * the other seat is the person's, and the side to move is `to_move`. */
static void
assert_seats (GmkWindow *window,
              GmkPlayer  computer_seat,
              GmkColor   to_move)
{
  GmkGame *game = gmk_window_get_game (window);
  const GmkOpening *opening = opening_of (window);
  GmkColor computer = opening->black == computer_seat ? GMK_BLACK : GMK_WHITE;

  g_assert_false (gmk_game_in_opening (game));
  g_assert_cmpint (gmk_game_get_player (game, computer), ==, GMK_PLAYER_COMPUTER);
  g_assert_cmpint (gmk_game_get_player (game, GMK_OTHER (computer)), ==, GMK_PLAYER_HUMAN);
  g_assert_cmpint (gmk_game_get_to_move (game), ==, to_move);
  g_assert_cmpint (gmk_game_computer_to_move (game), ==, computer == to_move);
  /* The guide is gone with the opening. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (opening_bar (window))));
}

/* Normal play goes on: whoever is to move, a move is made. */
static void
assert_play_goes_on (GmkWindow *window)
{
  GmkGame *game = gmk_window_get_game (window);
  guint wanted = gmk_game_get_n_moves (game) + 1;

  if (!gmk_game_computer_to_move (game))
    {
      /* A point far from the opening's stones. */
      g_assert_true (gmk_test_play (window, 1, 13) || gmk_test_play (window, 13, 1));
      wanted++;
    }
  g_assert_true (gmk_test_wait_moves (game, wanted, 60000));
  g_assert_false (gmk_game_computer_to_move (game));
}

/* ---- tests ------------------------------------------------------------- */

static GtkWindow *
open_dialog (GmkWindow *window)
{
  gmk_test_activate (window, "new-game", NULL);
  gmk_test_run_for (100);
  g_assert_nonnull (gmk_test_find_toplevel (GMK_TYPE_NEW_GAME_DIALOG));
  return gmk_test_find_toplevel (GMK_TYPE_NEW_GAME_DIALOG);
}

static char *
row_items (AdwComboRow *row)
{
  GListModel *model = adw_combo_row_get_model (row);
  GString *items = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      g_string_append_printf (items, "%s%s", i > 0 ? "," : "", gtk_string_object_get_string (item));
    }
  return g_string_free (items, FALSE);
}

/* The opening row lists only the rules that go with the rule set, and
 * Start saves the choice and starts the game in its opening. */
static void
test_dialog_lists_fitting_rules (void)
{
  GmkWindow *window;
  GtkWindow *dialog;
  AdwComboRow *rule_row, *opening_row;
  g_autofree char *freestyle = NULL;
  g_autofree char *renju = NULL;
  g_autofree char *ninuki = NULL;
  g_autofree char *saved = NULL;
  GmkGame *game;

  reset_settings ("freestyle", "none", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  g_assert_false (gmk_game_in_opening (game));
  dialog = open_dialog (window);
  rule_row = gmk_test_combo_row (dialog, "_Rule Set");
  opening_row = gmk_test_combo_row (dialog, "_Opening Rule");
  g_assert_nonnull (opening_row);

  freestyle = row_items (opening_row);
  g_assert_cmpstr (freestyle, ==, "None,Pro,Long Pro,Swap,Swap2");
  adw_combo_row_set_selected (rule_row, GMK_RULE_RENJU);
  renju = row_items (opening_row);
  g_assert_cmpstr (renju, ==, "None,Soosõrv-8,Taraguchi-10");
  adw_combo_row_set_selected (rule_row, GMK_RULE_NINUKI);
  ninuki = row_items (opening_row);
  g_assert_cmpstr (ninuki, ==, "None,Swap,Swap2");

  /* Swap2 under ninuki, started. */
  adw_combo_row_set_selected (opening_row, 2);
  click (GTK_WIDGET (dialog), "_Start");
  gmk_test_run_for (100);
  saved = g_settings_get_string (gmk_test_settings (), "opening-rule");
  g_assert_cmpstr (saved, ==, "swap2");
  g_assert_true (gmk_game_in_opening (game));
  g_assert_cmpint (opening_of (window)->rule, ==, GMK_OPENING_SWAP2);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (opening_bar (window))));
  g_assert_cmpstr (gmk_opening_bar_get_text (opening_bar (window)), ==,
                   "First player: Place three stones: two black, one white (3 left)");

  gmk_test_close_window (window);
}

/* Swap2, the person opens (first player), the computer answers: three
 * stones that favour Black make the computer take Black, and the person
 * then plays White's fourth stone against it. */
static void
test_swap2_person_first (void)
{
  GmkWindow *window;
  GmkGame *game;

  reset_settings ("freestyle", "swap2", "human", "computer");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  g_assert_true (gmk_game_in_opening (game));
  g_assert_false (gmk_game_computer_to_move (game));
  g_assert_cmpstr (gmk_opening_bar_get_text (opening_bar (window)), ==,
                   "Place three stones: two black, one white (3 left)");

  /* Two black stones side by side in the centre, the white one in a
   * corner: Black stands far better. */
  g_assert_true (gmk_test_play (window, 7, 7));
  g_assert_true (gmk_test_play (window, 0, 0));
  g_assert_true (gmk_test_play (window, 8, 7));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);

  wait_for_person (window);
  g_assert_false (gmk_game_in_opening (game));
  /* The computer (second player) took Black: the person has White. */
  g_assert_cmpint (opening_of (window)->black, ==, GMK_PLAYER_SECOND);
  assert_seats (window, GMK_PLAYER_SECOND, GMK_WHITE);
  assert_play_goes_on (window);

  gmk_test_close_window (window);
}

/* Swap2, the computer opens with three balanced stones; the person places
 * two more and the computer chooses a colour. */
static void
test_swap2_person_second (void)
{
  GmkWindow *window;
  GmkGame *game;
  const GmkOpening *opening;

  reset_settings ("freestyle", "swap2", "computer", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  wait_for_person (window);
  opening = opening_of (window);
  g_assert_cmpint (opening->stage, ==, GMK_STAGE_SWAP2_CHOICE);
  g_assert_cmpint (opening->actor, ==, GMK_PLAYER_SECOND);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);
  g_assert_cmpstr (gmk_opening_bar_get_text (opening_bar (window)), ==,
                   "Choose: play Black, play White, or place two more stones");
  /* Black is to move on the board, but the choice is White's. */
  g_assert_cmpstr (status_text (window), ==, "Your turn: choose a colour or place two more stones");
  assert_title_state (window, "White chooses a colour or places two more stones");
  g_assert_true (button_shown (GTK_WIDGET (window), "Play _Black"));
  g_assert_true (button_shown (GTK_WIDGET (window), "Play _White"));
  {
    g_autoptr(GdkTexture) texture = NULL;

    gmk_test_wait_frame (GTK_WIDGET (window));
    texture = gmk_test_save_png (GTK_WIDGET (window), "opening-swap2-choice.png", 1);
    g_assert_cmpuint (gmk_test_count_colours (texture), >, 8);
  }

  click (GTK_WIDGET (window), "Place _Two More");
  g_assert_cmpstr (gmk_opening_bar_get_text (opening_bar (window)), ==,
                   "Place two more stones: one white, then one black");
  g_assert_false (button_shown (GTK_WIDGET (window), "Play _Black"));
  /* Anywhere free: the corners are. */
  g_assert_true (gmk_test_play (window, 14, 14));
  /* The second player places the fifth stone, a black one. */
  g_assert_cmpstr (status_text (window), ==, "Your turn: place a black stone");
  assert_title_state (window, "White places a black stone");
  g_assert_true (gmk_test_play (window, 0, 14));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 5);

  /* The first player — the computer — chooses its colour. */
  wait_for_person (window);
  opening = opening_of (window);
  g_assert_false (gmk_game_in_opening (game));
  assert_seats (window, GMK_PLAYER_FIRST, GMK_WHITE);
  assert_play_goes_on (window);

  gmk_test_close_window (window);
}

/* Renju under Taraguchi-10: two people place the four stones (the first
 * keeps Black at every swap), Black offers ten fifth moves, and the
 * computer, now playing White, chooses among them and plays on. */
static void
test_taraguchi10_computer_selects (void)
{
  /* Stones 1-4 within the areas, with no symmetry between them. */
  static const int stones[4][2] = { { 7, 7 }, { 8, 7 }, { 9, 9 }, { 5, 8 } };
  GmkWindow *window;
  GmkGame *game;
  const GmkOpening *opening;
  int offers[10];
  gboolean offered = FALSE;

  reset_settings ("renju", "taraguchi10", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  opening = opening_of (window);
  g_assert_cmpint (opening->rule, ==, GMK_OPENING_TARAGUCHI10);

  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpint (opening->stage, ==, GMK_STAGE_PLACE);
      g_assert_true (gmk_test_play (window, stones[i][0], stones[i][1]));
      g_assert_cmpint (opening->stage, ==, GMK_STAGE_CHOOSE_COLOR);
      g_assert_cmpstr (strchr (gmk_opening_bar_get_text (opening_bar (window)), ':') + 2, ==,
                       "Choose: play Black or play White");
      click (GTK_WIDGET (window), opening->actor == GMK_PLAYER_FIRST ? "Play _Black" : "Play _White");
      g_assert_cmpint (opening->black, ==, GMK_PLAYER_FIRST);
    }
  g_assert_cmpint (opening->stage, ==, GMK_STAGE_FIFTH);
  g_assert_cmpint (opening->actor, ==, GMK_PLAYER_FIRST);

  /* White is the computer from here on. */
  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_COMPUTER);
  click (GTK_WIDGET (window), "_Offer Ten");
  g_assert_true (gmk_game_opening_get_offering (game));
  for (int i = 0; i < 10; i++)
    {
      offers[i] = gmk_board_index (i, 0);
      g_assert_true (gmk_test_play (window, i, 0));
      if (i < 9)
        {
          g_assert_cmpint (gmk_game_opening_get_pending (game, NULL), ==, i + 1);
          assert_offer_marks (window, offers, i + 1);
        }
      if (i == 8)
        {
          /* The guide counts the offers; the picture is for people. */
          g_autoptr(GdkTexture) texture = NULL;

          /* One person against the computer now: "you", no seat. */
          g_assert_cmpstr (gmk_opening_bar_get_text (opening_bar (window)), ==,
                           "Offer 10 fifth moves (9 chosen)");
          gmk_test_wait_frame (GTK_WIDGET (window));
          texture = gmk_test_save_png (GTK_WIDGET (window), "opening-offers.png", 1);
          g_assert_cmpuint (gmk_test_count_colours (texture), >, 8);
        }
    }
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 4);

  /* The computer selects one (stone 5) and plays stone 6 as White. */
  g_assert_true (gmk_test_wait_moves (game, 6, 60000));
  g_assert_false (gmk_game_in_opening (game));
  for (int i = 0; i < 10; i++)
    offered |= gmk_game_get_move (game, 4) == offers[i];
  g_assert_true (offered);
  assert_offer_marks (window, NULL, 0);
  assert_seats (window, GMK_PLAYER_SECOND, GMK_BLACK);

  gmk_test_close_window (window);
}

/* One step of the opening for the person who acts, whatever it is: the
 * first legal point of a list for a stone or an offer, Black for the
 * first player and White for the second at a choice, two offers. */
static void
person_acts (GmkWindow *window)
{
  static const int near[][2] = {
    { 7, 7 }, { 7, 6 }, { 8, 8 }, { 6, 8 }, { 9, 6 }, { 5, 5 }, { 10, 10 }, { 4, 9 }, { 11, 4 },
  };
  GmkGame *game = gmk_window_get_game (window);
  GmkPosition *pos = (GmkPosition *) gmk_game_get_position (game);
  const GmkOpening *opening = opening_of (window);
  GtkWidget *root = GTK_WIDGET (window);

  /* Points are asked first (gmk_opening_check changes nothing), so that no
   * click is refused: refusals in a burst show a burst of toasts. */
  switch (opening->stage)
    {
    case GMK_STAGE_PLACE:
      for (guint i = 0; i < G_N_ELEMENTS (near); i++)
        {
          GmkOpeningAction place = { .kind = GMK_ACTION_PLACE,
                                     .index = gmk_board_index (near[i][0], near[i][1]) };

          if (gmk_opening_check (opening, pos, &place, NULL) == GMK_OPENING_OK)
            {
              g_assert_true (gmk_test_play (window, near[i][0], near[i][1]));
              return;
            }
        }
      g_assert_not_reached ();
    case GMK_STAGE_CHOOSE_COLOR:
    case GMK_STAGE_SWAP2_CHOICE:
      click (root, opening->actor == GMK_PLAYER_FIRST ? "Play _Black" : "Play _White");
      return;
    case GMK_STAGE_DECLARE:
      {
        GtkWidget *spin = gmk_test_find_widget (root, is_type, "GtkSpinButton");

        g_assert_nonnull (spin);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 2);
        click (root, "_Declare");
        g_assert_cmpint (opening->declared, ==, 2);
        return;
      }
    case GMK_STAGE_FIFTH:
      click (root, "_Offer Ten");
      G_GNUC_FALLTHROUGH;
    case GMK_STAGE_OFFER:
      for (int x = 0; x < 15 && gmk_game_in_opening (game) && opening->stage != GMK_STAGE_SELECT; x++)
        {
          const int *pending = NULL;
          int n_pending = gmk_game_opening_get_pending (game, &pending);
          gboolean fresh = gmk_position_check (pos, x, 0) == GMK_REASON_NONE;

          for (int i = 0; fresh && i < n_pending; i++)
            fresh = !gmk_opening_offers_equivalent (pos, pending[i], gmk_board_index (x, 0));
          if (fresh)
            g_assert_true (gmk_test_play (window, x, 0));
        }
      g_assert_cmpint (opening->stage, !=, GMK_STAGE_OFFER);
      return;
    case GMK_STAGE_SELECT:
      {
        int offer = opening->offers[opening->n_offers - 1];

        /* A point not offered is refused, in the engine's words. */
        for (int x = 0; x < 15; x++)
          if (gmk_position_check (pos, x, 14) == GMK_REASON_NONE &&
              gmk_opening_check (opening, pos,
                                 &(GmkOpeningAction) { .kind = GMK_ACTION_SELECT,
                                                       .index = gmk_board_index (x, 14) },
                                 NULL) != GMK_OPENING_OK)
            {
              g_assert_false (gmk_test_play (window, x, 14));
              g_assert_nonnull (strstr (gmk_window_get_last_toast (window),
                                        "that point is not one of the offered fifth moves"));
              break;
            }
        g_assert_true (gmk_test_play (window, gmk_board_x (offer), gmk_board_y (offer)));
        g_assert_cmpint (gmk_game_get_move (game, 4), ==, offer);
        return;
      }
    case GMK_STAGE_DONE:
    default:
      g_assert_not_reached ();
    }
}

/* Soosõrv-8 with the computer as second player: whatever it chooses —
 * colours, the number of offers, the offers or the selection — the
 * opening ends with the seats where the swaps put them and play goes on. */
static void
test_soosorv8_against_computer (void)
{
  GmkWindow *window;
  GmkGame *game;
  const GmkOpening *opening;
  int steps = 0;

  reset_settings ("renju", "soosorv8", "human", "computer");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  opening = opening_of (window);
  g_assert_cmpint (opening->rule, ==, GMK_OPENING_SOOSORV8);

  while (gmk_game_in_opening (game))
    {
      g_assert_cmpint (++steps, <, 20);
      wait_for_person (window);
      if (gmk_game_in_opening (game))
        person_acts (window);
    }
  g_assert_cmpuint (gmk_game_get_n_moves (game), >=, 5);
  assert_seats (window, GMK_PLAYER_SECOND,
                gmk_game_get_n_moves (game) % 2 == 0 ? GMK_BLACK : GMK_WHITE);
  assert_play_goes_on (window);

  gmk_test_close_window (window);
}

/* Soosõrv-8 between two people, every step through the guide and the
 * board: declare two, offer two, select one (after a refused point). */
static void
test_soosorv8_two_people (void)
{
  GmkWindow *window;
  GmkGame *game;
  const GmkOpening *opening;
  int steps = 0;
  gboolean declared = FALSE, selected = FALSE;

  reset_settings ("renju", "soosorv8", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  opening = opening_of (window);
  while (gmk_game_in_opening (game))
    {
      g_assert_cmpint (++steps, <, 20);
      declared |= opening->stage == GMK_STAGE_DECLARE;
      selected |= opening->stage == GMK_STAGE_SELECT;
      if (opening->stage == GMK_STAGE_SELECT)
        {
          g_assert_cmpstr (strchr (gmk_opening_bar_get_text (opening_bar (window)), ':') + 2, ==,
                           "Choose one of Black’s offers");
          assert_offer_marks (window, opening->offers, opening->n_offers);
        }
      person_acts (window);
    }
  g_assert_true (declared && selected);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 5);
  /* The first player kept Black at every choice. */
  g_assert_cmpint (opening->black, ==, GMK_PLAYER_FIRST);
  g_assert_cmpint (gmk_game_get_to_move (game), ==, GMK_WHITE);

  gmk_test_close_window (window);
}

/* Pro between the computer (first) and a person: the computer's stones
 * keep to the rule (the centre, then 3 points away). */
static void
test_pro_computer_first (void)
{
  GmkWindow *window;
  GmkGame *game;
  int third;

  reset_settings ("freestyle", "pro", "computer", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  wait_for_person (window);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (gmk_game_get_move (game, 0), ==, gmk_board_index (7, 7));
  g_assert_cmpstr (gmk_opening_bar_get_text (opening_bar (window)), ==, "Place a white stone anywhere");
  g_assert_true (gmk_test_play (window, 8, 8));
  wait_for_person (window);
  g_assert_false (gmk_game_in_opening (game));
  third = gmk_game_get_move (game, 2);
  g_assert_cmpint (MAX (ABS (gmk_board_x (third) - 7), ABS (gmk_board_y (third) - 7)), >=, 3);
  assert_seats (window, GMK_PLAYER_FIRST, GMK_WHITE);

  gmk_test_close_window (window);
}

/* Pro: a first stone off the centre and a second black stone too close
 * to it are refused, with the engine's reason shown. */
static void
test_pro_refuses_close_stone (void)
{
  GmkWindow *window;
  GmkGame *game;

  reset_settings ("standard", "pro", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);

  g_assert_false (gmk_test_play (window, 6, 6));
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window), "the first stone must be on the centre"));
  g_assert_true (gmk_test_play (window, 7, 7));
  g_assert_cmpstr (strchr (gmk_opening_bar_get_text (opening_bar (window)), ':') + 2, ==,
                   "Place a white stone anywhere");
  g_assert_true (gmk_test_play (window, 7, 8));
  g_assert_false (gmk_test_play (window, 9, 9));
  g_assert_nonnull (strstr (gmk_window_get_last_toast (window),
                            "the second black stone must be at least 3 intersections from the centre"));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_true (gmk_game_in_opening (game));
  /* A hint knows no opening rule: none until normal play. */
  g_assert_false (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (window), "hint")));
  /* Undo has nothing to take back in an opening. */
  g_assert_false (gmk_game_can_undo (game));

  g_assert_true (gmk_test_play (window, 10, 7));
  g_assert_false (gmk_game_in_opening (game));
  g_assert_true (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (window), "hint")));
  g_assert_cmpint (gmk_game_get_to_move (game), ==, GMK_WHITE);
  g_assert_true (gmk_test_play (window, 3, 3));
  /* Undo takes back normal moves, not the opening's. */
  g_assert_true (gmk_game_undo (game));
  g_assert_false (gmk_game_can_undo (game));

  gmk_test_close_window (window);
}

/* A swap2 game saved half-way through its two more stones comes back in
 * that stage, and the choice after it still works. */
static void
test_autosave_in_opening (void)
{
  GmkWindow *window;
  GmkGame *game;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = gmk_autosave_get_path ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const GmkOpening *opening;

  g_assert_true (g_str_has_prefix (path, tmp_dir));
  reset_settings ("freestyle", "swap2", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  g_assert_true (gmk_test_play (window, 7, 7));
  g_assert_true (gmk_test_play (window, 6, 8));
  g_assert_true (gmk_test_play (window, 8, 8));
  click (GTK_WIDGET (window), "Place _Two More");
  g_assert_true (gmk_test_play (window, 9, 9));
  g_assert_true (gmk_autosave_save (game, &error));
  g_assert_no_error (error);
  before = gmk_test_game_moves (game);
  gmk_test_close_window (window);

  /* A new window on other settings: the restored game's opening wins. */
  reset_settings ("freestyle", "none", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  g_assert_false (gmk_game_in_opening (game));
  g_assert_true (gmk_autosave_restore (game, NULL, &error));
  g_assert_no_error (error);
  after = gmk_test_game_moves (game);
  g_assert_cmpstr (after, ==, before);
  opening = opening_of (window);
  g_assert_true (gmk_game_in_opening (game));
  g_assert_cmpint (opening->rule, ==, GMK_OPENING_SWAP2);
  g_assert_cmpint (opening->stage, ==, GMK_STAGE_PLACE);
  g_assert_cmpint (opening->to_place, ==, 1);
  g_assert_cmpint (opening->actor, ==, GMK_PLAYER_SECOND);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (opening_bar (window))));
  g_assert_false (gmk_game_can_undo (game));

  /* The opening goes on from there: the last stone, then the first
   * player takes White, and the seats swap. */
  g_assert_true (gmk_test_play (window, 5, 5));
  g_assert_cmpint (opening->stage, ==, GMK_STAGE_CHOOSE_COLOR);
  g_assert_cmpint (opening->actor, ==, GMK_PLAYER_FIRST);
  click (GTK_WIDGET (window), "Play _White");
  g_assert_false (gmk_game_in_opening (game));
  g_assert_cmpint (opening->black, ==, GMK_PLAYER_SECOND);

  /* Saved again once the opening is over: the choice is in the file. */
  g_assert_true (gmk_autosave_save (game, &error));
  g_assert_true (gmk_autosave_restore (game, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (gmk_game_in_opening (game));
  g_assert_cmpint (opening_of (window)->black, ==, GMK_PLAYER_SECOND);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 5);
  g_assert_false (gmk_game_can_undo (game));

  gmk_test_close_window (window);
  g_unlink (path);
}

/* The index of the balanced opening the game starts with, -1 if none. */
static int
balanced_opening_of (GmkGame *game)
{
  for (guint j = 0; j < gmk_balanced_openings_count (); j++)
    {
      int moves[GMK_MAX_PLY];
      guint n = gmk_balanced_openings_get (j, moves, G_N_ELEMENTS (moves));
      gboolean same = n > 0 && gmk_game_get_n_total (game) >= n;

      for (guint i = 0; same && i < n; i++)
        same = gmk_game_get_move (game, i) == moves[i];
      if (same)
        return (int) j;
    }
  return -1;
}

/* Balanced openings: the game starts from one of the set, and Play Again
 * gives the person the other colour on the same opening, then a new one. */
/* Soosõrv-8 between two people, quit with 1 of 2 fifth moves clicked:
 * the autosave brings the click back, and the offer is finished from
 * there; once made, nothing is left to bring back. */
static void
test_autosave_partial_offers (void)
{
  GmkWindow *window;
  GmkGame *game;
  g_autoptr(GError) error = NULL;
  g_autofree char *offers_path = gmk_autosave_offers_get_path ();
  g_autofree char *before = NULL;
  const GmkOpening *opening;
  const int *pending = NULL;
  int steps = 0;

  g_assert_true (g_str_has_prefix (offers_path, tmp_dir));
  reset_settings ("renju", "soosorv8", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  opening = opening_of (window);
  while (opening->stage != GMK_STAGE_OFFER)
    {
      g_assert_cmpint (++steps, <, 20);
      person_acts (window);
    }
  g_assert_cmpint (opening->declared, ==, 2);
  g_assert_true (gmk_test_play (window, 0, 0));
  g_assert_cmpint (gmk_game_opening_get_pending (game, NULL), ==, 1);
  g_assert_true (gmk_autosave_save (game, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (offers_path, G_FILE_TEST_EXISTS));
  before = gmk_test_game_moves (game);
  gmk_test_close_window (window);

  reset_settings ("freestyle", "none", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  g_assert_cmpint (gmk_game_opening_get_pending (game, NULL), ==, 0);
  g_assert_true (gmk_autosave_restore (game, NULL, &error));
  g_assert_no_error (error);
  {
    g_autofree char *after = gmk_test_game_moves (game);

    g_assert_cmpstr (after, ==, before);
  }
  opening = opening_of (window);
  g_assert_cmpint (opening->stage, ==, GMK_STAGE_OFFER);
  g_assert_cmpint (gmk_game_opening_get_pending (game, &pending), ==, 1);
  g_assert_cmpint (pending[0], ==, gmk_board_index (0, 0));
  /* On the board as Black's stone number 1, as before the quit. */
  assert_offer_marks (window, (int[]) { gmk_board_index (0, 0) }, 1);
  g_assert_cmpstr (status_text (window), ==, "Black offers 2 fifth moves");
  /* A file that lies (a stone's point, as many offers as the rule asks)
   * is refused, and the offers stay as they were. */
  g_assert_false (gmk_game_opening_restore_pending (game, FALSE,
                                                    (int[]) { gmk_game_get_move (game, 0) }, 1,
                                                    &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (gmk_game_opening_restore_pending (game, FALSE,
                                                    (int[]) { gmk_board_index (0, 14),
                                                              gmk_board_index (14, 14) }, 2,
                                                    &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpint (gmk_game_opening_get_pending (game, NULL), ==, 1);

  /* The second offer completes them: the stage moves on. */
  person_acts (window);
  g_assert_cmpint (opening->stage, ==, GMK_STAGE_SELECT);
  g_assert_cmpint (opening->n_offers, ==, 2);
  g_assert_cmpint (opening->offers[0], ==, gmk_board_index (0, 0));
  g_assert_true (gmk_autosave_save (game, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (offers_path, G_FILE_TEST_EXISTS));

  gmk_test_close_window (window);
}

/* Two computers in a swap2 opening: Pause holds the computer's choice
 * (nothing is decided however long it waits), Resume lets it come. */
static void
test_pause_holds_opening_decision (void)
{
  GmkWindow *window;
  GmkGame *game;
  GmkAiPlayer *ai;

  reset_settings ("freestyle", "swap2", "human", "human");
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  g_assert_true (gmk_test_play (window, 7, 7));
  g_assert_true (gmk_test_play (window, 0, 0));
  g_assert_true (gmk_test_play (window, 8, 7));
  g_assert_cmpint (opening_of (window)->stage, ==, GMK_STAGE_SWAP2_CHOICE);

  /* The computers take both seats: the second starts deciding at once,
   * and the pause comes before its answer can reach the main loop. */
  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_COMPUTER);
  gmk_game_set_player (game, GMK_BLACK, GMK_PLAYER_COMPUTER);
  g_assert_true (gmk_game_computer_to_move (game));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "pause", g_variant_new_boolean (TRUE));
  ai = gmk_window_get_ai_player (window);
  g_assert_true (gmk_ai_player_get_paused (ai));
  g_assert_cmpstr (status_text (window), ==, "Paused");

  /* Longer than the decision takes unpaused (see below). */
  gmk_test_run_for (3000);
  g_assert_cmpint (opening_of (window)->stage, ==, GMK_STAGE_SWAP2_CHOICE);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);

  g_action_group_change_action_state (G_ACTION_GROUP (window), "pause", g_variant_new_boolean (FALSE));
  g_assert_false (gmk_ai_player_get_paused (ai));
  {
    gint64 start = g_get_monotonic_time ();

    g_assert_true (gmk_test_wait_until (opening_moved_on, window, 60000));
    g_test_message ("the choice came %.1f s after Resume",
                    (g_get_monotonic_time () - start) / 1e6);
  }
  g_assert_true (gmk_game_get_n_moves (game) > 3 ||
                 opening_of (window)->stage != GMK_STAGE_SWAP2_CHOICE);

  gmk_test_close_window (window);
}

static void
test_balanced_openings_alternate (void)
{
  GmkWindow *window;
  GmkGame *game;
  GtkWindow *dialog;
  GtkWidget *row;
  int first;
  g_autofree char *black = NULL;

  g_assert_cmpuint (gmk_balanced_openings_count (), ==, 60);
  reset_settings ("freestyle", "none", "human", "computer");
  g_settings_set_boolean (gmk_test_settings (), "balanced-openings", TRUE);
  window = gmk_test_open_window_sized (1000, 760);
  game = gmk_window_get_game (window);
  first = balanced_opening_of (game);
  g_assert_cmpint (first, >=, 0);
  /* The opening's stones are the start of the game, not the person's:
   * Undo stops there (after the computer's reply, if it came). */
  {
    int moves[GMK_MAX_PLY];
    guint n = gmk_balanced_openings_get (first, moves, G_N_ELEMENTS (moves));

    while (gmk_game_undo_turn (game))
      ;
    g_assert_cmpuint (gmk_game_get_n_moves (game), ==, n);
    g_assert_false (gmk_game_can_undo (game));
  }
  g_assert_cmpint (gmk_game_get_player (game, GMK_BLACK), ==, GMK_PLAYER_HUMAN);

  gmk_window_new_game (window);
  gmk_test_run_for (50);
  black = g_settings_get_string (gmk_test_settings (), "black-player");
  g_assert_cmpstr (black, ==, "computer");
  g_assert_cmpint (gmk_game_get_player (game, GMK_BLACK), ==, GMK_PLAYER_COMPUTER);
  g_assert_cmpint (gmk_game_get_player (game, GMK_WHITE), ==, GMK_PLAYER_HUMAN);
  g_assert_cmpint (balanced_opening_of (game), ==, first);

  gmk_window_new_game (window);
  gmk_test_run_for (50);
  g_assert_cmpint (gmk_game_get_player (game, GMK_BLACK), ==, GMK_PLAYER_HUMAN);
  g_assert_cmpint (balanced_opening_of (game), >=, 0);

  /* The dialog offers the mode only where the set was judged even. */
  dialog = open_dialog (window);
  row = gmk_test_find_widget (GTK_WIDGET (dialog), gmk_test_is_row_titled, "Ba_lanced Openings");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_sensitive (row));
  adw_combo_row_set_selected (gmk_test_combo_row (dialog, "_Rule Set"),
                              GMK_RULE_RENJU);
  g_assert_false (gtk_widget_get_sensitive (row));
  gtk_window_destroy (dialog);

  /* Off: an empty board again. */
  g_settings_set_boolean (gmk_test_settings (), "balanced-openings", FALSE);
  gmk_window_new_game (window);
  g_assert_cmpint (balanced_opening_of (game), ==, -1);

  gmk_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmp_dir = g_dir_make_tmp ("gomoku-opening-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  app = gmk_test_app_new (APPLICATION_ID ".OpeningTest");

  g_test_add_func ("/opening/dialog-lists-fitting-rules", test_dialog_lists_fitting_rules);
  g_test_add_func ("/opening/swap2-person-first", test_swap2_person_first);
  g_test_add_func ("/opening/swap2-person-second", test_swap2_person_second);
  g_test_add_func ("/opening/taraguchi10-computer-selects", test_taraguchi10_computer_selects);
  g_test_add_func ("/opening/soosorv8-against-computer", test_soosorv8_against_computer);
  g_test_add_func ("/opening/soosorv8-two-people", test_soosorv8_two_people);
  g_test_add_func ("/opening/pro-refuses-close-stone", test_pro_refuses_close_stone);
  g_test_add_func ("/opening/pro-computer-first", test_pro_computer_first);
  g_test_add_func ("/opening/autosave-in-opening", test_autosave_in_opening);
  g_test_add_func ("/opening/autosave-partial-offers", test_autosave_partial_offers);
  g_test_add_func ("/opening/pause-holds-opening-decision", test_pause_holds_opening_decision);
  g_test_add_func ("/opening/balanced-openings-alternate", test_balanced_openings_alternate);

  status = g_test_run ();

  gmk_test_app_free (app);
  g_rmdir (tmp_dir);
  g_free (tmp_dir);

  return status;
}
