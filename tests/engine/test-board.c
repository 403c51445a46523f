/* test-board.c: the board's layout, captures, make/unmake and hash.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gmk-board.h"

static const int sizes[] = { 5, 6, 7, 9, 13, 15, 19, 20, 22 };

static void
test_init_layout (void)
{
  g_autofree GmkBoard *board = g_new0 (GmkBoard, 1);

  for (int w = GMK_MIN_SIZE; w <= GMK_MAX_SIZE; w++)
    for (int h = GMK_MIN_SIZE; h <= GMK_MAX_SIZE; h++)
      {
        int playable = 0;

        gmk_board_init (board, w, h, GMK_RULE_FREESTYLE);
        g_assert_cmpint (board->to_move, ==, GMK_BLACK);
        g_assert_cmpint (board->ply, ==, 0);
        g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
        for (int i = 0; i < GMK_CELLS; i++)
          {
            int x = gmk_board_x (i), y = gmk_board_y (i);
            gboolean inside = gmk_board_contains (board, x, y);

            g_assert_cmpint (gmk_board_index_valid (board, i), ==, inside);
            if (inside)
              {
                g_assert_cmpint (board->cell[i], ==, GMK_EMPTY);
                g_assert_cmpint (gmk_board_index (x, y), ==, i);
                playable++;
              }
            else
              g_assert_cmpint (board->cell[i], ==, GMK_WALL);
          }
        g_assert_cmpint (playable, ==, w * h);
        /* The margin is deep enough for a walk of GMK_PAD steps from any
         * playable cell in any direction. */
        for (int y = 0; y < h; y++)
          for (int x = 0; x < w; x++)
            for (int d = 0; d < 4; d++)
              {
                int far_plus = gmk_board_index (x, y) + GMK_PAD * gmk_dir_step[d];
                int far_minus = gmk_board_index (x, y) - GMK_PAD * gmk_dir_step[d];

                g_assert_cmpint (far_plus, >=, 0);
                g_assert_cmpint (far_plus, <, GMK_CELLS);
                g_assert_cmpint (far_minus, >=, 0);
                g_assert_cmpint (far_minus, <, GMK_CELLS);
              }
      }
  g_assert_false (gmk_board_index_valid (board, -1));
  g_assert_false (gmk_board_index_valid (board, GMK_CELLS));
}

static void
test_put_remove_hash (void)
{
  g_autofree GmkBoard *board = g_new0 (GmkBoard, 1);
  uint64_t empty_hash;
  int a, b;

  gmk_board_init (board, 15, 15, GMK_RULE_PENTE);
  empty_hash = board->hash;
  a = gmk_board_index (7, 7);
  b = gmk_board_index (0, 14);

  gmk_board_put (board, a, GMK_BLACK);
  gmk_board_put (board, b, GMK_WHITE);
  g_assert_cmpint (board->stones[GMK_BLACK], ==, 1);
  g_assert_cmpint (board->stones[GMK_WHITE], ==, 1);
  g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
  g_assert_cmphex (board->hash, !=, empty_hash);

  gmk_board_switch_side (board);
  g_assert_cmpint (board->to_move, ==, GMK_WHITE);
  g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
  gmk_board_set_captured_pairs (board, GMK_WHITE, 3);
  g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));

  gmk_board_set_captured_pairs (board, GMK_WHITE, 0);
  gmk_board_switch_side (board);
  gmk_board_remove (board, a);
  gmk_board_remove (board, b);
  g_assert_cmpint (board->stones[GMK_BLACK] + board->stones[GMK_WHITE], ==, 0);
  g_assert_cmphex (board->hash, ==, empty_hash);

  /* The side to move and the capture counts are part of the hash. */
  gmk_board_switch_side (board);
  g_assert_cmphex (board->hash, !=, empty_hash);
  gmk_board_switch_side (board);
  gmk_board_set_captured_pairs (board, GMK_BLACK, 1);
  g_assert_cmphex (board->hash, !=, empty_hash);
}

