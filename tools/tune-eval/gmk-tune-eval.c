/* gmk-tune-eval.c: fit the evaluation's weights to game results.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads game records as gomoku-match -v prints them (a "game ..." line
 * with the result, then the moves), replays every game through the
 * engine's incremental evaluation, and keeps the positions the search
 * would judge by the static evaluation (no five, open four or four-three
 * in hand for the side to move, no five to block).  For each it counts,
 * by side (to move / waiting), the cells' line patterns and threat
 * classes: the evaluation is linear in those counts, so the weights can
 * be fitted by logistic regression on the game's outcome ("Texel"
 * tuning).  The pattern weights are shared by both sides, the side to
 * move's count scaled by one factor (one running sum per colour in the
 * engine); the class weights are separate for the two sides.
 * --groups also fits the group tables (a side's count of four-making,
 * open-three-making and closed-three cells, nonlinear: one weight per
 * count) and --cross the cross table (the waiting side's open-four cells
 * against the side to move's four cells), both kept by the engine from
 * the class counts; --only-new moves only those and the bias.  --split
 * (separate pattern weights for the side waiting) and --has (class
 * indicators) are diagnostics the engine does not implement.  --teacher S
 * fits a teacher's scores instead of results (below): PentaZen's, whose
 * self-play records ("PentaZen 1: MESSAGE") count too, both sides' moves,
 * or this engine's deeper search's ("Teacher: MESSAGE", gomoku-teacher).
 * --combo S also fits one value per combination of a cell's four line
 * patterns (per sorted multiset: 1001 of them), added to the sum of its
 * pattern weights, with a Gaussian prior of deviation S around 0 (L2
 * toward the linear values, so rare combinations stay sane);
 * --combo-split gives the side waiting its own table (the engine has
 * one), --only-combo moves nothing else, and --emit-combo FILE writes
 * the table as gmk-combo-fit.inc, which gmk-pattern.c includes.
 * --emit-weights FILE writes the other weights the engine takes from the
 * fit (patterns, classes, groups, cross, factor, bias) as
 * gmk-eval-fit.inc, which gmk-pattern.c and gmk-eval.c include.
 *
 * Prints the loss of the built-in weights and of the fitted ones on the
 * games held out (every fifth), and the fitted tables as C.  --check
 * fails unless the fit beats the built-in weights on the games held out.
 */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gmk-eval.h"
#include "gmk-match-log.h"
#include "gmk-rules.h"

#define N_P GMK_N_PATS
#define N_C GMK_N_CLASSES
#define N_G GMK_EVAL_GROUPS
#define N_B GMK_EVAL_GROUP_BUCKETS
#define N_X (GMK_EVAL_CROSS_FLEX * GMK_EVAL_CROSS_FOURS)
/* Sorted multisets of four line patterns: C(N_P + 3, 4). */
#define N_M 1001
/* The threat table: one weight for each set of threats the two sides
 * hold (gmk_eval_threat_mask). */
#define N_K GMK_EVAL_MASKS
/* --mask S: the threat table moves, each entry with a prior N(0, S²):
 * most sets never occur, and those stay at 0. */
static double mask_sigma;

/* A cell's four patterns, sorted, as a key of the combination table, and
 * the multisets numbered: combo_id[sorted key], combo_key[id]. */
static int16_t combo_id[GMK_N_COMBOS];
static int combo_key[N_M];

static void
number_combos (void)
{
  int n = 0;

  memset (combo_id, 0xFF, sizeof combo_id);
  for (int a = 0; a < N_P; a++)
    for (int b = 0; b <= a; b++)
      for (int c = 0; c <= b; c++)
        for (int d = 0; d <= c; d++)
          {
            const uint8_t pats[4] = { (uint8_t) a, (uint8_t) b, (uint8_t) c, (uint8_t) d };

            combo_key[n] = gmk_pattern_key (pats);
            combo_id[combo_key[n]] = (int16_t) n;
            n++;
          }
  g_assert (n == N_M);
}

/* The pool of every sample's ComboCounts. */
static GArray *combo_pool;
/* --combo S: the prior's deviation (0: no combination values). */
static double combo_sigma;
static gboolean use_combo_split;
/* --only-combo: the combination values move, nothing else. */
static gboolean only_combo;

/* What the evaluation counts in one position, from its side to move's
 * view. */
typedef struct {
  float pat[2][N_P];      /* [0] side to move, [1] the other */
  float cls[2][N_C];
  float has[2][N_C];      /* 1 when the class is on the board at all */
  uint8_t grp[2][N_G];    /* each group's count, capped at N_B - 1 */
  uint8_t cross;          /* gmk_eval_cross_index */
  uint8_t white_to_move;
  uint16_t mask;          /* gmk_eval_threat_mask */
} Features;

/* One combination's count in a position: the cells of `side` (0 to move,
 * 1 waiting) whose four patterns make multiset `id`. */
typedef struct {
  uint16_t id;
  uint8_t  side;
  uint8_t  n;
} ComboCount;

typedef struct {
  Features f;             /* the position */
  guint combo_first;      /* its ComboCounts in the pool */
  guint16 n_combos;
  float result;           /* 1 win, 0.5 draw, 0 loss for the side to move */
  float engine;           /* gmk_eval_evaluate: the weights built in now */
  gboolean held_out;
  gboolean self_play;     /* from PentaZen's self-play, not its games against us */
  const char *moves;      /* the game's move line (interned), for reports */
  int ply;
} Sample;

/* The model's parameters: one vector so the optimiser is generic. */
enum {
  P_PAT = 0,               /* N_P pattern weights */
  P_FACTOR = P_PAT + N_P,  /* side to move's scale of its pattern sum */
  P_CLS_ME,                /* N_C */
  P_CLS_OTHER = P_CLS_ME + N_C,
  P_HAS_ME = P_CLS_OTHER + N_C,   /* N_C, only with --has */
  P_HAS_OTHER = P_HAS_ME + N_C,
  P_PAT_OTHER = P_HAS_OTHER + N_C, /* N_P, only with --split */
  P_GRP_ME = P_PAT_OTHER + N_P,    /* N_G * N_B, only with --groups */
  P_GRP_OTHER = P_GRP_ME + N_G * N_B,
  P_CROSS = P_GRP_OTHER + N_G * N_B,   /* N_X, only with --cross */
  P_BIAS = P_CROSS + N_X,
  P_WHITE,                         /* white to move's bias, only with --white-bias */
  P_COMBO,                         /* N_M, only with --combo */
  P_COMBO_OTHER = P_COMBO + N_M,   /* N_M, only with --combo-split */
  P_MASK = P_COMBO_OTHER + N_M,    /* N_K, only with --mask */
  N_PARAMS = P_MASK + N_K
};

