/* test-status-text.c: the status line's words, from the facts alone.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "gmk-status-text.h"

/* A person (Black) against the computer (White), Black to move. */
static GmkStatusFacts
person_against_computer (void)
{
  return (GmkStatusFacts) {
    .to_move = GMK_BLACK,
    .person_to_move = TRUE,
    .against_computer = TRUE,
    .thinking = GMK_EMPTY,
    .result = GMK_RESULT_NONE,
    .pending_five = GMK_EMPTY,
    .forced_winner = GMK_EMPTY,
    .n_moves = 10,
  };
}

static void
assert_text (const GmkStatusFacts *facts,
             const char           *expected)
{
  g_autofree char *text = gmk_status_text (facts);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_person_to_move (void)
{
  GmkStatusFacts facts = person_against_computer ();

  assert_text (&facts, "Your turn (Black)");
  facts.to_move = GMK_WHITE;
  assert_text (&facts, "Your turn (White)");
  /* Two people: no "you". */
  facts.against_computer = FALSE;
  assert_text (&facts, "White to move");
}

static void
test_computer_thinking (void)
{
  GmkStatusFacts facts = person_against_computer ();

  facts.to_move = GMK_WHITE;
  facts.person_to_move = FALSE;
  facts.thinking = GMK_WHITE;
  assert_text (&facts, "White is thinking…");
  /* Nothing searching, the computer to move (a game looked back at). */
  facts.thinking = GMK_EMPTY;
  assert_text (&facts, "White to move");
}

/* Between two computers the move found waits for the pace: the turn is
 * still the computer's, never the board's to take. */
static void
test_computer_holding_for_pace (void)
{
  GmkStatusFacts facts = {
    .to_move = GMK_BLACK,
    .person_to_move = FALSE,
    .against_computer = FALSE,
    .thinking = GMK_BLACK,
    .result = GMK_RESULT_NONE,
    .forced_winner = GMK_EMPTY,
    .n_moves = 4,
  };

  assert_text (&facts, "Black is thinking…");
  /* Even were the side to move a person's (a pace between a person and
   * the computer), the move held is not the person's turn. */
  facts.person_to_move = TRUE;
  facts.against_computer = TRUE;
  assert_text (&facts, "Black is thinking…");
  /* Paused, with nothing held. */
  facts.thinking = GMK_EMPTY;
  facts.person_to_move = FALSE;
  facts.against_computer = FALSE;
  facts.paused = TRUE;
  assert_text (&facts, "Paused");
}

static void
test_forced_win (void)
{
  GmkStatusFacts facts = person_against_computer ();
  g_autofree char *detail = NULL;

  facts.forced_winner = GMK_WHITE;
  assert_text (&facts, "Your turn (Black) · White has a forced win");
  facts.to_move = GMK_WHITE;
  facts.person_to_move = FALSE;
  facts.thinking = GMK_WHITE;
  assert_text (&facts, "White is thinking… · White has a forced win");
  /* A proven win needs no note about the rule's bias. */
  facts.advantage_known = TRUE;
  facts.n_moves = 3;
  detail = gmk_status_detail (&facts);
  g_assert_null (detail);
}

static void
test_game_over (void)
{
  GmkStatusFacts facts = person_against_computer ();

  facts.result = GMK_RESULT_BLACK_WINS;
  assert_text (&facts, "Game over: Black wins");
  facts.result = GMK_RESULT_WHITE_WINS;
  /* The end outweighs a stale "thinking" or forced win. */
  facts.thinking = GMK_WHITE;
  facts.forced_winner = GMK_WHITE;
  assert_text (&facts, "Game over: White wins");
  facts.result = GMK_RESULT_DRAW;
  assert_text (&facts, "Game over: a draw");

  /* Ninuki: a five that may still be broken is no end yet. */
  facts = person_against_computer ();
  facts.pending_five = GMK_WHITE;
  assert_text (&facts, "White has five; Black may still break it");
}

/* At the start of a solved rule the winning chance leans to Black, and the
 * line under the status says why; not on an empty board, not past the
 * opening, not under a rule nobody solved. */
static void
test_opening_advantage (void)
{
  GmkStatusFacts facts = person_against_computer ();

  facts.advantage_known = TRUE;
  for (guint n = 0; n <= GMK_STATUS_OPENING_MOVES + 2; n++)
    {
      g_autofree char *detail = NULL;

      facts.n_moves = n;
      detail = gmk_status_detail (&facts);
      if (n >= 1 && n <= GMK_STATUS_OPENING_MOVES)
        {
          g_assert_nonnull (detail);
          g_assert_nonnull (strstr (detail, "first-move advantage is known"));
        }
      else
        g_assert_null (detail);
    }

  facts.n_moves = 1;
  facts.advantage_known = FALSE;
  g_assert_null (gmk_status_detail (&facts));
  facts.advantage_known = TRUE;
  facts.result = GMK_RESULT_BLACK_WINS;
  g_assert_null (gmk_status_detail (&facts));
}

/* Two people in a swap2 opening, four stones on the board: the choice is
 * White's (the second seat), not the board's side to move. */
static GmkStatusFacts
swap2_choice (void)
{
  return (GmkStatusFacts) {
    .to_move = GMK_BLACK,
    .person_to_move = TRUE,
    .against_computer = FALSE,
    .thinking = GMK_EMPTY,
    .result = GMK_RESULT_NONE,
    .pending_five = GMK_EMPTY,
    .forced_winner = GMK_EMPTY,
    .n_moves = 3,
    .opening_stage = GMK_STAGE_SWAP2_CHOICE,
    .actor = GMK_WHITE,
  };
}

static void
test_opening_choices (void)
{
  GmkStatusFacts facts = swap2_choice ();

  assert_text (&facts, "White chooses a colour or places two more stones");
  facts.opening_stage = GMK_STAGE_CHOOSE_COLOR;
  assert_text (&facts, "White chooses a colour");
  facts.actor = GMK_BLACK;
  assert_text (&facts, "Black chooses a colour");

  facts.opening_stage = GMK_STAGE_DECLARE;
  facts.actor = GMK_WHITE;
  assert_text (&facts, "White says how many fifth moves Black offers");
  facts.opening_stage = GMK_STAGE_OFFER;
  facts.actor = GMK_BLACK;
  facts.declared = 2;
  assert_text (&facts, "Black offers 2 fifth moves");
  facts.declared = 1;
  assert_text (&facts, "Black offers 1 fifth move");
  facts.opening_stage = GMK_STAGE_SELECT;
  facts.actor = GMK_WHITE;
  assert_text (&facts, "White chooses one of the fifth moves offered");

  /* Taraguchi-10's fifth stone: a move, or ten offers once chosen. */
  facts.opening_stage = GMK_STAGE_FIFTH;
  facts.actor = GMK_BLACK;
  facts.declared = 10;
  assert_text (&facts, "Black plays the fifth move or offers 10");
  facts.offering = TRUE;
  assert_text (&facts, "Black offers 10 fifth moves");
}

/* The first stones of a swap: one seat places both colours. */
static void
test_opening_placing (void)
{
  GmkStatusFacts facts = swap2_choice ();

  facts.opening_stage = GMK_STAGE_PLACE;
  facts.actor = GMK_BLACK;
  facts.to_move = GMK_WHITE;
  assert_text (&facts, "Black places a white stone");
  /* A stone of the actor's own colour is a plain move. */
  facts.to_move = GMK_BLACK;
  assert_text (&facts, "Black to move");
  /* Outside the opening the stage says nothing. */
  facts.opening_stage = GMK_STAGE_DONE;
  facts.to_move = GMK_WHITE;
  assert_text (&facts, "White to move");
}

static void
test_opening_person_against_computer (void)
{
  GmkStatusFacts facts = swap2_choice ();

  facts.against_computer = TRUE;
  assert_text (&facts, "Your turn: choose a colour or place two more stones");
  facts.opening_stage = GMK_STAGE_OFFER;
  facts.actor = GMK_BLACK;
  facts.declared = 3;
  assert_text (&facts, "Your turn: offer 3 fifth moves");
  /* The computer decides: named by its colour, and a pause says so. */
  facts.person_to_move = FALSE;
  assert_text (&facts, "Black offers 3 fifth moves");
  facts.paused = TRUE;
  assert_text (&facts, "Paused");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/status-text/person-to-move", test_person_to_move);
  g_test_add_func ("/status-text/computer-thinking", test_computer_thinking);
  g_test_add_func ("/status-text/computer-holding-for-pace", test_computer_holding_for_pace);
  g_test_add_func ("/status-text/forced-win", test_forced_win);
  g_test_add_func ("/status-text/game-over", test_game_over);
  g_test_add_func ("/status-text/opening-advantage", test_opening_advantage);
  g_test_add_func ("/status-text/opening-choices", test_opening_choices);
  g_test_add_func ("/status-text/opening-placing", test_opening_placing);
  g_test_add_func ("/status-text/opening-person-against-computer",
                   test_opening_person_against_computer);

  return g_test_run ();
}
