#!/bin/sh
# test-bench.sh ENGINE: `gomoku-engine bench` is deterministic on one thread
# (its signature is the total node count), measures what its options say,
# and refuses bad options with a message instead of searching.
#
# Copyright 2026 The Gomoku authors
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

engine=$1
n=0

fail() {
  echo "not ok $n - $*"
  exit 1
}

ok() {
  echo "ok $n - $1"
}

signature() {
  sed -n 's/^Signature: *\([0-9][0-9]*\)$/\1/p'
}

echo "1..7"

n=1
a=$("$engine" bench 5 | signature)
b=$("$engine" bench 5 | signature)
[ -n "$a" ] || fail "no signature printed"
[ "$a" = "$b" ] || fail "two runs at depth 5 gave signatures $a and $b"
[ "$a" -gt 0 ] || fail "signature $a"
ok "the signature repeats ($a)"

n=2
c=$("$engine" bench 6 | signature)
[ "$c" -gt "$a" ] || fail "depth 6 searched $c nodes, not more than depth 5's $a"
ok "a deeper bench searches more nodes ($c)"

n=3
out=$("$engine" bench --time 100 --cpu-clock 4 3)
echo "$out" | grep -q '^Mean depth: *4\.00 (freestyle, 1 positions' ||
  fail "--time with --cpu-clock at depth 4 on one position: $out"
ok "--time --cpu-clock reports the mean completed depth"

n=4
out=$("$engine" bench --threads 2 --lockstep 4 1)
echo "$out" | grep -q '^Main thread: .* nodes (lockstep)$' || fail "no main-thread line: $out"
echo "$out" | grep -q '^Signature: *none' || fail "a two-thread run printed a signature: $out"
ok "two threads in lockstep report the main thread's nodes"

n=5
for args in "--cpu-clock" "--time 100 --threads 2 --cpu-clock" "--time 0" "--threads 65" "99" "4 25" "4 1 2" "--rule" "--rule pente" "--rule renju 4 1"; do
  # shellcheck disable=SC2086
  if err=$("$engine" bench $args 2>&1 >/dev/null); then
    fail "bench $args was accepted"
  else
    status=$?
  fi
  [ "$status" -eq 2 ] || fail "bench $args exited with $status, not 2"
  [ -n "$err" ] || fail "bench $args said nothing"
done
ok "bad options get a message and status 2"

n=6
"$engine" bench --help | grep -q -- '--cpu-clock' || fail "--help does not list --cpu-clock"
ok "--help lists the options"

n=7
out=$("$engine" bench --rule renju 3)
echo "$out" | grep -q '^Positions: *6$' || fail "--rule renju did not search the 6 renju positions: $out"
echo "$out" | grep -qE '^[0-9]+ +(freestyle|ninuki) ' && fail "--rule renju searched another rule: $out"
ok "--rule searches that rule's positions only"
