/* gmk-game-opening.c: a GmkGame's opening rule, through the engine's
 * GmkOpening.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine decides everything (gmk_opening_apply): this file only keeps
 * the game's line of moves, its players and its record in step with it.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "gmk-game-opening.h"
#include "gmk-game-private.h"

struct _GmkGameOpening
{
  GmkOpeningRule  rule;        /* of new games */
  GmkOpening      opening;     /* of the game shown */
  GmkGameRecord  *log;         /* the choices made so far, as a record writes them */
  gboolean        swapped;     /* players[] exchanged: the second seat holds black */
  gboolean        offering;    /* Taraguchi-10: clicks offer fifth moves */
  int             pending[GMK_OPENING_MAX_OFFERS];
  int             n_pending;
  guint           kept;        /* moves given at the start (a balanced opening) */
};

GmkGameOpening *
gmk_game_opening_new (void)
{
  GmkGameOpening *state = g_new0 (GmkGameOpening, 1);

  state->rule = GMK_OPENING_NONE;
  gmk_opening_init (&state->opening, GMK_OPENING_NONE);
  state->log = gmk_game_record_new (15, 15);
  return state;
}

void
gmk_game_opening_free (GmkGameOpening *state)
{
  g_clear_pointer (&state->log, gmk_game_record_free);
  g_free (state);
}

/* The game's black and white players follow the seat that holds each
 * colour: a swap exchanges them. */
static void
sync_seats (GmkGame *self)
{
  GmkGameOpening *state = self->opening;
  gboolean want = state->opening.black == GMK_PLAYER_SECOND;
  GmkPlayerKind black = self->players[GMK_BLACK];
  GmkPlayerKind white = self->players[GMK_WHITE];

  if (want == state->swapped)
    return;
  state->swapped = want;
  g_object_freeze_notify (G_OBJECT (self));
  gmk_game_set_player (self, GMK_BLACK, white);
  gmk_game_set_player (self, GMK_WHITE, black);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
start (GmkGame        *self,
       GmkOpeningRule  rule)
{
  GmkGameOpening *state = self->opening;
  const GmkBoard *board = &self->position->board;

  if (gmk_opening_rule_fits (rule, board->rule, board->width, board->height) != GMK_OPENING_OK)
    rule = GMK_OPENING_NONE;
  gmk_opening_init (&state->opening, rule);
  gmk_game_record_free (state->log);
  state->log = gmk_game_record_new (board->width, board->height);
  gmk_game_record_set_opening (state->log, rule);
  state->offering = FALSE;
  state->n_pending = 0;
  state->kept = 0;
  sync_seats (self);
}

void
gmk_game_opening_restart (GmkGame *self)
{
  start (self, self->opening->rule);
}

gboolean
gmk_game_opening_clear (GmkGame *self)
{
  gboolean was = self->opening->opening.rule != GMK_OPENING_NONE;

  start (self, GMK_OPENING_NONE);
  return was;
}

guint
gmk_game_opening_fixed_plies (GmkGame *self)
{
  const GmkOpening *opening = &self->opening->opening;
  const char *choices = self->opening->log->opening_choices;

  if (opening->stage != GMK_STAGE_DONE)
    return self->current;
  if (opening->rule == GMK_OPENING_NONE)
    return self->opening->kept;

  /* Where each rule hands over to normal play. */
  switch (opening->rule)
    {
    case GMK_OPENING_PRO:
    case GMK_OPENING_LONG_PRO:
    case GMK_OPENING_SWAP:
      return 3;
    case GMK_OPENING_SWAP2:
      return choices != NULL && strstr (choices, "two") != NULL ? 5 : 3;
    case GMK_OPENING_SOOSORV8:
    case GMK_OPENING_TARAGUCHI10:
      return 5;
    case GMK_OPENING_NONE:
    case GMK_N_OPENINGS:
    default:
      return 0;
    }
}

void
gmk_game_opening_keep_moves (GmkGame *self,
                             guint    n_moves)
{
  g_return_if_fail (GMK_IS_GAME (self));
  self->opening->kept = MIN (n_moves, gmk_game_tree_length (&self->tree));
  g_object_notify (G_OBJECT (self), "can-undo");
}

void
gmk_game_set_opening_rule (GmkGame        *self,
                           GmkOpeningRule  rule)
{
  g_return_if_fail (GMK_IS_GAME (self));
  g_return_if_fail ((unsigned) rule < GMK_N_OPENINGS);
  self->opening->rule = rule;
}

GmkOpeningRule
gmk_game_get_opening_rule (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_OPENING_NONE);
  return self->opening->rule;
}

