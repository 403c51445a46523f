/* gmk-tune-order.c: fit the search's static move ordering to a player's
 * choices.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads gomoku-match -v records, replays each game through the engine's
 * incremental state, and at every position where the named player
 * (PentaZen by default; its self-play's "PentaZen 1" and "PentaZen 2"
 * count too) chose a move in a node the search would order freely (no
 * five or open four to play, no four to block) looks at every candidate:
 * the multiset of its four line patterns for the side to move (attack)
 * and for the other side (defence), and where it stands from the last
 * moves (gmk_order_locality).  A softmax over the candidates (multinomial
 * logistic regression) is fitted to the player's choices: a candidate's
 * logit is a weight of its attack class, of each of its attack line
 * patterns, a residual of its exact attack multiset (kept small by an L2
 * penalty), the same three for defence, and a weight per locality to
 * each of the last two moves.  Every fifth game is held out.
 * --teacher learns instead the moves of a teacher that annotated every
 * position after the opening ("Teacher: MESSAGE ... best h8", written by
 * gomoku-teacher: this engine's deeper search), both sides' positions,
 * whoever played the game.
 *
 * Prints, on the held-out positions, the mean log-loss, top-1 and top-3
 * accuracy and the mean rank of the player's move under the ordering the
 * engine has built in, under the fit, and under the fit as the engine
 * would use it (quantised); --emit FILE writes the engine's tables as
 * gmk-order-fit.inc, which gmk-pattern.c includes.
 * --check exits non-zero unless the fit beats a uniform choice and the
 * built-in ordering on the held-out positions (the test suite's use).
 */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-eval.h"
#include "gmk-match-log.h"
#include "gmk-order.h"

#define N_P GMK_N_PATS
#define N_C GMK_N_CLASSES
#define N_MS GMK_PATTERN_MULTISETS
#define N_L GMK_ORDER_LOCALITIES

/* The engine's quiet threshold in hand-set units (gmk-search.c). */
#define OLD_QUIET 2500

static uint16_t ms_of_key[GMK_N_COMBOS];
static uint8_t  ms_class[N_MS];
static uint8_t  ms_count[N_MS][N_P];

typedef struct {
  uint16_t ms[2];      /* attack (side to move), defence (other side) */
  uint8_t  loc[2];     /* locality to the last move, to the one before */
  int      builtin;    /* the engine's static ordering score */
} Cand;

typedef struct {
  int      first, n, chosen;
  gboolean held_out;
  gboolean defence;    /* the opponent has an open three (a defence node) */
} Pos;

typedef struct {
  GArray     *cands;
  GArray     *pos;
  const char *player;
  gboolean    teacher; /* the teacher's moves, not the player's */
  int         games;
  int         every;   /* keep one position in `every` */
  int         seen;
} Data;

/* The model's parameters in one vector. */
enum {
  P_CLS = 0,                      /* [2][N_C] */
  P_PAT = P_CLS + 2 * N_C,        /* [2][N_P] */
  P_MS = P_PAT + 2 * N_P,         /* [2][N_MS] residuals */
  P_LOC = P_MS + 2 * N_MS,        /* [2][N_L] */
  N_PARAMS = P_LOC + 2 * N_L
};

/* Each multiset's class (as freestyle combines it) and pattern counts. */
static void
init_multisets (void)
{
  const GmkPatternTables *t = gmk_pattern_tables (GMK_RULE_FREESTYLE, GMK_BLACK);
  gboolean seen[N_MS] = { FALSE };

  for (int key = 0; key < GMK_N_COMBOS; key++)
    {
      const int ms = gmk_pattern_multiset (key);
      int rest = key;

      ms_of_key[key] = (uint16_t) ms;
      if (seen[ms])
        continue;
      seen[ms] = TRUE;
      ms_class[ms] = t->combo[key].klass;
      for (int k = 0; k < 4; k++, rest /= N_P)
        ms_count[ms][rest % N_P]++;
    }
}

static gboolean
is_player (const char *name,
           const char *player)
{
  return name != NULL && g_str_has_prefix (name, player);
}

