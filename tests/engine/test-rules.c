/* test-rules.c: rule sets, forbidden moves, results and GmkPosition.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The position suites (test-suites.c) hold the published cases; these are
 * the definitions' corners, the bookkeeping of GmkPosition, and random games
 * that cross-check the fast paths against each other.
 */
#include <string.h>

#include "gmk-eval.h"
#include "gmk-notation.h"
#include "gmk-rules.h"
#include "gmk-test-five.h"
#include "gmk-threat.h"

static void
put_stones (GmkPosition *pos,
            const char  *stones,
            GmkColor     color)
{
  g_auto(GStrv) tokens = g_strsplit (stones, " ", -1);

  for (int i = 0; tokens[i] != NULL; i++)
    {
      int x, y;

      if (tokens[i][0] == '\0')
        continue;
      if (!gmk_notation_parse (tokens[i], pos->board.width, pos->board.height, &x, &y))
        g_error ("bad point \"%s\"", tokens[i]);
      gmk_board_put (&pos->board, gmk_board_index (x, y), color);
    }
}

static GmkPosition *
setup (GmkRule     rule,
       int         size,
       const char *black,
       const char *white,
       GmkColor    to_move)
{
  GmkPosition *pos = g_new0 (GmkPosition, 1);

  gmk_position_init (pos, size, size, rule);
  put_stones (pos, black, GMK_BLACK);
  put_stones (pos, white, GMK_WHITE);
  if (pos->board.to_move != to_move)
    gmk_board_switch_side (&pos->board);
  gmk_position_setup_done (pos);
  return pos;
}

static GmkReason
play (GmkPosition *pos,
      const char  *point)
{
  int x, y;

  g_assert_true (gmk_notation_parse (point, pos->board.width, pos->board.height, &x, &y));
  return gmk_position_play (pos, x, y);
}

static GmkReason
forbidden_at (GmkPosition *pos,
              const char  *point,
              GmkColor     color)
{
  int x, y;

  g_assert_true (gmk_notation_parse (point, pos->board.width, pos->board.height, &x, &y));
  return gmk_rules_forbidden (&pos->board, gmk_board_index (x, y), color);
}

static void
test_names (void)
{
  for (int r = 0; r < GMK_N_RULES; r++)
    {
      GmkRule rule = GMK_N_RULES;

      g_assert_true (gmk_rule_from_name (gmk_rule_name ((GmkRule) r), &rule));
      g_assert_cmpint (rule, ==, r);
    }
  g_assert_false (gmk_rule_from_name ("Renju", NULL));
  g_assert_false (gmk_rule_from_name ("", NULL));
  g_assert_false (gmk_rule_from_name (NULL, NULL));
  g_assert_null (gmk_rule_name (GMK_N_RULES));
  /* The Gomocup protocol's INFO rule numbers; the capture games have none. */
  g_assert_cmpint (gmk_rule_gomocup_number (GMK_RULE_FREESTYLE), ==, 0);
  g_assert_cmpint (gmk_rule_gomocup_number (GMK_RULE_STANDARD), ==, 1);
  g_assert_cmpint (gmk_rule_gomocup_number (GMK_RULE_RENJU), ==, 4);
  g_assert_cmpint (gmk_rule_gomocup_number (GMK_RULE_CARO), ==, 8);
  g_assert_cmpint (gmk_rule_gomocup_number (GMK_RULE_CARO5), ==, 9);
  g_assert_cmpint (gmk_rule_gomocup_number (GMK_RULE_NINUKI), ==, -1);
  g_assert_cmpint (gmk_rule_gomocup_number (GMK_RULE_PENTE), ==, -1);

  g_assert_null (gmk_reason_name (GMK_REASON_NONE));
  g_assert_cmpstr (gmk_reason_name (GMK_REASON_OFF_BOARD), ==, "off-board");
  g_assert_cmpstr (gmk_reason_name (GMK_REASON_OCCUPIED), ==, "occupied");
  g_assert_cmpstr (gmk_reason_name (GMK_REASON_DOUBLE_THREE), ==, "double-three");
  g_assert_cmpstr (gmk_reason_name (GMK_REASON_DOUBLE_FOUR), ==, "double-four");
  g_assert_cmpstr (gmk_reason_name (GMK_REASON_OVERLINE), ==, "overline");
  g_assert_cmpstr (gmk_reason_name (GMK_REASON_GAME_OVER), ==, "game-over");
  g_assert_cmpstr (gmk_result_name (GMK_RESULT_NONE), ==, "none");
  g_assert_cmpstr (gmk_result_name (GMK_RESULT_BLACK_WINS), ==, "black-wins");
  g_assert_cmpstr (gmk_result_name (GMK_RESULT_WHITE_WINS), ==, "white-wins");
  g_assert_cmpstr (gmk_result_name (GMK_RESULT_DRAW), ==, "draw");
  g_assert_null (gmk_how_name (GMK_HOW_NONE));
  g_assert_cmpstr (gmk_how_name (GMK_HOW_FIVE), ==, "five");
  g_assert_cmpstr (gmk_how_name (GMK_HOW_CAPTURES), ==, "captures");
  g_assert_cmpstr (gmk_how_name (GMK_HOW_FULL_BOARD), ==, "full-board");

  g_assert_true (gmk_rule_has_captures (GMK_RULE_NINUKI));
  g_assert_true (gmk_rule_has_captures (GMK_RULE_PENTE));
  g_assert_false (gmk_rule_has_captures (GMK_RULE_RENJU));
  g_assert_true (gmk_rule_has_forbidden (GMK_RULE_RENJU, GMK_BLACK));
  g_assert_false (gmk_rule_has_forbidden (GMK_RULE_RENJU, GMK_WHITE));
  g_assert_true (gmk_rule_has_forbidden (GMK_RULE_NINUKI, GMK_WHITE));
  g_assert_false (gmk_rule_has_forbidden (GMK_RULE_PENTE, GMK_BLACK));
  g_assert_false (gmk_rule_has_forbidden (GMK_RULE_FREESTYLE, GMK_BLACK));
}

