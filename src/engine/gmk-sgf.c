/* gmk-sgf.c: the SGF reader and writer.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader is a single pass over the bytes with no recursion, so deep
 * nesting or a long file costs a counter, not stack.  Every error message
 * names the problem and the line.
 */
#include "config.h"

#include "gmk-sgf.h"
#include "gmk-record-review.h"
#include "gmk-record-text.h"

#include <string.h>

/* The board of a file without SZ[]. */
#define DEFAULT_SGF_SIZE 15

typedef struct {
  GmkColor  color;
  int       x;          /* -1 for an empty value (a pass) */
  int       y;
  gboolean  malformed;  /* not two letters */
  gsize     offset;     /* where the property starts, for messages */
  char      text[8];    /* the value as written, shortened */
  int       parent;     /* index of the move before it, -1 for a first move */
  guint     depth;      /* 1 for a first move */
  gboolean  main_line;
  GmkReviewEntry *review;  /* a variation's move's, or NULL (owned) */
} SgfMove;

typedef struct {
  const char     *data;
  gsize           length;
  gsize           pos;

  int             width;
  int             height;
  gboolean        has_size;
  GmkRule         rule;
  gboolean        has_rule;
  char           *charset;
  GString        *black;
  GString        *white;
  GString        *result;
  GString        *date;
  GmkOpeningRule  opening;            /* GO[], ours */
  gboolean        has_opening;
  GString        *opening_choices;    /* OA[], ours */

  /* Every move of every line, in the order of the file (so a main line
   * move comes before the variations beside it); n_moves counts those of
   * the main line.  `current` is the last move of the line being read,
   * and parents[d] what it was when the tree at depth d opened. */
  GArray         *moves;
  guint           n_moves;
  int             current;
  int            *parents;

  /* Whether the node being read belongs to the main line, and whether that
   * node already holds a move. */
  gboolean        node_on_main_line;
  gboolean        node_has_move;
  guint           n_variations;

  /* The review (gmk-record-review.c): the node's, then the main line's. */
  GmkSgfReviewNode review_node;
  GmkReviewEntry  *review;
} SgfReader;

static gboolean G_GNUC_PRINTF (5, 6)
sgf_fail (SgfReader  *r,
          gsize       offset,
          int         code,
          GError    **error,
          const char *format,
          ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, GMK_GAMEFILE_ERROR, code, "Line %d: %s",
               gmk_record_line_of (r->data, MIN (offset, r->length)), message);
  return FALSE;
}

static gboolean
is_sgf_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static void
sgf_skip_blanks (SgfReader *r)
{
  while (r->pos < r->length && is_sgf_blank (r->data[r->pos]))
    r->pos++;
}

/* Reads one [value] starting at the '['.  The unescaped text goes to `out`
 * when it is not NULL (a soft line break, backslash-newline, disappears). */
static gboolean
sgf_read_value (SgfReader  *r,
                const char *ident,
                GString    *out,
                GError    **error)
{
  gsize start = r->pos;

  r->pos++;   /* '[' */
  while (r->pos < r->length)
    {
      char c = r->data[r->pos++];

      if (c == ']')
        return TRUE;
      if (c == '\\')
        {
          if (r->pos >= r->length)
            break;
          c = r->data[r->pos++];
          if (c == '\n' || c == '\r')
            {
              /* Soft line break: "\\\n", "\\\r\n", "\\\n\r", "\\\r". */
              if (r->pos < r->length
                  && (r->data[r->pos] == '\n' || r->data[r->pos] == '\r')
                  && r->data[r->pos] != c)
                r->pos++;
              continue;
            }
        }
      if (out != NULL && out->len < GMK_RECORD_MAX_TEXT * 4)
        g_string_append_c (out, c);
    }

  return sgf_fail (r, start, GMK_GAMEFILE_ERROR_SYNTAX, error,
                   "the value of property %s is not closed by “]” "
                   "(is the file truncated?)", ident);
}

