/* test-preferences.c: the preferences window writes and follows GSettings,
 * its widget ranges equal the schema's, and the shortcuts window lists real,
 * parseable accelerators.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n.h>
#include <adwaita.h>

#include "gmk-board.h"
#include "gmk-level-info.h"
#include "gmk-move-time.h"
#include "gmk-preferences-window.h"
#include "gmk-search.h"

typedef struct
{
  GSettings            *settings;
  GmkPreferencesWindow *window;

  /* The rows and controls most tests look at */
  AdwComboRow          *rule;
  AdwComboRow          *size;
  AdwActionRow         *lines;
  GtkSpinButton        *lines_spin;
  AdwComboRow          *black;
  AdwComboRow          *white;
  AdwActionRow         *level;
  GtkRange             *level_scale;
  GtkSpinButton        *move_time;
  GtkSpinButton        *threads;
} Fixture;

static GtkWidget *
find_child (GtkWidget  *root,
            const char *type_name,
            const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_type_is_a (G_OBJECT_TYPE (child), g_type_from_name (type_name)))
        {
          if (title == NULL)
            return child;
          if (ADW_IS_PREFERENCES_ROW (child) &&
              g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
            return child;
        }

      if ((found = find_child (child, type_name, title)))
        return found;
    }

  return NULL;
}

/* Rows are found by their (translated) titles, as a person finds them. */
static gpointer
row (Fixture    *fixture,
     const char *type_name,
     const char *title)
{
  GtkWidget *widget = find_child (GTK_WIDGET (fixture->window), type_name, title);

  if (widget == NULL)
    g_error ("no %s titled “%s” in the preferences window", type_name, title);

  return widget;
}

static gpointer
suffix (GtkWidget  *row_widget,
        const char *type_name)
{
  GtkWidget *widget = find_child (row_widget, type_name, NULL);

  if (widget == NULL)
    g_error ("no %s in row “%s”", type_name,
             adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_widget)));

  return widget;
}

static const char *
rule_title (void)
{
  return _("_Rule Set");
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->settings = g_settings_new (APPLICATION_ID);
  fixture->window = GMK_PREFERENCES_WINDOW (gmk_preferences_window_new (NULL));
  g_object_ref_sink (fixture->window);
  gtk_window_present (GTK_WINDOW (fixture->window));

  fixture->rule = row (fixture, "AdwComboRow", rule_title ());
  fixture->size = row (fixture, "AdwComboRow", _("Board _Size"));
  fixture->lines = row (fixture, "AdwActionRow", _("_Lines"));
  fixture->lines_spin = suffix (GTK_WIDGET (fixture->lines), "GtkSpinButton");
  fixture->black = row (fixture, "AdwComboRow", _("_Black"));
  fixture->white = row (fixture, "AdwComboRow", _("_White"));
  fixture->level = row (fixture, "AdwActionRow", _("Stre_ngth"));
  fixture->level_scale = suffix (GTK_WIDGET (fixture->level), "GtkScale");
  fixture->move_time = suffix (row (fixture, "AdwActionRow", _("_Time per Move")), "GtkSpinButton");
  fixture->threads = suffix (row (fixture, "AdwActionRow", _("T_hreads")), "GtkSpinButton");
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  /* Nothing keeps the window alive once it is closed */
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  g_assert_null (fixture->window);

  /* The memory backend lives as long as the process: start each test afresh */
  g_object_get (fixture->settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (fixture->settings, keys[i]);
  g_object_unref (fixture->settings);
}

/* The strength row names the level and says where it stands */
static void
assert_level_subtitle (AdwActionRow *level_row,
                       int           level)
{
  const char *subtitle = adw_action_row_get_subtitle (level_row);
  g_autofree char *number = g_strdup_printf (" %d ", level);

  g_autofree char *rating = g_strdup_printf (" %d Elo", gmk_level_info_rating (level));

  g_assert_nonnull (strstr (subtitle, gmk_preferences_level_name (level)));
  g_assert_nonnull (strstr (subtitle, number));
  /* Chosen by strength: the level's measured rating and what it is like */
  g_assert_nonnull (strstr (subtitle, rating));
  g_assert_nonnull (strstr (subtitle, gmk_level_info_description (level)));
}

static void
test_defaults_shown (Fixture       *fixture,
                     gconstpointer  data)
{
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->rule), ==, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (fixture->rule)), ==,
                   gmk_preferences_rule_description ("freestyle"));
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->size), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->lines)));
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->black), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->white), ==, 1);
  /* A first start plays a middle level, not the full engine */
  g_assert_cmpfloat (gtk_range_get_value (fixture->level_scale), ==, GMK_DEFAULT_LEVEL);
  g_assert_cmpint (GMK_DEFAULT_LEVEL, >, GMK_MIN_LEVEL);
  g_assert_cmpint (GMK_DEFAULT_LEVEL, <, GMK_MAX_LEVEL);
  assert_level_subtitle (fixture->level, GMK_DEFAULT_LEVEL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fixture->move_time)), ==, "1.0");
  g_assert_cmpfloat (gtk_spin_button_get_value (fixture->threads), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fixture->threads)), ==, _("Automatic"));

  g_assert_true (gtk_switch_get_active (suffix (row (fixture, "AdwActionRow", _("_Coordinates")), "GtkSwitch")));
  g_assert_false (gtk_switch_get_active (suffix (row (fixture, "AdwActionRow", _("_Move Numbers")), "GtkSwitch")));
  g_assert_true (gtk_switch_get_active (suffix (row (fixture, "AdwActionRow", _("_Forbidden Points")), "GtkSwitch")));
  g_assert_true (gtk_switch_get_active (suffix (row (fixture, "AdwActionRow", _("Computer’s _Analysis")), "GtkSwitch")));
}

