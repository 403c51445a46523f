/* gmk-board-view-a11y.c: what assistive technologies read of the board,
 * its accessible name and description.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-board-view-private.h"
#include "gmk-notation.h"

void
gmk_board_view_update_description (GmkBoardView *self)
{
  GString *text = g_string_new (NULL);
  char where[GMK_NOTATION_MAX];
  g_autofree char *result = NULL;
  guint n;

  if (self->game == NULL)
    {
      g_free (self->description);
      self->description = g_string_free (text, FALSE);
      return;
    }

  n = gmk_game_get_n_moves (self->game);
  g_string_append_printf (text, _("%s, %d × %d board."),
                          gmk_game_rule_title (gmk_game_get_rule (self->game)),
                          gmk_game_get_width (self->game), gmk_game_get_height (self->game));
  if (n > 0)
    {
      int last = gmk_game_get_move (self->game, n - 1);
      GmkColor by = (n % 2 == 1) ? GMK_BLACK : GMK_WHITE;

      gmk_notation_format (gmk_board_x (last), gmk_board_y (last),
                           gmk_game_get_height (self->game), where);
      g_string_append_c (text, ' ');
      /* Translators: "Move 12: White played h8." */
      g_string_append_printf (text, _("Move %u: %s played %s."), n, gmk_game_color_name (by), where);
    }
  result = gmk_game_describe_result (self->game);
  g_string_append_c (text, ' ');
  if (result != NULL)
    g_string_append_printf (text, "%s.", result);
  else
    g_string_append_printf (text, _("%s to move."),
                            gmk_game_color_name (gmk_game_get_to_move (self->game)));

  if (self->cursor_visible)
    {
      const GmkBoard *board = &gmk_game_get_position (self->game)->board;
      int cell = board->cell[gmk_board_index (self->cursor_x, self->cursor_y)];

      gmk_notation_format (self->cursor_x, self->cursor_y, board->height, where);
      g_string_append_c (text, ' ');
      if (cell == GMK_EMPTY)
        g_string_append_printf (text, _("Cursor on %s, empty."), where);
      else
        g_string_append_printf (text, _("Cursor on %s, %s stone."), where,
                                cell == GMK_BLACK ? _("black") : _("white"));
    }

  g_free (self->description);
  self->description = g_string_free (text, FALSE);

  /* GTK 4.8 has no way to announce; screen readers do speak the changed
   * name of the focused widget, so the name carries the latest event:
   * the point under the keyboard cursor, or the move just played. */
  {
    g_autofree char *label = NULL;
    const GmkBoard *board = &gmk_game_get_position (self->game)->board;

    gmk_notation_format (self->cursor_x, self->cursor_y, board->height, where);
    if (self->cursor_moved)
      {
        int cell = board->cell[gmk_board_index (self->cursor_x, self->cursor_y)];

        /* Translators: accessible name of the board, "Board, h8, black stone" */
        label = g_strdup_printf (_("Board, %s, %s"), where,
                                 cell == GMK_EMPTY ? _("empty")
                                 : cell == GMK_BLACK ? _("black stone") : _("white stone"));
      }
    else if (result != NULL)
      label = g_strdup_printf (_("Board, %s"), result);
    else if (n > 0)
      {
        int last = gmk_game_get_move (self->game, n - 1);

        gmk_notation_format (gmk_board_x (last), gmk_board_y (last), board->height, where);
        /* Translators: accessible name of the board, "Board, White played h8, Black to move" */
        label = g_strdup_printf (_("Board, %s played %s, %s to move"),
                                 gmk_game_color_name (n % 2 == 1 ? GMK_BLACK : GMK_WHITE), where,
                                 gmk_game_color_name (gmk_game_get_to_move (self->game)));
      }
    else
      /* Translators: accessible name of the board, "Board, Black to move" */
      label = g_strdup_printf (_("Board, %s to move"),
                               gmk_game_color_name (gmk_game_get_to_move (self->game)));

    g_free (self->label);
    self->label = g_steal_pointer (&label);
  }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->description,
                                  -1);
}

const char *
gmk_board_view_get_label (GmkBoardView *self)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), NULL);
  return self->label;
}

const char *
gmk_board_view_get_description (GmkBoardView *self)
{
  g_return_val_if_fail (GMK_IS_BOARD_VIEW (self), NULL);
  return self->description;
}
