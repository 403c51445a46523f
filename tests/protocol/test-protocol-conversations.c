/* test-protocol-conversations.c: talks to the real gomoku-engine process.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every command, malformed input, stopping while thinking, takeback, rule
 * switching, rectangular boards, BOARD with capture counts and swap2.  Each
 * engine move is checked with GmkPosition, the rules' own implementation.
 */
#include <stdio.h>
#include <string.h>

#include "gmk-rules.h"
#include "gmk-test-engine.h"

/* Reads a move and plays it on `mirror`, failing on an illegal one. */
static void
expect_legal_move (GmkEngineProcess *engine,
                   GmkPosition      *mirror,
                   int              *out_x,
                   int              *out_y)
{
  GmkReason reason;
  int x = 0, y = 0;

  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  reason = gmk_position_play (mirror, x, y);
  if (reason != GMK_REASON_NONE)
    g_error ("engine played %d,%d which the rules refuse: %s", x, y, gmk_reason_name (reason));
  if (out_x != NULL)
    *out_x = x;
  if (out_y != NULL)
    *out_y = y;
}

static void
test_about (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();

  test_engine_expect (engine, "ABOUT", "name=\"Gomoku\", version=\"");
  test_engine_end (engine);
}

static void
test_start_sizes (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();

  test_engine_expect (engine, "START 15", "OK");
  test_engine_expect (engine, "START 20", "OK");
  test_engine_expect (engine, "start 19", "OK");   /* commands are case-insensitive */
  test_engine_expect (engine, "START 5", "OK");
  test_engine_expect (engine, "START 22", "OK");
  test_engine_expect (engine, "START 4", "ERROR");
  test_engine_expect (engine, "START 23", "ERROR");
  test_engine_expect (engine, "START 100000000000000000000", "ERROR");
  test_engine_expect (engine, "START -15", "ERROR");
  test_engine_expect (engine, "START", "ERROR");
  test_engine_expect (engine, "START fifteen", "ERROR");
  test_engine_expect (engine, "RECTSTART 10,20", "OK");
  test_engine_expect (engine, "RECTSTART 30,10", "ERROR");
  test_engine_expect (engine, "RECTSTART 10", "ERROR");
  test_engine_expect (engine, "RECTSTART 10,x", "ERROR");
  test_engine_expect (engine, "RESTART", "OK");
  test_engine_end (engine);
}

static void
test_before_start (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();

  test_engine_expect (engine, "BEGIN", "ERROR");
  test_engine_expect (engine, "TURN 7,7", "ERROR");
  test_engine_expect (engine, "TAKEBACK 7,7", "ERROR");
  test_engine_expect (engine, "RESTART", "ERROR");
  test_engine_expect (engine, "PLAY 1,1", "ERROR");
  test_engine_expect (engine, "START 15", "OK");
  test_engine_end (engine);
}

/* A game: BEGIN, then TURN with the opponent's moves, each reply legal. */
static void
test_begin_turn (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);
  int x = 0, y = 0;

  gmk_position_init (mirror, 15, 15, GMK_RULE_FREESTYLE);
  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 300");
  test_engine_send (engine, "INFO timeout_match 100000");
  test_engine_send (engine, "INFO time_left 100000");
  test_engine_send (engine, "BEGIN");
  expect_legal_move (engine, mirror, &x, &y);
  for (int i = 0; i < 6 && mirror->status.result == GMK_RESULT_NONE; i++)
    {
      /* The opponent plays the first empty cell of the top rows. */
      g_autofree char *turn = NULL;
      int ox = 0, oy = 0;

      while (gmk_position_check (mirror, ox, oy) != GMK_REASON_NONE)
        if (++ox == 15)
          ox = 0, oy++;
      gmk_position_play (mirror, ox, oy);
      turn = g_strdup_printf ("TURN %d,%d", ox, oy);
      test_engine_send (engine, turn);
      expect_legal_move (engine, mirror, NULL, NULL);
    }
  test_engine_end (engine);
}

