/* gmk-cli-referee-private.h: what the referee's parts share.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmk-cli-referee.c reads the input, sets up positions and prints the
 * ruling; gmk-cli-referee-opening.c reads a game played under an opening
 * rule, its actions and the opening's part of the ruling.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "gmk-opening.h"
#include "gmk-rules.h"

G_BEGIN_DECLS

typedef struct {
  JsonObject  *input;
  GmkRule      rule;
  int          width;
  int          height;
  gboolean     has_opening;  /* the input named an opening rule */
  GmkOpening   opening;
  char        *error;        /* set once, the first problem found */
} RefereeContext;

/* Records the first problem found; always returns FALSE. */
gboolean     referee_fail           (RefereeContext *ctx,
                                     const char     *format,
                                     ...) G_GNUC_PRINTF (2, 3);
const char  *referee_type_name      (JsonNode       *node);
gboolean     referee_node_is_string (JsonNode       *node);
gboolean     referee_read_int       (RefereeContext *ctx,
                                     JsonNode       *node,
                                     const char     *where,
                                     int             min,
                                     int             max,
                                     int            *out);
gboolean     referee_read_rule_and_size (RefereeContext *ctx);
/* A point: "h8" in renju notation or [x, y]. */
gboolean     referee_read_point     (RefereeContext *ctx,
                                     JsonNode       *node,
                                     const char     *where,
                                     int            *x,
                                     int            *y);
JsonNode    *referee_point_list     (const int      *indices,
                                     int             n,
                                     int             height);

/* The position reader for "moves", "actions" and "opening": a game played
 * from the empty board, under the opening rule when there is one. */
gboolean     referee_read_game      (RefereeContext *ctx,
                                     GmkPosition    *pos);
/* "play" in a game under an opening rule: a point or an action object.
 * Adds legal, reason, message and captured; FALSE (ctx->error set) when
 * the action is malformed. */
gboolean     referee_play_action    (RefereeContext *ctx,
                                     GmkPosition    *pos,
                                     JsonNode       *play,
                                     JsonBuilder    *builder);
/* The "opening" member of the ruling. */
void         referee_add_opening    (RefereeContext *ctx,
                                     GmkPosition    *pos,
                                     JsonBuilder    *builder);

G_END_DECLS
