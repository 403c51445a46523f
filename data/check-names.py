#!/usr/bin/env python3
# The names that tie the data files together agree: the desktop file's Icon
# and Exec, the metainfo's id, launchable and binary, the schema id and path,
# and the icon files, all follow the application id and the program name.
import configparser
import os
import sys
import xml.etree.ElementTree as ET

data_dir, app_id, program = sys.argv[1], sys.argv[2], sys.argv[3]
errors = []

def check(condition, message):
    if not condition:
        errors.append(message)

desktop = configparser.ConfigParser(interpolation=None, strict=False)
desktop.optionxform = str
desktop.read(os.path.join(data_dir, f'{app_id}.desktop.in'), encoding='utf-8')
entry = desktop['Desktop Entry']
check(entry.get('Icon') == app_id, f'desktop Icon is {entry.get("Icon")}, not {app_id}')
check(entry.get('Exec', '').split()[0] == program, f'desktop Exec does not run {program}')
check('Game' in entry.get('Categories', '').split(';'), 'desktop Categories lack Game')

meta = ET.parse(os.path.join(data_dir, f'{app_id}.metainfo.xml.in')).getroot()
check(meta.findtext('id') == app_id, 'metainfo id differs from the application id')
check(meta.findtext('launchable') == f'{app_id}.desktop', 'metainfo launchable is not the desktop file')
check(meta.findtext('provides/binary') == program, f'metainfo does not provide the binary {program}')
check(meta.find('content_rating[@type="oars-1.1"]') is not None, 'metainfo lacks an OARS 1.1 rating')
check(meta.find('releases/release') is not None, 'metainfo has no release')
for image in meta.iterfind('screenshots/screenshot/image'):
    check(image.text.startswith('https://'), f'screenshot {image.text} is not https')
    # Images served from this repository's main branch must exist in it
    prefix = 'https://raw.githubusercontent.com/gomoku-gtk/gomoku/main/'
    if image.text.startswith(prefix):
        local = os.path.join(data_dir, '..', image.text[len(prefix):])
        check(os.path.isfile(local), f'screenshot {image.text} is not in the repository')

schema = ET.parse(os.path.join(data_dir, f'{app_id}.gschema.xml')).getroot().find('schema')
check(schema.get('id') == app_id, 'schema id differs from the application id')
check(schema.get('path') == '/' + app_id.replace('.', '/') + '/', 'schema path does not follow the id')

for sub, name in (('scalable', f'{app_id}.svg'), ('symbolic', f'{app_id}-symbolic.svg')):
    path = os.path.join(data_dir, 'icons', 'hicolor', sub, 'apps', name)
    check(os.path.isfile(path), f'missing icon {path}')
    if os.path.isfile(path):
        root = ET.parse(path).getroot()
        check(root.tag.endswith('svg'), f'{path} is not SVG')

if errors:
    print('\n'.join(errors), file=sys.stderr)
    sys.exit(1)
print('ok')
