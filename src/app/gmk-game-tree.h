/* gmk-game-tree.h: the game's tree of moves and the line the board shows.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmkGame keeps every move tried in a GmkRecordTree (the main line and
 * its variations); the current line is one path through it, from the
 * first move to the end of a line, and Undo and Redo walk along it.
 * Trying another move in the middle of the line starts a variation: the
 * moves after it stay in the tree.
 *
 * Each move's review is kept on its node (GmkMoveNode.review), so it
 * stays with its move whichever line is shown, and goes when the move
 * leaves the tree.
 *
 * Plain data with no display, so it is tested on its own.  It knows no
 * rule: GmkGame plays each move of a line through the engine.
 */
#pragma once

#include <gio/gio.h>

#include "gmk-move-item.h"
#include "gmk-record-tree.h"

G_BEGIN_DECLS

typedef struct {
  GmkRecordTree *tree;
  GPtrArray     *line;    /* GmkMoveNode *, the current line, first move first */
} GmkGameTree;

void          gmk_game_tree_init           (GmkGameTree         *self);
void          gmk_game_tree_clear          (GmkGameTree         *self);
/* No move at all. */
void          gmk_game_tree_reset          (GmkGameTree         *self);
/* Replaces the tree by a copy of `tree`; the line is its main line. */
void          gmk_game_tree_load           (GmkGameTree         *self,
                                            const GmkRecordTree *tree);

guint         gmk_game_tree_length         (const GmkGameTree   *self);
/* Cell index of move i of the line. */
int           gmk_game_tree_move           (const GmkGameTree   *self,
                                            guint                i);
/* TRUE when the line is the main line. */
gboolean      gmk_game_tree_on_main_line   (const GmkGameTree   *self);

/* Plays `move` after the first `n` moves of the line: the line goes on
 * with it (a new variation when the line went on otherwise, or the
 * variation that played it already, with its moves after it).  Returns
 * the index of the first move of the line that changed (the line's
 * length when none did), or G_MAXUINT when the tree is full. */
guint         gmk_game_tree_play           (GmkGameTree         *self,
                                            guint                n,
                                            int                  move);
/* Move i of the line becomes `move`, one of the moves tried there, and
 * the line goes on along that move's main continuation.  Returns the
 * first index that changed, G_MAXUINT when no such move was tried. */
guint         gmk_game_tree_switch         (GmkGameTree         *self,
                                            guint                i,
                                            int                  move);
/* The line becomes the main line; returns the first index that changed. */
guint         gmk_game_tree_to_main_line   (GmkGameTree         *self);
/* The line becomes the main line of the tree, the old main line a
 * variation.  FALSE when it was the main line already. */
gboolean      gmk_game_tree_promote        (GmkGameTree         *self);
/* Where the variation holding the first `n` moves of the line starts:
 * the index of its first move, or -1 when those moves are all on the
 * main line. */
int           gmk_game_tree_variation_start (const GmkGameTree  *self,
                                             guint               n);
/* Deletes the variation that holds the first `n` moves (from
 * gmk_game_tree_variation_start on); the line goes on along the main
 * continuation of the move before it.  Returns the index of the
 * variation's first move, G_MAXUINT when there was none to delete. */
guint         gmk_game_tree_delete_variation (GmkGameTree       *self,
                                              guint              n);
/* Drops the line's moves from index i on (a move the rules refused on
 * replay): they leave the tree. */
void          gmk_game_tree_truncate       (GmkGameTree         *self,
                                            guint                i);

/* Fills `moves` (room for GMK_MAX_SIZE * GMK_MAX_SIZE) with the other
 * moves tried in place of move i of the line; returns their number. */
guint         gmk_game_tree_alternatives   (const GmkGameTree   *self,
                                            guint                i,
                                            int                 *moves);
/* The review of move i of the line, or NULL. */
const GmkReviewEntry *gmk_game_tree_get_review (const GmkGameTree    *self,
                                                guint                 i);
/* Gives move i of the line the review `entry` (copied; NULL: none). */
void          gmk_game_tree_set_review     (GmkGameTree         *self,
                                            guint                i,
                                            const GmkReviewEntry *entry);

/* Tells each history item (GmkMoveItem, one per move of the line)
 * whether it is off the main line, which other moves were tried in its
 * place, and its move's review. */
void          gmk_game_tree_update_items   (const GmkGameTree   *self,
                                            GListModel          *items,
                                            int                  height);

G_END_DECLS
