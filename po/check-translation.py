#!/usr/bin/env python3
# A translation is complete when every string the sources mark today has a
# translation that is neither missing nor fuzzy, and msgfmt accepts it with
# its format checks.  The template is extracted afresh from POTFILES.in, so a
# new string in the code fails this test until it is translated.
import os
import re
import subprocess
import sys
import tempfile

source_root, po_file = sys.argv[1], sys.argv[2]
po_dir = os.path.join(source_root, 'po')

def run(*args):
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f'{" ".join(args)} failed:\n{result.stderr}')
    return result

run('msgfmt', '--check', '--check-format', '--check-header', '-o', os.devnull, po_file)

with open(os.path.join(po_dir, 'POTFILES.in'), encoding='utf-8') as f:
    sources = [line.strip() for line in f if line.strip() and not line.startswith('#')]
missing = [s for s in sources if not os.path.isfile(os.path.join(source_root, s))]
if missing:
    sys.exit(f'POTFILES.in lists files that do not exist: {missing}')

# Every source of the application that marks strings is in POTFILES.in
marks = re.compile(r'\b(?:_|N_|C_|NC_)\s*\(|translatable="yes"')
for directory, _dirs, names in os.walk(os.path.join(source_root, 'src')):
    for name in sorted(names):
        if not name.endswith(('.c', '.ui')):
            continue
        path = os.path.join(directory, name)
        relative = os.path.relpath(path, source_root)
        with open(path, encoding='utf-8', errors='replace') as f:
            if marks.search(f.read()) and relative not in sources:
                sys.exit(f'{relative} has translatable strings but is not in po/POTFILES.in')

with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, 'gomoku.pot')
    merged = os.path.join(tmp, 'merged.po')
    # The same keywords as meson's glib preset
    run('xgettext', '--package-name=gomoku', '--from-code=UTF-8', '--add-comments',
        '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
        '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
        '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
        '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
        '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
        '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
        '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
        '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format',
        '--flag=g_printf:1:c-format', '--flag=g_fprintf:2:c-format',
        '--flag=g_sprintf:2:c-format', '--flag=g_snprintf:3:c-format',
        f'--directory={source_root}', f'--files-from={os.path.join(po_dir, "POTFILES.in")}',
        f'--output={pot}')
    run('msgmerge', '--quiet', '--no-fuzzy-matching', f'--output-file={merged}', po_file, pot)
    run('msgfmt', '--check-format', '-o', os.devnull, merged)
    stats = run('msgfmt', '--statistics', '-o', os.devnull, merged).stderr.strip()
    if 'untranslated' in stats or 'fuzzy' in stats:
        print(f'{po_file}: not complete ({stats}). These need a translation:', file=sys.stderr)
        print(run('msgattrib', '--untranslated', '--no-obsolete', merged).stdout, file=sys.stderr)
        print(run('msgattrib', '--only-fuzzy', '--no-obsolete', merged).stdout, file=sys.stderr)
        sys.exit(1)
    print(stats)

print('ok')
