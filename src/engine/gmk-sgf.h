/* gmk-sgf.h: game records in the Smart Game Format (FF[4], GM[4]).
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader takes the first game of a collection: the main line (the
 * first variation at every branch) as the record's moves, every line as
 * its tree when there are variations, and the size, rule (RU[]), players,
 * result and date of its root; set-up stones are refused.  The writer
 * writes the tree when the record has one, else the main line.
 */
#pragma once

#include "gmk-record.h"

G_BEGIN_DECLS

/* Variations nested deeper than this are refused rather than followed. */
#define GMK_GAMEFILE_MAX_DEPTH 10000

/* Accepts any bytes (`data` need not be NUL-terminated): returns a record
 * or a GError of GMK_GAMEFILE_ERROR whose message names the problem and
 * the line.  Never allocates more than a small multiple of the input,
 * which is limited to GMK_GAMEFILE_MAX_SIZE bytes. */
GmkGameRecord     *gmk_gamefile_read_sgf      (const char          *data,
                                               gsize                length,
                                               GError             **error);
/* Newly allocated text of the file, ending with a newline. */
char              *gmk_gamefile_write_sgf     (const GmkGameRecord *record);
/* gmk-sgf-rules.c: the rule named by an RU[] value as other programs
 * write it ("Renju", "standard-gomoku", "exact5"), compared without case,
 * blanks, dashes or underscores; FALSE for a name it does not know. */
gboolean           gmk_sgf_rule_from_name     (const char          *value,
                                               GmkRule             *rule);
/* gmk-sgf-tree.c: appends the tree's moves as SGF nodes and variations
 * (";B[hh];W[hi](;B[ii]…)(;B[jj]…)"), for the writer; when `record` is
 * not NULL the main line's moves carry its review, the variations' their
 * nodes'. */
void               gmk_sgf_append_tree        (GString             *out,
                                               const GmkRecordTree *tree,
                                               const GmkGameRecord *record);

G_END_DECLS
