/* main.c: gomoku-engine, the engine program.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gmk-cli.h"

static void
print_usage (FILE *out)
{
  fprintf (out,
           "Usage: gomoku-engine              speak the Gomocup protocol on stdin/stdout\n"
           "       gomoku-engine bench [--time MS] [--threads N] [DEPTH [POSITION]]\n"
           "                                   search the bench positions, print nodes and speed\n"
           "       gomoku-engine referee       read a JSON position on stdin, print the ruling\n"
           "       gomoku-engine review [--time MS] [--threads N] [--rule NAME] FILE\n"
           "                                   search every position of a game (SGF, PSQ),\n"
           "                                   print each move's score, the best move and its class\n"
           "       gomoku-engine --version\n");
}

int
main (int    argc,
      char **argv)
{
  if (argc < 2)
    return gmk_cli_protocol (argc, argv);
  if (strcmp (argv[1], "bench") == 0)
    return gmk_cli_bench (argc - 1, argv + 1);
  if (strcmp (argv[1], "referee") == 0)
    return gmk_cli_referee (argc - 1, argv + 1);
  if (strcmp (argv[1], "review") == 0)
    return gmk_cli_review (argc - 1, argv + 1);
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("gomoku-engine %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_usage (stdout);
      return 0;
    }
  fprintf (stderr, "gomoku-engine: unknown command '%s'\n", argv[1]);
  print_usage (stderr);
  return 2;
}
