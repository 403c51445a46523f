/* gmk-opening-guide.h: what to do next in an opening, in plain words.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-opening.h"

G_BEGIN_DECLS

typedef enum {
  GMK_GUIDE_YOU,           /* one person against the computer: "you" */
  GMK_GUIDE_SEATS,         /* two people: the seat is named */
  GMK_GUIDE_COMPUTER,      /* the computer acts */
} GmkGuideWho;

/* "Place three stones: two black, one white", "Choose one of Black's
 * offers"…; NULL once the opening is over.  `ply` stones are on the board,
 * `n_pending` fifth moves clicked so far, `offering` Taraguchi-10's fifth
 * stone offered rather than placed.  Free with g_free. */
char *gmk_opening_guide_text (const GmkOpening *opening,
                              int               ply,
                              int               n_pending,
                              gboolean          offering,
                              GmkGuideWho       who);

/* "Swap2", "Soosõrv-8"…, translated; "None" for no opening rule. */
const char *gmk_opening_guide_rule_title (GmkOpeningRule rule);

G_END_DECLS
