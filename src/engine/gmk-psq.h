/* gmk-psq.h: game records in Piskvork's PSQ format.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A header line with the board size, one "x,y,time" line a move (1-based,
 * y from the top), then Piskvork's trailing lines, of which the first two
 * lines of text are taken as the players' names.  PSQ carries no rule.
 */
#pragma once

#include "gmk-record.h"

G_BEGIN_DECLS

/* Accepts any bytes (`data` need not be NUL-terminated): returns a record
 * or a GError of GMK_GAMEFILE_ERROR whose message names the problem and
 * the line.  Never allocates more than a small multiple of the input,
 * which is limited to GMK_GAMEFILE_MAX_SIZE bytes. */
GmkGameRecord     *gmk_gamefile_read_psq      (const char          *data,
                                               gsize                length,
                                               GError             **error);
/* Newly allocated text of the file, ending with a newline. */
char              *gmk_gamefile_write_psq     (const GmkGameRecord *record);

G_END_DECLS
