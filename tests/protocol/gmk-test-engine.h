/* gmk-test-engine.h: helpers for tests that talk to $GMK_ENGINE.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every read has a timeout, so a broken engine fails the test instead of
 * hanging it.  The timeouts are generous (sanitizer builds are slow): they
 * catch an engine that never answers, they do not measure speed.
 */
#pragma once

#include <glib.h>
#include <stdlib.h>
#include <sys/wait.h>

#include "gmk-engine-process.h"

#define REPLY_TIMEOUT_MS 30000

static inline GmkEngineProcess *
test_engine_spawn (void)
{
  const char *path = g_getenv ("GMK_ENGINE");
  const char *argv[] = { path, NULL };
  g_autoptr(GError) error = NULL;
  GmkEngineProcess *engine;

  if (path == NULL)
    g_error ("GMK_ENGINE is not set: run this test through meson test");
  engine = gmk_engine_process_spawn (argv, &error);
  g_assert_no_error (error);
  g_assert_nonnull (engine);
  return engine;
}

static inline void
test_engine_send (GmkEngineProcess *engine,
                  const char       *line)
{
  g_test_message (">> %s", line);
  g_assert_true (gmk_engine_process_send (engine, line));
}

/* The next reply that is not MESSAGE/DEBUG; fails the test on timeout/EOF. */
static inline char *
test_engine_reply (GmkEngineProcess *engine,
                   int               timeout_ms)
{
  GmkReadStatus status;
  char *line = gmk_engine_process_read_reply (engine, timeout_ms, NULL, &status);

  if (line == NULL)
    g_error ("engine gave no reply: %s",
             status == GMK_READ_TIMEOUT ? "timeout" : "it closed its output");
  g_test_message ("<< %s", line);
  return line;
}

/* Sends a line and checks that the reply starts with `prefix`. */
static inline void
test_engine_expect (GmkEngineProcess *engine,
                    const char       *line,
                    const char       *prefix)
{
  g_autofree char *reply = NULL;

  test_engine_send (engine, line);
  reply = test_engine_reply (engine, REPLY_TIMEOUT_MS);
  if (!g_str_has_prefix (reply, prefix))
    g_error ("after '%s' expected a reply starting with '%s', got '%s'", line, prefix, reply);
}

/* Parses a move reply "x,y" strictly. */
static inline gboolean
test_parse_move (const char *reply,
                 int        *x,
                 int        *y)
{
  char *end;
  long a = 0, b = 0;

  if (!g_ascii_isdigit (reply[0]))
    return FALSE;
  a = strtol (reply, &end, 10);
  if (*end != ',' || !g_ascii_isdigit (end[1]))
    return FALSE;
  b = strtol (end + 1, &end, 10);
  if (*end != '\0')
    return FALSE;
  *x = (int) a;
  *y = (int) b;
  return TRUE;
}

static inline void
test_engine_read_move (GmkEngineProcess *engine,
                       int               timeout_ms,
                       int              *x,
                       int              *y)
{
  g_autofree char *reply = test_engine_reply (engine, timeout_ms);

  if (!test_parse_move (reply, x, y))
    g_error ("expected a move X,Y, got '%s'", reply);
}

/* END, then the process must exit by itself with status 0. */
static inline void
test_engine_end (GmkEngineProcess *engine)
{
  int status = -1;

  test_engine_send (engine, "END");
  if (!gmk_engine_process_wait (engine, REPLY_TIMEOUT_MS, &status))
    g_error ("engine did not exit after END");
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}
