/* gmk-notation.h: renju notation ("h8") for people, both ways.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Columns are letters from 'a' on the left, 'i' included; rows are numbers
 * from 1 at the bottom.  Internally y counts from the top, so the row shown
 * is height - y.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GMK_NOTATION_MAX 8   /* "v22" plus NUL, with room to spare */

/* Parses "h8" (letters case-insensitive, surrounding blanks not allowed).
 * Returns FALSE for anything that is not a point of a width x height board. */
gboolean     gmk_notation_parse   (const char *text,
                                   int         width,
                                   int         height,
                                   int        *x,
                                   int        *y);
/* Writes "h8" into buf (GMK_NOTATION_MAX bytes) and returns buf. */
char        *gmk_notation_format  (int         x,
                                   int         y,
                                   int         height,
                                   char       *buf);

G_END_DECLS
