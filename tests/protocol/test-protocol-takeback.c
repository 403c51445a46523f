/* test-protocol-takeback.c: TAKEBACK of any move, in every rule set.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state machine is linked in and driven with PLAY (which plays the side
 * to move's stone and needs no search), so every position it ends up in can
 * be compared cell by cell with what is expected: the last move undone by
 * GmkPosition itself, an earlier one by replaying the other moves on a bare
 * GmkBoard with each move's own colour.
 */
#include <string.h>

#include "gmk-test-protocol.h"

static void
take_back (Fixture    *f,
           int         x,
           int         y,
           const char *expected)
{
  g_autofree char *line = g_strdup_printf ("TAKEBACK %d,%d", x, y);

  say (f, line, expected);
}

static void
assert_same_board (const GmkBoard *got,
                   const GmkBoard *want)
{
  for (int y = 0; y < want->height; y++)
    for (int x = 0; x < want->width; x++)
      {
        int index = gmk_board_index (x, y);

        if (got->cell[index] != want->cell[index])
          g_error ("cell %d,%d: %d, expected %d", x, y, got->cell[index], want->cell[index]);
      }
  g_assert_cmpint (got->stones[GMK_BLACK], ==, want->stones[GMK_BLACK]);
  g_assert_cmpint (got->stones[GMK_WHITE], ==, want->stones[GMK_WHITE]);
  g_assert_cmpint (got->captured_pairs[GMK_BLACK], ==, want->captured_pairs[GMK_BLACK]);
  g_assert_cmpint (got->captured_pairs[GMK_WHITE], ==, want->captured_pairs[GMK_WHITE]);
  g_assert_cmpint (got->to_move, ==, want->to_move);
  g_assert_cmpuint (got->hash, ==, gmk_board_compute_hash (got));
  g_assert_cmpuint (got->hash, ==, want->hash);
}

/* The moves (x, y pairs) played alternately from black, except `skip`,
 * each with its own colour; then `to_move` to move. */
static void
expected_board (GmkBoard  *board,
                GmkRule    rule,
                const int *moves,
                int        n,
                int        skip,
                GmkColor   to_move)
{
  gmk_board_init (board, 15, 15, rule);
  for (int i = 0; i < n; i++)
    {
      GmkColor color = i % 2 == 0 ? GMK_BLACK : GMK_WHITE;

      if (i == skip)
        continue;
      if (board->to_move != color)
        gmk_board_switch_side (board);
      gmk_board_make (board, gmk_board_index (moves[2 * i], moves[2 * i + 1]));
    }
  if (board->to_move != to_move)
    gmk_board_switch_side (board);
}

static void
start (Fixture    *f,
       const char *rule)
{
  g_autofree char *info = g_strdup_printf ("INFO rule_name %s", rule);

  say (f, info, "");
  say (f, "START 15", "OK");
}

/* Pente: black takes a white pair, white replays a stone into the gap. */
static const int pente_moves[] = {
  5, 7,   6, 7,   0, 0,   7, 7,   8, 7,    /* 8,7 takes 6,7 and 7,7 */
  0, 14,  9, 9,   6, 7,   10, 10, 14, 14,  /* white plays 6,7 again */
};

static void
test_capture_last_moves (Fixture       *f,
                         gconstpointer  data)
{
  const int n = G_N_ELEMENTS (pente_moves) / 2;
  g_autofree GmkPosition *mirror = g_new0 (GmkPosition, 1);

  start (f, "pente");
  gmk_position_init (mirror, 15, 15, GMK_RULE_PENTE);
  for (int i = 0; i < n; i++)
    {
      play (f, pente_moves[2 * i], pente_moves[2 * i + 1]);
      g_assert_cmpint (gmk_position_play (mirror, pente_moves[2 * i], pente_moves[2 * i + 1]), ==,
                       GMK_REASON_NONE);
    }
  g_assert_cmpint (mirror->board.captured_pairs[GMK_BLACK], ==, 1);
  assert_same_board (&gmk_protocol_get_position (f->protocol)->board, &mirror->board);

  /* Back to the empty board one move at a time: the pair comes back when
   * the capturing move goes. */
  for (int i = n - 1; i >= 0; i--)
    {
      take_back (f, pente_moves[2 * i], pente_moves[2 * i + 1], "OK");
      gmk_position_undo (mirror);
      assert_same_board (&gmk_protocol_get_position (f->protocol)->board, &mirror->board);
    }
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.stones[GMK_WHITE], ==, 0);
}