const GmkOpening *
gmk_game_get_opening (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), NULL);
  return &self->opening->opening;
}

gboolean
gmk_game_in_opening (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  return self->opening->opening.stage != GMK_STAGE_DONE;
}

GmkColor
gmk_game_get_actor_color (GmkGame *self)
{
  const GmkOpening *opening;

  g_return_val_if_fail (GMK_IS_GAME (self), GMK_BLACK);
  opening = &self->opening->opening;
  if (opening->stage == GMK_STAGE_DONE)
    return self->position->board.to_move;
  return opening->actor == opening->black ? GMK_BLACK : GMK_WHITE;
}

static void
set_refusal (GmkGame          *self,
             GError          **error,
             GmkOpeningReason  reason,
             GmkReason         move_reason,
             int               index)
{
  const GmkBoard *board = &self->position->board;

  if (reason == GMK_OPENING_REASON_MOVE)
    {
      g_autofree char *why = gmk_game_describe_refusal (board->to_move, gmk_board_x (index),
                                                        gmk_board_y (index), board->height,
                                                        move_reason);
      g_set_error_literal (error, GMK_GAME_ERROR, GMK_GAME_ERROR_ILLEGAL, why);
      return;
    }
  /* The engine's own words, which say what the rule asks for. */
  g_set_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_ILLEGAL,
               _("Not allowed in this opening: %s"), gmk_opening_reason_text (reason));
}

gboolean
gmk_game_opening_act (GmkGame                *self,
                      const GmkOpeningAction *action,
                      GError                **error)
{
  GmkGameOpening *state;
  GmkOpeningStage stage;
  GmkOpeningReason reason;
  GmkReason move_reason = GMK_REASON_NONE;
  int ply;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  state = self->opening;
  if (state->opening.stage == GMK_STAGE_DONE)
    {
      g_set_error_literal (error, GMK_GAME_ERROR, GMK_GAME_ERROR_ILLEGAL,
                           _("The opening is over"));
      return FALSE;
    }

  stage = state->opening.stage;
  ply = self->position->board.ply;
  reason = gmk_opening_apply (&state->opening, self->position, action, &move_reason);
  if (reason != GMK_OPENING_OK)
    {
      int index = action->kind == GMK_ACTION_PLACE ? action->index : GMK_NO_MOVE;

      set_refusal (self, error, reason, move_reason, index);
      return FALSE;
    }

  /* A stone or a selected offer is a move of the line; anything else a
   * choice the record keeps apart. */
  for (int i = ply; i < self->position->board.ply; i++)
    gmk_game_push_played (self, self->position->board.history[i].move);
  gmk_game_record_add_opening_choice (state->log, action);
  if (state->opening.stage != stage)
    {
      state->offering = FALSE;
      state->n_pending = 0;
    }
  sync_seats (self);
  gmk_game_changed (self);
  return TRUE;
}

gboolean
gmk_game_opening_get_offering (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  return self->opening->offering;
}

void
gmk_game_opening_set_offering (GmkGame  *self,
                               gboolean  offering)
{
  GmkGameOpening *state;

  g_return_if_fail (GMK_IS_GAME (self));
  state = self->opening;
  offering = offering && state->opening.stage == GMK_STAGE_FIFTH;
  if (state->offering == offering)
    return;
  state->offering = offering;
  state->n_pending = 0;
  gmk_game_changed (self);
}

