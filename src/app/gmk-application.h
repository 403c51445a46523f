/* gmk-application.h: the application object.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GMK_TYPE_APPLICATION (gmk_application_get_type())

G_DECLARE_FINAL_TYPE (GmkApplication, gmk_application, GMK, APPLICATION, AdwApplication)

GmkApplication *gmk_application_new          (const char      *application_id,
                                              GApplicationFlags flags);
/* The GSettings of schema io.github.gomoku_gtk.Gomoku. */
GSettings      *gmk_application_get_settings (GmkApplication  *self);

G_END_DECLS
