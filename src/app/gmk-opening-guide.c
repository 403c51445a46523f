/* gmk-opening-guide.c: what to do next in an opening, in plain words.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The words follow docs/openings.md; the stage and the areas come from the
 * engine's GmkOpening, nothing here decides what is allowed.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-opening-guide.h"

static char *
place_text (const GmkOpening *opening,
            int               ply)
{
  switch (opening->rule)
    {
    case GMK_OPENING_SWAP:
    case GMK_OPENING_SWAP2:
      if (opening->to_place > 0)
        return g_strdup (_("Place two more stones: one white, then one black"));
      return g_strdup_printf (ngettext ("Place three stones: two black, one white (%d left)",
                                        "Place three stones: two black, one white (%d left)",
                                        3 - ply),
                              3 - ply);
    case GMK_OPENING_PRO:
    case GMK_OPENING_LONG_PRO:
      if (ply == 1)
        return g_strdup (_("Place a white stone anywhere"));
      if (ply == 2)
        return g_strdup_printf (_("Place a black stone at least %d points from the centre"),
                                opening->rule == GMK_OPENING_PRO ? 3 : 4);
      break;
    case GMK_OPENING_SOOSORV8:
    case GMK_OPENING_TARAGUCHI10:
      if (ply == 1)
        return g_strdup (_("Place a white stone next to the centre"));
      if (ply == 2)
        return g_strdup (_("Place a black stone within the central 5 × 5 area"));
      if (ply == 3 && opening->rule == GMK_OPENING_TARAGUCHI10)
        return g_strdup (_("Place a white stone within the central 7 × 7 area"));
      if (ply == 3)
        return g_strdup (_("Place a white stone anywhere"));
      break;
    case GMK_OPENING_NONE:
    case GMK_N_OPENINGS:
    default:
      break;
    }
  return g_strdup (_("Place the first black stone on the centre"));
}

static char *
step_text (const GmkOpening *opening,
           int               ply,
           int               n_pending,
           gboolean          offering)
{
  switch (opening->stage)
    {
    case GMK_STAGE_PLACE:
      return place_text (opening, ply);
    case GMK_STAGE_CHOOSE_COLOR:
      return g_strdup (_("Choose: play Black or play White"));
    case GMK_STAGE_SWAP2_CHOICE:
      return g_strdup (_("Choose: play Black, play White, or place two more stones"));
    case GMK_STAGE_DECLARE:
      return g_strdup (_("Say how many fifth moves Black must offer, 1 to 8"));
    case GMK_STAGE_FIFTH:
      if (!offering)
        return g_strdup (_("Place the fifth stone within the central 9 × 9 area, or offer 10 fifth moves"));
      G_GNUC_FALLTHROUGH;
    case GMK_STAGE_OFFER:
      /* Translators: "Offer 2 fifth moves (1 chosen)" */
      return g_strdup_printf (ngettext ("Offer %d fifth move (%d chosen)",
                                        "Offer %d fifth moves (%d chosen)",
                                        opening->declared),
                              opening->declared, n_pending);
    case GMK_STAGE_SELECT:
      return g_strdup (_("Choose one of Black’s offers"));
    case GMK_STAGE_DONE:
    default:
      return NULL;
    }
}

char *
gmk_opening_guide_text (const GmkOpening *opening,
                        int               ply,
                        int               n_pending,
                        gboolean          offering,
                        GmkGuideWho       who)
{
  g_autofree char *step = NULL;

  g_return_val_if_fail (opening != NULL, NULL);

  if (opening->stage == GMK_STAGE_DONE)
    return NULL;
  if (who == GMK_GUIDE_COMPUTER)
    return g_strdup (_("The computer is deciding its opening move…"));

  step = step_text (opening, ply, n_pending, offering);
  if (who == GMK_GUIDE_YOU || step == NULL)
    return g_steal_pointer (&step);
  /* Translators: who acts in the opening and what to do,
   * "Second player: Choose one of Black’s offers" */
  return g_strdup_printf (_("%s: %s"),
                          opening->actor == GMK_PLAYER_FIRST ? _("First player") : _("Second player"),
                          step);
}

const char *
gmk_opening_guide_rule_title (GmkOpeningRule rule)
{
  switch (rule)
    {
    case GMK_OPENING_PRO:
      return C_("opening rule", "Pro");
    case GMK_OPENING_LONG_PRO:
      return C_("opening rule", "Long Pro");
    case GMK_OPENING_SWAP:
      return C_("opening rule", "Swap");
    case GMK_OPENING_SWAP2:
      return C_("opening rule", "Swap2");
    case GMK_OPENING_SOOSORV8:
      return C_("opening rule", "Soosõrv-8");
    case GMK_OPENING_TARAGUCHI10:
      return C_("opening rule", "Taraguchi-10");
    case GMK_OPENING_NONE:
    case GMK_N_OPENINGS:
    default:
      return C_("opening rule", "None");
    }
}
