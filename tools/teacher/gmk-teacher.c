/* gmk-teacher.c: annotate every position of game records with a deeper
 * search of the engine's own.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads gomoku-match -v records and, for every move after the opening,
 * searches the position before it with the engine at a fixed node budget
 * (one thread, full strength, a fresh table each time): the score and the
 * move that search would play.  The games are written back as a record the
 * fitting tools read, each game's annotations before its "game" line, one
 * line per move after the opening, in order:
 *
 *   Teacher: MESSAGE ev SCORE best MOVE dep DEPTH nodes NODES
 *
 * SCORE is the search's, from the side to move's view, or "+vN" / "-vN"
 * for a win / loss it proved in N plies (as PentaZen writes them, so
 * gomoku-tune-eval --teacher reads either); MOVE is in the record's own
 * coordinates.  Nothing depends on the clock or on the order of the
 * positions, so the same build gives the same file on any machine at any
 * load; the fitted tables it teaches (tools/refit-tables) come from it.
 *
 * With --engine the teacher is an outside Gomocup engine instead (Rapfi at
 * a node budget, gmk-teacher-engine.c): the same lines, SCORE in that
 * engine's units.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-match-log.h"
#include "gmk-search.h"
#include "gmk-teacher-engine.h"

/* Wins are scored GMK_SCORE_WIN - plies; the search's own threshold for a
 * proven result is in gmk-search-private.h, this is safely below it. */
#define PROVEN (GMK_SCORE_WIN - 1000)

typedef struct {
  GmkSearch *search;
  GmkTeacherEngine *engine;   /* the outside teacher, or NULL for ours */
  GmkRule    rule;
  GError    *error;           /* why the outside teacher failed */
  guint64    nodes;
  int        max_games;
  int        games;
  guint64    positions;
  GString   *out;
  gint64     started;
} Teacher;

static void
print_move (GString *out,
            int      index)
{
  /* gmk_match_log_parse_move's coordinates: column letter, row from 1. */
  g_string_append_printf (out, "%c%d", 'a' + gmk_board_x (index), gmk_board_y (index) + 1);
}

/* The annotation of the position `pos` (the game goes on from it). */
static gboolean
annotate (Teacher           *t,
          const GmkPosition *pos)
{
  GmkSearchLimits limits;
  GmkSearchInfo info;
  int move;

  if (t->engine != NULL)
    {
      if (!gmk_teacher_engine_annotate (t->engine, pos, t->out, &t->error))
        return FALSE;
      t->positions++;
      return TRUE;
    }
  gmk_search_clear (t->search);
  gmk_search_limits_init (&limits, 0);
  limits.max_nodes = t->nodes;
  limits.threads = 1;
  move = gmk_search_run (t->search, pos, &limits, NULL, NULL, &info);
  if (move == GMK_NO_MOVE)
    return FALSE;
  g_string_append (t->out, "Teacher: MESSAGE ev ");
  if (info.score >= PROVEN)
    g_string_append_printf (t->out, "+v%d", GMK_SCORE_WIN - info.score);
  else if (info.score <= -PROVEN)
    g_string_append_printf (t->out, "-v%d", GMK_SCORE_WIN + info.score);
  else
    g_string_append_printf (t->out, "%d", info.score);
  g_string_append (t->out, " best ");
  print_move (t->out, move);
  g_string_append_printf (t->out, " dep %d nodes %" G_GUINT64_FORMAT "\n", info.depth, info.nodes);
  t->positions++;
  return TRUE;
}

