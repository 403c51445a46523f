/* test-referee-opening.c: `gomoku-engine referee` on games under an opening
 * rule: the stage and the player to act, legal and refused actions with
 * their reasons, and the inputs it must reject.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <json-glib/json-glib.h>

#include "gmk-test-referee.h"

static char *
joined (JsonArray *array)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (array); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", json_array_get_string_element (array, i));
  return g_string_free (text, FALSE);
}

/* One ruling: the input, then what "legal" and "reason" must be (NULL
 * legal: no "play"), and the opening's stage, actor, black holder and
 * allowed actions after it. */
typedef struct {
  const char *name;
  const char *input;
  const char *legal;       /* "true", "false" or NULL */
  const char *reason;
  const char *stage;
  const char *actor;
  const char *black;
  const char *allowed;
} Ruling;

#define SOOSORV_OPENING \
  "\"rule\": \"renju\", \"opening\": \"soosorv8\", " \
  "\"actions\": [\"h8\", \"h9\", \"h7\", {\"choose\": \"white\"}, \"h11\", {\"declare\": 2}, {\"choose\": \"black\"}"
#define TARAGUCHI_FOUR \
  "\"rule\": \"renju\", \"opening\": \"taraguchi10\", \"actions\": [\"h8\", {\"choose\": \"white\"}, \"i9\", " \
  "{\"choose\": \"black\"}, \"j8\", {\"choose\": \"white\"}, \"g6\", {\"choose\": \"black\"}"

