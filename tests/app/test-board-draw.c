/* test-board-draw.c: the board picture's layout, without a display.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the coordinates go and how large they are, measured with the font
 * the board draws them in.
 */
#include "config.h"

#include "gmk-board-draw.h"

/* Every column letter on one baseline, whatever its ink: b, d, f, h and j
 * rise above the x-height, g, j, p and q fall below it, and centring each
 * on its ink set them at different heights. */
static void
test_label_one_baseline (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
  cairo_t *cr = cairo_create (surface);
  cairo_font_extents_t font;
  double first_y = 0, lowest_ink_top = G_MAXDOUBLE, highest_ink_top = -G_MAXDOUBLE;
  const double cx = 100, cy = 50;

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 14);
  cairo_font_extents (cr, &font);
  for (int i = 0; i < GMK_MAX_SIZE; i++)
    {
      char text[2] = { (char) ('a' + i), 0 };
      cairo_text_extents_t ink;
      double x, y;

      cairo_text_extents (cr, text, &ink);
      lowest_ink_top = MIN (lowest_ink_top, ink.y_bearing);
      highest_ink_top = MAX (highest_ink_top, ink.y_bearing);
      gmk_board_label_origin (&ink, &font, cx, cy, &x, &y);
      if (i == 0)
        first_y = y;
      g_assert_cmpfloat_with_epsilon (y, first_y, 1e-9);
      /* Across, centred on its ink. */
      g_assert_cmpfloat_with_epsilon (x + ink.x_bearing + ink.width / 2, cx, 1e-9);
    }
  /* The letters differ in ink (or the test proves nothing)… */
  g_assert_cmpfloat (highest_ink_top - lowest_ink_top, >, 1);
  /* …and the line of text is centred on cy. */
  g_assert_cmpfloat_with_epsilon (first_y - font.ascent + (font.ascent + font.descent) / 2, cy, 1e-9);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The labels follow the cells, but a small board's large cells do not make
 * them larger than the standard board's in the same window. */
static void
test_label_size_capped (void)
{
  static const int areas[][2] = { { 400, 400 }, { 680, 670 }, { 1200, 900 }, { 2400, 1800 } };

  for (guint a = 0; a < G_N_ELEMENTS (areas); a++)
    {
      GmkBoardLayout standard;

      gmk_board_layout_compute (&standard, 15, 15, TRUE, areas[a][0], areas[a][1], 1);
      for (int size = GMK_MIN_SIZE; size <= GMK_MAX_SIZE; size++)
        {
          GmkBoardLayout layout;

          gmk_board_layout_compute (&layout, size, size, TRUE, areas[a][0], areas[a][1], 1);
          if (g_test_verbose ())
            g_test_message ("%d×%d in %d×%d: cell %.0f, labels %.1f", size, size,
                            areas[a][0], areas[a][1], layout.cell, layout.label_size);
          g_assert_cmpfloat (layout.label_size, <=, MAX (7.0, layout.cell * 0.4));
          g_assert_cmpfloat (layout.label_size, <=, MAX (standard.label_size, 10.0) + 1e-9);
          g_assert_cmpfloat (layout.label_size, <=, 16);
          g_assert_cmpfloat (layout.label_size, >=, 7);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-draw/label-one-baseline", test_label_one_baseline);
  g_test_add_func ("/board-draw/label-size-capped", test_label_size_capped);

  return g_test_run ();
}
