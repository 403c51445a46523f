/* fuzz-referee.c: `gomoku-engine referee` on arbitrary input.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The referee reads its JSON from stdin and writes to stdout, so the target
 * runs it in-process with stdin swapped for a memory stream over the input
 * and stdout sent to /dev/null.  Its JSON reader, every position reader
 * (stones, moves, SGF, PSQ) and the ruling are reached this way.
 */
#include <stdio.h>

#include <glib.h>

#include "fuzz-target.h"
#include "gmk-cli.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static gboolean quiet;
  char *argv[] = { (char *) "referee", NULL };
  FILE *saved = stdin;
  FILE *input;
  int status;

  if (!quiet)
    {
      quiet = freopen ("/dev/null", "w", stdout) != NULL;
      FUZZ_CHECK (quiet);
    }

  /* fmemopen refuses an empty buffer. */
  input = size > 0 ? fmemopen ((void *) data, size, "r") : fopen ("/dev/null", "r");
  FUZZ_CHECK (input != NULL);

  stdin = input;
  status = gmk_cli_referee (1, argv);
  stdin = saved;
  fclose (input);

  /* 0: a ruling; 2: a message about the input.  Nothing else. */
  FUZZ_CHECK (status == 0 || status == 2);
  return 0;
}