static const Ruling rulings[] = {
  /* Pro and long pro. */
  { "pro-start", "{\"opening\": \"pro\"}", NULL, NULL, "place", "first", "first", "place" },
  { "pro-off-centre", "{\"opening\": \"pro\", \"play\": \"h9\"}", "false", "centre",
    "place", "first", "first", "place" },
  { "pro-centre", "{\"opening\": \"pro\", \"play\": \"h8\"}", "true", NULL, "place", "second", "first", "place" },
  { "pro-white-occupied", "{\"opening\": \"pro\", \"moves\": [\"h8\"], \"play\": \"h8\"}", "false", "occupied",
    "place", "second", "first", "place" },
  { "pro-near", "{\"opening\": \"pro\", \"moves\": [\"h8\", \"a1\"], \"play\": \"j6\"}", "false", "pro-distance",
    "place", "first", "first", "place" },
  { "pro-far", "{\"opening\": \"pro\", \"moves\": [\"h8\", \"a1\"], \"play\": \"e8\"}", "true", NULL,
    "done", "second", "first", "place" },
  { "long-pro-near", "{\"opening\": \"long-pro\", \"rule\": \"caro\", \"moves\": [\"h8\", \"a1\"], \"play\": \"e8\"}",
    "false", "long-pro-distance", "place", "first", "first", "place" },
  { "long-pro-far", "{\"opening\": \"long-pro\", \"rule\": \"standard\", \"moves\": [\"h8\", \"a1\"], \"play\": \"d12\"}",
    "true", NULL, "done", "second", "first", "place" },

  /* Swap: the first player places three, the second chooses. */
  { "swap-third", "{\"opening\": \"swap\", \"moves\": [\"a1\", \"b1\"], \"play\": \"c1\"}", "true", NULL,
    "choose-color", "second", "first", "black white" },
  { "swap-place-now", "{\"opening\": \"swap\", \"moves\": [\"a1\", \"b1\", \"c1\"], \"play\": \"h8\"}",
    "false", "wrong-action", "choose-color", "second", "first", "black white" },
  { "swap-no-place-two", "{\"opening\": \"swap\", \"moves\": [\"a1\", \"b1\", \"c1\"], \"play\": {\"choose\": \"place-two\"}}",
    "false", "wrong-action", "choose-color", "second", "first", "black white" },
  { "swap-take-black", "{\"opening\": \"swap\", \"rule\": \"ninuki\", \"moves\": [\"a1\", \"b1\", \"c1\"], \"play\": {\"choose\": \"black\"}}",
    "true", NULL, "done", "first", "second", "place" },
  { "swap-stay-white", "{\"opening\": \"swap\", \"moves\": [\"a1\", \"b1\", \"c1\"], \"play\": {\"choose\": \"white\"}}",
    "true", NULL, "done", "second", "first", "place" },

  /* Swap2: the three options, and the choice handed back. */
  { "swap2-choice", "{\"opening\": \"swap2\", \"moves\": [\"h8\", \"h9\", \"j10\"]}", NULL, NULL,
    "swap2-choice", "second", "first", "black white place-two" },
  { "swap2-black", "{\"opening\": \"swap2\", \"moves\": [\"h8\", \"h9\", \"j10\"], \"play\": {\"choose\": \"black\"}}",
    "true", NULL, "done", "first", "second", "place" },
  { "swap2-white", "{\"opening\": \"swap2\", \"rule\": \"pente\", \"moves\": [\"h8\", \"h9\", \"j10\"], \"play\": {\"choose\": \"white\"}}",
    "true", NULL, "done", "second", "first", "place" },
  { "swap2-place-two", "{\"opening\": \"swap2\", \"moves\": [\"h8\", \"h9\", \"j10\"], \"play\": {\"choose\": \"place-two\"}}",
    "true", NULL, "place", "second", "first", "place" },
  { "swap2-handed-back", "{\"opening\": \"swap2\", \"actions\": [\"h8\", \"h9\", \"j10\", {\"choose\": \"place-two\"}, \"g7\"], \"play\": \"k11\"}",
    "true", NULL, "choose-color", "first", "first", "black white" },
  { "swap2-first-takes-white", "{\"opening\": \"swap2\", \"actions\": [\"h8\", \"h9\", \"j10\", {\"choose\": \"place-two\"}, \"g7\", \"k11\"], \"play\": {\"choose\": \"white\"}}",
    "true", NULL, "done", "first", "second", "place" },
  { "swap2-no-second-place-two", "{\"opening\": \"swap2\", \"actions\": [\"h8\", \"h9\", \"j10\", {\"choose\": \"place-two\"}, \"g7\", \"k11\"], \"play\": {\"choose\": \"place-two\"}}",
    "false", "wrong-action", "choose-color", "first", "first", "black white" },

  /* Soosõrv-8: the 26 openings, the declaration, the offers. */
  { "soosorv-area-3", "{\"rule\": \"renju\", \"opening\": \"soosorv8\", \"moves\": [\"h8\"], \"play\": \"h10\"}",
    "false", "area-3", "place", "first", "first", "place" },
  { "soosorv-area-5", "{\"rule\": \"renju\", \"opening\": \"soosorv8\", \"moves\": [\"h8\", \"i8\"], \"play\": \"l8\"}",
    "false", "area-5", "place", "first", "first", "place" },
  { "soosorv-swap", "{\"rule\": \"renju\", \"opening\": \"soosorv8\", \"moves\": [\"h8\", \"i8\"], \"play\": \"f10\"}",
    "true", NULL, "choose-color", "second", "first", "black white" },
  { "soosorv-declare-9", "{\"rule\": \"renju\", \"opening\": \"soosorv8\", \"actions\": [\"h8\", \"i8\", \"f10\", {\"choose\": \"black\"}, \"a1\"], \"play\": {\"declare\": 9}}",
    "false", "declare-range", "declare", "first", "second", "declare" },
  { "soosorv-declare-8", "{\"rule\": \"renju\", \"opening\": \"soosorv8\", \"actions\": [\"h8\", \"i8\", \"f10\", {\"choose\": \"black\"}, \"a1\"], \"play\": {\"declare\": 8}}",
    "true", NULL, "choose-color", "second", "second", "black white" },
  { "soosorv-offer-count-short", "{" SOOSORV_OPENING "], \"play\": {\"offer\": [\"g6\"]}}",
    "false", "offer-count", "offer", "first", "first", "offer" },
  { "soosorv-offer-count-long", "{" SOOSORV_OPENING "], \"play\": {\"offer\": [\"g6\", \"g10\", \"a1\"]}}",
    "false", "offer-count", "offer", "first", "first", "offer" },
  { "soosorv-offer-symmetric", "{" SOOSORV_OPENING "], \"play\": {\"offer\": [\"g6\", \"i6\"]}}",
    "false", "offer-symmetric", "offer", "first", "first", "offer" },
  { "soosorv-offer-repeated", "{" SOOSORV_OPENING "], \"play\": {\"offer\": [\"g6\", \"g6\"]}}",
    "false", "offer-repeated", "offer", "first", "first", "offer" },
  { "soosorv-offer-occupied", "{" SOOSORV_OPENING "], \"play\": {\"offer\": [\"g6\", \"h9\"]}}",
    "false", "occupied", "offer", "first", "first", "offer" },
  { "soosorv-offers", "{" SOOSORV_OPENING "], \"play\": {\"offer\": [\"g6\", \"g10\"]}}",
    "true", NULL, "select", "second", "first", "select" },
  { "soosorv-select-other", "{" SOOSORV_OPENING ", {\"offer\": [\"g6\", \"g10\"]}], \"play\": {\"select\": \"i6\"}}",
    "false", "not-offered", "select", "second", "first", "select" },
  { "soosorv-select", "{" SOOSORV_OPENING ", {\"offer\": [\"g6\", \"g10\"]}], \"play\": {\"select\": \"g10\"}}",
    "true", NULL, "done", "second", "first", "place" },

  /* Taraguchi-10: a swap after each stone, then one fifth or ten offers. */
  { "taraguchi-swap-1", "{\"rule\": \"renju\", \"opening\": \"taraguchi10\", \"play\": \"h8\"}",
    "true", NULL, "choose-color", "second", "first", "black white" },
  { "taraguchi-area-7", "{\"rule\": \"renju\", \"opening\": \"taraguchi10\", \"actions\": [\"h8\", {\"choose\": \"white\"}, \"i9\", {\"choose\": \"black\"}, \"j8\", {\"choose\": \"white\"}], \"play\": \"d4\"}",
    "false", "area-7", "place", "second", "first", "place" },
  { "taraguchi-fifth-stage", "{" TARAGUCHI_FOUR "]}", NULL, NULL, "fifth", "first", "first", "place offer" },
  { "taraguchi-area-9", "{" TARAGUCHI_FOUR "], \"play\": \"m8\"}",
    "false", "area-9", "fifth", "first", "first", "place offer" },
  { "taraguchi-fifth", "{" TARAGUCHI_FOUR "], \"play\": \"l8\"}",
    "true", NULL, "choose-color", "second", "first", "black white" },
  { "taraguchi-nine-offers", "{" TARAGUCHI_FOUR "], \"play\": {\"offer\": [\"a1\", \"a2\", \"a3\", \"a4\", \"a5\", \"a6\", \"a7\", \"a8\", \"a9\"]}}",
    "false", "offer-count", "fifth", "first", "first", "place offer" },
  { "taraguchi-ten-offers", "{" TARAGUCHI_FOUR "], \"play\": {\"offer\": [\"a1\", \"a2\", \"a3\", \"a4\", \"a5\", \"a6\", \"a7\", \"a8\", \"a9\", \"a10\"]}}",
    "true", NULL, "select", "second", "first", "select" },
  { "taraguchi-offers-symmetric", "{\"rule\": \"renju\", \"opening\": \"taraguchi10\", \"actions\": [\"h8\", {\"choose\": \"white\"}, \"h9\", {\"choose\": \"black\"}, \"h7\", {\"choose\": \"white\"}, \"h10\", {\"choose\": \"black\"}], "
    "\"play\": {\"offer\": [\"a1\", \"a2\", \"a3\", \"a4\", \"a5\", \"a6\", \"a7\", \"a8\", \"a9\", \"o9\"]}}",
    "false", "offer-symmetric", "fifth", "first", "first", "place offer" },
};

