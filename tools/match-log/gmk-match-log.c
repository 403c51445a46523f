/* gmk-match-log.c: the games of a gomoku-match -v record.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-match-log.h"

#include <stdlib.h>
#include <string.h>

#define LOG_SIZE 15

int
gmk_match_log_parse_move (const char *text,
                          int         size)
{
  int x, y;

  if (!g_ascii_isalpha (text[0]) || !g_ascii_isdigit (text[1]))
    return GMK_NO_MOVE;
  x = g_ascii_tolower (text[0]) - 'a';
  y = atoi (text + 1) - 1;
  if (x < 0 || x >= size || y < 0 || y >= size)
    return GMK_NO_MOVE;
  /* Rows as printed run from the top or the bottom: the board's symmetry
   * makes that irrelevant to anything learnt from the positions. */
  return gmk_board_index (x, y);
}

/* "game  12  opening  6  A (black) - B (white): 1-0 by five, ..." */
static gboolean
parse_header (const char   *line,
              GmkMatchGame *game)
{
  const char *black_end = strstr (line, " (black) - ");
  const char *white_end = strstr (line, " (white): ");
  const char *start;
  const char *result;

  if (black_end == NULL || white_end == NULL || white_end < black_end)
    return FALSE;
  game->number = atoi (line + strlen ("game "));
  /* The black player's name follows the opening's number. */
  start = strstr (line, "opening");
  if (start == NULL || start > black_end)
    return FALSE;
  start += strlen ("opening");
  while (*start == ' ' || g_ascii_isdigit (*start))
    start++;
  game->black = g_strndup (start, (gsize) (black_end - start));
  start = black_end + strlen (" (black) - ");
  game->white = g_strndup (start, (gsize) (white_end - start));
  result = white_end + strlen (" (white): ");
  game->black_result = g_str_has_prefix (result, "1-0") ? 1.0 :
                       g_str_has_prefix (result, "0-1") ? 0.0 : 0.5;
  game->on_board = strstr (result, " by five") != NULL || strstr (result, " by draw") != NULL;
  return TRUE;
}

/* The move line into game->moves; FALSE when a move does not parse or
 * lands on a stone. */
static gboolean
parse_moves (const char   *line,
             GmkMatchGame *game)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  GmkBoard board;

  gmk_board_init (&board, LOG_SIZE, LOG_SIZE, GMK_RULE_FREESTYLE);
  game->moves = g_new (int, g_strv_length (words) + 1);
  game->n_moves = 0;
  game->n_opening = -1;
  for (int m = 0; words[m] != NULL; m++)
    {
      int index;

      if (words[m][0] == '\0')
        continue;
      if (strcmp (words[m], "|") == 0)
        {
          game->n_opening = game->n_moves;
          continue;
        }
      index = gmk_match_log_parse_move (words[m], LOG_SIZE);
      if (index == GMK_NO_MOVE || board.cell[index] != GMK_EMPTY || board.ply >= GMK_MAX_PLY - 1)
        return FALSE;
      gmk_board_make (&board, index);
      game->moves[game->n_moves++] = index;
    }
  if (game->n_opening < 0)
    game->n_opening = 0;
  return game->n_moves > 0;
}

int
gmk_match_log_read (const char        *path,
                    GmkMatchGameFunc   func,
                    gpointer           user_data,
                    GError           **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  int passed = 0, first_message = 0;

  if (!g_file_get_contents (path, &text, NULL, error))
    return -1;
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
    {
      GmkMatchGame game = { 0 };
      gboolean go_on = TRUE;

      if (!g_str_has_prefix (lines[i], "game "))
        continue;
      game.messages = &lines[first_message];
      game.n_messages = i - first_message;
      first_message = i + 2;
      game.size = LOG_SIZE;
      game.game_line = lines[i];
      game.move_line = lines[i + 1];
      if (parse_header (lines[i], &game) && parse_moves (lines[i + 1], &game))
        {
          passed++;
          go_on = func (&game, user_data);
        }
      g_free (game.black);
      g_free (game.white);
      g_free (game.moves);
      if (!go_on)
        break;
    }
  return passed;
}
