/* gmk-test-five.h: a row of five or more, counted by the tests themselves.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-board.h"

G_BEGIN_DECLS

/* Does the stone at `index` (on the board) stand in a row of five or more
 * of its colour?  Plain counting, independent of the engine's tables and
 * rules, so that the tests can check those against it. */
gboolean gmk_test_in_five_or_more (const GmkBoard *board,
                                   int             index);

G_END_DECLS
