/* gmk-game-review.c: a game's review, kept on its moves.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-game-review.h"
#include "gmk-move-item.h"

const GmkReviewEntry *
gmk_game_review_get_entry (GmkGame *game,
                           guint    i)
{
  GListModel *history = gmk_game_get_history (game);
  g_autoptr(GmkMoveItem) item = NULL;

  if (i >= g_list_model_get_n_items (history))
    return NULL;
  item = g_list_model_get_item (history, i);
  /* The model keeps the item: the entry outlives this reference. */
  return gmk_move_item_get_review (item);
}

gboolean
gmk_game_review_set_entry (GmkGame              *game,
                           const GmkReviewEntry *entry)
{
  GListModel *history = gmk_game_get_history (game);
  g_autoptr(GmkMoveItem) item = NULL;

  g_return_val_if_fail (entry != NULL, FALSE);

  if (entry->ply < 0 || (guint) entry->ply >= g_list_model_get_n_items (history) ||
      (guint) entry->ply >= gmk_game_get_n_total (game) ||
      gmk_game_get_move (game, entry->ply) != entry->move)
    return FALSE;
  item = g_list_model_get_item (history, entry->ply);
  gmk_move_item_set_review (item, entry);
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
  GListModel *history = gmk_game_get_history (game);

  for (guint i = 0; i < g_list_model_get_n_items (history); i++)
    {
      g_autoptr(GmkMoveItem) item = g_list_model_get_item (history, i);

      gmk_move_item_set_review (item, NULL);
    }
}

void
gmk_game_review_to_record (GmkGame       *game,
                           GmkGameRecord *record)
{
  g_autofree GmkReviewEntry *entries = g_new0 (GmkReviewEntry, MAX (record->n_moves, 1));
  guint n = 0;

  for (; n < record->n_moves; n++)
    {
      const GmkReviewEntry *e = gmk_game_review_get_entry (game, n);

      if (e == NULL || e->move != record->moves[n])
        break;
      entries[n] = *e;
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
