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
  ])('"%s" leans on a sentence before it', (sentence) => {
    expect(leansOnBefore(sentence)).toBe(true);
  });

  it.each([
    'A volcano is an opening in a planet’s crust.',
    'Most volcanoes sit along the boundaries of tectonic plates.',
    'Some volcanoes erupt every year.',
    'The Philippines lies astride the typhoon belt.',
    'Thermal energy drives the water cycle.',
  ])('"%s" can open a paragraph', (sentence) => {
    expect(leansOnBefore(sentence)).toBe(false);
  });
});
