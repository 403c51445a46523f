/* gmk-protocol.c: the Gomocup (Piskvork) protocol state machine: each
 * line read, the command it holds dispatched, and the state's lifetime.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The commands that set up a position live in gmk-protocol-board.c and
 * gmk-protocol-swap2.c, INFO in gmk-protocol-info.c, and the search thread
 * that answers with a move in gmk-protocol-search.c.
 */
#include "config.h"

#include "gmk-protocol-private.h"

#include <stdarg.h>
#include <string.h>

#include "gmk-rules.h"

/* ------------------------------------------------------------------ output */

void
gmk_protocol_emit (GmkProtocol *self,
                   const char  *format,
                   ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);

  g_mutex_lock (&self->write_lock);
  self->write (line, self->write_data);
  g_mutex_unlock (&self->write_lock);
}

/* -------------------------------------------------------------- the game */

static void
new_game (GmkProtocol *self,
          int          width,
          int          height)
{
  self->started = TRUE;
  self->width = width;
  self->height = height;
  gmk_position_init (self->position, width, height, self->rule);
  gmk_protocol_record_sync (self);
  self->neutral_stones = FALSE;   /* the table is cleared below */
  self->captures_own = 0;
  self->captures_opponent = 0;
  self->time_left = self->timeout_match > 0 ? self->timeout_match : -1;
  memset (self->blocked, 0, sizeof self->blocked);   /* cells of another board */
  if (self->search != NULL)
    gmk_search_clear (self->search);
  gmk_protocol_prepare_search (self);
}

