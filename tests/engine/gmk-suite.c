/* gmk-suite.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-suite.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-notation.h"
#include "gmk-rules.h"

static void
field_free (gpointer data)
{
  GmkSuiteField *field = data;

  g_free (field->key);
  g_free (field->value);
  g_free (field);
}

static void
block_free (gpointer data)
{
  GmkSuiteBlock *block = data;

  g_free (block->file);
  g_free (block->id);
  g_free (block->title);
  g_ptr_array_unref (block->fields);
  g_free (block);
}

static void
add_field (GmkSuiteBlock *block,
           const char    *key,
           const char    *value,
           int            line)
{
  GmkSuiteField *field = g_new0 (GmkSuiteField, 1);

  field->key = g_strdup (key);
  field->value = g_strstrip (g_strdup (value));
  field->line = line;
  g_ptr_array_add (block->fields, field);
}

GPtrArray *
gmk_suite_load (const char  *path,
                GError     **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  g_auto(GStrv) lines = NULL;
  GPtrArray *blocks;
  GmkSuiteBlock *block = NULL;
  g_autofree char *last_key = NULL;

  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;

  blocks = g_ptr_array_new_with_free_func (block_free);
  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i];
      const char *colon;
      g_autofree char *key = NULL;

      g_strchomp (line);
      if (g_str_has_prefix (line, "==="))
        {
          g_autofree char *rest = g_strstrip (g_strdup (line + 3));
          char *space = strpbrk (rest, " \t");

          block = g_new0 (GmkSuiteBlock, 1);
          block->file = g_strdup (basename);
          block->line = i + 1;
          block->fields = g_ptr_array_new_with_free_func (field_free);
          if (space != NULL)
            {
              *space = '\0';
              block->title = g_strstrip (g_strdup (space + 1));
            }
          else
            block->title = g_strdup ("");
          block->id = g_strdup (rest);
          g_ptr_array_add (blocks, block);
          g_clear_pointer (&last_key, g_free);
          continue;
        }
      if (block == NULL || line[0] == '\0' || line[0] == '#' || line[0] == '|')
        continue;

      if (g_ascii_isspace (line[0]))
        {
          if (last_key == NULL)
            {
              g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                           "%s:%d: indented line without a field above it", basename, i + 1);
              g_ptr_array_unref (blocks);
              return NULL;
            }
          add_field (block, last_key, line, i + 1);
          continue;
        }

      colon = strchr (line, ':');
      if (colon == NULL)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                       "%s:%d: expected \"key: value\", got \"%s\"", basename, i + 1, line);
          g_ptr_array_unref (blocks);
          return NULL;
        }
      /* "expected (asserted by ...):" has the key "expected". */
      key = g_strndup (line, strcspn (line, ": \t("));
      add_field (block, key, colon + 1, i + 1);
      g_free (last_key);
      last_key = g_steal_pointer (&key);
    }
  return blocks;
}

const char *
gmk_suite_block_get (const GmkSuiteBlock *block,
                     const char          *key)
{
  for (guint i = 0; i < block->fields->len; i++)
    {
      const GmkSuiteField *field = g_ptr_array_index (block->fields, i);

      if (strcmp (field->key, key) == 0)
        return field->value;
    }
  return NULL;
}

const char **
gmk_suite_block_get_all (const GmkSuiteBlock *block,
                         const char          *key)
{
  const char **values = g_new0 (const char *, block->fields->len + 1);
  int n = 0;

  for (guint i = 0; i < block->fields->len; i++)
    {
      const GmkSuiteField *field = g_ptr_array_index (block->fields, i);

      if (strcmp (field->key, key) == 0 && field->value[0] != '\0')
        values[n++] = field->value;
    }
  return values;
}

gboolean
gmk_suite_parse_point (const char    *text,
                       int            size,
                       GmkSuitePoint *point)
{
  if (strchr (text, ',') != NULL)
    {
      int x, y, consumed = 0;

      if (sscanf (text, "%d,%d%n", &x, &y, &consumed) != 2 || text[consumed] != '\0' ||
          x < 0 || y < 0 || x >= size || y >= size)
        return FALSE;
      point->x = x;
      point->y = y;
      return TRUE;
    }
  return gmk_notation_parse (text, size, size, &point->x, &point->y);
}