/* --monotone: the group rows of four and open-three cells
 * (both sides) are kept nondecreasing in the count, projected after every
 * step (pool adjacent violators, the count of 0 fixed at 0). */
static gboolean monotone;

static void
make_monotone (double *row)
{
  double value[N_B], weight[N_B];
  int size[N_B], n = 0;

  for (int b = 0; b < N_B; b++)
    {
      value[n] = row[b];
      weight[n] = b == 0 ? 1e9 : 1;
      size[n++] = 1;
      while (n > 1 && value[n - 2] > value[n - 1])
        {
          value[n - 2] = (value[n - 2] * weight[n - 2] + value[n - 1] * weight[n - 1]) / (weight[n - 2] + weight[n - 1]);
          weight[n - 2] += weight[n - 1];
          size[n - 2] += size[n - 1];
          n--;
        }
    }
  for (int j = 0, b = 0; j < n; j++)
    for (int k = 0; k < size[j]; k++)
      row[b++] = value[j];
}

/* Diagnostic model variants: class indicators, and separate pattern
 * weights for the side waiting (the engine keeps one sum per colour). */
static gboolean use_has, use_split, use_groups, use_cross;
/* --colours: the second pattern block is white's, the first black's.
 * Always so in renju, whose weight set has both (black's may be spoilt by
 * its forbidden points); for the other rules a diagnostic. */
static gboolean use_colours, use_white_bias;
/* --hold-ones: the one-stone patterns' values stay as built in.  They
 * count on hundreds of cells, so a few points there weigh the open space
 * around the stones more than their shape, which misjudges the near-empty
 * boards the opening rules propose (the records hold none). */
static gboolean hold_ones;

/* The pattern block of side 0 (to move) or 1 (waiting) in s. */
static int
pattern_block (const Features *s,
               int             side)
{
  if (use_colours)
    return (s->white_to_move ^ side) ? P_PAT_OTHER : P_PAT;
  return side == 1 && use_split ? P_PAT_OTHER : P_PAT;
}
/* --only-new: only the group and cross tables and the bias move,
 * the rest stays at the built-in weights. */
static gboolean only_new;

static double
model_of (const double   *w,
          const Features *s)
{
  double mine = 0, theirs = 0, score;

  const int b0 = pattern_block (s, 0), b1 = pattern_block (s, 1);

  for (int p = 0; p < N_P; p++)
    {
      mine += w[b0 + p] * s->pat[0][p];
      theirs += w[b1 + p] * s->pat[1][p];
    }
  score = w[P_FACTOR] * mine - theirs + w[P_BIAS];
  for (int k = 0; k < N_C; k++)
    score += w[P_CLS_ME + k] * s->cls[0][k] - w[P_CLS_OTHER + k] * s->cls[1][k] +
             w[P_HAS_ME + k] * s->has[0][k] - w[P_HAS_OTHER + k] * s->has[1][k];
  for (int g = 0; g < N_G; g++)
    score += w[P_GRP_ME + g * N_B + s->grp[0][g]] - w[P_GRP_OTHER + g * N_B + s->grp[1][g]];
  score += w[P_CROSS + s->cross];
  score += w[P_MASK + s->mask];
  if (s->white_to_move)
    score += w[P_WHITE];
  return score;
}

/* The combination values' part of a sample's score. */
static double
combo_part (const double *w,
            const Sample *s)
{
  const ComboCount *cc;
  double mine = 0, theirs = 0;

  cc = &g_array_index (combo_pool, ComboCount, s->combo_first);
  for (int i = 0; i < s->n_combos; i++)
    if (cc[i].side == 0)
      mine += w[P_COMBO + cc[i].id] * cc[i].n;
    else
      theirs += w[(use_combo_split ? P_COMBO_OTHER : P_COMBO) + cc[i].id] * cc[i].n;
  return w[P_FACTOR] * mine - theirs;
}

static double
model (const double *w,
       const Sample *s)
{
  return model_of (w, &s->f) + combo_part (w, s);
}

/* Adds to grad the derivative of model_of at f, times e. */
static void
add_gradient (double         *grad,
              const double   *w,
              const Features *s,
              double          e)
{
  const int b0 = pattern_block (s, 0), b1 = pattern_block (s, 1);
  double mine = 0;

  for (int p = 0; p < N_P; p++)
    {
      mine += w[b0 + p] * s->pat[0][p];
      grad[b0 + p] += e * w[P_FACTOR] * s->pat[0][p];
      grad[b1 + p] -= e * s->pat[1][p];
    }
  grad[P_FACTOR] += e * mine;
  for (int k = 0; k < N_C; k++)
    {
      grad[P_CLS_ME + k] += e * s->cls[0][k];
      grad[P_CLS_OTHER + k] -= e * s->cls[1][k];
      grad[P_HAS_ME + k] += e * s->has[0][k];
      grad[P_HAS_OTHER + k] -= e * s->has[1][k];
    }
  for (int g = 0; g < N_G; g++)
    {
      grad[P_GRP_ME + g * N_B + s->grp[0][g]] += e;
      grad[P_GRP_OTHER + g * N_B + s->grp[1][g]] -= e;
    }
  grad[P_CROSS + s->cross] += e;
  grad[P_MASK + s->mask] += e;
  grad[P_BIAS] += e;
  if (s->white_to_move)
    grad[P_WHITE] += e;
}

/* The combination values' gradient, as add_gradient's. */
static void
add_combo_gradient (double       *grad,
                    const double *w,
                    const Sample *s,
                    double        e)
{
  const ComboCount *cc;

  cc = &g_array_index (combo_pool, ComboCount, s->combo_first);
  for (int i = 0; i < s->n_combos; i++)
    if (cc[i].side == 0)
      {
        grad[P_COMBO + cc[i].id] += e * w[P_FACTOR] * cc[i].n;
        grad[P_FACTOR] += e * w[P_COMBO + cc[i].id] * cc[i].n;
      }
    else
      grad[(use_combo_split ? P_COMBO_OTHER : P_COMBO) + cc[i].id] -= e * cc[i].n;
}

static double
sigmoid (double x)
{
  return 1.0 / (1.0 + exp (-x));
}

/* Mean cross-entropy of the held-out (or training) samples; with w NULL,
 * of the evaluation compiled into the engine (whatever its weights are
 * today, which the model's defaults may not match). */
