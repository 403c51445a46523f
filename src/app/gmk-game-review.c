/* gmk-game-review.c: a game's review, kept on its moves' nodes.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-game-review.h"
#include "gmk-game-private.h"
#include "gmk-move-item.h"

/* The history's row of move i shows its node's review. */
static void
show_on_row (GmkGame *game,
             guint    i)
{
  GListModel *history = gmk_game_get_history (game);
  g_autoptr(GmkMoveItem) item = NULL;

  if (i >= g_list_model_get_n_items (history))
    return;
  item = g_list_model_get_item (history, i);
  gmk_move_item_set_review (item, gmk_game_tree_get_review (gmk_game_peek_tree (game), i));
}

const GmkReviewEntry *
gmk_game_review_get_entry (GmkGame *game,
                           guint    i)
{
  GmkGameTree *tree = gmk_game_peek_tree (game);

  if (i >= gmk_game_tree_length (tree))
    return NULL;
  return gmk_game_tree_get_review (tree, i);
}

gboolean
gmk_game_review_set_entry (GmkGame              *game,
                           const GmkReviewEntry *entry)
{
  GmkGameTree *tree = gmk_game_peek_tree (game);

  g_return_val_if_fail (entry != NULL, FALSE);

  if (entry->ply < 0 || (guint) entry->ply >= gmk_game_tree_length (tree) ||
      gmk_game_tree_move (tree, entry->ply) != entry->move)
    return FALSE;
  gmk_game_tree_set_review (tree, entry->ply, entry);
  show_on_row (game, entry->ply);
  return TRUE;
}

guint
gmk_game_review_count (GmkGame *game)
{
  guint n = 0;

  while (gmk_game_review_get_entry (game, n) != NULL)
    n++;
  return n;
}

void
gmk_game_review_finished (GmkGame *game)
{
  g_return_if_fail (GMK_IS_GAME (game));
  g_signal_emit_by_name (game, "review-changed");
}

void
gmk_game_review_clear (GmkGame *game)
{
  GmkGameTree *tree = gmk_game_peek_tree (game);

  /* The line shown's moves only: another line's review is of other
   * positions, and stays. */
  for (guint i = 0; i < gmk_game_tree_length (tree); i++)
    {
      gmk_game_tree_set_review (tree, i, NULL);
      show_on_row (game, i);
    }
}

void
gmk_game_review_to_record (GmkGame       *game,
                           GmkGameRecord *record)
{
  g_autofree GmkReviewEntry *entries = g_new0 (GmkReviewEntry, MAX (record->n_moves, 1));
  const GmkMoveNode *node = &gmk_game_get_tree (game)->root;
  guint n = 0;

  /* Along the record's moves (the line shown's, or the main line's) from
   * the first, as far as each is reviewed. */
  for (; n < record->n_moves; n++)
    {
      node = gmk_record_tree_find_child (node, record->moves[n]);
      if (node == NULL || node->review == NULL || node->review->move != record->moves[n] ||
          node->review->ply != (int) n)
        break;
      entries[n] = *node->review;
    }
  gmk_game_record_set_review (record, entries, n);
}

void
gmk_game_review_from_record (GmkGame             *game,
                             const GmkGameRecord *record)
{
  guint n = gmk_game_record_get_n_reviewed (record);

  for (guint i = 0; i < n; i++)
    gmk_game_review_set_entry (game, &record->review[i]);
}
