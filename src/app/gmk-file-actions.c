/* gmk-file-actions.c: a window's actions on games on disk.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gmk-board-view.h"
#include "gmk-file-actions.h"
#include "gmk-game-io.h"

typedef struct {
  GtkWindow               *window;        /* not owned: the data lives on it */
  GmkGame                 *game;          /* weak */
  GtkWidget               *board;         /* weak */
  GmkFileActionsToastFunc  show_toast;
  GtkFileChooserNative    *chooser;
  AdwMessageDialog        *question;
  GFile                   *pending;       /* waiting for the question's answer */
} FileActions;

#define FILE_ACTIONS_KEY "gmk-file-actions"

static void
file_actions_free (gpointer data)
{
  FileActions *files = data;

  if (files->chooser != NULL)
    {
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (files->chooser));
      g_clear_object (&files->chooser);
    }
  g_clear_object (&files->pending);
  g_clear_weak_pointer (&files->game);
  g_clear_weak_pointer (&files->board);
  g_free (files);
}

/* A toast from a format, checked like printf's. */
#define toast_printf(files, ...) \
  G_STMT_START { \
    g_autofree char *toast_message_ = g_strdup_printf (__VA_ARGS__); \
    (files)->show_toast ((files)->window, toast_message_); \
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

/* ---- opening ------------------------------------------------------------- */

/* Why a file could not be opened, in a few plain words that fit a toast's
 * one line: the reader's technical detail (which byte, which property)
 * goes to the log. */
static char *
plain_open_error (const GError *error,
                  const char   *name)
{
  if (error->domain == GMK_GAMEFILE_ERROR)
    switch ((GmkGamefileError) error->code)
      {
      case GMK_GAMEFILE_ERROR_FORMAT:
        return g_strdup (_("This file is not a game record Gomoku can read: it is neither SGF nor PSQ."));
      case GMK_GAMEFILE_ERROR_EMPTY:
        return g_strdup_printf (_("“%s” is empty"), name);
      case GMK_GAMEFILE_ERROR_TOO_LARGE:
        return g_strdup_printf (_("“%s” is too large for a game record"), name);
      case GMK_GAMEFILE_ERROR_UNSUPPORTED:
        return g_strdup_printf (_("“%s” holds a game Gomoku cannot play"), name);
      case GMK_GAMEFILE_ERROR_ILLEGAL:
        return g_strdup_printf (_("“%s” has a move the rules forbid"), name);
      case GMK_GAMEFILE_ERROR_SYNTAX:
      case GMK_GAMEFILE_ERROR_BAD_MOVE:
      default:
        return g_strdup_printf (_("“%s” is damaged and cannot be read"), name);
      }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return g_strdup_printf (_("“%s” does not exist"), name);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    return g_strdup_printf (_("You may not read “%s”"), name);
  return g_strdup_printf (_("Could not open “%s”"), name);
}

static void
open_now (FileActions *files,
          GFile       *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = display_name (file);

  if (files->game == NULL)
    return;
  if (!gmk_game_io_load_file (files->game, file, &error))
    {
      g_autofree char *plain = plain_open_error (error, name);

      files->show_toast (files->window, plain);
      g_message ("Could not open %s: %s", name, error->message);
      return;
    }
  toast_printf (files, _("Opened “%s”"), name);
}

static void
on_question_response (AdwMessageDialog *dialog,
                      const char       *response,
                      FileActions      *files)
{
  g_autoptr(GFile) file = g_steal_pointer (&files->pending);

  files->question = NULL;
  if (g_strcmp0 (response, "open") == 0 && file != NULL)
    open_now (files, file);
}

/* The window's usual question: Escape, closing and Enter keep the game;
 * replacing it takes a click. */
static AdwMessageDialog *
ask_before_replacing (GtkWindow *parent)
{
  AdwMessageDialog *dialog =
    ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Open Another Game?"),
                                                _("The game in progress will be replaced. It can still be "
                                                  "saved first with Save As.")));

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "open", _("_Open"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "open", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
open_file (FileActions *files,
           GFile       *file,
           gboolean     may_ask)
{
  /* A finished or empty game is replaced without a question; so is any
   * game when nobody is there to answer. */
  if (files->game == NULL || gmk_game_get_n_total (files->game) == 0
      || gmk_game_is_over (files->game) || !may_ask)
    {
      open_now (files, file);
      return;
    }

  g_set_object (&files->pending, file);
  if (files->question != NULL)
    return;

  files->question = ask_before_replacing (files->window);
  g_signal_connect (files->question, "response", G_CALLBACK (on_question_response), files);
}

/* ---- image --------------------------------------------------------------- */

gboolean
gmk_file_actions_export_png (GtkWidget  *widget,
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

/* ---- file choosers ------------------------------------------------------ */

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
save_to (FileActions *files,
         GFile       *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = display_name (file);

  if (files->game == NULL)
    return;
  if (!gmk_game_io_save_file (files->game, file, &error))
    toast_printf (files, _("Could not save “%s”: %s"), name, error->message);
  else
    toast_printf (files, _("Game saved as “%s”"), name);
}

static void
export_to (FileActions *files,
           GFile       *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = display_name (file);

  if (files->board == NULL)
    return;
  if (!gmk_file_actions_export_png (files->board, file, &error))
    toast_printf (files, _("Could not export “%s”: %s"), name, error->message);
  else
    toast_printf (files, _("Board exported as “%s”"), name);
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
                     FileActions     *files)
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
          open_file (files, chosen, TRUE);
          break;
        case CHOOSE_SAVE:
          file = with_extension (GTK_FILE_CHOOSER (dialog), chosen, what);
          save_to (files, file);
          break;
        case CHOOSE_EXPORT:
          file = with_extension (GTK_FILE_CHOOSER (dialog), chosen, what);
          export_to (files, file);
          break;
        default:
          break;
        }
    }

  gtk_native_dialog_destroy (dialog);
  g_clear_object (&files->chooser);
}

