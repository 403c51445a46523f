/* test-gamefile.c: SGF and PSQ records: round trips, other programs'
 * files, and every kind of malformed input.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

#include "gmk-notation.h"
#include "gmk-psq.h"
#include "gmk-record-file.h"
#include "gmk-sgf.h"

static const char *samples_dir;
static const char *malformed_dir;

static char *
load (const char *dir,
      const char *name,
      gsize      *length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

/* Two positions reached by different roads are the same game. */
static void
assert_same_position (const GmkPosition *a,
                      const GmkPosition *b)
{
  g_assert_cmpint (a->board.width, ==, b->board.width);
  g_assert_cmpint (a->board.height, ==, b->board.height);
  g_assert_cmpint (a->board.rule, ==, b->board.rule);
  g_assert_cmpint (a->board.ply, ==, b->board.ply);
  g_assert_cmpint (a->board.to_move, ==, b->board.to_move);
  g_assert_cmpint (a->board.captured_pairs[GMK_BLACK], ==, b->board.captured_pairs[GMK_BLACK]);
  g_assert_cmpint (a->board.captured_pairs[GMK_WHITE], ==, b->board.captured_pairs[GMK_WHITE]);
  g_assert_cmpmem (a->board.cell, sizeof a->board.cell, b->board.cell, sizeof b->board.cell);
  g_assert_cmpuint (a->board.hash, ==, b->board.hash);
  g_assert_cmpint (a->status.result, ==, b->status.result);
  g_assert_cmpint (a->status.how, ==, b->status.how);
}

/* A random game on the centre of the board, where stones meet often enough
 * for captures; it ends when the rules end it or after `max_plies`. */
static void
play_random_game (GmkPosition *pos,
                  GRand       *rand,
                  GmkRule      rule,
                  int          size,
                  int          max_plies)
{
  int lo = size / 2 - 4;

  gmk_position_init (pos, size, size, rule);
  while (pos->board.ply < max_plies && pos->status.result == GMK_RESULT_NONE)
    {
      gboolean played = FALSE;

      for (int attempt = 0; attempt < 500 && !played; attempt++)
        {
          int x = lo + g_rand_int_range (rand, 0, 9);
          int y = lo + g_rand_int_range (rand, 0, 9);

          played = gmk_position_play (pos, x, y) == GMK_REASON_NONE;
        }
      if (!played)
        break;
    }
}

typedef struct {
  GmkRule            rule;
  GmkGamefileFormat  format;
} RoundTrip;

/* game -> file -> game -> file: the games are the same position (stones,
 * captures, result, hash) and the two files the same text. */
static void
test_round_trip (gconstpointer data)
{
  const RoundTrip *trip = data;
  g_autofree GmkPosition *played = g_new (GmkPosition, 1);
  g_autofree GmkPosition *replayed = g_new (GmkPosition, 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1234 + trip->rule);
  int total_captures = 0;
  int finished = 0;

  for (int game = 0; game < 25; game++)
    {
      g_autoptr(GmkGameRecord) record = NULL;
      g_autoptr(GmkGameRecord) read = NULL;
      g_autoptr(GmkGameRecord) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *text2 = NULL;
      int size = game % 3 == 0 ? 19 : 15;

      play_random_game (played, rand, trip->rule, size, 40 + game * 8);
      total_captures += played->board.captured_pairs[GMK_BLACK] + played->board.captured_pairs[GMK_WHITE];
      finished += played->status.result != GMK_RESULT_NONE;

      record = gmk_game_record_new (size, size);
      record->black = g_strdup ("Ann ] \\ [Bee]");
      record->white = g_strdup ("Ünïcødé 白");
      record->date = g_strdup ("2026-11-22");
      gmk_game_record_set_from_position (record, played);
      g_assert_cmpuint (record->n_moves, ==, played->board.ply);

      if (trip->format == GMK_GAMEFILE_FORMAT_SGF)
        {
          text = gmk_gamefile_write_sgf (record);
          read = gmk_gamefile_read_sgf (text, strlen (text), &error);
        }
      else
        {
          text = gmk_gamefile_write_psq (record);
          read = gmk_gamefile_read_psq (text, strlen (text), &error);
        }
      g_assert_no_error (error);
      g_assert_nonnull (read);
      g_assert_cmpint (gmk_gamefile_detect (text, strlen (text)), ==, trip->format);

      /* PSQ has no rule: the caller gives it. */
      g_assert_true (read->has_rule == (trip->format == GMK_GAMEFILE_FORMAT_SGF));
      g_assert_true (gmk_game_record_replay (read, trip->rule, replayed, &error));
      g_assert_no_error (error);
      assert_same_position (played, replayed);

      g_assert_cmpstr (read->black, ==, record->black);
      g_assert_cmpstr (read->white, ==, record->white);
      if (trip->format == GMK_GAMEFILE_FORMAT_SGF)
        {
          g_assert_cmpstr (read->date, ==, record->date);
          g_assert_cmpstr (read->result, ==, record->result);
        }

      again = gmk_game_record_new (size, size);
      again->black = g_strdup (read->black);
      again->white = g_strdup (read->white);
      again->date = g_strdup (read->date);
      gmk_game_record_set_from_position (again, replayed);
      text2 = trip->format == GMK_GAMEFILE_FORMAT_SGF ? gmk_gamefile_write_sgf (again)
                                                      : gmk_gamefile_write_psq (again);
      g_assert_cmpstr (text, ==, text2);
    }

  /* The games must exercise what they claim to. */
  g_assert_cmpint (finished, >, 0);
  if (gmk_rule_has_captures (trip->rule))
    g_assert_cmpint (total_captures, >, 0);
}

