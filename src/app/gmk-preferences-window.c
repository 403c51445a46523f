/* gmk-preferences-window.c
 *
 * Copyright 2026 The Gomoku authors
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "gmk-level-info.h"
#include "gmk-move-time.h"
#include "gmk-preferences-window.h"
#include "gmk-rule-names.h"
#include "gmk-search.h"
#include "gmk-side-level-row.h"

/* Everything here is bound to GSettings: a change applies at once and there
 * is nothing to save.  The widget ranges equal the schema ranges, so a value
 * out of range cannot be written.  The window never starts a game itself:
 * the main window watches `rule` and `board-size` and asks. */

struct _GmkPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwComboRow          *rule_row;
  AdwComboRow          *size_row;
  AdwActionRow         *custom_size_row;
  GtkSpinButton        *custom_size_spin;
  GtkAdjustment        *size_adjustment;
  AdwComboRow          *black_row;
  AdwComboRow          *white_row;
  AdwActionRow         *level_row;
  GtkScale             *level_scale;
  GtkAdjustment        *level_adjustment;
  AdwComboRow          *black_level_row;   /* when the computer plays both */
  AdwComboRow          *white_level_row;
  GtkSpinButton        *move_time_spin;
  GtkAdjustment        *pace_adjustment;
  GtkSpinButton        *threads_spin;
  GtkAdjustment        *threads_adjustment;
  GtkSwitch            *coordinates_switch;
  GtkSwitch            *move_numbers_switch;
  GtkSwitch            *forbidden_switch;
  GtkSwitch            *analysis_switch;
};

G_DEFINE_FINAL_TYPE (GmkPreferencesWindow, gmk_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The combo row lists the rules in the order of GmkRule, which is the
 * order of the schema's choices. */
static const char * const rule_nicks[] = {
  "freestyle", "standard", "renju", "caro", "caro5", "ninuki", "pente", NULL
};

G_STATIC_ASSERT (G_N_ELEMENTS (rule_nicks) == GMK_N_RULES + 1);

/* Indices of the size combo row */
enum {
  SIZE_15,
  SIZE_19,
  SIZE_CUSTOM,
};

const char *
gmk_preferences_level_name (int level)
{
  return gmk_level_info_name (level);
}

const char *
gmk_preferences_rule_title (const char *rule)
{
  GmkRule value;

  return gmk_rule_from_name (rule, &value) ? gmk_rule_title (value) : NULL;
}

const char *
gmk_preferences_rule_description (const char *rule)
{
  GmkRule value;

  return gmk_rule_from_name (rule, &value) ? gmk_rule_description (value) : NULL;
}

/* A string key with choices shown by a combo row: the user data is a
 * NULL-terminated array of the nicks, in the order of the row's items. */
static gboolean
nick_to_selected (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    {
      if (g_str_equal (nicks[i], nick))
        {
          g_value_set_uint (value, i);
          return TRUE;
        }
    }

  return FALSE;
}

static GVariant *
selected_to_nick (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint selected = g_value_get_uint (value);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (i == selected)
      return g_variant_new_string (nicks[i]);

  /* GTK_INVALID_LIST_POSITION while the model changes: write nothing */
  return NULL;
}

static gboolean
size_to_selected (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  int size = g_variant_get_int32 (variant);

  if (size == 15)
    g_value_set_uint (value, SIZE_15);
  else if (size == 19)
    g_value_set_uint (value, SIZE_19);
  else
    g_value_set_uint (value, SIZE_CUSTOM);

  return TRUE;
}

static GVariant *
selected_to_size (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  switch (g_value_get_uint (value))
    {
    case SIZE_15:
      return g_variant_new_int32 (15);

    case SIZE_19:
      return g_variant_new_int32 (19);

    default:
      /* "Custom" keeps the current size until the spin button changes it;
       * the spin button row appears so that it can. */
      return NULL;
    }
}

static gboolean
selected_is_custom (GBinding     *binding,
                    const GValue *from_value,
                    GValue       *to_value,
                    gpointer      user_data)
{
  g_value_set_boolean (to_value, g_value_get_uint (from_value) == SIZE_CUSTOM);

  return TRUE;
}

static void
update_rule_subtitle (GmkPreferencesWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->rule_row);
  const char *description = "";

  if (selected < GMK_N_RULES)
    description = gmk_rule_description ((GmkRule) selected);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rule_row), description);
}

