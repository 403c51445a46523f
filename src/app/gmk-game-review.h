/* gmk-game-review.h: a game's review, kept on its moves.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each GmkMoveItem of the history carries its own review entry, so a move
 * taken back or replaced takes its review with it, and the moves before it
 * keep theirs (the position before each is unchanged).  The main line's
 * review is kept in the game as well, by ply and move, so a visit to a
 * variation (whose rows replace the main line's) does not lose it.  These helpers move
 * the review between the items and a game record (files), and read it.
 * Nothing here needs a display.
 */
#pragma once

#include "gmk-game.h"
#include "gmk-record-review.h"

G_BEGIN_DECLS

/* The review of move i (0-based, of the whole line), or NULL. */
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
/* Clears every move's review. */
void                  gmk_game_review_clear       (GmkGame             *game);

/* The review of the record's first `record->n_moves` moves (the line
 * shown's, or the main line's), as far as the game holds one from the
 * first on. */
void                  gmk_game_review_to_record   (GmkGame             *game,
                                                   GmkGameRecord       *record);
/* Gives the game's moves the record's review (the game holds the record's
 * moves). */
void                  gmk_game_review_from_record (GmkGame             *game,
                                                   const GmkGameRecord *record);

G_END_DECLS
