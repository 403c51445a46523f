/* gmk-protocol-private.h: the state the files of the protocol state machine
 * share, and the functions they call across files.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Threads: the caller's thread parses lines and owns all state while no
 * search runs.  A move request (BEGIN, TURN, BOARD…DONE, SWAP2BOARD…DONE)
 * hands the position to one search thread, which plays its own move on the
 * position, prints it and ends.  Until it is joined the caller's thread only
 * touches `stop_requested`, `quitting` and the GmkSearch's thread-safe stop,
 * so no lock guards the position.
 */
#pragma once

#include <glib.h>

#include "gmk-protocol.h"
#include "gmk-search.h"

G_BEGIN_DECLS

#define DEFAULT_TIMEOUT_TURN_MS   5000
#define DEFAULT_HASH_MIB          64
#define MAX_HASH_MIB              4096
#define MAX_THREADS               64

typedef enum {
  INPUT_COMMANDS,
  INPUT_BOARD,       /* lines "x,y,field" until DONE */
  INPUT_SWAP2,       /* lines "x,y" until DONE */
  INPUT_YXBOARD,     /* as INPUT_BOARD, but DONE only sets the position */
  INPUT_BLOCK,       /* YXBLOCK: lines "x,y" until DONE */
  INPUT_BLOCK_UNDO,  /* YXBLOCKUNDO: lines "x,y" until DONE */
} InputMode;

typedef enum {
  JOB_MOVE,
  JOB_SWAP2,
  JOB_BALANCE,       /* YXBALANCEONE/TWO: gmk-protocol-balance.c */
} JobKind;

typedef struct {
  int x, y, field;
} BoardEntry;

/* One move of the game record: where and by whom. */
typedef struct {
  int      index;
  GmkColor color;
} RecordMove;

struct _GmkProtocol
{
  GmkProtocolWriteFunc write;
  gpointer             write_data;
  GMutex               write_lock;

  /* The game. */
  gboolean      started;
  int           width;
  int           height;
  GmkRule       rule;
  GmkPosition  *position;
  /* The game as TAKEBACK sees it: `position` is always `base` (the stones
   * BOARD set up, or an empty board) with the moves of `record` played on
   * it in order.  The position's own move stack may be shorter: a stone
   * taken back from the middle of the game breaks the alternation of
   * colours that the stack relies on. */
  GmkPosition  *base;
  GArray       *record;              /* RecordMove */
  gboolean      neutral_stones;      /* BOARD gave field 3 stones this game */

  /* Settings from INFO. */
  gint64        timeout_turn;
  gint64        timeout_match;
  gint64        time_left;           /* < 0: not sent */
  guint64       max_memory;          /* bytes, 0: no limit */
  int           max_depth;           /* 0: no limit */
  guint64       max_nodes;           /* 0: no limit */
  int           threads;
  gsize         hash_request_mib;
  int           level;
  guint64       seed;
  int           captures_own;        /* for the next BOARD only */
  int           captures_opponent;

  /* Yixin's analysis commands (gmk-protocol-yixin.c). */
  guint8        blocked[GMK_CELLS];  /* YXBLOCK: never played, until YXBLOCKRESET or START */
  int           multi_pv;            /* YXNBEST: lines for the next search, then 1 again */
  int           job_multi_pv;        /* the lines of the search running */

  /* Multi-line commands. */
  InputMode     input_mode;
  GArray       *entries;             /* BoardEntry */
  char         *input_error;         /* first bad line of a BOARD block */

  /* The search. */
  GmkSearch    *search;
  gsize         search_hash_mib;
  GThread      *thread;
  JobKind       job;
  gint64        job_budget_ms;
  gint64        job_start_us;        /* monotonic: when the command came */
  int           stop_requested;      /* atomic */
  int           quitting;            /* atomic: END, print nothing more */
  int           thread_done;         /* atomic */

  /* YXBALANCEONE/TWO's arguments, for its job. */
  int           balance_count;       /* stones to place, 1 or 2 */
  int           balance_bias;        /* the score aimed at */
};

