/* test-threat.c: the threat-space solvers (VCF, VCT) in every rule set.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every win a solver claims here is replayed through GmkPosition (the
 * rules the referee applies) against every legal defence: the solver names
 * the attacker's move, the position must accept it, and after each reply
 * the solver must name the next one, until the rules declare the
 * attacker's win.  Traps are positions where a solver that forgot one rule
 * (a capture that breaks a four, a five that can be broken, a block
 * forbidden to black, an opponent's capture that wins first) would claim a
 * win: the same stones under a rule without that subtlety must be a win,
 * under the real rule the solver must not claim one.
 */
#include <string.h>

#include "gmk-eval.h"
#include "gmk-notation.h"
#include "gmk-rules.h"
#include "gmk-search.h"
#include "gmk-threat.h"

typedef struct {
  GmkRule      rule;
  int          size;
  const char  *black;       /* "h8 i9 ..." */
  const char  *white;
  GmkColor     to_move;
  int          black_pairs;
  int          white_pairs;
} Setup;

typedef struct {
  GmkThreatSearch *ts;
  GmkEvalState    *st;
  gboolean         use_vct;
  int              vct_max;       /* VCT depth at most this */
  guint64          max_nodes;     /* per solver call */
  gboolean         deepening;     /* VCT 1, 2, ... deep: the shortest win */
  guint64          solver_calls;
  guint64          aborted;       /* solver calls that ran out of nodes */
  guint64          vct_wins;      /* wins found by the VCT only */
  char             failure[256];
} Prover;

static void
put_stones (GmkPosition *pos,
            const char  *list,
            GmkColor     color)
{
  g_auto(GStrv) names = g_strsplit (list != NULL ? list : "", " ", -1);

  for (int i = 0; names[i] != NULL; i++)
    {
      int x, y;

      if (names[i][0] == '\0')
        continue;
      g_assert_true (gmk_notation_parse (names[i], pos->board.width, pos->board.height, &x, &y));
      g_assert_cmpint (pos->board.cell[gmk_board_index (x, y)], ==, GMK_EMPTY);
      gmk_board_put (&pos->board, gmk_board_index (x, y), color);
    }
}

static GmkPosition *
setup_position (const Setup *s)
{
  GmkPosition *pos = g_new0 (GmkPosition, 1);

  gmk_position_init (pos, s->size, s->size, s->rule);
  put_stones (pos, s->black, GMK_BLACK);
  put_stones (pos, s->white, GMK_WHITE);
  if (pos->board.captures)
    {
      gmk_board_set_captured_pairs (&pos->board, GMK_BLACK, s->black_pairs);
      gmk_board_set_captured_pairs (&pos->board, GMK_WHITE, s->white_pairs);
    }
  if (pos->board.to_move != s->to_move)
    gmk_board_switch_side (&pos->board);
  gmk_position_setup_done (pos);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
  return pos;
}

static const char *
point_name (const GmkBoard *board,
            int             index,
            char           *buf)
{
  if (index == GMK_NO_MOVE)
    return "none";
  return gmk_notation_format (gmk_board_x (index), gmk_board_y (index), board->height, buf);
}

/* Asks the solver for a win within `depth` threats; *threatened tells
 * whether the side not to move has a five point (a VCT then blocks it
 * without spending depth). */
static gboolean
solve (Prover         *p,
       const GmkBoard *board,
       int             depth,
       int            *move,
       gboolean       *threatened)
{
  const GmkColor opp = GMK_OTHER (board->to_move);
  gboolean win;

  p->solver_calls++;
  gmk_eval_init (p->st, board);
  p->ts->max_nodes = p->max_nodes;
  p->ts->nodes = 0;
  *move = GMK_NO_MOVE;
  if (threatened != NULL)
    {
      *threatened = FALSE;
      for (int i = 0; i < GMK_CELLS; i++)
        if (p->st->board.cell[i] == GMK_EMPTY && gmk_board_index_valid (board, i) &&
            gmk_threat_is_five (p->st, i, opp))
          *threatened = TRUE;
    }
  win = gmk_threat_vcf (p->ts, p->st, depth, move);
  if (!win && p->use_vct)
    {
      for (int d = p->deepening ? 1 : MIN (depth, p->vct_max); d <= MIN (depth, p->vct_max) && !win; d++)
        win = gmk_threat_vct (p->ts, p->st, d, move);
      p->vct_wins += win && !p->ts->aborted;
    }
  if (p->ts->aborted)
    {
      p->aborted++;
      return FALSE;
    }
  return win && *move != GMK_NO_MOVE;
}

static GmkResult
win_for (GmkColor color)
{
  return color == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS;
}

/* Can `attacker` (to move) win with one move by the rules, e.g. by taking
 * a fifth pair while the defender's five waits (the solvers do not start
 * from a five on the board)? */
static gboolean
wins_at_once (GmkPosition *pos,
              GmkColor     attacker)
{
  gboolean win = FALSE;

  for (int y = 0; y < pos->board.height && !win; y++)
    for (int x = 0; x < pos->board.width && !win; x++)
      if (gmk_position_play (pos, x, y) == GMK_REASON_NONE)
        {
          win = pos->status.result == win_for (attacker);
          gmk_position_undo (pos);
        }
  return win;
}

/* The attacker is to move in `pos`: the solver names a move that the rules
 * accept, and the attacker wins against every legal reply, the solver
 * finding the next move each time within one threat less (a win claimed
 * within `depth` threats leaves one within depth - 1 after any reply, so
 * the replay ends; an open four made at depth 0 gets one more move for its
 * five). */
static gboolean
attacker_wins (Prover      *p,
               GmkPosition *pos,
               GmkColor     attacker,
               int          depth)
{
  char a[GMK_NOTATION_MAX], b[GMK_NOTATION_MAX];
  GmkReason reason;
  gboolean ok = TRUE, threatened;
  int move;

  if (depth < -1)
    {
      GString *line = g_string_new (NULL);

      for (int i = 0; i < pos->board.ply; i++)
        g_string_append_printf (line, " %s", point_name (&pos->board, pos->board.history[i].move, a));
      g_snprintf (p->failure, sizeof p->failure, "no win within the move budget:%s", line->str);
      g_string_free (line, TRUE);
      return FALSE;
    }
  if (!solve (p, &pos->board, MAX (depth, 0), &move, &threatened))
    {
      GString *line;

      if (wins_at_once (pos, attacker))
        return TRUE;
      line = g_string_new (NULL);

      for (int i = 0; i < pos->board.ply; i++)
        g_string_append_printf (line, " %s", point_name (&pos->board, pos->board.history[i].move, a));
      g_snprintf (p->failure, sizeof p->failure, "the solver finds no win within %d after%s",
                  depth, line->str);
      g_string_free (line, TRUE);
      return FALSE;
    }
  reason = gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move));
  if (reason != GMK_REASON_NONE)
    {
      g_snprintf (p->failure, sizeof p->failure, "the solver's move %s is illegal (%s)",
                  point_name (&pos->board, move, a), gmk_reason_name (reason));
      return FALSE;
    }
  if (pos->status.result == win_for (attacker))
    {
      gmk_position_undo (pos);
      return TRUE;
    }
  if (pos->status.result != GMK_RESULT_NONE)
    {
      g_snprintf (p->failure, sizeof p->failure, "the solver's move %s ends the game otherwise",
                  point_name (&pos->board, move, a));
      gmk_position_undo (pos);
      return FALSE;
    }

  for (int y = 0; y < pos->board.height && ok; y++)
    for (int x = 0; x < pos->board.width && ok; x++)
      {
        if (gmk_position_play (pos, x, y) != GMK_REASON_NONE)
          continue;
        if (pos->status.result == win_for (attacker))
          ;   /* the reply did not break a five */
        else if (pos->status.result != GMK_RESULT_NONE)
          {
            g_snprintf (p->failure, sizeof p->failure, "after %s the reply %s ends the game for the defender",
                        point_name (&pos->board, move, a),
                        point_name (&pos->board, gmk_board_index (x, y), b));
            ok = FALSE;
          }
        else
          ok = attacker_wins (p, pos, attacker, threatened ? depth : depth - 1);
        gmk_position_undo (pos);
      }
  gmk_position_undo (pos);
  return ok;
}

static Prover *
prover_new (gboolean use_vct)
{
  Prover *p = g_new0 (Prover, 1);

  p->ts = g_new0 (GmkThreatSearch, 1);
  p->st = g_new0 (GmkEvalState, 1);
  p->use_vct = use_vct;
  p->vct_max = 5;
  p->max_nodes = 300000;
  gmk_threat_init (p->ts);
  p->ts->capture_vct = TRUE;
  return p;
}

static void
prover_free (Prover *p)
{
  g_free (p->ts);
  g_free (p->st);
  g_free (p);
}

