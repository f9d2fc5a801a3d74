import { describe, expect, it } from 'vitest';
import { lowerFirstWord } from './lower-first.js';

describe('lowerFirstWord', () => {
  it.each([
    ['Deep inside the Earth, rock is hot.', 'deep inside the Earth, rock is hot.'],
    ['The economy grows.', 'the economy grows.'],
    ['Most volcanoes sit along plate boundaries.', 'most volcanoes sit along plate boundaries.'],
    ['Volcanoes are found on Earth.', 'volcanoes are found on Earth.'],
    ['When the pressure rises, magma moves.', 'when the pressure rises, magma moves.'],
    ['Its economy is large.', 'its economy is large.'],
    ['Over time the cone grew.', 'over time the cone grew.'],
    ['Speculation over a southern land was confirmed.', 'speculation over a southern land was confirmed.'],
    ['Deforestation is the main problem.', 'deforestation is the main problem.'],
    ['Positioning itself as a leader, it grew.', 'positioning itself as a leader, it grew.'],
    ['Copying is remarkably accurate.', 'copying is remarkably accurate.'],
    ['Forty-two volunteers gave their time.', 'forty-two volunteers gave their time.'],
    ['Three rivers meet here.', 'three rivers meet here.'],
    ['Mountain glaciers are retreating worldwide.', 'mountain glaciers are retreating worldwide.'],
    ['Sea level has risen by about 20 centimetres.', 'sea level has risen by about 20 centimetres.'],
  ])('lowers a capital that was only the sentence’s: %s', (sentence, lowered) => {
    expect(lowerFirstWord(sentence)).toBe(lowered);
  });

  it.each([
    "Brazil's forest cover is 58.9%.",
    'Krakatoa erupted in 1883.',
    'Mount Fuji is a stratovolcano.',
    'DNA is a molecule.',
    'Iceland is a place where a ridge rises above the sea.',
    'I think so.',
    'Merapi erupts often.',
    'Washington is the capital.',
    'Beijing is the capital.',
    'Wyoming is a state.',
    'El Dorado is an imaginary place of great wealth.',
    'Los Angeles is a city.',
    'Hamlet is the hero of a tragedy.',
    'Vesuvius buried Pompeii.',
    'Kenya coffee is grown in the highlands.',
  ])('keeps a name’s capital: %s', (sentence) => {
    expect(lowerFirstWord(sentence)).toBe(sentence);
  });
});
