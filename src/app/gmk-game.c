/* gmk-game.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-game.h"
#include "gmk-game-opening.h"
#include "gmk-game-private.h"
#include "gmk-level-info.h"
#include "gmk-move-item.h"
#include "gmk-search.h"

G_DEFINE_FINAL_TYPE (GmkGame, gmk_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (gmk-game-error-quark, gmk_game_error)

enum {
  PROP_0,
  PROP_RULE,
  PROP_WIDTH,
  PROP_HEIGHT,
  PROP_N_MOVES,
  PROP_N_TOTAL,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_TO_MOVE,
  PROP_RESULT,
  PROP_BLACK_PLAYER,
  PROP_WHITE_PLAYER,
  PROP_LEVEL,
  N_PROPS
};

enum {
  POSITION_CHANGED,
  REVIEW_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
gmk_game_finalize (GObject *object)
{
  GmkGame *self = GMK_GAME (object);

  g_clear_pointer (&self->position, g_free);
  gmk_game_tree_clear (&self->tree);
  g_clear_object (&self->history);
  g_clear_pointer (&self->opening, gmk_game_opening_free);

  G_OBJECT_CLASS (gmk_game_parent_class)->finalize (object);
}

static void
gmk_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  GmkGame *self = GMK_GAME (object);

  switch (prop_id)
    {
    case PROP_RULE:
      g_value_set_int (value, gmk_game_get_rule (self));
      break;
    case PROP_WIDTH:
      g_value_set_int (value, gmk_game_get_width (self));
      break;
    case PROP_HEIGHT:
      g_value_set_int (value, gmk_game_get_height (self));
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, self->current);
      break;
    case PROP_N_TOTAL:
      g_value_set_uint (value, gmk_game_tree_length (&self->tree));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, gmk_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, gmk_game_can_redo (self));
      break;
    case PROP_TO_MOVE:
      g_value_set_int (value, gmk_game_get_to_move (self));
      break;
    case PROP_RESULT:
      g_value_set_int (value, gmk_game_get_result (self));
      break;
    case PROP_BLACK_PLAYER:
      g_value_set_int (value, self->players[GMK_BLACK]);
      break;
    case PROP_WHITE_PLAYER:
      g_value_set_int (value, self->players[GMK_WHITE]);
      break;
    case PROP_LEVEL:
      g_value_set_int (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_game_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  GmkGame *self = GMK_GAME (object);

  switch (prop_id)
    {
    case PROP_BLACK_PLAYER:
      gmk_game_set_player (self, GMK_BLACK, g_value_get_int (value));
      break;
    case PROP_WHITE_PLAYER:
      gmk_game_set_player (self, GMK_WHITE, g_value_get_int (value));
      break;
    case PROP_LEVEL:
      gmk_game_set_level (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_game_class_init (GmkGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = gmk_game_finalize;
  object_class->get_property = gmk_game_get_property;
  object_class->set_property = gmk_game_set_property;

  properties[PROP_RULE] =
    g_param_spec_int ("rule", NULL, NULL, 0, GMK_N_RULES - 1, 0, ro);
  properties[PROP_WIDTH] =
    g_param_spec_int ("width", NULL, NULL, GMK_MIN_SIZE, GMK_MAX_SIZE, 15, ro);
  properties[PROP_HEIGHT] =
    g_param_spec_int ("height", NULL, NULL, GMK_MIN_SIZE, GMK_MAX_SIZE, 15, ro);
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_TOTAL] =
    g_param_spec_uint ("n-total", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  properties[PROP_TO_MOVE] =
    g_param_spec_int ("to-move", NULL, NULL, GMK_BLACK, GMK_WHITE, GMK_BLACK, ro);
  properties[PROP_RESULT] =
    g_param_spec_int ("result", NULL, NULL, GMK_RESULT_NONE, GMK_RESULT_DRAW, GMK_RESULT_NONE, ro);
  properties[PROP_BLACK_PLAYER] =
    g_param_spec_int ("black-player", NULL, NULL, GMK_PLAYER_HUMAN, GMK_PLAYER_COMPUTER,
                      GMK_PLAYER_HUMAN, rw);
  properties[PROP_WHITE_PLAYER] =
    g_param_spec_int ("white-player", NULL, NULL, GMK_PLAYER_HUMAN, GMK_PLAYER_COMPUTER,
                      GMK_PLAYER_COMPUTER, rw);
  properties[PROP_LEVEL] =
    g_param_spec_int ("level", NULL, NULL, GMK_MIN_LEVEL, GMK_MAX_LEVEL, GMK_DEFAULT_LEVEL, rw);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GmkGame::position-changed:
   *
   * The position shown changed: a move, undo, redo, a jump in the history,
   * a new or a loaded game.
   */
  signals[POSITION_CHANGED] =
    g_signal_new ("position-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * GmkGame::review-changed:
   *
   * The review of the moves changed without the position changing (a
   * review finished): the game is worth saving again.
   */
  signals[REVIEW_CHANGED] =
    g_signal_new ("review-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
gmk_game_init (GmkGame *self)
{
  self->position = g_new0 (GmkPosition, 1);
  gmk_position_init (self->position, 15, 15, GMK_RULE_FREESTYLE);
  gmk_game_tree_init (&self->tree);
  self->history = g_list_store_new (GMK_TYPE_MOVE_ITEM);
  self->players[GMK_BLACK] = GMK_PLAYER_HUMAN;
  self->players[GMK_WHITE] = GMK_PLAYER_COMPUTER;
  self->level = GMK_DEFAULT_LEVEL;
  self->opening = gmk_game_opening_new ();
}

void
gmk_game_changed (GmkGame *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->history));

  self->serial++;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GmkMoveItem) item = g_list_model_get_item (G_LIST_MODEL (self->history), i);
      gmk_move_item_set_future (item, i >= self->current);
      gmk_move_item_set_current (item, i + 1 == self->current);
    }
  gmk_game_tree_update_items (&self->tree, G_LIST_MODEL (self->history),
                              self->position->board.height);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TOTAL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TO_MOVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[POSITION_CHANGED], 0);
}

