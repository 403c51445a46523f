/* test-protocol-selfplay.c: short self-play games over all seven rule sets.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two engine processes play each other through the protocol, with small node
 * and depth budgets so the games are quick.  This harness is the referee:
 * every reply must be a move that GmkPosition accepts (on the board, empty,
 * not forbidden to that colour, game not over), and neither engine may crash,
 * hang or answer with anything else.  Each game starts from a few random
 * legal moves (sent with BOARD), then goes on with TURN; levels and board
 * sizes vary so the noisy easy levels and odd sizes are covered too.
 */
#include <stdio.h>
#include <string.h>

#include "gmk-rules.h"
#include "gmk-search.h"
#include "gmk-test-engine.h"

#define GAMES_PER_RULE     29      /* 7 x 29 = 203 games */
#define MAX_PLIES          90      /* a game still open then is stopped */
#define MOVE_TIMEOUT_MS    60000

static const int board_sizes[] = { 15, 15, 9, 19, 12, 20, 15 };

static void
configure (GmkEngineProcess *engine,
           int               size,
           GmkRule           rule,
           int               level,
           guint32           seed)
{
  g_autofree char *start = g_strdup_printf ("START %d", size);

  test_engine_expect (engine, start, "OK");
  gmk_engine_process_sendf (engine, "INFO rule_name %s", gmk_rule_name (rule));
  gmk_engine_process_sendf (engine, "INFO level %d", level);
  gmk_engine_process_sendf (engine, "INFO seed %u", seed);
  gmk_engine_process_send (engine, "INFO timeout_turn 2000");
  gmk_engine_process_send (engine, "INFO max_node 400");
  gmk_engine_process_send (engine, "INFO max_depth 3");
  gmk_engine_process_send (engine, "INFO hash_size 1024");   /* 1 MiB: cleared every game */
}

/* BOARD with the current stones in the order they were played, from the
 * point of view of `engine_color`; capture counts first when they matter. */
static void
send_board (GmkEngineProcess  *engine,
            const GmkPosition *pos,
            GmkColor           engine_color)
{
  const GmkBoard *board = &pos->board;

  if (board->captures)
    {
      gmk_engine_process_sendf (engine, "INFO captures_own %d", board->captured_pairs[engine_color]);
      gmk_engine_process_sendf (engine, "INFO captures_opponent %d",
                                board->captured_pairs[GMK_OTHER (engine_color)]);
    }
  gmk_engine_process_send (engine, "BOARD");
  for (int i = 0; i < board->ply; i++)
    {
      int index = board->history[i].move;
      GmkStone stone = board->cell[index];

      if (stone != GMK_BLACK && stone != GMK_WHITE)
        continue;   /* captured since */
      gmk_engine_process_sendf (engine, "%d,%d,%d", gmk_board_x (index), gmk_board_y (index),
                                stone == engine_color ? 1 : 2);
    }
  gmk_engine_process_send (engine, "DONE");
}

/* Reads the engine's move and plays it on the referee's position. */
static gboolean
referee_move (GmkEngineProcess *engine,
              GmkPosition      *pos,
              const char       *what,
              int              *x,
              int              *y)
{
  GmkReadStatus status;
  g_autofree char *reply = gmk_engine_process_read_reply (engine, MOVE_TIMEOUT_MS, NULL, &status);
  GmkReason reason;

  if (reply == NULL)
    {
      g_test_fail_printf ("%s: no reply (%s)", what, status == GMK_READ_TIMEOUT ? "timeout" : "engine gone");
      return FALSE;
    }
  if (!test_parse_move (reply, x, y))
    {
      g_test_fail_printf ("%s: expected a move, got '%s'", what, reply);
      return FALSE;
    }
  reason = gmk_position_play (pos, *x, *y);
  if (reason != GMK_REASON_NONE)
    {
      g_test_fail_printf ("%s: %d,%d refused by the rules: %s", what, *x, *y, gmk_reason_name (reason));
      return FALSE;
    }
  return TRUE;
}

static gboolean
game_open (const GmkPosition *pos)
{
  return pos->status.result == GMK_RESULT_NONE && !gmk_board_is_full (&pos->board) &&
         pos->board.ply < MAX_PLIES;
}

/* Plays a few random legal moves near the centre. */
static void
random_opening (GmkPosition *pos,
                GRand       *rand,
                int          n)
{
  const int w = pos->board.width, h = pos->board.height;
  int tries = 0;

  while (n > 0 && tries++ < 1000 && game_open (pos))
    {
      int x = w / 2 + g_rand_int_range (rand, -3, 4);
      int y = h / 2 + g_rand_int_range (rand, -3, 4);

      if (gmk_position_play (pos, x, y) == GMK_REASON_NONE)
        n--;
    }
}

static void
test_rule (gconstpointer data)
{
  const GmkRule rule = GPOINTER_TO_INT (data);
  g_autoptr(GmkEngineProcess) black = test_engine_spawn ();
  g_autoptr(GmkEngineProcess) white = test_engine_spawn ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x60d0 + rule);
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  int results[4] = { 0 };
  int moves = 0;

  for (int game = 0; game < GAMES_PER_RULE && !g_test_failed (); game++)
    {
      const int size = board_sizes[game % G_N_ELEMENTS (board_sizes)];
      GmkEngineProcess *engines[3] = { NULL, black, white };
      gboolean first[3] = { FALSE, TRUE, TRUE };
      int last_x = -1, last_y = -1;

      gmk_position_init (pos, size, size, rule);
      configure (black, size, rule, g_rand_int_range (rand, GMK_MIN_LEVEL, GMK_MAX_LEVEL + 1),
                 g_rand_int (rand));
      configure (white, size, rule, g_rand_int_range (rand, GMK_MIN_LEVEL, GMK_MAX_LEVEL + 1),
                 g_rand_int (rand));
      random_opening (pos, rand, g_rand_int_range (rand, 0, 5));

      while (game_open (pos))
        {
          const GmkColor mover = pos->board.to_move;
          GmkEngineProcess *engine = engines[mover];
          g_autofree char *what = g_strdup_printf ("%s game %d ply %d (%s)", gmk_rule_name (rule),
                                                   game, pos->board.ply,
                                                   mover == GMK_BLACK ? "black" : "white");
          int x, y;

          if (first[mover])
            {
              /* First move of this engine in the game: the position so far. */
              if (pos->board.ply == 0)
                gmk_engine_process_send (engine, "BEGIN");
              else
                send_board (engine, pos, mover);
              first[mover] = FALSE;
            }
          else
            gmk_engine_process_sendf (engine, "TURN %d,%d", last_x, last_y);

          if (!referee_move (engine, pos, what, &x, &y))
            break;
          last_x = x;
          last_y = y;
          moves++;
        }
      results[pos->status.result]++;
    }

  g_test_message ("%s: %d moves; black won %d, white won %d, drawn or stopped %d",
                  gmk_rule_name (rule), moves, results[GMK_RESULT_BLACK_WINS],
                  results[GMK_RESULT_WHITE_WINS],
                  results[GMK_RESULT_DRAW] + results[GMK_RESULT_NONE]);
  if (!g_test_failed ())
    {
      test_engine_end (black);
      test_engine_end (white);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (GmkRule rule = 0; rule < GMK_N_RULES; rule++)
    {
      g_autofree char *name = g_strdup_printf ("/protocol/selfplay/%s", gmk_rule_name (rule));

      g_test_add_data_func (name, GINT_TO_POINTER (rule), test_rule);
    }
  return g_test_run ();
}
