/* test-policy-gap.c: the policy-gap pruning acts only where the move
 * ordering is a fitted logit.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search prunes a late quiet move whose order score stands more than
 * `gap_base` below the node's best (GMK_TUNE, README "Depth and
 * selectivity").  That measure means something only under the ordering
 * fitted to PentaZen's moves, whose scores are logits; ninuki and pente
 * keep the hand-set ordering, whose scores are not, and must keep their
 * tree.  The test runs `gomoku-engine bench` (node counts only, never the
 * clock) with the pruning off and at its most aggressive: ninuki's
 * signature must not move, freestyle's must (the knob is live).
 */
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

/* The signature `bench` prints for `rule` to `depth` under GMK_TUNE=tune. */
static guint64
bench_signature (const char *tune,
                 const char *rule,
                 const char *depth)
{
  const char *engine = g_getenv ("GMK_ENGINE");
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  const char *line;

  g_assert_nonnull (engine);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "GMK_TUNE", tune, TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, engine, "bench", "--rule", rule, depth, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  line = strstr (out, "Signature:");
  g_assert_nonnull (line);
  g_test_message ("%s %s %s: %s", rule, depth, tune, line);
  return g_ascii_strtoull (line + strlen ("Signature:"), NULL, 10);
}

static void
test_fitted_only (void)
{
  const char *off = "gap_base=0";
  const char *most = "gap_base=1,gap_depth=99";

  if (g_getenv ("GMK_ENGINE") == NULL)
    {
      g_test_skip ("needs GMK_ENGINE: run it through meson test");
      return;
    }
  g_assert_cmpuint (bench_signature (off, "ninuki", "7"), ==, bench_signature (most, "ninuki", "7"));
  g_assert_cmpuint (bench_signature (off, "freestyle", "9"), !=, bench_signature (most, "freestyle", "9"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/policy-gap/fitted-only", test_fitted_only);
  return g_test_run ();
}
