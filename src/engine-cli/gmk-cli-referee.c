/* gmk-cli-referee.c: `gomoku-engine referee`, a JSON position in, a JSON
 * ruling out.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is read into a GmkPosition by one of the position readers below
 * (stones set up by hand, or moves played from an empty board); other game
 * sources plug in as further readers.  Then the optional "play" move is
 * tried, and the position is described.  Anything malformed ends with exit
 * status 2 and {"error": "..."}; a ruling, legal move or not, exits 0.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "gmk-cli.h"
#include "gmk-cli-referee-private.h"
#include "gmk-record-file.h"
#include "gmk-notation.h"
#include "gmk-rules.h"

#define MAX_INPUT_BYTES (1024 * 1024)
#define MAX_JSON_DEPTH  32

/* Reads the position from the input object into pos (already initialised
 * with the rule and size).  Returns FALSE with ctx->error set. */
typedef gboolean (*PositionReader) (RefereeContext *ctx,
                                    GmkPosition    *pos);

static gboolean read_stones (RefereeContext *ctx, GmkPosition *pos);
static gboolean read_sgf    (RefereeContext *ctx, GmkPosition *pos);
static gboolean read_psq    (RefereeContext *ctx, GmkPosition *pos);

/* The first reader whose member is present wins; "black"/"white" set-up is
 * the default.  `members` lists what else that reader accepts. */
static const struct {
  const char     *member;
  PositionReader  read;
  const char     *members[6];
} position_readers[] = {
  /* A game from its start, under an opening rule (gmk-cli-referee-opening.c). */
  { "moves",   referee_read_game, { "moves", "opening", NULL } },
  { "actions", referee_read_game, { "actions", "opening", NULL } },
  { "opening", referee_read_game, { "opening", NULL } },
  { "sgf",   read_sgf,   { "sgf", NULL } },
  { "psq",   read_psq,   { "psq", NULL } },
  { NULL,    read_stones, { "black", "white", "captured_pairs", "to_move", NULL } },
};

/* Members every input may have, whatever the reader. */
static const char * const common_members[] = {
  "rule", "size", "width", "height", "play", NULL,
};

gboolean
referee_fail (RefereeContext *ctx,
      const char     *format,
      ...)
{
  va_list args;

  if (ctx->error == NULL)
    {
      va_start (args, format);
      ctx->error = g_strdup_vprintf (format, args);
      va_end (args);
    }
  return FALSE;
}

const char *
referee_type_name (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT: return "an object";
    case JSON_NODE_ARRAY:  return "an array";
    case JSON_NODE_NULL:   return "null";
    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_STRING:  return "a string";
        case G_TYPE_BOOLEAN: return "a boolean";
        case G_TYPE_DOUBLE:  return "a fractional number";
        default:             return "a number";
        }
    default:
      return "something else";
    }
}

static gboolean
node_is_int (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}

