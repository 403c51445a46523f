/* gmk-record.h: a game record — board size, rule, players, result, date
 * and the moves of the main line — as the SGF and PSQ readers make it and
 * the writers take it.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record holds only what a file said: every move is a point of the board,
 * but whether the moves are legal is decided by replaying them through
 * GmkPosition (gmk_game_record_replay), so no rule is known here.
 */
#pragma once

#include "gmk-opening.h"
#include "gmk-record-tree.h"
#include "gmk-rules.h"

G_BEGIN_DECLS

/* Game records are small (a full 22x22 board is ~4 KiB of SGF); anything
 * much bigger is not a game we could hold anyway. */
#define GMK_GAMEFILE_MAX_SIZE (4 * 1024 * 1024)

/* The error domain of the readers and of the replay. */
#define GMK_GAMEFILE_ERROR (gmk_gamefile_error_quark ())

typedef enum {
  GMK_GAMEFILE_ERROR_EMPTY,        /* nothing but blanks */
  GMK_GAMEFILE_ERROR_FORMAT,       /* neither SGF nor PSQ */
  GMK_GAMEFILE_ERROR_SYNTAX,       /* not well formed, truncated */
  GMK_GAMEFILE_ERROR_TOO_LARGE,    /* file, number of moves or nesting */
  GMK_GAMEFILE_ERROR_UNSUPPORTED,  /* well formed but not a gomoku game we can hold */
  GMK_GAMEFILE_ERROR_BAD_MOVE,     /* off the board, pass, out of turn */
  GMK_GAMEFILE_ERROR_ILLEGAL,      /* refused by the rules on replay */
} GmkGamefileError;

typedef struct {
  int        width;
  int        height;
  GmkRule    rule;          /* meaningful when has_rule */
  gboolean   has_rule;      /* SGF RU[]; PSQ never carries a rule */
  char      *black;         /* player names, UTF-8, or NULL */
  char      *white;
  char      *result;        /* SGF RE[] text ("B+", "W+R", "0"...), or NULL */
  char      *date;          /* SGF DT[] text, or NULL */
  int       *moves;         /* cell indices (gmk_board_index), all on the board */
  guint      n_moves;
  guint      n_variations;  /* variations in the file (SGF) */
  GmkRecordTree *tree;      /* every line, variations included, when the
                             * game has variations; NULL for one line.
                             * Its main line is `moves` (gmk-record-tree.h;
                             * PSQ writes `moves` only). */
  GmkOpeningRule opening;   /* meaningful when has_opening */
  gboolean   has_opening;   /* SGF GO[], PSQ "Opening:" line */
  char      *opening_choices; /* the opening's actions that are not stones,
                             * in order, space-separated: "black", "white"
                             * (a colour taken), "two" (swap2's two more),
                             * "declare=N", "offer=h9,j10,…"; or NULL.  The
                             * stones, a selected offer included, are
                             * moves.  Checked only on replay. */
  GmkReviewEntry *review;   /* gmk-record-review.c: the review of the first
                             * n_reviewed moves of the main line, or NULL */
  guint      n_reviewed;
} GmkGameRecord;

GQuark             gmk_gamefile_error_quark   (void);

GmkGameRecord     *gmk_game_record_new        (int                  width,
                                               int                  height);
void               gmk_game_record_free       (GmkGameRecord       *record);
/* Appends (x, y), which must be on the record's board; FALSE (and nothing
 * added) when it is not or the record already holds GMK_MAX_PLY moves. */
gboolean           gmk_game_record_add_move   (GmkGameRecord       *record,
                                               int                  x,
                                               int                  y);
/* Replaces size, rule and moves by those of the position's game (its move
 * stack, in order) and sets the result text from its status ("B+", "W+",
 * "0" for a draw; cleared while the game goes on).  Names and date stay;
 * the tree of variations goes. */
void               gmk_game_record_set_from_position (GmkGameRecord     *record,
                                                      const GmkPosition *pos);
/* Initialises `pos` with the record's size and rule (or `default_rule` when
 * the record has none) and plays every move through gmk_position_play.  On
 * the first move the rules refuse, sets GMK_GAMEFILE_ERROR_ILLEGAL naming
 * the move and the reason, and returns FALSE (pos then holds the moves
 * before it). */
gboolean           gmk_game_record_replay     (const GmkGameRecord *record,
                                               GmkRule              default_rule,
                                               GmkPosition         *pos,
                                               GError             **error);

/* gmk-record-opening.c: the opening rule and its choices. */

/* The game is played under `rule`: sets it and clears the choices. */
void               gmk_game_record_set_opening (GmkGameRecord       *record,
                                                GmkOpeningRule       rule);
/* Appends the choice `action` stands for (a colour, swap2's two more, a
 * declaration, offers); a stone or a selection is a move, not a choice,
 * and is not added (FALSE). */
gboolean           gmk_game_record_add_opening_choice (GmkGameRecord          *record,
                                                       const GmkOpeningAction *action);
/* Like gmk_game_record_replay, under the record's opening rule (none when
 * it has none): each move and choice goes through gmk_opening_apply in
 * turn, choices where the opening asks for one, so `opening` ends in the
 * stage the game was saved in.  A refused move or choice, a choice that
 * cannot be read, or choices left over set GMK_GAMEFILE_ERROR_ILLEGAL (or
 * _UNSUPPORTED for an opening that does not go with the rule set). */
gboolean           gmk_game_record_replay_opening (const GmkGameRecord *record,
                                                   GmkRule              default_rule,
                                                   GmkPosition         *pos,
                                                   GmkOpening          *opening,
                                                   GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmkGameRecord, gmk_game_record_free)

G_END_DECLS
