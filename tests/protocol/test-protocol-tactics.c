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
#include "gmk-test-engine.h"

/* The budget the engine gets for each position, and the larger one the
 * proof of an answer outside the suite's list may use. */
#define TACTICS_MAX_NODES   2000000
#define PROOF_MAX_NODES     10000000
/* A score the search gives only to a proven result: GMK_SCORE_WIN - plies. */
#define PROVEN_SCORE        (GMK_SCORE_WIN - GMK_MAX_PLY)

typedef struct {
  char      *id;
  int        size;
  GPtrArray *black;       /* "h8" strings */
  GPtrArray *white;
  GmkColor   to_move;
  GPtrArray *answers;     /* winning first moves, renju notation */
} TacticsBlock;

static void
tactics_block_free (gpointer data)
{
  TacticsBlock *block = data;

  g_free (block->id);
  g_ptr_array_unref (block->black);
  g_ptr_array_unref (block->white);
  g_ptr_array_unref (block->answers);
  g_free (block);
}

static void
add_notation_words (GPtrArray  *out,
                    const char *text,
                    int         size,
                    gboolean    stop_at_other)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);

  for (int i = 0; words[i] != NULL; i++)
    {
      int x, y;

      if (words[i][0] == '\0')
        continue;
      if (gmk_notation_parse (words[i], size, size, &x, &y))
        g_ptr_array_add (out, g_ascii_strdown (words[i], -1));
      else if (stop_at_other)
        break;
    }
}

static GPtrArray *
load_blocks (void)
{
  const char *dir = g_getenv ("GMK_POSITIONS_DIR");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *blocks = g_ptr_array_new_with_free_func (tactics_block_free);
  TacticsBlock *block = NULL;

  if (dir == NULL)
    g_error ("GMK_POSITIONS_DIR is not set: run this test through meson test");
  path = g_build_filename (dir, "tactics_freestyle.txt", NULL);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);
      const char *value = strchr (line, ':');

      if (g_str_has_prefix (line, "=== "))
        {
          block = g_new0 (TacticsBlock, 1);
          block->id = g_strdup (g_strstrip (lines[i] + 4));
          block->size = 15;
          block->black = g_ptr_array_new_with_free_func (g_free);
          block->white = g_ptr_array_new_with_free_func (g_free);
          block->answers = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (blocks, block);
          continue;
        }
      if (block == NULL || value == NULL || line[0] == '#' || line[0] == '|')
        continue;
      value++;
      if (g_str_has_prefix (line, "size:"))
        block->size = atoi (value);
      else if (g_str_has_prefix (line, "black:"))
        add_notation_words (block->black, value, block->size, FALSE);
      else if (g_str_has_prefix (line, "white:"))
        add_notation_words (block->white, value, block->size, FALSE);
      else if (g_str_has_prefix (line, "to_move:"))
        block->to_move = strstr (value, "white") != NULL ? GMK_WHITE : GMK_BLACK;
      else if (g_str_has_prefix (line, "winning_first_move_source:"))
        add_notation_words (block->answers, value, block->size, TRUE);
      else if (g_str_has_prefix (line, "freestyle_computed:"))
        {
          const char *all = strstr (value, "all first moves achieving that length:");

          if (all != NULL)
            add_notation_words (block->answers, all + strlen ("all first moves achieving that length:"),
                                block->size, TRUE);
        }
    }
  return blocks;
}

static void
put_stones (GmkPosition *pos,
            GPtrArray   *stones,
            GmkColor     color)
{
  for (guint i = 0; i < stones->len; i++)
    {
      int x, y;

      g_assert_true (gmk_notation_parse (stones->pdata[i], pos->board.width, pos->board.height, &x, &y));
      gmk_board_put (&pos->board, gmk_board_index (x, y), color);
    }
}

static void
send_stones (GmkEngineProcess *engine,
             const TacticsBlock *block,
             GPtrArray        *stones,
             int               field)
{
  for (guint i = 0; i < stones->len; i++)
    {
      g_autofree char *line = NULL;
      int x, y;

      g_assert_true (gmk_notation_parse (stones->pdata[i], block->size, block->size, &x, &y));
      line = g_strdup_printf ("%d,%d,%d", x, y, field);
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
  const TacticsBlock *block = data;
  g_autoptr(GmkEngineProcess) engine = test_engine_spawn ();
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  GPtrArray *own = block->to_move == GMK_BLACK ? block->black : block->white;
  GPtrArray *opponent = block->to_move == GMK_BLACK ? block->white : block->black;
  char played[GMK_NOTATION_MAX];
  GmkReason reason;
  int x = 0, y = 0;

  g_assert_cmpuint (block->black->len + block->white->len, >, 0);
  g_assert_cmpuint (block->answers->len, >, 0);

  g_autofree char *start = g_strdup_printf ("START %d", block->size);
  test_engine_expect (engine, start, "OK");
  test_engine_send (engine, "INFO rule 0");
  test_engine_send (engine, "INFO timeout_turn 600000");
  test_engine_send (engine, "INFO timeout_match 0");
  test_engine_send (engine, "INFO thread_num 1");
  g_autofree char *nodes = g_strdup_printf ("INFO max_node %d", TACTICS_MAX_NODES);
  test_engine_send (engine, nodes);
  test_engine_send (engine, "BOARD");
  send_stones (engine, block, own, 1);
  send_stones (engine, block, opponent, 2);
  test_engine_send (engine, "DONE");
  /* The node budget binds; the timeout only catches an engine that hangs. */
  test_engine_read_move (engine, 600000, &x, &y);
  test_engine_end (engine);

  gmk_position_init (pos, block->size, block->size, GMK_RULE_FREESTYLE);
  put_stones (pos, block->black, GMK_BLACK);
  put_stones (pos, block->white, GMK_WHITE);
  if (pos->board.to_move != block->to_move)
    gmk_board_switch_side (&pos->board);
  gmk_position_setup_done (pos);

  gmk_notation_format (x, y, block->size, played);
  g_test_message ("%s: engine played %s (%d,%d)", block->id, played, x, y);
  reason = gmk_position_play (pos, x, y);
  if (reason != GMK_REASON_NONE)
    {
      g_test_fail_printf ("%s: %s is illegal: %s", block->id, played, gmk_reason_name (reason));
      return;
    }

  for (guint i = 0; i < block->answers->len; i++)
    if (g_str_equal (block->answers->pdata[i], played))
      return;
  if (pos->status.result == (block->to_move == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS))
    return;
  if (search_proves_win (pos, block->to_move))
    return;
  g_test_fail_printf ("%s: %s is not a listed answer and the search cannot prove it wins",
                      block->id, played);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) blocks = NULL;

  g_test_init (&argc, &argv, NULL);
  blocks = load_blocks ();
  if (blocks->len == 0)
    g_error ("no blocks in tactics_freestyle.txt");
  for (guint i = 0; i < blocks->len; i++)
    {
      const TacticsBlock *block = blocks->pdata[i];
      g_autofree char *name = g_strdup_printf ("/protocol/tactics/%s", block->id);

      g_test_add_data_func (name, block, test_block);
    }
  return g_test_run ();
}
