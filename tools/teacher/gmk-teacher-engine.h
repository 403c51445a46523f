/* gmk-teacher-engine.h: gomoku-teacher's outside teacher, a Gomocup engine
 * asked for its move and score in each position.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "gmk-rules.h"

G_BEGIN_DECLS

typedef struct _GmkTeacherEngine GmkTeacherEngine;

/* Spawns `command` (a shell-like command line), starts a game of `rule`
 * (which must have a Gomocup number, gmk_rule_gomocup_number) on a `size`
 * board and limits every search to `nodes` nodes on one thread,
 * or with `turn_ms` > 0 to that many milliseconds by the clock (for an
 * engine without INFO max_node). */
GmkTeacherEngine *gmk_teacher_engine_new      (const char         *command,
                                               GmkRule             rule,
                                               int                 size,
                                               guint64             nodes,
                                               int                 turn_ms,
                                               GError            **error);
/* Appends "Teacher: MESSAGE ev SCORE best MOVE dep D nodes N\n" for `pos`
 * to `out`: the engine's search of it from an empty table.  FALSE with
 * `error` set when the engine's answer is missing or cannot be read. */
gboolean          gmk_teacher_engine_annotate (GmkTeacherEngine   *engine,
                                               const GmkPosition  *pos,
                                               GString            *out,
                                               GError            **error);
/* The engine's name from ABOUT, or its command. */
const char       *gmk_teacher_engine_name     (GmkTeacherEngine   *engine);
void              gmk_teacher_engine_free     (GmkTeacherEngine   *engine);

G_END_DECLS
