/* gmk-record-opening.c: a record's opening rule and choices, and the
 * replay that goes through them.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An opening mixes stones with choices (a colour taken, swap2's two more
 * stones, a number of offers declared, the offers themselves).  The stones
 * stay the record's moves, in the order played, so every other program
 * still reads the game; the choices are kept apart, in order, and the
 * replay puts each back where the opening asks for one: the stage says
 * whether the next action is a stone or a choice.
 */
#include "config.h"

#include "gmk-record.h"
#include "gmk-notation.h"

#include <stdlib.h>
#include <string.h>

void
gmk_game_record_set_opening (GmkGameRecord  *record,
                             GmkOpeningRule  rule)
{
  g_return_if_fail (record != NULL);

  record->opening = rule;
  record->has_opening = TRUE;
  g_clear_pointer (&record->opening_choices, g_free);
}

static void
append_token (GmkGameRecord *record,
              const char    *token)
{
  char *joined;

  if (record->opening_choices == NULL || record->opening_choices[0] == '\0')
    joined = g_strdup (token);
  else
    joined = g_strconcat (record->opening_choices, " ", token, NULL);
  g_free (record->opening_choices);
  record->opening_choices = joined;
}

gboolean
gmk_game_record_add_opening_choice (GmkGameRecord          *record,
                                    const GmkOpeningAction *action)
{
  g_autoptr(GString) token = NULL;

  g_return_val_if_fail (record != NULL && action != NULL, FALSE);

  switch (action->kind)
    {
    case GMK_ACTION_TAKE_BLACK:
      append_token (record, "black");
      return TRUE;
    case GMK_ACTION_TAKE_WHITE:
      append_token (record, "white");
      return TRUE;
    case GMK_ACTION_PLACE_TWO:
      append_token (record, "two");
      return TRUE;
    case GMK_ACTION_DECLARE:
      token = g_string_new (NULL);
      g_string_printf (token, "declare=%d", action->count);
      append_token (record, token->str);
      return TRUE;
    case GMK_ACTION_OFFER:
      token = g_string_new ("offer=");
      for (int i = 0; i < action->count && i < GMK_OPENING_MAX_OFFERS; i++)
        {
          char point[GMK_NOTATION_MAX];

          gmk_notation_format (gmk_board_x (action->offers[i]), gmk_board_y (action->offers[i]),
                               record->height, point);
          if (i > 0)
            g_string_append_c (token, ',');
          g_string_append (token, point);
        }
      append_token (record, token->str);
      return TRUE;
    case GMK_ACTION_PLACE:
    case GMK_ACTION_SELECT:
    default:
      return FALSE;
    }
}

/* Reads one choice; FALSE when it is not one. */
static gboolean
parse_choice (const char       *token,
              int               width,
              int               height,
              GmkOpeningAction *action)
{
  memset (action, 0, sizeof *action);
  if (strcmp (token, "black") == 0)
    action->kind = GMK_ACTION_TAKE_BLACK;
  else if (strcmp (token, "white") == 0)
    action->kind = GMK_ACTION_TAKE_WHITE;
  else if (strcmp (token, "two") == 0)
    action->kind = GMK_ACTION_PLACE_TWO;
  else if (g_str_has_prefix (token, "declare="))
    {
      const char *digits = token + strlen ("declare=");
      char *end = NULL;
      long n;

      if (!g_ascii_isdigit (digits[0]))
        return FALSE;
      n = strtol (digits, &end, 10);
      if (*end != '\0' || n < 0 || n > GMK_OPENING_MAX_OFFERS)
        return FALSE;
      action->kind = GMK_ACTION_DECLARE;
      action->count = (int) n;
    }
  else if (g_str_has_prefix (token, "offer="))
    {
      g_auto(GStrv) points = g_strsplit (token + strlen ("offer="), ",", -1);

      action->kind = GMK_ACTION_OFFER;
      for (int i = 0; points[i] != NULL; i++)
        {
          int x, y;

          if (i >= GMK_OPENING_MAX_OFFERS || !gmk_notation_parse (points[i], width, height, &x, &y))
            return FALSE;
          action->offers[action->count++] = gmk_board_index (x, y);
        }
      return action->count > 0;
    }
  else
    return FALSE;
  return TRUE;
}

/* Whether the opening asks for a choice next rather than a stone; at
 * Taraguchi-10's fifth stone, whether the record offered instead. */
static gboolean
wants_choice (const GmkOpening *opening,
              const char       *next)
{
  switch (opening->stage)
    {
    case GMK_STAGE_CHOOSE_COLOR:
    case GMK_STAGE_SWAP2_CHOICE:
    case GMK_STAGE_DECLARE:
    case GMK_STAGE_OFFER:
      return TRUE;
    case GMK_STAGE_FIFTH:
      return next != NULL && g_str_has_prefix (next, "offer=");
    default:
      return FALSE;
    }
}

