/* test-opening.c: the opening rules through the library: placements within
 * and outside each rule's areas, the colour choices, the declarations and
 * the fifth-move offers.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each opening is driven by a small script, one token an action:
 *   "h8"        place a stone
 *   "B", "W"    the actor takes black, or white
 *   "two"       swap2: place two more stones
 *   "#3"        declare three fifth-move offers
 *   "o:a1,b2"   offer these fifth moves
 *   "s:a1"      select this offer
 */
#include <stdlib.h>
#include <string.h>

#include "gmk-notation.h"
#include "gmk-opening.h"

typedef struct {
  GmkPosition *pos;
  GmkOpening   opening;
} Game;

static Game *
game_new (GmkOpeningRule rule,
          GmkRule        rules,
          int            size)
{
  Game *game = g_new0 (Game, 1);

  game->pos = g_new0 (GmkPosition, 1);
  gmk_position_init (game->pos, size, size, rules);
  g_assert_cmpint (gmk_opening_rule_fits (rule, rules, size, size), ==, GMK_OPENING_OK);
  gmk_opening_init (&game->opening, rule);
  return game;
}

static void
game_free (Game *game)
{
  g_free (game->pos);
  g_free (game);
}

static int
point (const Game *game,
       const char *text)
{
  int x, y;

  if (!gmk_notation_parse (text, game->pos->board.width, game->pos->board.height, &x, &y))
    g_error ("bad point \"%s\"", text);
  return gmk_board_index (x, y);
}

static void
parse_action (const Game       *game,
              const char       *token,
              GmkOpeningAction *action)
{
  memset (action, 0, sizeof *action);
  if (strcmp (token, "B") == 0)
    action->kind = GMK_ACTION_TAKE_BLACK;
  else if (strcmp (token, "W") == 0)
    action->kind = GMK_ACTION_TAKE_WHITE;
  else if (strcmp (token, "two") == 0)
    action->kind = GMK_ACTION_PLACE_TWO;
  else if (token[0] == '#')
    {
      action->kind = GMK_ACTION_DECLARE;
      action->count = atoi (token + 1);
    }
  else if (g_str_has_prefix (token, "o:"))
    {
      g_auto(GStrv) points = g_strsplit (token + 2, ",", -1);

      action->kind = GMK_ACTION_OFFER;
      for (int i = 0; points[i] != NULL; i++)
        {
          g_assert_cmpint (i, <, GMK_OPENING_MAX_OFFERS);
          action->offers[action->count++] = point (game, points[i]);
        }
    }
  else if (g_str_has_prefix (token, "s:"))
    {
      action->kind = GMK_ACTION_SELECT;
      action->index = point (game, token + 2);
    }
  else
    {
      action->kind = GMK_ACTION_PLACE;
      action->index = point (game, token);
    }
}

/* Applies one action; on a refusal checks that nothing changed. */
static GmkOpeningReason
act (Game       *game,
     const char *token,
     GmkReason  *move_reason)
{
  GmkOpeningAction action;
  GmkOpening before = game->opening;
  uint64_t hash = game->pos->board.hash;
  GmkOpeningReason reason;

  parse_action (game, token, &action);
  reason = gmk_opening_apply (&game->opening, game->pos, &action, move_reason);
  if (reason != GMK_OPENING_OK)
    {
      g_assert_cmpint (memcmp (&before, &game->opening, sizeof before), ==, 0);
      g_assert_cmpuint (hash, ==, game->pos->board.hash);
    }
  return reason;
}

static void
script (Game       *game,
        const char *actions)
{
  g_auto(GStrv) tokens = g_strsplit (actions, " ", -1);

  for (int i = 0; tokens[i] != NULL; i++)
    {
      GmkReason move_reason;
      GmkOpeningReason reason = act (game, tokens[i], &move_reason);

      if (reason != GMK_OPENING_OK)
        g_error ("%s: \"%s\" refused: %s", actions, tokens[i], gmk_opening_reason_text (reason));
    }
}

static void
expect_refused (Game             *game,
                const char       *token,
                GmkOpeningReason  expected)
{
  GmkReason move_reason;

  g_assert_cmpstr (gmk_opening_reason_name (act (game, token, &move_reason)), ==,
                   gmk_opening_reason_name (expected));
}