/* The side to move in `s` wins within `depth` threats, and the win
 * survives every defence. */
static void
assert_proven_win (const Setup *s,
                   gboolean     use_vct,
                   int          depth)
{
  g_autofree GmkPosition *pos = setup_position (s);
  Prover *p = prover_new (use_vct);
  char name[GMK_NOTATION_MAX];
  int move;
  gboolean proven;

  g_assert_true (solve (p, &pos->board, depth, &move, NULL));
  g_test_message ("%s: first move %s, %" G_GUINT64_FORMAT " solver nodes", gmk_rule_name (s->rule),
                  point_name (&pos->board, move, name), p->ts->nodes);
  proven = attacker_wins (p, pos, s->to_move, depth);
  g_test_message ("replayed against every defence: %" G_GUINT64_FORMAT " solver calls", p->solver_calls);
  if (!proven)
    g_test_fail_printf ("claimed win not proven: %s", p->failure);
  prover_free (p);
}

/* The solver claims no win for the side to move. */
static void
assert_no_claim (const Setup *s,
                 gboolean     use_vct)
{
  g_autofree GmkPosition *pos = setup_position (s);
  Prover *p = prover_new (use_vct);
  char name[GMK_NOTATION_MAX];
  int move;

  if (solve (p, &pos->board, use_vct ? 5 : 30, &move, NULL))
    g_test_fail_printf ("%s: the solver claims a win starting %s", gmk_rule_name (s->rule),
                        point_name (&pos->board, move, name));
  prover_free (p);
}

/* The referee's rules say `point` is forbidden to `color`, for `reason`. */
static void
assert_forbidden (GmkPosition *pos,
                  const char  *point,
                  GmkColor     color,
                  GmkReason    reason)
{
  int x, y;

  g_assert_true (gmk_notation_parse (point, pos->board.width, pos->board.height, &x, &y));
  g_assert_cmpint (gmk_rules_forbidden (&pos->board, gmk_board_index (x, y), color), ==, reason);
}

static Setup
with_rule (const Setup *s,
           GmkRule      rule)
{
  Setup copy = *s;
  copy.rule = rule;
  return copy;
}

/* ---------------------------------------------------------------------- */

/* Freestyle: a four-three after one forcing four, and a VCT. */
static void
test_freestyle_vcf (void)
{
  const Setup s = {
    GMK_RULE_FREESTYLE, 15,
    "d7 e7 f7 g4 g5 h9", "c7 g3 a1 a2 o15", GMK_BLACK, 0, 0,
  };
  assert_proven_win (&s, FALSE, 10);
}

static void
test_freestyle_vct (void)
{
  /* Two open twos crossing: an open three that is also a two, then a
   * four-three. */
  const Setup s = {
    GMK_RULE_FREESTYLE, 9,
    "e5 f5 f6 g4", "a1 i9 a9 i1", GMK_BLACK, 0, 0,
  };
  Prover *p = prover_new (FALSE);
  g_autofree GmkPosition *pos = setup_position (&s);
  int move;

  /* Not by fours alone. */
  g_assert_false (solve (p, &pos->board, 30, &move, NULL));
  prover_free (p);
  assert_proven_win (&s, TRUE, 4);
}

/* A white block that makes a four: black blocks it with a four of its
 * own and keeps the initiative (found among random positions; a VCF that
 * gives up when the defender gets a four misses it). */
static void
test_freestyle_counter_four (void)
{
  const Setup s = {
    GMK_RULE_FREESTYLE, 11,
    "i4 e5 g3 j4 j7 i3 e3 h4 d10 b4", "e10 i8 h3 i2 f5 b7 d9 e6 c7 d8", GMK_BLACK, 0, 0,
  };
  assert_proven_win (&s, FALSE, 10);
}

/* Renju: white's four whose only block is a double three for black wins;
 * in freestyle black blocks.  The same stones in both rules (the same
 * hash): the threat table must not carry the freestyle failure over. */
static void
test_renju_forbidden_block (void)
{
  const Setup renju = {
    GMK_RULE_RENJU, 15,
    "b3 g5 g6 h4 i5 o1", "c3 d3 e3 a15 o15", GMK_WHITE, 0, 0,
  };
  const Setup freestyle = with_rule (&renju, GMK_RULE_FREESTYLE);
  g_autofree GmkPosition *pos = setup_position (&renju);
  g_autofree GmkPosition *free_pos = setup_position (&freestyle);
  Prover *p = prover_new (FALSE);
  int move;

  assert_forbidden (pos, "g3", GMK_BLACK, GMK_REASON_DOUBLE_THREE);

  g_assert_false (solve (p, &free_pos->board, 30, &move, NULL));
  g_assert_true (solve (p, &pos->board, 30, &move, NULL));
  prover_free (p);
  assert_proven_win (&renju, FALSE, 10);
}

/* Renju: two fours on one line (X.XXX.X through its middle) look like an
 * open four to the pattern tables but are a forbidden double four. */
static void
test_renju_line_double_four (void)
{
  const Setup renju = {
    GMK_RULE_RENJU, 15,
    "b8 d8 f8 h8 n2", "a1 o15 o1 a15", GMK_BLACK, 0, 0,
  };
  const Setup freestyle = with_rule (&renju, GMK_RULE_FREESTYLE);
  g_autofree GmkPosition *pos = setup_position (&renju);

  assert_forbidden (pos, "e8", GMK_BLACK, GMK_REASON_DOUBLE_FOUR);
  assert_proven_win (&freestyle, FALSE, 10);
  assert_no_claim (&renju, FALSE);
  assert_no_claim (&renju, TRUE);

  /* The fast legality check and the search agree with the rules. */
  {
    g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
    GmkSearch *search = gmk_search_new (4);
    GmkSearchLimits limits;
    GmkSearchInfo info;
    int x, y, move;

    gmk_eval_init (st, &pos->board);
    g_assert_true (gmk_notation_parse ("e8", 15, 15, &x, &y));
    g_assert_false (gmk_threat_is_legal (st, gmk_board_index (x, y), GMK_BLACK));
    gmk_search_limits_init (&limits, 0);
    limits.max_nodes = 20000;
    limits.threads = 1;
    move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
    g_assert_cmpint (gmk_position_check (pos, gmk_board_x (move), gmk_board_y (move)), ==, GMK_REASON_NONE);
    gmk_search_free (search);
  }
}

/* Renju: after g10, white's three d10 . f10 g10 can be stopped only at
 * c10, e10 or h10, all forbidden to black: a win by one three. */
static void
test_renju_forbidden_defences (void)
{
  const Setup renju = {
    GMK_RULE_RENJU, 15,
    "c11 c12 d9 e8 e11 e12 f9 g8 h11 h12 i9 j8",
    "d10 f10 a1 a15 o1 o15 o8 a8 h1 h15 o3", GMK_WHITE, 0, 0,
  };
  const Setup freestyle = with_rule (&renju, GMK_RULE_FREESTYLE);
  g_autofree GmkPosition *pos = setup_position (&renju);

  g_assert_cmpint (gmk_position_play (pos, 6, 5), ==, GMK_REASON_NONE);   /* g10 */
  assert_forbidden (pos, "c10", GMK_BLACK, GMK_REASON_DOUBLE_THREE);
  assert_forbidden (pos, "e10", GMK_BLACK, GMK_REASON_DOUBLE_FOUR);
  assert_forbidden (pos, "h10", GMK_BLACK, GMK_REASON_DOUBLE_THREE);
  assert_no_claim (&freestyle, TRUE);
  assert_proven_win (&renju, TRUE, 3);
}

/* Caro: a four is answered by its block or by a stone just beyond the
 * five (which would then be blocked at both ends); elsewhere only by the
 * block. */
static void
test_caro_four_answers (void)
{
  const Setup s = {
    GMK_RULE_CARO, 15, "d8 e8 f8 g8 a1", "c8 o15 o1 a15", GMK_WHITE, 0, 0,
  };
  const Setup free_s = with_rule (&s, GMK_RULE_FREESTYLE);
  g_autofree GmkPosition *pos = setup_position (&s);
  g_autofree GmkPosition *free_pos = setup_position (&free_s);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  int answers[9], n, h8, i8, x, y;

  g_assert_true (gmk_notation_parse ("h8", 15, 15, &x, &y));
  h8 = gmk_board_index (x, y);
  i8 = h8 + 1;
  gmk_eval_init (st, &pos->board);
  n = gmk_threat_four_answers (st, h8, GMK_BLACK, answers);
  g_assert_cmpint (n, ==, 2);
  g_assert_cmpint (answers[0], ==, h8);
  g_assert_cmpint (answers[1], ==, i8);
  /* That stone really answers it. */
  gmk_eval_make (st, i8);
  g_assert_false (gmk_threat_is_five (st, h8, GMK_BLACK));
  gmk_eval_unmake (st);
  g_assert_true (gmk_threat_is_five (st, h8, GMK_BLACK));

  gmk_eval_init (st, &free_pos->board);
  g_assert_cmpint (gmk_threat_four_answers (st, h8, GMK_BLACK, answers), ==, 1);
}

