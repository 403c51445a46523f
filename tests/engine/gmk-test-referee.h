/* gmk-test-referee.h: runs `gomoku-engine referee` for the referee tests.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* One run: the exit status, what it printed and that output parsed. */
typedef struct {
  int         status;
  char       *out;
  JsonParser *parser;
  JsonObject *object;   /* the printed object, owned by parser */
} GmkRefereeRun;

/* Runs $GMK_ENGINE referee on `input`.  Fails the test unless the program
 * exits normally (never a crash, whatever the input) and prints one JSON
 * object. */
void gmk_test_referee_run       (GmkRefereeRun *r,
                                 const char    *input);
void gmk_test_referee_run_clear (GmkRefereeRun *r);

G_END_DECLS
