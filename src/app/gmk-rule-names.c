/* gmk-rule-names.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-rule-names.h"

typedef struct
{
  const char *title;
  const char *description;
} RuleName;

/* In the order of GmkRule. */
static const RuleName rule_names[] = {
  { N_("Freestyle"),
    N_("Five or more stones in a row win") },
  { N_("Standard"),
    N_("Exactly five in a row win; a longer line does not") },
  { N_("Renju"),
    N_("Black needs exactly five and may not make a double three, a double four or an overline") },
  { N_("Caro"),
    N_("Five or more win, unless the opponent blocks both ends") },
  { N_("Caro, Exactly Five"),
    N_("Exactly five win, unless the opponent blocks both ends") },
  { N_("Ninuki"),
    N_("Capture pairs by closing them in; five in a row or five captures win; no double threes") },
  { N_("Pente"),
    N_("Capture pairs by closing them in; five in a row or five captures win") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (rule_names) == GMK_N_RULES);

const char *
gmk_rule_title (GmkRule rule)
{
  if ((guint) rule >= G_N_ELEMENTS (rule_names))
    return _("Unknown");
  return _(rule_names[rule].title);
}

const char *
gmk_rule_description (GmkRule rule)
{
  if ((guint) rule >= G_N_ELEMENTS (rule_names))
    return "";
  return _(rule_names[rule].description);
}
