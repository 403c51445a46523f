/* gmk-record-text.h: the byte-level helpers that the SGF and PSQ readers
 * share.  Private to the engine's record code.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "gmk-rules.h"

G_BEGIN_DECLS

/* Longest text kept from a property or a PSQ trailing line. */
#define GMK_RECORD_MAX_TEXT 256

/* Refuses no data, more than GMK_GAMEFILE_MAX_SIZE bytes and blanks only,
 * with the GMK_GAMEFILE_ERROR every reader gives for them. */
gboolean  gmk_record_check_input         (const char *data,
                                          gsize       length,
                                          GError    **error);
/* The offset of the first byte after a UTF-8 byte-order mark and blanks. */
gsize     gmk_record_skip_bom_and_blanks (const char *data,
                                          gsize       length);
gboolean  gmk_record_has_prefix_nocase   (const char *data,
                                          gsize       length,
                                          const char *prefix);
/* The line number (from 1) of the byte at `offset`. */
int       gmk_record_line_of             (const char *data,
                                          gsize       offset);
/* A byte for an error message: the character itself when printable. */
void      gmk_record_describe_byte       (char        c,
                                          char       *buf,
                                          gsize       size);
/* The start of `length` bytes (not NUL-terminated) for a message:
 * printable ASCII, anything else as '?'. */
void      gmk_record_copy_printable      (char       *dest,
                                          gsize       size,
                                          const char *src,
                                          gsize       length);
/* Parses an unsigned decimal number filling the whole of [p, end) (blanks
 * around allowed).  Values past 99999 saturate, which is off any board. */
gboolean  gmk_record_parse_small_number  (const char *p,
                                          const char *end,
                                          int        *value);
/* Makes the text UTF-8 (converting from `charset` when not NULL), replaces
 * control characters by spaces, collapses runs of blanks, trims, and stops
 * after about GMK_RECORD_MAX_TEXT bytes at a character boundary.  Cleaning
 * a cleaned text changes nothing, so names survive a write and a read
 * unchanged. */
char     *gmk_record_clean_text          (const char *text,
                                          gsize       length,
                                          const char *charset);
/* Why the rules refused a move, for the replays' messages ("the point is
 * already taken"); gmk-record.c. */
const char *gmk_record_describe_reason   (GmkReason   reason);

G_END_DECLS