/* The position in st, where the side to move chose `chosen`. */
static void
add_position (Data               *data,
              const GmkEvalState *st,
              int                 chosen,
              gboolean            held_out)
{
  const GmkColor me = st->board.to_move, other = GMK_OTHER (me);
  const GmkOrderWeights *ow = gmk_order_weights (GMK_RULE_FREESTYLE);
  const int ply = st->board.ply;
  const int last = ply > 0 ? st->board.history[ply - 1].move : GMK_NO_MOVE;
  const int before = ply > 1 ? st->board.history[ply - 2].move : GMK_NO_MOVE;
  Pos p = { .first = (int) data->cands->len, .chosen = -1, .held_out = held_out };

  /* Nodes the search does not order freely: a five to play or to block,
   * an open four to play. */
  if (st->class_count[me][GMK_CLASS_FIVE] > 0 || st->class_count[other][GMK_CLASS_FIVE] > 0 ||
      st->class_count[me][GMK_CLASS_FLEX4] > 0)
    return;
  if (data->seen++ % data->every != 0)
    return;
  p.defence = st->class_count[other][GMK_CLASS_FLEX4] > 0;
  for (int i = 0; i < st->n_cand; i++)
    {
      const int q = st->cand[i];
      const GmkEvalCell *cell = &st->cells[q];
      Cand c;

      if (st->board.cell[q] != GMK_EMPTY)
        continue;
      c.ms[0] = ms_of_key[gmk_pattern_key (cell->pat[me - 1])];
      c.ms[1] = ms_of_key[gmk_pattern_key (cell->pat[other - 1])];
      c.loc[0] = (uint8_t) gmk_order_locality (q, last);
      c.loc[1] = (uint8_t) gmk_order_locality (q, before);
      c.builtin = gmk_order_score (ow, cell->order[me - 1], cell->order[other - 1], c.loc[0], c.loc[1]);
      if (q == chosen)
        p.chosen = (int) data->cands->len - p.first;
      g_array_append_val (data->cands, c);
    }
  p.n = (int) data->cands->len - p.first;
  if (p.chosen < 0 || p.n < 2)
    {
      g_array_set_size (data->cands, (guint) p.first);
      return;
    }
  g_array_append_val (data->pos, p);
}

/* The teachers' moves of a game, one a move after the opening, or NULL
 * when its annotations do not match its moves (the game is left out). */
static int *
teacher_moves (const GmkMatchGame *game)
{
  g_autofree int *best = g_new (int, MAX (game->n_moves, 1));
  int n = 0;

  for (int i = 0; i < game->n_messages; i++)
    {
      const char *b;

      if (!g_str_has_prefix (game->messages[i], "Teacher: MESSAGE "))
        continue;
      b = strstr (game->messages[i], " best ");
      if (b == NULL || n >= game->n_moves - game->n_opening)
        return NULL;
      best[n] = gmk_match_log_parse_move (b + strlen (" best "), game->size);
      if (best[n++] == GMK_NO_MOVE)
        return NULL;
    }
  return n == game->n_moves - game->n_opening ? g_steal_pointer (&best) : NULL;
}

static gboolean
take_game (const GmkMatchGame *game,
           gpointer            user_data)
{
  Data *data = user_data;
  const gboolean held_out = data->games % 5 == 4;
  g_autofree GmkEvalState *st = g_new (GmkEvalState, 1);
  g_autofree int *best = data->teacher ? teacher_moves (game) : NULL;
  GmkBoard board;

  if (data->teacher && best == NULL)
    {
      g_printerr ("game %d: no teacher's move for each move after the opening; left out\n", game->number);
      return TRUE;
    }
  gmk_board_init (&board, game->size, game->size, GMK_RULE_FREESTYLE);
  gmk_eval_init (st, &board);
  for (int m = 0; m < game->n_moves; m++)
    {
      const char *mover = st->board.to_move == GMK_BLACK ? game->black : game->white;

      if (m >= game->n_opening && data->teacher)
        add_position (data, st, best[m - game->n_opening], held_out);
      else if (m >= game->n_opening && is_player (mover, data->player))
        add_position (data, st, game->moves[m], held_out);
      if (st->board.ply - st->init_ply >= GMK_EVAL_SAVED - 1)
        {
          /* Long games: start afresh rather than overflow the undo copies. */
          gmk_board_copy (&board, &st->board);
          gmk_board_make (&board, game->moves[m]);
          gmk_eval_init (st, &board);
        }
      else
        gmk_eval_make (st, game->moves[m]);
    }
  data->games++;
  return TRUE;
}

