/* gmk-cli-protocol.c: `gomoku-engine` with no arguments, the Gomocup
 * protocol on stdin/stdout.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This thread only reads lines; the state machine (gmk-protocol.h) answers
 * them, and its search thread prints moves, so YXSTOP and END are read while
 * the engine thinks.  The protocol itself: docs/protocol.md.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gmk-cli.h"
#include "gmk-protocol.h"

static void
write_line (const char *line,
            gpointer    user_data)
{
  FILE *out = user_data;

  fputs (line, out);
  fputc ('\n', out);
  fflush (out);
}

int
gmk_cli_protocol (int    argc,
                  char **argv)
{
  /* One byte more than the protocol accepts, so a longer line is seen as
   * such; the rest of it is skipped rather than buffered, whatever its size. */
  static char line[GMK_PROTOCOL_MAX_LINE + 2];
  GmkProtocol *protocol;
  gboolean running = TRUE;

  protocol = gmk_protocol_new (write_line, stdout);
  while (running && fgets (line, sizeof line, stdin) != NULL)
    {
      size_t length = strlen (line);

      if (length == sizeof line - 1 && line[length - 1] != '\n')
        {
          int c;

          while ((c = getchar ()) != EOF && c != '\n')
            ;
        }
      /* Lines end in CR LF from Piskvork, LF elsewhere. */
      while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r'))
        line[--length] = '\0';
      running = gmk_protocol_handle_line (protocol, line);
    }
  if (running)
    gmk_protocol_finish (protocol);   /* end of input: let the move come out */
  gmk_protocol_free (protocol);
  return 0;
}
