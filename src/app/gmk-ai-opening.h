/* gmk-ai-opening.h: the computer's actions in a game's opening.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmkAiOpening watches one GmkGame.  When the game is in its opening
 * stage and whoever acts is the computer, it asks gmk-opening-play (the
 * engine's opening decisions: balanced stones, colour choices, offers and
 * the choice among them) in a GTask thread, and applies the answer through
 * gmk_game_opening_act on the main thread, a group of stones in turn.  Any
 * change of the game stops the work and discards its answer.  Normal moves
 * are GmkAiPlayer's.
 */
#pragma once

#include <glib-object.h>

#include "gmk-game.h"

G_BEGIN_DECLS

#define GMK_TYPE_AI_OPENING (gmk_ai_opening_get_type())

G_DECLARE_FINAL_TYPE (GmkAiOpening, gmk_ai_opening, GMK, AI_OPENING, GObject)

GmkAiOpening *gmk_ai_opening_new          (GmkGame      *game);
/* TRUE while the computer decides an opening action. */
gboolean      gmk_ai_opening_get_thinking (GmkAiOpening *self);
/* Paused, the computer decides nothing (what runs is dropped); unpaused,
 * it decides again.  Also the "paused" property. */
gboolean      gmk_ai_opening_get_paused   (GmkAiOpening *self);
void          gmk_ai_opening_set_paused   (GmkAiOpening *self,
                                           gboolean      paused);
/* Stops whatever runs; the next change of the game starts again. */
void          gmk_ai_opening_cancel       (GmkAiOpening *self);
/* Looks at the game again and starts if the computer is to act. */
void          gmk_ai_opening_resume       (GmkAiOpening *self);

G_END_DECLS
