/* gmk-opening.c: the opening rules as a state machine.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every rule here places stones in strict alternation of colours (black,
 * white, black…), so the colour of the next stone is always the board's side
 * to move; what the rules change is who places it, where it may go, and who
 * plays which colour afterwards.  The sequences are spelt out in
 * docs/openings.md with their sources.
 */
#include "gmk-opening.h"

#include <stdlib.h>
#include <string.h>

/* Soosõrv-8: at most eight fifth moves may be declared. */
#define SOOSORV_MAX_OFFERS    8
#define TARAGUCHI_OFFERS     10

static const char * const rule_names[GMK_N_OPENINGS] = {
  "none", "pro", "long-pro", "swap", "swap2", "soosorv8", "taraguchi10",
};

const char *
gmk_opening_rule_name (GmkOpeningRule rule)
{
  return (unsigned) rule < GMK_N_OPENINGS ? rule_names[rule] : NULL;
}

gboolean
gmk_opening_rule_from_name (const char     *name,
                            GmkOpeningRule *rule)
{
  for (int i = 0; i < GMK_N_OPENINGS; i++)
    if (strcmp (name, rule_names[i]) == 0)
      {
        *rule = (GmkOpeningRule) i;
        return TRUE;
      }
  return FALSE;
}

const char *
gmk_opening_stage_name (GmkOpeningStage stage)
{
  switch (stage)
    {
    case GMK_STAGE_PLACE:        return "place";
    case GMK_STAGE_CHOOSE_COLOR: return "choose-color";
    case GMK_STAGE_SWAP2_CHOICE: return "swap2-choice";
    case GMK_STAGE_DECLARE:      return "declare";
    case GMK_STAGE_OFFER:        return "offer";
    case GMK_STAGE_FIFTH:        return "fifth";
    case GMK_STAGE_SELECT:       return "select";
    case GMK_STAGE_DONE:         return "done";
    default:                     return NULL;
    }
}

const char *
gmk_player_name (GmkPlayer player)
{
  return player == GMK_PLAYER_FIRST ? "first" : "second";
}

static const struct {
  const char *name;
  const char *text;
} reasons[] = {
  [GMK_OPENING_OK]                      = { NULL, NULL },
  [GMK_OPENING_REASON_MOVE]             = { "move", "the rules do not allow a stone there" },
  [GMK_OPENING_REASON_WRONG_ACTION]     = { "wrong-action", "this step of the opening does not allow that" },
  [GMK_OPENING_REASON_CENTRE]           = { "centre", "the first stone must be on the centre" },
  [GMK_OPENING_REASON_PRO_DISTANCE]     = { "pro-distance",
                                            "the second black stone must be at least 3 intersections from the centre" },
  [GMK_OPENING_REASON_LONG_PRO_DISTANCE] = { "long-pro-distance",
                                            "the second black stone must be at least 4 intersections from the centre" },
  [GMK_OPENING_REASON_AREA_3]           = { "area-3", "the second stone must be next to the centre (the central 3×3 area)" },
  [GMK_OPENING_REASON_AREA_5]           = { "area-5", "the third stone must be within the central 5×5 area" },
  [GMK_OPENING_REASON_AREA_7]           = { "area-7", "the fourth stone must be within the central 7×7 area" },
  [GMK_OPENING_REASON_AREA_9]           = { "area-9", "the fifth stone must be within the central 9×9 area" },
  [GMK_OPENING_REASON_DECLARE_RANGE]    = { "declare-range", "the number of fifth moves to offer must be 1 to 8" },
  [GMK_OPENING_REASON_OFFER_COUNT]      = { "offer-count",
                                            "black must offer exactly the number of fifth moves declared" },
  [GMK_OPENING_REASON_OFFER_REPEATED]   = { "offer-repeated", "the same fifth move is offered twice" },
  [GMK_OPENING_REASON_OFFER_SYMMETRIC]  = { "offer-symmetric",
                                            "two offered fifth moves are symmetric: they give the same position" },
  [GMK_OPENING_REASON_NOT_OFFERED]      = { "not-offered", "that point is not one of the offered fifth moves" },
  [GMK_OPENING_REASON_RULE_SET]         = { "rule-set", "this opening rule does not go with this rule set" },
  [GMK_OPENING_REASON_BOARD]            = { "board",
                                            "this opening rule needs a board with a centre point and room for its areas" },
};

