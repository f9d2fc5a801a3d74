import { describe, expect, it } from 'vitest';
import { fieldsAsked } from '../knowledge/factbook/catalogue.js';
import { loadKnowledge } from '../knowledge/knowledge.js';
import { neighboursOf, PLACE_QUESTIONS, placeQuestions } from './place-questions.js';

describe('place questions', () => {
  it('are each read as asking for one field, so the library answers them from the field itself', () => {
    for (const ask of PLACE_QUESTIONS) expect(fieldsAsked(ask('Chile')), ask('Chile')).toHaveLength(1);
  });

  it('offer other attributes of the place, and the attribute asked of its neighbours', async () => {
    const gazetteer = (await loadKnowledge()).gazetteer;
    const questions = placeQuestions('What is the population of Kenya?', gazetteer);
    expect(questions).not.toContain('What is the population of Kenya?');
    expect(questions).toContain('What is the capital of Kenya?');
    expect(questions).toContain('What is the population of Ethiopia?');
    expect(questions.slice(0, 3)).toEqual([
      'What is the capital of Kenya?',
      'What languages are spoken in Kenya?',
      'What is the population of Ethiopia?',
    ]);
  });

  it('take neighbours from the land borders, or the nearest area for an island', async () => {
    const gazetteer = (await loadKnowledge()).gazetteer;
    const names = (place: string) => neighboursOf(gazetteer.byName(place)!, gazetteer).map((p) => p.name);
    expect(names('Chile')).toEqual(['Argentina', 'Bolivia', 'Peru']);
    expect(names('Iceland').length).toBeGreaterThan(0);
    expect(names('Iceland')).not.toContain('Iceland');
  });

  it('read a language named by its demonym as no place to ask about', async () => {
    const gazetteer = (await loadKnowledge()).gazetteer;
    const questions = placeQuestions('Besides Spanish, which languages are spoken in Bolivia?', gazetteer);
    expect(questions).toContain('What is the capital of Bolivia?');
    expect(questions.some((q) => q.includes('Spain'))).toBe(false);
    // A name said with "the" is asked so.
    expect(placeQuestions('What natural dangers does the Netherlands face?', gazetteer)).toContain(
      'What is the capital of the Netherlands?',
    );
  });

  it('offer nothing for a question that names no place', async () => {
    expect(placeQuestions('What is lava?', (await loadKnowledge()).gazetteer)).toEqual([]);
  });
});
