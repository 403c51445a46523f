/* gmk-opening.h: the opening rules (pro, long pro, swap, swap2, Soosõrv-8,
 * Taraguchi-10), as a state machine over a GmkPosition.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An opening rule decides, before normal play, who places which stones
 * where and who plays which colour.  The two people are named by their
 * seats, not their colours: the first player (the "tentative black") opens,
 * the second player (the "tentative white") answers; swaps move black from
 * one to the other.  A GmkOpening holds the stage, the player to act, who
 * holds black and the fifth-move offers; the stones themselves live in the
 * GmkPosition it is used with, which must not be changed behind its back.
 * docs/openings.md gives each rule's text and its source.
 */
#pragma once

#include "gmk-rules.h"

G_BEGIN_DECLS

typedef enum {
  GMK_OPENING_NONE,
  GMK_OPENING_PRO,
  GMK_OPENING_LONG_PRO,
  GMK_OPENING_SWAP,
  GMK_OPENING_SWAP2,
  GMK_OPENING_SOOSORV8,
  GMK_OPENING_TARAGUCHI10,
  GMK_N_OPENINGS
} GmkOpeningRule;

typedef enum {
  GMK_PLAYER_FIRST,
  GMK_PLAYER_SECOND,
} GmkPlayer;

#define GMK_OTHER_PLAYER(p) ((GmkPlayer) (1 - (p)))

typedef enum {
  GMK_STAGE_PLACE,          /* the actor places the next stone (colour: the board's side to move) */
  GMK_STAGE_CHOOSE_COLOR,   /* the actor chooses the colour they will play (a swap, or not) */
  GMK_STAGE_SWAP2_CHOICE,   /* black, white, or place two more stones */
  GMK_STAGE_DECLARE,        /* Soosõrv-8: white declares how many fifth moves black offers */
  GMK_STAGE_OFFER,          /* black offers the fifth moves */
  GMK_STAGE_FIFTH,          /* Taraguchi-10: black plays a fifth move in the 9x9 area, or offers 10 */
  GMK_STAGE_SELECT,         /* white selects one of the offers, which becomes the fifth move */
  GMK_STAGE_DONE,           /* normal play */
} GmkOpeningStage;

typedef enum {
  GMK_ACTION_PLACE,         /* a stone at `index` */
  GMK_ACTION_TAKE_BLACK,    /* the actor will play black */
  GMK_ACTION_TAKE_WHITE,    /* the actor will play white */
  GMK_ACTION_PLACE_TWO,     /* swap2: the actor places stones 4 and 5 and hands the choice back */
  GMK_ACTION_DECLARE,       /* `count` fifth-move offers to come */
  GMK_ACTION_OFFER,         /* `count` fifth moves at `offers` */
  GMK_ACTION_SELECT,        /* the offer at `index` */
} GmkOpeningActionKind;

/* Taraguchi-10's ten is the most any rule asks for. */
#define GMK_OPENING_MAX_OFFERS 10

typedef struct {
  GmkOpeningActionKind  kind;
  int                   index;
  int                   count;
  int                   offers[GMK_OPENING_MAX_OFFERS];
} GmkOpeningAction;

typedef enum {
  GMK_OPENING_OK = 0,
  GMK_OPENING_REASON_MOVE,             /* the rule set refuses the stone: see the GmkReason */
  GMK_OPENING_REASON_WRONG_ACTION,     /* this stage does not allow that kind of action */
  GMK_OPENING_REASON_CENTRE,
  GMK_OPENING_REASON_PRO_DISTANCE,
  GMK_OPENING_REASON_LONG_PRO_DISTANCE,
  GMK_OPENING_REASON_AREA_3,
  GMK_OPENING_REASON_AREA_5,
  GMK_OPENING_REASON_AREA_7,
  GMK_OPENING_REASON_AREA_9,
  GMK_OPENING_REASON_DECLARE_RANGE,
  GMK_OPENING_REASON_OFFER_COUNT,
  GMK_OPENING_REASON_OFFER_REPEATED,
  GMK_OPENING_REASON_OFFER_SYMMETRIC,
  GMK_OPENING_REASON_NOT_OFFERED,
  GMK_OPENING_REASON_RULE_SET,         /* the opening rule does not go with the rule set */
  GMK_OPENING_REASON_BOARD,            /* the board has no centre, or no room for the areas */
} GmkOpeningReason;

typedef struct {
  GmkOpeningRule   rule;
  GmkOpeningStage  stage;
  GmkPlayer        actor;          /* who acts now */
  GmkPlayer        black;          /* who plays black now */
  int              to_place;       /* swap2's place-two: stones still to place */
  int              declared;       /* fifth-move offers to come (Soosõrv-8 declares, Taraguchi-10 has 10) */
  int              n_offers;
  int              offers[GMK_OPENING_MAX_OFFERS];
} GmkOpening;

/* "none", "pro", "long-pro", "swap", "swap2", "soosorv8", "taraguchi10". */
const char      *gmk_opening_rule_name     (GmkOpeningRule    rule);
gboolean         gmk_opening_rule_from_name (const char       *name,
                                            GmkOpeningRule   *rule);
/* "place", "choose-color", "swap2-choice", "declare", "offer", "fifth",
 * "select", "done". */
const char      *gmk_opening_stage_name    (GmkOpeningStage   stage);
/* "first", "second". */
const char      *gmk_player_name           (GmkPlayer         player);
/* A short name ("area-5", "offer-symmetric"…) and a sentence for people;
 * NULL for GMK_OPENING_OK. */
const char      *gmk_opening_reason_name   (GmkOpeningReason  reason);
const char      *gmk_opening_reason_text   (GmkOpeningReason  reason);

/* Can this opening rule be played under this rule set on a board of this
 * size?  GMK_OPENING_REASON_RULE_SET or GMK_OPENING_REASON_BOARD if not. */
GmkOpeningReason gmk_opening_rule_fits     (GmkOpeningRule    rule,
                                            GmkRule           rules,
                                            int               width,
                                            int               height);

/* The opening at the start of a game on an empty board. */
void             gmk_opening_init          (GmkOpening       *opening,
                                            GmkOpeningRule    rule);
/* Does the current stage allow this kind of action at all? */
gboolean         gmk_opening_allows        (const GmkOpening       *opening,
                                            GmkOpeningActionKind    kind);
/* Is `action` allowed now?  Nothing changes.  For GMK_OPENING_REASON_MOVE,
 * *move_reason (when not NULL) says why the rule set refuses the stone. */
GmkOpeningReason gmk_opening_check         (const GmkOpening       *opening,
                                            GmkPosition            *pos,
                                            const GmkOpeningAction *action,
                                            GmkReason              *move_reason);
/* Checks, then applies: stones are played on `pos`, the stage moves on.
 * On a refusal nothing changes. */
GmkOpeningReason gmk_opening_apply         (GmkOpening             *opening,
                                            GmkPosition            *pos,
                                            const GmkOpeningAction *action,
                                            GmkReason              *move_reason);

/* Do two fifth moves give the same position up to a symmetry of the board
 * (rotations and reflections that map the board onto itself)?  Both points
 * are empty cells of `pos`, where black is to move. */
gboolean         gmk_opening_offers_equivalent (const GmkPosition *pos,
                                                int                a,
                                                int                b);

G_END_DECLS
