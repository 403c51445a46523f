/* gmk-status-text.h: the state of play in plain words.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A pure function of a few facts the window gathers from the game and the
 * computer player: whose turn it is, whether the computer thinks (or holds
 * the move it found for the pace of a computer game), a forced win known
 * for a side, the result, and the note that explains a lopsided winning
 * chance at the start of a rule whose first-move advantage is known.  No
 * widget, no game: the tests feed it facts and read the words.
 */
#pragma once

#include <glib.h>

#include "gmk-opening.h"
#include "gmk-rules.h"

G_BEGIN_DECLS

typedef struct {
  GmkColor   to_move;
  gboolean   person_to_move;      /* a person plays to_move */
  gboolean   against_computer;    /* one person, one computer: "Your turn" */
  GmkColor   thinking;            /* the computer searching for its own move
                                   * (a hint is no move), or holding the move
                                   * it found for the pace; GMK_EMPTY */
  gboolean   paused;              /* a computer game, paused */
  GmkResult  result;              /* GMK_RESULT_NONE while the game goes on */
  GmkColor   pending_five;        /* ninuki: a five the other may break */
  GmkColor   forced_winner;       /* a proven win known for this side */
  guint      n_moves;             /* stones played so far */
  gboolean   advantage_known;     /* the rule and size are solved: the first
                                   * player wins with perfect play */
  /* An opening rule's step.  Outside the opening (GMK_STAGE_DONE), and
   * where the actor places a stone of its own colour, the side to move says
   * it all; person_to_move is then about the actor. */
  GmkOpeningStage opening_stage;
  GmkColor   actor;               /* the colour of whoever decides;
                                   * GMK_EMPTY outside an opening */
  int        declared;            /* fifth moves to offer */
  gboolean   offering;            /* Taraguchi-10: the fifth stone offered */
} GmkStatusFacts;

/* Stones after which the opening note stops: past them the figures speak of
 * the game played, not of the rule. */
#define GMK_STATUS_OPENING_MOVES 8

/* The status line: "Your turn (Black)", "White is thinking…", "White has a
 * forced win", "Game over: Black wins". */
char *gmk_status_text   (const GmkStatusFacts *facts);
/* Who decides an opening's step and what, "White chooses a colour",
 * "Black offers 2 fifth moves"; "Your turn: choose a colour" for the person
 * against the computer.  NULL where the step is a plain move by the side
 * to move (the facts' opening fields only are read, and against_computer
 * and person_to_move). */
char *gmk_status_opening_text (const GmkStatusFacts *facts);
/* A second line that explains the figures, or NULL: at the start of a
 * solved rule, that Black's advantage is known. */
char *gmk_status_detail (const GmkStatusFacts *facts);

G_END_DECLS
