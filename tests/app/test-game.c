/* test-game.c: GmkGame without a display — history, undo, redo, loading.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gmk-ai-player.h"
#include "gmk-game.h"
#include "gmk-move-item.h"

static int position_changes;

static void
count_changes (GmkGame *game,
               gpointer data)
{
  position_changes++;
}

static void
play_ok (GmkGame *game,
         int      x,
         int      y)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmk_game_play (game, x, y, &error));
  g_assert_no_error (error);
}

static void
test_play_and_history (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autoptr(GError) error = NULL;
  GListModel *history = gmk_game_get_history (game);
  g_autoptr(GmkMoveItem) first = NULL;

  position_changes = 0;
  g_signal_connect (game, "position-changed", G_CALLBACK (count_changes), NULL);

  play_ok (game, 7, 7);
  play_ok (game, 8, 8);
  g_assert_cmpint (position_changes, ==, 2);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 2);
  g_assert_cmpint (gmk_game_get_move (game, 0), ==, gmk_board_index (7, 7));
  g_assert_cmpint (gmk_game_get_to_move (game), ==, GMK_BLACK);

  first = g_list_model_get_item (history, 0);
  g_assert_cmpstr (gmk_move_item_get_notation (first), ==, "h8");
  g_assert_cmpint (gmk_move_item_get_color (first), ==, GMK_BLACK);
  g_assert_cmpuint (gmk_move_item_get_number (first), ==, 1);

  /* An occupied point is refused, names the point, and changes nothing. */
  g_assert_false (gmk_game_play (game, 7, 7, &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "h8"));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (position_changes, ==, 2);
  g_clear_error (&error);

  g_assert_false (gmk_game_play (game, 15, 3, &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_ILLEGAL);
}

static void
test_undo_redo_branch (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_STANDARD, 15, 15);
  GListModel *history = gmk_game_get_history (game);
  g_autoptr(GmkMoveItem) second = NULL;

  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  play_ok (game, 7, 7);
  play_ok (game, 8, 8);
  play_ok (game, 6, 6);

  g_assert_true (gmk_game_undo (game));
  g_assert_true (gmk_game_undo (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 3);
  g_assert_true (gmk_game_can_redo (game));
  g_assert_cmpint (gmk_game_get_position (game)->board.cell[gmk_board_index (8, 8)], ==, GMK_EMPTY);

  second = g_list_model_get_item (history, 1);
  g_assert_true (gmk_move_item_get_future (second));

  /* Playing the move Redo would play keeps the line. */
  play_ok (game, 8, 8);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 3);
  g_assert_false (gmk_move_item_get_future (second));

  /* Another move starts a variation, and the line goes on with it. */
  play_ok (game, 2, 2);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 3);
  g_assert_cmpint (gmk_game_get_move (game, 2), ==, gmk_board_index (2, 2));
  g_assert_false (gmk_game_can_redo (game));

  g_assert_true (gmk_game_go_to (game, 0));
  g_assert_cmpint (gmk_game_get_position (game)->board.stones[GMK_BLACK], ==, 0);
  g_assert_true (gmk_game_go_to (game, 3));
  g_assert_cmpint (gmk_game_get_position (game)->board.stones[GMK_BLACK], ==, 2);
  g_assert_false (gmk_game_go_to (game, 4));
  g_assert_false (gmk_game_redo (game));
}