static double
loss_of (const double *w,
         const GArray *samples,
         gboolean      held_out,
         double        scale,
         int           self_play)
{
  double sum = 0;
  int n = 0;

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);
      double p;

      if (s->held_out != held_out || (self_play >= 0 && s->self_play != self_play))
        continue;
      p = CLAMP (sigmoid ((w != NULL ? model (w, s) : s->engine) / scale), 1e-9, 1 - 1e-9);
      sum -= s->result * log (p) + (1 - s->result) * log (1 - p);
      n++;
    }
  return n > 0 ? sum / n : 0;
}

static double
loss (const double *w,
      const GArray *samples,
      gboolean      held_out,
      double        scale)
{
  return loss_of (w, samples, held_out, scale, -1);
}

/* The mean entropy of the held-out targets: the loss a model matching
 * them exactly would have.  Losses to targets mapped at different
 * --teacher scales compare only less this floor (the divergence). */
static double
target_entropy (const GArray *samples)
{
  double sum = 0;
  int n = 0;

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);
      const double t = s->result;

      if (!s->held_out)
        continue;
      if (t > 0 && t < 1)
        sum -= t * log (t) + (1 - t) * log (1 - t);
      n++;
    }
  return n > 0 ? sum / n : 0;
}

/* The held-out loss on our games against PentaZen and on its self-play. */
static void
print_held_out_sets (const double *w,
                     const GArray *samples,
                     double        scale)
{
  g_print ("  held out: %.5f our games, %.5f its self-play\n", loss_of (w, samples, TRUE, scale, 0),
           loss_of (w, samples, TRUE, scale, 1));
}

static const char *current_moves;
static gboolean current_self_play;
/* --rule: the records' rule, whose patterns and forbidden cells the
 * positions are read with. */
static GmkRule fit_rule = GMK_RULE_FREESTYLE;

static void
count_features (const GmkEvalState *st,
                Features           *s)
{
  const GmkColor me = st->board.to_move, other = GMK_OTHER (me);

  memset (s, 0, sizeof *s);
  for (int i = 0; i < GMK_CELLS; i++)
    {
      const GmkEvalCell *cell = &st->cells[i];

      if (!cell->active)
        continue;
      for (int side = 0; side < 2; side++)
        {
          const int c = (side == 0 ? me : other) - 1;

          s->cls[side][cell->klass[c]] += 1;
          s->has[side][cell->klass[c]] = 1;
          if (cell->klass[c] == GMK_CLASS_MAYBE_FORBIDDEN)
            continue;
          for (int d = 0; d < 4; d++)
            s->pat[side][cell->pat[c][d]] += 1;
        }
    }
  for (int g = 0; g < N_G; g++)
    {
      s->grp[0][g] = (uint8_t) gmk_eval_group_count (st->class_count[me], (GmkEvalGroup) g);
      s->grp[1][g] = (uint8_t) gmk_eval_group_count (st->class_count[other], (GmkEvalGroup) g);
    }
  s->cross = (uint8_t) gmk_eval_cross_index (s->grp[0][GMK_EVAL_GROUP_FOURS], st->class_count[other]);
  s->white_to_move = me == GMK_WHITE;
  s->mask = (uint16_t) gmk_eval_threat_mask (st->class_count[me], st->class_count[other],
                                             s->grp[0][GMK_EVAL_GROUP_FOURS]);
}

/* The position's combinations, by side, appended to the pool. */
static void
count_combos (const GmkEvalState *st,
              Sample             *s)
{
  const GmkColor me = st->board.to_move, other = GMK_OTHER (me);
  static int count[2][N_M];

  memset (count, 0, sizeof count);
  for (int i = 0; i < GMK_CELLS; i++)
    {
      const GmkEvalCell *cell = &st->cells[i];

      if (!cell->active)
        continue;
      for (int side = 0; side < 2; side++)
        {
          const int c = (side == 0 ? me : other) - 1;

          if (cell->klass[c] != GMK_CLASS_MAYBE_FORBIDDEN)
            count[side][combo_id[gmk_pattern_sorted_key (cell->pat[c])]]++;
        }
    }
  s->combo_first = combo_pool->len;
  s->n_combos = 0;
  for (int side = 0; side < 2; side++)
    for (int id = 0; id < N_M; id++)
      if (count[side][id] > 0)
        {
          ComboCount cc = { (uint16_t) id, (uint8_t) side, (uint8_t) MIN (count[side][id], 255) };

          g_array_append_val (combo_pool, cc);
          s->n_combos++;
        }
}

/* The position in st. */
static void
add_position (GArray             *samples,
              const GmkEvalState *st,
              double              black_result,
              gboolean            held_out)
{
  const GmkColor me = st->board.to_move, other = GMK_OTHER (me);
  Sample s = { 0 };

  if (st->class_count[me][GMK_CLASS_FIVE] > 0 || st->class_count[me][GMK_CLASS_FLEX4] > 0 ||
      st->class_count[other][GMK_CLASS_FIVE] > 0)
    return;
  count_features (st, &s.f);
  count_combos (st, &s);
  s.result = (float) (me == GMK_BLACK ? black_result : 1 - black_result);
  s.engine = (float) gmk_eval_evaluate (st);
  s.held_out = held_out;
  s.self_play = current_self_play;
  s.moves = current_moves;
  s.ply = st->board.ply;
  g_array_append_val (samples, s);
}

/* With --teacher S, the target of a position is not the game's result
 * but a teacher's search score there, mapped to a winning chance by
 * 1 / (1 + exp (-score / S)); its proven wins and losses count as 1 and
 * 0.  The teacher is PentaZen (a position it was to move in: on its games
 * against this engine its scores predicted the results best at S = 250,
 * about our own scale) or this engine's own deeper search, annotating
 * every position (gomoku-teacher; its scores are in the units of
 * gmk_search_win_probability, S = 250). */
static double teacher_scale;

/* The teacher's score in a MESSAGE line ("ev 123", "ev +v21", "ev -v4") as
 * a winning chance for the side to move, or -1 when the line has none or
 * is PentaZen's forced reply (depth 1: its score then means nothing). */
static double
teacher_target (const char *line)
{
  const char *ev;

  /* "PentaZen: MESSAGE", or "PentaZen 1: MESSAGE" in its self-play, or
   * "Teacher: MESSAGE" from gomoku-teacher. */
  if (line == NULL || (strstr (line, "PentaZen") == NULL && !g_str_has_prefix (line, "Teacher: ")) ||
      strstr (line, ": MESSAGE") == NULL || strstr (line, " dep 1-1 ") != NULL)
    return -1;
  ev = strstr (line, " ev ");
  if (ev == NULL)
    return -1;
  ev += 4;
  if (g_str_has_prefix (ev, "+v"))
    return 1;
  if (g_str_has_prefix (ev, "-v"))
    return 0;
  return 1.0 / (1.0 + exp (-g_ascii_strtod (ev, NULL) / teacher_scale));
}