/* The start of a value for an error message: printable ASCII only. */
static const char *
shorten (const char *value,
         char       *buf,
         gsize       size)
{
  gsize n = 0;

  for (; value[n] != '\0' && n + 1 < size; n++)
    buf[n] = g_ascii_isprint (value[n]) ? value[n] : '?';
  buf[n] = '\0';
  return buf;
}

static gboolean
sgf_parse_size (SgfReader  *r,
                const char *value,
                gsize       offset,
                GError    **error)
{
  const char *colon = strchr (value, ':');
  const char *end = value + strlen (value);
  int width, height;
  char shown[24];

  if (colon != NULL)
    {
      if (!gmk_record_parse_small_number (value, colon, &width)
          || !gmk_record_parse_small_number (colon + 1, end, &height))
        goto bad;
    }
  else
    {
      if (!gmk_record_parse_small_number (value, end, &width))
        goto bad;
      height = width;
    }

  if (width < GMK_MIN_SIZE || width > GMK_MAX_SIZE
      || height < GMK_MIN_SIZE || height > GMK_MAX_SIZE)
    return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_UNSUPPORTED, error,
                     "the board size SZ[%s] is not supported (sizes go from %d to %d)",
                     shorten (value, shown, sizeof shown), GMK_MIN_SIZE, GMK_MAX_SIZE);

  r->width = width;
  r->height = height;
  r->has_size = TRUE;
  return TRUE;

bad:
  return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_SYNTAX, error,
                   "SZ[%s] is not a board size (expected SZ[15] or SZ[15:15])",
                   shorten (value, shown, sizeof shown));
}

static void
sgf_set_text (GString    **slot,
              GString     *value)
{
  if (*slot == NULL)
    *slot = g_string_new_len (value->str, value->len);
}

static gboolean
sgf_add_move (SgfReader  *r,
              GmkColor    color,
              GString    *value,
              gsize       offset,
              GError    **error)
{
  SgfMove *move;
  const char *p = value->str;
  const char *end = value->str + value->len;
  guint depth = r->current < 0 ? 1 : g_array_index (r->moves, SgfMove, r->current).depth + 1;

  if (r->node_has_move)
    return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_SYNTAX, error,
                     "a node holds two moves (each move needs its own “;”)");
  if (depth > GMK_MAX_PLY)
    return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_TOO_LARGE, error,
                     "the game has more than %d moves", GMK_MAX_PLY);
  if (r->moves->len >= GMK_RECORD_TREE_MAX_NODES)
    return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_TOO_LARGE, error,
                     "the game has more than %d moves in all its variations",
                     GMK_RECORD_TREE_MAX_NODES);

  r->node_has_move = TRUE;
  g_array_set_size (r->moves, r->moves->len + 1);
  move = &g_array_index (r->moves, SgfMove, r->moves->len - 1);
  move->parent = r->current;
  move->depth = depth;
  move->main_line = r->node_on_main_line;
  move->review = NULL;
  r->current = r->moves->len - 1;
  if (move->main_line)
    r->n_moves++;
  move->color = color;
  move->offset = offset;
  move->malformed = FALSE;

  while (p < end && is_sgf_blank (*p))
    p++;
  while (end > p && is_sgf_blank (end[-1]))
    end--;
  gmk_record_copy_printable (move->text, sizeof move->text, p, end - p);

  if (p == end)
    {
      move->x = move->y = -1;
      return TRUE;
    }
  if (end - p != 2 || !g_ascii_isalpha (p[0]) || !g_ascii_isalpha (p[1]))
    {
      move->malformed = TRUE;
      return TRUE;
    }

  /* FF[4]: a..z are 0..25, A..Z are 26..51. */
  move->x = g_ascii_islower (p[0]) ? p[0] - 'a' : p[0] - 'A' + 26;
  move->y = g_ascii_islower (p[1]) ? p[1] - 'a' : p[1] - 'A' + 26;
  return TRUE;
}