int
gmk_game_opening_get_pending (GmkGame    *self,
                              const int **points)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 0);
  if (points != NULL)
    *points = self->opening->pending;
  return self->opening->n_pending;
}

int
gmk_game_opening_get_marks (GmkGame      *self,
                            GmkBoardMark *marks)
{
  GmkGameOpening *state;
  const int *from;
  int n;

  g_return_val_if_fail (GMK_IS_GAME (self), 0);
  state = self->opening;
  if (state->opening.stage == GMK_STAGE_SELECT)
    {
      from = state->opening.offers;
      n = state->opening.n_offers;
    }
  else
    {
      from = state->pending;
      n = state->n_pending;
    }
  for (int i = 0; i < n; i++)
    {
      marks[i] = (GmkBoardMark) { .cell = from[i], .color = GMK_BLACK };
      g_snprintf (marks[i].text, sizeof marks[i].text, "%d", i + 1);
    }
  return n;
}

/* One more fifth move clicked: kept until there are as many as the rule
 * asks for, then offered together.  A second click takes it back. */
static gboolean
add_offer (GmkGame  *self,
           int       x,
           int       y,
           GError  **error)
{
  GmkGameOpening *state = self->opening;
  int index = gmk_board_index (x, y);
  GmkReason reason = gmk_position_check (self->position, x, y);
  GmkOpeningAction action = { .kind = GMK_ACTION_OFFER };

  for (int i = 0; i < state->n_pending; i++)
    if (state->pending[i] == index)
      {
        state->pending[i] = state->pending[--state->n_pending];
        gmk_game_changed (self);
        return TRUE;
      }

  if (reason != GMK_REASON_NONE)
    {
      set_refusal (self, error, GMK_OPENING_REASON_MOVE, reason, index);
      return FALSE;
    }
  for (int i = 0; i < state->n_pending; i++)
    if (gmk_opening_offers_equivalent (self->position, state->pending[i], index))
      {
        set_refusal (self, error, GMK_OPENING_REASON_OFFER_SYMMETRIC, GMK_REASON_NONE, index);
        return FALSE;
      }
  if (state->n_pending >= GMK_OPENING_MAX_OFFERS)
    return FALSE;

  state->pending[state->n_pending++] = index;
  if (state->n_pending < state->opening.declared)
    {
      gmk_game_changed (self);
      return TRUE;
    }

  action.count = state->n_pending;
  memcpy (action.offers, state->pending, state->n_pending * sizeof (int));
  state->n_pending = 0;
  if (gmk_game_opening_act (self, &action, error))
    return TRUE;
  gmk_game_changed (self);
  return FALSE;
}

gboolean
gmk_game_opening_restore_pending (GmkGame    *self,
                                  gboolean    offering,
                                  const int  *points,
                                  int         n,
                                  GError    **error)
{
  GmkGameOpening *state;
  GmkOpeningStage stage;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  g_return_val_if_fail (n >= 0 && (n == 0 || points != NULL), FALSE);

  state = self->opening;
  stage = state->opening.stage;
  /* As many as the rule asks for would be an offer made, which the
   * record itself keeps: fewer only. */
  if (!(stage == GMK_STAGE_OFFER || (stage == GMK_STAGE_FIFTH && offering)) ||
      (stage == GMK_STAGE_OFFER && offering) || n >= state->opening.declared)
    {
      set_refusal (self, error, GMK_OPENING_REASON_WRONG_ACTION, GMK_REASON_NONE, GMK_NO_MOVE);
      return FALSE;
    }
  for (int i = 0; i < n; i++)
    {
      GmkReason reason = gmk_board_index_valid (&self->position->board, points[i])
                         ? gmk_position_check (self->position, gmk_board_x (points[i]),
                                               gmk_board_y (points[i]))
                         : GMK_REASON_OFF_BOARD;

      if (reason != GMK_REASON_NONE)
        {
          set_refusal (self, error, GMK_OPENING_REASON_MOVE, reason,
                       reason == GMK_REASON_OFF_BOARD ? GMK_NO_MOVE : points[i]);
          return FALSE;
        }
      for (int j = 0; j < i; j++)
        if (points[j] == points[i] ||
            gmk_opening_offers_equivalent (self->position, points[j], points[i]))
          {
            set_refusal (self, error, GMK_OPENING_REASON_OFFER_SYMMETRIC, GMK_REASON_NONE, points[i]);
            return FALSE;
          }
    }

  state->offering = offering;
  memcpy (state->pending, points, n * sizeof (int));
  state->n_pending = n;
  gmk_game_changed (self);
  return TRUE;
}