static void
test_malformed (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree char *long_line = NULL;
  int x = 0, y = 0;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_expect (engine, "HELLO", "UNKNOWN");
  test_engine_expect (engine, "YXHASHDUMP hash.bin", "UNKNOWN");   /* a Yixin command we do not take */
  test_engine_expect (engine, "\x01\x02\xff\xfe junk", "UNKNOWN");
  test_engine_expect (engine, "TURN", "ERROR");
  test_engine_expect (engine, "TURN 1", "ERROR");
  test_engine_expect (engine, "TURN 1,", "ERROR");
  test_engine_expect (engine, "TURN ,1", "ERROR");
  test_engine_expect (engine, "TURN 1,x", "ERROR");
  test_engine_expect (engine, "TURN 1,2,3", "ERROR");
  test_engine_expect (engine, "TURN 15,0", "ERROR");
  test_engine_expect (engine, "TURN -1,0", "ERROR");
  test_engine_expect (engine, "TURN 99999999999999999999,1", "ERROR");
  test_engine_expect (engine, "TAKEBACK 3,3", "ERROR");   /* empty cell */
  test_engine_expect (engine, "DONE", "ERROR");
  test_engine_expect (engine, "INFO", "ERROR");
  test_engine_expect (engine, "INFO timeout_turn abc", "ERROR");
  test_engine_expect (engine, "INFO timeout_turn -5", "ERROR");
  test_engine_expect (engine, "INFO rule -1", "ERROR");
  test_engine_expect (engine, "INFO rule_name chess", "ERROR");
  test_engine_expect (engine, "INFO level 99", "ERROR");
  test_engine_expect (engine, "INFO max_node lots", "ERROR");

  long_line = g_strnfill (20000, 'A');
  test_engine_expect (engine, long_line, "ERROR");

  /* BOARD blocks: bad lines are reported at DONE, nothing is played. */
  test_engine_send (engine, "BOARD");
  test_engine_send (engine, "7,7,1");
  test_engine_send (engine, "7,7,2");
  test_engine_expect (engine, "DONE", "ERROR");
  test_engine_send (engine, "BOARD");
  test_engine_send (engine, "7,7,4");
  test_engine_expect (engine, "DONE", "ERROR");
  test_engine_send (engine, "BOARD");
  test_engine_send (engine, "70,7,1");
  test_engine_expect (engine, "DONE", "ERROR");
  test_engine_send (engine, "BOARD");
  test_engine_send (engine, "7,7");
  test_engine_expect (engine, "DONE", "ERROR");
  test_engine_send (engine, "BOARD");
  test_engine_send (engine, "1,1,0");
  test_engine_expect (engine, "DONE", "ERROR");
  /* A command inside a block abandons the block and still runs. */
  test_engine_send (engine, "BOARD");
  test_engine_send (engine, "1,1,1");
  test_engine_expect (engine, "ABOUT", "ERROR");
  {
    g_autofree char *about = test_engine_reply (engine, REPLY_TIMEOUT_MS);
    g_assert_true (g_str_has_prefix (about, "name="));
  }

  /* Still alive and still correct: an empty board, so BEGIN plays. */
  test_engine_send (engine, "INFO timeout_turn 200");
  test_engine_send (engine, "BEGIN");
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (x, <, 15);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (y, <, 15);
  /* Occupied now: refused. */
  {
    g_autofree char *turn = g_strdup_printf ("TURN %d,%d", x, y);
    test_engine_expect (engine, turn, "ERROR");
  }
  test_engine_expect (engine, "BEGIN", "ERROR");   /* not an empty board */
  test_engine_end (engine);
}