static void
choose (FileActions *files,
        ChooseWhat   what)
{
  GtkFileChooser *chooser;
  static const char *const titles[] = { N_("Open Game"), N_("Save Game"), N_("Export Board Image") };

  if (files->chooser != NULL)
    return;

  files->chooser = gtk_file_chooser_native_new (_(titles[what]), files->window,
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

  choose (user_data,
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
  FileActions *files = user_data;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  if (g_str_equal (name, "open-file"))
    open_file (files, file, TRUE);
  else if (g_str_equal (name, "save-to"))
    save_to (files, file);
  else
    export_to (files, file);
}

static const GActionEntry file_entries[] = {
  { "open", choose_action },
  { "save-as", choose_action },
  { "export-image", choose_action },
  { "open-file", path_action, "s" },
  { "save-to", path_action, "s" },
  { "export-to", path_action, "s" },
};

/* ---- the window's side --------------------------------------------------- */

void
gmk_file_actions_install (GtkWindow               *window,
                          GmkGame                 *game,
                          GtkWidget               *board,
                          GmkFileActionsToastFunc  show_toast)
{
  FileActions *files;

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (G_IS_ACTION_MAP (window));
  g_return_if_fail (GMK_IS_GAME (game));
  g_return_if_fail (GTK_IS_WIDGET (board));
  g_return_if_fail (show_toast != NULL);

  files = g_new0 (FileActions, 1);
  files->window = window;
  g_set_weak_pointer (&files->game, game);
  g_set_weak_pointer (&files->board, board);
  files->show_toast = show_toast;
  g_object_set_data_full (G_OBJECT (window), FILE_ACTIONS_KEY, files, file_actions_free);

  g_action_map_add_action_entries (G_ACTION_MAP (window), file_entries,
                                   G_N_ELEMENTS (file_entries), files);
}

GmkGame *
gmk_file_actions_get_game (GtkWindow *window)
{
  FileActions *files;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  files = g_object_get_data (G_OBJECT (window), FILE_ACTIONS_KEY);
  return files != NULL ? files->game : NULL;
}

void
gmk_file_actions_open (GtkWindow *window,
                       GFile     *file,
                       gboolean   may_ask)
{
  FileActions *files;

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (G_IS_FILE (file));

  files = g_object_get_data (G_OBJECT (window), FILE_ACTIONS_KEY);
  g_return_if_fail (files != NULL);

  open_file (files, file, may_ask);
}
