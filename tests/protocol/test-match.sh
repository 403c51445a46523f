#!/bin/sh
# test-match.sh MATCH ENGINE: the match tool referees real games, and an
# engine that plays an illegal move, crashes or runs out of time loses.
#
# Copyright 2026 The Gomoku authors
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

match=$1
engine=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# A fake engine: $1 says what it does when asked for a move.
cat > "$dir/fake" <<'FAKE'
#!/bin/sh
while read -r line; do
  case "$line" in
    ABOUT*) echo "name=\"Fake-$1\", version=\"0\"" ;;
    START*)
      case "$1" in
        nostart) exit 4 ;;
        *) taken=; echo OK ;;
      esac ;;
    TURN*) taken="$taken ${line#TURN }" ;;
    [0-9]*,[0-9]*,[0-9]*) taken="$taken ${line%,*}" ;;   # a BOARD stone
  esac
  case "$line" in
    BEGIN*|TURN*|DONE*)
      case "$1" in
        illegal) echo 0,0 ;;          # the second time, on its own stone
        crash) exit 3 ;;
        slow) sleep 4; echo 1,1 ;;
        garbage) echo "I resign" ;;
        chatty)
          # Search lines without MESSAGE (as PentaZen prints them), then
          # the first free cell, row by row.
          echo "- ev +v19 nd 15k tm 19"
          y=0
          move=
          while [ -z "$move" ]; do
            x=0
            while [ $x -lt 15 ] && [ -z "$move" ]; do
              case " $taken " in *" $x,$y "*) ;; *) move="$x,$y" ;; esac
              x=$((x + 1))
            done
            y=$((y + 1))
          done
          taken="$taken $move"
          echo "$move" ;;
      esac ;;
    END*) exit 0 ;;
  esac
done
FAKE
chmod +x "$dir/fake"

fail() {
  echo "FAIL: $*"
  exit 1
}

expect() {
  # expect WHAT OUTPUT-FILE PATTERN...
  what=$1
  file=$2
  shift 2
  for pattern in "$@"; do
    grep -q -- "$pattern" "$file" || { cat "$file"; fail "$what: no '$pattern' in the output"; }
  done
  echo "ok - $what"
}

# Two real games, colours swapped.  The node limit is what bounds each
# move; the time limits are wide, so that a loaded machine or a sanitizer
# build does not lose a game on time.
"$match" -n 2 -t 1000 -1 "max_node 3000" -2 "max_node 3000" -1 "hash_size 1024" -2 "hash_size 1024" \
  "$engine" "$engine" > "$dir/out" 2>&1 || fail "real games: exit status $?"
expect "real games" "$dir/out" "Gomoku \[max_node 3000, hash_size 1024\] 1 vs Gomoku \[max_node 3000, hash_size 1024\] 2: 2 games" "Elo difference"

# An engine that prints search lines without MESSAGE before its move is
# not at fault: its moves are awaited and played.
"$match" -n 2 -t 5000 -1 "max_node 3000" "$engine" "$dir/fake chatty" \
  > "$dir/out" 2>&1 || fail "chatty: exit status $?"
expect "chatty engine plays" "$dir/out" "faults of Fake-chatty: none" "games ended by: five 2;"

# Each fault loses every game, whichever colour the faulty engine has, and
# is charged to it; a 2-0 still gets a real interval, not a single point.
for kind in illegal crash slow garbage nostart; do
  "$match" -n 2 -t 1000 --tolerance 1000 -1 "max_node 3000" "$engine" "$dir/fake $kind" \
    > "$dir/out" 2>&1 || fail "$kind: exit status $?"
  case $kind in
    illegal) reason="illegal move 2" ;;
    crash|nostart) reason="crash 2" ;;
    slow) reason="time 2" ;;
    garbage) reason="bad reply 2" ;;
  esac
  expect "$kind engine loses" "$dir/out" "wins 2, losses 0, draws 0" "games ended by: $reason;" \
    "faults of Gomoku \[max_node 3000\]: none" "faults of Fake-$kind: $reason;" \
    "as black: 1/1 won, as white: 1/1 won" "95% interval \[[-+][0-9]*, +1200\]"
  if grep -q "interval \[+1200" "$dir/out"; then cat "$dir/out"; fail "$kind: a 2-0 interval of one point"; fi
done

# The same with the faulty engine first: the tally is engine 1's view.
"$match" -n 2 -t 1000 --tolerance 1000 -2 "max_node 3000" "$dir/fake crash" "$engine" \
  > "$dir/out" 2>&1 || fail "crash as engine 1: exit status $?"
expect "crashing engine 1 loses" "$dir/out" "wins 0, losses 2, draws 0" "faults of Fake-crash: crash 2;" \
  "of black" "of white" "95% interval \[-1200, [-+][0-9]*\]"

# Bad options are refused with a message, not a crash.
if "$match" --rule chess "$engine" "$engine" > "$dir/out" 2>&1; then fail "unknown rule accepted"; fi
expect "unknown rule refused" "$dir/out" "unknown rule"
if "$match" "$engine" > "$dir/out" 2>&1; then fail "one engine accepted"; fi
expect "one engine refused" "$dir/out" "two engine commands"
if "$match" -o "$dir/missing" "$engine" "$engine" > "$dir/out" 2>&1; then fail "missing openings accepted"; fi
expect "missing openings refused" "$dir/out" "missing"

# tools/ladder plays its rungs through this match tool and prints the table.
ladder=$(dirname "$0")/../../tools/ladder
build=$(cd "$(dirname "$match")/../.." && pwd)
bash "$ladder" -b "$build" -l 1 -u 2 -n 2 > "$dir/out" 2>&1 || { cat "$dir/out"; fail "ladder: exit status $?"; }
expect "ladder table" "$dir/out" "^| 2-1 *| [0-9]-[0-9]-[0-9] *| *[0-9.]*% |" "seeds 1/2"
if bash "$ladder" -b "$build" --games many > "$dir/out" 2>&1; then fail "ladder took a bad count"; fi
expect "ladder refuses a bad count" "$dir/out" "not a number"
