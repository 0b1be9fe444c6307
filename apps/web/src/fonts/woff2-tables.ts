import { brotliDecompressSync } from 'node:zlib';

// A reader of what the font tests check in a WOFF2 file: which characters it draws (cmap) and which layout
// features it keeps (GSUB, GPOS). Node's own Brotli, no font package. Tests only; the app never imports it.
// Format: https://www.w3.org/TR/WOFF2/ (table directory, one Brotli stream of all tables).

/** The 63 known tables' tags, 4 characters each, in the order of the format's table of known tags. */
const KNOWN_TAGS = (
  'cmapheadhheahmtxmaxpnameOS/2postcvt fpgmglyflocaprepCFF VORGEBDTEBLCgasphdmxkernLTSHPCLTVDMXvhea' +
  'vmtxBASEGDEFGPOSGSUBEBSCJSTFMATHCBDTCBLCCOLRCPALSVG sbixacntavarbdatblocbslncvarfdscfeatfmtxfvar' +
  'gvarhstyjustlcarmortmorxopbdproptrakZapfSilfGlatGlocFeatSill'
).match(/.{4}/g) as string[];

/** The tables of a WOFF2 file, decompressed (glyf, loca and hmtx stay in their transformed form). */
export function woff2Tables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file[at++] as number;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[at++] as number;
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = file.toString('latin1', at, at + 4);
      at += 4;
    }
    if (!tag) throw new Error(`unknown table index ${flags & 0x3f}`);
    const version = flags >> 6;
    const origLength = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at, at + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** Every code point the font maps to a glyph other than .notdef (cmap format 12, else format 4). */
export function cmapCodePoints(cmap: Buffer): Set<number> {
  const records = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + i * 8),
    encoding: cmap.readUInt16BE(6 + i * 8),
    offset: cmap.readUInt32BE(8 + i * 8),
  }));
  const pick = (format: number) =>
    records.find((r) => r.platform === 3 && cmap.readUInt16BE(r.offset) === format);
  const points = new Set<number>();
  const full = pick(12);
  if (full) {
    const groups = cmap.readUInt32BE(full.offset + 12);
    for (let g = 0; g < groups; g++) {
      const at = full.offset + 16 + g * 12;
      const [start, end, glyph] = [
        cmap.readUInt32BE(at),
        cmap.readUInt32BE(at + 4),
        cmap.readUInt32BE(at + 8),
      ];
      for (let cp = start; cp <= end; cp++) if (glyph + cp - start !== 0) points.add(cp);
    }
    return points;
  }
  const bmp = pick(4);
  if (!bmp) throw new Error('no Unicode cmap (format 12 or 4)');
  const segments = cmap.readUInt16BE(bmp.offset + 6) / 2;
  const ends = bmp.offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [start, end] = [cmap.readUInt16BE(starts + s * 2), cmap.readUInt16BE(ends + s * 2)];
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        const raw = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(cp);
    }
  }
  return points;
}

/** The feature tags of a GSUB or GPOS table. */
export function layoutFeatures(table: Buffer): Set<string> {
  const list = table.readUInt16BE(6);
  const count = table.readUInt16BE(list);
  return new Set(
    Array.from({ length: count }, (_, i) => table.toString('latin1', list + 2 + i * 6, list + 6 + i * 6)),
  );
}
