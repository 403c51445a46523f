/* gmk-engine-process.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-engine-process.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

struct _GmkEngineProcess
{
  GPid     pid;
  gboolean reaped;
  int      wait_status;
  int      in_fd;        /* we write the engine's stdin */
  int      out_fd;       /* we read its stdout */
  gboolean eof;
  GString *buffer;
};

GmkEngineProcess *
gmk_engine_process_spawn (const char * const *argv,
                          GError            **error)
{
  GmkEngineProcess *process;
  GPid pid;
  int in_fd, out_fd;

  /* A dead engine must be a lost game, not a dead referee. */
  signal (SIGPIPE, SIG_IGN);

  if (!g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                 G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                                 NULL, NULL, &pid, &in_fd, &out_fd, NULL, error))
    return NULL;

  process = g_new0 (GmkEngineProcess, 1);
  process->pid = pid;
  process->in_fd = in_fd;
  process->out_fd = out_fd;
  process->buffer = g_string_new (NULL);
  return process;
}

GmkEngineProcess *
gmk_engine_process_spawn_command (const char  *command_line,
                                  GError     **error)
{
  g_auto(GStrv) argv = NULL;

  if (!g_shell_parse_argv (command_line, NULL, &argv, error))
    return NULL;
  return gmk_engine_process_spawn ((const char * const *) argv, error);
}

gboolean
gmk_engine_process_send (GmkEngineProcess *process,
                         const char       *line)
{
  g_autofree char *data = g_strconcat (line, "\n", NULL);
  gsize length = strlen (data), done = 0;

  if (process->in_fd < 0)
    return FALSE;
  while (done < length)
    {
      ssize_t n = write (process->in_fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      done += (gsize) n;
    }
  return TRUE;
}

gboolean
gmk_engine_process_sendf (GmkEngineProcess *process,
                          const char       *format,
                          ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  return gmk_engine_process_send (process, line);
}

void
gmk_engine_process_close_input (GmkEngineProcess *process)
{
  if (process->in_fd >= 0)
    {
      close (process->in_fd);
      process->in_fd = -1;
    }
}

static char *
take_buffered_line (GmkEngineProcess *process)
{
  char *newline = memchr (process->buffer->str, '\n', process->buffer->len);
  gsize length;
  char *line;

  if (newline == NULL)
    return NULL;
  length = (gsize) (newline - process->buffer->str);
  line = g_strndup (process->buffer->str, length);
  g_string_erase (process->buffer, 0, (gssize) length + 1);
  if (length > 0 && line[length - 1] == '\r')
    line[length - 1] = '\0';
  return line;
}

char *
gmk_engine_process_read_line (GmkEngineProcess *process,
                              int               timeout_ms,
                              GmkReadStatus    *status)
{
  const gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  GmkReadStatus dummy;

  if (status == NULL)
    status = &dummy;

  for (;;)
    {
      char *line = take_buffered_line (process);
      struct pollfd pfd = { .fd = process->out_fd, .events = POLLIN };
      gint64 remaining;
      char chunk[4096];
      ssize_t n;
      int ready;

      if (line != NULL)
        {
          *status = GMK_READ_OK;
          return line;
        }
      if (process->eof)
        {
          *status = GMK_READ_EOF;
          return NULL;
        }
      remaining = (deadline - g_get_monotonic_time ()) / 1000;
      if (remaining <= 0)
        {
          *status = GMK_READ_TIMEOUT;
          return NULL;
        }
      ready = poll (&pfd, 1, (int) MIN (remaining, G_MAXINT));
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready == 0)
        continue;
      n = read (process->out_fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          /* A last line without a newline still counts. */
          process->eof = TRUE;
          if (process->buffer->len > 0)
            g_string_append_c (process->buffer, '\n');
          continue;
        }
      g_string_append_len (process->buffer, chunk, n);
    }
}

char *
gmk_engine_process_read_reply (GmkEngineProcess *process,
                               int               timeout_ms,
                               GPtrArray        *messages,
                               GmkReadStatus    *status)
{
  const gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  for (;;)
    {
      int remaining = (int) MAX (0, (deadline - g_get_monotonic_time ()) / 1000);
      char *line = gmk_engine_process_read_line (process, remaining, status);

      if (line == NULL)
        return NULL;
      /* No answer starts with anything but a letter or a digit: such a
       * line is a message too.  PentaZen prints its search lines
       * ("- ev +v19 nd 15k ...") without MESSAGE, and writes its depths
       * as raw bytes, so a depth of 10 breaks a line in pieces. */
      if (g_ascii_strncasecmp (line, "MESSAGE", 7) == 0 ||
          g_ascii_strncasecmp (line, "DEBUG", 5) == 0 ||
          !g_ascii_isalnum (line[0]))
        {
          if (messages != NULL)
            g_ptr_array_add (messages, line);
          else
            g_free (line);
          continue;
        }
      return line;
    }
}

static gboolean
try_reap (GmkEngineProcess *process)
{
  if (!process->reaped)
    {
      int wstatus = 0;
      pid_t r = waitpid (process->pid, &wstatus, WNOHANG);

      if (r == process->pid || (r < 0 && errno == ECHILD))
        {
          process->reaped = TRUE;
          process->wait_status = wstatus;
        }
    }
  return process->reaped;
}

gboolean
gmk_engine_process_wait (GmkEngineProcess *process,
                         int               timeout_ms,
                         int              *wait_status)
{
  const gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!try_reap (process))
    {
      if (g_get_monotonic_time () >= deadline)
        return FALSE;
      g_usleep (2000);
    }
  if (wait_status != NULL)
    *wait_status = process->wait_status;
  return TRUE;
}

void
gmk_engine_process_kill (GmkEngineProcess *process)
{
  if (try_reap (process))
    return;
  kill (process->pid, SIGKILL);
  gmk_engine_process_wait (process, 5000, NULL);
}

void
gmk_engine_process_free (GmkEngineProcess *process)
{
  if (process == NULL)
    return;
  gmk_engine_process_close_input (process);
  /* Closing stdin lets a well-behaved engine exit by itself. */
  if (!gmk_engine_process_wait (process, 200, NULL))
    gmk_engine_process_kill (process);
  close (process->out_fd);
  g_spawn_close_pid (process->pid);
  g_string_free (process->buffer, TRUE);
  g_free (process);
}
