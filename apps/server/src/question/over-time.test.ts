import { describe, expect, it } from 'vitest';
import { asksOverTime } from './over-time.js';

describe('asksOverTime', () => {
  it('reads a span or a change of a figure as asked over the years', () => {
    for (const question of [
      "how has turkey's inflation changed in recent years",
      'How high has inflation been these last few years?',
      'how far has the russian ruble fallen against the dollar',
      "what has japan's economic growth been over the past three years",
      'GDP growth since 2020',
      // A change asked in the past: "did" with the verb's own form.
      'How badly did the economy shrink, and how high did prices climb?',
      'how far did the rupee fall against the dollar',
      'has the economy recovered',
    ])
      expect(asksOverTime(question), question).toBe(true);
  });
  it('leaves a figure asked now alone', () => {
    for (const question of [
      "what is turkey's inflation rate",
      'is the economy still growing',
      'what is the exchange rate of the yen to the dollar',
    ])
      expect(asksOverTime(question), question).toBe(false);
  });
});