const char *
gmk_opening_reason_name (GmkOpeningReason reason)
{
  return (unsigned) reason < G_N_ELEMENTS (reasons) ? reasons[reason].name : NULL;
}

const char *
gmk_opening_reason_text (GmkOpeningReason reason)
{
  return (unsigned) reason < G_N_ELEMENTS (reasons) ? reasons[reason].text : NULL;
}

/* The rule sets each opening rule belongs to (issue 20): pro and long pro
 * are gomoku rules; swap and swap2 also serve the capture games; the RIF
 * openings are renju's. */
static gboolean
rule_set_allowed (GmkOpeningRule rule,
                  GmkRule        rules)
{
  gboolean gomoku = rules == GMK_RULE_FREESTYLE || rules == GMK_RULE_STANDARD ||
                    rules == GMK_RULE_CARO || rules == GMK_RULE_CARO5;
  gboolean captures = rules == GMK_RULE_NINUKI || rules == GMK_RULE_PENTE;

  switch (rule)
    {
    case GMK_OPENING_NONE:        return TRUE;
    case GMK_OPENING_PRO:
    case GMK_OPENING_LONG_PRO:    return gomoku;
    case GMK_OPENING_SWAP:
    case GMK_OPENING_SWAP2:       return gomoku || captures;
    case GMK_OPENING_SOOSORV8:
    case GMK_OPENING_TARAGUCHI10: return rules == GMK_RULE_RENJU;
    default:                      return FALSE;
    }
}

/* The widest central area the rule measures, as a distance from the centre
 * (0 when the rule needs no centre). */
static int
rule_reach (GmkOpeningRule rule)
{
  switch (rule)
    {
    case GMK_OPENING_PRO:         return 3;
    case GMK_OPENING_LONG_PRO:    return 4;
    case GMK_OPENING_SOOSORV8:    return 2;
    case GMK_OPENING_TARAGUCHI10: return 4;
    default:                      return 0;
    }
}

GmkOpeningReason
gmk_opening_rule_fits (GmkOpeningRule rule,
                       GmkRule        rules,
                       int            width,
                       int            height)
{
  int reach = rule_reach (rule);

  if (!rule_set_allowed (rule, rules))
    return GMK_OPENING_REASON_RULE_SET;
  if (reach > 0 && (width % 2 == 0 || height % 2 == 0 || MIN (width, height) < 2 * reach + 1))
    return GMK_OPENING_REASON_BOARD;
  return GMK_OPENING_OK;
}

/* ------------------------------------------------------------------------ */

static GmkPlayer
holder (const GmkOpening *op,
        GmkColor          color)
{
  return color == GMK_BLACK ? op->black : GMK_OTHER_PLAYER (op->black);
}

void
gmk_opening_init (GmkOpening     *opening,
                  GmkOpeningRule  rule)
{
  memset (opening, 0, sizeof *opening);
  opening->rule = rule;
  opening->black = GMK_PLAYER_FIRST;
  opening->actor = GMK_PLAYER_FIRST;
  opening->stage = rule == GMK_OPENING_NONE ? GMK_STAGE_DONE : GMK_STAGE_PLACE;
  if (rule == GMK_OPENING_TARAGUCHI10)
    opening->declared = TARAGUCHI_OFFERS;
}

/* Chebyshev distance from the centre: the central k×k area is distance
 * (k - 1) / 2 or less. */
static int
centre_distance (const GmkBoard *board,
                 int             index)
{
  int dx = abs (gmk_board_x (index) - board->width / 2);
  int dy = abs (gmk_board_y (index) - board->height / 2);

  return MAX (dx, dy);
}

/* Where the stone about to be placed (ply `ply`, 0-based) may go under the
 * rule's area constraints. */
