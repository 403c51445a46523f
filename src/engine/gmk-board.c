/* gmk-board.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-board.h"

#include <string.h>

const int gmk_dir_step[4] = { 1, GMK_STRIDE, GMK_STRIDE + 1, GMK_STRIDE - 1 };

#define GMK_HASH_CAPTURE_SLOTS 16

static uint64_t zobrist_stone_keys[3][GMK_CELLS];
static uint64_t zobrist_capture_keys[3][GMK_HASH_CAPTURE_SLOTS];
static uint64_t zobrist_side_key;

/* A fixed generator so hashes (and therefore bench signatures) are the same
 * on every run and every machine. */
static uint64_t
splitmix64 (uint64_t *state)
{
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static void
init_zobrist_once (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      uint64_t state = 0x676F6D6F6B75ull; /* "gomoku" */

      for (int c = 0; c < 3; c++)
        for (int i = 0; i < GMK_CELLS; i++)
          zobrist_stone_keys[c][i] = splitmix64 (&state);
      for (int c = 0; c < 3; c++)
        for (int n = 0; n < GMK_HASH_CAPTURE_SLOTS; n++)
          zobrist_capture_keys[c][n] = splitmix64 (&state);
      zobrist_side_key = splitmix64 (&state);
      g_once_init_leave (&initialized, 1);
    }
}

uint64_t
gmk_zobrist_stone (GmkColor color,
                   int      index)
{
  init_zobrist_once ();
  return zobrist_stone_keys[color][index];
}

uint64_t
gmk_zobrist_side (void)
{
  init_zobrist_once ();
  return zobrist_side_key;
}

static inline uint64_t
capture_key (GmkColor color,
             int      pairs)
{
  return zobrist_capture_keys[color][MIN (pairs, GMK_HASH_CAPTURE_SLOTS - 1)];
}

void
gmk_board_init (GmkBoard *board,
                int       width,
                int       height,
                GmkRule   rule)
{
  g_return_if_fail (width >= GMK_MIN_SIZE && width <= GMK_MAX_SIZE);
  g_return_if_fail (height >= GMK_MIN_SIZE && height <= GMK_MAX_SIZE);

  init_zobrist_once ();

  board->width = width;
  board->height = height;
  board->rule = rule;
  board->captures = rule == GMK_RULE_NINUKI || rule == GMK_RULE_PENTE;
  board->to_move = GMK_BLACK;
  board->ply = 0;
  memset (board->stones, 0, sizeof board->stones);
  memset (board->captured_pairs, 0, sizeof board->captured_pairs);
  memset (board->cell, GMK_WALL, sizeof board->cell);
  for (int y = 0; y < height; y++)
    memset (&board->cell[gmk_board_index (0, y)], GMK_EMPTY, width);
  board->hash = gmk_board_compute_hash (board);
}

void
gmk_board_copy (GmkBoard       *dest,
                const GmkBoard *src)
{
  /* The history is copied only as far as it is used: it is most of the struct. */
  memcpy (dest, src, G_STRUCT_OFFSET (GmkBoard, history));
  memcpy (dest->history, src->history, sizeof (GmkUndo) * src->ply);
}

gboolean
gmk_board_contains (const GmkBoard *board,
                    int             x,
                    int             y)
{
  return x >= 0 && y >= 0 && x < board->width && y < board->height;
}

gboolean
gmk_board_index_valid (const GmkBoard *board,
                       int             index)
{
  return index >= 0 && index < GMK_CELLS && board->cell[index] != GMK_WALL;
}

uint64_t
gmk_board_compute_hash (const GmkBoard *board)
{
  uint64_t hash = 0;

  init_zobrist_once ();
  for (int i = 0; i < GMK_CELLS; i++)
    if (board->cell[i] == GMK_BLACK || board->cell[i] == GMK_WHITE)
      hash ^= zobrist_stone_keys[board->cell[i]][i];
  if (board->to_move == GMK_WHITE)
    hash ^= zobrist_side_key;
  hash ^= capture_key (GMK_BLACK, board->captured_pairs[GMK_BLACK]);
  hash ^= capture_key (GMK_WHITE, board->captured_pairs[GMK_WHITE]);
  return hash;
}

