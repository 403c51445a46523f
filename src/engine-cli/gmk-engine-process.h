/* gmk-engine-process.h: drive an engine process over the Gomocup protocol.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The other side of gmk-protocol.h, for the protocol tests and the match
 * tool: spawn an engine command, send lines, read lines with a timeout so a
 * broken engine fails a test or loses a game instead of hanging it.
 * POSIX only (poll, waitpid).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _GmkEngineProcess GmkEngineProcess;

typedef enum {
  GMK_READ_OK,
  GMK_READ_TIMEOUT,
  GMK_READ_EOF,      /* the engine closed its output (exited or crashed) */
} GmkReadStatus;

/* `argv` as for g_spawn (searched in PATH); stderr is inherited. */
GmkEngineProcess *gmk_engine_process_spawn      (const char * const *argv,
                                                 GError            **error);
/* A shell-like command line: "gomoku-engine" or "./other-brain --flag". */
GmkEngineProcess *gmk_engine_process_spawn_command (const char     *command_line,
                                                    GError        **error);
/* Sends one line (a newline is added).  FALSE when the engine is gone. */
gboolean          gmk_engine_process_send       (GmkEngineProcess   *process,
                                                 const char         *line);
gboolean          gmk_engine_process_sendf      (GmkEngineProcess   *process,
                                                 const char         *format,
                                                 ...) G_GNUC_PRINTF (2, 3);
/* Closes the engine's stdin: end of input. */
void              gmk_engine_process_close_input (GmkEngineProcess  *process);
/* The next line without its terminator, or NULL with `status` set. */
char             *gmk_engine_process_read_line  (GmkEngineProcess   *process,
                                                 int                 timeout_ms,
                                                 GmkReadStatus      *status);
/* The next line that is not MESSAGE or DEBUG and starts with a letter or
 * a digit; the others are appended to `messages` (may be NULL) as they
 * pass. */
char             *gmk_engine_process_read_reply (GmkEngineProcess   *process,
                                                 int                 timeout_ms,
                                                 GPtrArray          *messages,
                                                 GmkReadStatus      *status);
/* Waits for the process to exit; TRUE with its wait status when it did. */
gboolean          gmk_engine_process_wait       (GmkEngineProcess   *process,
                                                 int                 timeout_ms,
                                                 int                *wait_status);
/* Kills (SIGKILL) and reaps the process if it still runs. */
void              gmk_engine_process_kill       (GmkEngineProcess   *process);
/* Kills if needed and frees. */
void              gmk_engine_process_free       (GmkEngineProcess   *process);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmkEngineProcess, gmk_engine_process_free)

G_END_DECLS
