/* test-protocol-yixin.c: Yixin's analysis commands against the real
 * gomoku-engine process.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * YXBOARD, YXNBEST, YXSEARCHDEFEND, YXSHOWFORBID, YXBLOCK, YXBLOCKUNDO,
 * YXBLOCKRESET, YXHASHCLEAR and YXSHOWINFO, each with malformed arguments:
 * every command gets its answer or an ERROR, never silence where an answer
 * is due.  The commands Rapfi answers with nothing are followed by one that
 * answers, so a hang still fails the test.
 */
#include <stdio.h>
#include <string.h>

#include "gmk-notation.h"
#include "gmk-rules.h"
#include "gmk-search.h"
#include "gmk-test-engine.h"

/* Black (5,7) (6,7) and (7,5) (7,6): black's 7,7 makes two open threes.
 * White's four stones stand in the corners, out of play.  Field 1 is the
 * side to move. */
static const char *const double_three[] = {
  "5,7,1", "0,0,2", "6,7,1", "14,0,2", "7,5,1", "0,14,2", "7,6,1", "14,14,2", NULL,
};

/* Black's four 5..8,7 with white at 4,7: 9,7 is the only five. */
static const char *const one_five[] = {
  "5,7,1", "4,7,2", "6,7,1", "2,2,2", "7,7,1", "12,2,2", "8,7,1", "2,12,2", NULL,
};

/* Four stones each, scattered: nothing forces the root's moves. */
static const char *const quiet[] = {
  "7,7,1", "8,8,2", "6,8,1", "9,6,2", NULL,
};

static void
send_yxboard (GmkEngineProcess  *engine,
              const char *const *stones)
{
  test_engine_send (engine, "YXBOARD");
  for (int i = 0; stones[i] != NULL; i++)
    test_engine_send (engine, stones[i]);
  test_engine_send (engine, "DONE");
}

/* The same position set up for the test, side to move as YXBOARD makes it
 * (field 1 moves; black when the counts are even). */
static void
mirror_of (GmkPosition       *pos,
           GmkRule            rule,
           const char *const *stones)
{
  int own = 0, opponent = 0;
  GmkColor own_color;

  for (int i = 0; stones[i] != NULL; i++)
    {
      if (stones[i][strlen (stones[i]) - 1] == '1')
        own++;
      else
        opponent++;
    }
  own_color = opponent > own ? GMK_WHITE : GMK_BLACK;
  gmk_position_init (pos, 15, 15, rule);
  for (int i = 0; stones[i] != NULL; i++)
    {
      int x, y, field;

      g_assert_cmpint (sscanf (stones[i], "%d,%d,%d", &x, &y, &field), ==, 3);
      gmk_board_put (&pos->board, gmk_board_index (x, y), field == 1 ? own_color : GMK_OTHER (own_color));
    }
  if (pos->board.to_move != own_color)
    gmk_board_switch_side (&pos->board);
  gmk_position_setup_done (pos);
}

/* What YXSHOWFORBID must say, from the rules themselves. */
static char *
expected_forbid (GmkPosition *pos)
{
  GString *text = g_string_new ("FORBID ");

  for (int y = 0; y < 15; y++)
    for (int x = 0; x < 15; x++)
      {
        int index = gmk_board_index (x, y);

        if (pos->board.cell[index] == GMK_EMPTY &&
            gmk_rules_forbidden (&pos->board, index, pos->board.to_move) != GMK_REASON_NONE)
          g_string_append_printf (text, "%02d%02d", x, y);
      }
  g_string_append_c (text, '.');
  return g_string_free (text, FALSE);
}

typedef struct {
  int      move;      /* cell index of the line's first move */
  int      score;
  gboolean win;
} Line;

/* Reads YXNBEST's answer: its "MESSAGE (k) …" lines into `lines`, the move
 * into x, y.  Returns the number of lines. */
