/* test-review.c: a game's review (gmk-review.c): the classes and the
 * games they are meant to catch.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The searches are bounded by nodes, one thread: the same answer on any
 * machine.
 */
#include <string.h>

#include "gmk-notation.h"
#include "gmk-record.h"
#include "gmk-review.h"

#define PROVEN (GMK_SCORE_WIN - 1000)

static int
cell (const char *name)
{
  int x, y;

  g_assert_true (gmk_notation_parse (name, 15, 15, &x, &y));
  return gmk_board_index (x, y);
}

static GmkGameRecord *
record_of (const char *moves)
{
  g_auto (GStrv) names = g_strsplit (moves, " ", -1);
  GmkGameRecord *record = gmk_game_record_new (15, 15);

  for (int i = 0; names[i] != NULL; i++)
    g_assert_true (gmk_game_record_add_move (record, gmk_board_x (cell (names[i])),
                                             gmk_board_y (cell (names[i]))));
  return record;
}

static guint
review (const GmkGameRecord *record,
        GmkReviewEntry      *entries,
        GError             **error)
{
  GmkSearch *search = gmk_search_new (16);
  GmkSearchLimits limits;
  guint done;

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = 200000;
  done = gmk_review_game (search, record, GMK_RULE_FREESTYLE, &limits, entries, NULL, NULL, NULL, error);
  gmk_search_free (search);
  return done;
}

static void
log_entries (const GmkReviewEntry *entries,
             guint                 n)
{
  for (guint i = 0; i < n; i++)
    g_test_message ("%u %s: played %d (best %d, score %d), reply %d: %s", i + 1,
                    entries[i].color == GMK_BLACK ? "black" : "white", entries[i].move,
                    entries[i].best_move, entries[i].best_score, entries[i].reply,
                    gmk_review_class_name (entries[i].klass));
}

/* The classes from the figures alone: the move the search chose, proven
 * results, and each band of win-chance drop. */
