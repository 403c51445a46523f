/* gmk-cli-referee-opening.c: the referee's games played from the empty
 * board, under an opening rule or none.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An action is a point (a stone placed) or an object with one member:
 * {"choose": "black" | "white" | "place-two"}, {"declare": n},
 * {"offer": [points]}, {"select": point}.  The rules behind them are the
 * engine's (gmk-opening.h); this file only reads and writes JSON.
 */
#include "config.h"

#include <string.h>

#include "gmk-cli-referee-private.h"
#include "gmk-notation.h"

static const char *
color_name (GmkColor color)
{
  return color == GMK_BLACK ? "black" : "white";
}

static gboolean
read_index (RefereeContext *ctx,
            JsonNode       *node,
            const char     *where,
            int            *index)
{
  int x, y;

  if (!referee_read_point (ctx, node, where, &x, &y))
    return FALSE;
  *index = gmk_board_index (x, y);
  return TRUE;
}

static gboolean
read_offers (RefereeContext   *ctx,
             JsonNode         *node,
             const char       *where,
             GmkOpeningAction *action)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return referee_fail (ctx, "%s: expected an array of points, got %s", where, referee_type_name (node));
  array = json_node_get_array (node);
  /* Every point must be well written; only as many as any rule asks for
   * are kept, since a longer list is refused for its length anyway. */
  action->count = (int) MIN (json_array_get_length (array), (guint) G_MAXINT);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where_i = g_strdup_printf ("%s[%u]", where, i);
      int index;

      if (!read_index (ctx, json_array_get_element (array, i), where_i, &index))
        return FALSE;
      if (i < GMK_OPENING_MAX_OFFERS)
        action->offers[i] = index;
    }
  return TRUE;
}

/* One action; with `points_only` (the "moves" list) objects are refused. */
static gboolean
read_action (RefereeContext   *ctx,
             JsonNode         *node,
             const char       *where,
             gboolean          points_only,
             GmkOpeningAction *action)
{
  JsonObject *object;
  const char *name;
  g_autofree char *where_member = NULL;
  JsonNode *value;

  memset (action, 0, sizeof *action);
  if (!JSON_NODE_HOLDS_OBJECT (node) || points_only)
    {
      action->kind = GMK_ACTION_PLACE;
      return read_index (ctx, node, where, &action->index);
    }

  object = json_node_get_object (node);
  if (json_object_get_size (object) != 1)
    return referee_fail (ctx, "%s: an action object has one member (choose, declare, offer or select), got %u",
                         where, json_object_get_size (object));
  {
    GList *members = json_object_get_members (object);

    name = members->data;
    g_list_free (members);
  }
  value = json_object_get_member (object, name);
  where_member = g_strdup_printf ("%s.%s", where, name);

  if (strcmp (name, "choose") == 0)
    {
      const char *choice = referee_node_is_string (value) ? json_node_get_string (value) : "";

      if (strcmp (choice, "black") == 0)
        action->kind = GMK_ACTION_TAKE_BLACK;
      else if (strcmp (choice, "white") == 0)
        action->kind = GMK_ACTION_TAKE_WHITE;
      else if (strcmp (choice, "place-two") == 0)
        action->kind = GMK_ACTION_PLACE_TWO;
      else
        return referee_fail (ctx, "%s: expected \"black\", \"white\" or \"place-two\"", where_member);
      return TRUE;
    }
  if (strcmp (name, "declare") == 0)
    {
      action->kind = GMK_ACTION_DECLARE;
      return referee_read_int (ctx, value, where_member, -99, 99, &action->count);
    }
  if (strcmp (name, "offer") == 0)
    {
      action->kind = GMK_ACTION_OFFER;
      return read_offers (ctx, value, where_member, action);
    }
  if (strcmp (name, "select") == 0)
    {
      action->kind = GMK_ACTION_SELECT;
      return read_index (ctx, value, where_member, &action->index);
    }
  return referee_fail (ctx, "%s: unknown action \"%s\" (expected choose, declare, offer or select)", where, name);
}