static void
assert_string_key (GSettings  *settings,
                   const char *key,
                   const char *expected)
{
  g_autofree char *value = g_settings_get_string (settings, key);

  g_assert_cmpstr (value, ==, expected);
}

static void
test_widgets_write_settings (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkSwitch *numbers = suffix (row (fixture, "AdwActionRow", _("_Move Numbers")), "GtkSwitch");
  GtkSwitch *analysis = suffix (row (fixture, "AdwActionRow", _("Computer’s _Analysis")), "GtkSwitch");

  adw_combo_row_set_selected (fixture->rule, 2);
  assert_string_key (fixture->settings, "rule", "renju");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (fixture->rule)), ==,
                   gmk_preferences_rule_description ("renju"));

  adw_combo_row_set_selected (fixture->size, 1);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 19);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->lines)));

  /* "Custom" shows the spin button and keeps the size until it changes */
  adw_combo_row_set_selected (fixture->size, 2);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 19);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->lines)));
  gtk_spin_button_set_value (fixture->lines_spin, 17);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 17);
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->size), ==, 2);
  gtk_spin_button_set_value (fixture->lines_spin, 15);
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->size), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->lines)));

  adw_combo_row_set_selected (row (fixture, "AdwComboRow", _("_Black")), 1);
  adw_combo_row_set_selected (row (fixture, "AdwComboRow", _("_White")), 0);
  assert_string_key (fixture->settings, "black-player", "computer");
  assert_string_key (fixture->settings, "white-player", "human");

  gtk_range_set_value (fixture->level_scale, 3);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "level"), ==, 3);
  assert_level_subtitle (fixture->level, 3);
  g_assert_cmpstr (gmk_preferences_level_name (3), !=, gmk_preferences_level_name (6));

  gtk_spin_button_set_value (fixture->move_time, gmk_move_time_step (2.5));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fixture->move_time)), ==, "2.5");
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 2.5, 1e-9);

  gtk_spin_button_set_value (fixture->threads, 4);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "threads"), ==, 4);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fixture->threads)), ==, "4");

  gtk_switch_set_active (numbers, TRUE);
  gtk_switch_set_active (analysis, FALSE);
  g_assert_true (g_settings_get_boolean (fixture->settings, "show-move-numbers"));
  g_assert_false (g_settings_get_boolean (fixture->settings, "show-analysis"));
}

static void
test_settings_update_widgets (Fixture       *fixture,
                              gconstpointer  data)
{
  GtkSwitch *coordinates = suffix (row (fixture, "AdwActionRow", _("_Coordinates")), "GtkSwitch");

  g_settings_set_string (fixture->settings, "rule", "pente");
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->rule), ==, 6);

  g_settings_set_int (fixture->settings, "board-size", 9);
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->size), ==, 2);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->lines)));
  g_assert_cmpfloat (gtk_spin_button_get_value (fixture->lines_spin), ==, 9);
  g_settings_set_int (fixture->settings, "board-size", 19);
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->size), ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->lines)));

  g_settings_set_string (fixture->settings, "white-player", "human");
  g_assert_cmpuint (adw_combo_row_get_selected (row (fixture, "AdwComboRow", _("_White"))), ==, 0);

  g_settings_set_int (fixture->settings, "level", 8);
  assert_level_subtitle (fixture->level, 8);

  g_settings_set_boolean (fixture->settings, "show-coordinates", FALSE);
  g_assert_false (gtk_switch_get_active (coordinates));
}

