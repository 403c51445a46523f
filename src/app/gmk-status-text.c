/* gmk-status-text.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-status-text.h"

static const char *
color_name (GmkColor color)
{
  return color == GMK_WHITE ? _("White") : _("Black");
}

static char *
describe_result (GmkResult result)
{
  switch (result)
    {
    case GMK_RESULT_BLACK_WINS:
      /* Translators: the status line once the game is over */
      return g_strdup (_("Game over: Black wins"));
    case GMK_RESULT_WHITE_WINS:
      return g_strdup (_("Game over: White wins"));
    case GMK_RESULT_DRAW:
      return g_strdup (_("Game over: a draw"));
    case GMK_RESULT_NONE:
    default:
      return NULL;
    }
}

/* Who acts now, before anything known about the outcome. */
static char *
describe_turn (const GmkStatusFacts *facts)
{
  /* The computer's move, found and held for the pace, is not played yet:
   * the turn is still the computer's, whatever the board invites. */
  if (facts->thinking == GMK_BLACK || facts->thinking == GMK_WHITE)
    /* Translators: "White is thinking…" */
    return g_strdup_printf (_("%s is thinking…"), color_name (facts->thinking));
  if (facts->paused)
    return g_strdup (_("Paused"));
  if (facts->person_to_move && facts->against_computer)
    /* Translators: the person plays against the computer, "Your turn (Black)" */
    return g_strdup_printf (_("Your turn (%s)"), color_name (facts->to_move));
  /* Translators: "Black to move" */
  return g_strdup_printf (_("%s to move"), color_name (facts->to_move));
}

char *
gmk_status_text (const GmkStatusFacts *facts)
{
  g_autofree char *turn = NULL;

  g_return_val_if_fail (facts != NULL, NULL);

  if (facts->result != GMK_RESULT_NONE)
    return describe_result (facts->result);
  if (facts->pending_five == GMK_BLACK || facts->pending_five == GMK_WHITE)
    /* Translators: ninuki, "Black has five; White may still break it" */
    return g_strdup_printf (_("%s has five; %s may still break it"),
                            color_name (facts->pending_five),
                            color_name (GMK_OTHER (facts->pending_five)));

  turn = describe_turn (facts);
  if (facts->forced_winner == GMK_BLACK || facts->forced_winner == GMK_WHITE)
    /* Translators: whose turn, then a proven result,
     * "Your turn (Black) · White has a forced win" */
    return g_strdup_printf (_("%s · %s has a forced win"), turn,
                            color_name (facts->forced_winner));
  return g_steal_pointer (&turn);
}

char *
gmk_status_detail (const GmkStatusFacts *facts)
{
  g_return_val_if_fail (facts != NULL, NULL);

  /* A proven result or the end says more than the rule's known bias; an
   * empty board has no figures to explain yet. */
  if (facts->result != GMK_RESULT_NONE ||
      facts->forced_winner == GMK_BLACK || facts->forced_winner == GMK_WHITE ||
      !facts->advantage_known ||
      facts->n_moves == 0 || facts->n_moves > GMK_STATUS_OPENING_MOVES)
    return NULL;

  return g_strdup (_("Black’s first-move advantage is known: with perfect play "
                     "Black wins under this rule, so the winning chance favours "
                     "Black from the first stone."));
}