gboolean
gmk_suite_parse_points (const char  *text,
                        int          size,
                        GArray      *points,
                        GError     **error)
{
  g_auto(GStrv) tokens = NULL;

  if (g_str_has_prefix (text, "(none"))
    return TRUE;
  tokens = g_strsplit_set (text, " \t", -1);
  for (int i = 0; tokens[i] != NULL; i++)
    {
      GmkSuitePoint point;

      if (tokens[i][0] == '\0')
        continue;
      if (!gmk_suite_parse_point (tokens[i], size, &point))
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                       "\"%s\" is not a point of a %dx%d board", tokens[i], size, size);
          return FALSE;
        }
      g_array_append_val (points, point);
    }
  return TRUE;
}

void
gmk_suite_position_init (GmkSuitePosition *pos,
                         GmkRule           rule,
                         int               size)
{
  memset (pos, 0, sizeof *pos);
  pos->rule = rule;
  pos->size = size;
  pos->to_move = GMK_EMPTY;
  pos->stones[GMK_BLACK] = g_array_new (FALSE, FALSE, sizeof (GmkSuitePoint));
  pos->stones[GMK_WHITE] = g_array_new (FALSE, FALSE, sizeof (GmkSuitePoint));
}

void
gmk_suite_position_clear (GmkSuitePosition *pos)
{
  g_clear_pointer (&pos->stones[GMK_BLACK], g_array_unref);
  g_clear_pointer (&pos->stones[GMK_WHITE], g_array_unref);
}

static gboolean
parse_color_word (const char *text,
                  GmkColor   *color)
{
  if (g_str_has_prefix (text, "black"))
    *color = GMK_BLACK;
  else if (g_str_has_prefix (text, "white"))
    *color = GMK_WHITE;
  else
    return FALSE;
  return TRUE;
}

gboolean
gmk_suite_block_position (const GmkSuiteBlock *block,
                          GmkSuitePosition    *pos,
                          GError             **error)
{
  const char *rule = gmk_suite_block_get (block, "rule");
  const char *size = gmk_suite_block_get (block, "size");
  const char *to_move = gmk_suite_block_get (block, "to_move");
  const char *pairs = gmk_suite_block_get (block, "pairs_captured_before");
  static const char * const colours[] = { NULL, "black", "white" };

  if (rule != NULL)
    {
      /* The 42-school subject's rule is our ninuki on 19x19. */
      if (g_str_has_prefix (rule, "42-gomoku"))
        {
          pos->rule = GMK_RULE_NINUKI;
          pos->size = 19;
        }
      else if (!gmk_rule_from_name (rule, &pos->rule))
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "unknown rule \"%s\"", rule);
          return FALSE;
        }
    }
  if (size != NULL)
    {
      int n = atoi (size);

      if (n < GMK_MIN_SIZE || n > GMK_MAX_SIZE)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "bad size \"%s\"", size);
          return FALSE;
        }
      pos->size = n;
    }

  for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
    {
      const char *stones = gmk_suite_block_get (block, colours[color]);

      if (stones == NULL)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "no \"%s:\" line", colours[color]);
          return FALSE;
        }
      if (!gmk_suite_parse_points (stones, pos->size, pos->stones[color], error))
        return FALSE;
    }

  if (pairs != NULL &&
      (sscanf (pairs, "black=%d white=%d", &pos->pairs[GMK_BLACK], &pos->pairs[GMK_WHITE]) != 2 ||
       pos->pairs[GMK_BLACK] < 0 || pos->pairs[GMK_WHITE] < 0))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "bad pairs_captured_before \"%s\"", pairs);
      return FALSE;
    }

  if (to_move != NULL && !parse_color_word (to_move, &pos->to_move))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "bad to_move \"%s\"", to_move);
      return FALSE;
    }
  return TRUE;
}

gboolean
gmk_suite_point_in (const GArray *points,
                    int           x,
                    int           y)
{
  for (guint i = 0; i < points->len; i++)
    {
      const GmkSuitePoint *p = &g_array_index (points, GmkSuitePoint, i);

      if (p->x == x && p->y == y)
        return TRUE;
    }
  return FALSE;
}