/* Which rules a row of n stones wins for black and for white. */
static void
test_five_lengths (void)
{
  static const struct {
    GmkRule rule;
    gboolean black5, black6, white5, white6;
  } table[] = {
    { GMK_RULE_FREESTYLE, TRUE, TRUE,  TRUE, TRUE },
    { GMK_RULE_STANDARD,  TRUE, FALSE, TRUE, FALSE },
    { GMK_RULE_RENJU,     TRUE, FALSE, TRUE, TRUE },
    { GMK_RULE_CARO,      TRUE, TRUE,  TRUE, TRUE },
    { GMK_RULE_CARO5,     TRUE, FALSE, TRUE, FALSE },
    { GMK_RULE_NINUKI,    TRUE, TRUE,  TRUE, TRUE },
    { GMK_RULE_PENTE,     TRUE, TRUE,  TRUE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
      for (int length = 5; length <= 6; length++)
        {
          g_autofree GmkPosition *pos = NULL;
          gboolean expected = color == GMK_BLACK ?
            (length == 5 ? table[i].black5 : table[i].black6) :
            (length == 5 ? table[i].white5 : table[i].white6);
          int line[GMK_MAX_SIZE], len = 0;
          const char *stones = length == 5 ? "c3 d3 e3 f3" : "c3 d3 e3 f3 h3";
          GmkReason reason;

          g_test_message ("%s %s %d", gmk_rule_name (table[i].rule), color == GMK_BLACK ? "black" : "white", length);
          pos = setup (table[i].rule, 15, color == GMK_BLACK ? stones : "a15 c15 e15 g15 i15",
                       color == GMK_BLACK ? "a15 c15 e15 g15" : stones, color);
          reason = play (pos, "g3");
          if (table[i].rule == GMK_RULE_RENJU && color == GMK_BLACK && length == 6)
            {
              g_assert_cmpint (reason, ==, GMK_REASON_OVERLINE);
              continue;
            }
          g_assert_cmpint (reason, ==, GMK_REASON_NONE);
          g_assert_cmpint (pos->status.result != GMK_RESULT_NONE, ==, expected);
          g_assert_cmpint (gmk_rules_is_winning_five (&pos->board, gmk_board_last_move (&pos->board),
                                                      color, line, &len), ==, expected);
          if (expected)
            {
              g_assert_cmpint (pos->status.result, ==,
                               color == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS);
              g_assert_cmpint (pos->status.how, ==, GMK_HOW_FIVE);
              g_assert_cmpint (len, ==, length);
              g_assert_cmpint (gmk_position_winning_line (pos, line), ==, length);
              g_assert_cmpint (line[0], ==, gmk_board_index (2, 12));
            }
          else
            g_assert_cmpint (gmk_position_winning_line (pos, line), ==, 0);
        }
}

static void
test_caro_blocks (void)
{
  g_autofree GmkPosition *pos = NULL;

  /* Blocked at both ends by the opponent: no win in caro or caro5. */
  for (GmkRule rule = GMK_RULE_CARO; rule <= GMK_RULE_CARO5; rule++)
    {
      g_clear_pointer (&pos, g_free);
      pos = setup (rule, 15, "c8 d8 e8 f8", "b8 h8", GMK_BLACK);
      g_assert_cmpint (play (pos, "g8"), ==, GMK_REASON_NONE);
      g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);

      /* Blocked at one end only: a win. */
      g_clear_pointer (&pos, g_free);
      pos = setup (rule, 15, "c8 d8 e8 f8", "h8", GMK_BLACK);
      g_assert_cmpint (play (pos, "g8"), ==, GMK_REASON_NONE);
      g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);

      /* The edge is not a block: a five from the edge to an opponent stone wins. */
      g_clear_pointer (&pos, g_free);
      pos = setup (rule, 15, "a8 b8 c8 d8", "f8", GMK_BLACK);
      g_assert_cmpint (play (pos, "e8"), ==, GMK_REASON_NONE);
      g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);

      /* Diagonally too, and for white. */
      g_clear_pointer (&pos, g_free);
      pos = setup (rule, 15, "b2 h8 a15", "c3 d4 e5 f6", GMK_WHITE);
      g_assert_cmpint (play (pos, "g7"), ==, GMK_REASON_NONE);
      g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
    }

  /* A blocked six still wins in caro (rule 8) but not in caro5. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_CARO, 15, "c8 d8 e8 f8 h8", "b8 i8", GMK_BLACK);
  g_assert_cmpint (play (pos, "g8"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_CARO5, 15, "c8 d8 e8 f8 h8", "b8 i8", GMK_BLACK);
  g_assert_cmpint (play (pos, "g8"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
}

static void
test_renju_definitions (void)
{
  g_autofree GmkPosition *pos = NULL;

  /* Double-four on one line: X.XXX.X through the middle. */
  pos = setup (GMK_RULE_RENJU, 15, "b8 d8 f8 h8", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_BLACK), ==, GMK_REASON_DOUBLE_FOUR);
  /* A straight four is one four; with a split four crossing it, two. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "d8 e8 f8 h12 h11 h10", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "g8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_DOUBLE_FOUR);
  /* A straight four plus a three is allowed (the straight four is one four). */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "d8 e8 f8 g10 g11", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "g8", GMK_BLACK), ==, GMK_REASON_NONE);
  /* Two fours blocked on one side each, crossing: double-four. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "e8 f8 g8 h9 h10 h11", "d8 h12", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_DOUBLE_FOUR);
  /* Four plus three is allowed. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "d8 e8 f8 h9 h10", "c8", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);
  /* Open three crossing an open three: double-three; white is never restricted. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "f8 g8 h9 h10", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_DOUBLE_THREE);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_WHITE), ==, GMK_REASON_NONE);
  g_assert_cmpint (play (pos, "h8"), ==, GMK_REASON_DOUBLE_THREE);
  g_assert_cmpint (pos->board.ply, ==, 0);
  /* A three blocked at one end is no three. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "f8 g8 h9 h10", "e8", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);
  /* f8 g8 [h8] with c8 and k8: e8 would give e8-h8 whose five point d8
   * makes six, i8 would give f8-i8 whose five point j8 makes six.  No
   * straight four can come of the row: no three. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "c8 f8 g8 k8 h9 h10", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "f8 g8 k8 h9 h10", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_DOUBLE_THREE);
  /* Overline. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "c8 d8 e8 g8 h8", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "f8", GMK_BLACK), ==, GMK_REASON_OVERLINE);
  /* An exact five has precedence over an overline made by the same move. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "c8 d8 e8 g8 h8 f9 f10 f11 f12", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "f8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_assert_cmpint (play (pos, "f8"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);
  /* ... and over a double-four. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "f9 f10 f11 f12 c8 d8 e8 g7 h6 i5", "b8 e9", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "f8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "f9 f10 f11 c8 d8 e8 g7 h6 i5", "b8 e9", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "f8", GMK_BLACK), ==, GMK_REASON_DOUBLE_FOUR);
}

/* Recursion: a three counts only if its straight-four point is itself a
 * legal move for black (renju-002 in the suite is the published case). */
