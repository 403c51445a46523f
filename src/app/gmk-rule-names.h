/* gmk-rule-names.h: what the rule sets are called on screen.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One place for each rule's name and one-line explanation, translated, so
 * the subtitle, the preferences and the board's description cannot call a
 * rule by two names.
 */
#pragma once

#include <glib.h>

#include "gmk-rules.h"

G_BEGIN_DECLS

/* "Freestyle", "Renju", "Ninuki"…; "Unknown" out of range. */
const char *gmk_rule_title       (GmkRule rule);
/* What makes the rule set different, in one sentence. */
const char *gmk_rule_description (GmkRule rule);

G_END_DECLS