static gboolean
sgf_property (SgfReader  *r,
              const char *ident,
              GString    *value,
              guint       n_values,
              gsize       offset,
              GError    **error)
{
  gboolean before_moves = r->n_moves == 0;

  if (strcmp (ident, "B") == 0 || strcmp (ident, "W") == 0)
    {
      if (n_values != 1)
        return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_SYNTAX, error,
                         "the move %s has %u values", ident, n_values);
      return sgf_add_move (r, ident[0] == 'B' ? GMK_BLACK : GMK_WHITE,
                           value, offset, error);
    }

  if (strcmp (ident, "AB") == 0 || strcmp (ident, "AW") == 0
      || strcmp (ident, "AE") == 0)
    return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_UNSUPPORTED, error,
                     "set-up stones (%s) are not supported: "
                     "a game must be a list of moves from an empty board", ident);

  if (strcmp (ident, "GM") == 0)
    {
      int game;
      char shown[24];

      if (!gmk_record_parse_small_number (value->str, value->str + value->len, &game))
        return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_SYNTAX, error,
                         "GM[%s] is not a game number",
                         shorten (value->str, shown, sizeof shown));
      if (game != 4)
        return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_UNSUPPORTED, error,
                         "this is not a gomoku game (GM[%s]; gomoku is GM[4])%s",
                         shorten (value->str, shown, sizeof shown),
                         game == 1 ? ": it is a game of go" : "");
      return TRUE;
    }

  if (strcmp (ident, "SZ") == 0)
    {
      if (!before_moves)
        return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_SYNTAX, error,
                         "the board size (SZ) comes after the first move");
      return sgf_parse_size (r, value->str, offset, error);
    }

  if (strcmp (ident, "RU") == 0)
    {
      GmkRule rule;

      if (!before_moves)
        return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_SYNTAX, error,
                         "the rule (RU) comes after the first move");
      if (!gmk_sgf_rule_from_name (value->str, &rule))
        {
          g_autofree char *shown = gmk_record_clean_text (value->str, MIN (value->len, 40), NULL);

          return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_UNSUPPORTED, error,
                           "unknown rule “%s” (known: freestyle, standard, renju, "
                           "caro, caro5, ninuki, pente)", shown);
        }
      r->rule = rule;
      r->has_rule = TRUE;
      return TRUE;
    }

  /* Our own: the opening rule (docs/file-formats.md). */
  if (strcmp (ident, "GO") == 0)
    {
      GmkOpeningRule opening;

      if (!before_moves)
        return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_SYNTAX, error,
                         "the opening rule (GO) comes after the first move");
      if (!gmk_opening_rule_from_name (value->str, &opening))
        {
          g_autofree char *shown = gmk_record_clean_text (value->str, MIN (value->len, 40), NULL);

          return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_UNSUPPORTED, error,
                           "unknown opening rule “%s” (known: none, pro, long-pro, swap, "
                           "swap2, soosorv8, taraguchi10)", shown);
        }
      r->opening = opening;
      r->has_opening = TRUE;
      return TRUE;
    }

  if (strcmp (ident, "CA") == 0)
    {
      gboolean plain = value->len > 0 && value->len < 40;

      for (gsize i = 0; i < value->len && plain; i++)
        plain = g_ascii_isalnum (value->str[i])
                || (value->str[i] != '\0' && strchr ("-_.:", value->str[i]) != NULL);
      g_clear_pointer (&r->charset, g_free);
      if (plain && g_ascii_strcasecmp (value->str, "UTF-8") != 0
          && g_ascii_strcasecmp (value->str, "UTF8") != 0)
        r->charset = g_strdup (value->str);
      return TRUE;
    }

  if (strcmp (ident, "PB") == 0)
    sgf_set_text (&r->black, value);
  else if (strcmp (ident, "PW") == 0)
    sgf_set_text (&r->white, value);
  else if (strcmp (ident, "RE") == 0)
    sgf_set_text (&r->result, value);
  else if (strcmp (ident, "DT") == 0)
    sgf_set_text (&r->date, value);
  else if (strcmp (ident, "OA") == 0)
    sgf_set_text (&r->opening_choices, value);
  else if (gmk_sgf_review_is_property (ident))
    {
      g_autofree char *problem = NULL;
      int size = r->has_size ? r->width : DEFAULT_SGF_SIZE;

      if (!gmk_sgf_review_read_property (&r->review_node, ident, value->str, size,
                                         r->has_size ? r->height : size, &problem))
        return sgf_fail (r, offset, GMK_GAMEFILE_ERROR_SYNTAX, error, "%s", problem);
    }
  /* Anything else (comments, times, marks, application data) is ignored. */

  return TRUE;
}

