/* gmk-balanced-openings.c: games from the balanced opening set.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gmk-balanced-openings.h"
#include "gmk-game-opening.h"

#define SET_RESOURCE RESOURCE_PREFIX "/openings/freestyle15-balanced.txt"
#define SET_SIZE     15

/* The opening of the last balanced game and whether it was played with
 * both colours already: a process's run of Play Again. */
static int      last_index = -1;
static gboolean last_twice;

static char **
load_lines (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (SET_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *text = NULL;

  if (bytes == NULL)
    return NULL;
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_strstrip (text);
  return g_strsplit (text, "\n", -1);
}

guint
gmk_balanced_openings_count (void)
{
  g_auto(GStrv) lines = load_lines ();

  return lines != NULL ? g_strv_length (lines) : 0;
}

/* "h8g9…": letters from `a` on the left, rows from 1 at the TOP, as
 * tools/match reads the same set. */
guint
gmk_balanced_openings_get (guint  index,
                           int   *moves,
                           guint  max_moves)
{
  g_auto(GStrv) lines = load_lines ();
  const char *p;
  guint n = 0;

  if (lines == NULL || index >= g_strv_length (lines))
    return 0;
  for (p = g_strstrip (lines[index]); *p != '\0' && n < max_moves;)
    {
      int x, y = 0;

      if (!g_ascii_isalpha (*p))
        return 0;
      x = g_ascii_tolower (*p++) - 'a';
      if (!g_ascii_isdigit (*p))
        return 0;
      while (g_ascii_isdigit (*p) && y < 100)
        y = y * 10 + (*p++ - '0');
      y -= 1;
      if (x < 0 || y < 0 || x >= SET_SIZE || y >= SET_SIZE)
        return 0;
      moves[n++] = gmk_board_index (x, y);
    }
  return n;
}

gboolean
gmk_balanced_openings_fit (GmkRule rule,
                           int     size)
{
  /* Judged even under freestyle on 15×15, and under nothing else. */
  return rule == GMK_RULE_FREESTYLE && size == SET_SIZE;
}

int
gmk_balanced_openings_start (GmkGame   *game,
                             GSettings *settings,
                             gboolean   again)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  int moves[GMK_MAX_PLY];
  guint count, n_moves;
  int index;

  g_return_val_if_fail (GMK_IS_GAME (game), -1);
  g_return_val_if_fail (G_IS_SETTINGS (settings), -1);

  black = g_settings_get_string (settings, "black-player");
  white = g_settings_get_string (settings, "white-player");
  if (!g_settings_get_boolean (settings, "balanced-openings") ||
      !gmk_balanced_openings_fit (gmk_game_get_rule (game), gmk_game_get_width (game)) ||
      g_strcmp0 (black, white) == 0 ||
      (count = gmk_balanced_openings_count ()) == 0)
    {
      last_index = -1;
      return -1;
    }

  if (again)
    {
      /* The person takes the other colour (the window follows the keys). */
      g_settings_delay (settings);
      g_settings_set_string (settings, "black-player", white);
      g_settings_set_string (settings, "white-player", black);
      g_settings_apply (settings);
    }

  if (again && last_index >= 0 && !last_twice)
    {
      index = last_index;
      last_twice = TRUE;
    }
  else
    {
      index = g_random_int_range (0, (gint32) count);
      last_twice = FALSE;
    }
  last_index = index;

  n_moves = gmk_balanced_openings_get (index, moves, G_N_ELEMENTS (moves));
  if (!gmk_game_load_moves (game, GMK_RULE_FREESTYLE, SET_SIZE, SET_SIZE, moves, n_moves, &error))
    {
      g_warning ("Balanced opening %d cannot be played: %s", index + 1, error->message);
      return -1;
    }
  /* The opening is where the game starts, not moves to take back. */
  gmk_game_opening_keep_moves (game, n_moves);
  return index;
}
