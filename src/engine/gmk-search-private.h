/* gmk-search-private.h: what the files of the search share.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search is split along its seams, as strong engines split theirs:
 * gmk-search.c searches the tree (the node search, the root's iterations
 * and aspiration windows), gmk-search-run.c makes one move's decision
 * (the root's moves, wins found without a tree, the answer and its
 * figures), gmk-search-lines.c keeps the best root moves of multi-PV,
 * gmk-order.c chooses and orders a node's moves,
 * gmk-search-threads.c keeps the search object, its workers and the Lazy
 * SMP helpers, gmk-timeman.c shares out time and nodes, and
 * gmk-search-params.c holds the parameters.  Only those files include
 * this header.  What the node search calls at every node stays inline
 * here.
 */
#pragma once

#include "gmk-search.h"

#include "gmk-eval.h"
#include "gmk-order.h"
#include "gmk-search-params.h"
#include "gmk-threat.h"
#include "gmk-tt.h"

G_BEGIN_DECLS

#define MAX_PLY        120
#define MAX_MOVES      (GMK_MAX_SIZE * GMK_MAX_SIZE + 4)
#define MAX_THREADS    64
#define INF            32000
#define WIN            GMK_SCORE_WIN
#define WIN_MIN        (GMK_SCORE_WIN - 1000)   /* beyond: a proven result */
#define ROOT_VCF_DEPTH 30
#define ROOT_VCT_DEPTH 7   /* attacker moves; the narrower answers to a three make 7 affordable */

typedef struct _Worker Worker;

/* A proven win kept for the next move (gmk-search-proof.c): the root it
 * was proven at, the move played, and the first layer of its proof (for
 * each answer of the opponent, the move that still wins).  Only a hint:
 * whatever it names is proven again before it is played. */
typedef struct {
  gboolean  valid;
  GmkRule   rule;
  int       width;
  int       height;
  GmkColor  side;              /* the winner, to move at the root */
  int       stones;            /* stones on the board at the root */
  uint8_t   cell[GMK_CELLS];   /* the root's cells */
  int       move;              /* the winning move played there */
  int       depth;             /* its proof's attacker moves, itself included */
  int       answers_depth;     /* the same for each answer */
  int       n_answers;
  int       reply[GMK_THREAT_MAX_NOTED];
  int       answer[GMK_THREAT_MAX_NOTED];
  guint64   answer_nodes[GMK_THREAT_MAX_NOTED];  /* what its proof cost, 0: not known */
} GmkSearchProof;

struct _GmkSearch
{
  GmkTT            tt;
  gsize            hash_mib;
  /* The rule and board size the table learnt under, once it has: the
   * hash knows neither, and an entry would carry a result of one rule
   * into another's search (gmk-search-run.c). */
  gboolean         tt_game_known;
  GmkRule          tt_rule;
  int              tt_width;
  int              tt_height;
  Worker          *workers[MAX_THREADS];
  int              n_workers;
  GThreadPool     *pool;

  GMutex           lock;
  GCond            helpers_done;
  int              helpers_running;

  /* Lockstep (limits.lockstep): a thread that has searched more nodes
   * than another waits here for it. */
  GCond            step_cond;

  gint             stop;
  gint             running;
  gint64           start_time;     /* monotonic, us */
  gint64           hard_deadline;  /* monotonic, us; 0: none */
  GmkSearchLimits  limits;
  int              noise;          /* level noise amplitude, 0 at full strength */

  /* The deepest iteration any thread has completed (under `lock`): Lazy
   * SMP threads skip depths another has finished and the answer comes
   * from the deepest. */
  gint             shared_depth;
  int              shared_move;
  int              shared_score;
  int              shared_seldepth;
  int              shared_pv[GMK_MAX_PV];
  int              shared_pv_length;
  gboolean         ninuki_pending; /* the root must break the opponent's five */
  gboolean         root_five;      /* ninuki: a five of the root's side to move stands (a set-up) */
  int              max_depth;
  int              threads;        /* searching this move (helpers started) */
  int              multi_pv;       /* root lines each iteration searches, 1..GMK_MAX_MULTI_PV */
  /* Multi-PV, a win found without the tree: the first line, before the
   * tree's (which exclude its move). */
  GmkSearchLine    fixed_line;
  gboolean         has_fixed_line;
  /* The last move's proven win, if any: the next search follows it. */
  GmkSearchProof   proof;
};