static void
test_undo_turn_against_computer (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);

  /* Black human, white computer (the defaults). */
  g_assert_cmpint (gmk_game_get_player (game, GMK_BLACK), ==, GMK_PLAYER_HUMAN);
  g_assert_cmpint (gmk_game_get_player (game, GMK_WHITE), ==, GMK_PLAYER_COMPUTER);
  play_ok (game, 7, 7);
  play_ok (game, 8, 8);
  play_ok (game, 6, 6);
  play_ok (game, 9, 9);

  /* Human to move: Undo takes back the computer's reply and the human's move. */
  g_assert_true (gmk_game_undo_turn (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_false (gmk_game_computer_to_move (game));

  /* While the computer would think: back to the human's previous move. */
  play_ok (game, 6, 6);
  g_assert_true (gmk_game_computer_to_move (game));
  g_assert_true (gmk_game_undo_turn (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 2);
  g_assert_false (gmk_game_computer_to_move (game));

  g_assert_true (gmk_game_redo_turn (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 4);

  /* Person against person: one ply. */
  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  g_assert_true (gmk_game_undo_turn (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);

  /* Human white against a computer black that opened. */
  gmk_game_set_player (game, GMK_BLACK, GMK_PLAYER_COMPUTER);
  gmk_game_reset (game, GMK_RULE_FREESTYLE, 15, 15);
  play_ok (game, 7, 7);
  play_ok (game, 8, 8);
  play_ok (game, 6, 6);
  g_assert_true (gmk_game_undo_turn (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (gmk_game_get_to_move (game), ==, GMK_WHITE);
  /* Its opening move is not the person's to take back: the empty board
   * would wait for a computer that does not play while Redo is there. */
  g_assert_false (gmk_game_can_undo (game));
  g_assert_false (gmk_game_undo_turn (game));
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 1);
}

static void
test_load_moves (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autoptr(GError) error = NULL;
  int good[] = { gmk_board_index (3, 3), gmk_board_index (4, 4), gmk_board_index (5, 5) };
  int repeated[] = { gmk_board_index (3, 3), gmk_board_index (3, 3) };
  int off_board[] = { gmk_board_index (3, 3), gmk_board_index (12, 12) };

  play_ok (game, 7, 7);

  g_assert_false (gmk_game_load_moves (game, GMK_RULE_RENJU, 15, 15, repeated, 2, &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (gmk_game_load_moves (game, GMK_RULE_RENJU, 10, 10, off_board, 2, &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (gmk_game_load_moves (game, GMK_RULE_RENJU, 4, 15, good, 3, &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (gmk_game_load_moves (game, (GmkRule) 99, 15, 15, good, 3, &error));
  g_clear_error (&error);

  /* Untouched by all of that. */
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_FREESTYLE);
  g_assert_cmpuint (gmk_game_get_n_total (game), ==, 1);

  g_assert_true (gmk_game_load_moves (game, GMK_RULE_RENJU, 19, 19, good, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmk_game_get_rule (game), ==, GMK_RULE_RENJU);
  g_assert_cmpint (gmk_game_get_width (game), ==, 19);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (gmk_game_get_history (game)), ==, 3);
  g_assert_cmpint (gmk_game_get_move (game, 2), ==, gmk_board_index (5, 5));
}

static void
test_five_and_result (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int line[GMK_MAX_SIZE];

  for (int i = 0; i < 4; i++)
    {
      play_ok (game, 3 + i, 7);
      play_ok (game, 3 + i, 9);
    }
  g_assert_false (gmk_game_is_over (game));
  g_assert_null (gmk_game_describe_result (game));
  play_ok (game, 7, 7);

  g_assert_cmpint (gmk_game_get_result (game), ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (gmk_game_get_how (game), ==, GMK_HOW_FIVE);
  g_assert_cmpint (gmk_game_get_winning_line (game, line), ==, 5);
  text = gmk_game_describe_result (game);
  g_assert_nonnull (strstr (text, "Black"));
  g_assert_nonnull (strstr (text, "five"));

  g_assert_false (gmk_game_play (game, 0, 0, &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_GAME_OVER);

  /* Undo reopens the game. */
  g_assert_true (gmk_game_undo (game));
  g_assert_false (gmk_game_is_over (game));
  g_assert_cmpint (gmk_game_get_winning_line (game, line), ==, 0);
}

static void
test_renju_forbidden (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_RENJU, 15, 15);
  g_autoptr(GError) error = NULL;
  int indices[GMK_CELLS];
  GmkReason reasons[GMK_CELLS];
  gboolean listed = FALSE;
  int n;

  /* Black threes crossing at h8, white far away. */
  play_ok (game, 5, 7);
  play_ok (game, 0, 0);
  play_ok (game, 6, 7);
  play_ok (game, 14, 0);
  play_ok (game, 7, 5);
  play_ok (game, 0, 14);
  play_ok (game, 7, 6);
  play_ok (game, 14, 14);

  g_assert_cmpint (gmk_game_check (game, 7, 7), ==, GMK_REASON_DOUBLE_THREE);
  n = gmk_game_get_forbidden_points (game, indices, reasons);
  for (int i = 0; i < n; i++)
    if (indices[i] == gmk_board_index (7, 7))
      listed = reasons[i] == GMK_REASON_DOUBLE_THREE;
  g_assert_true (listed);

  g_assert_false (gmk_game_play (game, 7, 7, &error));
  g_assert_error (error, GMK_GAME_ERROR, GMK_GAME_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "Black may not play h8: double-three");
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 8);
}

static void
test_pente_captures (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_PENTE, 15, 15);
  GListModel *history = gmk_game_get_history (game);
  g_autofree char *text = NULL;

  /* Five times: black flanks a white pair on its own row and takes it. */
  for (int i = 0; i < GMK_CAPTURE_WIN_PAIRS; i++)
    {
      int y = 2 * i;
      g_autoptr(GmkMoveItem) capture = NULL;

      play_ok (game, 0, y);
      play_ok (game, 1, y);
      play_ok (game, 10, y);
      play_ok (game, 2, y);
      play_ok (game, 3, y);

      capture = g_list_model_get_item (history, gmk_game_get_n_moves (game) - 1);
      g_assert_cmpint (gmk_move_item_get_captured (capture), ==, 2);
      g_assert_cmpint (gmk_game_get_captured_pairs (game, GMK_BLACK), ==, i + 1);
      g_assert_cmpint (gmk_game_get_position (game)->board.cell[gmk_board_index (1, y)], ==, GMK_EMPTY);

      if (i + 1 < GMK_CAPTURE_WIN_PAIRS)
        {
          g_assert_false (gmk_game_is_over (game));
          play_ok (game, 12, y);
        }
    }

  g_assert_cmpint (gmk_game_get_result (game), ==, GMK_RESULT_BLACK_WINS);
  g_assert_cmpint (gmk_game_get_how (game), ==, GMK_HOW_CAPTURES);
  text = gmk_game_describe_result (game);
  g_assert_cmpstr (text, ==, "Black wins by capturing 5 pairs");

  /* Undo gives the stones back. */
  g_assert_true (gmk_game_undo (game));
  g_assert_cmpint (gmk_game_get_captured_pairs (game, GMK_BLACK), ==, 4);
  g_assert_cmpint (gmk_game_get_position (game)->board.cell[gmk_board_index (1, 8)], ==, GMK_WHITE);
  g_assert_false (gmk_game_is_over (game));
}

/* ---- the computer player's threads -------------------------------------- */

typedef struct {
  GThread *main_thread;
  guint    n_progress;
  guint    n_off_thread;
  gboolean disposed;
  gboolean disposed_off_thread;
} ThreadWatch;

static void
on_progress_watch (GmkAiPlayer *ai,
                   ThreadWatch *watch)
{
  watch->n_progress++;
  if (g_thread_self () != watch->main_thread)
    watch->n_off_thread++;
}

static void
on_ai_gone (gpointer  data,
            GObject  *where)
{
  ThreadWatch *watch = data;

  watch->disposed = TRUE;
  watch->disposed_off_thread = g_thread_self () != watch->main_thread;
}

/* Iterates the main context the way a busy application does: often
 * between iterations, when no thread owns the context, so a search thread
 * that tried to run main-thread work itself would get the chance. */
static void
iterate_with_gaps (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (300);
    }
}

/* Progress, answers and the player's own end all happen on the main
 * thread (a widget handler may run on any of them), never in a search
 * thread, however the main loop is driven. */
static void
test_ai_player_main_thread_only (void)
{
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  GmkAiPlayer *ai;
  ThreadWatch watch = { g_thread_self (), 0, 0, FALSE, FALSE };
  gint64 end;

  gmk_game_set_level (game, GMK_MAX_LEVEL);
  ai = gmk_ai_player_new (game);
  gmk_ai_player_set_move_time (ai, 0.05);
  gmk_ai_player_set_threads (ai, 1);
  g_signal_connect (ai, "progress", G_CALLBACK (on_progress_watch), &watch);
  g_object_weak_ref (G_OBJECT (ai), on_ai_gone, &watch);

  /* Computer against computer for a few moves. */
  gmk_game_set_player (game, GMK_BLACK, GMK_PLAYER_COMPUTER);
  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_COMPUTER);
  gmk_ai_player_resume (ai);
  end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (gmk_game_get_n_moves (game) < 8 && !gmk_game_is_over (game) &&
         g_get_monotonic_time () < end)
    iterate_with_gaps (20);
  g_assert_cmpuint (gmk_game_get_n_moves (game), >=, 8);
  g_assert_cmpuint (watch.n_progress, >, 0);
  g_assert_cmpuint (watch.n_off_thread, ==, 0);

  /* Dropped while it thinks: the search is cancelled and the player
   * ends when the search thread is done with it, on this thread. */
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_object_unref (ai);
  g_assert_true (gmk_ai_player_wait_idle (30000));
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!watch.disposed && g_get_monotonic_time () < end)
    iterate_with_gaps (20);
  g_assert_true (watch.disposed);
  g_assert_false (watch.disposed_off_thread);
  g_assert_cmpuint (watch.n_off_thread, ==, 0);
}

/* ---- the pace at which the thinking is shown --------------------------- */

typedef struct {
  GmkAiPlayer  *ai;
  gint64        started_us;      /* the refresh that said it started */
  gint64        last_us;         /* the latest refresh while thinking */
  gint64        shortest_us;     /* between two refreshes while thinking */
  guint         n_thinking;      /* refreshes while thinking */
  guint         n_stopped;       /* refreshes after it stopped */
  guint         n_progress;
  gboolean      final_is_last;   /* the last refresh had the final figures */
} RefreshWatch;

static void
on_refresh_watch (GmkAiPlayer  *ai,
                  RefreshWatch *watch)
{
  gint64 now = g_get_monotonic_time ();

  if (gmk_ai_player_get_thinking (ai))
    {
      if (watch->n_thinking == 0)
        watch->started_us = now;
      else
        watch->shortest_us = MIN (watch->shortest_us, now - watch->last_us);
      watch->last_us = now;
      watch->n_thinking++;
    }
  else
    {
      const GmkSearchInfo *info = gmk_ai_player_get_info (ai);
      GmkAiStats stats;

      /* Its move is not on the board yet, but everything about its search
       * is known: the refresh shows the final figures, not the last beat's. */
      gmk_ai_player_get_stats (ai, GMK_WHITE, &stats);
      watch->final_is_last = info != NULL && stats.n_moves == 1 && stats.has_info &&
                             info->nodes == stats.info.nodes && info->depth == stats.info.depth &&
                             gmk_game_get_n_moves (gmk_ai_player_get_game (ai)) == 5;
      watch->n_stopped++;
    }
}

static void
on_progress_count (GmkAiPlayer  *ai,
                   RefreshWatch *watch)
{
  watch->n_progress++;
}

/* While the computer thinks, "progress-refresh" comes when it starts, then
 * at most every GMK_AI_PLAYER_REFRESH_MS whatever the search reports, and
 * once more when it stops, with the search's final figures. */
static void
test_ai_player_progress_refresh (void)
{
  /* An open position with no forced win, so the search uses its time
   * (with White's second stone beside its first, White has a win that the
   * search proves in half a second). */
  static const int opening[][2] = { { 7, 7 }, { 8, 8 }, { 2, 12 }, { 12, 2 }, { 12, 12 } };
  g_autoptr(GmkGame) game = gmk_game_new (GMK_RULE_FREESTYLE, 15, 15);
  g_autoptr(GmkAiPlayer) ai = NULL;
  RefreshWatch watch = { .shortest_us = G_MAXINT64 };
  const gint64 interval_us = GMK_AI_PLAYER_REFRESH_MS * 1000;
  gint64 end, thought_us;
  guint n_thinking;

  gmk_game_set_level (game, GMK_MAX_LEVEL);
  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_HUMAN);
  ai = gmk_ai_player_new (game);
  gmk_ai_player_set_move_time (ai, 2.0);
  gmk_ai_player_set_threads (ai, 1);
  g_signal_connect (ai, "progress-refresh", G_CALLBACK (on_refresh_watch), &watch);
  g_signal_connect (ai, "progress", G_CALLBACK (on_progress_count), &watch);
  for (guint i = 0; i < G_N_ELEMENTS (opening); i++)
    play_ok (game, opening[i][0], opening[i][1]);
  g_assert_cmpuint (watch.n_thinking, ==, 0);

  /* White to move: the computer's turn. */
  gmk_game_set_player (game, GMK_WHITE, GMK_PLAYER_COMPUTER);
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_cmpuint (watch.n_thinking, ==, 1);
  end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (gmk_game_get_n_moves (game) < 6 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (gmk_game_get_n_moves (game), ==, 6);
  thought_us = g_get_monotonic_time () - watch.started_us;
  g_test_message ("%u refreshes in %.0f ms of thinking, %u progress reports, the closest %.0f ms apart",
                  watch.n_thinking, thought_us / 1000.0, watch.n_progress,
                  watch.shortest_us / 1000.0);

  /* A search of a second or more had beats besides its start... */
  g_assert_cmpint (thought_us, >=, interval_us);
  g_assert_cmpuint (watch.n_thinking, >=, 2);
  /* ...never closer than the interval (a timeout never fires early; a
   * little slack for the start's own refresh, which follows the timeout's
   * creation), and so no more of them than the time allows. */
  g_assert_cmpint (watch.shortest_us, >=, interval_us - 20000);
  g_assert_cmpuint (watch.n_thinking, <=, 1 + thought_us / (interval_us - 20000));
  /* One last refresh, with the final figures, and then no more. */
  g_assert_cmpuint (watch.n_stopped, ==, 1);
  g_assert_true (watch.final_is_last);
  n_thinking = watch.n_thinking;
  iterate_with_gaps (2 * GMK_AI_PLAYER_REFRESH_MS);
  g_assert_cmpuint (watch.n_stopped, ==, 1);
  g_assert_cmpuint (watch.n_thinking, ==, n_thinking);

  /* A search cancelled (the person's Undo, Pause) ends with one too. */
  watch.n_stopped = 0;
  play_ok (game, gmk_game_check (game, 0, 0) == GMK_REASON_NONE ? 0 : 14, 0);
  g_assert_true (gmk_ai_player_get_thinking (ai));
  g_assert_cmpuint (watch.n_thinking, ==, n_thinking + 1);
  gmk_ai_player_cancel (ai);
  g_assert_false (gmk_ai_player_get_thinking (ai));
  g_assert_cmpuint (watch.n_stopped, ==, 1);
  g_assert_true (gmk_ai_player_wait_idle (30000));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/play-and-history", test_play_and_history);
  g_test_add_func ("/game/undo-redo-branch", test_undo_redo_branch);
  g_test_add_func ("/game/undo-turn-against-computer", test_undo_turn_against_computer);
  g_test_add_func ("/game/load-moves", test_load_moves);
  g_test_add_func ("/game/five-and-result", test_five_and_result);
  g_test_add_func ("/game/renju-forbidden", test_renju_forbidden);
  g_test_add_func ("/game/pente-captures", test_pente_captures);
  g_test_add_func ("/ai-player/main-thread-only", test_ai_player_main_thread_only);
  g_test_add_func ("/ai-player/progress-refresh", test_ai_player_progress_refresh);

  return g_test_run ();
}