/* Files as other programs write them (hand-made in their conventions). */
typedef struct {
  const char *file;
  GmkRule     default_rule;  /* for files without a rule */
  GmkRule     rule;
  int         width, height;
  guint       n_moves;
  guint       n_variations;
  GmkResult   result;
  GmkHow      how;
  int         black_pairs, white_pairs;
  const char *black, *white, *re;
} Sample;

static const Sample samples[] = {
  { "renju-renlib-style.sgf", GMK_RULE_FREESTYLE, GMK_RULE_RENJU, 15, 15, 45, 0,
    GMK_RESULT_BLACK_WINS, GMK_HOW_FIVE, 0, 0, "Tanaka [1] Hiro", "O'Brien", "B+" },
  { "pente-ff3-crlf.sgf", GMK_RULE_FREESTYLE, GMK_RULE_PENTE, 19, 19, 53, 0,
    GMK_RESULT_BLACK_WINS, GMK_HOW_CAPTURES, 5, 2, "ann", "bob", "B+R" },
  { "ninuki-variations.sgf", GMK_RULE_FREESTYLE, GMK_RULE_NINUKI, 19, 19, 50, 3,
    GMK_RESULT_WHITE_WINS, GMK_HOW_CAPTURES, 0, 6, "Black", "White", NULL },
  { "caro5-collection.sgf", GMK_RULE_FREESTYLE, GMK_RULE_CARO5, 15, 15, 40, 0,
    GMK_RESULT_WHITE_WINS, GMK_HOW_FIVE, 0, 0, NULL, NULL, NULL },
  { "standard-latin1.sgf", GMK_RULE_FREESTYLE, GMK_RULE_STANDARD, 15, 15, 49, 0,
    GMK_RESULT_BLACK_WINS, GMK_HOW_FIVE, 0, 0, "Jérôme", "Renée", NULL },
  { "no-rule-no-size.sgf", GMK_RULE_RENJU, GMK_RULE_RENJU, 15, 15, 9, 0,
    GMK_RESULT_NONE, GMK_HOW_NONE, 0, 0, NULL, NULL, NULL },
  { "unknown-properties.sgf", GMK_RULE_FREESTYLE, GMK_RULE_FREESTYLE, 15, 15, 3, 0,
    GMK_RESULT_NONE, GMK_HOW_NONE, 0, 0, NULL, NULL, NULL },
  { "gomocup-freestyle20.psq", GMK_RULE_FREESTYLE, GMK_RULE_FREESTYLE, 20, 20, 33, 0,
    GMK_RESULT_BLACK_WINS, GMK_HOW_FIVE, 0, 0, "pbrain-alpha.zip", "pbrain-beta.zip", NULL },
  { "ninuki-no-times.psq", GMK_RULE_NINUKI, GMK_RULE_NINUKI, 19, 19, 36, 0,
    GMK_RESULT_BLACK_WINS, GMK_HOW_FIVE, 1, 1, NULL, NULL, NULL },
};

