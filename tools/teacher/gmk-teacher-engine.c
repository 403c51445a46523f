/* gmk-teacher-engine.c: gomoku-teacher's outside teacher, a Gomocup engine
 * asked for its move and score in each position.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Talks to the engine with the protocol client the match tool uses
 * (gmk-engine-process).  Every position is a BOARD command after
 * YXHASHCLEAR, so the engine searches it from an empty table and the answer
 * does not depend on the positions before it; with INFO max_node and one
 * thread the search is the same on any machine at any load.  The score and
 * depth come from the engine's last search-summary MESSAGE, Rapfi's
 *
 *   MESSAGE Speed 183K | Depth 12-16 | Eval -214 | Node 20K | Time 109ms
 *
 * Eval is in Rapfi's own units, for the side to move, "+M5" / "-M5" a win /
 * loss proved in 5 plies (written "+v5" / "-v5"); Node is Rapfi's rounded
 * count ("20K": 20,000 and up), written as the whole number it stands for.
 * An engine that takes a five at once prints no summary: that move is
 * written "+v1" at depth 1, checked against our rules.  Neither does Rapfi
 * when it has lost already (renju's black, whose only defence against a
 * four is forbidden): a move after which the other side makes five at once
 * is written "-v2".
 *
 * An engine without INFO max_node (PentaZen) searches by the clock
 * instead, INFO timeout_turn, and so no longer the same on every machine.
 * Such an engine need not confirm the table clear, and need not forget the
 * last position on BOARD: RESTART, answered OK, starts each position.  Its
 * summary is the last of its search lines,
 *
 *   MESSAGE dep 9-21 ev -35 nd 42k tm 51 sp 823
 *
 * in its own units, "+v5" / "-v5" as ours, nd rounded ("42k").  PentaZen
 * 0.4.17 writes its depths as raw bytes, so a depth of 10 breaks the line
 * in three ("MESSAGE dep ", "-", " ev -35 nd 42k ..."), all read as
 * messages (gmk_engine_process_read_reply): the score is the last
 * " ev ... nd ..." among them, and a depth that is no number is written 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-engine-process.h"
#include "gmk-teacher-engine.h"

/* How long a search of a few ten thousand nodes may take on a loaded
 * machine before the engine counts as hung. */
#define SEARCH_TIMEOUT_MS 120000
#define REPLY_TIMEOUT_MS 10000
/* Rapfi drops the first word of a command that arrives while it still
 * counts itself as thinking, a moment after it printed its move (see
 * gomoku-match's SETTLE_US).  Instead of gomoku-match's fixed 50 ms pause
 * (over half an hour across 40,000 positions) the table clear is the
 * handshake: sent again every 20 ms until a confirmation comes back.  At
 * least one clear then ran before BOARD (commands run in order); a late
 * second confirmation arrives among the search's messages, before its move,
 * and is passed over there. */
#define HANDSHAKE_TIMEOUT_MS 20
#define HANDSHAKE_TRIES 500

#define TEACHER_ERROR (g_quark_from_static_string ("gmk-teacher-engine-error"))

struct _GmkTeacherEngine {
  GmkEngineProcess *process;
  char             *name;
  int               turn_ms;   /* > 0: searches by the clock, no max_node */
};

const char *
gmk_teacher_engine_name (GmkTeacherEngine *engine)
{
  return engine->name;
}

void
gmk_teacher_engine_free (GmkTeacherEngine *engine)
{
  if (engine == NULL)
    return;
  if (engine->process != NULL)
    {
      gmk_engine_process_send (engine->process, "END");
      if (!gmk_engine_process_wait (engine->process, 2000, NULL))
        gmk_engine_process_kill (engine->process);
      gmk_engine_process_free (engine->process);
    }
  g_free (engine->name);
  g_free (engine);
}

