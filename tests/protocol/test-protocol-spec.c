/* test-protocol-spec.c: corners of the Gomocup protocol specification.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What managers may send and the engine once got wrong or refused: every
 * INFO rule bitmask (continuous game, combinations, unknown bits), BOARD
 * field 3, the INFO values that mean "no limit", RESTART, boards from 5x5 to
 * 22x22 and rectangular, and a nearly full board.  The state machine is
 * linked in (gmk-test-protocol.h); every move it plays is checked against a
 * GmkPosition mirror.
 */
#include <stdio.h>

#include "gmk-test-protocol.h"

/* Fast searches: these tests are about the protocol, not the play. */
static void
quick_settings (Fixture *f)
{
  say (f, "INFO max_depth 2", "");
  say (f, "INFO hash_size 1024", "");
  say (f, "INFO timeout_turn 1000", "");
}

static gboolean
has_message (GPtrArray  *replies,
             const char *part)
{
  for (guint i = 0; i < replies->len; i++)
    if (g_str_has_prefix (replies->pdata[i], "MESSAGE") && strstr (replies->pdata[i], part) != NULL)
      return TRUE;
  return FALSE;
}

/* The engine's move: parsed, legal on the mirror, and played there. */
static void
expect_move (Fixture     *f,
             GPtrArray   *replies,
             GmkPosition *mirror)
{
  const char *reply = first_reply (replies);
  int x = -1, y = -1, consumed = 0;

  g_assert_nonnull (reply);
  if (sscanf (reply, "%d,%d%n", &x, &y, &consumed) != 2 || reply[consumed] != '\0')
    g_error ("expected a move, got '%s'", reply);
  g_assert_cmpint (gmk_position_play (mirror, x, y), ==, GMK_REASON_NONE);
}

static void
test_rule_masks (Fixture       *f,
                 gconstpointer  data)
{
  static const struct {
    int         mask;
    GmkRule     rule;
    const char *message;   /* part of a MESSAGE that must come, or NULL */
  } cases[] = {
    { 0, GMK_RULE_FREESTYLE, NULL },
    { 1, GMK_RULE_STANDARD, NULL },
    { 2, GMK_RULE_FREESTYLE, "continuous" },
    { 3, GMK_RULE_STANDARD, "continuous" },
    { 4, GMK_RULE_RENJU, NULL },
    { 6, GMK_RULE_RENJU, "continuous" },
    { 8, GMK_RULE_CARO, NULL },
    { 9, GMK_RULE_CARO5, NULL },
    { 12, GMK_RULE_RENJU, "precedence" },
    { 16, GMK_RULE_FREESTYLE, "unknown bits 16" },
    { 25, GMK_RULE_CARO5, "unknown bits 16" },
    { G_MAXINT32, GMK_RULE_RENJU, "unknown bits" },
  };

  say (f, "START 15", "OK");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *line = g_strdup_printf ("INFO rule %d", cases[i].mask);
      g_autoptr(GPtrArray) replies = exchange (f, line);

      g_test_message ("%s: %u lines", line, replies->len);
      g_assert_null (first_reply (replies));
      if (cases[i].message != NULL)
        g_assert_true (has_message (replies, cases[i].message));
      g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.rule, ==, cases[i].rule);
      /* The rule also holds for the next game. */
      say (f, "RESTART", "OK");
      g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.rule, ==, cases[i].rule);
    }
  say (f, "INFO rule -1", "ERROR");
  say (f, "INFO rule 4294967296", "ERROR");
  say (f, "INFO rule 1x", "ERROR");
}

/* Continuous games: BOARD field 3 marks the stones of a finished five,
 * which belong to nobody.  They are never played on, TURN there is refused,
 * and a board with no free cell left gets ERROR, not a hang. */
