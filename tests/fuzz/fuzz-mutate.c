/* fuzz-mutate.c: a small mutation fuzzer for a fuzz target, without libFuzzer.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   fuzz-<target>-mutate [--runs N] [--seed S] [--dict FILE] CORPUS_DIR...
 *
 * Takes the seed corpus and the target's dictionary, and gives the target
 * N inputs made from them by a few random edits each: dictionary words put
 * in, numbers changed to boundary values, bytes changed, ranges cut out or
 * repeated, pieces of another input spliced in, over-long lines.  The
 * sequence depends only on the seed, so a failure is reproduced by the same
 * command line; with FUZZ_MUTATE_SAVE=FILE set, each input is written to FILE
 * before the target runs it, so after a crash FILE holds the crasher.  It is no match for
 * a coverage-guided fuzzer; it runs with the normal (sanitized) build in
 * every `meson test`.
 */
#include "fuzz-target.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MUTANT_MAX_SIZE 16384

typedef struct {
  GPtrArray *corpus;   /* GBytes */
  GPtrArray *words;    /* GBytes */
  GRand     *rand;
} Mutator;

static const char *const boundary_numbers[] = {
  "0", "1", "2", "3", "4", "5", "-1", "-0", "+1", "14", "15", "19", "20", "21", "22", "23",
  "100", "255", "256", "1024", "4096", "65535", "2147483647", "2147483648", "-2147483648",
  "-2147483649", "4294967295", "9223372036854775807", "9223372036854775808",
  "99999999999999999999999", "007", "1e3", "0x10", "",
};

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

static void
load_corpus (Mutator    *m,
             const char *dir_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    g_error ("%s", error->message);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (dir_path, name, NULL));
  /* The directory's order is the file system's: sort for a stable run. */
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    {
      char *contents = NULL;
      gsize length = 0;

      if (g_file_test (names->pdata[i], G_FILE_TEST_IS_REGULAR) &&
          g_file_get_contents (names->pdata[i], &contents, &length, NULL))
        g_ptr_array_add (m->corpus, g_bytes_new_take (contents, length));
    }
}

/* libFuzzer dictionary lines: `"value"` or `name="value"`, with \xNN, \\
 * and \" escapes; everything else is skipped. */
static void
load_dictionary (Mutator    *m,
                 const char *path)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *p = strchr (lines[i], '"');
      const char *end = strrchr (lines[i], '"');
      GByteArray *word;

      if (lines[i][0] == '#' || p == NULL || end == p)
        continue;
      word = g_byte_array_new ();
      for (p++; p < end; p++)
        {
          guint8 c = (guint8) *p;

          if (*p == '\\' && p[1] == 'x' && g_ascii_isxdigit (p[2]) && g_ascii_isxdigit (p[3]))
            {
              c = (guint8) (g_ascii_xdigit_value (p[2]) * 16 + g_ascii_xdigit_value (p[3]));
              p += 3;
            }
          else if (*p == '\\' && p + 1 < end)
            c = (guint8) *++p;
          g_byte_array_append (word, &c, 1);
        }
      g_ptr_array_add (m->words, g_byte_array_free_to_bytes (word));
    }
}

static gsize
random_position (Mutator    *m,
                 GByteArray *input)
{
  return (gsize) g_rand_int_range (m->rand, 0, (gint32) input->len + 1);
}

/* A position just after a newline (or the start), so that whole lines go in. */
static gsize
random_line_start (Mutator    *m,
                   GByteArray *input)
{
  gsize pos = random_position (m, input);

  while (pos > 0 && input->data[pos - 1] != '\n')
    pos--;
  return pos;
}

static void
insert (GByteArray    *input,
        gsize          pos,
        const guint8  *data,
        gsize          length)
{
  if (input->len + length > MUTANT_MAX_SIZE)
    return;
  g_byte_array_set_size (input, input->len + length);
  memmove (input->data + pos + length, input->data + pos, input->len - length - pos);
  memcpy (input->data + pos, data, length);
}