gboolean
referee_node_is_string (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

gboolean
referee_read_int (RefereeContext *ctx,
          JsonNode       *node,
          const char     *where,
          int             min,
          int             max,
          int            *out)
{
  gint64 value;

  if (!node_is_int (node))
    return referee_fail (ctx, "%s: expected an integer, got %s", where, referee_type_name (node));
  value = json_node_get_int (node);
  if (value < min || value > max)
    return referee_fail (ctx, "%s: %" G_GINT64_FORMAT " is out of range %d..%d", where, value, min, max);
  *out = (int) value;
  return TRUE;
}

/* A point: "h8" in renju notation or [x, y] (0-based, y from the top). */
gboolean
referee_read_point (RefereeContext *ctx,
            JsonNode       *node,
            const char     *where,
            int            *x,
            int            *y)
{
  if (referee_node_is_string (node))
    {
      const char *text = json_node_get_string (node);

      if (!gmk_notation_parse (text, ctx->width, ctx->height, x, y))
        return referee_fail (ctx, "%s: \"%s\" is not a point of a %dx%d board (expected e.g. \"h8\" or [x, y])",
                     where, text, ctx->width, ctx->height);
      return TRUE;
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      g_autofree char *where_x = g_strdup_printf ("%s[0]", where);
      g_autofree char *where_y = g_strdup_printf ("%s[1]", where);

      if (json_array_get_length (array) != 2)
        return referee_fail (ctx, "%s: a point array must be [x, y], got %u elements",
                     where, json_array_get_length (array));
      return referee_read_int (ctx, json_array_get_element (array, 0), where_x, 0, ctx->width - 1, x) &&
             referee_read_int (ctx, json_array_get_element (array, 1), where_y, 0, ctx->height - 1, y);
    }
  return referee_fail (ctx, "%s: expected a point (\"h8\" or [x, y]), got %s", where, referee_type_name (node));
}

static gboolean
read_color (RefereeContext *ctx,
            JsonNode       *node,
            const char     *where,
            GmkColor       *color)
{
  const char *text;

  if (!referee_node_is_string (node))
    return referee_fail (ctx, "%s: expected \"black\" or \"white\", got %s", where, referee_type_name (node));
  text = json_node_get_string (node);
  if (strcmp (text, "black") == 0)
    *color = GMK_BLACK;
  else if (strcmp (text, "white") == 0)
    *color = GMK_WHITE;
  else
    return referee_fail (ctx, "%s: expected \"black\" or \"white\", got \"%s\"", where, text);
  return TRUE;
}

static const char *
color_name (GmkColor color)
{
  return color == GMK_BLACK ? "black" : "white";
}

static char *
point_name (int  index,
            int  height,
            char buf[GMK_NOTATION_MAX])
{
  return gmk_notation_format (gmk_board_x (index), gmk_board_y (index), height, buf);
}

/* ------------------------------------------------------------------------ */
/* Position readers                                                           */

static gboolean
read_stones (RefereeContext *ctx,
             GmkPosition    *pos)
{
  static const char * const colour_members[] = { NULL, "black", "white" };
  GmkBoard *board = &pos->board;
  JsonNode *node;
  int placed[3];
  GmkColor to_move;

  for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
    {
      JsonArray *array;

      node = json_object_get_member (ctx->input, colour_members[color]);
      if (node == NULL)
        continue;
      if (!JSON_NODE_HOLDS_ARRAY (node))
        return referee_fail (ctx, "%s: expected an array of points, got %s",
                     colour_members[color], referee_type_name (node));
      array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *where = g_strdup_printf ("%s[%u]", colour_members[color], i);
          char buf[GMK_NOTATION_MAX];
          int x, y, index;

          if (!referee_read_point (ctx, json_array_get_element (array, i), where, &x, &y))
            return FALSE;
          index = gmk_board_index (x, y);
          if (board->cell[index] != GMK_EMPTY)
            return referee_fail (ctx, "%s: %s already holds a %s stone", where,
                         gmk_notation_format (x, y, ctx->height, buf),
                         color_name (board->cell[index]));
          gmk_board_put (board, index, color);
        }
    }

  node = json_object_get_member (ctx->input, "captured_pairs");
  if (node != NULL)
    {
      JsonObject *pairs;
      GList *members;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return referee_fail (ctx, "captured_pairs: expected an object {\"black\": n, \"white\": n}, got %s",
                     referee_type_name (node));
      pairs = json_node_get_object (node);
      members = json_object_get_members (pairs);
      for (GList *l = members; l != NULL; l = l->next)
        if (strcmp (l->data, "black") != 0 && strcmp (l->data, "white") != 0)
          {
            referee_fail (ctx, "captured_pairs: unknown member \"%s\" (expected black, white)",
                  (const char *) l->data);
            g_list_free (members);
            return FALSE;
          }
      g_list_free (members);

      for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
        {
          g_autofree char *where = g_strdup_printf ("captured_pairs.%s", colour_members[color]);
          JsonNode *count = json_object_get_member (pairs, colour_members[color]);
          int n;

          if (count == NULL)
            continue;
          if (!referee_read_int (ctx, count, where, 0, GMK_CAPTURE_WIN_PAIRS, &n))
            return FALSE;
          if (n > 0 && !gmk_rule_has_captures (ctx->rule))
            return referee_fail (ctx, "%s: the rule %s has no captures", where, gmk_rule_name (ctx->rule));
          gmk_board_set_captured_pairs (board, color, n);
        }
    }

  /* Without to_move: the side that has placed fewer stones (captured stones
   * were placed too), black when even. */
  placed[GMK_BLACK] = board->stones[GMK_BLACK] + 2 * board->captured_pairs[GMK_WHITE];
  placed[GMK_WHITE] = board->stones[GMK_WHITE] + 2 * board->captured_pairs[GMK_BLACK];
  to_move = placed[GMK_BLACK] > placed[GMK_WHITE] ? GMK_WHITE : GMK_BLACK;

  node = json_object_get_member (ctx->input, "to_move");
  if (node != NULL && !read_color (ctx, node, "to_move", &to_move))
    return FALSE;
  if (to_move != board->to_move)
    gmk_board_switch_side (board);

  gmk_position_setup_done (pos);
  return TRUE;
}

