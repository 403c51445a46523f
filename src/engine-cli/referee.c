/* referee.c -- placeholder (its owner replaces it). */
#include "gmk-cli.h"
#include <stdio.h>

int
gmk_cli_referee (int argc, char **argv)
{
  fprintf (stderr, "gomoku-engine: referee is not written yet\n");
  return 2;
}
