/* gmk-new-game-dialog.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gmk-level-info.h"
#include "gmk-level-item-factory.h"
#include "gmk-balanced-openings.h"
#include "gmk-game-opening.h"
#include "gmk-new-game-dialog.h"
#include "gmk-opening-guide.h"
#include "gmk-preferences-window.h"
#include "gmk-search.h"

/* The dialog holds its choices in its own widgets until Start: nothing is
 * bound to GSettings, so Cancel has nothing to undo. */

struct _GmkNewGameDialog
{
  AdwWindow      parent_instance;

  /* Template widgets */
  AdwComboRow   *rule_row;
  AdwComboRow   *opening_row;
  AdwActionRow  *balanced_row;
  GtkSwitch     *balanced_switch;
  AdwComboRow   *size_row;
  AdwActionRow  *custom_size_row;
  GtkAdjustment *size_adjustment;
  AdwComboRow   *black_row;
  AdwComboRow   *white_row;
  AdwComboRow   *level_row;         /* the computer on one side */
  AdwComboRow   *black_level_row;   /* on both: each side its own */
  AdwComboRow   *white_level_row;

  GSettings     *settings;
  GmkGame       *game;

  /* The opening rules the opening row lists, those that go with the rule
   * set and board chosen. */
  GmkOpeningRule openings[GMK_N_OPENINGS];
  guint          n_openings;
};

G_DEFINE_FINAL_TYPE (GmkNewGameDialog, gmk_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Items of the size row */
enum {
  SIZE_15,
  SIZE_19,
  SIZE_CUSTOM,
};

/* Items of the player rows */
enum {
  PLAYER_HUMAN,
  PLAYER_COMPUTER,
};

/* ---- the rows ---------------------------------------------------------- */

/* The rule row lists GmkRule in the engine's order, which is also the
 * order of the schema's choices. */
static GmkRule
selected_rule (GmkNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->rule_row);

  return selected < GMK_N_RULES ? (GmkRule) selected : GMK_RULE_FREESTYLE;
}

static int
selected_size (GmkNewGameDialog *self)
{
  switch (adw_combo_row_get_selected (self->size_row))
    {
    case SIZE_15:
      return 15;

    case SIZE_19:
      return 19;

    default:
      return CLAMP ((int) gtk_adjustment_get_value (self->size_adjustment),
                    GMK_MIN_SIZE, GMK_MAX_SIZE);
    }
}

static void
select_size (GmkNewGameDialog *self,
             int               size)
{
  gtk_adjustment_set_value (self->size_adjustment, size);
  adw_combo_row_set_selected (self->size_row,
                              size == 15 ? SIZE_15 : size == 19 ? SIZE_19 : SIZE_CUSTOM);
}

static GmkPlayerKind
selected_player (AdwComboRow *row)
{
  return adw_combo_row_get_selected (row) == PLAYER_COMPUTER ? GMK_PLAYER_COMPUTER
                                                             : GMK_PLAYER_HUMAN;
}

static int
selected_level (AdwComboRow *level_row)
{
  guint selected = adw_combo_row_get_selected (level_row);

  if (selected == GTK_INVALID_LIST_POSITION)
    return GMK_MAX_LEVEL;
  return CLAMP ((int) selected + GMK_MIN_LEVEL, GMK_MIN_LEVEL, GMK_MAX_LEVEL);
}

static GmkOpeningRule
selected_opening (GmkNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->opening_row);

  return selected < self->n_openings ? self->openings[selected] : GMK_OPENING_NONE;
}

/* Lists the opening rules that fit the rule set and board (the engine
 * says which: gmk_opening_rule_fits), keeping `keep` selected if it is
 * among them. */
static void
fill_openings (GmkNewGameDialog *self,
               GmkOpeningRule    keep)
{
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);
  int size = selected_size (self);
  guint selected = 0;

  self->n_openings = 0;
  for (GmkOpeningRule rule = 0; rule < GMK_N_OPENINGS; rule++)
    {
      if (gmk_opening_rule_fits (rule, selected_rule (self), size, size) != GMK_OPENING_OK)
        continue;
      if (rule == keep)
        selected = self->n_openings;
      self->openings[self->n_openings++] = rule;
      gtk_string_list_append (titles, gmk_opening_guide_rule_title (rule));
    }
  adw_combo_row_set_model (self->opening_row, G_LIST_MODEL (titles));
  adw_combo_row_set_selected (self->opening_row, selected);
  gtk_widget_set_sensitive (GTK_WIDGET (self->opening_row), self->n_openings > 1);
}