GmkGame *
gmk_game_new (GmkRule rule,
              int     width,
              int     height)
{
  GmkGame *self = g_object_new (GMK_TYPE_GAME, NULL);

  gmk_position_init (self->position, width, height, rule);
  return self;
}

void
gmk_game_reset (GmkGame *self,
                GmkRule  rule,
                int      width,
                int      height)
{
  g_return_if_fail (GMK_IS_GAME (self));
  g_return_if_fail (rule < GMK_N_RULES);
  g_return_if_fail (width >= GMK_MIN_SIZE && width <= GMK_MAX_SIZE);
  g_return_if_fail (height >= GMK_MIN_SIZE && height <= GMK_MAX_SIZE);

  gmk_position_init (self->position, width, height, rule);
  gmk_game_tree_reset (&self->tree);
  self->current = 0;
  g_list_store_remove_all (self->history);
  gmk_game_opening_restart (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEIGHT]);
  g_object_thaw_notify (G_OBJECT (self));

  gmk_game_changed (self);
}

void
gmk_game_set_up (GmkGame           *self,
                 const GmkPosition *position)
{
  gboolean new_shape;

  g_return_if_fail (GMK_IS_GAME (self));
  g_return_if_fail (position != NULL);

  new_shape = position->board.rule != self->position->board.rule ||
              position->board.width != self->position->board.width ||
              position->board.height != self->position->board.height;
  gmk_position_copy (self->position, position);
  gmk_game_tree_reset (&self->tree);
  self->current = 0;
  g_list_store_remove_all (self->history);
  if (new_shape)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEIGHT]);
    }
  gmk_game_changed (self);
}

const GmkPosition *
gmk_game_get_position (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), NULL);
  return self->position;
}

GmkRule
gmk_game_get_rule (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_RULE_FREESTYLE);
  return self->position->board.rule;
}

int
gmk_game_get_width (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 15);
  return self->position->board.width;
}

int
gmk_game_get_height (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 15);
  return self->position->board.height;
}

guint
gmk_game_get_n_moves (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 0);
  return self->current;
}