static void
expect_stage (const Game      *game,
              GmkOpeningStage  stage,
              GmkPlayer        actor,
              GmkPlayer        black)
{
  g_assert_cmpstr (gmk_opening_stage_name (game->opening.stage), ==, gmk_opening_stage_name (stage));
  g_assert_cmpstr (gmk_player_name (game->opening.actor), ==, gmk_player_name (actor));
  g_assert_cmpstr (gmk_player_name (game->opening.black), ==, gmk_player_name (black));
}

/* ------------------------------------------------------------------------ */

static void
test_names (void)
{
  for (int i = 0; i < GMK_N_OPENINGS; i++)
    {
      GmkOpeningRule rule;

      g_assert_true (gmk_opening_rule_from_name (gmk_opening_rule_name (i), &rule));
      g_assert_cmpint (rule, ==, i);
    }
  g_assert_false (gmk_opening_rule_from_name ("swap3", &(GmkOpeningRule) { 0 }));
  g_assert_false (gmk_opening_rule_from_name ("", &(GmkOpeningRule) { 0 }));
  g_assert_null (gmk_opening_reason_name (GMK_OPENING_OK));
  for (int r = GMK_OPENING_REASON_MOVE; r <= GMK_OPENING_REASON_BOARD; r++)
    {
      g_assert_nonnull (gmk_opening_reason_name (r));
      g_assert_nonnull (gmk_opening_reason_text (r));
    }
  for (int s = GMK_STAGE_PLACE; s <= GMK_STAGE_DONE; s++)
    g_assert_nonnull (gmk_opening_stage_name (s));
}

static void
test_fits (void)
{
  static const GmkRule gomoku[] = { GMK_RULE_FREESTYLE, GMK_RULE_STANDARD, GMK_RULE_CARO, GMK_RULE_CARO5 };
  static const GmkRule captures[] = { GMK_RULE_NINUKI, GMK_RULE_PENTE };

  for (GmkRule r = 0; r < GMK_N_RULES; r++)
    g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_NONE, r, 15, 15), ==, GMK_OPENING_OK);
  for (guint i = 0; i < G_N_ELEMENTS (gomoku); i++)
    {
      g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_PRO, gomoku[i], 15, 15), ==, GMK_OPENING_OK);
      g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_LONG_PRO, gomoku[i], 15, 15), ==, GMK_OPENING_OK);
      g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_SWAP2, gomoku[i], 15, 15), ==, GMK_OPENING_OK);
      g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_SOOSORV8, gomoku[i], 15, 15), ==,
                       GMK_OPENING_REASON_RULE_SET);
      g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_TARAGUCHI10, gomoku[i], 15, 15), ==,
                       GMK_OPENING_REASON_RULE_SET);
    }
  for (guint i = 0; i < G_N_ELEMENTS (captures); i++)
    {
      g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_SWAP, captures[i], 19, 19), ==, GMK_OPENING_OK);
      g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_SWAP2, captures[i], 19, 19), ==, GMK_OPENING_OK);
      g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_PRO, captures[i], 19, 19), ==,
                       GMK_OPENING_REASON_RULE_SET);
    }
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_SOOSORV8, GMK_RULE_RENJU, 15, 15), ==, GMK_OPENING_OK);
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_TARAGUCHI10, GMK_RULE_RENJU, 15, 15), ==, GMK_OPENING_OK);
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_SWAP2, GMK_RULE_RENJU, 15, 15), ==,
                   GMK_OPENING_REASON_RULE_SET);
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_PRO, GMK_RULE_RENJU, 15, 15), ==,
                   GMK_OPENING_REASON_RULE_SET);

  /* A centre and room for the areas. */
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_PRO, GMK_RULE_FREESTYLE, 20, 20), ==,
                   GMK_OPENING_REASON_BOARD);
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_PRO, GMK_RULE_FREESTYLE, 7, 7), ==, GMK_OPENING_OK);
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_PRO, GMK_RULE_FREESTYLE, 5, 5), ==,
                   GMK_OPENING_REASON_BOARD);
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_LONG_PRO, GMK_RULE_FREESTYLE, 7, 7), ==,
                   GMK_OPENING_REASON_BOARD);
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_TARAGUCHI10, GMK_RULE_RENJU, 7, 7), ==,
                   GMK_OPENING_REASON_BOARD);
  g_assert_cmpint (gmk_opening_rule_fits (GMK_OPENING_SWAP2, GMK_RULE_FREESTYLE, 20, 20), ==, GMK_OPENING_OK);
}

static void
test_none (void)
{
  Game *game = game_new (GMK_OPENING_NONE, GMK_RULE_FREESTYLE, 15);

  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  script (game, "a1");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  expect_refused (game, "B", GMK_OPENING_REASON_WRONG_ACTION);
  expect_refused (game, "#2", GMK_OPENING_REASON_WRONG_ACTION);
  game_free (game);
}

