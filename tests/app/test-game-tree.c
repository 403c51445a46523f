/* test-game-tree.c: a game's variations without a display — another move
 * in the middle of a game starts a variation and keeps the main line;
 * switching lines, back to the main line, promotion, deletion; the
 * history's rows; a computer side playing on in a variation; saving,
 * autosaving and loading the tree.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "gmk-ai-player.h"
#include "gmk-autosave.h"
#include "gmk-game-io.h"
#include "gmk-game-review.h"
#include "gmk-move-item.h"
#include "gmk-test-window.h"

static void
play_ok (GmkGame *game,
         int      x,
         int      y)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmk_game_play (game, x, y, &error));
  g_assert_no_error (error);
}

static int
cell (GmkGame *game,
      int      x,
      int      y)
{
  return gmk_game_get_position (game)->board.cell[gmk_board_index (x, y)];
}

/* The main line as cell indices, and their number. */
static guint
main_line (GmkGame *game,
           int     *moves)
{
  return gmk_record_tree_main_line (gmk_game_get_tree (game), moves);
}

/* Every row of the history agrees with the line: one per move, in order,
 * numbered, and off the main line exactly from where the line leaves it. */
static void
assert_history_matches (GmkGame *game)
{
  GListModel *history = gmk_game_get_history (game);
  int main_moves[GMK_MAX_PLY];
  guint n_main = main_line (game, main_moves);
  gboolean left = FALSE;

  g_assert_cmpuint (g_list_model_get_n_items (history), ==, gmk_game_get_n_total (game));
  for (guint i = 0; i < gmk_game_get_n_total (game); i++)
    {
      g_autoptr(GmkMoveItem) item = g_list_model_get_item (history, i);
      int move = gmk_game_get_move (game, i);

      left = left || i >= n_main || main_moves[i] != move;
      g_assert_cmpuint (gmk_move_item_get_number (item), ==, i + 1);
      g_assert_cmpint (gmk_board_index (gmk_move_item_get_x (item), gmk_move_item_get_y (item)), ==, move);
      g_assert_cmpint (gmk_move_item_get_variation (item), ==, left);
    }
}

/* Four moves, two back, another move: the game the tests start from. */
static GmkGame *
game_with_variation (void)
{
  GmkGame *game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);

  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  play_ok (game, 7, 7);
  play_ok (game, 8, 7);
  play_ok (game, 7, 8);
  play_ok (game, 8, 8);
  g_assert_true (gmk_game_undo (game));
  g_assert_true (gmk_game_undo (game));
  play_ok (game, 0, 0);
  return game;
}

static void
test_variation_keeps_main_line (void)
{
  g_autoptr(GmkGame) game = game_with_variation ();
  g_autoptr(GmkMoveItem) third = NULL;
  int moves[GMK_MAX_PLY];
  const int *alternatives;
  guint n;

  /* The line shown is the variation... */
  g_assert_true (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 3);
  g_assert_cmpint (gmk_game_get_move (game, 2), ==, gmk_board_index (0, 0));
  g_assert_cmpint (cell (game, 0, 0), ==, GMK_BLACK);
  g_assert_cmpint (cell (game, 7, 8), ==, GMK_EMPTY);

  /* ...and the main line is all there. */
  g_assert_cmpuint (main_line (game, moves), ==, 4);
  g_assert_cmpint (moves[2], ==, gmk_board_index (7, 8));
  g_assert_cmpint (moves[3], ==, gmk_board_index (8, 8));
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 5);

  /* The third row offers the main line's move in its place. */
  third = g_list_model_get_item (gmk_game_get_history (game), 2);
  alternatives = gmk_move_item_get_alternatives (third, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (alternatives[0], ==, gmk_board_index (7, 8));
  g_assert_cmpstr (gmk_move_item_get_alternatives_text (third), ==, "h7");
  g_assert_true (gmk_move_item_get_variation (third));
  assert_history_matches (game);

  /* Undo and Redo walk the variation. */
  g_assert_true (gmk_game_undo (game));
  g_assert_cmpint (cell (game, 0, 0), ==, GMK_EMPTY);
  g_assert_true (gmk_game_redo (game));
  g_assert_cmpint (cell (game, 0, 0), ==, GMK_BLACK);
  g_assert_false (gmk_game_redo (game));

  /* Playing the same move again from there follows the line it made. */
  g_assert_true (gmk_game_go_to (game, 2));
  play_ok (game, 0, 0);
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 5);
}

