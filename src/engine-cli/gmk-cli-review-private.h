/* gmk-cli-review-private.h: what `gomoku-engine review`'s parts share.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-record.h"

G_BEGIN_DECLS

/* A game in the referee's JSON forms (gmk-cli-review-json.c): an object
 * with "moves" (points, "h8" or [x, y]) and "rule", "size" or "width" and
 * "height"; or "sgf" or "psq", a whole file as a string.  `rule` is the
 * rule of a game that names none, and comes back as the one the input
 * named.  NULL and a message naming the member on bad input. */
GmkGameRecord *gmk_cli_review_read_json (const char  *data,
                                         gsize        length,
                                         GmkRule     *rule,
                                         GError     **error);

G_END_DECLS
