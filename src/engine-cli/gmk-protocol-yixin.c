/* gmk-protocol-yixin.c: Yixin's analysis commands, answered as Rapfi
 * answers them, so the engine works inside Yixin Board and the GUIs that
 * copied its protocol.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * YXBOARD sets a position without thinking; YXNBEST and YXSEARCHDEFEND
 * think about several moves (the search's multi-PV); YXBLOCK, YXBLOCKUNDO
 * and YXBLOCKRESET keep a list of cells the search must not play;
 * YXSHOWFORBID lists the side to move's forbidden points; YXHASHCLEAR and
 * YXSHOWINFO are bookkeeping.  The formats are in docs/protocol.md.
 */
#include "config.h"

#include "gmk-protocol-private.h"

#include <string.h>

#include "gmk-notation.h"
#include "gmk-rules.h"

/* Yixin hash sizes are KiB: the largest we take, as a power of two. */
#define MAX_HASH_SIZE_LOG2_KIB 22   /* MAX_HASH_MIB (4096 MiB) */

G_STATIC_ASSERT ((1 << (MAX_HASH_SIZE_LOG2_KIB - 10)) == MAX_HASH_MIB);

const char *
gmk_protocol_input_name (InputMode mode)
{
  switch (mode)
    {
    case INPUT_BOARD:
      return "BOARD";
    case INPUT_SWAP2:
      return "SWAP2BOARD";
    case INPUT_YXBOARD:
      return "YXBOARD";
    case INPUT_BLOCK:
      return "YXBLOCK";
    case INPUT_BLOCK_UNDO:
      return "YXBLOCKUNDO";
    case INPUT_COMMANDS:
    default:
      return "command";
    }
}

