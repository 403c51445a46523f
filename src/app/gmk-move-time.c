/* gmk-move-time.c: the steps of the time-per-move control.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gmk-move-time.h"

#include <math.h>

static const double steps[] = {
  0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9,
  1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10,
  12, 15, 20, 25, 30, 40, 50, 60,
};

guint
gmk_move_time_n_steps (void)
{
  return G_N_ELEMENTS (steps);
}

double
gmk_move_time_seconds (guint step)
{
  return steps[MIN (step, G_N_ELEMENTS (steps) - 1)];
}

guint
gmk_move_time_step (double seconds)
{
  guint best = 0;

  for (guint i = 1; i < G_N_ELEMENTS (steps); i++)
    if (fabs (steps[i] - seconds) < fabs (steps[best] - seconds) - 1e-9)
      best = i;
  return best;
}

char *
gmk_move_time_format (double seconds)
{
  /* One decimal, as the pace of computer games beside it */
  return g_strdup_printf ("%.1f", seconds);
}

static gboolean
on_output (GtkSpinButton *spin,
           gpointer       user_data)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (spin);
  double value = gtk_adjustment_get_value (adjustment);
  g_autofree char *text = gmk_move_time_format (gmk_move_time_seconds ((guint) MAX (0, round (value))));

  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (spin))) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

/* Typed seconds go to the nearest step; a comma is a decimal point too. */
static int
on_input (GtkSpinButton *spin,
          double        *new_value,
          gpointer       user_data)
{
  g_autofree char *text = g_strdelimit (g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin)))), ",", '.');
  char *end = NULL;
  double seconds = g_ascii_strtod (text, &end);

  if (text[0] == '\0' || end == NULL || *end != '\0' || !isfinite (seconds))
    return GTK_INPUT_ERROR;
  *new_value = gmk_move_time_step (seconds);
  return TRUE;
}

static gboolean
get_step (GValue   *value,
          GVariant *variant,
          gpointer  user_data)
{
  g_value_set_double (value, gmk_move_time_step (g_variant_get_double (variant)));
  return TRUE;
}

static GVariant *
set_seconds (const GValue       *value,
             const GVariantType *expected_type,
             gpointer            user_data)
{
  return g_variant_new_double (gmk_move_time_seconds ((guint) MAX (0, round (g_value_get_double (value)))));
}

void
gmk_move_time_bind (GtkSpinButton *spin,
                    GSettings     *settings,
                    const char    *key)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (spin);

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin) && G_IS_SETTINGS (settings) && key != NULL);

  gtk_spin_button_set_digits (spin, 0);
  gtk_spin_button_set_numeric (spin, FALSE);
  gtk_adjustment_configure (adjustment, 0, 0, gmk_move_time_n_steps () - 1, 1, 4, 0);
  g_signal_connect (spin, "output", G_CALLBACK (on_output), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (on_input), NULL);
  g_settings_bind_with_mapping (settings, key, adjustment, "value", G_SETTINGS_BIND_DEFAULT,
                                get_step, set_seconds, NULL, NULL);
}