static void
test_ruling (gconstpointer data)
{
  const Ruling *ruling = data;
  JsonObject *opening;
  g_autofree char *allowed = NULL;
  GmkRefereeRun r;

  gmk_test_referee_run (&r, ruling->input);
  g_assert_cmpint (r.status, ==, 0);
  if (ruling->legal != NULL)
    {
      gboolean legal = json_object_get_boolean_member (r.object, "legal");

      g_assert_cmpstr (legal ? "true" : "false", ==, ruling->legal);
      if (ruling->reason != NULL)
        {
          g_assert_cmpstr (json_object_get_string_member (r.object, "reason"), ==, ruling->reason);
          /* People get a sentence, not just a name. */
          g_assert_cmpuint (strlen (json_object_get_string_member (r.object, "message")), >, 20);
        }
      else
        {
          g_assert_true (json_object_get_null_member (r.object, "reason"));
          g_assert_true (json_object_get_null_member (r.object, "message"));
        }
    }
  else
    g_assert_false (json_object_has_member (r.object, "legal"));

  opening = json_object_get_object_member (r.object, "opening");
  g_assert_nonnull (opening);
  g_assert_cmpstr (json_object_get_string_member (opening, "stage"), ==, ruling->stage);
  g_assert_cmpstr (json_object_get_string_member (opening, "actor"), ==, ruling->actor);
  g_assert_cmpstr (json_object_get_string_member (opening, "black"), ==, ruling->black);
  allowed = joined (json_object_get_array_member (opening, "allowed"));
  g_assert_cmpstr (allowed, ==, ruling->allowed);
  gmk_test_referee_run_clear (&r);
}

/* What the ruling says besides the stage: the stones, the offers, the
 * declared count. */