static GmkOpeningReason
check_area (const GmkOpening *op,
            const GmkBoard   *board,
            int               index)
{
  int d = centre_distance (board, index);
  int ply = board->ply;

  switch (op->rule)
    {
    case GMK_OPENING_PRO:
    case GMK_OPENING_LONG_PRO:
      if (ply == 0 && d != 0)
        return GMK_OPENING_REASON_CENTRE;
      if (ply == 2 && d < rule_reach (op->rule))
        return op->rule == GMK_OPENING_PRO ? GMK_OPENING_REASON_PRO_DISTANCE :
                                             GMK_OPENING_REASON_LONG_PRO_DISTANCE;
      return GMK_OPENING_OK;

    case GMK_OPENING_SOOSORV8:
    case GMK_OPENING_TARAGUCHI10:
      /* Both make the first three stones one of the 26 canonical openings:
       * centre, a neighbour of it, then within the 5×5 area.  Taraguchi-10
       * goes on to the 7×7 and the 9×9 areas. */
      if (ply == 0 && d != 0)
        return GMK_OPENING_REASON_CENTRE;
      if (ply == 1 && d > 1)
        return GMK_OPENING_REASON_AREA_3;
      if (ply == 2 && d > 2)
        return GMK_OPENING_REASON_AREA_5;
      if (op->rule == GMK_OPENING_TARAGUCHI10 && ply == 3 && d > 3)
        return GMK_OPENING_REASON_AREA_7;
      if (op->rule == GMK_OPENING_TARAGUCHI10 && ply == 4 && d > 4)
        return GMK_OPENING_REASON_AREA_9;
      return GMK_OPENING_OK;

    default:
      return GMK_OPENING_OK;
    }
}

static GmkOpeningReason
check_stone (const GmkOpening *op,
             GmkPosition      *pos,
             int               index,
             gboolean          in_area,
             GmkReason        *move_reason)
{
  GmkOpeningReason reason;
  GmkReason rules_reason;

  if (!gmk_board_index_valid (&pos->board, index))
    {
      *move_reason = GMK_REASON_OFF_BOARD;
      return GMK_OPENING_REASON_MOVE;
    }
  if (in_area && (reason = check_area (op, &pos->board, index)) != GMK_OPENING_OK)
    return reason;
  rules_reason = gmk_position_check (pos, gmk_board_x (index), gmk_board_y (index));
  if (rules_reason != GMK_REASON_NONE)
    {
      *move_reason = rules_reason;
      return GMK_OPENING_REASON_MOVE;
    }
  return GMK_OPENING_OK;
}

/* The eight symmetries of a square board (four of a rectangle) as maps of
 * (x, y). */
static gboolean
symmetry_map (int  symmetry,
              int  width,
              int  height,
              int  x,
              int  y,
              int *out_x,
              int *out_y)
{
  if (symmetry >= 4)
    {
      int t = x;

      if (width != height)
        return FALSE;
      x = y;
      y = t;
    }
  *out_x = symmetry & 1 ? width - 1 - x : x;
  *out_y = symmetry & 2 ? height - 1 - y : y;
  return TRUE;
}

static GmkStone
stone_with (const GmkBoard *board,
            int             extra,
            int             index)
{
  return index == extra ? GMK_BLACK : board->cell[index];
}

gboolean
gmk_opening_offers_equivalent (const GmkPosition *pos,
                               int                a,
                               int                b)
{
  const GmkBoard *board = &pos->board;

  for (int s = 0; s < 8; s++)
    {
      gboolean same = TRUE;

      for (int y = 0; y < board->height && same; y++)
        for (int x = 0; x < board->width && same; x++)
          {
            int index = gmk_board_index (x, y);
            int mx, my;

            if (!symmetry_map (s, board->width, board->height, x, y, &mx, &my))
              {
                same = FALSE;
                break;
              }
            same = stone_with (board, a, index) == stone_with (board, b, gmk_board_index (mx, my));
          }
      if (same)
        return TRUE;
    }
  return FALSE;
}

