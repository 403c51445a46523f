/* gmk-tt.c: the lock-free transposition table.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Data layout (64 bits): move + 1 (16), score (16, signed), eval (16,
 * signed), depth (8, GMK_TT_DEPTH_PROVEN for a proof), bound (2), age (6).
 */
#include "gmk-tt.h"

#include <stdlib.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <sys/mman.h>
#endif

#define AGE_MASK 63
#define TT_ALIGN ((gsize) 2 * 1024 * 1024)

static inline uint64_t
pack (int move, int score, int eval, int depth, GmkBound bound, uint8_t age)
{
  return (uint64_t) (uint16_t) (move + 1)
         | (uint64_t) (uint16_t) (int16_t) score << 16
         | (uint64_t) (uint16_t) (int16_t) eval << 32
         | (uint64_t) (uint8_t) CLAMP (depth, 0, 255) << 48
         | (uint64_t) (bound & 3) << 56
         | (uint64_t) (age & AGE_MASK) << 58;
}

static inline int data_depth (uint64_t data) { return (int) ((data >> 48) & 0xFF); }
static inline int data_age (uint64_t data) { return (int) ((data >> 58) & AGE_MASK); }
static inline GmkBound data_bound (uint64_t data) { return (GmkBound) ((data >> 56) & 3); }

gboolean
gmk_tt_init (GmkTT *tt,
             gsize  mib)
{
  uint64_t buckets = 1;
  gsize bytes = MAX (mib, (gsize) 1) * 1024 * 1024, align;

  while (buckets * 2 * GMK_TT_BUCKET * sizeof (GmkTTEntry) <= bytes)
    buckets *= 2;
  bytes = buckets * GMK_TT_BUCKET * sizeof (GmkTTEntry);
  /* A bucket is one cache line only when the table starts on one; a
   * start on a 2 MiB boundary also lets the kernel back the table with
   * huge pages, which saves most of the TLB misses of random probes.
   * Zeroed allocation, not memset: a program that may never search
   * (the application before its first computer move) does not pay for
   * the pages; one that will calls gmk_tt_prepare before its clock runs,
   * since a first touch inside the search costs the first move a quarter
   * of its CPU time (the kernel zeroing huge pages). */
  align = MIN (bytes, TT_ALIGN);
  tt->allocation = g_try_malloc0 (bytes + align);
  if (tt->allocation == NULL)
    {
      tt->entries = NULL;
      tt->mask = 0;
      return FALSE;
    }
  tt->entries = (GmkTTEntry *) (((guintptr) tt->allocation + align - 1) & ~(guintptr) (align - 1));
#if defined(G_OS_UNIX) && defined(MADV_HUGEPAGE)
  if (bytes >= TT_ALIGN)
    madvise (tt->entries, bytes, MADV_HUGEPAGE);
#endif
  tt->mask = buckets - 1;
  tt->age = 0;
  tt->written = FALSE;
  return TRUE;
}

void
gmk_tt_free (GmkTT *tt)
{
  g_clear_pointer (&tt->allocation, g_free);
  tt->entries = NULL;
  tt->mask = 0;
  tt->written = FALSE;
}

void
gmk_tt_clear (GmkTT *tt)
{
  if (tt->entries != NULL)
    memset (tt->entries, 0, (tt->mask + 1) * GMK_TT_BUCKET * sizeof (GmkTTEntry));
  tt->age = 0;
  tt->written = tt->entries != NULL;
}

void
gmk_tt_prepare (GmkTT *tt)
{
  if (!tt->written)
    gmk_tt_clear (tt);
}

gboolean
gmk_tt_is_ready (const GmkTT *tt)
{
  return tt->entries != NULL && tt->written;
}

void
gmk_tt_new_search (GmkTT *tt)
{
  tt->age = (uint8_t) ((tt->age + 1) & AGE_MASK);
}

gboolean
gmk_tt_probe (const GmkTT *tt,
              uint64_t     key,
              GmkTTHit    *hit)
{
  const GmkTTEntry *bucket = &tt->entries[(key & tt->mask) * GMK_TT_BUCKET];

  for (int i = 0; i < GMK_TT_BUCKET; i++)
    {
      uint64_t data = __atomic_load_n (&bucket[i].data, __ATOMIC_RELAXED);
      uint64_t check = __atomic_load_n (&bucket[i].check, __ATOMIC_RELAXED);

      if ((check ^ data) == key && data != 0)
        {
          hit->move = (int) (data & 0xFFFF) - 1;
          hit->score = (int16_t) ((data >> 16) & 0xFFFF);
          hit->eval = (int16_t) ((data >> 32) & 0xFFFF);
          hit->depth = data_depth (data);
          hit->bound = data_bound (data);
          return TRUE;
        }
    }
  return FALSE;
}

void
gmk_tt_store (GmkTT    *tt,
              uint64_t  key,
              int       move,
              int       score,
              int       eval,
              int       depth,
              GmkBound  bound)
{
  GmkTTEntry *bucket = &tt->entries[(key & tt->mask) * GMK_TT_BUCKET];
  GmkTTEntry *victim = &bucket[0];
  int victim_worth = G_MAXINT;
  uint64_t data;

  for (int i = 0; i < GMK_TT_BUCKET; i++)
    {
      uint64_t old = __atomic_load_n (&bucket[i].data, __ATOMIC_RELAXED);
      uint64_t check = __atomic_load_n (&bucket[i].check, __ATOMIC_RELAXED);
      int worth;

      if ((check ^ old) == key || old == 0)
        {
          /* Same position: keep a known move when the new result has none,
           * and do not let a shallow bound replace a deep exact result. */
          if (old != 0)
            {
              /* A proof stays until a proof replaces it: a search that
               * could not use it (a win below its window) would otherwise
               * leave a shallow bound in place of what a deep one proved. */
              if (data_depth (old) == GMK_TT_DEPTH_PROVEN && depth != GMK_TT_DEPTH_PROVEN)
                return;
              if (move < 0)
                move = (int) (old & 0xFFFF) - 1;
              if (bound != GMK_BOUND_EXACT && data_age (old) == tt->age &&
                  data_depth (old) > depth + 2)
                return;
            }
          victim = &bucket[i];
          break;
        }
      worth = data_depth (old) - 8 * ((tt->age - data_age (old)) & AGE_MASK);
      if (worth < victim_worth)
        {
          victim_worth = worth;
          victim = &bucket[i];
        }
    }

  data = pack (move, score, eval, depth, bound, tt->age);
  __atomic_store_n (&victim->check, key ^ data, __ATOMIC_RELAXED);
  __atomic_store_n (&victim->data, data, __ATOMIC_RELAXED);
}

int
gmk_tt_hashfull (const GmkTT *tt)
{
  int used = 0, total = 0;
  uint64_t n = MIN (tt->mask + 1, (uint64_t) 250);

  for (uint64_t b = 0; b < n; b++)
    for (int i = 0; i < GMK_TT_BUCKET; i++)
      {
        uint64_t data = tt->entries[b * GMK_TT_BUCKET + i].data;
        total++;
        if (data != 0 && data_age (data) == tt->age)
          used++;
      }
  return total > 0 ? used * 1000 / total : 0;
}
