/* gmk-variation-actions.c: a window's actions on the game's variations.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-variation-actions.h"

typedef struct {
  GWeakRef  game;
  GWeakRef  ai;
} VariationActions;

static void
variation_actions_free (gpointer data)
{
  VariationActions *va = data;

  g_weak_ref_clear (&va->game);
  g_weak_ref_clear (&va->ai);
  g_free (va);
}

/* The game to act on, its computer player stopped; NULL when gone. */
static GmkGame *
take_game (VariationActions *va)
{
  GmkGame *game = g_weak_ref_get (&va->game);
  g_autoptr(GmkAiPlayer) ai = g_weak_ref_get (&va->ai);

  if (ai != NULL)
    gmk_ai_player_cancel (ai);
  return game;
}

static void
switch_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  g_autoptr(GmkGame) game = take_game (data);
  guint32 i;
  gint32 move;

  g_variant_get (parameter, "(ui)", &i, &move);
  if (game == NULL || !gmk_game_switch_move (game, i, move))
    return;
  /* Against the computer, a person's move is shown with the computer's
   * answer when the line has one, as a click in the history does: else
   * the computer would answer again, and maybe start another line. */
  if (gmk_game_get_player (game, GMK_BLACK) != gmk_game_get_player (game, GMK_WHITE) &&
      gmk_game_computer_to_move (game) && gmk_game_can_redo (game))
    gmk_game_redo (game);
}

static void
go_to_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  g_autoptr(GmkGame) game = take_game (data);

  if (game != NULL)
    gmk_game_go_to (game, g_variant_get_uint32 (parameter));
}

static void
main_line_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       data)
{
  g_autoptr(GmkGame) game = take_game (data);

  if (game != NULL)
    gmk_game_to_main_line (game);
}

static void
promote_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  g_autoptr(GmkGame) game = take_game (data);

  if (game != NULL)
    gmk_game_promote_line (game);
}

static void
delete_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  g_autoptr(GmkGame) game = take_game (data);

  if (game != NULL)
    gmk_game_delete_variation (game);
}

static const GActionEntry entries[] = {
  { "switch", switch_activated, "(ui)" },
  { "go-to", go_to_activated, "u" },
  { "main-line", main_line_activated },
  { "promote", promote_activated },
  { "delete", delete_activated },
};

static void
update_enabled (GmkGame            *game,
                GSimpleActionGroup *group)
{
  gboolean in_variation = gmk_game_in_variation (game);
  GAction *action;

  action = g_action_map_lookup_action (G_ACTION_MAP (group), "main-line");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), in_variation);
  action = g_action_map_lookup_action (G_ACTION_MAP (group), "promote");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), in_variation);
  action = g_action_map_lookup_action (G_ACTION_MAP (group), "delete");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), gmk_game_can_delete_variation (game));
}

void
gmk_variation_actions_install (GtkWidget   *widget,
                               GmkGame     *game,
                               GmkAiPlayer *ai)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  VariationActions *va = g_new0 (VariationActions, 1);

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (GMK_IS_GAME (game));

  g_weak_ref_init (&va->game, game);
  g_weak_ref_init (&va->ai, ai);
  /* The state lives as long as the group, which the widget holds. */
  g_object_set_data_full (G_OBJECT (group), "gmk-variation-actions", va, variation_actions_free);
  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), va);
  gtk_widget_insert_action_group (widget, "variation", G_ACTION_GROUP (group));

  g_signal_connect_object (game, "position-changed", G_CALLBACK (update_enabled), group, 0);
  update_enabled (game, group);
}

GMenuModel *
gmk_variation_actions_menu (void)
{
  GMenu *menu = g_menu_new ();

  g_menu_append (menu, _("Back to _Main Line"), "variation.main-line");
  g_menu_append (menu, _("Make Main _Line"), "variation.promote");
  g_menu_append (menu, _("_Delete Variation"), "variation.delete");
  return G_MENU_MODEL (menu);
}
