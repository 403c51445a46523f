/* gmk-record-tree.h: the moves of a game as a tree — the main line and its
 * variations — and their replay through the rules.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tree's root is the empty board; each node is one move, its children
 * the moves tried after it, in order.  The first child is the main line's
 * continuation (as in SGF), the others are variations.  Like the flat
 * record, the tree holds points (and each move's review, when it has one)
 * only: legality is decided by gmk_record_tree_replay, which plays every
 * node through GmkPosition.
 *
 * Nothing here recurses, so a long or deeply branched tree costs memory,
 * not stack.
 */
#pragma once

#include "gmk-rules.h"

G_BEGIN_DECLS

/* Moves in all the lines of one tree: far more than any annotated game
 * holds, and it keeps a hostile file from making a huge tree. */
#define GMK_RECORD_TREE_MAX_NODES 100000

typedef struct _GmkMoveNode GmkMoveNode;
/* gmk-review.h: the review of one move. */
typedef struct _GmkReviewEntry GmkReviewEntry;

struct _GmkMoveNode {
  int          move;           /* cell index (gmk_board_index); GMK_NO_MOVE at the root */
  guint        depth;          /* moves from the empty board: 1 for a first move */
  GmkMoveNode *parent;
  GmkMoveNode *first_child;    /* the main continuation */
  GmkMoveNode *next_sibling;   /* the next variation at the same ply */
  GmkReviewEntry *review;      /* the engine's review of this move, or NULL;
                                * owned (g_malloc), freed and copied with
                                * the node, so it goes with its move */
};

typedef struct {
  GmkMoveNode  root;
  guint        n_nodes;        /* moves, the root not counted */
} GmkRecordTree;

GmkRecordTree *gmk_record_tree_new          (void);
void           gmk_record_tree_free         (GmkRecordTree       *tree);
GmkRecordTree *gmk_record_tree_copy         (const GmkRecordTree *tree);
/* A tree of one line. */
GmkRecordTree *gmk_record_tree_new_line     (const int           *moves,
                                             guint                n_moves);
/* Removes every move. */
void           gmk_record_tree_clear        (GmkRecordTree       *tree);

/* The child of `parent` that plays `move`: the existing one if that move
 * was tried already, else a new last child (a new variation when `parent`
 * had children).  NULL when the tree is full (GMK_RECORD_TREE_MAX_NODES)
 * or the line would be longer than GMK_MAX_PLY. */
GmkMoveNode   *gmk_record_tree_add          (GmkRecordTree       *tree,
                                             GmkMoveNode         *parent,
                                             int                  move);
/* The child of `parent` that plays `move`, or NULL. */
GmkMoveNode   *gmk_record_tree_find_child   (const GmkMoveNode   *parent,
                                             int                  move);
guint          gmk_record_tree_n_children   (const GmkMoveNode   *node);
/* TRUE when every move from the root to `node` is a first child. */
gboolean       gmk_record_tree_on_main_line (const GmkMoveNode   *node);
/* TRUE when some node has more than one child. */
gboolean       gmk_record_tree_has_variations (const GmkRecordTree *tree);
/* The last node of the line that goes on from `node` by first children. */
GmkMoveNode   *gmk_record_tree_line_end     (GmkMoveNode         *node);
/* Fills `moves` (room for GMK_MAX_PLY) with the moves from the root to
 * `node`, first move first; returns their number (node->depth). */
guint          gmk_record_tree_path         (const GmkMoveNode   *node,
                                             int                 *moves);
/* The main line's moves (room for GMK_MAX_PLY); returns their number. */
guint          gmk_record_tree_main_line    (const GmkRecordTree *tree,
                                             int                 *moves);

/* Makes the line through `node` the main line: `node` and each of its
 * ancestors become their parent's first child, the former first children
 * staying as variations. */
void           gmk_record_tree_promote      (GmkMoveNode         *node);
/* Removes `node` and every move after it; FALSE for the root. */
gboolean       gmk_record_tree_delete       (GmkRecordTree       *tree,
                                             GmkMoveNode         *node);

/* Plays every line of the tree through the rules, from an empty board of
 * that size and rule; on the first move refused, sets
 * GMK_GAMEFILE_ERROR_ILLEGAL naming the move, its line and the reason. */
gboolean       gmk_record_tree_replay       (const GmkRecordTree *tree,
                                             int                  width,
                                             int                  height,
                                             GmkRule              rule,
                                             GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmkRecordTree, gmk_record_tree_free)

G_END_DECLS
