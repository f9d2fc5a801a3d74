import { describe, expect, it } from 'vitest';
import { imageTypeOf, textKindOf, titleFromFileName } from './file-kinds.js';

describe('file kinds', () => {
  it('recognises documents and images by extension, case-insensitively', () => {
    expect(textKindOf('a/b.MD')).toBe('markdown');
    expect(textKindOf('page.htm')).toBe('html');
    expect(textKindOf('notes.txt')).toBe('text');
    expect(textKindOf('data.json')).toBeUndefined();
    expect(imageTypeOf('x/y.SVG')).toBe('image/svg+xml');
    expect(imageTypeOf('photo.jpeg')).toBe('image/jpeg');
    expect(imageTypeOf('notes.txt')).toBeUndefined();
  });

  it('makes a title from a file name', () => {
    expect(titleFromFileName('science/black-holes.txt')).toBe('Black holes');
    expect(titleFromFileName('the_water_cycle.md')).toBe('The water cycle');
  });
});
