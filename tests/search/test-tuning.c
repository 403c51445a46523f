/* test-tuning.c: a tuning build stops at a knob it cannot take.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built only with -Dtuning=true.  A measurement that set a misspelt or
 * malformed knob would otherwise measure the defaults: gomoku-engine
 * must exit with an error that names it.  A knob it takes changes the
 * bench's node count.
 */
#include <glib.h>
#include <string.h>

/* Runs `gomoku-engine bench 4 1` (the first position, to depth 4: a few
 * thousand nodes) with `variable` set to `value`; returns the exit
 * status, stdout and stderr. */
static int
run_bench (const char  *variable,
           const char  *value,
           char       **out,
           char       **err)
{
  const char *engine = g_getenv ("GMK_ENGINE");
  const char *argv[] = { engine, "bench", "4", "1", NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (engine);
  envp = g_environ_unsetenv (envp, "GMK_TUNE");
  envp = g_environ_unsetenv (envp, "GMK_LEVELS");
  if (variable != NULL)
    envp = g_environ_setenv (envp, variable, value, TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return status;
}

static void
assert_refused (const char *variable,
                const char *value,
                const char *name)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = run_bench (variable, value, &out, &err);

  g_test_message ("%s=%s: %s", variable, value, err);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (err, variable));
  g_assert_nonnull (strstr (err, name));
}

static void
test_refused (void)
{
  assert_refused ("GMK_TUNE", "nosuchknob=1", "nosuchknob");
  assert_refused ("GMK_TUNE", "rfp=1,rfp_depth=x", "rfp_depth");
  assert_refused ("GMK_LEVELS", "8.bogus=0", "bogus");
  assert_refused ("GMK_LEVELS", "8.root_vct=-1", "root_vct");
}

static char *
signature (const char *out)
{
  const char *line = strstr (out, "Signature:");

  g_assert_nonnull (line);
  return g_strstrip (g_strndup (line + strlen ("Signature:"), strcspn (line, "\n") - strlen ("Signature:")));
}

static void
test_taken (void)
{
  g_autofree char *out = NULL, *err = NULL, *tuned_out = NULL, *tuned_err = NULL;
  g_autofree char *plain = NULL, *tuned = NULL;

  g_assert_true (g_spawn_check_wait_status (run_bench (NULL, NULL, &out, &err), NULL));
  g_assert_true (g_spawn_check_wait_status (run_bench ("GMK_TUNE", "iir=0,lmp_base=20", &tuned_out, &tuned_err), NULL));
  plain = signature (out);
  tuned = signature (tuned_out);
  g_test_message ("signature %s, tuned %s", plain, tuned);
  g_assert_cmpstr (plain, !=, tuned);
}

/* Each evaluation knob reaches the evaluation (or, for the tempo, the
 * horizon): a tuning build's match that set one and measured the default
 * would report a difference that is not there. */
static void
test_eval_knobs (void)
{
  const char *knobs[] = { "eval_factor=120", "eval_other=150", "eval_cross=0", "eval_tempo=400" };
  g_autofree char *out = NULL, *err = NULL, *plain = NULL;

  g_assert_true (g_spawn_check_wait_status (run_bench (NULL, NULL, &out, &err), NULL));
  plain = signature (out);
  for (gsize i = 0; i < G_N_ELEMENTS (knobs); i++)
    {
      g_autofree char *tuned_out = NULL, *tuned_err = NULL, *tuned = NULL;

      g_assert_true (g_spawn_check_wait_status (run_bench ("GMK_TUNE", knobs[i], &tuned_out, &tuned_err), NULL));
      tuned = signature (tuned_out);
      g_test_message ("%s: signature %s, plain %s", knobs[i], tuned, plain);
      g_assert_cmpstr (plain, !=, tuned);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tuning/refused", test_refused);
  g_test_add_func ("/tuning/taken", test_taken);
  g_test_add_func ("/tuning/eval-knobs", test_eval_knobs);
  return g_test_run ();
}
