/* gmk-game.h: the game being played.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmkGame is an engine position plus the line of moves that led to it,
 * with undo and redo along that line, the players of each colour and the
 * rules.  It knows no rule itself: legality, captures, forbidden points and
 * results all come from GmkPosition.
 *
 * Every change of the position shown (a move, undo, redo, a jump in the
 * history, a new or loaded game) emits "position-changed" once, after the
 * properties have been notified: the one signal to watch for redraws and,
 * with "review-changed" (a review finished), for saving the game.  So does
 * every step of an opening rule (gmk-game-opening.h), a colour choice or
 * an offer included.
 */
#pragma once

#include <gio/gio.h>

#include "gmk-record-tree.h"
#include "gmk-rules.h"

G_BEGIN_DECLS

#define GMK_GAME_ERROR (gmk_game_error_quark())

typedef enum {
  GMK_GAME_ERROR_ILLEGAL,       /* off board, occupied, forbidden */
  GMK_GAME_ERROR_GAME_OVER,
  GMK_GAME_ERROR_INVALID,       /* bad arguments to load: size, rule, move */
} GmkGameError;

typedef enum {
  GMK_PLAYER_HUMAN,
  GMK_PLAYER_COMPUTER,
} GmkPlayerKind;

#define GMK_TYPE_GAME (gmk_game_get_type())

G_DECLARE_FINAL_TYPE (GmkGame, gmk_game, GMK, GAME, GObject)

GQuark             gmk_game_error_quark      (void);

GmkGame           *gmk_game_new              (GmkRule      rule,
                                              int          width,
                                              int          height);
/* A new game: empty board, empty history; players are kept. */
void               gmk_game_reset            (GmkGame     *self,
                                              GmkRule      rule,
                                              int          width,
                                              int          height);
/* Shows a position set up elsewhere (the analysis board) with no history:
 * Undo cannot go back past it. */
void               gmk_game_set_up           (GmkGame     *self,
                                              const GmkPosition *position);
/* The position shown (the current point in the history). */
const GmkPosition *gmk_game_get_position     (GmkGame     *self);
GmkRule            gmk_game_get_rule         (GmkGame     *self);
int                gmk_game_get_width        (GmkGame     *self);
int                gmk_game_get_height       (GmkGame     *self);
/* Moves up to the shown position. */
guint              gmk_game_get_n_moves      (GmkGame     *self);
/* Moves of the whole line, including those Redo would replay. */
guint              gmk_game_get_n_total      (GmkGame     *self);
/* Cell index of move i (0-based, i < n_total). */
int                gmk_game_get_move         (GmkGame     *self,
                                              guint        i);
GmkColor           gmk_game_get_to_move      (GmkGame     *self);
GmkResult          gmk_game_get_result       (GmkGame     *self);
GmkHow             gmk_game_get_how          (GmkGame     *self);
gboolean           gmk_game_is_over          (GmkGame     *self);
/* Pairs captured by `color` in the shown position. */
int                gmk_game_get_captured_pairs (GmkGame   *self,
                                                GmkColor   color);
/* Winning line of the shown position; fills `line` (room for
 * GMK_MAX_SIZE) and returns the count, 0 when there is none. */
int                gmk_game_get_winning_line (GmkGame     *self,
                                              int         *line);
/* Forbidden points of the side to move in the shown position. */
int                gmk_game_get_forbidden_points (GmkGame  *self,
                                                  int      *indices,
                                                  GmkReason *reasons);
/* Why (x, y) is refused for the side to move, GMK_REASON_NONE if legal. */
GmkReason          gmk_game_check            (GmkGame     *self,
                                              int          x,
                                              int          y);

/* Plays (x, y) for the side to move.  Played in the middle of the line,
 * the move starts a variation and the line goes on with it; the moves
 * after it stay in the tree (gmk-game-variations.c).  The very move Redo
 * would play just goes forward.  On refusal: GMK_GAME_ERROR and a message
 * that names the reason, e.g. "Black may not play j9: double-three". */
gboolean           gmk_game_play             (GmkGame     *self,
                                              int          x,
                                              int          y,
                                              GError     **error);
/* Replaces the whole game by these moves (cell indices, as
 * gmk_game_get_move returns them).  On error the game is untouched. */
