/* gmk-game-review.h: a game's review, kept on its moves.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each move's review is kept on its node of the game's tree of moves
 * (gmk-game-tree.h), so it goes with its move: a move taken out of the
 * tree takes its review with it, the moves before it keep theirs (the
 * position before each is unchanged), and a line left for another finds
 * its review again when it is shown.  The history's rows show their
 * node's.  These helpers read and set it, and move it between the game
 * and a game record (files).
 * Nothing here needs a display.
 */
#pragma once

#include "gmk-game.h"
#include "gmk-record-review.h"

G_BEGIN_DECLS

/* The review of move i (0-based, of the line shown), or NULL. */
const GmkReviewEntry *gmk_game_review_get_entry   (GmkGame             *game,
                                                   guint                i);
/* Gives move entry->ply its review, when that move is still entry->move
 * (the game may have changed while the review ran); FALSE otherwise. */
gboolean              gmk_game_review_set_entry   (GmkGame             *game,
                                                   const GmkReviewEntry *entry);
/* How many moves from the first are reviewed. */
guint                 gmk_game_review_count       (GmkGame             *game);
/* A review finished (or stopped): emits the game's "review-changed", so
 * what was found is saved. */
void                  gmk_game_review_finished    (GmkGame             *game);
/* Clears the review of every move of the line shown. */
void                  gmk_game_review_clear       (GmkGame             *game);

/* The review of the record's first `record->n_moves` moves (the line
 * shown's, or the main line's), as far as the game holds one from the
 * first on. */
void                  gmk_game_review_to_record   (GmkGame             *game,
                                                   GmkGameRecord       *record);
/* Gives the game's moves the record's review of its main line (the game
 * shows the record's main line; its variations' review came with its
 * tree). */
void                  gmk_game_review_from_record (GmkGame             *game,
                                                   const GmkGameRecord *record);

G_END_DECLS
