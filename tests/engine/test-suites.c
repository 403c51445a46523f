/* test-suites.c: every block of the position suites, judged twice: by the
 * library (GmkPosition) and by the `gomoku-engine referee` program.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A block is turned into queries (a position, maybe a move to play); a judge
 * answers a query with an outcome; the checks compare outcomes with what the
 * block expects.  Both judges go through the same checks, so the referee is
 * held to exactly the suite's answers, as the library is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "gmk-notation.h"
#include "gmk-rules.h"
#include "gmk-suite.h"

typedef struct {
  const GmkSuitePosition *position;
  GmkColor                to_move;      /* GMK_EMPTY: let the judge derive it */
  gboolean                has_play;
  GmkSuitePoint           play;
} Query;

typedef struct {
  GmkSuitePoint point;
  GmkReason     reason;
} ForbiddenPoint;

typedef struct {
  gboolean        legal;
  GmkReason       reason;
  GArray         *captured;        /* GmkSuitePoint */
  int             pairs[3];
  GmkColor        to_move;
  GmkResult       result;
  GmkHow          how;
  GmkColor        pending_five;
  GArray         *winning_line;    /* GmkSuitePoint */
  GArray         *forbidden;       /* ForbiddenPoint */
} Outcome;

typedef void (*Judge) (const Query *query,
                       Outcome     *outcome);

static void
outcome_init (Outcome *outcome)
{
  memset (outcome, 0, sizeof *outcome);
  outcome->legal = TRUE;
  outcome->captured = g_array_new (FALSE, FALSE, sizeof (GmkSuitePoint));
  outcome->winning_line = g_array_new (FALSE, FALSE, sizeof (GmkSuitePoint));
  outcome->forbidden = g_array_new (FALSE, FALSE, sizeof (ForbiddenPoint));
}

static void
outcome_clear (Outcome *outcome)
{
  g_array_unref (outcome->captured);
  g_array_unref (outcome->winning_line);
  g_array_unref (outcome->forbidden);
}

static void
append_index (GArray *points,
              int     index)
{
  GmkSuitePoint point = { gmk_board_x (index), gmk_board_y (index) };

  g_array_append_val (points, point);
}

/* ------------------------------------------------------------------------ */
/* The library judge                                                          */

static void
judge_library (const Query *query,
               Outcome     *outcome)
{
  const GmkSuitePosition *sp = query->position;
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree int *indices = g_new (int, GMK_CELLS);
  g_autofree GmkReason *reasons = g_new (GmkReason, GMK_CELLS);
  GmkBoard *board = &pos->board;
  int n;

  gmk_position_init (pos, sp->size, sp->size, sp->rule);
  for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
    for (guint i = 0; i < sp->stones[color]->len; i++)
      {
        const GmkSuitePoint *p = &g_array_index (sp->stones[color], GmkSuitePoint, i);
        int index = gmk_board_index (p->x, p->y);

        g_assert_cmpint (board->cell[index], ==, GMK_EMPTY);
        gmk_board_put (board, index, color);
      }
  gmk_board_set_captured_pairs (board, GMK_BLACK, sp->pairs[GMK_BLACK]);
  gmk_board_set_captured_pairs (board, GMK_WHITE, sp->pairs[GMK_WHITE]);
  g_assert_cmpint (query->to_move, !=, GMK_EMPTY);
  if (board->to_move != query->to_move)
    gmk_board_switch_side (board);
  gmk_position_setup_done (pos);
  g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));

  if (query->has_play)
    {
      int16_t captured[GMK_MAX_CAPTURED_PER_MOVE];
      int index = gmk_board_index (query->play.x, query->play.y);

      outcome->reason = gmk_position_check (pos, query->play.x, query->play.y);
      outcome->legal = outcome->reason == GMK_REASON_NONE;
      if (outcome->legal)
        {
          n = gmk_board_captures_of (board, index, board->to_move, captured);
          for (int i = 0; i < n; i++)
            append_index (outcome->captured, captured[i]);
          g_assert_cmpint (gmk_position_play (pos, query->play.x, query->play.y), ==, GMK_REASON_NONE);
          g_assert_cmphex (board->hash, ==, gmk_board_compute_hash (board));
        }
      else
        g_assert_cmpint (gmk_position_play (pos, query->play.x, query->play.y), ==, outcome->reason);
    }

  outcome->pairs[GMK_BLACK] = board->captured_pairs[GMK_BLACK];
  outcome->pairs[GMK_WHITE] = board->captured_pairs[GMK_WHITE];
  outcome->to_move = board->to_move;
  outcome->result = pos->status.result;
  outcome->how = pos->status.how;
  outcome->pending_five = pos->status.pending_five;

  n = gmk_position_winning_line (pos, indices);
  for (int i = 0; i < n; i++)
    append_index (outcome->winning_line, indices[i]);

  n = gmk_position_forbidden_points (pos, indices, reasons);
  for (int i = 0; i < n; i++)
    {
      ForbiddenPoint f = { { gmk_board_x (indices[i]), gmk_board_y (indices[i]) }, reasons[i] };

      g_array_append_val (outcome->forbidden, f);
    }
}