static void
test_details (void)
{
  JsonObject *opening;
  g_autofree char *offers = NULL;
  GmkRefereeRun r;

  gmk_test_referee_run (&r, "{" SOOSORV_OPENING ", {\"offer\": [\"g6\", \"g10\"]}]}");
  opening = json_object_get_object_member (r.object, "opening");
  g_assert_cmpstr (json_object_get_string_member (opening, "rule"), ==, "soosorv8");
  g_assert_cmpint (json_object_get_int_member (opening, "declared"), ==, 2);
  offers = joined (json_object_get_array_member (opening, "offers"));
  g_assert_cmpstr (offers, ==, "g6 g10");
  /* The offers are not on the board: black is still to play the fifth. */
  g_assert_cmpstr (json_object_get_string_member (r.object, "to_move"), ==, "black");
  gmk_test_referee_run_clear (&r);

  /* The chosen offer is: white plays the sixth. */
  gmk_test_referee_run (&r, "{" SOOSORV_OPENING ", {\"offer\": [\"g6\", \"g10\"]}, {\"select\": \"g10\"}], \"play\": \"g6\"}");
  g_assert_true (json_object_get_boolean_member (r.object, "legal"));
  g_assert_cmpstr (json_object_get_string_member (r.object, "to_move"), ==, "black");
  gmk_test_referee_run_clear (&r);

  /* Without "opening" the output is what it always was. */
  gmk_test_referee_run (&r, "{\"moves\": [\"h8\"], \"play\": \"h9\"}");
  g_assert_false (json_object_has_member (r.object, "opening"));
  g_assert_false (json_object_has_member (r.object, "message"));
  gmk_test_referee_run_clear (&r);

  /* "opening": "none" is normal play, said so. */
  gmk_test_referee_run (&r, "{\"opening\": \"none\", \"moves\": [\"h8\"]}");
  opening = json_object_get_object_member (r.object, "opening");
  g_assert_cmpstr (json_object_get_string_member (opening, "stage"), ==, "done");
  g_assert_cmpstr (json_object_get_string_member (opening, "actor"), ==, "second");
  gmk_test_referee_run_clear (&r);
}

typedef struct {
  const char *name;
  const char *input;
  const char *message_part;
} Malformed;

static const Malformed malformed[] = {
  { "unknown-opening", "{\"opening\": \"swap3\"}", "unknown opening rule \"swap3\"" },
  { "opening-type", "{\"opening\": 2}", "opening: expected a string" },
  { "renju-swap2", "{\"rule\": \"renju\", \"opening\": \"swap2\"}", "does not go with the rule renju" },
  { "freestyle-soosorv", "{\"opening\": \"soosorv8\"}", "(it goes with renju)" },
  { "pente-pro", "{\"rule\": \"pente\", \"opening\": \"pro\"}", "does not go with the rule pente" },
  { "pro-even-board", "{\"opening\": \"pro\", \"size\": 20}", "20x20" },
  { "opening-with-stones", "{\"opening\": \"swap\", \"black\": [\"h8\"]}", "black" },
  { "opening-with-sgf", "{\"opening\": \"swap\", \"sgf\": \"(;GM[4])\"}", "sgf" },
  { "moves-and-actions", "{\"opening\": \"swap\", \"moves\": [], \"actions\": []}", "actions" },
  { "action-in-moves", "{\"opening\": \"swap\", \"moves\": [{\"choose\": \"black\"}]}", "moves[0]" },
  { "refused-in-list", "{\"opening\": \"pro\", \"moves\": [\"h8\", \"a1\", \"j10\"]}", "moves[2]" },
  { "wrong-action-in-list", "{\"opening\": \"swap\", \"actions\": [\"h8\", {\"declare\": 3}]}", "actions[1]" },
  { "unknown-action", "{\"opening\": \"swap\", \"play\": {\"resign\": true}}", "unknown action" },
  { "two-members", "{\"opening\": \"swap\", \"play\": {\"choose\": \"black\", \"declare\": 1}}", "one member" },
  { "bad-choice", "{\"opening\": \"swap\", \"play\": {\"choose\": \"red\"}}", "play.choose" },
  { "bad-offer-point", "{\"opening\": \"swap\", \"play\": {\"offer\": [\"z99\"]}}", "play.offer[0]" },
  { "offer-type", "{\"opening\": \"swap\", \"play\": {\"offer\": \"h8\"}}", "play.offer" },
  { "declare-type", "{\"opening\": \"swap\", \"play\": {\"declare\": \"3\"}}", "play.declare" },
  { "action-without-opening", "{\"play\": {\"choose\": \"black\"}}", "play" },
};

static void
test_malformed (gconstpointer data)
{
  const Malformed *m = data;
  GmkRefereeRun r;

  gmk_test_referee_run (&r, m->input);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpuint (json_object_get_size (r.object), ==, 1);
  g_assert_nonnull (strstr (json_object_get_string_member (r.object, "error"), m->message_part));
  gmk_test_referee_run_clear (&r);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rulings); i++)
    {
      g_autofree char *path = g_strdup_printf ("/referee-opening/ruling/%s", rulings[i].name);

      g_test_add_data_func (path, &rulings[i], test_ruling);
    }
  g_test_add_func ("/referee-opening/details", test_details);
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autofree char *path = g_strdup_printf ("/referee-opening/malformed/%s", malformed[i].name);

      g_test_add_data_func (path, &malformed[i], test_malformed);
    }
  return g_test_run ();
}