static gboolean
selected_balanced (GmkNewGameDialog *self)
{
  return gtk_switch_get_active (self->balanced_switch) &&
         gmk_balanced_openings_fit (selected_rule (self), selected_size (self));
}

/* A balanced opening replaces the opening rule. */
static void
update_balanced (GmkNewGameDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->balanced_row),
                            gmk_balanced_openings_fit (selected_rule (self), selected_size (self)));
  if (selected_balanced (self))
    gtk_widget_set_sensitive (GTK_WIDGET (self->opening_row), FALSE);
}

static void
on_rule_or_size_changed (GmkNewGameDialog *self)
{
  fill_openings (self, selected_opening (self));
  update_balanced (self);
}

static void
update_black_subtitle (GmkNewGameDialog *self)
{
  /* Under an opening rule the first player may end up with White. */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->black_row),
                               selected_opening (self) == GMK_OPENING_NONE
                               ? _("Moves first")
                               : _("Opens the game; the opening may swap the colours"));
}

static void
update_rule_subtitle (GmkNewGameDialog *self)
{
  const char *description = gmk_preferences_rule_description (gmk_rule_name (selected_rule (self)));

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rule_row), description != NULL ? description : "");
}

static void
on_rule_selected (GmkNewGameDialog *self)
{
  update_rule_subtitle (self);

  /* The 42 school plays ninuki on the 19×19 board: choosing the rule
   * proposes it, and the size row can still change it. */
  if (selected_rule (self) == GMK_RULE_NINUKI)
    select_size (self, 19);
}

static void
update_custom_size (GmkNewGameDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->custom_size_row),
                          adw_combo_row_get_selected (self->size_row) == SIZE_CUSTOM);
}

/* Its rating and what it is like, so a level is chosen by strength */
static void
update_level_subtitle (AdwComboRow *level_row)
{
  int level = selected_level (level_row);
  g_autofree char *summary = gmk_level_info_summary (level);
  g_autofree char *subtitle = g_strdup_printf ("%s\n%s", summary, gmk_level_info_description (level));

  adw_action_row_set_subtitle (ADW_ACTION_ROW (level_row), subtitle);
}

