/* test-i18n.c: the French catalogue built by po/ is found through
 * bindtextdomain() and answers in French; no display needed.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <libintl.h>
#include <glib.h>

static void
test_catalogue_loaded (void)
{
  const char *localedir = g_getenv ("GMK_TEST_LOCALEDIR");
  g_autofree char *mo = NULL;

  g_assert_nonnull (localedir);
  mo = g_build_filename (localedir, "fr", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_assert_true (g_file_test (mo, G_FILE_TEST_IS_REGULAR));

  /* Plain, with a context, and from each kind of source file */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Preferences"), ==, "Préférences");
  g_assert_cmpstr (g_dpgettext2 (GETTEXT_PACKAGE, "shortcut window", "Quit"), ==, "Quitter");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Five in a Row"), ==, "Cinq en ligne");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Master"), ==, "Maître");

  /* An unknown string comes back untouched */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "no such string"), ==, "no such string");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GMK_TEST_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/i18n/french-catalogue", test_catalogue_loaded);

  return g_test_run ();
}