/* A whole SGF or PSQ file as a string: the file gives the size, and the
 * rule too when it has one (SGF RU[]); "rule" fills in for PSQ. */
static gboolean
read_game_record (RefereeContext *ctx,
                  GmkPosition    *pos,
                  const char     *member)
{
  JsonNode *node = json_object_get_member (ctx->input, member);
  g_autoptr(GmkGameRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const char *text;

  if (!referee_node_is_string (node))
    return referee_fail (ctx, "%s: expected a string holding the file, got %s", member, referee_type_name (node));
  for (const char * const *size = (const char * const []) { "size", "width", "height", NULL }; *size != NULL; size++)
    if (json_object_has_member (ctx->input, *size))
      return referee_fail (ctx, "%s: the board size comes from the %s file", *size, member);

  text = json_node_get_string (node);
  if (strcmp (member, "sgf") == 0)
    record = gmk_gamefile_read_sgf (text, strlen (text), &error);
  else
    record = gmk_gamefile_read_psq (text, strlen (text), &error);
  if (record == NULL)
    return referee_fail (ctx, "%s: %s", member, error->message);
  if (record->has_rule && json_object_has_member (ctx->input, "rule") && record->rule != ctx->rule)
    return referee_fail (ctx, "rule: \"%s\" contradicts the file, which says %s", gmk_rule_name (ctx->rule),
                 gmk_rule_name (record->rule));
  if (!gmk_game_record_replay (record, ctx->rule, pos, &error))
    return referee_fail (ctx, "%s: %s", member, error->message);

  ctx->rule = pos->board.rule;
  ctx->width = pos->board.width;
  ctx->height = pos->board.height;
  return TRUE;
}

static gboolean
read_sgf (RefereeContext *ctx,
          GmkPosition    *pos)
{
  return read_game_record (ctx, pos, "sgf");
}

static gboolean
read_psq (RefereeContext *ctx,
          GmkPosition    *pos)
{
  return read_game_record (ctx, pos, "psq");
}

/* ------------------------------------------------------------------------ */

static gboolean
member_in (const char        *name,
           const char * const *list)
{
  for (int i = 0; list[i] != NULL; i++)
    if (strcmp (name, list[i]) == 0)
      return TRUE;
  return FALSE;
}

/* "rule" (ctx->rule stays as it is when absent) and "size", or "width" and
 * "height" (15 by 15 when absent). */
gboolean
referee_read_rule_and_size (RefereeContext *ctx)
{
  JsonNode *rule = json_object_get_member (ctx->input, "rule");
  JsonNode *size = json_object_get_member (ctx->input, "size");
  JsonNode *width = json_object_get_member (ctx->input, "width");
  JsonNode *height = json_object_get_member (ctx->input, "height");

  if (rule != NULL)
    {
      if (!referee_node_is_string (rule))
        return referee_fail (ctx, "rule: expected a string, got %s", referee_type_name (rule));
      if (!gmk_rule_from_name (json_node_get_string (rule), &ctx->rule))
        return referee_fail (ctx, "rule: unknown rule \"%s\" (expected freestyle, standard, renju, caro, caro5, ninuki or pente)",
                     json_node_get_string (rule));
    }

  ctx->width = ctx->height = 15;
  if (size != NULL && (width != NULL || height != NULL))
    return referee_fail (ctx, "size: give either size or width and height, not both");
  if (size != NULL)
    {
      if (!referee_read_int (ctx, size, "size", GMK_MIN_SIZE, GMK_MAX_SIZE, &ctx->width))
        return FALSE;
      ctx->height = ctx->width;
    }
  if (width != NULL || height != NULL)
    {
      if (width == NULL || height == NULL)
        return referee_fail (ctx, "%s: width and height go together", width == NULL ? "height" : "width");
      if (!referee_read_int (ctx, width, "width", GMK_MIN_SIZE, GMK_MAX_SIZE, &ctx->width) ||
          !referee_read_int (ctx, height, "height", GMK_MIN_SIZE, GMK_MAX_SIZE, &ctx->height))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_position (RefereeContext *ctx,
               GmkPosition    *pos)
{
  guint reader = 0;
  GList *members;
  gboolean ok = TRUE;

  while (position_readers[reader].member != NULL &&
         !json_object_has_member (ctx->input, position_readers[reader].member))
    reader++;

  /* Reject what this reader would ignore: a typo must not go unnoticed. */
  members = json_object_get_members (ctx->input);
  for (GList *l = members; l != NULL && ok; l = l->next)
    {
      const char *name = l->data;

      if (member_in (name, common_members) || member_in (name, position_readers[reader].members))
        continue;
      for (guint r = 0; r < G_N_ELEMENTS (position_readers); r++)
        if (member_in (name, position_readers[r].members))
          {
            ok = referee_fail (ctx, "%s: cannot be combined with \"%s\"", name,
                       position_readers[reader].member != NULL ?
                       position_readers[reader].member : "black/white");
            break;
          }
      if (ok)
        ok = referee_fail (ctx, "%s: unknown member", name);
    }
  g_list_free (members);
  if (!ok)
    return FALSE;

  ctx->rule = GMK_RULE_FREESTYLE;
  if (!referee_read_rule_and_size (ctx))
    return FALSE;
  gmk_position_init (pos, ctx->width, ctx->height, ctx->rule);
  return position_readers[reader].read (ctx, pos);
}

JsonNode *
referee_point_list (const int *indices,
                 int        n,
                 int        height)
{
  JsonArray *array = json_array_sized_new (n);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);
  char buf[GMK_NOTATION_MAX];

  for (int i = 0; i < n; i++)
    json_array_add_string_element (array, point_name (indices[i], height, buf));
  json_node_take_array (node, array);
  return node;
}

static void
add_ruling (JsonBuilder *builder,
            GmkPosition *pos)
{
  GmkBoard *board = &pos->board;
  g_autofree int *indices = g_new (int, GMK_CELLS);
  g_autofree GmkReason *reasons = g_new (GmkReason, GMK_CELLS);
  char buf[GMK_NOTATION_MAX];
  int n;

  json_builder_set_member_name (builder, "captured_pairs");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "black");
  json_builder_add_int_value (builder, board->captured_pairs[GMK_BLACK]);
  json_builder_set_member_name (builder, "white");
  json_builder_add_int_value (builder, board->captured_pairs[GMK_WHITE]);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "to_move");
  json_builder_add_string_value (builder, color_name (board->to_move));
  json_builder_set_member_name (builder, "result");
  json_builder_add_string_value (builder, gmk_result_name (pos->status.result));
  json_builder_set_member_name (builder, "how");
  if (pos->status.how != GMK_HOW_NONE)
    json_builder_add_string_value (builder, gmk_how_name (pos->status.how));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "pending_five");
  if (pos->status.pending_five != GMK_EMPTY)
    json_builder_add_string_value (builder, color_name (pos->status.pending_five));
  else
    json_builder_add_null_value (builder);

  n = gmk_position_winning_line (pos, indices);
  json_builder_set_member_name (builder, "winning_line");
  json_builder_add_value (builder, referee_point_list (indices, n, board->height));

  n = gmk_position_forbidden_points (pos, indices, reasons);
  json_builder_set_member_name (builder, "forbidden");
  json_builder_begin_array (builder);
  for (int i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "point");
      json_builder_add_string_value (builder, point_name (indices[i], board->height, buf));
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, gmk_reason_name (reasons[i]));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
print_node (JsonNode *root)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
  fflush (stdout);
}