static int
read_nbest (GmkEngineProcess *engine,
            Line             *lines,
            int               max,
            int              *x,
            int              *y)
{
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *reply = NULL;
  GmkReadStatus status;
  int n = 0;

  reply = gmk_engine_process_read_reply (engine, REPLY_TIMEOUT_MS, messages, &status);
  if (reply == NULL)
    g_error ("no answer to YXNBEST");
  g_test_message ("<< %s", reply);
  if (!test_parse_move (reply, x, y))
    g_error ("expected a move after YXNBEST, got '%s'", reply);
  for (guint i = 0; i < messages->len; i++)
    {
      const char *m = messages->pdata[i];
      int k, score, pct, cx, cy;
      char tail[64], cell[8];
      const char *bar;

      g_test_message ("<< %s", m);
      if (sscanf (m, "MESSAGE (%d) %d (%d%%)%63[^|]", &k, &score, &pct, tail) < 3)
        continue;
      g_assert_cmpint (k, ==, n + 1);
      g_assert_cmpint (n, <, max);
      bar = strchr (m, '|');
      g_assert_nonnull (bar);
      bar = strchr (bar + 1, '|');
      g_assert_nonnull (bar);
      g_assert_cmpint (sscanf (bar + 1, " %7s", cell), ==, 1);
      g_assert_true (gmk_notation_parse (cell, 15, 15, &cx, &cy));
      lines[n].move = gmk_board_index (cx, cy);
      lines[n].score = score;
      lines[n].win = strstr (m, ") win |") != NULL || strstr (m, "%) win") != NULL;
      n++;
    }
  return n;
}

/* ---------------------------------------------------------------------- */

/* YXBOARD sets the position and does not think: the next answer is
 * YXSHOWFORBID's, and it lists renju's double three at 7,7, as the rules
 * do.  White to move has no forbidden point; freestyle none. */
static void
test_yxboard_and_forbid (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree char *expected = NULL, *reply = NULL;

  test_engine_expect (engine, "YXSHOWFORBID", "ERROR");   /* before START */
  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO rule 4");
  send_yxboard (engine, double_three);
  mirror_of (pos, GMK_RULE_RENJU, double_three);
  expected = expected_forbid (pos);
  g_assert_nonnull (strstr (expected, "0707"));
  test_engine_send (engine, "YXSHOWFORBID");
  reply = test_engine_reply (engine, REPLY_TIMEOUT_MS);
  g_assert_cmpstr (reply, ==, expected);
  g_clear_pointer (&reply, g_free);
  test_engine_expect (engine, "YXSHOWFORBID now", "ERROR");

  /* The same stones with white to move (an extra white stone). */
  test_engine_send (engine, "YXBOARD");
  for (int i = 0; double_three[i] != NULL; i++)
    {
      g_autofree char *swapped = g_strdup (double_three[i]);
      char *field = swapped + strlen (swapped) - 1;

      *field = *field == '1' ? '2' : '1';
      test_engine_send (engine, swapped);
    }
  test_engine_send (engine, "3,3,2");
  test_engine_send (engine, "DONE");
  test_engine_expect (engine, "YXSHOWFORBID", "FORBID .");

  test_engine_send (engine, "INFO rule 0");
  send_yxboard (engine, double_three);
  test_engine_send (engine, "YXSHOWFORBID");
  reply = test_engine_reply (engine, REPLY_TIMEOUT_MS);
  g_assert_cmpstr (reply, ==, "FORBID .");
  test_engine_end (engine);
}

/* YXBOARD's malformed blocks: a bad line is reported at DONE and the
 * position is kept; arguments are refused; a command inside the block
 * abandons it. */
static void
test_yxboard_malformed (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();

  test_engine_expect (engine, "YXBOARD", "ERROR");   /* before START */
  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "YXBOARD");
  test_engine_send (engine, "7,7,9");
  test_engine_expect (engine, "DONE", "ERROR YXBOARD");
  test_engine_send (engine, "YXBOARD");
  test_engine_send (engine, "99,7,1");
  test_engine_expect (engine, "DONE", "ERROR YXBOARD");
  test_engine_expect (engine, "YXBOARD now", "ERROR");
  test_engine_send (engine, "YXBOARD");
  test_engine_send (engine, "7,7,1");
  test_engine_expect (engine, "ABOUT", "ERROR YXBOARD without DONE");
  test_engine_expect (engine, "", "name=");   /* ABOUT's answer follows */
  test_engine_end (engine);
}

