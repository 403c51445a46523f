/* test-protocol-balance.c: YXBALANCEONE and YXBALANCETWO through the real
 * gomoku-engine.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The answers are searched under a time budget, so they are not fixed:
 * the tests check what any right answer has: legal stones, played on the
 * engine's board, and a position a fresh search of the library judges near
 * the score asked for, higher when a higher score is asked.
 */
#include "gmk-test-engine.h"

#include "gmk-opening-play.h"

/* The engine's judgements are bounded by INFO max_node, the test's by the
 * same number, and the turn is long enough that time never cuts one short
 * (not even in a sanitizer build): both then judge alike. */
#define JUDGE_NODES 6000

/* Two black stones side by side, two white ones just above them, Black to
 * move: an opening position one stone can tip either way. */
static const int blacks[][2] = { { 7, 7 }, { 8, 7 } };
static const int whites[][2] = { { 7, 8 }, { 8, 8 } };

static double
judge (const GmkPosition *pos)
{
  GmkSearch *search = gmk_search_new (4);
  GmkOpeningPlay play;
  double p;

  gmk_opening_play_init (&play, search, 0);
  play.max_nodes = JUDGE_NODES;
  p = gmk_opening_play_black_chance (&play, pos);
  gmk_search_free (search);
  return p;
}

static void
start_position (GmkPosition *pos)
{
  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  for (int i = 0; i < 2; i++)
    {
      gmk_position_play (pos, blacks[i][0], blacks[i][1]);
      gmk_position_play (pos, whites[i][0], whites[i][1]);
    }
  g_assert_cmpint (pos->board.to_move, ==, GMK_BLACK);
}

/* The same position on the engine, which is Black: BOARD makes it move,
 * TAKEBACK takes the move back. */
static GmkEngineProcess *
engine_with_position (void)
{
  GmkEngineProcess *engine = test_engine_spawn ();
  g_autofree char *takeback = NULL;
  int x, y;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 60000");
  test_engine_send (engine, "INFO max_node 6000");
  test_engine_send (engine, "BOARD");
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *own = g_strdup_printf ("%d,%d,1", blacks[i][0], blacks[i][1]);
      g_autofree char *other = g_strdup_printf ("%d,%d,2", whites[i][0], whites[i][1]);

      test_engine_send (engine, own);
      test_engine_send (engine, other);
    }
  test_engine_send (engine, "DONE");
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  takeback = g_strdup_printf ("TAKEBACK %d,%d", x, y);
  test_engine_expect (engine, takeback, "OK");
  return engine;
}

/* Parses "x1,y1 x2,y2". */
static void
parse_two (const char *reply,
           int        *xy)
{
  g_auto(GStrv) parts = g_strsplit (reply, " ", -1);

  if (g_strv_length (parts) != 2 || !test_parse_move (parts[0], &xy[0], &xy[1]) ||
      !test_parse_move (parts[1], &xy[2], &xy[3]))
    g_error ("expected 'x1,y1 x2,y2', got '%s'", reply);
}

/* The engine has the stone at (x, y). */
static void
assert_engine_has (GmkEngineProcess *engine,
                   int               x,
                   int               y)
{
  g_autofree char *line = g_strdup_printf ("TAKEBACK %d,%d", x, y);

  /* TAKEBACK of an empty point is refused; of the stone, accepted. */
  test_engine_expect (engine, line, "OK");
}

/* Black's chance after YXBALANCEONE `bias` (Black places the stone). */
static double
balance_one (int bias)
{
  g_autoptr(GmkEngineProcess) engine = engine_with_position ();
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  g_autofree char *command = g_strdup_printf ("YXBALANCEONE %d", bias);
  double p;
  int x, y;

  start_position (pos);
  test_engine_send (engine, command);
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  g_assert_cmpint (gmk_position_play (pos, x, y), ==, GMK_REASON_NONE);
  p = judge (pos);
  g_test_message ("YXBALANCEONE %d: %d,%d, black %.3f (aimed at %.3f)", bias, x, y, p,
                  gmk_search_win_probability (bias));
  g_assert_cmpfloat (ABS (p - gmk_search_win_probability (bias)), <=, 0.25);
  assert_engine_has (engine, x, y);
  test_engine_end (engine);
  return p;
}

