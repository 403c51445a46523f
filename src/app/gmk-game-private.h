/* gmk-game-private.h: what the game's own files share (gmk-game.c,
 * gmk-game-load.c, gmk-game-variations.c, gmk-game-opening.c,
 * gmk-game-review.c); nothing
 * else includes it.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-game.h"
#include "gmk-game-tree.h"
#include "gmk-opening.h"

G_BEGIN_DECLS

typedef struct _GmkGameOpening GmkGameOpening;

struct _GmkGame
{
  GObject         parent_instance;

  GmkPosition    *position;      /* after the first `current` moves */
  GmkGameTree     tree;          /* every move tried; the line shown */
  guint           current;
  GListStore     *history;       /* GmkMoveItem, one per move of the line */
  guint64         serial;

  GmkPlayerKind   players[3];    /* indexed by GmkColor */
  int             level;         /* of a computer that plays one side */
  int             side_levels[3];  /* by GmkColor, when it plays both; 0: level */

  GmkGameOpening *opening;       /* gmk-game-opening.c */
};

/* The game's tree of moves and its current line. */
GmkGameTree *gmk_game_peek_tree   (GmkGame *self);
/* After the line changed from move `from` on (the moves before it the
 * same): takes the position back to `from`, makes the history's rows
 * anew from there, each move through the rules, then shows the position
 * after `show` moves (or the line's end), and emits position-changed. */
void         gmk_game_change_line (GmkGame *self,
                                   guint    from,
                                   guint    show);

/* Notifies the properties that follow the position, then position-changed. */
void   gmk_game_changed           (GmkGame     *self);
/* Records move `index`, already on self->position, as the line's next
 * move (the line's moves after it leave the line shown). */
void   gmk_game_push_played       (GmkGame     *self,
                                   int          index);

/* gmk-game-opening.c, for gmk-game.c. */
GmkGameOpening *gmk_game_opening_new     (void);
void            gmk_game_opening_free    (GmkGameOpening *opening);
/* A new game: the opening rule of new games, when it fits. */
void            gmk_game_opening_restart (GmkGame        *self);
/* Moves loaded without an opening rule; TRUE when an opening was on. */
gboolean        gmk_game_opening_clear   (GmkGame        *self);
/* Moves Undo and the history may not take back: every stone of an
 * opening in progress, the opening's stones once it is over. */
guint           gmk_game_opening_fixed_plies (GmkGame    *self);
/* A stone, an offer or a selection clicked during the opening. */
gboolean        gmk_game_opening_play    (GmkGame        *self,
                                          int             x,
                                          int             y,
                                          GError        **error);

G_END_DECLS