/* Reads up to the line starting `prefix` (MESSAGE lines included). */
static gboolean
expect_line (GmkTeacherEngine *engine,
             const char       *prefix,
             int               timeout_ms,
             GError          **error)
{
  const gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  for (;;)
    {
      int remaining = (int) MAX (0, (deadline - g_get_monotonic_time ()) / 1000);
      GmkReadStatus status;
      g_autofree char *line = gmk_engine_process_read_line (engine->process, remaining, &status);

      if (line == NULL)
        {
          if (status == GMK_READ_TIMEOUT)
            return FALSE;
          g_set_error (error, TEACHER_ERROR, 0, "%s exited", engine->name);
          return FALSE;
        }
      if (g_ascii_strncasecmp (line, prefix, strlen (prefix)) == 0)
        return TRUE;
      if (g_ascii_strncasecmp (line, "ERROR", 5) == 0)
        {
          g_set_error (error, TEACHER_ERROR, 0, "%s answered '%s'", engine->name, line);
          return FALSE;
        }
    }
}

/* YXHASHCLEAR until the engine confirms it (see HANDSHAKE_TIMEOUT_MS). */
static gboolean
clear_table (GmkTeacherEngine *engine,
             GError          **error)
{
  if (engine->turn_ms > 0)
    {
      /* No confirmation to wait for: the OK to RESTART is the handshake,
       * and the clear runs after it, before BOARD. */
      gmk_engine_process_send (engine->process, "RESTART");
      if (!expect_line (engine, "OK", REPLY_TIMEOUT_MS, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, TEACHER_ERROR, 0, "%s did not answer RESTART", engine->name);
          return FALSE;
        }
      gmk_engine_process_send (engine->process, "YXHASHCLEAR");
      return TRUE;
    }
  for (int i = 0; i < HANDSHAKE_TRIES; i++)
    {
      gmk_engine_process_send (engine->process, "YXHASHCLEAR");
      if (expect_line (engine, "MESSAGE Transposition table cleared", HANDSHAKE_TIMEOUT_MS, error))
        return TRUE;
      if (error != NULL && *error != NULL)
        return FALSE;
    }
  g_set_error (error, TEACHER_ERROR, 0,
               "%s did not confirm YXHASHCLEAR (it must be Rapfi or speak its extensions)", engine->name);
  return FALSE;
}

GmkTeacherEngine *
gmk_teacher_engine_new (const char *command,
                        GmkRule     rule,
                        int         size,
                        guint64     nodes,
                        int         turn_ms,
                        GError    **error)
{
  GmkTeacherEngine *engine;
  g_autofree char *about = NULL;
  GmkReadStatus status;
  const char *name;

  g_return_val_if_fail (gmk_rule_gomocup_number (rule) >= 0, NULL);
  engine = g_new0 (GmkTeacherEngine, 1);

  engine->process = gmk_engine_process_spawn_command (command, error);
  if (engine->process == NULL)
    {
      gmk_teacher_engine_free (engine);
      return NULL;
    }
  engine->name = g_strdup (command);
  engine->turn_ms = turn_ms;
  gmk_engine_process_send (engine->process, "ABOUT");
  about = gmk_engine_process_read_reply (engine->process, REPLY_TIMEOUT_MS, NULL, &status);
  name = about != NULL ? strstr (about, "name=\"") : NULL;
  if (name != NULL && strchr (name + 6, '"') != NULL)
    {
      g_free (engine->name);
      engine->name = g_strndup (name + 6, strchr (name + 6, '"') - (name + 6));
    }
  gmk_engine_process_sendf (engine->process, "START %d", size);
  if (!expect_line (engine, "OK", REPLY_TIMEOUT_MS, error))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, TEACHER_ERROR, 0, "%s did not answer START", engine->name);
      gmk_teacher_engine_free (engine);
      return NULL;
    }
  gmk_engine_process_send (engine->process, "INFO timeout_match 2147483647");
  gmk_engine_process_send (engine->process, "INFO time_left 2147483647");
  gmk_engine_process_send (engine->process, "INFO game_type 1");
  gmk_engine_process_sendf (engine->process, "INFO rule %d", gmk_rule_gomocup_number (rule));
  gmk_engine_process_send (engine->process, "INFO thread_num 1");
  if (turn_ms > 0)
    {
      gmk_engine_process_sendf (engine->process, "INFO timeout_turn %d", turn_ms);
      return engine;
    }
  /* No clock: the node budget alone ends a search (timeout_turn 0 would
   * mean "move at once"). */
  gmk_engine_process_send (engine->process, "INFO timeout_turn 2147483647");
  gmk_engine_process_sendf (engine->process, "INFO max_node %" G_GUINT64_FORMAT, nodes);
  return engine;
}