static void
test_board_neutral_stones (Fixture       *f,
                           gconstpointer  data)
{
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);
  g_autoptr(GPtrArray) replies = NULL;
  int free_cells = 0;

  say (f, "INFO rule 2", NULL);
  say (f, "START 5", "OK");
  quick_settings (f);
  gmk_protocol_handle_line (f->protocol, "BOARD");
  gmk_position_init (mirror, 5, 5, GMK_RULE_FREESTYLE);
  /* Neutral everywhere but the first row, with one stone each there. */
  for (int y = 1; y < 5; y++)
    for (int x = 0; x < 5; x++)
      {
        g_autofree char *line = g_strdup_printf ("%d,%d,3", x, y);

        gmk_protocol_handle_line (f->protocol, line);
        mirror->board.cell[gmk_board_index (x, y)] = GMK_WALL;
      }
  gmk_protocol_handle_line (f->protocol, "0,0,2");
  gmk_protocol_handle_line (f->protocol, "4,0,1");
  /* As many stones each: we are black, and to move. */
  gmk_board_put (&mirror->board, gmk_board_index (0, 0), GMK_WHITE);
  gmk_board_put (&mirror->board, gmk_board_index (4, 0), GMK_BLACK);
  gmk_position_setup_done (mirror);

  replies = exchange (f, "DONE");
  expect_move (f, replies, mirror);
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.cell[gmk_board_index (2, 2)], ==,
                   GMK_WALL);
  say (f, "TURN 2,2", "ERROR");       /* neutral */
  say (f, "TAKEBACK 2,2", "ERROR");

  /* Fill the row: each of our replies lands on a free cell. */
  for (int x = 0; x < 5; x++)
    free_cells += mirror->board.cell[gmk_board_index (x, 0)] == GMK_EMPTY;
  g_assert_cmpint (free_cells, ==, 2);
  for (int x = 0; x < 5; x++)
    if (mirror->board.cell[gmk_board_index (x, 0)] == GMK_EMPTY)
      {
        g_autofree char *turn = g_strdup_printf ("TURN %d,0", x);
        g_autoptr(GPtrArray) answer = exchange (f, turn);

        g_assert_cmpint (gmk_position_play (mirror, x, 0), ==, GMK_REASON_NONE);
        expect_move (f, answer, mirror);
        break;
      }
  say (f, "BEGIN", "ERROR");
  g_clear_pointer (&replies, g_ptr_array_unref);
  replies = exchange (f, "BOARD");
  g_assert_null (first_reply (replies));
  for (int y = 0; y < 5; y++)
    for (int x = 0; x < 5; x++)
      {
        g_autofree char *line = g_strdup_printf ("%d,%d,3", x, y);

        gmk_protocol_handle_line (f->protocol, line);
      }
  say (f, "DONE", "ERROR");           /* no free cell: no move, no hang */
}

/* Values that mean "no limit" and keys we only accept. */
static void
test_info_limits (Fixture       *f,
                  gconstpointer  data)
{
  static const char *accepted[] = {
    "INFO timeout_match 0", "INFO time_left 2147483647", "INFO max_memory 0",
    "INFO max_memory 1", "INFO max_memory 9223372036854775807", "INFO game_type 1",
    "INFO evaluate 7,7", "INFO folder C:\\Users\\x\\AppData", "INFO timeout_turn 0",
    "INFO time_left -5000", "INFO timeout_turn 2147483647", "INFO time_left 2147483647",
  };
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);

  say (f, "START 15", "OK");
  gmk_position_init (mirror, 15, 15, GMK_RULE_FREESTYLE);
  quick_settings (f);
  for (guint i = 0; i < G_N_ELEMENTS (accepted); i++)
    {
      g_autoptr(GPtrArray) replies = exchange (f, accepted[i]);

      g_assert_null (first_reply (replies));
    }
  /* Piskvork without a match clock: time_left 2147483647, timeout_match 0. */
  {
    g_autoptr(GPtrArray) replies = exchange (f, "BEGIN");

    expect_move (f, replies, mirror);
  }
  say (f, "INFO max_memory -1", "ERROR");
  say (f, "INFO timeout_turn -1", "ERROR");
}

static void
test_restart (Fixture       *f,
              gconstpointer  data)
{
  const GmkPosition *pos;

  say (f, "RECTSTART 7,9", "OK");
  say (f, "INFO rule 4", "");
  quick_settings (f);
  say (f, "PLAY 3,4", "3,4");
  say (f, "PLAY 0,0", "0,0");
  say (f, "RESTART", "OK");
  pos = gmk_protocol_get_position (f->protocol);
  g_assert_cmpint (pos->board.width, ==, 7);
  g_assert_cmpint (pos->board.height, ==, 9);
  g_assert_cmpint (pos->board.rule, ==, GMK_RULE_RENJU);
  g_assert_cmpint (pos->board.stones[GMK_BLACK] + pos->board.stones[GMK_WHITE], ==, 0);
  say (f, "TAKEBACK 3,4", "ERROR");   /* nothing left of the old game */
  say (f, "PLAY 3,4", "3,4");
}

