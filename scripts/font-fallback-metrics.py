#!/usr/bin/env python3
"""The size-adjust, ascent-override and descent-override of a metric-matched fallback face.

Usage: python3 scripts/font-fallback-metrics.py REGULAR.ttf BOLD.ttf [REGULAR.ttf BOLD.ttf ...]

Compares the advance widths of Plus Jakarta Sans (the subsets in app/fonts/, at weight 400 and
700) with a local font's over the site's own texts (messages/tr.json, en.json, de.json), so that
a line set in the scaled local font breaks where it will in the brand font. The ascent and
descent are the brand font's 1.038 and 0.222 em divided by the scale. Paste the figures into the
faces in app/styles/globals.css. Needs Debian's python3-fonttools; fonts that are not installed
can be unpacked from their package (`apt-get download fonts-roboto-unhinted`, `dpkg-deb -x`).
"""
import json
import sys
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
ASCENT, DESCENT = 1.038, 0.222


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def advance_widths(font):
    hmtx, units = font['hmtx'], font['head'].unitsPerEm
    return {code: hmtx[glyph][0] / units for code, glyph in font.getBestCmap().items()}


def jakarta(weight):
    widths = {}
    for name in ('plus-jakarta-sans-turkish.woff2', 'plus-jakarta-sans-core.woff2'):
        font = TTFont(ROOT / 'app' / 'fonts' / name)
        if 'fvar' in font:
            font = instancer.instantiateVariableFont(font, {'wght': weight})
        widths.update(advance_widths(font))
    return widths


def main(paths):
    if not paths or len(paths) % 2:
        sys.exit(__doc__)
    text = ''.join(
        s for locale in ('tr', 'en', 'de') for s in strings(json.loads((ROOT / 'messages' / f'{locale}.json').read_text()))
    )
    for weight, files in ((400, paths[0::2]), (700, paths[1::2])):
        brand = jakarta(weight)
        for path in files:
            local = advance_widths(TTFont(path))
            shared = [ord(c) for c in text if ord(c) in brand and ord(c) in local]
            scale = sum(brand[c] for c in shared) / sum(local[c] for c in shared)
            print(
                f'{weight} {Path(path).name:32} size-adjust: {scale * 100:.1f}%; '
                f'ascent-override: {ASCENT / scale * 100:.2f}%; descent-override: {DESCENT / scale * 100:.2f}%;'
            )


if __name__ == '__main__':
    main(sys.argv[1:])
