import type { DocumentKind } from '@pardus/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentExtractor, type ExtractResult } from './document-extractor.js';
import {
  corruptPdf,
  docx,
  docxBomb,
  encryptedPdf,
  scannedPdf,
  textPdf,
  zipWithout,
} from './test-fixtures.js';

// Every file here goes through a real worker thread (started through tsx, ~0.5 s each).
const MB = 1_048_576;
const extractor = createDocumentExtractor({
  timeoutMs: 20_000,
  maxPages: 50,
  maxUnpackedBytes: 10 * MB,
  concurrency: 2,
});
afterAll(() => extractor.close());

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array, kind: DocumentKind) =>
  extractor.extract({ bytes, name: `file.${kind}`, kind });

function passages(result: ExtractResult) {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.passages;
}

describe('reading each kind in a worker', () => {
  it('PDF: one passage per page with its number, lines and hyphenation rejoined, long pages cut', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Sentence number ${i + 1} is about the third page.`);
    const result = await read(
      textPdf([
        'Annual report\n\nRevenue grew by a re-\nmarkable ten per cent.',
        'Costs fell.',
        long.join(' '),
      ]),
      'pdf',
    );
    expect(result).toMatchObject({ ok: true, pages: 3 });
    const found = passages(result);
    expect(found.slice(0, 2)).toEqual([
      { page: 1, heading: null, text: 'Annual report\n\nRevenue grew by a remarkable ten per cent.' },
      { page: 2, heading: null, text: 'Costs fell.' },
    ]);
    const third = found.filter((p) => p.page === 3);
    expect(third.length).toBe(2);
    expect(third.every((p) => p.text.length <= 2000)).toBe(true);
    expect(third.map((p) => p.text).join(' ')).toBe(long.join(' '));
  });

  it('DOCX: sections under their headings', async () => {
    const file = docx([
      { heading: 'Introduction', paragraphs: ['Why we wrote this.', 'And for whom.'] },
      { heading: 'Results', paragraphs: ['It worked & it was cheap.'] },
    ]);
    expect(passages(await read(file, 'docx'))).toEqual([
      { page: null, heading: 'Introduction', text: 'Why we wrote this.\n\nAnd for whom.' },
      { page: null, heading: 'Results', text: 'It worked & it was cheap.' },
    ]);
  });

  it('HTML: the article under its title and headings, without scripts or navigation', async () => {
    const html = `<!doctype html><html><head><title>Field notes</title><script>alert(1)</script></head><body>
      <nav><a href="/">Home</a> <a href="/about">About</a></nav>
      <article><p>Lead paragraph about <a href="https://birds.test">birds</a> in winter.</p>
      <h2>Feeding</h2><p>Seeds and suet keep them going through the cold months of the year.</p></article>
      </body></html>`;
    const found = passages(await read(utf8(html), 'html'));
    expect(found).toEqual([
      { page: null, heading: 'Field notes', text: 'Lead paragraph about birds in winter.' },
      {
        page: null,
        heading: 'Field notes › Feeding',
        text: 'Seeds and suet keep them going through the cold months of the year.',
      },
    ]);
  });

  it('Markdown: sections at ATX headings, each under its parents', async () => {
    const found = passages(
      await read(utf8('Preamble.\n\n# Setup\nInstall it.\n\n## Usage\nRun it.'), 'markdown'),
    );
    expect(found.map((p) => [p.heading, p.text])).toEqual([
      [null, 'Preamble.'],
      ['Setup', 'Install it.'],
      ['Setup › Usage', 'Run it.'],
    ]);
  });

  it('CSV: quoted fields kept whole, rows in passages under row headings', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => `${i + 1},"Item, ""${i + 1}"""`);
    const found = passages(await read(utf8(['id,name', ...rows].join('\r\n')), 'csv'));
    expect(found.map((p) => p.heading)).toEqual(['Rows 1–40', 'Rows 41–45']);
    expect(found[1]!.text).toBe(
      ['id | name', ...[41, 42, 43, 44, 45].map((n) => `${n} | Item, "${n}"`)].join('\n'),
    );
  });

  it('text: BOM dropped, paragraphs packed into passages of at most 2000 characters', async () => {
    const paragraph = 'A plain paragraph of text. '.repeat(20).trim();
    const text = `\ufeff${Array.from({ length: 8 }, () => paragraph).join('\n\n')}`;
    const found = passages(await read(utf8(text), 'text'));
    expect(found.length).toBe(3);
    expect(found.every((p) => p.heading === null && p.page === null && p.text.length <= 2000)).toBe(true);
    expect(found[0]!.text.startsWith('A plain')).toBe(true);
  });
});

describe('failures', () => {
  const cases: { label: string; bytes: Uint8Array; kind: DocumentKind; code: string }[] = [
    { label: 'a password-protected PDF', bytes: encryptedPdf(), kind: 'pdf', code: 'encrypted' },
    { label: 'a damaged PDF', bytes: corruptPdf(), kind: 'pdf', code: 'corrupt' },
    { label: 'an empty PDF', bytes: new Uint8Array(), kind: 'pdf', code: 'empty' },
    { label: 'a scan without text', bytes: scannedPdf(3), kind: 'pdf', code: 'no_text' },
    { label: 'a PDF over the page limit', bytes: scannedPdf(51), kind: 'pdf', code: 'too_many_pages' },
    {
      label: 'a zip that is not a Word file',
      bytes: zipWithout({ mimetype: 'application/epub+zip' }),
      kind: 'docx',
      code: 'type_mismatch',
    },
    { label: 'a damaged DOCX', bytes: utf8('PK\x03\x04 and nothing else'), kind: 'docx', code: 'corrupt' },
    { label: 'a DOCX zip bomb', bytes: docxBomb(1024 * MB), kind: 'docx', code: 'unpacks_too_large' },
    { label: 'text with only whitespace', bytes: utf8(' \n\n\t '), kind: 'text', code: 'empty' },
  ];
  it.each(cases)('$label → $code', async ({ bytes, kind, code }) => {
    expect(await read(bytes, kind)).toMatchObject({ ok: false, code });
  });

  it('says what to do, in words for people', async () => {
    expect(await read(scannedPdf(60), 'pdf')).toEqual({
      ok: false,
      code: 'too_many_pages',
      message: 'This PDF has 60 pages; at most 50 can be read.',
    });
    expect(await read(new Uint8Array(), 'text')).toMatchObject({ message: 'This file is empty.' });
    expect(await read(utf8('   '), 'markdown')).toMatchObject({ message: 'This file has no text.' });
  });

  it('a bomb that lies about its size is stopped at the unpacked limit, not a crash', async () => {
    const result = await read(docxBomb(512 * MB, { declaredBytes: 2000 }), 'docx');
    expect(result).toMatchObject({ ok: false, code: 'unpacks_too_large' });
  });

  it('stops a worker at the time cap', async () => {
    const impatient = createDocumentExtractor({ timeoutMs: 50, maxPages: 500, maxUnpackedBytes: MB });
    const big = textPdf(Array.from({ length: 300 }, (_, i) => `Page ${i + 1}. ${'Some text. '.repeat(100)}`));
    expect(await impatient.extract({ bytes: big, name: 'big.pdf', kind: 'pdf' })).toEqual({
      ok: false,
      code: 'timeout',
      message: 'Reading this file took too long (over 0.1 s).',
    });
    await impatient.close();
  });

  it('caps each file by its size: a small file gets its base, a large one what its MB need', async () => {
    // A base of 30 ms stops any worker; 20 s a MB lets a 1 MB file be read.
    const proportionate = createDocumentExtractor({
      timeoutMs: 60_000,
      timeoutBaseMs: 30,
      timeoutPerMbMs: 20_000,
      maxPages: 500,
      maxUnpackedBytes: MB,
    });
    const note = await proportionate.extract({ bytes: utf8('A short note.'), name: 'n.txt', kind: 'text' });
    expect(note).toEqual({
      ok: false,
      code: 'timeout',
      message: 'Reading this file took too long (over 0 s).',
    });
    const large = utf8('A paragraph about rivers and their deltas.\n\n'.repeat(MB / 44));
    expect((await proportionate.extract({ bytes: large, name: 'l.txt', kind: 'text' })).ok).toBe(true);
    await proportionate.close();
  });

  it('reports a worker that runs out of memory as internal', async () => {
    const small = createDocumentExtractor({
      timeoutMs: 20_000,
      maxPages: 500,
      maxUnpackedBytes: MB,
      memoryMb: 8,
    });
    const big = textPdf(Array.from({ length: 300 }, () => 'Some text. '.repeat(100)));
    expect(await small.extract({ bytes: big, name: 'big.pdf', kind: 'pdf' })).toEqual({
      ok: false,
      code: 'internal',
      message: 'Reading this file needed too much memory.',
    });
    await small.close();
  });
});

describe('the bytes handed over', () => {
  it('are moved when they fill their own buffer, copied when they are a slice of a shared one', async () => {
    const own = textPdf(['Moved']);
    const pending = read(own, 'pdf');
    expect(own.byteLength).toBe(0); // detached at once: the worker has them now
    expect(passages(await pending)[0]!.text).toBe('Moved');

    const pooled = Buffer.from('Copied, not moved.'); // a slice of Node's shared pool
    expect(passages(await read(pooled, 'text'))[0]!.text).toBe('Copied, not moved.');
    expect(pooled.toString()).toBe('Copied, not moved.');
  });
});
