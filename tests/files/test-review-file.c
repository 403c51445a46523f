/* test-review-file.c: a game's review kept in SGF (gmk-record-review.c):
 * written, read back field by field, and the files that get it wrong.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The review is the engine's own, bounded by nodes (the same on every
 * machine), so the round trip carries real lines, proven scores and every
 * kind of entry the review makes, not hand-made ones.
 */
#include <string.h>

#include "gmk-notation.h"
#include "gmk-record-review.h"
#include "gmk-record-tree.h"
#include "gmk-review.h"
#include "gmk-sgf.h"

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

  record->has_rule = TRUE;
  record->rule = GMK_RULE_FREESTYLE;
  for (int i = 0; names[i] != NULL; i++)
    g_assert_true (gmk_game_record_add_move (record, gmk_board_x (cell (names[i])),
                                             gmk_board_y (cell (names[i]))));
  return record;
}

/* Black's four h8 i7 j6 k5 and white elsewhere (a15, a blunder); black
 * misses the five (a1) and white's block at l4 is forced. */
static GmkGameRecord *
reviewed_game (void)
{
  GmkGameRecord *record = record_of ("h8 h9 i7 g7 j6 g9 k5 a15 a1 l4");
  g_autofree GmkReviewEntry *entries = g_new0 (GmkReviewEntry, record->n_moves);
  g_autoptr(GError) error = NULL;
  GmkSearch *search = gmk_search_new (16);
  GmkSearchLimits limits;

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = 100000;
  g_assert_cmpuint (gmk_review_game (search, record, GMK_RULE_FREESTYLE, &limits, entries,
                                     NULL, NULL, NULL, &error), ==, record->n_moves);
  g_assert_no_error (error);
  gmk_search_free (search);
  gmk_game_record_set_review (record, entries, record->n_moves);
  return record;
}

static void
assert_same_entry (const GmkReviewEntry *a,
                   const GmkReviewEntry *b)
{
  g_assert_cmpint (a->ply, ==, b->ply);
  g_assert_cmpint (a->color, ==, b->color);
  g_assert_cmpint (a->move, ==, b->move);
  g_assert_cmpint (a->played_score, ==, b->played_score);
  g_assert_cmpfloat (a->played_win, ==, b->played_win);
  g_assert_cmpint (a->best_move, ==, b->best_move);
  g_assert_cmpint (a->best_score, ==, b->best_score);
  g_assert_cmpfloat (a->best_win, ==, b->best_win);
  g_assert_cmpint (a->best_pv_length, ==, b->best_pv_length);
  g_assert_cmpmem (a->best_pv, sizeof (int) * a->best_pv_length, b->best_pv, sizeof (int) * b->best_pv_length);
  g_assert_cmpint (a->reply, ==, b->reply);
  g_assert_cmpint (a->reply_pv_length, ==, b->reply_pv_length);
  g_assert_cmpmem (a->reply_pv, sizeof (int) * a->reply_pv_length, b->reply_pv, sizeof (int) * b->reply_pv_length);
  g_assert_cmpint (a->only_move, ==, b->only_move);
  g_assert_cmpint (a->klass, ==, b->klass);
}

