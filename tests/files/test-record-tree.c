/* test-record-tree.c: a game's moves as a tree — variations beside the main
 * line, promotion, deletion — and the tree through SGF and back, other
 * programs' variations included.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gmk-notation.h"
#include "gmk-psq.h"
#include "gmk-record-file.h"
#include "gmk-sgf.h"

static const char *samples_dir;

/* A point in renju notation on 15x15, as a cell index. */
static int
at (const char *name)
{
  int x, y;

  g_assert_true (gmk_notation_parse (name, 15, 15, &x, &y));
  return gmk_board_index (x, y);
}

/* The line as "h8 j9 …" for readable failures. */
static char *
line_text (const int *moves,
           guint      n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      char point[GMK_NOTATION_MAX];

      gmk_notation_format (gmk_board_x (moves[i]), gmk_board_y (moves[i]), 15, point);
      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", point);
    }
  return g_string_free (text, FALSE);
}

static char *
main_line_text (const GmkRecordTree *tree)
{
  int moves[GMK_MAX_PLY];
  guint n = gmk_record_tree_main_line (tree, moves);

  return line_text (moves, n);
}

static char *
path_text (const GmkMoveNode *node)
{
  int moves[GMK_MAX_PLY];
  guint n = gmk_record_tree_path (node, moves);

  return line_text (moves, n);
}

static GmkMoveNode *
play_line (GmkRecordTree *tree,
           GmkMoveNode   *from,
           const char    *points)
{
  g_auto(GStrv) names = g_strsplit (points, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      from = gmk_record_tree_add (tree, from, at (names[i]));
      g_assert_nonnull (from);
    }
  return from;
}

static void
test_add_variation (void)
{
  g_autoptr(GmkRecordTree) tree = gmk_record_tree_new ();
  g_autofree char *main_line = NULL;
  g_autofree char *side = NULL;
  GmkMoveNode *end, *branch, *third;

  end = play_line (tree, &tree->root, "h8 h9 j8 g8 k8");
  g_assert_cmpuint (tree->n_nodes, ==, 5);
  g_assert_false (gmk_record_tree_has_variations (tree));

  /* Back two moves, another move: a variation, the main line kept. */
  third = end->parent->parent;
  g_assert_cmpuint (third->depth, ==, 3);
  branch = play_line (tree, third, "g9 f10");
  g_assert_cmpuint (tree->n_nodes, ==, 7);
  g_assert_true (gmk_record_tree_has_variations (tree));
  g_assert_cmpuint (gmk_record_tree_n_children (third), ==, 2);
  main_line = main_line_text (tree);
  g_assert_cmpstr (main_line, ==, "h8 h9 j8 g8 k8");
  side = path_text (branch);
  g_assert_cmpstr (side, ==, "h8 h9 j8 g9 f10");
  g_assert_true (gmk_record_tree_on_main_line (end));
  g_assert_false (gmk_record_tree_on_main_line (branch));

  /* The same move again is the same node, not a third line. */
  g_assert_true (gmk_record_tree_add (tree, third, at ("g9")) == branch->parent);
  g_assert_true (gmk_record_tree_find_child (third, at ("g8")) == end->parent);
  g_assert_cmpuint (tree->n_nodes, ==, 7);
}

static void
test_promote_and_delete (void)
{
  g_autoptr(GmkRecordTree) tree = gmk_record_tree_new ();
  g_autoptr(GmkRecordTree) copy = NULL;
  GmkMoveNode *main_end, *side, *nested;
  char *text;

  main_end = play_line (tree, &tree->root, "h8 h9 j8 g8 k8");
  side = play_line (tree, main_end->parent->parent, "g9 f10 e11");
  /* A variation inside the variation. */
  nested = play_line (tree, side->parent, "j9");
  g_assert_cmpuint (tree->n_nodes, ==, 9);

  /* Promoting the nested line makes all of it the main line. */
  gmk_record_tree_promote (nested);
  text = main_line_text (tree);
  g_assert_cmpstr (text, ==, "h8 h9 j8 g9 f10 j9");
  g_free (text);
  g_assert_true (gmk_record_tree_on_main_line (nested));
  g_assert_false (gmk_record_tree_on_main_line (main_end));
  g_assert_false (gmk_record_tree_on_main_line (side));
  g_assert_cmpuint (tree->n_nodes, ==, 9);

  /* A copy is the same tree, apart from the original. */
  copy = gmk_record_tree_copy (tree);
  g_assert_cmpuint (copy->n_nodes, ==, 9);
  text = main_line_text (copy);
  g_assert_cmpstr (text, ==, "h8 h9 j8 g9 f10 j9");
  g_free (text);

  /* Deleting the old main line (g8 k8) leaves the rest. */
  g_assert_true (gmk_record_tree_delete (tree, main_end->parent));
  g_assert_cmpuint (tree->n_nodes, ==, 7);
  g_assert_cmpuint (gmk_record_tree_n_children (side->parent->parent->parent), ==, 1);
  /* Deleting the main line's g9 leaves no variation and the main line
   * ends at j8. */
  g_assert_true (gmk_record_tree_delete (tree, nested->parent->parent));
  g_assert_cmpuint (tree->n_nodes, ==, 3);
  g_assert_false (gmk_record_tree_has_variations (tree));
  text = main_line_text (tree);
  g_assert_cmpstr (text, ==, "h8 h9 j8");
  g_free (text);
  g_assert_false (gmk_record_tree_delete (tree, &tree->root));

  /* The copy did not change. */
  g_assert_cmpuint (copy->n_nodes, ==, 9);
  g_assert_true (gmk_record_tree_has_variations (copy));
}

