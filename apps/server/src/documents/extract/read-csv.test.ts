import { describe, expect, it } from 'vitest';
import { csvSections, detectDelimiter, parseCsv, ROWS_PER_PASSAGE } from './read-csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, line breaks and doubled quotes', () => {
    expect(parseCsv('name,note\r\n"Smith, J.","said ""hi""\r\nthen left"\r\nLee,ok\r\n')).toEqual([
      ['name', 'note'],
      ['Smith, J.', 'said "hi"\r\nthen left'],
      ['Lee', 'ok'],
    ]);
  });

  it('ends records at LF, CRLF or CR, and keeps empty fields', () => {
    expect(parseCsv('a,b\n1,\r2,3\r\n,4')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', '3'],
      ['', '4'],
    ]);
  });

  it('keeps a quote inside an unquoted field as text and runs an unterminated quote to the end', () => {
    expect(parseCsv('5" disk,x\n"open,y')).toEqual([['5" disk', 'x'], ['open,y']]);
  });

  it('detects semicolons and tabs, ignoring delimiters inside quotes', () => {
    expect(detectDelimiter('a;b;c\n1;2;3')).toBe(';');
    expect(detectDelimiter('a\tb\n1\t2')).toBe('\t');
    expect(detectDelimiter('"x;y;z",b\n')).toBe(',');
    expect(parseCsv('a;b\n"1;5";2')).toEqual([
      ['a', 'b'],
      ['1;5', '2'],
    ]);
  });
});

describe('csvSections', () => {
  it('repeats the header in every section and names the rows it holds', () => {
    const rows = Array.from({ length: 90 }, (_, i) => `${i + 1},item ${i + 1}`);
    const sections = csvSections(['id,name', ...rows].join('\n'));
    expect(sections.map((s) => s.heading)).toEqual(['Rows 1–40', 'Rows 41–80', 'Rows 81–90']);
    for (const section of sections) expect(section.text.split('\n')[0]).toBe('id | name');
    expect(sections[0]!.text.split('\n')).toHaveLength(ROWS_PER_PASSAGE + 1);
    expect(sections[2]!.text).toContain('90 | item 90');
  });

  it('flattens line breaks inside a cell and skips blank rows', () => {
    const sections = csvSections('city,notes\n\n"Oslo","cold\nwinters"\n,\n');
    expect(sections).toEqual([{ heading: 'Row 1', text: 'city | notes\nOslo | cold winters' }]);
  });

  it('puts fewer rows in a section when wide rows would overflow a passage', () => {
    const wide = 'w'.repeat(700);
    const sections = csvSections(['h', ...Array.from({ length: 6 }, () => wide)].join('\n'));
    expect(sections.map((s) => s.heading)).toEqual(['Rows 1–2', 'Rows 3–4', 'Rows 5–6']);
    for (const section of sections) expect(section.text.length).toBeLessThanOrEqual(2000);
  });

  it('reads a one-row table as that row, and nothing as nothing', () => {
    expect(csvSections('a,b\n')).toEqual([{ heading: null, text: 'a | b' }]);
    expect(csvSections('\n\n')).toEqual([]);
  });
});
