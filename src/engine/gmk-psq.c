/* gmk-psq.c: the Piskvork PSQ reader and writer.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader is a single pass over the lines; every error message names
 * the problem and the line.
 */
#include "config.h"

#include "gmk-psq.h"
#include "gmk-record-text.h"

#include <string.h>

static gboolean G_GNUC_PRINTF (4, 5)
psq_fail (GError    **error,
          int         code,
          int         line,
          const char *format,
          ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, GMK_GAMEFILE_ERROR, code, "Line %d: %s", line, message);
  return FALSE;
}

/* "x,y" or "x,y,time", blanks allowed around the numbers. */
static gboolean
psq_parse_move (const char *line,
                const char *end,
                int        *x,
                int        *y)
{
  const char *comma1 = memchr (line, ',', end - line);
  const char *comma2;
  int time;

  if (comma1 == NULL)
    return FALSE;
  comma2 = memchr (comma1 + 1, ',', end - comma1 - 1);
  if (!gmk_record_parse_small_number (line, comma1, x))
    return FALSE;
  if (comma2 == NULL)
    return gmk_record_parse_small_number (comma1 + 1, end, y);
  if (!gmk_record_parse_small_number (comma1 + 1, comma2, y))
    return FALSE;
  /* The time may be negative in some writers' files; only its form matters. */
  if (comma2 + 1 < end && comma2[1] == '-')
    comma2++;
  return gmk_record_parse_small_number (comma2 + 1, end, &time);
}

/* Our own trailing line, "Opening: swap2 black two": the opening rule and
 * its choices (docs/file-formats.md).  Piskvork ignores it. */
#define PSQ_OPENING "Opening:"

static gboolean
psq_read_opening (GmkGameRecord *record,
                  const char    *text,
                  const char    *end,
                  int            line_number,
                  GError       **error)
{
  g_autofree char *clean = NULL;
  char *space;
  GmkOpeningRule rule;

  while (text < end && *text == ' ')
    text++;
  clean = gmk_record_clean_text (text, end - text, NULL);
  space = strchr (clean, ' ');
  if (space != NULL)
    *space = '\0';
  if (!gmk_opening_rule_from_name (clean, &rule))
    {
      char shown[24];

      gmk_record_copy_printable (shown, sizeof shown, clean, strlen (clean));
      return psq_fail (error, GMK_GAMEFILE_ERROR_UNSUPPORTED, line_number,
                       "unknown opening rule “%s” (known: none, pro, long-pro, swap, swap2, "
                       "soosorv8, taraguchi10)", shown);
    }
  gmk_game_record_set_opening (record, rule);
  if (space != NULL)
    {
      g_strstrip (space + 1);
      if (space[1] != '\0')
        record->opening_choices = g_strdup (space + 1);
    }
  return TRUE;
}

static gboolean
psq_looks_like_move (const char *line,
                     const char *end)
{
  return line < end && (g_ascii_isdigit (line[0]) || line[0] == '-' || line[0] == '+')
         && memchr (line, ',', end - line) != NULL;
}

static gboolean
psq_is_number (const char *line,
               const char *end)
{
  if (line < end && (*line == '-' || *line == '+'))
    line++;
  if (line == end)
    return FALSE;
  for (; line < end; line++)
    if (!g_ascii_isdigit (*line))
      return FALSE;
  return TRUE;
}

