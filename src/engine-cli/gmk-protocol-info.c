/* gmk-protocol-info.c: INFO: the settings a manager sends, each key
 * checked and kept for the next move.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-protocol-private.h"

#include <string.h>

#include "gmk-rules.h"

gboolean
gmk_protocol_rule_from_mask (int      mask,
                             GmkRule *rule)
{
  if (mask < 0)
    return FALSE;
  if (mask & 4)
    *rule = GMK_RULE_RENJU;
  else if (mask & 8)
    *rule = (mask & 1) ? GMK_RULE_CARO5 : GMK_RULE_CARO;
  else
    *rule = (mask & 1) ? GMK_RULE_STANDARD : GMK_RULE_FREESTYLE;
  return TRUE;
}

void
gmk_protocol_handle_info (GmkProtocol *self,
                          const char  *args)
{
  g_autofree char *key = NULL;
  const char *value;
  const char *space;
  gint64 n = 0;

  while (*args == ' ')
    args++;
  space = strchr (args, ' ');
  if (*args == '\0')
    {
      gmk_protocol_emit (self, "ERROR INFO needs a key and a value");
      return;
    }
  key = g_ascii_strdown (args, space != NULL ? space - args : -1);
  value = space != NULL ? space + 1 : "";
  while (*value == ' ')
    value++;

#define NUMBER(min, max)                                                   \
  G_STMT_START {                                                           \
    if (!gmk_protocol_parse_int (value, (min), (max), &n))                              \
      {                                                                    \
        gmk_protocol_emit (self, "ERROR INFO %.40s: '%.60s' is not a number in %" G_GINT64_FORMAT \
                           "..%" G_GINT64_FORMAT, key, value, (gint64) (min), (gint64) (max)); \
        return;                                                            \
      }                                                                    \
  } G_STMT_END

  if (g_str_equal (key, "timeout_turn"))
    {
      NUMBER (0, G_MAXINT32);
      self->timeout_turn = n;
    }
  else if (g_str_equal (key, "timeout_match"))
    {
      NUMBER (0, G_MAXINT32);
      self->timeout_match = n;
    }
  else if (g_str_equal (key, "time_left"))
    {
      NUMBER (G_MININT32, G_MAXINT32);
      self->time_left = MAX (n, 0);
    }
  else if (g_str_equal (key, "max_memory"))
    {
      NUMBER (0, G_MAXINT64);
      self->max_memory = (guint64) n;
      if (self->started)
        gmk_protocol_prepare_search (self);
    }
  else if (g_str_equal (key, "game_type"))
    {
      NUMBER (0, 3);
    }
  else if (g_str_equal (key, "folder") || g_str_equal (key, "evaluate"))
    {
      /* Nothing kept on disk; no evaluation display. */
    }
  else if (g_str_equal (key, "rule"))
    {
      GmkRule rule = GMK_RULE_FREESTYLE;

      NUMBER (0, G_MAXINT32);
      gmk_protocol_rule_from_mask ((int) n, &rule);
      if (n & 2)
        gmk_protocol_emit (self, "MESSAGE INFO rule: continuous game: each position is played "
                           "as BOARD gives it, field 3 stones are neutral, and a five ends "
                           "the game for this engine");
      if ((n & 4) && (n & 9))
        gmk_protocol_emit (self, "MESSAGE INFO rule: renju (4) takes precedence over bits %d",
                           (int) (n & 9));
      if (n & ~(gint64) 15)
        gmk_protocol_emit (self, "MESSAGE INFO rule: unknown bits %" G_GINT64_FORMAT
                           " ignored, playing %s", n & ~(gint64) 15, gmk_rule_name (rule));
      gmk_protocol_change_rule (self, rule);
    }
  else if (g_str_equal (key, "rule_name"))
    {
      GmkRule rule;

      if (!gmk_rule_from_name (value, &rule))
        {
          gmk_protocol_emit (self, "ERROR INFO rule_name: unknown rule '%.60s' (freestyle, "
                             "standard, renju, caro, caro5, ninuki, pente)", value);
          return;
        }
      gmk_protocol_change_rule (self, rule);
    }
  else if (g_str_equal (key, "max_depth"))
    {
      NUMBER (0, G_MAXINT32);
      self->max_depth = (int) n;
    }
  else if (g_str_equal (key, "max_node"))
    {
      NUMBER (0, G_MAXINT64);
      self->max_nodes = (guint64) n;
    }
  else if (g_str_equal (key, "thread_num"))
    {
      NUMBER (0, G_MAXINT32);
      self->threads = (int) CLAMP (n, 1, MAX_THREADS);
      if (self->started)
        gmk_protocol_prepare_search (self);
    }
  else if (g_str_equal (key, "hash_size"))
    {
      /* KiB, as Yixin Board sends it; 0 restores the default. */
      NUMBER (0, G_MAXINT64);
      self->hash_request_mib = n == 0 ? DEFAULT_HASH_MIB
                               : (gsize) CLAMP (n / 1024, 1, MAX_HASH_MIB);
      if (self->started)
        gmk_protocol_prepare_search (self);
    }
  else if (g_str_equal (key, "level"))
    {
      NUMBER (GMK_MIN_LEVEL, GMK_MAX_LEVEL);
      self->level = (int) n;
    }
  else if (g_str_equal (key, "seed"))
    {
      NUMBER (0, G_MAXINT64);
      self->seed = (guint64) n;
    }
  else if (g_str_equal (key, "captures_own"))
    {
      NUMBER (0, 100);
      self->captures_own = (int) n;
    }
  else if (g_str_equal (key, "captures_opponent"))
    {
      NUMBER (0, 100);
      self->captures_opponent = (int) n;
    }
  else
    {
      /* The protocol says unknown keys are ignored; say so for people. */
      gmk_protocol_emit (self, "MESSAGE INFO %.40s is not used by this engine", key);
    }
#undef NUMBER
}
