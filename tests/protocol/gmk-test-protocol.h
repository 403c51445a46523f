/* gmk-test-protocol.h: the protocol state machine linked into a test.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A fixture owns one GmkProtocol whose replies go to a queue; say() feeds a
 * line, waits for any move it starts and checks the reply.  Linked in, the
 * state machine is seen whole by the sanitizers, and its position can be
 * compared with what the rules say it should be.
 */
#pragma once

#include <glib.h>
#include <stdarg.h>
#include <string.h>

#include "gmk-protocol.h"
#include "gmk-rules.h"

typedef struct {
  GAsyncQueue *queue;
  GmkProtocol *protocol;
} Fixture;

static inline void
collect_line (const char *line,
              gpointer    user_data)
{
  g_async_queue_push (user_data, g_strdup (line));
}

static inline void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->queue = g_async_queue_new_full (g_free);
  f->protocol = gmk_protocol_new (collect_line, f->queue);
}

static inline void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gmk_protocol_free (f->protocol);
  g_async_queue_unref (f->queue);
}

#define FIXTURE_TEST(path, func) \
  g_test_add ((path), Fixture, NULL, fixture_set_up, (func), fixture_tear_down)

/* Sends a line and lets any move it asks for come out: every line the
 * protocol wrote, in order. */
static inline GPtrArray *
exchange (Fixture    *f,
          const char *line)
{
  GPtrArray *replies = g_ptr_array_new_with_free_func (g_free);
  char *reply;

  gmk_protocol_handle_line (f->protocol, line);
  gmk_protocol_finish (f->protocol);
  while ((reply = g_async_queue_try_pop (f->queue)) != NULL)
    g_ptr_array_add (replies, reply);
  return replies;
}

/* The first reply that is not a MESSAGE, or NULL. */
static inline const char *
first_reply (GPtrArray *replies)
{
  for (guint i = 0; i < replies->len; i++)
    if (!g_str_has_prefix (replies->pdata[i], "MESSAGE"))
      return replies->pdata[i];
  return NULL;
}

/* Sends a line and checks that the first reply other than MESSAGE starts
 * with `expected` ("" for a line that gets no reply, NULL when the reply
 * does not matter). */
static inline void
say (Fixture    *f,
     const char *line,
     const char *expected)
{
  g_autoptr(GPtrArray) replies = exchange (f, line);
  const char *reply = first_reply (replies);

  if (expected == NULL)
    return;
  g_test_message ("%s -> %s", line, reply != NULL ? reply : "(nothing)");
  if (expected[0] == '\0')
    {
      g_assert_null (reply);
      return;
    }
  g_assert_nonnull (reply);
  g_assert_true (g_str_has_prefix (reply, expected));
}

static inline void
play (Fixture *f,
      int      x,
      int      y)
{
  g_autofree char *line = g_strdup_printf ("PLAY %d,%d", x, y);
  g_autofree char *echo = g_strdup_printf ("%d,%d", x, y);

  say (f, line, echo);
}


/* BOARD, the lines given (NULL-terminated), DONE; our move is not checked. */
static inline void
send_board (Fixture    *f,
            const char *first,
            ...)
{
  va_list args;

  gmk_protocol_handle_line (f->protocol, "BOARD");
  va_start (args, first);
  for (const char *line = first; line != NULL; line = va_arg (args, const char *))
    gmk_protocol_handle_line (f->protocol, line);
  va_end (args);
  say (f, "DONE", NULL);
}