/* The first legal cell from the top left: the opponent's moves. */
static gboolean
first_legal (GmkPosition *pos,
             int         *x,
             int         *y)
{
  for (int j = 0; j < pos->board.height; j++)
    for (int i = 0; i < pos->board.width; i++)
      if (gmk_position_check (pos, i, j) == GMK_REASON_NONE)
        {
          *x = i;
          *y = j;
          return TRUE;
        }
  return FALSE;
}

/* BEGIN, then TURN after TURN until the game ends (or `max_plies`): every
 * reply legal, and once it is over, ERROR instead of a move. */
static void
play_out (Fixture *f,
          int      width,
          int      height,
          GmkRule  rule,
          int      max_plies)
{
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);
  g_autofree char *start = g_strdup_printf ("RECTSTART %d,%d", width, height);
  g_autofree char *info = g_strdup_printf ("INFO rule_name %s", gmk_rule_name (rule));
  g_autoptr(GPtrArray) replies = NULL;
  int x, y;

  say (f, info, "");
  say (f, start, "OK");
  gmk_position_init (mirror, width, height, rule);
  replies = exchange (f, "BEGIN");
  expect_move (f, replies, mirror);
  while (mirror->status.result == GMK_RESULT_NONE && mirror->board.ply < max_plies &&
         first_legal (mirror, &x, &y))
    {
      g_autofree char *turn = g_strdup_printf ("TURN %d,%d", x, y);

      g_clear_pointer (&replies, g_ptr_array_unref);
      g_assert_cmpint (gmk_position_play (mirror, x, y), ==, GMK_REASON_NONE);
      replies = exchange (f, turn);
      if (mirror->status.result != GMK_RESULT_NONE || !first_legal (mirror, &x, &y))
        {
          g_assert_true (g_str_has_prefix (first_reply (replies), "ERROR"));
          break;
        }
      expect_move (f, replies, mirror);
    }
  g_test_message ("%dx%d %s: %d plies, %s", width, height, gmk_rule_name (rule),
                  mirror->board.ply, gmk_result_name (mirror->status.result));
  if (mirror->status.result != GMK_RESULT_NONE || !first_legal (mirror, &x, &y))
    say (f, "BEGIN", "ERROR");
}

static void
test_board_sizes (Fixture       *f,
                  gconstpointer  data)
{
  quick_settings (f);
  /* 5x5 freestyle is played to the end: a five or a full board. */
  play_out (f, 5, 5, GMK_RULE_FREESTYLE, G_MAXINT);
  play_out (f, 5, 5, GMK_RULE_PENTE, 200);
  play_out (f, 22, 22, GMK_RULE_RENJU, 60);
  play_out (f, 5, 22, GMK_RULE_STANDARD, 80);
  play_out (f, 22, 5, GMK_RULE_NINUKI, 80);
  play_out (f, 6, 17, GMK_RULE_CARO, 80);
  say (f, "START 4", "ERROR");
  say (f, "START 23", "ERROR");
  say (f, "RECTSTART 22,23", "ERROR");
  say (f, "RECTSTART 4,22", "ERROR");
}

/* 22x22 with all but three cells taken and no five anywhere: the engine
 * answers with one of the three. */
static void
test_nearly_full_board (Fixture       *f,
                        gconstpointer  data)
{
  const int size = 22;
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);
  g_autoptr(GPtrArray) replies = NULL;
  int own = 0, opponent = 0;

  say (f, "START 22", "OK");
  quick_settings (f);
  gmk_position_init (mirror, size, size, GMK_RULE_FREESTYLE);
  gmk_protocol_handle_line (f->protocol, "BOARD");
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        /* Pairs of a colour along each row, the other colour's pairs on the
         * next row: no run longer than two in any direction. */
        int field = (x / 2 + y) % 2 == 0 ? 1 : 2;
        g_autofree char *line = NULL;

        if (y == size - 1 && x >= size - 3)
          continue;
        line = g_strdup_printf ("%d,%d,%d", x, y, field);
        gmk_protocol_handle_line (f->protocol, line);
        if (field == 1)
          own++;
        else
          opponent++;
        gmk_board_put (&mirror->board, gmk_board_index (x, y), field == 1 ? GMK_BLACK : GMK_WHITE);
      }
  g_assert_cmpint (ABS (own - opponent), <=, 1);
  /* We play black when the stones are even or we are one behind. */
  if (opponent > own)
    {
      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          {
            int index = gmk_board_index (x, y);

            if (mirror->board.cell[index] != GMK_EMPTY)
              mirror->board.cell[index] = GMK_OTHER (mirror->board.cell[index]);
          }
      mirror->board.stones[GMK_BLACK] = opponent;
      mirror->board.stones[GMK_WHITE] = own;
      mirror->board.hash = gmk_board_compute_hash (&mirror->board);
      gmk_board_switch_side (&mirror->board);
    }
  gmk_position_setup_done (mirror);
  g_assert_cmpint (mirror->status.result, ==, GMK_RESULT_NONE);

  replies = exchange (f, "DONE");
  expect_move (f, replies, mirror);
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.stones[GMK_BLACK] +
                   gmk_protocol_get_position (f->protocol)->board.stones[GMK_WHITE], ==,
                   size * size - 2);
}

