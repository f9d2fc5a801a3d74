import { describe, expect, it } from 'vitest';
import { MAX_PASSAGE_CHARS, normalizeText, sectionPassages, splitText } from './passages.js';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('normalizeText', () => {
  it('makes whitespace regular and drops control characters', () => {
    expect(normalizeText('  a\t\tb\r\nc \u0000d\n\n\n\ne\u00a0f  ')).toBe('a b\nc d\n\ne f');
  });
});

describe('splitText', () => {
  it('keeps short text whole and returns nothing for empty text', () => {
    expect(splitText('short')).toEqual(['short']);
    expect(splitText('')).toEqual([]);
  });

  it('cuts at paragraphs first, packing neighbours up to the limit', () => {
    const paragraph = 'x'.repeat(900);
    const pieces = splitText([paragraph, paragraph, paragraph].join('\n\n'));
    expect(pieces).toEqual([`${paragraph}\n\n${paragraph}`, paragraph]);
  });

  it('cuts a long paragraph at sentences, a long sentence at words, a long word anywhere; loses nothing', () => {
    const sentence = `${'word '.repeat(60).trim()}.`;
    const text = [
      sentence.repeat(1),
      `${sentence} `.repeat(20).trim(),
      'y'.repeat(4500),
      'z '.repeat(1500),
    ].join('\n\n');
    const pieces = splitText(text);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_PASSAGE_CHARS);
    expect(pieces.join('').replace(/\s+/g, '') === text.replace(/\s+/g, '')).toBe(true);
    // Sentences stay whole where they fit.
    expect(pieces[0]!.endsWith('.')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const pieces = splitText('😀'.repeat(1500), 2001);
    expect(pieces.every((piece) => !/[\ud800-\udbff]$/.test(piece))).toBe(true);
    expect(pieces.join('')).toBe('😀'.repeat(1500));
  });
});

describe('sectionPassages', () => {
  it('gives every piece the heading and page, and drops empty text', () => {
    const passages = sectionPassages({ heading: ' Intro\n', text: 'a '.repeat(1500) }, 3);
    expect(passages.length).toBe(2);
    expect(passages.every((p) => p.heading === 'Intro' && p.page === 3)).toBe(true);
    expect(words(passages.map((p) => p.text).join(' ')).length).toBe(1500);
    expect(sectionPassages({ heading: 'Empty', text: ' \n\n ' })).toEqual([]);
  });
});