guint
gmk_game_get_n_total (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 0);
  return gmk_game_tree_length (&self->tree);
}

int
gmk_game_get_move (GmkGame *self,
                   guint    i)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_NO_MOVE);
  g_return_val_if_fail (i < gmk_game_tree_length (&self->tree), GMK_NO_MOVE);
  return gmk_game_tree_move (&self->tree, i);
}

GmkColor
gmk_game_get_to_move (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_BLACK);
  return self->position->board.to_move;
}

GmkResult
gmk_game_get_result (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_RESULT_NONE);
  return self->position->status.result;
}

GmkHow
gmk_game_get_how (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_HOW_NONE);
  return self->position->status.how;
}

gboolean
gmk_game_is_over (GmkGame *self)
{
  return gmk_game_get_result (self) != GMK_RESULT_NONE;
}

int
gmk_game_get_captured_pairs (GmkGame  *self,
                             GmkColor  color)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 0);
  g_return_val_if_fail (color == GMK_BLACK || color == GMK_WHITE, 0);
  return self->position->board.captured_pairs[color];
}

int
gmk_game_get_winning_line (GmkGame *self,
                           int     *line)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 0);
  if (!gmk_game_is_over (self))
    return 0;
  return gmk_position_winning_line (self->position, line);
}

int
gmk_game_get_forbidden_points (GmkGame   *self,
                               int       *indices,
                               GmkReason *reasons)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 0);
  if (gmk_game_is_over (self) ||
      !gmk_rule_has_forbidden (gmk_game_get_rule (self), gmk_game_get_to_move (self)))
    return 0;
  return gmk_position_forbidden_points (self->position, indices, reasons);
}

GmkReason
gmk_game_check (GmkGame *self,
                int      x,
                int      y)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_REASON_OFF_BOARD);
  return gmk_position_check (self->position, x, y);
}

/* The line changed from move `from` on, the position shown being at or
 * before it: the history's rows from there are made anew, each move played
 * through the rules on a copy of the position (a move they refuse ends the
 * line there). */
static void
relay_history (GmkGame *self,
               guint    from)
{
  g_autofree GmkPosition *scratch = g_memdup2 (self->position, sizeof (GmkPosition));
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->history));
  GmkBoard *board = &scratch->board;

  g_assert (self->current <= from);
  for (guint i = self->current; i < gmk_game_tree_length (&self->tree); i++)
    {
      int index = gmk_game_tree_move (&self->tree, i);
      GmkColor color = board->to_move;

      if (!gmk_board_index_valid (board, index) ||
          gmk_position_play (scratch, gmk_board_x (index), gmk_board_y (index)) != GMK_REASON_NONE)
        {
          gmk_game_tree_truncate (&self->tree, i);
          break;
        }
      if (i >= from)
        g_ptr_array_add (items, gmk_move_item_new (i + 1, color, gmk_board_x (index),
                                                   gmk_board_y (index), board->height,
                                                   board->history[board->ply - 1].n_captured));
    }
  from = MIN (from, n_items);
  g_list_store_splice (self->history, from, n_items - from, items->pdata, items->len);
}

static gboolean step_forward (GmkGame *self);
static gboolean step_back (GmkGame *self);

/* The line changed from move `from` on: back to it, new rows, then
 * forward to the position after `show` moves (or the line's end). */
static void
change_line (GmkGame *self,
             guint    from,
             guint    show)
{
  while (self->current > from && step_back (self))
    ;
  relay_history (self, from);
  while (self->current < show && step_forward (self))
    ;
  gmk_game_changed (self);
}

