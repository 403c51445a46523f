/* gmk-protocol-parse.c: numbers and points in protocol lines.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-protocol-private.h"

#include <errno.h>

/* A decimal integer in [min, max] with nothing else around it but blanks. */
gboolean
gmk_protocol_parse_int (const char *text,
                        gint64      min,
                        gint64      max,
                        gint64     *out)
{
  char *end = NULL;
  gint64 value;

  while (*text == ' ' || *text == '\t')
    text++;
  if (*text == '\0')
    return FALSE;
  errno = 0;
  value = g_ascii_strtoll (text, &end, 10);
  if (errno != 0 || end == text)
    return FALSE;
  while (*end == ' ' || *end == '\t')
    end++;
  if (*end != '\0' || value < min || value > max)
    return FALSE;
  *out = value;
  return TRUE;
}

/* Splits "a,b" or "a,b,c" into n integers. */
gboolean
gmk_protocol_parse_numbers (const char *text,
                            int         n,
                            gint64     *values)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  if ((int) g_strv_length (parts) != n)
    return FALSE;
  for (int i = 0; i < n; i++)
    if (!gmk_protocol_parse_int (parts[i], G_MININT32, G_MAXINT32, &values[i]))
      return FALSE;
  return TRUE;
}

gboolean
gmk_protocol_parse_point (GmkProtocol *self,
                          const char  *text,
                          int         *x,
                          int         *y,
                          char       **error)
{
  gint64 v[2];

  if (!gmk_protocol_parse_numbers (text, 2, v))
    {
      *error = g_strdup_printf ("expected X,Y but got '%.60s'", text);
      return FALSE;
    }
  if (v[0] < 0 || v[1] < 0 || v[0] >= self->width || v[1] >= self->height)
    {
      *error = g_strdup_printf ("%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT
                                " is outside the %dx%d board",
                                v[0], v[1], self->width, self->height);
      return FALSE;
    }
  *x = (int) v[0];
  *y = (int) v[1];
  return TRUE;
}
