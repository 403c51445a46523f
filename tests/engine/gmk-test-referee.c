/* gmk-test-referee.c: runs `gomoku-engine referee` for the referee tests.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-test-referee.h"

#include <string.h>

#include <gio/gio.h>

void
gmk_test_referee_run (GmkRefereeRun *r,
                      const char    *input)
{
  const char *engine = g_getenv ("GMK_ENGINE");
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) in = g_bytes_new (input, strlen (input));
  g_autoptr(GBytes) out = NULL;
  JsonNode *root;
  const char *data;
  gsize len;

  g_assert_nonnull (engine);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                              &error, engine, "referee", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate (process, in, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (out, &len);
  r->out = g_strndup (data, len);
  g_test_message ("%s -> %s", input, r->out);
  /* Never a crash: a normal exit, whatever the input. */
  g_assert_true (g_subprocess_get_if_exited (process));
  r->status = g_subprocess_get_exit_status (process);

  r->parser = json_parser_new ();
  json_parser_load_from_data (r->parser, r->out, -1, &error);
  if (error != NULL)
    g_error ("referee printed no JSON for %s: %s", input, r->out);
  root = json_parser_get_root (r->parser);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  r->object = json_node_get_object (root);
}

void
gmk_test_referee_run_clear (GmkRefereeRun *r)
{
  g_free (r->out);
  g_object_unref (r->parser);
}
