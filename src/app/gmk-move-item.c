/* gmk-move-item.c
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmk_move_item_finalize (GObject *object)
{
  g_free (GMK_MOVE_ITEM (object)->review);
  G_OBJECT_CLASS (gmk_move_item_parent_class)->finalize (object);
}

static void
gmk_move_item_class_init (GmkMoveItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gmk_move_item_get_property;
  object_class->finalize = gmk_move_item_finalize;

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

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gmk_move_item_init (GmkMoveItem *self)
{
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
