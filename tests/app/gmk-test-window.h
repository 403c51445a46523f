/* gmk-test-window.h: helpers of the tests that drive real windows (suite
 * "app" and the window test of games on disk).
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every wait here is for a condition, with a generous deadline only so a
 * broken program fails instead of hanging.
 */
#pragma once

#include "gmk-application.h"
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

/* A registered, held application with a memory settings backend. */
GmkApplication *gmk_test_app_new          (const char       *application_id);
/* Releases it once every search thread has finished. */
void            gmk_test_app_free         (GmkApplication   *app);

/* Shows the window at the size given and waits until it is mapped and drawn. */
void            gmk_test_present          (GmkWindow        *window,
                                           int               width,
                                           int               height);
/* Destroys the window and waits until the searches it cancelled are over. */
void            gmk_test_close_window     (GmkWindow        *window);
gboolean        gmk_test_ai_idle          (gpointer          unused);

/* Activates a window action, which must exist. */
void            gmk_test_activate         (GmkWindow        *window,
                                           const char       *action,
                                           GVariant         *parameter);

/* The visible toplevel of that type, or NULL. */
GtkWindow      *gmk_test_find_toplevel    (GType             type);
/* Waits for the message dialog, answers it and waits until it is gone. */
void            gmk_test_answer_question  (const char       *response);

/* "rule WxH: m1 m2 …", the game's whole line, to compare games. */
char           *gmk_test_game_moves       (GmkGame          *game);

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

/* Every key of the settings' schema back to its default. */
void            gmk_test_reset_settings   (GSettings        *settings);

G_END_DECLS
