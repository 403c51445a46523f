/* test-search-params.c: setting the search's parameters and the levels'
 * fields by name.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tests and measurements set them through this API; a tuning build's
 * environment goes through it too, so a name or value it cannot take must
 * come back as an error that names it, and change nothing.
 */
#include "gmk-level.h"
#include "gmk-search.h"
#include "gmk-search-params.h"

#include <string.h>

static void
assert_error_names (const GError *error,
                    GQuark        domain,
                    int           code,
                    const char   *name)
{
  g_assert_error (error, domain, code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, name));
}

static void
test_params_set (void)
{
  g_autoptr(GError) error = NULL;
  const GmkSearchParams before = gmk_search_params;
  int lmr = 0;

  gmk_search_params_init ();
  lmr = gmk_search_lmr[10][10];

  g_assert_true (gmk_search_params_set ("rfp", 120, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmk_search_params.rfp, ==, 120);
  g_assert_true (gmk_search_params_set ("rfp", before.rfp, &error));
  g_assert_cmpint (gmk_search_params.rfp, ==, before.rfp);

  /* What derives from a parameter follows it. */
  g_assert_true (gmk_search_params_set ("lmr_div100", 60, &error));
  g_assert_cmpint (gmk_search_lmr[10][10], >, lmr);
  g_assert_true (gmk_search_params_set ("lmr_div100", before.lmr_div100, &error));
  g_assert_cmpint (gmk_search_lmr[10][10], ==, lmr);
  g_assert_no_error (error);

  g_assert_true (gmk_search_params_parse ("rfp=100,rfp_depth=4,", &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmk_search_params.rfp, ==, 100);
  g_assert_cmpint (gmk_search_params.rfp_depth, ==, 4);
  g_assert_true (gmk_search_params_parse ("rfp=150,rfp_depth=6", &error));
  g_assert_true (memcmp (&before, &gmk_search_params, sizeof before) == 0);
}

static void
test_params_rejected (void)
{
  const GmkSearchParams before = gmk_search_params;
  GError *error = NULL;

  g_assert_false (gmk_search_params_set ("nosuchknob", 1, &error));
  assert_error_names (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_UNKNOWN, "nosuchknob");
  g_clear_error (&error);

  /* lmr_div100 divides: 0 would make every reduction infinite. */
  g_assert_false (gmk_search_params_set ("lmr_div100", 0, &error));
  assert_error_names (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_INVALID, "lmr_div100");
  g_clear_error (&error);
  g_assert_false (gmk_search_params_set ("rfp_depth", -1, &error));
  assert_error_names (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_INVALID, "rfp_depth");
  g_clear_error (&error);

  g_assert_false (gmk_search_params_parse ("rfp=abc", &error));
  assert_error_names (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_INVALID, "rfp");
  g_clear_error (&error);
  g_assert_false (gmk_search_params_parse ("rfp=", &error));
  assert_error_names (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_INVALID, "rfp");
  g_clear_error (&error);
  g_assert_false (gmk_search_params_parse ("iir_depth", &error));
  assert_error_names (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_INVALID, "iir_depth");
  g_clear_error (&error);
  g_assert_false (gmk_search_params_parse ("rfp_guard=1,nosuchknob=1", &error));
  assert_error_names (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_UNKNOWN, "nosuchknob");
  g_clear_error (&error);

  g_assert_true (memcmp (&before, &gmk_search_params, sizeof before) == 0);
}

static void
test_level_override (void)
{
  const GmkLevel before = *gmk_level_get (5);
  GError *error = NULL;

  g_assert_true (gmk_level_override (5, "noise", 77, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmk_level_get (5)->noise, ==, 77);
  g_assert_true (gmk_level_parse_overrides ("5.noise=66,5.max_nodes=1234", &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmk_level_get (5)->noise, ==, 66);
  g_assert_cmpuint (gmk_level_get (5)->max_nodes, ==, 1234);

  g_assert_false (gmk_level_override (5, "bogus", 1, &error));
  assert_error_names (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_UNKNOWN, "bogus");
  g_clear_error (&error);
  g_assert_false (gmk_level_override (GMK_MAX_LEVEL + 1, "noise", 1, &error));
  assert_error_names (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_INVALID, "9");
  g_clear_error (&error);
  g_assert_false (gmk_level_override (5, "noise", -1, &error));
  assert_error_names (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_INVALID, "noise");
  g_clear_error (&error);
  g_assert_false (gmk_level_parse_overrides ("5.noise=lots", &error));
  assert_error_names (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_INVALID, "noise");
  g_clear_error (&error);
  g_assert_false (gmk_level_parse_overrides ("noise=1", &error));
  assert_error_names (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_INVALID, "noise=1");
  g_clear_error (&error);
  g_assert_false (gmk_level_parse_overrides ("5.bogus=1", &error));
  assert_error_names (error, GMK_LEVEL_ERROR, GMK_LEVEL_ERROR_UNKNOWN, "bogus");
  g_clear_error (&error);

  g_assert_true (gmk_level_override (5, "noise", before.noise, &error));
  g_assert_true (gmk_level_override (5, "max_nodes", (int) before.max_nodes, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmk_level_get (5)->noise, ==, before.noise);
  g_assert_cmpuint (gmk_level_get (5)->max_nodes, ==, before.max_nodes);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* The parameters as shipped, whatever a tuning build's environment. */
  g_unsetenv ("GMK_TUNE");
  g_unsetenv ("GMK_LEVELS");
  g_test_add_func ("/search-params/set", test_params_set);
  g_test_add_func ("/search-params/rejected", test_params_rejected);
  g_test_add_func ("/search-params/level-override", test_level_override);
  return g_test_run ();
}