/* The longest game a board allows: 22x22 filled by PLAY with no five (the
 * nearly-full pattern, black and white alternating) to a draw; then the
 * first move taken back (every other move replayed) and played again, and
 * the whole game taken back move by move. */
static void
test_long_game (Fixture       *f,
                gconstpointer  data)
{
  static const GmkRule rules[] = { GMK_RULE_FREESTYLE, GMK_RULE_RENJU, GMK_RULE_CARO5 };
  const int size = 22;
  g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (int));
  GArray *cells[3] = { NULL, black, white };

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int index = y * size + x;

        g_array_append_val (cells[(x / 2 + y) % 2 == 0 ? GMK_BLACK : GMK_WHITE], index);
      }
  g_assert_cmpuint (cells[GMK_BLACK]->len, ==, cells[GMK_WHITE]->len);

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autofree char *info = g_strdup_printf ("INFO rule_name %s", gmk_rule_name (rules[r]));
      const GmkPosition *pos;
      const int plies = size * size;

      say (f, info, "");
      say (f, "START 22", "OK");
      for (int i = 0; i < plies; i++)
        {
          int index = g_array_index (cells[i % 2 == 0 ? GMK_BLACK : GMK_WHITE], int, i / 2);

          play (f, index % size, index / size);
        }
      pos = gmk_protocol_get_position (f->protocol);
      g_assert_cmpint (pos->status.result, ==, GMK_RESULT_DRAW);
      g_assert_cmpint (pos->status.how, ==, GMK_HOW_FULL_BOARD);
      say (f, "BEGIN", "ERROR");
      say (f, "TURN 0,0", "ERROR");

      /* The first move (0,0, black) goes; black plays it again. */
      say (f, "TAKEBACK 0,0", "OK");
      pos = gmk_protocol_get_position (f->protocol);
      g_assert_cmpint (pos->board.stones[GMK_BLACK], ==, plies / 2 - 1);
      g_assert_cmpint (pos->board.to_move, ==, GMK_BLACK);
      g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
      play (f, 0, 0);
      g_assert_cmpint (gmk_protocol_get_position (f->protocol)->status.result, ==, GMK_RESULT_DRAW);

      /* Everything back, the last move first (0,0 is now the last). */
      say (f, "TAKEBACK 0,0", "OK");
      for (int i = plies - 1; i > 0; i--)
        {
          int index = g_array_index (cells[i % 2 == 0 ? GMK_BLACK : GMK_WHITE], int, i / 2);
          g_autofree char *line = g_strdup_printf ("TAKEBACK %d,%d", index % size, index / size);

          say (f, line, "OK");
        }
      pos = gmk_protocol_get_position (f->protocol);
      g_assert_cmpint (pos->board.stones[GMK_BLACK] + pos->board.stones[GMK_WHITE], ==, 0);
      /* The last stone taken back was white's first. */
      g_assert_cmpint (pos->board.to_move, ==, GMK_WHITE);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) FIXTURE_TEST ("/protocol/spec/" path, func)
  ADD ("rule-masks", test_rule_masks);
  ADD ("board-neutral-stones", test_board_neutral_stones);
  ADD ("info-limits", test_info_limits);
  ADD ("restart", test_restart);
  ADD ("board-sizes", test_board_sizes);
  ADD ("nearly-full-board", test_nearly_full_board);
  ADD ("long-game", test_long_game);
#undef ADD

  return g_test_run ();
}