/* The search, node-limited and single-threaded, in `s`: its move, and
 * its score in *score. */
static int
search_move (const Setup *s,
             guint64      max_nodes,
             int         *score)
{
  g_autofree GmkPosition *pos = setup_position (s);
  GmkSearch *search = gmk_search_new (4);
  GmkSearchLimits limits;
  GmkSearchInfo info;
  char name[GMK_NOTATION_MAX];
  int move;

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = max_nodes;
  limits.threads = 1;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  g_test_message ("%s: the search plays %s, score %d, depth %d, %" G_GUINT64_FORMAT " nodes",
                  gmk_rule_name (s->rule), point_name (&pos->board, move, name), info.score, info.depth,
                  info.nodes);
  *score = info.score;
  gmk_search_free (search);
  return move;
}

/* `move` by the side to move in `s` wins: the rules accept it and after
 * every reply the solver's win within `depth` survives every defence. */
static void
assert_move_wins (const Setup *s,
                  int          move,
                  int          depth)
{
  g_autofree GmkPosition *pos = setup_position (s);
  Prover *p = prover_new (TRUE);
  char a[GMK_NOTATION_MAX], b[GMK_NOTATION_MAX];
  gboolean ok = TRUE;

  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move)), ==, GMK_REASON_NONE);
  for (int y = 0; y < pos->board.height && ok; y++)
    for (int x = 0; x < pos->board.width && ok; x++)
      {
        if (gmk_position_play (pos, x, y) != GMK_REASON_NONE)
          continue;
        if (pos->status.result != GMK_RESULT_NONE)
          ok = FALSE;
        else
          ok = attacker_wins (p, pos, s->to_move, depth);
        if (!ok)
          g_test_fail_printf ("%s is no win: after the reply %s, %s", point_name (&pos->board, move, a),
                              point_name (&pos->board, gmk_board_index (x, y), b), p->failure);
        gmk_position_undo (pos);
      }
  g_test_message ("%s wins against every reply: %" G_GUINT64_FORMAT " solver calls",
                  point_name (&pos->board, move, a), p->solver_calls);
  prover_free (p);
}

/* The search at strength `level` (no root threat solver below 7): the
 * tree alone must see what follows. */
static int
search_move_at_level (const Setup *s,
                      int          level,
                      int         *score)
{
  g_autofree GmkPosition *pos = setup_position (s);
  GmkSearch *search = gmk_search_new (4);
  GmkSearchLimits limits;
  GmkSearchInfo info;
  char name[GMK_NOTATION_MAX];
  int move;

  gmk_search_limits_init (&limits, 0);
  limits.threads = 1;
  limits.seed = 1;
  gmk_search_limits_for_level (&limits, level);
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  g_test_message ("%s, level %d: the search plays %s, score %d, depth %d, %" G_GUINT64_FORMAT " nodes",
                  gmk_rule_name (s->rule), level, point_name (&pos->board, move, name), info.score,
                  info.depth, info.nodes);
  *score = info.score;
  gmk_search_free (search);
  return move;
}

