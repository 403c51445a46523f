/* gmk-help-figures.c: the pictures of the user's manual, drawn by the
 * application's own board drawing.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Regenerate help/C/figures/ from the top of the source tree with:
 *
 *   meson setup _build -Ddev_tools=true     (once)
 *   ninja -C _build tools/help-figures/gomoku-help-figures
 *   _build/tools/help-figures/gomoku-help-figures help/C/figures
 *
 * Each figure is a game played move by move through GmkGame, so the rules
 * engine accepts every stone, and carries what the manual says of it (the
 * point that is forbidden and why, who has won, how many pairs were taken).
 * A figure whose position no longer shows that is an error, not a picture:
 * the manual and the rules cannot drift apart unnoticed.  The `help-figures`
 * test runs this into a scratch folder for exactly that check.
 */
#include "config.h"

#include <stdio.h>
#include <errno.h>
#include <string.h>

#include "gmk-board-draw.h"
#include "gmk-game.h"
#include "gmk-notation.h"

/* Small enough for the manual, large enough to read the coordinates. */
#define FIGURE_PIXELS 300

typedef struct {
  const char *name;          /* file name without .png */
  GmkRule     rule;
  int         size;
  const char *moves;         /* alternate, Black first, in renju notation */
  const char *analysis;      /* the move(s) to show as translucent stones */
  /* What the manual says of the position, checked before drawing. */
  const char *forbidden;     /* a point the side to move may not play */
  GmkReason   reason;        /* and why */
  GmkResult   result;
  int         black_pairs;   /* pairs Black has captured */
} Figure;

static const Figure figures[] = {
  { .name = "five", .rule = GMK_RULE_FREESTYLE, .size = 9,
    .moves = "c5 c4 d5 d4 e5 e4 f5 f4 g5",
    .result = GMK_RESULT_BLACK_WINS },
  { .name = "renju-double-three", .rule = GMK_RULE_RENJU, .size = 9,
    .moves = "d5 e6 e5 d6 f3 g7 f4 c3",
    .forbidden = "f5", .reason = GMK_REASON_DOUBLE_THREE },
  { .name = "renju-double-four", .rule = GMK_RULE_RENJU, .size = 9,
    .moves = "c5 b5 d5 f1 e5 c7 f2 h7 f3 b3 f4 h3",
    .forbidden = "f5", .reason = GMK_REASON_DOUBLE_FOUR },
  { .name = "renju-overline", .rule = GMK_RULE_RENJU, .size = 9,
    .moves = "c5 c6 d5 d4 e5 e6 g5 g4 h5 h6",
    .forbidden = "f5", .reason = GMK_REASON_OVERLINE },
  { .name = "caro-blocked", .rule = GMK_RULE_CARO, .size = 9,
    .moves = "c5 b5 d5 h5 e5 c7 f5 g7 g5",
    .result = GMK_RESULT_NONE },
  { .name = "capture-before", .rule = GMK_RULE_NINUKI, .size = 9,
    .moves = "c5 d5 e7 e5", .analysis = "f5" },
  { .name = "capture-after", .rule = GMK_RULE_NINUKI, .size = 9,
    .moves = "c5 d5 e7 e5 f5", .black_pairs = 1 },
  { .name = "ninuki-breakable-five", .rule = GMK_RULE_NINUKI, .size = 9,
    .moves = "c5 e7 d5 b7 e6 h7 f5 b3 g5 h3 e5", .analysis = "e4",
    .result = GMK_RESULT_NONE },
  { .name = "ninuki-five-broken", .rule = GMK_RULE_NINUKI, .size = 9,
    .moves = "c5 e7 d5 b7 e6 h7 f5 b3 g5 h3 e5 e4",
    .result = GMK_RESULT_NONE },
  { .name = "pente-capture", .rule = GMK_RULE_PENTE, .size = 9,
    .moves = "c3 d4 g3 e5", .analysis = "f6" },
};

static gboolean
parse_point (const Figure *figure,
             const char   *text,
             int          *x,
             int          *y,
             GError      **error)
{
  if (gmk_notation_parse (text, figure->size, figure->size, x, y))
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               "“%s” is no point of a %d×%d board", text, figure->size, figure->size);
  return FALSE;
}

