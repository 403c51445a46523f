/* gmk-move-item.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gmk-move-item.h"
#include "gmk-notation.h"

#include <string.h>

struct _GmkMoveItem
{
  GObject   parent_instance;

  guint     number;
  GmkColor  color;
  int       x;
  int       y;
  int       captured;
  gboolean  future;
  gboolean  current;
  char      notation[GMK_NOTATION_MAX];
  GmkReviewEntry *review;   /* NULL: not reviewed */

  gboolean  variation;
  GArray   *alternatives;       /* int cell indices */
  char     *alternatives_text;  /* "g9 f10", never NULL */
};

G_DEFINE_FINAL_TYPE (GmkMoveItem, gmk_move_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_COLOR,
  PROP_NOTATION,
  PROP_CAPTURED,
  PROP_FUTURE,
  PROP_CURRENT,
  PROP_REVIEWED,
  PROP_VARIATION,
  PROP_ALTERNATIVES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gmk_move_item_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GmkMoveItem *self = GMK_MOVE_ITEM (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_COLOR:
      g_value_set_int (value, self->color);
      break;
    case PROP_NOTATION:
      g_value_set_string (value, self->notation);
      break;
    case PROP_CAPTURED:
      g_value_set_int (value, self->captured);
      break;
    case PROP_FUTURE:
      g_value_set_boolean (value, self->future);
      break;
    case PROP_CURRENT:
      g_value_set_boolean (value, self->current);
      break;
    case PROP_REVIEWED:
      g_value_set_boolean (value, self->review != NULL);
      break;
    case PROP_VARIATION:
      g_value_set_boolean (value, self->variation);
      break;
    case PROP_ALTERNATIVES:
      g_value_set_string (value, self->alternatives_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_move_item_finalize (GObject *object)
{
  GmkMoveItem *self = GMK_MOVE_ITEM (object);

  g_free (self->review);
  g_clear_pointer (&self->alternatives, g_array_unref);
  g_clear_pointer (&self->alternatives_text, g_free);

  G_OBJECT_CLASS (gmk_move_item_parent_class)->finalize (object);
}

static void
gmk_move_item_class_init (GmkMoveItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gmk_move_item_finalize;
  object_class->get_property = gmk_move_item_get_property;

  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 1, G_MAXUINT, 1,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOR] =
    g_param_spec_int ("color", NULL, NULL, GMK_BLACK, GMK_WHITE, GMK_BLACK,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTATION] =
    g_param_spec_string ("notation", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAPTURED] =
    g_param_spec_int ("captured", NULL, NULL, 0, GMK_MAX_CAPTURED_PER_MOVE, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FUTURE] =
    g_param_spec_boolean ("future", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_CURRENT] =
    g_param_spec_boolean ("current", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Notified whenever the review changes, not only its presence. */
  properties[PROP_REVIEWED] =
    g_param_spec_boolean ("reviewed", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VARIATION] =
    g_param_spec_boolean ("variation", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ALTERNATIVES] =
    g_param_spec_string ("alternatives", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gmk_move_item_init (GmkMoveItem *self)
{
  self->alternatives = g_array_new (FALSE, FALSE, sizeof (int));
  self->alternatives_text = g_strdup ("");
}

GmkMoveItem *
gmk_move_item_new (guint    number,
                   GmkColor color,
                   int      x,
                   int      y,
                   int      height,
                   int      captured)
{
  GmkMoveItem *self = g_object_new (GMK_TYPE_MOVE_ITEM, NULL);

  self->number = number;
  self->color = color;
  self->x = x;
  self->y = y;
  self->captured = captured;
  gmk_notation_format (x, y, height, self->notation);

  return self;
}

guint
gmk_move_item_get_number (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), 0);
  return self->number;
}

GmkColor
gmk_move_item_get_color (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), GMK_BLACK);
  return self->color;
}

int
gmk_move_item_get_x (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), 0);
  return self->x;
}

int
gmk_move_item_get_y (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), 0);
  return self->y;
}

const char *
gmk_move_item_get_notation (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), NULL);
  return self->notation;
}

int
gmk_move_item_get_captured (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), 0);
  return self->captured;
}

gboolean
gmk_move_item_get_future (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), FALSE);
  return self->future;
}

void
gmk_move_item_set_future (GmkMoveItem *self,
                          gboolean     future)
{
  g_return_if_fail (GMK_IS_MOVE_ITEM (self));

  future = !!future;
  if (self->future == future)
    return;
  self->future = future;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FUTURE]);
}

gboolean
gmk_move_item_get_current (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), FALSE);
  return self->current;
}

void
gmk_move_item_set_current (GmkMoveItem *self,
                           gboolean     current)
{
  g_return_if_fail (GMK_IS_MOVE_ITEM (self));

  current = !!current;
  if (self->current == current)
    return;
  self->current = current;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

const GmkReviewEntry *
gmk_move_item_get_review (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), NULL);
  return self->review;
}

void
gmk_move_item_set_review (GmkMoveItem          *self,
                          const GmkReviewEntry *entry)
{
  g_return_if_fail (GMK_IS_MOVE_ITEM (self));

  if (entry == NULL && self->review == NULL)
    return;
  if (entry != NULL && self->review != NULL && memcmp (entry, self->review, sizeof *entry) == 0)
    return;
  g_clear_pointer (&self->review, g_free);
  if (entry != NULL)
    self->review = g_memdup2 (entry, sizeof *entry);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEWED]);
}

gboolean
gmk_move_item_get_variation (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), FALSE);
  return self->variation;
}

void
gmk_move_item_set_variation (GmkMoveItem *self,
                             gboolean     variation)
{
  g_return_if_fail (GMK_IS_MOVE_ITEM (self));

  variation = !!variation;
  if (self->variation == variation)
    return;
  self->variation = variation;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIATION]);
}

const int *
gmk_move_item_get_alternatives (GmkMoveItem *self,
                                guint       *n)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), NULL);
  g_return_val_if_fail (n != NULL, NULL);

  *n = self->alternatives->len;
  return (const int *) (gpointer) self->alternatives->data;
}

const char *
gmk_move_item_get_alternatives_text (GmkMoveItem *self)
{
  g_return_val_if_fail (GMK_IS_MOVE_ITEM (self), "");
  return self->alternatives_text;
}

void
gmk_move_item_set_alternatives (GmkMoveItem *self,
                                const int   *moves,
                                guint        n,
                                int          height)
{
  GString *text;

  g_return_if_fail (GMK_IS_MOVE_ITEM (self));
  g_return_if_fail (moves != NULL || n == 0);

  /* Rows rebuild their buttons on notify: only a real change counts. */
  if (self->alternatives->len == n
      && (n == 0 || memcmp (self->alternatives->data, moves, n * sizeof (int)) == 0))
    return;

  g_array_set_size (self->alternatives, 0);
  g_array_append_vals (self->alternatives, moves, n);
  text = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      char point[GMK_NOTATION_MAX];

      gmk_notation_format (gmk_board_x (moves[i]), gmk_board_y (moves[i]), height, point);
      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", point);
    }
  g_free (self->alternatives_text);
  self->alternatives_text = g_string_free (text, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALTERNATIVES]);
}
