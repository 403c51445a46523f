/* test-tactics.c: every block of tactics_freestyle.txt, searched directly.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine must find a winning move within a node budget (never a time
 * budget: the result is the same on any machine), and but for the blocks
 * listed below prove it by its root threat searches (depth 1: the nodes
 * printed are then the VCF's and the VCT's).  A move counts as winning
 * when the suite lists it (the source's answer or every shortest-win first
 * move computed for freestyle) or, failing that, when our own threat
 * solver proves that the attacker still wins after it against every reply.
 *
 * The blocks come from renju solvers, so each is also searched under renju
 * (the source's rule; only the source's answer is listed there, the
 * freestyle ones may not win), and a black attacker's under standard too:
 * black loses only its restrictions and white its overlines, so a renju win
 * of black's is one in standard.
 */
#include <stdlib.h>
#include <string.h>

#include "gmk-eval.h"
#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-suite.h"
#include "gmk-threat.h"

#define NODE_BUDGET 3000000

static gboolean
attacker_won (const GmkPosition *pos,
              GmkColor           attacker)
{
  return pos->status.result == (attacker == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS);
}

/* After the attacker's move (played in pos), does the attacker win against
 * every reply?  A reply is beaten when the threat solvers find a win after
 * it or, with levels left, when the search proposes an attacker's move
 * after which every reply is beaten again: the search only proposes, the
 * solvers prove.  Replies far from every stone cannot touch a threat, but
 * we try all. */
static gboolean
proven_win_after (GmkPosition     *pos,
                  GmkSearch       *search,
                  GmkEvalState    *st,
                  GmkThreatSearch *ts,
                  int              levels)
{
  GmkBoard *board = &pos->board;
  const GmkColor attacker = GMK_OTHER (board->to_move);

  for (int i = 0; i < GMK_CELLS; i++)
    {
      int move, x = gmk_board_x (i), y = gmk_board_y (i);
      gboolean win;

      if (!gmk_board_index_valid (board, i) || board->cell[i] != GMK_EMPTY ||
          gmk_position_play (pos, x, y) != GMK_REASON_NONE)
        continue;
      win = pos->status.result == GMK_RESULT_NONE;
      if (win)
        {
          gmk_eval_init (st, board);
          ts->nodes = 0;
          ts->max_nodes = 300000;
          win = gmk_threat_vcf (ts, st, 30, &move) || gmk_threat_vct (ts, st, 6, &move);
        }
      if (!win && levels > 0 && pos->status.result == GMK_RESULT_NONE)
        {
          GmkSearchLimits limits;
          GmkSearchInfo info;

          gmk_search_limits_init (&limits, 0);
          limits.max_nodes = 300000;
          limits.threads = 1;
          move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
          if (move != GMK_NO_MOVE && info.forced_win && info.score > 0 &&
              gmk_position_play (pos, gmk_board_x (move), gmk_board_y (move)) == GMK_REASON_NONE)
            {
              win = attacker_won (pos, attacker) ||
                    (pos->status.result == GMK_RESULT_NONE &&
                     proven_win_after (pos, search, st, ts, levels - 1));
              gmk_position_undo (pos);
            }
        }
      gmk_position_undo (pos);
      if (!win)
        return FALSE;
    }
  return TRUE;
}

/* Blocks not searched under renju, and why (shown as skipped). */
static const struct {
  const char *id;
  const char *reason;
} renju_skips[] = {
  { "tactic-017", "no renju VCF under our rules: the threat solver and a plain search over "
                  "the referee's rules (every legal four, 30 deep) agree; the source's line "
                  "is not given, and the freestyle one ends on a double four, forbidden to black" },
};

/* Blocks the root's threat searches (VCF, then VCT 7 attacker moves deep
 * on a quarter of the budget) do not prove, and why; every other block
 * must be a forced win found there, before the tree (depth 1). */
static const struct {
  const char *id;
  const char *reason;
} root_unproven[] = {
  { "tactic-008", "a 14-move VCT whose line needs a threat that is neither a four nor an "
                  "open three (l9, a closed three threatening a VCF): beyond the VCT's threats" },
};

typedef struct {
  const GmkSuiteTactic *tactic;
  GmkRule               rule;
  GArray               *answers;   /* of GmkSuitePoint, for this rule */
} RuleTactic;