/* ------------------------------------------------------------------------ */
/* The referee judge                                                          */

/* Points go out as [x, y] on capture boards and as "h8" elsewhere, so both
 * input forms are exercised. */
static void
add_point (JsonBuilder         *builder,
           const GmkSuitePosition *sp,
           const GmkSuitePoint *p)
{
  if (gmk_rule_has_captures (sp->rule))
    {
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, p->x);
      json_builder_add_int_value (builder, p->y);
      json_builder_end_array (builder);
    }
  else
    {
      char buf[GMK_NOTATION_MAX];

      json_builder_add_string_value (builder, gmk_notation_format (p->x, p->y, sp->size, buf));
    }
}

static char *
query_to_json (const Query *query)
{
  const GmkSuitePosition *sp = query->position;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  static const char * const colours[] = { NULL, "black", "white" };

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, gmk_rule_name (sp->rule));
  json_builder_set_member_name (builder, "size");
  json_builder_add_int_value (builder, sp->size);
  for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
    {
      json_builder_set_member_name (builder, colours[color]);
      json_builder_begin_array (builder);
      for (guint i = 0; i < sp->stones[color]->len; i++)
        add_point (builder, sp, &g_array_index (sp->stones[color], GmkSuitePoint, i));
      json_builder_end_array (builder);
    }
  if (gmk_rule_has_captures (sp->rule))
    {
      json_builder_set_member_name (builder, "captured_pairs");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "black");
      json_builder_add_int_value (builder, sp->pairs[GMK_BLACK]);
      json_builder_set_member_name (builder, "white");
      json_builder_add_int_value (builder, sp->pairs[GMK_WHITE]);
      json_builder_end_object (builder);
    }
  if (query->to_move != GMK_EMPTY)
    {
      json_builder_set_member_name (builder, "to_move");
      json_builder_add_string_value (builder, colours[query->to_move]);
    }
  if (query->has_play)
    {
      json_builder_set_member_name (builder, "play");
      add_point (builder, sp, &query->play);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

static void
read_point_list (JsonObject *object,
                 const char *member,
                 int         size,
                 GArray     *points)
{
  JsonArray *array;

  g_assert_true (json_object_has_member (object, member));
  array = json_object_get_array_member (object, member);
  g_assert_nonnull (array);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      GmkSuitePoint p;

      g_assert_true (gmk_notation_parse (json_array_get_string_element (array, i), size, size, &p.x, &p.y));
      g_array_append_val (points, p);
    }
}

static GmkReason
reason_from_name (const char *name)
{
  for (GmkReason r = GMK_REASON_OFF_BOARD; r <= GMK_REASON_GAME_OVER; r++)
    if (g_strcmp0 (gmk_reason_name (r), name) == 0)
      return r;
  g_error ("unknown reason \"%s\"", name);
  return GMK_REASON_NONE;
}

static GmkColor
color_from_node (JsonNode *node)
{
  const char *name;

  if (JSON_NODE_HOLDS_NULL (node))
    return GMK_EMPTY;
  name = json_node_get_string (node);
  g_assert_nonnull (name);
  if (strcmp (name, "black") == 0)
    return GMK_BLACK;
  g_assert_cmpstr (name, ==, "white");
  return GMK_WHITE;
}

