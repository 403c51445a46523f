/* gmk-game-private.h: what gmk-game.c shares with the files that extend
 * GmkGame (gmk-game-opening.c), and with no one else.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gmk-game.h"
#include "gmk-opening.h"

G_BEGIN_DECLS

typedef struct _GmkGameOpening GmkGameOpening;

struct _GmkGame
{
  GObject         parent_instance;

  GmkPosition    *position;      /* after the first `current` moves */
  GArray         *moves;         /* int cell indices of the whole line */
  guint           current;
  GListStore     *history;       /* GmkMoveItem, parallel to moves */
  guint64         serial;

  GmkPlayerKind   players[3];    /* indexed by GmkColor */
  int             level;

  GmkGameOpening *opening;       /* gmk-game-opening.c */
};

/* Notifies the properties that follow the position, then position-changed. */
void   gmk_game_changed           (GmkGame     *self);
/* Records move `index`, already on self->position, at the end of the line. */
void   gmk_game_push_played       (GmkGame     *self,
                                   int          index);
/* "Black may not play h8: the point is taken", for a refused move. */
char  *gmk_game_describe_refusal  (GmkColor     color,
                                   int          x,
                                   int          y,
                                   int          height,
                                   GmkReason    reason);

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
