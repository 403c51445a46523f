/* gmk-protocol-board.c: the game record, and the commands that
 * change the position as a whole: BOARD…DONE, TAKEBACK, a new rule.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record is what TAKEBACK needs: every move since the position was last
 * set up, by whom, so a stone can be taken back from the middle of the game
 * and the moves after it replayed.
 */
#include "config.h"

#include "gmk-protocol-private.h"

#include <string.h>

#include "gmk-rules.h"

/* `dest` becomes a set-up position of `rule` with the stones of `src`, its
 * capture counts when `rule` has captures, and `to_move` to move; no move
 * history.  The rules compute the status from the stones. */
static void
setup_like (GmkPosition       *dest,
            const GmkPosition *src,
            GmkRule            rule,
            GmkColor           to_move)
{
  const GmkBoard *board = &src->board;

  g_assert (dest != src);
  gmk_position_init (dest, board->width, board->height, rule);
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int index = gmk_board_index (x, y);
        GmkStone stone = board->cell[index];

        if (stone == GMK_BLACK || stone == GMK_WHITE)
          gmk_board_put (&dest->board, index, stone);
        else if (stone == GMK_WALL)
          dest->board.cell[index] = GMK_WALL;   /* a neutral stone */
      }
  if (dest->board.captures && board->captures)
    for (GmkColor c = GMK_BLACK; c <= GMK_WHITE; c++)
      gmk_board_set_captured_pairs (&dest->board, c, board->captured_pairs[c]);
  if (dest->board.to_move != to_move)
    gmk_board_switch_side (&dest->board);
  gmk_position_setup_done (dest);
}

/* After the position was replaced as a whole (START, BOARD, SWAP2BOARD, a
 * rule change): its move stack is the record, what lies under it the base. */
void
gmk_protocol_record_sync (GmkProtocol *self)
{
  GmkPosition *base = self->base;

  gmk_position_copy (base, self->position);
  g_array_set_size (self->record, base->board.ply);
  for (int i = base->board.ply - 1; i >= 0; i--)
    {
      RecordMove *move = &g_array_index (self->record, RecordMove, i);

      move->index = base->board.history[i].move;
      gmk_position_undo (base);
      move->color = base->board.to_move;
    }
}

/* Every move of the game goes through here, so the record follows. */
GmkReason
gmk_protocol_play_recorded (GmkProtocol *self,
                            int          x,
                            int          y)
{
  RecordMove move = { gmk_board_index (x, y), self->position->board.to_move };
  GmkReason reason = gmk_position_play (self->position, x, y);

  if (reason == GMK_REASON_NONE)
    g_array_append_val (self->record, move);
  return reason;
}

/* Plays the record on `base` into `pos` (and the moves kept into `kept`),
 * leaving out entry `skip` (G_MAXUINT: none), with `to_move` to move at the
 * end.  Where the colours stop alternating the position is set up afresh.
 * FALSE with `error` set when a later move no longer fits: its cell is taken
 * (a stone that was captured stays on the board now) or the rules refuse it. */
static gboolean
replay_record (GmkProtocol       *self,
               const GmkPosition *base,
               guint              skip,
               GmkColor           to_move,
               GmkPosition       *pos,
               GArray            *kept,
               char             **error)
{
  g_autofree GmkPosition *scratch = g_new (GmkPosition, 1);

  gmk_position_copy (pos, base);
  for (guint i = 0; i < self->record->len; i++)
    {
      const RecordMove *move = &g_array_index (self->record, RecordMove, i);
      const int x = gmk_board_x (move->index), y = gmk_board_y (move->index);
      GmkReason reason;

      if (i == skip)
        continue;
      if (pos->board.cell[move->index] != GMK_EMPTY)
        {
          *error = g_strdup_printf ("the later move %d,%d would land on a stone that is no longer captured", x, y);
          return FALSE;
        }
      if (pos->board.to_move != move->color)
        {
          gmk_position_copy (scratch, pos);
          setup_like (pos, scratch, pos->board.rule, move->color);
        }
      reason = gmk_position_play (pos, x, y);
      if (reason != GMK_REASON_NONE)
        {
          *error = g_strdup_printf ("the later move %d,%d would be illegal (%s)", x, y,
                                    gmk_reason_name (reason));
          return FALSE;
        }
      g_array_append_val (kept, *move);
    }
  if (pos->board.to_move != to_move)
    {
      gmk_position_copy (scratch, pos);
      setup_like (pos, scratch, pos->board.rule, to_move);
    }
  return TRUE;
}

/* The game again under a new rule: the base set up under it and the record
 * replayed, so TAKEBACK keeps working.  When that does not give the stones
 * on the board now (the new rule forbids a move, or captures differently),
 * the stones stay as they stand, set up directly. */