/* Reads a property identifier and its values; handles it when the node is
 * on the main line, or when it is a move or a move's review. */
static gboolean
sgf_read_property (SgfReader  *r,
                   GError    **error)
{
  char ident[8];
  gsize n = 0;
  gboolean too_long = FALSE;
  gsize start = r->pos;
  guint n_values = 0;
  g_autoptr(GString) first = g_string_new (NULL);
  g_autoptr(GString) scratch = NULL;
  gboolean wanted;

  /* FF[3] allowed lower-case letters inside identifiers ("CoPyright"); only
   * the capitals count. */
  while (r->pos < r->length && g_ascii_isalpha (r->data[r->pos]))
    {
      char c = r->data[r->pos++];

      if (g_ascii_isupper (c))
        {
          if (n + 1 < sizeof ident)
            ident[n++] = c;
          else
            too_long = TRUE;
        }
    }
  ident[n] = '\0';
  /* Variations are read for their moves and their review only. */
  wanted = r->node_on_main_line || strcmp (ident, "B") == 0 || strcmp (ident, "W") == 0 ||
           gmk_sgf_review_is_property (ident);
  if (n == 0)
    return sgf_fail (r, start, GMK_GAMEFILE_ERROR_SYNTAX, error,
                     "unexpected text in a node (property names are capital "
                     "letters, values are in “[ ]”)");

  sgf_skip_blanks (r);
  if (r->pos >= r->length || r->data[r->pos] != '[')
    {
      if (r->pos >= r->length)
        return sgf_fail (r, start, GMK_GAMEFILE_ERROR_SYNTAX, error,
                         "the file ends inside property %s (is it truncated?)", ident);
      return sgf_fail (r, start, GMK_GAMEFILE_ERROR_SYNTAX, error,
                       "property %s has no value in “[ ]”", ident);
    }

  while (r->pos < r->length && r->data[r->pos] == '[')
    {
      GString *out = NULL;

      if (wanted)
        {
          if (n_values == 0)
            out = first;
          else
            {
              if (scratch == NULL)
                scratch = g_string_new (NULL);
              g_string_truncate (scratch, 0);
              out = scratch;
            }
        }
      if (!sgf_read_value (r, ident, out, error))
        return FALSE;
      n_values++;
      sgf_skip_blanks (r);
    }

  if (!wanted || too_long)
    return TRUE;
  return sgf_property (r, ident, first, n_values, start, error);
}

