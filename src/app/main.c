/* main.c: the gomoku program.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-application.h"
#include "gmk-command-line.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GmkApplication) app = NULL;

  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = gmk_application_new (APPLICATION_ID, G_APPLICATION_DEFAULT_FLAGS);
  gmk_command_line_setup (G_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
