/* gmk-record-review.h: a game record's review and its form in SGF.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record may carry the review of the first moves of its main line
 * (GmkGameRecord.review), so a file saved after a review opens with it and
 * nothing is searched again.  A move of a variation carries its own, on
 * its node of the record's tree (GmkMoveNode.review); the main line's
 * nodes' are not read or written: the record's is the main line's.  In SGF each reviewed move's node holds a
 * comment for people, C[], and our own properties that keep the figures
 * (docs/file-formats.md#review):
 *
 *   GC[class]  GV[score]  GB[point:score]  GL[points]  GR[point]  GQ[points]
 *   GF[1]
 *
 * The SGF reader and writer call the functions below; nothing else in
 * them knows of the review.
 */
#pragma once

#include "gmk-record.h"
#include "gmk-review.h"

G_BEGIN_DECLS

/* Replaces the record's review by the first `n` entries (entries[i] is the
 * review of record->moves[i]; n at most record->n_moves).  n = 0 clears
 * it. */
void                  gmk_game_record_set_review     (GmkGameRecord        *record,
                                                      const GmkReviewEntry *entries,
                                                      guint                 n);
/* How many moves from the first are reviewed: n_reviewed, cut at the first
 * entry that no longer matches the record's move there (the moves were
 * replaced since). */
guint                 gmk_game_record_get_n_reviewed (const GmkGameRecord  *record);

/* The comment for people: "Mistake. Better: h8 (Black 72%)", "Best move
 * (White 55%)".  English: files are read by other programs. */
char                 *gmk_review_entry_comment       (const GmkReviewEntry *entry,
                                                      int                   height);

/* ---- SGF (gmk-sgf.c) ------------------------------------------------- */

/* The review properties of one node, gathered until the node ends. */
typedef struct {
  gboolean       present;   /* GC[] was read */
  GmkReviewEntry entry;
} GmkSgfReviewNode;

/* A new node: nothing read yet. */
void                  gmk_sgf_review_node_reset      (GmkSgfReviewNode     *node);
/* The node ends; it held the main line's move `move` (0-based), or none
 * (-1).  A review read in it goes to `*store` (GMK_MAX_PLY entries,
 * allocated at the first); `node` is reset. */
void                  gmk_sgf_review_end_node        (GmkSgfReviewNode     *node,
                                                      int                   move,
                                                      GmkReviewEntry      **store);
/* The node of a variation's move `move`, its `ply`-th (0-based), ends:
 * the review read in it, completed (newly allocated), or NULL.  `node` is
 * reset. */
GmkReviewEntry       *gmk_sgf_review_end_variation_node (GmkSgfReviewNode *node,
                                                         guint             ply,
                                                         int               move);
/* Gives `record` (its moves read) the review of its first moves found in
 * `store`, and frees `store` (NULL: none). */
void                  gmk_sgf_review_finish          (GmkGameRecord        *record,
                                                      GmkReviewEntry       *store);
/* TRUE when `ident` is one of the review's properties. */
gboolean              gmk_sgf_review_is_property     (const char           *ident);
/* Reads the value of a review property into `node`; on a value that
 * cannot be read returns FALSE and sets `problem` (newly allocated text for
 * the reader's message, without the line). */
gboolean              gmk_sgf_review_read_property   (GmkSgfReviewNode     *node,
                                                      const char           *ident,
                                                      const char           *value,
                                                      int                   width,
                                                      int                   height,
                                                      char                **problem);
/* Appends the review of move i (a comment and our properties) when the
 * record has one. */
void                  gmk_sgf_review_append          (GString              *out,
                                                      const GmkGameRecord  *record,
                                                      guint                 i);
/* Appends the review `node` carries, when it is of that very move (a move
 * of a variation: gmk-sgf-tree.c). */
void                  gmk_sgf_review_append_node     (GString              *out,
                                                      const GmkMoveNode    *node,
                                                      int                   height);

G_END_DECLS