static GmkOpeningReason
check_offers (const GmkOpening       *op,
              GmkPosition            *pos,
              const GmkOpeningAction *action,
              GmkReason              *move_reason)
{
  GmkOpeningReason reason;

  if (action->count != op->declared)
    return GMK_OPENING_REASON_OFFER_COUNT;
  for (int i = 0; i < action->count; i++)
    if ((reason = check_stone (op, pos, action->offers[i], FALSE, move_reason)) != GMK_OPENING_OK)
      return reason;
  for (int i = 0; i < action->count; i++)
    for (int j = 0; j < i; j++)
      {
        if (action->offers[i] == action->offers[j])
          return GMK_OPENING_REASON_OFFER_REPEATED;
        if (gmk_opening_offers_equivalent (pos, action->offers[i], action->offers[j]))
          return GMK_OPENING_REASON_OFFER_SYMMETRIC;
      }
  return GMK_OPENING_OK;
}

gboolean
gmk_opening_allows (const GmkOpening     *opening,
                    GmkOpeningActionKind  kind)
{
  switch (kind)
    {
    case GMK_ACTION_PLACE:
      return opening->stage == GMK_STAGE_PLACE || opening->stage == GMK_STAGE_FIFTH ||
             opening->stage == GMK_STAGE_DONE;
    case GMK_ACTION_TAKE_BLACK:
    case GMK_ACTION_TAKE_WHITE:
      return opening->stage == GMK_STAGE_CHOOSE_COLOR || opening->stage == GMK_STAGE_SWAP2_CHOICE;
    case GMK_ACTION_PLACE_TWO:
      return opening->stage == GMK_STAGE_SWAP2_CHOICE;
    case GMK_ACTION_DECLARE:
      return opening->stage == GMK_STAGE_DECLARE;
    case GMK_ACTION_OFFER:
      return opening->stage == GMK_STAGE_OFFER || opening->stage == GMK_STAGE_FIFTH;
    case GMK_ACTION_SELECT:
      return opening->stage == GMK_STAGE_SELECT;
    default:
      return FALSE;
    }
}

GmkOpeningReason
gmk_opening_check (const GmkOpening       *opening,
                   GmkPosition            *pos,
                   const GmkOpeningAction *action,
                   GmkReason              *move_reason)
{
  GmkReason ignored;

  if (move_reason == NULL)
    move_reason = &ignored;
  *move_reason = GMK_REASON_NONE;

  if (!gmk_opening_allows (opening, action->kind))
    return GMK_OPENING_REASON_WRONG_ACTION;

  switch (action->kind)
    {
    case GMK_ACTION_PLACE:
      return check_stone (opening, pos, action->index, opening->stage != GMK_STAGE_DONE, move_reason);

    case GMK_ACTION_DECLARE:
      return action->count >= 1 && action->count <= SOOSORV_MAX_OFFERS ?
             GMK_OPENING_OK : GMK_OPENING_REASON_DECLARE_RANGE;

    case GMK_ACTION_OFFER:
      return check_offers (opening, pos, action, move_reason);

    case GMK_ACTION_SELECT:
      for (int i = 0; i < opening->n_offers; i++)
        if (opening->offers[i] == action->index)
          return GMK_OPENING_OK;
      return GMK_OPENING_REASON_NOT_OFFERED;

    default:
      return GMK_OPENING_OK;
    }
}

