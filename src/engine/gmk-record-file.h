/* gmk-record-file.h: a game record file of either format, SGF or Piskvork
 * PSQ: which one it is, and reading it.  Including this header gives the
 * record and both formats.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-record.h"
#include "gmk-psq.h"
#include "gmk-sgf.h"

G_BEGIN_DECLS

typedef enum {
  GMK_GAMEFILE_FORMAT_UNKNOWN = 0,
  GMK_GAMEFILE_FORMAT_SGF,
  GMK_GAMEFILE_FORMAT_PSQ,
} GmkGamefileFormat;

/* Guesses the format from the first bytes (SGF starts with '(', PSQ with
 * "Piskvorky"); GMK_GAMEFILE_FORMAT_UNKNOWN when neither. */
GmkGamefileFormat  gmk_gamefile_detect        (const char          *data,
                                               gsize                length);
/* By the file name's extension (".sgf", ".psq", any case). */
GmkGamefileFormat  gmk_gamefile_format_for_name (const char        *filename);

/* Detects the format, then reads it as gmk_gamefile_read_sgf or
 * gmk_gamefile_read_psq does. */
GmkGameRecord     *gmk_gamefile_read          (const char          *data,
                                               gsize                length,
                                               GError             **error);

G_END_DECLS