static gboolean
take_game (const GmkMatchGame *game,
           gpointer            user_data)
{
  Teacher *t = user_data;
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  const gsize start = t->out->len;

  if (t->max_games > 0 && t->games >= t->max_games)
    return FALSE;
  if (t->engine != NULL && game->size != 15)
    {
      g_set_error (&t->error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "game %d is on a %dx%d board; the outside "
                   "teacher's game is 15x15", game->number, game->size, game->size);
      return FALSE;
    }
  gmk_position_init (pos, game->size, game->size, t->rule);
  for (int m = 0; m < game->n_moves; m++)
    {
      const int x = gmk_board_x (game->moves[m]), y = gmk_board_y (game->moves[m]);

      /* A game that goes on after a five, or a move the rule refuses, is
       * not a game a fit may learn from: left out whole. */
      if (pos->status.result != GMK_RESULT_NONE ||
          (m >= game->n_opening && !annotate (t, pos)) ||
          gmk_position_play (pos, x, y) != GMK_REASON_NONE)
        {
          /* An outside teacher that fails stops the run: a record with
           * holes would not be the same on the next run. */
          if (t->error != NULL)
            {
              g_prefix_error (&t->error, "game %d, move %d: ", game->number, m + 1);
              return FALSE;
            }
          g_printerr ("gomoku-teacher: game %d left out: move %d cannot be played\n", game->number, m + 1);
          g_string_truncate (t->out, start);
          return TRUE;
        }
    }
  g_string_append_printf (t->out, "%s\n%s\n", game->game_line, game->move_line);
  t->games++;
  if (t->games % 20 == 0)
    g_printerr ("gomoku-teacher: %d games, %" G_GUINT64_FORMAT " positions, %.0f s\n", t->games, t->positions,
                (g_get_monotonic_time () - t->started) / 1e6);
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *output = NULL;
  g_autofree char *engine = NULL;
  g_autofree char *rule_name = NULL;
  gint64 nodes = 100000, hash_mib = 16;
  int max_games = 0, turn_ms = 0;
  Teacher t = { 0 };
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Where to write the annotated record (required)", "FILE" },
    { "nodes", 'n', 0, G_OPTION_ARG_INT64, &nodes, "The search's node budget a position (100000)", "N" },
    { "hash", 0, 0, G_OPTION_ARG_INT64, &hash_mib, "Its table's size in MiB (16)", "MIB" },
    { "rule", 'r', 0, G_OPTION_ARG_STRING, &rule_name,
      "The records' rule: freestyle (default), standard, renju, caro, caro5", "NAME" },
    { "games", 'g', 0, G_OPTION_ARG_INT, &max_games, "Only the first N games (all)", "N" },
    { "engine", 'e', 0, G_OPTION_ARG_STRING, &engine,
      "An outside Gomocup engine as the teacher (Rapfi: it must know INFO max_node and YXHASHCLEAR)", "\"CMD ARGS\"" },
    { "turn-ms", 0, 0, G_OPTION_ARG_INT, &turn_ms,
      "With --engine: search each position by the clock, MS milliseconds, instead of -n nodes (PentaZen)", "MS" },
    { NULL }
  };

  context = g_option_context_new ("RECORD... - annotate every position with the engine's deeper search");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("gomoku-teacher: %s\n", error->message);
      return 2;
    }
  if (argc < 2 || output == NULL || nodes < 1 || hash_mib < 1 || hash_mib > 4096 || max_games < 0 ||
      turn_ms < 0 || (turn_ms > 0 && engine == NULL))
    {
      g_printerr ("usage: %s -o FILE [--nodes N] [--hash MIB] [--rule NAME] [--games N] [--engine CMD [--turn-ms MS]] RECORD... (gomoku-match -v records)\n",
                  argv[0]);
      return 2;
    }

  t.rule = GMK_RULE_FREESTYLE;
  if (rule_name != NULL && (!gmk_rule_from_name (rule_name, &t.rule) || gmk_rule_has_captures (t.rule)))
    {
      /* The records hold no captures (gmk_match_log_read replays moves). */
      g_printerr ("gomoku-teacher: --rule %s: the records' rule is freestyle, standard, renju, caro or caro5\n",
                  rule_name);
      return 2;
    }
  if (engine != NULL)
    {
      /* The records are all on 15x15 boards (gmk_match_log_read). */
      t.engine = gmk_teacher_engine_new (engine, t.rule, 15, (guint64) nodes, turn_ms, &error);
      if (t.engine == NULL)
        {
          g_printerr ("gomoku-teacher: cannot start '%s': %s\n", engine, error->message);
          return 1;
        }
    }
  t.search = gmk_search_new ((gsize) hash_mib);
  t.nodes = (guint64) nodes;
  t.max_games = max_games;
  t.out = g_string_new (NULL);
  t.started = g_get_monotonic_time ();
  gmk_search_prepare (t.search, 1);
  {
    /* The records' basenames: the header must not depend on where the tree is. */
    g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
    g_autofree char *joined = NULL;

    for (int i = 1; i < argc; i++)
      g_ptr_array_add (names, g_path_get_basename (argv[i]));
    g_ptr_array_add (names, NULL);
    joined = g_strjoinv (" and ", (char **) names->pdata);
    g_string_append_printf (t.out, "# The games of %s", joined);
    if (t.rule != GMK_RULE_FREESTYLE)
      g_string_append_printf (t.out, ", %s", gmk_rule_name (t.rule));
    if (t.engine != NULL && turn_ms > 0)
      g_string_append_printf (t.out, ", every move after the opening annotated by %s's search of the position "
                              "before it at %d ms by the clock (INFO timeout_turn, one thread, its table "
                              "cleared): its score for the side to move, in its own units, and its move "
                              "(gomoku-teacher --engine --turn-ms)\n", gmk_teacher_engine_name (t.engine), turn_ms);
    else if (t.engine != NULL)
      g_string_append_printf (t.out, ", every move after the opening annotated by %s's search of the position "
                              "before it at %" G_GINT64_FORMAT " nodes (INFO max_node, one thread, its table "
                              "cleared): its score for the side to move, in its own units, and its move "
                              "(gomoku-teacher --engine)\n", gmk_teacher_engine_name (t.engine), nodes);
    else
      g_string_append_printf (t.out, ", every move after the opening annotated by this engine's search of the "
                              "position before it at %" G_GINT64_FORMAT " nodes (one thread, a fresh %" G_GINT64_FORMAT
                              " MiB table): its score for the side to move and its move (gomoku-teacher)\n",
                              nodes, hash_mib);
  }
  for (int i = 1; i < argc; i++)
    {
      if (gmk_match_log_read (argv[i], take_game, &t, &error) < 0 || t.error != NULL)
        {
          g_printerr ("gomoku-teacher: %s: %s\n", argv[i], t.error != NULL ? t.error->message : error->message);
          g_clear_error (&t.error);
          gmk_teacher_engine_free (t.engine);
          gmk_search_free (t.search);
          g_string_free (t.out, TRUE);
          return 1;
        }
    }
  gmk_teacher_engine_free (t.engine);
  gmk_search_free (t.search);
  if (!g_file_set_contents (output, t.out->str, (gssize) t.out->len, &error))
    {
      g_printerr ("gomoku-teacher: %s\n", error->message);
      g_string_free (t.out, TRUE);
      return 1;
    }
  g_printerr ("gomoku-teacher: wrote %s: %d games, %" G_GUINT64_FORMAT " positions\n", output, t.games, t.positions);
  g_string_free (t.out, TRUE);
  return 0;
}