/* Runs `gomoku-engine referee` with `input`; returns its stdout and status. */
char *run_referee (const char *input, int *exit_status);

char *
run_referee (const char *input,
             int        *exit_status)
{
  const char *engine = g_getenv ("GMK_ENGINE");
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_assert_nonnull (engine);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                              &error, engine, "referee", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  *exit_status = g_subprocess_get_exit_status (process);
  return out;
}

static void
judge_referee (const Query *query,
               Outcome     *outcome)
{
  const int size = query->position->size;
  g_autofree char *input = query_to_json (query);
  g_autofree char *output = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *object, *pairs;
  JsonArray *forbidden;
  const char *how;
  int status;

  output = run_referee (input, &status);
  if (status != 0)
    g_error ("referee exited with %d for %s: %s", status, input, output);
  json_parser_load_from_data (parser, output, -1, &error);
  g_assert_no_error (error);
  object = json_node_get_object (json_parser_get_root (parser));
  g_assert_nonnull (object);

  if (query->has_play)
    {
      JsonNode *reason = json_object_get_member (object, "reason");

      outcome->legal = json_object_get_boolean_member (object, "legal");
      g_assert_nonnull (reason);
      outcome->reason = outcome->legal ? GMK_REASON_NONE : reason_from_name (json_node_get_string (reason));
      g_assert_true (outcome->legal == JSON_NODE_HOLDS_NULL (reason));
      read_point_list (object, "captured", size, outcome->captured);
    }

  pairs = json_object_get_object_member (object, "captured_pairs");
  g_assert_nonnull (pairs);
  outcome->pairs[GMK_BLACK] = json_object_get_int_member (pairs, "black");
  outcome->pairs[GMK_WHITE] = json_object_get_int_member (pairs, "white");
  outcome->to_move = color_from_node (json_object_get_member (object, "to_move"));

  {
    const char *result = json_object_get_string_member (object, "result");
    GmkResult r;

    for (r = GMK_RESULT_NONE; r <= GMK_RESULT_DRAW; r++)
      if (g_strcmp0 (gmk_result_name (r), result) == 0)
        break;
    g_assert_cmpint (r, <=, GMK_RESULT_DRAW);
    outcome->result = r;
  }

  how = json_object_get_null_member (object, "how") ? NULL : json_object_get_string_member (object, "how");
  outcome->how = GMK_HOW_NONE;
  for (GmkHow h = GMK_HOW_FIVE; h <= GMK_HOW_FULL_BOARD; h++)
    if (g_strcmp0 (gmk_how_name (h), how) == 0)
      outcome->how = h;
  g_assert_true ((how == NULL) == (outcome->how == GMK_HOW_NONE));

  outcome->pending_five = color_from_node (json_object_get_member (object, "pending_five"));
  read_point_list (object, "winning_line", size, outcome->winning_line);

  forbidden = json_object_get_array_member (object, "forbidden");
  g_assert_nonnull (forbidden);
  for (guint i = 0; i < json_array_get_length (forbidden); i++)
    {
      JsonObject *item = json_array_get_object_element (forbidden, i);
      ForbiddenPoint f;

      g_assert_true (gmk_notation_parse (json_object_get_string_member (item, "point"),
                                         size, size, &f.point.x, &f.point.y));
      f.reason = reason_from_name (json_object_get_string_member (item, "reason"));
      g_array_append_val (outcome->forbidden, f);
    }
}

/* ------------------------------------------------------------------------ */
/* Checks                                                                     */

typedef struct {
  const GmkSuiteBlock *block;
  Judge                judge;
} Case;

static void
load_position (const Case       *c,
               GmkSuitePosition *pos,
               GmkRule           rule,
               int               size)
{
  g_autoptr(GError) error = NULL;

  gmk_suite_position_init (pos, rule, size);
  if (!gmk_suite_block_position (c->block, pos, &error))
    g_error ("%s %s: %s", c->block->file, c->block->id, error->message);
}

