/* fuzz-main.c: runs a fuzz target over files, without libFuzzer.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each argument is a file or a directory of files (not recursive); each
 * file's bytes are given once to LLVMFuzzerTestOneInput.  This is how the
 * seed corpus and every crasher kept in it are replayed by `meson test`.
 */
#include "fuzz-target.h"

#include <glib.h>
#include <stdio.h>

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

static int
run_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
  return 0;
}

int
main (int    argc,
      char **argv)
{
  int n_files = 0;
  int failures = 0;

  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GDir) dir = g_dir_open (argv[i], 0, &error);
          g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
          const char *name;

          if (dir == NULL)
            {
              fprintf (stderr, "%s\n", error->message);
              return 1;
            }
          while ((name = g_dir_read_name (dir)) != NULL)
            g_ptr_array_add (names, g_build_filename (argv[i], name, NULL));
          /* A stable order, so a failure names the same file every time. */
          g_ptr_array_sort (names, compare_paths);
          for (guint j = 0; j < names->len; j++)
            {
              const char *path = g_ptr_array_index (names, j);

              if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
                continue;
              fprintf (stderr, "%s\n", path);
              failures += run_file (path);
              n_files++;
            }
        }
      else
        {
          failures += run_file (argv[i]);
          n_files++;
        }
    }

  if (n_files == 0)
    {
      fprintf (stderr, "no input files\n");
      return 1;
    }
  fprintf (stderr, "%d files replayed, %d unreadable\n", n_files, failures);
  return failures == 0 ? 0 : 1;
}
