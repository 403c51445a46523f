/* test-protocol-tactics.c: every block of tactics_freestyle.txt through the
 * protocol.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine gets the position with BOARD…DONE under a node budget (INFO
 * max_node; the time per move is ten minutes so nodes are what bind) and must
 * answer with a move that wins.  A move is accepted when it is one of the
 * suite's answers (winning_first_move_source, and every shortest first move
 * of freestyle_computed), when it makes five at once, or when the engine's
 * own search, run here on the defender's position after the move, proves the
 * defender lost.  Any winning move counts, not only the shortest.
 */
#include <stdio.h>
#include <string.h>

#include "gmk-notation.h"
#include "gmk-rules.h"
#include "gmk-search.h"
#include "gmk-suite.h"
#include "gmk-test-engine.h"

/* The budget the engine gets for each position, and the larger one the
 * proof of an answer outside the suite's list may use. */
#define TACTICS_MAX_NODES   2000000
#define PROOF_MAX_NODES     10000000
/* A score the search gives only to a proven result: GMK_SCORE_WIN - plies. */
#define PROVEN_SCORE        (GMK_SCORE_WIN - GMK_MAX_PLY)

/* BOARD lines of one colour's stones. */
static void
send_stones (GmkEngineProcess *engine,
             const GArray     *stones,
             int               field)
{
  for (guint i = 0; i < stones->len; i++)
    {
      const GmkSuitePoint *p = &g_array_index (stones, GmkSuitePoint, i);
      g_autofree char *line = g_strdup_printf ("%d,%d,%d", p->x, p->y, field);

      test_engine_send (engine, line);
    }
}

static int
run_search (GmkSearch         *search,
            const GmkPosition *pos,
            GmkSearchInfo     *info)
{
  GmkSearchLimits limits;

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = PROOF_MAX_NODES;
  limits.threads = 1;
  memset (info, 0, sizeof *info);
  return gmk_search_run (search, pos, &limits, NULL, NULL, info);
}

/* Does the attacker win from `pos`, the defender to move?  The engine's own
 * search is the judge: it must prove the defender lost.  When the defender
 * has a single reply (a four to block) the search answers it without a
 * score, so that reply is played, the attacker's search must prove its win,
 * and the proof goes on from there. */
static gboolean
attacker_wins (GmkSearch   *search,
               GmkPosition *pos,
               GmkResult    attacker_wins_result,
               int          plies_left)
{
  GmkSearchInfo info;
  int reply, next;

  if (pos->status.result != GMK_RESULT_NONE)
    return pos->status.result == attacker_wins_result;
  if (plies_left <= 0)
    return FALSE;

  reply = run_search (search, pos, &info);
  g_test_message ("  defender: %d,%d score %d forced %d depth %d nodes %" G_GUINT64_FORMAT,
                  gmk_board_x (reply), gmk_board_y (reply), info.score, info.forced_win,
                  info.depth, info.nodes);
  if (info.score <= -PROVEN_SCORE)
    return TRUE;
  if (info.depth > 0 || reply == GMK_NO_MOVE)
    return FALSE;   /* the defender has a real choice and no proven loss */

  if (gmk_position_play (pos, gmk_board_x (reply), gmk_board_y (reply)) != GMK_REASON_NONE)
    return FALSE;
  if (pos->status.result != GMK_RESULT_NONE)
    return pos->status.result == attacker_wins_result;
  next = run_search (search, pos, &info);
  g_test_message ("  attacker: %d,%d score %d forced %d", gmk_board_x (next), gmk_board_y (next),
                  info.score, info.forced_win);
  if (info.score < PROVEN_SCORE || next == GMK_NO_MOVE ||
      gmk_position_play (pos, gmk_board_x (next), gmk_board_y (next)) != GMK_REASON_NONE)
    return FALSE;
  return attacker_wins (search, pos, attacker_wins_result, plies_left - 2);
}

static gboolean
search_proves_win (GmkPosition *pos,
                   GmkColor     attacker)
{
  GmkSearch *search = gmk_search_new (64);
  gboolean proven = attacker_wins (search, pos,
                                   attacker == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS,
                                   60);

  gmk_search_free (search);
  return proven;
}

static void
test_block (gconstpointer data)
{
  const GmkSuiteTactic *tactic = data;
  const GmkSuitePosition *position = &tactic->position;
  const char *id = tactic->block->id;
  const GmkColor own = position->to_move;
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree char *start = NULL;
  g_autofree char *nodes = NULL;
  char played[GMK_NOTATION_MAX];
  GmkReason reason;
  int x = 0, y = 0;

  g_assert_cmpuint (position->stones[GMK_BLACK]->len + position->stones[GMK_WHITE]->len, >, 0);

  start = g_strdup_printf ("START %d", position->size);
  test_engine_expect (engine, start, "OK");
  test_engine_send (engine, "INFO rule 0");
  test_engine_send (engine, "INFO timeout_turn 600000");
  test_engine_send (engine, "INFO timeout_match 0");
  test_engine_send (engine, "INFO thread_num 1");
  nodes = g_strdup_printf ("INFO max_node %d", TACTICS_MAX_NODES);
  test_engine_send (engine, nodes);
  test_engine_send (engine, "BOARD");
  send_stones (engine, position->stones[own], 1);
  send_stones (engine, position->stones[GMK_OTHER (own)], 2);
  test_engine_send (engine, "DONE");
  /* The node budget binds; the timeout only catches an engine that hangs. */
  test_engine_read_move (engine, 600000, &x, &y);
  test_engine_end (engine);

  gmk_suite_position_setup (position, pos);
  gmk_notation_format (x, y, position->size, played);
  g_test_message ("%s: engine played %s (%d,%d)", id, played, x, y);
  reason = gmk_position_play (pos, x, y);
  if (reason != GMK_REASON_NONE)
    {
      g_test_fail_printf ("%s: %s is illegal: %s", id, played, gmk_reason_name (reason));
      return;
    }

  if (gmk_suite_point_in (tactic->answers, x, y))
    return;
  if (pos->status.result == (own == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS))
    return;
  if (search_proves_win (pos, own))
    return;
  g_test_fail_printf ("%s: %s is not a listed answer and the search cannot prove it wins",
                      id, played);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) tactics = NULL;
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  tactics = gmk_suite_load_tactics (&error);
  g_assert_no_error (error);
  if (tactics->len == 0)
    g_error ("no blocks in tactics_freestyle.txt");
  for (guint i = 0; i < tactics->len; i++)
    {
      const GmkSuiteTactic *tactic = g_ptr_array_index (tactics, i);
      g_autofree char *name = g_strdup_printf ("/protocol/tactics/%s", tactic->block->id);

      g_assert_cmpuint (tactic->answers->len, >, 0);
      g_test_add_data_func (name, tactic, test_block);
    }
  return g_test_run ();
}