GmkGameRecord *
gmk_gamefile_read_psq (const char *data,
                       gsize       length,
                       GError    **error)
{
  g_autoptr(GmkGameRecord) record = NULL;
  gsize i;
  int line_number = 0;
  int width = 0, height = 0;
  gboolean in_moves = TRUE;
  int n_names = 0;
  char shown[24];

  if (!gmk_record_check_input (data, length, error))
    return NULL;

  i = gmk_record_skip_bom_and_blanks (data, length);

  while (i < length)
    {
      const char *line = data + i;
      const char *end;
      const char *next = memchr (line, '\n', length - i);
      const char *cr;

      end = next != NULL ? next : data + length;
      /* Old Mac files end lines with a lone "\r". */
      cr = memchr (line, '\r', end - line);
      if (cr != NULL && cr + 1 < end)
        end = cr, next = cr;
      i = next != NULL ? (gsize) (next - data) + 1 : length;
      line_number++;

      while (line < end && g_ascii_isspace (*line))
        line++;
      while (end > line && g_ascii_isspace (end[-1]))
        end--;

      gmk_record_copy_printable (shown, sizeof shown, line, end - line);

      if (record == NULL)
        {
          /* "Piskvorky 20x20, 11:11, 0": only the size matters. */
          const char *p = line + strlen ("Piskvorky");
          const char *x_sign;
          const char *size_end;

          if (!gmk_record_has_prefix_nocase (line, end - line, "Piskvorky"))
            {
              psq_fail (error, GMK_GAMEFILE_ERROR_FORMAT, line_number,
                        "not a Piskvork file: the first line must start with "
                        "“Piskvorky”, as in “Piskvorky 20x20, 11:11, 0”");
              return NULL;
            }
          while (p < end && *p == ' ')
            p++;
          size_end = p;
          while (size_end < end && size_end[0] != ',' && size_end[0] != ' ')
            size_end++;
          x_sign = p;
          while (x_sign < size_end && *x_sign != 'x' && *x_sign != 'X')
            x_sign++;
          if (x_sign == size_end
              || !gmk_record_parse_small_number (p, x_sign, &width)
              || !gmk_record_parse_small_number (x_sign + 1, size_end, &height))
            {
              psq_fail (error, GMK_GAMEFILE_ERROR_SYNTAX, line_number,
                        "the header does not give the board size "
                        "(expected “Piskvorky 20x20, …”)");
              return NULL;
            }
          if (width < GMK_MIN_SIZE || width > GMK_MAX_SIZE
              || height < GMK_MIN_SIZE || height > GMK_MAX_SIZE)
            {
              psq_fail (error, GMK_GAMEFILE_ERROR_UNSUPPORTED, line_number,
                        "the board size in “%s” is not supported (sizes go from %d to %d)",
                        shown, GMK_MIN_SIZE, GMK_MAX_SIZE);
              return NULL;
            }
          record = gmk_game_record_new (width, height);
          continue;
        }

      if (line == end)
        continue;

      if (in_moves && psq_looks_like_move (line, end))
        {
          int x, y;

          if (!psq_parse_move (line, end, &x, &y))
            {
              psq_fail (error, GMK_GAMEFILE_ERROR_SYNTAX, line_number,
                        "“%s” is not a move (expected “x,y,time”)", shown);
              return NULL;
            }
          if (record->n_moves >= GMK_MAX_PLY)
            {
              psq_fail (error, GMK_GAMEFILE_ERROR_TOO_LARGE, line_number,
                        "the game has more than %d moves", GMK_MAX_PLY);
              return NULL;
            }
          /* 1-based, y from the top. */
          if (x < 1 || y < 1 || x > width || y > height)
            {
              psq_fail (error, GMK_GAMEFILE_ERROR_BAD_MOVE, line_number,
                        "move %u, “%s”, is off the %dx%d board "
                        "(coordinates count from 1)",
                        record->n_moves + 1, shown, width, height);
              return NULL;
            }
          gmk_game_record_add_move (record, x - 1, y - 1);
          continue;
        }

      /* The trailing part: Piskvork writes the players' file names and
       * some numbers.  The first two lines of text are taken as the names
       * of black and white; anything else is ignored. */
      in_moves = FALSE;
      if (gmk_record_has_prefix_nocase (line, end - line, PSQ_OPENING))
        {
          if (!psq_read_opening (record, line + strlen (PSQ_OPENING), end, line_number, error))
            return NULL;
          continue;
        }
      if (!psq_is_number (line, end) && n_names < 2)
        {
          char *name = gmk_record_clean_text (line, end - line, NULL);

          /* A line of control characters cleans to nothing: not a name. */
          if (name[0] == '\0')
            g_free (name);
          else if (n_names++ == 0)
            record->black = name;
          else
            record->white = name;
        }
    }

  if (record == NULL)
    {
      g_set_error_literal (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_EMPTY,
                           "The file is empty");
      return NULL;
    }

  return g_steal_pointer (&record);
}

/* One line of text that cannot be taken for a move or a number. */
static void
psq_append_name (GString    *out,
                 const char *name)
{
  if (name == NULL || name[0] == '\0')
    name = "?";
  if (g_ascii_isdigit (name[0]) || name[0] == '-' || name[0] == '+')
    g_string_append_c (out, '_');
  for (const char *p = name; *p != '\0'; p++)
    g_string_append_c (out, (guchar) *p < 0x20 ? ' ' : *p);
  g_string_append_c (out, '\n');
}

char *
gmk_gamefile_write_psq (const GmkGameRecord *record)
{
  GString *out;
  int cursor_x, cursor_y;

  g_return_val_if_fail (record != NULL, NULL);

  /* Piskvork's second field is where its cursor was: the last move. */
  if (record->n_moves > 0)
    {
      cursor_x = gmk_board_x (record->moves[record->n_moves - 1]) + 1;
      cursor_y = gmk_board_y (record->moves[record->n_moves - 1]) + 1;
    }
  else
    {
      cursor_x = record->width / 2 + 1;
      cursor_y = record->height / 2 + 1;
    }

  out = g_string_new (NULL);
  g_string_append_printf (out, "Piskvorky %dx%d, %d:%d, 0\n",
                          record->width, record->height, cursor_x, cursor_y);
  for (guint i = 0; i < record->n_moves; i++)
    g_string_append_printf (out, "%d,%d,0\n",
                            gmk_board_x (record->moves[i]) + 1,
                            gmk_board_y (record->moves[i]) + 1);

  /* Names only as a pair, so that a reader takes the first for black. */
  if (record->black != NULL || record->white != NULL)
    {
      psq_append_name (out, record->black);
      psq_append_name (out, record->white);
    }
  if (record->has_opening)
    {
      g_string_append_printf (out, PSQ_OPENING " %s", gmk_opening_rule_name (record->opening));
      if (record->opening_choices != NULL && record->opening_choices[0] != '\0')
        g_string_append_printf (out, " %s", record->opening_choices);
      g_string_append_c (out, '\n');
    }

  return g_string_free (out, FALSE);
}
