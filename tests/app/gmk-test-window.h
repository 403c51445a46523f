/* gmk-test-window.h: helpers of the tests that drive real windows (suite
 * "app" and the window test of games on disk).
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Some build games and need no display (test-game-tree uses them too).
 * Every wait here is for a condition, with a generous deadline only so a
 * broken program fails instead of hanging.
 */
#pragma once

#include "gmk-application.h"
#include "gmk-game-review.h"
#include "gmk-window.h"

G_BEGIN_DECLS

typedef gboolean (*GmkTestCondition) (gpointer data);

/* Runs the main loop until cond (data) holds or timeout_ms passed; returns
 * whether it holds. */
gboolean        gmk_test_wait_until       (GmkTestCondition  cond,
                                           gpointer          data,
                                           guint             timeout_ms);
/* Runs the main loop for ms milliseconds, for the few waits that have no
 * condition to wait for (nothing must happen). */
void            gmk_test_run_for          (guint             ms);
/* Runs the main loop until the widget has drawn a frame since the call. */
void            gmk_test_wait_frame       (GtkWidget        *widget);

/* A registered, held application with a memory settings backend: the
 * test program's one, which the helpers below open windows of. */
GmkApplication *gmk_test_app_new          (const char       *application_id);
/* Releases it once every search thread has finished. */
void            gmk_test_app_free         (GmkApplication   *app);
/* The settings of that application, which its windows follow. */
GSettings      *gmk_test_settings         (void);

/* Shows the window at the size given and waits until it is mapped and drawn. */
void            gmk_test_present          (GmkWindow        *window,
                                           int               width,
                                           int               height);
/* A new window of the test program's application on its settings, shown
 * at 1000 × 720 (or at the size given) and drawn. */
GmkWindow      *gmk_test_open_window      (void);
GmkWindow      *gmk_test_open_window_sized (int             width,
                                            int             height);
/* Destroys the window and waits until the searches it cancelled are over. */
void            gmk_test_close_window     (GmkWindow        *window);
gboolean        gmk_test_ai_idle          (gpointer          unused);
/* A GmkTestCondition: is that GmkAiPlayer searching? */
gboolean        gmk_test_ai_thinking      (gpointer          ai);
/* Runs the main loop until the game has at least n moves or timeout_ms
 * passed; returns whether it has. */
gboolean        gmk_test_wait_moves       (GmkGame          *game,
                                           guint             n,
                                           guint             timeout_ms);

/* Activates a window action, which must exist. */
void            gmk_test_activate         (GmkWindow        *window,
                                           const char       *action,
                                           GVariant         *parameter);

/* Plays at (x, y) through the window's "play" action, as a click on the
 * board does; returns whether the game took the move. */
gboolean        gmk_test_play             (GmkWindow        *window,
                                           int               x,
                                           int               y);

/* The visible toplevel of that type, or NULL. */
GtkWindow      *gmk_test_find_toplevel    (GType             type);
/* Waits for the message dialog, answers it and waits until it is gone. */
void            gmk_test_answer_question  (const char       *response);

/* "rule WxH: m1 m2 …", the game's whole line, to compare games. */
char           *gmk_test_game_moves       (GmkGame          *game);
/* Gives move i of the line shown a review of class klass, its own move
 * as the best, as Review Game does for each move (gmk-review-panel.c). */
void            gmk_test_review_move      (GmkGame          *game,
                                           guint             i,
                                           GmkReviewClass    klass);

/* How many distinct colours among every 7th pixel: a real picture has many. */
guint           gmk_test_count_colours    (GdkTexture       *texture);
/* Renders the widget as it is on screen, at the given scale, into
 * GMK_ARTIFACTS_DIR/name; returns the texture. */
GdkTexture     *gmk_test_save_png         (GtkWidget        *widget,
                                           const char       *name,
                                           int               scale);

/* The first widget of that type below root, depth first, or NULL. */
GtkWidget      *gmk_test_find_descendant  (GtkWidget        *root,
                                           GType             type);
typedef gboolean (*GmkTestMatch) (GtkWidget *widget, const char *text);
/* The first widget, root included, depth first, for which match holds, or NULL. */
GtkWidget      *gmk_test_find_widget      (GtkWidget        *root,
                                           GmkTestMatch      match,
                                           const char       *text);
/* Matches for it: a button by its label (as the .ui spells it, with its
 * mnemonic), a preferences row by its title. */
gboolean        gmk_test_is_button_labelled (GtkWidget     *widget,
                                             const char    *label);
gboolean        gmk_test_is_row_titled    (GtkWidget        *widget,
                                           const char       *title);
/* The combo row of that title in a dialog or the preferences, which must
 * be there. */
AdwComboRow    *gmk_test_combo_row        (GtkWindow        *window,
                                           const char       *title);

/* Every key of the settings' schema back to its default. */
void            gmk_test_reset_settings   (GSettings        *settings);

G_END_DECLS