static void
test_switch_and_main_line (void)
{
  g_autoptr(GmkGame) game = game_with_variation ();

  play_ok (game, 0, 1);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 4);

  /* The third move becomes the main line's again: its line, with the
   * fourth move, and the position after the third. */
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (7, 8)));
  g_assert_false (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 4);
  g_assert_cmpint (cell (game, 7, 8), ==, GMK_BLACK);
  g_assert_cmpint (cell (game, 0, 0), ==, GMK_EMPTY);
  g_assert_cmpint (gmk_game_get_move (game, 3), ==, gmk_board_index (8, 8));
  assert_history_matches (game);
  /* A move never tried there is no line to switch to. */
  g_assert_false (gmk_game_switch_move (game, 2, gmk_board_index (3, 3)));

  /* And back to the variation, with its own fourth move. */
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (0, 0)));
  g_assert_true (gmk_game_in_variation (game));
  g_assert_cmpint (gmk_game_get_move (game, 3), ==, gmk_board_index (0, 1));
  g_assert_true (gmk_game_redo (game));
  g_assert_cmpint (cell (game, 0, 1), ==, GMK_WHITE);
  assert_history_matches (game);

  /* Back to the main line: where the lines part, its moves to come. */
  g_assert_true (gmk_game_to_main_line (game));
  g_assert_false (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 4);
  g_assert_true (gmk_game_can_redo (game));
  g_assert_false (gmk_game_to_main_line (game));
  assert_history_matches (game);
}

static void
test_promote_and_delete (void)
{
  g_autoptr(GmkGame) game = game_with_variation ();
  int moves[GMK_MAX_PLY];

  /* Promoted, the variation is the main line; the old one is a variation. */
  g_assert_true (gmk_game_promote_line (game));
  g_assert_false (gmk_game_in_variation (game));
  g_assert_false (gmk_game_promote_line (game));
  g_assert_cmpuint (main_line (game, moves), ==, 3);
  g_assert_cmpint (moves[2], ==, gmk_board_index (0, 0));
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 5);
  assert_history_matches (game);
  g_assert_false (gmk_game_can_delete_variation (game));

  /* Into the old main line, and delete it: gone from the tree, and the
   * position where it started is shown. */
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (7, 8)));
  g_assert_true (gmk_game_go_to (game, 4));
  g_assert_true (gmk_game_can_delete_variation (game));
  g_assert_true (gmk_game_delete_variation (game));
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 3);
  g_assert_false (gmk_record_tree_has_variations (gmk_game_get_tree (game)));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 3);
  g_assert_cmpint (cell (game, 7, 8), ==, GMK_EMPTY);
  g_assert_cmpint (cell (game, 8, 8), ==, GMK_EMPTY);
  g_assert_false (gmk_game_in_variation (game));
  g_assert_false (gmk_game_can_delete_variation (game));
  assert_history_matches (game);
}

/* A variation played against the computer: it answers in the variation,
 * on the position shown, and the main line stays. */
