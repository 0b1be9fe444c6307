import { describe, expect, it } from 'vitest';
import { formatCsv, parseCount, parseCsv, parsePounds, toPounds } from './csv.js';

describe('the CSV of prices and stock', () => {
  it('reads quoted cells, doubled quotes, line breaks inside quotes, CRLF, semicolons and a BOM', () => {
    const text = '\uFEFFid,name\r\n1,"Beans, ""Yirga"" 250 g"\r\n2;"two\nlines"\n\n';
    expect(parseCsv(text)).toEqual([
      ['id', 'name'],
      ['1', 'Beans, "Yirga" 250 g'],
      ['2', 'two\nlines'],
    ]);
  });

  it('writes a BOM, quotes what needs it, and defuses cells that start like a formula', () => {
    const csv = formatCsv([
      ['name', 'price'],
      ['=HYPERLINK("x")', '12.50'],
      ['قهوة, محمصة', null],
    ]);
    expect(csv).toBe('\uFEFFname,price\r\n"\'=HYPERLINK(""x"")",12.50\r\n"قهوة, محمصة",\r\n');
    expect(parseCsv(csv)[2]).toEqual(['قهوة, محمصة', '']);
  });

  it('leaves no cell that starts like a formula, whatever separator a spreadsheet splits on', () => {
    const hostile = [
      'Beans;=HYPERLINK("http://evil.example","x")',
      'Beans,=HYPERLINK("http://evil.example","x")',
      'Beans\t+1+1',
      'Beans; -2+3',
      'Beans;"@SUM(1)',
      "Beans\r\n=cmd|' /C calc'!A0",
      ' =1+1',
      '"=1+1',
    ];
    const csv = formatCsv([['id', 'name', 'price'], ...hostile.map((name, i) => [i + 1, name, '12.50'])]);
    // A spreadsheet that takes another separator than ours honours no quote that opens mid-cell (LibreOffice
    // does just that): every piece between separators or line breaks is a cell it may evaluate.
    for (const separator of [',', ';', '\t']) {
      const pieces = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
      for (const piece of pieces) expect(piece.replace(/^[\s"]+/, ''), separator).not.toMatch(/^[=+\-@]/);
    }
    // Read back with the quotes, each name is the shop's, defused.
    expect(parseCsv(csv).map((row) => row[1])).toEqual([
      'name',
      'Beans;\'=HYPERLINK("http://evil.example","x")',
      'Beans,\'=HYPERLINK("http://evil.example","x")',
      "Beans\t'+1+1",
      "Beans;' -2+3",
      'Beans;\'"@SUM(1)',
      "Beans\r\n'=cmd|' /C calc'!A0",
      "' =1+1",
      '\'"=1+1',
    ]);
  });

  it('reads pounds as people type them, to piastres; anything else is null', () => {
    expect(parsePounds('250')).toBe(25_000);
    expect(parsePounds('249.5')).toBe(24_950);
    expect(parsePounds('1,250.00')).toBe(125_000);
    expect(parsePounds('٢٥٠٫٥٠')).toBe(25_050);
    for (const bad of ['-5', 'abc', '1.234', '', '1,5', '12e3']) expect(parsePounds(bad), bad).toBeNull();
    expect(toPounds(25_050)).toBe('250.50');
    expect(toPounds(null)).toBe('');
  });

  it('reads stock as a whole number only', () => {
    expect(parseCount('٤٢')).toBe(42);
    for (const bad of ['-1', '1.5', 'lots', '']) expect(parseCount(bad), bad).toBeNull();
  });
});