static gboolean
forbidden_has (const GArray  *forbidden,
               GmkSuitePoint  p,
               GmkReason     *reason)
{
  for (guint i = 0; i < forbidden->len; i++)
    {
      const ForbiddenPoint *f = &g_array_index (forbidden, ForbiddenPoint, i);

      if (f->point.x == p.x && f->point.y == p.y)
        {
          *reason = f->reason;
          return TRUE;
        }
    }
  return FALSE;
}

static GmkReason
forbidden_reason_from_suite (const char *name)
{
  if (strcmp (name, "double-three") == 0)
    return GMK_REASON_DOUBLE_THREE;
  if (strcmp (name, "double-four") == 0)
    return GMK_REASON_DOUBLE_FOUR;
  if (strcmp (name, "overline") == 0)
    return GMK_REASON_OVERLINE;
  g_error ("unknown forbidden type \"%s\"", name);
  return GMK_REASON_NONE;
}

/* win_conditions.txt: "RULE black plays POINT -> RESULT", each on the diagram. */
static void
check_win_conditions (gconstpointer data)
{
  const Case *c = data;
  g_autofree const char **expected = gmk_suite_block_get_all (c->block, "expected");
  GmkSuitePosition pos;
  int checked = 0;

  load_position (c, &pos, GMK_RULE_FREESTYLE, 15);

  for (int i = 0; expected[i] != NULL; i++)
    {
      char rule_name[32], colour[16], point[16], result[64];
      Query query = { &pos, GMK_BLACK, TRUE, { 0, 0 } };
      Outcome outcome;

      if (sscanf (expected[i], "%31s %15s plays %15s -> %63[^\n]", rule_name, colour, point, result) != 4)
        g_error ("%s: cannot read expectation \"%s\"", c->block->id, expected[i]);
      g_assert_cmpstr (colour, ==, "black");
      /* The suite's caro6 is Gomocup rule 8: our caro. */
      if (strcmp (rule_name, "caro6") == 0)
        pos.rule = GMK_RULE_CARO;
      else
        g_assert_true (gmk_rule_from_name (rule_name, &pos.rule));
      g_assert_true (gmk_suite_parse_point (point, pos.size, &query.play));

      outcome_init (&outcome);
      c->judge (&query, &outcome);
      g_test_message ("%s: %s", c->block->id, expected[i]);

      if (strcmp (result, "black_wins") == 0)
        {
          g_assert_true (outcome.legal);
          g_assert_cmpint (outcome.result, ==, GMK_RESULT_BLACK_WINS);
          g_assert_cmpint (outcome.how, ==, GMK_HOW_FIVE);
          g_assert_cmpint (outcome.winning_line->len, >=, 5);
          g_assert_true (gmk_suite_point_in (outcome.winning_line, query.play.x, query.play.y));
        }
      else if (strcmp (result, "no_result") == 0)
        {
          g_assert_true (outcome.legal);
          g_assert_cmpint (outcome.result, ==, GMK_RESULT_NONE);
          g_assert_cmpint (outcome.winning_line->len, ==, 0);
        }
      else if (strcmp (result, "white_wins (forbidden move)") == 0)
        {
          /* We refuse the forbidden move instead of scoring it a loss. */
          g_assert_cmpint (pos.rule, ==, GMK_RULE_RENJU);
          g_assert_false (outcome.legal);
          g_assert_true (outcome.reason == GMK_REASON_DOUBLE_THREE ||
                         outcome.reason == GMK_REASON_DOUBLE_FOUR ||
                         outcome.reason == GMK_REASON_OVERLINE);
        }
      else
        g_error ("%s: unknown expected result \"%s\"", c->block->id, result);
      outcome_clear (&outcome);
      checked++;
    }
  g_assert_cmpint (checked, >, 0);
  gmk_suite_position_clear (&pos);
}

