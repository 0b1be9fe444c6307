#!/usr/bin/python3
"""Builds apps/web/src/fonts/cairo-store.woff2: ONE Cairo file for the Arabic pages (decision 0046).

The glyphs are those the store writes, in both languages: every character of the message catalogs
(apps/web/messages), of the demo data (apps/api/src/db/seed, shared/data), what Intl writes for ar-EG numbers,
prices and dates, plus a safety range (printable ASCII, the Arabic block as far as Cairo covers it, common
punctuation). Cairo ships as two variable files (@fontsource-variable/cairo: arabic, latin); this subsets each
and merges them into one variable font, keeping the weight axis and the Arabic shaping (ccmp, init, medi, fina,
rlig, locl; mark, mkmk, kern with their weight variations). The Latin kerning keeps its default-weight values
(its per-weight deltas lived in the Latin file's own variation store, which the merge cannot carry over).

Run with the system Python (fontTools with brotli):  /usr/bin/python3 scripts/fonts/build-cairo-subset.py
"""

import glob
import json
import os
import sys
import tempfile

from fontTools import subset
from fontTools.merge import Merger, Options as MergeOptions
from fontTools.merge.cmap import computeMegaGlyphOrder
from fontTools.ttLib import TTFont, newTable

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '../..'))
SOURCE = os.path.join(ROOT, 'node_modules/@fontsource-variable/cairo/files')
OUT = os.path.join(ROOT, 'apps/web/src/fonts/cairo-store.woff2')
CHARSET_OUT = os.path.join(ROOT, 'apps/web/src/fonts/cairo-store.txt')


def ranges(*pairs):
    return {cp for lo, hi in pairs for cp in range(lo, hi + 1)}


# What the store can show beyond its own texts: names, addresses and reviews people type (in Arabic letters or
# in Franco, Latin letters), and numbers, prices and dates as Intl writes them for ar-EG.
SAFETY = (
    ranges((0x20, 0x7E))  # printable ASCII: Franco, brand names, e-mail addresses, Western digits
    | ranges((0xA0, 0xA0))  # Intl's space inside a price
    # Modern Standard Arabic: letters, tatweel, harakat, superscript alef; ، ؛ ؟ and the letter mark (ALM);
    # Arabic-Indic digits with ٪ ٫ ٬ ٭.
    | ranges((0x060C, 0x060C), (0x061B, 0x061C), (0x061F, 0x061F), (0x0621, 0x063A), (0x0640, 0x0652))
    | ranges((0x0660, 0x066D), (0x0670, 0x0670))
    | ranges((0x06A4, 0x06A4))  # ڤ, Egyptians' v in foreign names (ڤانيليا)
    | ranges((0x2010, 0x2014), (0x2018, 0x201D), (0x2026, 0x2026))  # dashes, quotes, ellipsis
)


def store_text():
    files = [os.path.join(ROOT, 'apps/web/messages', name) for name in ('ar.json', 'en.json')]
    files += glob.glob(os.path.join(ROOT, 'apps/api/src/db/seed/**/*.ts'), recursive=True)
    files += glob.glob(os.path.join(ROOT, 'apps/api/src/db/seed/**/*.json'), recursive=True)
    shared = os.path.join(ROOT, '../shared/data')
    if not os.path.isdir(shared):
        shared = '/work/shared/data'
    files += glob.glob(os.path.join(shared, '*.json'))
    chars = set()
    for name in sorted(files):
        with open(name, encoding='utf-8') as handle:
            chars.update(ord(c) for c in handle.read())
    return {cp for cp in chars if cp >= 0x20}