/* Unknown INFO keys are ignored; known ones give no reply at all. */
static void
test_info_keys (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  const char *lines[] = {
    "INFO timeout_turn 1000", "INFO timeout_match 0", "INFO time_left 2147483647",
    "INFO max_memory 83886080", "INFO game_type 1", "INFO folder /tmp/some folder",
    "INFO rule 1", "INFO max_depth 3", "INFO max_node 50000", "INFO thread_num 2",
    "INFO hash_size 16384", "INFO level 4", "INFO seed 42", "INFO rule_name freestyle",
    "INFO captures_own 0", "INFO captures_opponent 0", "INFO evaluate 1,1",
    "INFO some_future_key 5", "info TIMEOUT_TURN 500",
  };

  test_engine_expect (engine, "START 15", "OK");
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    test_engine_send (engine, lines[i]);
  /* The next reply must be ABOUT's: no INFO line said anything. */
  test_engine_expect (engine, "ABOUT", "name=");
  test_engine_send (engine, "BEGIN");
  {
    int x = 0, y = 0;
    test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  }
  test_engine_end (engine);
}

/* A position with many stones so the search has something to chew on. */
static void
send_middle_game (GmkEngineProcess *engine)
{
  static const char *stones[] = {
    "7,7,1", "8,8,2", "6,8,1", "8,6,2", "8,7,1", "9,7,2",
    "6,6,1", "5,5,2", "7,9,1", "10,6,2", "6,9,1", "7,10,2",
  };

  test_engine_send (engine, "BOARD");
  for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
    test_engine_send (engine, stones[i]);
  test_engine_send (engine, "DONE");
}

static void
test_yxstop (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  int x = 0, y = 0;

  test_engine_expect (engine, "START 15", "OK");
  /* Ten minutes a move: only the stop can bring the move back in time. */
  test_engine_send (engine, "INFO timeout_turn 600000");
  test_engine_send (engine, "INFO max_node 0");
  test_engine_send (engine, "INFO max_depth 0");
  send_middle_game (engine);
  g_usleep (300 * 1000);
  test_engine_send (engine, "YXSTOP");
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  /* YXSTOP when idle is harmless, and the engine keeps working. */
  test_engine_send (engine, "YXSTOP");
  test_engine_expect (engine, "ABOUT", "name=");
  test_engine_end (engine);
}

static void
test_end_while_thinking (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 600000");
  send_middle_game (engine);
  g_usleep (300 * 1000);
  test_engine_end (engine);   /* exits with status 0, within the timeout */
}

/* End of input while thinking: the move still comes out, then it exits. */
static void
test_eof_while_thinking (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  int x = 0, y = 0, status = -1;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 500");
  send_middle_game (engine);
  gmk_engine_process_close_input (engine);
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  g_assert_true (gmk_engine_process_wait (engine, REPLY_TIMEOUT_MS, &status));
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}

static void
test_takeback (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree char *takeback = NULL;
  int x = 0, y = 0;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 200");
  test_engine_send (engine, "TURN 7,7");
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  takeback = g_strdup_printf ("TAKEBACK %d,%d", x, y);
  test_engine_expect (engine, takeback, "OK");
  test_engine_expect (engine, takeback, "ERROR");      /* nothing there any more */
  test_engine_expect (engine, "TAKEBACK 7,7", "OK");
  /* The board is empty again: BEGIN is allowed and 7,7 is free. */
  test_engine_send (engine, "BEGIN");
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  test_engine_expect (engine, "TAKEBACK 0,0", "ERROR");

  /* TAKEBACK after BOARD (no move order known): the stone goes. */
  test_engine_expect (engine, "RESTART", "OK");
  send_middle_game (engine);
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  g_free (takeback);
  takeback = g_strdup_printf ("TAKEBACK %d,%d", x, y);
  test_engine_expect (engine, takeback, "OK");
  test_engine_expect (engine, "TAKEBACK 7,10", "OK");
  test_engine_expect (engine, "TURN 7,10", "");
  test_engine_end (engine);
}