static int
print_error (const char *message)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "error");
  json_builder_add_string_value (builder, message);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  print_node (root);
  return 2;
}

static char *
read_all_stdin (gsize   *length,
                gboolean *too_large)
{
  GString *text = g_string_new (NULL);
  char chunk[4096];
  size_t n;

  *too_large = FALSE;
  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    {
      if (text->len + n > MAX_INPUT_BYTES)
        {
          *too_large = TRUE;
          break;
        }
      g_string_append_len (text, chunk, n);
    }
  *length = text->len;
  return g_string_free (text, FALSE);
}

/* json-glib parses nested values recursively and stops at the first
 * complete value: refuse nesting deep enough to exhaust the stack, and
 * anything after the one object, before handing the text over. */
static gboolean
check_json_shape (const char *text,
                  gsize       length,
                  char      **message)
{
  gboolean in_string = FALSE, escaped = FALSE, closed = FALSE;
  int depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (in_string)
        {
          if (escaped)
            escaped = FALSE;
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (closed)
        {
          if (!g_ascii_isspace (c))
            {
              *message = g_strdup_printf ("input: unexpected text after the JSON object at byte %" G_GSIZE_FORMAT, i);
              return FALSE;
            }
          continue;
        }
      switch (c)
        {
        case '"':
          in_string = TRUE;
          break;
        case '{':
        case '[':
          if (++depth > MAX_JSON_DEPTH)
            {
              *message = g_strdup_printf ("input: nested deeper than %d levels at byte %" G_GSIZE_FORMAT,
                                          MAX_JSON_DEPTH, i);
              return FALSE;
            }
          break;
        case '}':
        case ']':
          /* Unbalanced brackets are the parser's to report. */
          if (--depth <= 0)
            closed = depth == 0;
          if (depth < 0)
            return TRUE;
          break;
        default:
          break;
        }
    }
  return TRUE;
}