/* A multiset's attack (side 0) or defence (side 1) logit, locality aside. */
static double
ms_logit (const double *w,
          int           side,
          int           ms)
{
  double s = w[P_CLS + side * N_C + ms_class[ms]] + w[P_MS + side * N_MS + ms];

  for (int p = 0; p < N_P; p++)
    s += ms_count[ms][p] * w[P_PAT + side * N_P + p];
  return s;
}

/* How many of the last two moves the locality weights look at. */
static int use_locality = 2;

/* The parameters as tables of logits, for speed. */
typedef struct {
  double ms[2][N_MS];
  double loc[2][N_L];
} Model;

static void
model_of (const double *w,
          Model        *model)
{
  for (int side = 0; side < 2; side++)
    {
      for (int ms = 0; ms < N_MS; ms++)
        model->ms[side][ms] = ms_logit (w, side, ms);
      for (int l = 0; l < N_L; l++)
        model->loc[side][l] = w[P_LOC + side * N_L + l];
    }
}

static inline double
logit (const Model *m,
       const Cand  *c)
{
  return m->ms[0][c->ms[0]] + m->ms[1][c->ms[1]] + m->loc[0][c->loc[0]] + m->loc[1][c->loc[1]];
}

typedef struct {
  double nll, top1, top3, rank, beyond[3], n;
} Stats;

typedef double (*ScoreFunc) (const Cand *c, gconstpointer user_data);

static double
score_builtin (const Cand    *c,
               gconstpointer  user_data)
{
  return c->builtin / *(const double *) user_data;
}

static double
score_model (const Cand    *c,
             gconstpointer  user_data)
{
  return logit (user_data, c);
}

static Stats measure (const Data *data, gboolean held_out, ScoreFunc score, gconstpointer user_data);

static Stats
measure_fit (const Data   *data,
             gboolean      held_out,
             const double *w)
{
  g_autofree Model *model = g_new (Model, 1);

  model_of (w, model);
  return measure (data, held_out, score_model, model);
}

/* The player's move under a scoring: ties among the candidates are
 * broken at random (counted by expectation). */
static Stats
measure (const Data *data,
         gboolean    held_out,
         ScoreFunc   score,
         gconstpointer user_data)
{
  Stats st = { 0 };
  static const int lmp_at[3] = { 6, 11, 18 };   /* 2 + d^2 at depths 2, 3, 4 */

  for (guint i = 0; i < data->pos->len; i++)
    {
      const Pos *p = &g_array_index (data->pos, Pos, i);
      const Cand *c = &g_array_index (data->cands, Cand, p->first);
      double chosen = score (&c[p->chosen], user_data), top = -INFINITY, sum = 0;
      int greater = 0, equal = 0;

      if (p->held_out != held_out)
        continue;
      for (int j = 0; j < p->n; j++)
        top = MAX (top, score (&c[j], user_data));
      for (int j = 0; j < p->n; j++)
        {
          double s = score (&c[j], user_data);

          sum += exp (s - top);
          greater += s > chosen;
          equal += j != p->chosen && s == chosen;
        }
      st.nll += log (sum) - (chosen - top);
      st.top1 += greater == 0 ? 1.0 / (1 + equal) : 0;
      st.top3 += greater >= 3 ? 0 : MIN (1.0, (3.0 - greater) / (1 + equal));
      st.rank += 1 + greater + equal / 2.0;
      for (int k = 0; k < 3; k++)
        st.beyond[k] += 1 + greater + equal / 2.0 > lmp_at[k];
      st.n++;
    }
  if (st.n > 0)
    {
      st.nll /= st.n;
      st.top1 /= st.n;
      st.top3 /= st.n;
      st.rank /= st.n;
      for (int k = 0; k < 3; k++)
        st.beyond[k] /= st.n;
    }
  return st;
}

