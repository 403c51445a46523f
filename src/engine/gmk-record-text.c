/* gmk-record-text.c: the byte-level helpers that the SGF and PSQ readers
 * share.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-record-text.h"
#include "gmk-record.h"

#include <string.h>

gsize
gmk_record_skip_bom_and_blanks (const char *data,
                                gsize       length)
{
  gsize i = 0;

  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  while (i < length && g_ascii_isspace (data[i]))
    i++;
  return i;
}

gboolean
gmk_record_has_prefix_nocase (const char *data,
                              gsize       length,
                              const char *prefix)
{
  gsize n = strlen (prefix);

  return length >= n && g_ascii_strncasecmp (data, prefix, n) == 0;
}

int
gmk_record_line_of (const char *data,
                    gsize       offset)
{
  int line = 1;

  for (gsize i = 0; i < offset; i++)
    if (data[i] == '\n')
      line++;
  return line;
}

void
gmk_record_describe_byte (char  c,
                          char *buf,
                          gsize size)
{
  if (g_ascii_isprint (c) && c != ' ')
    g_snprintf (buf, size, "“%c”", c);
  else
    g_snprintf (buf, size, "byte 0x%02x", (guint) (guchar) c);
}

void
gmk_record_copy_printable (char       *dest,
                           gsize       size,
                           const char *src,
                           gsize       length)
{
  gsize n = 0;

  for (; n < length && n + 1 < size; n++)
    dest[n] = g_ascii_isprint (src[n]) ? src[n] : '?';
  dest[n] = '\0';
}

gboolean
gmk_record_check_input (const char *data,
                        gsize       length,
                        GError    **error)
{
  if (data == NULL && length > 0)
    {
      g_set_error_literal (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_EMPTY,
                           "The file is empty");
      return FALSE;
    }
  if (length > GMK_GAMEFILE_MAX_SIZE)
    {
      g_set_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_TOO_LARGE,
                   "The file is too large for a game record (%" G_GSIZE_FORMAT
                   " bytes; the limit is %d)", length, GMK_GAMEFILE_MAX_SIZE);
      return FALSE;
    }
  if (gmk_record_skip_bom_and_blanks (data, length) >= length)
    {
      g_set_error_literal (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_EMPTY,
                           "The file is empty");
      return FALSE;
    }
  return TRUE;
}

gboolean
gmk_record_parse_small_number (const char *p,
                               const char *end,
                               int        *value)
{
  int v = 0;
  gboolean digits = FALSE;

  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
    end--;
  if (p < end && *p == '+')
    p++;
  for (; p < end && g_ascii_isdigit (*p); p++)
    {
      digits = TRUE;
      v = MIN (v * 10 + (*p - '0'), 100000);
    }
  if (!digits || p != end)
    return FALSE;
  *value = v;
  return TRUE;
}

char *
gmk_record_clean_text (const char *text,
                       gsize       length,
                       const char *charset)
{
  g_autofree char *converted = NULL;
  g_autofree char *valid = NULL;
  GString *out;

  length = MIN (length, GMK_RECORD_MAX_TEXT * 4);
  if (charset != NULL)
    converted = g_convert (text, length, "UTF-8", charset, NULL, NULL, NULL);
  if (converted != NULL)
    valid = g_utf8_make_valid (converted, -1);
  else
    valid = g_utf8_make_valid (text, length);

  out = g_string_sized_new (GMK_RECORD_MAX_TEXT + 8);
  for (const char *p = valid; *p != '\0' && out->len < GMK_RECORD_MAX_TEXT; p = g_utf8_next_char (p))
    {
      const char *next = g_utf8_next_char (p);

      if ((guchar) *p < 0x20 || *p == 0x7f || *p == ' ')
        {
          if (out->len > 0 && out->str[out->len - 1] != ' ')
            g_string_append_c (out, ' ');
          continue;
        }
      g_string_append_len (out, p, next - p);
    }
  while (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);

  return g_string_free (out, FALSE);
}