void
gmk_game_push_played (GmkGame *self,
                      int      index)
{
  GmkBoard *board = &self->position->board;
  /* Colours alternate: no rule knows a pass. */
  GmkColor color = self->current % 2 == 0 ? GMK_BLACK : GMK_WHITE;
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->history));
  g_autoptr(GmkMoveItem) item = NULL;
  guint from = gmk_game_tree_play (&self->tree, self->current, index);

  if (from == G_MAXUINT)
    {
      /* The tree is full: the stone is on the board, so the line must
       * hold it; the line's other moves after it go. */
      gmk_game_tree_truncate (&self->tree, self->current);
      from = gmk_game_tree_play (&self->tree, self->current, index);
      g_assert (from != G_MAXUINT);
    }
  if (from > self->current && self->current < n_items)
    {
      /* The line went on with this very move: its row is there. */
      self->current++;
      return;
    }
  item = gmk_move_item_new (self->current + 1, color,
                            gmk_board_x (index), gmk_board_y (index),
                            board->height,
                            board->history[self->current].n_captured);
  n_items = MAX (n_items, self->current);
  g_list_store_splice (self->history, self->current, n_items - self->current,
                       (gpointer *) &item, 1);
  self->current++;
  /* A variation that played this move already goes on: its rows too. */
  if (self->current < gmk_game_tree_length (&self->tree))
    relay_history (self, self->current);
}

gboolean
gmk_game_play (GmkGame  *self,
               int       x,
               int       y,
               GError  **error)
{
  GmkReason reason;
  int index;
  guint from;

  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (gmk_game_in_opening (self))
    return gmk_game_opening_play (self, x, y, error);

  reason = gmk_position_check (self->position, x, y);
  if (reason != GMK_REASON_NONE)
    {
      g_autofree char *why = gmk_game_describe_refusal (self->position->board.to_move, x, y,
                                               self->position->board.height, reason);

      g_set_error_literal (error, GMK_GAME_ERROR,
                           reason == GMK_REASON_GAME_OVER ? GMK_GAME_ERROR_GAME_OVER
                                                          : GMK_GAME_ERROR_ILLEGAL,
                           why);
      return FALSE;
    }

  if (self->position->board.ply >= GMK_MAX_PLY)
    {
      g_set_error_literal (error, GMK_GAME_ERROR, GMK_GAME_ERROR_GAME_OVER,
                           _("The game is too long to go on"));
      return FALSE;
    }

  index = gmk_board_index (x, y);

  if (self->current < gmk_game_tree_length (&self->tree) &&
      gmk_game_tree_move (&self->tree, self->current) == index)
    return gmk_game_redo (self);

  /* Another move than the line's next starts a variation: the line's
   * moves after it stay in the tree. */
  from = gmk_game_tree_play (&self->tree, self->current, index);
  if (from == G_MAXUINT)
    {
      g_set_error_literal (error, GMK_GAME_ERROR, GMK_GAME_ERROR_GAME_OVER,
                           _("The game has too many moves to try another"));
      return FALSE;
    }
  change_line (self, from, self->current + 1);

  return TRUE;
}

gboolean
gmk_game_can_undo (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  /* Against a computer that opened, its first move is no turn of the
   * person's to take back: the empty board would only wait for it. */
  if (self->current == 1 && self->players[GMK_BLACK] == GMK_PLAYER_COMPUTER &&
      self->players[GMK_WHITE] == GMK_PLAYER_HUMAN)
    return FALSE;
  return self->current > gmk_game_opening_fixed_plies (self);
}

gboolean
gmk_game_can_redo (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  return self->current < gmk_game_tree_length (&self->tree);
}

static gboolean
step_back (GmkGame *self)
{
  if (self->current == 0 || self->current <= gmk_game_opening_fixed_plies (self))
    return FALSE;
  if (!gmk_position_undo (self->position))
    return FALSE;
  self->current--;
  return TRUE;
}

static gboolean
step_forward (GmkGame *self)
{
  int index;

  if (self->current >= gmk_game_tree_length (&self->tree))
    return FALSE;
  index = gmk_game_tree_move (&self->tree, self->current);
  if (gmk_position_play (self->position, gmk_board_x (index), gmk_board_y (index)) != GMK_REASON_NONE)
    return FALSE;
  self->current++;
  return TRUE;
}

gboolean
gmk_game_undo (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  if (!step_back (self))
    return FALSE;
  gmk_game_changed (self);
  return TRUE;
}

gboolean
gmk_game_redo (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  if (!step_forward (self))
    return FALSE;
  gmk_game_changed (self);
  return TRUE;
}