/* renju_forbidden.txt: the full set of black's forbidden points, with types. */
static void
check_renju_forbidden (gconstpointer data)
{
  const Case *c = data;
  const char *all = gmk_suite_block_get (c->block, "forbidden_all_computed");
  const char *source = gmk_suite_block_get (c->block, "expected_from_source");
  g_auto(GStrv) all_tokens = NULL;
  g_auto(GStrv) source_tokens = NULL;
  GmkSuitePosition pos;
  Query query = { &pos, GMK_BLACK, FALSE, { 0, 0 } };
  Outcome outcome;
  guint n_expected = 0;

  g_assert_nonnull (all);
  g_assert_nonnull (source);
  load_position (c, &pos, GMK_RULE_RENJU, 15);
  g_assert_cmpint (pos.rule, ==, GMK_RULE_RENJU);

  outcome_init (&outcome);
  c->judge (&query, &outcome);
  /* Some set-ups hold a white five (renju-013): the forbidden points are
   * asked about all the same. */
  g_assert_cmpint (outcome.to_move, ==, GMK_BLACK);

  if (!g_str_has_prefix (all, "(none"))
    {
      all_tokens = g_strsplit (all, " ", -1);
      for (int i = 0; all_tokens[i] != NULL; i++)
        {
          g_auto(GStrv) kv = g_strsplit (all_tokens[i], "=", 2);
          GmkSuitePoint p;
          GmkReason reason;

          if (all_tokens[i][0] == '\0')
            continue;
          g_assert_nonnull (kv[1]);
          g_assert_true (gmk_suite_parse_point (kv[0], pos.size, &p));
          if (!forbidden_has (outcome.forbidden, p, &reason))
            g_error ("%s: %s should be forbidden (%s)", c->block->id, kv[0], kv[1]);
          if (reason != forbidden_reason_from_suite (kv[1]))
            g_error ("%s: %s is %s, expected %s", c->block->id, kv[0], gmk_reason_name (reason), kv[1]);
          n_expected++;
        }
    }
  if (outcome.forbidden->len != n_expected)
    {
      g_autoptr(GString) got = g_string_new (NULL);

      for (guint i = 0; i < outcome.forbidden->len; i++)
        {
          const ForbiddenPoint *f = &g_array_index (outcome.forbidden, ForbiddenPoint, i);
          char buf[GMK_NOTATION_MAX];

          g_string_append_printf (got, " %s=%s", gmk_notation_format (f->point.x, f->point.y, pos.size, buf),
                                  gmk_reason_name (f->reason));
        }
      g_error ("%s: expected %s, got%s", c->block->id, all, got->str);
    }

  /* The source's own assertions, checked on their own too. */
  if (!g_str_has_prefix (source, "(none"))
    {
      source_tokens = g_strsplit (source, " ", -1);
      for (int i = 0; source_tokens[i] != NULL; i++)
        {
          g_auto(GStrv) kv = g_strsplit (source_tokens[i], "=", 2);
          GmkSuitePoint p;
          GmkReason reason = GMK_REASON_NONE;
          gboolean forbidden;

          if (source_tokens[i][0] == '\0')
            continue;
          g_assert_nonnull (kv[1]);
          g_assert_true (gmk_suite_parse_point (kv[0], pos.size, &p));
          forbidden = forbidden_has (outcome.forbidden, p, &reason);
          if (strcmp (kv[1], "legal") == 0)
            g_assert_false (forbidden);
          else if (strcmp (kv[1], "forbidden") == 0)
            g_assert_true (forbidden);
          else
            {
              g_assert_true (forbidden);
              g_assert_cmpint (reason, ==, forbidden_reason_from_suite (kv[1]));
            }
        }
    }
  else
    g_assert_cmpint (outcome.forbidden->len, ==, 0);

  outcome_clear (&outcome);
  gmk_suite_position_clear (&pos);
}

static void
check_points_equal (const char   *id,
                    const char   *what,
                    const char   *text,
                    int           size,
                    const GArray *got)
{
  g_autoptr(GArray) want = g_array_new (FALSE, FALSE, sizeof (GmkSuitePoint));
  g_autoptr(GError) error = NULL;

  if (!gmk_suite_parse_points (text, size, want, &error))
    g_error ("%s: %s: %s", id, what, error->message);
  g_assert_cmpuint (got->len, ==, want->len);
  for (guint i = 0; i < want->len; i++)
    {
      const GmkSuitePoint *p = &g_array_index (want, GmkSuitePoint, i);

      if (!gmk_suite_point_in (got, p->x, p->y))
        g_error ("%s: %s should include %d,%d", id, what, p->x, p->y);
    }
}