void
gmk_suite_position_setup (const GmkSuitePosition *pos,
                          GmkPosition            *out)
{
  gmk_position_init (out, pos->size, pos->size, pos->rule);
  for (GmkColor color = GMK_BLACK; color <= GMK_WHITE; color++)
    {
      for (guint i = 0; i < pos->stones[color]->len; i++)
        {
          const GmkSuitePoint *p = &g_array_index (pos->stones[color], GmkSuitePoint, i);

          gmk_board_put (&out->board, gmk_board_index (p->x, p->y), color);
        }
      if (out->board.captures)
        gmk_board_set_captured_pairs (&out->board, color, pos->pairs[color]);
    }
  if (pos->to_move != GMK_EMPTY && out->board.to_move != pos->to_move)
    gmk_board_switch_side (&out->board);
  gmk_position_setup_done (out);
}

/* ----------------------------------------------------------------- tactics */

/* What the array holds: the tactic first, so a TacticEntry* is a
 * GmkSuiteTactic*. */
typedef struct {
  GmkSuiteTactic  tactic;
  GPtrArray      *blocks;   /* keeps the tactic's block alive */
} TacticEntry;

static void
tactic_free (gpointer data)
{
  TacticEntry *entry = data;

  gmk_suite_position_clear (&entry->tactic.position);
  g_array_unref (entry->tactic.answers);
  g_ptr_array_unref (entry->blocks);
  g_free (entry);
}

/* Appends the points among the words of `text`, up to the first word that
 * is not one ("k11 NOTE: ..." ends at NOTE:). */
static void
add_leading_points (GArray     *points,
                    const char *text,
                    int         size)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);

  for (int i = 0; words[i] != NULL; i++)
    {
      GmkSuitePoint point;

      if (words[i][0] == '\0')
        continue;
      if (!gmk_suite_parse_point (words[i], size, &point))
        break;
      if (!gmk_suite_point_in (points, point.x, point.y))
        g_array_append_val (points, point);
    }
}

GPtrArray *
gmk_suite_load_tactics (GError **error)
{
  static const char all_marker[] = "all first moves achieving that length:";
  const char *dir = g_getenv ("GMK_POSITIONS_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) blocks = NULL;
  g_autoptr(GPtrArray) tactics = NULL;

  if (dir == NULL)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   "GMK_POSITIONS_DIR is not set: run the test through meson test");
      return NULL;
    }
  path = g_build_filename (dir, "tactics_freestyle.txt", NULL);
  blocks = gmk_suite_load (path, error);
  if (blocks == NULL)
    return NULL;

  tactics = g_ptr_array_new_with_free_func (tactic_free);
  for (guint i = 0; i < blocks->len; i++)
    {
      const GmkSuiteBlock *block = g_ptr_array_index (blocks, i);
      TacticEntry *entry = g_new0 (TacticEntry, 1);
      GmkSuiteTactic *tactic = &entry->tactic;
      g_autoptr(GError) block_error = NULL;
      const char *source = gmk_suite_block_get (block, "winning_first_move_source");
      const char *computed = gmk_suite_block_get (block, "freestyle_computed");
      const char *all = computed != NULL ? strstr (computed, all_marker) : NULL;

      entry->blocks = g_ptr_array_ref (blocks);
      tactic->block = block;
      tactic->answers = g_array_new (FALSE, FALSE, sizeof (GmkSuitePoint));
      gmk_suite_position_init (&tactic->position, GMK_RULE_FREESTYLE, 15);
      g_ptr_array_add (tactics, entry);

      if (!gmk_suite_block_position (block, &tactic->position, &block_error))
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s:%d (%s): %s",
                       block->file, block->line, block->id, block_error->message);
          return NULL;
        }
      /* The suite is freestyle whatever rule its source stated. */
      tactic->position.rule = GMK_RULE_FREESTYLE;
      if (tactic->position.to_move == GMK_EMPTY)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s:%d (%s): no to_move",
                       block->file, block->line, block->id);
          return NULL;
        }
      if (source != NULL)
        add_leading_points (tactic->answers, source, tactic->position.size);
      if (all != NULL)
        add_leading_points (tactic->answers, all + strlen (all_marker), tactic->position.size);
    }
  return g_steal_pointer (&tactics);
}