void
gmk_protocol_change_rule (GmkProtocol *self,
                          GmkRule      rule)
{
  g_autofree GmkPosition *base = NULL;
  g_autofree GmkPosition *pos = NULL;
  g_autoptr(GArray) kept = NULL;
  g_autofree char *error = NULL;
  const GmkBoard *now = &self->position->board;

  if (rule == self->rule)
    return;
  self->rule = rule;
  if (!self->started)
    return;

  base = g_new (GmkPosition, 1);
  pos = g_new (GmkPosition, 1);
  kept = g_array_new (FALSE, FALSE, sizeof (RecordMove));
  setup_like (base, self->base, rule, self->base->board.to_move);
  if (replay_record (self, base, G_MAXUINT, now->to_move, pos, kept, &error) &&
      memcmp (pos->board.cell, now->cell, sizeof now->cell) == 0 &&
      memcmp (pos->board.captured_pairs, now->captured_pairs, sizeof now->captured_pairs) == 0)
    {
      gmk_position_copy (self->position, pos);
      gmk_position_copy (self->base, base);
    }
  else
    {
      setup_like (pos, self->position, rule, now->to_move);
      gmk_position_copy (self->position, pos);
      gmk_protocol_record_sync (self);
    }
}

/* ----------------------------------------------------------- BOARD…DONE */

static gboolean
board_has_stone_set (const GmkBoard   *board,
                     const BoardEntry *entries,
                     guint             n,
                     GmkColor          own)
{
  if ((guint) (board->stones[GMK_BLACK] + board->stones[GMK_WHITE]) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      GmkColor color = entries[i].field == 1 ? own : GMK_OTHER (own);

      if (board->cell[gmk_board_index (entries[i].x, entries[i].y)] != color)
        return FALSE;
    }
  return TRUE;
}

/* The BOARD list in order, alternating colours, each move legal, nothing
 * captured on the way: then it is the real game and TAKEBACK can undo it. */
static gboolean
replay_entries (GmkProtocol      *self,
                GmkPosition      *pos,
                const BoardEntry *entries,
                guint             n,
                GmkColor          own)
{
  gmk_position_init (pos, self->width, self->height, self->rule);
  for (guint i = 0; i < n; i++)
    {
      GmkColor color = entries[i].field == 1 ? own : GMK_OTHER (own);

      if (color != pos->board.to_move ||
          gmk_position_play (pos, entries[i].x, entries[i].y) != GMK_REASON_NONE)
        return FALSE;
    }
  return pos->board.to_move == own && board_has_stone_set (&pos->board, entries, n, own);
}

void
gmk_protocol_finish_board (GmkProtocol *self)
{
  if (gmk_protocol_setup_board (self, "BOARD"))
    gmk_protocol_think_or_refuse (self);
}

gboolean
gmk_protocol_setup_board (GmkProtocol *self,
                          const char  *command)
{
  const BoardEntry *entries = (const BoardEntry *) (gpointer) self->entries->data;
  const guint n = self->entries->len;
  g_autofree GmkPosition *replay = NULL;
  int own_stones = 0, opponent_stones = 0, neutral = 0;
  GmkColor own;

  self->input_mode = INPUT_COMMANDS;
  if (self->input_error != NULL)
    {
      gmk_protocol_emit (self, "ERROR %s: %s", command, self->input_error);
      g_clear_pointer (&self->input_error, g_free);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      if (entries[i].field == 1)
        own_stones++;
      else if (entries[i].field == 2)
        opponent_stones++;
      else
        neutral++;
    }

  /* We are to move.  Black moves when both have played as many stones;
   * with captures, the stones each side lost still count as played. */
  if (gmk_rule_has_captures (self->rule))
    {
      own_stones += 2 * self->captures_opponent;
      opponent_stones += 2 * self->captures_own;
    }
  own = opponent_stones > own_stones ? GMK_WHITE : GMK_BLACK;

  replay = g_new (GmkPosition, 1);
  if (self->captures_own == 0 && self->captures_opponent == 0 && neutral == 0 &&
      replay_entries (self, replay, entries, n, own))
    {
      gmk_position_copy (self->position, replay);
    }
  else
    {
      GmkPosition *pos = self->position;

      gmk_position_init (pos, self->width, self->height, self->rule);
      for (guint i = 0; i < n; i++)
        {
          int index = gmk_board_index (entries[i].x, entries[i].y);

          /* Field 3, a stone of a continuous game's finished line, belongs
           * to nobody: it blocks lines as the edge does, which is what a
           * wall cell is to the rules, the evaluation and the search. */
          if (entries[i].field == 3)
            pos->board.cell[index] = GMK_WALL;
          else
            gmk_board_put (&pos->board, index, entries[i].field == 1 ? own : GMK_OTHER (own));
        }
      if (pos->board.captures)
        {
          gmk_board_set_captured_pairs (&pos->board, own, self->captures_own);
          gmk_board_set_captured_pairs (&pos->board, GMK_OTHER (own), self->captures_opponent);
        }
      if (pos->board.to_move != own)
        gmk_board_switch_side (&pos->board);
      gmk_position_setup_done (pos);
    }
  gmk_protocol_record_sync (self);
  self->captures_own = 0;
  self->captures_opponent = 0;
  /* The hash knows only black and white stones: what the table learnt
   * with other neutral stones, or none, would mislead the search. */
  if ((neutral > 0 || self->neutral_stones) && self->search != NULL)
    gmk_search_clear (self->search);
  self->neutral_stones = neutral > 0;
  return TRUE;
}

