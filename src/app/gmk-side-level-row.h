/* gmk-side-level-row.h: a row that sets one side's strength when the
 * computer plays both sides.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Gives ROW the levels to choose from, "Same as Strength" first, and binds
 * its choice to the integer KEY of SETTINGS ("black-level" or
 * "white-level"; 0 follows the key "level").  The subtitle tells the
 * chosen level's rating and what it is like, as the other level rows do. */
void gmk_side_level_row_bind (AdwComboRow *row,
                              GSettings   *settings,
                              const char  *key);

G_END_DECLS