/* Picking ninuki brings its 19 × 19 board; the person may then pick
 * another size, and a rule that only arrives from the settings (another
 * window, a game opened) moves no size. */
static void
test_ninuki_size (Fixture       *fixture,
                  gconstpointer  data)
{
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 15);

  adw_combo_row_set_selected (fixture->rule, GMK_RULE_NINUKI);
  assert_string_key (fixture->settings, "rule", "ninuki");
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 19);
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->size), ==, 1);

  /* The person's next choice of size stands. */
  adw_combo_row_set_selected (fixture->size, 0);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 15);
  assert_string_key (fixture->settings, "rule", "ninuki");

  /* Other rules keep the size. */
  adw_combo_row_set_selected (fixture->rule, GMK_RULE_PENTE);
  assert_string_key (fixture->settings, "rule", "pente");
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 15);

  /* The settings lead, the row follows: no size chosen for anyone. */
  g_settings_set_string (fixture->settings, "rule", "ninuki");
  g_assert_cmpuint (adw_combo_row_get_selected (fixture->rule), ==, GMK_RULE_NINUKI);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 15);

  /* Picked again, from another rule: 19 × 19 again. */
  adw_combo_row_set_selected (fixture->rule, GMK_RULE_RENJU);
  adw_combo_row_set_selected (fixture->rule, GMK_RULE_NINUKI);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 19);
}

static void wait_until_drawn (GtkWidget *widget);
static void save_screenshot (GtkWidget  *widget,
                             const char *name);

static void
set_true (gpointer data)
{
  *(gboolean *) data = TRUE;
}

static void
collect_checks (GtkWidget *widget,
                GPtrArray *checks)
{
  if (GTK_IS_IMAGE (widget) &&
      g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "object-select-symbolic") == 0)
    g_ptr_array_add (checks, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_checks (child, checks);
}

/* The rule row's list: every rule in sight at once (pente was below a
 * scroll), and a check mark on the current rule only. */
static void
test_rule_list (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *popover, *scroller;
  GtkAdjustment *adjustment;
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  guint n_shown = 0;

  g_settings_set_string (fixture->settings, "rule", "renju");
  wait_until_drawn (GTK_WIDGET (fixture->window));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (fixture->rule)));
  popover = find_child (GTK_WIDGET (fixture->rule), "GtkPopover", NULL);
  g_assert_nonnull (popover);
  wait_until_drawn (popover);
  scroller = find_child (popover, "GtkScrolledWindow", NULL);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_test_message ("rule list: %.0f px of %.0f shown",
                  gtk_adjustment_get_page_size (adjustment), gtk_adjustment_get_upper (adjustment));
  save_screenshot (popover, "preferences-rules.png");
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=, gtk_adjustment_get_page_size (adjustment) + 0.5);

  collect_checks (popover, checks);
  g_assert_cmpuint (checks->len, ==, GMK_N_RULES);
  for (guint i = 0; i < checks->len; i++)
    {
      GtkWidget *check = checks->pdata[i];

      if (gtk_widget_get_mapped (check) && gtk_widget_get_opacity (check) > 0.5)
        {
          GtkWidget *box = gtk_widget_get_parent (check);

          n_shown++;
          /* beside the current rule's name */
          GtkWidget *label = find_child (box, "GtkLabel", NULL);

          g_assert_nonnull (label);
          g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                           gmk_preferences_rule_title ("renju"));
        }
    }
  g_assert_cmpuint (n_shown, ==, 1);

  /* Closed, as a person closes it, before the window goes: GTK's own
   * timers of the popup then run while its surface is there. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  {
    gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

    while (gtk_widget_get_mapped (popover) && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, FALSE);
    g_assert_false (gtk_widget_get_mapped (popover));
  }
  {
    gboolean done = FALSE;

    g_timeout_add_once (1000, set_true, &done);
    while (!done)
      g_main_context_iteration (NULL, TRUE);
  }
}

/* Every rule the schema allows has a row item and maps back to itself, so
 * the schema and the window cannot drift apart silently. */