static gboolean
sgf_check_moves (SgfReader  *r,
                 GError    **error)
{
  for (guint i = 0; i < r->moves->len; i++)
    {
      const SgfMove *move = &g_array_index (r->moves, SgfMove, i);
      GmkColor expected = move->depth % 2 == 1 ? GMK_BLACK : GMK_WHITE;
      const char *who = move->color == GMK_BLACK ? "B" : "W";
      const char *line = move->main_line ? "" : " of a variation";

      if (move->malformed)
        return sgf_fail (r, move->offset, GMK_GAMEFILE_ERROR_BAD_MOVE, error,
                         "move %u%s, %s[%s], is not a point (two letters, as in B[hh])",
                         move->depth, line, who, move->text);
      if (move->x < 0
          || (move->x == 19 && move->y == 19 && r->width <= 19 && r->height <= 19))
        return sgf_fail (r, move->offset, GMK_GAMEFILE_ERROR_BAD_MOVE, error,
                         "move %u%s, %s[%s], is a pass, and gomoku has no passes",
                         move->depth, line, who, move->text);
      if (move->x >= r->width || move->y >= r->height)
        return sgf_fail (r, move->offset, GMK_GAMEFILE_ERROR_BAD_MOVE, error,
                         "move %u%s, %s[%s], is off the %dx%d board",
                         move->depth, line, who, move->text, r->width, r->height);
      if (move->color != expected)
        return sgf_fail (r, move->offset, GMK_GAMEFILE_ERROR_BAD_MOVE, error,
                         "move %u%s is %s's, but it is %s's turn (black moves first, "
                         "then the colours alternate)", move->depth, line,
                         move->color == GMK_BLACK ? "black" : "white",
                         expected == GMK_BLACK ? "black" : "white");
    }
  return TRUE;
}

/* The node being read ends: its review goes with its move, the main
 * line's to the record, a variation's to its node. */
static void
sgf_end_node (SgfReader *r)
{
  /* Called again at each '(' and ')' after the node: only the first call
   * finds its review, and `current` its move. */
  SgfMove *move = r->review_node.present && r->node_has_move && r->current >= 0
                  ? &g_array_index (r->moves, SgfMove, r->current) : NULL;

  if (move != NULL && !r->node_on_main_line && move->x >= 0 && !move->malformed)
    {
      g_free (move->review);
      move->review = gmk_sgf_review_end_variation_node (&r->review_node, move->depth - 1,
                                                        gmk_board_index (move->x, move->y));
      return;
    }
  gmk_sgf_review_end_node (&r->review_node,
                           r->node_on_main_line && r->node_has_move ? (int) r->n_moves - 1 : -1,
                           &r->review);
}

static void
sgf_move_clear (gpointer data)
{
  g_clear_pointer (&((SgfMove *) data)->review, g_free);
}