static void
update_level_subtitle (GmkPreferencesWindow *self)
{
  int level = (int) gtk_adjustment_get_value (self->level_adjustment);
  g_autofree char *summary = gmk_level_info_summary (level);
  g_autofree char *subtitle = NULL;

  /* Its rating and what it is like, so a level is chosen by strength */
  subtitle = g_strdup_printf ("%s\n%s", summary, gmk_level_info_description (level));
  adw_action_row_set_subtitle (self->level_row, subtitle);

  /* Screen readers say the name, not a bare number */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->level_scale),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, summary,
                                  -1);
}

/* The popup of the rule row: each rule's name and a check mark on the
 * current one.  Explanations under the names took two lines each and
 * pushed pente below a scroll; the current rule's explanation is the
 * row's subtitle, and the help has them all. */
static void
rule_item_setup (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (title), 0.0f);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_set_opacity (check, 0);

  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
update_rule_check (AdwComboRow *rule_row,
                   GParamSpec  *pspec,
                   GtkListItem *item)
{
  GtkWidget *title = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *check = gtk_widget_get_next_sibling (title);
  gboolean current = gtk_list_item_get_position (item) == adw_combo_row_get_selected (rule_row);

  gtk_widget_set_opacity (check, current ? 1 : 0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (gtk_list_item_get_child (item)),
                               GTK_ACCESSIBLE_STATE_SELECTED, current, -1);
}

static void
rule_item_bind (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                GmkPreferencesWindow     *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *title = gtk_widget_get_first_child (box);
  guint position = gtk_list_item_get_position (item);

  if (position >= GMK_N_RULES)
    return;

  gtk_label_set_label (GTK_LABEL (title), gmk_rule_title ((GmkRule) position));
  g_signal_connect_object (self->rule_row, "notify::selected",
                           G_CALLBACK (update_rule_check), item, 0);
  update_rule_check (self->rule_row, NULL, item);
}

static void
rule_item_unbind (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  GmkPreferencesWindow     *self)
{
  if (self->rule_row != NULL)
    g_signal_handlers_disconnect_by_func (self->rule_row, update_rule_check, item);
}

static void
setup_rule_row (GmkPreferencesWindow *self)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  for (int i = 0; i < GMK_N_RULES; i++)
    gtk_string_list_append (model, gmk_rule_title ((GmkRule) i));

  g_signal_connect (factory, "setup", G_CALLBACK (rule_item_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (rule_item_bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (rule_item_unbind), self);

  adw_combo_row_set_model (self->rule_row, G_LIST_MODEL (model));
  adw_combo_row_set_list_factory (self->rule_row, factory);
}

/* 0 threads means one a core: say so instead of showing a bare 0. */
static gboolean
on_threads_output (GtkSpinButton *spin,
                   gpointer       user_data)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (spin);
  g_autofree char *text = NULL;
  int threads = (int) gtk_adjustment_get_value (adjustment);

  if (threads == 0)
    text = g_strdup (_("Automatic"));
  else
    text = g_strdup_printf ("%d", threads);

  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (spin))) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);

  return TRUE;
}

static int
on_threads_input (GtkSpinButton *spin,
                  double        *new_value,
                  gpointer       user_data)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  char *end = NULL;
  gint64 threads;

  if (stripped[0] == '\0' || g_utf8_collate (stripped, _("Automatic")) == 0)
    {
      *new_value = 0;
      return TRUE;
    }

  threads = g_ascii_strtoll (stripped, &end, 10);
  if (end == stripped || *end != '\0')
    return GTK_INPUT_ERROR;

  *new_value = CLAMP (threads, 0, 64);

  return TRUE;
}

/* Ninuki, the 42 school's rules, is played on 19 × 19: choosing it here
 * brings that size, which the size row can change again.  Connected before
 * the rule's binding, so the setting still holds the previous rule when the
 * person picks one, and a change from the settings (the row following
 * them) is told apart by being there already. */