static int
read_log (const char *path,
          GArray     *samples,
          int        *n_games)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree GmkEvalState *st = g_new (GmkEvalState, 1);
  GmkBoard board;

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  lines = g_strsplit (text, "\n", -1);
  current_self_play = strstr (text, "PentaZen 1: MESSAGE") != NULL;
  for (int i = 0, first_message = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
    {
      g_auto(GStrv) moves = NULL;
      double black_result;
      const char *colon;
      gboolean ok = TRUE, after_opening = FALSE;
      int message = first_message;

      /* A comment saying what the record is: no game's MESSAGE line. */
      if (lines[i][0] == '#')
        {
          first_message = i + 1;
          continue;
        }
      if (!g_str_has_prefix (lines[i], "game "))
        continue;
      /* The MESSAGE lines before this "game" line are its moves' after the
       * opening, in order; the next game's start after its move line. */
      first_message = i + 2;
      /* Only games decided on the board: faults say nothing of the position. */
      if (strstr (lines[i], " by five") == NULL && strstr (lines[i], " by draw") == NULL)
        continue;
      colon = strstr (lines[i], "): ");
      if (colon == NULL)
        continue;
      black_result = g_str_has_prefix (colon + 3, "1-0") ? 1.0 : g_str_has_prefix (colon + 3, "0-1") ? 0.0 : 0.5;

      gmk_board_init (&board, 15, 15, fit_rule);
      gmk_eval_init (st, &board);
      current_moves = g_intern_string (g_strstrip (lines[i + 1]));
      moves = g_strsplit_set (lines[i + 1], " ", -1);
      if (teacher_scale > 0)
        {
          /* One MESSAGE a move after the opening, or the game is skipped. */
          int after = -1;

          for (int m = 0; moves[m] != NULL; m++)
            if (strcmp (moves[m], "|") == 0)
              after = 0;
            else if (after >= 0 && moves[m][0] != '\0')
              after++;
          if (after != i - message)
            continue;
        }
      for (int m = 0; moves[m] != NULL; m++)
        {
          int index;

          if (moves[m][0] == '\0')
            continue;
          if (strcmp (moves[m], "|") == 0)
            {
              after_opening = TRUE;
              continue;
            }
          index = gmk_match_log_parse_move (moves[m], 15);
          if (index == GMK_NO_MOVE || st->board.cell[index] != GMK_EMPTY)
            {
              ok = FALSE;
              break;
            }
          if (st->board.ply >= GMK_EVAL_SAVED - 1)
            {
              /* Deep games: re-initialise rather than overflow the undo copies. */
              gmk_board_copy (&board, &st->board);
              gmk_board_make (&board, index);
              gmk_eval_init (st, &board);
            }
          else
            gmk_eval_make (st, index);
          if (after_opening)
            message++;
          if (teacher_scale > 0)
            {
              /* The next move's MESSAGE judged this position. */
              const char *next = after_opening && message < i ? lines[message] : NULL;
              double target = teacher_target (next);

              if (target >= 0 && st->board.ply >= 6)
                add_position (samples, st, st->board.to_move == GMK_BLACK ? target : 1 - target,
                              *n_games % 5 == 4);
            }
          else if (st->board.ply >= 6)
            add_position (samples, st, black_result, *n_games % 5 == 4);
        }
      if (ok)
        (*n_games)++;
    }
  return 0;
}

/* --worst N: the positions where the teacher stands best (a winning
 * chance of 0.65 or more for the side to move: PentaZen's score 150 and up
 * at S = 250) and the model sees it worst, the N worst printed as boards,
 * and the mean class counts of the worst tenth against all of them: what
 * the evaluation misses in the "drift" losses. */
static int
compare_z (gconstpointer a,
           gconstpointer b)
{
  const double za = ((const double *) a)[0], zb = ((const double *) b)[0];

  return za < zb ? -1 : za > zb;
}

static void
report_worst (const double *w,
              const GArray *samples,
              double        scale,
              int           n_print)
{
  g_autoptr(GArray) picked = g_array_new (FALSE, FALSE, 2 * sizeof (double));
  double all[2][N_C + N_G] = { { 0 } }, worst[2][N_C + N_G] = { { 0 } };
  guint n_worst;

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);
      double pair[2];

      if (s->result < 0.65 || s->result >= 1)
        continue;
      pair[0] = model (w, s) / scale - log (s->result / (1 - s->result));
      pair[1] = i;
      g_array_append_val (picked, pair);
    }
  g_array_sort (picked, compare_z);
  n_worst = MAX (picked->len / 10, 1);
  for (guint j = 0; j < picked->len; j++)
    {
      const Sample *s = &g_array_index (samples, Sample, (guint) g_array_index (picked, double, 2 * j + 1));

      for (int side = 0; side < 2; side++)
        {
          for (int k = 0; k < N_C; k++)
            {
              all[side][k] += s->f.cls[side][k] / picked->len;
              if (j < n_worst)
                worst[side][k] += s->f.cls[side][k] / n_worst;
            }
          for (int g = 0; g < N_G; g++)
            {
              all[side][N_C + g] += (double) s->f.grp[side][g] / picked->len;
              if (j < n_worst)
                worst[side][N_C + g] += (double) s->f.grp[side][g] / n_worst;
            }
        }
    }
  g_print ("\n%u positions with the teacher at 0.65 or more; mean counts, worst tenth / all\n", picked->len);
  g_print ("class:  none    b3    f3  b3f3    b4  f3f3  b4f3 flex4  five  forb | fours threes b3\n");
  for (int side = 0; side < 2; side++)
    {
      g_print ("%s", side == 0 ? "me    " : "other ");
      for (int k = 0; k < N_C + N_G; k++)
        g_print (" %5.2f", worst[side][k]);
      g_print ("\n      ");
      for (int k = 0; k < N_C + N_G; k++)
        g_print (" %5.2f", all[side][k]);
      g_print ("\n");
    }
  for (int j = 0; j < n_print && j < (int) picked->len; j++)
    {
      const Sample *s = &g_array_index (samples, Sample, (guint) g_array_index (picked, double, 2 * j + 1));
      g_auto(GStrv) moves = g_strsplit (s->moves, " ", -1);
      GmkBoard board;

      gmk_board_init (&board, 15, 15, fit_rule);
      for (int m = 0; moves[m] != NULL && board.ply < s->ply; m++)
        {
          int index = gmk_match_log_parse_move (moves[m], 15);

          if (index != GMK_NO_MOVE && board.cell[index] == GMK_EMPTY)
            gmk_board_make (&board, index);
        }
      g_print ("\nteacher %.0f, model %.0f (x to move), ply %d: %s\n", scale * log (s->result / (1 - s->result)),
               model (w, s), s->ply, s->moves);
      for (int y = 0; y < 15; y++)
        {
          g_print ("  ");
          for (int x = 0; x < 15; x++)
            {
              const GmkStone c = (GmkStone) board.cell[gmk_board_index (x, y)];

              g_print (" %c", c == GMK_EMPTY ? '.' : c == board.to_move ? 'x' : 'o');
            }
          g_print ("\n");
        }
    }
}

