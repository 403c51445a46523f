/* gmk-game-tree.c: the game's tree of moves and the line the board shows.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-game-tree.h"

void
gmk_game_tree_init (GmkGameTree *self)
{
  self->tree = gmk_record_tree_new ();
  self->line = g_ptr_array_new ();
}

void
gmk_game_tree_clear (GmkGameTree *self)
{
  g_clear_pointer (&self->tree, gmk_record_tree_free);
  g_clear_pointer (&self->line, g_ptr_array_unref);
}

void
gmk_game_tree_reset (GmkGameTree *self)
{
  gmk_record_tree_clear (self->tree);
  g_ptr_array_set_size (self->line, 0);
}

/* The line becomes the path to `node` and on along first children.
 * Returns the first index where it differs from the line before. */
static guint
follow (GmkGameTree *self,
        GmkMoveNode *node)
{
  GmkMoveNode *end = gmk_record_tree_line_end (node);
  GPtrArray *fresh = g_ptr_array_sized_new (end->depth);
  guint first_changed;

  g_ptr_array_set_size (fresh, end->depth);
  for (GmkMoveNode *n = end; n->parent != NULL; n = n->parent)
    g_ptr_array_index (fresh, n->depth - 1) = n;

  for (first_changed = 0; first_changed < MIN (fresh->len, self->line->len); first_changed++)
    if (g_ptr_array_index (fresh, first_changed) != g_ptr_array_index (self->line, first_changed))
      break;

  g_ptr_array_unref (self->line);
  self->line = fresh;
  return first_changed;
}

void
gmk_game_tree_load (GmkGameTree         *self,
                    const GmkRecordTree *tree)
{
  gmk_record_tree_free (self->tree);
  self->tree = gmk_record_tree_copy (tree);
  g_ptr_array_set_size (self->line, 0);
  follow (self, &self->tree->root);
}

guint
gmk_game_tree_length (const GmkGameTree *self)
{
  return self->line->len;
}

static GmkMoveNode *
node_at (const GmkGameTree *self,
         guint              i)
{
  return g_ptr_array_index (self->line, i);
}

/* The node after the first `n` moves: the root for n = 0. */
static GmkMoveNode *
node_after (GmkGameTree *self,
            guint        n)
{
  return n == 0 ? &self->tree->root : node_at (self, n - 1);
}

int
gmk_game_tree_move (const GmkGameTree *self,
                    guint              i)
{
  g_return_val_if_fail (i < self->line->len, GMK_NO_MOVE);
  return node_at (self, i)->move;
}

gboolean
gmk_game_tree_on_main_line (const GmkGameTree *self)
{
  return self->line->len == 0
         || (gmk_record_tree_on_main_line (node_at (self, self->line->len - 1))
             && node_at (self, self->line->len - 1)->first_child == NULL);
}

guint
gmk_game_tree_play (GmkGameTree *self,
                    guint        n,
                    int          move)
{
  GmkMoveNode *node;

  g_return_val_if_fail (n <= self->line->len, G_MAXUINT);

  node = gmk_record_tree_add (self->tree, node_after (self, n), move);
  if (node == NULL)
    return G_MAXUINT;
  return follow (self, node);
}

guint
gmk_game_tree_switch (GmkGameTree *self,
                      guint        i,
                      int          move)
{
  GmkMoveNode *node;

  g_return_val_if_fail (i < self->line->len, G_MAXUINT);

  node = gmk_record_tree_find_child (node_after (self, i), move);
  if (node == NULL)
    return G_MAXUINT;
  return follow (self, node);
}

guint
gmk_game_tree_to_main_line (GmkGameTree *self)
{
  return follow (self, &self->tree->root);
}

gboolean
gmk_game_tree_promote (GmkGameTree *self)
{
  GmkMoveNode *end;

  if (gmk_game_tree_on_main_line (self))
    return FALSE;
  end = node_at (self, self->line->len - 1);
  gmk_record_tree_promote (end);
  /* The line may have stopped short of its end's continuation. */
  follow (self, end);
  return TRUE;
}

int
gmk_game_tree_variation_start (const GmkGameTree *self,
                               guint              n)
{
  g_return_val_if_fail (n <= self->line->len, -1);

  for (guint i = n; i > 0; i--)
    {
      GmkMoveNode *node = node_at (self, i - 1);

      if (node->parent->first_child != node)
        return i - 1;
    }
  return -1;
}

guint
gmk_game_tree_delete_variation (GmkGameTree *self,
                                guint        n)
{
  int start = gmk_game_tree_variation_start (self, n);
  GmkMoveNode *first, *parent;

  if (start < 0)
    return G_MAXUINT;
  first = node_at (self, start);
  parent = first->parent;
  /* The line must not keep pointers to freed nodes. */
  g_ptr_array_set_size (self->line, start);
  gmk_record_tree_delete (self->tree, first);
  follow (self, parent);
  return start;
}

void
gmk_game_tree_truncate (GmkGameTree *self,
                        guint        i)
{
  GmkMoveNode *first;

  if (i >= self->line->len)
    return;
  first = node_at (self, i);
  g_ptr_array_set_size (self->line, i);
  gmk_record_tree_delete (self->tree, first);
}

guint
gmk_game_tree_alternatives (const GmkGameTree *self,
                            guint              i,
                            int               *moves)
{
  GmkMoveNode *node;
  guint n = 0;

  g_return_val_if_fail (i < self->line->len, 0);

  node = node_at (self, i);
  for (GmkMoveNode *other = node->parent->first_child; other != NULL; other = other->next_sibling)
    if (other != node)
      moves[n++] = other->move;
  return n;
}

const GmkReviewEntry *
gmk_game_tree_get_review (const GmkGameTree *self,
                          guint              i)
{
  g_return_val_if_fail (i < self->line->len, NULL);
  return node_at (self, i)->review;
}

void
gmk_game_tree_set_review (GmkGameTree          *self,
                          guint                 i,
                          const GmkReviewEntry *entry)
{
  GmkMoveNode *node;

  g_return_if_fail (i < self->line->len);

  node = node_at (self, i);
  g_clear_pointer (&node->review, g_free);
  if (entry != NULL)
    node->review = g_memdup2 (entry, sizeof *entry);
}

void
gmk_game_tree_update_items (const GmkGameTree *self,
                            GListModel        *items,
                            int                height)
{
  int moves[GMK_MAX_SIZE * GMK_MAX_SIZE];
  guint n_items = MIN (g_list_model_get_n_items (items), self->line->len);
  gboolean variation = FALSE;

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(GmkMoveItem) item = g_list_model_get_item (items, i);
      GmkMoveNode *node = node_at (self, i);
      guint n = gmk_game_tree_alternatives (self, i, moves);

      /* Once off the main line, the rest of the line is too. */
      variation = variation || node->parent->first_child != node;
      gmk_move_item_set_alternatives (item, moves, n, height);
      gmk_move_item_set_variation (item, variation);
      gmk_move_item_set_review (item, node->review);
    }
}
