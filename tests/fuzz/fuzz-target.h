/* fuzz-target.h: the entry point every fuzz target defines.
 *
 * Copyright 2026 The Gomoku authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With -Dfuzzing=true each target links with libFuzzer, which calls
 * LLVMFuzzerTestOneInput with generated inputs.  In the normal build the
 * same target links with fuzz-main.c, which feeds it the files of the seed
 * corpus, so the corpus is replayed by `meson test` (under the sanitizers
 * in CI).  A target reports a broken invariant by aborting.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

#define FUZZ_CHECK(cond) \
  do { if (!(cond)) fuzz_fail (#cond, __FILE__, __LINE__); } while (0)

void fuzz_fail (const char *what,
                const char *file,
                int         line);
