/* gmk-eval-bar.h: who stands better, as a bar beside the board.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A vertical bar split in two: Black's winning chance from the bottom,
 * White's from the top.  Whoever has an evaluation sets "black-chance"
 * (0..1; 0.5 says nothing is known, or the game is even); the bar draws it
 * and says it to assistive technologies and in its tooltip.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GMK_TYPE_EVAL_BAR (gmk_eval_bar_get_type())

G_DECLARE_FINAL_TYPE (GmkEvalBar, gmk_eval_bar, GMK, EVAL_BAR, GtkWidget)

GtkWidget *gmk_eval_bar_new              (void);
double     gmk_eval_bar_get_black_chance (GmkEvalBar *self);
void       gmk_eval_bar_set_black_chance (GmkEvalBar *self,
                                          double      chance);

G_END_DECLS
