/* gmk-command-line.c: files to open and the debugging options.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "gmk-command-line.h"
#include "gmk-file-actions.h"
#include "gmk-game-io.h"
#include "gmk-notation.h"

typedef struct {
  char      *play;          /* --play: moves to play one by one */
  gboolean   print_game;    /* --print-game: print the game after start-up, quit */
  gboolean   opening;       /* inside the "open" handler */
  GmkGame   *game;          /* weak: the game the --play moves go to */
  char     **play_moves;
  guint      play_next;
  guint      play_source;
} CommandLine;

#define COMMAND_LINE_KEY "gmk-command-line"

static void
command_line_free (gpointer data)
{
  CommandLine *options = data;

  g_clear_handle_id (&options->play_source, g_source_remove);
  g_clear_weak_pointer (&options->game);
  g_strfreev (options->play_moves);
  g_free (options->play);
  g_free (options);
}

static void
print_game_and_quit (GApplication *application,
                     GmkGame      *game)
{
  g_autofree char *data = gmk_game_io_to_data (game, GMK_GAMEFILE_FORMAT_SGF);

  fputs (data, stdout);
  fflush (stdout);
  g_application_quit (application);
}

static gboolean
play_next_move (gpointer user_data)
{
  CommandLine *options = user_data;
  GmkGame *game = options->game;
  g_autoptr(GError) error = NULL;
  const char *move;
  int x, y;

  if (game == NULL)
    {
      options->play_source = 0;
      return G_SOURCE_REMOVE;
    }

  /* Separators in a row leave empty strings. */
  while (options->play_moves[options->play_next] != NULL
         && options->play_moves[options->play_next][0] == '\0')
    options->play_next++;
  move = options->play_moves[options->play_next];
  if (move == NULL)
    {
      options->play_source = 0;
      return G_SOURCE_REMOVE;
    }
  options->play_next++;

  if (!gmk_notation_parse (move, gmk_game_get_width (game), gmk_game_get_height (game), &x, &y)
      || !gmk_game_play (game, x, y, &error))
    {
      g_printerr ("--play: cannot play “%s”: %s\n", move,
                  error != NULL ? error->message : "not a point of the board");
      options->play_source = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
gmk_command_line_start (GApplication *application,
                        GmkGame      *game)
{
  CommandLine *options;

  g_return_if_fail (G_IS_APPLICATION (application));
  g_return_if_fail (GMK_IS_GAME (game));

  options = g_object_get_data (G_OBJECT (application), COMMAND_LINE_KEY);
  if (options == NULL)
    return;

  if (options->play != NULL && options->play_source == 0)
    {
      /* Both sides are played from the list. */
      gmk_game_set_player (game, GMK_BLACK, GMK_PLAYER_HUMAN);
      gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
      g_set_weak_pointer (&options->game, game);
      g_strfreev (options->play_moves);
      options->play_moves = g_strsplit_set (options->play, ", ", -1);
      options->play_next = 0;
      options->play_source = g_timeout_add (100, play_next_move, options);
    }

  if (options->print_game && !options->opening)
    print_game_and_quit (application, game);
}

static void
on_open (GApplication  *application,
         GFile        **files,
         int            n_files,
         const char    *hint,
         CommandLine   *options)
{
  GtkWindow *window;
  GmkGame *game;

  /* Handled here; the default handler would only complain. */
  g_signal_stop_emission_by_name (application, "open");

  options->opening = TRUE;
  g_application_activate (application);
  options->opening = FALSE;

  window = gtk_application_get_active_window (GTK_APPLICATION (application));
  game = window != NULL ? gmk_file_actions_get_game (window) : NULL;
  if (game == NULL)
    return;
  /* With --print-game nobody is there to answer a question. */
  if (n_files > 0)
    gmk_file_actions_open (window, files[0], !options->print_game);
  if (n_files > 1)
    g_message ("Only the first of %d files is opened", n_files);
  if (options->print_game)
    print_game_and_quit (application, game);
}

static int
on_handle_local_options (GApplication *application,
                         GVariantDict *dict,
                         CommandLine  *options)
{
  const char *play = NULL;

  if (g_variant_dict_lookup (dict, "play", "&s", &play))
    {
      g_free (options->play);
      options->play = g_strdup (play);
    }
  options->print_game = g_variant_dict_contains (dict, "print-game");

  return -1;
}

void
gmk_command_line_setup (GApplication *application)
{
  static const GOptionEntry entries[] = {
    { "play", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("Play these moves, one every 100 ms (debugging)"), N_("MOVES") },
    { "print-game", 0, 0, G_OPTION_ARG_NONE, NULL,
      N_("Print the game as SGF once started, then quit (debugging)"), NULL },
    { NULL }
  };
  CommandLine *options;

  g_return_if_fail (G_IS_APPLICATION (application));

  options = g_new0 (CommandLine, 1);
  g_object_set_data_full (G_OBJECT (application), COMMAND_LINE_KEY, options,
                          command_line_free);

  g_application_set_flags (application,
                           g_application_get_flags (application) | G_APPLICATION_HANDLES_OPEN);
  g_application_add_main_option_entries (application, entries);
  g_signal_connect (application, "handle-local-options",
                    G_CALLBACK (on_handle_local_options), options);
  g_signal_connect (application, "open", G_CALLBACK (on_open), options);
}