static void
test_computer_plays_on (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  GmkAiPlayer *ai;
  int moves[GMK_MAX_PLY];
  int answer;
  gint64 end;

  gmk_game_set_level (game, GMK_MIN_LEVEL);
  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  ai = gmk_ai_player_new (game);
  gmk_ai_player_set_move_time (ai, 0.05);
  gmk_ai_player_set_threads (ai, 1);
  gmk_ai_player_resume (ai);
  play_ok (game, 7, 7);
  play_ok (game, 8, 7);
  play_ok (game, 7, 8);
  play_ok (game, 8, 8);
  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_COMPUTER);
  g_assert_true (gmk_game_go_to (game, 2));

  play_ok (game, 0, 0);
  end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (gmk_game_get_n_total (game) < 4 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 4);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 4);
  g_assert_true (gmk_game_in_variation (game));
  answer = gmk_game_get_move (game, 3);
  g_assert_cmpint (gmk_game_get_position (game)->board.cell[answer], ==, GMK_WHITE);
  g_assert_cmpint (cell (game, 0, 0), ==, GMK_BLACK);
  g_assert_cmpuint (main_line (game, moves), ==, 4);
  g_assert_cmpint (moves[2], ==, gmk_board_index (7, 8));
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 6);
  assert_history_matches (game);

  g_object_unref (ai);
  g_assert_true (gmk_ai_player_wait_idle (30000));
}

static void
test_save_and_load_tree (void)
{
  g_autoptr(GmkGame) game = game_with_variation ();
  g_autoptr(GmkGame) again = gmk_game_new (GMK_RULE_RENJU, 19, 19);
  g_autoptr(GmkGame) restored = gmk_game_new (GMK_RULE_RENJU, 19, 19);
  g_autoptr(GError) error = NULL;
  g_autofree char *sgf = NULL;
  g_autofree char *psq = NULL;
  const char *tmp_dir = g_getenv ("XDG_DATA_HOME");
  g_autofree char *path = NULL;
  int moves[GMK_MAX_PLY];

  /* A variation inside the variation. */
  play_ok (game, 0, 1);
  g_assert_true (gmk_game_undo (game));
  play_ok (game, 0, 2);
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 7);

  sgf = gmk_game_io_to_data (game, GMK_GAMEFILE_FORMAT_SGF);
  g_assert_true (gmk_game_io_load_data (again, sgf, strlen (sgf), GMK_RULE_RENJU, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmk_game_get_rule (again), ==, GMK_RULE_FREESTYLE);
  g_assert_cmpuint (gmk_game_get_tree (again)->n_nodes, ==, 7);
  /* Loaded, the end of the main line is shown. */
  g_assert_false (gmk_game_in_variation (again));
  g_assert_cmpuint (gmk_game_get_n_moves (again), ==, 4);
  g_assert_true (gmk_game_switch_move (again, 2, gmk_board_index (0, 0)));
  g_assert_true (gmk_game_switch_move (again, 3, gmk_board_index (0, 2)));
  g_assert_cmpint (cell (again, 0, 2), ==, GMK_WHITE);
  assert_history_matches (again);

  /* PSQ has no variations: the main line. */
  psq = gmk_game_io_to_data (game, GMK_GAMEFILE_FORMAT_PSQ);
  g_assert_true (gmk_game_io_load_data (again, psq, strlen (psq), GMK_RULE_FREESTYLE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmk_game_get_tree (again)->n_nodes, ==, 4);
  g_assert_cmpuint (main_line (again, moves), ==, 4);
  g_assert_cmpint (moves[2], ==, gmk_board_index (7, 8));

  /* The autosave keeps every line. */
  g_assert_true (gmk_autosave_save (game, &error));
  g_assert_no_error (error);
  g_assert_true (gmk_autosave_restore (restored, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmk_game_get_tree (restored)->n_nodes, ==, 7);
  g_assert_cmpuint (main_line (restored, moves), ==, 4);

  path = gmk_autosave_get_path ();
  g_remove (path);
  g_clear_pointer (&path, g_free);
  path = g_build_filename (tmp_dir, "gomoku", NULL);
  g_rmdir (path);
}

static void
test_bad_variation_refused (void)
{
  g_autoptr(GmkGame) game = game_with_variation ();
  g_autoptr(GError) error = NULL;
  /* The variation plays onto its own first stone. */
  static const char sgf[] = "(;GM[4]SZ[15]RU[freestyle];B[hh];W[ih](;B[hi])(;B[jj];W[kk];B[hh]))";

  g_assert_false (gmk_game_io_load_data (game, sgf, strlen (sgf), GMK_RULE_FREESTYLE, &error));
  g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "of a variation"));
  /* The game is untouched. */
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 5);
  g_assert_true (gmk_game_in_variation (game));
}

