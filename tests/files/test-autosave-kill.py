#!/usr/bin/env python3
# The autosave survives a SIGKILL: the real `gomoku` runs under its own Xvfb
# with fresh XDG directories, plays a list of moves (--play) under a rule
# other than the default, is killed mid-game once the autosave holds enough
# of them, and a new `gomoku --print-game` (with the default rule in its
# settings) must come back with exactly the game the autosave held, rule
# included.
# Then: a broken autosave is set aside and the program still starts, and
# `gomoku FILE` opens the file given on the command line.
#
# Usage: test-autosave-kill.py GOMOKU SCHEMA_DIR SAMPLES_DIR
#
# Copyright 2026 The Gomoku authors
# SPDX-License-Identifier: GPL-3.0-or-later

import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

GOMOKU, SCHEMA_DIR, SAMPLES_DIR = sys.argv[1:4]

# 30 moves of a freestyle game on 15x15 that nobody wins.
MOVES = ('h8 h9 i8 g8 i9 i7 j8 k8 j9 j10 k10 l11 g10 f11 g9 g11 h11 f9 e8 f10 '
         'f8 d8 e10 e9 k9 l9 c7 d6 m12 n13').split()
KILL_AFTER = 12          # moves in the autosave before the kill
RULE = 'standard'        # not the default: a restore that forgot the rule shows
TIMEOUT = 60             # seconds for any one wait

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print('FAIL: ' + message, flush=True)
    return condition


def sgf_moves(text):
    return re.findall(r';([BW])\[([a-z]{2})\]', text)


def to_sgf_point(move, size=15):
    column = ord(move[0]) - ord('a')
    row = size - int(move[1:])
    return chr(ord('a') + column) + chr(ord('a') + row)


def start_xvfb():
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(['Xvfb', '-displayfd', str(write_fd), '-screen', '0', '1024x768x24',
                             '-nolisten', 'tcp'], pass_fds=[write_fd],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as f:
        display = f.readline().strip()
    if not display:
        sys.exit('Xvfb did not start')
    return xvfb, ':' + display


def main():
    root = tempfile.mkdtemp(prefix='gomoku-kill-')
    env = dict(os.environ)
    env.update({
        'XDG_DATA_HOME': os.path.join(root, 'data'),
        'XDG_CONFIG_HOME': os.path.join(root, 'config'),
        'XDG_CACHE_HOME': os.path.join(root, 'cache'),
        'GSETTINGS_BACKEND': 'memory',
        'GSETTINGS_SCHEMA_DIR': SCHEMA_DIR,
        'GTK_A11Y': 'none',
        'NO_AT_BRIDGE': '1',
        'LC_ALL': 'C.UTF-8',
        'GDK_BACKEND': 'x11',
    })
    env.pop('WAYLAND_DISPLAY', None)
    autosave = os.path.join(root, 'data', 'gomoku', 'autosave.sgf')
    xvfb, env['DISPLAY'] = start_xvfb()

    # The first run reads its settings from a key file that sets the rule;
    # the later ones keep the default (memory backend).
    keyfile_dir = os.path.join(root, 'config', 'glib-2.0', 'settings')
    os.makedirs(keyfile_dir)
    with open(os.path.join(keyfile_dir, 'keyfile'), 'w') as f:
        f.write(f"[io/github/gomoku_gtk/Gomoku]\nrule='{RULE}'\n")
    ruled_env = dict(env, GSETTINGS_BACKEND='keyfile')

    def gomoku(*args, environment=None, **kwargs):
        # A private session bus, so the application is alone with its id.
        return subprocess.Popen(['dbus-run-session', '--', GOMOKU] + list(args),
                                env=environment or env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                start_new_session=True, **kwargs)

    def print_game(*args):
        process = gomoku('--print-game', *args)
        try:
            out, err = process.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            out, err = process.communicate()
            check(False, 'gomoku --print-game did not finish')
        sys.stderr.write(err)
        return process.returncode, out, err

    try:
        # 1. Play, and kill mid-game.
        process = gomoku('--play', ','.join(MOVES), environment=ruled_env)
        held = ''
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if os.path.exists(autosave):
                with open(autosave) as f:
                    held = f.read()
                if len(sgf_moves(held)) >= KILL_AFTER:
                    break
            if process.poll() is not None:
                break
            time.sleep(0.02)
        check(process.poll() is None, 'gomoku stopped before it was killed: ' +
              (process.stderr.read() if process.poll() is not None else ''))
        # SIGKILL the whole session (the bus and gomoku), nothing can clean up.
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        process.stdout.close()
        process.stderr.close()

        with open(autosave) as f:
            held = f.read()
        held_moves = sgf_moves(held)
        print(f'killed with {len(held_moves)} moves in the autosave', flush=True)
        check(len(held_moves) >= KILL_AFTER, f'the autosave held {len(held_moves)} moves, '
              f'expected at least {KILL_AFTER}')
        check(len(held_moves) < len(MOVES), 'the game ended before the kill: nothing was tested')
        expected = [('B' if i % 2 == 0 else 'W', to_sgf_point(m)) for i, m in enumerate(MOVES)]
        check(held_moves == expected[:len(held_moves)],
              'the autosave is not the moves played: ' + held)
        check(f'RU[{RULE}]' in held, f'the autosave does not hold the rule {RULE}: ' + held)

        # 2. Start again: the game comes back, move for move.
        status, out, err = print_game()
        check(status == 0, f'gomoku --print-game exited with {status}')
        check(sgf_moves(out) == held_moves,
              f'restored {len(sgf_moves(out))} moves, the autosave held {len(held_moves)}:\n{out}')
        check(f'RU[{RULE}]' in out, f'the game was not restored under {RULE}:\n{out}')

        # 3. A broken autosave is set aside; the program starts with an empty game.
        with open(autosave, 'w') as f:
            f.write('(;GM[4]SZ[15];B[hh];W[hh')
        status, out, err = print_game()
        check(status == 0, f'gomoku --print-game with a broken autosave exited with {status}')
        check(sgf_moves(out) == [], 'a broken autosave gave moves: ' + out)
        broken = glob.glob(os.path.join(root, 'data', 'gomoku', 'autosave-broken-*.sgf'))
        check(len(broken) == 1, f'the broken autosave was not set aside: {broken}')
        check('could not be restored' in err, 'no message about the broken autosave: ' + err)

        # 4. A file on the command line is opened.
        sample = os.path.join(SAMPLES_DIR, 'pente-ff3-crlf.sgf')
        with open(sample, newline='') as f:
            sample_moves = sgf_moves(f.read())
        status, out, err = print_game(sample)
        check(status == 0, f'gomoku --print-game FILE exited with {status}')
        check(sgf_moves(out) == sample_moves and 'RU[pente]' in out,
              'the file given on the command line was not opened:\n' + out)
    finally:
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(root, ignore_errors=True)

    if failures:
        print(f'{len(failures)} check(s) failed')
        return 1
    print('autosave survived SIGKILL; broken autosave set aside; command-line file opened')
    return 0


if __name__ == '__main__':
    sys.exit(main())
