/* test-referee.c: `gomoku-engine referee` on inputs the suites do not
 * cover: the other input forms, defaults, and malformed input.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <json-glib/json-glib.h>

#include "gmk-test-referee.h"

static void
assert_point_list (JsonObject *object,
                   const char *member,
                   const char *expected)
{
  JsonArray *array = json_object_get_array_member (object, member);
  g_autoptr(GString) got = g_string_new (NULL);

  g_assert_nonnull (array);
  for (guint i = 0; i < json_array_get_length (array); i++)
    g_string_append_printf (got, "%s%s", i > 0 ? " " : "", json_array_get_string_element (array, i));
  g_assert_cmpstr (got->str, ==, expected);
}

typedef struct {
  const char *name;
  const char *input;
  const char *message_part;   /* the error names what and where */
} Malformed;

static const Malformed malformed[] = {
  { "empty", "", "JSON" },
  { "bad-json", "{\"rule\": \"renju\",", "JSON" },
  { "not-utf8", "{\"rule\": \"\xff\"}", "UTF-8" },
  { "not-object", "[1, 2]", "object" },
  { "string-root", "\"h8\"", "object" },
  { "unknown-rule", "{\"rule\": \"chess\"}", "rule" },
  { "rule-type", "{\"rule\": 4}", "rule" },
  { "size-small", "{\"size\": 4}", "size" },
  { "size-large", "{\"size\": 23}", "size" },
  { "size-fraction", "{\"size\": 15.5}", "size" },
  { "size-string", "{\"size\": \"15\"}", "size" },
  { "size-and-width", "{\"size\": 15, \"width\": 15, \"height\": 15}", "size" },
  { "width-alone", "{\"width\": 15}", "height" },
  { "off-board", "{\"size\": 15, \"black\": [\"p1\"]}", "black[0]" },
  { "off-board-row", "{\"size\": 15, \"black\": [\"h16\"]}", "black[0]" },
  { "off-board-array", "{\"black\": [[15, 0]]}", "black[0][0]" },
  { "negative-array", "{\"white\": [[0, -1]]}", "white[0][1]" },
  { "bad-point-syntax", "{\"black\": [\"8h\"]}", "black[0]" },
  { "point-array-length", "{\"black\": [[1, 2, 3]]}", "black[0]" },
  { "point-type", "{\"black\": [true]}", "black[0]" },
  { "stones-type", "{\"black\": \"h8\"}", "black" },
  { "duplicate-stone", "{\"black\": [\"h8\"], \"white\": [[7, 7]]}", "white[0]" },
  { "duplicate-same-colour", "{\"black\": [\"h8\", \"h8\"]}", "black[1]" },
  { "negative-pairs", "{\"rule\": \"ninuki\", \"captured_pairs\": {\"black\": -1}}", "captured_pairs.black" },
  { "too-many-pairs", "{\"rule\": \"pente\", \"captured_pairs\": {\"white\": 6}}", "captured_pairs.white" },
  { "pairs-without-captures", "{\"rule\": \"renju\", \"captured_pairs\": {\"white\": 1}}", "captured_pairs.white" },
  { "pairs-type", "{\"rule\": \"pente\", \"captured_pairs\": [0, 0]}", "captured_pairs" },
  { "pairs-member", "{\"rule\": \"pente\", \"captured_pairs\": {\"red\": 0}}", "red" },
  { "to-move", "{\"to_move\": \"red\"}", "to_move" },
  { "to-move-type", "{\"to_move\": 1}", "to_move" },
  { "unknown-member", "{\"rules\": \"renju\"}", "rules" },
  { "moves-and-stones", "{\"moves\": [\"h8\"], \"black\": [\"h9\"]}", "black" },
  { "moves-type", "{\"moves\": {\"h8\": 1}}", "moves" },
  { "illegal-move-in-list", "{\"moves\": [\"h8\", \"h8\"]}", "moves[1]" },
  { "forbidden-move-in-list", "{\"rule\": \"renju\", \"moves\": [\"f8\", \"a1\", \"g8\", \"a2\", \"h9\", \"a3\", \"h10\", \"o15\", \"h8\"]}", "moves[8]" },
  { "play-type", "{\"play\": 7}", "play" },
  { "play-off-board", "{\"size\": 9, \"play\": \"j1\"}", "play" },
  { "null-value", "{\"black\": null}", "black" },
  { "trailing-text", "{\"size\": 15} x", "after" },
  { "two-objects", "{} {\"play\": \"h8\"}", "after" },
  { "brace-in-string", "{\"rule\": \"{{{{\"} }", "after" },
  { "unbalanced", "{\"black\": [\"h8\"}", "JSON" },
};

