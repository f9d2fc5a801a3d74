import { describe, expect, it } from 'vitest';
import { parseContentType, textKindOf } from './content-type.js';

describe('parseContentType', () => {
  it('splits the media type and charset', () => {
    expect(parseContentType('Text/HTML; Charset="ISO-8859-1"')).toEqual({
      mediaType: 'text/html',
      charset: 'ISO-8859-1',
    });
    expect(parseContentType('text/plain;charset=utf-8; format=flowed')).toEqual({
      mediaType: 'text/plain',
      charset: 'utf-8',
    });
    expect(parseContentType('application/pdf')).toEqual({ mediaType: 'application/pdf' });
  });

  it('treats a missing or empty header as unknown', () => {
    expect(parseContentType(undefined)).toEqual({});
    expect(parseContentType('  ;charset=')).toEqual({});
  });
});

describe('textKindOf', () => {
  it('reads HTML, XHTML and plain text only', () => {
    expect(textKindOf('text/html')).toBe('html');
    expect(textKindOf('application/xhtml+xml')).toBe('html');
    expect(textKindOf('text/plain')).toBe('text');
    for (const type of [
      'application/pdf',
      'image/png',
      'application/json',
      'text/javascript',
      'application/octet-stream',
    ]) {
      expect(textKindOf(type), type).toBeUndefined();
    }
  });
});
