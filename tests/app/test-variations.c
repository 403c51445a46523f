/* test-variations.c: variations in a real window — another move after Undo
 * keeps the main line in the history, the branch button of a row switches
 * the board to the other line, the menu's commands act on the tree, and
 * each line's review marks come back with the line.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-game-review.h"
#include "gmk-history-row.h"
#include "gmk-notation.h"
#include "gmk-review-panel.h"
#include "gmk-test-window.h"

static GmkApplication *app;

static GSettings *
settings (void)
{
  return gmk_application_get_settings (app);
}

static GmkWindow *
open_window_against (const char *white)
{
  GmkWindow *window;

  g_settings_set_string (settings (), "white-player", white);
  g_settings_set_string (settings (), "black-player", "human");
  g_settings_set_double (settings (), "move-time", 0.1);
  g_settings_set_int (settings (), "threads", 1);
  window = gmk_window_new (GTK_APPLICATION (app), settings ());
  gmk_test_present (window, 1000, 720);
  return window;
}

static GmkWindow *
open_window (void)
{
  return open_window_against ("human");
}

static void
play (GmkWindow *window,
      int        x,
      int        y)
{
  gmk_test_activate (window, "play", g_variant_new ("(ii)", x, y));
}

static int
cell (GmkGame *game,
      int      x,
      int      y)
{
  return gmk_game_get_position (game)->board.cell[gmk_board_index (x, y)];
}

static GtkWidget *
find_row (GtkWidget *root,
          guint      number)
{
  if (GMK_IS_HISTORY_ROW (root))
    {
      GmkMoveItem *item = gmk_history_row_get_item (GMK_HISTORY_ROW (root));

      if (item != NULL && gmk_move_item_get_number (item) == number)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, number);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct {
  GmkWindow  *window;
  guint       number;
  const char *label;
} BranchButton;

static gboolean
branch_button_shown (gpointer data)
{
  BranchButton *wanted = data;
  GtkWidget *row = find_row (GTK_WIDGET (wanted->window), wanted->number);
  GtkWidget *button = row != NULL ? find_button (row, wanted->label) : NULL;

  return button != NULL && gtk_widget_get_mapped (button);
}

/* The button of row `number` that follows the line of `label`, once the
 * history shows it. */
static GtkWidget *
branch_button (GmkWindow  *window,
               guint       number,
               const char *label)
{
  BranchButton wanted = { window, number, label };

  g_assert_true (gmk_test_wait_until (branch_button_shown, &wanted, 5000));
  return find_button (find_row (GTK_WIDGET (window), number), label);
}

static char *
notation (int x,
          int y)
{
  char point[GMK_NOTATION_MAX];

  return g_strdup (gmk_notation_format (x, y, 15, point));
}

/* Whether the window's primary menu has an item for `action`. */
static gboolean
menu_has_action (GMenuModel *menu,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_strcmp0 (name, action) == 0)
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

static GtkWidget *
find_menu_button (GtkWidget *root)
{
  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (root)) != NULL)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_undo_two_and_branch (void)
{
  GmkWindow *window = open_window ();
  GmkGame *game = gmk_window_get_game (window);
  GListModel *history = gmk_game_get_history (game);
  g_autoptr(GmkMoveItem) third = NULL;
  g_autofree char *main_third = notation (7, 8);
  g_autofree char *side_third = notation (0, 0);
  int moves[GMK_MAX_PLY];
  GtkWidget *button;

  play (window, 7, 7);
  play (window, 8, 7);
  play (window, 7, 8);
  play (window, 8, 8);
  gmk_test_activate (window, "undo", NULL);
  gmk_test_activate (window, "undo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  play (window, 0, 0);

  /* The variation is shown; the main line is still in the game, and its
   * third move is a button on the history's third row. */
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);
  g_assert_cmpint (cell (game, 0, 0), ==, GMK_BLACK);
  g_assert_cmpuint (gmk_record_tree_main_line (gmk_game_get_tree (game), moves), ==, 4);
  g_assert_cmpint (moves[3], ==, gmk_board_index (8, 8));
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 3);
  third = g_list_model_get_item (history, 2);
  g_assert_true (gmk_move_item_get_variation (third));
  button = branch_button (window, 3, main_third);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (button)));
  /* For people to look at: the history with a variation. */
  g_object_unref (gmk_test_save_png (GTK_WIDGET (window), "variations.png", 1));

  /* Clicking it switches the board to the main line. */
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 4);
  g_assert_cmpint (cell (game, 7, 8), ==, GMK_BLACK);
  g_assert_cmpint (cell (game, 0, 0), ==, GMK_EMPTY);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 4);
  gmk_test_wait_frame (GTK_WIDGET (gmk_window_get_board_view (window)));

  /* Now the variation's move is the button, and it switches back. */
  button = branch_button (window, 3, side_third);
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (gmk_game_in_variation (game));
  g_assert_cmpint (cell (game, 0, 0), ==, GMK_BLACK);
  g_assert_cmpint (cell (game, 7, 8), ==, GMK_EMPTY);

  gmk_test_close_window (window);
}