static int
cell_at (const char *point)
{
  int x, y;

  g_assert_true (gmk_notation_parse (point, 15, 15, &x, &y));
  return gmk_board_index (x, y);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* The five points of `color` in `s` and the cells the other side can stop
 * them all with, as a sorted list of names. */
static char *
five_answers_in (const Setup *s,
                 GmkColor     color)
{
  g_autofree GmkPosition *pos = setup_position (s);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  int answers[GMK_THREAT_MAX_ANSWERS], n;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  char *joined;

  gmk_eval_init (st, &pos->board);
  n = gmk_threat_five_answers (st, color, answers);
  for (int i = 0; i < n; i++)
    {
      char buf[GMK_NOTATION_MAX];
      g_ptr_array_add (names, g_strdup (point_name (&pos->board, answers[i], buf)));
    }
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  joined = g_strjoinv (" ", (char **) names->pdata);
  g_ptr_array_free (names, TRUE);
  return joined;
}

/* The same four, made: nothing answers it in renju, g3 in freestyle.  The
 * VCF checks a block's legality itself; the tree's forced replies and the
 * VCT's defences take the answers as they are given, so a block forbidden
 * to black offered here would hide the win from both.  The search at
 * level 6 (no root threat solver) must find f3 and prove it. */
static void
test_renju_forbidden_block_answers (void)
{
  const Setup four = {
    GMK_RULE_RENJU, 15,
    "b3 g5 g6 h4 i5 o1", "c3 d3 e3 f3 a15 o15", GMK_BLACK, 0, 0,
  };
  const Setup free_four = with_rule (&four, GMK_RULE_FREESTYLE);
  const Setup renju = {
    GMK_RULE_RENJU, 15,
    "b3 g5 g6 h4 i5 o1", "c3 d3 e3 a15 o15", GMK_WHITE, 0, 0,
  };
  g_autofree char *answers = five_answers_in (&four, GMK_WHITE);
  g_autofree char *free_answers = five_answers_in (&free_four, GMK_WHITE);
  int score;

  g_assert_cmpstr (answers, ==, "");
  g_assert_cmpstr (free_answers, ==, "g3");
  g_assert_cmpint (search_move_at_level (&renju, 6, &score), ==, cell_at ("f3"));
  g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
}

/* Caro: black's four d8-g8 (c8 white) is answered at h8 or just beyond,
 * at i8, which also blocks black's three j7-l5; after h8, i8 makes an
 * open four and wins.  The search must find i8 (it used to offer only h8,
 * and lose). */
static void
test_caro_tree_beyond_defence (void)
{
  const Setup s = {
    GMK_RULE_CARO, 15, "d8 e8 f8 g8 j7 k6 l5", "c8 d7 f9 g7 k7 l6 a1 a15", GMK_WHITE, 0, 0,
  };
  const Setup blocked = {
    GMK_RULE_CARO, 15, "d8 e8 f8 g8 j7 k6 l5", "c8 d7 f9 g7 k7 l6 a1 a15 h8", GMK_BLACK, 0, 0,
  };
  g_autofree char *answers = five_answers_in (&s, GMK_BLACK);
  int score, move;

  g_assert_cmpstr (answers, ==, "h8 i8");
  /* The block loses (proven against every defence); the caro5 rule is
   * the same here. */
  assert_proven_win (&blocked, FALSE, 4);
  move = search_move (&s, 20000, &score);
  g_assert_cmpint (move, ==, cell_at ("i8"));
  g_assert_cmpint (score, >, -(GMK_SCORE_WIN - 1000));
  {
    const Setup s5 = with_rule (&s, GMK_RULE_CARO5);
    g_assert_cmpint (search_move (&s5, 20000, &score), ==, cell_at ("i8"));
  }
}

/* Caro: black h8 makes e8-h8 with five points d8 and i8, but c8 and j8
 * are white: white d8 leaves e8-i8 blocked at both ends.  Not a win (in
 * freestyle it is; the search before this test counted it one). */
static void
test_caro_tree_false_open_four (void)
{
  const Setup s = {
    GMK_RULE_CARO, 15, "e8 f8 g8 m12", "c8 j8 e9 f7 g9 h7", GMK_BLACK, 0, 0,
  };
  const Setup free_s = with_rule (&s, GMK_RULE_FREESTYLE);
  const Setup after = {
    GMK_RULE_CARO, 15, "e8 f8 g8 m12 h8", "c8 j8 e9 f7 g9 h7", GMK_WHITE, 0, 0,
  };
  g_autofree char *answers = five_answers_in (&after, GMK_BLACK);
  int score;

  g_assert_cmpstr (answers, ==, "d8 i8");
  assert_proven_win (&free_s, FALSE, 2);
  assert_no_claim (&s, FALSE);
  assert_no_claim (&s, TRUE);
  search_move (&s, 20000, &score);
  g_assert_cmpint (score, <, GMK_SCORE_WIN - 1000);
  search_move (&free_s, 20000, &score);
  g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
}

/* Caro: two fours, c8-f8 (b8 white) and h10-h13 (h14 white), whose five
 * points g8 and h9 both have h8 just beyond: one white stone there stops
 * both.  The search must play it and not count the game lost. */
static void
test_caro_tree_double_four (void)
{
  const Setup s = {
    GMK_RULE_CARO, 15, "c8 d8 e8 f8 h10 h11 h12 h13", "b8 h14 d9 e7 g11 i12 g13 i10", GMK_WHITE, 0, 0,
  };
  const Setup free_s = with_rule (&s, GMK_RULE_FREESTYLE);
  g_autofree char *answers = five_answers_in (&s, GMK_BLACK);
  g_autofree char *free_answers = five_answers_in (&free_s, GMK_BLACK);
  int score;

  g_assert_cmpstr (answers, ==, "h8");
  g_assert_cmpstr (free_answers, ==, "");
  g_assert_cmpint (search_move (&s, 20000, &score), ==, cell_at ("h8"));
  g_assert_cmpint (score, >, -(GMK_SCORE_WIN - 1000));
  search_move (&free_s, 20000, &score);
  g_assert_cmpint (score, <=, -(GMK_SCORE_WIN - 1000));
}

/* Caro and caro5: d8 would make d8-g8 a four and d8-d11 another (d12
 * white), a double four in freestyle; but c8 and i8 are white, so the five
 * at h8 would be blocked at both ends: one four only, and neither the
 * solvers nor the tree may count a win (c10 e9 e10 f7 keep black from
 * other wins by threes, which the solver finds without them). */
static void
test_caro_false_double_four (void)
{
  const Setup s = {
    GMK_RULE_CARO, 15, "e8 f8 g8 d9 d10 d11 a1", "c8 i8 d12 c10 e9 e10 f7 a15 o15 o1", GMK_BLACK, 0, 0,
  };
  const Setup caro5 = with_rule (&s, GMK_RULE_CARO5);
  const Setup free_s = with_rule (&s, GMK_RULE_FREESTYLE);
  int score;

  assert_proven_win (&free_s, FALSE, 1);
  assert_no_claim (&s, FALSE);
  assert_no_claim (&s, TRUE);
  assert_no_claim (&caro5, FALSE);
  assert_no_claim (&caro5, TRUE);
  search_move (&s, 20000, &score);
  g_assert_cmpint (score, <, GMK_SCORE_WIN - 1000);
  search_move (&caro5, 20000, &score);
  g_assert_cmpint (score, <, GMK_SCORE_WIN - 1000);
}

/* Caro VCT: the freestyle win by threes holds in caro too (replayed
 * against every defence, stones beyond the fives included); the cells
 * beyond an open four answer a three, and an open four that such a cell
 * already spoils is no threat. */
static void
test_caro_vct (void)
{
  const Setup s = {
    GMK_RULE_CARO, 9, "e5 f5 f6 g4", "a1 i9 a9 i1", GMK_BLACK, 0, 0,
  };
  /* Black's three e8-g8 threatens the open four h8, spoilt by a stone on
   * d8 or i8 (c8 and j8 are white). */
  const Setup three = {
    GMK_RULE_CARO, 15, "e8 f8 g8", "c8 j8 a1", GMK_WHITE, 0, 0,
  };
  const Setup free_three = with_rule (&three, GMK_RULE_FREESTYLE);
  g_autofree GmkPosition *pos = setup_position (&three);
  g_autofree GmkPosition *free_pos = setup_position (&free_three);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  int beyond[16], n;

  assert_proven_win (&s, TRUE, 4);   /* caro5: the random positions */

  gmk_eval_init (st, &pos->board);
  /* Not even a threat: d8 or i8 spoils the open four h8 would make. */
  g_assert_false (gmk_threat_has_open_four (st, GMK_BLACK));
  n = gmk_threat_three_answers_beyond (st, GMK_BLACK, beyond, G_N_ELEMENTS (beyond));
  g_assert_cmpint (n, ==, 2);
  for (int i = 0; i < n; i++)
    g_assert_true (beyond[i] == cell_at ("d8") || beyond[i] == cell_at ("i8"));
  g_assert_cmpint (gmk_threat_three_answers_beyond (st, GMK_BLACK, beyond, 1), ==, -1);
  gmk_eval_init (st, &free_pos->board);
  g_assert_true (gmk_threat_has_open_four (st, GMK_BLACK));
  g_assert_cmpint (gmk_threat_three_answers_beyond (st, GMK_BLACK, beyond, G_N_ELEMENTS (beyond)), ==, 0);
}

/* The side to move in `s` wins within 7 threats and `max_nodes`; the win
 * is replayed against every defence in slow mode only (millions of solver
 * calls). */
static void
assert_deep_claim (const Setup *s,
                   gboolean     deepening,
                   guint64      max_nodes)
{
  g_autofree GmkPosition *pos = setup_position (s);
  Prover *p = prover_new (TRUE);
  char name[GMK_NOTATION_MAX];
  int move;

  p->vct_max = 7;
  p->max_nodes = max_nodes;
  p->deepening = deepening;
  if (!solve (p, &pos->board, 7, &move, NULL))
    g_test_fail_printf ("%s: no VCT within 7 moves and %" G_GUINT64_FORMAT " nodes", gmk_rule_name (s->rule),
                        max_nodes);
  else
    {
      g_test_message ("%s: first move %s, %" G_GUINT64_FORMAT " VCT nodes", gmk_rule_name (s->rule),
                      point_name (&pos->board, move, name), p->ts->nodes);
      if (g_test_slow ())
        {
          if (!attacker_wins (p, pos, s->to_move, 7))
            g_test_fail_printf ("claimed win not proven: %s", p->failure);
          g_test_message ("replayed against every defence: %" G_GUINT64_FORMAT " solver calls", p->solver_calls);
        }
    }
  prover_free (p);
}

/* A 12-move VCT (quintet's bench_vct_unstable, tactic-009 of the tactics
 * suite) found at the root's depth within the root's share of the tactics
 * test's budget, in freestyle, standard and renju (black attacks:
 * forbidden points for the attacker).  Replaying it against every defence
 * takes millions of solver calls (renju: 2.8 M, over a minute), so only
 * in slow mode (`-m slow`); the random positions replay every claim. */
static void
test_deep_vct (gconstpointer data)
{
  const Setup s = {
    GPOINTER_TO_INT (data), 15, "f9 g10 h8 i5 i6 i7 i10 j6 j8 j9 j10 k6",
    "f10 g9 h6 h7 h9 i8 i9 i11 j7 k5 k8 l7", GMK_BLACK, 0, 0,
  };

  assert_deep_claim (&s, FALSE, 750000);
}

/* Ten random stones, black to move: a six-move VCT (f11 first) that the
 * VCT finds at the root's depth (the search's stop test met it: the
 * search then ends at once, proven).  Replayed against every defence in
 * slow mode (1.3 M solver calls). */
static void
test_random_ten_vct (void)
{
  const Setup s = {
    GMK_RULE_FREESTYLE, 15, "g10 e12 f8 j11 k9", "g3 j9 e3 k10 d8", GMK_BLACK, 0, 0,
  };

  assert_deep_claim (&s, TRUE, 300000);
}

/* Failures are remembered across searches of one game, forgotten by a
 * clear; VCT keeps its own table. */
static void
test_tables (void)
{
  const Setup s = {
    GMK_RULE_FREESTYLE, 15,
    "c3 d3 e3 j10 j11 j12 m6 m7 m8", "b3 j9 m5 a15 o15 a14 o14 o13", GMK_BLACK, 0, 0,
  };
  g_autofree GmkPosition *pos = setup_position (&s);
  Prover *p = prover_new (FALSE);
  guint64 first, again, cleared;
  int move, vct_entries = 0;

  g_assert_false (solve (p, &pos->board, 30, &move, NULL));
  first = p->ts->nodes;
  p->ts->nodes = 0;
  gmk_threat_new_search (p->ts);
  g_assert_false (solve (p, &pos->board, 30, &move, NULL));
  again = p->ts->nodes;
  p->ts->nodes = 0;
  gmk_threat_clear (p->ts);
  g_assert_false (solve (p, &pos->board, 30, &move, NULL));
  cleared = p->ts->nodes;
  g_test_message ("VCF nodes: %" G_GUINT64_FORMAT ", next search %" G_GUINT64_FORMAT
                  ", after a clear %" G_GUINT64_FORMAT, first, again, cleared);
  g_assert_cmpuint (first, >, 1);
  g_assert_cmpuint (again, ==, 1);
  g_assert_cmpuint (cleared, ==, first);

  for (guint i = 0; i < G_N_ELEMENTS (p->ts->vct_table); i++)
    vct_entries += p->ts->vct_table[i] != 0;
  g_assert_cmpint (vct_entries, ==, 0);
  {
    const Setup quiet = {
      GMK_RULE_FREESTYLE, 15, "h8 i9 j8 g10", "h9 i8 g8 j10", GMK_BLACK, 0, 0,
    };
    g_autofree GmkPosition *quiet_pos = setup_position (&quiet);
    gmk_eval_init (p->st, &quiet_pos->board);
  }
  p->ts->nodes = 0;
  g_assert_false (gmk_threat_vct (p->ts, p->st, 3, &move));
  for (guint i = 0; i < G_N_ELEMENTS (p->ts->vct_table); i++)
    vct_entries += p->ts->vct_table[i] != 0;
  g_test_message ("VCT: %" G_GUINT64_FORMAT " nodes, %d failures kept", p->ts->nodes, vct_entries);
  g_assert_cmpint (vct_entries, >, 0);
  prover_free (p);
}

/* ---------------------------------------------------------------------- */
/* Open fours the tables see but the rule does not                         */

/* To the tables, `color` playing `point` in `s` makes an open four; under
 * the rule of `s` it does not win (in freestyle it does). */
static void
assert_false_open_four (const Setup *s,
                        const char  *point,
                        GmkColor     color)
{
  const Setup free_s = with_rule (s, GMK_RULE_FREESTYLE);
  g_autofree GmkPosition *pos = setup_position (s);
  g_autofree GmkPosition *free_pos = setup_position (&free_s);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);

  gmk_eval_init (st, &pos->board);
  g_assert_cmpint (st->cells[cell_at (point)].klass[color - 1], ==, GMK_CLASS_FLEX4);
  g_assert_false (gmk_threat_has_open_four (st, color));
  gmk_eval_init (st, &free_pos->board);
  g_assert_true (gmk_threat_has_open_four (st, color));
}