static void
update_level_rows (GmkNewGameDialog *self)
{
  gboolean black = selected_player (self->black_row) == GMK_PLAYER_COMPUTER;
  gboolean white = selected_player (self->white_row) == GMK_PLAYER_COMPUTER;

  /* The level matters only to a computer player; when the computer plays
   * both sides, each side has its own. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->level_row), black || white);
  gtk_widget_set_visible (GTK_WIDGET (self->level_row), !(black && white));
  gtk_widget_set_visible (GTK_WIDGET (self->black_level_row), black && white);
  gtk_widget_set_visible (GTK_WIDGET (self->white_level_row), black && white);
  update_level_subtitle (self->level_row);
  update_level_subtitle (self->black_level_row);
  update_level_subtitle (self->white_level_row);
}

/* The popup of the rule row: each rule with its explanation under it, as
 * in the preferences window (gmk_two_line_item_setup's two lines). */
static void
rule_item_bind (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *title = gtk_widget_get_first_child (box);
  GtkWidget *description = gtk_widget_get_next_sibling (title);
  guint position = gtk_list_item_get_position (item);
  const char *nick;

  if (position >= GMK_N_RULES)
    return;

  nick = gmk_rule_name ((GmkRule) position);
  gtk_label_set_label (GTK_LABEL (title), gmk_preferences_rule_title (nick));
  gtk_label_set_label (GTK_LABEL (description), gmk_preferences_rule_description (nick));
}

/* A level row shows the level's name (its rating and description are in
 * the subtitle); its popup shows each level with its rating and what it is
 * like. */
static void
setup_level_row (AdwComboRow *row,
                 GListModel  *levels)
{
  g_autoptr(GtkListItemFactory) list = gmk_level_item_factory_new (FALSE);

  adw_combo_row_set_list_factory (row, list);
  adw_combo_row_set_model (row, levels);
}

static void
setup_models (GmkNewGameDialog *self)
{
  g_autoptr(GtkStringList) rules = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  for (GmkRule rule = 0; rule < GMK_N_RULES; rule++)
    {
      const char *title = gmk_preferences_rule_title (gmk_rule_name (rule));

      gtk_string_list_append (rules, title != NULL ? title : gmk_rule_name (rule));
    }
  g_signal_connect (factory, "setup", G_CALLBACK (gmk_two_line_item_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (rule_item_bind), NULL);
  adw_combo_row_set_model (self->rule_row, G_LIST_MODEL (rules));
  adw_combo_row_set_list_factory (self->rule_row, factory);

  for (int level = GMK_MIN_LEVEL; level <= GMK_MAX_LEVEL; level++)
    gtk_string_list_append (levels, gmk_level_info_name (level));
  setup_level_row (self->level_row, G_LIST_MODEL (levels));
  setup_level_row (self->black_level_row, G_LIST_MODEL (levels));
  setup_level_row (self->white_level_row, G_LIST_MODEL (levels));
}

/* ---- settings ---------------------------------------------------------- */

static int
side_level (GmkNewGameDialog *self,
            const char       *key,
            int               level)
{
  int side = g_settings_get_int (self->settings, key);

  return side > 0 ? CLAMP (side, GMK_MIN_LEVEL, GMK_MAX_LEVEL) : level;
}

static void
load_settings (GmkNewGameDialog *self)
{
  g_autofree char *rule_name = g_settings_get_string (self->settings, "rule");
  g_autofree char *black = g_settings_get_string (self->settings, "black-player");
  g_autofree char *white = g_settings_get_string (self->settings, "white-player");
  g_autofree char *opening_name = g_settings_get_string (self->settings, "opening-rule");
  GmkOpeningRule opening = GMK_OPENING_NONE;
  GmkRule rule = GMK_RULE_FREESTYLE;
  int level = CLAMP (g_settings_get_int (self->settings, "level"), GMK_MIN_LEVEL, GMK_MAX_LEVEL);

  if (!gmk_rule_from_name (rule_name, &rule))
    rule = GMK_RULE_FREESTYLE;

  adw_combo_row_set_selected (self->rule_row, rule);
  select_size (self, CLAMP (g_settings_get_int (self->settings, "board-size"),
                            GMK_MIN_SIZE, GMK_MAX_SIZE));
  adw_combo_row_set_selected (self->black_row,
                              g_strcmp0 (black, "computer") == 0 ? PLAYER_COMPUTER : PLAYER_HUMAN);
  adw_combo_row_set_selected (self->white_row,
                              g_strcmp0 (white, "computer") == 0 ? PLAYER_COMPUTER : PLAYER_HUMAN);
  adw_combo_row_set_selected (self->level_row, level - GMK_MIN_LEVEL);
  /* A side without a level of its own plays at the one level */
  adw_combo_row_set_selected (self->black_level_row,
                              side_level (self, "black-level", level) - GMK_MIN_LEVEL);
  adw_combo_row_set_selected (self->white_level_row,
                              side_level (self, "white-level", level) - GMK_MIN_LEVEL);
  if (!gmk_opening_rule_from_name (opening_name, &opening))
    opening = GMK_OPENING_NONE;
  gtk_switch_set_active (self->balanced_switch, g_settings_get_boolean (self->settings, "balanced-openings"));
  fill_openings (self, opening);
  update_balanced (self);
}

/* All the keys change together, from a delayed copy of the settings: the
 * window sees the new rule with the new size, never one without the other,
 * and the shared settings object stays in its own mode. */
static void
save_settings (GmkNewGameDialog *self,
               GmkRule           rule,
               GmkOpeningRule    opening,
               int               size,
               GmkPlayerKind     black,
               GmkPlayerKind     white)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GObject) backend = NULL;
  g_autoptr(GSettings) changes = NULL;
  g_autofree char *path = NULL;

  g_object_get (self->settings,
                "settings-schema", &schema,
                "backend", &backend,
                "path", &path,
                NULL);
  changes = g_settings_new_full (schema, (GSettingsBackend *) backend, path);
  g_settings_delay (changes);
  g_settings_set_string (changes, "rule", gmk_rule_name (rule));
  g_settings_set_string (changes, "opening-rule", gmk_opening_rule_name (opening));
  g_settings_set_boolean (changes, "balanced-openings", gtk_switch_get_active (self->balanced_switch));
  g_settings_set_int (changes, "board-size", size);
  g_settings_set_string (changes, "black-player", black == GMK_PLAYER_COMPUTER ? "computer" : "human");
  g_settings_set_string (changes, "white-player", white == GMK_PLAYER_COMPUTER ? "computer" : "human");
  /* Each level row keeps its own key: two computers do not change the
   * level of a game against a person, nor the reverse. */
  g_settings_set_int (changes, "level", selected_level (self->level_row));
  if (black == GMK_PLAYER_COMPUTER && white == GMK_PLAYER_COMPUTER)
    {
      g_settings_set_int (changes, "black-level", selected_level (self->black_level_row));
      g_settings_set_int (changes, "white-level", selected_level (self->white_level_row));
    }
  g_settings_apply (changes);
}

/* ---- start ------------------------------------------------------------- */