/* The stage after a stone was placed; the board already holds it. */
static void
after_place (GmkOpening     *op,
             const GmkBoard *board)
{
  int placed = board->ply;
  GmkPlayer to_move = holder (op, board->to_move);

  if (op->stage == GMK_STAGE_DONE)
    {
      op->actor = to_move;
      return;
    }

  switch (op->rule)
    {
    case GMK_OPENING_PRO:
    case GMK_OPENING_LONG_PRO:
      op->stage = placed < 3 ? GMK_STAGE_PLACE : GMK_STAGE_DONE;
      op->actor = to_move;
      break;

    case GMK_OPENING_SWAP:
    case GMK_OPENING_SWAP2:
      if (op->to_place > 0)
        {
          /* swap2's two more stones, then the first player chooses. */
          if (--op->to_place == 0)
            {
              op->stage = GMK_STAGE_CHOOSE_COLOR;
              op->actor = GMK_PLAYER_FIRST;
            }
        }
      else if (placed == 3)
        {
          op->stage = op->rule == GMK_OPENING_SWAP ? GMK_STAGE_CHOOSE_COLOR : GMK_STAGE_SWAP2_CHOICE;
          op->actor = GMK_PLAYER_SECOND;
        }
      break;

    case GMK_OPENING_SOOSORV8:
      if (placed == 3)
        {
          op->stage = GMK_STAGE_CHOOSE_COLOR;
          op->actor = GMK_PLAYER_SECOND;
        }
      else if (placed == 4)
        {
          op->stage = GMK_STAGE_DECLARE;
          op->actor = holder (op, GMK_WHITE);
        }
      break;

    case GMK_OPENING_TARAGUCHI10:
      /* The opponent of whoever placed a stone may swap, after each of the
       * first five (the fifth only when it was placed, not offered). */
      op->stage = GMK_STAGE_CHOOSE_COLOR;
      op->actor = to_move;
      break;

    default:
      op->stage = GMK_STAGE_DONE;
      op->actor = to_move;
      break;
    }
}

/* The stage after a colour was chosen. */
static void
after_choice (GmkOpening     *op,
              const GmkBoard *board)
{
  int placed = board->ply;

  op->stage = GMK_STAGE_DONE;
  if (op->rule == GMK_OPENING_SOOSORV8 && placed == 3)
    op->stage = GMK_STAGE_PLACE;
  else if (op->rule == GMK_OPENING_SOOSORV8 && placed == 4)
    op->stage = GMK_STAGE_OFFER;
  else if (op->rule == GMK_OPENING_TARAGUCHI10 && placed < 4)
    op->stage = GMK_STAGE_PLACE;
  else if (op->rule == GMK_OPENING_TARAGUCHI10 && placed == 4)
    op->stage = GMK_STAGE_FIFTH;
  op->actor = holder (op, board->to_move);
}

GmkOpeningReason
gmk_opening_apply (GmkOpening             *opening,
                   GmkPosition            *pos,
                   const GmkOpeningAction *action,
                   GmkReason              *move_reason)
{
  GmkOpeningReason reason = gmk_opening_check (opening, pos, action, move_reason);

  if (reason != GMK_OPENING_OK)
    return reason;

  switch (action->kind)
    {
    case GMK_ACTION_PLACE:
      gmk_position_play (pos, gmk_board_x (action->index), gmk_board_y (action->index));
      after_place (opening, &pos->board);
      break;

    case GMK_ACTION_TAKE_BLACK:
    case GMK_ACTION_TAKE_WHITE:
      opening->black = action->kind == GMK_ACTION_TAKE_BLACK ? opening->actor :
                                                               GMK_OTHER_PLAYER (opening->actor);
      after_choice (opening, &pos->board);
      break;

    case GMK_ACTION_PLACE_TWO:
      opening->stage = GMK_STAGE_PLACE;
      opening->to_place = 2;
      break;

    case GMK_ACTION_DECLARE:
      opening->declared = action->count;
      /* Black, whoever holds it now, may swap. */
      opening->stage = GMK_STAGE_CHOOSE_COLOR;
      opening->actor = holder (opening, GMK_BLACK);
      break;

    case GMK_ACTION_OFFER:
      opening->n_offers = action->count;
      memcpy (opening->offers, action->offers, action->count * sizeof action->offers[0]);
      opening->stage = GMK_STAGE_SELECT;
      opening->actor = holder (opening, GMK_WHITE);
      break;

    case GMK_ACTION_SELECT:
      gmk_position_play (pos, gmk_board_x (action->index), gmk_board_y (action->index));
      opening->stage = GMK_STAGE_DONE;
      opening->actor = holder (opening, pos->board.to_move);
      break;

    default:
      break;
    }
  return GMK_OPENING_OK;
}