/* Standard: white's c3 d3 e3 with g3 h3 looks like an open three to the
 * tables (b3 would make b3-e3 with a3 and f3 free), but f3 then makes
 * seven: b3 is a simple four.  White's real threat is the double three at
 * h11 (f11 g11 and h13 h14); black must meet it and not be confined to
 * the cells of row 3 (the search did, and lost). */
static void
test_standard_false_open_three (void)
{
  const Setup s = {
    GMK_RULE_STANDARD, 15,
    "a1 o1 a15 o15 h1 o8 g12 i12 g14", "c3 d3 e3 g3 h3 f11 g11 h13 h14", GMK_BLACK, 0, 0,
  };
  Setup white_first = s;
  g_autofree GmkPosition *pos = setup_position (&s);
  Prover *p = prover_new (TRUE);
  int score, move, reply;

  assert_false_open_four (&s, "b3", GMK_WHITE);
  /* White to move would win by threes. */
  white_first.to_move = GMK_WHITE;
  assert_proven_win (&white_first, TRUE, 3);
  move = search_move (&s, 50000, &score);
  g_assert_cmpint (score, >, -(GMK_SCORE_WIN - 1000));
  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move)), ==, GMK_REASON_NONE);
  if (solve (p, &pos->board, 5, &reply, NULL))
    g_test_fail_printf ("white still wins after black's move");
  prover_free (p);
}

/* Renju: the same false open three, black's (an overline does not win for
 * black either), and white to move with a double three of its own at h11.
 * The tree must not confine white to the cells of row 3: at level 6 (no
 * root threat solver) it must find and play a win. */
static void
test_renju_false_open_three (void)
{
  const Setup s = {
    GMK_RULE_RENJU, 15,
    "c3 d3 e3 g3 h3 a1 o1 a15 o15", "f11 g11 h13 h14 o8 h1 a8 o12", GMK_WHITE, 0, 0,
  };
  int score, move;

  assert_false_open_four (&s, "b3", GMK_BLACK);
  move = search_move_at_level (&s, 6, &score);
  g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
  assert_move_wins (&s, move, 2);
}

/* Renju: black c3-f3 (b3 white) with h3 "threatens" g3, which would make
 * six: no five for black, so no four, and white need not block it.  White
 * makes its own open four from j10-j12 and wins, at level 6 too (the tree
 * alone), and so in standard; in freestyle g3 wins and white must block. */
static void
test_renju_overline_is_no_four (void)
{
  const Setup s = {
    GMK_RULE_RENJU, 15, "c3 d3 e3 f3 h3 a15 o15", "b3 j10 j11 j12 a1 o1", GMK_WHITE, 0, 0,
  };
  const Setup standard = with_rule (&s, GMK_RULE_STANDARD);
  const Setup freestyle = with_rule (&s, GMK_RULE_FREESTYLE);
  int score, move;

  move = search_move_at_level (&s, 6, &score);
  g_assert_cmpint (move, !=, cell_at ("g3"));
  g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
  assert_move_wins (&s, move, 2);
  search_move_at_level (&standard, 6, &score);
  g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
  g_assert_cmpint (search_move_at_level (&freestyle, 6, &score), ==, cell_at ("g3"));
  g_assert_cmpint (score, <, GMK_SCORE_WIN - 1000);
}

/* Standard and renju: b3 makes c3-e3 a four whose five points are a3 and
 * f3, but f3 makes seven: to the tables an open four, really a simple four,
 * and with b4 b5 a four-three.  The VCF must play it as a four (it skipped
 * every open four of the tables that was not a win). */
static void
test_exact_false_open_four_is_a_four (void)
{
  const Setup s = {
    GMK_RULE_STANDARD, 15, "c3 d3 e3 g3 h3 b4 b5", "a15 o15 a14 o14 o1 n1 o2", GMK_BLACK, 0, 0,
  };
  const Setup renju = with_rule (&s, GMK_RULE_RENJU);

  assert_false_open_four (&s, "b3", GMK_BLACK);
  assert_false_open_four (&renju, "b3", GMK_BLACK);
  assert_proven_win (&s, FALSE, 3);
  assert_proven_win (&renju, FALSE, 3);
}

/* ---------------------------------------------------------------------- */
/* Capture rules                                                            */

/* A double four: under captures white may answer by a capture or by
 * preparing one (f5 flanks g6 f7 with e8 empty... the solver must meet
 * every such answer). */
static void
test_capture_rules_vcf (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "d7 e7 f7 g4 g5 g6 h10", "c7 g3 a1 a2 m13", GMK_BLACK, 0, 0,
  };
  const Setup pente = with_rule (&s, GMK_RULE_PENTE);

  assert_proven_win (&s, FALSE, 10);
  assert_proven_win (&pente, FALSE, 10);
}

/* No win by fours in freestyle, but under captures white's blocks make
 * pairs black can take. */
static void
test_capture_rules_vcf_by_captures (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "c7 d7 e7 h4 h5 h6 k10", "b7 h3 a1 a2 m13", GMK_BLACK, 0, 0,
  };
  const Setup pente = with_rule (&s, GMK_RULE_PENTE);
  const Setup freestyle = with_rule (&s, GMK_RULE_FREESTYLE);

  assert_no_claim (&freestyle, FALSE);
  assert_proven_win (&s, FALSE, 10);
  assert_proven_win (&pente, FALSE, 10);
}

/* The opponent has four pairs and a capture in hand: every four is
 * answered by the fifth pair. */
static void
test_capture_win_first (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "d7 e7 f7 g4 g5 h9 b2 b3 l11 l12", "c7 g3 b1 l13 a13 m1", GMK_BLACK, 0, 4,
  };
  const Setup pente = with_rule (&s, GMK_RULE_PENTE);
  const Setup freestyle = with_rule (&s, GMK_RULE_FREESTYLE);

  assert_proven_win (&freestyle, FALSE, 10);
  assert_no_claim (&s, FALSE);
  assert_no_claim (&pente, FALSE);
}

/* The opponent's four stands: whatever four we make, its five comes first. */
static void
test_capture_rules_opponent_five (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "d7 e7 f7 g4 g5 h9 m1", "c7 g3 a9 a10 a11 a12", GMK_BLACK, 0, 0,
  };
  const Setup pente = with_rule (&s, GMK_RULE_PENTE);

  assert_no_claim (&s, FALSE);
  assert_no_claim (&pente, FALSE);
}

/* VCT under captures: the freestyle win by threes (two open twos
 * crossing) holds in pente, replayed against every reply, captures
 * included (ninuki's claims are covered by the random positions). */
static void
test_capture_rules_vct (void)
{
  const Setup s = {
    GMK_RULE_PENTE, 9, "e5 f5 f6 g4", "a1 i9 a9 i1", GMK_BLACK, 0, 0,
  };
  Prover *p = prover_new (FALSE);
  g_autofree GmkPosition *pos = setup_position (&s);
  int move;

  /* Not by fours alone. */
  g_assert_false (solve (p, &pos->board, 30, &move, NULL));
  /* Off unless asked for (the root does not ask). */
  p->ts->capture_vct = FALSE;
  gmk_eval_init (p->st, &pos->board);
  g_assert_false (gmk_threat_vct (p->ts, p->st, 4, &move));
  prover_free (p);
  assert_proven_win (&s, TRUE, 4);
}

/* Ninuki: the five at l8 is broken by i7, which takes two pairs (i8 i9 and
 * j8 k9) and leaves two holes; in pente the same five wins at once. */
