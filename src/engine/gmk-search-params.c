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
};

int gmk_search_lmr[64][64];

/* GMK_TUNE="name=value,..." overrides the parameters, for measuring
 * changes with matches; nothing else reads the environment. */
void
gmk_search_params_init (void)
{
  static gsize initialized = 0;
  GmkSearchParams *tune = &gmk_search_params;

  if (g_once_init_enter (&initialized))
    {
      const char *env = g_getenv ("GMK_TUNE");

      if (env != NULL)
        {
          g_auto(GStrv) items = g_strsplit (env, ",", -1);

          for (int i = 0; items[i] != NULL; i++)
            {
              g_auto(GStrv) kv = g_strsplit (items[i], "=", 2);
              int v;

              if (kv[0] == NULL || kv[1] == NULL)
                continue;
              v = atoi (kv[1]);
#define TUNE(name) if (strcmp (kv[0], #name) == 0) tune->name = v;
              TUNE (leaf_vcf_depth) TUNE (leaf_vcf_nodes) TUNE (lmp_base) TUNE (lmp_mul)
              TUNE (lmp_depth) TUNE (lmr_div100) TUNE (quiet) TUNE (time_factor100) TUNE (iir)
              TUNE (wide_defence) TUNE (time_start100) TUNE (def_lmp) TUNE (four_ext_depth)
              TUNE (rfp) TUNE (rfp_depth) TUNE (rfp_guard) TUNE (iir_depth) TUNE (iir_pv)
              TUNE (ply1_vcf) TUNE (def_lmp_depth) TUNE (order_fit) TUNE (quiet_fit)
#undef TUNE
            }
        }
      /* The ordering fitted to PentaZen's moves, or (order_fit=0) the
       * hand-set one (gmk-order.h). */
      gmk_order_use_fitted (tune->order_fit != 0);
      for (int d = 0; d < 64; d++)
        for (int i = 0; i < 64; i++)
          gmk_search_lmr[d][i] = (d == 0 || i == 0) ? 0 :
            (int) (0.4 + log (d) * log (i) * 100.0 / tune->lmr_div100);
      g_once_init_leave (&initialized, 1);
    }
}
