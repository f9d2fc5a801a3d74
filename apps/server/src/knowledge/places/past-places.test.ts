import { describe, expect, it } from 'vitest';
import { withoutPastPlaces } from './past-places.js';

/** Mentions of the words given, where the text has them. */
const mentionsIn = (text: string, words: string[]) =>
  words.map((word) => ({ text: word, index: text.indexOf(word) }));
const kept = (text: string, words: string[]) =>
  withoutPastPlaces(text, mentionsIn(text, words)).map((m) => m.text);

describe('places a question sets in the past', () => {
  it('leaves out a place or people qualified as of the past', () => {
    expect(kept('what was the capital of ancient egypt', ['egypt'])).toEqual([]);
    expect(kept('what language did the ancient Greeks speak', ['Greeks'])).toEqual([]);
    expect(kept('who ruled medieval England and France', ['England', 'France'])).toEqual(['France']);
    expect(kept('how big was the Persian Empire', ['Persian'])).toEqual([]);
    expect(kept('what did Chinese dynasties build', ['Chinese'])).toEqual([]);
  });

  it('leaves out every place of a question set in a past age', () => {
    expect(kept('what did people in Egypt eat in ancient times', ['Egypt'])).toEqual([]);
    expect(kept('who ruled Spain during the Middle Ages', ['Spain'])).toEqual([]);
  });

  it('keeps the places of a question about today', () => {
    expect(kept('what is the capital of egypt', ['egypt'])).toEqual(['egypt']);
    expect(kept('how old is the oldest city in Syria', ['Syria'])).toEqual(['Syria']);
    // Japan has an emperor today: its emperor is no empire of the past.
    expect(kept('who is the Japanese emperor', ['Japanese'])).toEqual(['Japanese']);
    expect(kept('what ancient sites are in Peru', ['Peru'])).toEqual(['Peru']);
  });
});
