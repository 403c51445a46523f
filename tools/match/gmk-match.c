/* gmk-match.c: gomoku-match, plays two engines against each other over the
 * Gomocup protocol and estimates their Elo difference.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This program is the referee: it keeps the position with GmkPosition (the
 * engine library's rules, never a copy of them) and checks every move.  An
 * engine that plays an illegal or forbidden move, answers anything but a
 * move, crashes or runs out of time loses that game; a crashed or late
 * engine is restarted for the next one.  Each opening is played twice with
 * the colours swapped.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-notation.h"
#include "gmk-engine-process.h"
#include "gmk-rules.h"

typedef struct {
  const char       *command;
  char            **options;      /* "key value" INFO lines */
  char             *name;         /* from ABOUT */
  GmkEngineProcess *process;
  gint64            time_left_ms; /* match clock of the current game */
  gint64            moved_at;     /* monotonic time of its last move, or 0 */
} Player;

typedef enum {
  END_FIVE,
  END_CAPTURES,
  END_DRAW,
  END_ILLEGAL,
  END_BAD_REPLY,
  END_TIMEOUT,
  END_CRASH,
  END_MAX_PLIES,
  N_ENDS
} GameEnd;

static const char *end_names[N_ENDS] = {
  "five", "captures", "draw", "illegal move", "bad reply", "time", "crash", "move limit",
};

typedef struct {
  GmkRule   rule;
  int       size;
  gint64    turn_ms;
  gint64    match_ms;
  gint64    tolerance_ms;
  gboolean  verbose;
} Settings;

typedef struct {
  int wins, losses, draws;
  int ends[N_ENDS];
  int faults[2][N_ENDS];   /* games lost by engine 1 / 2 through its own fault */
  int wins_as_black, games_as_black, wins_as_white, games_as_white;
  GArray *scores;   /* double per game, engine 1's view */
} Tally;

/* ------------------------------------------------------------- engines */

static gboolean
player_spawn (Player  *player,
              GError **error)
{
  g_autofree char *about = NULL;
  GmkReadStatus status;

  player->process = gmk_engine_process_spawn_command (player->command, error);
  if (player->process == NULL)
    return FALSE;
  gmk_engine_process_send (player->process, "ABOUT");
  about = gmk_engine_process_read_reply (player->process, 10000, NULL, &status);
  if (player->name == NULL)
    {
      const char *name = about != NULL ? strstr (about, "name=\"") : NULL;

      if (name != NULL)
        {
          const char *end = strchr (name + 6, '"');
          player->name = end != NULL ? g_strndup (name + 6, end - (name + 6)) : NULL;
        }
      if (player->name == NULL)
        player->name = g_strdup (player->command);
    }
  return TRUE;
}

static void
player_restart (Player *player)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&player->process, gmk_engine_process_free);
  if (!player_spawn (player, &error))
    g_printerr ("gomoku-match: cannot restart '%s': %s\n", player->command, error->message);
}

static void
player_stop (Player *player)
{
  if (player->process == NULL)
    return;
  gmk_engine_process_send (player->process, "END");
  if (!gmk_engine_process_wait (player->process, 2000, NULL))
    gmk_engine_process_kill (player->process);
  g_clear_pointer (&player->process, gmk_engine_process_free);
}

/* Rapfi ignores the first word of a command that arrives while it still
 * counts itself as thinking, a moment after it printed its move (START
 * 15 then reads as the command "15"; on a loaded machine 3 of 100 games
 * were lost that way, one of them on time).  An engine that has just
 * moved gets a short pause before it hears from us again; the pause is
 * not on its clock. */
#define SETTLE_US 50000

static void
player_settle (Player *player)
{
  gint64 wait = player->moved_at + SETTLE_US - g_get_monotonic_time ();

  if (player->moved_at > 0 && wait > 0)
    g_usleep ((gulong) wait);
}

/* START and the INFO lines of a new game.  FALSE when the engine cannot
 * start it, with `how` saying why (an engine that died or kept silent is
 * restarted for the next game). */