static void
test_block (gconstpointer data)
{
  const RuleTactic *rt = data;
  const GmkSuiteTactic *tactic = rt->tactic;
  const char *id = tactic->block->id;
  GmkSuitePosition position = tactic->position;
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  g_autofree GmkThreatSearch *ts = g_new0 (GmkThreatSearch, 1);
  GmkSearch *search = gmk_search_new (16);
  GmkSearchLimits limits;
  GmkSearchInfo info;
  char name[GMK_NOTATION_MAX];
  int move, x, y;

  if (rt->rule == GMK_RULE_RENJU)
    for (guint i = 0; i < G_N_ELEMENTS (renju_skips); i++)
      if (g_str_equal (id, renju_skips[i].id))
        {
          g_test_skip (renju_skips[i].reason);
          gmk_search_free (search);
          return;
        }
  position.rule = rt->rule;
  gmk_suite_position_setup (&position, pos);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = NODE_BUDGET;
  limits.threads = 1;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  x = gmk_board_x (move);
  y = gmk_board_y (move);
  g_assert_cmpint (gmk_position_check (pos, x, y), ==, GMK_REASON_NONE);
  gmk_notation_format (x, y, pos->board.height, name);
  g_test_message ("%s (%s): played %s (depth %d, %" G_GUINT64_FORMAT " nodes, score %d%s)",
                  id, gmk_rule_name (rt->rule), name, info.depth, info.nodes, info.score,
                  info.forced_win ? ", forced win" : "");

  if (!info.forced_win || info.depth != 1)
    {
      gboolean expected = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (root_unproven); i++)
        if (g_str_equal (id, root_unproven[i].id))
          {
            expected = TRUE;
            g_test_message ("%s: not proven at the root: %s", id, root_unproven[i].reason);
          }
      if (!expected)
        g_test_fail_printf ("%s (%s): not proven by the root's threat searches", id, gmk_rule_name (rt->rule));
    }

  if (!gmk_suite_point_in (rt->answers, x, y))
    {
      gmk_threat_init (ts);
      g_assert_cmpint (gmk_position_play (pos, x, y), ==, GMK_REASON_NONE);
      if (!attacker_won (pos, tactic->position.to_move) &&
          (pos->status.result != GMK_RESULT_NONE || !proven_win_after (pos, search, st, ts, 6)))
        g_test_fail_printf ("%s: %s is neither a listed answer nor proven to win", id, name);
    }
  gmk_search_free (search);
}

static void
rule_tactic_free (gpointer data)
{
  RuleTactic *rt = data;

  g_array_unref (rt->answers);
  g_free (rt);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) tactics = NULL;
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (rule_tactic_free);
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  tactics = gmk_suite_load_tactics (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (tactics->len, >, 0);
  for (guint i = 0; i < tactics->len; i++)
    {
      const GmkSuiteTactic *tactic = g_ptr_array_index (tactics, i);
      const char *source_answer = gmk_suite_block_get (tactic->block, "winning_first_move_source");
      const char *source_rule = gmk_suite_block_get (tactic->block, "source_rule");
      static const GmkRule rules[] = { GMK_RULE_FREESTYLE, GMK_RULE_RENJU, GMK_RULE_STANDARD };

      g_assert_cmpuint (tactic->answers->len, >, 0);
      for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
        {
          RuleTactic *rt;
          g_autofree char *name = NULL;

          if (rules[r] != GMK_RULE_FREESTYLE &&
              (source_rule == NULL || !g_str_has_prefix (source_rule, "renju")))
            continue;
          if (rules[r] == GMK_RULE_STANDARD && tactic->position.to_move != GMK_BLACK)
            continue;
          rt = g_new0 (RuleTactic, 1);
          rt->tactic = tactic;
          rt->rule = rules[r];
          rt->answers = g_array_new (FALSE, FALSE, sizeof (GmkSuitePoint));
          if (rules[r] == GMK_RULE_FREESTYLE)
            g_array_append_vals (rt->answers, tactic->answers->data, tactic->answers->len);
          else if (source_answer != NULL)
            g_assert_true (gmk_suite_parse_points (source_answer, tactic->position.size, rt->answers, NULL));
          g_ptr_array_add (cases, rt);
          if (rules[r] == GMK_RULE_FREESTYLE)
            name = g_strdup_printf ("/search/tactics/%s", tactic->block->id);
          else
            name = g_strdup_printf ("/search/tactics/%s/%s", gmk_rule_name (rules[r]), tactic->block->id);
          g_test_add_data_func (name, rt, test_block);
        }
    }
  return g_test_run ();
}
