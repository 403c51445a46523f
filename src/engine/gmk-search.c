/* gmk-search.c: the computer player's search.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Iterative deepening over a principal variation search (negamax alpha-beta
 * with null windows), aspiration windows, a shared lock-free transposition
 * table, and Lazy SMP: helper threads from a GThreadPool search the same
 * position at staggered depths and feed the table.  Threats come first in
 * every node: a five is played, an opponent's four is blocked (the only
 * move, searched without losing depth), an open four wins, and facing an
 * open three only defences and own fours are tried.  At the root, VCF and
 * VCT look for a forced win before the tree does; near the leaves a short
 * VCF turns many positions into proven results.
 */
#include "gmk-search.h"

#include "gmk-eval.h"
#include "gmk-level.h"
#include "gmk-order.h"
#include "gmk-threat.h"
#include "gmk-tt.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PLY        120
#define MAX_MOVES      (GMK_MAX_SIZE * GMK_MAX_SIZE + 4)
#define MAX_THREADS    64
#define INF            32000
#define WIN            GMK_SCORE_WIN
#define WIN_MIN        (GMK_SCORE_WIN - 1000)   /* beyond: a proven result */
#define ROOT_VCF_DEPTH 30
#define ROOT_VCF_NODES 400000   /* only when neither nodes nor time are limited */
#define ROOT_VCT_NODES 200000
#define FORCED_REPLY_DEPTH 10   /* depth for a lone reply when nothing limits the search */
#define ROOT_VCT_DEPTH 7   /* attacker moves; the narrower answers to a three make 7 affordable */
#define HELPER_MAX_DELTA 1000   /* a helper's aspiration window: at most this either side */

typedef struct _Worker Worker;

struct _GmkSearch
{
  GmkTT            tt;
  gsize            hash_mib;
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
};

/* Search parameters.  GMK_TUNE="name=value,..." overrides them, for
 * measuring changes with matches; nothing else reads the environment. */
static struct {
  int leaf_vcf_depth;
  int leaf_vcf_nodes;
  int lmp_base;
  int lmp_mul;
  int lmp_depth;
  int lmr_div100;
  int quiet;
  int time_factor100;
  int iir;
  int wide_defence;
  int time_start100;
  int def_lmp;
  int four_ext_depth;
  int ply1_vcf;
  int rfp;
  int rfp_depth;
  int rfp_guard;
  int iir_depth;
  int iir_pv;
  int def_lmp_depth;
  int order_fit;
  int quiet_fit;
} tune = {
  .leaf_vcf_depth = 3,
  .leaf_vcf_nodes = 60,
  .lmp_base = 2,
  .lmp_mul = 1,
  .lmp_depth = 10,
  .lmr_div100 = 120,
  .quiet = 2500,
  .time_factor100 = 200,
  .iir = 2,
  .wide_defence = 1,
  .time_start100 = 60,
  .def_lmp = 1,
  .four_ext_depth = 6,
  .ply1_vcf = 5000,
  .rfp = 150,
  .rfp_depth = 6,
  .rfp_guard = 1,
  .iir_depth = 3,
  .iir_pv = 0,
  .def_lmp_depth = 6,
  .order_fit = 1,
  .quiet_fit = -1250,
};

/* Late-move reductions by depth and move number. */
static int lmr_table[64][64];

static void
init_lmr_once (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      const char *env = g_getenv ("GMK_TUNE");

      if (env != NULL)
        {
          g_auto(GStrv) items = g_strsplit (env, ",", -1);

          for (int i = 0; items[i] != NULL; i++)
            {
              g_auto(GStrv) kv = g_strsplit (items[i], "=", 2);
              int v;

              if (kv[0] == NULL || kv[1] == NULL)
                continue;
              v = atoi (kv[1]);
#define TUNE(name) if (strcmp (kv[0], #name) == 0) tune.name = v;
              TUNE (leaf_vcf_depth) TUNE (leaf_vcf_nodes) TUNE (lmp_base) TUNE (lmp_mul)
              TUNE (lmp_depth) TUNE (lmr_div100) TUNE (quiet) TUNE (time_factor100) TUNE (iir)
              TUNE (wide_defence) TUNE (time_start100) TUNE (def_lmp) TUNE (four_ext_depth)
              TUNE (rfp) TUNE (rfp_depth) TUNE (rfp_guard) TUNE (iir_depth) TUNE (iir_pv)
              TUNE (ply1_vcf) TUNE (def_lmp_depth) TUNE (order_fit) TUNE (quiet_fit)
#undef TUNE
            }
        }
      /* The ordering fitted to PentaZen's moves, or (order_fit=0) the
       * hand-set one of sessions 1-7 (gmk-order.h). */
      gmk_order_use_fitted (tune.order_fit != 0);
      for (int d = 0; d < 64; d++)
        for (int i = 0; i < 64; i++)
          lmr_table[d][i] = (d == 0 || i == 0) ? 0 :
            (int) (0.4 + log (d) * log (i) * 100.0 / tune.lmr_div100);
      g_once_init_leave (&initialized, 1);
    }
}

/* ---------------------------------------------------------------------- */
/* Public odds and ends                                                     */

double
gmk_search_win_probability (int score)
{
  if (score >= WIN_MIN)
    return 1.0;
  if (score <= -WIN_MIN)
    return 0.0;
  return 1.0 / (1.0 + exp (-score / 250.0));
}

void
gmk_search_limits_init (GmkSearchLimits *limits,
                        gint64           time_ms)
{
  memset (limits, 0, sizeof *limits);
  limits->time_ms = time_ms;
  limits->threads = 1;
  limits->level = GMK_MAX_LEVEL;
}

/* ---------------------------------------------------------------------- */
/* Workers                                                                  */

static Worker *
worker_new (GmkSearch *search,
            int        id)
{
  Worker *w = g_new0 (Worker, 1);

  w->search = search;
  w->id = id;
  gmk_threat_init (&w->threat);
  w->threat.stop = &search->stop;
  return w;
}

static void
worker_clear (Worker *w)
{
  memset (w->history, 0, sizeof w->history);
  memset (w->killers, 0xFF, sizeof w->killers);
  gmk_threat_clear (&w->threat);
}

static void helper_thread (gpointer data, gpointer user_data);

GmkSearch *
gmk_search_new (gsize hash_mib)
{
  GmkSearch *search = g_new0 (GmkSearch, 1);

  gmk_pattern_init ();
  init_lmr_once ();
  if (hash_mib == 0)
    hash_mib = 64;
  if (!gmk_tt_init (&search->tt, hash_mib))
    {
      g_warning ("Cannot allocate a %" G_GSIZE_FORMAT " MiB table; using 1 MiB", hash_mib);
      hash_mib = 1;
      gmk_tt_init (&search->tt, hash_mib);
    }
  search->hash_mib = hash_mib;
  g_mutex_init (&search->lock);
  g_cond_init (&search->helpers_done);
  g_cond_init (&search->step_cond);
  search->workers[0] = worker_new (search, 0);
  worker_clear (search->workers[0]);
  search->n_workers = 1;
  return search;
}

void
gmk_search_free (GmkSearch *search)
{
  if (search == NULL)
    return;
  gmk_search_stop (search);
  if (search->pool != NULL)
    g_thread_pool_free (search->pool, FALSE, TRUE);
  for (int i = 0; i < search->n_workers; i++)
    g_free (search->workers[i]);
  gmk_tt_free (&search->tt);
  g_mutex_clear (&search->lock);
  g_cond_clear (&search->helpers_done);
  g_cond_clear (&search->step_cond);
  g_free (search);
}

void
gmk_search_clear (GmkSearch *search)
{
  gmk_tt_clear (&search->tt);
  for (int i = 0; i < search->n_workers; i++)
    worker_clear (search->workers[i]);
}

gboolean
gmk_search_resize (GmkSearch *search,
                   gsize      hash_mib)
{
  if (hash_mib == 0 || hash_mib == search->hash_mib)
    return hash_mib != 0;
  gmk_tt_free (&search->tt);
  if (gmk_tt_init (&search->tt, hash_mib))
    {
      search->hash_mib = hash_mib;
      return TRUE;
    }
  if (!gmk_tt_init (&search->tt, search->hash_mib))
    {
      search->hash_mib = 1;
      gmk_tt_init (&search->tt, 1);
    }
  return FALSE;
}