static void
test_play (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();

  test_engine_expect (engine, "START 15", "OK");
  test_engine_expect (engine, "PLAY 7,7", "7,7");
  test_engine_expect (engine, "PLAY 7,7", "ERROR");
  test_engine_expect (engine, "PLAY 15,15", "ERROR");
  test_engine_end (engine);
}

static void
test_rectstart (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);

  gmk_position_init (mirror, 8, 20, GMK_RULE_FREESTYLE);
  test_engine_expect (engine, "RECTSTART 8,20", "OK");
  test_engine_send (engine, "INFO timeout_turn 200");
  test_engine_send (engine, "TURN 7,19");
  gmk_position_play (mirror, 7, 19);
  expect_legal_move (engine, mirror, NULL, NULL);
  test_engine_send (engine, "TURN 0,0");
  gmk_position_play (mirror, 0, 0);
  expect_legal_move (engine, mirror, NULL, NULL);
  test_engine_end (engine);
}

/* BOARD lines one past the last column or row are refused (the only
 * other out-of-range line, 70,7,1, is far off the board), on a square
 * board and on rectangular ones both ways round; the last column and row
 * themselves are accepted and the engine plays elsewhere. */
static void
test_board_edges (void)
{
  static const char *starts[] = { "START 15", "RECTSTART 10,20", "RECTSTART 20,10" };
  static const int sizes[][2] = { { 15, 15 }, { 10, 20 }, { 20, 10 } };

  for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
    {
      g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
      const int width = sizes[i][0], height = sizes[i][1];
      g_autofree char *past_column = g_strdup_printf ("%d,0,1", width);
      g_autofree char *past_row = g_strdup_printf ("0,%d,1", height);
      g_autofree char *past_both = g_strdup_printf ("%d,%d,2", width, height);
      g_autofree char *corner = g_strdup_printf ("%d,%d,2", width - 1, height - 1);
      int x, y;

      test_engine_expect (engine, starts[i], "OK");
      test_engine_send (engine, "INFO timeout_turn 200");
      test_engine_send (engine, "BOARD");
      test_engine_send (engine, past_column);
      test_engine_expect (engine, "DONE", "ERROR");
      test_engine_send (engine, "BOARD");
      test_engine_send (engine, past_row);
      test_engine_expect (engine, "DONE", "ERROR");
      test_engine_send (engine, "BOARD");
      test_engine_send (engine, past_both);
      test_engine_expect (engine, "DONE", "ERROR");

      test_engine_send (engine, "BOARD");
      test_engine_send (engine, corner);
      test_engine_send (engine, "DONE");
      test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
      g_assert_cmpint (x, >=, 0);
      g_assert_cmpint (x, <, width);
      g_assert_cmpint (y, >=, 0);
      g_assert_cmpint (y, <, height);
      g_assert_false (x == width - 1 && y == height - 1);
      test_engine_end (engine);
    }
}

/* Black (the engine) to move with a double four at 6,7: forbidden in renju,
 * a win everywhere else. */
static const char *double_four_board[] = {
  "3,7,1", "4,7,1", "5,7,1", "6,4,1", "6,5,1", "6,6,1",
  "0,0,2", "14,0,2", "0,14,2", "14,14,2", "2,12,2", "12,2,2",
};

static void
play_double_four (GmkEngineProcess *engine,
                  const char       *rule_line,
                  GmkRule           rule,
                  int              *x,
                  int              *y)
{
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);

  test_engine_expect (engine, "RESTART", "OK");
  test_engine_send (engine, rule_line);
  test_engine_send (engine, "BOARD");
  gmk_position_init (mirror, 15, 15, rule);
  for (guint i = 0; i < G_N_ELEMENTS (double_four_board); i++)
    {
      int sx, sy, field;

      test_engine_send (engine, double_four_board[i]);
      g_assert_cmpint (sscanf (double_four_board[i], "%d,%d,%d", &sx, &sy, &field), ==, 3);
      gmk_board_put (&mirror->board, gmk_board_index (sx, sy), field == 1 ? GMK_BLACK : GMK_WHITE);
    }
  gmk_position_setup_done (mirror);
  g_assert_cmpint (mirror->board.to_move, ==, GMK_BLACK);
  test_engine_send (engine, "DONE");
  expect_legal_move (engine, mirror, x, y);
}