/* The main line's review survives a visit to a variation: the variation's
 * rows replace the main line's, and the way back brings the review back;
 * a game saved from the variation carries the main line's review. */
static void
test_review_survives_variation (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autoptr(GmkGameRecord) record = NULL;

  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  play_ok (game, 7, 7);
  play_ok (game, 8, 7);
  play_ok (game, 7, 8);
  play_ok (game, 8, 8);
  for (int i = 0; i < 4; i++)
    {
      GmkReviewEntry entry = {
        .ply = i,
        .color = i % 2 == 0 ? GMK_BLACK : GMK_WHITE,
        .move = gmk_game_get_move (game, i),
        .best_move = gmk_game_get_move (game, i),
        .reply = GMK_NO_MOVE,
        .klass = i == 3 ? GMK_REVIEW_MISTAKE : GMK_REVIEW_GOOD,
      };

      g_assert_true (gmk_game_review_set_entry (game, &entry));
    }
  g_assert_cmpuint (gmk_game_review_count (game), ==, 4);

  /* A variation at the third move: the moves before it keep their review. */
  g_assert_true (gmk_game_undo (game));
  g_assert_true (gmk_game_undo (game));
  play_ok (game, 0, 0);
  g_assert_true (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_review_count (game), ==, 2);

  /* Saved from the variation, the record has the main line's review. */
  record = gmk_game_io_to_record (game);
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (record), ==, 4);
  g_assert_cmpint (record->review[3].move, ==, gmk_board_index (8, 8));
  g_assert_cmpint (record->review[3].klass, ==, GMK_REVIEW_MISTAKE);

  /* Back on the main line, by either command: the whole review. */
  g_assert_true (gmk_game_to_main_line (game));
  g_assert_cmpuint (gmk_game_review_count (game), ==, 4);
  g_assert_cmpint (gmk_game_review_get_entry (game, 3)->klass, ==, GMK_REVIEW_MISTAKE);
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (0, 0)));
  g_assert_cmpuint (gmk_game_review_count (game), ==, 2);
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (7, 8)));
  g_assert_cmpuint (gmk_game_review_count (game), ==, 4);

  /* The variation made the main line: the old line's review is not its. */
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (0, 0)));
  g_assert_true (gmk_game_promote_line (game));
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (7, 8)));
  g_assert_true (gmk_game_to_main_line (game));
  g_assert_cmpuint (gmk_game_review_count (game), ==, 2);
  g_clear_pointer (&record, gmk_game_record_free);
  record = gmk_game_io_to_record (game);
  g_assert_cmpuint (gmk_game_record_get_n_reviewed (record), ==, 2);

  /* A new game forgets it all, even played the same way. */
  gmk_game_reset (game, GMK_RULE_FREESTYLE, 15, 15);
  play_ok (game, 7, 7);
  play_ok (game, 8, 7);
  g_assert_cmpuint (gmk_game_review_count (game), ==, 0);
}

/* The class shown on history row i, -1 for none; the row shows what the
 * game holds. */
static int
row_class (GmkGame *game,
           guint    i)
{
  g_autoptr(GmkMoveItem) item = g_list_model_get_item (gmk_game_get_history (game), i);
  const GmkReviewEntry *shown = gmk_move_item_get_review (item);
  const GmkReviewEntry *held = gmk_game_review_get_entry (game, i);

  g_assert_true ((shown == NULL) == (held == NULL));
  if (shown == NULL)
    return -1;
  g_assert_cmpint (shown->klass, ==, held->klass);
  g_assert_cmpint (shown->move, ==, gmk_game_get_move (game, i));
  return shown->klass;
}

/* The main line reviewed, then a variation from its third move reviewed:
 * each line shows its own review whenever it is shown again, by any of
 * the commands that change the line. */
