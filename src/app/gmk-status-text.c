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

char *
gmk_status_opening_text (const GmkStatusFacts *facts)
{
  const char *actor;
  gboolean you;

  g_return_val_if_fail (facts != NULL, NULL);

  /* No actor: facts from outside an opening. */
  if (facts->actor != GMK_BLACK && facts->actor != GMK_WHITE)
    return NULL;
  actor = color_name (facts->actor);
  you = facts->person_to_move && facts->against_computer;
  switch (facts->opening_stage)
    {
    case GMK_STAGE_PLACE:
      /* The first stones of a swap: the one who will choose later places
       * both colours, so the side to move is not who acts. */
      if (facts->actor == facts->to_move)
        return NULL;
      if (you)
        return g_strdup (facts->to_move == GMK_WHITE ? _("Your turn: place a white stone")
                                                     : _("Your turn: place a black stone"));
      /* Translators: an opening's step, "Black places a white stone" */
      return g_strdup_printf (facts->to_move == GMK_WHITE ? _("%s places a white stone")
                                                          : _("%s places a black stone"),
                              actor);
    case GMK_STAGE_CHOOSE_COLOR:
      if (you)
        return g_strdup (_("Your turn: choose a colour"));
      /* Translators: an opening's step, "White chooses a colour" */
      return g_strdup_printf (_("%s chooses a colour"), actor);
    case GMK_STAGE_SWAP2_CHOICE:
      if (you)
        return g_strdup (_("Your turn: choose a colour or place two more stones"));
      return g_strdup_printf (_("%s chooses a colour or places two more stones"), actor);
    case GMK_STAGE_DECLARE:
      if (you)
        return g_strdup (_("Your turn: say how many fifth moves Black offers"));
      /* Translators: Soosõrv-8, "White says how many fifth moves Black offers" */
      return g_strdup_printf (_("%s says how many fifth moves Black offers"), actor);
    case GMK_STAGE_FIFTH:
      if (!facts->offering)
        {
          if (you)
            return g_strdup_printf (ngettext ("Your turn: play the fifth move or offer %d",
                                              "Your turn: play the fifth move or offer %d",
                                              facts->declared),
                                    facts->declared);
          /* Translators: Taraguchi-10, "Black plays the fifth move or offers 10" */
          return g_strdup_printf (ngettext ("%s plays the fifth move or offers %d",
                                            "%s plays the fifth move or offers %d",
                                            facts->declared),
                                  actor, facts->declared);
        }
      G_GNUC_FALLTHROUGH;
    case GMK_STAGE_OFFER:
      if (you)
        return g_strdup_printf (ngettext ("Your turn: offer %d fifth move",
                                          "Your turn: offer %d fifth moves",
                                          facts->declared),
                                facts->declared);
      /* Translators: "Black offers 2 fifth moves" */
      return g_strdup_printf (ngettext ("%s offers %d fifth move",
                                        "%s offers %d fifth moves",
                                        facts->declared),
                              actor, facts->declared);
    case GMK_STAGE_SELECT:
      if (you)
        return g_strdup (_("Your turn: choose one of the fifth moves offered"));
      /* Translators: "White chooses one of the fifth moves offered" */
      return g_strdup_printf (_("%s chooses one of the fifth moves offered"), actor);
    case GMK_STAGE_DONE:
    default:
      return NULL;
    }
}

/* Who acts now, before anything known about the outcome. */
static char *
describe_turn (const GmkStatusFacts *facts)
{
  char *opening;

  /* The computer's move, found and held for the pace, is not played yet:
   * the turn is still the computer's, whatever the board invites. */
  if (facts->thinking == GMK_BLACK || facts->thinking == GMK_WHITE)
    /* Translators: "White is thinking…" */
    return g_strdup_printf (_("%s is thinking…"), color_name (facts->thinking));
  if (facts->paused)
    return g_strdup (_("Paused"));
  if ((opening = gmk_status_opening_text (facts)) != NULL)
    return opening;
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