static void
test_ninuki_breakable_five (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "h8 i8 j8 k8 i9 k9 b2", "g8 i10 l10 b12 l2 m13", GMK_BLACK, 0, 0,
  };
  const Setup pente = with_rule (&s, GMK_RULE_PENTE);

  assert_no_claim (&s, FALSE);
  assert_proven_win (&pente, FALSE, 1);
}

/* Ninuki: the five at l8 is broken by i7 (one pair, i8 i9), but i8 played
 * again stands: W at i7 and i10 flank a single stone.  The solver must
 * see both the break and the second five. */
static void
test_ninuki_five_again (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "h8 i8 j8 k8 i9 b2", "g8 i10 b12 l2 m13", GMK_BLACK, 0, 0,
  };
  g_autofree GmkPosition *pos = setup_position (&s);
  Prover *p = prover_new (FALSE);
  int move, x, y;

  /* No five that stands at once: l8 can be broken. */
  g_assert_true (solve (p, &pos->board, 0, &move, NULL) == FALSE);
  g_assert_true (solve (p, &pos->board, 2, &move, NULL));
  g_assert_true (gmk_notation_parse ("l8", 13, 13, &x, &y));
  g_assert_cmpint (move, ==, gmk_board_index (x, y));
  prover_free (p);
  assert_proven_win (&s, FALSE, 2);
}

/* Ninuki: black's four at k8 cannot be blocked, l8 being a double three
 * for white (and capturing nothing). */
static void
test_ninuki_forbidden_block (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "h8 i8 j8 a1 a3", "g8 l10 l11 m9 n10 o15", GMK_BLACK, 0, 0,
  };
  const Setup pente = with_rule (&s, GMK_RULE_PENTE);
  g_autofree GmkPosition *pos = setup_position (&s);
  int x, y;

  /* With black's four on k8. */
  g_assert_true (gmk_notation_parse ("k8", 15, 15, &x, &y));
  gmk_board_put (&pos->board, gmk_board_index (x, y), GMK_BLACK);
  assert_forbidden (pos, "l8", GMK_WHITE, GMK_REASON_DOUBLE_THREE);
  assert_proven_win (&s, FALSE, 1);
  assert_no_claim (&pente, FALSE);
}

/* Ninuki: black's k8 would make h8-k8 a four that white cannot block (l8
 * is a double three for white, as in forbidden-block), nothing can be
 * captured, but white has four pairs: f4 then threatens d4 e4 and f5 f6
 * at once, and after black's five the fifth pair wins (a five must survive
 * one move).  The tree offered white only the block and captures against
 * the four, so it counted k8 a win for black. */
static void
test_ninuki_tree_capture_threat_defence (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "h8 i8 j8 d4 e4 f5 f6 a1", "g8 l10 l11 m9 n10 o15 o13", GMK_BLACK, 0, 4,
  };
  g_autofree GmkPosition *pos = setup_position (&s);
  int score;

  g_assert_cmpint (gmk_position_play (pos, 10, 7), ==, GMK_REASON_NONE);   /* k8 */
  assert_forbidden (pos, "l8", GMK_WHITE, GMK_REASON_DOUBLE_THREE);
  search_move (&s, 50000, &score);
  g_assert_cmpint (score, <, GMK_SCORE_WIN - 1000);
  {
    /* After k8 white's f4 wins: the search finds it, and the rules agree
     * after each of black's replies. */
    Setup after = s;

    after.black = "h8 i8 j8 k8 d4 e4 f5 f6 a1";
    after.to_move = GMK_WHITE;
    g_assert_cmpint (search_move (&after, 20000, &score), ==, cell_at ("f4"));
    g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
    assert_move_wins (&after, cell_at ("f4"), 2);
  }
}

/* Four pairs taken: f6 threatens two captures (i6 and f9) at once. */
static void
test_capture_threats (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "a1 m1 a13", "g6 h6 f7 f8 m13", GMK_BLACK, 4, 0,
  };
  const Setup pente = with_rule (&s, GMK_RULE_PENTE);
  const Setup three_pairs = { GMK_RULE_NINUKI, 13, "a1 m1 a13", "g6 h6 f7 f8 m13", GMK_BLACK, 3, 0 };

  assert_proven_win (&s, FALSE, 1);
  assert_proven_win (&pente, FALSE, 1);
  assert_no_claim (&three_pairs, FALSE);
}

/* The search's own move in `s` (node-limited, one thread), played through
 * the rules: the position after it. */
static GmkPosition *
after_search_move (const Setup *s,
                   guint64      max_nodes)
{
  GmkPosition *pos = setup_position (s);
  int score, move = search_move (s, max_nodes, &score);

  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move)), ==, GMK_REASON_NONE);
  return pos;
}

/* Ninuki: black's five h8-l8 stands on the board but i7 breaks it (taking
 * i8 i9 and j8 k9): white must play a capture that breaks it, nothing
 * else (in pente the five has already won). */
static void
test_ninuki_tree_breaks_five (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "h8 i8 j8 k8 l8 i9 k9 b2", "g8 i10 l10 b12 l2 m13 a13", GMK_WHITE, 0, 0,
  };
  g_autofree GmkPosition *pos = setup_position (&s);
  g_autofree GmkPosition *after = NULL;

  g_assert_cmpint (pos->status.pending_five, ==, GMK_BLACK);
  after = after_search_move (&s, 20000);
  g_assert_cmpint (after->status.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (after->status.pending_five, ==, GMK_EMPTY);
  g_assert_cmpint (after->board.captured_pairs[GMK_WHITE], >, 0);
}

/* Ninuki and pente: white has four pairs and black a four (d7-g7, c7
 * white): white takes the fifth pair (b4 flanks b2 b3) instead of
 * blocking at h7, and wins. */
static void
test_capture_rules_tree_fifth_pair (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 13,
    "d7 e7 f7 g7 g4 g5 h9 b2 b3 l11 l12", "c7 g3 b1 l13 a13 m1 m2 a12 a11 a10", GMK_WHITE, 0, 4,
  };
  const Setup pente = with_rule (&s, GMK_RULE_PENTE);
  g_autofree GmkPosition *after = after_search_move (&s, 20000);
  g_autofree GmkPosition *after_pente = after_search_move (&pente, 20000);

  g_assert_cmpint (after->status.result, ==, GMK_RESULT_WHITE_WINS);
  g_assert_cmpint (after->status.how, ==, GMK_HOW_CAPTURES);
  g_assert_cmpint (after_pente->status.result, ==, GMK_RESULT_WHITE_WINS);
}

/* Ninuki, set up by hand with white to move: black's five is pending
 * (some capture breaks it), `fake` is a capture that leaves black a five
 * (the rules: black wins after it), `real` one that breaks it.  The
 * search must play a move after which the game goes on. */
static void
assert_search_breaks_five (const Setup *s,
                           const char  *fake,
                           const char  *real)
{
  g_autofree GmkPosition *pos = setup_position (s);
  g_autofree GmkPosition *after = NULL;
  int16_t captured[GMK_MAX_CAPTURED_PER_MOVE];

  g_assert_cmpint (pos->status.pending_five, ==, GMK_BLACK);
  g_assert_cmpint (gmk_board_captures_of (&pos->board, cell_at (fake), GMK_WHITE, captured), >, 0);
  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (cell_at (fake)), gmk_board_y (cell_at (fake))), ==,
                   GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);
  gmk_position_undo (pos);
  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (cell_at (real)), gmk_board_y (cell_at (real))), ==,
                   GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);

  after = after_search_move (s, 5000);
  g_assert_cmpint (after->status.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (after->status.pending_five, !=, GMK_BLACK);
}

/* Ninuki: black's l8 makes h8-l8, which i7 breaks (taking i8 i9; black's
 * i8 again then stands).  White's n7 takes l7 m7 and makes n3-n7, a five
 * of its own, but leaves black's: the rules give black the game (a five
 * that survived the reply wins first), so l8 wins.  The solver counted
 * n7 a good answer. */
static void
test_ninuki_answer_five_too_late (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "h8 i8 j8 k8 i9 l7 m7 b2", "i10 k7 n3 n4 n5 n6 a1 a15", GMK_BLACK, 0, 0,
  };
  g_autofree GmkPosition *pos = setup_position (&s);

  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (cell_at ("l8")), gmk_board_y (cell_at ("l8"))), ==,
                   GMK_REASON_NONE);
  g_assert_cmpint (pos->status.pending_five, ==, GMK_BLACK);
  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (cell_at ("n7")), gmk_board_y (cell_at ("n7"))), ==,
                   GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);
  assert_proven_win (&s, FALSE, 3);
}

/* Ninuki, one ply deep: white's open four e5-h5, nothing black can ever
 * capture, and black with three pairs is not confined to the blocks.
 * After any black move white's five stands (no capture breaks it), so
 * even a one-ply search must call the position lost: at its horizon a
 * five point of the side to move is played out, not weighed as one more
 * threat. */