/* capture_42_ninuki.txt: one test move ("play x,y" or "is the move legal at
 * x,y", which we also answer by trying to play it), then key=value checks. */
static void
check_ninuki (gconstpointer data)
{
  const Case *c = data;
  const char *test = gmk_suite_block_get (c->block, "test");
  const char *expected = gmk_suite_block_get (c->block, "expected");
  g_auto(GStrv) parts = NULL;
  GmkSuitePosition pos;
  Query query = { &pos, GMK_EMPTY, TRUE, { 0, 0 } };
  Outcome outcome;
  const char *point;
  GmkColor mover;

  g_assert_nonnull (test);
  g_assert_nonnull (expected);
  load_position (c, &pos, GMK_RULE_NINUKI, 19);
  g_assert_cmpint (pos.rule, ==, GMK_RULE_NINUKI);
  g_assert_cmpint (pos.to_move, !=, GMK_EMPTY);
  query.to_move = mover = pos.to_move;

  if (g_str_has_prefix (test, "play "))
    point = test + strlen ("play ");
  else if (g_str_has_prefix (test, "is the move legal at "))
    point = test + strlen ("is the move legal at ");
  else
    g_error ("%s: unknown test \"%s\"", c->block->id, test);
  g_assert_true (gmk_suite_parse_point (point, pos.size, &query.play));

  outcome_init (&outcome);
  c->judge (&query, &outcome);

  parts = g_strsplit (expected, ";", -1);
  for (int i = 0; parts[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (g_strstrip (parts[i]), "=", 2);
      const char *key = kv[0], *value = kv[1];

      g_assert_nonnull (value);
      g_test_message ("%s: %s=%s", c->block->id, key, value);
      if (strcmp (key, "captured") == 0 || strcmp (key, "captured_if_played") == 0)
        {
          g_assert_true (outcome.legal);
          check_points_equal (c->block->id, key, value, pos.size, outcome.captured);
        }
      else if (strcmp (key, "pairs_B") == 0)
        g_assert_cmpint (outcome.pairs[GMK_BLACK], ==, atoi (value));
      else if (strcmp (key, "pairs_W") == 0)
        g_assert_cmpint (outcome.pairs[GMK_WHITE], ==, atoi (value));
      else if (strcmp (key, "legal") == 0)
        {
          if (strcmp (value, "True") == 0)
            g_assert_true (outcome.legal);
          else
            {
              g_assert_cmpstr (value, ==, "False");
              g_assert_false (outcome.legal);
              g_assert_cmpint (outcome.reason, ==, GMK_REASON_DOUBLE_THREE);
            }
        }
      else if (strcmp (key, "status") == 0)
        {
          g_assert_true (outcome.legal);
          if (strcmp (value, "game continues") == 0)
            g_assert_cmpint (outcome.result, ==, GMK_RESULT_NONE);
          else if (g_str_has_prefix (value, "no win yet"))
            {
              /* The five stands but may still be answered. */
              g_assert_cmpint (outcome.result, ==, GMK_RESULT_NONE);
              g_assert_cmpint (outcome.pending_five, ==, mover);
            }
          else if (g_str_has_prefix (value, "B wins by capture") || g_str_has_prefix (value, "W wins by capture"))
            {
              g_assert_cmpint (outcome.result, ==, value[0] == 'B' ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS);
              g_assert_cmpint (outcome.how, ==, GMK_HOW_CAPTURES);
            }
          else if (g_str_has_prefix (value, "B wins by alignment") || g_str_has_prefix (value, "W wins by alignment"))
            {
              g_assert_cmpint (outcome.result, ==, value[0] == 'B' ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS);
              g_assert_cmpint (outcome.how, ==, GMK_HOW_FIVE);
              g_assert_cmpint (outcome.winning_line->len, >=, 5);
            }
          else
            g_error ("%s: unknown status \"%s\"", c->block->id, value);
        }
      else if (strcmp (key, "black_five_left") == 0 || strcmp (key, "white_five_left") == 0)
        {
          GmkColor owner = key[0] == 'b' ? GMK_BLACK : GMK_WHITE;

          /* A five still standing after the reply would have won. */
          g_assert_cmpstr (value, ==, "False");
          g_assert_cmpint (outcome.result, !=, owner == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS);
          g_assert_cmpint (outcome.pending_five, !=, owner);
        }
      else
        g_error ("%s: unknown expectation \"%s\"", c->block->id, key);
    }

  outcome_clear (&outcome);
  gmk_suite_position_clear (&pos);
}

/* tactics_freestyle.txt: the position parses, is legal freestyle and not over. */
static void
check_tactics (gconstpointer data)
{
  const Case *c = data;
  GmkSuitePosition pos;
  Query query = { &pos, GMK_EMPTY, FALSE, { 0, 0 } };
  Outcome outcome;
  int n_black, n_white;

  load_position (c, &pos, GMK_RULE_FREESTYLE, 15);
  pos.rule = GMK_RULE_FREESTYLE;
  g_assert_cmpint (pos.to_move, !=, GMK_EMPTY);
  g_assert_nonnull (gmk_suite_block_get (c->block, "kind"));
  query.to_move = pos.to_move;
  n_black = pos.stones[GMK_BLACK]->len;
  n_white = pos.stones[GMK_WHITE]->len;
  /* A reachable position: black has as many stones as white, or one more. */
  g_assert_cmpint (n_black - n_white, >=, 0);
  g_assert_cmpint (n_black - n_white, <=, 1);

  outcome_init (&outcome);
  c->judge (&query, &outcome);
  g_assert_cmpint (outcome.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (outcome.pending_five, ==, GMK_EMPTY);
  g_assert_cmpint (outcome.to_move, ==, pos.to_move);
  g_assert_cmpint (outcome.forbidden->len, ==, 0);
  outcome_clear (&outcome);
  gmk_suite_position_clear (&pos);
}

static const struct {
  const char    *file;
  const char    *name;
  GTestDataFunc  check;
} suites[] = {
  { "win_conditions.txt",    "win_conditions",    check_win_conditions },
  { "renju_forbidden.txt",   "renju_forbidden",   check_renju_forbidden },
  { "capture_42_ninuki.txt", "capture_42_ninuki", check_ninuki },
  { "tactics_freestyle.txt", "tactics_freestyle", check_tactics },
};

int
main (int    argc,
      char **argv)
{
  const char *dir = g_getenv ("GMK_POSITIONS_DIR");
  g_autoptr(GPtrArray) all_blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (g_free);
  int status;

  g_test_init (&argc, &argv, NULL);
  if (dir == NULL)
    g_error ("GMK_POSITIONS_DIR is not set");

  for (guint s = 0; s < G_N_ELEMENTS (suites); s++)
    {
      g_autofree char *path = g_build_filename (dir, suites[s].file, NULL);
      g_autoptr(GError) error = NULL;
      GPtrArray *blocks = gmk_suite_load (path, &error);

      if (blocks == NULL)
        g_error ("%s", error->message);
      if (blocks->len == 0)
        g_error ("%s: no blocks", path);
      g_ptr_array_add (all_blocks, blocks);

      for (guint b = 0; b < blocks->len; b++)
        {
          const GmkSuiteBlock *block = g_ptr_array_index (blocks, b);
          static const struct { const char *name; Judge judge; } judges[] = {
            { "library", judge_library },
            { "referee", judge_referee },
          };

          for (guint j = 0; j < G_N_ELEMENTS (judges); j++)
            {
              Case *c = g_new0 (Case, 1);
              g_autofree char *test_path = g_strdup_printf ("/positions/%s/%s/%s",
                                                            judges[j].name, suites[s].name, block->id);

              c->block = block;
              c->judge = judges[j].judge;
              g_ptr_array_add (cases, c);
              g_test_add_data_func (test_path, c, suites[s].check);
            }
        }
    }

  status = g_test_run ();
  return status;
}