static gboolean
sgf_parse (SgfReader  *r,
           GError    **error)
{
  /* depth: open game trees.  main_depth: depth of the innermost open tree
   * of the main line (the first tree, then each first variation); once that
   * tree closes the main line is complete. */
  int depth = 0;
  int main_depth = 0;
  gboolean main_done = FALSE;
  char last = 0;   /* last structural token: '(', ')', ';' */
  char what[16];

  r->pos = gmk_record_skip_bom_and_blanks (r->data, r->length);
  if (r->pos >= r->length || r->data[r->pos] != '(')
    {
      gmk_record_describe_byte (r->pos < r->length ? r->data[r->pos] : ' ', what, sizeof what);
      return sgf_fail (r, r->pos, GMK_GAMEFILE_ERROR_FORMAT, error,
                       "not an SGF file: it starts with %s instead of “(”", what);
    }

  for (;;)
    {
      char c;

      sgf_skip_blanks (r);
      if (r->pos >= r->length)
        break;
      c = r->data[r->pos];
      if (c == '(' || c == ')' || c == ';')
        sgf_end_node (r);

      if (c == '(')
        {
          if (last == '(')
            return sgf_fail (r, r->pos, GMK_GAMEFILE_ERROR_SYNTAX, error,
                             "a game tree must start with a node (“;”)");
          if (depth >= GMK_GAMEFILE_MAX_DEPTH)
            return sgf_fail (r, r->pos, GMK_GAMEFILE_ERROR_TOO_LARGE, error,
                             "variations are nested more than %d deep",
                             GMK_GAMEFILE_MAX_DEPTH);
          if (!main_done && depth == main_depth)
            main_depth = depth + 1;
          else if (depth > 0)
            r->n_variations++;
          r->parents[depth] = r->current;
          depth++;
          last = '(';
          r->pos++;
        }
      else if (c == ')')
        {
          if (last == '(')
            return sgf_fail (r, r->pos, GMK_GAMEFILE_ERROR_SYNTAX, error,
                             "a game tree must hold at least one node (“;”)");
          if (!main_done && depth == main_depth)
            main_done = TRUE;
          depth--;
          r->current = r->parents[depth];
          last = ')';
          r->pos++;
          /* Only the first game of a collection is read. */
          if (depth == 0)
            break;
        }
      else if (c == ';')
        {
          if (last == ')')
            return sgf_fail (r, r->pos, GMK_GAMEFILE_ERROR_SYNTAX, error,
                             "a node (“;”) cannot follow a variation");
          r->node_on_main_line = !main_done && depth == main_depth;
          r->node_has_move = FALSE;
          last = ';';
          r->pos++;
        }
      else if (g_ascii_isalpha (c))
        {
          if (last != ';')
            return sgf_fail (r, r->pos, GMK_GAMEFILE_ERROR_SYNTAX, error,
                             "a property must be inside a node (after “;”)");
          if (!sgf_read_property (r, error))
            return FALSE;
        }
      else
        {
          gmk_record_describe_byte (c, what, sizeof what);
          return sgf_fail (r, r->pos, GMK_GAMEFILE_ERROR_SYNTAX, error,
                           "unexpected %s", what);
        }
    }

  sgf_end_node (r);
  if (depth > 0)
    return sgf_fail (r, r->length, GMK_GAMEFILE_ERROR_SYNTAX, error,
                     "the file ends inside a game tree: %d “)” missing "
                     "(is it truncated?)", depth);

  if (!r->has_size)
    r->width = r->height = DEFAULT_SGF_SIZE;

  return sgf_check_moves (r, error);
}

/* Every line of the file as a tree.  A variation that repeats a move of
 * the same parent is that move's line, so the merged tree's main line
 * may go further than the file's: the caller takes it from the tree. */
static GmkRecordTree *
sgf_build_tree (SgfReader *r)
{
  g_autoptr(GmkRecordTree) tree = gmk_record_tree_new ();
  g_autofree GmkMoveNode **nodes = g_new (GmkMoveNode *, r->moves->len);

  /* A move's parent comes before it in the file, so one pass will do. */
  for (guint i = 0; i < r->moves->len; i++)
    {
      SgfMove *move = &g_array_index (r->moves, SgfMove, i);
      GmkMoveNode *parent = move->parent < 0 ? &tree->root : nodes[move->parent];

      nodes[i] = gmk_record_tree_add (tree, parent, gmk_board_index (move->x, move->y));
      g_assert (nodes[i] != NULL);
      /* A move repeated by another variation keeps its first review. */
      if (nodes[i]->review == NULL)
        nodes[i]->review = g_steal_pointer (&move->review);
    }
  return g_steal_pointer (&tree);
}

static char *
take_text (GString    *text,
           const char *charset)
{
  char *clean;

  if (text == NULL)
    return NULL;
  clean = gmk_record_clean_text (text->str, text->len, charset);
  if (clean[0] == '\0')
    g_clear_pointer (&clean, g_free);
  return clean;
}

