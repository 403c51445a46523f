/* gmk-game-file.c: games on disk for the application.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gmk-game-file.h"
#include "gmk-notation.h"

/* ---- reading and writing ----------------------------------------------- */

gboolean
gmk_game_file_load_data (GmkGame     *game,
                         const char  *data,
                         gsize        length,
                         GmkRule      default_rule,
                         GError     **error)
{
  g_autoptr(GmkGameRecord) record = NULL;
  g_autofree GmkPosition *pos = NULL;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);

  record = gmk_gamefile_read (data, length, error);
  if (record == NULL)
    return FALSE;

  /* The rules decide, before the game is touched. */
  pos = g_new (GmkPosition, 1);
  if (!gmk_game_record_replay (record, default_rule, pos, error))
    return FALSE;

  return gmk_game_load_moves (game, pos->board.rule, record->width, record->height,
                              record->moves, record->n_moves, error);
}

gboolean
gmk_game_file_load (GmkGame  *game,
                    GFile    *file,
                    GError  **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return FALSE;
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                           _("It is a folder, not a game"));
      return FALSE;
    }
  if (g_file_info_get_size (info) > GMK_GAMEFILE_MAX_SIZE)
    {
      g_set_error_literal (error, GMK_GAMEFILE_ERROR, GMK_GAMEFILE_ERROR_TOO_LARGE,
                           _("The file is too large to be a game"));
      return FALSE;
    }
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, error))
    return FALSE;

  return gmk_game_file_load_data (game, contents, length, gmk_game_get_rule (game), error);
}

char *
gmk_game_file_to_data (GmkGame           *game,
                       GmkGamefileFormat  format)
{
  g_autoptr(GmkGameRecord) record = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  guint n_moves;

  g_return_val_if_fail (GMK_IS_GAME (game), NULL);

  record = gmk_game_record_new (gmk_game_get_width (game), gmk_game_get_height (game));
  record->rule = gmk_game_get_rule (game);
  record->has_rule = TRUE;
  record->date = g_date_time_format (now, "%Y-%m-%d");

  n_moves = MIN (gmk_game_get_n_moves (game), GMK_MAX_PLY);
  for (guint i = 0; i < n_moves; i++)
    record->moves[record->n_moves++] = gmk_game_get_move (game, i);

  switch (gmk_game_get_result (game))
    {
    case GMK_RESULT_BLACK_WINS:
      record->result = g_strdup ("B+");
      break;
    case GMK_RESULT_WHITE_WINS:
      record->result = g_strdup ("W+");
      break;
    case GMK_RESULT_DRAW:
      record->result = g_strdup ("0");
      break;
    case GMK_RESULT_NONE:
    default:
      break;
    }

  if (format == GMK_GAMEFILE_FORMAT_PSQ)
    return gmk_gamefile_write_psq (record);
  return gmk_gamefile_write_sgf (record);
}

gboolean
gmk_game_file_save (GmkGame  *game,
                    GFile    *file,
                    GError  **error)
{
  g_autofree char *name = NULL;
  g_autofree char *data = NULL;
  GmkGamefileFormat format;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = g_file_get_basename (file);
  format = gmk_gamefile_format_for_name (name);
  data = gmk_game_file_to_data (game, format == GMK_GAMEFILE_FORMAT_PSQ
                                      ? GMK_GAMEFILE_FORMAT_PSQ : GMK_GAMEFILE_FORMAT_SGF);

  return g_file_replace_contents (file, data, strlen (data), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

/* ---- autosave ----------------------------------------------------------- */

char *
gmk_game_file_get_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "gomoku", "autosave.sgf", NULL);
}

gboolean
gmk_game_file_autosave (GmkGame  *game,
                        GError  **error)
{
  g_autofree char *path = gmk_game_file_get_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* g_file_set_contents writes a temporary file and renames it over the old
   * one, so a kill at any moment leaves either the old or the new game. */
  data = gmk_game_file_to_data (game, GMK_GAMEFILE_FORMAT_SGF);
  return g_file_set_contents (path, data, -1, error);
}

