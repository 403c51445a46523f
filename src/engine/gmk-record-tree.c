/* gmk-record-tree.c: the moves of a game as a tree, and its replay.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-record-tree.h"
#include "gmk-record.h"
#include "gmk-record-text.h"
#include "gmk-notation.h"
#include "gmk-review.h"

GmkRecordTree *
gmk_record_tree_new (void)
{
  GmkRecordTree *tree = g_new0 (GmkRecordTree, 1);

  tree->root.move = GMK_NO_MOVE;
  return tree;
}

/* The node after `node` in a depth-first walk that does not enter
 * `node`'s children; NULL past the last node under `top`. */
static GmkMoveNode *
next_skipping_children (GmkMoveNode       *node,
                        const GmkMoveNode *top)
{
  while (node != top)
    {
      if (node->next_sibling != NULL)
        return node->next_sibling;
      node = node->parent;
    }
  return NULL;
}

/* Frees `node` and everything under it, without recursion: the leaves go
 * first, each parent once its children are gone. */
static guint
free_subtree (GmkMoveNode *node)
{
  GmkMoveNode *top = node;
  guint n = 0;

  for (;;)
    {
      GmkMoveNode *parent;

      while (node->first_child != NULL)
        node = node->first_child;
      if (node == top)
        break;
      parent = node->parent;
      parent->first_child = node->next_sibling;
      g_free (node->review);
      g_free (node);
      n++;
      node = parent;
    }
  g_free (top->review);
  g_free (top);
  return n + 1;
}

void
gmk_record_tree_clear (GmkRecordTree *tree)
{
  g_return_if_fail (tree != NULL);

  while (tree->root.first_child != NULL)
    {
      GmkMoveNode *child = tree->root.first_child;

      tree->root.first_child = child->next_sibling;
      free_subtree (child);
    }
  tree->n_nodes = 0;
}

void
gmk_record_tree_free (GmkRecordTree *tree)
{
  if (tree == NULL)
    return;
  gmk_record_tree_clear (tree);
  g_free (tree);
}

GmkMoveNode *
gmk_record_tree_find_child (const GmkMoveNode *parent,
                            int                move)
{
  g_return_val_if_fail (parent != NULL, NULL);

  for (GmkMoveNode *child = parent->first_child; child != NULL; child = child->next_sibling)
    if (child->move == move)
      return child;
  return NULL;
}

GmkMoveNode *
gmk_record_tree_add (GmkRecordTree *tree,
                     GmkMoveNode   *parent,
                     int            move)
{
  GmkMoveNode *node;
  GmkMoveNode **slot;

  g_return_val_if_fail (tree != NULL, NULL);
  g_return_val_if_fail (parent != NULL, NULL);

  node = gmk_record_tree_find_child (parent, move);
  if (node != NULL)
    return node;
  if (tree->n_nodes >= GMK_RECORD_TREE_MAX_NODES || parent->depth >= GMK_MAX_PLY)
    return NULL;

  node = g_new0 (GmkMoveNode, 1);
  node->move = move;
  node->depth = parent->depth + 1;
  node->parent = parent;
  for (slot = &parent->first_child; *slot != NULL; slot = &(*slot)->next_sibling)
    ;
  *slot = node;
  tree->n_nodes++;
  return node;
}

GmkRecordTree *
gmk_record_tree_new_line (const int *moves,
                          guint      n_moves)
{
  GmkRecordTree *tree = gmk_record_tree_new ();
  GmkMoveNode *node = &tree->root;

  for (guint i = 0; i < n_moves && node != NULL; i++)
    node = gmk_record_tree_add (tree, node, moves[i]);
  return tree;
}

GmkRecordTree *
gmk_record_tree_copy (const GmkRecordTree *tree)
{
  GmkRecordTree *copy;
  const GmkMoveNode *from;
  GmkMoveNode *to;

  g_return_val_if_fail (tree != NULL, NULL);

  copy = gmk_record_tree_new ();
  from = tree->root.first_child;
  to = &copy->root;
  /* A depth-first walk of both trees in step: `to` is the copy of
   * `from`'s parent. */
  while (from != NULL)
    {
      GmkMoveNode *made = gmk_record_tree_add (copy, to, from->move);

      if (from->review != NULL)
        made->review = g_memdup2 (from->review, sizeof *from->review);

      if (from->first_child != NULL)
        {
          from = from->first_child;
          to = made;
          continue;
        }
      while (from != NULL && from->next_sibling == NULL)
        {
          from = from->parent;
          to = to->parent;
          if (from == &tree->root)
            from = NULL;
        }
      if (from != NULL)
        from = from->next_sibling;
    }
  return copy;
}

guint
gmk_record_tree_n_children (const GmkMoveNode *node)
{
  guint n = 0;

  g_return_val_if_fail (node != NULL, 0);
  for (GmkMoveNode *child = node->first_child; child != NULL; child = child->next_sibling)
    n++;
  return n;
}