static GmkGame *
play_figure (const Figure  *figure,
             GError       **error)
{
  g_autoptr(GmkGame) game = gmk_game_new (figure->rule, figure->size, figure->size);
  g_auto(GStrv) moves = g_strsplit (figure->moves, " ", -1);

  for (guint i = 0; moves[i] != NULL; i++)
    {
      int x, y;

      if (!parse_point (figure, moves[i], &x, &y, error) ||
          !gmk_game_play (game, x, y, error))
        return NULL;
    }
  return g_steal_pointer (&game);
}

/* What the manual says of the figure still holds. */
static gboolean
check_figure (const Figure  *figure,
              GmkGame       *game,
              GError       **error)
{
  int pairs = gmk_game_get_captured_pairs (game, GMK_BLACK);

  if (gmk_game_get_result (game) != figure->result)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the result is %s, not %s",
                   gmk_result_name (gmk_game_get_result (game)), gmk_result_name (figure->result));
      return FALSE;
    }
  if (pairs != figure->black_pairs)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Black has taken %d pairs, not %d",
                   pairs, figure->black_pairs);
      return FALSE;
    }
  if (figure->forbidden != NULL)
    {
      GmkReason reason;
      int x, y;

      if (!parse_point (figure, figure->forbidden, &x, &y, error))
        return FALSE;
      reason = gmk_game_check (game, x, y);
      if (reason != figure->reason)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s is %s, not %s", figure->forbidden,
                       reason == GMK_REASON_NONE ? "legal" : gmk_reason_name (reason),
                       gmk_reason_name (figure->reason));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
draw_figure (const Figure  *figure,
             GmkGame       *game,
             const char    *path,
             GError       **error)
{
  g_autofree int *forbidden = g_new (int, GMK_CELLS);
  g_autofree GmkReason *reasons = g_new (GmkReason, GMK_CELLS);
  int analysis[GMK_MAX_SIZE];
  int analysis_len = 0;
  GmkBoardDrawing drawing;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (figure->analysis != NULL)
    {
      g_auto(GStrv) moves = g_strsplit (figure->analysis, " ", -1);

      for (guint i = 0; moves[i] != NULL && analysis_len < GMK_MAX_SIZE; i++)
        {
          int x, y;

          if (!parse_point (figure, moves[i], &x, &y, error))
            return FALSE;
          analysis[analysis_len++] = gmk_board_index (x, y);
        }
    }

  drawing = (GmkBoardDrawing) {
    .game = game,
    .show_coordinates = TRUE,
    .show_forbidden = TRUE,
    .forbidden = forbidden,
    /* As the window shows them: only while the game goes on. */
    .n_forbidden = gmk_game_is_over (game) ? 0
                   : gmk_game_get_forbidden_points (game, forbidden, reasons),
    .analysis = analysis,
    .analysis_len = analysis_len,
    .ghost_x = -1,
    .ghost_y = -1,
    .cursor_x = -1,
    .cursor_y = -1,
  };
  gmk_board_layout_compute (&drawing.layout, figure->size, figure->size, TRUE,
                            FIGURE_PIXELS, FIGURE_PIXELS, 1);

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, FIGURE_PIXELS, FIGURE_PIXELS);
  cr = cairo_create (surface);
  /* The window's light background, as Export Image uses. */
  cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
  cairo_paint (cr);
  gmk_board_draw (cr, &drawing);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "cannot write %s: %s",
                   path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  int failures = 0;

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s OUTPUT-FOLDER\n"
               "Draws the figures of the user's manual (help/C/figures).\n", argv[0]);
      return 2;
    }
  if (g_mkdir_with_parents (argv[1], 0755) != 0)
    {
      fprintf (stderr, "%s: cannot create %s: %s\n", argv[0], argv[1], g_strerror (errno));
      return 1;
    }

  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    {
      const Figure *figure = &figures[i];
      g_autofree char *file = g_strconcat (figure->name, ".png", NULL);
      g_autofree char *path = g_build_filename (argv[1], file, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(GmkGame) game = play_figure (figure, &error);

      if (game == NULL || !check_figure (figure, game, &error) ||
          !draw_figure (figure, game, path, &error))
        {
          fprintf (stderr, "%s: figure %s: %s\n", argv[0], figure->name, error->message);
          failures++;
          continue;
        }
      printf ("%s\n", path);
    }
  return failures == 0 ? 0 : 1;
}