static void
test_pro (void)
{
  Game *game = game_new (GMK_OPENING_PRO, GMK_RULE_STANDARD, 15);
  GmkReason move_reason;

  expect_refused (game, "h9", GMK_OPENING_REASON_CENTRE);
  expect_refused (game, "a1", GMK_OPENING_REASON_CENTRE);
  expect_refused (game, "B", GMK_OPENING_REASON_WRONG_ACTION);
  script (game, "h8");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  /* White's first stone is free, but not on a stone. */
  g_assert_cmpint (act (game, "h8", &move_reason), ==, GMK_OPENING_REASON_MOVE);
  g_assert_cmpint (move_reason, ==, GMK_REASON_OCCUPIED);
  script (game, "i9");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  /* Chebyshev distance 2 is inside the 5×5 square; 3 is outside it. */
  expect_refused (game, "j10", GMK_OPENING_REASON_PRO_DISTANCE);
  expect_refused (game, "f6", GMK_OPENING_REASON_PRO_DISTANCE);
  expect_refused (game, "h10", GMK_OPENING_REASON_PRO_DISTANCE);
  script (game, "k8");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  /* Normal play: anything legal, next to the centre too. */
  script (game, "h9 g8");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  game_free (game);

  game = game_new (GMK_OPENING_LONG_PRO, GMK_RULE_FREESTYLE, 15);
  script (game, "h8 a15");
  expect_refused (game, "k8", GMK_OPENING_REASON_LONG_PRO_DISTANCE);
  expect_refused (game, "e11", GMK_OPENING_REASON_LONG_PRO_DISTANCE);
  script (game, "l8");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  game_free (game);

  /* The text names the distance. */
  g_assert_nonnull (strstr (gmk_opening_reason_text (GMK_OPENING_REASON_LONG_PRO_DISTANCE), "at least 4"));
}

static void
test_swap (void)
{
  Game *game = game_new (GMK_OPENING_SWAP, GMK_RULE_FREESTYLE, 15);

  /* The first player places all three, anywhere. */
  script (game, "a1");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  script (game, "o15");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  script (game, "b2");
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  g_assert_cmpint (game->pos->board.stones[GMK_BLACK], ==, 2);
  g_assert_cmpint (game->pos->board.stones[GMK_WHITE], ==, 1);
  expect_refused (game, "h8", GMK_OPENING_REASON_WRONG_ACTION);
  expect_refused (game, "two", GMK_OPENING_REASON_WRONG_ACTION);
  expect_refused (game, "s:h8", GMK_OPENING_REASON_WRONG_ACTION);
  /* The second player takes black: the first plays white, and moves next. */
  script (game, "B");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
  g_assert_cmpint (game->pos->board.to_move, ==, GMK_WHITE);
  expect_refused (game, "W", GMK_OPENING_REASON_WRONG_ACTION);
  script (game, "h8");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_SECOND);
  game_free (game);

  game = game_new (GMK_OPENING_SWAP, GMK_RULE_PENTE, 19);
  script (game, "j10 k10 k11 W");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  game_free (game);
}

