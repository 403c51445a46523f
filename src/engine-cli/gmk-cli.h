/* gmk-cli.h: the sub-commands of gomoku-engine.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each returns the process exit status. */
int gmk_cli_protocol (int argc, char **argv);   /* no sub-command: Gomocup protocol */
int gmk_cli_bench    (int argc, char **argv);   /* bench [depth] */
int gmk_cli_referee  (int argc, char **argv);   /* referee: JSON in, JSON out */
int gmk_cli_review   (int argc, char **argv);   /* review: a game in, JSON per move out */

/* A sub-command's numeric argument: a whole decimal number from min to
 * max and nothing else (NULL, when the argument is missing, is refused). */
static inline gboolean
gmk_cli_parse_number (const char *text,
                      long        min,
                      long        max,
                      long       *out)
{
  gint64 n;

  if (text == NULL ||
      !g_ascii_string_to_signed (text, 10, min, max, &n, NULL))
    return FALSE;
  *out = (long) n;
  return TRUE;
}

G_END_DECLS