/* X O O X in each of the eight directions, on the edge of the board too. */
static void
test_capture_directions (void)
{
  g_autofree GmkBoard *board = g_new0 (GmkBoard, 1);
  g_autofree GmkBoard *before = g_new0 (GmkBoard, 1);
  static const int dirs[8][2] = {
    { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { -1, -1 }, { 1, -1 }, { -1, 1 },
  };

  for (int rule = GMK_RULE_NINUKI; rule <= GMK_RULE_PENTE; rule++)
    for (int d = 0; d < 8; d++)
      for (int corner = 0; corner < 2; corner++)
        {
          int dx = dirs[d][0], dy = dirs[d][1];
          /* With corner set, the move is on the edge of the board. */
          int x0 = corner ? (dx > 0 ? 0 : dx < 0 ? 8 : 4) : 4;
          int y0 = corner ? (dy > 0 ? 0 : dy < 0 ? 8 : 4) : 4;
          int16_t out[GMK_MAX_CAPTURED_PER_MOVE];
          int move = gmk_board_index (x0, y0);

          gmk_board_init (board, 9, 9, (GmkRule) rule);
          gmk_board_put (board, gmk_board_index (x0 + dx, y0 + dy), GMK_WHITE);
          gmk_board_put (board, gmk_board_index (x0 + 2 * dx, y0 + 2 * dy), GMK_WHITE);
          gmk_board_put (board, gmk_board_index (x0 + 3 * dx, y0 + 3 * dy), GMK_BLACK);
          gmk_board_copy (before, board);

          g_assert_cmpint (gmk_board_captures_of (board, move, GMK_BLACK, out), ==, 2);
          g_assert_cmpint (gmk_board_make (board, move), ==, 2);
          g_assert_cmpint (board->cell[gmk_board_index (x0 + dx, y0 + dy)], ==, GMK_EMPTY);
          g_assert_cmpint (board->cell[gmk_board_index (x0 + 2 * dx, y0 + 2 * dy)], ==, GMK_EMPTY);
          g_assert_cmpint (board->captured_pairs[GMK_BLACK], ==, 1);
          g_assert_cmpint (board->stones[GMK_WHITE], ==, 0);
          g_assert_cmpint (board->stones[GMK_BLACK], ==, 2);
          g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
          g_assert_cmpint (gmk_board_last_move (board), ==, move);

          gmk_board_unmake (board);
          g_assert_cmpmem (board->cell, GMK_CELLS, before->cell, GMK_CELLS);
          g_assert_cmphex (board->hash, ==, before->hash);
          g_assert_cmpint (board->captured_pairs[GMK_BLACK], ==, 0);
          g_assert_cmpint (board->stones[GMK_WHITE], ==, 2);
          g_assert_cmpint (gmk_board_last_move (board), ==, GMK_NO_MOVE);
        }
}

static void
test_capture_shapes (void)
{
  g_autofree GmkBoard *board = g_new0 (GmkBoard, 1);
  int16_t out[GMK_MAX_CAPTURED_PER_MOVE];
  int centre = gmk_board_index (9, 9);

  /* Without a capture rule nothing is ever captured. */
  gmk_board_init (board, 19, 19, GMK_RULE_FREESTYLE);
  gmk_board_put (board, gmk_board_index (10, 9), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (11, 9), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (12, 9), GMK_BLACK);
  g_assert_cmpint (gmk_board_make (board, centre), ==, 0);
  g_assert_cmpint (board->stones[GMK_WHITE], ==, 2);

  /* One stone, three stones, or a gap: no capture. */
  gmk_board_init (board, 19, 19, GMK_RULE_NINUKI);
  gmk_board_put (board, gmk_board_index (10, 9), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (11, 9), GMK_BLACK);
  gmk_board_put (board, gmk_board_index (8, 9), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (7, 9), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (6, 9), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (5, 9), GMK_BLACK);
  gmk_board_put (board, gmk_board_index (9, 10), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (9, 12), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (9, 13), GMK_BLACK);
  g_assert_cmpint (gmk_board_captures_of (board, centre, GMK_BLACK, out), ==, 0);

  /* Own stones are never taken: playing into a flanked spot is safe. */
  gmk_board_init (board, 19, 19, GMK_RULE_NINUKI);
  gmk_board_put (board, gmk_board_index (8, 9), GMK_WHITE);
  gmk_board_put (board, gmk_board_index (10, 9), GMK_BLACK);
  gmk_board_put (board, gmk_board_index (7, 9), GMK_BLACK);
  g_assert_cmpint (gmk_board_captures_of (board, centre, GMK_WHITE, out), ==, 0);
  gmk_board_switch_side (board);
  g_assert_cmpint (gmk_board_make (board, centre), ==, 0);
  g_assert_cmpint (board->cell[centre], ==, GMK_WHITE);

  /* Several pairs at once: all eight directions. */
  gmk_board_init (board, 19, 19, GMK_RULE_PENTE);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if (dx != 0 || dy != 0)
        {
          gmk_board_put (board, gmk_board_index (9 + dx, 9 + dy), GMK_WHITE);
          gmk_board_put (board, gmk_board_index (9 + 2 * dx, 9 + 2 * dy), GMK_WHITE);
          gmk_board_put (board, gmk_board_index (9 + 3 * dx, 9 + 3 * dy), GMK_BLACK);
        }
  g_assert_cmpint (gmk_board_make (board, centre), ==, 16);
  g_assert_cmpint (board->captured_pairs[GMK_BLACK], ==, 8);
  g_assert_cmpint (board->stones[GMK_WHITE], ==, 0);
  g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
  gmk_board_unmake (board);
  g_assert_cmpint (board->stones[GMK_WHITE], ==, 16);
  g_assert_cmpint (board->captured_pairs[GMK_BLACK], ==, 0);
  g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
}

typedef struct {
  uint8_t  cell[GMK_CELLS];
  int      stones[3];
  int      pairs[3];
  GmkColor to_move;
  uint64_t hash;
} Snapshot;

static void
snapshot_take (Snapshot       *s,
               const GmkBoard *board)
{
  memcpy (s->cell, board->cell, GMK_CELLS);
  memcpy (s->stones, board->stones, sizeof s->stones);
  memcpy (s->pairs, board->captured_pairs, sizeof s->pairs);
  s->to_move = board->to_move;
  s->hash = board->hash;
}

static void
snapshot_assert (const Snapshot *s,
                 const GmkBoard *board)
{
  g_assert_cmpmem (board->cell, GMK_CELLS, s->cell, GMK_CELLS);
  g_assert_cmpmem (board->stones, sizeof s->stones, s->stones, sizeof s->stones);
  g_assert_cmpmem (board->captured_pairs, sizeof s->pairs, s->pairs, sizeof s->pairs);
  g_assert_cmpint (board->to_move, ==, s->to_move);
  g_assert_cmphex (board->hash, ==, s->hash);
  g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
}

/* Random games with random take-backs: every unmake restores exactly what
 * the board was, and the incremental hash always equals the recomputed one. */
static void
test_random_make_unmake (void)
{
  static const GmkRule rules[] = { GMK_RULE_NINUKI, GMK_RULE_PENTE, GMK_RULE_FREESTYLE };
  g_autofree GmkBoard *board = g_new0 (GmkBoard, 1);
  g_autofree GmkBoard *copy = g_new0 (GmkBoard, 1);
  g_autofree Snapshot *snapshots = g_new (Snapshot, 400);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  int sequences = 0, total_captures = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      for (int game = 0; game < 120; game++)
        {
          int size = sizes[s];
          int plies = g_rand_int_range (rand, 10, 300);

          gmk_board_init (board, size, size, rules[r]);
          for (int step = 0; step < plies; step++)
            {
              int empty[GMK_MAX_SIZE * GMK_MAX_SIZE], n_empty = 0;

              /* Take back a few moves now and then. */
              if (board->ply > 0 && g_rand_int_range (rand, 0, 6) == 0)
                {
                  int back = g_rand_int_range (rand, 1, MIN (board->ply, 8) + 1);

                  while (back-- > 0)
                    {
                      gmk_board_unmake (board);
                      snapshot_assert (&snapshots[board->ply], board);
                    }
                  continue;
                }

              for (int y = 0; y < size; y++)
                for (int x = 0; x < size; x++)
                  if (board->cell[gmk_board_index (x, y)] == GMK_EMPTY)
                    empty[n_empty++] = gmk_board_index (x, y);
              if (n_empty == 0 || board->ply >= 400)
                break;

              snapshot_take (&snapshots[board->ply], board);
              total_captures += gmk_board_make (board, empty[g_rand_int_range (rand, 0, n_empty)]);
              g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
              /* Every stone placed is on the board unless it was captured. */
              g_assert_cmpint (board->stones[GMK_BLACK] + board->stones[GMK_WHITE], ==,
                               board->ply - 2 * (board->captured_pairs[GMK_BLACK] + board->captured_pairs[GMK_WHITE]));
            }

          /* A copy unwinds the same way as the original. */
          gmk_board_copy (copy, board);
          while (copy->ply > 0)
            {
              gmk_board_unmake (copy);
              snapshot_assert (&snapshots[copy->ply], copy);
            }
          g_assert_cmpint (copy->stones[GMK_BLACK] + copy->stones[GMK_WHITE], ==, 0);
          sequences++;
        }

  g_test_message ("%d sequences, %d stones captured", sequences, total_captures);
  g_assert_cmpint (sequences, >=, 3000);
  g_assert_cmpint (total_captures, >, 1000);
}

static void
test_full_board (void)
{
  g_autofree GmkBoard *board = g_new0 (GmkBoard, 1);

  gmk_board_init (board, 5, 6, GMK_RULE_FREESTYLE);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 5; x++)
      {
        g_assert_false (gmk_board_is_full (board));
        gmk_board_make (board, gmk_board_index (x, y));
      }
  g_assert_true (gmk_board_is_full (board));
  g_assert_cmpint (board->ply, ==, 30);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board/init-layout", test_init_layout);
  g_test_add_func ("/board/put-remove-hash", test_put_remove_hash);
  g_test_add_func ("/board/capture-directions", test_capture_directions);
  g_test_add_func ("/board/capture-shapes", test_capture_shapes);
  g_test_add_func ("/board/random-make-unmake", test_random_make_unmake);
  g_test_add_func ("/board/full-board", test_full_board);
  return g_test_run ();
}
