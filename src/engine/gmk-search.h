/* gmk-search.h: the computer player's search.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One GmkSearch owns a transposition table and its helper threads; it searches
 * one position at a time.  gmk_search_run blocks the calling thread (the
 * application calls it from a GTask thread, the protocol program from its
 * search thread); gmk_search_stop may be called from any thread and makes the
 * running search return its best move within a few milliseconds.
 */
#pragma once

#include "gmk-board.h"
#include "gmk-rules.h"

G_BEGIN_DECLS

#define GMK_MAX_PV        64
#define GMK_MIN_LEVEL     1
#define GMK_MAX_LEVEL     8     /* full strength */
#define GMK_SCORE_WIN     30000 /* a forced win in n plies scores GMK_SCORE_WIN - n */
#define GMK_MAX_MULTI_PV  10    /* best root moves a search can return */

typedef struct _GmkSearch GmkSearch;

/* One of the best root moves (multi-PV) and what the search found of it. */
typedef struct {
  int      move;              /* cell index */
  int      score;             /* from the side to move's view */
  double   win_probability;   /* 0..1 for the side to move */
  gboolean forced;            /* proven win or loss (|score| near GMK_SCORE_WIN) */
  int      depth;             /* the iteration that scored it */
  int      pv[GMK_MAX_PV];    /* cell indices, the move first */
  int      pv_length;
} GmkSearchLine;

typedef struct {
  int      depth;             /* completed iteration */
  int      seldepth;          /* deepest ply reached */
  guint64  nodes;
  guint64  nps;
  int      score;             /* centipawn-like, from the side to move's view */
  double   win_probability;   /* 0..1 for the side to move */
  gint64   elapsed_ms;
  int      best_move;         /* cell index, GMK_NO_MOVE when none */
  int      pv[GMK_MAX_PV];    /* cell indices */
  int      pv_length;
  gboolean forced_win;        /* proven result, win or loss (|score| near
                               * GMK_SCORE_WIN), by the threat search or
                               * the tree; the score's sign says which */
  guint64  main_nodes;        /* of `nodes`, those of the calling thread */
  guint    full_windows;      /* the calling thread's root searches widened
                               * to the full window after failed aspiration
                               * windows */
  guint    helper_full_windows; /* the same, of the helper threads: at full
                                 * strength they never widen that far */
  /* The best root moves, best first (lines[0].move == best_move): one
   * line, or limits.multi_pv when the position has that many moves.  A
   * search stopped inside an iteration keeps the lines that iteration did
   * not reach at their earlier depth and score: after lines[0], by depth,
   * then by score. */
  int           n_lines;
  GmkSearchLine lines[GMK_MAX_MULTI_PV];
} GmkSearchInfo;

typedef void (*GmkSearchProgressFunc) (const GmkSearchInfo *info,
                                       gpointer             user_data);

typedef struct {
  int      max_depth;         /* 0: no limit */
  guint64  max_nodes;         /* 0: no limit */
  gint64   time_ms;           /* budget for this move, 0: no limit */
  int      threads;           /* 1..: Lazy-SMP helpers = threads - 1 */
  int      level;             /* GMK_MIN_LEVEL..GMK_MAX_LEVEL */
  guint64  seed;              /* for the noise of the easy levels */
  gboolean lockstep;          /* measurement only (bench --lockstep): the
                               * threads wait for each other every few
                               * hundred nodes, so they advance as on equal
                               * cores that nothing else uses, however
                               * loaded the machine is */
  gboolean full_time;         /* time_ms is for this move alone: what is
                               * left of it is lost (no match clock), so
                               * the search runs until it is spent instead
                               * of stopping early on a settled move */
  gboolean cpu_clock;         /* measurement only (bench --cpu-clock), one
                               * thread: time_ms counts the calling thread's
                               * CPU time, so a loaded machine searches as
                               * deep as an idle one */
  int      multi_pv;          /* 0 or 1: the best move; 2..GMK_MAX_MULTI_PV:
                               * that many best moves, each searched with
                               * the ones found before it excluded */
  guint8   blocked[GMK_CELLS];/* nonzero: a cell index the search must
                               * never return (Yixin's YXBLOCK) */
} GmkSearchLimits;

GmkSearch   *gmk_search_new          (gsize                  hash_mib);
void         gmk_search_free         (GmkSearch             *search);
/* Forget everything learnt (table, history): a new game. */
void         gmk_search_clear        (GmkSearch             *search);
/* A new table of that size, the old one freed first so that a memory
 * limit is not exceeded on the way; when the new size cannot be had, the
 * old size is taken again (FALSE). */
gboolean     gmk_search_resize       (GmkSearch             *search,
                                      gsize                  hash_mib);
/* Gets ready for searches with `threads` threads before any clock runs:
 * writes the pages of a table no search has used yet and allocates the
 * helpers' working memory.  A table in use is kept.  Not while searching. */
void         gmk_search_prepare      (GmkSearch             *search,
                                      int                    threads);
/* Whether a search with `threads` threads would start without allocating
 * or first touching memory. */
gboolean     gmk_search_is_prepared  (GmkSearch             *search,
                                      int                    threads);
/* Fills limits with full strength, no depth/node limit, the given time. */
void         gmk_search_limits_init  (GmkSearchLimits       *limits,
                                      gint64                 time_ms);
/* Applies a strength level to limits (depth, time and noise caps). */
void         gmk_search_limits_for_level (GmkSearchLimits   *limits,
                                          int                level);
/* Searches the position (it is copied; the caller's is untouched) and returns
 * the chosen cell index, or GMK_NO_MOVE when the game is over, the board is
 * full or every legal move is blocked.  The move is always legal for the
 * side to move and never blocked.  `progress` is called
 * on the searching thread after each completed iteration.  `info` (may be
 * NULL) receives the final figures. */
int          gmk_search_run          (GmkSearch             *search,
                                      const GmkPosition     *position,
                                      const GmkSearchLimits *limits,
                                      GmkSearchProgressFunc  progress,
                                      gpointer               user_data,
                                      GmkSearchInfo         *info);
/* Thread-safe; a no-op when nothing runs. */
void         gmk_search_stop         (GmkSearch             *search);
/* Converts a score to a win probability for display. */
double       gmk_search_win_probability (int                 score);

G_END_DECLS