static void
test_balance_one (void)
{
  double even = balance_one (0);
  double ahead = balance_one (300);
  double behind = balance_one (-300);

  /* The score asked for moves the result the way it says. */
  g_assert_cmpfloat (behind, <, even);
  g_assert_cmpfloat (even, <, ahead);
}

static void
test_balance_two (void)
{
  g_autoptr(GmkEngineProcess) engine = engine_with_position ();
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  g_autofree char *reply = NULL;
  int xy[4];
  double p;

  start_position (pos);
  test_engine_send (engine, "YXBALANCETWO 0");
  reply = test_engine_reply (engine, REPLY_TIMEOUT_MS);
  parse_two (reply, xy);
  /* Black's stone, then White's. */
  g_assert_cmpint (gmk_position_play (pos, xy[0], xy[1]), ==, GMK_REASON_NONE);
  g_assert_cmpint (gmk_position_play (pos, xy[2], xy[3]), ==, GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
  p = judge (pos);
  g_test_message ("YXBALANCETWO 0: %s, black %.3f", reply, p);
  g_assert_cmpfloat (ABS (p - 0.5), <=, 0.25);
  /* Both are on the engine's board; the later one first, so the earlier
   * is still the engine's to take back. */
  assert_engine_has (engine, xy[2], xy[3]);
  assert_engine_has (engine, xy[0], xy[1]);
  test_engine_end (engine);
}

/* On an empty board one stone is Black's, and it lands near the centre. */
static void
test_balance_empty (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  int x, y;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 1000");
  test_engine_send (engine, "YXBALANCEONE 0");
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  g_assert_cmpint (ABS (x - 7), <=, 2);
  g_assert_cmpint (ABS (y - 7), <=, 2);
  /* The engine now plays White's answer to it. */
  test_engine_expect (engine, "BEGIN", "ERROR");
  test_engine_end (engine);
}

static void
test_balance_errors (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();

  test_engine_expect (engine, "YXBALANCEONE 0", "ERROR");
  test_engine_expect (engine, "START 15", "OK");
  test_engine_expect (engine, "YXBALANCEONE", "ERROR YXBALANCEONE: expected a score");
  test_engine_expect (engine, "YXBALANCETWO x", "ERROR YXBALANCETWO: expected a score");
  test_engine_expect (engine, "YXBALANCEONE 1 2", "ERROR YXBALANCEONE: expected a score");
  test_engine_expect (engine, "YXBALANCETWO 99999999", "ERROR YXBALANCETWO: expected a score");
  test_engine_expect (engine, "yxbalanceone 1.5", "ERROR YXBALANCEONE: expected a score");
  /* A finished game: five in a row, by BOARD. */
  test_engine_send (engine, "BOARD");
  for (int i = 0; i < 5; i++)
    {
      g_autofree char *line = g_strdup_printf ("%d,3,2", i);

      test_engine_send (engine, line);
    }
  test_engine_expect (engine, "DONE", "ERROR");
  test_engine_expect (engine, "YXBALANCEONE 0", "ERROR YXBALANCEONE: the game is already over");
  /* Still alive and answering. */
  test_engine_expect (engine, "ABOUT", "name=");
  test_engine_end (engine);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/protocol/balance/one", test_balance_one);
  g_test_add_func ("/protocol/balance/two", test_balance_two);
  g_test_add_func ("/protocol/balance/empty", test_balance_empty);
  g_test_add_func ("/protocol/balance/errors", test_balance_errors);
  return g_test_run ();
}
