/* gmk-cli-review.c: gomoku-engine review: a game record in, one JSON line
 * per move out (the move's score, the best move, its line, the class).
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The review itself is the engine's (gmk-review.c), the same code the
 * application calls; this file reads the file, prints and parses options.
 * The output is JSON Lines, one object a move, printed as each move is
 * done, so a caller can show progress; docs/review.md describes it.
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-cli.h"
#include "gmk-cli-review-private.h"
#include "gmk-notation.h"
#include "gmk-record-file.h"
#include "gmk-review.h"

#define DEFAULT_TIME_MS 500

typedef struct {
  int height;
} Printer;

static void
print_usage (FILE *out)
{
  fprintf (out,
           "Usage: gomoku-engine review [--time MS] [--threads N] [--rule NAME] FILE\n"
           "Searches every position of the game in FILE (SGF, PSQ, or the referee's JSON\n"
           "forms of a game; '-' reads stdin)\n"
           "for MS milliseconds (default %d) and prints one JSON object a move.\n"
           "--rule names the rule when the file has none (PSQ never has; default freestyle).\n",
           DEFAULT_TIME_MS);
}

static void
add_point (JsonBuilder *builder,
           int          index,
           int          height)
{
  char name[GMK_NOTATION_MAX];

  if (index == GMK_NO_MOVE)
    {
      json_builder_add_null_value (builder);
      return;
    }
  gmk_notation_format (gmk_board_x (index), gmk_board_y (index), height, name);
  json_builder_add_string_value (builder, name);
}

static void
add_line (JsonBuilder *builder,
          const int   *pv,
          int          length,
          int          height)
{
  json_builder_begin_array (builder);
  for (int i = 0; i < length; i++)
    add_point (builder, pv[i], height);
  json_builder_end_array (builder);
}

static void
print_entry (const GmkReviewEntry *e,
             guint                 n_moves,
             gpointer              user_data)
{
  const Printer *printer = user_data;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  const int h = printer->height;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "move_number");
  json_builder_add_int_value (builder, e->ply + 1);
  json_builder_set_member_name (builder, "color");
  json_builder_add_string_value (builder, e->color == GMK_BLACK ? "black" : "white");
  json_builder_set_member_name (builder, "move");
  add_point (builder, e->move, h);
  json_builder_set_member_name (builder, "score");
  json_builder_add_int_value (builder, e->played_score);
  json_builder_set_member_name (builder, "win");
  json_builder_add_double_value (builder, round (e->played_win * 1000.0) / 1000.0);
  json_builder_set_member_name (builder, "best");
  add_point (builder, e->best_move, h);
  json_builder_set_member_name (builder, "best_score");
  json_builder_add_int_value (builder, e->best_score);
  json_builder_set_member_name (builder, "best_win");
  json_builder_add_double_value (builder, round (e->best_win * 1000.0) / 1000.0);
  json_builder_set_member_name (builder, "line");
  add_line (builder, e->best_pv, e->best_pv_length, h);
  json_builder_set_member_name (builder, "reply");
  add_point (builder, e->reply, h);
  json_builder_set_member_name (builder, "reply_line");
  add_line (builder, e->reply_pv, e->reply_pv_length, h);
  json_builder_set_member_name (builder, "class");
  json_builder_add_string_value (builder, gmk_review_class_name (e->klass));
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
  fflush (stdout);
}

static char *
read_input (const char  *path,
            gsize       *length,
            GError     **error)
{
  char *data = NULL;

  if (strcmp (path, "-") != 0)
    return g_file_get_contents (path, &data, length, error) ? data : NULL;
  {
    GString *all = g_string_new (NULL);
    char buf[4096];
    size_t n;

    while ((n = fread (buf, 1, sizeof buf, stdin)) > 0 && all->len <= GMK_GAMEFILE_MAX_SIZE)
      g_string_append_len (all, buf, (gssize) n);
    *length = all->len;
    return g_string_free (all, FALSE);
  }
}

int
gmk_cli_review (int    argc,
                char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmkGameRecord) record = NULL;
  g_autofree char *data = NULL;
  g_autofree GmkReviewEntry *entries = NULL;
  const char *path = NULL;
  GmkRule rule = GMK_RULE_FREESTYLE;
  GmkSearchLimits limits;
  GmkSearch *search;
  Printer printer;
  long time_ms = DEFAULT_TIME_MS, threads = 1, n;
  gsize length = 0;
  guint done;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          print_usage (stdout);
          return 0;
        }
      if (strcmp (argv[i], "--time") == 0 || strcmp (argv[i], "--threads") == 0)
        {
          gboolean is_time = strcmp (argv[i], "--time") == 0;

          if (!gmk_cli_parse_number (i + 1 < argc ? argv[i + 1] : NULL, 1, is_time ? 3600000 : 64, &n))
            {
              fprintf (stderr, "gomoku-engine review: %s needs a number from 1 to %s\n",
                       argv[i], is_time ? "3600000 (ms)" : "64");
              return 2;
            }
          if (is_time)
            time_ms = n;
          else
            threads = n;
          i++;
          continue;
        }
      if (strcmp (argv[i], "--rule") == 0)
        {
          if (i + 1 >= argc || !gmk_rule_from_name (argv[i + 1], &rule))
            {
              fprintf (stderr, "gomoku-engine review: --rule needs freestyle, standard, renju, caro, "
                       "caro5, ninuki or pente\n");
              return 2;
            }
          i++;
          continue;
        }
      if (path != NULL || (argv[i][0] == '-' && argv[i][1] != '\0'))
        {
          print_usage (stderr);
          return 2;
        }
      path = argv[i];
    }
  if (path == NULL)
    {
      print_usage (stderr);
      return 2;
    }

  data = read_input (path, &length, &error);
  if (data != NULL && data[strspn (data, " \t\r\n")] == '{')
    record = gmk_cli_review_read_json (data, length, &rule, &error);
  else if (data != NULL)
    record = gmk_gamefile_read (data, length, &error);
  if (record == NULL)
    {
      fprintf (stderr, "gomoku-engine review: %s: %s\n", path, error->message);
      return 1;
    }

  gmk_search_limits_init (&limits, time_ms);
  /* Each position gets its time: nothing is saved for later moves. */
  limits.full_time = TRUE;
  limits.threads = (int) threads;
  search = gmk_search_new (64);
  gmk_search_prepare (search, limits.threads);
  entries = g_new0 (GmkReviewEntry, MAX (record->n_moves, 1));
  printer.height = record->height;
  done = gmk_review_game (search, record, rule, &limits, entries, print_entry, &printer, NULL, &error);
  gmk_search_free (search);
  if (done < record->n_moves)
    {
      fprintf (stderr, "gomoku-engine review: %s: %s\n", path,
               error != NULL ? error->message : "stopped");
      return 1;
    }
  return 0;
}