/* gmk-protocol.c */
void      gmk_protocol_emit              (GmkProtocol       *self,
                                          const char        *format,
                                          ...) G_GNUC_PRINTF (2, 3);
/* FALSE, with ERROR sent, before START. */
gboolean  gmk_protocol_require_started   (GmkProtocol       *self,
                                          const char        *command);

/* gmk-protocol-parse.c */
gboolean  gmk_protocol_parse_int         (const char        *text,
                                          gint64             min,
                                          gint64             max,
                                          gint64            *out);
gboolean  gmk_protocol_parse_numbers     (const char        *text,
                                          int                n,
                                          gint64            *values);
/* A point on the board; FALSE with `error` set to a message otherwise. */
gboolean  gmk_protocol_parse_point       (GmkProtocol       *self,
                                          const char        *text,
                                          int               *x,
                                          int               *y,
                                          char             **error);

/* gmk-protocol-board.c */
void      gmk_protocol_record_sync       (GmkProtocol       *self);
GmkReason gmk_protocol_play_recorded     (GmkProtocol       *self,
                                          int                x,
                                          int                y);
void      gmk_protocol_change_rule       (GmkProtocol       *self,
                                          GmkRule            rule);
void      gmk_protocol_board_line        (GmkProtocol       *self,
                                          const char        *line);
void      gmk_protocol_finish_board      (GmkProtocol       *self);
/* BOARD's or YXBOARD's stones set up, without thinking; FALSE with an
 * ERROR sent when the block was bad. */
gboolean  gmk_protocol_setup_board       (GmkProtocol       *self,
                                          const char        *command);
void      gmk_protocol_handle_takeback   (GmkProtocol       *self,
                                          const char        *args);

/* gmk-protocol-swap2.c */
void      gmk_protocol_swap2_line        (GmkProtocol       *self,
                                          const char        *line);
void      gmk_protocol_finish_swap2      (GmkProtocol       *self);
/* JOB_SWAP2, on the search thread. */
void      gmk_protocol_swap2_reply       (GmkProtocol       *self);

/* gmk-protocol-yixin.c */
/* A Yixin analysis command (YXBOARD, YXNBEST, YXBLOCK…); FALSE when
 * `command` is none of them. */
gboolean  gmk_protocol_handle_yixin      (GmkProtocol       *self,
                                          const char        *command,
                                          const char        *args);
/* A line of a YXBOARD, YXBLOCK or YXBLOCKUNDO block, and its DONE. */
void      gmk_protocol_yixin_line        (GmkProtocol       *self,
                                          const char        *line);
void      gmk_protocol_yixin_done        (GmkProtocol       *self);
const char *gmk_protocol_input_name      (InputMode          mode);
/* YXNBEST's lines, one MESSAGE each, before the move. */
void      gmk_protocol_emit_lines        (GmkProtocol       *self,
                                          const GmkSearchInfo *info);
/* Does the block list hold a cell? */
gboolean  gmk_protocol_has_blocked       (GmkProtocol       *self);

/* gmk-protocol-info.c */
gboolean  gmk_protocol_handle_balance    (GmkProtocol       *self,
                                          const char        *command,
                                          const char        *args);
void      gmk_protocol_balance_reply     (GmkProtocol       *self);

void      gmk_protocol_handle_info       (GmkProtocol       *self,
                                          const char        *args);

/* gmk-protocol-search.c */
void      gmk_protocol_prepare_search    (GmkProtocol       *self);
int       gmk_protocol_empty_cells       (GmkProtocol       *self);
int       gmk_protocol_evaluate          (GmkProtocol       *self,
                                          gint64             budget_ms,
                                          int               *best_move);
void      gmk_protocol_start_job         (GmkProtocol       *self,
                                          JobKind            job);
void      gmk_protocol_think_or_refuse   (GmkProtocol       *self);
void      gmk_protocol_wait_for_search   (GmkProtocol       *self);
void      gmk_protocol_stop_search       (GmkProtocol       *self);

G_END_DECLS