static void
print_stats (const char *what,
             Stats       s)
{
  g_print ("%-28s log-loss %.4f  top-1 %5.1f%%  top-3 %5.1f%%  mean rank %5.2f  beyond 6/11/18: %4.1f%% %4.1f%% %4.1f%%\n",
           what, s.nll, 100 * s.top1, 100 * s.top3, s.rank, 100 * s.beyond[0], 100 * s.beyond[1], 100 * s.beyond[2]);
}

/* Mean softmax log-loss of the training positions and its gradient. */
static double
gradient (const double *w,
          const Data   *data,
          double       *grad,
          double        l2)
{
  g_autofree Model *model = g_new (Model, 1);
  g_autofree Model *g = g_new0 (Model, 1);
  double loss = 0, *s = NULL;
  int n = 0, cap = 0;

  model_of (w, model);
  for (guint i = 0; i < data->pos->len; i++)
    {
      const Pos *p = &g_array_index (data->pos, Pos, i);
      const Cand *c = &g_array_index (data->cands, Cand, p->first);
      double top = -INFINITY, sum = 0;

      if (p->held_out)
        continue;
      if (p->n > cap)
        {
          cap = p->n * 2;
          s = g_renew (double, s, cap);
        }
      for (int j = 0; j < p->n; j++)
        {
          s[j] = logit (model, &c[j]);
          top = MAX (top, s[j]);
        }
      for (int j = 0; j < p->n; j++)
        sum += exp (s[j] - top);
      loss += log (sum) - (s[p->chosen] - top);
      for (int j = 0; j < p->n; j++)
        {
          const double e = exp (s[j] - top) / sum - (j == p->chosen);

          g->ms[0][c[j].ms[0]] += e;
          g->ms[1][c[j].ms[1]] += e;
          g->loc[0][c[j].loc[0]] += e;
          g->loc[1][c[j].loc[1]] += e;
        }
      n++;
    }
  g_free (s);
  /* Back from the tables to the parameters. */
  memset (grad, 0, N_PARAMS * sizeof *grad);
  for (int side = 0; side < 2; side++)
    {
      for (int ms = 0; ms < N_MS; ms++)
        {
          const double e = g->ms[side][ms] / MAX (n, 1);

          grad[P_MS + side * N_MS + ms] = e + 2 * l2 * w[P_MS + side * N_MS + ms];
          grad[P_CLS + side * N_C + ms_class[ms]] += e;
          for (int q = 0; q < N_P; q++)
            grad[P_PAT + side * N_P + q] += ms_count[ms][q] * e;
          loss += l2 * w[P_MS + side * N_MS + ms] * w[P_MS + side * N_MS + ms] * MAX (n, 1);
        }
      for (int l = 0; l < N_L; l++)
        grad[P_LOC + side * N_L + l] = side < use_locality ? g->loc[side][l] / MAX (n, 1) : 0;
    }
  return loss / MAX (n, 1);
}

static void
fit (double     *w,
     const Data *data,
     int         epochs,
     double      l2,
     double      rate)
{
  g_autofree double *grad = g_new (double, N_PARAMS);
  g_autofree double *m = g_new0 (double, N_PARAMS);
  g_autofree double *v = g_new0 (double, N_PARAMS);

  for (int epoch = 1; epoch <= epochs; epoch++)
    {
      double loss = gradient (w, data, grad, l2);

      for (int j = 0; j < N_PARAMS; j++)
        {
          double mh, vh;

          m[j] = 0.9 * m[j] + 0.1 * grad[j];
          v[j] = 0.999 * v[j] + 0.001 * grad[j] * grad[j];
          mh = m[j] / (1 - pow (0.9, epoch));
          vh = v[j] / (1 - pow (0.999, epoch));
          w[j] -= rate * mh / (sqrt (vh) + 1e-9);
        }
      if (epoch % 50 == 0 || epoch == epochs)
        g_print ("epoch %d: training loss %.4f, held out %.4f\n", epoch, loss,
                 measure_fit (data, TRUE, w).nll);
    }
}

