/* gmk-search-params.h: the search's parameters, defined in one place.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The numbers behind the search's pruning, reductions, extensions and
 * time use, each measured in matches (docs/search.md).  The search reads
 * them at every node; they change only between searches, when a
 * measurement or a test asks for another value through
 * gmk_search_params_set.  A build with -Dtuning=true also takes them
 * from the environment (GMK_TUNE="name=value,..."), and stops with an
 * error naming any it cannot take; the default build never looks.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int leaf_vcf_depth;   /* a VCF at a leaf with a four-three in hand: depth */
  int leaf_vcf_nodes;   /* ... and nodes */
  int lmp_base;         /* late-move pruning: quiet moves kept at any depth */
  int lmp_mul;          /* ... and per depth squared */
  int lmp_depth;        /* ... up to this depth */
  int lmr_div100;       /* late-move reductions: log(depth) log(move) / this, in hundredths */
  int quiet;            /* below this hand-set ordering score a move is quiet */
  int time_factor100;   /* an iteration's time over the last's, in hundredths, until two are timed */
  int iir;              /* plies an internal iterative reduction takes off */
  int wide_defence;     /* against an open four: every line of the threat, and the opponent's fours */
  int time_start100;    /* start an iteration when this share (in hundredths) of it fits the budget */
  int def_lmp;          /* late defences against an open three kept, plus the depth */
  int four_ext_depth;   /* a lone four's answer is free up to this depth */
  int ply1_vcf;         /* nodes of the opponent's VCF just after a root move, 0: none */
  int rfp;              /* reverse futility margin a ply, 0: none */
  int rfp_depth;        /* ... up to this depth */
  int rfp_guard;        /* ... never while the opponent holds a four-three or a double three */
  int iir_depth;        /* internal iterative reduction from this depth */
  int iir_pv;           /* ... in principal-variation nodes too */
  int def_lmp_depth;    /* late defences pruned up to this depth */
  int order_fit;        /* the fitted ordering (1) or the hand-set one (0) */
  int quiet_fit;        /* below this fitted ordering score a move is quiet */
  int aspiration;       /* the root's first window from depth 4: this either side, 0: full */
  int capture_vct;      /* the root VCT under captures too (ninuki, pente) */
  int eval_tempo;       /* a horizon's score facing an open three loses this (a tempo) */
  /* The evaluation's knobs (gmk-eval.c); only a -Dtuning=true build
   * reads them, the default one keeps its weights compile-time constants. */
  int eval_factor;      /* the side to move's cell values, in hundredths */
  int eval_other;       /* the side waiting's class and group weights, in hundredths */
  int eval_cross;       /* the cross table (its threes against our fours), in hundredths */
} GmkSearchParams;

/* The parameters in force.  Internal to the program (no lookup through
 * the global offset table): the search reads them at every node. */
G_GNUC_INTERNAL extern GmkSearchParams gmk_search_params;

/* Late-move reductions by depth and move number, from lmr_div100. */
G_GNUC_INTERNAL extern int gmk_search_lmr[64][64];

#define GMK_SEARCH_PARAMS_ERROR (gmk_search_params_error_quark ())

typedef enum {
  GMK_SEARCH_PARAMS_ERROR_UNKNOWN,   /* no parameter of that name */
  GMK_SEARCH_PARAMS_ERROR_INVALID,   /* not a whole number the parameter takes */
} GmkSearchParamsError;

GQuark   gmk_search_params_error_quark (void);

/* Builds what derives from the parameters (and, in a tuning build, reads
 * the environment's) once; gmk_search_new calls it. */
void     gmk_search_params_init  (void);
/* Sets the parameter named as its field in GmkSearchParams.  Only between
 * searches: a running search reads them without a lock. */
gboolean gmk_search_params_set   (const char  *name,
                                  int          value,
                                  GError     **error);
/* Sets every "name=value" of a comma-separated list, in order; stops at
 * the first it cannot take (the error names it). */
gboolean gmk_search_params_parse (const char  *spec,
                                  GError     **error);

G_END_DECLS
