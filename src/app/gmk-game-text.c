/* gmk-game-text.c: what the game says to people — colour and rule names,
 * why a move is refused, how a game ended.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Apart from gmk-game.c so the game's sentences, which change with the
 * translations, are not mixed with its history.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-game.h"
#include "gmk-notation.h"
#include "gmk-rule-names.h"

const char *
gmk_game_color_name (GmkColor color)
{
  return color == GMK_WHITE ? _("White") : _("Black");
}

const char *
gmk_game_rule_title (GmkRule rule)
{
  return gmk_rule_title (rule);
}

char *
gmk_game_describe_refusal (GmkColor   color,
                           int        x,
                           int        y,
                           int        height,
                           GmkReason  reason)
{
  char where[GMK_NOTATION_MAX];
  const char *who = gmk_game_color_name (color);

  if (reason == GMK_REASON_OFF_BOARD)
    return g_strdup_printf (_("%s may not play off the board"), who);

  gmk_notation_format (x, y, height, where);

  switch (reason)
    {
    case GMK_REASON_OCCUPIED:
      /* Translators: "Black may not play h8: the point is taken" */
      return g_strdup_printf (_("%s may not play %s: the point is taken"), who, where);
    case GMK_REASON_DOUBLE_THREE:
      return g_strdup_printf (_("%s may not play %s: double-three"), who, where);
    case GMK_REASON_DOUBLE_FOUR:
      return g_strdup_printf (_("%s may not play %s: double-four"), who, where);
    case GMK_REASON_OVERLINE:
      return g_strdup_printf (_("%s may not play %s: overline"), who, where);
    case GMK_REASON_GAME_OVER:
      return g_strdup (_("The game is over"));
    case GMK_REASON_NONE:
    case GMK_REASON_OFF_BOARD:
    default:
      return g_strdup_printf (_("%s may not play %s"), who, where);
    }
}

char *
gmk_game_describe_result (GmkGame *self)
{
  GmkResult result = gmk_game_get_result (self);
  GmkHow how = gmk_game_get_how (self);
  const char *who;

  if (result == GMK_RESULT_NONE)
    return NULL;
  if (result == GMK_RESULT_DRAW)
    {
      if (how == GMK_HOW_FULL_BOARD)
        return g_strdup (_("Draw: the board is full"));
      return g_strdup (_("Draw"));
    }

  who = gmk_game_color_name (result == GMK_RESULT_BLACK_WINS ? GMK_BLACK : GMK_WHITE);
  switch (how)
    {
    case GMK_HOW_FIVE:
      /* Translators: "Black wins with five in a row" */
      return g_strdup_printf (_("%s wins with five in a row"), who);
    case GMK_HOW_CAPTURES:
      return g_strdup_printf (_("%s wins by capturing %d pairs"), who, GMK_CAPTURE_WIN_PAIRS);
    case GMK_HOW_NONE:
    case GMK_HOW_FULL_BOARD:
    default:
      return g_strdup_printf (_("%s wins"), who);
    }
}