static void
test_replay_checks_variations (void)
{
  g_autoptr(GmkRecordTree) tree = gmk_record_tree_new ();
  g_autoptr(GError) error = NULL;
  GmkMoveNode *end;

  end = play_line (tree, &tree->root, "h8 h9 j8");
  play_line (tree, end->parent, "j9 k10");
  g_assert_true (gmk_record_tree_replay (tree, 15, 15, GMK_RULE_FREESTYLE, &error));
  g_assert_no_error (error);

  /* A variation onto a stone of its own line is refused, and named. */
  play_line (tree, end->parent, "h8");
  g_assert_false (gmk_record_tree_replay (tree, 15, 15, GMK_RULE_FREESTYLE, &error));
  g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Move 3 of a variation (h8 by black)"));
  g_assert_nonnull (strstr (error->message, "already taken"));
}

static GmkGameRecord *
read_sgf (const char *text)
{
  g_autoptr(GError) error = NULL;
  GmkGameRecord *record = gmk_gamefile_read_sgf (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

static void
test_sgf_round_trip (void)
{
  g_autoptr(GmkGameRecord) record = gmk_game_record_new (15, 15);
  g_autoptr(GmkGameRecord) again = NULL;
  g_autoptr(GmkGameRecord) third = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sgf = NULL;
  g_autofree char *sgf_again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  GmkRecordTree *tree;
  GmkMoveNode *end, *side, *first;

  /* Variations at the first move, in the middle, and one inside another. */
  tree = record->tree = gmk_record_tree_new ();
  end = play_line (tree, &tree->root, "h8 h9 j8 g8 k8 l8");
  first = play_line (tree, &tree->root, "j10 j9");
  side = play_line (tree, end->parent->parent->parent, "g9 f10 e11");
  play_line (tree, side->parent, "j9 k10");
  play_line (tree, side->parent->parent, "f7");
  play_line (tree, first->parent, "k11");
  record->n_moves = gmk_record_tree_main_line (tree, record->moves);
  record->has_rule = TRUE;
  record->rule = GMK_RULE_STANDARD;
  g_assert_cmpuint (tree->n_nodes, ==, 15);

  sgf = gmk_gamefile_write_sgf (record);
  again = read_sgf (sgf);
  g_assert_nonnull (again->tree);
  g_assert_cmpuint (again->tree->n_nodes, ==, 15);
  g_assert_cmpuint (again->n_moves, ==, 6);
  g_assert_cmpmem (again->moves, again->n_moves * sizeof (int),
                   record->moves, record->n_moves * sizeof (int));
  g_assert_true (gmk_record_tree_replay (again->tree, 15, 15, again->rule, &error));
  g_assert_no_error (error);

  /* Written again, the same text: the same tree, lines in the same order. */
  sgf_again = gmk_gamefile_write_sgf (again);
  g_assert_cmpstr (sgf_again, ==, sgf);

  /* Each line is found where it was. */
  text = path_text (gmk_record_tree_line_end (
           gmk_record_tree_find_child (
             gmk_record_tree_find_child (
               gmk_record_tree_find_child (
                 gmk_record_tree_find_child (&again->tree->root, at ("h8")),
                 at ("h9")),
               at ("j8")),
             at ("g9"))));
  g_assert_cmpstr (text, ==, "h8 h9 j8 g9 f10 e11");
  g_assert_nonnull (gmk_record_tree_find_child (
                      gmk_record_tree_find_child (&again->tree->root, at ("j10")), at ("k11")));

  /* PSQ has no variations: it writes the main line. */
  {
    g_autofree char *psq = gmk_gamefile_write_psq (again);

    third = gmk_gamefile_read_psq (psq, strlen (psq), &error);
    g_assert_no_error (error);
    g_assert_null (third->tree);
    text_again = line_text (third->moves, third->n_moves);
    g_assert_cmpstr (text_again, ==, "h8 h9 j8 g8 k8 l8");
  }

  /* A variation repeating the main line's move is that move's line: one
   * line, which goes on with the variation's moves. */
  g_clear_pointer (&third, gmk_game_record_free);
  third = read_sgf ("(;GM[4]SZ[15];B[hh](;W[hi])(;W[hi];B[ii]))");
  g_assert_null (third->tree);
  g_clear_pointer (&text_again, g_free);
  text_again = line_text (third->moves, third->n_moves);
  g_assert_cmpstr (text_again, ==, "h8 h7 i7");

  /* One line is written as before, with no tree. */
  g_clear_pointer (&third, gmk_game_record_free);
  third = read_sgf ("(;GM[4]SZ[15];B[hh];W[hi](;B[ii]))");
  g_assert_null (third->tree);
  g_assert_cmpuint (third->n_moves, ==, 3);
}

static void
test_other_programs_variations (void)
{
  g_autofree char *path = g_build_filename (samples_dir, "variations-study.sgf", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *main_line = NULL;
  g_autoptr(GmkGameRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  GmkMoveNode *fourth;
  char *text;
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  record = gmk_gamefile_read (contents, length, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (record->n_moves, ==, 10);
  g_assert_cmpuint (record->n_variations, ==, 5);
  g_assert_cmpstr (record->black, ==, "Anna");
  g_assert_nonnull (record->tree);
  g_assert_cmpuint (record->tree->n_nodes, ==, 18);
  main_line = main_line_text (record->tree);
  text = line_text (record->moves, record->n_moves);
  g_assert_cmpstr (main_line, ==, text);
  g_free (text);

  /* After the fourth move, three lines: j6's (main), g9's, i6's; in g9's,
   * after j6, f8 and g8. */
  fourth = &record->tree->root;
  for (int i = 0; i < 4; i++)
    fourth = fourth->first_child;
  g_assert_cmpuint (gmk_record_tree_n_children (fourth), ==, 3);
  text = path_text (gmk_record_tree_line_end (fourth->first_child->next_sibling
                                              ->first_child->first_child->next_sibling));
  g_assert_cmpstr (text, ==, "h8 i9 g7 i7 g9 j6 g8");
  g_free (text);

  /* Every line is legal under the file's rule. */
  g_assert_true (gmk_game_record_replay (record, GMK_RULE_RENJU, pos, &error));
  g_assert_true (gmk_record_tree_replay (record->tree, record->width, record->height,
                                         pos->board.rule, &error));
  g_assert_no_error (error);
}

typedef struct {
  const char       *sgf;
  GmkGamefileError  code;
  const char       *message;
} BadVariation;

static const BadVariation bad_variations[] = {
  { "(;GM[4];B[hh](;W[ii])(;B[jj]))", GMK_GAMEFILE_ERROR_BAD_MOVE,
    "move 2 of a variation is black's" },
  { "(;GM[4];B[hh](;W[ii])(;W[zz]))", GMK_GAMEFILE_ERROR_BAD_MOVE,
    "move 2 of a variation, W[zz], is off the 15x15 board" },
  { "(;GM[4];B[hh](;W[ii])(;W[]))", GMK_GAMEFILE_ERROR_BAD_MOVE,
    "is a pass" },
  { "(;GM[4];B[hh](;W[ii])(;W[ij];B[hh]))", GMK_GAMEFILE_ERROR_ILLEGAL,
    "Move 3 of a variation (h8 by black)" },
};

static void
test_bad_variations (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (bad_variations); i++)
    {
      const BadVariation *bad = &bad_variations[i];
      g_autoptr(GmkGameRecord) record = NULL;
      g_autoptr(GError) error = NULL;

      record = gmk_gamefile_read_sgf (bad->sgf, strlen (bad->sgf), &error);
      if (record != NULL)
        {
          g_assert_nonnull (record->tree);
          gmk_record_tree_replay (record->tree, record->width, record->height,
                                  GMK_RULE_FREESTYLE, &error);
        }
      g_assert_error (error, GMK_GAMEFILE_ERROR, (int) bad->code);
      if (strstr (error->message, bad->message) == NULL)
        g_error ("%s: message “%s” does not contain “%s”", bad->sgf, error->message, bad->message);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  samples_dir = g_getenv ("GMK_FILES_SAMPLES");
  g_assert_nonnull (samples_dir);

  g_test_add_func ("/record-tree/add-variation", test_add_variation);
  g_test_add_func ("/record-tree/promote-and-delete", test_promote_and_delete);
  g_test_add_func ("/record-tree/replay-checks-variations", test_replay_checks_variations);
  g_test_add_func ("/record-tree/sgf-round-trip", test_sgf_round_trip);
  g_test_add_func ("/record-tree/other-programs", test_other_programs_variations);
  g_test_add_func ("/record-tree/bad-variations", test_bad_variations);

  return g_test_run ();
}