gboolean
gmk_record_tree_on_main_line (const GmkMoveNode *node)
{
  g_return_val_if_fail (node != NULL, FALSE);

  for (; node->parent != NULL; node = node->parent)
    if (node->parent->first_child != node)
      return FALSE;
  return TRUE;
}

gboolean
gmk_record_tree_has_variations (const GmkRecordTree *tree)
{
  const GmkMoveNode *node;

  g_return_val_if_fail (tree != NULL, FALSE);

  for (node = &tree->root; node != NULL; )
    {
      if (node->first_child != NULL && node->first_child->next_sibling != NULL)
        return TRUE;
      if (node->first_child != NULL)
        node = node->first_child;
      else
        node = next_skipping_children ((GmkMoveNode *) node, &tree->root);
    }
  return FALSE;
}

GmkMoveNode *
gmk_record_tree_line_end (GmkMoveNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);

  while (node->first_child != NULL)
    node = node->first_child;
  return node;
}

guint
gmk_record_tree_path (const GmkMoveNode *node,
                      int               *moves)
{
  guint n;

  g_return_val_if_fail (node != NULL, 0);

  n = MIN (node->depth, GMK_MAX_PLY);
  for (; node->parent != NULL; node = node->parent)
    if (node->depth <= n)
      moves[node->depth - 1] = node->move;
  return n;
}

guint
gmk_record_tree_main_line (const GmkRecordTree *tree,
                           int                 *moves)
{
  g_return_val_if_fail (tree != NULL, 0);
  return gmk_record_tree_path (gmk_record_tree_line_end ((GmkMoveNode *) &tree->root), moves);
}

/* Moves `node` to the front of its parent's children. */
static void
make_first_child (GmkMoveNode *node)
{
  GmkMoveNode *parent = node->parent;
  GmkMoveNode **slot;

  if (parent->first_child == node)
    return;
  for (slot = &parent->first_child; *slot != node; slot = &(*slot)->next_sibling)
    ;
  *slot = node->next_sibling;
  node->next_sibling = parent->first_child;
  parent->first_child = node;
}

void
gmk_record_tree_promote (GmkMoveNode *node)
{
  g_return_if_fail (node != NULL);

  for (; node->parent != NULL; node = node->parent)
    make_first_child (node);
}

gboolean
gmk_record_tree_delete (GmkRecordTree *tree,
                        GmkMoveNode   *node)
{
  GmkMoveNode **slot;
  guint n_freed;

  g_return_val_if_fail (tree != NULL, FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  if (node->parent == NULL)
    return FALSE;
  for (slot = &node->parent->first_child; *slot != node; slot = &(*slot)->next_sibling)
    g_return_val_if_fail (*slot != NULL, FALSE);
  *slot = node->next_sibling;
  node->next_sibling = NULL;
  n_freed = free_subtree (node);
  tree->n_nodes -= MIN (tree->n_nodes, n_freed);
  return TRUE;
}

gboolean
gmk_record_tree_replay (const GmkRecordTree *tree,
                        int                  width,
                        int                  height,
                        GmkRule              rule,
                        GError             **error)
{
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  const GmkMoveNode *node;

  g_return_val_if_fail (tree != NULL, FALSE);

  gmk_position_init (pos, width, height, rule);

  /* Depth first: play a node, go down to its first child; past a leaf,
   * take back moves up to the next sibling.  The position always holds
   * the moves from the root to `node`. */
  for (node = tree->root.first_child; node != NULL; )
    {
      int x = gmk_board_x (node->move);
      int y = gmk_board_y (node->move);
      GmkReason reason;

      if (!gmk_board_index_valid (&pos->board, node->move))
        reason = GMK_REASON_OFF_BOARD;
      else
        reason = gmk_position_play (pos, x, y);
      if (reason != GMK_REASON_NONE)
        {
          char point[GMK_NOTATION_MAX];
          gboolean main_line = gmk_record_tree_on_main_line (node);

          if (gmk_board_contains (&pos->board, x, y) && reason != GMK_REASON_OFF_BOARD)
            gmk_notation_format (x, y, height, point);
          else
            g_strlcpy (point, "?", sizeof point);
          g_set_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_ILLEGAL,
                       "Move %u%s (%s by %s) cannot be played under %s rules: %s",
                       node->depth, main_line ? "" : " of a variation", point,
                       node->depth % 2 == 1 ? "black" : "white",
                       gmk_rule_name (rule), gmk_record_describe_reason (reason));
          return FALSE;
        }

      if (node->first_child != NULL)
        {
          node = node->first_child;
          continue;
        }
      /* Back up to the first ancestor-or-self with a sibling, taking back
       * each move left behind. */
      while (node != NULL && node->next_sibling == NULL)
        {
          gmk_position_undo (pos);
          node = node->parent;
          if (node == &tree->root)
            node = NULL;
        }
      if (node != NULL)
        {
          gmk_position_undo (pos);
          node = node->next_sibling;
        }
    }
  return TRUE;
}