static void
test_swap2 (void)
{
  Game *game;

  /* Option 1: stay white and place the fourth stone. */
  game = game_new (GMK_OPENING_SWAP2, GMK_RULE_FREESTYLE, 15);
  script (game, "h8 h9 j10");
  expect_stage (game, GMK_STAGE_SWAP2_CHOICE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  expect_refused (game, "k11", GMK_OPENING_REASON_WRONG_ACTION);
  script (game, "W");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  script (game, "k11");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  game_free (game);

  /* Option 2: take black; the first player plays the fourth stone as white. */
  game = game_new (GMK_OPENING_SWAP2, GMK_RULE_CARO, 15);
  script (game, "h8 h9 j10 B");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
  game_free (game);

  /* Option 3: two more stones (white, then black), and the first player
   * chooses. */
  game = game_new (GMK_OPENING_SWAP2, GMK_RULE_NINUKI, 15);
  script (game, "h8 h9 j10 two");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  expect_refused (game, "two", GMK_OPENING_REASON_WRONG_ACTION);
  expect_refused (game, "B", GMK_OPENING_REASON_WRONG_ACTION);
  script (game, "g7");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  script (game, "k11");
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  g_assert_cmpint (game->pos->board.stones[GMK_BLACK], ==, 3);
  g_assert_cmpint (game->pos->board.stones[GMK_WHITE], ==, 2);
  expect_refused (game, "two", GMK_OPENING_REASON_WRONG_ACTION);
  script (game, "W");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
  g_assert_cmpint (game->pos->board.to_move, ==, GMK_WHITE);
  game_free (game);
}

static void
test_soosorv8 (void)
{
  Game *game = game_new (GMK_OPENING_SOOSORV8, GMK_RULE_RENJU, 15);

  /* One of the 26 openings: centre, a neighbour, then the 5×5 area. */
  expect_refused (game, "i9", GMK_OPENING_REASON_CENTRE);
  script (game, "h8");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  expect_refused (game, "j10", GMK_OPENING_REASON_AREA_3);
  expect_refused (game, "h10", GMK_OPENING_REASON_AREA_3);
  script (game, "i9");
  expect_refused (game, "k11", GMK_OPENING_REASON_AREA_5);
  expect_refused (game, "e8", GMK_OPENING_REASON_AREA_5);
  script (game, "f6");
  /* The second player may swap: takes black, so the first plays white. */
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  script (game, "B");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
  /* The fourth stone is free. */
  script (game, "a15");
  expect_stage (game, GMK_STAGE_DECLARE, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
  expect_refused (game, "#0", GMK_OPENING_REASON_DECLARE_RANGE);
  expect_refused (game, "#9", GMK_OPENING_REASON_DECLARE_RANGE);
  expect_refused (game, "h7", GMK_OPENING_REASON_WRONG_ACTION);
  script (game, "#3");
  /* Black may swap again: the second player hands black back. */
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_SECOND, GMK_PLAYER_SECOND);
  script (game, "W");
  expect_stage (game, GMK_STAGE_OFFER, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  expect_refused (game, "h7", GMK_OPENING_REASON_WRONG_ACTION);
  expect_refused (game, "o:h7,g7", GMK_OPENING_REASON_OFFER_COUNT);
  expect_refused (game, "o:h7,g7,j7,k7", GMK_OPENING_REASON_OFFER_COUNT);
  expect_refused (game, "o:h7,g7,h7", GMK_OPENING_REASON_OFFER_REPEATED);
  expect_refused (game, "o:h7,g7,h8", GMK_OPENING_REASON_MOVE);
  script (game, "o:h7,g7,j7");
  expect_stage (game, GMK_STAGE_SELECT, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  expect_refused (game, "s:k7", GMK_OPENING_REASON_NOT_OFFERED);
  expect_refused (game, "k7", GMK_OPENING_REASON_WRONG_ACTION);
  script (game, "s:g7");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  g_assert_cmpint (game->pos->board.ply, ==, 5);
  g_assert_cmpint (game->pos->board.cell[point (game, "g7")], ==, GMK_BLACK);
  g_assert_cmpint (game->pos->board.cell[point (game, "h7")], ==, GMK_EMPTY);
  g_assert_cmpint (game->pos->board.to_move, ==, GMK_WHITE);
  game_free (game);
}

/* Offers that give the same position up to a symmetry are refused, and
 * only those. */
static void
test_symmetric_offers (void)
{
  Game *game;

  /* Every stone on column h: the left-right mirror maps the position onto
   * itself, so g6 and i6 are one offer. */
  game = game_new (GMK_OPENING_SOOSORV8, GMK_RULE_RENJU, 15);
  script (game, "h8 h9 h7 W h11 #2 B");
  expect_stage (game, GMK_STAGE_OFFER, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  expect_refused (game, "o:g6,i6", GMK_OPENING_REASON_OFFER_SYMMETRIC);
  expect_refused (game, "o:a1,o1", GMK_OPENING_REASON_OFFER_SYMMETRIC);
  g_assert_false (gmk_opening_offers_equivalent (game->pos, point (game, "g6"), point (game, "j5")));
  /* The up-down mirror does not map it onto itself (white h9, h11 vs black h7). */
  g_assert_false (gmk_opening_offers_equivalent (game->pos, point (game, "g6"), point (game, "g10")));
  script (game, "o:g6,g10");
  game_free (game);

  /* A diagonal mirror: h8, i9, j10 and g7 lie on the anti-diagonal through
   * the centre, whose mirror swaps j8 and h10 (and, with k11, g9 and i7). */
  game = game_new (GMK_OPENING_SOOSORV8, GMK_RULE_RENJU, 15);
  script (game, "h8 i9 j10 W g7 #3 B");
  g_assert_true (gmk_opening_offers_equivalent (game->pos, point (game, "j8"), point (game, "h10")));
  g_assert_false (gmk_opening_offers_equivalent (game->pos, point (game, "j8"), point (game, "h6")));
  game_free (game);
  game = game_new (GMK_OPENING_SOOSORV8, GMK_RULE_RENJU, 15);
  script (game, "h8 i9 j10 W k11 #2 B");
  expect_refused (game, "o:g9,i7", GMK_OPENING_REASON_OFFER_SYMMETRIC);
  script (game, "o:g9,i6");
  game_free (game);

  /* Taraguchi-10: ten offers on a position with no symmetry are fine, a
   * symmetric pair among them is not, because the position is symmetric
   * once the fourth stone is on the axis. */
  game = game_new (GMK_OPENING_TARAGUCHI10, GMK_RULE_RENJU, 15);
  script (game, "h8 W h9 B h7 W h10 B");
  expect_stage (game, GMK_STAGE_FIFTH, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  expect_refused (game, "o:a1,a2,a3,a4,a5,a6,a7,a8,a9,o9", GMK_OPENING_REASON_OFFER_SYMMETRIC);
  script (game, "o:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10");
  game_free (game);
}

static void
test_taraguchi10 (void)
{
  Game *game = game_new (GMK_OPENING_TARAGUCHI10, GMK_RULE_RENJU, 15);

  expect_refused (game, "g8", GMK_OPENING_REASON_CENTRE);
  script (game, "h8");
  /* After each stone the opponent may swap. */
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  expect_refused (game, "i9", GMK_OPENING_REASON_WRONG_ACTION);
  expect_refused (game, "two", GMK_OPENING_REASON_WRONG_ACTION);
  script (game, "W");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  expect_refused (game, "j10", GMK_OPENING_REASON_AREA_3);
  script (game, "i9");
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  /* The first player swaps to white; the second now plays black. */
  script (game, "W");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_SECOND, GMK_PLAYER_SECOND);
  expect_refused (game, "k11", GMK_OPENING_REASON_AREA_5);
  script (game, "j8");
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
  script (game, "W");
  expect_stage (game, GMK_STAGE_PLACE, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
  expect_refused (game, "l12", GMK_OPENING_REASON_AREA_7);
  expect_refused (game, "d8", GMK_OPENING_REASON_AREA_7);
  script (game, "g6");
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_SECOND, GMK_PLAYER_SECOND);
  script (game, "B");
  /* Black: one fifth move in the 9×9 area, or ten offers anywhere. */
  expect_stage (game, GMK_STAGE_FIFTH, GMK_PLAYER_SECOND, GMK_PLAYER_SECOND);
  expect_refused (game, "m13", GMK_OPENING_REASON_AREA_9);
  expect_refused (game, "#5", GMK_OPENING_REASON_WRONG_ACTION);
  expect_refused (game, "o:a1,a2,a3,a4,a5,a6,a7,a8,a9", GMK_OPENING_REASON_OFFER_COUNT);
  {
    Game copy = *game;
    GmkPosition pos = *game->pos;

    copy.pos = &pos;
    script (&copy, "o:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10");
    expect_stage (&copy, GMK_STAGE_SELECT, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
    script (&copy, "s:a5");
    expect_stage (&copy, GMK_STAGE_DONE, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
    g_assert_cmpint (pos.board.ply, ==, 5);
  }
  script (game, "l12");
  /* A single fifth move: white may still swap. */
  expect_stage (game, GMK_STAGE_CHOOSE_COLOR, GMK_PLAYER_FIRST, GMK_PLAYER_SECOND);
  script (game, "B");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_SECOND, GMK_PLAYER_FIRST);
  g_assert_cmpint (game->pos->board.to_move, ==, GMK_WHITE);
  script (game, "a1");
  expect_stage (game, GMK_STAGE_DONE, GMK_PLAYER_FIRST, GMK_PLAYER_FIRST);
  game_free (game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/opening/names", test_names);
  g_test_add_func ("/opening/fits", test_fits);
  g_test_add_func ("/opening/none", test_none);
  g_test_add_func ("/opening/pro", test_pro);
  g_test_add_func ("/opening/swap", test_swap);
  g_test_add_func ("/opening/swap2", test_swap2);
  g_test_add_func ("/opening/soosorv8", test_soosorv8);
  g_test_add_func ("/opening/symmetric-offers", test_symmetric_offers);
  g_test_add_func ("/opening/taraguchi10", test_taraguchi10);
  return g_test_run ();
}
