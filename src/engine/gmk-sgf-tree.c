/* gmk-sgf-tree.c: a tree of moves written as SGF nodes and variations.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SGF puts the moves after a branch point each in a game tree of its own,
 * "(;B[ii];W[ij])(;B[jj])", the first being the main line.  The walk is
 * depth first without recursion, so a game whose every move has a
 * variation still writes with a constant stack.
 */
#include "config.h"

#include "gmk-record-review.h"
#include "gmk-sgf.h"

static gboolean
has_variations (const GmkMoveNode *node)
{
  return node->first_child != NULL && node->first_child->next_sibling != NULL;
}

/* A move carries its review: the record's on the main line, its node's in
 * a variation (gmk-record-review.c); a reviewed move's node is a line of
 * its own. */
static void
append_move (GString             *out,
             const GmkMoveNode   *node,
             const GmkGameRecord *record,
             gboolean             main_line,
             guint               *in_row)
{
  gsize node_start;

  g_string_append_printf (out, ";%c[%c%c]", node->depth % 2 == 1 ? 'B' : 'W',
                          'a' + gmk_board_x (node->move), 'a' + gmk_board_y (node->move));
  node_start = out->len;
  if (record != NULL && main_line && node->depth >= 1)
    gmk_sgf_review_append (out, record, node->depth - 1);
  else if (record != NULL && !main_line)
    gmk_sgf_review_append_node (out, node, record->height);
  if (++*in_row == 10 || out->len > node_start)
    {
      g_string_append_c (out, '\n');
      *in_row = 0;
    }
}

void
gmk_sgf_append_tree (GString             *out,
                     const GmkRecordTree *tree,
                     const GmkGameRecord *record)
{
  const GmkMoveNode *node = tree->root.first_child;
  gboolean main_line = TRUE;  /* the first line walked is the main line */
  guint in_row = 0;

  g_return_if_fail (out != NULL);
  g_return_if_fail (tree != NULL);

  if (node == NULL)
    return;
  if (has_variations (&tree->root))
    g_string_append_c (out, '(');

  while (node != NULL)
    {
      append_move (out, node, record, main_line, &in_row);
      if (node->first_child != NULL)
        {
          if (has_variations (node))
            g_string_append_c (out, '(');
          node = node->first_child;
          continue;
        }
      main_line = FALSE;

      /* A line ends: close each variation on the way up, until one has a
       * next sibling to open. */
      while (node != &tree->root)
        {
          if (has_variations (node->parent))
            {
              g_string_append (out, ")\n");
              in_row = 0;
              if (node->next_sibling != NULL)
                {
                  g_string_append_c (out, '(');
                  break;
                }
            }
          node = node->parent;
        }
      node = node == &tree->root ? NULL : node->next_sibling;
    }
  if (in_row > 0)
    g_string_append_c (out, '\n');
}