/* What a shortcut does: the one action bound to the accelerator,
 * activated on the window. */
static gboolean
press (GmkWindow  *window,
       const char *accelerator)
{
  g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), accelerator);

  g_assert_nonnull (actions);
  g_assert_cmpuint (g_strv_length (actions), ==, 1);
  return gtk_widget_activate_action (GTK_WIDGET (window), actions[0], NULL);
}

static void
test_menu_commands (void)
{
  GmkWindow *window = open_window ();
  GmkGame *game = gmk_window_get_game (window);
  GtkWidget *menu_button = find_menu_button (GTK_WIDGET (window));
  GMenuModel *menu;
  int moves[GMK_MAX_PLY];

  g_assert_nonnull (menu_button);
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button));
  g_assert_true (menu_has_action (menu, "variation.main-line"));
  g_assert_true (menu_has_action (menu, "variation.promote"));
  g_assert_true (menu_has_action (menu, "variation.delete"));

  play (window, 7, 7);
  play (window, 8, 7);
  play (window, 7, 8);
  gmk_test_activate (window, "undo", NULL);
  play (window, 1, 1);
  g_assert_true (gmk_game_in_variation (game));

  /* Back to the main line, then into the variation and promote it, by
   * their shortcuts. */
  g_assert_true (press (window, "<Control>m"));
  g_assert_false (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "variation.switch", "(ui)",
                                             2, gmk_board_index (1, 1)));
  g_assert_true (gmk_game_in_variation (game));
  g_assert_true (press (window, "<Control><Shift>m"));
  g_assert_false (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_record_tree_main_line (gmk_game_get_tree (game), moves), ==, 3);
  g_assert_cmpint (moves[2], ==, gmk_board_index (1, 1));

  /* The old main line's move, deleted from its own position. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "variation.switch", "(ui)",
                                             2, gmk_board_index (7, 8)));
  g_assert_true (press (window, "<Control><Shift>d"));
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 3);
  g_assert_false (gmk_record_tree_has_variations (gmk_game_get_tree (game)));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);

  /* The rows' context menu goes to the row's position first. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "variation.go-to", "u", 1));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);

  gmk_test_close_window (window);
}

typedef struct {
  GmkWindow  *window;
  guint       number;
  const char *mark;
} MarkWanted;

static gboolean
row_shows_mark (gpointer data)
{
  MarkWanted *wanted = data;
  GtkWidget *row = find_row (GTK_WIDGET (wanted->window), wanted->number);

  return row != NULL && g_strcmp0 (gmk_history_row_get_mark (GMK_HISTORY_ROW (row)), wanted->mark) == 0;
}

/* Row `number` of the history shows the review's mark `mark` ("": none). */
static void
assert_row_mark (GmkWindow  *window,
                 guint       number,
                 const char *mark)
{
  MarkWanted wanted = { window, number, mark };

  if (!gmk_test_wait_until (row_shows_mark, &wanted, 5000))
    {
      GtkWidget *row = find_row (GTK_WIDGET (window), number);

      g_error ("row %u shows “%s”, not “%s”", number,
               row != NULL ? gmk_history_row_get_mark (GMK_HISTORY_ROW (row)) : "(no row)", mark);
    }
}

static GmkReviewPanel *
review_panel (GmkWindow *window)
{
  GtkWidget *panel = gmk_test_find_descendant (GTK_WIDGET (window), GMK_TYPE_REVIEW_PANEL);

  g_assert_nonnull (panel);
  return GMK_REVIEW_PANEL (panel);
}

/* A reviewed main line and a reviewed variation: the history's rows and
 * the review panel show the main line's marks again after a visit to the
 * variation, and the variation's after a visit to the main line. */