static void
on_rule_selected (GmkPreferencesWindow *self)
{
  guint selected;
  g_autofree char *current = NULL;

  /* The row empties as the window goes. */
  if (self->rule_row == NULL || self->settings == NULL)
    return;
  selected = adw_combo_row_get_selected (self->rule_row);
  current = g_settings_get_string (self->settings, "rule");
  if (selected >= GMK_N_RULES || g_strcmp0 (rule_nicks[selected], current) == 0)
    return;
  if (selected == GMK_RULE_NINUKI && g_settings_get_int (self->settings, "board-size") != 19)
    {
      /* The rule first, then the size: the game window sees the rule it
       * is for when the size arrives. */
      g_settings_set_string (self->settings, "rule", rule_nicks[selected]);
      g_settings_set_int (self->settings, "board-size", 19);
    }
}

static void
bind_settings (GmkPreferencesWindow *self)
{
  static const char * const players[] = { "human", "computer", NULL };

  g_signal_connect_swapped (self->rule_row, "notify::selected",
                            G_CALLBACK (on_rule_selected), self);
  g_settings_bind_with_mapping (self->settings, "rule",
                                self->rule_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_selected, selected_to_nick,
                                (gpointer) rule_nicks, NULL);

  g_settings_bind_with_mapping (self->settings, "board-size",
                                self->size_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                size_to_selected, selected_to_size,
                                NULL, NULL);
  g_settings_bind (self->settings, "board-size",
                   self->size_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_object_bind_property_full (self->size_row, "selected",
                               self->custom_size_row, "visible",
                               G_BINDING_SYNC_CREATE,
                               selected_is_custom, NULL, NULL, NULL);

  g_settings_bind_with_mapping (self->settings, "black-player",
                                self->black_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_selected, selected_to_nick,
                                (gpointer) players, NULL);
  g_settings_bind_with_mapping (self->settings, "white-player",
                                self->white_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_selected, selected_to_nick,
                                (gpointer) players, NULL);

  g_settings_bind (self->settings, "level",
                   self->level_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  gmk_side_level_row_bind (self->black_level_row, self->settings, "black-level");
  gmk_side_level_row_bind (self->white_level_row, self->settings, "white-level");
  gmk_move_time_bind (self->move_time_spin, self->settings, "move-time");
  g_settings_bind (self->settings, "computer-pace",
                   self->pace_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "threads",
                   self->threads_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);

  g_settings_bind (self->settings, "show-coordinates",
                   self->coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-move-numbers",
                   self->move_numbers_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-forbidden",
                   self->forbidden_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-analysis",
                   self->analysis_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
}

static void
gmk_preferences_window_dispose (GObject *object)
{
  GmkPreferencesWindow *self = (GmkPreferencesWindow *)object;

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (gmk_preferences_window_parent_class)->dispose (object);
}

static void
gmk_preferences_window_class_init (GmkPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmk_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmk-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, rule_row);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, size_row);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, custom_size_row);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, custom_size_spin);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, black_row);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, white_row);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, level_row);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, level_scale);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, level_adjustment);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, black_level_row);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, white_level_row);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, move_time_spin);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, pace_adjustment);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, threads_spin);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, threads_adjustment);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, move_numbers_switch);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, forbidden_switch);
  gtk_widget_class_bind_template_child (widget_class, GmkPreferencesWindow, analysis_switch);
  gtk_widget_class_bind_template_callback (widget_class, on_threads_input);
  gtk_widget_class_bind_template_callback (widget_class, on_threads_output);
}

static void
gmk_preferences_window_init (GmkPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);

  /* Whole levels only.  GtkScale rounds to its digits only while it
   * draws its value, and this one does not: a click near the end left the
   * knob at 7.9, which GSettings truncated to level 7. */
  gtk_range_set_round_digits (GTK_RANGE (self->level_scale), 0);
  /* Marks at each level, so the scale reads as eight steps. */
  for (int level = GMK_MIN_LEVEL; level <= GMK_MAX_LEVEL; level++)
    gtk_scale_add_mark (self->level_scale, level, GTK_POS_BOTTOM, NULL);

  setup_rule_row (self);

  g_signal_connect_object (self->rule_row, "notify::selected",
                           G_CALLBACK (update_rule_subtitle), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->level_adjustment, "value-changed",
                           G_CALLBACK (update_level_subtitle), self,
                           G_CONNECT_SWAPPED);

  bind_settings (self);

  update_rule_subtitle (self);
  update_level_subtitle (self);
}

GtkWidget *
gmk_preferences_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (GMK_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
