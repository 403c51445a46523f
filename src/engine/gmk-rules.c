/* gmk-rules.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Line questions are answered by walking the board's cells from the cell in
 * question.  A walk stops at the first cell that is not the colour looked
 * for, and the wall margin stops it at the latest one cell past the edge, so
 * no walk needs a bounds check.  Forbidden-move checks place stones in
 * board->cell temporarily (the hash and the counts are not touched) and take
 * them away before returning.
 */
#include "gmk-rules.h"

#include <string.h>

static const char * const rule_names[GMK_N_RULES] = {
  [GMK_RULE_FREESTYLE] = "freestyle",
  [GMK_RULE_STANDARD]  = "standard",
  [GMK_RULE_RENJU]     = "renju",
  [GMK_RULE_CARO]      = "caro",
  [GMK_RULE_CARO5]     = "caro5",
  [GMK_RULE_NINUKI]    = "ninuki",
  [GMK_RULE_PENTE]     = "pente",
};

const char *
gmk_rule_name (GmkRule rule)
{
  if ((int) rule < 0 || rule >= GMK_N_RULES)
    return NULL;
  return rule_names[rule];
}

gboolean
gmk_rule_from_name (const char *name,
                    GmkRule    *rule)
{
  if (name == NULL)
    return FALSE;
  for (int r = 0; r < GMK_N_RULES; r++)
    if (strcmp (name, rule_names[r]) == 0)
      {
        *rule = (GmkRule) r;
        return TRUE;
      }
  return FALSE;
}

int
gmk_rule_gomocup_number (GmkRule rule)
{
  switch (rule)
    {
    case GMK_RULE_FREESTYLE: return 0;
    case GMK_RULE_STANDARD:  return 1;
    case GMK_RULE_RENJU:     return 4;
    case GMK_RULE_CARO:      return 8;
    case GMK_RULE_CARO5:     return 9;
    case GMK_RULE_NINUKI:
    case GMK_RULE_PENTE:
    case GMK_N_RULES:
    default:                 return -1;
    }
}

const char *
gmk_reason_name (GmkReason reason)
{
  switch (reason)
    {
    case GMK_REASON_NONE:         return NULL;
    case GMK_REASON_OFF_BOARD:    return "off-board";
    case GMK_REASON_OCCUPIED:     return "occupied";
    case GMK_REASON_DOUBLE_THREE: return "double-three";
    case GMK_REASON_DOUBLE_FOUR:  return "double-four";
    case GMK_REASON_OVERLINE:     return "overline";
    case GMK_REASON_GAME_OVER:    return "game-over";
    default:                      return NULL;
    }
}

const char *
gmk_result_name (GmkResult result)
{
  switch (result)
    {
    case GMK_RESULT_NONE:       return "none";
    case GMK_RESULT_BLACK_WINS: return "black-wins";
    case GMK_RESULT_WHITE_WINS: return "white-wins";
    case GMK_RESULT_DRAW:       return "draw";
    default:                    return NULL;
    }
}

const char *
gmk_how_name (GmkHow how)
{
  switch (how)
    {
    case GMK_HOW_NONE:       return NULL;
    case GMK_HOW_FIVE:       return "five";
    case GMK_HOW_CAPTURES:   return "captures";
    case GMK_HOW_FULL_BOARD: return "full-board";
    default:                 return NULL;
    }
}

gboolean
gmk_rule_has_captures (GmkRule rule)
{
  return rule == GMK_RULE_NINUKI || rule == GMK_RULE_PENTE;
}

gboolean
gmk_rule_has_forbidden (GmkRule  rule,
                        GmkColor color)
{
  return (rule == GMK_RULE_RENJU && color == GMK_BLACK) || rule == GMK_RULE_NINUKI;
}

/* ------------------------------------------------------------------------ */
/* Line primitives                                                           */

/* Stones of `color` next to index going by step, not counting index. */
static inline int
count_run (const uint8_t *cell,
           int            index,
           int            step,
           uint8_t        color)
{
  int n = 0;

  for (int i = index + step; cell[i] == color; i += step)
    n++;
  return n;
}

/* Would a stone of `color` on the empty cell q make a five along step?
 * `exact`: only exactly five counts (renju black). */