static void
test_sample (gconstpointer data)
{
  const Sample *sample = data;
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  g_autofree GmkPosition *again_pos = g_new (GmkPosition, 1);
  g_autoptr(GmkGameRecord) record = NULL;
  g_autoptr(GmkGameRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *sgf = NULL;
  gsize length;

  contents = load (samples_dir, sample->file, &length);
  g_assert_cmpint (gmk_gamefile_detect (contents, length), ==,
                   gmk_gamefile_format_for_name (sample->file));
  record = gmk_gamefile_read (contents, length, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->width, ==, sample->width);
  g_assert_cmpint (record->height, ==, sample->height);
  g_assert_cmpuint (record->n_moves, ==, sample->n_moves);
  g_assert_cmpuint (record->n_variations, ==, sample->n_variations);
  g_assert_cmpstr (record->black, ==, sample->black);
  g_assert_cmpstr (record->white, ==, sample->white);
  g_assert_cmpstr (record->result, ==, sample->re);

  g_assert_true (gmk_game_record_replay (record, sample->default_rule, pos, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos->board.rule, ==, sample->rule);
  g_assert_cmpint (pos->status.result, ==, sample->result);
  g_assert_cmpint (pos->status.how, ==, sample->how);
  g_assert_cmpint (pos->board.captured_pairs[GMK_BLACK], ==, sample->black_pairs);
  g_assert_cmpint (pos->board.captured_pairs[GMK_WHITE], ==, sample->white_pairs);

  /* Saved again as SGF, it is the same game with its rule. */
  gmk_game_record_set_from_position (record, pos);
  sgf = gmk_gamefile_write_sgf (record);
  again = gmk_gamefile_read_sgf (sgf, strlen (sgf), &error);
  g_assert_no_error (error);
  g_assert_true (again->has_rule);
  g_assert_true (gmk_game_record_replay (again, GMK_RULE_FREESTYLE, again_pos, &error));
  g_assert_no_error (error);
  assert_same_position (pos, again_pos);
}

/* Malformed files: each gives its error, and the message names the problem. */
typedef struct {
  const char       *file;
  GmkGamefileError  code;
  const char       *message;    /* a part of the message */
} Malformed;

static const Malformed malformed[] = {
  { "empty.sgf", GMK_GAMEFILE_ERROR_EMPTY, "empty" },
  { "blank.sgf", GMK_GAMEFILE_ERROR_EMPTY, "empty" },
  { "truncated-value.sgf", GMK_GAMEFILE_ERROR_SYNTAX, "truncated" },
  { "truncated-tree.sgf", GMK_GAMEFILE_ERROR_SYNTAX, "“)” missing" },
  { "binary-garbage.sgf", GMK_GAMEFILE_ERROR_SYNTAX, "unexpected byte 0x00" },
  { "huge-size.sgf", GMK_GAMEFILE_ERROR_UNSUPPORTED, "SZ[12345678901234567890123] is not supported" },
  { "size-too-tall.sgf", GMK_GAMEFILE_ERROR_UNSUPPORTED, "15:40" },
  { "off-board.sgf", GMK_GAMEFILE_ERROR_BAD_MOVE, "move 3, B[pa], is off the 15x15 board" },
  { "onto-stone.sgf", GMK_GAMEFILE_ERROR_ILLEGAL, "Move 3 (h8 by black)" },
  { "onto-stone.sgf", GMK_GAMEFILE_ERROR_ILLEGAL, "already taken" },
  { "renju-forbidden.sgf", GMK_GAMEFILE_ERROR_ILLEGAL, "forbidden (double three)" },
  { "move-after-win.sgf", GMK_GAMEFILE_ERROR_ILLEGAL, "already over" },
  { "pass-empty.sgf", GMK_GAMEFILE_ERROR_BAD_MOVE, "W[], is a pass" },
  { "pass-tt.sgf", GMK_GAMEFILE_ERROR_BAD_MOVE, "W[tt], is a pass" },
  { "setup-stones.sgf", GMK_GAMEFILE_ERROR_UNSUPPORTED, "set-up stones (AB)" },
  { "go-game.sgf", GMK_GAMEFILE_ERROR_UNSUPPORTED, "game of go" },
  { "out-of-turn.sgf", GMK_GAMEFILE_ERROR_BAD_MOVE, "move 2 is black's, but it is white's turn" },
  { "white-first.sgf", GMK_GAMEFILE_ERROR_BAD_MOVE, "move 1 is white's" },
  { "two-moves-one-node.sgf", GMK_GAMEFILE_ERROR_SYNTAX, "two moves" },
  { "not-a-point.sgf", GMK_GAMEFILE_ERROR_BAD_MOVE, "B[h8], is not a point" },
  { "unknown-rule.sgf", GMK_GAMEFILE_ERROR_UNSUPPORTED, "unknown rule “chess”" },
  { "node-after-variation.sgf", GMK_GAMEFILE_ERROR_SYNTAX, "cannot follow a variation" },
  { "property-without-value.sgf", GMK_GAMEFILE_ERROR_SYNTAX, "property B has no value" },
  { "empty-tree.sgf", GMK_GAMEFILE_ERROR_SYNTAX, "must start with a node" },
  { "no-parenthesis.sgf", GMK_GAMEFILE_ERROR_FORMAT, "Not a game record" },
  { "off-board.psq", GMK_GAMEFILE_ERROR_BAD_MOVE, "Line 3: move 2, “21,3,0”, is off the 20x20 board" },
  { "onto-stone.psq", GMK_GAMEFILE_ERROR_ILLEGAL, "already taken" },
  { "huge-number.psq", GMK_GAMEFILE_ERROR_BAD_MOVE, "is off the 20x20 board" },
  { "huge-board.psq", GMK_GAMEFILE_ERROR_UNSUPPORTED, "100x100" },
  { "zero-coordinate.psq", GMK_GAMEFILE_ERROR_BAD_MOVE, "count from 1" },
  { "bad-move-line.psq", GMK_GAMEFILE_ERROR_SYNTAX, "“10,abc,0” is not a move" },
  { "no-size.psq", GMK_GAMEFILE_ERROR_SYNTAX, "does not give the board size" },
  { "wrong-header.psq", GMK_GAMEFILE_ERROR_FORMAT, "Not a game record" },
  { "png-bytes.psq", GMK_GAMEFILE_ERROR_FORMAT, "Not a game record" },
};

/* Reads and replays like the application does; returns the error. */
static GError *
open_game (const char *data,
           gsize       length)
{
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  g_autoptr(GmkGameRecord) record = NULL;
  GError *error = NULL;

  record = gmk_gamefile_read (data, length, &error);
  if (record != NULL)
    gmk_game_record_replay (record, GMK_RULE_FREESTYLE, pos, &error);
  return error;
}

static void
test_malformed (gconstpointer data)
{
  const Malformed *bad = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  contents = load (malformed_dir, bad->file, &length);
  error = open_game (contents, length);
  g_assert_error (error, GMK_GAMEFILE_ERROR, (int) bad->code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (strstr (error->message, bad->message) == NULL)
    g_error ("%s: message “%s” does not contain “%s”", bad->file, error->message, bad->message);
}

static void
test_deep_nesting (void)
{
  GString *text = g_string_new ("(;GM[4]SZ[15]");
  g_autoptr(GError) error = NULL;
  g_autoptr(GmkGameRecord) record = NULL;

  /* Deep but allowed: the main line follows the first variation down. */
  for (int i = 0; i < 5000; i++)
    g_string_append (text, "(;C[x]");
  g_string_append (text, "(;B[hh];W[hi])(;B[aa])");
  for (int i = 0; i < 5000; i++)
    g_string_append (text, ")(;B[ii])");
  g_string_append_c (text, ')');
  record = gmk_gamefile_read_sgf (text->str, text->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->n_moves, ==, 2);
  g_assert_cmpuint (record->n_variations, ==, 5001);

  /* Too deep: refused with a message, not a crash. */
  g_string_truncate (text, 0);
  g_string_append (text, "(;GM[4]");
  for (int i = 0; i < 200000; i++)
    g_string_append (text, "(;");
  g_clear_pointer (&record, gmk_game_record_free);
  record = gmk_gamefile_read_sgf (text->str, text->len, &error);
  g_assert_null (record);
  g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "nested more than"));
  g_string_free (text, TRUE);
}

static void
test_too_large (void)
{
  gsize length = GMK_GAMEFILE_MAX_SIZE + 1;
  g_autofree char *text = g_malloc (length);
  g_autoptr(GError) error = NULL;
  GString *moves = g_string_new ("(;GM[4]SZ[22]");

  memset (text, ' ', length);
  text[0] = '(';
  g_assert_null (gmk_gamefile_read (text, length, &error));
  g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_TOO_LARGE);
  g_clear_error (&error);

  /* More moves than any game can hold. */
  for (int i = 0; i <= GMK_MAX_PLY; i++)
    g_string_append_printf (moves, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 22, 'a' + (i / 22) % 22);
  g_string_append_c (moves, ')');
  g_assert_null (gmk_gamefile_read (moves->str, moves->len, &error));
  g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_TOO_LARGE);
  g_string_free (moves, TRUE);
}

