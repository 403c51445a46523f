/* test-protocol-unit.c: the protocol state machine linked in directly.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The time budget and rule mapping as functions, and the state machine fed
 * lines in this process (so sanitizers and leak checks see all of it),
 * including a stream of random and mangled commands that must never crash it.
 */
#include <string.h>

#include "gmk-protocol.h"
#include "gmk-rules.h"

static void
collect_line (const char *line,
              gpointer    user_data)
{
  g_async_queue_push (user_data, g_strdup (line));
}

/* The next line that is not a MESSAGE. */
static char *
next_reply (GAsyncQueue *queue)
{
  for (;;)
    {
      char *line = g_async_queue_timeout_pop (queue, 30 * G_USEC_PER_SEC);

      if (line == NULL)
        g_error ("no reply from the protocol");
      if (!g_str_has_prefix (line, "MESSAGE"))
        return line;
      g_free (line);
    }
}

/* Empties the queue; returns how many lines were moves. */
static int
drain (GAsyncQueue *queue)
{
  char *line;
  int moves = 0;

  while ((line = g_async_queue_try_pop (queue)) != NULL)
    {
      moves += g_ascii_isdigit (line[0]);
      g_free (line);
    }
  return moves;
}

static void
test_budget (void)
{
  const gint64 turns[] = { 0, 1, 5, 50, 100, 1000, 5000, 30000, 180000 };
  const gint64 lefts[] = { -1, 0, 1, 100, 1000, 10000, 100000, G_MAXINT32 };
  const gint64 matches[] = { 0, 1000, 180000, 900000 };

  for (guint t = 0; t < G_N_ELEMENTS (turns); t++)
    for (guint l = 0; l < G_N_ELEMENTS (lefts); l++)
      for (guint m = 0; m < G_N_ELEMENTS (matches); m++)
        for (int empty = 0; empty <= 400; empty += 100)
          {
            gint64 b = gmk_protocol_move_budget (turns[t], matches[m], lefts[l], empty);

            g_assert_cmpint (b, >=, 1);
            if (turns[t] > 0)
              g_assert_cmpint (b, <=, MAX (1, turns[t] - 10));
            else
              g_assert_cmpint (b, <=, 10);
            if (lefts[l] >= 0 && matches[m] > 0)
              g_assert_cmpint (b, <=, MAX (1, lefts[l] / 8));
          }
  /* A generous turn with no clock uses most of the turn. */
  g_assert_cmpint (gmk_protocol_move_budget (5000, 0, -1, 200), >=, 4500);
  /* Piskvork's "no limit" time_left does not cut the turn. */
  g_assert_cmpint (gmk_protocol_move_budget (5000, 0, G_MAXINT32, 200), >=, 4500);
  /* The margin is 5% of the turn (at least 10 ms): the search stops 2.5%
   * of the budget before it and the reply takes a few ms, so a short turn
   * is neither wasted (it was 10%) nor overrun. */
  g_assert_cmpint (gmk_protocol_move_budget (250, 0, -1, 200), ==, 238);
  g_assert_cmpint (gmk_protocol_move_budget (500, 0, -1, 200), ==, 475);
  g_assert_cmpint (gmk_protocol_move_budget (100, 0, -1, 200), ==, 90);
  /* A binding clock is spent, not hoarded: early in the game a move may
   * take about a sixteenth of what is left (the search uses about half of
   * it), and never more than an eighth (the bound checked above). */
  g_assert_cmpint (gmk_protocol_move_budget (30000, 180000, 180000, 225), >=, 180000 / 17);
  g_assert_cmpint (gmk_protocol_move_budget (30000, 180000, 30000, 225), >=, 30000 / 17);
  g_assert_cmpint (gmk_protocol_move_budget (30000, 180000, 30000, 100), >=, 30000 / 9);
  /* Nearly out of time, the replies still to come keep what is left: with
   * 100 ms and eight moves to come a move gets the least budget there is. */
  g_assert_cmpint (gmk_protocol_move_budget (5000, 180000, 100, 100), ==, 1);
  g_assert_cmpint (gmk_protocol_move_budget (5000, 180000, 1000, 100), <=, (1000 - 50 - 80) / 8);
}

/* The clock matters only when it can run out: a game clock that holds the
 * whole turn for every move still possible is as good as none, and the
 * search should spend the turn; a clock that binds saves time for later. */
