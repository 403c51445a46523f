/* gmk-notation.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-notation.h"

#include <stdio.h>

gboolean
gmk_notation_parse (const char *text,
                    int         width,
                    int         height,
                    int        *x,
                    int        *y)
{
  int column, row = 0;
  const char *p;

  if (text == NULL || !g_ascii_isalpha (text[0]))
    return FALSE;

  column = g_ascii_tolower (text[0]) - 'a';
  p = text + 1;
  if (!g_ascii_isdigit (*p) || *p == '0')
    return FALSE;
  for (; g_ascii_isdigit (*p); p++)
    {
      row = row * 10 + (*p - '0');
      if (row > 99)
        return FALSE;
    }
  if (*p != '\0' || column >= width || row < 1 || row > height)
    return FALSE;

  *x = column;
  *y = height - row;
  return TRUE;
}

char *
gmk_notation_format (int   x,
                     int   y,
                     int   height,
                     char *buf)
{
  g_snprintf (buf, GMK_NOTATION_MAX, "%c%d", 'a' + x, height - y);
  return buf;
}