static void
test_every_rule_choice (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) choices = NULL;
  g_autofree const char **nicks = NULL;
  gsize n_nicks;

  g_object_get (fixture->settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "rule");
  range = g_settings_schema_key_get_range (key);
  g_variant_get (range, "(&sv)", NULL, &choices);
  nicks = g_variant_get_strv (choices, &n_nicks);

  g_assert_cmpuint (n_nicks, ==, g_list_model_get_n_items (adw_combo_row_get_model (fixture->rule)));

  for (gsize i = 0; i < n_nicks; i++)
    {
      g_settings_set_string (fixture->settings, "rule", nicks[i]);
      g_assert_cmpuint (adw_combo_row_get_selected (fixture->rule), ==, i);
      g_assert_nonnull (gmk_preferences_rule_title (nicks[i]));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (fixture->rule)), ==,
                       gmk_preferences_rule_description (nicks[i]));

      adw_combo_row_set_selected (fixture->rule, (i + 1) % n_nicks);
      adw_combo_row_set_selected (fixture->rule, i);
      assert_string_key (fixture->settings, "rule", nicks[i]);
    }

  g_assert_null (gmk_preferences_rule_title ("chess"));
}

static void
assert_same_range (Fixture       *fixture,
                   const char    *key_name,
                   GtkAdjustment *adjustment)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) bounds = NULL;
  const char *kind;
  double low, high;

  g_object_get (fixture->settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, key_name);
  range = g_settings_schema_key_get_range (key);
  g_variant_get (range, "(&sv)", &kind, &bounds);
  g_assert_cmpstr (kind, ==, "range");

  if (g_variant_is_of_type (bounds, G_VARIANT_TYPE ("(ii)")))
    {
      int ilow, ihigh;

      g_variant_get (bounds, "(ii)", &ilow, &ihigh);
      low = ilow;
      high = ihigh;
    }
  else
    g_variant_get (bounds, "(dd)", &low, &high);

  g_assert_cmpfloat (gtk_adjustment_get_lower (adjustment), ==, low);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), ==, high);

  /* The ends are writable, and pushing past them clamps instead of failing */
  gtk_adjustment_set_value (adjustment, high + 1);
  gtk_adjustment_set_value (adjustment, low - 1);
  gtk_adjustment_set_value (adjustment, low);
}

static void
test_ranges_match_schema (Fixture       *fixture,
                          gconstpointer  data)
{
  assert_same_range (fixture, "board-size", gtk_spin_button_get_adjustment (fixture->lines_spin));
  g_assert_cmpint (g_settings_get_int (fixture->settings, "board-size"), ==, 5);
  assert_same_range (fixture, "level", gtk_range_get_adjustment (fixture->level_scale));
  g_assert_cmpint (g_settings_get_int (fixture->settings, "level"), ==, 1);
  /* The time per move counts steps: its first and last are the schema's ends */
  {
    GtkAdjustment *steps = gtk_spin_button_get_adjustment (fixture->move_time);

    gtk_adjustment_set_value (steps, gtk_adjustment_get_upper (steps) + 1);
    g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 60.0, 1e-9);
    gtk_adjustment_set_value (steps, gtk_adjustment_get_lower (steps) - 1);
    g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 0.1, 1e-9);
  }
  assert_same_range (fixture, "threads", gtk_spin_button_get_adjustment (fixture->threads));
  g_assert_cmpint (g_settings_get_int (fixture->settings, "threads"), ==, 0);
}

/* The time per move steps by tenths below a second and by coarser steps
 * above: 1 s to 10 s is a dozen clicks, not ninety, and one click down
 * from 1 s is 0.9 s.  Typed seconds go to the nearest step. */
