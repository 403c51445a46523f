/* bench.c -- placeholder (its owner replaces it). */
#include "gmk-cli.h"
#include <stdio.h>

int
gmk_cli_bench (int argc, char **argv)
{
  fprintf (stderr, "gomoku-engine: bench is not written yet\n");
  return 2;
}