gboolean
gmk_game_file_restore (GmkGame   *game,
                       char     **broken_path,
                       GError   **error)
{
  g_autofree char *path = gmk_game_file_get_autosave_path ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *stamp = NULL;
  g_autofree char *broken_name = NULL;
  char *broken;

  g_return_val_if_fail (GMK_IS_GAME (game), FALSE);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;

  file = g_file_new_for_path (path);
  if (gmk_game_file_load (game, file, &local_error))
    return TRUE;

  /* Set the broken file aside, so it neither comes back at every start nor
   * is lost to whoever wants to look at it. */
  now = g_date_time_new_now_local ();
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  dir = g_path_get_dirname (path);
  broken_name = g_strdup_printf ("autosave-broken-%s.sgf", stamp);
  broken = g_build_filename (dir, broken_name, NULL);
  if (g_rename (path, broken) != 0)
    g_unlink (path);

  if (broken_path != NULL)
    *broken_path = broken;
  else
    g_free (broken);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* ---- image -------------------------------------------------------------- */

gboolean
gmk_game_file_export_png (GtkWidget  *widget,
                          GFile      *file,
                          GError    **error)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) png = NULL;
  GtkSnapshot *snapshot;
  GtkNative *native;
  int width, height;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  native = gtk_widget_get_native (widget);
  if (width <= 0 || height <= 0 || native == NULL || gtk_native_get_renderer (native) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                           _("The board is not shown, so there is no picture of it"));
      return FALSE;
    }

  if (GMK_IS_BOARD_VIEW (widget))
    /* Drawn afresh: a paintable of the widget has no picture until the
     * widget is drawn again after it was made. */
    texture = gmk_board_view_render (GMK_BOARD_VIEW (widget), width, height,
                                     MAX (1, gtk_widget_get_scale_factor (widget)));
  else
    {
      paintable = gtk_widget_paintable_new (widget);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _("The board could not be drawn"));
          return FALSE;
        }
      texture = gsk_renderer_render_texture (gtk_native_get_renderer (native), node,
                                             &GRAPHENE_RECT_INIT (0, 0, width, height));
    }
  png = gdk_texture_save_to_png_bytes (texture);

  return g_file_replace_contents (file, g_bytes_get_data (png, NULL), g_bytes_get_size (png),
                                  NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

/* ---- application wiring -------------------------------------------------- */

typedef struct {
  char      *play;          /* --play: moves to play one by one */
  gboolean   print_game;    /* --print-game: print the game after start-up, quit */
  gboolean   opening;       /* inside the "open" handler */
} AppOptions;

typedef struct {
  GmkWindow              *window;        /* not owned: the data lives on it */
  GtkFileChooserNative   *chooser;
  AdwMessageDialog       *question;
  GFile                  *pending;       /* waiting for the question's answer */
  char                  **play_moves;
  guint                   play_next;
  guint                   play_source;
  gboolean                autosave_failed;
} WindowFiles;

/* NULL for windows of an application that did not call
 * gmk_game_file_setup_application (the tests' own). */
static AppOptions *
app_options (GmkWindow *window)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));

  if (app == NULL)
    return NULL;
  return g_object_get_data (G_OBJECT (app), "gmk-game-file-options");
}

static void
app_options_free (gpointer data)
{
  AppOptions *options = data;

  g_free (options->play);
  g_free (options);
}

static void
window_files_free (gpointer data)
{
  WindowFiles *files = data;

  g_clear_handle_id (&files->play_source, g_source_remove);
  if (files->chooser != NULL)
    {
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (files->chooser));
      g_clear_object (&files->chooser);
    }
  g_clear_object (&files->pending);
  g_strfreev (files->play_moves);
  g_free (files);
}

static WindowFiles *
window_files (GmkWindow *window)
{
  WindowFiles *files = g_object_get_data (G_OBJECT (window), "gmk-game-file");

  if (files == NULL)
    {
      files = g_new0 (WindowFiles, 1);
      files->window = window;
      g_object_set_data_full (G_OBJECT (window), "gmk-game-file", files, window_files_free);
    }
  return files;
}

/* A toast from a format, checked like printf's. */
#define toast_printf(window, ...) \
  G_STMT_START { \
    g_autofree char *toast_message_ = g_strdup_printf (__VA_ARGS__); \
    gmk_window_show_toast ((window), toast_message_); \
  } G_STMT_END

static char *
display_name (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info != NULL)
    return g_strdup (g_file_info_get_display_name (info));
  return g_file_get_parse_name (file);
}