GmkGameRecord *
gmk_gamefile_read_sgf (const char *data,
                       gsize       length,
                       GError    **error)
{
  SgfReader *r;
  GmkGameRecord *record = NULL;

  if (!gmk_record_check_input (data, length, error))
    return NULL;

  r = g_new0 (SgfReader, 1);
  r->data = data;
  r->length = length;
  gmk_sgf_review_node_reset (&r->review_node);
  r->moves = g_array_new (FALSE, FALSE, sizeof (SgfMove));
  g_array_set_clear_func (r->moves, sgf_move_clear);
  r->current = -1;
  r->parents = g_new (int, GMK_GAMEFILE_MAX_DEPTH + 1);

  if (sgf_parse (r, error))
    {
      record = gmk_game_record_new (r->width, r->height);
      record->rule = r->rule;
      record->has_rule = r->has_rule;
      record->black = take_text (r->black, r->charset);
      record->white = take_text (r->white, r->charset);
      record->result = take_text (r->result, r->charset);
      record->date = take_text (r->date, r->charset);
      record->opening = r->opening;
      record->has_opening = r->has_opening;
      record->opening_choices = take_text (r->opening_choices, r->charset);
      record->n_variations = r->n_variations;
      for (guint i = 0; i < r->moves->len; i++)
        {
          const SgfMove *move = &g_array_index (r->moves, SgfMove, i);

          if (move->main_line)
            gmk_game_record_add_move (record, move->x, move->y);
        }
      if (r->moves->len > r->n_moves)
        {
          record->tree = sgf_build_tree (r);
          record->n_moves = gmk_record_tree_main_line (record->tree, record->moves);
          if (!gmk_record_tree_has_variations (record->tree))
            g_clear_pointer (&record->tree, gmk_record_tree_free);
        }
      gmk_sgf_review_finish (record, g_steal_pointer (&r->review));
    }

  g_free (r->charset);
  g_free (r->review);
  g_array_unref (r->moves);
  g_free (r->parents);
  if (r->black != NULL)
    g_string_free (r->black, TRUE);
  if (r->white != NULL)
    g_string_free (r->white, TRUE);
  if (r->result != NULL)
    g_string_free (r->result, TRUE);
  if (r->date != NULL)
    g_string_free (r->date, TRUE);
  if (r->opening_choices != NULL)
    g_string_free (r->opening_choices, TRUE);
  g_free (r);

  return record;
}

static void
sgf_append_text (GString    *out,
                 const char *ident,
                 const char *text)
{
  if (text == NULL || text[0] == '\0')
    return;

  g_string_append_printf (out, "%s[", ident);
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == ']' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, ']');
}

char *
gmk_gamefile_write_sgf (const GmkGameRecord *record)
{
  GString *out;

  g_return_val_if_fail (record != NULL, NULL);

  out = g_string_new ("(;FF[4]GM[4]CA[UTF-8]AP[Gomoku:" PACKAGE_VERSION "]");
  if (record->width == record->height)
    g_string_append_printf (out, "SZ[%d]", record->width);
  else
    g_string_append_printf (out, "SZ[%d:%d]", record->width, record->height);
  if (record->has_rule)
    g_string_append_printf (out, "RU[%s]", gmk_rule_name (record->rule));
  if (record->has_opening)
    g_string_append_printf (out, "GO[%s]", gmk_opening_rule_name (record->opening));
  g_string_append_c (out, '\n');

  sgf_append_text (out, "PB", record->black);
  sgf_append_text (out, "PW", record->white);
  sgf_append_text (out, "DT", record->date);
  sgf_append_text (out, "RE", record->result);
  if (record->has_opening)
    sgf_append_text (out, "OA", record->opening_choices);
  if (out->str[out->len - 1] != '\n')
    g_string_append_c (out, '\n');

  if (record->tree != NULL)
    gmk_sgf_append_tree (out, record->tree, record);
  else
    for (guint i = 0; i < record->n_moves; i++)
      {
        int x = gmk_board_x (record->moves[i]);
        int y = gmk_board_y (record->moves[i]);
        gsize node_start;

        g_string_append_printf (out, ";%c[%c%c]", i % 2 == 0 ? 'B' : 'W',
                                'a' + x, 'a' + y);
        node_start = out->len;
        gmk_sgf_review_append (out, record, i);
        /* A reviewed move's node is a line of its own. */
        if (i % 10 == 9 || i + 1 == record->n_moves || out->len > node_start)
          g_string_append_c (out, '\n');
      }
  g_string_append (out, ")\n");

  return g_string_free (out, FALSE);
}
