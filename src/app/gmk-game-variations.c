/* gmk-game-variations.c: a game's variations — switching lines, back to
 * the main line, promotion and deletion.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tree and the line are kept by gmk-game-tree.c; each command here
 * changes them and lets the game replay the new line through the rules
 * (gmk_game_change_line), so a variation's moves are checked like the
 * main line's.
 */
#include "config.h"

#include "gmk-game.h"
#include "gmk-game-private.h"

const GmkRecordTree *
gmk_game_get_tree (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), NULL);
  return gmk_game_peek_tree (self)->tree;
}

gboolean
gmk_game_in_variation (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  return !gmk_game_tree_on_main_line (gmk_game_peek_tree (self));
}

gboolean
gmk_game_switch_move (GmkGame *self,
                      guint    i,
                      int      move)
{
  guint from;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  if (i >= gmk_game_get_n_total (self))
    return FALSE;
  from = gmk_game_tree_switch (gmk_game_peek_tree (self), i, move);
  if (from == G_MAXUINT)
    return FALSE;
  gmk_game_change_line (self, from, i + 1);
  return TRUE;
}

gboolean
gmk_game_to_main_line (GmkGame *self)
{
  guint from;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  if (!gmk_game_in_variation (self))
    return FALSE;
  from = gmk_game_tree_to_main_line (gmk_game_peek_tree (self));
  gmk_game_change_line (self, from, MIN (from, gmk_game_get_n_moves (self)));
  return TRUE;
}

gboolean
gmk_game_promote_line (GmkGame *self)
{
  guint n_total;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  if (!gmk_game_tree_promote (gmk_game_peek_tree (self)))
    return FALSE;
  /* The line is the same; only its rows' marks change. */
  n_total = gmk_game_get_n_total (self);
  gmk_game_change_line (self, n_total, gmk_game_get_n_moves (self));
  return TRUE;
}

gboolean
gmk_game_can_delete_variation (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  return gmk_game_tree_variation_start (gmk_game_peek_tree (self),
                                        gmk_game_get_n_moves (self)) >= 0;
}

gboolean
gmk_game_delete_variation (GmkGame *self)
{
  guint from;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  from = gmk_game_tree_delete_variation (gmk_game_peek_tree (self),
                                         gmk_game_get_n_moves (self));
  if (from == G_MAXUINT)
    return FALSE;
  gmk_game_change_line (self, from, from);
  return TRUE;
}
