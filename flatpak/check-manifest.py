#!/usr/bin/env python3
# Checks the Flatpak manifest for what the project promises: the right id and
# command, a GNOME runtime, the sandbox holes we need and no network, and one
# meson module built from this very checkout.
import json
import os
import subprocess
import sys
import tempfile

def fail(message):
    print(f'{manifest_path}: {message}', file=sys.stderr)
    sys.exit(1)

manifest_path, app_id = sys.argv[1], sys.argv[2]
flatpak_builder = sys.argv[3] if len(sys.argv) > 3 else None
with open(manifest_path, encoding='utf-8') as f:
    try:
        manifest = json.load(f)
    except json.JSONDecodeError as e:
        fail(f'not JSON: {e}')

if manifest.get('id', manifest.get('app-id')) != app_id:
    fail(f'id is not {app_id}')
if os.path.basename(manifest_path) != f'{app_id}.json':
    fail('the file is not named after the application id')
if manifest.get('command') != 'gomoku':
    fail('command is not gomoku')
if manifest.get('runtime') != 'org.gnome.Platform' or manifest.get('sdk') != 'org.gnome.Sdk':
    fail('runtime and sdk must be org.gnome.Platform and org.gnome.Sdk')
version = str(manifest.get('runtime-version', ''))
if not version.isdigit() or int(version) < 45:
    fail(f'runtime-version "{version}" is not a current stable GNOME runtime')

finish_args = manifest.get('finish-args', [])
wanted = {'--share=ipc', '--socket=wayland', '--socket=fallback-x11', '--device=dri'}
if set(finish_args) != wanted:
    fail(f'finish-args must be exactly {sorted(wanted)}, not {finish_args}')

modules = manifest.get('modules', [])
if not modules or not isinstance(modules[-1], dict):
    fail('the last module must be the application, written inline')
app = modules[-1]
if app.get('name') != 'gomoku' or app.get('buildsystem') != 'meson':
    fail('the last module must be "gomoku", built with meson')
sources = app.get('sources', [])
if len(sources) != 1 or sources[0].get('type') != 'dir':
    fail('the application is built from one "dir" source, this checkout')
source_dir = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(manifest_path)),
                                           sources[0].get('path', '')))
top = os.path.join(source_dir, 'meson.build')
if not os.path.isfile(top) or "project('gomoku'" not in open(top, encoding='utf-8').read():
    fail(f'source path {source_dir} is not the top of the gomoku checkout')
for opt in app.get('config-opts', []):
    if opt.startswith('-Dapp=') and opt != '-Dapp=enabled':
        fail('the Flatpak must build the application')

cleanup = manifest.get('cleanup', [])
for pattern in ('/include', '*.a'):
    if pattern not in cleanup:
        fail(f'cleanup lacks {pattern}')

# flatpak-builder itself, when installed: it must read every property (it
# only warns about the ones it does not know, so a warning is a failure).
if flatpak_builder:
    # It keeps state in .flatpak-builder under its working directory: use a
    # throwaway one so the test leaves nothing behind
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run([flatpak_builder, '--show-manifest', os.path.abspath(manifest_path)],
                             capture_output=True, text=True, cwd=scratch)
    if run.returncode != 0 or 'WARNING' in run.stderr or 'rror' in run.stderr:
        fail(f'flatpak-builder --show-manifest does not accept it:\n{run.stderr}')
    if json.loads(run.stdout).get('id') != app_id:
        fail('flatpak-builder reads a different id')

print('ok')
