/* gmk-review.h: a game's review: every position searched, every move
 * classified by the winning chance it gave away.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The classes are defined in docs/review.md.  `gomoku-engine review` and
 * the application call this one code.
 */
#pragma once

#include "gmk-record.h"
#include "gmk-search.h"

G_BEGIN_DECLS

typedef enum {
  GMK_REVIEW_BEST,        /* the search's own choice */
  GMK_REVIEW_GOOD,
  GMK_REVIEW_INACCURACY,
  GMK_REVIEW_MISTAKE,
  GMK_REVIEW_BLUNDER,
  GMK_REVIEW_MISSED_WIN,  /* a proven win was on the board and the move lost it */
  GMK_REVIEW_FORCED,      /* the only move that does not lose */
} GmkReviewClass;

/* Win-chance drops (0..1, the mover's) at or below which a move that is not
 * the search's choice is good, an inaccuracy, a mistake; above the last, a
 * blunder. */
#define GMK_REVIEW_GOOD_DROP        0.03
#define GMK_REVIEW_INACCURACY_DROP  0.08
#define GMK_REVIEW_MISTAKE_DROP     0.20

struct _GmkReviewEntry {
  int            ply;               /* 0: the game's first move */
  GmkColor       color;             /* who played it */
  int            move;              /* cell index */
  int            played_score;      /* the mover's score after it (the next position's, negated) */
  double         played_win;        /* the mover's win chance after it */
  int            best_move;         /* the search's choice in the position before it */
  int            best_score;
  double         best_win;
  int            best_pv[GMK_MAX_PV];
  int            best_pv_length;
  int            reply;             /* the opponent's best answer to the move played, or
                                     * GMK_NO_MOVE when the game ended with it */
  int            reply_pv[GMK_MAX_PV];
  int            reply_pv_length;
  gboolean       only_move;         /* every other move loses by force */
  GmkReviewClass klass;
};

/* Called after each move is classified (on the calling thread): a move's
 * class waits for the search of the position after the opponent's answer,
 * so the calls come one move behind the searches. */
typedef void (*GmkReviewProgressFunc) (const GmkReviewEntry *entry,
                                       guint                 n_moves,
                                       gpointer              user_data);

const char    *gmk_review_class_name (GmkReviewClass klass);
/* The class named by gmk_review_class_name; FALSE for any other text. */
gboolean       gmk_review_class_from_name (const char     *name,
                                           GmkReviewClass *klass);

/* The class of a move from the search's figures, all from the mover's
 * view: `only_move` when every other move loses by force. */
GmkReviewClass gmk_review_classify   (int                    move,
                                      int                    played_score,
                                      int                    best_move,
                                      int                    best_score,
                                      gboolean               only_move);

/* Reviews the record's moves under `rule` (when the record names none),
 * each position searched within `limits` (its multi_pv is set to 2: the
 * second line tells a forced move).  `entries` holds record->n_moves.
 * Returns the number of moves reviewed: all of them, or fewer when
 * `*cancel` became nonzero (gmk_search_stop stops the search under way)
 * or a move is illegal (`error` set, as gmk_game_record_replay does).
 * A move after which nothing is proven, whose player still has a proven
 * win at the next turn, is no missed win: its score is that win
 * (docs/review.md). */
guint          gmk_review_game       (GmkSearch             *search,
                                      const GmkGameRecord   *record,
                                      GmkRule                rule,
                                      const GmkSearchLimits *limits,
                                      GmkReviewEntry        *entries,
                                      GmkReviewProgressFunc  progress,
                                      gpointer               user_data,
                                      const gint            *cancel,
                                      GError               **error);

G_END_DECLS