static GmkGameRecord *
read_back (const char *text)
{
  g_autoptr(GError) error = NULL;
  GmkGameRecord *record = gmk_gamefile_read_sgf (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

/* Write, read, compare every field of every entry; the comment for people
 * is there too, and writing again gives the same text. */
static void
test_round_trip (void)
{
  g_autoptr(GmkGameRecord) record = reviewed_game ();
  g_autofree char *text = gmk_gamefile_write_sgf (record);
  g_autoptr(GmkGameRecord) back = read_back (text);
  g_autofree char *again = NULL;
  gboolean some_line = FALSE, some_forced = FALSE;

  g_test_message ("%s", text);
  g_assert_cmpuint (back->n_moves, ==, record->n_moves);
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (back), ==, record->n_moves);
  for (guint i = 0; i < record->n_moves; i++)
    {
      assert_same_entry (&record->review[i], &back->review[i]);
      some_line |= record->review[i].best_pv_length > 1 && record->review[i].reply_pv_length > 1;
      some_forced |= record->review[i].only_move;
    }
  /* The game holds what the round trip must carry. */
  g_assert_true (some_line);
  g_assert_true (some_forced);
  g_assert_cmpint (back->review[7].klass, ==, GMK_REVIEW_BLUNDER);
  g_assert_cmpint (back->review[8].klass, ==, GMK_REVIEW_MISSED_WIN);
  g_assert_cmpint (back->review[9].klass, ==, GMK_REVIEW_FORCED);
  g_assert_nonnull (strstr (text, "C[Blunder (White "));
  g_assert_nonnull (strstr (text, "GC[blunder]"));

  again = gmk_gamefile_write_sgf (back);
  g_assert_cmpstr (again, ==, text);
}

/* A reviewed game with variations: the main line's moves keep their
 * review through the tree writer, the variations carry none, and the
 * tree comes back whole. */
static void
test_with_variations (void)
{
  g_autoptr(GmkGameRecord) record = reviewed_game ();
  g_autoptr(GmkGameRecord) back = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_auto (GStrv) marks = NULL;
  GmkMoveNode *node;

  record->tree = gmk_record_tree_new_line (record->moves, record->n_moves);
  /* Another second move for White, and another eighth move. */
  node = gmk_record_tree_add (record->tree, record->tree->root.first_child, cell ("g8"));
  g_assert_nonnull (gmk_record_tree_add (record->tree, node, cell ("i9")));
  node = record->tree->root.first_child;
  for (int i = 0; i < 6; i++)
    node = node->first_child;
  g_assert_nonnull (gmk_record_tree_add (record->tree, node, cell ("l4")));
  g_assert_true (gmk_record_tree_has_variations (record->tree));

  text = gmk_gamefile_write_sgf (record);
  g_test_message ("%s", text);
  back = read_back (text);
  g_assert_nonnull (back->tree);
  g_assert_cmpuint (back->tree->n_nodes, ==, record->tree->n_nodes);
  g_assert_cmpuint (back->n_moves, ==, record->n_moves);
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (back), ==, record->n_moves);
  for (guint i = 0; i < record->n_moves; i++)
    assert_same_entry (&record->review[i], &back->review[i]);
  /* One review a main-line move, none in the variations. */
  marks = g_strsplit (text, "GC[", -1);
  g_assert_cmpuint (g_strv_length (marks) - 1, ==, record->n_moves);

  again = gmk_gamefile_write_sgf (back);
  g_assert_cmpstr (again, ==, text);
}

/* A variation's move carries its own review on its node: written in its
 * SGF node, read back onto the same node, every field; a review that is
 * not of its node's move is not written.  The main line's nodes carry
 * none after reading: the record's review is the main line's. */
static void
test_variation_review (void)
{
  g_autoptr(GmkGameRecord) record = reviewed_game ();
  g_autoptr(GmkGameRecord) back = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_auto (GStrv) marks = NULL;
  GmkReviewEntry entry = record->review[1];
  GmkMoveNode *g8, *i9, *node;

  record->tree = gmk_record_tree_new_line (record->moves, record->n_moves);
  g8 = gmk_record_tree_add (record->tree, record->tree->root.first_child, cell ("g8"));
  i9 = gmk_record_tree_add (record->tree, g8, cell ("i9"));
  entry.move = cell ("g8");
  entry.klass = GMK_REVIEW_MISTAKE;
  g8->review = g_memdup2 (&entry, sizeof entry);
  /* Of another move: it does not belong to i9. */
  i9->review = g_memdup2 (&record->review[2], sizeof record->review[2]);

  text = gmk_gamefile_write_sgf (record);
  g_test_message ("%s", text);
  marks = g_strsplit (text, "GC[", -1);
  g_assert_cmpuint (g_strv_length (marks) - 1, ==, record->n_moves + 1);
  g_assert_nonnull (strstr (text, "(;W[gh]C[Mistake"));

  back = read_back (text);
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (back), ==, record->n_moves);
  node = gmk_record_tree_find_child (back->tree->root.first_child, cell ("g8"));
  g_assert_nonnull (node);
  g_assert_nonnull (node->review);
  assert_same_entry (node->review, &entry);
  g_assert_null (node->first_child->review);
  for (node = back->tree->root.first_child; node != NULL; node = node->first_child)
    g_assert_null (node->review);

  /* A copy of the tree carries it. */
  {
    g_autoptr(GmkRecordTree) copy = gmk_record_tree_copy (back->tree);

    node = gmk_record_tree_find_child (copy->root.first_child, cell ("g8"));
    g_assert_nonnull (node->review);
    assert_same_entry (node->review, &entry);
  }

  again = gmk_gamefile_write_sgf (back);
  g_assert_cmpstr (again, ==, text);
}

/* A review of the first moves only (a review stopped early, or moves
 * played after it) is kept for those moves; a record whose moves changed
 * under its review writes the part that still matches. */
