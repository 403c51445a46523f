/* gmk-gamefile.h: game records on disk, SGF (FF[4], GM[4]) and Piskvork PSQ.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A reader turns the bytes of a file into a GmkGameRecord: board size, rule
 * (when the format carries one), players, result text, date and the list of
 * moves of the main line.  A reader checks only the form of the file and
 * that every move is a point of the board; whether the moves are legal is
 * decided by replaying them through GmkPosition (gmk_game_record_replay), so
 * no rule is known here.
 *
 * Readers accept any bytes: whatever the input, they return a record or a
 * GError whose message names the problem (and the line, where it helps).
 * They never allocate more than a small multiple of the input, which is
 * limited to GMK_GAMEFILE_MAX_SIZE bytes.
 */
#pragma once

#include "gmk-rules.h"

G_BEGIN_DECLS

/* Game records are small (a full 22x22 board is ~4 KiB of SGF); anything
 * much bigger is not a game we could hold anyway. */
#define GMK_GAMEFILE_MAX_SIZE (4 * 1024 * 1024)
/* Variations nested deeper than this are refused rather than followed. */
#define GMK_GAMEFILE_MAX_DEPTH 10000

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

typedef enum {
  GMK_GAMEFILE_FORMAT_UNKNOWN = 0,
  GMK_GAMEFILE_FORMAT_SGF,
  GMK_GAMEFILE_FORMAT_PSQ,
} GmkGamefileFormat;

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
  guint      n_variations;  /* variations read and skipped (SGF) */
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
 * "0" for a draw; cleared while the game goes on).  Names and date stay. */
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

/* Guesses the format from the first bytes (SGF starts with '(', PSQ with
 * "Piskvorky"); GMK_GAMEFILE_FORMAT_UNKNOWN when neither. */
GmkGamefileFormat  gmk_gamefile_detect        (const char          *data,
                                               gsize                length);
/* By the file name's extension (".sgf", ".psq", any case). */
GmkGamefileFormat  gmk_gamefile_format_for_name (const char        *filename);

/* `data` need not be NUL-terminated and may hold any bytes. */
GmkGameRecord     *gmk_gamefile_read_sgf      (const char          *data,
                                               gsize                length,
                                               GError             **error);
GmkGameRecord     *gmk_gamefile_read_psq      (const char          *data,
                                               gsize                length,
                                               GError             **error);
/* Detects the format, then reads it. */
GmkGameRecord     *gmk_gamefile_read          (const char          *data,
                                               gsize                length,
                                               GError             **error);

/* Newly allocated text of the file, ending with a newline. */
char              *gmk_gamefile_write_sgf     (const GmkGameRecord *record);
char              *gmk_gamefile_write_psq     (const GmkGameRecord *record);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmkGameRecord, gmk_game_record_free)

G_END_DECLS
