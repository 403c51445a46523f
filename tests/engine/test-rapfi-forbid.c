/* test-rapfi-forbid.c: renju forbidden points against Rapfi's.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An independent oracle for the renju definitions (docs/rules.md): random
 * dense positions, black to move, and the forbidden points Rapfi lists for
 * them (Gomocup protocol, YXBOARD then YXSHOWFORBID, which answers
 * "FORBID xxyyxxyy...." with two-digit coordinates) against those of
 * gmk_position_forbidden_points.  Only the answers are compared; no Rapfi
 * code is involved.
 *
 * Skipped unless RAPFI names the binary.  RAPFI_ARGS adds arguments (its
 * "--config FILE"), RAPFI_POSITIONS sets how many positions (300), and
 * RAPFI_SEED the seed (18).
 */
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

#include "gmk-rules.h"
#include "gmk-test-five.h"

#define SIZE 15

typedef struct {
  GSubprocess      *process;
  GOutputStream    *in;
  GDataInputStream *out;
} Rapfi;

static void
rapfi_send (Rapfi      *rapfi,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  if (!g_output_stream_write_all (rapfi->in, text, strlen (text), NULL, NULL, &error) ||
      !g_output_stream_flush (rapfi->in, NULL, &error))
    g_error ("writing to Rapfi: %s", error->message);
}

/* The next line that starts with `prefix` (others are messages). */
static char *
rapfi_expect (Rapfi      *rapfi,
              const char *prefix)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      char *line = g_data_input_stream_read_line (rapfi->out, NULL, NULL, &error);

      if (line == NULL)
        g_error ("Rapfi stopped before answering %s: %s", prefix,
                 error != NULL ? error->message : "end of output");
      g_strchomp (line);
      if (g_str_has_prefix (line, prefix))
        return line;
      g_free (line);
    }
}

static gboolean
rapfi_start (Rapfi *rapfi)
{
  const char *binary = g_getenv ("RAPFI");
  const char *extra = g_getenv ("RAPFI_ARGS");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) extra_argv = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ok = NULL;

  if (binary == NULL || *binary == '\0')
    return FALSE;
  g_ptr_array_add (argv, (char *) binary);
  if (extra != NULL && *extra != '\0')
    {
      if (!g_shell_parse_argv (extra, NULL, &extra_argv, &error))
        g_error ("RAPFI_ARGS: %s", error->message);
      for (int i = 0; extra_argv[i] != NULL; i++)
        g_ptr_array_add (argv, extra_argv[i]);
    }
  g_ptr_array_add (argv, NULL);

  rapfi->process = g_subprocess_newv ((const char * const *) argv->pdata,
                                      G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                      G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                      &error);
  if (rapfi->process == NULL)
    g_error ("starting %s: %s", binary, error->message);
  rapfi->in = g_subprocess_get_stdin_pipe (rapfi->process);
  rapfi->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (rapfi->process));

  rapfi_send (rapfi, "START " G_STRINGIFY (SIZE) "\n");
  ok = rapfi_expect (rapfi, "OK");
  rapfi_send (rapfi, "INFO rule 4\n");
  return TRUE;
}

static void
rapfi_stop (Rapfi *rapfi)
{
  rapfi_send (rapfi, "END\n");
  g_subprocess_wait (rapfi->process, NULL, NULL);
  g_clear_object (&rapfi->out);
  g_clear_object (&rapfi->process);
}

/* Rapfi's forbidden points for black after `moves` (black first,
 * alternating, black to move), as flags by cell index. */
static void
rapfi_forbidden (Rapfi     *rapfi,
                 const int *moves,
                 int        n_moves,
                 gboolean  *forbidden)
{
  g_autoptr(GString) text = g_string_new ("YXBOARD\n");
  g_autofree char *line = NULL;
  const char *p;

  /* The first stone listed is black and marked as the engine's own. */
  for (int i = 0; i < n_moves; i++)
    g_string_append_printf (text, "%d,%d,%d\n", gmk_board_x (moves[i]), gmk_board_y (moves[i]),
                            i % 2 == 0 ? 1 : 2);
  g_string_append (text, "DONE\nYXSHOWFORBID\n");
  rapfi_send (rapfi, text->str);

  line = rapfi_expect (rapfi, "FORBID");
  memset (forbidden, 0, sizeof (gboolean) * GMK_CELLS);
  for (p = line + strlen ("FORBID"); *p == ' '; p++)
    ;
  while (g_ascii_isdigit (p[0]) && g_ascii_isdigit (p[1]) && g_ascii_isdigit (p[2]) && g_ascii_isdigit (p[3]))
    {
      int x = (p[0] - '0') * 10 + (p[1] - '0');
      int y = (p[2] - '0') * 10 + (p[3] - '0');

      g_assert_true (x < SIZE && y < SIZE);
      forbidden[gmk_board_index (x, y)] = TRUE;
      p += 4;
    }
  g_assert_cmpint (*p, ==, '.');
}