static void
test_partial (void)
{
  g_autoptr(GmkGameRecord) record = reviewed_game ();
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_autoptr(GmkGameRecord) back = NULL;
  g_autoptr(GmkGameRecord) back_changed = NULL;

  gmk_game_record_set_review (record, record->review, 4);
  text = gmk_gamefile_write_sgf (record);
  back = read_back (text);
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (back), ==, 4);
  for (guint i = 0; i < 4; i++)
    assert_same_entry (&record->review[i], &back->review[i]);

  /* Move 3 replaced: moves 3 and 4 lose their review. */
  record->moves[2] = cell ("c3");
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (record), ==, 2);
  changed = gmk_gamefile_write_sgf (record);
  back_changed = read_back (changed);
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (back_changed), ==, 2);

  gmk_game_record_set_review (record, NULL, 0);
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (record), ==, 0);
  g_assert_null (record->review);
}

/* Written by hand or by another program: properties before the move in
 * their node, a review in a variation (its move's, not the main line's),
 * a review that skips a move (it ends there), a file without SZ. */
static void
test_other_writers (void)
{
  g_autoptr(GmkGameRecord) a =
    read_back ("(;GM[4];GC[good]GV[12]GB[hh:20]B[hh]\n;W[ii]GC[mistake]GV[-300]GB[hi:-10]GL[hi hj]GR[gg]GQ[gg ff]"
               "(;B[jj];W[kk]GC[best])(;B[aa]GC[blunder]))\n");
  g_autoptr(GmkGameRecord) b = read_back ("(;GM[4];B[hh]GC[best];W[ii];B[jj]GC[best])");
  const GmkMoveNode *aa;

  g_assert_cmpuint (gmk_game_record_get_n_reviewed (a), ==, 2);
  g_assert_cmpint (a->review[0].klass, ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (a->review[0].move, ==, gmk_board_index (7, 7));
  g_assert_cmpint (a->review[0].color, ==, GMK_BLACK);
  g_assert_cmpint (a->review[0].reply, ==, GMK_NO_MOVE);
  g_assert_cmpint (a->review[1].klass, ==, GMK_REVIEW_MISTAKE);
  g_assert_cmpint (a->review[1].color, ==, GMK_WHITE);
  g_assert_cmpint (a->review[1].played_score, ==, -300);
  g_assert_cmpfloat (a->review[1].played_win, ==, gmk_search_win_probability (-300));
  g_assert_cmpint (a->review[1].best_move, ==, gmk_board_index (7, 8));
  g_assert_cmpint (a->review[1].best_pv_length, ==, 2);
  g_assert_cmpint (a->review[1].best_pv[1], ==, gmk_board_index (7, 9));
  g_assert_cmpint (a->review[1].reply, ==, gmk_board_index (6, 6));
  g_assert_cmpint (a->review[1].reply_pv_length, ==, 2);
  aa = gmk_record_tree_find_child (a->tree->root.first_child->first_child, gmk_board_index (0, 0));
  g_assert_nonnull (aa);
  g_assert_nonnull (aa->review);
  g_assert_cmpint (aa->review->klass, ==, GMK_REVIEW_BLUNDER);
  g_assert_cmpint (aa->review->ply, ==, 2);
  g_assert_cmpint (aa->review->color, ==, GMK_BLACK);
  g_assert_cmpint (aa->review->move, ==, gmk_board_index (0, 0));
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (b), ==, 1);
}

/* A review value that cannot be read is refused with a message naming the
 * property and the line; the game is not taken half-read. */
static void
test_malformed (void)
{
  static const struct {
    const char *text;
    const char *expect;
  } cases[] = {
    { "(;GM[4];B[hh]GC[awful])", "GC[awful]" },
    { "(;GM[4];B[hh]GC[best]GV[lots])", "GV[lots]" },
    { "(;GM[4];B[hh]GC[best]GV[99999])", "GV[99999]" },
    { "(;GM[4];B[hh]GC[best]GB[hh])", "GB[hh]" },
    { "(;GM[4];B[hh]GC[best]GB[zz:10])", "GB[zz:10]" },
    { "(;GM[4]SZ[9];B[ee]GC[best]GB[jj:10])", "GB[jj:10]" },
    { "(;GM[4];B[hh]GC[best]GL[hh i])", "GL[hh i]" },
    { "(;GM[4];B[hh]\nGC[best]GR[h])", "Line 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmkGameRecord) record = gmk_gamefile_read_sgf (cases[i].text, strlen (cases[i].text), &error);

      g_test_message ("%s", cases[i].text);
      g_assert_null (record);
      g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_SYNTAX);
      g_assert_nonnull (strstr (error->message, cases[i].expect));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review-file/round-trip", test_round_trip);
  g_test_add_func ("/review-file/with-variations", test_with_variations);
  g_test_add_func ("/review-file/variation-review", test_variation_review);
  g_test_add_func ("/review-file/partial", test_partial);
  g_test_add_func ("/review-file/other-writers", test_other_writers);
  g_test_add_func ("/review-file/malformed", test_malformed);

  return g_test_run ();
}
