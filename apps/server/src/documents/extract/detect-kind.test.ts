import { describe, expect, it } from 'vitest';
import { detectKind } from './detect-kind.js';
import { docx, textPdf } from './test-fixtures.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const pdf = textPdf(['Hello']);
const zip = docx([{ heading: 'A', paragraphs: ['b'] }]);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('detectKind', () => {
  it.each([
    ['report.pdf', 'application/pdf', pdf, 'pdf'],
    ['letter.docx', DOCX_TYPE, zip, 'docx'],
    ['page.html', 'text/html', utf8('<!doctype html><p>Hi</p>'), 'html'],
    ['page.htm', 'text/html; charset=utf-8', utf8('<p>Hi</p>'), 'html'],
    ['notes.md', 'text/markdown', utf8('# Notes'), 'markdown'],
    ['notes.markdown', 'text/x-markdown', utf8('# Notes'), 'markdown'],
    ['notes.txt', 'text/plain', utf8('plain'), 'text'],
    ['table.csv', 'text/csv', utf8('a,b\n1,2'), 'csv'],
  ] as const)('%s (%s) is %s', (name, type, head, kind) => {
    expect(detectKind(name, type, head)).toEqual({ ok: true, kind });
  });

  it('lets the extension decide when the media type says nothing', () => {
    expect(detectKind('REPORT.PDF', '', pdf)).toEqual({ ok: true, kind: 'pdf' });
    expect(detectKind('letter.docx', 'application/octet-stream', zip)).toEqual({ ok: true, kind: 'docx' });
  });

  it('takes a name without an extension at its media type', () => {
    expect(detectKind('README', 'text/plain', utf8('hello'))).toEqual({ ok: true, kind: 'text' });
    expect(detectKind('README', '', utf8('hello'))).toMatchObject({ ok: false, reason: 'unsupported' });
  });

  it('accepts the labels systems give text formats (text/plain for .md, a spreadsheet type for .csv)', () => {
    expect(detectKind('notes.md', 'text/plain', utf8('# x'))).toEqual({ ok: true, kind: 'markdown' });
    expect(detectKind('t.csv', 'application/vnd.ms-excel', utf8('a,b'))).toEqual({ ok: true, kind: 'csv' });
  });

  it('refuses other types, naming the extension', () => {
    expect(detectKind('setup.exe', 'application/octet-stream', utf8('MZ'))).toEqual({
      ok: false,
      reason: 'unsupported',
      message: 'Unsupported file type (.exe). Upload PDF, DOCX, HTML, Markdown, text or CSV.',
    });
    expect(detectKind('sheet.xlsx', '', zip)).toMatchObject({ ok: false, reason: 'unsupported' });
    // An unsupported extension is not rescued by a claimed media type.
    expect(detectKind('run.sh', 'text/plain', utf8('echo'))).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
  });

  const mismatches: [string, string, Uint8Array][] = [
    ['a PDF named .txt', 'notes.txt', pdf],
    ['a PDF named .docx', 'letter.docx', pdf],
    ['a zip named .pdf', 'report.pdf', zip],
    ['a zip named .csv', 'table.csv', zip],
    ['text named .pdf', 'report.pdf', utf8('just text')],
    ['text named .docx', 'letter.docx', utf8('just text')],
    ['an ASCII-only PDF named .md', 'notes.md', utf8('%PDF-1.4\n1 0 obj')],
    ['binary named .html', 'page.html', Uint8Array.from([0x3c, 0x70, 0x00, 0x3e])],
    ['Latin-1 named .txt', 'notes.txt', Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x61])],
  ];
  it.each(mismatches)('refuses %s', (_label, name, head) => {
    const extension = name.slice(name.lastIndexOf('.'));
    expect(detectKind(name, '', head)).toEqual({
      ok: false,
      reason: 'mismatch',
      message: `The content of this file does not match its type (${extension}).`,
    });
  });

  it('refuses a media type naming another kind', () => {
    expect(detectKind('report.pdf', 'text/plain', pdf)).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(detectKind('notes.txt', 'application/pdf', utf8('x'))).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('finds "%PDF-" after up to 1 KB of leading junk, not further', () => {
    const withJunk = (n: number) =>
      new Uint8Array([...new Uint8Array(n).fill(0x20), ...pdf.subarray(0, 100)]);
    expect(detectKind('a.pdf', 'application/pdf', withJunk(1024))).toEqual({ ok: true, kind: 'pdf' });
    expect(detectKind('a.pdf', 'application/pdf', withJunk(1025))).toMatchObject({ reason: 'mismatch' });
  });

  it('allows a UTF-8 BOM and a multi-byte character cut off at the end of the head', () => {
    expect(detectKind('a.txt', '', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('héllo')]))).toEqual({
      ok: true,
      kind: 'text',
    });
    const euro = utf8('price: €'); // € is three bytes; the head ends after the first two
    expect(detectKind('a.txt', '', euro.subarray(0, euro.length - 1))).toEqual({ ok: true, kind: 'text' });
    // A broken sequence in the middle is still refused.
    const broken = new Uint8Array([...euro.subarray(0, euro.length - 1), 0x41]);
    expect(detectKind('a.txt', '', broken)).toMatchObject({ ok: false, reason: 'mismatch' });
  });

  it('accepts an empty file of any supported type (the extractor reports it as empty)', () => {
    expect(detectKind('a.pdf', 'application/pdf', new Uint8Array())).toEqual({ ok: true, kind: 'pdf' });
  });
});