def subset_to(path, unicodes, out):
    options = subset.Options()
    options.layout_features = ['*']
    options.name_IDs = ['*']
    options.notdef_outline = True
    options.hinting = False
    options.flavor = None
    font = subset.load_font(path, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.save(out)
    return font


def strip_device_tables(font):
    """Drops what points into the Latin file's own variation data: kerning deltas per weight, rvrn."""
    gpos = font['GPOS'].table
    for lookup in gpos.LookupList.Lookup:
        for st in lookup.SubTable:
            if lookup.LookupType != 2:
                raise SystemExit(f'unexpected Latin GPOS lookup type {lookup.LookupType}')
            for attr in ('ValueFormat1', 'ValueFormat2'):
                setattr(st, attr, getattr(st, attr) & 0x000F)
            records = []
            if st.Format == 1:
                for pairset in st.PairSet:
                    records += [r for pvr in pairset.PairValueRecord for r in (pvr.Value1, pvr.Value2)]
            else:
                for c1 in st.Class1Record:
                    records += [r for c2 in c1.Class2Record for r in (c2.Value1, c2.Value2)]
            for record in records:
                if record is None:
                    continue
                for key in ('XPlaDevice', 'YPlaDevice', 'XAdvDevice', 'YAdvDevice'):
                    if hasattr(record, key):
                        delattr(record, key)
    # rvrn's bolder $, Ø and ø (a weight-conditioned substitution): the store's prices say ج.م. / EGP.
    gsub = font['GSUB'].table
    gsub.FeatureVariations = None
    gsub.Version = 0x00010000
    gdef = font['GDEF'].table
    gdef.VarStore = None
    gdef.Version = 0x00010000
    gdef.MarkGlyphSetsDef = None


def main():
    wanted = store_text() | SAFETY
    arabic_src = os.path.join(SOURCE, 'cairo-arabic-wght-normal.woff2')
    latin_src = os.path.join(SOURCE, 'cairo-latin-wght-normal.woff2')
    arabic_cmap = set(TTFont(arabic_src).getBestCmap())
    latin_cmap = set(TTFont(latin_src).getBestCmap())
    arabic_set = wanted & arabic_cmap
    latin_set = (wanted & latin_cmap) - arabic_set
    missing = sorted(cp for cp in store_text() - arabic_cmap - latin_cmap if not (0x2500 <= cp <= 0x257F))

    with tempfile.TemporaryDirectory() as tmp:
        arabic_ttf, latin_ttf = os.path.join(tmp, 'arabic.ttf'), os.path.join(tmp, 'latin.ttf')
        subset_to(arabic_src, arabic_set, arabic_ttf)
        latin = subset_to(latin_src, latin_set, latin_ttf)
        strip_device_tables(latin)
        latin.save(latin_ttf)

        # Keep what fontTools.merge does not know: the variation tables. The Arabic file's variation store
        # stays with its own GPOS (re-attached below); gvar is rebuilt from both files under the merged names.
        arabic = TTFont(arabic_ttf)
        var_store = arabic['GDEF'].table.VarStore
        arabic['GDEF'].table.VarStore = None
        arabic.save(arabic_ttf)

        merger = Merger(options=MergeOptions(drop_tables=['HVAR', 'gvar', 'fvar', 'avar', 'STAT']))
        mega = merger.merge([arabic_ttf, latin_ttf])

        orders = [list(TTFont(path).getGlyphOrder()) for path in (arabic_ttf, latin_ttf)]
        computeMegaGlyphOrder(Merger(), orders)
        variations = {}
        for path, order in zip((arabic_ttf, latin_ttf), orders):
            source = TTFont(path)
            source.setGlyphOrder(order)
            variations.update(source['gvar'].variations)
        source = TTFont(arabic_ttf)
        for tag in ('fvar', 'avar', 'STAT'):
            mega[tag] = source[tag]
        gvar = newTable('gvar')
        gvar.version, gvar.reserved = 1, 0
        gvar.variations = {name: variations.get(name, []) for name in mega.getGlyphOrder()}
        mega['gvar'] = gvar
        mega['GDEF'].table.VarStore = var_store
        mega['GDEF'].table.Version = 0x00010003
        # The same sources give the same bytes: the dates are the Arabic file's, not today's.
        mega.recalcTimestamp = False
        for field in ('created', 'modified'):
            setattr(mega['head'], field, getattr(TTFont(arabic_src)['head'], field))
        mega.flavor = 'woff2'
        os.makedirs(os.path.dirname(OUT), exist_ok=True)
        mega.save(OUT)

    shipped = sorted(TTFont(OUT).getBestCmap())
    with open(CHARSET_OUT, 'w', encoding='utf-8') as handle:
        handle.write('# Code points in cairo-store.woff2, written by scripts/fonts/build-cairo-subset.py\n')
        handle.write(' '.join(f'{cp:04X}' for cp in shipped) + '\n')
    print(f'{os.path.relpath(OUT, ROOT)}: {os.path.getsize(OUT)} bytes, {len(shipped)} code points '
          f'({len(arabic_set)} Arabic-file, {len(latin_set)} Latin-file), {len(mega.getGlyphOrder())} glyphs')
    if missing:
        print('store characters Cairo has no glyph for (the system font draws them):',
              ' '.join(f'U+{cp:04X}' for cp in missing))


if __name__ == '__main__':
    # fontTools walks sets of glyph names: a fixed hash seed gives the same tables, run after run.
    if os.environ.get('PYTHONHASHSEED') != '0':
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, 'PYTHONHASHSEED': '0'})
    sys.exit(main())