static void
test_full_turn (void)
{
  /* No clock at all, or Piskvork's "no clock". */
  g_assert_true (gmk_protocol_full_turn (500, 0, -1, 200));
  g_assert_true (gmk_protocol_full_turn (500, 0, G_MAXINT32, 200));
  /* A clock far larger than 113 moves of 450 ms. */
  g_assert_true (gmk_protocol_full_turn (500, 100000000, 100000000, 225));
  g_assert_true (gmk_protocol_full_turn (500, 60000, 60000, 225));
  /* Gomocup's usual 30 s a move within 180 s a game: the clock binds. */
  g_assert_false (gmk_protocol_full_turn (30000, 180000, 180000, 200));
  /* The same clock binds early in the game and not late: 40 s holds 40
   * moves of 450 ms (the reserve aside) but not 100. */
  g_assert_false (gmk_protocol_full_turn (500, 180000, 40000, 200));
  g_assert_true (gmk_protocol_full_turn (500, 180000, 40000, 40));
  /* Only the clock limits the move. */
  g_assert_false (gmk_protocol_full_turn (0, 180000, 100000000, 200));
  /* Never below 8 moves: with little left the clock is kept. */
  g_assert_false (gmk_protocol_full_turn (500, 180000, 3000, 1));
  g_assert_true (gmk_protocol_full_turn (500, 180000, 5000, 1));

  /* Consistent with the budget: a clock that does not bind does not cut
   * the turn; one that binds does. */
  g_assert_cmpint (gmk_protocol_move_budget (500, 100000000, 100000000, 225), ==,
                   gmk_protocol_move_budget (500, 0, -1, 225));
  g_assert_cmpint (gmk_protocol_move_budget (30000, 180000, 180000, 200), <,
                   gmk_protocol_move_budget (30000, 0, -1, 200));
}

