/* test-protocol-proven-win.c: gomoku-engine keeps a proven win from one
 * move to the next, and only where the game follows it.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The position of tests/search/test-proven-win.c (self-play, game 2 after
 * 32 moves): Black, to move, wins by threes and fours with k12.  On a
 * large node budget the engine finds it; after White's best answer, k13,
 * a small budget does not find it afresh (checked after START and after
 * RESTART, which must forget the win) but does when the engine kept it.
 * BOARD to a position that does not follow the win (Black elsewhere,
 * White on k12) claims nothing.  A win is claimed by the " win" of the
 * MESSAGE line that comes with the move.
 */
#include <stdio.h>

#include "gmk-test-protocol.h"

#include "gmk-notation.h"

static const char *const game[] = {
  "o9", "l8", "m9", "i13", "o11", "i10", "l13", "f15", "o10", "o8", "l10", "i12", "i11", "j11", "k11", "n8",
  "o13", "o12", "m11", "k8", "m8", "h13", "g14", "l9", "k10", "m10", "n11", "l11", "n12", "k9", "k14", "m12",
  NULL,
};

/* "x,y" of a point in renju notation (Gomocup's y counts from the top). */
static char *
coords (const char *point)
{
  int x, y;

  g_assert_true (gmk_notation_parse (point, 15, 15, &x, &y));
  return g_strdup_printf ("%d,%d", x, y);
}

/* The engine's move in renju notation and whether its MESSAGE line
 * claimed a win, after `line` (DONE, TURN) asked for it. */
static char *
move_after (Fixture    *f,
            const char *line,
            gboolean   *win)
{
  g_autoptr(GPtrArray) replies = exchange (f, line);
  const char *move = first_reply (replies);
  char name[GMK_NOTATION_MAX];
  int x, y;

  *win = FALSE;
  for (guint i = 0; i < replies->len; i++)
    {
      const char *reply = replies->pdata[i];

      g_test_message ("%s -> %s", line, reply);
      if (g_str_has_prefix (reply, "MESSAGE depth ") && strstr (reply, " win") != NULL)
        *win = TRUE;
    }
  g_assert_nonnull (move);
  g_assert_cmpint (sscanf (move, "%d,%d", &x, &y), ==, 2);
  return g_strdup (gmk_notation_format (x, y, 15, name));
}

/* BOARD with the game's stones, then `extra` (NULL-terminated, in turn from
 * Black); returns our move, *win as move_after. */
static char *
board (Fixture            *f,
       const char * const *extra,
       gboolean           *win)
{
  const int total = (int) g_strv_length ((char **) game) + (extra != NULL ? (int) g_strv_length ((char **) extra) : 0);
  int n = 0;

  say (f, "BOARD", "");
  for (int pass = 0; pass < 2; pass++)
    for (const char * const *p = pass == 0 ? game : extra; p != NULL && *p != NULL; p++, n++)
      {
        /* Field 1 is ours, the side to move next: Black after an even
         * number of stones, and Black played the even ones. */
        g_autofree char *xy = coords (*p);
        g_autofree char *entry = g_strdup_printf ("%s,%d", xy, (n % 2 == 0) == (total % 2 == 0) ? 1 : 2);

        gmk_protocol_handle_line (f->protocol, entry);
      }
  return move_after (f, "DONE", win);
}

static void
start (Fixture    *f,
       const char *nodes)
{
  g_autofree char *info = g_strdup_printf ("INFO max_node %s", nodes);

  say (f, "START 15", "OK");
  say (f, info, "");
}

static void
test_kept (Fixture       *f,
           gconstpointer  data)
{
  static const char *const answered[] = { "k12", "k13", NULL };
  g_autofree char *turn = NULL;
  g_autofree char *move = NULL;
  g_autofree char *again = NULL;
  g_autofree char *k13 = coords ("k13");
  gboolean win;

  /* Afresh, the small budget does not see the win after k12 k13. */
  start (f, "20000");
  move = board (f, answered, &win);
  g_assert_false (win);
  g_clear_pointer (&move, g_free);

  start (f, "400000");
  move = board (f, NULL, &win);
  g_assert_true (win);
  g_assert_cmpstr (move, ==, "k12");
  say (f, "INFO max_node 20000", "");
  turn = g_strdup_printf ("TURN %s", k13);
  again = move_after (f, turn, &win);
  g_assert_true (win);

  /* A new game forgets it. */
  say (f, "RESTART", "OK");
  g_clear_pointer (&move, g_free);
  move = board (f, answered, &win);
  g_assert_false (win);
}

static void
test_not_followed (Fixture       *f,
                   gconstpointer  data)
{
  static const char *const elsewhere[] = { "a1", "k12", NULL };
  g_autofree char *move = NULL;
  gboolean win;

  start (f, "400000");
  move = board (f, NULL, &win);
  g_assert_true (win);
  say (f, "INFO max_node 20000", "");
  g_clear_pointer (&move, g_free);
  move = board (f, elsewhere, &win);
  g_assert_false (win);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  FIXTURE_TEST ("/protocol/proven-win/kept", test_kept);
  FIXTURE_TEST ("/protocol/proven-win/not-followed", test_not_followed);
  return g_test_run ();
}
