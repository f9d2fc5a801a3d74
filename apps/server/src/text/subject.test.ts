import { describe, expect, it } from 'vitest';
import {
  sameWordIgnoringPlural,
  titleEqualsSubject,
  titleRelation,
  titleWords,
  titleCoverage,
} from './subject.js';

describe('subject matching', () => {
  it('treats plurals as the same word, but not other endings', () => {
    expect(sameWordIgnoringPlural('volcano', 'volcanoes')).toBe(true);
    expect(sameWordIgnoringPlural('cats', 'cat')).toBe(true);
    expect(sameWordIgnoringPlural('berry', 'berries')).toBe(true);
    expect(sameWordIgnoringPlural('star', 'starring')).toBe(false);
  });

  it('drops a leading article and a site name from titles', () => {
    expect(titleWords('The water cycle')).toEqual(['water', 'cycle']);
    expect(titleWords('Paris - Wikipedia')).toEqual(['paris']);
    expect(titleWords('Dog do')).toEqual(['dog', 'do']);
  });

  it('matches a title that is exactly the subject', () => {
    expect(titleEqualsSubject('Volcano', ['volcanoes'])).toBe(true);
    expect(titleEqualsSubject('Volcano Islands', ['volcano'])).toBe(false);
    expect(titleEqualsSubject('dog do', ['dog'])).toBe(false);
    expect(titleEqualsSubject('anything', [])).toBe(false);
  });

  it('tells sources about the subject from namesakes and unrelated ones', () => {
    expect(titleRelation('The Roman Empire', ['roman', 'empire', 'fall'])).toBe('about');
    expect(titleRelation('Black Hole of Calcutta', ['black', 'hole'])).toBe('namesake');
    expect(titleRelation('Asama', ['volcano'])).toBe('unrelated');
  });
});

describe('titleCoverage', () => {
  it('tells a title naming the whole subject from one naming part of it', () => {
    expect(titleCoverage('Constantine the Great', ['constantine', 'great'])).toBe('same');
    expect(titleCoverage('Caesar', ['julius', 'caesar'])).toBe('part');
    expect(titleCoverage('Dog do', ['dog'])).toBe('other');
    expect(titleCoverage('Gaius Julius Caesar', ['julius', 'caesar'])).toBe('other');
  });
});