static void
test_classify (void)
{
  const int a = cell ("h8"), b = cell ("i9");

  g_assert_cmpint (gmk_review_classify (a, 100, a, 100, FALSE), ==, GMK_REVIEW_BEST);
  g_assert_cmpint (gmk_review_classify (a, 100, a, 100, TRUE), ==, GMK_REVIEW_FORCED);
  g_assert_cmpint (gmk_review_classify (b, 100, a, 100, FALSE), ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (gmk_review_classify (b, 150, a, 100, FALSE), ==, GMK_REVIEW_GOOD);   /* deeper, better */
  /* Win chances: 0 scores 0.5; 1/(1 + e^(-s/250)). */
  g_assert_cmpint (gmk_review_classify (b, -25, a, 0, FALSE), ==, GMK_REVIEW_GOOD);        /* 0.025 */
  g_assert_cmpint (gmk_review_classify (b, -40, a, 0, FALSE), ==, GMK_REVIEW_INACCURACY);  /* 0.040 */
  g_assert_cmpint (gmk_review_classify (b, -100, a, 0, FALSE), ==, GMK_REVIEW_MISTAKE);    /* 0.099 */
  g_assert_cmpint (gmk_review_classify (b, -300, a, 0, FALSE), ==, GMK_REVIEW_BLUNDER);    /* 0.27 */
  /* A proven win thrown away is a missed win even where the chance drop
   * is small; a proven loss walked into is a blunder even from a bad
   * position; in a lost position another lost move is no worse. */
  g_assert_cmpint (gmk_review_classify (b, 2000, a, GMK_SCORE_WIN - 9, FALSE), ==, GMK_REVIEW_MISSED_WIN);
  g_assert_cmpint (gmk_review_classify (b, GMK_SCORE_WIN - 11, a, GMK_SCORE_WIN - 9, FALSE), ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (gmk_review_classify (b, -(GMK_SCORE_WIN - 8), a, -2000, FALSE), ==, GMK_REVIEW_BLUNDER);
  g_assert_cmpint (gmk_review_classify (b, -(GMK_SCORE_WIN - 8), a, -(GMK_SCORE_WIN - 10), FALSE),
                   ==, GMK_REVIEW_GOOD);
  g_assert_cmpstr (gmk_review_class_name (GMK_REVIEW_MISSED_WIN), ==, "missed-win");
  g_assert_cmpstr (gmk_review_class_name (GMK_REVIEW_INACCURACY), ==, "inaccuracy");
}

/* Black's open three h8 i7 j6 (g9 and k5 free); white plays a15 far away
 * and loses to the open four.  a15 is a blunder into a proven loss, and
 * the reply named is black's winning four; the final five is the best
 * move. */
static void
test_ignored_open_three (void)
{
  g_autoptr(GmkGameRecord) record = record_of ("h8 h9 i7 g7 j6 a15 k5 g9 l4");
  g_autofree GmkReviewEntry *entries = g_new0 (GmkReviewEntry, record->n_moves);
  g_autoptr(GError) error = NULL;
  const GmkReviewEntry *blunder = &entries[5];

  g_assert_cmpuint (review (record, entries, &error), ==, record->n_moves);
  g_assert_no_error (error);
  log_entries (entries, record->n_moves);

  g_assert_cmpint (blunder->move, ==, cell ("a15"));
  g_assert_cmpint (blunder->color, ==, GMK_WHITE);
  g_assert_cmpint (blunder->klass, ==, GMK_REVIEW_BLUNDER);
  g_assert_cmpint (blunder->played_score, <=, -PROVEN);
  g_assert_cmpint (blunder->best_score, >, -PROVEN);
  /* The better move stops the three at one end. */
  g_assert_true (blunder->best_move == cell ("g9") || blunder->best_move == cell ("k5") ||
                 blunder->best_move == cell ("f10") || blunder->best_move == cell ("l4"));
  /* Black's winning reply: the open four. */
  g_assert_true (blunder->reply == cell ("g9") || blunder->reply == cell ("k5"));
  g_assert_cmpint (blunder->reply_pv[0], ==, blunder->reply);
  /* Before it, white was not lost: the earlier moves are no blunder into
   * a proven loss. */
  for (int i = 0; i < 5; i++)
    g_assert_cmpint (entries[i].played_score, >, -PROVEN);
  g_assert_cmpint (entries[8].move, ==, cell ("l4"));
  g_assert_cmpint (entries[8].klass, ==, GMK_REVIEW_BEST);
  g_assert_cmpint (entries[8].reply, ==, GMK_NO_MOVE);   /* the game is over */
}

/* Black's four h8 i7 j6 k5 (g9 taken) and white elsewhere: black has the
 * five at l4 and plays a1 instead (missed win); white's block at l4 is
 * then the only move (forced). */
static void
test_missed_five (void)
{
  g_autoptr(GmkGameRecord) record = record_of ("h8 h9 i7 g7 j6 g9 k5 a15 a1 l4");
  g_autofree GmkReviewEntry *entries = g_new0 (GmkReviewEntry, record->n_moves);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (review (record, entries, &error), ==, record->n_moves);
  g_assert_no_error (error);
  log_entries (entries, record->n_moves);

  /* White ignored the four: a blunder, and l4 is black's winning reply. */
  g_assert_cmpint (entries[7].klass, ==, GMK_REVIEW_BLUNDER);
  g_assert_cmpint (entries[7].reply, ==, cell ("l4"));
  g_assert_cmpint (entries[7].best_move, ==, cell ("l4"));

  g_assert_cmpint (entries[8].move, ==, cell ("a1"));
  g_assert_cmpint (entries[8].klass, ==, GMK_REVIEW_MISSED_WIN);
  g_assert_cmpint (entries[8].best_move, ==, cell ("l4"));
  g_assert_cmpint (entries[8].best_score, >=, PROVEN);
  g_assert_cmpfloat (entries[8].best_win, ==, 1.0);
  g_assert_cmpint (entries[8].played_score, <, PROVEN);

  g_assert_cmpint (entries[9].klass, ==, GMK_REVIEW_FORCED);
}

/* An illegal move stops the review there, with the rules' reason. */
static void
test_illegal_move (void)
{
  g_autoptr(GmkGameRecord) record = record_of ("h8 h9 i7");
  g_autofree GmkReviewEntry *entries = NULL;
  g_autoptr(GError) error = NULL;

  /* The fourth move on black's h8. */
  g_assert_true (gmk_game_record_add_move (record, gmk_board_x (cell ("h8")), gmk_board_y (cell ("h8"))));
  entries = g_new0 (GmkReviewEntry, record->n_moves);
  g_assert_cmpuint (review (record, entries, &error), ==, 3);
  g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Move 4 (h8)"));
}

static void
count_progress (const GmkReviewEntry *entry,
                guint                 n_moves,
                gpointer              user_data)
{
  gint *cancel = user_data;

  /* Cancel after the second move. */
  if (entry->ply == 1)
    g_atomic_int_set (cancel, 1);
}

/* Cancelling keeps what is done and stops before the next move. */
static void
test_cancel (void)
{
  g_autoptr(GmkGameRecord) record = record_of ("h8 h9 i7 g7 j6 g9");
  g_autofree GmkReviewEntry *entries = g_new0 (GmkReviewEntry, record->n_moves);
  GmkSearch *search = gmk_search_new (8);
  GmkSearchLimits limits;
  gint cancel = 0;

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = 20000;
  g_assert_cmpuint (gmk_review_game (search, record, GMK_RULE_FREESTYLE, &limits, entries,
                                     count_progress, &cancel, &cancel, NULL), ==, 2);
  gmk_search_free (search);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review/classify", test_classify);
  g_test_add_func ("/review/ignored-open-three", test_ignored_open_three);
  g_test_add_func ("/review/missed-five", test_missed_five);
  g_test_add_func ("/review/illegal-move", test_illegal_move);
  g_test_add_func ("/review/cancel", test_cancel);
  return g_test_run ();
}