static inline gboolean
five_point (const uint8_t *cell,
            int            q,
            int            step,
            uint8_t        color,
            gboolean       exact)
{
  int run = 1 + count_run (cell, q, step, color) + count_run (cell, q, -step, color);

  return exact ? run == 5 : run >= 5;
}

/* Fours through the stone at index along step (0, 1 or 2).  A four is a row
 * that one more stone turns into a five; the only cells that can do that for
 * a row containing index are the first non-own cells on either side of the
 * run through index.  A straight four (.XXXX.) has two five points but is one
 * four; X.XXX.X through the middle has two and is two fours. */
static int
fours_in_line (const uint8_t *cell,
               int            index,
               int            step,
               uint8_t        color,
               gboolean       exact)
{
  int forward = count_run (cell, index, step, color);
  int backward = count_run (cell, index, -step, color);
  int a = index - (backward + 1) * step;
  int b = index + (forward + 1) * step;
  int n = 0;

  if (cell[a] == GMK_EMPTY && five_point (cell, a, step, color, exact))
    n++;
  if (cell[b] == GMK_EMPTY && five_point (cell, b, step, color, exact))
    n++;
  if (n == 2 && forward + backward + 1 == 4)
    n = 1;
  return n;
}

/* Is the run through index a straight four: exactly four stones, both ends
 * empty, each end making a five? */
static gboolean
straight_four (const uint8_t *cell,
               int            index,
               int            step,
               uint8_t        color,
               gboolean       exact)
{
  int forward = count_run (cell, index, step, color);
  int backward = count_run (cell, index, -step, color);
  int a = index - (backward + 1) * step;
  int b = index + (forward + 1) * step;

  return forward + backward + 1 == 4 &&
         cell[a] == GMK_EMPTY && cell[b] == GMK_EMPTY &&
         five_point (cell, a, step, color, exact) &&
         five_point (cell, b, step, color, exact);
}

/* Cheap rejection: a forbidden move needs own stones near it in at least two
 * lines (double-three, double-four across lines) or many in one line
 * (overline, double-four on one line). */
