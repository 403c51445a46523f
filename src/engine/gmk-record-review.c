/* gmk-record-review.c: a game record's review and its SGF properties.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only the figures the search gave are written (scores, moves, lines, the
 * class and whether the best move was the only one); the win chances follow
 * from the scores through gmk_search_win_probability, so a file read back
 * gives the very entries that were written.
 */
#include "config.h"

#include "gmk-record-review.h"
#include "gmk-notation.h"

#include <stdlib.h>
#include <string.h>

void
gmk_game_record_set_review (GmkGameRecord        *record,
                            const GmkReviewEntry *entries,
                            guint                 n)
{
  GmkReviewEntry *copy;

  g_return_if_fail (record != NULL);
  g_return_if_fail (n <= record->n_moves);
  g_return_if_fail (entries != NULL || n == 0);

  copy = n > 0 ? g_memdup2 (entries, sizeof *entries * n) : NULL;

  /* Copied first: `entries` may be the record's own. */
  g_free (record->review);
  record->review = copy;
  record->n_reviewed = n;
}

guint
gmk_game_record_get_n_reviewed (const GmkGameRecord *record)
{
  guint n;

  g_return_val_if_fail (record != NULL, 0);

  if (record->review == NULL)
    return 0;
  n = MIN (record->n_reviewed, record->n_moves);
  for (guint i = 0; i < n; i++)
    if (record->review[i].move != record->moves[i] || record->review[i].ply != (int) i)
      return i;
  return n;
}

static const char *
color_word (GmkColor color)
{
  return color == GMK_BLACK ? "Black" : "White";
}

static int
percent (double win)
{
  return (int) (win * 100.0 + 0.5);
}

char *
gmk_review_entry_comment (const GmkReviewEntry *e,
                          int                   height)
{
  char best[GMK_NOTATION_MAX], reply[GMK_NOTATION_MAX];
  const char *who = color_word (e->color);
  GString *text = g_string_new (NULL);

  switch (e->klass)
    {
    case GMK_REVIEW_BEST:
      g_string_append_printf (text, "Best move (%s %d%%).", who, percent (e->played_win));
      break;
    case GMK_REVIEW_FORCED:
      g_string_append_printf (text, "Only move (%s %d%%).", who, percent (e->played_win));
      break;
    case GMK_REVIEW_GOOD:
      g_string_append_printf (text, "Good move (%s %d%%).", who, percent (e->played_win));
      break;
    case GMK_REVIEW_INACCURACY:
    case GMK_REVIEW_MISTAKE:
    case GMK_REVIEW_BLUNDER:
    case GMK_REVIEW_MISSED_WIN:
    default:
      g_string_append (text, e->klass == GMK_REVIEW_INACCURACY ? "Inaccuracy" :
                             e->klass == GMK_REVIEW_MISTAKE ? "Mistake" :
                             e->klass == GMK_REVIEW_BLUNDER ? "Blunder" : "Missed win");
      g_string_append_printf (text, " (%s %d%%).", who, percent (e->played_win));
      if (e->best_move != GMK_NO_MOVE)
        g_string_append_printf (text, " Better: %s (%s %d%%).",
                                gmk_notation_format (gmk_board_x (e->best_move),
                                                     gmk_board_y (e->best_move), height, best),
                                who, percent (e->best_win));
      if (e->reply != GMK_NO_MOVE)
        g_string_append_printf (text, " Answer: %s.",
                                gmk_notation_format (gmk_board_x (e->reply),
                                                     gmk_board_y (e->reply), height, reply));
      break;
    }
  return g_string_free (text, FALSE);
}

/* ---- SGF ------------------------------------------------------------- */

static const char * const review_properties[] = { "GC", "GV", "GB", "GL", "GR", "GQ", "GF", NULL };

gboolean
gmk_sgf_review_is_property (const char *ident)
{
  for (guint i = 0; review_properties[i] != NULL; i++)
    if (strcmp (ident, review_properties[i]) == 0)
      return TRUE;
  return FALSE;
}

static void
append_point (GString *out,
              int      index)
{
  if (index != GMK_NO_MOVE)
    g_string_append_printf (out, "%c%c", 'a' + gmk_board_x (index), 'a' + gmk_board_y (index));
}

static void
append_line (GString    *out,
             const char *ident,
             const int  *pv,
             int         length)
{
  if (length <= 0)
    return;
  g_string_append_printf (out, "%s[", ident);
  for (int i = 0; i < length; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      append_point (out, pv[i]);
    }
  g_string_append_c (out, ']');
}

/* Our properties for one reviewed move, and a comment for people. */
static void
append_entry (GString              *out,
              const GmkReviewEntry *e,
              int                   height)
{
  g_autofree char *comment = gmk_review_entry_comment (e, height);

  /* The comment holds no ']' or '\\': nothing to escape. */
  g_string_append_printf (out, "C[%s]GC[%s]GV[%d]GB[", comment, gmk_review_class_name (e->klass),
                          e->played_score);
  append_point (out, e->best_move);
  g_string_append_printf (out, ":%d]", e->best_score);
  append_line (out, "GL", e->best_pv, e->best_pv_length);
  if (e->reply != GMK_NO_MOVE)
    {
      g_string_append (out, "GR[");
      append_point (out, e->reply);
      g_string_append_c (out, ']');
    }
  append_line (out, "GQ", e->reply_pv, e->reply_pv_length);
  if (e->only_move)
    g_string_append (out, "GF[1]");
}

void
gmk_sgf_review_append (GString             *out,
                       const GmkGameRecord *record,
                       guint                i)
{
  if (i < gmk_game_record_get_n_reviewed (record))
    append_entry (out, &record->review[i], record->height);
}

