/* gmk-record-file.c: a game record file of either format — which one it
 * is, and reading it.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-record-file.h"
#include "gmk-record-text.h"

#include <string.h>

GmkGamefileFormat
gmk_gamefile_format_for_name (const char *filename)
{
  const char *dot;

  if (filename == NULL)
    return GMK_GAMEFILE_FORMAT_UNKNOWN;
  dot = strrchr (filename, '.');
  if (dot == NULL)
    return GMK_GAMEFILE_FORMAT_UNKNOWN;
  if (g_ascii_strcasecmp (dot, ".sgf") == 0)
    return GMK_GAMEFILE_FORMAT_SGF;
  if (g_ascii_strcasecmp (dot, ".psq") == 0)
    return GMK_GAMEFILE_FORMAT_PSQ;
  return GMK_GAMEFILE_FORMAT_UNKNOWN;
}

GmkGamefileFormat
gmk_gamefile_detect (const char *data,
                     gsize       length)
{
  gsize i;

  if (data == NULL)
    return GMK_GAMEFILE_FORMAT_UNKNOWN;

  i = gmk_record_skip_bom_and_blanks (data, length);
  if (i < length && data[i] == '(')
    return GMK_GAMEFILE_FORMAT_SGF;
  if (gmk_record_has_prefix_nocase (data + i, length - i, "Piskvorky"))
    return GMK_GAMEFILE_FORMAT_PSQ;
  return GMK_GAMEFILE_FORMAT_UNKNOWN;
}

GmkGameRecord *
gmk_gamefile_read (const char *data,
                   gsize       length,
                   GError    **error)
{
  if (!gmk_record_check_input (data, length, error))
    return NULL;

  switch (gmk_gamefile_detect (data, length))
    {
    case GMK_GAMEFILE_FORMAT_SGF:
      return gmk_gamefile_read_sgf (data, length, error);
    case GMK_GAMEFILE_FORMAT_PSQ:
      return gmk_gamefile_read_psq (data, length, error);
    case GMK_GAMEFILE_FORMAT_UNKNOWN:
    default:
      g_set_error_literal (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_FORMAT,
                           "Not a game record: neither SGF (starts with “(”) "
                           "nor Piskvork PSQ (starts with “Piskvorky”)");
      return NULL;
    }
}