/* YXNBEST n: n lines in order of score with distinct first moves, and the
 * move played is the first line's. */
static void
test_nbest (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);

  test_engine_expect (engine, "YXNBEST 3", "ERROR");   /* before START */
  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO max_depth 5");
  mirror_of (pos, GMK_RULE_FREESTYLE, quiet);
  for (int n = 1; n <= 5; n += 2)
    {
      Line lines[GMK_MAX_MULTI_PV];
      int count, x, y;

      send_yxboard (engine, quiet);
      test_engine_send (engine, n == 3 ? "yxnbest 3" : n == 1 ? "YXNBEST 1" : "YXNBEST 5");
      count = read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
      g_assert_cmpint (gmk_position_check (pos, x, y), ==, GMK_REASON_NONE);
      /* One line is a normal move: no numbered lines. */
      g_assert_cmpint (count, ==, n == 1 ? 0 : n);
      for (int i = 0; i < count; i++)
        {
          g_assert_cmpint (gmk_position_check (pos, gmk_board_x (lines[i].move), gmk_board_y (lines[i].move)),
                           ==, GMK_REASON_NONE);
          for (int j = 0; j < i; j++)
            g_assert_cmpint (lines[j].move, !=, lines[i].move);
          if (i > 0)
            g_assert_cmpint (lines[i - 1].score, >=, lines[i].score);
        }
      if (count > 0)
        g_assert_cmpint (lines[0].move, ==, gmk_board_index (x, y));
    }
  test_engine_end (engine);
}

/* A single winning move: it is the first line, marked a win, and played. */
static void
test_nbest_single_win (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  Line lines[GMK_MAX_MULTI_PV];
  int count, x, y;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO max_depth 4");
  send_yxboard (engine, one_five);
  test_engine_send (engine, "YXNBEST 3");
  count = read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
  g_assert_cmpint (x, ==, 9);
  g_assert_cmpint (y, ==, 7);
  g_assert_cmpint (count, ==, 3);
  g_assert_cmpint (lines[0].move, ==, gmk_board_index (9, 7));
  g_assert_true (lines[0].win);
  g_assert_false (lines[1].win);
  /* The game is over now: a search is refused. */
  test_engine_expect (engine, "YXNBEST 2", "ERROR");
  test_engine_end (engine);
}

/* Malformed YXNBEST arguments get ERROR; more than ten lines are ten. */
static void
test_nbest_malformed (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  Line lines[GMK_MAX_MULTI_PV + 5];
  int count, x, y;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO max_depth 3");
  send_yxboard (engine, quiet);
  test_engine_expect (engine, "YXNBEST", "ERROR");
  test_engine_expect (engine, "YXNBEST 0", "ERROR");
  test_engine_expect (engine, "YXNBEST -3", "ERROR");
  test_engine_expect (engine, "YXNBEST three", "ERROR");
  test_engine_expect (engine, "YXNBEST 3,4", "ERROR");
  test_engine_expect (engine, "YXNBEST 99999999999999999999", "ERROR");
  test_engine_send (engine, "YXNBEST 50");
  count = read_nbest (engine, lines, G_N_ELEMENTS (lines), &x, &y);
  g_assert_cmpint (count, ==, GMK_MAX_MULTI_PV);
  test_engine_end (engine);
}

/* YXSEARCHDEFEND: the best defences, at most ten, each legal; the move is
 * the first.  White faces black's open three and must answer it. */