/* "+M5" / "-M5" / "-214" to our "+v5" / "-v5" / "-214". */
static gboolean
convert_eval (const char *text,
              GString    *out)
{
  char *end;
  long v;

  if ((text[0] == '+' || text[0] == '-') && text[1] == 'M')
    {
      v = strtol (text + 2, &end, 10);
      if (end == text + 2 || v < 0)
        return FALSE;
      g_string_append_printf (out, "%cv%ld", text[0], v);
      return TRUE;
    }
  v = strtol (text, &end, 10);
  if (end == text)
    return FALSE;
  g_string_append_printf (out, "%ld", v);
  return TRUE;
}

static guint64
parse_count (const char *text)
{
  char *end;
  guint64 n = g_ascii_strtoull (text, &end, 10);

  switch (*end)
    {
    case 'K': case 'k': return n * 1000;
    case 'M': case 'm': return n * 1000000;
    case 'G': case 'g': return n * 1000000000;
    default: return n;
    }
}

/* Rapfi's summary after the search: "Speed S | Depth D-SEL | Eval E | Node N | ...".
 * Appends "ev E ... " pieces to `score` and sets depth / nodes. */
static gboolean
parse_summary (const char *line,
               GString    *score,
               int        *depth,
               guint64    *nodes)
{
  g_auto(GStrv) fields = NULL;
  gboolean have_depth = FALSE, have_eval = FALSE, have_nodes = FALSE;

  if (!g_str_has_prefix (line, "MESSAGE Speed ") || strstr (line, "[Pondering]") != NULL)
    return FALSE;
  fields = g_strsplit (line + strlen ("MESSAGE "), " | ", -1);
  for (int i = 0; fields[i] != NULL; i++)
    {
      const char *f = fields[i];

      if (g_str_has_prefix (f, "Depth "))
        have_depth = sscanf (f + 6, "%d", depth) == 1;
      else if (g_str_has_prefix (f, "Eval "))
        have_eval = convert_eval (f + 5, score);
      else if (g_str_has_prefix (f, "Node "))
        {
          *nodes = parse_count (f + 5);
          have_nodes = g_ascii_isdigit (f[5]);
        }
    }
  return have_depth && have_eval && have_nodes;
}

/* A search line of an engine by the clock, or its last piece: "... ev E
 * nd N ...", E already "+v5" / "-v5" or a number; the depth from "dep D"
 * before it when that is a number, else 0. */
static gboolean
parse_search_line (const char *line,
                   GString    *score,
                   int        *depth,
                   guint64    *nodes)
{
  g_auto(GStrv) words = NULL;
  const char *dep = strstr (line, "dep ");
  const char *ev = strstr (line, "ev ");
  gboolean have_eval = FALSE, have_nodes = FALSE;

  if (ev == NULL || strstr (ev, " nd ") == NULL)
    return FALSE;
  *depth = 0;
  if (dep != NULL && dep < ev && g_ascii_isdigit (dep[4]))
    sscanf (dep + 4, "%d", depth);
  words = g_strsplit (ev, " ", -1);
  for (int i = 0; words[i] != NULL && words[i + 1] != NULL; i += 2)
    {
      const char *key = words[i], *value = words[i + 1];

      if (strcmp (key, "ev") == 0)
        {
          const char *digits = (value[0] == '+' || value[0] == '-') && value[1] == 'v' ? value + 2 : value;
          char *end;

          g_ascii_strtoll (digits, &end, 10);
          have_eval = end != digits && *end == '\0';
          if (have_eval)
            g_string_append (score, value);
        }
      else if (strcmp (key, "nd") == 0)
        {
          *nodes = parse_count (value);
          have_nodes = g_ascii_isdigit (value[0]);
        }
    }
  return have_eval && have_nodes;
}