static gboolean
one_human_one_computer (GmkGame *self)
{
  return self->players[GMK_BLACK] != self->players[GMK_WHITE];
}

gboolean
gmk_game_undo_turn (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  if (!gmk_game_can_undo (self) || !step_back (self))
    return FALSE;
  if (one_human_one_computer (self))
    while (self->current > 0 && gmk_game_computer_to_move (self))
      if (!step_back (self))   /* an opening's stones stay */
        break;
  gmk_game_changed (self);
  return TRUE;
}

gboolean
gmk_game_redo_turn (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  if (!step_forward (self))
    return FALSE;
  if (one_human_one_computer (self))
    while (self->current < gmk_game_tree_length (&self->tree) && gmk_game_computer_to_move (self))
      step_forward (self);
  gmk_game_changed (self);
  return TRUE;
}

gboolean
gmk_game_go_to (GmkGame *self,
                guint    n_moves)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);

  if (n_moves > gmk_game_tree_length (&self->tree))
    return FALSE;
  if (n_moves == self->current)
    return TRUE;
  while (self->current > n_moves)
    if (!step_back (self))
      break;
  while (self->current < n_moves)
    if (!step_forward (self))
      break;
  gmk_game_changed (self);
  return self->current == n_moves;
}

GmkGameTree *
gmk_game_peek_tree (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), NULL);
  return &self->tree;
}

void
gmk_game_change_line (GmkGame *self,
                      guint    from,
                      guint    show)
{
  g_return_if_fail (GMK_IS_GAME (self));
  change_line (self, from, show);
}

guint64
gmk_game_get_serial (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), 0);
  return self->serial;
}

GListModel *
gmk_game_get_history (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->history);
}

GmkPlayerKind
gmk_game_get_player (GmkGame  *self,
                     GmkColor  color)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_PLAYER_HUMAN);
  g_return_val_if_fail (color == GMK_BLACK || color == GMK_WHITE, GMK_PLAYER_HUMAN);
  return self->players[color];
}

void
gmk_game_set_player (GmkGame       *self,
                     GmkColor       color,
                     GmkPlayerKind  kind)
{
  g_return_if_fail (GMK_IS_GAME (self));
  g_return_if_fail (color == GMK_BLACK || color == GMK_WHITE);
  g_return_if_fail (kind == GMK_PLAYER_HUMAN || kind == GMK_PLAYER_COMPUTER);

  if (self->players[color] == kind)
    return;
  self->players[color] = kind;
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[color == GMK_BLACK ? PROP_BLACK_PLAYER : PROP_WHITE_PLAYER]);
}

int
gmk_game_get_level (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_MAX_LEVEL);
  return self->level;
}

void
gmk_game_set_level (GmkGame *self,
                    int      level)
{
  g_return_if_fail (GMK_IS_GAME (self));

  level = CLAMP (level, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

void
gmk_game_set_side_level (GmkGame  *self,
                         GmkColor  color,
                         int       level)
{
  g_return_if_fail (GMK_IS_GAME (self));
  g_return_if_fail (color == GMK_BLACK || color == GMK_WHITE);

  level = level <= 0 ? 0 : CLAMP (level, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
  if (self->side_levels[color] == level)
    return;
  self->side_levels[color] = level;
  /* What shows a level follows "level": a side's level is one too. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

int
gmk_game_get_level_of (GmkGame  *self,
                       GmkColor  color)
{
  g_return_val_if_fail (GMK_IS_GAME (self), GMK_MAX_LEVEL);
  g_return_val_if_fail (color == GMK_BLACK || color == GMK_WHITE, self->level);

  if (self->players[GMK_BLACK] == GMK_PLAYER_COMPUTER &&
      self->players[GMK_WHITE] == GMK_PLAYER_COMPUTER && self->side_levels[color] > 0)
    return self->side_levels[color];
  return self->level;
}

gboolean
gmk_game_computer_to_move (GmkGame *self)
{
  g_return_val_if_fail (GMK_IS_GAME (self), FALSE);
  /* In the opening, whoever acts may not be the side to move. */
  return self->players[gmk_game_get_actor_color (self)] == GMK_PLAYER_COMPUTER;
}