static void
defaults (double *w)
{
  /* The weights built into the engine: the starting point, and the
   * baseline the fit must beat. */
  GmkEvalWeights e;

  gmk_eval_get_weights (fit_rule, &e);
  memset (w, 0, N_PARAMS * sizeof *w);
  for (int p = 0; p < N_P; p++)
    {
      w[P_PAT + p] = e.pattern[p];
      w[P_PAT_OTHER + p] = use_colours ? e.pattern_white[p] : e.pattern[p];
    }
  w[P_FACTOR] = (double) e.factor_num / e.factor_den;
  for (int k = 0; k < N_C; k++)
    {
      w[P_CLS_ME + k] = e.class_me[k];
      w[P_CLS_OTHER + k] = e.class_other[k];
    }
  w[P_BIAS] = e.bias;
  {
    /* The combination values built in: a combination's value less its
     * patterns' (white's table, which forbids nothing; forbidden cells
     * count nothing). */
    const GmkCombo *table = gmk_pattern_tables (fit_rule, GMK_WHITE)->combo;

    for (int id = 0; id < N_M; id++)
      {
        const int key = combo_key[id];
        int linear = 0;

        for (int r = key, d = 0; d < 4; d++, r /= N_P)
          linear += e.pattern_white[r % N_P];
        if (table[key].klass != GMK_CLASS_MAYBE_FORBIDDEN)
          w[P_COMBO + id] = w[P_COMBO_OTHER + id] = table[key].value - linear;
      }
  }
  for (int x = 0; x < N_X; x++)
    w[P_CROSS + x] = e.cross[x];
  for (int k = 0; k < N_K; k++)
    w[P_MASK + k] = e.mask[k];
  for (int g = 0; g < N_G; g++)
    for (int b = 0; b < N_B; b++)
      {
        w[P_GRP_ME + g * N_B + b] = e.group_me[g][b];
        w[P_GRP_OTHER + g * N_B + b] = e.group_other[g][b];
      }
}

/* Which parameters move: the dead and overline patterns and the
 * none/forbidden classes stay at zero, and so do the five pattern and
 * class (filtered out of the samples). */
static gboolean
is_free (int j)
{
  if (only_combo)
    return j >= P_COMBO && j < P_COMBO_OTHER && combo_sigma > 0;
  if (j >= P_MASK)
    return mask_sigma > 0 && j > P_MASK;   /* no threat at all: the bias */
  if (j >= P_HAS_ME && j < P_HAS_ME + 2 * N_C && !use_has)
    return FALSE;
  if (j == P_WHITE)
    return use_white_bias;
  if (j >= P_PAT_OTHER && j < P_PAT_OTHER + N_P && !use_split && !use_colours)
    return FALSE;
  if (j >= P_CROSS && j < P_CROSS + N_X)
    return use_cross && j >= P_CROSS + GMK_EVAL_CROSS_FOURS;   /* no open three: nothing */
  if (only_new && j != P_BIAS && !(j >= P_GRP_ME && j < P_GRP_ME + 2 * N_G * N_B))
    return FALSE;
  if (j >= P_COMBO)
    return combo_sigma > 0 && (j < P_COMBO_OTHER || use_combo_split);
  if (j >= P_GRP_ME && j < P_GRP_ME + 2 * N_G * N_B)
    return use_groups && (j - P_GRP_ME) % N_B != 0;   /* a count of 0 adds nothing */
  if (j == P_PAT_OTHER + GMK_PAT_DEAD || j == P_PAT_OTHER + GMK_PAT_OVERLINE || j == P_PAT_OTHER + GMK_PAT_F5)
    return FALSE;
  if (j == P_HAS_ME + GMK_CLASS_NONE || j == P_HAS_OTHER + GMK_CLASS_NONE ||
      j == P_HAS_ME + GMK_CLASS_MAYBE_FORBIDDEN || j == P_HAS_OTHER + GMK_CLASS_MAYBE_FORBIDDEN ||
      j == P_HAS_ME + GMK_CLASS_FIVE || j == P_HAS_OTHER + GMK_CLASS_FIVE || j == P_HAS_ME + GMK_CLASS_FLEX4)
    return FALSE;
  if (j == P_PAT + GMK_PAT_DEAD || j == P_PAT + GMK_PAT_OVERLINE || j == P_PAT + GMK_PAT_F5)
    return FALSE;
  if (hold_ones && (j == P_PAT + GMK_PAT_B1 || j == P_PAT + GMK_PAT_F1 ||
                    j == P_PAT_OTHER + GMK_PAT_B1 || j == P_PAT_OTHER + GMK_PAT_F1))
    return FALSE;
  if (j == P_CLS_ME + GMK_CLASS_NONE || j == P_CLS_OTHER + GMK_CLASS_NONE ||
      j == P_CLS_ME + GMK_CLASS_MAYBE_FORBIDDEN || j == P_CLS_OTHER + GMK_CLASS_MAYBE_FORBIDDEN ||
      j == P_CLS_ME + GMK_CLASS_FIVE || j == P_CLS_OTHER + GMK_CLASS_FIVE ||
      j == P_CLS_ME + GMK_CLASS_FLEX4)
    return FALSE;
  return TRUE;
}

/* The fitted combination values as gmk-pattern.c's combo_delta entries
 * (rounded, the zeros left out), each with its count of cells in the
 * training positions (to move / waiting). */
static const char *const pattern_names[N_P] = {
  "DEAD", "OVERLINE", "B1", "F1", "B2", "F2", "B3", "F3", "B4", "F4", "F5",
};