static void
open_now (GmkWindow *window,
          GFile     *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = display_name (file);

  if (!gmk_game_file_load (gmk_window_get_game (window), file, &error))
    {
      toast_printf (window, _("Could not open “%s”: %s"), name, error->message);
      g_message ("Could not open %s: %s", name, error->message);
      return;
    }
  toast_printf (window, _("Opened “%s”"), name);
}

static void
on_question_response (AdwMessageDialog *dialog,
                      const char       *response,
                      WindowFiles      *files)
{
  g_autoptr(GFile) file = g_steal_pointer (&files->pending);

  files->question = NULL;
  if (g_strcmp0 (response, "open") == 0 && file != NULL)
    open_now (files->window, file);
}

void
gmk_game_file_open (GmkWindow *window,
                    GFile     *file)
{
  WindowFiles *files;
  GmkGame *game;
  AppOptions *options;

  g_return_if_fail (GMK_IS_WINDOW (window));
  g_return_if_fail (G_IS_FILE (file));

  options = app_options (window);

  files = window_files (window);
  game = gmk_window_get_game (window);

  /* A finished or empty game is replaced without a question; so is any
   * game when nobody is there to answer (--print-game). */
  if (gmk_game_get_n_total (game) == 0 || gmk_game_is_over (game)
      || (options != NULL && options->print_game))
    {
      open_now (window, file);
      return;
    }

  g_set_object (&files->pending, file);
  if (files->question != NULL)
    return;

  files->question =
    gmk_window_ask (GTK_WINDOW (window), _("Open Another Game?"),
                    _("The game in progress will be replaced. It can still be "
                      "saved first with Save As."),
                    "cancel", _("_Cancel"), "open", _("_Open"), ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect (files->question, "response", G_CALLBACK (on_question_response), files);
}

/* ---- file choosers ---- */

typedef enum {
  CHOOSE_OPEN,
  CHOOSE_SAVE,
  CHOOSE_EXPORT,
} ChooseWhat;

static void
add_filter (GtkFileChooser *chooser,
            const char     *title,
            const char     *suffix1,
            const char     *suffix2)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, title);
  if (suffix1 != NULL)
    gtk_file_filter_add_suffix (filter, suffix1);
  if (suffix2 != NULL)
    gtk_file_filter_add_suffix (filter, suffix2);
  if (suffix1 == NULL && suffix2 == NULL)
    gtk_file_filter_add_pattern (filter, "*");
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
save_to (GmkWindow *window,
         GFile     *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = display_name (file);

  if (!gmk_game_file_save (gmk_window_get_game (window), file, &error))
    toast_printf (window, _("Could not save “%s”: %s"), name, error->message);
  else
    toast_printf (window, _("Game saved as “%s”"), name);
}

static void
export_to (GmkWindow *window,
           GFile     *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = display_name (file);

  if (!gmk_game_file_export_png (GTK_WIDGET (gmk_window_get_board_view (window)), file, &error))
    toast_printf (window, _("Could not export “%s”: %s"), name, error->message);
  else
    toast_printf (window, _("Board exported as “%s”"), name);
}

/* A name the user typed without a known extension gets the one of the
 * format chosen (SGF unless the PSQ filter is selected). */
static GFile *
with_extension (GtkFileChooser *chooser,
                GFile          *file,
                ChooseWhat      what)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);
  const char *extension;

  if (what == CHOOSE_EXPORT)
    {
      if (g_str_has_suffix (name, ".png") || g_str_has_suffix (name, ".PNG") || parent == NULL)
        return g_object_ref (file);
      extension = ".png";
    }
  else
    {
      if (gmk_gamefile_format_for_name (name) != GMK_GAMEFILE_FORMAT_UNKNOWN || parent == NULL)
        return g_object_ref (file);
      extension = filter != NULL && g_strcmp0 (gtk_file_filter_get_name (filter), _("Piskvork games (PSQ)")) == 0
                  ? ".psq" : ".sgf";
    }
  {
    g_autofree char *full = g_strconcat (name, extension, NULL);
    return g_file_get_child (parent, full);
  }
}

