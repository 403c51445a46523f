/* test-review-cli.c: `gomoku-engine review` as a user runs it: a PSQ or
 * SGF file in, one JSON object a move out; bad files and options get a
 * message and a non-zero status.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

#include "gmk-notation.h"
#include "gmk-record-file.h"

typedef struct {
  char *out;
  char *err;
  int   status;   /* exit status, -1 when it did not exit */
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_review (Run        *run,
            const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (gpointer) g_getenv ("GMK_ENGINE"));
  g_ptr_array_add (argv, (gpointer) "review");
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_nonnull (argv->pdata[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  run->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  g_test_message ("stdout:\n%s\nstderr:\n%s", run->out, run->err);
}

/* A game file in a temporary directory, written by the engine's PSQ
 * writer from moves in renju notation. */
static char *
write_game (const char *dir,
            const char *name,
            const char *moves)
{
  g_autoptr(GmkGameRecord) record = gmk_game_record_new (15, 15);
  g_auto (GStrv) names = g_strsplit (moves, " ", -1);
  g_autofree char *text = NULL;
  char *path = g_build_filename (dir, name, NULL);

  for (int i = 0; names[i] != NULL; i++)
    {
      int x, y;

      g_assert_true (gmk_notation_parse (names[i], 15, 15, &x, &y));
      g_assert_true (gmk_game_record_add_move (record, x, y));
    }
  text = gmk_gamefile_write_psq (record);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* Black had the five at l4 and played a1: that entry says missed-win and
 * names l4; white's a15 before it, ignoring the four, is a blunder whose
 * reply is l4.  Every move has one line, every line is JSON with the
 * documented members. */
static void
test_review_psq (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmk-review-XXXXXX", NULL);
  g_autofree char *path = write_game (dir, "game.psq", "h8 h9 i7 g7 j6 g9 k5 a15 a1 l4");
  const char *args[] = { "--time", "200", path, NULL };
  g_auto (Run) run = { 0 };
  g_auto (GStrv) lines = NULL;
  static const char *const members[] = {
    "move_number", "color", "move", "score", "win", "best", "best_score", "best_win", "line",
    "reply", "reply_line", "class",
  };

  run_review (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (g_strchomp (run.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 10);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      JsonObject *o;

      g_assert_true (json_parser_load_from_data (parser, lines[i], -1, &error));
      g_assert_no_error (error);
      o = json_node_get_object (json_parser_get_root (parser));
      for (guint m = 0; m < G_N_ELEMENTS (members); m++)
        g_assert_true (json_object_has_member (o, members[m]));
      g_assert_cmpint (json_object_get_int_member (o, "move_number"), ==, i + 1);
      g_assert_cmpstr (json_object_get_string_member (o, "color"), ==, i % 2 == 0 ? "black" : "white");
      if (i == 7)
        {
          g_assert_cmpstr (json_object_get_string_member (o, "move"), ==, "a15");
          g_assert_cmpstr (json_object_get_string_member (o, "class"), ==, "blunder");
          g_assert_cmpstr (json_object_get_string_member (o, "reply"), ==, "l4");
        }
      if (i == 8)
        {
          g_assert_cmpstr (json_object_get_string_member (o, "move"), ==, "a1");
          g_assert_cmpstr (json_object_get_string_member (o, "class"), ==, "missed-win");
          g_assert_cmpstr (json_object_get_string_member (o, "best"), ==, "l4");
          g_assert_cmpfloat (json_object_get_double_member (o, "best_win"), ==, 1.0);
          g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (o, "line"), 0), ==, "l4");
        }
      if (i == 9)
        {
          g_assert_cmpstr (json_object_get_string_member (o, "class"), ==, "forced");
          /* The last move: the game goes on, so there is a reply. */
          g_assert_false (json_object_get_null_member (o, "reply"));
        }
    }
  g_remove (path);
  g_rmdir (dir);
}

/* Missing or unreadable files, illegal games and bad options: a message
 * on stderr, a non-zero status, nothing half printed on stdout. */
static void
test_review_errors (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmk-review-XXXXXX", NULL);
  g_autofree char *illegal = write_game (dir, "illegal.psq", "h8 h9 h8");
  g_autofree char *junk = g_build_filename (dir, "junk.sgf", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.psq", NULL);
  const char *no_file[] = { NULL };
  const char *bad_time[] = { "--time", "0", illegal, NULL };
  const char *bad_time2[] = { "--time", "soon", illegal, NULL };
  const char *bad_rule[] = { "--rule", "chess", illegal, NULL };
  const char *two_files[] = { illegal, illegal, NULL };
  const char *unknown[] = { "--fast", illegal, NULL };
  const char *missing_args[] = { missing, NULL };
  const char *junk_args[] = { junk, NULL };
  const char *illegal_args[] = { "--time", "50", illegal, NULL };

  g_assert_true (g_file_set_contents (junk, "this is not a game", -1, NULL));
  {
    const char *const *usage[] = { no_file, bad_time, bad_time2, bad_rule, two_files, unknown };

    for (guint i = 0; i < G_N_ELEMENTS (usage); i++)
      {
        g_auto (Run) run = { 0 };

        run_review (&run, usage[i]);
        g_assert_cmpint (run.status, ==, 2);
        g_assert_cmpstr (run.out, ==, "");
        g_assert_nonnull (strstr (run.err, "review"));
      }
  }
  {
    g_auto (Run) run = { 0 };

    run_review (&run, missing_args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "missing.psq"));
  }
  {
    g_auto (Run) run = { 0 };

    run_review (&run, junk_args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    g_auto (Run) run = { 0 };
    g_auto (GStrv) lines = NULL;

    /* The moves before the illegal one are reviewed, then the reason. */
    run_review (&run, illegal_args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "Move 3 (h8) is illegal"));
    lines = g_strsplit (g_strchomp (run.out), "\n", -1);
    g_assert_cmpuint (g_strv_length (lines), ==, 2);
  }
  g_remove (illegal);
  g_remove (junk);
  g_rmdir (dir);
}

static char *
write_text (const char *dir,
            const char *name,
            const char *text)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static JsonObject *
parse_line (JsonParser *parser,
            const char *line)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, line, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

/* The referee's forms of a game: "moves" (renju notation and [x, y]
 * mixed) under a named rule, and a whole SGF file in "sgf".  The same
 * game as the PSQ test gives the same blunder and reply. */
static void
test_review_json (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmk-review-XXXXXX", NULL);
  /* [7, 7] is h8 and [10, 10] is k5: x from the left, y from the top. */
  g_autofree char *moves = write_text (dir, "moves.json",
                                       "{\"rule\": \"standard\", \"size\": 15, \"moves\": [[7, 7], \"h9\", "
                                       "\"i7\", \"g7\", \"j6\", \"g9\", [10, 10], \"a15\", \"a1\", \"l4\"]}");
  g_autofree char *sgf = write_text (dir, "sgf.json",
                                     "  {\"sgf\": \"(;GM[4]SZ[9]RU[renju];B[ee];W[ef];B[ff])\"}\n");
  const char *moves_args[] = { "--time", "200", moves, NULL };
  const char *sgf_args[] = { "--time", "20", sgf, NULL };
  g_auto (Run) run = { 0 };
  g_auto (Run) run_sgf = { 0 };
  g_auto (GStrv) lines = NULL;
  g_auto (GStrv) sgf_lines = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *o;

  run_review (&run, moves_args);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (g_strchomp (run.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 10);
  o = parse_line (parser, lines[0]);
  g_assert_cmpstr (json_object_get_string_member (o, "move"), ==, "h8");
  o = parse_line (parser, lines[6]);
  g_assert_cmpstr (json_object_get_string_member (o, "move"), ==, "k5");
  o = parse_line (parser, lines[7]);
  g_assert_cmpstr (json_object_get_string_member (o, "class"), ==, "blunder");
  g_assert_cmpstr (json_object_get_string_member (o, "reply"), ==, "l4");

  run_review (&run_sgf, sgf_args);
  g_assert_cmpint (run_sgf.status, ==, 0);
  sgf_lines = g_strsplit (g_strchomp (run_sgf.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (sgf_lines), ==, 3);
  /* The 9x9 board's notation: e5 is the centre. */
  o = parse_line (parser, sgf_lines[0]);
  g_assert_cmpstr (json_object_get_string_member (o, "move"), ==, "e5");

  g_remove (moves);
  g_remove (sgf);
  g_rmdir (dir);
}

/* JSON that is no game the review can take: each gets a message naming
 * what is wrong, status 1 and nothing on stdout. */
static void
test_review_json_errors (void)
{
  static const struct {
    const char *json;
    const char *expect;
  } cases[] = {
    { "{\"moves\": [\"h8\"", "not valid JSON" },
    { "{\"black\": [\"h8\"]}", "no game" },
    { "{\"moves\": [\"h8\"], \"black\": [\"h9\"]}", "black: not a member" },
    { "{\"moves\": [\"h8\"], \"sgf\": \"(;GM[4])\"}", "not several" },
    { "{\"moves\": [\"h8\", \"z99\"]}", "moves[1]" },
    { "{\"moves\": \"h8\"}", "expected an array" },
    { "{\"moves\": [\"h8\"], \"rule\": \"go\"}", "unknown rule" },
    { "{\"moves\": [\"h8\", \"h8\"]}", "Move 2 (h8) is illegal" },
    { "{\"sgf\": \"(;GM[4]RU[renju];B[hh])\", \"rule\": \"pente\"}", "contradicts the file" },
    { "{\"sgf\": \"(;GM[4];B[hh])\", \"size\": 19}", "size comes from the file" },
    { "{\"psq\": 3}", "expected a string" },
  };
  g_autofree char *dir = g_dir_make_tmp ("gmk-review-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_text (dir, "bad.json", cases[i].json);
      const char *args[] = { "--time", "20", path, NULL };
      g_auto (Run) run = { 0 };

      run_review (&run, args);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, cases[i].expect));
      /* The illegal game prints the move before the illegal one. */
      if (i != 7)
        g_assert_cmpstr (run.out, ==, "");
      g_remove (path);
    }
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review-cli/psq", test_review_psq);
  g_test_add_func ("/review-cli/errors", test_review_errors);
  g_test_add_func ("/review-cli/json", test_review_json);
  g_test_add_func ("/review-cli/json-errors", test_review_json_errors);
  return g_test_run ();
}
