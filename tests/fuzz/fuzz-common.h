/* fuzz-common.h: checks shared by the game-record fuzz targets.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "fuzz-target.h"
#include "gmk-record-file.h"

void fuzz_check_record (const GmkGameRecord *record);
void fuzz_check_error  (const GError        *error);
