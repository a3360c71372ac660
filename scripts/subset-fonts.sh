#!/usr/bin/env bash
# Writes the two small Plus Jakarta Sans files the pages preload (app/fonts/*.woff2)
# out of @fontsource-variable's Latin and Latin Extended files, and the Noto Sans Arabic
# file the pages in Arabic script preload (public/fonts/, app/fonts/arabic.ts).
#
# Why: both Fontsource files together are 49 kB, and a mobile visitor downloads
# them before the first text is drawn in the brand font. The site's texts need far
# fewer glyphs: Basic Latin, the Latin-1 letters and a few punctuation marks (core),
# and the five Turkish letters outside Latin-1 (Ğ ğ İ Ş ş). The two subsets are
# about 24 kB. Any other character still gets the brand font: the full Fontsource
# files stay declared after the subsets (app/fonts/index.ts), without a preload, and
# the browser downloads one only when a page contains such a character.
#
# Run after upgrading @fontsource-variable/plus-jakarta-sans; the outputs are committed.
# Needs Python's fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."

source_dir=node_modules/@fontsource-variable/plus-jakarta-sans/files
out_dir=app/fonts
python=${PYTHON:-/usr/bin/python3}

# Keep these ranges equal to the unicode-range declarations in app/fonts/index.ts.
core='U+0020-007E,U+00A0-00FF,U+0131,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+2122'
turkish='U+011E-011F,U+0130,U+015E-015F'
# The OpenType features the site's text uses (kerning, ligatures, marks); fractions and
# other numeral forms are left out, which the CSS never asks for.
features='kern,liga,calt,ccmp,locl,mark,mkmk'

"$python" -m fontTools.subset "$source_dir/plus-jakarta-sans-latin-wght-normal.woff2" \
  --unicodes="$core" --layout-features="$features" --flavor=woff2 --output-file="$out_dir/plus-jakarta-sans-core.woff2"
"$python" -m fontTools.subset "$source_dir/plus-jakarta-sans-latin-ext-wght-normal.woff2" \
  --unicodes="$turkish" --layout-features="$features" --flavor=woff2 --output-file="$out_dir/plus-jakarta-sans-turkish.woff2"

# Noto Sans Arabic: the Arabic letters (with Persian's and Urdu's four more), the Arabic-Indic
# digits and punctuation, the diacritics and the joiners, at the weights the site uses (400 to 700,
# the variable axis cut to that range): 18 kB of Fontsource's 166 kB Arabic file. Arabic is shaped
# by the font (initial, medial, final and isolated forms, ligatures): those features stay.
# Keep this range equal to ARABIC_RANGE in app/fonts/arabic.ts.
arabic='U+060C,U+061B,U+061F,U+0621-063A,U+0640-0652,U+0660-066D,U+0670,U+067E,U+0686,U+06A4,U+06AF,U+06CC,U+200C-200F'
arabic_features="$features,init,medi,fina,isol,rlig,rclt"
arabic_source=node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2
instance=$(mktemp --suffix=.ttf)
trap 'rm -f "$instance"' EXIT
"$python" -m fontTools.varLib.instancer "$arabic_source" wght=400:700 --quiet -o "$instance"
"$python" -m fontTools.subset "$instance" \
  --unicodes="$arabic" --layout-features="$arabic_features" --flavor=woff2 --output-file=public/fonts/noto-sans-arabic-core.woff2

ls -l "$out_dir"/*.woff2 public/fonts/*.woff2