static gboolean
may_be_forbidden (const uint8_t *cell,
                  int            index,
                  uint8_t        color)
{
  int lines_with_two = 0;

  for (int d = 0; d < 4; d++)
    {
      const int step = gmk_dir_step[d];
      int near = 0, far = 0;

      for (int k = 1; k <= GMK_PAD; k++)
        {
          if (cell[index + k * step] == color)
            {
              far++;
              if (k <= 4)
                near++;
            }
          if (cell[index - k * step] == color)
            {
              far++;
              if (k <= 4)
                near++;
            }
        }
      if (far >= 4)
        return TRUE;
      if (near >= 2 && ++lines_with_two >= 2)
        return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* Renju (RIF): black's forbidden moves                                      */

static GmkReason renju_forbidden (uint8_t *cell,
                                  int      index);

/* The cells that would turn the line through the black stone at index into a
 * straight four: at most one on each side (the first cell past the run).
 * Fills `points` and returns how many.  Whether the line is really a three
 * depends on those points being legal, which costs a recursive check; this
 * part is cheap. */
static int
renju_straight_four_points (uint8_t *cell,
                            int      index,
                            int      step,
                            int      points[2])
{
  int forward = count_run (cell, index, step, GMK_BLACK);
  int backward = count_run (cell, index, -step, GMK_BLACK);
  int candidates[2] = {
    index - (backward + 1) * step,
    index + (forward + 1) * step,
  };
  int n = 0;

  for (int c = 0; c < 2; c++)
    {
      int q = candidates[c];
      gboolean makes_straight;

      if (cell[q] != GMK_EMPTY)
        continue;
      cell[q] = GMK_BLACK;
      makes_straight = straight_four (cell, index, step, GMK_BLACK, TRUE);
      cell[q] = GMK_EMPTY;
      if (makes_straight)
        points[n++] = q;
    }
  return n;
}

/* Does a straight-four point of a three (black at q, the three's stones
 * already placed) make the three count?  Only when black may play q and q
 * is not itself a five on any line: that move wins there and then, so it
 * makes no straight four (RIF; Rapfi's forbidden-point check agrees). */
static gboolean
renju_three_point_counts (uint8_t *cell,
                          int      q)
{
  for (int d = 0; d < 4; d++)
    if (five_point (cell, q, gmk_dir_step[d], GMK_BLACK, TRUE))
      return FALSE;
  return renju_forbidden (cell, q) == GMK_REASON_NONE;
}

static GmkReason
renju_forbidden (uint8_t *cell,
                 int      index)
{
  GmkReason reason = GMK_REASON_NONE;
  gboolean overline = FALSE;
  int fours[4];
  int n_fours = 0, n_threes = 0;

  if (!may_be_forbidden (cell, index, GMK_BLACK))
    return GMK_REASON_NONE;

  cell[index] = GMK_BLACK;

  for (int d = 0; d < 4; d++)
    {
      const int step = gmk_dir_step[d];
      int run = 1 + count_run (cell, index, step, GMK_BLACK) +
                count_run (cell, index, -step, GMK_BLACK);

      /* A move that makes exactly five is never forbidden. */
      if (run == 5)
        goto out;
      if (run > 5)
        overline = TRUE;
    }

  if (overline)
    {
      reason = GMK_REASON_OVERLINE;
      goto out;
    }

  for (int d = 0; d < 4; d++)
    {
      fours[d] = fours_in_line (cell, index, gmk_dir_step[d], GMK_BLACK, TRUE);
      n_fours += fours[d];
    }
  if (n_fours >= 2)
    {
      reason = GMK_REASON_DOUBLE_FOUR;
      goto out;
    }

  /* Threes: first the lines that could be threes (cheap), and only when
   * there are two of them the recursive check that their straight-four
   * points are legal.  This keeps the recursion to real double-three
   * candidates; without it, dense positions cost milliseconds. */
  {
    int points[4][2], n_points[4], n_candidates = 0;

    for (int d = 0; d < 4; d++)
      {
        n_points[d] = fours[d] == 0 ? renju_straight_four_points (cell, index, gmk_dir_step[d], points[d]) : 0;
        if (n_points[d] > 0)
          n_candidates++;
      }
    for (int d = 0; d < 4 && n_threes < 2; d++)
      {
        if (n_points[d] == 0)
          continue;
        n_candidates--;
        /* Even as a three, this line could not make two with what is left. */
        if (n_threes + 1 + n_candidates < 2)
          break;
        for (int i = 0; i < n_points[d]; i++)
          if (renju_three_point_counts (cell, points[d][i]))
            {
              n_threes++;
              break;
            }
      }
    if (n_threes >= 2)
      reason = GMK_REASON_DOUBLE_THREE;
  }

out:
  cell[index] = GMK_EMPTY;
  return reason;
}

/* ------------------------------------------------------------------------ */
/* Ninuki (42 school): double free-three for both colours                    */

/* A free three is three stones in a line, the new one among them, that one
 * more stone turns into four in a row with both ends empty; whether the
 * line also holds a four does not matter (docs/rules.md). */
static GmkReason
ninuki_forbidden (GmkBoard *board,
                  int       index,
                  GmkColor  color)
{
  uint8_t *cell = board->cell;
  int16_t captured[GMK_MAX_CAPTURED_PER_MOVE];
  GmkReason reason = GMK_REASON_NONE;
  int n_threes = 0;

  if (!may_be_forbidden (cell, index, color))
    return GMK_REASON_NONE;
  /* A move that captures is always allowed. */
  if (gmk_board_captures_of (board, index, color, captured) > 0)
    return GMK_REASON_NONE;

  cell[index] = (uint8_t) color;

  for (int d = 0; d < 4; d++)
    {
      const int step = gmk_dir_step[d];

      /* A move that makes a five is allowed, as in renju. */
      if (1 + count_run (cell, index, step, color) + count_run (cell, index, -step, color) >= 5)
        goto out;
    }

  for (int d = 0; d < 4; d++)
    {
      const int step = gmk_dir_step[d];
      int forward, backward, candidates[2];

      /* A line that also holds a four (..XXX.XO) is still a free three:
       * the 42 subject's definition asks only for the open four. */
      forward = count_run (cell, index, step, color);
      backward = count_run (cell, index, -step, color);
      candidates[0] = index - (backward + 1) * step;
      candidates[1] = index + (forward + 1) * step;
      for (int c = 0; c < 2; c++)
        {
          int q = candidates[c];
          gboolean free_three;

          if (cell[q] != GMK_EMPTY)
            continue;
          cell[q] = (uint8_t) color;
          free_three = straight_four (cell, index, step, color, FALSE);
          cell[q] = GMK_EMPTY;
          if (free_three)
            {
              n_threes++;
              break;
            }
        }
      if (n_threes >= 2)
        {
          reason = GMK_REASON_DOUBLE_THREE;
          break;
        }
    }

out:
  cell[index] = GMK_EMPTY;
  return reason;
}

GmkReason
gmk_rules_forbidden (GmkBoard *board,
                     int       index,
                     GmkColor  color)
{
  g_return_val_if_fail (gmk_board_index_valid (board, index), GMK_REASON_OFF_BOARD);

  if (board->cell[index] != GMK_EMPTY)
    return GMK_REASON_OCCUPIED;

  switch (board->rule)
    {
    case GMK_RULE_RENJU:
      return color == GMK_BLACK ? renju_forbidden (board->cell, index) : GMK_REASON_NONE;
    case GMK_RULE_NINUKI:
      return ninuki_forbidden (board, index, color);
    default:
      return GMK_REASON_NONE;
    }
}

/* ------------------------------------------------------------------------ */
/* Fives                                                                      */

static gboolean
run_wins (GmkRule  rule,
          GmkColor color,
          int      run,
          gboolean blocked_both_ends)
{
  switch (rule)
    {
    case GMK_RULE_STANDARD:
      return run == 5;
    case GMK_RULE_RENJU:
      return color == GMK_BLACK ? run == 5 : run >= 5;
    case GMK_RULE_CARO:
      return run > 5 || (run == 5 && !blocked_both_ends);
    case GMK_RULE_CARO5:
      return run == 5 && !blocked_both_ends;
    case GMK_RULE_FREESTYLE:
    case GMK_RULE_NINUKI:
    case GMK_RULE_PENTE:
    default:
      return run >= 5;
    }
}

gboolean
gmk_rules_is_winning_five (const GmkBoard *board,
                           int             index,
                           GmkColor        color,
                           int            *line,
                           int            *line_len)
{
  const uint8_t *cell = board->cell;
  const uint8_t other = (uint8_t) GMK_OTHER (color);

  if (index < 0 || index >= GMK_CELLS || cell[index] != color)
    return FALSE;

  for (int d = 0; d < 4; d++)
    {
      const int step = gmk_dir_step[d];
      int forward = count_run (cell, index, step, (uint8_t) color);
      int backward = count_run (cell, index, -step, (uint8_t) color);
      int run = forward + backward + 1;
      int first = index - backward * step;
      gboolean blocked;

      if (run < 5)
        continue;
      /* The board edge (a wall) is not a block. */
      blocked = cell[first - step] == other && cell[index + (forward + 1) * step] == other;
      if (!run_wins (board->rule, color, run, blocked))
        continue;

      if (line != NULL)
        for (int k = 0; k < run; k++)
          line[k] = first + k * step;
      if (line_len != NULL)
        *line_len = run;
      return TRUE;
    }
  return FALSE;
}

/* Any winning five of `color` anywhere; the first found fills line. */
static gboolean
find_five (const GmkBoard *board,
           GmkColor        color,
           int            *line,
           int            *line_len)
{
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int index = gmk_board_index (x, y);

        if (board->cell[index] == color &&
            gmk_rules_is_winning_five (board, index, color, line, line_len))
          return TRUE;
      }
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* GmkPosition                                                                */

void
gmk_position_init (GmkPosition *pos,
                   int          width,
                   int          height,
                   GmkRule      rule)
{
  gmk_board_init (&pos->board, width, height, rule);
  pos->status.result = GMK_RESULT_NONE;
  pos->status.how = GMK_HOW_NONE;
  pos->status.pending_five = GMK_EMPTY;
}

void
gmk_position_copy (GmkPosition       *dest,
                   const GmkPosition *src)
{
  gmk_board_copy (&dest->board, &src->board);
  dest->status = src->status;
  memcpy (dest->status_history, src->status_history, sizeof (GmkStatus) * src->board.ply);
}

GmkReason
gmk_position_check (GmkPosition *pos,
                    int          x,
                    int          y)
{
  GmkBoard *board = &pos->board;
  int index;

  if (!gmk_board_contains (board, x, y))
    return GMK_REASON_OFF_BOARD;
  if (pos->status.result != GMK_RESULT_NONE || board->ply >= GMK_MAX_PLY)
    return GMK_REASON_GAME_OVER;
  index = gmk_board_index (x, y);
  if (board->cell[index] != GMK_EMPTY)
    return GMK_REASON_OCCUPIED;
  return gmk_rules_forbidden (board, index, board->to_move);
}

static GmkResult
win_for (GmkColor color)
{
  return color == GMK_BLACK ? GMK_RESULT_BLACK_WINS : GMK_RESULT_WHITE_WINS;
}

/* Ninuki: can `breaker` (to move) answer the five of `owner` so that it does
 * not win: by a capture after which `owner` has no five left, or by a capture
 * that is their fifth pair? */
static gboolean
ninuki_five_answerable (GmkBoard *board,
                        GmkColor  owner,
                        GmkColor  breaker)
{
  int16_t captured[GMK_MAX_CAPTURED_PER_MOVE];

  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int index = gmk_board_index (x, y);
        int n;
        gboolean still_five;

        if (board->cell[index] != GMK_EMPTY)
          continue;
        n = gmk_board_captures_of (board, index, breaker, captured);
        if (n == 0)
          continue;
        if (board->captured_pairs[breaker] + n / 2 >= GMK_CAPTURE_WIN_PAIRS)
          return TRUE;

        for (int i = 0; i < n; i++)
          board->cell[captured[i]] = GMK_EMPTY;
        board->cell[index] = (uint8_t) breaker;
        still_five = find_five (board, owner, NULL, NULL);
        board->cell[index] = GMK_EMPTY;
        for (int i = 0; i < n; i++)
          board->cell[captured[i]] = (uint8_t) owner;
        if (!still_five)
          return TRUE;
      }
  return FALSE;
}

/* The status after `mover` has played (or, after set-up, is taken to have
 * played); `previous` is the status before that move. */
/* Can `color` move at all?  Only a rule with forbidden moves can leave a
 * side none on a board that is not full (renju: every empty cell forbidden
 * to black); such a game is drawn, as a full board is.  The first empty
 * cell is almost always legal, so this costs one check. */
static gboolean
has_legal_move (GmkBoard *board,
                GmkColor  color)
{
  if (!gmk_rule_has_forbidden (board->rule, color))
    return TRUE;
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      if (board->cell[gmk_board_index (x, y)] == GMK_EMPTY &&
          gmk_rules_forbidden (board, gmk_board_index (x, y), color) == GMK_REASON_NONE)
        return TRUE;
  return FALSE;
}

static GmkStatus
compute_status (GmkBoard        *board,
                GmkColor         mover,
                int              last_move,
                const GmkStatus *previous)
{
  const GmkColor opponent = GMK_OTHER (mover);
  GmkStatus status = { GMK_RESULT_NONE, GMK_HOW_NONE, GMK_EMPTY };
  gboolean mover_five;

  if (board->captures && board->captured_pairs[mover] >= GMK_CAPTURE_WIN_PAIRS)
    {
      status.result = win_for (mover);
      status.how = GMK_HOW_CAPTURES;
      return status;
    }

  if (board->rule == GMK_RULE_NINUKI)
    {
      /* The opponent's five survived this reply: it wins now. */
      if (previous->pending_five == opponent && find_five (board, opponent, NULL, NULL))
        {
          status.result = win_for (opponent);
          status.how = GMK_HOW_FIVE;
          return status;
        }
      if (find_five (board, mover, NULL, NULL))
        {
          if (ninuki_five_answerable (board, mover, opponent))
            status.pending_five = mover;
          else
            {
              status.result = win_for (mover);
              status.how = GMK_HOW_FIVE;
              return status;
            }
        }
    }
  else
    {
      /* Only the stone just placed can make a five (captures remove the
       * opponent's stones only); after set-up, look everywhere. */
      if (last_move != GMK_NO_MOVE)
        mover_five = gmk_rules_is_winning_five (board, last_move, mover, NULL, NULL);
      else
        mover_five = find_five (board, mover, NULL, NULL);
      if (mover_five)
        {
          status.result = win_for (mover);
          status.how = GMK_HOW_FIVE;
          return status;
        }
    }

  if (gmk_board_is_full (board) || board->ply >= GMK_MAX_PLY ||
      !has_legal_move (board, GMK_OTHER (mover)))
    {
      status.result = GMK_RESULT_DRAW;
      status.how = GMK_HOW_FULL_BOARD;
      status.pending_five = GMK_EMPTY;
    }
  return status;
}

GmkReason
gmk_position_play (GmkPosition *pos,
                   int          x,
                   int          y)
{
  GmkBoard *board = &pos->board;
  GmkReason reason = gmk_position_check (pos, x, y);
  GmkColor mover;
  int index;

  if (reason != GMK_REASON_NONE)
    return reason;

  mover = board->to_move;
  index = gmk_board_index (x, y);
  pos->status_history[board->ply] = pos->status;
  gmk_board_make (board, index);
  pos->status = compute_status (board, mover, index, &pos->status_history[board->ply - 1]);
  return GMK_REASON_NONE;
}

gboolean
gmk_position_undo (GmkPosition *pos)
{
  GmkBoard *board = &pos->board;

  if (board->ply == 0)
    return FALSE;
  gmk_board_unmake (board);
  pos->status = pos->status_history[board->ply];
  return TRUE;
}

void
gmk_position_setup_done (GmkPosition *pos)
{
  GmkBoard *board = &pos->board;
  const GmkColor mover = GMK_OTHER (board->to_move);
  const GmkStatus none = { GMK_RESULT_NONE, GMK_HOW_NONE, GMK_EMPTY };

  board->ply = 0;
  board->hash = gmk_board_compute_hash (board);
  pos->status = compute_status (board, mover, GMK_NO_MOVE, &none);

  /* A set-up may also hold a win of the side to move (it would have ended
   * the game earlier); a five or five pairs on the board are a result.
   * Not in ninuki: there a five is judged only after the opponent's reply,
   * and a set-up says nothing about the replies before it. */
  if (pos->status.result == GMK_RESULT_NONE && pos->status.pending_five == GMK_EMPTY &&
      board->rule != GMK_RULE_NINUKI)
    {
      const GmkColor other = board->to_move;

      if (board->captures && board->captured_pairs[other] >= GMK_CAPTURE_WIN_PAIRS)
        {
          pos->status.result = win_for (other);
          pos->status.how = GMK_HOW_CAPTURES;
        }
      else if (find_five (board, other, NULL, NULL))
        {
          pos->status.result = win_for (other);
          pos->status.how = GMK_HOW_FIVE;
        }
    }
}

int
gmk_position_winning_line (const GmkPosition *pos,
                           int               *line)
{
  const GmkBoard *board = &pos->board;
  GmkColor winner;
  int last, len = 0;

  if (pos->status.how != GMK_HOW_FIVE)
    return 0;
  winner = pos->status.result == GMK_RESULT_BLACK_WINS ? GMK_BLACK : GMK_WHITE;
  last = gmk_board_last_move (board);
  if (last != GMK_NO_MOVE && gmk_rules_is_winning_five (board, last, winner, line, &len))
    return len;
  if (find_five (board, winner, line, &len))
    return len;
  return 0;
}

int
gmk_position_forbidden_points (GmkPosition *pos,
                               int         *indices,
                               GmkReason   *reasons)
{
  GmkBoard *board = &pos->board;
  int n = 0;

  /* Listed whatever the result: they are a property of the stones, and
   * set-up positions are asked about them. */
  if (!gmk_rule_has_forbidden (board->rule, board->to_move))
    return 0;

  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int index = gmk_board_index (x, y);
        GmkReason reason;

        if (board->cell[index] != GMK_EMPTY)
          continue;
        reason = gmk_rules_forbidden (board, index, board->to_move);
        if (reason != GMK_REASON_NONE)
          {
            indices[n] = index;
            reasons[n] = reason;
            n++;
          }
      }
  return n;
}
