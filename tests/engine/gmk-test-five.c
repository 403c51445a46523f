/* gmk-test-five.c: a row of five or more, counted by the tests themselves.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-test-five.h"

gboolean
gmk_test_in_five_or_more (const GmkBoard *board,
                          int             index)
{
  const uint8_t color = board->cell[index];

  for (int d = 0; d < 4; d++)
    {
      const int step = gmk_dir_step[d];
      int run = 1;

      for (int i = index + step; board->cell[i] == color; i += step)
        run++;
      for (int i = index - step; board->cell[i] == color; i -= step)
        run++;
      if (run >= 5)
        return TRUE;
    }
  return FALSE;
}