struct _Worker
{
  GmkSearch       *search;
  int              id;
  GmkEvalState     st;
  GmkThreatSearch  threat;
  guint64          nodes;
  guint64          next_check;       /* node count of the next clock look */
  int              iteration_depth;  /* the iteration being searched */
  gboolean         abandon;          /* another thread finished it: drop it */
  int              seldepth;
  int              root_ply;         /* board ply at the root */
  gboolean         stepping;         /* lockstep, under search->lock: taking part */
  guint64          step_nodes;       /* lockstep, under search->lock: nodes so far */

  int16_t          killers[MAX_PLY][2];
  int              history[3][GMK_CELLS];
  int              moves[MAX_PLY][MAX_MOVES];
  int              scores[MAX_PLY][MAX_MOVES];
  int              pv[MAX_PLY + 1][MAX_PLY + 1];
  int              pv_length[MAX_PLY + 1];
  uint8_t          made_five[MAX_PLY + 1];
  uint8_t          node_kind[MAX_PLY + 1];  /* how the node at ply was constrained (GenKind) */
  uint8_t          move_class[MAX_PLY + 1]; /* threat class of the move into ply + 1, for its maker */
  uint32_t         mark[GMK_CELLS];         /* scratch set: cells == mark_stamp */
  uint32_t         mark_stamp;

  int              root_moves[MAX_MOVES];
  int              root_scores[MAX_MOVES];
  int              n_root;
  int              best_move;
  int              best_score;
  int              completed_depth;
  guint            full_windows;     /* root searches widened to the full window */
  int              root_pv[GMK_MAX_PV];
  int              root_pv_length;

  /* Multi-PV: the iteration's line `pv_start` searches root_moves from
   * that index on; the lines found before it stand in front. */
  int              pv_start;
  GmkSearchLine    lines[GMK_MAX_MULTI_PV];      /* the last completed iteration's, best first */
  int              n_lines;
  GmkSearchLine    next_lines[GMK_MAX_MULTI_PV]; /* the iteration under way */
};

typedef enum {
  GEN_NORMAL,
  GEN_FORCED,       /* answering a four: do not lose depth */
  GEN_DEFENCE,      /* answering an open three */
} GenKind;

static inline gboolean
stopped (const Worker *w)
{
  return g_atomic_int_get (&w->search->stop) != 0 || w->abandon;
}

/* Stones `color` would capture by playing `index` (from the line codes). */
static inline int
captures_at (const GmkEvalState *st,
             int                 index,
             GmkColor            color)
{
  return 2 * gmk_eval_captures (st, index, color);
}

/* Ninuki: is the five left by the move at `ply` (made_five) anywhere on
 * the board rather than through that move?  Only a root move in a set-up
 * where the side to move already had a five: the rules judge that five
 * after its next move, whatever the move, as if the move had made it. */
static inline gboolean
root_five_at (const Worker *w,
              int           ply)
{
  return ply == 0 && w->search->root_five;
}

/* ---------------------------------------------------------------------- */
/* Move generation and ordering (gmk-order.c)                               */

/* What gmk_order_generate_forced returns when every candidate is a move:
 * they are collected only when the node searches them (many return
 * before). */
#define ALL_CANDIDATES (-1)

G_GNUC_INTERNAL
int      gmk_order_find_fives         (GmkEvalState *st,
                                       GmkColor      color,
                                       int          *cell,
                                       int          *second);
G_GNUC_INTERNAL
gboolean gmk_order_breaks_five        (Worker       *w,
                                       int           index,
                                       int           five_move);
G_GNUC_INTERNAL
int      gmk_order_collect_candidates (Worker       *w,
                                       int           ply);
G_GNUC_INTERNAL
int      gmk_order_generate_forced    (Worker       *w,
                                       int           ply,
                                       GenKind      *kind,
                                       gboolean     *is_decided,
                                       int          *decided);
G_GNUC_INTERNAL
int      gmk_order_generate           (Worker       *w,
                                       int           ply,
                                       GenKind      *kind,
                                       gboolean     *is_decided,
                                       int          *decided);
