import { describe, expect, it } from 'vitest';
import { porterStem } from './porter-stemmer.js';

describe('porterStem', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['cats', 'cat'],
    ['feed', 'feed'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    ['hopping', 'hop'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['generalization', 'gener'],
    ['hopeful', 'hope'],
    ['goodness', 'good'],
    ['adjustable', 'adjust'],
    ['controll', 'control'],
  ])('%s → %s', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });

  it('conflates the inflections a query and a document may use', () => {
    expect(porterStem('volcanoes')).toBe(porterStem('volcano'));
    expect(porterStem('erupted')).toBe(porterStem('eruption'));
    expect(porterStem('running')).toBe(porterStem('runs'));
  });

  it('leaves words of one or two letters alone', () => {
    expect(porterStem('is')).toBe('is');
  });
});