static void
test_review_marks_kept (void)
{
  GmkWindow *window = open_window ();
  GmkGame *game = gmk_window_get_game (window);
  GmkReviewPanel *panel = review_panel (window);
  g_autofree char *side_third = notation (0, 0);
  g_autofree char *main_third = notation (7, 8);

  play (window, 7, 7);
  play (window, 8, 7);
  play (window, 7, 8);
  play (window, 8, 8);
  gmk_test_review_move (game, 0, GMK_REVIEW_GOOD);
  gmk_test_review_move (game, 1, GMK_REVIEW_GOOD);
  gmk_test_review_move (game, 2, GMK_REVIEW_MISTAKE);
  gmk_test_review_move (game, 3, GMK_REVIEW_BLUNDER);
  assert_row_mark (window, 3, "?");
  assert_row_mark (window, 4, "??");

  /* Into a variation at the third move, reviewed in its turn. */
  gmk_test_activate (window, "undo", NULL);
  gmk_test_activate (window, "undo", NULL);
  play (window, 0, 0);
  g_assert_true (gmk_game_in_variation (game));
  assert_row_mark (window, 3, "");
  gmk_test_review_move (game, 2, GMK_REVIEW_FORCED);
  assert_row_mark (window, 2, "");
  assert_row_mark (window, 3, "!");

  /* Back to the main line (Ctrl+M): its marks, and its counts. */
  g_assert_true (press (window, "<Control>m"));
  g_assert_false (gmk_game_in_variation (game));
  gmk_test_activate (window, "redo", NULL);
  gmk_test_activate (window, "redo", NULL);
  assert_row_mark (window, 3, "?");
  assert_row_mark (window, 4, "??");
  g_assert_cmpuint (gmk_review_panel_count (panel, GMK_WHITE, GMK_REVIEW_BLUNDER), ==, 1);
  g_assert_cmpuint (gmk_review_panel_count (panel, GMK_BLACK, GMK_REVIEW_FORCED), ==, 0);

  /* Into the variation again by its row's button: its mark is back. */
  g_signal_emit_by_name (branch_button (window, 3, side_third), "clicked");
  g_assert_true (gmk_game_in_variation (game));
  assert_row_mark (window, 3, "!");
  g_assert_cmpuint (gmk_review_panel_count (panel, GMK_BLACK, GMK_REVIEW_FORCED), ==, 1);
  g_assert_cmpuint (gmk_review_panel_count (panel, GMK_WHITE, GMK_REVIEW_BLUNDER), ==, 0);

  /* And out of it by the other button. */
  g_signal_emit_by_name (branch_button (window, 3, main_third), "clicked");
  assert_row_mark (window, 3, "?");

  gmk_test_close_window (window);
}

typedef struct {
  GmkGame *game;
  guint    n_total;
} TotalWanted;

static gboolean
has_total (gpointer data)
{
  TotalWanted *wanted = data;

  return gmk_game_get_n_total (wanted->game) == wanted->n_total &&
         gmk_test_ai_idle (NULL);
}

static void
wait_for_total (GmkGame *game,
                guint    n_total)
{
  TotalWanted wanted = { game, n_total };

  g_assert_true (gmk_test_wait_until (has_total, &wanted, 30000));
}

/* Against the computer: it answers in a variation, and following a line
 * from the history shows the person's move with the answer the line has,
 * rather than letting the computer answer again. */
static void
test_against_computer (void)
{
  GmkWindow *window = open_window_against ("computer");
  GmkGame *game = gmk_window_get_game (window);
  g_autofree char *main_third = notation (0, 0);
  GtkWidget *button;

  play (window, 7, 7);
  wait_for_total (game, 2);
  play (window, 0, 0);
  wait_for_total (game, 4);
  gmk_test_activate (window, "undo", NULL);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);

  play (window, 0, 14);
  wait_for_total (game, 4);
  g_assert_true (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 4);
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 6);

  button = branch_button (window, 3, main_third);
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (gmk_game_in_variation (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 4);
  g_assert_false (gmk_game_computer_to_move (game));
  /* Nothing more happens: the computer does not play another answer. */
  gmk_test_run_for (300);
  g_assert_true (gmk_test_ai_idle (NULL));
  g_assert_cmpuint (gmk_game_get_tree (game)->n_nodes, ==, 6);

  gmk_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  app = gmk_test_app_new (APPLICATION_ID ".VariationsTest");

  g_test_add_func ("/variations/undo-two-and-branch", test_undo_two_and_branch);
  g_test_add_func ("/variations/menu-commands", test_menu_commands);
  g_test_add_func ("/variations/review-marks-kept", test_review_marks_kept);
  g_test_add_func ("/variations/against-computer", test_against_computer);

  status = g_test_run ();

  gmk_test_app_free (app);

  return status;
}
