/* gmk-tt.h: the transposition table, shared by all search threads.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Buckets of four 16-byte entries (one cache line).  An entry stores the
 * key XOR its data next to the data, so a torn write by two threads at once
 * reads as a miss instead of a wrong hit: no lock is needed.  Replacement
 * keeps deep entries of the current search, preferring to overwrite old or
 * shallow ones, and keeps proofs whatever their depth.
 */
#pragma once

#include <glib.h>
#include <stdint.h>

G_BEGIN_DECLS

typedef enum {
  GMK_BOUND_NONE  = 0,
  GMK_BOUND_UPPER = 1,    /* score <= value (fail low) */
  GMK_BOUND_LOWER = 2,    /* score >= value (fail high) */
  GMK_BOUND_EXACT = 3,
} GmkBound;

typedef struct {
  int       move;         /* cell index or -1 */
  int       score;
  int       eval;
  int       depth;
  GmkBound  bound;
} GmkTTHit;

typedef struct {
  uint64_t  check;        /* key ^ data */
  uint64_t  data;
} GmkTTEntry;

typedef struct {
  GmkTTEntry *entries;    /* inside allocation, on a cache line (2 MiB) boundary */
  gpointer    allocation;
  uint64_t    mask;       /* buckets - 1 */
  uint8_t     age;
  gboolean    written;    /* every page written since the allocation */
} GmkTT;

#define GMK_TT_BUCKET 4
/* The depth of an entry whose score is a proof (a win as a lower bound or
 * exact, a loss as an upper bound or exact): it holds at any depth.  Such
 * an entry is replaced only by another proof of the same position, and is
 * the last victim of its bucket until it has aged (gmk-tt.c). */
#define GMK_TT_DEPTH_PROVEN 255

gboolean  gmk_tt_init     (GmkTT    *tt,
                           gsize     mib);
void      gmk_tt_free     (GmkTT    *tt);
void      gmk_tt_clear    (GmkTT    *tt);
/* Writes every page of a table no search has used yet (gmk_tt_init leaves
 * them to the kernel's first touch), so that the first move's clock does
 * not pay for zeroing them; a table in use is left as it is. */
void      gmk_tt_prepare  (GmkTT    *tt);
gboolean  gmk_tt_is_ready (const GmkTT *tt);
/* A new search: entries of older ones become preferred victims. */
void      gmk_tt_new_search (GmkTT  *tt);
gboolean  gmk_tt_probe    (const GmkTT *tt,
                           uint64_t     key,
                           GmkTTHit    *hit);
void      gmk_tt_store    (GmkTT    *tt,
                           uint64_t  key,
                           int       move,
                           int       score,
                           int       eval,
                           int       depth,
                           GmkBound  bound);
/* Permille of the first buckets' entries written in this search. */
int       gmk_tt_hashfull (const GmkTT *tt);

static inline void
gmk_tt_prefetch (const GmkTT *tt,
                 uint64_t     key)
{
  __builtin_prefetch (&tt->entries[(key & tt->mask) * GMK_TT_BUCKET]);
}

G_END_DECLS