static void
test_variation_review_kept (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);

  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  play_ok (game, 7, 7);
  play_ok (game, 8, 7);
  play_ok (game, 7, 8);
  play_ok (game, 8, 8);
  for (guint i = 0; i < 4; i++)
    gmk_test_review_move (game, i, i == 3 ? GMK_REVIEW_MISTAKE : GMK_REVIEW_GOOD);

  g_assert_true (gmk_game_go_to (game, 2));
  play_ok (game, 0, 0);
  play_ok (game, 1, 1);
  gmk_test_review_move (game, 2, GMK_REVIEW_BLUNDER);
  gmk_test_review_move (game, 3, GMK_REVIEW_FORCED);
  g_assert_cmpuint (gmk_game_review_count (game), ==, 4);

  /* To the main line and back into the variation. */
  g_assert_true (gmk_game_to_main_line (game));
  g_assert_cmpint (row_class (game, 2), ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (row_class (game, 3), ==, GMK_REVIEW_MISTAKE);
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (0, 0)));
  g_assert_true (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 4);
  g_assert_cmpint (row_class (game, 1), ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (row_class (game, 2), ==, GMK_REVIEW_BLUNDER);
  g_assert_cmpint (row_class (game, 3), ==, GMK_REVIEW_FORCED);

  /* Playing the variation's move again from the main line follows it,
   * review and all. */
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (7, 8)));
  g_assert_true (gmk_game_go_to (game, 2));
  play_ok (game, 0, 0);
  g_assert_cmpint (row_class (game, 2), ==, GMK_REVIEW_BLUNDER);
  g_assert_cmpint (row_class (game, 3), ==, GMK_REVIEW_FORCED);

  /* Promoted, the variation keeps its review, and so does the old main
   * line, a variation now. */
  g_assert_true (gmk_game_promote_line (game));
  g_assert_false (gmk_game_in_variation (game));
  g_assert_cmpint (row_class (game, 2), ==, GMK_REVIEW_BLUNDER);
  g_assert_true (gmk_game_switch_move (game, 2, gmk_board_index (7, 8)));
  g_assert_cmpint (row_class (game, 3), ==, GMK_REVIEW_MISTAKE);
}

/* A review goes with its moves and only with them: moves taken out of
 * the game take theirs, the moves before them and the other lines keep
 * theirs, and a move played again where one was deleted is not
 * reviewed. */