static void
test_malformed (gconstpointer data)
{
  const Malformed *m = data;
  g_autofree char *valid_input = NULL;
  g_autofree char *valid_out = NULL;
  GmkRefereeRun r;
  const char *message;

  gmk_test_referee_run (&r, m->input);
  /* Made valid: some inputs are not UTF-8, and every line of TAP must be. */
  valid_input = g_utf8_make_valid (m->input, -1);
  valid_out = g_utf8_make_valid (r.out, -1);
  g_test_message ("%s -> %s", valid_input, valid_out);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_true (json_object_has_member (r.object, "error"));
  message = json_object_get_string_member (r.object, "error");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, m->message_part));
  g_assert_cmpuint (json_object_get_size (r.object), ==, 1);
  gmk_test_referee_run_clear (&r);
}

/* Nesting deep enough to exhaust a recursive parser's stack. */
static void
test_deep_nesting (void)
{
  g_autofree char *opening = g_strnfill (200000, '[');
  g_autofree char *input = g_strconcat ("{\"black\": ", opening, NULL);
  GmkRefereeRun r;

  gmk_test_referee_run (&r, input);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (json_object_get_string_member (r.object, "error"), "nested"));
  gmk_test_referee_run_clear (&r);
}

static void
test_defaults (void)
{
  GmkRefereeRun r;

  /* Nothing given: an empty 15x15 freestyle board, black to move. */
  gmk_test_referee_run (&r, "{}");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (r.object, "to_move"), ==, "black");
  g_assert_cmpstr (json_object_get_string_member (r.object, "result"), ==, "none");
  g_assert_true (json_object_get_null_member (r.object, "how"));
  g_assert_false (json_object_has_member (r.object, "legal"));
  assert_point_list (r.object, "winning_line", "");
  gmk_test_referee_run_clear (&r);

  /* to_move follows the stone counts. */
  gmk_test_referee_run (&r, "{\"black\": [\"h8\"]}");
  g_assert_cmpstr (json_object_get_string_member (r.object, "to_move"), ==, "white");
  gmk_test_referee_run_clear (&r);
  gmk_test_referee_run (&r, "{\"black\": [\"h8\"], \"white\": [\"h9\"]}");
  g_assert_cmpstr (json_object_get_string_member (r.object, "to_move"), ==, "black");
  gmk_test_referee_run_clear (&r);
  /* Captured stones were placed too: black has placed 1 + 2 stones. */
  gmk_test_referee_run (&r, "{\"rule\": \"pente\", \"black\": [\"h8\"], \"white\": [\"a1\", \"a2\"], \"captured_pairs\": {\"white\": 1}}");
  g_assert_cmpstr (json_object_get_string_member (r.object, "to_move"), ==, "white");
  gmk_test_referee_run_clear (&r);
}