int
gmk_board_captures_of (const GmkBoard *board,
                       int             index,
                       GmkColor        color,
                       int16_t        *out)
{
  const GmkColor other = GMK_OTHER (color);
  int n = 0;

  if (!board->captures)
    return 0;

  for (int d = 0; d < 4; d++)
    for (int sign = -1; sign <= 1; sign += 2)
      {
        const int step = sign * gmk_dir_step[d];

        /* X O O X: exactly two stones flanked by the mover.  The margin is
         * GMK_PAD >= 3 cells, so index + 3 * step stays inside the array. */
        if (board->cell[index + step] == other &&
            board->cell[index + 2 * step] == other &&
            board->cell[index + 3 * step] == color)
          {
            out[n++] = (int16_t) (index + step);
            out[n++] = (int16_t) (index + 2 * step);
          }
      }
  return n;
}

int
gmk_board_make (GmkBoard *board,
                int       index)
{
  const GmkColor color = board->to_move;
  const GmkColor other = GMK_OTHER (color);
  GmkUndo *undo = &board->history[board->ply++];

  undo->move = (int16_t) index;
  undo->n_captured = 0;

  board->cell[index] = (uint8_t) color;
  board->stones[color]++;
  board->hash ^= zobrist_stone_keys[color][index];

  if (board->captures)
    {
      int n = gmk_board_captures_of (board, index, color, undo->captured);

      if (n > 0)
        {
          for (int i = 0; i < n; i++)
            {
              board->cell[undo->captured[i]] = GMK_EMPTY;
              board->hash ^= zobrist_stone_keys[other][undo->captured[i]];
            }
          board->stones[other] -= n;
          board->hash ^= capture_key (color, board->captured_pairs[color]);
          board->captured_pairs[color] += n / 2;
          board->hash ^= capture_key (color, board->captured_pairs[color]);
          undo->n_captured = (uint8_t) n;
        }
    }

  board->to_move = other;
  board->hash ^= zobrist_side_key;
  return undo->n_captured;
}

void
gmk_board_unmake (GmkBoard *board)
{
  const GmkUndo *undo = &board->history[--board->ply];
  const GmkColor color = GMK_OTHER (board->to_move);
  const GmkColor other = board->to_move;

  if (undo->n_captured > 0)
    {
      for (int i = 0; i < undo->n_captured; i++)
        {
          board->cell[undo->captured[i]] = (uint8_t) other;
          board->hash ^= zobrist_stone_keys[other][undo->captured[i]];
        }
      board->stones[other] += undo->n_captured;
      board->hash ^= capture_key (color, board->captured_pairs[color]);
      board->captured_pairs[color] -= undo->n_captured / 2;
      board->hash ^= capture_key (color, board->captured_pairs[color]);
    }

  board->cell[undo->move] = GMK_EMPTY;
  board->stones[color]--;
  board->hash ^= zobrist_stone_keys[color][undo->move];
  board->to_move = color;
  board->hash ^= zobrist_side_key;
}

void
gmk_board_switch_side (GmkBoard *board)
{
  board->to_move = GMK_OTHER (board->to_move);
  board->hash ^= zobrist_side_key;
}

void
gmk_board_put (GmkBoard *board,
               int       index,
               GmkColor  color)
{
  g_return_if_fail (board->cell[index] == GMK_EMPTY);

  board->cell[index] = (uint8_t) color;
  board->stones[color]++;
  board->hash ^= zobrist_stone_keys[color][index];
}

void
gmk_board_remove (GmkBoard *board,
                  int       index)
{
  const GmkStone stone = board->cell[index];

  g_return_if_fail (stone == GMK_BLACK || stone == GMK_WHITE);

  board->cell[index] = GMK_EMPTY;
  board->stones[stone]--;
  board->hash ^= zobrist_stone_keys[stone][index];
}

void
gmk_board_set_captured_pairs (GmkBoard *board,
                              GmkColor  color,
                              int       pairs)
{
  board->hash ^= capture_key (color, board->captured_pairs[color]);
  board->captured_pairs[color] = pairs;
  board->hash ^= capture_key (color, board->captured_pairs[color]);
}

int
gmk_board_last_move (const GmkBoard *board)
{
  return board->ply > 0 ? board->history[board->ply - 1].move : GMK_NO_MOVE;
}

gboolean
gmk_board_is_full (const GmkBoard *board)
{
  return board->stones[GMK_BLACK] + board->stones[GMK_WHITE] >= board->width * board->height;
}