static void
test_rules (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  const struct { const char *line; GmkRule rule; } rules[] = {
    { "INFO rule 0", GMK_RULE_FREESTYLE },
    { "INFO rule 1", GMK_RULE_STANDARD },
    { "INFO rule 4", GMK_RULE_RENJU },
    { "INFO rule 8", GMK_RULE_CARO },
    { "INFO rule 9", GMK_RULE_CARO5 },
    { "INFO rule_name ninuki", GMK_RULE_NINUKI },
    { "INFO rule_name pente", GMK_RULE_PENTE },
    { "INFO rule_name renju", GMK_RULE_RENJU },
    { "INFO rule 5", GMK_RULE_RENJU },
  };

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 500");
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      int x = 0, y = 0;

      g_test_message ("rule %s", gmk_rule_name (rules[i].rule));
      play_double_four (engine, rules[i].line, rules[i].rule, &x, &y);
      if (rules[i].rule == GMK_RULE_RENJU)
        g_assert_false (x == 6 && y == 7);
    }

  /* Switching the rule mid-game replays the moves under the new rule. */
  test_engine_expect (engine, "RESTART", "OK");
  test_engine_send (engine, "INFO rule 0");
  test_engine_expect (engine, "PLAY 7,7", "7,7");
  test_engine_send (engine, "INFO rule 4");
  test_engine_send (engine, "TURN 8,8");
  {
    int x = 0, y = 0;
    test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  }
  test_engine_end (engine);
}

/* Ninuki with four pairs taken: capturing a fifth pair wins at once. */
static void
test_board_captures (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);
  const char *rule_lines[] = { "INFO rule_name ninuki", "INFO rule_name pente" };

  for (guint r = 0; r < G_N_ELEMENTS (rule_lines); r++)
    {
      GmkRule rule = r == 0 ? GMK_RULE_NINUKI : GMK_RULE_PENTE;
      int x = 0, y = 0;

      test_engine_expect (engine, "START 15", "OK");
      test_engine_send (engine, rule_lines[r]);
      test_engine_send (engine, "INFO timeout_turn 1000");
      /* Own: 5 on the board + 8 lost = 13 played; opponent: 6 + 8 lost = 14.
       * So the opponent has played one more: we are white. */
      test_engine_send (engine, "INFO captures_own 4");
      test_engine_send (engine, "INFO captures_opponent 4");
      test_engine_send (engine, "BOARD");
      /* X O O _ on row 7: playing 10,7 captures 8,7 and 9,7. */
      test_engine_send (engine, "7,7,1");
      test_engine_send (engine, "8,7,2");
      test_engine_send (engine, "9,7,2");
      test_engine_send (engine, "2,2,1");
      test_engine_send (engine, "12,2,1");
      test_engine_send (engine, "2,12,1");
      test_engine_send (engine, "12,12,1");
      test_engine_send (engine, "0,4,2");
      test_engine_send (engine, "0,8,2");
      test_engine_send (engine, "14,4,2");
      test_engine_send (engine, "14,8,2");
      test_engine_send (engine, "DONE");

      gmk_position_init (mirror, 15, 15, rule);
      for (int i = 0; i < 1; i++)
        {
          static const int own[][2] = { { 7, 7 }, { 2, 2 }, { 12, 2 }, { 2, 12 }, { 12, 12 } };
          static const int opp[][2] = { { 8, 7 }, { 9, 7 }, { 0, 4 }, { 0, 8 }, { 14, 4 }, { 14, 8 } };

          for (guint k = 0; k < G_N_ELEMENTS (own); k++)
            gmk_board_put (&mirror->board, gmk_board_index (own[k][0], own[k][1]), GMK_WHITE);
          for (guint k = 0; k < G_N_ELEMENTS (opp); k++)
            gmk_board_put (&mirror->board, gmk_board_index (opp[k][0], opp[k][1]), GMK_BLACK);
        }
      gmk_board_set_captured_pairs (&mirror->board, GMK_WHITE, 4);
      gmk_board_set_captured_pairs (&mirror->board, GMK_BLACK, 4);
      gmk_board_switch_side (&mirror->board);
      gmk_position_setup_done (mirror);
      g_assert_cmpint (mirror->board.to_move, ==, GMK_WHITE);

      expect_legal_move (engine, mirror, &x, &y);
      g_assert_cmpint (x, ==, 10);
      g_assert_cmpint (y, ==, 7);
      g_assert_cmpint (mirror->status.result, ==, GMK_RESULT_WHITE_WINS);
      g_assert_cmpint (mirror->status.how, ==, GMK_HOW_CAPTURES);
    }
  test_engine_end (engine);
}