gboolean
gmk_protocol_has_blocked (GmkProtocol *self)
{
  for (int i = 0; i < GMK_CELLS; i++)
    if (self->blocked[i])
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------ the blocks */

static void
start_block (GmkProtocol *self,
             const char  *command,
             InputMode    mode)
{
  if (!gmk_protocol_require_started (self, command))
    return;
  g_array_set_size (self->entries, 0);
  g_clear_pointer (&self->input_error, g_free);
  self->input_mode = mode;
}

void
gmk_protocol_yixin_line (GmkProtocol *self,
                         const char  *line)
{
  g_autofree char *error = NULL;
  int x, y;

  if (self->input_mode == INPUT_YXBOARD)
    {
      gmk_protocol_board_line (self, line);
      return;
    }
  /* A block list line acts at once, as in Rapfi: a bad one is reported
   * and the others still count. */
  if (!gmk_protocol_parse_point (self, line, &x, &y, &error))
    {
      gmk_protocol_emit (self, "ERROR %s: %s", gmk_protocol_input_name (self->input_mode), error);
      return;
    }
  self->blocked[gmk_board_index (x, y)] = self->input_mode == INPUT_BLOCK;
}

void
gmk_protocol_yixin_done (GmkProtocol *self)
{
  InputMode mode = self->input_mode;

  self->input_mode = INPUT_COMMANDS;
  if (mode == INPUT_YXBOARD)
    gmk_protocol_setup_board (self, "YXBOARD");
}

/* ------------------------------------------------------------- the lines */

void
gmk_protocol_emit_lines (GmkProtocol         *self,
                         const GmkSearchInfo *info)
{
  for (int i = 0; i < info->n_lines; i++)
    {
      const GmkSearchLine *l = &info->lines[i];
      g_autoptr(GString) text = g_string_new (NULL);

      g_string_append_printf (text, "MESSAGE (%d) %d (%d%%)%s | %d-%d |", i + 1, l->score,
                              (int) CLAMP (l->win_probability * 100.0 + 0.5, 0.0, 100.0),
                              l->forced ? (l->score > 0 ? " win" : " loss") : "",
                              l->depth, MAX (l->depth, info->seldepth));
      for (int k = 0; k < l->pv_length; k++)
        {
          char cell[GMK_NOTATION_MAX];

          if (l->pv[k] < 0 || l->pv[k] >= GMK_CELLS)
            break;
          gmk_notation_format (gmk_board_x (l->pv[k]), gmk_board_y (l->pv[k]), self->height, cell);
          g_string_append_c (text, ' ');
          g_string_append (text, cell);
        }
      gmk_protocol_emit (self, "%s", text->str);
    }
}

/* YXNBEST n: think about the n best moves (at most GMK_MAX_MULTI_PV). */
static void
handle_nbest (GmkProtocol *self,
              const char  *args)
{
  gint64 n;

  if (!gmk_protocol_require_started (self, "YXNBEST"))
    return;
  if (!gmk_protocol_parse_int (args, G_MININT32, G_MAXINT32, &n))
    {
      gmk_protocol_emit (self, "ERROR YXNBEST needs a number of moves, got '%.60s'", args);
      return;
    }
  if (n < 1)
    {
      gmk_protocol_emit (self, "ERROR YXNBEST %" G_GINT64_FORMAT ": at least one move", n);
      return;
    }
  if (n > GMK_MAX_MULTI_PV)
    {
      gmk_protocol_emit (self, "MESSAGE YXNBEST: %d moves at most", GMK_MAX_MULTI_PV);
      n = GMK_MAX_MULTI_PV;
    }
  self->multi_pv = (int) n;
  gmk_protocol_think_or_refuse (self);
  if (self->thread == NULL)
    self->multi_pv = 1;   /* refused: the next TURN thinks of one move */
}

/* YXSHOWFORBID: the side to move's forbidden points, "FORBID xxyy….". */
static void
handle_show_forbid (GmkProtocol *self)
{
  g_autofree GmkPosition *scratch = g_new (GmkPosition, 1);
  g_autoptr(GString) text = g_string_new ("FORBID ");
  GmkBoard *board = &scratch->board;

  if (!gmk_protocol_require_started (self, "YXSHOWFORBID"))
    return;
  /* The rules use the board as scratch space: a copy keeps ours still. */
  gmk_position_copy (scratch, self->position);
  for (int y = 0; y < self->height; y++)
    for (int x = 0; x < self->width; x++)
      {
        int index = gmk_board_index (x, y);

        if (board->cell[index] == GMK_EMPTY &&
            gmk_rules_forbidden (board, index, board->to_move) != GMK_REASON_NONE)
          g_string_append_printf (text, "%02d%02d", x, y);
      }
  g_string_append_c (text, '.');
  gmk_protocol_emit (self, "%s", text->str);
}

static void
handle_show_info (GmkProtocol *self)
{
  gmk_protocol_emit (self, "MESSAGE Gomoku %s", PACKAGE_VERSION);
  gmk_protocol_emit (self, "MESSAGE INFO MAX_THREAD_NUM %d", MAX_THREADS);
  gmk_protocol_emit (self, "MESSAGE INFO MAX_HASH_SIZE %d", MAX_HASH_SIZE_LOG2_KIB);
}

static gboolean
no_arguments (GmkProtocol *self,
              const char  *command,
              const char  *args)
{
  if (args[0] == '\0')
    return TRUE;
  gmk_protocol_emit (self, "ERROR %s takes no arguments, got '%.60s'", command, args);
  return FALSE;
}

gboolean
gmk_protocol_handle_yixin (GmkProtocol *self,
                           const char  *command,
                           const char  *args)
{
  if (g_str_equal (command, "YXBOARD"))
    {
      if (no_arguments (self, command, args))
        start_block (self, command, INPUT_YXBOARD);
    }
  else if (g_str_equal (command, "YXNBEST"))
    handle_nbest (self, args);
  else if (g_str_equal (command, "YXSEARCHDEFEND"))
    {
      /* Rapfi ranks every move of the side to move, to show which defend;
       * the search ranks at most GMK_MAX_MULTI_PV, the best defences. */
      if (no_arguments (self, command, args) && gmk_protocol_require_started (self, command))
        {
          self->multi_pv = GMK_MAX_MULTI_PV;
          gmk_protocol_think_or_refuse (self);
          if (self->thread == NULL)
            self->multi_pv = 1;
        }
    }
  else if (g_str_equal (command, "YXBLOCK"))
    {
      if (no_arguments (self, command, args))
        start_block (self, command, INPUT_BLOCK);
    }
  else if (g_str_equal (command, "YXBLOCKUNDO"))
    {
      if (no_arguments (self, command, args))
        start_block (self, command, INPUT_BLOCK_UNDO);
    }
  else if (g_str_equal (command, "YXBLOCKRESET"))
    {
      if (no_arguments (self, command, args))
        memset (self->blocked, 0, sizeof self->blocked);
    }
  else if (g_str_equal (command, "YXSHOWFORBID"))
    {
      if (no_arguments (self, command, args))
        handle_show_forbid (self);
    }
  else if (g_str_equal (command, "YXHASHCLEAR"))
    {
      if (no_arguments (self, command, args))
        {
          if (self->search != NULL)
            gmk_search_clear (self->search);
          gmk_protocol_emit (self, "MESSAGE hash table cleared");
        }
    }
  else if (g_str_equal (command, "YXSHOWINFO"))
    {
      if (no_arguments (self, command, args))
        handle_show_info (self);
    }
  else
    return FALSE;
  return TRUE;
}