static void
test_move_time_steps (Fixture       *fixture,
                      gconstpointer  data)
{
  int clicks = 0;

  gtk_spin_button_spin (fixture->move_time, GTK_SPIN_STEP_BACKWARD, 0);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 0.9, 1e-9);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fixture->move_time)), ==, "0.9");
  gtk_spin_button_spin (fixture->move_time, GTK_SPIN_STEP_FORWARD, 0);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 1.0, 1e-9);
  gtk_spin_button_spin (fixture->move_time, GTK_SPIN_STEP_FORWARD, 0);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 1.5, 1e-9);
  gtk_spin_button_spin (fixture->move_time, GTK_SPIN_STEP_BACKWARD, 0);

  while (g_settings_get_double (fixture->settings, "move-time") < 10.0 - 1e-9)
    {
      double before = g_settings_get_double (fixture->settings, "move-time");

      gtk_spin_button_spin (fixture->move_time, GTK_SPIN_STEP_FORWARD, 0);
      g_assert_cmpfloat (g_settings_get_double (fixture->settings, "move-time"), >, before);
      g_assert_cmpint (++clicks, <=, 15);
    }
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 10.0, 1e-9);
  g_assert_cmpint (clicks, >=, 9);

  gtk_editable_set_text (GTK_EDITABLE (fixture->move_time), "2,5");
  gtk_spin_button_update (fixture->move_time);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 2.5, 1e-9);
  gtk_editable_set_text (GTK_EDITABLE (fixture->move_time), "0.33");
  gtk_spin_button_update (fixture->move_time);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (fixture->settings, "move-time"), 0.3, 1e-9);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fixture->move_time)), ==, "0.3");
  /* A time set elsewhere shows as its nearest step */
  g_settings_set_double (fixture->settings, "move-time", 7.2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fixture->move_time)), ==, "7.0");
}

/* A click near the end of the strength scale puts the knob between two
 * marks; the level is the nearest whole one, the same in the settings,
 * the knob and the subtitle (it once showed level 7 with the knob at 8). */
static void
test_level_scale_end (Fixture       *fixture,
                      gconstpointer  data)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (fixture->level_scale, "change-value", GTK_SCROLL_JUMP, 7.8, &handled);
  g_assert_cmpfloat (gtk_range_get_value (fixture->level_scale), ==, 8);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "level"), ==, 8);
  assert_level_subtitle (fixture->level, 8);

  g_signal_emit_by_name (fixture->level_scale, "change-value", GTK_SCROLL_JUMP, 2.4, &handled);
  g_assert_cmpfloat (gtk_range_get_value (fixture->level_scale), ==, 2);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "level"), ==, 2);
  assert_level_subtitle (fixture->level, 2);
}

/* What a person types into the threads field */
static void
test_threads_typing (Fixture       *fixture,
                     gconstpointer  data)
{
  gtk_editable_set_text (GTK_EDITABLE (fixture->threads), "8");
  gtk_spin_button_update (fixture->threads);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "threads"), ==, 8);

  gtk_editable_set_text (GTK_EDITABLE (fixture->threads), _("Automatic"));
  gtk_spin_button_update (fixture->threads);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "threads"), ==, 0);

  gtk_editable_set_text (GTK_EDITABLE (fixture->threads), "500");
  gtk_spin_button_update (fixture->threads);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "threads"), ==, 64);

  /* Nonsense is refused and the setting stays */
  gtk_editable_set_text (GTK_EDITABLE (fixture->threads), "many");
  gtk_spin_button_update (fixture->threads);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "threads"), ==, 64);
}

static void
collect_accelerators (GtkWidget *widget,
                      GPtrArray *accelerators)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accelerator = NULL;
      g_autofree char *title = NULL;
      g_auto(GStrv) keys = NULL;

      g_object_get (widget, "accelerator", &accelerator, "title", &title, NULL);
      g_assert_nonnull (accelerator);
      g_assert_nonnull (title);
      g_assert_cmpstr (title, !=, "");

      keys = g_strsplit (accelerator, " ", -1);
      for (guint i = 0; keys[i] != NULL; i++)
        {
          guint keyval = 0;
          GdkModifierType mods = 0;

          if (!gtk_accelerator_parse (keys[i], &keyval, &mods))
            g_error ("“%s” (%s) does not parse", keys[i], title);
          g_assert_cmpuint (keyval, !=, 0);
          g_ptr_array_add (accelerators, gtk_accelerator_name (keyval, mods));
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_accelerators (child, accelerators);
}

static gboolean
has_accelerator (GPtrArray  *accelerators,
                 const char *accelerator)
{
  guint keyval;
  GdkModifierType mods;
  g_autofree char *name = NULL;

  g_assert_true (gtk_accelerator_parse (accelerator, &keyval, &mods));
  name = gtk_accelerator_name (keyval, mods);

  return g_ptr_array_find_with_equal_func (accelerators, name, g_str_equal, NULL);
}

