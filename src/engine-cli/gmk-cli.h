/* gmk-cli.h: the sub-commands of gomoku-engine.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each returns the process exit status. */
int gmk_cli_protocol (int argc, char **argv);   /* no sub-command: Gomocup protocol */
int gmk_cli_bench    (int argc, char **argv);   /* bench [depth] */
int gmk_cli_referee  (int argc, char **argv);   /* referee: JSON in, JSON out */
int gmk_cli_review   (int argc, char **argv);   /* review: a game in, JSON per move out */

G_END_DECLS