static gboolean
player_new_game (Player         *player,
                 const Settings *settings,
                 GameEnd        *how)
{
  g_autofree char *reply = NULL;
  GmkReadStatus status;
  int rule = gmk_rule_gomocup_number (settings->rule);

  if (player->process == NULL)
    {
      *how = END_CRASH;
      return FALSE;
    }
  player_settle (player);
  gmk_engine_process_sendf (player->process, "START %d", settings->size);
  reply = gmk_engine_process_read_reply (player->process, 10000, NULL, &status);
  if (reply == NULL || g_ascii_strncasecmp (reply, "OK", 2) != 0)
    {
      g_printerr ("gomoku-match: %s answered START with '%s'\n", player->name,
                  reply != NULL ? reply
                  : status == GMK_READ_TIMEOUT ? "nothing (10 s)" : "nothing (it exited)");
      *how = reply != NULL ? END_BAD_REPLY : status == GMK_READ_TIMEOUT ? END_TIMEOUT : END_CRASH;
      if (reply == NULL)
        player_restart (player);
      return FALSE;
    }
  gmk_engine_process_sendf (player->process, "INFO timeout_turn %" G_GINT64_FORMAT, settings->turn_ms);
  gmk_engine_process_sendf (player->process, "INFO timeout_match %" G_GINT64_FORMAT, settings->match_ms);
  gmk_engine_process_send (player->process, "INFO game_type 1");
  if (rule >= 0)
    gmk_engine_process_sendf (player->process, "INFO rule %d", rule);
  else
    gmk_engine_process_sendf (player->process, "INFO rule_name %s", gmk_rule_name (settings->rule));
  for (int i = 0; player->options != NULL && player->options[i] != NULL; i++)
    gmk_engine_process_sendf (player->process, "INFO %s", player->options[i]);
  player->time_left_ms = settings->match_ms;
  return TRUE;
}

/* ------------------------------------------------------------- openings */

/* "h8g9…": letters from `a` on the left, rows from 1 at the TOP. */
static gboolean
parse_opening (const char *text,
               int         size,
               GArray     *moves)
{
  const char *p = text;

  g_array_set_size (moves, 0);
  while (*p != '\0')
    {
      int x, y = 0;

      if (!g_ascii_isalpha (*p))
        return FALSE;
      x = g_ascii_tolower (*p++) - 'a';
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        {
          y = y * 10 + (*p++ - '0');
          if (y > 99)
            return FALSE;
        }
      y -= 1;
      if (x < 0 || y < 0 || x >= size || y >= size)
        return FALSE;
      x = gmk_board_index (x, y);
      g_array_append_val (moves, x);
    }
  return TRUE;
}

static GPtrArray *
load_openings (const char *path,
               GError    **error)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *openings;

  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;
  openings = g_ptr_array_new_with_free_func (g_free);
  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);

      if (line[0] != '\0' && line[0] != '#')
        g_ptr_array_add (openings, g_strdup (line));
    }
  return openings;
}

/* ----------------------------------------------------------------- games */

static void
send_board (Player            *player,
            const GmkPosition *pos,
            GmkColor           color)
{
  const GmkBoard *board = &pos->board;

  if (board->captures)
    {
      gmk_engine_process_sendf (player->process, "INFO captures_own %d", board->captured_pairs[color]);
      gmk_engine_process_sendf (player->process, "INFO captures_opponent %d",
                                board->captured_pairs[GMK_OTHER (color)]);
    }
  gmk_engine_process_send (player->process, "BOARD");
  for (int i = 0; i < board->ply; i++)
    {
      int index = board->history[i].move;
      GmkStone stone = board->cell[index];

      if (stone == GMK_BLACK || stone == GMK_WHITE)
        gmk_engine_process_sendf (player->process, "%d,%d,%d", gmk_board_x (index),
                                  gmk_board_y (index), stone == color ? 1 : 2);
    }
  gmk_engine_process_send (player->process, "DONE");
}

static gboolean
parse_move_reply (const char *reply,
                  int        *x,
                  int        *y)
{
  char *end;
  long a, b;

  if (!g_ascii_isdigit (reply[0]))
    return FALSE;
  a = strtol (reply, &end, 10);
  if (*end != ',' || !g_ascii_isdigit (end[1]))
    return FALSE;
  b = strtol (end + 1, &end, 10);
  while (*end == ' ')
    end++;
  if (*end != '\0' || a > G_MAXINT || b > G_MAXINT)
    return FALSE;
  *x = (int) a;
  *y = (int) b;
  return TRUE;
}