static void
test_ninuki_horizon_five (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "a1 o15 a15 o1 h12", "e5 f5 g5 h5", GMK_BLACK, 3, 0,
  };
  g_autofree GmkPosition *pos = setup_position (&s);
  GmkSearch *search = gmk_search_new (4);
  GmkSearchLimits limits;
  GmkSearchInfo info;

  gmk_search_limits_init (&limits, 0);
  limits.max_depth = 1;
  limits.threads = 1;
  g_assert_cmpint (gmk_search_run (search, pos, &limits, NULL, NULL, &info), !=, GMK_NO_MOVE);
  g_test_message ("depth %d, score %d", info.depth, info.score);
  g_assert_cmpint (info.score, <=, -(GMK_SCORE_WIN - 1000));
  gmk_search_free (search);
}

/* Ninuki: black's six c8-h8; c7 takes c8 (with c9, and c6 c5 too: two
 * pairs, white's fourth), leaving d8-h8, a five: no answer.  Only f7
 * (taking f8 f9) breaks the line.  The search took c8, the first stone
 * of the five it found, for the five's last stone, and counted c7 a
 * break. */
static void
test_ninuki_six_end_taken (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "c8 d8 e8 f8 g8 h8 c9 f9 c6 c5 m2", "c10 f10 c4 a1 a15 o1 o15 m14", GMK_WHITE, 0, 2,
  };

  assert_search_breaks_five (&s, "c7", "f7");
}

/* Ninuki: two fives crossing at e8 (c8-g8 and e6-e10).  g12 takes e10
 * (with f11, and h12 i12: two pairs), which breaks the column only; g10
 * takes e8 itself (with f9) and breaks both. */
static void
test_ninuki_two_fives (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "c8 d8 e8 f8 g8 e6 e7 e9 e10 f11 f9 h12 i12", "d9 d7 j12 a1 a15 o1 o15 m2 m14 n3", GMK_WHITE, 0, 0,
  };

  assert_search_breaks_five (&s, "g12", "g10");
}

/* Ninuki, set up with black to move: black's five h8-l8 already stands
 * (a set-up does not score the five of the side to move).  The rules
 * judge it after black's next move as if that move had made it: a win at
 * once when white cannot break it, else pending.  Plays the search's move
 * through the rules and returns the position after it; the search's score
 * in *score. */
static GmkPosition *
after_move_with_standing_five (const Setup *s,
                               int         *score)
{
  g_autofree GmkPosition *pos = setup_position (s);
  int move;

  g_assert_cmpint (pos->status.pending_five, !=, GMK_BLACK);
  move = search_move (s, 20000, score);
  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move)), ==, GMK_REASON_NONE);
  return g_steal_pointer (&pos);
}

/* Nothing can capture a stone of black's five, so every black move wins;
 * white's four d3-g3 (c3 black) would otherwise have to be blocked at h3,
 * and a search that does not see the five calls the game even or lost. */
static void
test_ninuki_standing_five (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "h8 i8 j8 k8 l8 c3", "g8 m8 d3 e3 f3 g3 a15 o15", GMK_BLACK, 0, 0,
  };
  g_autofree GmkPosition *after = NULL;
  int score;

  after = after_move_with_standing_five (&s, &score);
  g_assert_cmpint (after->status.result, ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
}

/* As standing-five, but white's i7 would take i8 i9 and break the five:
 * black's i7 keeps it (then nothing can be captured and black wins at
 * once), where blocking white's four at h3 lets white break it. */
static void
test_ninuki_standing_five_kept (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "h8 i8 j8 k8 l8 i9 c3", "g8 m8 i10 d3 e3 f3 g3 a15 o15", GMK_BLACK, 0, 0,
  };
  g_autofree GmkPosition *pos = setup_position (&s);
  g_autofree GmkPosition *after = NULL;
  int score;

  /* The rules: h3 leaves the five pending, i7 wins. */
  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (cell_at ("h3")), gmk_board_y (cell_at ("h3"))), ==,
                   GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);
  g_assert_cmpint (pos->status.pending_five, ==, GMK_BLACK);
  gmk_position_undo (pos);
  g_assert_cmpint (gmk_position_play (pos, gmk_board_x (cell_at ("i7")), gmk_board_y (cell_at ("i7"))), ==,
                   GMK_REASON_NONE);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_BLACK_WINS);

  after = after_move_with_standing_five (&s, &score);
  g_assert_cmpint (after->status.result, ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
}

/* Both fives stand, black to move: white's c12-g12 is pending (black's d11
 * takes d12 d13), so black must break it; black's own h8-l8, which
 * nothing can capture, then wins at once. */
static void
test_ninuki_standing_fives_both (void)
{
  const Setup s = {
    GMK_RULE_NINUKI, 15,
    "h8 i8 j8 k8 l8 d14 a1", "g8 m8 c12 d12 e12 f12 g12 d13 o15", GMK_BLACK, 0, 0,
  };
  g_autofree GmkPosition *pos = setup_position (&s);
  g_autofree GmkPosition *after = NULL;
  int score;

  g_assert_cmpint (pos->status.pending_five, ==, GMK_WHITE);
  after = after_move_with_standing_five (&s, &score);
  g_assert_cmpint (after->status.result, ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (score, >=, GMK_SCORE_WIN - 1000);
}


/* ---------------------------------------------------------------------- */
/* Random positions: every claimed win, in every rule, is replayed.        */

static guint32
next_random (guint32 *state)
{
  *state ^= *state << 13;
  *state ^= *state >> 17;
  *state ^= *state << 5;
  return *state;
}

/* Ninuki, the search against the rules on random set-ups: black's line of
 * five to seven among random stones, white to move.  Whenever the rules
 * call black's five pending, the search's move must be one after which
 * the game goes on (a capture that breaks every five, as the rules judge
 * it), and the breaking captures the rules find are counted. */
static void
test_ninuki_random_breaks (void)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GmkSearch *search = gmk_search_new (4);
  guint32 rng = 0x2545F491u;
  int pending = 0, sixes = 0;

  for (int game = 0; game < 400 && pending < 60; game++)
    {
      static const int dx[4] = { 1, 0, 1, 1 }, dy[4] = { 0, 1, 1, -1 };
      const int d = (int) (next_random (&rng) % 4), len = 5 + (int) (next_random (&rng) % 3);
      int x0 = 3 + (int) (next_random (&rng) % 9), y0 = 3 + (int) (next_random (&rng) % 9);
      GmkSearchLimits limits;
      GmkSearchInfo info;
      int move, breaks = 0;

      gmk_position_init (pos, 15, 15, GMK_RULE_NINUKI);
      for (int k = 0; k < len; k++)
        {
          int x = x0 + k * dx[d] - (len / 2) * dx[d], y = y0 + k * dy[d] - (len / 2) * dy[d];
          if (gmk_board_contains (&pos->board, x, y))
            gmk_board_put (&pos->board, gmk_board_index (x, y), GMK_BLACK);
        }
      /* Stones near the line, so that captures are many. */
      for (int k = 0; k < 26; k++)
        {
          int x = x0 - 4 + (int) (next_random (&rng) % 9), y = y0 - 4 + (int) (next_random (&rng) % 9);
          if (gmk_board_contains (&pos->board, x, y) &&
              pos->board.cell[gmk_board_index (x, y)] == GMK_EMPTY)
            gmk_board_put (&pos->board, gmk_board_index (x, y), k % 3 == 0 ? GMK_BLACK : GMK_WHITE);
        }
      gmk_board_set_captured_pairs (&pos->board, GMK_BLACK, (int) (next_random (&rng) % 4));
      gmk_board_set_captured_pairs (&pos->board, GMK_WHITE, (int) (next_random (&rng) % 4));
      if (pos->board.to_move != GMK_WHITE)
        gmk_board_switch_side (&pos->board);
      gmk_position_setup_done (pos);
      if (pos->status.result != GMK_RESULT_NONE || pos->status.pending_five != GMK_BLACK)
        continue;
      pending++;
      sixes += len > 5;

      for (int y = 0; y < 15; y++)
        for (int x = 0; x < 15; x++)
          if (gmk_position_play (pos, x, y) == GMK_REASON_NONE)
            {
              breaks += pos->status.result != GMK_RESULT_BLACK_WINS;
              gmk_position_undo (pos);
            }
      g_assert_cmpint (breaks, >, 0);

      gmk_search_clear (search);
      gmk_search_limits_init (&limits, 0);
      limits.max_depth = 2;
      limits.threads = 1;
      move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
      g_assert_cmpint (move, !=, GMK_NO_MOVE);
      g_assert_cmpint (gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move)), ==, GMK_REASON_NONE);
      if (pos->status.result == GMK_RESULT_BLACK_WINS)
        {
          char name[GMK_NOTATION_MAX];
          g_test_fail_printf ("set-up %d: the search's %s leaves black a five (%d breaking captures)", game,
                              point_name (&pos->board, move, name), breaks);
          break;
        }
    }
  g_test_message ("%d pending fives (%d on lines of six or seven)", pending, sixes);
  g_assert_cmpint (pending, >=, 20);
  gmk_search_free (search);
}

