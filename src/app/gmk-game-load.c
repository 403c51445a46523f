/* gmk-game-load.c: replacing a game by a line of moves or a tree of them.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is checked through the rules before the game is touched, so
 * a game that cannot be played leaves the one shown as it was.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-game.h"
#include "gmk-game-private.h"

/* Replaces the game by `tree`, whose every move the rules allowed, and
 * shows the end of its main line; one position-changed. */
static void
load_checked_tree (GmkGame             *self,
                   GmkRule              rule,
                   int                  width,
                   int                  height,
                   const GmkRecordTree *tree)
{
  gmk_game_reset (self, rule, width, height);
  /* A loaded game is past any opening (gmk-game-opening.c loads those). */
  gmk_game_opening_clear (self);
  gmk_game_tree_load (gmk_game_peek_tree (self), tree);
  gmk_game_change_line (self, 0, G_MAXUINT);
}

/* The rule, the size and every move in turn, before anything is replaced. */
static gboolean
check_line (GmkRule     rule,
            int         width,
            int         height,
            const int  *moves,
            guint       n_moves,
            GError    **error)
{
  g_autofree GmkPosition *check = NULL;

  if ((int) rule < 0 || rule >= GMK_N_RULES)
    {
      g_set_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_INVALID,
                   _("Unknown rule set"));
      return FALSE;
    }
  if (width < GMK_MIN_SIZE || width > GMK_MAX_SIZE ||
      height < GMK_MIN_SIZE || height > GMK_MAX_SIZE)
    {
      g_set_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_INVALID,
                   _("A board of %d × %d is not supported (%d to %d points a side)"),
                   width, height, GMK_MIN_SIZE, GMK_MAX_SIZE);
      return FALSE;
    }
  if (n_moves >= GMK_MAX_PLY)
    {
      g_set_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_INVALID,
                   _("The game has too many moves (%u)"), n_moves);
      return FALSE;
    }

  check = g_new0 (GmkPosition, 1);
  gmk_position_init (check, width, height, rule);
  for (guint i = 0; i < n_moves; i++)
    {
      int x = gmk_board_x (moves[i]);
      int y = gmk_board_y (moves[i]);
      GmkReason reason;

      if (!gmk_board_index_valid (&check->board, moves[i]))
        reason = GMK_REASON_OFF_BOARD;
      else
        reason = gmk_position_check (check, x, y);

      if (reason != GMK_REASON_NONE)
        {
          g_autofree char *why = gmk_game_describe_refusal (check->board.to_move, x, y, height, reason);
          g_set_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_INVALID,
                       _("Move %u is not allowed: %s"), i + 1, why);
          return FALSE;
        }
      gmk_position_play (check, x, y);
    }
  return TRUE;
}

gboolean
gmk_game_load_moves (GmkGame    *self,
                     GmkRule     rule,
                     int         width,
                     int         height,
                     const int  *moves,
                     guint       n_moves,
                     GError    **error)
{
  g_autoptr(GmkRecordTree) line = NULL;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  g_return_val_if_fail (moves != NULL || n_moves == 0, FALSE);

  if (!check_line (rule, width, height, moves, n_moves, error))
    return FALSE;
  line = gmk_record_tree_new_line (moves, n_moves);
  load_checked_tree (self, rule, width, height, line);
  return TRUE;
}

gboolean
gmk_game_load_tree (GmkGame              *self,
                    GmkRule               rule,
                    int                   width,
                    int                   height,
                    const GmkRecordTree  *tree,
                    GError              **error)
{
  int main_line[GMK_MAX_PLY];
  guint n;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  g_return_val_if_fail (tree != NULL, FALSE);

  /* The main line gets the messages of a plain game; then every
   * variation goes through the rules too. */
  n = gmk_record_tree_main_line (tree, main_line);
  if (!check_line (rule, width, height, main_line, n, error) ||
      !gmk_record_tree_replay (tree, width, height, rule, error))
    return FALSE;
  load_checked_tree (self, rule, width, height, tree);
  return TRUE;
}
