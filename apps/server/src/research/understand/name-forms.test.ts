import { describe, expect, it } from 'vitest';
import { adjectiveForms } from './name-forms.js';

describe('adjectiveForms', () => {
  it('writes a one-word name as its adjective', () => {
    expect(adjectiveForms('Rome')).toEqual(['Roman']);
    expect(adjectiveForms('Byzantium')).toEqual(['Byzantine']);
    expect(adjectiveForms('Sparta')).toEqual(['Spartan']);
    expect(adjectiveForms('Athens')).toEqual(['Athenian']);
    expect(adjectiveForms('Babylon')).toContain('Babylonian');
  });

  it('leaves names of several words, acronyms and short words alone', () => {
    expect(adjectiveForms('Roman Empire')).toEqual([]);
    expect(adjectiveForms('DNA')).toEqual([]);
    expect(adjectiveForms('Io')).toEqual([]);
  });
});