static void
test_shortcuts_window (void)
{
  static const char * const required[] = {
    "<Control>n", "<Control>o", "<Control>s", "<Control><Shift>s",
    "<Control>z", "<Control><Shift>z", "h", "F9",
    "<Control>comma", "<Control>question", "<Control>q",
    "Left", "Right", "Up", "Down", "Return", "space",
  };
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) accelerators = g_ptr_array_new_with_free_func (g_free);
  GtkWindow *overlay;

  gtk_builder_add_from_resource (builder, RESOURCE_PREFIX "/gtk/help-overlay.ui", &error);
  g_assert_no_error (error);
  overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));

  collect_accelerators (GTK_WIDGET (overlay), accelerators);
  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    if (!has_accelerator (accelerators, required[i]))
      g_error ("the shortcuts window does not list %s", required[i]);

  if (g_getenv ("GMK_ARTIFACTS_DIR") != NULL)
    {
      gtk_window_present (overlay);
      wait_until_drawn (GTK_WIDGET (overlay));
      save_screenshot (GTK_WIDGET (overlay), "shortcuts.png");
    }

  gtk_window_destroy (overlay);
}

static gboolean
have_svg_loader (void)
{
  GSList *formats = gdk_pixbuf_get_formats ();
  gboolean found = FALSE;

  for (GSList *l = formats; l != NULL; l = l->next)
    {
      g_autofree char *name = gdk_pixbuf_format_get_name (l->data);

      found |= g_str_equal (name, "svg");
    }
  g_slist_free (formats);

  return found;
}

/* The application icon and its symbolic variant are found by GTK's icon
 * theme in the tree we install, and render at the sizes GNOME shows them. */
static void
test_icons (void)
{
  const char *icon_dir = g_getenv ("GMK_TEST_ICON_DIR");
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  static const struct { const char *name; int size; gboolean symbolic; } icons[] = {
    { APPLICATION_ID, 128, FALSE },
    { APPLICATION_ID, 32, FALSE },
    { APPLICATION_ID "-symbolic", 16, TRUE },
  };

  if (icon_dir == NULL)
    {
      g_test_skip ("GMK_TEST_ICON_DIR is not set");
      return;
    }

  gtk_icon_theme_add_search_path (theme, icon_dir);

  for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
    {
      g_autoptr(GtkIconPaintable) icon = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(GdkPixbuf) pixbuf = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *path = NULL;
      g_autofree char *dir = g_canonicalize_filename (icon_dir, NULL);

      g_assert_true (gtk_icon_theme_has_icon (theme, icons[i].name));
      icon = gtk_icon_theme_lookup_icon (theme, icons[i].name, NULL, icons[i].size, 1,
                                         GTK_TEXT_DIR_NONE, 0);
      file = gtk_icon_paintable_get_file (icon);
      g_assert_nonnull (file);
      path = g_file_get_path (file);
      g_assert_true (g_str_has_prefix (path, dir));
      g_assert_true (g_str_has_suffix (path, ".svg"));
      g_assert_true (gtk_icon_paintable_is_symbolic (icon) == icons[i].symbolic);

      if (!have_svg_loader ())
        {
          g_test_skip ("no SVG loader for GdkPixbuf (Debian: librsvg2-common): found, not rendered");
          continue;
        }

      pixbuf = gdk_pixbuf_new_from_file_at_size (path, icons[i].size, icons[i].size, &error);
      g_assert_no_error (error);
      g_assert_cmpint (gdk_pixbuf_get_width (pixbuf), ==, icons[i].size);
    }
}

static void
wait_until_drawn (GtkWidget *widget)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  /* A bound, not a timing assertion: a window never mapped fails below */
  while ((!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) == 0) &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);

  g_assert_true (gtk_widget_get_mapped (widget));
}

