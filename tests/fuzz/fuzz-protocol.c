/* fuzz-protocol.c: the Gomocup protocol state machine on arbitrary lines.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is split into lines and fed to a GmkProtocol in-process, as
 * `gomoku-engine` does with stdin.  Searches are kept tiny (depth 1, a few
 * thousand nodes, one thread, a small table) by INFO lines sent first, and
 * input lines that would lift those limits are dropped: the target looks
 * for crashes, leaks and hangs in the parsing and the state machine, not
 * for slow searches.  Every reply must be one line of printable ASCII.
 */
#include <string.h>

#include <glib.h>

#include "fuzz-target.h"
#include "gmk-protocol.h"

#define MAX_LINES 64

static const char *const limits[] = {
  "INFO hash_size 1024",
  "INFO thread_num 1",
  "INFO max_depth 1",
  "INFO max_node 2000",
  "INFO timeout_turn 50",
  "INFO timeout_match 0",
};

static const char *const guarded_keys[] = {
  "timeout", "time_left", "max_depth", "max_node", "thread_num", "hash_size",
  "max_memory", "level",
};

static void
check_reply (const char *line,
             gpointer    user_data)
{
  guint *n_replies = user_data;

  (*n_replies)++;
  if (g_getenv ("FUZZ_VERBOSE") != NULL)
    g_printerr ("< %s\n", line);
  FUZZ_CHECK (line != NULL);
  FUZZ_CHECK (strchr (line, '\n') == NULL);
  for (const char *p = line; *p != '\0'; p++)
    FUZZ_CHECK ((guchar) *p >= 0x20 && (guchar) *p < 0x7f);
}

static gboolean
lifts_a_limit (const char *line)
{
  g_autofree char *lower = g_ascii_strdown (line, -1);

  if (strstr (lower, "info") == NULL)
    return FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (guarded_keys); i++)
    if (strstr (lower, guarded_keys[i]) != NULL)
      return TRUE;
  return FALSE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  /* An empty input may come with a NULL pointer, which g_strndup returns. */
  g_autofree char *text = size > 0 ? g_strndup ((const char *) data, size) : g_strdup ("");
  g_auto(GStrv) lines = NULL;
  guint n_replies = 0;
  gboolean running = TRUE;
  GmkProtocol *protocol;

  protocol = gmk_protocol_new (check_reply, &n_replies);
  for (gsize i = 0; i < G_N_ELEMENTS (limits); i++)
    gmk_protocol_handle_line (protocol, limits[i]);

  /* Embedded NULs end the text, as they would end a C line. */
  lines = g_strsplit (text, "\n", MAX_LINES + 1);
  for (guint i = 0; lines[i] != NULL && i < MAX_LINES && running; i++)
    {
      char *line = lines[i];
      gsize length = strlen (line);

      if (length > 0 && line[length - 1] == '\r')
        line[length - 1] = '\0';
      if (lifts_a_limit (line))
        continue;
      running = gmk_protocol_handle_line (protocol, line);
    }
  if (running)
    gmk_protocol_finish (protocol);
  gmk_protocol_free (protocol);

  return 0;
}
