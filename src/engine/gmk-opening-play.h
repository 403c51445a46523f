/* gmk-opening-play.h: the computer's decisions in the opening rules.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmk-opening.h says what is allowed; this file says what the computer does
 * with it.  Every judgement is a search (gmk_search_run) with the budget in
 * GmkOpeningPlay, turned into Black's chance of winning:
 *  - stones a player places before the opponent may swap are chosen to be
 *    balanced: random points near the centre, drawn from a seeded
 *    generator, until the search judges the result within `tolerance` of
 *    even (the most even one after `max_tries`), so openings vary from game
 *    to game and come from no fixed list;
 *  - colour choices take the colour the search favours; swap2's "place two
 *    more stones" is taken when the position is too close to call;
 *  - fifth-move offers are Black's best points, no two symmetric; a
 *    selection takes the offer worst for Black.
 * Every action returned has passed gmk_opening_check.
 */
#pragma once

#include "gmk-opening.h"
#include "gmk-search.h"

G_BEGIN_DECLS

/* Stones a rule may ask one player to place in a row (pro's 3, swap's 3…). */
#define GMK_OPENING_PLAY_MAX_STONES 5

typedef struct {
  GmkSearch *search;      /* the caller's; cleared before each judgement so
                           * that a judgement depends only on the position */
  guint64    max_nodes;   /* per judgement; 0 with time_ms 0 means 20000 */
  gint64     time_ms;     /* per judgement, 0: none (nodes make it
                           * reproducible, time does not) */
  double     tolerance;   /* balanced: |Black's chance - 0.5| <= tolerance */
  int        max_tries;   /* random groups tried before the fallback */
  guint64    rng;         /* the generator's state: seed it, it advances */
  gboolean   keep_table;  /* do not clear the table between judgements
                           * (a large table under a time budget: clearing
                           * would cost more than it buys) */
  const int *stop;        /* may be NULL; when it reads non-zero
                           * (g_atomic_int_get) no new judgement starts and
                           * the best found so far is returned */
} GmkOpeningPlay;

/* Defaults (tolerance 0.1, 24 tries, 20000 nodes) with this search and seed. */
void     gmk_opening_play_init          (GmkOpeningPlay    *play,
                                         GmkSearch         *search,
                                         guint64            seed);

/* Black's chance of winning `pos` as one search judges it (0..1). */
double   gmk_opening_play_black_chance  (GmkOpeningPlay    *play,
                                         const GmkPosition *pos);

/* The stones the actor places in a row from here (stage place, or
 * Taraguchi-10's fifth stone), chosen balanced; for pro and long pro the
 * rule's remaining stones (up to the third).  Fills `stones` (room for
 * GMK_OPENING_PLAY_MAX_STONES), returns the count (0 when the stage places
 * nothing or no legal stone exists).  `chance` (may be NULL) receives
 * Black's chance after them.  `opening` and `pos` are unchanged. */
int      gmk_opening_play_stones        (GmkOpeningPlay    *play,
                                         const GmkOpening  *opening,
                                         const GmkPosition *pos,
                                         int               *stones,
                                         double            *chance);

/* `count` fifth moves for Black (pos: four stones, Black to move), best for
 * Black first, no two symmetric.  Returns how many were found (fewer than
 * `count` only on a crowded board). */
int      gmk_opening_play_offers        (GmkOpeningPlay    *play,
                                         const GmkPosition *pos,
                                         int                count,
                                         int               *offers);

/* The offer best for White (the side that selects): Black's lowest chance. */
int      gmk_opening_play_select        (GmkOpeningPlay    *play,
                                         const GmkPosition *pos,
                                         const int         *offers,
                                         int                n_offers);

/* Places `count` stones (1 or 2, alternating from the side to move) so
 * that Black's chance comes as close to `black_target` as the search can
 * tell: one stone is chosen among every legal point near the stones (near
 * the centre on an empty board); for two, the first is drawn at random near
 * the stones and the second chosen so.  Up to 4 * `max_tries` first stones
 * are drawn; one the other side cannot bring back within `tolerance` of the
 * target even with its best answer is dropped after one judgement, and up
 * to `max_tries` / 2 are searched for a second, keeping the first pair
 * within `tolerance` (else the closest).  Any game
 * position will do, with no opening rule.  Returns the number of stones
 * found (0 when none can be placed); `chance` (may be NULL) receives
 * Black's chance after them. */
int      gmk_opening_play_balance       (GmkOpeningPlay    *play,
                                         const GmkPosition *pos,
                                         int                count,
                                         double             black_target,
                                         int               *stones,
                                         double            *chance);

/* The computer's action for the opening's actor at this stage; FALSE when
 * the stage is done or no legal action exists.  For a stage that places
 * stones, the first of gmk_opening_play_stones (call it again after each
 * stone: with the same generator state a caller gets a consistent group
 * by asking gmk_opening_play_stones once and playing them in turn). */
gboolean gmk_opening_play_decide        (GmkOpeningPlay    *play,
                                         const GmkOpening  *opening,
                                         const GmkPosition *pos,
                                         GmkOpeningAction  *action);

G_END_DECLS