static void
insert_word (Mutator    *m,
             GByteArray *input)
{
  GBytes *word;
  gsize length;
  const guint8 *data;

  if (m->words->len == 0)
    return;
  word = g_ptr_array_index (m->words, g_rand_int_range (m->rand, 0, m->words->len));
  data = g_bytes_get_data (word, &length);
  insert (input, g_rand_boolean (m->rand) ? random_line_start (m, input) : random_position (m, input),
          data, length);
}

/* The next run of digits (with its sign) from a random place becomes a
 * boundary value. */
static void
change_number (Mutator    *m,
               GByteArray *input)
{
  const char *value = boundary_numbers[g_rand_int_range (m->rand, 0, G_N_ELEMENTS (boundary_numbers))];
  gsize start = random_position (m, input), end;

  while (start < input->len && !g_ascii_isdigit (input->data[start]))
    start++;
  if (start == input->len)
    return;
  if (start > 0 && (input->data[start - 1] == '-' || input->data[start - 1] == '+'))
    start--;
  end = start + 1;
  while (end < input->len && g_ascii_isdigit (input->data[end]))
    end++;
  g_byte_array_remove_range (input, (guint) start, (guint) (end - start));
  insert (input, start, (const guint8 *) value, strlen (value));
}

static void
change_byte (Mutator    *m,
             GByteArray *input)
{
  static const guint8 special[] = { 0, '\n', '\r', ' ', ',', '\t', 0x7f, 0x80, 0xff, '-' };
  gsize pos;

  if (input->len == 0)
    return;
  pos = (gsize) g_rand_int_range (m->rand, 0, input->len);
  if (g_rand_boolean (m->rand))
    input->data[pos] = special[g_rand_int_range (m->rand, 0, G_N_ELEMENTS (special))];
  else
    input->data[pos] ^= (guint8) (1u << g_rand_int_range (m->rand, 0, 8));
}

static void
cut_range (Mutator    *m,
           GByteArray *input)
{
  gsize start = random_position (m, input);
  gsize length = (gsize) g_rand_int_range (m->rand, 0, 64);

  if (start >= input->len)
    return;
  length = MIN (length, input->len - start);
  g_byte_array_remove_range (input, (guint) start, (guint) length);
}

static void
repeat_range (Mutator    *m,
              GByteArray *input)
{
  gsize start = random_position (m, input);
  gsize length = (gsize) g_rand_int_range (m->rand, 1, 256);
  int times = g_rand_int_range (m->rand, 1, 8);
  g_autofree guint8 *copy = NULL;

  if (start >= input->len)
    return;
  length = MIN (length, input->len - start);
  copy = g_memdup2 (input->data + start, length);
  for (int i = 0; i < times; i++)
    insert (input, start, copy, length);
}

static void
splice_other (Mutator    *m,
              GByteArray *input)
{
  GBytes *other;
  const guint8 *data;
  gsize length, start, piece;

  if (m->corpus->len == 0)
    return;
  other = g_ptr_array_index (m->corpus, g_rand_int_range (m->rand, 0, m->corpus->len));
  data = g_bytes_get_data (other, &length);
  if (length == 0)
    return;
  start = (gsize) g_rand_int_range (m->rand, 0, (gint32) length);
  piece = (gsize) g_rand_int_range (m->rand, 1, 512);   /* not inside MIN: it would draw twice */
  piece = MIN (piece, length - start);
  insert (input, random_line_start (m, input), data + start, piece);
}

/* Around the protocol's longest accepted line (4096), and far beyond. */
static void
long_line (Mutator    *m,
           GByteArray *input)
{
  static const int lengths[] = { 4094, 4095, 4096, 4097, 4098, 9000 };
  int length = lengths[g_rand_int_range (m->rand, 0, G_N_ELEMENTS (lengths))];
  g_autofree char *line = g_malloc (length + 1);

  for (int i = 0; i < length; i++)
    line[i] = g_rand_int_range (m->rand, 0, 4) == 0 ? ',' : (char) ('0' + g_rand_int_range (m->rand, 0, 10));
  line[length] = '\n';
  insert (input, random_line_start (m, input), (const guint8 *) line, length + 1);
}