gboolean
gmk_protocol_require_started (GmkProtocol *self,
                              const char  *command)
{
  if (!self->started)
    {
      gmk_protocol_emit (self, "ERROR %s before START: no board yet", command);
      return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- commands */

static void
handle_start (GmkProtocol *self,
              const char  *args,
              gboolean     rectangular)
{
  gint64 v[2];

  if (rectangular ? !gmk_protocol_parse_numbers (args, 2, v)
                  : !gmk_protocol_parse_int (args, G_MININT32, G_MAXINT32, &v[0]))
    {
      gmk_protocol_emit (self, "ERROR %s needs %s, got '%.60s'",
                         rectangular ? "RECTSTART" : "START",
                         rectangular ? "WIDTH,HEIGHT" : "a board size", args);
      return;
    }
  if (!rectangular)
    v[1] = v[0];
  if (v[0] < GMK_MIN_SIZE || v[0] > GMK_MAX_SIZE ||
      v[1] < GMK_MIN_SIZE || v[1] > GMK_MAX_SIZE)
    {
      gmk_protocol_emit (self, "ERROR unsupported board size %" G_GINT64_FORMAT "x%" G_GINT64_FORMAT
                         " (this engine plays %d to %d)", v[0], v[1], GMK_MIN_SIZE, GMK_MAX_SIZE);
      return;
    }
  new_game (self, (int) v[0], (int) v[1]);
  gmk_protocol_emit (self, "OK");
}

static void
handle_turn (GmkProtocol *self,
             const char  *args)
{
  g_autofree char *error = NULL;
  GmkReason reason;
  int x, y;

  if (!gmk_protocol_require_started (self, "TURN"))
    return;
  if (!gmk_protocol_parse_point (self, args, &x, &y, &error))
    {
      gmk_protocol_emit (self, "ERROR TURN: %s", error);
      return;
    }
  reason = gmk_protocol_play_recorded (self, x, y);
  if (reason != GMK_REASON_NONE)
    {
      gmk_protocol_emit (self, "ERROR TURN %d,%d is illegal: %s", x, y, gmk_reason_name (reason));
      return;
    }
  gmk_protocol_think_or_refuse (self);
}

static void
handle_play (GmkProtocol *self,
             const char  *args)
{
  g_autofree char *error = NULL;
  GmkReason reason;
  int x, y;

  if (!gmk_protocol_require_started (self, "PLAY"))
    return;
  if (!gmk_protocol_parse_point (self, args, &x, &y, &error))
    {
      gmk_protocol_emit (self, "ERROR PLAY: %s", error);
      return;
    }
  reason = gmk_protocol_play_recorded (self, x, y);
  if (reason != GMK_REASON_NONE)
    {
      gmk_protocol_emit (self, "ERROR PLAY %d,%d is illegal: %s", x, y, gmk_reason_name (reason));
      return;
    }
  gmk_protocol_emit (self, "%d,%d", x, y);
}

static void
handle_about (GmkProtocol *self)
{
  gmk_protocol_emit (self, "name=\"Gomoku\", version=\"%s\", author=\"The Gomoku authors\", "
                     "country=\"International\"",
                     PACKAGE_VERSION);
}

static gboolean
handle_command (GmkProtocol *self,
                const char  *line)
{
  g_autofree char *command = NULL;
  const char *args;
  const char *space = strchr (line, ' ');

  command = g_ascii_strup (line, space != NULL ? space - line : -1);
  args = space != NULL ? space + 1 : "";
  while (*args == ' ')
    args++;

  /* These act while the search thinks. */
  if (g_str_equal (command, "END"))
    {
      g_atomic_int_set (&self->quitting, 1);
      gmk_protocol_stop_search (self);
      return FALSE;
    }
  if (g_str_equal (command, "YXSTOP"))
    {
      if (self->thread != NULL)
        {
          g_atomic_int_set (&self->stop_requested, 1);
          gmk_search_stop (self->search);
        }
      return TRUE;
    }

  /* Everything else waits for the move being thought about. */
  gmk_protocol_wait_for_search (self);

  if (g_str_equal (command, "START"))
    handle_start (self, args, FALSE);
  else if (g_str_equal (command, "RECTSTART"))
    handle_start (self, args, TRUE);
  else if (g_str_equal (command, "RESTART"))
    {
      if (gmk_protocol_require_started (self, "RESTART"))
        {
          new_game (self, self->width, self->height);
          gmk_protocol_emit (self, "OK");
        }
    }
  else if (g_str_equal (command, "BEGIN"))
    {
      if (!gmk_protocol_require_started (self, "BEGIN"))
        return TRUE;
      if (self->position->board.stones[GMK_BLACK] + self->position->board.stones[GMK_WHITE] > 0)
        gmk_protocol_emit (self, "ERROR BEGIN: the board is not empty "
                           "(use BOARD to continue a game)");
      else
        gmk_protocol_think_or_refuse (self);
    }
  else if (g_str_equal (command, "TURN"))
    handle_turn (self, args);
  else if (g_str_equal (command, "BOARD") || g_str_equal (command, "SWAP2BOARD"))
    {
      if (gmk_protocol_require_started (self, command))
        {
          g_array_set_size (self->entries, 0);
          g_clear_pointer (&self->input_error, g_free);
          self->input_mode = g_str_equal (command, "BOARD") ? INPUT_BOARD : INPUT_SWAP2;
        }
    }
  else if (g_str_equal (command, "DONE"))
    gmk_protocol_emit (self, "ERROR DONE without BOARD");
  else if (g_str_equal (command, "TAKEBACK"))
    gmk_protocol_handle_takeback (self, args);
  else if (g_str_equal (command, "PLAY"))
    handle_play (self, args);
  else if (g_str_equal (command, "INFO"))
    gmk_protocol_handle_info (self, args);
  else if (g_str_equal (command, "ABOUT"))
    handle_about (self);
  /* Yixin's analysis commands (gmk-protocol-yixin.c) and balanced-opening
   * commands (gmk-protocol-balance.c). */
  else if (gmk_protocol_handle_yixin (self, command, args) ||
           gmk_protocol_handle_balance (self, command, args))
    ;
  else
    gmk_protocol_emit (self, "UNKNOWN command '%.60s'", command);
  return TRUE;
}

gboolean
gmk_protocol_handle_line (GmkProtocol *self,
                          const char  *raw)
{
  g_autofree char *line = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (raw != NULL, TRUE);

  if (strlen (raw) > GMK_PROTOCOL_MAX_LINE)
    {
      gmk_protocol_emit (self, "ERROR line longer than %d characters ignored",
                         GMK_PROTOCOL_MAX_LINE);
      if (self->input_mode != INPUT_COMMANDS && self->input_error == NULL)
        self->input_error = g_strdup ("a line was too long");
      return TRUE;
    }
  line = g_strstrip (g_strdup (raw));
  /* Control characters and non-ASCII bytes are not part of the protocol. */
  for (char *p = line; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || (guchar) *p >= 0x7f)
      *p = ' ';
  if (line[0] == '\0')
    return TRUE;

  if (self->input_mode != INPUT_COMMANDS)
    {
      if (g_ascii_strcasecmp (line, "DONE") == 0)
        {
          gmk_protocol_wait_for_search (self);
          if (self->input_mode == INPUT_BOARD)
            gmk_protocol_finish_board (self);
          else if (self->input_mode == INPUT_SWAP2)
            gmk_protocol_finish_swap2 (self);
          else
            gmk_protocol_yixin_done (self);
          return TRUE;
        }
      if (g_ascii_isdigit (line[0]) || line[0] == '-' || line[0] == '+')
        {
          if (self->input_mode == INPUT_BOARD)
            gmk_protocol_board_line (self, line);
          else if (self->input_mode == INPUT_SWAP2)
            gmk_protocol_swap2_line (self, line);
          else
            gmk_protocol_yixin_line (self, line);
          return TRUE;
        }
      /* A command inside a block: the block is abandoned, the command runs. */
      gmk_protocol_emit (self, "ERROR %s without DONE: abandoned",
                         gmk_protocol_input_name (self->input_mode));
      self->input_mode = INPUT_COMMANDS;
      g_clear_pointer (&self->input_error, g_free);
    }
  return handle_command (self, line);
}

void
gmk_protocol_finish (GmkProtocol *self)
{
  gmk_protocol_wait_for_search (self);
}

gboolean
gmk_protocol_is_thinking (GmkProtocol *self)
{
  return self->thread != NULL && !g_atomic_int_get (&self->thread_done);
}

const GmkPosition *
gmk_protocol_get_position (GmkProtocol *self)
{
  g_return_val_if_fail (self->thread == NULL, NULL);
  return self->position;
}

/* ---------------------------------------------------------------- lifetime */

GmkProtocol *
gmk_protocol_new (GmkProtocolWriteFunc write,
                  gpointer             user_data)
{
  GmkProtocol *self = g_new0 (GmkProtocol, 1);

  self->write = write;
  self->write_data = user_data;
  g_mutex_init (&self->write_lock);
  self->position = g_new0 (GmkPosition, 1);
  self->base = g_new0 (GmkPosition, 1);
  self->record = g_array_new (FALSE, FALSE, sizeof (RecordMove));
  self->rule = GMK_RULE_FREESTYLE;
  self->width = self->height = 15;
  gmk_position_init (self->position, 15, 15, self->rule);
  gmk_protocol_record_sync (self);
  self->timeout_turn = DEFAULT_TIMEOUT_TURN_MS;
  self->timeout_match = 0;
  self->time_left = -1;
  self->threads = 1;
  self->hash_request_mib = DEFAULT_HASH_MIB;
  self->level = GMK_MAX_LEVEL;
  self->multi_pv = 1;
  self->seed = g_random_int ();
  self->entries = g_array_new (FALSE, FALSE, sizeof (BoardEntry));
  return self;
}

void
gmk_protocol_free (GmkProtocol *self)
{
  if (self == NULL)
    return;
  g_atomic_int_set (&self->quitting, 1);
  gmk_protocol_stop_search (self);
  g_clear_pointer (&self->search, gmk_search_free);
  g_array_unref (self->entries);
  g_free (self->input_error);
  g_free (self->position);
  g_free (self->base);
  g_array_unref (self->record);
  g_mutex_clear (&self->write_lock);
  g_free (self);
}
