/* test-tactics.c: every block of tactics_freestyle.txt, searched directly.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine must find a winning move within a node budget (never a time
 * budget: the result is the same on any machine).  A move counts as winning
 * when the suite lists it (the source's answer or every shortest-win first
 * move computed for freestyle) or, failing that, when our own threat
 * solver proves that the attacker still wins after it against every reply.
 */
#include <stdlib.h>
#include <string.h>

#include "gmk-eval.h"
#include "gmk-notation.h"
#include "gmk-search.h"
#include "gmk-threat.h"

#define NODE_BUDGET 3000000

typedef struct {
  char     *id;
  char    **black;
  char    **white;
  GmkColor  to_move;
  GPtrArray *answers;   /* char * moves in renju notation */
} Block;

static void
block_free (gpointer data)
{
  Block *b = data;

  g_free (b->id);
  g_strfreev (b->black);
  g_strfreev (b->white);
  g_ptr_array_unref (b->answers);
  g_free (b);
}

static gboolean
is_move_token (const char *t)
{
  int x, y;
  return gmk_notation_parse (t, 15, 15, &x, &y);
}

static char **
split_stones (const char *text)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  return g_strsplit_set (copy, " ", -1);
}

static GPtrArray *
load_blocks (void)
{
  const char *dir = g_getenv ("GMK_POSITIONS_DIR");
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *blocks = g_ptr_array_new_with_free_func (block_free);
  Block *cur = NULL;

  g_assert_nonnull (dir);
  path = g_build_filename (dir, "tactics_freestyle.txt", NULL);
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_str_has_prefix (line, "=== "))
        {
          cur = g_new0 (Block, 1);
          cur->id = g_strstrip (g_strdup (line + 4));
          cur->answers = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (blocks, cur);
        }
      else if (cur == NULL || line[0] == '#' || line[0] == '|')
        continue;
      else if (g_str_has_prefix (line, "black:"))
        cur->black = split_stones (line + 6);
      else if (g_str_has_prefix (line, "white:"))
        cur->white = split_stones (line + 6);
      else if (g_str_has_prefix (line, "to_move:"))
        cur->to_move = strstr (line, "white") != NULL ? GMK_WHITE : GMK_BLACK;
      else if (g_str_has_prefix (line, "winning_first_move_source:"))
        {
          g_auto(GStrv) t = g_strsplit_set (line + 26, " ", -1);
          for (int k = 0; t[k] != NULL; k++)
            if (is_move_token (t[k]))
              g_ptr_array_add (cur->answers, g_strdup (t[k]));
        }
      else if (g_str_has_prefix (line, "freestyle_computed:"))
        {
          const char *all = strstr (line, "achieving that length:");
          if (all != NULL)
            {
              g_auto(GStrv) t = g_strsplit_set (all + strlen ("achieving that length:"), " ", -1);
              for (int k = 0; t[k] != NULL; k++)
                {
                  if (t[k][0] == '\0')
                    continue;
                  if (!is_move_token (t[k]))
                    break;
                  g_ptr_array_add (cur->answers, g_strdup (t[k]));
                }
            }
        }
    }
  return blocks;
}

static void
put_stones (GmkPosition *pos,
            char       **stones,
            GmkColor     color)
{
  for (int i = 0; stones != NULL && stones[i] != NULL; i++)
    {
      int x, y;

      if (stones[i][0] == '\0')
        continue;
      g_assert_true (gmk_notation_parse (stones[i], 15, 15, &x, &y));
      gmk_board_put (&pos->board, gmk_board_index (x, y), color);
    }
}

/* After the attacker's move, does the attacker win against every reply?
 * Replies far from every stone cannot touch a threat, but we try all. */
static gboolean
proven_win_after (GmkEvalState    *st,
                  GmkThreatSearch *ts)
{
  GmkBoard *board = &st->board;

  for (int i = 0; i < GMK_CELLS; i++)
    {
      int move;
      gboolean win;

      if (!gmk_board_index_valid (board, i) || board->cell[i] != GMK_EMPTY)
        continue;
      gmk_eval_make (st, i);
      ts->nodes = 0;
      ts->max_nodes = 300000;
      win = gmk_threat_vcf (ts, st, 30, &move) || gmk_threat_vct (ts, st, 6, &move);
      gmk_eval_unmake (st);
      if (!win)
        return FALSE;
    }
  return TRUE;
}

static void
test_block (gconstpointer data)
{
  const Block *b = data;
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  g_autofree GmkEvalState *st = g_new0 (GmkEvalState, 1);
  g_autofree GmkThreatSearch *ts = g_new0 (GmkThreatSearch, 1);
  GmkSearch *search = gmk_search_new (16);
  GmkSearchLimits limits;
  GmkSearchInfo info;
  char name[GMK_NOTATION_MAX];
  gboolean listed = FALSE;
  int move;

  gmk_position_init (pos, 15, 15, GMK_RULE_FREESTYLE);
  put_stones (pos, b->black, GMK_BLACK);
  put_stones (pos, b->white, GMK_WHITE);
  if (pos->board.to_move != b->to_move)
    gmk_board_switch_side (&pos->board);
  gmk_position_setup_done (pos);
  g_assert_cmpint (pos->status.result, ==, GMK_RESULT_NONE);

  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = NODE_BUDGET;
  limits.threads = 1;
  move = gmk_search_run (search, pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (move, !=, GMK_NO_MOVE);
  g_assert_cmpint (gmk_position_check (pos, gmk_board_x (move), gmk_board_y (move)), ==, GMK_REASON_NONE);
  gmk_notation_format (gmk_board_x (move), gmk_board_y (move), 15, name);
  g_test_message ("%s: played %s (depth %d, %" G_GUINT64_FORMAT " nodes, score %d%s)",
                  b->id, name, info.depth, info.nodes, info.score, info.forced_win ? ", forced win" : "");

  for (guint i = 0; i < b->answers->len; i++)
    if (strcmp (name, g_ptr_array_index (b->answers, i)) == 0)
      listed = TRUE;
  if (!listed)
    {
      gmk_threat_init (ts);
      gmk_eval_init (st, &pos->board);
      gmk_eval_make (st, move);
      if (!proven_win_after (st, ts))
        g_test_fail_printf ("%s: %s is neither a listed answer nor proven to win", b->id, name);
    }
  gmk_search_free (search);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) blocks = NULL;

  g_test_init (&argc, &argv, NULL);
  blocks = load_blocks ();
  g_assert_cmpuint (blocks->len, >, 0);
  for (guint i = 0; i < blocks->len; i++)
    {
      Block *b = g_ptr_array_index (blocks, i);
      g_autofree char *name = g_strdup_printf ("/search/tactics/%s", b->id);

      g_assert_nonnull (b->black);
      g_assert_nonnull (b->white);
      g_test_add_data_func (name, b, test_block);
    }
  return g_test_run ();
}