/* PSQ counts from 1: the last column and row are moves like any other,
 * one past them is off the board; on a square board and on one taller
 * than wide (width and height must not be swapped). */
static void
test_psq_edges (void)
{
  static const int sizes[][2] = { { 20, 20 }, { 15, 19 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      const int width = sizes[i][0], height = sizes[i][1];
      const int expected[] = {
        gmk_board_index (width - 1, height - 1), gmk_board_index (0, 0),
        gmk_board_index (width - 1, 0), gmk_board_index (0, height - 1),
      };
      g_autofree char *text = g_strdup_printf ("Piskvorky %dx%d, 11:11, 0\n"
                                               "%d,%d,0\n1,1,0\n%d,1,0\n1,%d,0\n",
                                               width, height, width, height, width, height);
      g_autofree char *past_column = g_strdup_printf ("Piskvorky %dx%d, 11:11, 0\n%d,1,0\n",
                                                      width, height, width + 1);
      g_autofree char *past_row = g_strdup_printf ("Piskvorky %dx%d, 11:11, 0\n1,%d,0\n",
                                                   width, height, height + 1);
      g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
      g_autoptr(GmkGameRecord) record = NULL;
      g_autoptr(GmkGameRecord) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *written = NULL;

      record = gmk_gamefile_read_psq (text, strlen (text), &error);
      g_assert_no_error (error);
      g_assert_cmpint (record->width, ==, width);
      g_assert_cmpint (record->height, ==, height);
      g_assert_cmpuint (record->n_moves, ==, G_N_ELEMENTS (expected));
      for (guint m = 0; m < G_N_ELEMENTS (expected); m++)
        g_assert_cmpint (record->moves[m], ==, expected[m]);
      g_assert_true (gmk_game_record_replay (record, GMK_RULE_FREESTYLE, pos, &error));
      g_assert_no_error (error);
      g_assert_cmpint (pos->board.cell[expected[0]], ==, GMK_BLACK);
      g_assert_cmpint (pos->board.cell[expected[3]], ==, GMK_WHITE);

      /* Written and read again: the same corners. */
      written = gmk_gamefile_write_psq (record);
      again = gmk_gamefile_read_psq (written, strlen (written), &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->n_moves, ==, G_N_ELEMENTS (expected));
      for (guint m = 0; m < G_N_ELEMENTS (expected); m++)
        g_assert_cmpint (again->moves[m], ==, expected[m]);

      g_assert_null (gmk_gamefile_read_psq (past_column, strlen (past_column), &error));
      g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_BAD_MOVE);
      g_clear_error (&error);
      g_assert_null (gmk_gamefile_read_psq (past_row, strlen (past_row), &error));
      g_assert_error (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_BAD_MOVE);
      g_clear_error (&error);
    }
}

