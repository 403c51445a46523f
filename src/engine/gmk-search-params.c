/* gmk-search-params.c: the search's parameters, defined in one place.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gmk-search-params.h"

#include "gmk-order.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gmk-eval-fit.inc"

GmkSearchParams gmk_search_params = {
  .leaf_vcf_depth = 3,
  .leaf_vcf_nodes = 60,
  .lmp_base = 2,
  .lmp_mul = 1,
  .lmp_depth = 10,
  .lmr_div100 = 120,
  .quiet = 2500,
  .time_factor100 = 200,
  .iir = 2,
  .wide_defence = 1,
  .time_start100 = 60,
  .def_lmp = 1,
  .four_ext_depth = 6,
  .ply1_vcf = 5000,
  .rfp = 150,
  .rfp_depth = 6,
  .rfp_guard = 1,
  .iir_depth = 3,
  .iir_pv = 0,
  .def_lmp_depth = 6,
  .order_fit = 1,
  .quiet_fit = -1250,
  .aspiration = 60,
  .capture_vct = 0,
  .eval_tempo = 150,
  /* As gmk-eval.c's constants (the fitted factor, and no scale): a tuning
   * build with no GMK_TUNE evaluates as the default one. */
  .eval_factor = GMK_FIT_FACTOR,
  .eval_other = 100,
  .eval_cross = 100,
};

int gmk_search_lmr[64][64];

typedef struct {
  const char *name;
  gsize       offset;
  int         min;
  int         max;
} Param;

/* Counts, depths, margins and switches take no negative value; the quiet
 * thresholds are scores of either sign, and lmr_div100 divides. */
#define PARAM(field, min) { #field, G_STRUCT_OFFSET (GmkSearchParams, field), min, G_MAXINT }

static const Param param_table[] = {
  PARAM (leaf_vcf_depth, 0),
  PARAM (leaf_vcf_nodes, 0),
  PARAM (lmp_base, 0),
  PARAM (lmp_mul, 0),
  PARAM (lmp_depth, 0),
  PARAM (lmr_div100, 1),
  PARAM (quiet, G_MININT),
  PARAM (time_factor100, 0),
  PARAM (iir, 0),
  PARAM (wide_defence, 0),
  PARAM (time_start100, 0),
  PARAM (def_lmp, 0),
  PARAM (four_ext_depth, 0),
  PARAM (ply1_vcf, 0),
  PARAM (rfp, 0),
  PARAM (rfp_depth, 0),
  PARAM (rfp_guard, 0),
  PARAM (iir_depth, 0),
  PARAM (iir_pv, 0),
  PARAM (def_lmp_depth, 0),
  PARAM (order_fit, 0),
  PARAM (quiet_fit, G_MININT),
  PARAM (aspiration, 0),
  PARAM (capture_vct, 0),
  PARAM (eval_tempo, G_MININT),
  PARAM (eval_factor, 0),
  PARAM (eval_other, 0),
  PARAM (eval_cross, 0),
};

#undef PARAM

G_DEFINE_QUARK (gmk-search-params-error-quark, gmk_search_params_error)

static void
build_lmr (void)
{
  for (int d = 0; d < 64; d++)
    for (int i = 0; i < 64; i++)
      gmk_search_lmr[d][i] = (d == 0 || i == 0) ? 0 :
        (int) (0.4 + log (d) * log (i) * 100.0 / gmk_search_params.lmr_div100);
}

/* Sets a parameter and what derives from it. */
static gboolean
set_param (const char  *name,
           int          value,
           GError     **error)
{
  for (gsize i = 0; i < G_N_ELEMENTS (param_table); i++)
    {
      const Param *p = &param_table[i];

      if (strcmp (p->name, name) != 0)
        continue;
      if (value < p->min || value > p->max)
        {
          g_set_error (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_INVALID,
                       "search parameter '%s' takes %d to %d, not %d", name, p->min, p->max, value);
          return FALSE;
        }
      G_STRUCT_MEMBER (int, &gmk_search_params, p->offset) = value;
      if (p->offset == G_STRUCT_OFFSET (GmkSearchParams, lmr_div100))
        build_lmr ();
      else if (p->offset == G_STRUCT_OFFSET (GmkSearchParams, order_fit))
        gmk_order_use_fitted (value != 0);
      return TRUE;
    }
  g_set_error (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_UNKNOWN,
               "unknown search parameter '%s'", name);
  return FALSE;
}

static gboolean
parse_params (const char  *spec,
              GError     **error)
{
  g_auto(GStrv) items = g_strsplit (spec, ",", -1);

  for (int i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) kv = NULL;
      char *end = NULL;
      gint64 value;

      if (items[i][0] == '\0')
        continue;   /* a trailing comma */
      kv = g_strsplit (items[i], "=", 2);
      if (kv[1] == NULL)
        {
          g_set_error (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_INVALID,
                       "'%s' is not NAME=VALUE", items[i]);
          return FALSE;
        }
      value = g_ascii_strtoll (kv[1], &end, 10);
      if (kv[1][0] == '\0' || *end != '\0' || value < G_MININT || value > G_MAXINT)
        {
          g_set_error (error, GMK_SEARCH_PARAMS_ERROR, GMK_SEARCH_PARAMS_ERROR_INVALID,
                       "search parameter '%s' needs a whole number, not '%s'", kv[0], kv[1]);
          return FALSE;
        }
      if (!set_param (kv[0], (int) value, error))
        return FALSE;
    }
  return TRUE;
}

#ifdef GMK_TUNING
/* A measurement that asked for a parameter the engine does not take
 * would measure the defaults: stop instead. */
static void
read_environment (void)
{
  const char *spec = g_getenv ("GMK_TUNE");
  g_autoptr(GError) error = NULL;

  if (spec != NULL && !parse_params (spec, &error))
    {
      g_printerr ("GMK_TUNE: %s\n", error->message);
      g_clear_error (&error);
      exit (2);
    }
}
#endif

void
gmk_search_params_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
#ifdef GMK_TUNING
      read_environment ();
#endif
      /* The ordering fitted to PentaZen's moves, or (order_fit=0) the
       * hand-set one (gmk-order.h). */
      gmk_order_use_fitted (gmk_search_params.order_fit != 0);
      build_lmr ();
      g_once_init_leave (&initialized, 1);
    }
}

gboolean
gmk_search_params_set (const char  *name,
                       int          value,
                       GError     **error)
{
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  gmk_search_params_init ();
  return set_param (name, value, error);
}

gboolean
gmk_search_params_parse (const char  *spec,
                         GError     **error)
{
  g_return_val_if_fail (spec != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  gmk_search_params_init ();
  return parse_params (spec, error);
}