static void
on_chooser_response (GtkNativeDialog *dialog,
                     int              response,
                     WindowFiles     *files)
{
  ChooseWhat what = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "choose-what"));
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

  if (chosen != NULL)
    {
      switch (what)
        {
        case CHOOSE_OPEN:
          gmk_game_file_open (files->window, chosen);
          break;
        case CHOOSE_SAVE:
          file = with_extension (GTK_FILE_CHOOSER (dialog), chosen, what);
          save_to (files->window, file);
          break;
        case CHOOSE_EXPORT:
          file = with_extension (GTK_FILE_CHOOSER (dialog), chosen, what);
          export_to (files->window, file);
          break;
        default:
          break;
        }
    }

  gtk_native_dialog_destroy (dialog);
  g_clear_object (&files->chooser);
}

static void
choose (GmkWindow  *window,
        ChooseWhat  what)
{
  WindowFiles *files = window_files (window);
  GtkFileChooser *chooser;
  static const char *const titles[] = { N_("Open Game"), N_("Save Game"), N_("Export Board Image") };

  if (files->chooser != NULL)
    return;

  files->chooser = gtk_file_chooser_native_new (_(titles[what]), GTK_WINDOW (window),
                                                what == CHOOSE_OPEN ? GTK_FILE_CHOOSER_ACTION_OPEN
                                                                    : GTK_FILE_CHOOSER_ACTION_SAVE,
                                                what == CHOOSE_OPEN ? _("_Open") : _("_Save"),
                                                _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (files->chooser);
  g_object_set_data (G_OBJECT (files->chooser), "choose-what", GINT_TO_POINTER (what));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (files->chooser), TRUE);

  switch (what)
    {
    case CHOOSE_OPEN:
      add_filter (chooser, _("Games (SGF, PSQ)"), "sgf", "psq");
      add_filter (chooser, _("All files"), NULL, NULL);
      break;
    case CHOOSE_SAVE:
      add_filter (chooser, _("Smart Game Format (SGF)"), "sgf", NULL);
      add_filter (chooser, _("Piskvork games (PSQ)"), "psq", NULL);
      gtk_file_chooser_set_current_name (chooser, _("game.sgf"));
      break;
    case CHOOSE_EXPORT:
      add_filter (chooser, _("PNG images"), "png", NULL);
      gtk_file_chooser_set_current_name (chooser, _("board.png"));
      break;
    default:
      break;
    }

  g_signal_connect (files->chooser, "response", G_CALLBACK (on_chooser_response), files);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (files->chooser));
}

/* win.open, win.save-as, win.export-image: a file chooser first. */
static void
choose_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  const char *name = g_action_get_name (G_ACTION (action));

  choose (GMK_WINDOW (user_data),
          g_str_equal (name, "open") ? CHOOSE_OPEN
          : g_str_equal (name, "save-as") ? CHOOSE_SAVE : CHOOSE_EXPORT);
}

/* win.open-file("/path"), win.save-to("/path.sgf"), win.export-to("/x.png"):
 * the same work without a file chooser, for tests and scripts. */
static void
path_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  const char *name = g_action_get_name (G_ACTION (action));
  GmkWindow *window = GMK_WINDOW (user_data);
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  if (g_str_equal (name, "open-file"))
    gmk_game_file_open (window, file);
  else if (g_str_equal (name, "save-to"))
    save_to (window, file);
  else
    export_to (window, file);
}

static const GActionEntry file_entries[] = {
  { "open", choose_action },
  { "save-as", choose_action },
  { "export-image", choose_action },
  { "open-file", path_action, "s" },
  { "save-to", path_action, "s" },
  { "export-to", path_action, "s" },
};

void
gmk_game_file_install_actions (GmkWindow *window)
{
  g_return_if_fail (GMK_IS_WINDOW (window));

  window_files (window);
  g_action_map_add_action_entries (G_ACTION_MAP (window), file_entries,
                                   G_N_ELEMENTS (file_entries), window);
}

/* ---- session: autosave, restore, debugging options ---- */

static void
on_position_changed (GmkGame     *game,
                     WindowFiles *files)
{
  g_autoptr(GError) error = NULL;

  if (gmk_game_file_autosave (game, &error))
    {
      files->autosave_failed = FALSE;
      return;
    }

  g_message ("Autosave failed: %s", error->message);
  /* Once per run of failures, not at every move. */
  if (!files->autosave_failed)
    toast_printf (files->window, _("The game cannot be saved automatically: %s"), error->message);
  files->autosave_failed = TRUE;
}

