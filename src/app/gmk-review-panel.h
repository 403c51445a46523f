/* gmk-review-panel.h: the game review under the board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the engine's review of the game in the background (gmk-review-task)
 * with a progress bar and a Cancel button, and shows what it found: the
 * evaluation graph, the shown move's verdict and the count of each class
 * per side.  The review itself is kept on the game's moves
 * (gmk-game-review), so a file saved afterwards carries it and a file
 * opened with one shows it here without a search.  Hidden while there is
 * nothing to show.
 */
#pragma once

#include <gtk/gtk.h>

#include "gmk-eval-graph.h"
#include "gmk-game.h"
#include "gmk-review.h"

G_BEGIN_DECLS

#define GMK_TYPE_REVIEW_PANEL (gmk_review_panel_get_type())

G_DECLARE_FINAL_TYPE (GmkReviewPanel, gmk_review_panel, GMK, REVIEW_PANEL, GtkBox)

void          gmk_review_panel_set_game        (GmkReviewPanel *self,
                                                GmkGame        *game);
/* Adds "review-game" and "cancel-review" to `map` (the window); the
 * review takes the computer's time per move and threads from `settings`. */
void          gmk_review_panel_install_actions (GmkReviewPanel *self,
                                                GActionMap     *map,
                                                GSettings      *settings);
/* Reviews every move of the game's line, `time_ms` a position; a review
 * under way is left to run (FALSE), as is a game without moves. */
gboolean      gmk_review_panel_start           (GmkReviewPanel *self,
                                                guint           time_ms,
                                                int             threads);
/* Stops the review at once; the moves reviewed so far keep theirs. */
void          gmk_review_panel_cancel          (GmkReviewPanel *self);
gboolean      gmk_review_panel_get_running     (GmkReviewPanel *self);
GmkEvalGraph *gmk_review_panel_get_graph       (GmkReviewPanel *self);
/* The better line of the move shown when the review calls it an
 * inaccuracy, a mistake, a blunder or a missed win: its moves (from the
 * position before that move) and the colour of the first; 0 otherwise. */
int           gmk_review_panel_get_better_line (GmkReviewPanel *self,
                                                const int     **line,
                                                GmkColor       *first);
/* The summary's figure: moves of `color` in class `klass`. */
guint         gmk_review_panel_count           (GmkReviewPanel *self,
                                                GmkColor        color,
                                                GmkReviewClass  klass);
/* The verdict on the move shown, as the panel writes it. */
const char   *gmk_review_panel_get_comment     (GmkReviewPanel *self);

/* The history's mark of a class: "??", "?", "?!", "!" (forced), "✗"
 * (missed win), or "" for none; and its name for people. */
const char   *gmk_review_class_mark            (GmkReviewClass  klass);
const char   *gmk_review_class_title           (GmkReviewClass  klass);

G_END_DECLS