G_GNUC_INTERNAL
void     gmk_order_note_cutoff        (Worker       *w,
                                       int           ply,
                                       int           move,
                                       int           depth);

/* What every node calls stays inline: the ordering's scores (the static
 * ordering, the table's move, killers, history) and the picking. */

/* Scores the moves of a list for ordering; returns the index of the
 * first with the highest score (the move pick_next would take first). */
static inline int
gmk_order_score_moves (Worker *w,
                       int     ply,
                       int     n,
                       int     tt_move)
{
  GmkEvalState *st = &w->st;
  const GmkColor me = st->board.to_move;
  const GmkColor opp = GMK_OTHER (me);
  int *moves = w->moves[ply];
  int *scores = w->scores[ply];
  const int last = st->board.ply > 0 ? gmk_board_last_move (&st->board) : GMK_NO_MOVE;
  const int before = st->board.ply > 1 ? st->board.history[st->board.ply - 2].move : GMK_NO_MOVE;
  const GmkOrderWeights *ow = gmk_order_weights (st->board.rule);
  int best = 0;

  for (int i = 0; i < n; i++)
    {
      int q = moves[i];
      int s = gmk_order_score (ow, st->cells[q].order[me - 1], st->cells[q].order[opp - 1],
                               gmk_order_locality (q, last), gmk_order_locality (q, before));

      if (st->cells[q].klass[me - 1] == GMK_CLASS_MAYBE_FORBIDDEN)
        s += 50;
      if (q == tt_move)
        s = 1 << 28;
      else
        {
          if (q == w->killers[ply][0])
            s += 300;
          else if (q == w->killers[ply][1])
            s += 200;
          s += w->history[me][q] >> 6;
          if (st->board.captures)
            s += 180 * captures_at (st, q, me) + 60 * captures_at (st, q, opp);
        }
      scores[i] = s;
      best = s > scores[best] ? i : best;
    }
  return best;
}

/* Is there any move gmk_order_collect_candidates would collect? */
static inline gboolean
has_candidate (Worker *w)
{
  GmkEvalState *st = &w->st;

  for (int i = 0; i < st->n_cand; i++)
    if (gmk_threat_is_legal (st, st->cand[i], st->board.to_move))
      return TRUE;
  return FALSE;
}

/* Moves move `best` of the list to position `i`; returns it. */
static inline int
swap_to_front (Worker *w,
               int     ply,
               int     i,
               int     best)
{
  int *moves = w->moves[ply];
  int *scores = w->scores[ply];

  if (best != i)
    {
      int m = moves[i], s = scores[i];
      moves[i] = moves[best];
      scores[i] = scores[best];
      moves[best] = m;
      scores[best] = s;
    }
  return moves[i];
}

static inline int
pick_next (Worker *w,
           int     ply,
           int     i,
           int     n)
{
  const int *scores = w->scores[ply];
  int best = i, best_score = scores[i];

  /* Conditional moves, not branches: which score is the largest so far
   * is a coin toss the branch predictor keeps losing. */
  for (int j = i + 1; j < n; j++)
    {
      const int s = scores[j];

      best = s > best_score ? j : best;
      best_score = s > best_score ? s : best_score;
    }
  return swap_to_front (w, ply, i, best);
}

/* ---------------------------------------------------------------------- */
/* The tree (gmk-search.c)                                                  */

/* Iterative deepening on the worker's root moves, up to max_depth; the
 * main thread (id 0) reports each completed iteration to `progress` and
 * decides when to stop.  Returns the last completed iteration's score. */
G_GNUC_INTERNAL
int      gmk_search_iterate          (Worker                *w,
                                      int                    max_depth,
                                      GmkSearchProgressFunc  progress,
                                      gpointer               user_data);
/* ---------------------------------------------------------------------- */
/* Multi-PV (gmk-search-lines.c)                                            */

/* Line `line` of the iteration is searched: its move joins those in front
 * of the root's list, so the next line's search excludes it. */
G_GNUC_INTERNAL
void     gmk_search_record_line      (Worker                *w,
                                      int                    line,
                                      int                    depth);