/* Workers 1 .. threads - 1, made the first time that many are wanted. */
static void
ensure_workers (GmkSearch *search,
                int        threads)
{
  for (int i = search->n_workers; i < MIN (threads, MAX_THREADS); i++)
    {
      search->workers[i] = worker_new (search, i);
      worker_clear (search->workers[i]);
      search->n_workers = i + 1;
    }
}

void
gmk_search_prepare (GmkSearch *search,
                    int        threads)
{
  gmk_tt_prepare (&search->tt);
  ensure_workers (search, threads);
  if (threads > 1 && search->pool == NULL)
    search->pool = g_thread_pool_new (helper_thread, search, -1, FALSE, NULL);
}

gboolean
gmk_search_is_prepared (GmkSearch *search,
                        int        threads)
{
  return gmk_tt_is_ready (&search->tt) &&
         search->n_workers >= MIN (threads, MAX_THREADS) &&
         (threads <= 1 || search->pool != NULL);
}

void
gmk_search_stop (GmkSearch *search)
{
  g_atomic_int_set (&search->stop, 1);
}

/* ---------------------------------------------------------------------- */
/* Helpers of the tree search                                               */

static inline int
score_to_tt (int score,
             int ply)
{
  if (score >= WIN_MIN)
    return score + ply;
  if (score <= -WIN_MIN)
    return score - ply;
  return score;
}

static inline int
score_from_tt (int score,
               int ply)
{
  if (score >= WIN_MIN)
    return score - ply;
  if (score <= -WIN_MIN)
    return score + ply;
  return score;
}

static void
check_limits (Worker *w)
{
  GmkSearch *search = w->search;

  if (search->hard_deadline > 0 && gmk_clock_us (search->limits.cpu_clock) >= search->hard_deadline)
    g_atomic_int_set (&search->stop, 1);
  if (search->limits.max_nodes > 0 && w->nodes >= search->limits.max_nodes)
    g_atomic_int_set (&search->stop, 1);
}

/* Lockstep: a thread more than STEP_NODES nodes ahead of another still
 * searching waits for it, so the threads advance as on equal cores that
 * nothing else uses (bench --lockstep).  The main thread's node count is
 * then its time to depth, whatever the machine's load. */
#define STEP_NODES 256

static guint64
slowest_other_locked (GmkSearch *search,
                      Worker    *self)
{
  guint64 slowest = G_MAXUINT64;

  for (int i = 0; i < search->threads; i++)
    {
      Worker *o = search->workers[i];

      if (o != self && o->stepping)
        slowest = MIN (slowest, o->step_nodes);
    }
  return slowest;
}

static void
step_wait (Worker *w)
{
  GmkSearch *search = w->search;

  g_mutex_lock (&search->lock);
  w->step_nodes = w->nodes;
  g_cond_broadcast (&search->step_cond);
  while (!g_atomic_int_get (&search->stop) &&
         slowest_other_locked (search, w) < G_MAXUINT64 &&
         w->nodes > slowest_other_locked (search, w) + STEP_NODES)
    g_cond_wait (&search->step_cond, &search->lock);
  g_mutex_unlock (&search->lock);
}

/* A thread that has finished searching no longer holds the others back. */
static void
step_leave (Worker *w)
{
  GmkSearch *search = w->search;

  if (!search->limits.lockstep)
    return;
  g_mutex_lock (&search->lock);
  w->stepping = FALSE;
  g_cond_broadcast (&search->step_cond);
  g_mutex_unlock (&search->lock);
}

static inline gboolean
stopped (const Worker *w)
{
  return g_atomic_int_get (&w->search->stop) != 0 || w->abandon;
}

/* A real five point of `color` among the candidates; returns the count (up
 * to 2) and the first in *cell. */