static void
test_search_defend (void)
{
  static const char *const open_three[] = {
    "6,7,2", "0,0,1", "7,7,2", "14,0,1", "8,7,2", NULL,
  };
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  Line lines[GMK_MAX_MULTI_PV];
  int count, x, y;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_expect (engine, "YXSEARCHDEFEND now", "ERROR");
  test_engine_send (engine, "INFO max_depth 4");
  send_yxboard (engine, open_three);
  mirror_of (pos, GMK_RULE_FREESTYLE, open_three);
  g_assert_cmpint (pos->board.to_move, ==, GMK_WHITE);
  test_engine_send (engine, "YXSEARCHDEFEND");
  count = read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
  g_assert_cmpint (count, >=, 2);
  g_assert_cmpint (lines[0].move, ==, gmk_board_index (x, y));
  for (int i = 0; i < count; i++)
    {
      int q = lines[i].move;

      g_assert_cmpint (gmk_position_check (pos, gmk_board_x (q), gmk_board_y (q)), ==, GMK_REASON_NONE);
    }
  /* The answer stops the three: beside it on its line. */
  g_assert_cmpint (y, ==, 7);
  g_assert_true (x == 5 || x == 9 || x == 4 || x == 10);
  test_engine_end (engine);
}

/* YXBLOCK keeps the five from being played (YXNBEST and TURN alike);
 * YXBLOCKUNDO and YXBLOCKRESET give it back; everything blocked is an
 * ERROR, not a blocked move. */
static void
test_block (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  Line lines[GMK_MAX_MULTI_PV];
  int count, x, y;

  test_engine_expect (engine, "YXBLOCK", "ERROR");   /* before START */
  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO max_depth 3");

  test_engine_send (engine, "YXBLOCK");
  test_engine_send (engine, "9,7");
  test_engine_send (engine, "DONE");
  send_yxboard (engine, one_five);
  test_engine_send (engine, "YXNBEST 3");
  count = read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
  g_assert_false (x == 9 && y == 7);
  for (int i = 0; i < count; i++)
    g_assert_cmpint (lines[i].move, !=, gmk_board_index (9, 7));

  /* A normal move too (the block list holds for every search). */
  send_yxboard (engine, one_five);
  test_engine_send (engine, "YXNBEST 1");
  read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
  g_assert_false (x == 9 && y == 7);

  test_engine_send (engine, "YXBLOCKUNDO");
  test_engine_send (engine, "9,7");
  test_engine_send (engine, "DONE");
  send_yxboard (engine, one_five);
  test_engine_send (engine, "YXNBEST 1");
  read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
  g_assert_cmpint (x, ==, 9);
  g_assert_cmpint (y, ==, 7);

  test_engine_send (engine, "YXBLOCK");
  test_engine_send (engine, "9,7");
  test_engine_send (engine, "DONE");
  test_engine_send (engine, "YXBLOCKRESET");
  send_yxboard (engine, one_five);
  test_engine_send (engine, "YXNBEST 1");
  read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
  g_assert_cmpint (x, ==, 9);
  g_assert_cmpint (y, ==, 7);

  /* Every cell blocked. */
  send_yxboard (engine, quiet);
  mirror_of (pos, GMK_RULE_FREESTYLE, quiet);
  test_engine_send (engine, "YXBLOCK");
  for (int cy = 0; cy < 15; cy++)
    for (int cx = 0; cx < 15; cx++)
      {
        g_autofree char *line = g_strdup_printf ("%d,%d", cx, cy);

        test_engine_send (engine, line);
      }
  test_engine_send (engine, "DONE");
  test_engine_expect (engine, "YXNBEST 2", "ERROR no move to play: every legal move is blocked");
  /* All but one: that one. */
  test_engine_send (engine, "YXBLOCKUNDO");
  test_engine_send (engine, "0,14");
  test_engine_send (engine, "DONE");
  test_engine_send (engine, "YXNBEST 1");
  read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 14);
  test_engine_end (engine);
}

/* Malformed block lines are reported, the good ones still count, a
 * command inside the block abandons it; the commands without arguments
 * refuse arguments. */
