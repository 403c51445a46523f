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