/* The window as its renderer draws it. */
static GdkTexture *
render_window (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* The texture's pixels, 4 bytes each (`*size` bytes in all). */
static guchar *
texture_pixels (GdkTexture *texture,
                gsize      *size)
{
  gsize stride = (gsize) gdk_texture_get_width (texture) * 4;
  guchar *pixels;

  *size = stride * (gsize) gdk_texture_get_height (texture);
  pixels = g_malloc (*size);
  gdk_texture_download (texture, pixels, stride);
  return pixels;
}

/* A page drawn, not a blank or a single colour: text and widgets leave
 * many colours (antialiasing) and cover a good part of the window apart
 * from its most common colour, the background. */
static void
assert_drawn (GdkTexture *texture,
              const char *name)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (NULL, NULL);
  gsize size, n_pixels, most = 0;
  g_autofree guchar *pixels = texture_pixels (texture, &size);
  GHashTableIter iter;
  gpointer count;

  n_pixels = size / 4;
  for (gsize i = 0; i < n_pixels; i++)
    {
      guint32 colour;
      gpointer key;

      memcpy (&colour, pixels + 4 * i, 4);
      key = GUINT_TO_POINTER (colour);
      g_hash_table_insert (counts, key,
                           GSIZE_TO_POINTER (GPOINTER_TO_SIZE (g_hash_table_lookup (counts, key)) + 1));
    }
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, NULL, &count))
    most = MAX (most, GPOINTER_TO_SIZE (count));
  g_test_message ("%s: %u colours, %.1f%% of the pixels not the background", name,
                  g_hash_table_size (counts), 100.0 * (double) (n_pixels - most) / (double) n_pixels);
  g_assert_cmpuint (g_hash_table_size (counts), >=, 32);
  g_assert_cmpuint ((n_pixels - most) * 100, >=, n_pixels);
}

/* Kept for people to look at when GMK_ARTIFACTS_DIR is set. */
static void
save_texture (GdkTexture *texture,
              const char *name)
{
  g_autofree char *path = NULL;
  const char *dir = g_getenv ("GMK_ARTIFACTS_DIR");

  if (dir == NULL)
    return;
  g_assert_no_errno (g_mkdir_with_parents (dir, 0755));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

static void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  g_autoptr(GdkTexture) texture = render_window (widget);

  save_texture (texture, name);
}

/* Both pages render with content, and not the same picture: the window
 * draws what it holds (the pictures are kept when GMK_ARTIFACTS_DIR is
 * set). */
static void
test_screenshots (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *display_row = row (fixture, "AdwActionRow", _("_Coordinates"));
  g_autoptr(GdkTexture) game_page = NULL;
  g_autoptr(GdkTexture) display_page = NULL;
  g_autofree guchar *game_pixels = NULL;
  g_autofree guchar *display_pixels = NULL;
  gsize game_size, display_size;

  wait_until_drawn (window);
  game_page = render_window (window);
  assert_drawn (game_page, "game page");
  save_texture (game_page, "preferences-game.png");

  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (window),
                                           ADW_PREFERENCES_PAGE (gtk_widget_get_ancestor (display_row, ADW_TYPE_PREFERENCES_PAGE)));
  wait_until_drawn (window);
  display_page = render_window (window);
  assert_drawn (display_page, "display page");
  save_texture (display_page, "preferences-display.png");

  game_pixels = texture_pixels (game_page, &game_size);
  display_pixels = texture_pixels (display_page, &display_size);
  g_assert_true (game_size != display_size || memcmp (game_pixels, display_pixels, game_size) != 0);
}

/* With LANGUAGE=fr and the build's translations, the window speaks French */
static void
test_translated (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *expected_title = data;

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, expected_title);
  g_assert_cmpstr (gmk_preferences_level_name (8), !=, "Master");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("GMK_TEST_LOCALEDIR");
  const char *french_title = g_getenv ("GMK_TEST_EXPECT_TITLE");

  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Not gtk_test_init(): it forces the C locale, and the French run needs
   * the environment's. */
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/preferences/defaults-shown", test_defaults_shown);
  ADD ("/preferences/widgets-write-settings", test_widgets_write_settings);
  ADD ("/preferences/settings-update-widgets", test_settings_update_widgets);
  ADD ("/preferences/every-rule-choice", test_every_rule_choice);
  ADD ("/preferences/ninuki-size", test_ninuki_size);
  ADD ("/preferences/rule-list", test_rule_list);
  ADD ("/preferences/ranges-match-schema", test_ranges_match_schema);
  ADD ("/preferences/threads-typing", test_threads_typing);
  ADD ("/preferences/move-time-steps", test_move_time_steps);
  ADD ("/preferences/level-scale-end", test_level_scale_end);
  ADD ("/preferences/screenshots", test_screenshots);
  g_test_add_func ("/shortcuts/window", test_shortcuts_window);
  g_test_add_func ("/icons/theme", test_icons);
  if (french_title != NULL)
    g_test_add ("/preferences/translated", Fixture, french_title,
                fixture_set_up, test_translated, fixture_tear_down);

#undef ADD

  return g_test_run ();
}