static GByteArray *
mutate (Mutator *m)
{
  GByteArray *input = g_byte_array_new ();
  int edits = g_rand_int_range (m->rand, 1, 9);

  if (m->corpus->len > 0 && g_rand_int_range (m->rand, 0, 8) != 0)
    {
      GBytes *seed = g_ptr_array_index (m->corpus, g_rand_int_range (m->rand, 0, m->corpus->len));
      gsize length;
      const guint8 *data = g_bytes_get_data (seed, &length);

      g_byte_array_append (input, data, (guint) MIN (length, MUTANT_MAX_SIZE));
    }
  for (int i = 0; i < edits; i++)
    switch (g_rand_int_range (m->rand, 0, 16))
      {
      case 0: case 1: case 2: case 3: insert_word (m, input); break;
      case 4: case 5: case 6: change_number (m, input); break;
      case 7: case 8: change_byte (m, input); break;
      case 9: case 10: cut_range (m, input); break;
      case 11: repeat_range (m, input); break;
      case 12: case 13: splice_other (m, input); break;
      case 14: if (g_rand_int_range (m->rand, 0, 4) == 0) long_line (m, input); break;
      default: insert_word (m, input); insert_word (m, input); break;
      }
  return input;
}

int
main (int    argc,
      char **argv)
{
  gint64 runs = 1000;
  gint64 seed = 20261122;
  g_autofree char *dict = NULL;
  g_auto(GStrv) dirs = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  const GOptionEntry entries[] = {
    { "runs", 'n', 0, G_OPTION_ARG_INT64, &runs, "Inputs to generate", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Random seed", "S" },
    { "dict", 'd', 0, G_OPTION_ARG_FILENAME, &dict, "libFuzzer dictionary", "FILE" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &dirs, NULL, "CORPUS_DIR..." },
    { NULL },
  };
  Mutator m;

  context = g_option_context_new ("CORPUS_DIR... - mutate a seed corpus into a fuzz target");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }

  m.corpus = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  m.words = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  m.rand = g_rand_new_with_seed ((guint32) seed);
  for (int i = 0; dirs != NULL && dirs[i] != NULL; i++)
    load_corpus (&m, dirs[i]);
  if (dict != NULL)
    load_dictionary (&m, dict);
  fprintf (stderr, "%u seed inputs, %u dictionary words, %" G_GINT64_FORMAT " runs, seed %" G_GINT64_FORMAT "\n",
           m.corpus->len, m.words->len, runs, seed);

  /* The corpus itself first, then the mutants. */
  for (guint i = 0; i < m.corpus->len; i++)
    {
      gsize length;
      const guint8 *data = g_bytes_get_data (g_ptr_array_index (m.corpus, i), &length);

      LLVMFuzzerTestOneInput (data, length);
    }
  for (gint64 run = 0; run < runs; run++)
    {
      GByteArray *input = mutate (&m);

      if (g_getenv ("FUZZ_MUTATE_SAVE") != NULL)
        g_file_set_contents (g_getenv ("FUZZ_MUTATE_SAVE"), (const char *) input->data, input->len, NULL);
      /* libFuzzer never passes NULL, even for an empty input. */
      LLVMFuzzerTestOneInput (input->len > 0 ? input->data : (const guint8 *) "", input->len);
      g_byte_array_unref (input);
      if ((run + 1) % 1000 == 0)
        fprintf (stderr, "%" G_GINT64_FORMAT " runs\n", run + 1);
    }
  fprintf (stderr, "done: %" G_GINT64_FORMAT " mutated inputs, no invariant broken\n", runs);

  g_ptr_array_unref (m.corpus);
  g_ptr_array_unref (m.words);
  g_rand_free (m.rand);
  return 0;
}
