import { describe, expect, it } from 'vitest';
import { leansOnBefore } from './openers.js';

describe('leansOnBefore', () => {
  it.each([
    'This means the plates move.',
    'However, most volcanoes are dormant.',
    'Peru also has signed the treaty.',
    'The word also names the landform around the opening.',
    'Most of this volcanism happens unseen along mid-ocean ridges.',
    'Some of them erupt every year.',
    'Much of it is hidden under the sea.',
    'Since that attack, the country has held five elections.',
    'After this, the army withdrew.',
    'By then the colony had its own parliament.',
    'Despite these efforts, poverty remains high.',
    'The one at the centre of our Milky Way, called Sagittarius A*, has about four million times the mass of the Sun.',
    'The latter ruled from Constantinople.',
    'How such giants grew so large so early is still an open question.',
    'For such stars the end comes quickly.',
  ])('"%s" leans on a sentence before it', (sentence) => {
    expect(leansOnBefore(sentence)).toBe(true);
  });

  it.each([
    'A volcano is an opening in a planet’s crust.',
    'Most volcanoes sit along the boundaries of tectonic plates.',
    'Some volcanoes erupt every year.',
    'The Philippines lies astride the typhoon belt.',
    'Thermal energy drives the water cycle.',
    'Since 2012, the country has held five elections.',
    'In 1990 the country became independent.',
    'The Oneida lived in what is now New York.',
    'Pigments such as carotenoids absorb additional colours.',
  ])('"%s" can open a paragraph', (sentence) => {
    expect(leansOnBefore(sentence)).toBe(false);
  });
});
