/* gmk-preferences-window.h
 *
 * Copyright 2026 The Gomoku authors
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GMK_TYPE_PREFERENCES_WINDOW (gmk_preferences_window_get_type())

G_DECLARE_FINAL_TYPE (GmkPreferencesWindow, gmk_preferences_window, GMK, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* A preferences window bound to the application's GSettings: every change
 * applies at once.  `parent` may be NULL. */
GtkWidget  *gmk_preferences_window_new        (GtkWindow *parent);

/* The translated name of a strength level ("Beginner" … "Master"), for
 * anywhere the level is shown.  Levels out of range are clamped. */
const char *gmk_preferences_level_name        (int        level);

/* The translated name and one-line explanation of a rule set, by its
 * GSettings nick ("freestyle", "renju", …); NULL for an unknown nick. */
const char *gmk_preferences_rule_title        (const char *rule);
const char *gmk_preferences_rule_description  (const char *rule);

G_END_DECLS