static gboolean
parse_move (const char *reply,
            int        *x,
            int        *y)
{
  int a, b, used = 0;

  if (sscanf (reply, "%d,%d%n", &a, &b, &used) != 2 || reply[used] != '\0')
    return FALSE;
  *x = a;
  *y = b;
  return TRUE;
}

/* Can the side to move in `pos` make a five at once? */
static gboolean
opponent_has_five (const GmkPosition *pos)
{
  g_autofree GmkPosition *next = g_new (GmkPosition, 1);
  const GmkColor mover = pos->board.to_move;

  for (int y = 0; y < pos->board.height; y++)
    for (int x = 0; x < pos->board.width; x++)
      {
        gmk_position_copy (next, pos);
        if (gmk_position_play (next, x, y) == GMK_REASON_NONE &&
            next->status.result == (mover == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS) &&
            next->status.how == GMK_HOW_FIVE)
          return TRUE;
      }
  return FALSE;
}

gboolean
gmk_teacher_engine_annotate (GmkTeacherEngine  *engine,
                             const GmkPosition *pos,
                             GString           *out,
                             GError           **error)
{
  const GmkBoard *board = &pos->board;
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) score = g_string_new (NULL);
  g_autofree char *reply = NULL;
  g_autofree GmkPosition *after = NULL;
  GmkReadStatus status;
  guint64 nodes = 0;
  int x, y, depth = 0;
  gboolean summary = FALSE;

  if (!clear_table (engine, error))
    return FALSE;
  gmk_engine_process_send (engine->process, "BOARD");
  for (int i = 0; i < board->ply; i++)
    {
      const int index = board->history[i].move;

      gmk_engine_process_sendf (engine->process, "%d,%d,%d", gmk_board_x (index), gmk_board_y (index),
                                board->cell[index] == board->to_move ? 1 : 2);
    }
  gmk_engine_process_send (engine->process, "DONE");
  reply = gmk_engine_process_read_reply (engine->process, SEARCH_TIMEOUT_MS, messages, &status);
  if (reply == NULL)
    {
      g_set_error (error, TEACHER_ERROR, 0, "%s %s", engine->name,
                   status == GMK_READ_TIMEOUT ? "did not move within 120 s" : "exited");
      return FALSE;
    }
  if (!parse_move (reply, &x, &y) || x < 0 || y < 0 || x >= board->width || y >= board->height)
    {
      g_set_error (error, TEACHER_ERROR, 0, "%s answered '%s', not a move", engine->name, reply);
      return FALSE;
    }
  after = g_new (GmkPosition, 1);
  gmk_position_copy (after, pos);
  if (gmk_position_play (after, x, y) != GMK_REASON_NONE)
    {
      g_set_error (error, TEACHER_ERROR, 0, "%s played %d,%d, which the rule refuses",
                   engine->name, x, y);
      return FALSE;
    }
  /* The last summary is the finished search's. */
  for (guint i = messages->len; i-- > 0 && !summary;)
    {
      g_string_truncate (score, 0);
      summary = engine->turn_ms > 0 ?
                parse_search_line (messages->pdata[i], score, &depth, &nodes) :
                parse_summary (messages->pdata[i], score, &depth, &nodes);
    }
  if (!summary && after->status.result == GMK_RESULT_NONE && opponent_has_five (after))
    {
      /* Renju's black with no defence but a forbidden cell: Rapfi moves at
       * once, no search, and the side waiting wins next move. */
      g_string_assign (score, "-v2");
      depth = 1;
    }
  else if (!summary)
    {
      if (after->status.result == GMK_RESULT_NONE)
        {
          g_set_error (error, TEACHER_ERROR, 0,
                       engine->turn_ms > 0 ?
                       "%s played %d,%d without a 'MESSAGE dep ... ev ... nd ...' search line" :
                       "%s played %d,%d without a 'MESSAGE Speed ... | Depth ... | Eval ... | Node ...' summary",
                       engine->name, x, y);
          return FALSE;
        }
      g_string_assign (score, "+v1");
      depth = 1;
    }
  g_string_append_printf (out, "Teacher: MESSAGE ev %s best %c%d dep %d nodes %" G_GUINT64_FORMAT "\n",
                          score->str, 'a' + x, y + 1, depth, nodes);
  return TRUE;
}
