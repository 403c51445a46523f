/* gmk-cli-review-json.c: the game `gomoku-engine review` takes in JSON, in
 * the referee's forms of a game.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A program that already talks to the referee can hand the review the very
 * object it built: {"rule": "renju", "size": 15, "moves": ["h8", [8, 6]]},
 * or {"sgf": "(;GM[4]…)"} and {"psq": "…"}.  The points are read by the
 * referee's own helpers; the moves' legality is the review's (it replays
 * them through the rules and names the first illegal one).
 */
#include "config.h"

#include <string.h>

#include "gmk-cli-referee-private.h"
#include "gmk-cli-review-private.h"
#include "gmk-record-file.h"

static const char * const known_members[] = {
  "rule", "size", "width", "height", "moves", "sgf", "psq", NULL,
};

static gboolean
is_known (const char *name)
{
  for (guint i = 0; known_members[i] != NULL; i++)
    if (strcmp (name, known_members[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The first unknown member, so a typo or a position form the review cannot
 * use ("black"/"white" set-up stones, "opening", "play") is named. */
static gboolean
check_members (RefereeContext *ctx)
{
  g_autoptr(GList) members = json_object_get_members (ctx->input);

  for (GList *l = members; l != NULL; l = l->next)
    if (!is_known (l->data))
      return referee_fail (ctx, "%s: not a member of a game to review (expected \"moves\", \"sgf\" or "
                           "\"psq\", with \"rule\" and \"size\" or \"width\" and \"height\")",
                           (const char *) l->data);
  return TRUE;
}

static GmkGameRecord *
read_moves (RefereeContext *ctx,
            JsonNode       *node)
{
  g_autoptr(GmkGameRecord) record = NULL;
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      referee_fail (ctx, "moves: expected an array of points, got %s", referee_type_name (node));
      return NULL;
    }
  array = json_node_get_array (node);
  record = gmk_game_record_new (ctx->width, ctx->height);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("moves[%u]", i);
      int x, y;

      if (!referee_read_point (ctx, json_array_get_element (array, i), where, &x, &y))
        return NULL;
      if (!gmk_game_record_add_move (record, x, y))
        {
          referee_fail (ctx, "moves: more than %d moves", GMK_MAX_PLY);
          return NULL;
        }
    }
  return g_steal_pointer (&record);
}

/* A whole SGF or PSQ file as a string; "rule" names the rule of a file
 * without one and must agree with one that has it. */
static GmkGameRecord *
read_file_member (RefereeContext *ctx,
                  const char     *member,
                  gboolean        has_rule)
{
  JsonNode *node = json_object_get_member (ctx->input, member);
  g_autoptr(GError) error = NULL;
  GmkGameRecord *record;
  const char *text;

  if (!referee_node_is_string (node))
    {
      referee_fail (ctx, "%s: expected a string holding the file, got %s", member, referee_type_name (node));
      return NULL;
    }
  if (json_object_has_member (ctx->input, "size") || json_object_has_member (ctx->input, "width") ||
      json_object_has_member (ctx->input, "height"))
    {
      referee_fail (ctx, "%s: the board size comes from the file", member);
      return NULL;
    }
  text = json_node_get_string (node);
  record = strcmp (member, "sgf") == 0 ? gmk_gamefile_read_sgf (text, strlen (text), &error)
                                       : gmk_gamefile_read_psq (text, strlen (text), &error);
  if (record == NULL)
    {
      referee_fail (ctx, "%s: %s", member, error->message);
      return NULL;
    }
  if (record->has_rule && has_rule && record->rule != ctx->rule)
    {
      referee_fail (ctx, "rule: \"%s\" contradicts the file, which says %s", gmk_rule_name (ctx->rule),
                    gmk_rule_name (record->rule));
      gmk_game_record_free (record);
      return NULL;
    }
  return record;
}

GmkGameRecord *
gmk_cli_review_read_json (const char  *data,
                          gsize        length,
                          GmkRule     *rule,
                          GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) parse_error = NULL;
  GmkGameRecord *record = NULL;
  RefereeContext ctx = { 0 };
  JsonNode *root;
  const char *forms[] = { "moves", "sgf", "psq" };
  guint n_forms = 0;
  gboolean has_rule;

  if (!json_parser_load_from_data (parser, data, (gssize) length, &parse_error))
    {
      g_set_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_SYNTAX, "not valid JSON: %s",
                   parse_error->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_FORMAT,
                           "the JSON input must be an object holding a game");
      return NULL;
    }
  ctx.input = json_node_get_object (root);
  ctx.rule = *rule;
  has_rule = json_object_has_member (ctx.input, "rule");

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    n_forms += json_object_has_member (ctx.input, forms[i]);
  if (n_forms != 1)
    referee_fail (&ctx, n_forms == 0 ? "no game: give \"moves\", \"sgf\" or \"psq\""
                                     : "give one of \"moves\", \"sgf\" and \"psq\", not several");
  else if (check_members (&ctx) && referee_read_rule_and_size (&ctx))
    {
      if (json_object_has_member (ctx.input, "moves"))
        {
          record = read_moves (&ctx, json_object_get_member (ctx.input, "moves"));
          if (record != NULL)
            {
              record->rule = ctx.rule;
              record->has_rule = TRUE;
            }
        }
      else
        record = read_file_member (&ctx, json_object_has_member (ctx.input, "sgf") ? "sgf" : "psq", has_rule);
    }

  if (record == NULL)
    {
      g_set_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_UNSUPPORTED, "%s",
                   ctx.error != NULL ? ctx.error : "not a game");
      g_free (ctx.error);
      return NULL;
    }
  *rule = ctx.rule;
  g_free (ctx.error);
  return record;
}