/* Plays one game; returns the winner's colour (GMK_EMPTY for a draw) and
 * how it ended.  players[GMK_BLACK] moves first. */
static GmkColor
play_game (Player         *players[3],
           const Settings *settings,
           const GArray   *opening,
           GmkPosition    *pos,
           GameEnd        *how,
           GString        *record)
{
  gboolean first[3] = { FALSE, TRUE, TRUE };
  int last_x = -1, last_y = -1;

  for (GmkColor c = GMK_BLACK; c <= GMK_WHITE; c++)
    if (!player_new_game (players[c], settings, how))
      return GMK_OTHER (c);

  gmk_position_init (pos, settings->size, settings->size, settings->rule);
  for (guint i = 0; i < opening->len; i++)
    {
      int index = g_array_index (opening, int, i);
      char cell[GMK_NOTATION_MAX];

      if (gmk_position_play (pos, gmk_board_x (index), gmk_board_y (index)) != GMK_REASON_NONE)
        {
          *how = END_DRAW;
          return GMK_WALL;   /* the opening itself is illegal under this rule */
        }
      g_string_append_printf (record, "%s ", gmk_notation_format (gmk_board_x (index), gmk_board_y (index),
                                                                  settings->size, cell));
    }
  g_string_append (record, "| ");

  for (;;)
    {
      const GmkColor mover = pos->board.to_move;
      Player *player = players[mover];
      g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *reply = NULL;
      char cell[GMK_NOTATION_MAX];
      GmkReadStatus status;
      gint64 started, elapsed, limit;
      GmkReason reason;
      int x, y;

      if (pos->status.result != GMK_RESULT_NONE)
        {
          *how = pos->status.how == GMK_HOW_CAPTURES ? END_CAPTURES
                 : pos->status.how == GMK_HOW_FIVE ? END_FIVE : END_DRAW;
          return pos->status.result == GMK_RESULT_BLACK_WINS ? GMK_BLACK
                 : pos->status.result == GMK_RESULT_WHITE_WINS ? GMK_WHITE : GMK_EMPTY;
        }
      if (gmk_board_is_full (&pos->board))
        {
          *how = END_DRAW;
          return GMK_EMPTY;
        }
      if (pos->board.ply >= GMK_MAX_PLY - 1)
        {
          *how = END_MAX_PLIES;
          return GMK_EMPTY;
        }

      limit = settings->turn_ms > 0 ? settings->turn_ms : G_MAXINT32;
      player_settle (player);
      if (settings->match_ms > 0)
        {
          gmk_engine_process_sendf (player->process, "INFO time_left %" G_GINT64_FORMAT,
                                    MAX (player->time_left_ms, 0));
          limit = MIN (limit, player->time_left_ms);
        }
      limit += settings->tolerance_ms;

      started = g_get_monotonic_time ();
      if (first[mover])
        {
          if (pos->board.ply == 0)
            gmk_engine_process_send (player->process, "BEGIN");
          else
            send_board (player, pos, mover);
          first[mover] = FALSE;
        }
      else
        gmk_engine_process_sendf (player->process, "TURN %d,%d", last_x, last_y);

      reply = gmk_engine_process_read_reply (player->process, (int) MIN (limit, G_MAXINT32),
                                             messages, &status);
      /* Rapfi drops the first word of a command that arrives before it has
       * cleared its "thinking" flag, just after printing its move, and then
       * reads our "x,y" as an unknown command.  Our TURN was lost, not
       * refused: send it once more. */
      if (reply != NULL && !first[mover] && last_x >= 0 &&
          g_ascii_strncasecmp (reply, "ERROR", 5) == 0)
        {
          g_autofree char *coords = g_strdup_printf (" %d,%d", last_x, last_y);

          if (g_str_has_suffix (reply, coords))
            {
              g_printerr ("gomoku-match: %s reported an error: '%s'; sending TURN again\n",
                          player->name, reply + 5 + strspn (reply + 5, " "));
              g_clear_pointer (&reply, g_free);
              gmk_engine_process_sendf (player->process, "TURN %d,%d", last_x, last_y);
              elapsed = (g_get_monotonic_time () - started) / 1000;
              reply = gmk_engine_process_read_reply (player->process,
                                                     (int) MIN (MAX (limit - elapsed, 0), G_MAXINT32),
                                                     messages, &status);
            }
        }
      elapsed = (g_get_monotonic_time () - started) / 1000;
      player->time_left_ms -= elapsed;
      player->moved_at = g_get_monotonic_time ();

      if (settings->verbose && messages->len > 0)
        g_print ("    %s: %s\n", player->name, (char *) messages->pdata[messages->len - 1]);
      if (reply == NULL)
        {
          *how = status == GMK_READ_TIMEOUT ? END_TIMEOUT : END_CRASH;
          player_restart (player);
          return GMK_OTHER (mover);
        }
      if (!parse_move_reply (reply, &x, &y))
        {
          if (g_ascii_strncasecmp (reply, "ERROR", 5) == 0)
            g_printerr ("gomoku-match: %s reported an error instead of a move: '%s'\n",
                        player->name, reply + 5 + strspn (reply + 5, " "));
          else
            g_printerr ("gomoku-match: %s answered '%s'\n", player->name, reply);
          *how = END_BAD_REPLY;
          player_restart (player);
          return GMK_OTHER (mover);
        }
      reason = gmk_position_play (pos, x, y);
      if (reason != GMK_REASON_NONE)
        {
          g_printerr ("gomoku-match: %s played %d,%d: %s\n", player->name, x, y,
                      gmk_reason_name (reason));
          *how = END_ILLEGAL;
          return GMK_OTHER (mover);
        }
      g_string_append_printf (record, "%s ", gmk_notation_format (x, y, settings->size, cell));
      last_x = x;
      last_y = y;
    }
}

