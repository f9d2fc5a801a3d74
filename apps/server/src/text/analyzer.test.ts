import { describe, expect, it } from 'vitest';
import { analyze, analyzeQuery, analyzeSubject, foldCase, termFrequencies, tokenize } from './analyzer.js';

describe('analyze', () => {
  it('lowercases, folds accents, drops stop words and stems', () => {
    expect(analyze('The Volcanoes of Café Island erupted!')).toEqual(['volcano', 'cafe', 'island', 'erupt']);
  });

  it('keeps numbers (even single digits) and drops single letters', () => {
    expect(analyze('AD 79 x 7')).toEqual(['ad', '79', '7']);
  });

  it('keeps words of other scripts whole', () => {
    expect(analyze('火山 вулкан')).toEqual(['火山', 'вулкан']);
  });
});

describe('analyzeQuery', () => {
  it('drops question and intent words when the query has content', () => {
    expect(analyzeQuery('What is a volcano?')).toEqual(['volcano']);
    expect(analyzeQuery('define serendipity')).toEqual(['serendip']);
    expect(analyzeQuery('Explain the meaning of photosynthesis')).toEqual(['photosynthesi']);
  });

  it('keeps an intent word that is the whole query', () => {
    expect(analyzeQuery('definition')).toEqual(['definit']);
  });

  it('deduplicates terms', () => {
    expect(analyzeQuery('volcano volcanoes')).toEqual(['volcano']);
  });
});

describe('tokenize', () => {
  it('gives offsets into the original text (accents included)', () => {
    const text = 'Éruption du volcan';
    const tokens = tokenize(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(['Éruption', 'du', 'volcan']);
    expect(tokens.map((t) => t.term)).toEqual(['erupt', 'du', 'volcan']);
  });
});

describe('termFrequencies', () => {
  it('weights title words and counts them in the length', () => {
    const { freqs, length } = termFrequencies('Volcano', 'A volcano erupts.', 3);
    expect(freqs.get('volcano')).toBe(4);
    expect(freqs.get('erupt')).toBe(1);
    expect(length).toBe(5);
  });
});

describe('foldCase', () => {
  it('strips combining marks', () => {
    expect(foldCase('Ñandú')).toBe('nandu');
  });
});

describe('analyzeSubject', () => {
  it('keeps every folded word but only content words as terms, question and filler words left out', () => {
    const subject = analyzeSubject('Please explain how many Volcanoes erupted in Café Island');
    expect(subject.words).toEqual([
      'please',
      'explain',
      'how',
      'many',
      'volcanoes',
      'erupted',
      'in',
      'cafe',
      'island',
    ]);
    expect(subject.terms).toEqual(['volcano', 'erupt', 'cafe', 'island']);
    expect(subject.forms).toEqual(['volcanoes', 'erupted', 'cafe', 'island']);
  });

  it('drops question words even when they are the whole text', () => {
    expect(analyzeSubject('Define meaning').terms).toEqual([]);
  });
});

describe('analyzeQuery with request filler', () => {
  it('drops "how many", "show me something" and the like when the query has content', () => {
    expect(analyzeQuery('How many moons does Jupiter have?')).toEqual(['moon', 'jupit']);
    expect(analyzeQuery('Show me something about DNA')).toEqual(['dna']);
  });
});
