/* test-no-knobs.c: the default build has no tuning knobs.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without -Dtuning=true the engine never reads GMK_TUNE or GMK_LEVELS:
 * their names must not be in the programs at all.  Each argument is a
 * program to check.  This program's own file, which holds both names,
 * is checked first the other way round, so a check that could not find
 * them fails instead of passing.
 */
#include <glib.h>
#include <string.h>

static const char *const knobs[] = { "GMK_TUNE", "GMK_LEVELS" };

/* The first knob named in the file at `path`, or NULL. */
static const char *
find_knob (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("%s", error->message);
  for (gsize k = 0; k < G_N_ELEMENTS (knobs); k++)
    {
      const gsize n = strlen (knobs[k]);

      for (gsize i = 0; i + n <= length; i++)
        if (contents[i] == knobs[k][0] && memcmp (contents + i, knobs[k], n) == 0)
          return knobs[k];
    }
  return NULL;
}

int
main (int    argc,
      char **argv)
{
  int failed = 0;

  if (argc < 2)
    {
      g_printerr ("usage: %s PROGRAM...\n", argv[0]);
      return 2;
    }
  if (find_knob (argv[0]) == NULL)
    {
      g_printerr ("%s: finds no knob even in itself\n", argv[0]);
      return 1;
    }
  for (int i = 1; i < argc; i++)
    {
      const char *knob = find_knob (argv[i]);

      if (knob != NULL)
        {
          g_printerr ("%s names %s: a tuning knob in a build without -Dtuning\n", argv[i], knob);
          failed = 1;
        }
      else
        g_print ("%s: no tuning knob\n", argv[i]);
    }
  return failed;
}
