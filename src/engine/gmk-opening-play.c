/* gmk-opening-play.c: the computer's decisions in the opening rules.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not in the search's hot path: each decision runs a few dozen bounded
 * searches and may copy positions freely.  The balance a judgement measures
 * is Black's chance by the search's own score (gmk_search_win_probability),
 * the same figure the protocol reports.
 */
#include "gmk-opening-play.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_NODES      20000
#define DEFAULT_TOLERANCE  0.1
#define DEFAULT_TRIES      24
/* Random draws for one stone before the whole board is scanned. */
#define DRAWS_PER_STONE    64
/* Fifth-move offers are looked for this close to the stones. */
#define OFFER_REACH        2
/* Pro's stones are looked for this close to the stones already placed. */
#define PRO_REACH          4

void
gmk_opening_play_init (GmkOpeningPlay *play,
                       GmkSearch      *search,
                       guint64         seed)
{
  memset (play, 0, sizeof *play);
  play->search = search;
  play->max_nodes = DEFAULT_NODES;
  play->tolerance = DEFAULT_TOLERANCE;
  play->max_tries = DEFAULT_TRIES;
  play->rng = seed;
}

/* splitmix64: small, seedable and the same on every platform, so a seed
 * gives the same opening everywhere. */
static guint64
next_random (GmkOpeningPlay *play)
{
  guint64 z = (play->rng += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static int
random_below (GmkOpeningPlay *play,
              int             n)
{
  return (int) (next_random (play) % (guint64) n);
}

double
gmk_opening_play_black_chance (GmkOpeningPlay    *play,
                               const GmkPosition *pos)
{
  GmkSearchLimits limits;
  GmkSearchInfo info;
  double p;

  switch (pos->status.result)
    {
    case GMK_RESULT_BLACK_WINS: return 1.0;
    case GMK_RESULT_WHITE_WINS: return 0.0;
    case GMK_RESULT_DRAW:       return 0.5;
    default:                    break;
    }
  gmk_search_limits_init (&limits, play->time_ms);
  limits.threads = 1;
  limits.max_nodes = play->max_nodes;
  if (limits.max_nodes == 0 && limits.time_ms == 0)
    limits.max_nodes = DEFAULT_NODES;
  /* A judgement must not depend on what was searched before it. */
  if (!play->keep_table)
    gmk_search_clear (play->search);
  memset (&info, 0, sizeof info);
  if (gmk_search_run (play->search, pos, &limits, NULL, NULL, &info) == GMK_NO_MOVE)
    return 0.5;
  p = info.win_probability;
  return pos->board.to_move == GMK_BLACK ? p : 1.0 - p;
}

/* ------------------------------------------------------------------------ */

static gboolean
stopped (const GmkOpeningPlay *play)
{
  return play->stop != NULL && g_atomic_int_get (play->stop) != 0;
}

static gboolean
place_ok (const GmkOpening *op,
          GmkPosition      *pos,
          int               index)
{
  GmkOpeningAction action = { .kind = GMK_ACTION_PLACE, .index = index };

  return gmk_opening_check (op, pos, &action, NULL) == GMK_OPENING_OK;
}

/* How far from the centre the next stone is drawn: near it, so the
 * openings look like the ones people play, but far enough for pro's third
 * stone. */
static int
draw_radius (const GmkOpening *op,
             const GmkBoard   *board)
{
  int r = 3;

  if (op->rule == GMK_OPENING_LONG_PRO && board->ply == 2)
    r = 5;
  else if (op->rule == GMK_OPENING_PRO && board->ply == 2)
    r = 4;
  return MIN (r, MAX (board->width, board->height) / 2);
}

/* A random legal point for the next stone: drawn near the centre, else the
 * first legal point of the board.  GMK_NO_MOVE when there is none. */
static int
random_stone (GmkOpeningPlay   *play,
              const GmkOpening *op,
              GmkPosition      *pos)
{
  const GmkBoard *board = &pos->board;
  int r = draw_radius (op, board);

  for (int i = 0; i < DRAWS_PER_STONE; i++)
    {
      int x = board->width / 2 + random_below (play, 2 * r + 1) - r;
      int y = board->height / 2 + random_below (play, 2 * r + 1) - r;

      if (x >= 0 && y >= 0 && x < board->width && y < board->height &&
          place_ok (op, pos, gmk_board_index (x, y)))
        return gmk_board_index (x, y);
    }
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      if (place_ok (op, pos, gmk_board_index (x, y)))
        return gmk_board_index (x, y);
  return GMK_NO_MOVE;
}

static gboolean
places_stones (const GmkOpening *op,
               int               placed)
{
  return op->stage == GMK_STAGE_PLACE || (op->stage == GMK_STAGE_FIFTH && placed == 0);
}

/* One random group from (op, pos); the stones are left played on `pos` and
 * `op` moved on.  Returns the count. */
static int
random_group (GmkOpeningPlay *play,
              GmkOpening     *op,
              GmkPosition    *pos,
              int            *stones)
{
  int n = 0;

  while (n < GMK_OPENING_PLAY_MAX_STONES && places_stones (op, n))
    {
      GmkOpeningAction action = { .kind = GMK_ACTION_PLACE };

      action.index = random_stone (play, op, pos);
      if (action.index == GMK_NO_MOVE ||
          gmk_opening_apply (op, pos, &action, NULL) != GMK_OPENING_OK)
        break;
      stones[n++] = action.index;
    }
  return n;
}

int
gmk_opening_play_stones (GmkOpeningPlay    *play,
                         const GmkOpening  *opening,
                         const GmkPosition *pos,
                         int               *stones,
                         double            *chance)
{
  g_autofree GmkPosition *work = g_new (GmkPosition, 1);
  int best_n = 0;
  double best_gap = G_MAXDOUBLE, best_chance = 0.5;

  if (!places_stones (opening, 0))
    return 0;
  for (int t = 0; t < MAX (1, play->max_tries); t++)
    {
      GmkOpening op = *opening;
      int group[GMK_OPENING_PLAY_MAX_STONES];
      int n;
      double p, gap;

      gmk_position_copy (work, pos);
      n = random_group (play, &op, work, group);
      if (n == 0)
        break;
      p = gmk_opening_play_black_chance (play, work);
      gap = fabs (p - 0.5);
      if (gap < best_gap)
        {
          best_gap = gap;
          best_chance = p;
          best_n = n;
          memcpy (stones, group, n * sizeof group[0]);
        }
      if (gap <= play->tolerance || stopped (play))
        break;
    }
  if (chance != NULL)
    *chance = best_chance;
  return best_n;
}

/* ------------------------------------------------------------------------ */

typedef struct {
  int    index;
  double chance;     /* Black's, after the stone */
} Scored;

static int
by_chance_down (const void *a,
                const void *b)
{
  double ca = ((const Scored *) a)->chance, cb = ((const Scored *) b)->chance;

  if (ca != cb)
    return ca < cb ? 1 : -1;
  /* Ties by index, so the order does not depend on qsort. */
  return ((const Scored *) a)->index - ((const Scored *) b)->index;
}

static gboolean
near_stones (const GmkBoard *board,
             int             x,
             int             y,
             int             reach)
{
  /* An empty board: near its centre. */
  if (board->stones[GMK_BLACK] + board->stones[GMK_WHITE] == 0)
    return MAX (abs (x - board->width / 2), abs (y - board->height / 2)) <= reach;
  for (int dy = -reach; dy <= reach; dy++)
    for (int dx = -reach; dx <= reach; dx++)
      {
        int nx = x + dx, ny = y + dy;

        if (nx >= 0 && ny >= 0 && nx < board->width && ny < board->height &&
            board->cell[gmk_board_index (nx, ny)] != GMK_EMPTY)
          return TRUE;
      }
  return FALSE;
}

/* Every legal point for the side to move within `reach` of the stones, with
 * Black's chance after it; `op` (may be NULL) restricts them to the points
 * where that opening lets the next stone go.  Returns the count. */
static int
score_moves (GmkOpeningPlay    *play,
             const GmkPosition *pos,
             const GmkOpening  *op,
             int                reach,
             Scored            *out)
{
  g_autofree GmkPosition *work = g_new (GmkPosition, 1);
  const GmkBoard *board = &pos->board;
  int n = 0;

  gmk_position_copy (work, pos);
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int index = gmk_board_index (x, y);

        if (stopped (play) && n > 0)
          return n;
        if (!near_stones (board, x, y, reach))
          continue;
        if (op != NULL ? !place_ok (op, work, index) :
                         gmk_position_check (work, x, y) != GMK_REASON_NONE)
          continue;
        gmk_position_play (work, x, y);
        out[n].index = index;
        out[n].chance = gmk_opening_play_black_chance (play, work);
        n++;
        gmk_position_undo (work);
      }
  return n;
}

int
gmk_opening_play_offers (GmkOpeningPlay    *play,
                         const GmkPosition *pos,
                         int                count,
                         int               *offers)
{
  g_autofree Scored *scored = g_new (Scored, GMK_CELLS);
  int n_scored = score_moves (play, pos, NULL, OFFER_REACH, scored);
  int n = 0;

  qsort (scored, n_scored, sizeof *scored, by_chance_down);
  for (int i = 0; i < n_scored && n < count; i++)
    {
      gboolean fresh = TRUE;

      for (int j = 0; j < n && fresh; j++)
        fresh = !gmk_opening_offers_equivalent (pos, scored[i].index, offers[j]);
      if (fresh)
        offers[n++] = scored[i].index;
    }
  return n;
}

static double
chance_after (GmkOpeningPlay    *play,
              const GmkPosition *pos,
              int                index)
{
  g_autofree GmkPosition *work = g_new (GmkPosition, 1);

  gmk_position_copy (work, pos);
  if (gmk_position_play (work, gmk_board_x (index), gmk_board_y (index)) != GMK_REASON_NONE)
    return -1.0;
  return gmk_opening_play_black_chance (play, work);
}

int
gmk_opening_play_select (GmkOpeningPlay    *play,
                         const GmkPosition *pos,
                         const int         *offers,
                         int                n_offers)
{
  int best = GMK_NO_MOVE;
  double lowest = G_MAXDOUBLE;

  for (int i = 0; i < n_offers; i++)
    {
      double p = chance_after (play, pos, offers[i]);

      if (p >= 0.0 && p < lowest)
        {
          lowest = p;
          best = offers[i];
        }
    }
  return best;
}

/* ------------------------------------------------------------------------ */

/* Pro and long pro have no swap: the first player keeps Black, so each
 * player simply plays the stone best for its colour among the legal ones
 * (the rule, not the players, balances the game). */
static int
pro_stone (GmkOpeningPlay    *play,
           const GmkOpening  *op,
           const GmkPosition *pos)
{
  g_autofree Scored *scored = NULL;
  const GmkBoard *board = &pos->board;
  int n;
  gboolean black = board->to_move == GMK_BLACK;
  int best = 0;

  if (board->ply == 0)
    return gmk_board_index (board->width / 2, board->height / 2);
  scored = g_new (Scored, GMK_CELLS);
  /* Long pro's third stone is 4 from the centre, the others near it. */
  n = score_moves (play, pos, op, PRO_REACH, scored);
  if (n == 0)
    {
      int stones[GMK_OPENING_PLAY_MAX_STONES];

      return gmk_opening_play_stones (play, op, pos, stones, NULL) > 0 ? stones[0] : GMK_NO_MOVE;
    }
  for (int i = 1; i < n; i++)
    if (black ? scored[i].chance > scored[best].chance : scored[i].chance < scored[best].chance)
      best = i;
  return scored[best].index;
}

static GmkOpeningActionKind
take_colour (gboolean black)
{
  return black ? GMK_ACTION_TAKE_BLACK : GMK_ACTION_TAKE_WHITE;
}

/* How many fifth moves White asks of Black: more when Black stands better,
 * since White then picks the worst of more offers; three when even. */
static int
declared_count (double black_chance)
{
  return CLAMP ((int) lround (3.0 + (black_chance - 0.5) * 20.0), 1, 8);
}

gboolean
gmk_opening_play_decide (GmkOpeningPlay    *play,
                         const GmkOpening  *opening,
                         const GmkPosition *pos,
                         GmkOpeningAction  *action)
{
  g_autofree GmkPosition *work = g_new (GmkPosition, 1);
  int stones[GMK_OPENING_PLAY_MAX_STONES];
  double p;

  memset (action, 0, sizeof *action);
  switch (opening->stage)
    {
    case GMK_STAGE_PLACE:
      action->kind = GMK_ACTION_PLACE;
      if (opening->rule == GMK_OPENING_PRO || opening->rule == GMK_OPENING_LONG_PRO)
        action->index = pro_stone (play, opening, pos);
      else
        action->index = gmk_opening_play_stones (play, opening, pos, stones, NULL) > 0 ?
                        stones[0] : GMK_NO_MOVE;
      break;

    case GMK_STAGE_FIFTH:
      /* Offering ten gives White the pick of them; Black does so only when
       * even the worst of its ten best points keeps it ahead, else it plays
       * a balanced fifth stone, which its opponent may swap. */
      action->kind = GMK_ACTION_OFFER;
      action->count = gmk_opening_play_offers (play, pos, opening->declared, action->offers);
      if (action->count == opening->declared &&
          chance_after (play, pos, action->offers[action->count - 1]) >= 0.5)
        break;
      memset (action, 0, sizeof *action);
      action->kind = GMK_ACTION_PLACE;
      action->index = gmk_opening_play_stones (play, opening, pos, stones, NULL) > 0 ?
                      stones[0] : GMK_NO_MOVE;
      break;

    case GMK_STAGE_CHOOSE_COLOR:
      p = gmk_opening_play_black_chance (play, pos);
      action->kind = take_colour (p >= 0.5);
      break;

    case GMK_STAGE_SWAP2_CHOICE:
      p = gmk_opening_play_black_chance (play, pos);
      if (fabs (p - 0.5) <= play->tolerance)
        action->kind = GMK_ACTION_PLACE_TWO;
      else
        action->kind = take_colour (p > 0.5);
      break;

    case GMK_STAGE_DECLARE:
      action->kind = GMK_ACTION_DECLARE;
      action->count = declared_count (gmk_opening_play_black_chance (play, pos));
      break;

    case GMK_STAGE_OFFER:
      action->kind = GMK_ACTION_OFFER;
      action->count = gmk_opening_play_offers (play, pos, opening->declared, action->offers);
      break;

    case GMK_STAGE_SELECT:
      action->kind = GMK_ACTION_SELECT;
      action->index = gmk_opening_play_select (play, pos, opening->offers, opening->n_offers);
      break;

    case GMK_STAGE_DONE:
    default:
      return FALSE;
    }
  /* The opening's own check has the last word. */
  gmk_position_copy (work, pos);
  return gmk_opening_check (opening, work, action, NULL) == GMK_OPENING_OK;
}

/* ------------------------------------------------------------------------ */

/* A random empty point within OFFER_REACH of a random stone (of the centre
 * on an empty board), legal for the side to move; GMK_NO_MOVE when the
 * draws find none. */
static int
random_near_stones (GmkOpeningPlay *play,
                    GmkPosition    *pos)
{
  const GmkBoard *board = &pos->board;
  int occupied[GMK_CELLS];
  int n = 0;

  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      if (board->cell[gmk_board_index (x, y)] != GMK_EMPTY)
        occupied[n++] = gmk_board_index (x, y);
  for (int i = 0; i < DRAWS_PER_STONE; i++)
    {
      int from = n > 0 ? occupied[random_below (play, n)] :
                         gmk_board_index (board->width / 2, board->height / 2);
      int x = gmk_board_x (from) + random_below (play, 2 * OFFER_REACH + 1) - OFFER_REACH;
      int y = gmk_board_y (from) + random_below (play, 2 * OFFER_REACH + 1) - OFFER_REACH;

      if (x >= 0 && y >= 0 && x < board->width && y < board->height &&
          gmk_position_check (pos, x, y) == GMK_REASON_NONE)
        return gmk_board_index (x, y);
    }
  return GMK_NO_MOVE;
}

static int
balance_one (GmkOpeningPlay    *play,
             const GmkPosition *pos,
             double             black_target,
             int               *stones,
             double            *chance)
{
  g_autofree Scored *scored = g_new (Scored, GMK_CELLS);
  int n = score_moves (play, pos, NULL, OFFER_REACH, scored), best = 0;

  if (n == 0)
    return 0;
  for (int i = 1; i < n; i++)
    if (fabs (scored[i].chance - black_target) < fabs (scored[best].chance - black_target))
      best = i;
  stones[0] = scored[best].index;
  if (chance != NULL)
    *chance = scored[best].chance;
  return 1;
}

/* FIRST played in POS (into WORK) and the point-by-point best answer to
 * it: the pair in PAIR, the chance it leaves in *CHANCE; FALSE when there
 * is no answer. */
static gboolean
answer_first_stone (GmkOpeningPlay    *play,
                    const GmkPosition *pos,
                    GmkPosition       *work,
                    int                first,
                    double             black_target,
                    int               *pair,
                    double            *chance)
{
  gmk_position_copy (work, pos);
  gmk_position_play (work, gmk_board_x (first), gmk_board_y (first));
  pair[0] = first;
  return balance_one (play, work, black_target, &pair[1], chance) > 0;
}

int
gmk_opening_play_balance (GmkOpeningPlay    *play,
                          const GmkPosition *pos,
                          int                count,
                          double             black_target,
                          int               *stones,
                          double            *chance)
{
  g_autofree GmkPosition *work = g_new (GmkPosition, 1);
  double best_gap = G_MAXDOUBLE;
  int found = 0;

  if (pos->status.result != GMK_RESULT_NONE || count < 1 || count > 2)
    return 0;
  if (count == 1)
    return balance_one (play, pos, black_target, stones, chance);
  /* The first stone drawn at random, the second the best answer to it.
   * The second side's best answer is what a judgement after the first
   * stone already assumes, and any other answer only helps the first side:
   * a first stone the second side cannot pull back to the target even with
   * its best answer is dropped for one judgement, before the point-by-point
   * search of the second.  The first pair within the tolerance ends it;
   * until then up to 4 * max_tries draws, of which max_tries / 2 are
   * searched that way (an evaluation that favours the side to move more
   * leaves fewer first stones one answer can even). */
  GmkColor first = pos->board.to_move;
  int searched = 0, fallback = GMK_NO_MOVE;
  double fallback_excess = G_MAXDOUBLE;

  for (int t = 0; t < 4 * MAX (1, play->max_tries) && searched < MAX (1, play->max_tries / 2) &&
                  !(found > 0 && stopped (play)); t++)
    {
      int pair[2];
      double p, gap, excess;

      gmk_position_copy (work, pos);
      pair[0] = random_near_stones (play, work);
      if (pair[0] == GMK_NO_MOVE)
        continue;
      gmk_position_play (work, gmk_board_x (pair[0]), gmk_board_y (pair[0]));
      if (work->status.result != GMK_RESULT_NONE)
        continue;
      /* How far past the target the first side stays after the best answer. */
      p = gmk_opening_play_black_chance (play, work);
      excess = first == GMK_BLACK ? p - black_target : black_target - p;
      if (excess > play->tolerance)
        {
          if (excess < fallback_excess)
            {
              fallback_excess = excess;
              fallback = pair[0];
            }
          continue;
        }
      searched++;
      if (!answer_first_stone (play, pos, work, pair[0], black_target, pair, &p))
        continue;
      gap = fabs (p - black_target);
      if (gap < best_gap)
        {
          best_gap = gap;
          found = 2;
          memcpy (stones, pair, sizeof pair);
          if (chance != NULL)
            *chance = p;
        }
      if (gap <= play->tolerance)
        break;
    }
  /* Every draw too strong: the least of them, with its best answer. */
  if (found == 0 && fallback != GMK_NO_MOVE &&
      answer_first_stone (play, pos, work, fallback, black_target, stones, chance))
    found = 2;
  return found;
}
