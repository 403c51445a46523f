/* fuzz-sgf.c: the SGF reader on arbitrary bytes.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"
#include "gmk-sgf.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmkGameRecord) record = NULL;

  record = gmk_gamefile_read_sgf ((const char *) data, size, &error);
  if (record == NULL)
    fuzz_check_error (error);
  else
    fuzz_check_record (record);

  return 0;
}
