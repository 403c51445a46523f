/* gmk-game-review.c: a game's review, kept on its moves.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-game-review.h"
#include "gmk-game-private.h"
#include "gmk-move-item.h"

/* ---- the main line's review, kept by ply and move ----------------------- */

/* How many of the line's first moves are the main line's too. */
static guint
main_prefix (GmkGame *game)
{
  GmkGameTree *tree = gmk_game_peek_tree (game);
  guint length = gmk_game_tree_length (tree);
  int start = gmk_game_tree_variation_start (tree, length);

  return start < 0 ? length : (guint) start;
}

static void
keep_main (GmkGame              *game,
           const GmkReviewEntry *entry)
{
  GArray *kept = gmk_game_peek_main_review (game);

  while (kept->len <= (guint) entry->ply)
    {
      GmkReviewEntry none = { .ply = -1 };

      g_array_append_val (kept, none);
    }
  g_array_index (kept, GmkReviewEntry, entry->ply) = *entry;
}

static void
forget_main (GmkGame *game,
             guint    from,
             guint    to)
{
  GArray *kept = gmk_game_peek_main_review (game);

  for (guint i = from; i < MIN (to, kept->len); i++)
    g_array_index (kept, GmkReviewEntry, i).ply = -1;
}

/* The main line's move i was `move`, reviewed: its entry, or NULL. */
static const GmkReviewEntry *
kept_main (GmkGame *game,
           guint    i,
           int      move)
{
  GArray *kept = gmk_game_peek_main_review (game);
  const GmkReviewEntry *entry;

  if (i >= kept->len)
    return NULL;
  entry = &g_array_index (kept, GmkReviewEntry, i);
  return entry->ply == (int) i && entry->move == move ? entry : NULL;
}

void
gmk_game_review_restore (GmkGame *game,
                         guint    from)
{
  GListModel *history = gmk_game_get_history (game);
  guint n = MIN (main_prefix (game), g_list_model_get_n_items (history));

  for (guint i = from; i < n; i++)
    {
      g_autoptr(GmkMoveItem) item = g_list_model_get_item (history, i);
      const GmkReviewEntry *entry = kept_main (game, i, gmk_game_get_move (game, i));

      if (entry != NULL && gmk_move_item_get_review (item) == NULL)
        gmk_move_item_set_review (item, entry);
    }
}

void
gmk_game_review_main_line_changed (GmkGame *game,
                                   guint    from)
{
  GListModel *history = gmk_game_get_history (game);
  guint n = MIN (main_prefix (game), g_list_model_get_n_items (history));

  forget_main (game, from, G_MAXUINT);
  for (guint i = from; i < n; i++)
    {
      g_autoptr(GmkMoveItem) item = g_list_model_get_item (history, i);

      if (gmk_move_item_get_review (item) != NULL)
        keep_main (game, gmk_move_item_get_review (item));
    }
}

/* ---- the review on the history's rows ----------------------------------- */

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
  if ((guint) entry->ply < main_prefix (game))
    keep_main (game, entry);
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
  /* The main line's moves past a variation shown are not under review. */
  forget_main (game, 0, main_prefix (game));
}

void
gmk_game_review_to_record (GmkGame       *game,
                           GmkGameRecord *record)
{
  g_autofree GmkReviewEntry *entries = g_new0 (GmkReviewEntry, MAX (record->n_moves, 1));
  guint n = 0;

  guint on_main = main_prefix (game);

  for (; n < record->n_moves; n++)
    {
      /* Past the line shown's part of the main line, the record's moves
       * are the main line's (a game saved from a variation). */
      const GmkReviewEntry *e = n < on_main ? gmk_game_review_get_entry (game, n)
                                            : kept_main (game, n, record->moves[n]);

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
