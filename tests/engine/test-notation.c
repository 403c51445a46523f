/* test-notation.c: renju notation both ways, on every board size.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-board.h"
#include "gmk-notation.h"

static void
test_known_points (void)
{
  char buf[GMK_NOTATION_MAX];
  int x, y;

  /* h8 is the centre of 15x15; rows count from the bottom. */
  g_assert_true (gmk_notation_parse ("h8", 15, 15, &x, &y));
  g_assert_cmpint (x, ==, 7);
  g_assert_cmpint (y, ==, 7);
  g_assert_true (gmk_notation_parse ("a1", 15, 15, &x, &y));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 14);
  g_assert_true (gmk_notation_parse ("o15", 15, 15, &x, &y));
  g_assert_cmpint (x, ==, 14);
  g_assert_cmpint (y, ==, 0);
  /* The letter i is a column like any other. */
  g_assert_true (gmk_notation_parse ("i9", 15, 15, &x, &y));
  g_assert_cmpint (x, ==, 8);
  g_assert_cmpint (y, ==, 6);
  g_assert_true (gmk_notation_parse ("J10", 19, 19, &x, &y));
  g_assert_cmpint (x, ==, 9);
  g_assert_cmpint (y, ==, 9);
  g_assert_true (gmk_notation_parse ("v22", 22, 22, &x, &y));
  g_assert_cmpint (x, ==, 21);
  g_assert_cmpint (y, ==, 0);

  g_assert_cmpstr (gmk_notation_format (7, 7, 15, buf), ==, "h8");
  g_assert_cmpstr (gmk_notation_format (0, 14, 15, buf), ==, "a1");
  g_assert_cmpstr (gmk_notation_format (21, 0, 22, buf), ==, "v22");
  /* Rectangular: the row depends on the height only. */
  g_assert_true (gmk_notation_parse ("t1", 20, 6, &x, &y));
  g_assert_cmpint (x, ==, 19);
  g_assert_cmpint (y, ==, 5);
  g_assert_cmpstr (gmk_notation_format (19, 5, 6, buf), ==, "t1");
}

static void
test_round_trip_every_size (void)
{
  for (int w = GMK_MIN_SIZE; w <= GMK_MAX_SIZE; w++)
    for (int h = GMK_MIN_SIZE; h <= GMK_MAX_SIZE; h++)
      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
          {
            char buf[GMK_NOTATION_MAX];
            int px = -1, py = -1;

            gmk_notation_format (x, y, h, buf);
            g_assert_true (gmk_notation_parse (buf, w, h, &px, &py));
            g_assert_cmpint (px, ==, x);
            g_assert_cmpint (py, ==, y);
          }
}

static void
test_rejects (void)
{
  static const char * const bad[] = {
    "", "h", "8", "8h", "h0", "h08", "h16", "p1", "z1", " h8", "h8 ", "h-1", "h8x",
    "hh8", "h+8", "h1000000000000", "\xc3\xa9\x31", "h\t8", "@1", "[1",
  };
  int x = 123, y = 456;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("\"%s\"", bad[i]);
      g_assert_false (gmk_notation_parse (bad[i], 15, 15, &x, &y));
    }
  g_assert_false (gmk_notation_parse (NULL, 15, 15, &x, &y));
  /* Failures leave the outputs alone. */
  g_assert_cmpint (x, ==, 123);
  g_assert_cmpint (y, ==, 456);
  /* The edge of each board: in on it, out past it. */
  g_assert_true (gmk_notation_parse ("e5", 5, 5, &x, &y));
  g_assert_false (gmk_notation_parse ("f5", 5, 5, &x, &y));
  g_assert_false (gmk_notation_parse ("e6", 5, 5, &x, &y));
  g_assert_false (gmk_notation_parse ("w1", 22, 22, &x, &y));
  g_assert_false (gmk_notation_parse ("a23", 22, 22, &x, &y));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/known-points", test_known_points);
  g_test_add_func ("/notation/round-trip-every-size", test_round_trip_every_size);
  g_test_add_func ("/notation/rejects", test_rejects);
  return g_test_run ();
}