static void
test_swap2 (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree char *reply = NULL;
  g_auto(GStrv) moves = NULL;
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 1000");
  test_engine_send (engine, "SWAP2BOARD");
  test_engine_send (engine, "DONE");
  reply = test_engine_reply (engine, REPLY_TIMEOUT_MS);
  moves = g_strsplit (reply, " ", -1);
  g_assert_cmpuint (g_strv_length (moves), ==, 3);
  gmk_position_init (mirror, 15, 15, GMK_RULE_FREESTYLE);
  for (int i = 0; i < 3; i++)
    {
      int x = 0, y = 0;

      g_assert_true (test_parse_move (moves[i], &x, &y));
      g_assert_cmpint (gmk_position_play (mirror, x, y), ==, GMK_REASON_NONE);
    }

  /* Three stones: SWAP or a white move; five stones: the same choice. */
  for (int n = 3; n <= 5; n += 2)
    {
      static const char *stones[] = { "7,7", "8,7", "7,8", "9,9", "6,6" };
      g_autofree char *answer = NULL;

      gmk_position_init (mirror, 15, 15, GMK_RULE_FREESTYLE);
      test_engine_send (engine, "SWAP2BOARD");
      for (int i = 0; i < n; i++)
        {
          int x = 0, y = 0;

          test_engine_send (engine, stones[i]);
          g_assert_true (test_parse_move (stones[i], &x, &y));
          gmk_position_play (mirror, x, y);
        }
      test_engine_send (engine, "DONE");
      answer = test_engine_reply (engine, REPLY_TIMEOUT_MS);
      if (g_strcmp0 (answer, "SWAP") != 0)
        {
          int x = 0, y = 0;

          g_assert_true (test_parse_move (answer, &x, &y));
          g_assert_cmpint (gmk_position_play (mirror, x, y), ==, GMK_REASON_NONE);
        }
    }
  test_engine_send (engine, "SWAP2BOARD");
  test_engine_send (engine, "7,7");
  test_engine_expect (engine, "DONE", "ERROR");   /* 1 stone is no swap2 stage */
  test_engine_end (engine);
}

/* What Piskvork sends, CR LF line ends included: ABOUT at spawn, START 20,
 * its INFO lines, BEGIN and TURN with time_left before each, RESTART and an
 * opening by BOARD, END at shutdown. */