/* Random bytes, and random damage to good files: an answer every time. */
static void
test_garbage (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  g_autofree char *good = NULL;
  gsize good_length;

  good = load (samples_dir, "renju-renlib-style.sgf", &good_length);

  for (int round = 0; round < 3000; round++)
    {
      g_autofree char *data = NULL;
      gsize length;
      GError *error;

      if (round % 2 == 0)
        {
          length = g_rand_int_range (rand, 0, 400);
          data = g_malloc (length + 1);
          for (gsize i = 0; i < length; i++)
            data[i] = (char) g_rand_int_range (rand, 0, 256);
          if (length > 0 && round % 4 == 0)
            data[0] = '(';
        }
      else
        {
          length = g_rand_int_range (rand, 0, good_length + 1);
          data = g_memdup2 (good, good_length);
          for (int k = 0; k < 3; k++)
            data[g_rand_int_range (rand, 0, good_length)] = (char) g_rand_int_range (rand, 0, 256);
        }

      error = open_game (data, length);
      if (error != NULL)
        {
          g_assert_true (error->domain == GMK_GAMEFILE_ERROR);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          g_error_free (error);
        }
    }
}

static void
test_rule_names (void)
{
  static const struct { const char *ru; GmkRule rule; } names[] = {
    { "Gomoku", GMK_RULE_FREESTYLE }, { "FREESTYLE", GMK_RULE_FREESTYLE },
    { "Standard", GMK_RULE_STANDARD }, { "standard gomoku", GMK_RULE_STANDARD },
    { "Renju", GMK_RULE_RENJU }, { "RIF", GMK_RULE_RENJU },
    { "caro", GMK_RULE_CARO }, { "Caro5", GMK_RULE_CARO5 },
    { "Ninuki-Renju", GMK_RULE_NINUKI }, { "ninuki", GMK_RULE_NINUKI },
    { "Pente", GMK_RULE_PENTE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *text = g_strdup_printf ("(;GM[4]RU[%s];B[hh])", names[i].ru);
      g_autoptr(GmkGameRecord) record = NULL;
      g_autoptr(GError) error = NULL;

      record = gmk_gamefile_read_sgf (text, strlen (text), &error);
      g_assert_no_error (error);
      g_assert_true (record->has_rule);
      g_assert_cmpint (record->rule, ==, names[i].rule);
    }

  /* What we write for each rule is what we read. */
  for (int rule = 0; rule < GMK_N_RULES; rule++)
    {
      g_autoptr(GmkGameRecord) record = gmk_game_record_new (15, 15);
      g_autoptr(GmkGameRecord) read = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      record->rule = rule;
      record->has_rule = TRUE;
      text = gmk_gamefile_write_sgf (record);
      g_assert_nonnull (strstr (text, gmk_rule_name (rule)));
      read = gmk_gamefile_read_sgf (text, strlen (text), &error);
      g_assert_no_error (error);
      g_assert_cmpint (read->rule, ==, rule);
    }
}

static void
test_sgf_details (void)
{
  static const char text[] =
    "\xef\xbb\xbf  (;GM[4]SZ[ 13 : 9 ]PB[a\\\nb\tc  d]PW[x\\]y]\n;B[ ab ]\n;W[ba]C[B[zz\\] is a comment])";
  g_autoptr(GmkGameRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  record = gmk_gamefile_read_sgf (text, sizeof text - 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->width, ==, 13);
  g_assert_cmpint (record->height, ==, 9);
  g_assert_false (record->has_rule);
  g_assert_cmpstr (record->black, ==, "ab c d");
  g_assert_cmpstr (record->white, ==, "x]y");
  g_assert_cmpuint (record->n_moves, ==, 2);
  g_assert_cmpint (record->moves[0], ==, gmk_board_index (0, 1));
  g_assert_cmpint (record->moves[1], ==, gmk_board_index (1, 0));

  /* On boards over 19, tt is a point, not a pass. */
  g_clear_pointer (&record, gmk_game_record_free);
  record = gmk_gamefile_read_sgf ("(;GM[4]SZ[20];B[tt])", 20, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->moves[0], ==, gmk_board_index (19, 19));

  /* A rectangular board is written as SZ[w:h] and read back. */
  {
    g_autofree char *written = gmk_gamefile_write_sgf (record);
    g_assert_nonnull (strstr (written, "SZ[20]"));
    record->height = 7;
    g_free (written);
    written = gmk_gamefile_write_sgf (record);
    g_assert_nonnull (strstr (written, "SZ[20:7]"));
  }
}

/* gomoku-engine referee with a file as the position. */
static char *
run_referee (const char *input,
             int        *status)
{
  const char *engine = g_getenv ("GMK_ENGINE");
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  char *output = NULL;

  g_assert_nonnull (engine);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                              &error, engine, "referee", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &output, NULL, &error);
  g_assert_no_error (error);
  *status = g_subprocess_get_exit_status (process);
  return output;
}

static char *
json_input (const char *member,
            const char *file_text,
            const char *extra)
{
  GString *json = g_string_new ("{\"");

  g_string_append_printf (json, "%s\": \"", member);
  for (const char *p = file_text; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (json, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (json, "\\u%04x", (guint) (guchar) *p);
      else
        g_string_append_c (json, *p);
    }
  g_string_append_printf (json, "\"%s}", extra);
  return g_string_free (json, FALSE);
}

static void
test_referee (void)
{
  g_autofree char *pente = NULL;
  g_autofree char *psq = NULL;
  g_autofree char *input = NULL;
  g_autofree char *output = NULL;
  gsize length;
  int status;

  /* SGF with its rule: the captures follow from the moves. */
  pente = load (samples_dir, "pente-ff3-crlf.sgf", &length);
  input = json_input ("sgf", pente, "");
  output = run_referee (input, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (output, "\"captured_pairs\":{\"black\":5,\"white\":2}"));
  g_assert_nonnull (strstr (output, "\"result\":\"black-wins\""));
  g_assert_nonnull (strstr (output, "\"how\":\"captures\""));
  g_clear_pointer (&input, g_free);
  g_clear_pointer (&output, g_free);

  /* PSQ with the rule given beside it. */
  psq = load (samples_dir, "ninuki-no-times.psq", &length);
  input = json_input ("psq", psq, ", \"rule\": \"ninuki\"");
  output = run_referee (input, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (output, "\"captured_pairs\":{\"black\":1,\"white\":1}"));
  g_clear_pointer (&input, g_free);
  g_clear_pointer (&output, g_free);

  /* The same PSQ under freestyle cannot be replayed: a clear error. */
  input = json_input ("psq", psq, "");
  output = run_referee (input, &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (output, "already taken"));
  g_clear_pointer (&input, g_free);
  g_clear_pointer (&output, g_free);

  /* A broken file names its problem. */
  input = json_input ("sgf", "(;GM[4]SZ[15];B[hh];W[hi];B[i", "");
  output = run_referee (input, &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (output, "truncated"));
}

/* ------------------------------------------------------------------------ */
/* Opening rules: GO[] and OA[] in SGF, the "Opening:" line in PSQ. */

typedef struct {
  GmkOpeningRule  rule;
  GmkRule         rules;
  const char     *steps;      /* points, or black/white/two/declare=N/offer=a,b/select=p */
  const char     *choices;    /* the OA[] text expected */
  GmkOpeningStage stage;      /* where the opening ends */
} OpeningGame;

static const OpeningGame opening_games[] = {
  { GMK_OPENING_SWAP2, GMK_RULE_FREESTYLE, "h8 i9 g10 two j10 g8 white i8", "two white", GMK_STAGE_DONE },
  { GMK_OPENING_SWAP2, GMK_RULE_PENTE, "h8 i9 g10 black", "black", GMK_STAGE_DONE },
  { GMK_OPENING_SWAP, GMK_RULE_STANDARD, "h8 i9 g10", NULL, GMK_STAGE_CHOOSE_COLOR },
  { GMK_OPENING_PRO, GMK_RULE_FREESTYLE, "h8 a1 l12 b2", NULL, GMK_STAGE_DONE },
  { GMK_OPENING_SOOSORV8, GMK_RULE_RENJU,
    "h8 h9 j10 white g11 declare=3 black offer=f7,k5,e12 select=k5 j9",
    "white declare=3 black offer=f7,k5,e12", GMK_STAGE_DONE },
  /* Saved in the middle of the opening: the offers are still to make. */
  { GMK_OPENING_SOOSORV8, GMK_RULE_RENJU, "h8 h9 j10 black g11 declare=2 white",
    "black declare=2 white", GMK_STAGE_OFFER },
  { GMK_OPENING_TARAGUCHI10, GMK_RULE_RENJU,
    "h8 white i9 black g6 white k9 black offer=a1,b2,c3,d4,e5,f6,a2,a3,a4,a5 select=e5 h6",
    "white black white black offer=a1,b2,c3,d4,e5,f6,a2,a3,a4,a5", GMK_STAGE_DONE },
  { GMK_OPENING_TARAGUCHI10, GMK_RULE_RENJU, "h8 black i9 black g6 white k9 black j10 white",
    "black black white black white", GMK_STAGE_DONE },
};

static int
opening_point (const char *name)
{
  int x, y;

  g_assert_true (gmk_notation_parse (name, 15, 15, &x, &y));
  return gmk_board_index (x, y);
}

/* Plays the steps through GmkOpening and records them as the application
 * would: the position's moves and the choices. */
static GmkGameRecord *
play_opening (const OpeningGame *game,
              GmkPosition       *pos,
              GmkOpening        *opening)
{
  g_auto(GStrv) steps = g_strsplit (game->steps, " ", -1);
  GmkGameRecord *record = gmk_game_record_new (15, 15);

  gmk_position_init (pos, 15, 15, game->rules);
  gmk_opening_init (opening, game->rule);
  gmk_game_record_set_opening (record, game->rule);
  for (int i = 0; steps[i] != NULL; i++)
    {
      GmkOpeningAction action = { 0 };
      const char *step = steps[i];

      if (g_str_equal (step, "black"))
        action.kind = GMK_ACTION_TAKE_BLACK;
      else if (g_str_equal (step, "white"))
        action.kind = GMK_ACTION_TAKE_WHITE;
      else if (g_str_equal (step, "two"))
        action.kind = GMK_ACTION_PLACE_TWO;
      else if (g_str_has_prefix (step, "declare="))
        {
          action.kind = GMK_ACTION_DECLARE;
          action.count = atoi (step + 8);
        }
      else if (g_str_has_prefix (step, "offer="))
        {
          g_auto(GStrv) points = g_strsplit (step + 6, ",", -1);

          action.kind = GMK_ACTION_OFFER;
          for (; points[action.count] != NULL; action.count++)
            action.offers[action.count] = opening_point (points[action.count]);
        }
      else if (g_str_has_prefix (step, "select="))
        {
          action.kind = GMK_ACTION_SELECT;
          action.index = opening_point (step + 7);
        }
      else
        {
          action.kind = GMK_ACTION_PLACE;
          action.index = opening_point (step);
        }
      if (gmk_opening_apply (opening, pos, &action, NULL) != GMK_OPENING_OK)
        g_error ("step %s refused", step);
      gmk_game_record_add_opening_choice (record, &action);
    }
  gmk_game_record_set_from_position (record, pos);
  g_assert_cmpint (opening->stage, ==, game->stage);
  g_assert_cmpstr (record->opening_choices, ==, game->choices);
  return record;
}

static void
assert_same_game (const GmkPosition *a,
                  const GmkOpening  *oa,
                  const GmkPosition *b,
                  const GmkOpening  *ob)
{
  g_assert_cmpint (a->board.ply, ==, b->board.ply);
  g_assert_cmpint (a->board.rule, ==, b->board.rule);
  g_assert_cmpmem (a->board.cell, sizeof a->board.cell, b->board.cell, sizeof b->board.cell);
  g_assert_cmpint (oa->rule, ==, ob->rule);
  g_assert_cmpint (oa->stage, ==, ob->stage);
  g_assert_cmpint (oa->actor, ==, ob->actor);
  g_assert_cmpint (oa->black, ==, ob->black);
  g_assert_cmpint (oa->declared, ==, ob->declared);
  g_assert_cmpint (oa->n_offers, ==, ob->n_offers);
  g_assert_cmpmem (oa->offers, oa->n_offers * sizeof (int), ob->offers, ob->n_offers * sizeof (int));
}

static void
test_opening_round_trip (gconstpointer data)
{
  const OpeningGame *game = data;
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  g_autofree GmkPosition *back = g_new (GmkPosition, 1);
  GmkOpening opening, back_opening;
  g_autoptr(GmkGameRecord) record = play_opening (game, pos, &opening);

  for (int f = GMK_GAMEFILE_FORMAT_SGF; f <= GMK_GAMEFILE_FORMAT_PSQ; f++)
    {
      g_autofree char *text = f == GMK_GAMEFILE_FORMAT_SGF ? gmk_gamefile_write_sgf (record) :
                                                           gmk_gamefile_write_psq (record);
      g_autofree char *expected = NULL;
      g_autoptr(GmkGameRecord) read = NULL;
      g_autoptr(GError) error = NULL;

      if (f == GMK_GAMEFILE_FORMAT_SGF)
        expected = g_strdup_printf ("GO[%s]", gmk_opening_rule_name (game->rule));
      else
        expected = g_strdup_printf ("Opening: %s%s%s\n", gmk_opening_rule_name (game->rule),
                                    game->choices != NULL ? " " : "",
                                    game->choices != NULL ? game->choices : "");
      g_assert_nonnull (strstr (text, expected));
      read = gmk_gamefile_read (text, strlen (text), &error);
      g_assert_no_error (error);
      g_assert_true (read->has_opening);
      g_assert_cmpint (read->opening, ==, game->rule);
      g_assert_cmpstr (read->opening_choices, ==, game->choices);
      /* PSQ has no rule: the caller's is the game's. */
      g_assert_true (gmk_game_record_replay_opening (read, game->rules, back, &back_opening, &error));
      g_assert_no_error (error);
      assert_same_game (pos, &opening, back, &back_opening);
    }
}

/* Files that break the opening are refused with a reason. */
static void
test_opening_refused (void)
{
  static const struct {
    const char *text;
    int         code;
    gboolean    on_read;
    const char *words;
  } cases[] = {
    { "(;GM[4]SZ[15]GO[swap3];B[hh])", GMK_GAMEFILE_ERROR_UNSUPPORTED, TRUE, "unknown opening rule" },
    { "(;GM[4]SZ[15];B[hh]GO[swap2];W[ii])", GMK_GAMEFILE_ERROR_SYNTAX, TRUE, "after the first move" },
    { "Piskvorky 15x15, 8:8, 0\n8,8,0\nOpening: swap3\n", GMK_GAMEFILE_ERROR_UNSUPPORTED, TRUE,
      "unknown opening rule" },
    /* Swap: a fourth stone where the second player must choose. */
    { "(;GM[4]SZ[15]GO[swap];B[hh];W[ii];B[gj];W[jj])", GMK_GAMEFILE_ERROR_ILLEGAL, FALSE,
      "asks for a choice" },
    { "(;GM[4]SZ[15]GO[swap]OA[white two];B[hh];W[ii];B[gj];W[jj])", GMK_GAMEFILE_ERROR_ILLEGAL, FALSE,
      "comes where the opening asks for none" },
    { "(;GM[4]SZ[15]GO[swap2]OA[purple];B[hh];W[ii];B[gj])", GMK_GAMEFILE_ERROR_ILLEGAL, FALSE,
      "cannot be read" },
    { "(;GM[4]SZ[15]RU[renju]GO[soosorv8]OA[white declare=9];B[hh];W[hg];B[ij];W[jj])",
      GMK_GAMEFILE_ERROR_ILLEGAL, FALSE, "1 to 8" },
    { "(;GM[4]SZ[15]RU[renju]GO[pro];B[hh])", GMK_GAMEFILE_ERROR_UNSUPPORTED, FALSE, "does not go" },
    /* Pro: the second black stone too near the centre. */
    { "(;GM[4]SZ[15]GO[pro];B[hh];W[ii];B[gg])", GMK_GAMEFILE_ERROR_ILLEGAL, FALSE, "at least 3" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmkGameRecord) record = gmk_gamefile_read (cases[i].text, strlen (cases[i].text), &error);
      g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
      GmkOpening opening;

      if (!cases[i].on_read)
        {
          g_assert_no_error (error);
          g_assert_false (gmk_game_record_replay_opening (record, GMK_RULE_FREESTYLE, pos, &opening,
                                                          &error));
        }
      g_assert_error (error, GMK_GAMEFILE_ERROR, cases[i].code);
      g_test_message ("%s: %s", cases[i].text, error->message);
      g_assert_nonnull (strstr (error->message, cases[i].words));
    }
}

/* A record with no opening replays as before, and its files say nothing of
 * openings. */
static void
test_opening_absent (void)
{
  const char *text = "(;GM[4]SZ[15];B[hh];W[ii];B[gj];W[jj])";
  g_autoptr(GError) error = NULL;
  g_autoptr(GmkGameRecord) record = gmk_gamefile_read (text, strlen (text), &error);
  g_autofree GmkPosition *pos = g_new (GmkPosition, 1);
  g_autofree char *sgf = NULL, *psq = NULL;
  GmkOpening opening;

  g_assert_no_error (error);
  g_assert_false (record->has_opening);
  g_assert_true (gmk_game_record_replay_opening (record, GMK_RULE_FREESTYLE, pos, &opening, &error));
  g_assert_cmpint (opening.rule, ==, GMK_OPENING_NONE);
  g_assert_cmpint (opening.stage, ==, GMK_STAGE_DONE);
  g_assert_cmpint (pos->board.ply, ==, 4);
  sgf = gmk_gamefile_write_sgf (record);
  psq = gmk_gamefile_write_psq (record);
  g_assert_null (strstr (sgf, "GO["));
  g_assert_null (strstr (sgf, "OA["));
  g_assert_null (strstr (psq, "Opening"));
}

int
main (int    argc,
      char **argv)
{
  static const char *format_names[] = { NULL, "sgf", "psq" };
  static RoundTrip trips[GMK_N_RULES * 2];

  g_test_init (&argc, &argv, NULL);

  samples_dir = g_getenv ("GMK_FILES_SAMPLES");
  malformed_dir = g_getenv ("GMK_FILES_MALFORMED");
  if (samples_dir == NULL || malformed_dir == NULL)
    g_error ("GMK_FILES_SAMPLES and GMK_FILES_MALFORMED must be set (meson test sets them)");

  for (int rule = 0; rule < GMK_N_RULES; rule++)
    for (int f = GMK_GAMEFILE_FORMAT_SGF; f <= GMK_GAMEFILE_FORMAT_PSQ; f++)
      {
        RoundTrip *trip = &trips[rule * 2 + f - 1];
        g_autofree char *path = g_strdup_printf ("/gamefile/round-trip/%s/%s",
                                                 format_names[f], gmk_rule_name (rule));

        trip->rule = rule;
        trip->format = f;
        g_test_add_data_func (path, trip, test_round_trip);
      }

  for (gsize i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gamefile/sample/%s", samples[i].file);
      g_test_add_data_func (path, &samples[i], test_sample);
    }

  for (gsize i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gamefile/malformed/%s/%zu", malformed[i].file, i);
      g_test_add_data_func (path, &malformed[i], test_malformed);
    }

  g_test_add_func ("/gamefile/malformed/deep-nesting", test_deep_nesting);
  g_test_add_func ("/gamefile/malformed/too-large", test_too_large);
  g_test_add_func ("/gamefile/malformed/garbage", test_garbage);
  g_test_add_func ("/gamefile/psq/edges", test_psq_edges);
  g_test_add_func ("/gamefile/sgf/rule-names", test_rule_names);
  g_test_add_func ("/gamefile/sgf/details", test_sgf_details);
  g_test_add_func ("/gamefile/referee", test_referee);

  for (gsize i = 0; i < G_N_ELEMENTS (opening_games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gamefile/opening/round-trip/%s/%zu",
                                               gmk_opening_rule_name (opening_games[i].rule), i);
      g_test_add_data_func (path, &opening_games[i], test_opening_round_trip);
    }
  g_test_add_func ("/gamefile/opening/refused", test_opening_refused);
  g_test_add_func ("/gamefile/opening/absent", test_opening_absent);

  return g_test_run ();
}
