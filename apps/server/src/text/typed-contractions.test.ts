import { describe, expect, it } from 'vitest';
import { asMeant, withApostrophes } from './typed-contractions.js';

describe('withApostrophes', () => {
  it('spells the contractions a question types without apostrophes', () => {
    expect(withApostrophes('whats a fjord')).toBe("what's a fjord");
    expect(withApostrophes('Whos the president of kenya')).toBe("Who's the president of kenya");
    expect(withApostrophes('why doesnt it rain in the atacama')).toBe("why doesn't it rain in the atacama");
    expect(withApostrophes('wheres timbuktu')).toBe("where's timbuktu");
  });

  it('leaves words of their own alone', () => {
    for (const question of ['what is its capital', 'whatsoever', 'how many hows', 'I cant', 'the donts'])
      expect(withApostrophes(question)).toBe(question);
  });
});

describe('asMeant', () => {
  it('reads what went wrong as the problems asked for', () => {
    expect(asMeant('What went wrong at the garden?')).toBe('What were the problems at the garden?');
    expect(asMeant('did anything go wrong with the shed')).toBe('were there problems with the shed');
    expect(asMeant('whats wrong with my code')).toBe("what's wrong with my code");
  });
});