static void
test_review_goes_with_its_moves (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);

  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  play_ok (game, 7, 7);
  play_ok (game, 8, 7);
  play_ok (game, 7, 8);
  play_ok (game, 8, 8);
  for (guint i = 0; i < 4; i++)
    gmk_test_review_move (game, i, i == 3 ? GMK_REVIEW_MISTAKE : GMK_REVIEW_GOOD);

  /* Undo keeps every move, and so every review. */
  g_assert_true (gmk_game_undo (game));
  g_assert_true (gmk_game_undo (game));
  g_assert_cmpuint (gmk_game_review_count (game), ==, 4);
  g_assert_cmpint (row_class (game, 3), ==, GMK_REVIEW_MISTAKE);

  /* A new move: its row and the rows after it are the new line's, not
   * reviewed; the two before keep theirs. */
  play_ok (game, 0, 0);
  play_ok (game, 1, 1);
  g_assert_cmpint (row_class (game, 0), ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (row_class (game, 1), ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (row_class (game, 2), ==, -1);
  g_assert_cmpint (row_class (game, 3), ==, -1);
  gmk_test_review_move (game, 2, GMK_REVIEW_BLUNDER);

  /* The variation deleted: the main line is shown, its review whole;
   * the variation's moves and their review are gone, and its move played
   * again is a move never reviewed. */
  g_assert_true (gmk_game_delete_variation (game));
  g_assert_false (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_review_count (game), ==, 4);
  g_assert_cmpint (row_class (game, 3), ==, GMK_REVIEW_MISTAKE);
  g_assert_true (gmk_game_go_to (game, 2));
  play_ok (game, 0, 0);
  g_assert_cmpint (row_class (game, 1), ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (row_class (game, 2), ==, -1);

  /* Review Game starting again clears the line shown's review only: the
   * main line's moves after the branch keep theirs. */
  gmk_game_review_clear (game);
  g_assert_cmpuint (gmk_game_review_count (game), ==, 0);
  g_assert_true (gmk_game_to_main_line (game));
  g_assert_cmpint (row_class (game, 1), ==, -1);
  g_assert_cmpint (row_class (game, 2), ==, GMK_REVIEW_GOOD);
  g_assert_cmpint (row_class (game, 3), ==, GMK_REVIEW_MISTAKE);
}

/* The autosave keeps the review of every line: a restart finds the main
 * line's and the variation's on their moves. */
static void
test_review_autosaved_with_variations (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autoptr(GmkGame) restored = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  play_ok (game, 7, 7);
  play_ok (game, 8, 7);
  play_ok (game, 7, 8);
  play_ok (game, 8, 8);
  for (guint i = 0; i < 4; i++)
    gmk_test_review_move (game, i, i == 3 ? GMK_REVIEW_MISTAKE : GMK_REVIEW_GOOD);
  g_assert_true (gmk_game_go_to (game, 2));
  play_ok (game, 0, 0);
  play_ok (game, 1, 1);
  gmk_test_review_move (game, 2, GMK_REVIEW_BLUNDER);
  gmk_test_review_move (game, 3, GMK_REVIEW_FORCED);

  g_assert_true (gmk_autosave_save (game, &error));
  g_assert_no_error (error);
  g_assert_true (gmk_autosave_restore (restored, NULL, &error));
  g_assert_no_error (error);

  g_assert_false (gmk_game_in_variation (restored));
  g_assert_cmpuint (gmk_game_review_count (restored), ==, 4);
  g_assert_cmpint (row_class (restored, 3), ==, GMK_REVIEW_MISTAKE);
  g_assert_true (gmk_game_switch_move (restored, 2, gmk_board_index (0, 0)));
  g_assert_cmpuint (gmk_game_review_count (restored), ==, 4);
  g_assert_cmpint (row_class (restored, 2), ==, GMK_REVIEW_BLUNDER);
  g_assert_cmpint (row_class (restored, 3), ==, GMK_REVIEW_FORCED);
  /* Every figure, not only the class. */
  g_assert_cmpint (gmk_game_review_get_entry (restored, 3)->best_move, ==, gmk_board_index (1, 1));
  g_assert_cmpint (gmk_game_review_get_entry (restored, 3)->color, ==, GMK_WHITE);

  path = gmk_autosave_get_path ();
  g_remove (path);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *tmp_dir = g_dir_make_tmp ("gomoku-tree-XXXXXX", NULL);
  int status;

  /* Before any thread: the autosave goes there. */
  g_assert_nonnull (tmp_dir);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-tree/variation-keeps-main-line", test_variation_keeps_main_line);
  g_test_add_func ("/game-tree/switch-and-main-line", test_switch_and_main_line);
  g_test_add_func ("/game-tree/promote-and-delete", test_promote_and_delete);
  g_test_add_func ("/game-tree/computer-plays-on", test_computer_plays_on);
  g_test_add_func ("/game-tree/save-and-load", test_save_and_load_tree);
  g_test_add_func ("/game-tree/bad-variation-refused", test_bad_variation_refused);
  g_test_add_func ("/game-tree/review-survives-variation", test_review_survives_variation);
  g_test_add_func ("/game-tree/variation-review-kept", test_variation_review_kept);
  g_test_add_func ("/game-tree/review-goes-with-its-moves", test_review_goes_with_its_moves);
  g_test_add_func ("/game-tree/review-autosaved-with-variations", test_review_autosaved_with_variations);

  status = g_test_run ();
  g_rmdir (tmp_dir);
  return status;
}