/* --------------------------------------------------------------- summary */

static double
elo_from_score (double score)
{
  score = CLAMP (score, 0.001, 0.999);   /* +/- 1200 at the extremes */
  return -400.0 * log10 (1.0 / score - 1.0);
}

static void
print_summary (Player      *one,
               Player      *two,
               const Tally *tally)
{
  const int n = tally->wins + tally->losses + tally->draws;
  const double z = 1.96;
  double mean = 0.0, variance = 0.0, centre, margin, elo, low, high, los;

  if (n == 0)
    {
      g_print ("No games played.\n");
      return;
    }
  for (guint i = 0; i < tally->scores->len; i++)
    mean += g_array_index (tally->scores, double, i);
  mean /= n;
  for (guint i = 0; i < tally->scores->len; i++)
    {
      double d = g_array_index (tally->scores, double, i) - mean;
      variance += d * d;
    }
  variance /= n;
  /* Wilson's score interval, with the games' own variance so that draws
   * narrow it: unlike mean +/- 1.96 sigma it stays a real interval when
   * one side wins every game (20-0 gives a score of 84..100%). */
  centre = (mean + z * z / (2.0 * n)) / (1.0 + z * z / n);
  margin = z * sqrt (variance / n + z * z / (4.0 * n * n)) / (1.0 + z * z / n);
  elo = elo_from_score (mean);
  if (fabs (elo) < 0.5)
    elo = 0.0;   /* no "-0" */
  low = elo_from_score (centre - margin);
  high = elo_from_score (centre + margin);
  los = tally->wins + tally->losses > 0
        ? 0.5 * (1.0 + erf ((tally->wins - tally->losses) / sqrt (2.0 * (tally->wins + tally->losses))))
        : 0.5;

  g_print ("\n%s vs %s: %d games\n", one->name, two->name, n);
  g_print ("  wins %d, losses %d, draws %d  (score %.1f%%)\n",
           tally->wins, tally->losses, tally->draws, 100.0 * mean);
  g_print ("  as black: %d/%d won, as white: %d/%d won\n",
           tally->wins_as_black, tally->games_as_black, tally->wins_as_white, tally->games_as_white);
  g_print ("  Elo difference: %+.0f, 95%% interval [%+.0f, %+.0f] (+/- %.0f)\n",
           elo, low, high, (high - low) / 2.0);
  g_print ("  likelihood of superiority: %.1f%%\n", 100.0 * los);
  g_print ("  games ended by:");
  for (int i = 0; i < N_ENDS; i++)
    if (tally->ends[i] > 0)
      g_print (" %s %d;", end_names[i], tally->ends[i]);
  g_print ("\n");
  for (int e = 0; e < 2; e++)
    {
      int faults = 0;

      g_print ("  faults of %s:", e == 0 ? one->name : two->name);
      for (int i = 0; i < N_ENDS; i++)
        if (tally->faults[e][i] > 0)
          {
            g_print (" %s %d;", end_names[i], tally->faults[e][i]);
            faults += tally->faults[e][i];
          }
      g_print ("%s\n", faults == 0 ? " none" : "");
    }
}