void
gmk_sgf_review_append_node (GString             *out,
                            const GmkMoveNode   *node,
                            int                  height)
{
  const GmkReviewEntry *e = node->review;

  /* Only a review of this very move. */
  if (e != NULL && e->move == node->move && e->ply == (int) node->depth - 1)
    append_entry (out, e, height);
}

static gboolean
parse_score (const char *text,
             int        *score)
{
  char *end = NULL;
  long value;

  while (*text == ' ')
    text++;
  if (*text == '\0')
    return FALSE;
  value = strtol (text, &end, 10);
  while (*end == ' ')
    end++;
  if (*end != '\0' || value < -GMK_SCORE_WIN || value > GMK_SCORE_WIN)
    return FALSE;
  *score = (int) value;
  return TRUE;
}

/* Two letters, "hh"; an empty text is no point. */
static gboolean
parse_point (const char *p,
             gsize       length,
             int         width,
             int         height,
             int        *index)
{
  if (length == 0)
    {
      *index = GMK_NO_MOVE;
      return TRUE;
    }
  if (length != 2 || p[0] < 'a' || p[0] >= 'a' + width || p[1] < 'a' || p[1] >= 'a' + height)
    return FALSE;
  *index = gmk_board_index (p[0] - 'a', p[1] - 'a');
  return TRUE;
}

static gboolean
parse_line (const char *text,
            int         width,
            int         height,
            int        *pv,
            int        *length)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  *length = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      int index;

      if (words[i][0] == '\0')
        continue;
      if (*length >= GMK_MAX_PV || !parse_point (words[i], strlen (words[i]), width, height, &index) ||
          index == GMK_NO_MOVE)
        return FALSE;
      pv[(*length)++] = index;
    }
  return TRUE;
}

gboolean
gmk_sgf_review_read_property (GmkSgfReviewNode *node,
                              const char       *ident,
                              const char       *value,
                              int               width,
                              int               height,
                              char            **problem)
{
  GmkReviewEntry *e = &node->entry;
  g_autofree char *trimmed = g_strstrip (g_strdup (value));
  gboolean ok = TRUE;

  if (strcmp (ident, "GC") == 0)
    {
      ok = gmk_review_class_from_name (trimmed, &e->klass);
      node->present = ok;
    }
  else if (strcmp (ident, "GV") == 0)
    ok = parse_score (trimmed, &e->played_score);
  else if (strcmp (ident, "GB") == 0)
    {
      const char *colon = strchr (trimmed, ':');

      ok = colon != NULL && parse_point (trimmed, colon - trimmed, width, height, &e->best_move) &&
           parse_score (colon + 1, &e->best_score);
    }
  else if (strcmp (ident, "GL") == 0)
    ok = parse_line (trimmed, width, height, e->best_pv, &e->best_pv_length);
  else if (strcmp (ident, "GR") == 0)
    ok = parse_point (trimmed, strlen (trimmed), width, height, &e->reply);
  else if (strcmp (ident, "GQ") == 0)
    ok = parse_line (trimmed, width, height, e->reply_pv, &e->reply_pv_length);
  else if (strcmp (ident, "GF") == 0)
    e->only_move = strcmp (trimmed, "0") != 0;

  if (!ok)
    {
      g_autofree char *shown = g_strndup (trimmed, 24);

      for (char *p = shown; *p != '\0'; p++)
        if (!g_ascii_isprint (*p))
          *p = '?';
      *problem = g_strdup_printf ("the review property %s[%s] cannot be read (see GC, GV, GB… "
                                  "in the file formats)", ident, shown);
    }
  return ok;
}

void
gmk_sgf_review_node_reset (GmkSgfReviewNode *node)
{
  memset (node, 0, sizeof *node);
  node->entry.best_move = GMK_NO_MOVE;
  node->entry.reply = GMK_NO_MOVE;
}

void
gmk_sgf_review_end_node (GmkSgfReviewNode  *node,
                         int                move,
                         GmkReviewEntry   **store)
{
  if (node->present && move >= 0 && move < GMK_MAX_PLY)
    {
      if (*store == NULL)
        {
          *store = g_new0 (GmkReviewEntry, GMK_MAX_PLY);
          for (guint i = 0; i < GMK_MAX_PLY; i++)
            (*store)[i].ply = -1;   /* not reviewed */
        }
      (*store)[move] = node->entry;
      (*store)[move].ply = move;
    }
  gmk_sgf_review_node_reset (node);
}

/* The figures a file does not hold, from those it does. */
static void
complete_entry (GmkReviewEntry *e,
                guint           ply,
                int             move)
{
  e->ply = ply;
  e->color = ply % 2 == 0 ? GMK_BLACK : GMK_WHITE;
  e->move = move;
  e->played_win = gmk_search_win_probability (e->played_score);
  e->best_win = gmk_search_win_probability (e->best_score);
}

GmkReviewEntry *
gmk_sgf_review_end_variation_node (GmkSgfReviewNode *node,
                                   guint             ply,
                                   int               move)
{
  GmkReviewEntry *entry = NULL;

  if (node->present && ply < GMK_MAX_PLY)
    {
      entry = g_memdup2 (&node->entry, sizeof node->entry);
      complete_entry (entry, ply, move);
    }
  gmk_sgf_review_node_reset (node);
  return entry;
}

void
gmk_sgf_review_finish (GmkGameRecord  *record,
                       GmkReviewEntry *store)
{
  guint n = 0;

  if (store == NULL)
    return;
  /* A review runs from the first move: it ends at the first move without
   * one. */
  while (n < record->n_moves && store[n].ply == (int) n)
    {
      complete_entry (&store[n], n, record->moves[n]);
      n++;
    }
  gmk_game_record_set_review (record, store, n);
  g_free (store);
}