/* A random position with no five, black to move: stones of both colours in
 * turn, packed into a square of random size around the centre so that
 * threes and fours cross. */
static int
random_position (GRand       *rand,
                 GmkPosition *pos,
                 int         *moves)
{
  const int pairs = g_rand_int_range (rand, 6, 36);
  const int span = g_rand_int_range (rand, 7, SIZE + 1);
  const int lo = (SIZE - span) / 2;
  int n = 0;

  gmk_position_init (pos, SIZE, SIZE, GMK_RULE_RENJU);
  for (int i = 0; i < 2 * pairs; i++)
    {
      const GmkColor color = i % 2 == 0 ? GMK_BLACK : GMK_WHITE;

      for (int tries = 0; tries < 50; tries++)
        {
          int index = gmk_board_index (lo + g_rand_int_range (rand, 0, span),
                                       lo + g_rand_int_range (rand, 0, span));

          if (pos->board.cell[index] != GMK_EMPTY)
            continue;
          gmk_board_put (&pos->board, index, color);
          if (gmk_test_in_five_or_more (&pos->board, index))
            {
              gmk_board_remove (&pos->board, index);
              continue;
            }
          moves[n++] = index;
          break;
        }
      if (n != i + 1)
        {
          /* Keep black to move: drop an unmatched black stone. */
          if (n % 2 == 1)
            gmk_board_remove (&pos->board, moves[--n]);
          break;
        }
    }
  if (pos->board.to_move != GMK_BLACK)
    gmk_board_switch_side (&pos->board);
  gmk_position_setup_done (pos);
  return n;
}

static void
print_position (const GmkPosition *pos,
                const gboolean    *ours,
                const gboolean    *theirs)
{
  for (int y = 0; y < SIZE; y++)
    {
      g_autoptr(GString) row = g_string_new (NULL);

      for (int x = 0; x < SIZE; x++)
        {
          int index = gmk_board_index (x, y);
          char c = ".XO"[pos->board.cell[index]];

          if (ours[index] && theirs[index])
            c = '*';
          else if (ours[index])
            c = 'g';   /* forbidden for us only */
          else if (theirs[index])
            c = 'r';   /* forbidden for Rapfi only */
          g_string_append_printf (row, " %c", c);
        }
      g_test_message ("%2d%s", SIZE - y, row->str);
    }
  g_test_message ("   a b c d e f g h i j k l m n o (g: ours only, r: Rapfi's only, *: both)");
}

static void
test_random_positions (void)
{
  const char *n_text = g_getenv ("RAPFI_POSITIONS");
  const char *seed_text = g_getenv ("RAPFI_SEED");
  const int n_positions = n_text != NULL ? atoi (n_text) : 300;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed_text != NULL ? (guint32) atoi (seed_text) : 18);
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree int *moves = g_new (int, GMK_CELLS);
  g_autofree int *indices = g_new (int, GMK_CELLS);
  g_autofree GmkReason *reasons = g_new (GmkReason, GMK_CELLS);
  g_autofree gboolean *ours = g_new (gboolean, GMK_CELLS);
  g_autofree gboolean *theirs = g_new (gboolean, GMK_CELLS);
  int n_points = 0, n_ours_only = 0, n_theirs_only = 0, n_positions_differ = 0;
  Rapfi rapfi = { 0 };

  if (!rapfi_start (&rapfi))
    {
      g_test_skip ("RAPFI does not name a Rapfi binary");
      return;
    }

  for (int k = 0; k < n_positions; k++)
    {
      int n_moves = random_position (rand, pos, moves);
      int n = gmk_position_forbidden_points (pos, indices, reasons);
      int ours_only = 0, theirs_only = 0;

      memset (ours, 0, sizeof (gboolean) * GMK_CELLS);
      for (int i = 0; i < n; i++)
        ours[indices[i]] = TRUE;
      rapfi_forbidden (&rapfi, moves, n_moves, theirs);

      for (int i = 0; i < GMK_CELLS; i++)
        {
          n_points += theirs[i];
          ours_only += ours[i] && !theirs[i];
          theirs_only += theirs[i] && !ours[i];
        }
      if (ours_only + theirs_only > 0)
        {
          if (n_positions_differ < 5)
            {
              g_test_message ("position %d: %d forbidden for us only, %d for Rapfi only",
                              k, ours_only, theirs_only);
              print_position (pos, ours, theirs);
            }
          n_positions_differ++;
        }
      n_ours_only += ours_only;
      n_theirs_only += theirs_only;
    }
  rapfi_stop (&rapfi);

  g_test_message ("%d positions, %d forbidden points by Rapfi; %d positions differ: "
                  "%d points forbidden for us only, %d for Rapfi only",
                  n_positions, n_points, n_positions_differ, n_ours_only, n_theirs_only);
  g_assert_cmpint (n_points, >, 0);
  g_assert_cmpint (n_positions_differ, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/rapfi-forbidden-points", test_random_positions);
  return g_test_run ();
}