/* `games` random positions of `size` with 12 to 27 stones (`extra` more),
 * the VCT at most `vct_max` deep; `seed` picks another series. */
static void
random_claims (GmkRule rule,
               guint32 seed,
               int     size,
               int     games,
               int     extra,
               int     vct_max)
{
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  Prover *p = prover_new (TRUE);
  guint32 rng = 0x9E3779B9u ^ (guint32) rule ^ seed;
  int claims = 0, positions = 0;

  p->vct_max = vct_max;
  /* The shortest win first: the replay then needs fewer nodes (a long win
   * is as sound, but finding it again after every reply may run out). */
  p->deepening = vct_max > 2;
  for (int game = 0; game < games; game++)
    {
      int stones = 12 + extra + (int) (next_random (&rng) % 16);
      int move;

      gmk_position_init (pos, size, size, rule);
      for (int i = 0, tries = 0; i < stones && tries < 1000 && pos->status.result == GMK_RESULT_NONE &&
                                 pos->status.pending_five == GMK_EMPTY; tries++)
        {
          /* Stones gather in the middle, where lines form. */
          int x = (int) (next_random (&rng) % (guint32) (size - 2)) + 1;
          int y = (int) (next_random (&rng) % (guint32) (size - 2)) + 1;

          if (gmk_position_play (pos, x, y) == GMK_REASON_NONE)
            i++;
        }
      if (pos->status.result != GMK_RESULT_NONE || pos->status.pending_five != GMK_EMPTY)
        continue;
      positions++;
      if (!solve (p, &pos->board, 8, &move, NULL))
        continue;
      claims++;
      if (!attacker_wins (p, pos, pos->board.to_move, 8))
        {
          g_test_fail_printf ("%s, game %d: claimed win not proven: %s", gmk_rule_name (rule), game, p->failure);
          break;
        }
    }
  g_test_message ("%s: %d positions, %d claimed wins, all proven; %" G_GUINT64_FORMAT " solver calls (%"
                  G_GUINT64_FORMAT " won by the VCT only), %" G_GUINT64_FORMAT " out of nodes",
                  gmk_rule_name (rule), positions, claims, p->solver_calls, p->vct_wins, p->aborted);
  g_assert_cmpint (claims, >, 0);
  g_assert_cmpuint (p->vct_wins, >, 0);
  prover_free (p);
}

static void
test_random_claims (gconstpointer data)
{
  const GmkRule rule = GPOINTER_TO_INT (data);
  const gboolean captures = gmk_rule_has_captures (rule);

  random_claims (rule, 0, captures ? 11 : 9, captures ? 250 : 60, 0, 2);
}

/* Deeper VCTs on a larger board (no captures: their VCT is slow): the
 * answers to a three, which the VCT narrows to the stones that stop every
 * open four, are replayed against every defence three or four threats
 * deep, in a series of their own (standard and caro passed as well, 24
 * games each, but cost a minute). */
static void
test_random_deep_claims (gconstpointer data)
{
  const GmkRule rule = GPOINTER_TO_INT (data);

  /* Bounded by the replays (each claim is solved again after every reply;
   * one game can cost a million solver calls): caro5 stands for caro
   * (the same answers beyond a five), renju for standard (exact fives). */
  if (rule == GMK_RULE_FREESTYLE)
    random_claims (rule, 1 << 8, 11, 8, 6, 4);
  else if (rule == GMK_RULE_CARO5)
    random_claims (rule, 1 << 8, 11, 24, 0, 3);
  else
    random_claims (rule, 1 << 8, 11, 24, 6, 4);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gmk_pattern_init ();
  g_test_add_func ("/threat/freestyle/vcf", test_freestyle_vcf);
  g_test_add_func ("/threat/freestyle/vct", test_freestyle_vct);
  g_test_add_func ("/threat/freestyle/counter-four", test_freestyle_counter_four);
  g_test_add_func ("/threat/freestyle/ten-stones-vct", test_random_ten_vct);
  /* Freestyle and standard: the tactics test proves it at the root. */
  if (g_test_slow ())
    {
      g_test_add_data_func ("/threat/freestyle/deep-vct", GINT_TO_POINTER (GMK_RULE_FREESTYLE), test_deep_vct);
      g_test_add_data_func ("/threat/standard/deep-vct", GINT_TO_POINTER (GMK_RULE_STANDARD), test_deep_vct);
    }
  g_test_add_data_func ("/threat/renju/deep-vct", GINT_TO_POINTER (GMK_RULE_RENJU), test_deep_vct);
  g_test_add_func ("/threat/tables", test_tables);
  g_test_add_func ("/threat/renju/forbidden-block", test_renju_forbidden_block);
  g_test_add_func ("/threat/renju/forbidden-block-answers", test_renju_forbidden_block_answers);
  g_test_add_func ("/threat/renju/line-double-four", test_renju_line_double_four);
  g_test_add_func ("/threat/renju/forbidden-defences", test_renju_forbidden_defences);
  g_test_add_func ("/threat/caro/four-answers", test_caro_four_answers);
  g_test_add_func ("/threat/caro/tree-beyond-defence", test_caro_tree_beyond_defence);
  g_test_add_func ("/threat/caro/tree-false-open-four", test_caro_tree_false_open_four);
  g_test_add_func ("/threat/caro/tree-double-four", test_caro_tree_double_four);
  g_test_add_func ("/threat/caro/vct", test_caro_vct);
  g_test_add_func ("/threat/caro/false-double-four", test_caro_false_double_four);
  g_test_add_func ("/threat/standard/false-open-three", test_standard_false_open_three);
  g_test_add_func ("/threat/renju/false-open-three", test_renju_false_open_three);
  g_test_add_func ("/threat/renju/overline-is-no-four", test_renju_overline_is_no_four);
  g_test_add_func ("/threat/exact/false-open-four-is-a-four", test_exact_false_open_four_is_a_four);
  g_test_add_func ("/threat/captures/vcf", test_capture_rules_vcf);
  g_test_add_func ("/threat/captures/vcf-by-captures", test_capture_rules_vcf_by_captures);
  g_test_add_func ("/threat/captures/capture-win-first", test_capture_win_first);
  g_test_add_func ("/threat/captures/opponent-five", test_capture_rules_opponent_five);
  g_test_add_func ("/threat/captures/capture-threats", test_capture_threats);
  g_test_add_func ("/threat/captures/vct", test_capture_rules_vct);
  g_test_add_func ("/threat/ninuki/breakable-five", test_ninuki_breakable_five);
  g_test_add_func ("/threat/ninuki/five-again", test_ninuki_five_again);
  g_test_add_func ("/threat/ninuki/forbidden-block", test_ninuki_forbidden_block);
  g_test_add_func ("/threat/ninuki/tree-breaks-five", test_ninuki_tree_breaks_five);
  g_test_add_func ("/threat/ninuki/tree-capture-threat-defence", test_ninuki_tree_capture_threat_defence);
  g_test_add_func ("/threat/captures/tree-fifth-pair", test_capture_rules_tree_fifth_pair);
  g_test_add_func ("/threat/ninuki/six-end-taken", test_ninuki_six_end_taken);
  g_test_add_func ("/threat/ninuki/two-fives", test_ninuki_two_fives);
  g_test_add_func ("/threat/ninuki/horizon-five", test_ninuki_horizon_five);
  g_test_add_func ("/threat/ninuki/answer-five-too-late", test_ninuki_answer_five_too_late);
  g_test_add_func ("/threat/ninuki/random-breaks", test_ninuki_random_breaks);
  g_test_add_func ("/threat/ninuki/standing-five", test_ninuki_standing_five);
  g_test_add_func ("/threat/ninuki/standing-five-kept", test_ninuki_standing_five_kept);
  g_test_add_func ("/threat/ninuki/standing-fives-both", test_ninuki_standing_fives_both);
  for (int rule = 0; rule < GMK_N_RULES; rule++)
    {
      g_autofree char *name = g_strdup_printf ("/threat/random/%s", gmk_rule_name (rule));
      g_test_add_data_func (name, GINT_TO_POINTER (rule), test_random_claims);
      if (rule == GMK_RULE_FREESTYLE || rule == GMK_RULE_RENJU || rule == GMK_RULE_CARO5)
        {
          g_autofree char *deep = g_strdup_printf ("/threat/random-deep/%s", gmk_rule_name (rule));
          g_test_add_data_func (deep, GINT_TO_POINTER (rule), test_random_deep_claims);
        }
    }
  return g_test_run ();
}