static void
test_block_malformed (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  Line lines[GMK_MAX_MULTI_PV];
  int x, y;

  test_engine_expect (engine, "START 15", "OK");
  test_engine_send (engine, "INFO max_depth 3");
  test_engine_send (engine, "YXBLOCK");
  test_engine_expect (engine, "99,99", "ERROR YXBLOCK");
  test_engine_expect (engine, "1,x", "ERROR YXBLOCK");
  test_engine_expect (engine, "-1,3", "ERROR YXBLOCK");
  test_engine_expect (engine, "1,2,3", "ERROR YXBLOCK");
  test_engine_send (engine, "9,7");
  test_engine_send (engine, "DONE");
  send_yxboard (engine, one_five);
  test_engine_send (engine, "YXNBEST 1");
  read_nbest (engine, lines, GMK_MAX_MULTI_PV, &x, &y);
  g_assert_false (x == 9 && y == 7);   /* the good line counted */

  test_engine_send (engine, "YXBLOCKUNDO");
  test_engine_expect (engine, "15,0", "ERROR YXBLOCKUNDO");
  test_engine_expect (engine, "YXSHOWFORBID", "ERROR YXBLOCKUNDO without DONE");
  test_engine_expect (engine, "", "FORBID");   /* the command still ran */
  test_engine_expect (engine, "YXBLOCK 3,3", "ERROR");
  test_engine_expect (engine, "YXBLOCKUNDO x", "ERROR");
  test_engine_expect (engine, "YXBLOCKRESET now", "ERROR");
  test_engine_send (engine, "YXBLOCKRESET");   /* silent, as in Rapfi */
  test_engine_expect (engine, "ABOUT", "name=");
  test_engine_end (engine);
}

/* YXHASHCLEAR and YXSHOWINFO answer with MESSAGE lines only (as Rapfi);
 * the engine goes on answering. */
static void
test_hash_clear_and_show_info (void)
{
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *reply = NULL;
  GmkReadStatus status;
  gboolean name = FALSE, threads = FALSE, hash = FALSE, cleared = FALSE;

  test_engine_send (engine, "YXSHOWINFO");
  test_engine_send (engine, "YXHASHCLEAR");
  test_engine_send (engine, "ABOUT");
  reply = gmk_engine_process_read_reply (engine, REPLY_TIMEOUT_MS, messages, &status);
  g_assert_nonnull (reply);
  g_assert_true (g_str_has_prefix (reply, "name="));
  for (guint i = 0; i < messages->len; i++)
    {
      const char *m = messages->pdata[i];

      name |= g_str_has_prefix (m, "MESSAGE Gomoku ");
      threads |= g_str_equal (m, "MESSAGE INFO MAX_THREAD_NUM 64");
      hash |= g_str_equal (m, "MESSAGE INFO MAX_HASH_SIZE 22");
      cleared |= g_str_equal (m, "MESSAGE hash table cleared");
    }
  g_assert_true (name && threads && hash && cleared);
  test_engine_expect (engine, "YXSHOWINFO please", "ERROR");
  test_engine_expect (engine, "YXHASHCLEAR 5", "ERROR");
  test_engine_end (engine);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/protocol/yixin/yxboard-and-forbid", test_yxboard_and_forbid);
  g_test_add_func ("/protocol/yixin/yxboard-malformed", test_yxboard_malformed);
  g_test_add_func ("/protocol/yixin/nbest", test_nbest);
  g_test_add_func ("/protocol/yixin/nbest-single-win", test_nbest_single_win);
  g_test_add_func ("/protocol/yixin/nbest-malformed", test_nbest_malformed);
  g_test_add_func ("/protocol/yixin/search-defend", test_search_defend);
  g_test_add_func ("/protocol/yixin/block", test_block);
  g_test_add_func ("/protocol/yixin/block-malformed", test_block_malformed);
  g_test_add_func ("/protocol/yixin/hash-clear-and-show-info", test_hash_clear_and_show_info);
  return g_test_run ();
}
