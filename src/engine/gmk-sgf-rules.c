/* gmk-sgf-rules.c: the rule names an SGF file's RU[] may carry.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-sgf.h"

#include <string.h>

/* Rule names as other programs write them, compared without case, blanks,
 * dashes or underscores. */
static const struct {
  const char *name;
  GmkRule     rule;
} sgf_rule_names[] = {
  { "freestyle", GMK_RULE_FREESTYLE },
  { "gomoku", GMK_RULE_FREESTYLE },
  { "freestylegomoku", GMK_RULE_FREESTYLE },
  { "free", GMK_RULE_FREESTYLE },
  { "standard", GMK_RULE_STANDARD },
  { "standardgomoku", GMK_RULE_STANDARD },
  { "exactfive", GMK_RULE_STANDARD },
  { "exact5", GMK_RULE_STANDARD },
  { "renju", GMK_RULE_RENJU },
  { "rif", GMK_RULE_RENJU },
  { "caro", GMK_RULE_CARO },
  { "caro5", GMK_RULE_CARO5 },
  { "ninuki", GMK_RULE_NINUKI },
  { "ninukirenju", GMK_RULE_NINUKI },
  { "pente", GMK_RULE_PENTE },
};

gboolean
gmk_sgf_rule_from_name (const char *value,
                        GmkRule    *rule)
{
  char key[32];
  gsize n = 0;

  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == ' ' || *p == '-' || *p == '_' || *p == '\t')
        continue;
      if (n + 1 >= sizeof key)
        return FALSE;
      key[n++] = g_ascii_tolower (*p);
    }
  key[n] = '\0';

  for (gsize i = 0; i < G_N_ELEMENTS (sgf_rule_names); i++)
    if (strcmp (key, sgf_rule_names[i].name) == 0)
      {
        *rule = sgf_rule_names[i].rule;
        return TRUE;
      }
  return FALSE;
}