gboolean
gmk_game_opening_play (GmkGame  *self,
                       int       x,
                       int       y,
                       GError  **error)
{
  GmkGameOpening *state = self->opening;
  const GmkBoard *board = &self->position->board;
  GmkOpeningAction action = { .kind = GMK_ACTION_PLACE };

  if (x < 0 || y < 0 || x >= board->width || y >= board->height)
    {
      set_refusal (self, error, GMK_OPENING_REASON_MOVE, GMK_REASON_OFF_BOARD, GMK_NO_MOVE);
      return FALSE;
    }

  switch (state->opening.stage)
    {
    case GMK_STAGE_FIFTH:
      if (!state->offering)
        break;
      G_GNUC_FALLTHROUGH;
    case GMK_STAGE_OFFER:
      return add_offer (self, x, y, error);

    case GMK_STAGE_SELECT:
      /* The point clicked; the engine says whether it was offered. */
      action.kind = GMK_ACTION_SELECT;
      break;

    case GMK_STAGE_CHOOSE_COLOR:
    case GMK_STAGE_SWAP2_CHOICE:
    case GMK_STAGE_DECLARE:
      set_refusal (self, error, GMK_OPENING_REASON_WRONG_ACTION, GMK_REASON_NONE, GMK_NO_MOVE);
      return FALSE;

    case GMK_STAGE_PLACE:
    case GMK_STAGE_DONE:
    default:
      break;
    }

  action.index = gmk_board_index (x, y);
  return gmk_game_opening_act (self, &action, error);
}

void
gmk_game_opening_to_record (GmkGame       *self,
                            GmkGameRecord *record)
{
  GmkGameOpening *state;

  g_return_if_fail (GMK_IS_GAME (self));
  g_return_if_fail (record != NULL);

  state = self->opening;
  if (state->opening.rule == GMK_OPENING_NONE)
    return;
  gmk_game_record_set_opening (record, state->opening.rule);
  record->opening_choices = g_strdup (state->log->opening_choices);
}

gboolean
gmk_game_opening_load (GmkGame              *self,
                       const GmkGameRecord  *record,
                       GmkRule               default_rule,
                       GError              **error)
{
  g_autofree GmkPosition *pos = NULL;
  GmkGameOpening *state;
  GmkOpening opening;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  /* The rules and the opening decide, before the game is touched. */
  pos = g_new (GmkPosition, 1);
  if (!gmk_game_record_replay_opening (record, default_rule, pos, &opening, error))
    return FALSE;
  if (!gmk_game_load_moves (self, pos->board.rule, record->width, record->height,
                            record->moves, record->n_moves, error))
    return FALSE;
  if (opening.rule == GMK_OPENING_NONE)
    return TRUE;

  state = self->opening;
  start (self, opening.rule);
  state->opening = opening;
  g_free (state->log->opening_choices);
  state->log->opening_choices = g_strdup (record->opening_choices);
  sync_seats (self);
  gmk_game_changed (self);
  return TRUE;
}