gboolean           gmk_game_load_moves       (GmkGame     *self,
                                              GmkRule      rule,
                                              int          width,
                                              int          height,
                                              const int   *moves,
                                              guint        n_moves,
                                              GError     **error);

/* gmk-game-load.c: replaces the whole game by this tree of moves (the
 * main line and its variations, every move checked by the rules) and
 * shows the end of its main line.  On error the game is untouched. */
gboolean           gmk_game_load_tree        (GmkGame              *self,
                                              GmkRule               rule,
                                              int                   width,
                                              int                   height,
                                              const GmkRecordTree  *tree,
                                              GError              **error);

/* gmk-game-variations.c: the tree of moves behind the line shown.  The
 * line is the main line until a move in its middle starts a variation. */
const GmkRecordTree *gmk_game_get_tree       (GmkGame     *self);
/* TRUE when the line shown is not the main line. */
gboolean           gmk_game_in_variation     (GmkGame     *self);
/* Move i of the line becomes `move`, another move tried there, and the
 * position after it is shown. */
gboolean           gmk_game_switch_move      (GmkGame     *self,
                                              guint        i,
                                              int          move);
/* Back to the main line, at the position where the line left it. */
gboolean           gmk_game_to_main_line     (GmkGame     *self);
/* The line shown becomes the main line, the old one a variation. */
gboolean           gmk_game_promote_line     (GmkGame     *self);
/* TRUE when the position shown is in a variation that can be deleted. */
gboolean           gmk_game_can_delete_variation (GmkGame *self);
/* Deletes the variation the position shown is in, and shows the
 * position where it left its parent line. */
gboolean           gmk_game_delete_variation (GmkGame     *self);

gboolean           gmk_game_can_undo         (GmkGame     *self);
gboolean           gmk_game_can_redo         (GmkGame     *self);
/* One ply back or forward along the line. */
gboolean           gmk_game_undo             (GmkGame     *self);
gboolean           gmk_game_redo             (GmkGame     *self);
/* What the Undo button does: one ply, and in a game of a person against
 * the computer back to that person's previous move (the computer's reply
 * and the person's move are both taken back). */
gboolean           gmk_game_undo_turn        (GmkGame     *self);
/* The counterpart of gmk_game_undo_turn. */
gboolean           gmk_game_redo_turn        (GmkGame     *self);
/* Shows the position after the first n_moves moves of the line. */
gboolean           gmk_game_go_to            (GmkGame     *self,
                                              guint        n_moves);

/* Grows by one on every change of the position shown: lets a caller
 * that worked on a copy (the computer player) see that the game moved on. */
guint64            gmk_game_get_serial       (GmkGame     *self);

/* GmkMoveItem objects, one per move of the whole line. */
GListModel        *gmk_game_get_history      (GmkGame     *self);

GmkPlayerKind      gmk_game_get_player       (GmkGame     *self,
                                              GmkColor     color);
void               gmk_game_set_player       (GmkGame     *self,
                                              GmkColor     color,
                                              GmkPlayerKind kind);
/* GMK_MIN_LEVEL..GMK_MAX_LEVEL, the strength of the computer player(s). */
int                gmk_game_get_level        (GmkGame     *self);
void               gmk_game_set_level        (GmkGame     *self,
                                              int          level);
/* When the computer plays both sides, each side may have a level of its
 * own; 0 leaves it at the level above. */
void               gmk_game_set_side_level   (GmkGame     *self,
                                              GmkColor     color,
                                              int          level);
/* The level `color` plays at: its own when the computer plays both sides,
 * else the level above. */
int                gmk_game_get_level_of     (GmkGame     *self,
                                              GmkColor     color);
/* TRUE when the side to move in the shown position is the computer. */
gboolean           gmk_game_computer_to_move (GmkGame     *self);

/* Translated descriptions for people. */
/* Why `color` may not play (x, y): "Black may not play j9: double-three". */
char              *gmk_game_describe_refusal (GmkColor     color,
                                              int          x,
                                              int          y,
                                              int          height,
                                              GmkReason    reason);
const char        *gmk_game_color_name       (GmkColor     color);
const char        *gmk_game_rule_title       (GmkRule      rule);
/* "Black wins with five in a row", "Draw: the board is full", ...;
 * NULL when the game is not over.  Free with g_free. */
char              *gmk_game_describe_result  (GmkGame     *self);

G_END_DECLS