/* The refusal in words: the opening rule's sentence, or the rule set's
 * reason for a stone. */
static char *
refusal_text (GmkOpeningReason reason,
              GmkReason        move_reason)
{
  if (reason == GMK_OPENING_REASON_MOVE)
    return g_strdup_printf ("%s: %s", gmk_opening_reason_text (reason), gmk_reason_name (move_reason));
  return g_strdup (gmk_opening_reason_text (reason));
}

static gboolean
read_opening_rule (RefereeContext *ctx)
{
  JsonNode *node = json_object_get_member (ctx->input, "opening");
  GmkOpeningRule rule = GMK_OPENING_NONE;
  GmkOpeningReason reason;

  if (node != NULL)
    {
      const char *name;

      if (!referee_node_is_string (node))
        return referee_fail (ctx, "opening: expected a string, got %s", referee_type_name (node));
      name = json_node_get_string (node);
      if (!gmk_opening_rule_from_name (name, &rule))
        return referee_fail (ctx, "opening: unknown opening rule \"%s\" (expected none, pro, long-pro, swap, swap2, "
                             "soosorv8 or taraguchi10)", name);
      reason = gmk_opening_rule_fits (rule, ctx->rule, ctx->width, ctx->height);
      if (reason == GMK_OPENING_REASON_RULE_SET)
        {
          g_autoptr(GString) fits = g_string_new (NULL);

          /* Name the rule sets it does go with: the engine knows which. */
          for (GmkRule r = 0; r < GMK_N_RULES; r++)
            if (gmk_opening_rule_fits (rule, r, ctx->width, ctx->height) != GMK_OPENING_REASON_RULE_SET)
              g_string_append_printf (fits, "%s%s", fits->len > 0 ? ", " : "", gmk_rule_name (r));
          return referee_fail (ctx, "opening: %s does not go with the rule %s (it goes with %s)",
                               name, gmk_rule_name (ctx->rule), fits->str);
        }
      if (reason != GMK_OPENING_OK)
        return referee_fail (ctx, "opening: %s cannot be played on a %dx%d board: %s",
                             name, ctx->width, ctx->height, gmk_opening_reason_text (reason));
      ctx->has_opening = TRUE;
    }
  gmk_opening_init (&ctx->opening, rule);
  return TRUE;
}

gboolean
referee_read_game (RefereeContext *ctx,
                   GmkPosition    *pos)
{
  static const char * const lists[] = { "moves", "actions" };

  if (!read_opening_rule (ctx))
    return FALSE;

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      JsonNode *node = json_object_get_member (ctx->input, lists[l]);
      JsonArray *array;

      if (node == NULL)
        continue;
      if (!JSON_NODE_HOLDS_ARRAY (node))
        return referee_fail (ctx, "%s: expected an array of %s, got %s", lists[l],
                             l == 0 ? "points" : "actions", referee_type_name (node));
      array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *where = g_strdup_printf ("%s[%u]", lists[l], i);
          g_autofree char *text = NULL;
          char buf[GMK_NOTATION_MAX];
          GmkOpeningAction action;
          GmkOpeningReason reason;
          GmkReason move_reason;
          GmkColor mover = pos->board.to_move;

          if (!read_action (ctx, json_array_get_element (array, i), where, l == 0, &action))
            return FALSE;
          reason = gmk_opening_apply (&ctx->opening, pos, &action, &move_reason);
          if (reason == GMK_OPENING_OK)
            continue;
          if (reason == GMK_OPENING_REASON_MOVE && action.kind == GMK_ACTION_PLACE)
            return referee_fail (ctx, "%s: %s cannot be played by %s: %s", where,
                                 gmk_notation_format (gmk_board_x (action.index), gmk_board_y (action.index),
                                                      ctx->height, buf),
                                 color_name (mover), gmk_reason_name (move_reason));
          text = refusal_text (reason, move_reason);
          return referee_fail (ctx, "%s: refused by the opening rule %s at its stage %s: %s", where,
                               gmk_opening_rule_name (ctx->opening.rule),
                               gmk_opening_stage_name (ctx->opening.stage), text);
        }
    }
  return TRUE;
}

