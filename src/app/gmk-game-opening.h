/* gmk-game-opening.h: a GmkGame's opening rule — swap2, Soosõrv-8… — played
 * through the engine's GmkOpening.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game under an opening rule starts in the opening stage: stones, colour
 * choices, fifth-move offers, each checked by gmk_opening_check, until the
 * stage is done and normal play follows.  The game's two players keep
 * their seats (the first player opens, the second answers): the players of
 * the game are those of each colour, so when a swap gives Black to the
 * other seat the game's black and white players change places with it.
 * Every change of the opening emits "position-changed", as a move does.
 */
#pragma once

#include "gmk-board-mark.h"
#include "gmk-game.h"
#include "gmk-opening.h"
#include "gmk-record.h"

G_BEGIN_DECLS

/* The opening rule of the games gmk_game_reset starts (none by default);
 * a rule that does not fit the rule set and board is played as none. */
void               gmk_game_set_opening_rule     (GmkGame                *self,
                                                  GmkOpeningRule          rule);
GmkOpeningRule     gmk_game_get_opening_rule     (GmkGame                *self);
/* The opening of the game shown; stage GMK_STAGE_DONE in normal play. */
const GmkOpening  *gmk_game_get_opening          (GmkGame                *self);
gboolean           gmk_game_in_opening           (GmkGame                *self);
/* The colour of whoever acts now: in the opening, the actor's (who may not
 * be the side to move: a colour choice), else the side to move. */
GmkColor           gmk_game_get_actor_color      (GmkGame                *self);
/* Applies an opening action (a button, the computer).  On refusal:
 * GMK_GAME_ERROR_ILLEGAL with the engine's reason in the message. */
gboolean           gmk_game_opening_act          (GmkGame                *self,
                                                  const GmkOpeningAction *action,
                                                  GError                **error);
/* Taraguchi-10's fifth stone: TRUE while clicks on the board offer fifth
 * moves rather than place one. */
gboolean           gmk_game_opening_get_offering (GmkGame                *self);
void               gmk_game_opening_set_offering (GmkGame                *self,
                                                  gboolean                offering);
/* The fifth moves clicked so far, before they are all offered. */
int                gmk_game_opening_get_pending  (GmkGame                *self,
                                                  const int             **points);
/* Fifth moves clicked before a quit, back (an autosave): each checked as
 * a click is, and fewer than the rule asks for.  On refusal nothing
 * changes: GMK_GAME_ERROR_ILLEGAL. */
gboolean           gmk_game_opening_restore_pending (GmkGame         *self,
                                                     gboolean         offering,
                                                     const int       *points,
                                                     int              n,
                                                     GError         **error);
/* The board's marks of the opening: the fifth moves being offered, or
 * those to choose from, as Black's stones numbered from 1; none outside
 * the opening.  Fills `marks` (room for GMK_OPENING_MAX_OFFERS). */
int                gmk_game_opening_get_marks    (GmkGame                *self,
                                                  GmkBoardMark           *marks);

/* The first n_moves moves are where the game starts (a balanced opening):
 * Undo and the history stop there, until the next new or loaded game. */
void               gmk_game_opening_keep_moves   (GmkGame                *self,
                                                  guint                   n_moves);

/* The record gets the opening rule and its choices. */
void               gmk_game_opening_to_record    (GmkGame                *self,
                                                  GmkGameRecord          *record);
/* Replaces the game by the record, its opening included (the stage it was
 * saved in).  On error the game is untouched. */
gboolean           gmk_game_opening_load         (GmkGame                *self,
                                                  const GmkGameRecord    *record,
                                                  GmkRule                 default_rule,
                                                  GError                **error);

G_END_DECLS