/* Ends where the loser broke the protocol or the rules, not lost the game. */
static gboolean
is_fault (GameEnd how)
{
  return how == END_ILLEGAL || how == END_BAD_REPLY || how == END_TIMEOUT || how == END_CRASH;
}

/* ------------------------------------------------------------------ main */

int
main (int    argc,
      char **argv)
{
  g_autofree char *rule_name = NULL;
  g_autofree char *openings_path = NULL;
  g_auto(GStrv) options1 = NULL;
  g_auto(GStrv) options2 = NULL;
  int size = 15, games = 0, first_opening = 1;
  gint64 turn_ms = 1000, match_ms = 0, tolerance_ms = 500;
  gboolean verbose = FALSE;
  const GOptionEntry entries[] = {
    { "rule", 'r', 0, G_OPTION_ARG_STRING, &rule_name,
      "Rule: freestyle (default), standard, renju, caro, caro5, ninuki, pente", "NAME" },
    { "size", 's', 0, G_OPTION_ARG_INT, &size, "Board size (default 15)", "N" },
    { "openings", 'o', 0, G_OPTION_ARG_FILENAME, &openings_path,
      "Openings file, one per line, rows counted from the top (default: the balanced freestyle set)", "FILE" },
    { "first-opening", 'f', 0, G_OPTION_ARG_INT, &first_opening, "Start at this opening (1-based)", "N" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Games to play (default: two per opening)", "N" },
    { "turn", 't', 0, G_OPTION_ARG_INT64, &turn_ms, "Time per move in ms, INFO timeout_turn (default 1000)", "MS" },
    { "match", 'm', 0, G_OPTION_ARG_INT64, &match_ms,
      "Each engine's clock for a whole game in ms, INFO timeout_match (default 0: none)", "MS" },
    { "tolerance", 0, 0, G_OPTION_ARG_INT64, &tolerance_ms,
      "Grace period before a late move loses, in ms (default 500)", "MS" },
    { "option1", '1', 0, G_OPTION_ARG_STRING_ARRAY, &options1,
      "INFO line for engine 1, e.g. \"level 3\" (repeatable)", "\"KEY VALUE\"" },
    { "option2", '2', 0, G_OPTION_ARG_STRING_ARRAY, &options2,
      "INFO line for engine 2 (repeatable)", "\"KEY VALUE\"" },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "Print each game's moves and the engines' MESSAGE lines", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) openings = NULL;
  g_autoptr(GArray) opening = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree GmkPosition *pos = g_new0 (GmkPosition, 1);
  Player one = { 0 }, two = { 0 };
  Settings settings = { 0 };
  Tally tally = { 0 };

  context = g_option_context_new ("ENGINE1 ENGINE2 - play two Gomocup engines against each other");
  g_option_context_set_description (context,
    "Each ENGINE is a command line, e.g. \"build/src/engine-cli/gomoku-engine\".\n"
    "Example: gomoku-match -n 20 -t 500 -1 \"level 8\" -2 \"level 4\" ENGINE ENGINE\n");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("gomoku-match: %s\n", error->message);
      return 2;
    }
  if (argc != 3)
    {
      g_printerr ("gomoku-match: give two engine commands (see --help)\n");
      return 2;
    }

  settings.rule = GMK_RULE_FREESTYLE;
  if (rule_name != NULL && !gmk_rule_from_name (rule_name, &settings.rule))
    {
      g_printerr ("gomoku-match: unknown rule '%s'\n", rule_name);
      return 2;
    }
  if (size < GMK_MIN_SIZE || size > GMK_MAX_SIZE)
    {
      g_printerr ("gomoku-match: the size must be %d to %d\n", GMK_MIN_SIZE, GMK_MAX_SIZE);
      return 2;
    }
  if (turn_ms < 0 || match_ms < 0 || tolerance_ms < 0 || games < 0 || first_opening < 1)
    {
      g_printerr ("gomoku-match: times and counts cannot be negative\n");
      return 2;
    }
  settings.size = size;
  settings.turn_ms = turn_ms;
  settings.match_ms = match_ms;
  settings.tolerance_ms = tolerance_ms;
  settings.verbose = verbose;

  openings = load_openings (openings_path != NULL ? openings_path : GMK_DEFAULT_OPENINGS, &error);
  if (openings == NULL)
    {
      g_printerr ("gomoku-match: %s\n", error->message);
      return 2;
    }
  if (openings->len == 0)
    g_ptr_array_add (openings, g_strdup (""));
  if (games == 0)
    games = 2 * (int) openings->len;

  one.command = argv[1];
  one.options = options1;
  two.command = argv[2];
  two.options = options2;
  if (!player_spawn (&one, &error) || !player_spawn (&two, &error))
    {
      g_printerr ("gomoku-match: cannot start an engine: %s\n", error->message);
      return 2;
    }

  for (Player *p = &one; p != NULL; p = p == &one ? &two : NULL)
    if (p->options != NULL && p->options[0] != NULL)
      {
        g_autofree char *joined = g_strjoinv (", ", p->options);
        char *name = g_strdup_printf ("%s [%s]", p->name, joined);

        g_free (p->name);
        p->name = name;
      }
  if (g_str_equal (one.name, two.name))
    {
      char *name;

      name = g_strdup_printf ("%s 1", one.name);
      g_free (one.name);
      one.name = name;
      name = g_strdup_printf ("%s 2", two.name);
      g_free (two.name);
      two.name = name;
    }

  tally.scores = g_array_new (FALSE, FALSE, sizeof (double));
  for (int game = 0; game < games; game++)
    {
      const int index = (first_opening - 1 + game / 2) % (int) openings->len;
      const char *text = openings->pdata[index];
      const gboolean one_is_black = game % 2 == 0;
      Player *players[3] = { NULL, one_is_black ? &one : &two, one_is_black ? &two : &one };
      g_autoptr(GString) record = g_string_new (NULL);
      GameEnd how = END_DRAW;
      GmkColor winner;
      double score;

      if (!parse_opening (text, size, opening))
        {
          g_printerr ("gomoku-match: opening %d '%s' does not fit a %dx%d board: skipped\n",
                      index + 1, text, size, size);
          continue;
        }
      for (int p = 1; p <= 2; p++)
        if (players[p]->process == NULL)
          player_restart (players[p]);

      winner = play_game (players, &settings, opening, pos, &how, record);
      if (winner == GMK_WALL)
        {
          g_printerr ("gomoku-match: opening %d '%s' is illegal under %s: skipped\n",
                      index + 1, text, gmk_rule_name (settings.rule));
          continue;
        }

      score = winner == GMK_EMPTY ? 0.5 : (players[winner] == &one ? 1.0 : 0.0);
      g_array_append_val (tally.scores, score);
      tally.ends[how]++;
      if (is_fault (how))
        tally.faults[score == 1.0 ? 1 : 0][how]++;
      if (score == 1.0)
        tally.wins++;
      else if (score == 0.0)
        tally.losses++;
      else
        tally.draws++;
      if (one_is_black)
        {
          tally.games_as_black++;
          tally.wins_as_black += score == 1.0;
        }
      else
        {
          tally.games_as_white++;
          tally.wins_as_white += score == 1.0;
        }

      g_print ("game %3d  opening %2d  %s (black) - %s (white): %s by %s%s, %d moves  [%d-%d-%d]\n",
               game + 1, index + 1, players[GMK_BLACK]->name, players[GMK_WHITE]->name,
               winner == GMK_BLACK ? "1-0" : winner == GMK_WHITE ? "0-1" : "1/2",
               end_names[how], !is_fault (how) ? "" : winner == GMK_BLACK ? " of white" : " of black",
               pos->board.ply, tally.wins, tally.losses, tally.draws);
      if (verbose)
        g_print ("    %s\n", record->str);
    }

  print_summary (&one, &two, &tally);
  player_stop (&one);
  player_stop (&two);
  g_free (one.name);
  g_free (two.name);
  g_array_unref (tally.scores);
  return 0;
}
