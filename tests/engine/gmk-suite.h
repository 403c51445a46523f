/* gmk-suite.h: reader for the position suites in tests/positions/.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The suites share one shape: blocks opened by "=== id title", made of
 * "key: value" lines, indented continuation lines (which belong to the key
 * above them), "|" diagram lines and "#" comments.  This reader knows that
 * shape and how stones, points and the position fields are written; what a
 * block expects is read by each test.
 */
#pragma once

#include <glib.h>

#include "gmk-board.h"
#include "gmk-rules.h"

G_BEGIN_DECLS

typedef struct {
  char *key;     /* first word before ':', e.g. "expected" */
  char *value;   /* the rest, trimmed; continuation lines carry their own text */
  int   line;
} GmkSuiteField;

typedef struct {
  char      *file;     /* basename of the suite */
  char      *id;       /* "renju-001" */
  char      *title;    /* rest of the "===" line, may be "" */
  int        line;
  GPtrArray *fields;   /* of GmkSuiteField */
} GmkSuiteBlock;

typedef struct {
  int x;
  int y;
} GmkSuitePoint;

/* A position as the suites write it.  rule and size come from the block
 * when it says; otherwise they keep what the caller put there. */
typedef struct {
  GmkRule   rule;
  int       size;
  GArray   *stones[3];     /* of GmkSuitePoint, by colour */
  int       pairs[3];      /* pairs_captured_before */
  GmkColor  to_move;       /* GMK_EMPTY when the block does not say */
} GmkSuitePosition;

/* Of GmkSuiteBlock*; the array frees them. */
GPtrArray   *gmk_suite_load               (const char           *path,
                                           GError              **error);
const char  *gmk_suite_block_get          (const GmkSuiteBlock  *block,
                                           const char           *key);
/* Non-empty values of every field with this key, in order (NULL-terminated,
 * free the array only with g_free). */
const char **gmk_suite_block_get_all      (const GmkSuiteBlock  *block,
                                           const char           *key);

/* One point: renju notation ("h8") or 0-based "x,y" with y from the top. */
gboolean     gmk_suite_parse_point        (const char           *text,
                                           int                   size,
                                           GmkSuitePoint        *point);
/* Points separated by blanks, or "(none)"; appends to `points`. */
gboolean     gmk_suite_parse_points       (const char           *text,
                                           int                   size,
                                           GArray               *points,
                                           GError              **error);

void         gmk_suite_position_init      (GmkSuitePosition     *pos,
                                           GmkRule               rule,
                                           int                   size);
void         gmk_suite_position_clear     (GmkSuitePosition     *pos);
/* Reads rule, size, black, white, pairs_captured_before, to_move. */
gboolean     gmk_suite_block_position     (const GmkSuiteBlock  *block,
                                           GmkSuitePosition     *pos,
                                           GError              **error);

gboolean     gmk_suite_point_in           (const GArray         *points,
                                           int                   x,
                                           int                   y);

/* Sets `out` up as the suite's position: its rule, size, stones, captured
 * pairs and side to move (when the block says), then
 * gmk_position_setup_done. */
void         gmk_suite_position_setup     (const GmkSuitePosition *pos,
                                           GmkPosition          *out);

/* A block of tactics_freestyle.txt: a freestyle position whose side to move
 * has a forced win. */
typedef struct {
  const GmkSuiteBlock *block;     /* owned by the array of blocks */
  GmkSuitePosition     position;  /* freestyle, to_move always set */
  GArray              *answers;   /* GmkSuitePoint: winning_first_move_source
                                   * and every shortest first move of
                                   * freestyle_computed */
} GmkSuiteTactic;

/* Loads tactics_freestyle.txt from $GMK_POSITIONS_DIR.  Returns an array of
 * GmkSuiteTactic* (freed with it) that keeps `blocks` alive, or NULL with
 * `error` set when the file or one of its blocks cannot be read. */
GPtrArray   *gmk_suite_load_tactics       (GError              **error);

G_END_DECLS