static gboolean
refuse (GError     **error,
        int          code,
        const char  *format,
        ...) G_GNUC_PRINTF (3, 4);

static gboolean
refuse (GError     **error,
        int          code,
        const char  *format,
        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, GMK_GAMEFILE_ERROR, code, message);
  return FALSE;
}

static const char *
opening_reason (GmkOpeningReason reason,
                GmkReason        move_reason)
{
  if (reason == GMK_OPENING_REASON_MOVE)
    return gmk_reason_name (move_reason);
  return gmk_opening_reason_text (reason);
}

gboolean
gmk_game_record_replay_opening (const GmkGameRecord *record,
                                GmkRule              default_rule,
                                GmkPosition         *pos,
                                GmkOpening          *opening,
                                GError             **error)
{
  g_auto(GStrv) tokens = NULL;
  GmkOpeningRule rule = record->has_opening ? record->opening : GMK_OPENING_NONE;
  GmkRule rules;
  guint t = 0, m = 0, n_tokens;

  g_return_val_if_fail (record != NULL && pos != NULL && opening != NULL, FALSE);

  rules = record->has_rule ? record->rule : default_rule;
  if ((int) rules < 0 || rules >= GMK_N_RULES)
    rules = GMK_RULE_FREESTYLE;
  gmk_position_init (pos, record->width, record->height, rules);
  gmk_opening_init (opening, GMK_OPENING_NONE);
  if ((unsigned) rule >= GMK_N_OPENINGS)
    return refuse (error, GMK_GAMEFILE_ERROR_UNSUPPORTED, "The opening rule is not known");
  if (gmk_opening_rule_fits (rule, rules, record->width, record->height) != GMK_OPENING_OK)
    return refuse (error, GMK_GAMEFILE_ERROR_UNSUPPORTED,
                   "The opening rule %s does not go with %s rules on a %dx%d board",
                   gmk_opening_rule_name (rule), gmk_rule_name (rules), record->width, record->height);
  gmk_opening_init (opening, rule);

  tokens = g_strsplit_set (record->opening_choices != NULL ? record->opening_choices : "", " ", -1);
  /* Runs of blanks give empty tokens: drop them. */
  n_tokens = 0;
  for (guint i = 0; tokens[i] != NULL; i++)
    if (tokens[i][0] != '\0')
      tokens[n_tokens++] = tokens[i];
    else
      g_free (tokens[i]);
  tokens[n_tokens] = NULL;

  for (;;)
    {
      GmkOpeningAction action;
      GmkOpeningReason reason;
      GmkReason move_reason;

      while (t < n_tokens && wants_choice (opening, tokens[t]))
        {
          if (!parse_choice (tokens[t], record->width, record->height, &action))
            return refuse (error, GMK_GAMEFILE_ERROR_ILLEGAL,
                           "The opening choice “%.40s” cannot be read", tokens[t]);
          reason = gmk_opening_apply (opening, pos, &action, &move_reason);
          if (reason != GMK_OPENING_OK)
            return refuse (error, GMK_GAMEFILE_ERROR_ILLEGAL,
                           "The opening choice “%.40s” after move %u is not allowed: %s",
                           tokens[t], m, opening_reason (reason, move_reason));
          t++;
        }
      if (m == record->n_moves)
        break;
      if (wants_choice (opening, NULL))
        return refuse (error, GMK_GAMEFILE_ERROR_ILLEGAL,
                       "Move %u comes where the %s opening asks for a choice (%s)",
                       m + 1, gmk_opening_rule_name (rule), gmk_opening_stage_name (opening->stage));
      memset (&action, 0, sizeof action);
      action.kind = opening->stage == GMK_STAGE_SELECT ? GMK_ACTION_SELECT : GMK_ACTION_PLACE;
      action.index = record->moves[m];
      reason = gmk_opening_apply (opening, pos, &action, &move_reason);
      if (reason != GMK_OPENING_OK)
        {
          char point[GMK_NOTATION_MAX];

          gmk_notation_format (gmk_board_x (record->moves[m]), gmk_board_y (record->moves[m]),
                               record->height, point);
          return refuse (error, GMK_GAMEFILE_ERROR_ILLEGAL,
                         "Move %u (%s) cannot be played under the %s opening: %s",
                         m + 1, point, gmk_opening_rule_name (rule), opening_reason (reason, move_reason));
        }
      m++;
    }
  if (t < n_tokens)
    return refuse (error, GMK_GAMEFILE_ERROR_ILLEGAL,
                   "The opening choice “%.40s” comes where the opening asks for none", tokens[t]);
  return TRUE;
}
