import { describe, expect, it } from 'vitest';
import { decodeBody } from './decode-body.js';
import { ReadError } from './read-error.js';

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ReadError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('decodeBody', () => {
  it('decodes with the charset of the Content-Type', () => {
    const body = Buffer.from('<p>Café crème</p>', 'latin1');
    expect(decodeBody(body, { mediaType: 'text/html', charset: 'ISO-8859-1' })).toEqual({
      kind: 'html',
      text: '<p>Café crème</p>',
    });
  });

  it('falls back to a <meta charset> and to http-equiv declarations', () => {
    // windows-1252 keeps the dash and curly quotes at 0x96, 0x93 and 0x94, where latin-1 has controls.
    const meta = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1252"></head><body>na\xefve ', 'latin1'),
      Buffer.from([0x96, 0x20, 0x93]),
      Buffer.from('quoted'),
      Buffer.from([0x94]),
      Buffer.from('</body></html>'),
    ]);
    expect(decodeBody(meta, { mediaType: 'text/html' }).text).toContain('naïve – “quoted”');
    const equiv = Buffer.from(
      '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2"><p>\xb1</p>',
      'latin1',
    );
    expect(decodeBody(equiv, { mediaType: 'text/html' }).text).toContain('<p>ą</p>');
  });

  it('prefers a byte-order mark, and reads UTF-8 when nothing is declared or the label is unknown', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>é</p>')]);
    expect(decodeBody(bom, { mediaType: 'text/html', charset: 'iso-8859-1' }).text).toBe('<p>é</p>');
    expect(decodeBody(Buffer.from('über'), { mediaType: 'text/plain' }).text).toBe('über');
    expect(decodeBody(Buffer.from('über'), { mediaType: 'text/plain', charset: 'x-klingon' }).text).toBe(
      'über',
    );
  });

  it('sniffs a body without Content-Type: markup, text, or binary', () => {
    expect(decodeBody(Buffer.from('  <!doctype html><p>x</p>'), {}).kind).toBe('html');
    expect(decodeBody(Buffer.from('Just some words.'), {}).kind).toBe('text');
    expect(reasonOf(() => decodeBody(Buffer.from('%PDF-1.7\n...'), {}))).toBe('not_text');
    expect(reasonOf(() => decodeBody(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), {}))).toBe(
      'not_text',
    );
  });

  it('refuses a declared type that is not text', () => {
    expect(reasonOf(() => decodeBody(Buffer.from('{}'), { mediaType: 'application/json' }))).toBe('not_text');
  });
});