static void
test_capture_earlier_move (Fixture       *f,
                           gconstpointer  data)
{
  const int n = G_N_ELEMENTS (pente_moves) / 2;
  g_autofree GmkBoard *want = g_new0 (GmkBoard, 1);
  g_autofree GmkBoard *before = g_new0 (GmkBoard, 1);

  start (f, "pente");
  for (int i = 0; i < n; i++)
    play (f, pente_moves[2 * i], pente_moves[2 * i + 1]);
  gmk_board_copy (before, &gmk_protocol_get_position (f->protocol)->board);

  /* Without 5,7 the pair would still stand where white played again. */
  take_back (f, 5, 7, "ERROR");
  assert_same_board (&gmk_protocol_get_position (f->protocol)->board, before);
  /* The captured stone is not on the board. */
  take_back (f, 7, 7, "ERROR");

  /* 9,9 (white) can go: everything else is replayed, the capture too. */
  take_back (f, 9, 9, "OK");
  expected_board (want, GMK_RULE_PENTE, pente_moves, n, 6, GMK_BLACK);
  g_assert_cmpint (want->captured_pairs[GMK_BLACK], ==, 1);
  assert_same_board (&gmk_protocol_get_position (f->protocol)->board, want);

  /* Then white's second 6,7, after which 5,7 can go: the pair is no longer
   * taken, 8,7 stays, and black has captured nothing. */
  take_back (f, 6, 7, "OK");
  take_back (f, 5, 7, "OK");
  {
    static const int rest[] = {
      -1, -1, 6, 7, 0, 0, 7, 7, 8, 7, 0, 14, -1, -1, -1, -1, 10, 10, 14, 14,
    };
    GmkBoard *b = want;

    gmk_board_init (b, 15, 15, GMK_RULE_PENTE);
    for (int i = 0; i < n; i++)
      if (rest[2 * i] >= 0)
        gmk_board_put (b, gmk_board_index (rest[2 * i], rest[2 * i + 1]), i % 2 == 0 ? GMK_BLACK : GMK_WHITE);
    /* put() leaves black to move, as the takeback of a black stone should. */
    g_assert_cmpint (b->to_move, ==, GMK_BLACK);
  }
  assert_same_board (&gmk_protocol_get_position (f->protocol)->board, want);

  /* The game goes on from there, and can be taken back to the start. */
  play (f, 11, 11);
  take_back (f, 11, 11, "OK");
  assert_same_board (&gmk_protocol_get_position (f->protocol)->board, want);
  for (int i = n - 1; i >= 0; i--)
    if (i != 1 && i != 6 && i != 7 && i != 0)
      take_back (f, pente_moves[2 * i], pente_moves[2 * i + 1], "OK");
  take_back (f, 6, 7, "OK");
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.stones[GMK_BLACK], ==, 0);
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.stones[GMK_WHITE], ==, 0);
}

/* Every rule: take back each move of a short game in turn from a fresh
 * replay, and compare with the moves replayed without it. */
static void
test_every_rule (Fixture       *f,
                 gconstpointer  data)
{
  static const int moves[] = {
    7, 7,  8, 8,  6, 7,  9, 9,  8, 6,  5, 8,  9, 5,  10, 4,  7, 9,  6, 6,
  };
  const int n = G_N_ELEMENTS (moves) / 2;
  g_autofree GmkBoard *want = g_new0 (GmkBoard, 1);

  for (GmkRule rule = 0; rule < GMK_N_RULES; rule++)
    for (int skip = 0; skip < n; skip++)
      {
        const GmkPosition *pos;

        start (f, gmk_rule_name (rule));
        for (int i = 0; i < n; i++)
          play (f, moves[2 * i], moves[2 * i + 1]);
        take_back (f, moves[2 * skip], moves[2 * skip + 1], "OK");
        expected_board (want, rule, moves, n, skip, skip % 2 == 0 ? GMK_BLACK : GMK_WHITE);
        pos = gmk_protocol_get_position (f->protocol);
        assert_same_board (&pos->board, want);
        g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
        /* The last move's takeback keeps the move stack: undo is exact. */
        if (skip == n - 1)
          g_assert_cmpint (pos->board.ply, ==, n - 1);
      }
}

/* Renju: a black double-three that was legal only because of a white stone:
 * that stone cannot be taken back while the black move stands. */
static void
test_renju_refused (Fixture       *f,
                    gconstpointer  data)
{
  static const int moves[] = {
    7, 7,  5, 7,  6, 7,  0, 0,  8, 5,  0, 14,  8, 6,  14, 0,  8, 7,
  };
  const int n = G_N_ELEMENTS (moves) / 2;

  start (f, "renju");
  for (int i = 0; i < n; i++)
    play (f, moves[2 * i], moves[2 * i + 1]);
  take_back (f, 5, 7, "ERROR");
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.ply, ==, n);
  take_back (f, 8, 7, "OK");
  take_back (f, 5, 7, "OK");
  /* White's turn again; after a white move elsewhere, 8,7 is a double-three
   * for black. */
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.to_move, ==, GMK_WHITE);
  play (f, 14, 14);
  say (f, "PLAY 8,7", "ERROR");
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.to_move, ==, GMK_BLACK);
}