static void
print_combos (const double *w,
              const GArray *samples)
{
  g_autofree double *seen = g_new0 (double, 2 * N_M);
  int n_printed = 0;

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);
      const ComboCount *cc = &g_array_index (combo_pool, ComboCount, s->combo_first);

      if (s->held_out)
        continue;
      for (int k = 0; k < s->n_combos; k++)
        seen[cc[k].side * N_M + cc[k].id] += cc[k].n;
    }
  g_print ("\ncombo_delta (pattern multiset, value to move%s; cells seen to move / waiting)\n",
           use_combo_split ? ", value waiting" : "");
  for (int id = 0; id < N_M; id++)
    {
      const int me = (int) lround (w[P_COMBO + id]);
      const int other = (int) lround (w[(use_combo_split ? P_COMBO_OTHER : P_COMBO) + id]);

      if (me == 0 && other == 0)
        continue;
      g_print ("  { {");
      for (int r = combo_key[id], d = 0; d < 4; d++, r /= N_P)
        g_print (" GMK_PAT_%s,", pattern_names[r % N_P]);
      if (use_combo_split)
        g_print (" }, %d, %d },   /* %.0f / %.0f */\n", me, other, seen[id], seen[N_M + id]);
      else
        g_print (" }, %d },   /* %.0f / %.0f */\n", me, seen[id], seen[N_M + id]);
      n_printed++;
    }
  g_print ("%d of %d combinations not zero\n", n_printed, N_M);
}

/* The fitted combination values as gmk-combo-fit.inc: combo_delta's
 * entries in the order of the multisets' numbers, rounded, the zeros
 * left out.  Nothing in it depends on the run but the values, so that a
 * refit diffs against the table the engine has. */
static gboolean
write_combo_inc (const double *w,
                 const char   *path,
                 GError      **error)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_string_append (text,
                   "/* gmk-combo-fit.inc: generated by gomoku-tune-eval --emit-combo.  The entries of\n"
                   " * combo_delta (gmk-pattern.c): four line patterns, strongest first, and what a\n"
                   " * cell with them is worth beyond their values' sum; the multisets left out add 0. */\n");
  for (int id = 0; id < N_M; id++)
    {
      const int delta = (int) lround (w[P_COMBO + id]);
      int r = combo_key[id];

      if (delta == 0)
        continue;
      g_string_append (text, "  { {");
      for (int d = 0; d < 4; d++, r /= N_P)
        g_string_append_printf (text, " GMK_PAT_%s%s", pattern_names[r % N_P], d < 3 ? "," : "");
      g_string_append_printf (text, " }, %d },\n", delta);
    }
  return g_file_set_contents (path, text->str, (gssize) text->len, error);
}

static const char *const class_names[N_C] = {
  "NONE", "B3", "F3", "B3F3", "B4", "F3F3", "B4F3", "FLEX4", "FIVE", "MAYBE_FORBIDDEN",
};

/* Do the records' rule's weights (gmk_eval_weight_set) make renju's set
 * (gmk-eval-fit-renju.inc, white's patterns apart) or the default one? */
static gboolean
fits_renju_set (void)
{
  return gmk_eval_weight_set (fit_rule) == gmk_eval_weight_set (GMK_RULE_RENJU);
}

/* The macros' prefix in the set's file. */
static const char *
fit_prefix (void)
{
  return fits_renju_set () ? "GMK_FIT_RENJU_" : "GMK_FIT_";
}

/* One macro of gmk-eval-fit.inc: NAME's N values, rounded, four to a line
 * (with their enum names when `names` is given, as designated
 * initializers). */
static void
append_values (GString            *text,
               const char         *name,
               const double       *values,
               int                 n,
               const char         *prefix,
               const char *const  *names)
{
  g_string_append_printf (text, "#define %s%s { \\\n", fit_prefix (), name);
  for (int i = 0; i < n; i++)
    {
      if (i % 4 == 0)
        g_string_append (text, " ");
      if (names != NULL)
        g_string_append_printf (text, " [%s%s] = %ld,", prefix, names[i], lround (values[i]));
      else
        g_string_append_printf (text, " %ld,", lround (values[i]));
      if (i % 4 == 3 || i == n - 1)
        g_string_append (text, " \\\n");
    }
  g_string_append (text, "}\n");
}

/* The threat table's entries that are not 0, by index; none at all (a set
 * without the table, renju's) writes nothing. */
static void
append_mask (GString      *text,
             const double *values)
{
  int n = 0;

  for (int k = 0; k < N_K; k++)
    {
      if (lround (values[k]) == 0)
        continue;
      if (n == 0)
        g_string_append_printf (text, "#define %sMASK { \\\n", fit_prefix ());
      if (n % 6 == 0)
        g_string_append (text, " ");
      g_string_append_printf (text, " [%d] = %ld,", k, lround (values[k]));
      if (n++ % 6 == 5)
        g_string_append (text, " \\\n");
    }
  if (n > 0)
    g_string_append (text, n % 6 == 0 ? "}\n" : " \\\n}\n");
}

/* A group table (one side's): one row per group. */
static void
append_groups (GString      *text,
               const char   *name,
               const double *values)
{
  g_string_append_printf (text, "#define %s%s { \\\n", fit_prefix (), name);
  for (int g = 0; g < N_G; g++)
    {
      g_string_append (text, "  {");
      for (int b = 0; b < N_B; b++)
        g_string_append_printf (text, " %ld%s", lround (values[g * N_B + b]), b < N_B - 1 ? "," : "");
      g_string_append (text, " }, \\\n");
    }
  g_string_append (text, "}\n");
}

/* The fitted weights as gmk-eval-fit.inc, which gmk-pattern.c and
 * gmk-eval.c include: every weight the engine's evaluation takes from a
 * fit but the combination table (--emit-combo), rounded; the side to
 * move's factor in hundredths.  As write_combo_inc, only the values
 * depend on the run. */