/* The first `done` lines of the iteration are searched (all of them, or
 * fewer when it was stopped): they become the lines, best first, followed
 * by those of the last iteration they do not repeat; the best is the
 * answer.  Returns its score. */
G_GNUC_INTERNAL
int      gmk_search_finish_lines     (Worker                *w,
                                      int                    done);
G_GNUC_INTERNAL
gboolean gmk_search_all_lines_proven (const Worker          *w);
/* The worker's answer as the caller sees it: `info`'s lines, best first,
 * beginning with the worker's best move (after search->fixed_line, a win
 * found without the tree, when there is one). */
G_GNUC_INTERNAL
void     gmk_search_fill_lines       (const Worker          *w,
                                      GmkSearchInfo         *info);

/* ---------------------------------------------------------------------- */
/* A proven win kept for the next move (gmk-search-proof.c)                 */

G_GNUC_INTERNAL
void     gmk_search_proof_forget     (GmkSearch             *search);
/* The root (main worker's state) is the kept win's root, or follows it by
 * the move played there and an answer of the opponent's: the move that
 * wins now, proven again by the threat solver on a share of the budget
 * (its answers noted for the next move), or GMK_NO_MOVE. */
G_GNUC_INTERNAL
int      gmk_search_proof_follow     (Worker                *w);
/* After the search of `root`: keeps the win when `move` is proven to win
 * (`score`), from the answers the threat solver noted for it or else from
 * the line `pv`; forgets it otherwise. */
G_GNUC_INTERNAL
void     gmk_search_proof_keep       (Worker                *w,
                                      const GmkBoard        *root,
                                      int                    move,
                                      int                    score,
                                      const int             *pv,
                                      int                    pv_length);

/* ---------------------------------------------------------------------- */
/* Workers and Lazy SMP (gmk-search-threads.c)                              */

G_GNUC_INTERNAL
void     gmk_search_start_helpers    (GmkSearch             *search,
                                      int                    threads,
                                      const GmkBoard        *board);
G_GNUC_INTERNAL
void     gmk_search_join_helpers     (GmkSearch             *search);
/* Another thread completed an iteration as deep as the main thread's
 * next: the main thread takes its answer; returns its depth. */
G_GNUC_INTERNAL
int      gmk_search_take_shared      (Worker                *w);
/* The worker completed an iteration at `depth`: the others may skip it. */
G_GNUC_INTERNAL
void     gmk_search_share_iteration  (Worker                *w,
                                      int                    depth);
/* Nodes of every thread of the running search. */
G_GNUC_INTERNAL
guint64  gmk_search_total_nodes      (const GmkSearch       *search);
/* Lockstep (limits.lockstep): waits while this thread is ahead. */
G_GNUC_INTERNAL
void     gmk_search_step_wait        (Worker                *w);

/* ---------------------------------------------------------------------- */
/* Time and node budgets (gmk-timeman.c)                                    */

/* Starts the clock and sets the hard deadline for search->limits. */
G_GNUC_INTERNAL
void     gmk_timeman_start           (GmkSearch             *search);
/* The main thread's look at the clock and its node count, now and then:
 * sets search->stop when a limit is reached. */
G_GNUC_INTERNAL
void     gmk_timeman_check           (Worker                *w);
/* A lone reply to search: a quarter of the time. */
G_GNUC_INTERNAL
void     gmk_timeman_shorten         (GmkSearch             *search);
/* The root's VCF, then VCT: their share of the budget. */
G_GNUC_INTERNAL
void     gmk_timeman_budget_root_vcf (const GmkSearch       *search,
                                      GmkThreatSearch       *threat);
G_GNUC_INTERNAL
void     gmk_timeman_budget_root_vct (const GmkSearch       *search,
                                      GmkThreatSearch       *threat,
                                      guint64                spent_nodes);
/* After an iteration of the main thread: whether to start the next.
 * `elapsed` since the start, the last two iterations' times (0: not
 * timed), `stable` how many iterations in a row kept the best move. */
G_GNUC_INTERNAL
gboolean gmk_timeman_go_deeper       (const GmkSearch       *search,
                                      gint64                 elapsed,
                                      gint64                 last_iteration_us,
                                      gint64                 previous_iteration_us,
                                      int                    stable);

G_END_DECLS