/* BOARD set-ups: a stone not in any replayable order can go in rules
 * without captures; in capture rules what it took is unknown. */
static void
test_board_setup (Fixture       *f,
                  gconstpointer  data)
{
  start (f, "freestyle");
  say (f, "INFO max_depth 1", "");
  send_board (f, "7,7,2", "0,0,2", "8,8,1", NULL);
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.stones[GMK_WHITE], ==, 2);
  take_back (f, 0, 0, "OK");
  g_assert_cmpint (gmk_protocol_get_position (f->protocol)->board.to_move, ==,
                   gmk_protocol_get_position (f->protocol)->board.cell[gmk_board_index (7, 7)]);

  start (f, "ninuki");
  say (f, "INFO captures_own 1", "");
  send_board (f, "7,7,2", "3,3,1", "0,0,2", "8,8,1", NULL);
  take_back (f, 0, 0, "ERROR");
}

typedef struct {
  int      x, y;
  GmkColor color;
} ModelMove;

/* Random games with random takebacks in every rule: after each step the
 * protocol's board must be the moves it accepted and did not take back,
 * replayed on a bare GmkBoard with their own colours. */
static void
test_random (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  g_autofree GmkBoard *want = g_new0 (GmkBoard, 1);
  g_autoptr(GArray) model = g_array_new (FALSE, FALSE, sizeof (ModelMove));
  int accepted = 0, refused = 0;

  for (GmkRule rule = 0; rule < GMK_N_RULES; rule++)
    for (int game = 0; game < 12; game++)
      {
        GmkColor to_move = GMK_BLACK;

        start (f, gmk_rule_name (rule));
        g_array_set_size (model, 0);
        for (int step = 0; step < 60; step++)
          {
            const GmkBoard *got = &gmk_protocol_get_position (f->protocol)->board;
            g_autoptr(GPtrArray) replies = NULL;
            g_autofree char *line = NULL;
            const char *reply;
            ModelMove move;
            guint entry = G_MAXUINT;

            /* Moves crowd a 6x6 corner of the board, so that pairs get taken. */
            move.x = 4 + g_rand_int_range (rand, 0, 6);
            move.y = 4 + g_rand_int_range (rand, 0, 6);
            move.color = got->to_move;
            if (g_rand_int_range (rand, 0, 3) != 0 || model->len == 0)
              {
                line = g_strdup_printf ("PLAY %d,%d", move.x, move.y);
                replies = exchange (f, line);
                reply = first_reply (replies);
                g_assert_nonnull (reply);
                if (reply != NULL && g_ascii_isdigit (reply[0]))
                  {
                    g_array_append_val (model, move);
                    to_move = GMK_OTHER (move.color);
                  }
              }
            else
              {
                /* Mostly a move of the game, now and then any cell. */
                if (g_rand_int_range (rand, 0, 4) != 0)
                  {
                    const ModelMove *m = &g_array_index (model, ModelMove, g_rand_int_range (rand, 0, model->len));

                    move.x = m->x;
                    move.y = m->y;
                  }
                line = g_strdup_printf ("TAKEBACK %d,%d", move.x, move.y);
                replies = exchange (f, line);
                reply = first_reply (replies);
                g_assert_nonnull (reply);
                for (guint i = model->len; i-- > 0;)
                  if (g_array_index (model, ModelMove, i).x == move.x &&
                      g_array_index (model, ModelMove, i).y == move.y)
                    {
                      entry = i;
                      break;
                    }
                if (g_str_equal (reply, "OK"))
                  {
                    g_assert_cmpuint (entry, !=, G_MAXUINT);
                    to_move = g_array_index (model, ModelMove, entry).color;
                    g_array_remove_index (model, entry);
                    accepted++;
                  }
                else
                  {
                    g_assert_true (g_str_has_prefix (reply, "ERROR"));
                    refused++;
                  }
              }

            gmk_board_init (want, 15, 15, rule);
            for (guint i = 0; i < model->len; i++)
              {
                const ModelMove *m = &g_array_index (model, ModelMove, i);

                if (want->to_move != m->color)
                  gmk_board_switch_side (want);
                gmk_board_make (want, gmk_board_index (m->x, m->y));
              }
            if (want->to_move != to_move)
              gmk_board_switch_side (want);
            assert_same_board (&gmk_protocol_get_position (f->protocol)->board, want);
          }
      }
  g_test_message ("%d takebacks done, %d refused", accepted, refused);
  g_assert_cmpint (accepted, >, 100);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) FIXTURE_TEST ("/protocol/takeback/" path, func)
  ADD ("capture-last-moves", test_capture_last_moves);
  ADD ("capture-earlier-move", test_capture_earlier_move);
  ADD ("every-rule", test_every_rule);
  ADD ("renju-refused", test_renju_refused);
  ADD ("board-setup", test_board_setup);
  ADD ("random", test_random);
#undef ADD

  return g_test_run ();
}