void
gmk_protocol_board_line (GmkProtocol *self,
                         const char  *line)
{
  gint64 v[3];
  BoardEntry entry;

  if (self->input_error != NULL)
    return;   /* the first error is the one reported */

  if (!gmk_protocol_parse_numbers (line, 3, v))
    {
      self->input_error = g_strdup_printf ("expected X,Y,FIELD but got '%.60s'", line);
      return;
    }
  if (v[0] < 0 || v[1] < 0 || v[0] >= self->width || v[1] >= self->height)
    {
      self->input_error = g_strdup_printf ("%s is outside the %dx%d board",
                                           line, self->width, self->height);
      return;
    }
  if (v[2] < 1 || v[2] > 3)
    {
      self->input_error = g_strdup_printf ("field must be 1 (own), 2 (opponent) or 3 (neutral) in '%.60s'",
                                           line);
      return;
    }
  for (guint i = 0; i < self->entries->len; i++)
    {
      const BoardEntry *e = &g_array_index (self->entries, BoardEntry, i);

      if (e->x == v[0] && e->y == v[1])
        {
          self->input_error = g_strdup_printf ("%d,%d is given twice", e->x, e->y);
          return;
        }
    }
  if (self->entries->len >= (guint) (self->width * self->height))
    {
      self->input_error = g_strdup ("more stones than cells");
      return;
    }
  entry.x = (int) v[0];
  entry.y = (int) v[1];
  entry.field = (int) v[2];
  g_array_append_val (self->entries, entry);
}

/* TAKEBACK x,y: the stone goes as if it had never been played.  The moves
 * after it stay and are replayed (captures included, so what it captured
 * comes back exactly); the turn goes to the stone's colour.  Refused when a
 * later move no longer fits, or when the stone was set up by BOARD in a
 * capture game (what it captured is unknown). */
void
gmk_protocol_handle_takeback (GmkProtocol *self,
                              const char  *args)
{
  g_autofree char *error = NULL;
  g_autofree GmkPosition *base = NULL;
  g_autofree GmkPosition *pos = NULL;
  g_autoptr(GArray) kept = NULL;
  guint entry = G_MAXUINT;
  int x, y, index;
  GmkStone stone;

  if (!gmk_protocol_require_started (self, "TAKEBACK"))
    return;
  if (!gmk_protocol_parse_point (self, args, &x, &y, &error))
    {
      gmk_protocol_emit (self, "ERROR TAKEBACK: %s", error);
      return;
    }
  index = gmk_board_index (x, y);
  stone = self->position->board.cell[index];
  if (stone != GMK_BLACK && stone != GMK_WHITE)
    {
      gmk_protocol_emit (self, "ERROR TAKEBACK %d,%d: there is no stone there", x, y);
      return;
    }

  /* The stone standing there was played by the cell's last record entry;
   * with none, BOARD set it up. */
  for (guint i = self->record->len; i-- > 0;)
    if (g_array_index (self->record, RecordMove, i).index == index)
      {
        entry = i;
        break;
      }

  /* The last move, still on the position's own stack: undone in place. */
  if (entry != G_MAXUINT && entry == self->record->len - 1 &&
      self->position->board.ply > 0 && gmk_board_last_move (&self->position->board) == index)
    {
      gmk_position_undo (self->position);
      g_array_set_size (self->record, entry);
      gmk_protocol_emit (self, "OK");
      return;
    }

  base = g_new (GmkPosition, 1);
  gmk_position_copy (base, self->base);
  if (entry == G_MAXUINT)
    {
      if (base->board.captures)
        {
          gmk_protocol_emit (self, "ERROR TAKEBACK %d,%d: the stone was set up by BOARD "
                             "and what it captured is unknown (send BOARD again)", x, y);
          return;
        }
      gmk_board_remove (&base->board, index);
      gmk_position_setup_done (base);
    }

  pos = g_new (GmkPosition, 1);
  kept = g_array_new (FALSE, FALSE, sizeof (RecordMove));
  if (!replay_record (self, base, entry, stone, pos, kept, &error))
    {
      gmk_protocol_emit (self, "ERROR TAKEBACK %d,%d: %s", x, y, error);
      return;
    }
  gmk_position_copy (self->position, pos);
  gmk_position_copy (self->base, base);
  g_array_set_size (self->record, 0);
  g_array_append_vals (self->record, kept->data, kept->len);
  gmk_protocol_emit (self, "OK");
}