static void
test_manager_session (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);
  const char *infos[] = {
    "INFO timeout_turn 300\r", "INFO timeout_match 180000\r", "INFO max_memory 83886080\r",
    "INFO game_type 1\r", "INFO rule 0\r", "INFO folder C:\\piskvork\\tmp\r",
  };
  int x, y;

  test_engine_expect (engine, "ABOUT\r", "name=\"Gomoku\"");
  test_engine_expect (engine, "START 20\r", "OK");
  for (guint i = 0; i < G_N_ELEMENTS (infos); i++)
    test_engine_send (engine, infos[i]);

  gmk_position_init (mirror, 20, 20, GMK_RULE_FREESTYLE);
  test_engine_send (engine, "INFO time_left 180000\r");
  test_engine_send (engine, "BEGIN\r");
  expect_legal_move (engine, mirror, &x, &y);
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *turn = NULL;
      int ox = 2 * i + 1, oy = 19;

      g_assert_cmpint (gmk_position_play (mirror, ox, oy), ==, GMK_REASON_NONE);
      test_engine_send (engine, "INFO time_left 170000\r");
      turn = g_strdup_printf ("TURN %d,%d\r", ox, oy);
      test_engine_send (engine, turn);
      expect_legal_move (engine, mirror, NULL, NULL);
    }

  /* Next game: an opening of three stones, we are white. */
  test_engine_expect (engine, "RESTART\r", "OK");
  gmk_position_init (mirror, 20, 20, GMK_RULE_FREESTYLE);
  test_engine_send (engine, "BOARD\r");
  test_engine_send (engine, "10,10,2\r");
  test_engine_send (engine, "11,10,1\r");
  test_engine_send (engine, "10,11,2\r");
  gmk_position_play (mirror, 10, 10);
  gmk_position_play (mirror, 11, 10);
  gmk_position_play (mirror, 10, 11);
  test_engine_send (engine, "DONE\r");
  expect_legal_move (engine, mirror, NULL, NULL);
  g_assert_cmpint (mirror->board.to_move, ==, GMK_BLACK);   /* we played white */
  test_engine_send (engine, "END\r");
  {
    int status = -1;

    g_assert_true (gmk_engine_process_wait (engine, REPLY_TIMEOUT_MS, &status));
    g_assert_true (WIFEXITED (status));
    g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  }
}

/* Commands sent while the engine thinks are answered after the move, in order. */
static void
test_queued_commands (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree char *reply = NULL;
  int x, y;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO timeout_turn 1000");
  send_middle_game (engine);
  test_engine_send (engine, "ABOUT");
  test_engine_send (engine, "INFO timeout_turn 200");
  test_engine_send (engine, "START 15");
  test_engine_read_move (engine, REPLY_TIMEOUT_MS, &x, &y);
  reply = test_engine_reply (engine, REPLY_TIMEOUT_MS);
  g_assert_true (g_str_has_prefix (reply, "name="));
  g_clear_pointer (&reply, g_free);
  reply = test_engine_reply (engine, REPLY_TIMEOUT_MS);
  g_assert_cmpstr (reply, ==, "OK");
  test_engine_end (engine);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/protocol/about", test_about);
  g_test_add_func ("/protocol/start-sizes", test_start_sizes);
  g_test_add_func ("/protocol/before-start", test_before_start);
  g_test_add_func ("/protocol/begin-turn", test_begin_turn);
  g_test_add_func ("/protocol/malformed", test_malformed);
  g_test_add_func ("/protocol/info-keys", test_info_keys);
  g_test_add_func ("/protocol/yxstop", test_yxstop);
  g_test_add_func ("/protocol/end-while-thinking", test_end_while_thinking);
  g_test_add_func ("/protocol/eof-while-thinking", test_eof_while_thinking);
  g_test_add_func ("/protocol/takeback", test_takeback);
  g_test_add_func ("/protocol/play", test_play);
  g_test_add_func ("/protocol/rectstart", test_rectstart);
  g_test_add_func ("/protocol/board-edges", test_board_edges);
  g_test_add_func ("/protocol/rules", test_rules);
  g_test_add_func ("/protocol/board-captures", test_board_captures);
  g_test_add_func ("/protocol/swap2", test_swap2);
  g_test_add_func ("/protocol/manager-session", test_manager_session);
  g_test_add_func ("/protocol/queued-commands", test_queued_commands);

  return g_test_run ();
}