gboolean
referee_play_action (RefereeContext *ctx,
                     GmkPosition    *pos,
                     JsonNode       *play,
                     JsonBuilder    *builder)
{
  int16_t captured[GMK_MAX_CAPTURED_PER_MOVE];
  int captured_indices[GMK_MAX_CAPTURED_PER_MOVE];
  GmkOpeningAction action;
  GmkOpeningReason reason;
  GmkReason move_reason;
  int n = 0;

  if (!read_action (ctx, play, "play", FALSE, &action))
    return FALSE;

  reason = gmk_opening_check (&ctx->opening, pos, &action, &move_reason);
  if (reason == GMK_OPENING_OK && (action.kind == GMK_ACTION_PLACE || action.kind == GMK_ACTION_SELECT))
    n = gmk_board_captures_of (&pos->board, action.index, pos->board.to_move, captured);
  if (reason == GMK_OPENING_OK)
    gmk_opening_apply (&ctx->opening, pos, &action, NULL);
  for (int i = 0; i < n; i++)
    captured_indices[i] = captured[i];

  json_builder_set_member_name (builder, "legal");
  json_builder_add_boolean_value (builder, reason == GMK_OPENING_OK);
  json_builder_set_member_name (builder, "reason");
  if (reason == GMK_OPENING_REASON_MOVE)
    json_builder_add_string_value (builder, gmk_reason_name (move_reason));
  else if (reason != GMK_OPENING_OK)
    json_builder_add_string_value (builder, gmk_opening_reason_name (reason));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "message");
  if (reason != GMK_OPENING_OK)
    {
      g_autofree char *text = refusal_text (reason, move_reason);

      json_builder_add_string_value (builder, text);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "captured");
  json_builder_add_value (builder, referee_point_list (captured_indices, n, pos->board.height));
  return TRUE;
}

void
referee_add_opening (RefereeContext *ctx,
                     GmkPosition    *pos,
                     JsonBuilder    *builder)
{
  static const struct {
    GmkOpeningActionKind  kind;
    const char           *name;
  } allowed[] = {
    { GMK_ACTION_PLACE,      "place" },
    { GMK_ACTION_TAKE_BLACK, "black" },
    { GMK_ACTION_TAKE_WHITE, "white" },
    { GMK_ACTION_PLACE_TWO,  "place-two" },
    { GMK_ACTION_DECLARE,    "declare" },
    { GMK_ACTION_OFFER,      "offer" },
    { GMK_ACTION_SELECT,     "select" },
  };
  const GmkOpening *opening = &ctx->opening;

  if (!ctx->has_opening)
    return;

  json_builder_set_member_name (builder, "opening");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, gmk_opening_rule_name (opening->rule));
  json_builder_set_member_name (builder, "stage");
  json_builder_add_string_value (builder, gmk_opening_stage_name (opening->stage));
  json_builder_set_member_name (builder, "actor");
  json_builder_add_string_value (builder, gmk_player_name (opening->actor));
  json_builder_set_member_name (builder, "black");
  json_builder_add_string_value (builder, gmk_player_name (opening->black));
  json_builder_set_member_name (builder, "allowed");
  json_builder_begin_array (builder);
  for (guint i = 0; i < G_N_ELEMENTS (allowed); i++)
    if (gmk_opening_allows (opening, allowed[i].kind))
      json_builder_add_string_value (builder, allowed[i].name);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "declared");
  if (opening->declared > 0)
    json_builder_add_int_value (builder, opening->declared);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "offers");
  json_builder_add_value (builder, referee_point_list (opening->stage == GMK_STAGE_SELECT ? opening->offers : NULL,
                                                      opening->stage == GMK_STAGE_SELECT ? opening->n_offers : 0,
                                                      pos->board.height));
  json_builder_end_object (builder);
}