static gboolean
write_weights_inc (const double *w,
                   const char   *path,
                   GError      **error)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_string_append_printf (text,
                          "/* %s: generated by gomoku-tune-eval%s --emit-weights.  The evaluation's\n"
                          " * fitted weights: each line pattern's (gmk-pattern.c), each threat class's for the\n"
                          " * side to move and the side waiting, the group, cross and threat tables, the side\n"
                          " * to move's factor in hundredths and the bias (gmk-eval.c). */\n",
                          fits_renju_set () ? "gmk-eval-fit-renju.inc" : "gmk-eval-fit.inc",
                          fits_renju_set () ? " --rule renju" : "");
  append_values (text, "PATTERN_VALUE", &w[P_PAT], N_P, "GMK_PAT_", pattern_names);
  if (use_colours)
    append_values (text, "PATTERN_VALUE_WHITE", &w[P_PAT_OTHER], N_P, "GMK_PAT_", pattern_names);
  append_values (text, "CLASS_ME", &w[P_CLS_ME], N_C, "GMK_CLASS_", class_names);
  append_values (text, "CLASS_OTHER", &w[P_CLS_OTHER], N_C, "GMK_CLASS_", class_names);
  append_groups (text, "GROUP_ME", &w[P_GRP_ME]);
  append_groups (text, "GROUP_OTHER", &w[P_GRP_OTHER]);
  append_values (text, "CROSS", &w[P_CROSS], N_X, NULL, NULL);
  append_mask (text, &w[P_MASK]);
  g_string_append_printf (text, "#define %sFACTOR %ld\n", fit_prefix (), lround (w[P_FACTOR] * 100));
  g_string_append_printf (text, "#define %sBIAS %ld\n", fit_prefix (), lround (w[P_BIAS]));
  return g_file_set_contents (path, text->str, (gssize) text->len, error);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  g_autofree char *emit_combo = NULL;
  g_autofree char *emit_weights = NULL;
  g_autofree char *rule_name = NULL;
  double w[N_PARAMS], base[N_PARAMS], m[N_PARAMS] = { 0 }, v[N_PARAMS] = { 0 };
  double scale = 250, best_scale = 250, best_loss = INFINITY, fitted_loss, base_loss;
  int n_games = 0, epochs = 400, n_worst = -1;
  gboolean check = FALSE;
  GOptionEntry entries[] = {
    { "epochs", 'e', 0, G_OPTION_ARG_INT, &epochs, "Full-batch Adam steps (400)", "N" },
    { "teacher", 0, 0, G_OPTION_ARG_DOUBLE, &teacher_scale,
      "Fit a teacher's scores (PentaZen's or gomoku-teacher's), as winning chances at scale S (250 "
      "suits), not the results", "S" },
    { "rule", 'r', 0, G_OPTION_ARG_STRING, &rule_name,
      "The records' rule: freestyle (default), standard, renju, caro, caro5", "NAME" },
    { "groups", 0, 0, G_OPTION_ARG_NONE, &use_groups, "Also fit the group tables", NULL },
    { "cross", 0, 0, G_OPTION_ARG_NONE, &use_cross, "Also fit the cross table", NULL },
    { "only-new", 0, 0, G_OPTION_ARG_NONE, &only_new, "Move only the group and cross tables and the bias", NULL },
    { "monotone", 0, 0, G_OPTION_ARG_NONE, &monotone,
      "Keep the group rows of four and open-three cells nondecreasing", NULL },
    { "combo", 0, 0, G_OPTION_ARG_DOUBLE, &combo_sigma,
      "Also fit one value per combination of four patterns, prior deviation S (100 suits)", "S" },
    { "only-combo", 0, 0, G_OPTION_ARG_NONE, &only_combo,
      "Move only the combination values: the rest stays as built in", NULL },
    { "combo-split", 0, 0, G_OPTION_ARG_NONE, &use_combo_split,
      "A combination table of its own for the side waiting (a diagnostic)", NULL },
    { "split", 0, 0, G_OPTION_ARG_NONE, &use_split,
      "Pattern weights of their own for the side waiting (a diagnostic)", NULL },
    { "hold-ones", 0, 0, G_OPTION_ARG_NONE, &hold_ones,
      "Hold the one-stone patterns' values (B1, F1) as built in", NULL },
    { "white-bias", 0, 0, G_OPTION_ARG_NONE, &use_white_bias,
      "A bias of its own for white to move (a diagnostic)", NULL },
    { "colours", 0, 0, G_OPTION_ARG_NONE, &use_colours,
      "Pattern weights of their own for white (always so with --rule renju; otherwise a diagnostic)", NULL },
    { "mask", 0, 0, G_OPTION_ARG_DOUBLE, &mask_sigma,
      "Also fit the threat table, its entries' prior deviation S", "S" },
    { "has", 0, 0, G_OPTION_ARG_NONE, &use_has, "A weight for each class on the board at all (a diagnostic)", NULL },
    { "worst", 0, 0, G_OPTION_ARG_INT, &n_worst,
      "Print the N positions the fit misjudges worst against the teacher", "N" },
    { "emit-combo", 0, 0, G_OPTION_ARG_FILENAME, &emit_combo,
      "Write the fitted combination table to FILE (gmk-combo-fit.inc's format)", "FILE" },
    { "emit-weights", 0, 0, G_OPTION_ARG_FILENAME, &emit_weights,
      "Write the other fitted weights to FILE (gmk-eval-fit.inc's format)", "FILE" },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check,
      "Fail unless the fit beats the built-in weights on the games held out", NULL },
    { NULL }
  };

  context = g_option_context_new ("RECORD... - fit the evaluation's weights to game results");
  g_option_context_set_description (context,
                                    "Each RECORD is the output of gomoku-match -v: \"game\" lines and move lines.\n"
                                    "Every fifth game is held out of the fit and judges it.\n");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (argc < 2 || epochs < 0 || teacher_scale < 0 || combo_sigma < 0 || mask_sigma < 0)
    {
      g_printerr ("usage: %s [OPTION...] RECORD... (gomoku-match -v output; --help for the options)\n", argv[0]);
      return 2;
    }
  if (rule_name != NULL && (!gmk_rule_from_name (rule_name, &fit_rule) || gmk_rule_has_captures (fit_rule)))
    {
      g_printerr ("--rule %s: the records' rule is freestyle, standard, renju, caro or caro5\n", rule_name);
      return 2;
    }
  if (fits_renju_set ())
    use_colours = TRUE;
  else if (emit_weights != NULL && use_colours)
    {
      g_printerr ("--emit-weights: --colours fits white's patterns apart, which only renju's weights have\n");
      return 2;
    }
  if (emit_combo != NULL && gmk_eval_weight_set (fit_rule) != gmk_eval_weight_set (GMK_RULE_FREESTYLE))
    {
      g_printerr ("--emit-combo: the combination table is every rule's, --rule %s fits it to one\n", rule_name);
      return 2;
    }
  if ((emit_combo != NULL || only_combo) && (combo_sigma <= 0 || use_combo_split))
    {
      g_printerr ("--emit-combo and --only-combo need --combo S and one table (no --combo-split)\n");
      return 2;
    }
  if (emit_weights != NULL && (use_split || use_has))
    {
      g_printerr ("--emit-weights writes the engine's weights: --split and --has fit others\n");
      return 2;
    }
  if (emit_weights != NULL && combo_sigma > 0 && !only_combo && emit_combo == NULL)
    {
      g_printerr ("--emit-weights with --combo needs --emit-combo too: the weights were fitted with that table\n");
      return 2;
    }
  gmk_pattern_init ();
  number_combos ();
  combo_pool = g_array_new (FALSE, FALSE, sizeof (ComboCount));
  for (int i = 1; i < argc; i++)
    if (read_log (argv[i], samples, &n_games) != 0)
      return 1;
  {
    guint n_held = 0;

    for (guint i = 0; i < samples->len; i++)
      n_held += g_array_index (samples, Sample, i).held_out;
    g_print ("%d games, %u positions (%u held out)\n", n_games, samples->len, n_held);
  }
  if (samples->len == 0)
    return 1;

  {
    double engine_best = INFINITY, engine_scale = 250;

    for (double k = 50; k <= 1500; k += 10)
      if (loss (NULL, samples, FALSE, k) < engine_best)
        {
          engine_best = loss (NULL, samples, FALSE, k);
          engine_scale = k;
        }
    g_print ("scale %.0f: the engine's evaluation, loss %.5f training, %.5f held out\n", engine_scale,
             engine_best, loss (NULL, samples, TRUE, engine_scale));
    print_held_out_sets (NULL, samples, engine_scale);
  }

  /* The scale that best fits today's weights: the fit keeps it, so the
   * new weights stay in the units the search's margins expect. */
  defaults (base);
  for (double k = 50; k <= 1500; k += 10)
    {
      double l = loss (base, samples, FALSE, k);

      if (l < best_loss)
        {
          best_loss = l;
          best_scale = k;
        }
    }
  scale = best_scale;
  g_print ("scale %.0f: built-in weights, loss %.5f training, %.5f held out\n",
           scale, loss (base, samples, FALSE, scale), loss (base, samples, TRUE, scale));
  print_held_out_sets (base, samples, scale);

  /* Adam on the mean cross-entropy, full batch. */
  memcpy (w, base, sizeof w);
  for (int epoch = 1; epoch <= epochs; epoch++)
    {
      double grad[N_PARAMS] = { 0 };
      int n = 0;

      for (guint i = 0; i < samples->len; i++)
        {
          const Sample *s = &g_array_index (samples, Sample, i);
          double e;

          if (s->held_out)
            continue;
          n++;
          e = (sigmoid (model (w, s) / scale) - s->result) / scale;
          add_gradient (grad, w, &s->f, e);
          add_combo_gradient (grad, w, s, e);
        }
      for (int j = 0; j < N_PARAMS; j++)
        {
          const double rate = j == P_FACTOR ? 0.002 : 1.0;
          double g = grad[j] / n, mh, vh;

          if (!is_free (j))
            continue;
          if (j >= P_MASK)
            g += w[j] / (mask_sigma * mask_sigma * n);     /* the prior */
          else if (j >= P_COMBO)
            g += w[j] / (combo_sigma * combo_sigma * n);
          m[j] = 0.9 * m[j] + 0.1 * g;
          v[j] = 0.999 * v[j] + 0.001 * g * g;
          mh = m[j] / (1 - pow (0.9, epoch));
          vh = v[j] / (1 - pow (0.999, epoch));
          w[j] -= rate * mh / (sqrt (vh) + 1e-12);
          if (j != P_BIAS && j != P_FACTOR && j < P_COMBO && !(j >= P_HAS_ME && j < P_HAS_ME + 2 * N_C) && !(j >= P_CROSS && j < P_CROSS + N_X) &&
              !(j >= P_GRP_ME && j < P_GRP_ME + 2 * N_G * N_B))
            w[j] = MAX (w[j], 0);
        }
      if (monotone)
        for (int side = 0; side < 2; side++)
          for (int g = GMK_EVAL_GROUP_FOURS; g <= GMK_EVAL_GROUP_THREES; g++)
            make_monotone (&w[(side == 0 ? P_GRP_ME : P_GRP_OTHER) + g * N_B]);
      if (epoch % 50 == 0)
        {
          g_print ("epoch %d: loss %.5f training, %.5f held out\n", epoch,
                   loss (w, samples, FALSE, scale), loss (w, samples, TRUE, scale));
          print_held_out_sets (w, samples, scale);
        }
    }

  g_print ("\npattern_value = {");
  for (int p = 0; p < N_P; p++)
    g_print (" %.0f,", w[P_PAT + p]);
  g_print (" }\nside to move factor %.4f\nclass_me = {", w[P_FACTOR]);
  for (int k = 0; k < N_C; k++)
    g_print (" %.0f,", w[P_CLS_ME + k]);
  g_print (" }\nclass_other = {");
  for (int k = 0; k < N_C; k++)
    g_print (" %.0f,", w[P_CLS_OTHER + k]);
  if (use_split || use_colours)
    {
      g_print (use_colours ? " }\npattern_white = {" : " }\npattern_other = {");
      for (int p = 0; p < N_P; p++)
        g_print (" %.0f,", w[P_PAT_OTHER + p]);
    }
  if (use_has)
    {
      g_print (" }\nhas_me = {");
      for (int k = 0; k < N_C; k++)
        g_print (" %.0f,", w[P_HAS_ME + k]);
      g_print (" }\nhas_other = {");
      for (int k = 0; k < N_C; k++)
        g_print (" %.0f,", w[P_HAS_OTHER + k]);
    }
  if (use_groups)
    for (int side = 0; side < 2; side++)
      {
        g_print (" }\ngroup_%s = {", side == 0 ? "me" : "other");
        for (int g = 0; g < N_G; g++)
          {
            g_print (" {");
            for (int b = 0; b < N_B; b++)
              g_print (" %.0f,", w[(side == 0 ? P_GRP_ME : P_GRP_OTHER) + g * N_B + b]);
            g_print (" },");
          }
      }
  if (use_cross)
    {
      g_print (" }\ncross = {");
      for (int x = 0; x < N_X; x++)
        g_print (" %.0f,", w[P_CROSS + x]);
    }
  g_print (" }\nbias %.1f (white to move %.1f)\n", w[P_BIAS], w[P_WHITE]);
  if (combo_sigma > 0)
    print_combos (w, samples);
  if (n_worst >= 0)
    report_worst (w, samples, scale, n_worst);

  fitted_loss = loss (w, samples, TRUE, scale);
  base_loss = loss (base, samples, TRUE, scale);
  g_print ("held out: loss %.5f fitted, %.5f built in; the targets' entropy %.5f\n", fitted_loss, base_loss,
           target_entropy (samples));
  if ((emit_combo != NULL && !write_combo_inc (w, emit_combo, &error)) ||
      (emit_weights != NULL && !write_weights_inc (w, emit_weights, &error)))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (check && !(fitted_loss < base_loss))
    {
      g_printerr ("the fit does not beat the built-in weights on the games held out\n");
      return 1;
    }
  return 0;
}