static void
test_rule_mask (void)
{
  const struct { int mask; gboolean ok; GmkRule rule; } cases[] = {
    { 0, TRUE, GMK_RULE_FREESTYLE }, { 1, TRUE, GMK_RULE_STANDARD },
    { 2, TRUE, GMK_RULE_FREESTYLE }, { 3, TRUE, GMK_RULE_STANDARD },
    { 4, TRUE, GMK_RULE_RENJU }, { 5, TRUE, GMK_RULE_RENJU },
    { 8, TRUE, GMK_RULE_CARO }, { 9, TRUE, GMK_RULE_CARO5 },
    { 10, TRUE, GMK_RULE_CARO }, { 11, TRUE, GMK_RULE_CARO5 },
    /* Renju wins over the other bits; unknown bits change nothing. */
    { 12, TRUE, GMK_RULE_RENJU }, { 13, TRUE, GMK_RULE_RENJU }, { 15, TRUE, GMK_RULE_RENJU },
    { 16, TRUE, GMK_RULE_FREESTYLE }, { 17, TRUE, GMK_RULE_STANDARD }, { 24, TRUE, GMK_RULE_CARO },
    { G_MAXINT32, TRUE, GMK_RULE_RENJU }, { G_MAXINT32 & ~4, TRUE, GMK_RULE_CARO5 },
    { -1, FALSE, 0 }, { G_MININT32, FALSE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GmkRule rule = GMK_N_RULES;

      g_assert_cmpint (gmk_protocol_rule_from_mask (cases[i].mask, &rule), ==, cases[i].ok);
      if (cases[i].ok)
        g_assert_cmpint (rule, ==, cases[i].rule);
    }
}

static void
test_in_process_game (void)
{
  GAsyncQueue *queue = g_async_queue_new_full (g_free);
  GmkProtocol *protocol = gmk_protocol_new (collect_line, queue);
  g_autofree char *reply = NULL;

  g_assert_true (gmk_protocol_handle_line (protocol, "START 15"));
  reply = next_reply (queue);
  g_assert_cmpstr (reply, ==, "OK");
  g_clear_pointer (&reply, g_free);
  gmk_protocol_handle_line (protocol, "INFO max_node 5000");
  gmk_protocol_handle_line (protocol, "INFO hash_size 1024");
  gmk_protocol_handle_line (protocol, "BEGIN");
  reply = next_reply (queue);
  g_assert_true (g_ascii_isdigit (reply[0]) && strchr (reply, ',') != NULL);
  g_clear_pointer (&reply, g_free);
  /* While a ten-minute search runs, END stops it and reports the end. */
  gmk_protocol_handle_line (protocol, "INFO max_node 0");
  gmk_protocol_handle_line (protocol, "INFO timeout_turn 600000");
  gmk_protocol_handle_line (protocol, "TURN 0,0");
  g_assert_false (gmk_protocol_handle_line (protocol, "END"));
  g_assert_false (gmk_protocol_is_thinking (protocol));
  gmk_protocol_free (protocol);
  g_async_queue_unref (queue);
}

static void
send_expect_ok (GmkProtocol *protocol,
                GAsyncQueue *queue,
                const char  *line)
{
  g_autofree char *reply = NULL;

  gmk_protocol_handle_line (protocol, line);
  reply = next_reply (queue);
  g_assert_cmpstr (reply, ==, "OK");
}

/* START makes and writes the table, and INFO keys that size the search
 * after it (thread_num, hash_size, max_memory) do the same, so that no
 * move's clock pays for allocating or first touching memory. */
static void
test_start_prepares (void)
{
  GAsyncQueue *queue = g_async_queue_new_full (g_free);
  GmkProtocol *protocol = gmk_protocol_new (collect_line, queue);
  static const char *after_start[] = {
    "INFO thread_num 3", "INFO hash_size 2048", "INFO max_memory 4194304",
    "INFO max_memory 2097152", "INFO thread_num 1", "INFO hash_size 0", "INFO max_memory 0",
  };
  g_autofree char *reply = NULL;

  g_assert_false (gmk_protocol_search_is_ready (protocol));
  /* Before START a memory limit may still come: nothing is made yet. */
  gmk_protocol_handle_line (protocol, "INFO thread_num 2");
  g_assert_false (gmk_protocol_search_is_ready (protocol));
  send_expect_ok (protocol, queue, "START 15");
  g_assert_true (gmk_protocol_search_is_ready (protocol));

  for (guint i = 0; i < G_N_ELEMENTS (after_start); i++)
    {
      gmk_protocol_handle_line (protocol, after_start[i]);
      g_assert_true (gmk_protocol_search_is_ready (protocol));
    }

  /* A game played on it leaves it ready, and so do RESTART and START. */
  gmk_protocol_handle_line (protocol, "INFO thread_num 2");
  gmk_protocol_handle_line (protocol, "INFO max_node 3000");
  gmk_protocol_handle_line (protocol, "BEGIN");
  reply = next_reply (queue);
  g_assert_true (g_ascii_isdigit (reply[0]) && strchr (reply, ',') != NULL);
  g_clear_pointer (&reply, g_free);
  g_assert_true (gmk_protocol_search_is_ready (protocol));
  send_expect_ok (protocol, queue, "RESTART");
  g_assert_true (gmk_protocol_search_is_ready (protocol));
  send_expect_ok (protocol, queue, "START 20");
  g_assert_true (gmk_protocol_search_is_ready (protocol));
  drain (queue);
  gmk_protocol_free (protocol);
  g_async_queue_unref (queue);
}

/* Random commands with random arguments, and random bytes: no crash, every
 * line answered or silently taken, the machine still works afterwards. */
static void
test_random_input (void)
{
  static const char *words[] = {
    "START", "RECTSTART", "RESTART", "BEGIN", "TURN", "BOARD", "DONE", "TAKEBACK", "PLAY",
    "INFO", "ABOUT", "SWAP2BOARD", "YXSTOP", "timeout_turn", "rule", "rule_name", "level",
    "captures_own", "max_node", "ninuki", "renju", "pente", "15", "7,7", "7,7,1", "7,7,2",
    "0", "-1", "99", "20,20", "3,3,3", ",", ",,", "1,2,3,4", "9999999999999999999999",
  };
  GAsyncQueue *queue = g_async_queue_new_full (g_free);
  GmkProtocol *protocol = gmk_protocol_new (collect_line, queue);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  g_autofree char *reply = NULL;
  int moves = 0;

  gmk_protocol_handle_line (protocol, "INFO max_node 300");
  gmk_protocol_handle_line (protocol, "INFO max_depth 2");
  gmk_protocol_handle_line (protocol, "INFO hash_size 1024");
  for (int i = 0; i < 3000; i++)
    {
      g_autoptr(GString) line = g_string_new (NULL);
      int n = g_rand_int_range (rand, 0, 4);

      if (g_rand_int_range (rand, 0, 10) == 0)
        {
          int length = g_rand_int_range (rand, 0, 40);

          for (int k = 0; k < length; k++)
            g_string_append_c (line, (char) g_rand_int_range (rand, 1, 256));
        }
      else
        for (int k = 0; k < n; k++)
          {
            if (k > 0)
              g_string_append_c (line, g_rand_boolean (rand) ? ' ' : ',');
            g_string_append (line, words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
          }
      if (!gmk_protocol_handle_line (protocol, line->str))
        break;   /* cannot happen: END is not among the words */
      moves += drain (queue);
      /* Now and then a well-formed game start, so that moves get played. */
      if (i % 50 == 0)
        {
          gmk_protocol_handle_line (protocol, "START 15");
          gmk_protocol_handle_line (protocol, i % 100 == 0 ? "BEGIN" : "TURN 7,7");
        }
    }
  gmk_protocol_finish (protocol);
  moves += drain (queue);
  g_test_message ("%d moves played among the random lines", moves);
  g_assert_cmpint (moves, >=, 30);

  /* Still sane. */
  gmk_protocol_handle_line (protocol, "DONE");   /* closes any open block */
  gmk_protocol_finish (protocol);                /* which may have started a search */
  drain (queue);
  gmk_protocol_handle_line (protocol, "START 15");
  reply = next_reply (queue);
  g_assert_cmpstr (reply, ==, "OK");
  gmk_protocol_free (protocol);
  g_async_queue_unref (queue);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/protocol/unit/budget", test_budget);
  g_test_add_func ("/protocol/unit/full-turn", test_full_turn);
  g_test_add_func ("/protocol/unit/rule-mask", test_rule_mask);
  g_test_add_func ("/protocol/unit/in-process-game", test_in_process_game);
  g_test_add_func ("/protocol/unit/random-input", test_random_input);
  g_test_add_func ("/protocol/unit/start-prepares", test_start_prepares);

  return g_test_run ();
}