/* The fit as gmk-order-fit.inc: hundredths of a logit; the engine
 * quantises them (gmk-pattern.c) and scales them by the hand-set
 * ordering's temperature, so that killer and history bonuses weigh as
 * much against them as before. */
static gboolean
write_order_inc (const double *w,
                 const Data   *data,
                 const Stats  *fitted,
                 double        temperature,
                 const char   *path,
                 GError      **error)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_string_append_printf (text,
                          "/* gmk-order-fit.inc: generated by gomoku-tune-order --emit (%d games, %u positions;\n"
                          " * held out: log-loss %.4f, top-1 %.1f%%, top-3 %.1f%%, mean rank %.2f). */\n",
                          data->games, data->pos->len, fitted->nll, 100 * fitted->top1, 100 * fitted->top3,
                          fitted->rank);
  g_string_append_printf (text, "#define ORDER_FIT_TEMPERATURE %.0f\n", temperature);
  for (int side = 0; side < 2; side++)
    {
      g_string_append_printf (text, "static const int16_t order_fit_%s[GMK_PATTERN_MULTISETS] = {\n",
                              side == 0 ? "attack" : "defence");
      for (int ms = 0; ms < N_MS; ms++)
        g_string_append_printf (text, "%s%d,%s", ms % 12 == 0 ? "  " : " ", (int) lround (100 * ms_logit (w, side, ms)),
                                ms % 12 == 11 || ms == N_MS - 1 ? "\n" : "");
      g_string_append (text, "};\n");
    }
  for (int k = 0; k < 2; k++)
    {
      g_string_append_printf (text, "static const int16_t order_fit_%s[GMK_ORDER_LOCALITIES] = {",
                              k == 0 ? "last" : "before");
      for (int l = 0; l < N_L; l++)
        g_string_append_printf (text, " %d,", (int) lround (100 * w[P_LOC + k * N_L + l]));
      g_string_append (text, " };\n");
    }
  return g_file_set_contents (path, text->str, (gssize) text->len, error);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree double *w = g_new0 (double, N_PARAMS);
  Data data = { 0 };
  char *player = NULL;
  int epochs = 300, every = 1, quiet = OLD_QUIET;
  double l2 = 1e-4, rate = 0.05, best_t = 100, best_loss = INFINITY;
  g_autofree char *emit = NULL;
  gboolean check = FALSE, hand_set = FALSE;
  GOptionEntry entries[] = {
    { "player", 'p', 0, G_OPTION_ARG_STRING, &player, "Whose moves to learn (name prefix; PentaZen)", "NAME" },
    { "teacher", 0, 0, G_OPTION_ARG_NONE, &data.teacher,
      "Learn the annotating teacher's moves (gomoku-teacher), every position, not a player's", NULL },
    { "epochs", 'e', 0, G_OPTION_ARG_INT, &epochs, "Full-batch Adam steps (300)", "N" },
    { "l2", 0, 0, G_OPTION_ARG_DOUBLE, &l2, "Penalty on the multisets' residuals (1e-4)", "X" },
    { "locality", 0, 0, G_OPTION_ARG_INT, &use_locality, "Fit the locality to the last 0, 1 or 2 moves (2)", "N" },
    { "hand-set", 0, 0, G_OPTION_ARG_NONE, &hand_set, "Measure the hand-set ordering as built in", NULL },
    { "quiet", 0, 0, G_OPTION_ARG_INT, &quiet, "The search's quiet threshold (2500)", "S" },
    { "every", 0, 0, G_OPTION_ARG_INT, &every, "Keep one position in N (1)", "N" },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check, "Fail unless the fit beats uniform and built-in choices held out", NULL },
    { "emit", 0, 0, G_OPTION_ARG_FILENAME, &emit,
      "Write the engine's tables to FILE (gmk-order-fit.inc's format; measures the hand-set ordering)", "FILE" },
    { NULL }
  };
  Stats builtin, fitted, uniform;

  context = g_option_context_new ("RECORD|@LIST... - fit the move ordering to a player's choices");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (argc < 2 || every < 1 || epochs < 0)
    {
      g_printerr ("usage: %s [--player NAME] RECORD|@LIST... (gomoku-match -v output)\n", argv[0]);
      return 2;
    }
  data.player = player != NULL ? player : "PentaZen";
  data.every = every;
  data.cands = g_array_new (FALSE, FALSE, sizeof (Cand));
  data.pos = g_array_new (FALSE, FALSE, sizeof (Pos));
  /* The emitted tables are scaled by the hand-set ordering's temperature. */
  gmk_order_use_fitted (!hand_set && emit == NULL);
  init_multisets ();
  for (int i = 1; i < argc; i++)
    {
      g_auto(GStrv) paths = NULL;

      if (argv[i][0] == '@')
        {
          g_autofree char *text = NULL;

          if (!g_file_get_contents (argv[i] + 1, &text, NULL, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
          paths = g_strsplit (g_strstrip (text), "\n", -1);
        }
      else
        paths = g_strdupv ((char *[]) { argv[i], NULL });
      for (int j = 0; paths[j] != NULL; j++)
        if (paths[j][0] != '\0' && gmk_match_log_read (g_strstrip (paths[j]), take_game, &data, &error) < 0)
          {
            g_printerr ("%s\n", error->message);
            return 1;
          }
    }
  {
    int held = 0, defence = 0;

    for (guint i = 0; i < data.pos->len; i++)
      {
        held += g_array_index (data.pos, Pos, i).held_out;
        defence += g_array_index (data.pos, Pos, i).defence;
      }
    g_print ("%d games, %u positions (%d held out, %d facing an open three), %.1f candidates a position\n",
             data.games, data.pos->len, held, defence, (double) data.cands->len / MAX (data.pos->len, 1));
    if (held == 0 || held == (int) data.pos->len)
      {
        g_printerr ("too few games: need some to fit and some held out\n");
        return 1;
      }
  }

  /* The built-in ordering's own temperature: its scores as logits. */
  for (double t = 10; t <= 2000; t *= 1.05)
    {
      double l = measure (&data, FALSE, score_builtin, &t).nll;

      if (l < best_loss)
        {
          best_loss = l;
          best_t = t;
        }
    }
  builtin = measure (&data, TRUE, score_builtin, &best_t);
  {
    /* How many candidates, and how many of the player's moves, the
     * search's quiet threshold exempts from late-move pruning. */
    double loud = 0, loud_chosen = 0;

    for (guint i = 0; i < data.pos->len; i++)
      {
        const Pos *p = &g_array_index (data.pos, Pos, i);
        const Cand *c = &g_array_index (data.cands, Cand, p->first);

        for (int j = 0; j < p->n; j++)
          loud += c[j].builtin >= quiet;
        loud_chosen += c[p->chosen].builtin >= quiet;
      }
    g_print ("built in, not quiet (%d and up): %.2f%% of the candidates, %.1f%% of the player's moves\n", quiet,
             100 * loud / data.cands->len, 100 * loud_chosen / data.pos->len);
  }
  uniform = measure_fit (&data, TRUE, w);
  g_print ("held out (%s ordering built in, temperature %.0f):\n", gmk_order_weights (GMK_RULE_FREESTYLE)->fitted ? "fitted" : "hand-set", best_t);
  print_stats ("uniform", uniform);
  print_stats ("built in", builtin);

  fit (w, &data, epochs, l2, rate);
  fitted = measure_fit (&data, TRUE, w);
  print_stats ("fit", fitted);

  if (emit != NULL && !write_order_inc (w, &data, &fitted, best_t, emit, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  if (check && !(fitted.nll < uniform.nll - 0.05 && fitted.nll < builtin.nll && fitted.top1 > uniform.top1))
    {
      g_printerr ("the fit does not beat a uniform choice and the built-in ordering on the held-out positions\n");
      return 1;
    }
  g_array_unref (data.cands);
  g_array_unref (data.pos);
  g_free (player);
  return 0;
}