static void
test_renju_recursive_three (void)
{
  g_autofree GmkPosition *pos = NULL;

  /* Row f8 g8 [h8] could become a straight four through e8 or i8, but with
   * h8 played both are overlines (e5-e10, i5-i10): the row is no three,
   * only the column h8-h10 is, and h8 is legal. */
  pos = setup (GMK_RULE_RENJU, 15, "f8 g8 h9 h10 e5 e6 e7 e9 e10 i5 i6 i7 i9 i10", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_BLACK), ==, GMK_REASON_OVERLINE);
  g_assert_cmpint (forbidden_at (pos, "i8", GMK_BLACK), ==, GMK_REASON_OVERLINE);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);

  /* Without e5, e8 makes an exact five: legal, but a win rather than a
   * straight four, so the row is still no three and h8 is legal. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "f8 g8 h9 h10 e6 e7 e9 e10 i5 i6 i7 i9 i10", "", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);
}

/* A three whose only straight-four point completes a five on another line
 * does not count toward a double-three (docs/rules.md; Rapfi agrees). */
static void
test_renju_three_five_point (void)
{
  g_autofree GmkPosition *pos = NULL;

  /* Row f8 g8 [h8], blocked at d8: only i8 makes the straight four
   * f8-i8, and i8 is also the exact five i4-i8.  The column h8-h10 is a
   * three, the row is not: h8 is legal. */
  pos = setup (GMK_RULE_RENJU, 15, "f8 g8 h9 h10 i4 i5 i6 i7", "d8 a1", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "i8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_assert_cmpint (play (pos, "h8"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);

  /* Without the column i4-i7, i8 is a plain straight-four point: the row
   * is a three and h8 a double-three. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "f8 g8 h9 h10", "d8 a1", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_DOUBLE_THREE);

  /* A five made through the three's own stone is no exception to the
   * precedence of fives: h8 completing d4-h8 is legal whatever else. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_RENJU, 15, "f8 g8 h9 h10 d4 e5 f6 g7", "d8 a1", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);
}

static void
test_position_checks (void)
{
  g_autofree GmkPosition *pos = setup (GMK_RULE_FREESTYLE, 15, "h8", "", GMK_WHITE);
  uint8_t before[GMK_CELLS];

  memcpy (before, pos->board.cell, GMK_CELLS);
  g_assert_cmpint (gmk_position_check (pos, -1, 0), ==, GMK_REASON_OFF_BOARD);
  g_assert_cmpint (gmk_position_check (pos, 0, 15), ==, GMK_REASON_OFF_BOARD);
  g_assert_cmpint (gmk_position_check (pos, 15, 0), ==, GMK_REASON_OFF_BOARD);
  g_assert_cmpint (gmk_position_check (pos, 1000000, -1000000), ==, GMK_REASON_OFF_BOARD);
  g_assert_cmpint (gmk_position_check (pos, 7, 7), ==, GMK_REASON_OCCUPIED);
  g_assert_cmpint (gmk_position_play (pos, 7, 7), ==, GMK_REASON_OCCUPIED);
  g_assert_cmpmem (pos->board.cell, GMK_CELLS, before, GMK_CELLS);
  g_assert_cmpint (gmk_position_check (pos, 0, 0), ==, GMK_REASON_NONE);
  g_assert_false (gmk_position_undo (pos));

  /* After a win every move is refused as game over. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_FREESTYLE, 15, "a1 b1 c1 d1", "a2 b2 c2 d2", GMK_BLACK);
  g_assert_cmpint (play (pos, "e1"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (play (pos, "e2"), ==, GMK_REASON_GAME_OVER);
  g_assert_cmpint (play (pos, "a15"), ==, GMK_REASON_GAME_OVER);
  g_assert_true (gmk_position_undo (pos));
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (play (pos, "e2"), ==, GMK_REASON_NONE);
}

static void
test_setup_results (void)
{
  g_autofree GmkPosition *pos = NULL;
  int line[GMK_MAX_SIZE];

  /* The side not to move has a five: it has just won. */
  pos = setup (GMK_RULE_FREESTYLE, 15, "a1 b1 c1 d1 e1", "a2 b2 c2 d2", GMK_WHITE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (gmk_position_winning_line (pos, line), ==, 5);
  g_assert_cmpint (pos->board.ply, ==, 0);

  /* Five pairs taken: a win by captures. */
  g_clear_pointer (&pos, g_free);
  pos = g_new0 (GmkPosition, 1);
  gmk_position_init (pos, 19, 19, GMK_RULE_PENTE);
  gmk_board_set_captured_pairs (&pos->board, GMK_WHITE, 5);
  gmk_position_setup_done (pos);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_WHITE_WINS);
  g_assert_cmpint (pos->status.how, ==, GMK_HOW_CAPTURES);
  g_assert_cmpint (gmk_position_winning_line (pos, line), ==, 0);
}

static void
test_full_board_draw (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  int black[13][2], white[12][2], nb = 0, nw = 0;

  /* XXOOX / OOXXO / ... has no five anywhere. */
  for (int y = 0; y < 5; y++)
    for (int x = 0; x < 5; x++)
      {
        if ((x / 2 + y) % 2 == 0)
          {
            black[nb][0] = x;
            black[nb++][1] = y;
          }
        else
          {
            white[nw][0] = x;
            white[nw++][1] = y;
          }
      }
  g_assert_cmpint (nb, ==, 13);
  g_assert_cmpint (nw, ==, 12);

  for (GmkRule rule = 0; rule < GMK_N_RULES; rule++)
    {
      gmk_position_init (pos, 5, 5, rule);
      for (int i = 0; i < 25; i++)
        {
          const int *p = i % 2 == 0 ? black[i / 2] : white[i / 2];

          g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
          g_assert_cmpint (gmk_position_play (pos, p[0], p[1]), ==, GMK_REASON_NONE);
        }
      /* Capture rules could have taken stones on the way; only judge the
       * rules where the board really filled. */
      if (gmk_board_is_full (&pos->board))
        {
          g_assert_cmpint (pos->status.result, ==, GMK_RESULT_DRAW);
          g_assert_cmpint (pos->status.how, ==, GMK_HOW_FULL_BOARD);
          g_assert_cmpint (gmk_position_check (pos, 0, 0), ==, GMK_REASON_GAME_OVER);
        }
      else
        g_assert_true (gmk_rule_has_captures (rule));
      while (gmk_position_undo (pos))
        ;
      g_assert_cmpint (pos->board.stones[GMK_BLACK] + pos->board.stones[GMK_WHITE], ==, 0);
      g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
    }
}

static void
test_pente (void)
{
  g_autofree GmkPosition *pos = NULL;

  /* A five wins at once, even one the opponent could break by a capture. */
  pos = setup (GMK_RULE_PENTE, 19, "c3 d3 e3 f3 d4", "d5", GMK_BLACK);
  g_assert_cmpint (play (pos, "g3"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (pos->status.how, ==, GMK_HOW_FIVE);
  g_assert_cmpint (pos->status.pending_five, ==, GMK_EMPTY);

  /* The fifth pair wins; no forbidden moves. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_PENTE, 19, "b1 c1 f8 g8 h9 h10", "a1 k9", GMK_WHITE);
  gmk_board_set_captured_pairs (&pos->board, GMK_WHITE, 4);
  gmk_position_setup_done (pos);
  g_assert_cmpint (forbidden_at (pos, "k9", GMK_BLACK), ==, GMK_REASON_OCCUPIED);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_assert_cmpint (play (pos, "d1"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->board.captured_pairs[GMK_WHITE], ==, 5);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_WHITE_WINS);
  g_assert_cmpint (pos->status.how, ==, GMK_HOW_CAPTURES);
  g_assert_true (gmk_position_undo (pos));
  g_assert_cmpint (pos->board.captured_pairs[GMK_WHITE], ==, 4);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
}

/* Ninuki's five that can be broken: it waits for the reply. */
static void
test_ninuki_pending_five (void)
{
  g_autofree GmkPosition *pos = NULL;

  /* Row 10: c10..f10 black; d11 black and d12 white make d10-d11 a pair
   * white can take from d9. */
  pos = setup (GMK_RULE_NINUKI, 19, "c10 d10 e10 f10 d11 a1", "d12 s19 s17", GMK_BLACK);
  g_assert_cmpint (play (pos, "g10"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (pos->status.pending_five, ==, GMK_BLACK);

  /* White does not break it: black wins on white's move. */
  g_assert_cmpint (play (pos, "s18"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (pos->status.how, ==, GMK_HOW_FIVE);
  {
    int line[GMK_MAX_SIZE];

    g_assert_cmpint (gmk_position_winning_line (pos, line), ==, 5);
  }

  /* Undo: back to the pending five, and white breaks it this time. */
  g_assert_true (gmk_position_undo (pos));
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (pos->status.pending_five, ==, GMK_BLACK);
  g_assert_cmpint (play (pos, "d9"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->board.captured_pairs[GMK_WHITE], ==, 1);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (pos->status.pending_five, ==, GMK_EMPTY);
  /* Black refills d10: a five again, again breakable?  d11 is gone, so no. */
  g_assert_cmpint (play (pos, "d10"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);

  /* An unbreakable five wins at once. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "c10 d10 e10 f10", "a1", GMK_BLACK);
  g_assert_cmpint (play (pos, "g10"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);

  /* The opponent has 4 pairs and can take a fifth anywhere: no win yet, and
   * taking it wins for them. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "c10 d10 e10 f10 p3 p4", "p2", GMK_BLACK);
  gmk_board_set_captured_pairs (&pos->board, GMK_WHITE, 4);
  gmk_position_setup_done (pos);
  g_assert_cmpint (play (pos, "g10"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (pos->status.pending_five, ==, GMK_BLACK);
  g_assert_cmpint (play (pos, "p5"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_WHITE_WINS);
  g_assert_cmpint (pos->status.how, ==, GMK_HOW_CAPTURES);
}

static void
test_ninuki_double_three (void)
{
  g_autofree GmkPosition *pos = NULL;

  pos = setup (GMK_RULE_NINUKI, 19, "f8 g8 h9 h10", "a1", GMK_WHITE);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_DOUBLE_THREE);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_WHITE), ==, GMK_REASON_NONE);
  /* For white as well. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "a1", "f8 g8 h9 h10", GMK_WHITE);
  g_assert_cmpint (play (pos, "h8"), ==, GMK_REASON_DOUBLE_THREE);
  {
    int indices[GMK_CELLS];
    GmkReason reasons[GMK_CELLS];
    int n = gmk_position_forbidden_points (pos, indices, reasons);
    gboolean found = FALSE;

    for (int i = 0; i < n; i++)
      if (indices[i] == gmk_board_index (7, 11))
        found = reasons[i] == GMK_REASON_DOUBLE_THREE;
    g_assert_true (found);
  }
  /* Three plus four is not a double-three. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "e8 f8 g8 h9 h10", "a1", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "h8", GMK_BLACK), ==, GMK_REASON_NONE);
  /* No double-four or overline rule in ninuki. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "b8 d8 f8 h8", "a1", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_BLACK), ==, GMK_REASON_NONE);
}

/* A free three may share its line with a four: . . X X X . X O, the new
 * stone one of the three X, is a free three (one more stone on the left
 * makes the open four) as well as a four (docs/rules.md). */
static void
test_ninuki_three_in_four_line (void)
{
  g_autofree GmkPosition *pos = NULL;

  /* Row c8 . d8 . [e8] f8 g8 h8 . i8 X j8 O and the column e8-e10. */
  pos = setup (GMK_RULE_NINUKI, 19, "f8 g8 i8 e9 e10", "j8 s19", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_BLACK), ==, GMK_REASON_DOUBLE_THREE);
  g_assert_cmpint (play (pos, "e8"), ==, GMK_REASON_DOUBLE_THREE);
  /* The same with the new stone in the middle of the three. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "e8 g8 i8 f9 f10", "j8 s19", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "f8", GMK_BLACK), ==, GMK_REASON_DOUBLE_THREE);
  /* For white as well. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "j8 s19", "f8 g8 i8 e9 e10", GMK_WHITE);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_WHITE), ==, GMK_REASON_DOUBLE_THREE);

  /* A move that makes five is never forbidden: e8 also ends a4-e8. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "f8 g8 i8 e9 e10 a4 b5 c6 d7", "j8 s19", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_BLACK), ==, GMK_REASON_NONE);
  /* A move that captures is never forbidden: e8 takes c6 d7. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "f8 g8 i8 e9 e10 b5", "j8 c6 d7", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_BLACK), ==, GMK_REASON_NONE);
  g_assert_cmpint (play (pos, "e8"), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->board.captured_pairs[GMK_BLACK], ==, 1);
  /* Blocked on the left (X X X . X O with O at d8) the row is only a
   * four: one free three, legal. */
  g_clear_pointer (&pos, g_free);
  pos = setup (GMK_RULE_NINUKI, 19, "f8 g8 i8 e9 e10", "d8 j8", GMK_BLACK);
  g_assert_cmpint (forbidden_at (pos, "e8", GMK_BLACK), ==, GMK_REASON_NONE);
}

/* The search's fast legality check (the pattern tables' "maybe forbidden"
 * class, gmk_threat_is_legal) never lets through a move the rules forbid:
 * dense random renju and ninuki positions, every empty cell, both colours. */
static void
test_search_agrees (void)
{
  static const GmkRule rules[] = { GMK_RULE_RENJU, GMK_RULE_NINUKI };
  g_autoptr(GRand) rand = g_rand_new_with_seed (18);
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  int n_forbidden = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    for (int trial = 0; trial < 400; trial++)
      {
        const int size = 15, lo = 3, span = 9;
        const int n_stones = g_rand_int_range (rand, 10, 45);

        gmk_position_init (pos, size, size, rules[r]);
        for (int i = 0; i < n_stones; i++)
          {
            int index = gmk_board_index (lo + g_rand_int_range (rand, 0, span),
                                         lo + g_rand_int_range (rand, 0, span));

            const GmkColor color = i % 2 == 0 ? GMK_BLACK : GMK_WHITE;

            if (pos->board.cell[index] != GMK_EMPTY)
              continue;
            /* No five on the board: the game would be over. */
            gmk_board_put (&pos->board, index, color);
            if (gmk_test_in_five_or_more (&pos->board, index))
              gmk_board_remove (&pos->board, index);
          }
        gmk_eval_init (st, &pos->board);
        for (int y = 0; y < size; y++)
          for (int x = 0; x < size; x++)
            for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
              {
                const int index = gmk_board_index (x, y);
                gboolean legal;

                if (pos->board.cell[index] != GMK_EMPTY)
                  continue;
                legal = gmk_rules_forbidden (&pos->board, index, color) == GMK_REASON_NONE;
                n_forbidden += !legal;
                if (gmk_threat_is_legal (st, index, color) != legal)
                  g_error ("%s, %s at %c%d: the rules say %s, the search's check does not",
                           gmk_rule_name (rules[r]), color == GMK_BLACK ? "black" : "white",
                           'a' + x, size - y, legal ? "legal" : "forbidden");
              }
      }
  g_test_message ("%d forbidden points met", n_forbidden);
  g_assert_cmpint (n_forbidden, >, 0);
}

/* Random renju and ninuki games: the forbidden check leaves the board as it
 * was, the listed forbidden points are exactly the refused moves, and undo
 * walks back through every status. */
static void
test_random_games (void)
{
  static const GmkRule rules[] = { GMK_RULE_RENJU, GMK_RULE_NINUKI, GMK_RULE_PENTE, GMK_RULE_CARO };
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree GmkPosition *copy = g_new0 (GmkPosition, 1);
  g_autofree int *indices = g_new (int, GMK_CELLS);
  g_autofree GmkReason *reasons = g_new (GmkReason, GMK_CELLS);
  g_autofree uint8_t *cells = g_new (uint8_t, GMK_CELLS);
  int n_forbidden_seen = 0, n_results = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    for (int game = 0; game < 40; game++)
      {
        int size = rules[r] == GMK_RULE_NINUKI ? 13 : 11;

        gmk_position_init (pos, size, size, rules[r]);
        while (pos->status.result == GMK_RESULT_NONE)
          {
            uint64_t hash = pos->board.hash;
            int n, legal[GMK_MAX_SIZE * GMK_MAX_SIZE], n_legal = 0, f = 0;

            memcpy (cells, pos->board.cell, GMK_CELLS);
            n = gmk_position_forbidden_points (pos, indices, reasons);
            g_assert_cmpmem (pos->board.cell, GMK_CELLS, cells, GMK_CELLS);
            g_assert_cmphex (pos->board.hash, ==, hash);
            n_forbidden_seen += n;

            /* Indices come in board order, so one walk compares both lists. */
            for (int y = 0; y < size; y++)
              for (int x = 0; x < size; x++)
                {
                  int index = gmk_board_index (x, y);
                  GmkReason reason = gmk_position_check (pos, x, y);

                  if (f < n && indices[f] == index)
                    {
                      g_assert_cmpint (reason, ==, reasons[f]);
                      f++;
                    }
                  else if (reason == GMK_REASON_NONE)
                    legal[n_legal++] = index;
                  else
                    g_assert_cmpint (reason, ==, GMK_REASON_OCCUPIED);
                }
            g_assert_cmpint (f, ==, n);
            if (n_legal == 0)
              break;

            /* Prefer moves near the last one, so lines and captures form. */
            {
              int index = legal[g_rand_int_range (rand, 0, n_legal)];
              int last = gmk_board_last_move (&pos->board);

              for (int tries = 0; tries < 20 && last != GMK_NO_MOVE; tries++)
                {
                  int candidate = legal[g_rand_int_range (rand, 0, n_legal)];

                  if (ABS (gmk_board_x (candidate) - gmk_board_x (last)) <= 2 &&
                      ABS (gmk_board_y (candidate) - gmk_board_y (last)) <= 2)
                    {
                      index = candidate;
                      break;
                    }
                }
              g_assert_cmpint (gmk_position_play (pos, gmk_board_x (index), gmk_board_y (index)), ==,
                               GMK_REASON_NONE);
              g_assert_cmphex (pos->board.hash, ==, gmk_board_compute_hash (&pos->board));
            }
          }
        if (pos->status.result != GMK_RESULT_NONE)
          n_results++;

        gmk_position_copy (copy, pos);
        while (gmk_position_undo (copy))
          g_assert_cmphex (copy->board.hash, ==, gmk_board_compute_hash (&copy->board));
        g_assert_cmpint (copy->status.result, ==, GMK_RESULT_NONE);
        g_assert_cmpint (copy->board.stones[GMK_BLACK] + copy->board.stones[GMK_WHITE], ==, 0);
        /* The original is untouched by the copy's undo. */
        g_assert_cmpint (pos->board.ply, >, 0);
      }
  g_test_message ("%d forbidden points met, %d games decided", n_forbidden_seen, n_results);
  g_assert_cmpint (n_forbidden_seen, >, 0);
  g_assert_cmpint (n_results, >, 0);
}

/* A renju game that filled all but one cell, the last one forbidden to
 * black (a self-play game at 16,000 nodes a move): black cannot move, so
 * the game is drawn, as on a full board; before, the referee waited for a
 * move the engine rightly could not give and scored its answer a fault. */
static void
test_renju_no_legal_move (void)
{
  static const char *moves =
    "b12 f11 a12 a11 b11 c13 h8 f13 b10 b9 e12 d12 f10 e11 g11 b14 a15 e9 d9 f14 f12 e13 d13 e14 c11 "
    "h13 h11 i12 g14 i11 i13 h12 j10 i9 i10 e8 h10 g10 k10 l10 e10 k12 h9 h7 j12 f7 g13 j9 d7 d10 e7 "
    "g6 f6 f5 i8 h5 i4 d3 e4 g5 d8 c9 d6 d5 e5 c14 d14 g7 f8 g9 g8 j8 i7 j7 e3 e6 e2 e1 i6 i5 j5 g3 "
    "g4 h4 f2 h3 h6 c5 j6 i3 j3 j2 k1 h2 h1 k5 l6 k6 k4 l5 c4 k2 l2 d4 m4 l9 b8 k9 m9 c7 m2 l3 m3 j4 "
    "g1 m5 l8 l11 i1 j1 m10 m11 n12 o5 n5 g2 i2 l12 l13 k11 j11 c8 c6 n11 o11 o4 d2 j13 j14 i14 h15 "
    "k15 g12 g15 k13 m15 m13 m8 n6 o13 l15 b2 n7 n8 k7 o3 o2 o7 o6 a4 n14 n3 o10 k14 o12 o9 b1 l1 a5 "
    "b15 c12 d11 c15 a8 b6 a7 a9 b7 a14 a13 d15 b13 e15 f15 i15 h14 j15 l14 n15 m14 o15 n13 o14 m12 "
    "a10 c10 f9 n9 k8 o8 l7 m7 a6 m6 b5 b4 f4 l4 n4 a3 c3 b3 f3 k3 a2 c2 n2 a1 c1 d1 f1 m1 n1 o1";
  g_auto(GStrv) tokens = g_strsplit (moves, " ", -1);
  GmkPosition pos;
  int empty = -1;

  gmk_position_init (&pos, 15, 15, GMK_RULE_RENJU);
  for (int i = 0; tokens[i] != NULL; i++)
    {
      int x, y;

      g_assert_true (gmk_notation_parse (tokens[i], 15, 15, &x, &y));
      g_assert_cmpint (pos.status.result, ==, GMK_RESULT_NONE);
      g_assert_cmpint (gmk_position_play (&pos, x, y), ==, GMK_REASON_NONE);
    }
  g_assert_cmpint (pos.board.ply, ==, 224);
  g_assert_false (gmk_board_is_full (&pos.board));
  for (int i = 0; i < GMK_CELLS; i++)
    if (gmk_board_index_valid (&pos.board, i) && pos.board.cell[i] == GMK_EMPTY)
      empty = i;
  g_assert_cmpint (gmk_rules_forbidden (&pos.board, empty, GMK_BLACK), !=, GMK_REASON_NONE);
  g_assert_cmpint (pos.status.result, ==, GMK_RESULT_DRAW);
  g_assert_cmpint (pos.status.how, ==, GMK_HOW_FULL_BOARD);

  /* Undo gives black the move back, with no result. */
  gmk_position_undo (&pos);
  g_assert_cmpint (pos.status.result, ==, GMK_RESULT_NONE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/names", test_names);
  g_test_add_func ("/rules/five-lengths", test_five_lengths);
  g_test_add_func ("/rules/caro-blocks", test_caro_blocks);
  g_test_add_func ("/rules/renju-definitions", test_renju_definitions);
  g_test_add_func ("/rules/renju-recursive-three", test_renju_recursive_three);
  g_test_add_func ("/rules/renju-three-five-point", test_renju_three_five_point);
  g_test_add_func ("/rules/position-checks", test_position_checks);
  g_test_add_func ("/rules/setup-results", test_setup_results);
  g_test_add_func ("/rules/full-board-draw", test_full_board_draw);
  g_test_add_func ("/rules/pente", test_pente);
  g_test_add_func ("/rules/ninuki-pending-five", test_ninuki_pending_five);
  g_test_add_func ("/rules/ninuki-double-three", test_ninuki_double_three);
  g_test_add_func ("/rules/ninuki-three-in-four-line", test_ninuki_three_in_four_line);
  g_test_add_func ("/rules/search-agrees", test_search_agrees);
  g_test_add_func ("/rules/random-games", test_random_games);
  g_test_add_func ("/rules/renju-no-legal-move", test_renju_no_legal_move);
  return g_test_run ();
}