static void
print_game_and_quit (GmkWindow *window)
{
  g_autofree char *data = gmk_game_file_to_data (gmk_window_get_game (window),
                                                 GMK_GAMEFILE_FORMAT_SGF);

  fputs (data, stdout);
  fflush (stdout);
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

static gboolean
play_next_move (gpointer user_data)
{
  WindowFiles *files = user_data;
  GmkGame *game = gmk_window_get_game (files->window);
  g_autoptr(GError) error = NULL;
  const char *move;
  int x, y;

  /* Separators in a row leave empty strings. */
  while (files->play_moves[files->play_next] != NULL
         && files->play_moves[files->play_next][0] == '\0')
    files->play_next++;
  move = files->play_moves[files->play_next];
  if (move == NULL)
    {
      files->play_source = 0;
      return G_SOURCE_REMOVE;
    }
  files->play_next++;

  if (!gmk_notation_parse (move, gmk_game_get_width (game), gmk_game_get_height (game), &x, &y)
      || !gmk_game_play (game, x, y, &error))
    {
      g_printerr ("--play: cannot play “%s”: %s\n", move,
                  error != NULL ? error->message : "not a point of the board");
      files->play_source = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
gmk_game_file_start_session (GmkWindow *window)
{
  WindowFiles *files;
  AppOptions *options;
  GmkGame *game;
  g_autoptr(GError) error = NULL;
  g_autofree char *broken = NULL;

  g_return_if_fail (GMK_IS_WINDOW (window));

  options = app_options (window);

  files = window_files (window);
  game = gmk_window_get_game (window);

  if (!gmk_game_file_restore (game, &broken, &error) && error != NULL)
    {
      g_autofree char *name = g_path_get_basename (broken);

      g_message ("The autosaved game could not be restored (%s); it was moved to %s",
                 error->message, broken);
      toast_printf (window, _("The saved game could not be restored, and was set aside as “%s”"),
                    name);
    }

  g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), files);

  if (options == NULL)
    return;

  if (options->play != NULL)
    {
      /* Both sides are played from the list. */
      gmk_game_set_player (game, GMK_BLACK, GMK_PLAYER_HUMAN);
      gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
      files->play_moves = g_strsplit_set (options->play, ", ", -1);
      files->play_source = g_timeout_add (100, play_next_move, files);
    }

  if (options->print_game && !options->opening)
    print_game_and_quit (window);
}

static void
on_open (GApplication  *app,
         GFile        **files,
         int            n_files,
         const char    *hint,
         AppOptions    *options)
{
  GtkWindow *window;

  /* Handled here; the default handler would only complain. */
  g_signal_stop_emission_by_name (app, "open");

  options->opening = TRUE;
  g_application_activate (app);
  options->opening = FALSE;

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (!GMK_IS_WINDOW (window))
    return;
  if (n_files > 0)
    gmk_game_file_open (GMK_WINDOW (window), files[0]);
  if (n_files > 1)
    g_message ("Only the first of %d files is opened", n_files);
  if (options->print_game)
    print_game_and_quit (GMK_WINDOW (window));
}

static int
on_handle_local_options (GApplication *app,
                         GVariantDict *dict,
                         AppOptions   *options)
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
gmk_game_file_setup_application (GApplication *application)
{
  static const GOptionEntry entries[] = {
    { "play", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("Play these moves, one every 100 ms (debugging)"), N_("MOVES") },
    { "print-game", 0, 0, G_OPTION_ARG_NONE, NULL,
      N_("Print the game as SGF once started, then quit (debugging)"), NULL },
    { NULL }
  };
  AppOptions *options;

  g_return_if_fail (G_IS_APPLICATION (application));

  options = g_new0 (AppOptions, 1);
  g_object_set_data_full (G_OBJECT (application), "gmk-game-file-options", options,
                          app_options_free);

  g_application_set_flags (application,
                           g_application_get_flags (application) | G_APPLICATION_HANDLES_OPEN);
  g_application_add_main_option_entries (application, entries);
  g_signal_connect (application, "handle-local-options",
                    G_CALLBACK (on_handle_local_options), options);
  g_signal_connect (application, "open", G_CALLBACK (on_open), options);
}