static int
find_fives (GmkEvalState *st,
            GmkColor      color,
            int          *cell,
            int          *second)
{
  /* Every cell of the class is a candidate (a five point touches a
   * stone): the scan ends after the last. */
  int n = 0, left = st->class_count[color][GMK_CLASS_FIVE];

  for (int i = 0; i < st->n_cand && n < 2 && left > 0; i++)
    {
      int q = st->cand[i];

      if (st->board.cell[q] != GMK_EMPTY || st->cells[q].klass[color - 1] != GMK_CLASS_FIVE)
        continue;
      left--;
      if (gmk_threat_is_five (st, q, color))
        {
          if (n == 0)
            *cell = q;
          else
            *second = q;
          n++;
        }
    }
  return n;
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

/* Ninuki: does the capture at `index` (by the side to move) break the
 * five the opponent made with `five_move` (GMK_NO_MOVE: the fives of a
 * set-up, anywhere), or win outright?  As the rules judge it: broken when
 * no five or more is left, whichever stones were taken (the five's last
 * stone taken from the end of a six leaves a five). */
static gboolean
breaks_five (Worker *w,
             int     index,
             int     five_move)
{
  GmkEvalState *st = &w->st;
  const GmkColor me = st->board.to_move;
  const GmkColor opp = GMK_OTHER (me);
  gboolean broken;

  gmk_eval_make (st, index);
  broken = st->board.captured_pairs[me] >= GMK_CAPTURE_WIN_PAIRS ||
           !gmk_threat_five_near (&st->board, five_move, opp);
  gmk_eval_unmake (st);
  return broken;
}

typedef enum {
  GEN_NORMAL,
  GEN_FORCED,       /* answering a four: do not lose depth */
  GEN_DEFENCE,      /* answering an open three */
} GenKind;

/* Scores the moves of a list for ordering; returns the index of the
 * first with the highest score (the move pick_next would take first). */
static int
score_moves (Worker *w,
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

/* Every empty candidate the side to move may play, into w->moves[ply];
 * returns the count. */
static int
collect_candidates (Worker *w,
                    int     ply)
{
  GmkEvalState *st = &w->st;
  const uint8_t *cell = st->board.cell;
  const GmkColor me = st->board.to_move;
  int *moves = w->moves[ply];
  int n = 0;

  /* Without a branch on each candidate's emptiness (occupied ones come in
   * no predictable order); only a cell the patterns say may be forbidden
   * asks the rules. */
  for (int i = 0; i < st->n_cand; i++)
    {
      const int q = st->cand[i];
      const gboolean empty = cell[q] == GMK_EMPTY;

      moves[n] = q;
      if (G_UNLIKELY (empty & (st->cells[q].klass[me - 1] >= GMK_CLASS_FLEX4)))
        n += gmk_threat_is_legal (st, q, me);
      else
        n += empty;
    }
  return n;
}

/* Is there any move collect_candidates would collect? */
static gboolean
has_candidate (Worker *w)
{
  GmkEvalState *st = &w->st;

  for (int i = 0; i < st->n_cand; i++)
    if (gmk_threat_is_legal (st, st->cand[i], st->board.to_move))
      return TRUE;
  return FALSE;
}

/* What generate_forced returns when every candidate is a move: they are
 * collected only when the node searches them (many return before). */
#define ALL_CANDIDATES (-1)

/* The moves of a node constrained by threats into w->moves[ply]; returns
 * the count, or ALL_CANDIDATES.  *kind tells how the node is constrained;
 * a node decided without search sets *decided to its score. */
static int
generate_forced (Worker   *w,
          int       ply,
          GenKind  *kind,
          gboolean *is_decided,
          int      *decided)
{
  GmkEvalState *st = &w->st;
  GmkBoard *board = &st->board;
  const GmkColor me = board->to_move;
  const GmkColor opp = GMK_OTHER (me);
  int *moves = w->moves[ply];
  int n = 0, f = -1, f2 = -1, n_opp;

  *kind = GEN_NORMAL;
  *is_decided = FALSE;

  if (board->captures)
    {
      /* Ninuki: the opponent's last move made a five; only a capture that
       * breaks it (or wins) saves the game. */
      if (board->rule == GMK_RULE_NINUKI && ply > 0 && w->made_five[ply - 1])
        {
          int five_move = root_five_at (w, ply - 1) ? GMK_NO_MOVE : gmk_board_last_move (board);

          for (int i = 0; i < st->n_cand; i++)
            {
              int q = st->cand[i];
              if (board->cell[q] == GMK_EMPTY && captures_at (st, q, me) > 0 &&
                  gmk_threat_is_legal (st, q, me) && breaks_five (w, q, five_move))
                moves[n++] = q;
            }
          if (n == 0)
            {
              *is_decided = TRUE;
              *decided = -(WIN - ply);
            }
          *kind = GEN_FORCED;
          return n;
        }
      if (board->rule == GMK_RULE_PENTE && find_fives (st, me, &f, &f2) > 0)
        {
          *is_decided = TRUE;
          *decided = WIN - (ply + 1);
          return 0;
        }
      if (board->captured_pairs[me] == GMK_CAPTURE_WIN_PAIRS - 1)
        for (int i = 0; i < st->n_cand; i++)
          {
            int q = st->cand[i];
            if (board->cell[q] == GMK_EMPTY && captures_at (st, q, me) > 0)
              {
                *is_decided = TRUE;
                *decided = WIN - (ply + 1);
                return 0;
              }
          }

      n_opp = find_fives (st, opp, &f, &f2);
      /* Ninuki: a five must survive one move, and near five pairs a
       * capture then wins; one prepared now (a threat, not only a capture)
       * answers the four too: every move may, so none is cut. */
      if (n_opp > 0 &&
          (board->rule != GMK_RULE_NINUKI || board->captured_pairs[me] < GMK_CAPTURE_WIN_PAIRS - 2))
        {
          /* Block, capture, or (ninuki) make a five of our own first. */
          for (int i = 0; i < st->n_cand; i++)
            {
              int q = st->cand[i];
              if (board->cell[q] != GMK_EMPTY)
                continue;
              if ((q == f || q == f2 || captures_at (st, q, me) > 0 ||
                   st->cells[q].klass[me - 1] == GMK_CLASS_FIVE) &&
                  gmk_threat_is_legal (st, q, me))
                moves[n++] = q;
            }
          if (n == 0)
            {
              *is_decided = TRUE;
              *decided = -(WIN - (ply + 2));
            }
          *kind = GEN_FORCED;
          return n;
        }
    }
  else
    {
      if (find_fives (st, me, &f, &f2) > 0)
        {
          *is_decided = TRUE;
          *decided = WIN - (ply + 1);
          return 0;
        }
      if (find_fives (st, opp, &f, &f2) > 0)
        {
          /* Only the stones that stop every five point (in caro also one
           * just beyond a five, which leaves it blocked at both ends);
           * none: the fives win. */
          n = gmk_threat_five_answers (st, opp, moves);
          if (n == 0)
            {
              *is_decided = TRUE;
              *decided = -(WIN - (ply + 2));
              return 0;
            }
          *kind = GEN_FORCED;
          return n;
        }
      if (st->class_count[me][GMK_CLASS_FLEX4] > 0)
        {
          /* Every open-four point is a candidate (two steps at most from
           * a stone of the four): the scan ends after the last. */
          int left = st->class_count[me][GMK_CLASS_FLEX4];

          for (int i = 0; i < st->n_cand && left > 0; i++)
            {
              int q = st->cand[i], g = -1;
              gboolean wins;

              if (board->cell[q] != GMK_EMPTY || st->cells[q].klass[me - 1] != GMK_CLASS_FLEX4)
                continue;
              left--;
              /* Renju: two fours on one line (X.XXX.X) look like an open
               * four to the tables but are a double four, forbidden. */
              if (board->rule == GMK_RULE_RENJU && me == GMK_BLACK &&
                  !gmk_threat_is_legal_slow (st, q, me))
                continue;
              if (board->rule == GMK_RULE_FREESTYLE)
                wins = TRUE;
              else
                {
                  /* Exactness rules: check both five points for real. */
                  int answers[GMK_THREAT_MAX_ANSWERS], count = 0;
                  gmk_eval_make (st, q);
                  count = find_fives (st, me, &g, &f2);
                  /* Caro: one stone just beyond can stop both. */
                  wins = count >= 2 && gmk_threat_five_answers (st, me, answers) == 0;
                  gmk_eval_unmake (st);
                }
              if (wins)
                {
                  *is_decided = TRUE;
                  *decided = WIN - (ply + 3);
                  return 0;
                }
            }
        }
      if (st->class_count[opp][GMK_CLASS_FLEX4] > 0 &&
          (board->rule == GMK_RULE_FREESTYLE || gmk_threat_has_open_four (st, opp)))
        {
          /* The opponent threatens an open four that really wins (under
           * the exactness rules the tables' may be a simple four, one of
           * its fives an overline, or forbidden to renju black): defend on
           * the lines of that threat (the cells where it would make a
           * four there), or make a four of our own. */
          uint32_t stamp = ++w->mark_stamp;
          int left = st->class_count[opp][GMK_CLASS_FLEX4];

          if (stamp == 0)
            {
              memset (w->mark, 0, sizeof w->mark);
              stamp = w->mark_stamp = 1;
            }
          for (int i = 0; i < st->n_cand && left > 0; i++)
            {
              int q = st->cand[i];

              if (board->cell[q] != GMK_EMPTY || st->cells[q].klass[opp - 1] != GMK_CLASS_FLEX4)
                continue;
              left--;
              for (int d = 0; d < 4; d++)
                {
                  if (st->cells[q].pat[opp - 1][d] < GMK_PAT_B4 && !tune.wide_defence)
                    continue;
                  for (int k = -5; k <= 5; k++)
                    {
                      int c = q + k * gmk_dir_step[d];

                      if (c >= 0 && c < GMK_CELLS && board->cell[c] == GMK_EMPTY &&
                          st->cells[c].pat[opp - 1][d] >= GMK_PAT_B4)
                        w->mark[c] = stamp;
                    }
                }
            }
          for (int i = 0; i < st->n_cand; i++)
            {
              int q = st->cand[i];
              if (board->cell[q] != GMK_EMPTY)
                continue;
              if ((w->mark[q] == stamp || gmk_threat_makes_four (st, q, me) ||
                   (tune.wide_defence && gmk_threat_makes_four (st, q, opp))) &&
                  gmk_threat_is_legal (st, q, me))
                moves[n++] = q;
            }
          if (board->rule == GMK_RULE_CARO || board->rule == GMK_RULE_CARO5)
            {
              /* Caro: a stone just beyond the fives of the open four
               * spoils it too (it may be no candidate). */
              int beyond[64], n_beyond;

              n_beyond = gmk_threat_three_answers_beyond (st, opp, beyond, G_N_ELEMENTS (beyond));
              if (n_beyond < 0)
                n = 0;   /* too many: every move */
              for (int i = 0; i < n_beyond && n > 0; i++)
                {
                  int j = 0;

                  while (j < n && moves[j] != beyond[i])
                    j++;
                  if (j == n && gmk_threat_is_legal (st, beyond[i], me))
                    moves[n++] = beyond[i];
                }
            }
          if (n > 0)
            {
              *kind = GEN_DEFENCE;
              return n;
            }
        }
    }

  return ALL_CANDIDATES;
}

/* Legal moves of the node into w->moves[ply]; returns the count.  As
 * generate_forced, with every candidate collected. */
static int
generate (Worker   *w,
          int       ply,
          GenKind  *kind,
          gboolean *is_decided,
          int      *decided)
{
  int n = generate_forced (w, ply, kind, is_decided, decided);

  return n == ALL_CANDIDATES ? collect_candidates (w, ply) : n;
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

static void
update_pv (Worker *w,
           int     ply,
           int     move)
{
  w->pv[ply][0] = move;
  memcpy (&w->pv[ply][1], w->pv[ply + 1], sizeof (int) * w->pv_length[ply + 1]);
  w->pv_length[ply] = w->pv_length[ply + 1] + 1;
}

static void
make_move (Worker *w,
           int     ply,
           int     move)
{
  GmkEvalState *st = &w->st;

  w->move_class[ply] = st->cells[move].klass[st->board.to_move - 1];
  w->made_five[ply] = st->board.captures &&
                      (st->cells[move].klass[st->board.to_move - 1] == GMK_CLASS_FIVE ||
                       root_five_at (w, ply));
  gmk_eval_make (st, move);   /* prefetches the table bucket */
}

/* Blocking a four costs no depth (the four and its answer count as one
 * ply) when the four was a real attack: one that came with another
 * threat (a four-three, a double four), or any four near the horizon
 * (within six plies: 70-49-1 against PentaZen where four plies made
 * 48-49%, README), where a short forcing line must stay visible.  A lone four far from
 * the horizon, or one thrown in to delay a defence against an open
 * three, pays for both plies: free, such fours let every line grow by
 * every four on the board (measured in matches). */
static inline gboolean
forced_reply_is_free (const Worker *w,
                      int           ply,
                      int           depth)
{
  if (ply == 0)
    return TRUE;
  if (ply >= 2 && w->node_kind[ply - 1] == GEN_DEFENCE)
    return FALSE;
  return depth <= tune.four_ext_depth || w->move_class[ply - 1] != GMK_CLASS_B4;
}

/* Below this ordering score a move makes no real threat (the units of
 * the fitted ordering or of the hand-set one). */
static inline int
quiet_threshold (const GmkOrderWeights *ow)
{
  return ow->fitted ? tune.quiet_fit : tune.quiet;
}

static int search_node (Worker *w, int alpha, int beta, int depth, int ply, gboolean pv_node);

/* Ninuki, at the horizon, the side to move's five points (the leaf's
 * evaluation is `stand`).  Such a five wins unless a capture breaks it,
 * and the evaluation cannot tell which: it counted the point as one more
 * threat, so a leaf one ply short of a five was worth hundreds less or
 * more than the same line a ply deeper, and the root's score swung from
 * one window to the next (README, Threads).  The side to move may stand
 * on the evaluation or play a five; the reply (only captures that break
 * it) is searched at depth 0 too, so the line ends when no five is left:
 * each break takes a pair. */
static int
horizon_fives (Worker *w,
               int     alpha,
               int     beta,
               int     ply,
               int     stand)
{
  GmkEvalState *st = &w->st;
  int fives[2] = { GMK_NO_MOVE, GMK_NO_MOVE };
  int count = find_fives (st, st->board.to_move, &fives[0], &fives[1]);
  int best = stand;

  w->node_kind[ply] = GEN_NORMAL;
  for (int i = 0; i < count && best < beta; i++)
    {
      int score;

      make_move (w, ply, fives[i]);
      score = -search_node (w, -beta, -MAX (alpha, best), 0, ply + 1, FALSE);
      gmk_eval_unmake (st);
      if (stopped (w))
        return 0;
      best = MAX (best, score);
    }
  return best;
}

static int
search_node (Worker  *w,
             int      alpha,
             int      beta,
             int      depth,
             int      ply,
             gboolean pv_node)
{
  GmkEvalState *st = &w->st;
  GmkBoard *board = &st->board;
  const GmkColor me = board->to_move;
  const GmkColor opp = GMK_OTHER (me);
  const int alpha_orig = alpha;
  GmkTTHit hit;
  gboolean have_hit, is_decided;
  GenKind kind;
  int decided, n, best = -INF, best_move = GMK_NO_MOVE, tt_move = GMK_NO_MOVE;
  int static_eval = 0, searched = 0, first, quiet_below;

  w->pv_length[ply] = 0;
  if (++w->nodes >= w->next_check)
    {
      w->next_check = w->nodes + 256;
      if (w->id == 0)
        check_limits (w);
      if (w->search->limits.lockstep && w->search->threads > 1)
        step_wait (w);
      /* Lazy SMP: an iteration another thread has completed is not worth
       * finishing; its answer is taken and the next depth started. */
      if (w->search->noise == 0 && g_atomic_int_get (&w->search->shared_depth) >= w->iteration_depth)
        w->abandon = TRUE;
    }
  if (stopped (w))
    return 0;
  if (ply > w->seldepth)
    w->seldepth = ply;

  if (board->captures && board->captured_pairs[opp] >= GMK_CAPTURE_WIN_PAIRS)
    return -(WIN - ply);
  if (board->rule == GMK_RULE_PENTE && ply > 0 && w->made_five[ply - 1])
    return -(WIN - ply);
  if (board->rule == GMK_RULE_NINUKI && ply > 1 && w->made_five[ply - 2] &&
      gmk_threat_five_near (board, root_five_at (w, ply - 2) ? GMK_NO_MOVE : board->history[board->ply - 2].move,
                            me))
    return WIN - ply;      /* our five (two plies up) survived their answer */
  if (ply >= MAX_PLY - 2 || board->ply >= GMK_MAX_PLY - 2)
    return gmk_eval_evaluate (st);
  if (board->stones[GMK_BLACK] + board->stones[GMK_WHITE] >= board->width * board->height)
    return 0;

  /* Mate distance: nothing here beats a win already found nearer. */
  alpha = MAX (alpha, -(WIN - ply));
  beta = MIN (beta, WIN - (ply + 1));
  if (alpha >= beta)
    return alpha;

  /* Just after a root move: does the opponent now win by fours?  The
   * tree sees a long VCF only late (a lone four pays a ply, late fours
   * are reduced); the solver sees it at once, and its table keeps the
   * failures, so the next iterations ask again for nothing.  Before the
   * table's cut-offs: an entry from a deeper ply was not checked. */
  if (ply == 1 && depth >= 2 && tune.ply1_vcf > 0 && !board->captures)
    {
      int move;

      w->threat.nodes = 0;
      w->threat.max_nodes = (guint64) tune.ply1_vcf;
      w->threat.deadline = w->search->hard_deadline;
      if (gmk_threat_vcf (&w->threat, st, ROOT_VCF_DEPTH, &move))
        {
          w->nodes += w->threat.nodes;
          return WIN - (ply + 2 * w->threat.line_length);
        }
      w->nodes += w->threat.nodes;
    }

  have_hit = gmk_tt_probe (&w->search->tt, board->hash, &hit);
  if (have_hit)
    {
      int s = score_from_tt (hit.score, ply);

      tt_move = hit.move;
      if (tt_move >= 0 && (tt_move >= GMK_CELLS || board->cell[tt_move] != GMK_EMPTY))
        tt_move = GMK_NO_MOVE;
      if (!pv_node && hit.depth >= depth &&
          (hit.bound == GMK_BOUND_EXACT ||
           (hit.bound == GMK_BOUND_LOWER && s >= beta) ||
           (hit.bound == GMK_BOUND_UPPER && s <= alpha)))
        return s;
    }

  /* Horizon without a five or open four in sight: no need for the moves. */
  if (depth <= 0 &&
      st->class_count[me][GMK_CLASS_FIVE] == 0 && st->class_count[opp][GMK_CLASS_FIVE] == 0 &&
      (board->captures ? board->captured_pairs[me] < GMK_CAPTURE_WIN_PAIRS - 1 &&
                         !(ply > 0 && w->made_five[ply - 1])
                       : st->class_count[me][GMK_CLASS_FLEX4] == 0))
    {
      kind = st->class_count[opp][GMK_CLASS_FLEX4] > 0 && !board->captures ? GEN_DEFENCE : GEN_NORMAL;
      n = 1;
    }
  else
    {
      n = generate_forced (w, ply, &kind, &is_decided, &decided);
      if (is_decided)
        return decided;
      if (n == ALL_CANDIDATES ? !has_candidate (w) : n == 0)
        return 0;   /* nothing legal near the stones: call it even */
    }

  if (depth <= 0 && kind != GEN_FORCED)
    {
      int move;

      /* Horizon: a short VCF proves many positions; otherwise the static
       * evaluation. */
      /* Only where a four-three is in hand: a full VCF at every leaf
       * costs more depth than it finds (measured in matches; with any
       * four in hand, even at 20 nodes, three plies: README). */
      if (tune.leaf_vcf_depth > 0 && !board->captures &&
          st->class_count[me][GMK_CLASS_B4F3] > 0)
        {
          w->threat.nodes = 0;
          w->threat.max_nodes = (guint64) tune.leaf_vcf_nodes;
          w->threat.deadline = w->search->hard_deadline;
          if (gmk_threat_vcf (&w->threat, st, tune.leaf_vcf_depth, &move))
            {
              w->nodes += w->threat.nodes;
              return WIN - (ply + 2 * w->threat.line_length);
            }
          w->nodes += w->threat.nodes;
        }
      static_eval = gmk_eval_evaluate (st);
      if (kind == GEN_DEFENCE)
        static_eval -= 150;   /* an open three against us costs a tempo */
      if (board->rule == GMK_RULE_NINUKI && st->class_count[me][GMK_CLASS_FIVE] > 0 &&
          static_eval < beta && ply < MAX_PLY - 8)
        return horizon_fives (w, alpha, beta, ply, static_eval);
      return static_eval;
    }

  static_eval = gmk_eval_evaluate (st);

  /* Reverse futility: well above beta (rfp a ply) with little depth left
   * and nothing forcing against us (no open-four threat, and by the guard
   * no four-three or double three for the opponent: test-rfp-guard), the
   * opponent will not catch up.  The margin was measured: at 150 a ply a
   * node that far above beta failed low in 2.6% of the bench's nodes at
   * depth 1, 0.5% at depth 4, none beyond 5.  Under captures, never
   * with a five point of the opponent on the board: such a node is
   * forced (never here) unless it is ninuki's with three pairs or more (a
   * capture threat prepared now may answer the five), and there the five
   * it pruned away let the window alone decide whether the node stood:
   * ninuki's full-window root searches took most of its nodes (README,
   * session 10). */
  if (tune.rfp > 0 && !pv_node && kind == GEN_NORMAL && ply > 0 && depth <= tune.rfp_depth &&
      ABS (beta) < WIN_MIN && static_eval - tune.rfp * depth >= beta &&
      !(board->captures && st->class_count[opp][GMK_CLASS_FIVE] > 0) &&
      (!tune.rfp_guard || st->class_count[opp][GMK_CLASS_B4F3] + st->class_count[opp][GMK_CLASS_F3F3] == 0))
    return static_eval;

  /* No table move to try first: a shallower search (two plies, from
   * depth 3) is cheaper than a badly ordered one, and the next visit
   * finds the move it leaves in the table. */
  if (tune.iir && tt_move == GMK_NO_MOVE && depth >= tune.iir_depth &&
      (!pv_node || tune.iir_pv) && kind == GEN_NORMAL)
    depth -= tune.iir;

  if (n == ALL_CANDIDATES)
    n = collect_candidates (w, ply);
  first = score_moves (w, ply, n, tt_move);
  quiet_below = quiet_threshold (gmk_order_weights (board->rule));
  w->node_kind[ply] = (uint8_t) kind;

  for (int i = 0; i < n; i++)
    {
      int move = i == 0 ? swap_to_front (w, ply, 0, first) : pick_next (w, ply, i, n);
      int move_score = w->scores[ply][i];
      int new_depth = kind == GEN_FORCED && forced_reply_is_free (w, ply, depth) ? depth : depth - 1;
      gboolean quiet = kind == GEN_NORMAL && move != tt_move && move_score < quiet_below;
      int reduction = 0, score;

      /* Late quiet moves at shallow depth are not worth a look.  Moves
       * come in falling order, so every later one is quiet and late too
       * (and alpha has not moved): stop picking instead of skipping. */
      if (quiet && !pv_node && searched > 0 && best > -WIN_MIN && depth <= tune.lmp_depth &&
          i >= tune.lmp_base + tune.lmp_mul * depth * depth)
        break;
      if (quiet && depth >= 2 && i >= (pv_node ? 3 : 2))
        reduction = lmr_table[MIN (depth, 63)][MIN (i, 63)] + (pv_node ? 0 : 1);
      if (kind == GEN_DEFENCE && depth >= 3 && i >= 4 && !pv_node)
        reduction = 1;
      /* Late defences against an open three (in falling order): the
       * first few hold when any does.  Our own fours stay: a counter-attack
       * is no defence of the same kind.  Neither pruning starts while every
       * move searched loses: a proven loss needs every move, and a loss
       * claimed on a few of them made the other side call a win that a
       * pruned defence held (and play for it). */
      if (tune.def_lmp > 0 && kind == GEN_DEFENCE && !pv_node && searched > 0 && best > -WIN_MIN &&
          depth <= tune.def_lmp_depth && i >= tune.def_lmp + depth &&
          (st->cells[move].klass[me - 1] < GMK_CLASS_B4 ||
           st->cells[move].klass[me - 1] == GMK_CLASS_MAYBE_FORBIDDEN))
        continue;
      reduction = CLAMP (reduction, 0, new_depth - 1 > 0 ? new_depth - 1 : 0);

      make_move (w, ply, move);
      if (searched == 0)
        score = -search_node (w, -beta, -alpha, new_depth, ply + 1, pv_node);
      else
        {
          score = -search_node (w, -alpha - 1, -alpha, new_depth - reduction, ply + 1, FALSE);
          if (score > alpha && reduction > 0)
            score = -search_node (w, -alpha - 1, -alpha, new_depth, ply + 1, FALSE);
          if (score > alpha && score < beta && pv_node)
            score = -search_node (w, -beta, -alpha, new_depth, ply + 1, TRUE);
        }
      gmk_eval_unmake (st);
      searched++;
      if (stopped (w))
        return 0;

      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              best_move = move;
              alpha = score;
              if (pv_node)
                update_pv (w, ply, move);
              if (alpha >= beta)
                {
                  if (kind == GEN_NORMAL && move_score < 1 << 27)
                    {
                      if (w->killers[ply][0] != move)
                        {
                          w->killers[ply][1] = w->killers[ply][0];
                          w->killers[ply][0] = (int16_t) move;
                        }
                      w->history[me][move] += depth * depth;
                      if (w->history[me][move] > 1 << 20)
                        for (int c = 0; c < GMK_CELLS; c++)
                          w->history[me][c] /= 2;
                    }
                  break;
                }
            }
        }
    }
  if (best == -INF)
    best = alpha_orig;   /* every move pruned: fail low softly */

  gmk_tt_store (&w->search->tt, board->hash,
                best_move != GMK_NO_MOVE ? best_move : tt_move,
                score_to_tt (best, ply), static_eval, depth,
                best >= beta ? GMK_BOUND_LOWER :
                best_move != GMK_NO_MOVE && pv_node ? GMK_BOUND_EXACT : GMK_BOUND_UPPER);
  return best;
}

/* ---------------------------------------------------------------------- */
/* Root                                                                     */

/* Orders root moves by score, stable (ties keep their order). */
static void
sort_root (Worker *w)
{
  for (int i = 1; i < w->n_root; i++)
    {
      int m = w->root_moves[i], s = w->root_scores[i], j = i - 1;
      while (j >= 0 && w->root_scores[j] < s)
        {
          w->root_moves[j + 1] = w->root_moves[j];
          w->root_scores[j + 1] = w->root_scores[j];
          j--;
        }
      w->root_moves[j + 1] = m;
      w->root_scores[j + 1] = s;
    }
}

/* One iteration at the root.  With level noise every move gets an exact
 * score (full window) so the noise chooses among true values. */
static int
search_root (Worker *w,
             int     alpha,
             int     beta,
             int     depth)
{
  GmkSearch *search = w->search;
  GmkEvalState *st = &w->st;
  const gboolean exact_all = search->noise > 0 && w->id == 0;
  int best = -INF;

  w->pv_length[0] = 0;
  for (int i = 0; i < w->n_root; i++)
    {
      int move = w->root_moves[i];
      int score, new_depth = depth - 1;

      make_move (w, 0, move);
      if (exact_all)
        score = -search_node (w, -INF, INF, new_depth, 1, TRUE);
      else if (i == 0)
        score = -search_node (w, -beta, -alpha, new_depth, 1, TRUE);
      else
        {
          score = -search_node (w, -alpha - 1, -alpha, new_depth, 1, FALSE);
          if (score > alpha && score < beta)
            score = -search_node (w, -beta, -alpha, new_depth, 1, TRUE);
        }
      gmk_eval_unmake (st);
      if (stopped (w))
        return best;

      if (exact_all)
        {
          w->root_scores[i] = score;
          score += gmk_level_noise (search->noise, search->limits.seed, move, st->board.ply);
        }
      else
        w->root_scores[i] = i == 0 || score > alpha ? score : -INF + 1 + (w->n_root - i);

      if (score > best)
        {
          best = score;
          if (score > alpha || exact_all)
            {
              w->best_move = move;
              w->best_score = exact_all ? w->root_scores[i] : score;
              update_pv (w, 0, move);
              memcpy (w->root_pv, w->pv[0], sizeof (int) * MIN (w->pv_length[0], GMK_MAX_PV));
              w->root_pv_length = MIN (w->pv_length[0], GMK_MAX_PV);
              if (!exact_all)
                alpha = score;
              if (alpha >= beta)
                break;
            }
        }
    }
  if (!exact_all)
    sort_root (w);
  else
    {
      /* Keep the chosen move first for the next iteration. */
      for (int i = 0; i < w->n_root; i++)
        if (w->root_moves[i] == w->best_move)
          w->root_scores[i] = INF;
      sort_root (w);
    }
  return best;
}

static int
iterate (Worker *w,
         int     max_depth,
         GmkSearchProgressFunc progress,
         gpointer user_data)
{
  GmkSearch *search = w->search;
  int score = 0, stable = 0, previous_best = GMK_NO_MOVE;
  gint64 last_iteration_us = 0, previous_iteration_us = 0;

  for (int depth = 1 + (w->id & 1); depth <= max_depth; depth++)
    {
      gint64 iteration_start = gmk_clock_us (search->limits.cpu_clock);
      int delta = 60, alpha, beta, s;
      int done = g_atomic_int_get (&search->shared_depth);

      if (done >= depth && search->noise == 0)
        {
          /* Another thread got there first: take its answer, go deeper.
           * The main thread reports it and decides whether to go on as
           * if it had completed the iteration itself. */
          if (w->id == 0)
            {
              g_mutex_lock (&search->lock);
              w->best_move = search->shared_move;
              w->best_score = score = search->shared_score;
              w->root_pv_length = search->shared_pv_length;
              memcpy (w->root_pv, search->shared_pv, sizeof (int) * w->root_pv_length);
              w->completed_depth = depth = search->shared_depth;
              w->seldepth = MAX (w->seldepth, search->shared_seldepth);
              g_mutex_unlock (&search->lock);
              for (int i = 0; i < w->n_root; i++)
                if (w->root_moves[i] == w->best_move)
                  {
                    w->root_moves[i] = w->root_moves[0];
                    w->root_moves[0] = w->best_move;
                  }
              goto completed;
            }
          depth = MIN (done + 1 + (w->id & 1), max_depth);
          if (done >= max_depth)
            break;
        }

      if (depth >= 4 && search->noise == 0 && ABS (score) < WIN_MIN)
        {
          alpha = MAX (score - delta, -INF);
          beta = MIN (score + delta, INF);
        }
      else
        {
          alpha = -INF;
          beta = INF;
        }
      w->iteration_depth = depth;
      w->abandon = FALSE;
      for (;;)
        {
          /* A full window's answer is final, even a bound at the edge
           * (searching it again would give the same, forever). */
          gboolean full_window = alpha <= -INF && beta >= INF;

          w->seldepth = 0;
          s = search_root (w, alpha, beta, depth);
          if (stopped (w) || full_window)
            break;
          if (w->id != 0 && search->noise == 0)
            {
              /* A helper never widens to the full window: it moves a
               * window of at most HELPER_MAX_DELTA either side to the
               * bound it got and searches again, until the score lands
               * inside or another thread completes the depth.  In ninuki
               * the root's score depends on the window, an iteration
               * often ends in a full window, and such a search can cost
               * a hundred times a narrow one (bench --rule ninuki 15:
               * 2.5 M nodes for one where the iteration's narrow windows
               * took 20,000); with both threads in it at the same depth,
               * in step, neither got ahead and two threads were slower
               * than one.  A narrow window the helper completes ends the
               * main thread's full-window search (it takes the answer). */
              if (s > alpha && s < beta)
                break;
              delta = MIN (delta * 3 / 2, HELPER_MAX_DELTA);
              alpha = MAX (s - delta, -INF);
              beta = MIN (s + delta, INF);
              continue;
            }
          if (s <= alpha)
            {
              alpha = MAX (s - delta, -INF);
              delta *= 3;
            }
          else if (s >= beta)
            {
              beta = MIN (s + delta, INF);
              delta *= 3;
            }
          else
            break;
          if (delta > 2000)
            {
              alpha = -INF;
              beta = INF;
              w->full_windows++;
            }
        }
      if (w->abandon && !g_atomic_int_get (&search->stop))
        {
          /* Taken over: the top of the loop adopts the shared answer. */
          w->abandon = FALSE;
          depth--;
          continue;
        }
      if (stopped (w))
        break;

      score = s;
      w->completed_depth = depth;
      if (search->noise == 0)
        {
          g_mutex_lock (&search->lock);
          if (depth > search->shared_depth)
            {
              search->shared_move = w->best_move;
              search->shared_score = w->best_score;
              search->shared_seldepth = w->seldepth;
              search->shared_pv_length = w->root_pv_length;
              memcpy (search->shared_pv, w->root_pv, sizeof (int) * w->root_pv_length);
              g_atomic_int_set (&search->shared_depth, depth);
            }
          g_mutex_unlock (&search->lock);
        }
      previous_iteration_us = last_iteration_us;
      last_iteration_us = gmk_clock_us (search->limits.cpu_clock) - iteration_start;

    completed:
      if (w->id == 0)
        {
          gint64 now = gmk_clock_us (search->limits.cpu_clock);
          gint64 elapsed = now - search->start_time;

          if (progress != NULL)
            {
              GmkSearchInfo info = { 0 };
              guint64 nodes = 0;

              for (int i = 0; i < search->threads; i++)
                nodes += search->workers[i]->nodes;
              info.depth = depth;
              info.seldepth = w->seldepth;
              info.nodes = nodes;
              info.elapsed_ms = elapsed / 1000;
              info.nps = elapsed > 0 ? nodes * 1000000 / (guint64) elapsed : 0;
              info.score = w->best_score;
              info.win_probability = gmk_search_win_probability (w->best_score);
              info.best_move = w->best_move;
              memcpy (info.pv, w->root_pv, sizeof (int) * w->root_pv_length);
              info.pv_length = w->root_pv_length;
              info.forced_win = ABS (w->best_score) >= WIN_MIN;
              progress (&info, user_data);
            }

          if (ABS (w->best_score) >= WIN_MIN && depth >= 2)
            break;   /* proven: deeper will not change it */
          stable = w->best_move == previous_best ? stable + 1 : 0;
          previous_best = w->best_move;
          if (search->limits.time_ms > 0)
            {
              gint64 budget = search->hard_deadline - search->start_time;
              double growth = previous_iteration_us > 1000
                              ? CLAMP ((double) last_iteration_us / previous_iteration_us, 1.2, 4.0)
                              : tune.time_factor100 / 100.0;
              gint64 predicted = (gint64) (last_iteration_us * growth);

              /* Start the next iteration when it is likely to finish, or
               * at least to get through its first moves (a root move
               * that beats the best in an unfinished iteration is still
               * played): the hard deadline cuts it off in any case. */
              if (search->limits.full_time)
                ;   /* nothing to save the time for: the deadline ends it */
              else if (elapsed + predicted * tune.time_start100 / 100 > budget)
                break;
              else if (stable >= 6 && elapsed > budget / 2)
                break;
            }
          if (search->limits.max_nodes > 0 && w->nodes >= search->limits.max_nodes)
            break;
        }
    }
  return score;
}

static void
helper_thread (gpointer data,
               gpointer user_data)
{
  Worker *w = data;
  GmkSearch *search = w->search;

  iterate (w, search->max_depth, NULL, NULL);
  step_leave (w);

  g_mutex_lock (&search->lock);
  search->helpers_running--;
  g_cond_signal (&search->helpers_done);
  g_mutex_unlock (&search->lock);
}

/* Root moves of the side to move: legal, near the stones (everything legal
 * when nothing is near), restricted as the tree would restrict them. */
static int
root_moves (Worker            *w,
            const GmkPosition *position)
{
  GmkEvalState *st = &w->st;
  GmkBoard *board = &st->board;
  const GmkColor me = board->to_move;
  GenKind kind;
  gboolean is_decided;
  int decided, n = 0;

  w->search->root_five = FALSE;
  if (board->stones[GMK_BLACK] + board->stones[GMK_WHITE] > 0)
    {
      memset (w->made_five, 0, sizeof w->made_five);
      /* Ninuki, a set-up: a five of the side to move may already stand
       * (the opponent's last move did not break it, or there was none).
       * Every root move then leaves it to the opponent's answer, which
       * must break it (root_five_at), and the root's own moves are free:
       * the opponent's fours wait until the five is broken. */
      if (board->rule == GMK_RULE_NINUKI && gmk_threat_five_near (board, GMK_NO_MOVE, me))
        w->search->root_five = TRUE;
      if (board->rule == GMK_RULE_NINUKI && position->status.pending_five == GMK_OTHER (me))
        {
          /* Every five on the board counts, not only those through the
           * last move (a set-up has none, and may hold several fives):
           * once a search, a scan of the whole board is cheap. */
          for (int i = 0; i < st->n_cand; i++)
            {
              int q = st->cand[i];
              if (board->cell[q] == GMK_EMPTY && captures_at (st, q, me) > 0 &&
                  gmk_threat_is_legal (st, q, me) && breaks_five (w, q, GMK_NO_MOVE))
                w->root_moves[n++] = q;
            }
          w->search->ninuki_pending = TRUE;
        }
      else if (w->search->root_five)
        {
          n = collect_candidates (w, 0);
          memcpy (w->root_moves, w->moves[0], sizeof (int) * n);
        }
      else
        {
          n = generate (w, 0, &kind, &is_decided, &decided);
          if (is_decided)
            {
              /* Decided without a tree: a win in hand, or a loss whatever
               * we do.  Take every legal candidate and let the search
               * name the best (the win scores first). */
              n = 0;
              for (int i = 0; i < st->n_cand; i++)
                {
                  int q = st->cand[i];
                  if (board->cell[q] == GMK_EMPTY && gmk_threat_is_legal (st, q, me))
                    w->moves[0][n++] = q;
                }
            }
          memcpy (w->root_moves, w->moves[0], sizeof (int) * n);
        }
    }
  if (n == 0)
    {
      /* Empty board or nothing near: the legal cells nearest the centre. */
      int best_d = G_MAXINT;

      for (int y = 0; y < board->height; y++)
        for (int x = 0; x < board->width; x++)
          {
            int q = gmk_board_index (x, y);
            int d = ABS (2 * x - (board->width - 1)) + ABS (2 * y - (board->height - 1));

            if (board->cell[q] != GMK_EMPTY ||
                gmk_rules_forbidden (board, q, me) != GMK_REASON_NONE)
              continue;
            if (d < best_d)
              {
                best_d = d;
                n = 0;
              }
            if (d == best_d)
              w->root_moves[n++] = q;
          }
    }
  return n;
}

/* A move that wins at once (five, fifth pair) for the side to move. */
static int
immediate_win (Worker *w)
{
  GmkEvalState *st = &w->st;
  GmkBoard *board = &st->board;
  const GmkColor me = board->to_move;

  for (int i = 0; i < w->n_root; i++)
    {
      int q = w->root_moves[i];

      if (board->captures &&
          board->captured_pairs[me] + captures_at (st, q, me) / 2 >= GMK_CAPTURE_WIN_PAIRS)
        return q;
      /* A ninuki five may still be broken: the tree decides. */
      if (board->rule != GMK_RULE_NINUKI && st->cells[q].klass[me - 1] == GMK_CLASS_FIVE &&
          gmk_threat_is_five (st, q, me))
        return q;
    }
  return GMK_NO_MOVE;
}

/* Helpers search the same root on their own copies, from the table the
 * main thread shares with them. */
static void
start_helpers (GmkSearch      *search,
               int             threads,
               const GmkBoard *board)
{
  Worker *main_worker = search->workers[0];

  if (search->pool == NULL)
    search->pool = g_thread_pool_new (helper_thread, search, -1, FALSE, NULL);
  ensure_workers (search, threads);
  search->threads = threads;
  main_worker->stepping = TRUE;
  main_worker->step_nodes = 0;
  for (int i = 1; i < threads; i++)
    {
      Worker *h = search->workers[i];

      gmk_eval_init (&h->st, board);
      h->nodes = 0;
      h->seldepth = 0;
      h->completed_depth = 0;
      h->full_windows = 0;
      h->best_move = main_worker->best_move;
      h->best_score = 0;
      h->n_root = main_worker->n_root;
      memcpy (h->root_moves, main_worker->root_moves, sizeof (int) * h->n_root);
      memset (h->root_scores, 0, sizeof (int) * h->n_root);
      memset (h->made_five, 0, sizeof h->made_five);
      g_mutex_lock (&search->lock);
      search->helpers_running++;
      h->st.prefetch = &search->tt;
      h->next_check = 0;
      h->abandon = FALSE;
      h->iteration_depth = G_MAXINT;
      h->stepping = TRUE;
      h->step_nodes = 0;
      g_mutex_unlock (&search->lock);
      g_thread_pool_push (search->pool, h, NULL);
    }
}

/* Stops the helpers and waits until every one has returned: nothing of
 * theirs runs once gmk_search_run has returned. */
static void
join_helpers (GmkSearch *search)
{
  if (search->threads <= 1)
    return;
  step_leave (search->workers[0]);
  g_atomic_int_set (&search->stop, 1);
  g_mutex_lock (&search->lock);
  while (search->helpers_running > 0)
    g_cond_wait (&search->helpers_done, &search->lock);
  g_mutex_unlock (&search->lock);
}

int
gmk_search_run (GmkSearch             *search,
                const GmkPosition     *position,
                const GmkSearchLimits *limits,
                GmkSearchProgressFunc  progress,
                gpointer               user_data,
                GmkSearchInfo         *info)
{
  Worker *main_worker = search->workers[0];
  GmkEvalState *st = &main_worker->st;
  const GmkBoard *board = &position->board;
  const GmkLevel *level = gmk_level_get (limits->level);
  int threads, max_depth, best = GMK_NO_MOVE, win_move = GMK_NO_MOVE, slip = GMK_NO_MOVE;
  gboolean forced = FALSE;

  g_return_val_if_fail (search != NULL && position != NULL && limits != NULL, GMK_NO_MOVE);

  if (info != NULL)
    {
      memset (info, 0, sizeof *info);
      info->best_move = GMK_NO_MOVE;
      info->win_probability = 0.5;
    }
  if (position->status.result != GMK_RESULT_NONE || gmk_board_is_full (board))
    return GMK_NO_MOVE;

  g_atomic_int_set (&search->stop, 0);
  search->limits = *limits;
  search->start_time = gmk_clock_us (limits->cpu_clock);
  search->hard_deadline = 0;
  if (limits->time_ms > 0)
    {
      /* Stop a little before the budget: the answer still has to travel. */
      gint64 margin_us = MIN (limits->time_ms * 1000 / 40, 30000);
      search->hard_deadline = search->start_time + MAX (limits->time_ms * 1000 - margin_us, 1000);
    }
  search->noise = level->noise;
  search->ninuki_pending = FALSE;
  max_depth = limits->max_depth > 0 ? MIN (limits->max_depth, MAX_PLY - 8) : MAX_PLY - 8;
  if (level->max_depth > 0)
    max_depth = MIN (max_depth, level->max_depth);
  threads = CLAMP (limits->threads, 1, MAX_THREADS);
  search->max_depth = max_depth;
  search->threads = 1;
  g_atomic_int_set (&search->shared_depth, 0);

  gmk_tt_new_search (&search->tt);
  gmk_eval_init (st, board);
  st->prefetch = &search->tt;
  main_worker->nodes = 0;
  main_worker->next_check = 0;
  for (int i = 0; i < search->n_workers; i++)
    search->workers[i]->threat.cpu_clock = limits->cpu_clock;
  main_worker->abandon = FALSE;
  main_worker->iteration_depth = G_MAXINT;
  main_worker->seldepth = 0;
  main_worker->completed_depth = 0;
  main_worker->full_windows = 0;
  main_worker->best_move = GMK_NO_MOVE;
  main_worker->best_score = 0;
  main_worker->root_pv_length = 0;
  main_worker->n_root = root_moves (main_worker, position);
  for (int i = 0; i < main_worker->n_root; i++)
    main_worker->root_scores[i] = 0;

  if (main_worker->n_root == 0)
    {
      /* Nothing saves the game (ninuki five that cannot be broken) or
       * nothing is legal near the stones: any legal move. */
      for (int i = 0; i < GMK_CELLS && main_worker->n_root == 0; i++)
        if (board->cell[i] == GMK_EMPTY &&
            gmk_rules_forbidden (&st->board, i, board->to_move) == GMK_REASON_NONE)
          main_worker->root_moves[main_worker->n_root++] = i;
      if (main_worker->n_root == 0)
        return GMK_NO_MOVE;
    }
  best = main_worker->root_moves[0];
  main_worker->best_move = best;

  if (main_worker->n_root == 1 && main_worker->st.board.stones[GMK_BLACK] + main_worker->st.board.stones[GMK_WHITE] == 0)
    win_move = GMK_NO_MOVE;
  else
    win_move = immediate_win (main_worker);

  /* The helpers start on the tree at once, while this thread looks for a
   * forced win: they share nothing with the threat searches but the clock
   * (and the answer, when one is found: they are then stopped). */
  if (win_move == GMK_NO_MOVE && threads > 1 && main_worker->n_root > 1)
    start_helpers (search, threads, board);

  if (win_move == GMK_NO_MOVE && level->root_vcf && main_worker->n_root > 1)
    {
      /* A forced win by fours (then threes) is played at once. */
      int move = GMK_NO_MOVE;

      gmk_threat_new_search (&main_worker->threat);
      main_worker->threat.nodes = 0;
      /* The threat searches get a share of the budget, the tree the rest:
       * a share of the node budget when there is one, else of the time;
       * the fixed cap applies only to a search without limits. */
      if (limits->max_nodes > 0)
        main_worker->threat.max_nodes = MAX (limits->max_nodes / 4, 1);
      else if (limits->time_ms > 0)
        main_worker->threat.max_nodes = 0;
      else
        main_worker->threat.max_nodes = ROOT_VCF_NODES;
      main_worker->threat.deadline = limits->time_ms > 0 ? search->start_time + limits->time_ms * 1000 / 8 : 0;
      if (gmk_threat_vcf (&main_worker->threat, st, ROOT_VCF_DEPTH, &move) &&
          move != GMK_NO_MOVE)
        win_move = move;
      main_worker->nodes += main_worker->threat.nodes;
      if (win_move == GMK_NO_MOVE && level->root_vct && !stopped (main_worker))
        {
          main_worker->threat.nodes = 0;
          if (limits->max_nodes > 0)
            main_worker->threat.max_nodes = MAX ((limits->max_nodes - MIN (main_worker->nodes, limits->max_nodes)) / 4, 1);
          else if (limits->time_ms > 0)
            main_worker->threat.max_nodes = 0;
          else
            main_worker->threat.max_nodes = ROOT_VCT_NODES;
          main_worker->threat.deadline = limits->time_ms > 0 ? search->start_time + limits->time_ms * 1000 / 5 : 0;
          if (gmk_threat_vct (&main_worker->threat, st, ROOT_VCT_DEPTH, &move) &&
              move != GMK_NO_MOVE && gmk_threat_is_legal (st, move, st->board.to_move))
            win_move = move;
          main_worker->nodes += main_worker->threat.nodes;
        }
      main_worker->threat.deadline = 0;
    }

  if (win_move == GMK_NO_MOVE)
    slip = gmk_level_overlook (level, st, limits->seed);
  if (win_move != GMK_NO_MOVE || slip != GMK_NO_MOVE)
    join_helpers (search);
  if (slip != GMK_NO_MOVE)
    {
      /* A weak level missed the opponent's threat: no search. */
      best = slip;
      main_worker->best_move = best;
      main_worker->best_score = gmk_eval_evaluate (st);
      main_worker->root_pv[0] = best;
      main_worker->root_pv_length = 1;
    }
  else if (win_move != GMK_NO_MOVE)
    {
      best = win_move;
      forced = TRUE;
      main_worker->best_move = best;
      main_worker->best_score = WIN - 1;
      main_worker->completed_depth = 1;
      main_worker->root_pv[0] = best;
      main_worker->root_pv_length = 1;
    }
  else if (main_worker->n_root > 1 ||
           st->board.stones[GMK_BLACK] + st->board.stones[GMK_WHITE] > 0)
    {
      if (main_worker->n_root == 1)
        {
          /* One reply only (a four to block, a five to break): nothing to
           * choose, but the caller still wants its score and line, so the
           * reply is searched, briefly. */
          if (search->hard_deadline > 0)
            search->hard_deadline = search->start_time + MAX ((search->hard_deadline - search->start_time) / 4, 1000);
          if (limits->max_depth <= 0 && limits->max_nodes == 0 && limits->time_ms <= 0)
            max_depth = MIN (max_depth, FORCED_REPLY_DEPTH);
          search->max_depth = max_depth;
        }
      iterate (main_worker, max_depth, progress, user_data);
      join_helpers (search);
      if (search->noise == 0 && search->shared_depth > main_worker->completed_depth &&
          search->shared_move != GMK_NO_MOVE)
        {
          /* A helper finished a deeper iteration than the main thread. */
          main_worker->best_move = search->shared_move;
          main_worker->best_score = search->shared_score;
          main_worker->completed_depth = search->shared_depth;
          main_worker->seldepth = MAX (main_worker->seldepth, search->shared_seldepth);
          main_worker->root_pv_length = search->shared_pv_length;
          memcpy (main_worker->root_pv, search->shared_pv, sizeof (int) * search->shared_pv_length);
        }
      best = main_worker->best_move;
      forced = ABS (main_worker->best_score) >= WIN_MIN;
    }

  if (info != NULL)
    {
      gint64 elapsed = gmk_clock_us (search->limits.cpu_clock) - search->start_time;
      guint64 nodes = 0;

      for (int i = 0; i < search->threads; i++)
        nodes += search->workers[i]->nodes;
      info->depth = main_worker->completed_depth;
      info->seldepth = main_worker->seldepth;
      info->nodes = nodes;
      info->elapsed_ms = elapsed / 1000;
      info->nps = elapsed > 0 ? nodes * 1000000 / (guint64) elapsed : 0;
      info->score = main_worker->best_score;
      info->win_probability = gmk_search_win_probability (main_worker->best_score);
      info->best_move = best;
      info->pv_length = main_worker->root_pv_length;
      memcpy (info->pv, main_worker->root_pv, sizeof (int) * info->pv_length);
      if (info->pv_length == 0 || info->pv[0] != best)
        {
          info->pv[0] = best;
          info->pv_length = 1;
        }
      info->forced_win = forced;
      info->main_nodes = main_worker->nodes;
      info->full_windows = main_worker->full_windows;
      for (int i = 1; i < search->threads; i++)
        info->helper_full_windows += search->workers[i]->full_windows;
    }
  g_atomic_int_set (&search->stop, 0);
  return best;
}