static void
test_play (void)
{
  GmkRefereeRun r;
  JsonObject *pairs;

  /* The example of the issue: white takes i9 and i10. */
  gmk_test_referee_run (&r, "{\"rule\": \"ninuki\", \"size\": 15, \"black\": [\"h8\", \"i9\", \"i10\"], \"white\": [\"i11\"],"
           " \"captured_pairs\": {\"black\": 0, \"white\": 0}, \"to_move\": \"white\", \"play\": \"i8\"}");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (json_object_get_boolean_member (r.object, "legal"));
  g_assert_true (json_object_get_null_member (r.object, "reason"));
  assert_point_list (r.object, "captured", "i9 i10");
  pairs = json_object_get_object_member (r.object, "captured_pairs");
  g_assert_cmpint (json_object_get_int_member (pairs, "white"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (pairs, "black"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (r.object, "to_move"), ==, "black");
  gmk_test_referee_run_clear (&r);

  /* An illegal move: legal false, the reason, the position unchanged. */
  gmk_test_referee_run (&r, "{\"rule\": \"renju\", \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"], \"white\": [\"a1\", \"a2\", \"a3\", \"a4\"],"
           " \"play\": \"h8\"}");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (r.object, "legal"));
  g_assert_cmpstr (json_object_get_string_member (r.object, "reason"), ==, "double-three");
  g_assert_cmpstr (json_object_get_string_member (r.object, "to_move"), ==, "black");
  assert_point_list (r.object, "captured", "");
  {
    JsonArray *forbidden = json_object_get_array_member (r.object, "forbidden");
    JsonObject *first;

    g_assert_cmpuint (json_array_get_length (forbidden), ==, 1);
    first = json_array_get_object_element (forbidden, 0);
    g_assert_cmpstr (json_object_get_string_member (first, "point"), ==, "h8");
    g_assert_cmpstr (json_object_get_string_member (first, "reason"), ==, "double-three");
  }
  gmk_test_referee_run_clear (&r);

  gmk_test_referee_run (&r, "{\"black\": [\"h8\"], \"white\": [], \"play\": [7, 7]}");
  g_assert_false (json_object_get_boolean_member (r.object, "legal"));
  g_assert_cmpstr (json_object_get_string_member (r.object, "reason"), ==, "occupied");
  gmk_test_referee_run_clear (&r);

  /* A game already over refuses every move. */
  gmk_test_referee_run (&r, "{\"moves\": [\"a1\", \"a2\", \"b1\", \"b2\", \"c1\", \"c2\", \"d1\", \"d2\", \"e1\"], \"play\": \"e2\"}");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (r.object, "legal"));
  g_assert_cmpstr (json_object_get_string_member (r.object, "reason"), ==, "game-over");
  g_assert_cmpstr (json_object_get_string_member (r.object, "result"), ==, "black-wins");
  g_assert_cmpstr (json_object_get_string_member (r.object, "how"), ==, "five");
  assert_point_list (r.object, "winning_line", "a1 b1 c1 d1 e1");
  gmk_test_referee_run_clear (&r);
}

static void
test_rectangular (void)
{
  GmkRefereeRun r;

  gmk_test_referee_run (&r, "{\"width\": 20, \"height\": 6, \"black\": [\"p1\", \"q1\", \"r1\", \"s1\"], \"white\": [\"a6\", \"b6\", \"c6\", \"d6\"],"
           " \"play\": \"t1\"}");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (json_object_get_boolean_member (r.object, "legal"));
  g_assert_cmpstr (json_object_get_string_member (r.object, "result"), ==, "black-wins");
  assert_point_list (r.object, "winning_line", "p1 q1 r1 s1 t1");
  gmk_test_referee_run_clear (&r);

  /* On 20x6, row 7 is off the board. */
  gmk_test_referee_run (&r, "{\"width\": 20, \"height\": 6, \"play\": \"a7\"}");
  g_assert_cmpint (r.status, ==, 2);
  gmk_test_referee_run_clear (&r);
}

static void
test_ninuki_pending (void)
{
  GmkRefereeRun r;

  /* A breakable five: no result yet, pending_five says whose. */
  gmk_test_referee_run (&r, "{\"rule\": \"ninuki\", \"size\": 19, \"black\": [\"c10\", \"d10\", \"e10\", \"f10\", \"d11\"],"
           " \"white\": [\"d12\", \"a1\", \"a3\", \"s19\"], \"to_move\": \"black\", \"play\": \"g10\"}");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (r.object, "result"), ==, "none");
  g_assert_cmpstr (json_object_get_string_member (r.object, "pending_five"), ==, "black");
  gmk_test_referee_run_clear (&r);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autofree char *path = g_strdup_printf ("/referee/malformed/%s", malformed[i].name);

      g_test_add_data_func (path, &malformed[i], test_malformed);
    }
  g_test_add_func ("/referee/deep-nesting", test_deep_nesting);
  g_test_add_func ("/referee/defaults", test_defaults);
  g_test_add_func ("/referee/play", test_play);
  g_test_add_func ("/referee/rectangular", test_rectangular);
  g_test_add_func ("/referee/ninuki-pending", test_ninuki_pending);
  return g_test_run ();
}
