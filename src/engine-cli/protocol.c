/* protocol.c -- placeholder (its owner replaces it). */
#include "gmk-cli.h"
#include <stdio.h>

int
gmk_cli_protocol (int argc, char **argv)
{
  fprintf (stderr, "gomoku-engine: protocol is not written yet\n");
  return 2;
}