int
gmk_cli_referee (int    argc,
                 char **argv)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) output = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree GmkPosition *pos = NULL;
  g_autofree char *text = NULL;
  g_autofree char *shape_error = NULL;
  RefereeContext ctx = { 0 };
  JsonNode *root, *play;
  gboolean too_large;
  gsize length;
  int status = 0;

  if (argc > 1)
    return print_error ("referee takes no arguments: it reads one JSON object on stdin");

  text = read_all_stdin (&length, &too_large);
  if (too_large)
    return print_error ("input: larger than 1 MiB");
  if (!g_utf8_validate (text, length, NULL))
    return print_error ("input: not valid UTF-8");
  if (!check_json_shape (text, length, &shape_error))
    return print_error (shape_error);
  if (!json_parser_load_from_data (parser, text, length, &error))
    {
      g_autofree char *message = g_strdup_printf ("input: not valid JSON: %s", error->message);
      return print_error (message);
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_autofree char *message = g_strdup_printf ("input: expected a JSON object, got %s",
                                                  root == NULL ? "nothing" : referee_type_name (root));
      return print_error (message);
    }

  ctx.input = json_node_get_object (root);
  pos = g_new0 (GmkPosition, 1);
  builder = json_builder_new ();
  json_builder_begin_object (builder);

  if (!read_position (&ctx, pos))
    goto error;

  play = json_object_get_member (ctx.input, "play");
  if (play != NULL && ctx.has_opening)
    {
      if (!referee_play_action (&ctx, pos, play, builder))
        goto error;
    }
  else if (play != NULL)
    {
      int16_t captured[GMK_MAX_CAPTURED_PER_MOVE];
      int captured_indices[GMK_MAX_CAPTURED_PER_MOVE];
      GmkReason reason;
      int x, y, n = 0;

      if (!referee_read_point (&ctx, play, "play", &x, &y))
        goto error;
      reason = gmk_position_check (pos, x, y);
      if (reason == GMK_REASON_NONE)
        {
          n = gmk_board_captures_of (&pos->board, gmk_board_index (x, y), pos->board.to_move, captured);
          gmk_position_play (pos, x, y);
        }
      for (int i = 0; i < n; i++)
        captured_indices[i] = captured[i];

      json_builder_set_member_name (builder, "legal");
      json_builder_add_boolean_value (builder, reason == GMK_REASON_NONE);
      json_builder_set_member_name (builder, "reason");
      if (reason != GMK_REASON_NONE)
        json_builder_add_string_value (builder, gmk_reason_name (reason));
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "captured");
      json_builder_add_value (builder, referee_point_list (captured_indices, n, pos->board.height));
    }

  add_ruling (builder, pos);
  referee_add_opening (&ctx, pos, builder);
  json_builder_end_object (builder);
  output = json_builder_get_root (builder);
  print_node (output);
  return status;

error:
  status = print_error (ctx.error);
  g_free (ctx.error);
  return status;
}