static void
on_start_clicked (GmkNewGameDialog *self)
{
  GmkRule rule = selected_rule (self);
  GmkOpeningRule opening = selected_balanced (self) ? GMK_OPENING_NONE : selected_opening (self);
  int size = selected_size (self);
  GmkPlayerKind black = selected_player (self->black_row);
  GmkPlayerKind white = selected_player (self->white_row);

  /* The game starts first, so that whoever watches the settings finds
   * them equal to the game and has no question to ask about a game in
   * progress.  The players' notifications wait for the new position: the
   * computer never starts to think about the old one. */
  g_object_freeze_notify (G_OBJECT (self->game));
  gmk_game_set_level (self->game, selected_level (self->level_row));
  if (black == GMK_PLAYER_COMPUTER && white == GMK_PLAYER_COMPUTER)
    {
      gmk_game_set_side_level (self->game, GMK_BLACK, selected_level (self->black_level_row));
      gmk_game_set_side_level (self->game, GMK_WHITE, selected_level (self->white_level_row));
    }
  gmk_game_set_player (self->game, GMK_BLACK, black);
  gmk_game_set_player (self->game, GMK_WHITE, white);
  gmk_game_set_opening_rule (self->game, opening);
  gmk_game_reset (self->game, rule, size, size);
  g_object_thaw_notify (G_OBJECT (self->game));

  save_settings (self, rule, opening, size, black, white);
  gmk_balanced_openings_start (self->game, self->settings, FALSE);

  gtk_window_destroy (GTK_WINDOW (self));
}

/* ---- object ------------------------------------------------------------ */

static void
gmk_new_game_dialog_constructed (GObject *object)
{
  GmkNewGameDialog *self = GMK_NEW_GAME_DIALOG (object);

  G_OBJECT_CLASS (gmk_new_game_dialog_parent_class)->constructed (object);

  g_return_if_fail (G_IS_SETTINGS (self->settings));
  g_return_if_fail (GMK_IS_GAME (self->game));

  setup_models (self);
  load_settings (self);

  /* Connected after loading: the rule saved comes with its saved size. */
  g_signal_connect_object (self->rule_row, "notify::selected",
                           G_CALLBACK (on_rule_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->size_row, "notify::selected",
                           G_CALLBACK (update_custom_size), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->rule_row, "notify::selected",
                           G_CALLBACK (on_rule_or_size_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->size_row, "notify::selected",
                           G_CALLBACK (on_rule_or_size_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->size_adjustment, "value-changed",
                           G_CALLBACK (on_rule_or_size_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->balanced_switch, "notify::active",
                           G_CALLBACK (on_rule_or_size_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->opening_row, "notify::selected",
                           G_CALLBACK (update_black_subtitle), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->black_row, "notify::selected",
                           G_CALLBACK (update_level_rows), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->white_row, "notify::selected",
                           G_CALLBACK (update_level_rows), self, G_CONNECT_SWAPPED);
  g_signal_connect (self->level_row, "notify::selected", G_CALLBACK (update_level_subtitle), NULL);
  g_signal_connect (self->black_level_row, "notify::selected", G_CALLBACK (update_level_subtitle), NULL);
  g_signal_connect (self->white_level_row, "notify::selected", G_CALLBACK (update_level_subtitle), NULL);

  update_rule_subtitle (self);
  update_custom_size (self);
  update_level_rows (self);
  update_black_subtitle (self);
}

static void
gmk_new_game_dialog_dispose (GObject *object)
{
  GmkNewGameDialog *self = GMK_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GMK_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (gmk_new_game_dialog_parent_class)->dispose (object);
}

static void
gmk_new_game_dialog_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  GmkNewGameDialog *self = GMK_NEW_GAME_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    case PROP_GAME:
      g_set_object (&self->game, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_new_game_dialog_class_init (GmkNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = gmk_new_game_dialog_constructed;
  object_class->dispose = gmk_new_game_dialog_dispose;
  object_class->set_property = gmk_new_game_dialog_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, GMK_TYPE_GAME,
                         G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, rule_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, opening_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, balanced_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, balanced_switch);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, custom_size_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, black_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, white_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, black_level_row);
  gtk_widget_class_bind_template_child (widget_class, GmkNewGameDialog, white_level_row);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);

  /* Escape is Cancel, as in a message dialog. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gmk_new_game_dialog_init (GmkNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gmk_new_game_dialog_new (GtkWindow *parent,
                         GSettings *settings,
                         GmkGame   *game)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (GMK_IS_GAME (game), NULL);

  return g_object_new (GMK_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       "settings", settings,
                       "game", game,
                       NULL);
}
