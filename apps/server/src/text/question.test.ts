import { describe, expect, it } from 'vitest';
import { answerType, comparedItems, isMeaningQuestion, questionCore } from './question.js';

describe('question understanding', () => {
  it('takes the request frame away from what is asked about', () => {
    expect(questionCore('What does it mean when a person is gregarious?')).toBe('gregarious');
    expect(questionCore('What is the meaning of the word serendipity?')).toBe('serendipity');
    expect(questionCore("What does 'ephemeral' mean?")).toBe('ephemeral');
    expect(questionCore('What does the word laconic mean?')).toBe('laconic');
    expect(questionCore('Define photosynthesis')).toBe('photosynthesis');
    expect(questionCore('What is meant by the term plate tectonics?')).toBe('plate tectonics');
    expect(questionCore('What are the different meanings of the word "bank"?')).toBe('bank');
    expect(questionCore('What are the senses of pitch?')).toBe('pitch');
    expect(questionCore('What meanings does the word crane have?')).toBe('crane');
    expect(questionCore('How does the greenhouse effect work?')).toBe('the greenhouse effect');
    expect(questionCore('What is a volcano?')).toBe('What is a volcano');
  });

  it('knows a meaning question', () => {
    expect(isMeaningQuestion('What does it mean when someone is stoic?')).toBe(true);
    expect(isMeaningQuestion('What is the capital of Peru?')).toBe(false);
  });

  it('reads the two things a comparison names, without the setting they share', () => {
    expect(comparedItems('What is the difference between C3 and C4 plants?')).toEqual(['C3', 'C4 plants']);
    expect(comparedItems('How do shield volcanoes differ from stratovolcanoes?')).toEqual([
      'shield volcanoes',
      'stratovolcanoes',
    ]);
    expect(
      comparedItems(
        'What is the difference between mitigation and adaptation in responses to climate change?',
      ),
    ).toEqual(['mitigation', 'adaptation']);
    expect(comparedItems('What is a volcano?')).toBeUndefined();
  });

  it('reads the answer type', () => {
    expect(answerType('What is a volcano?')).toBe('definition');
    expect(answerType('What is inside a piñata, and how do children get it open?')).toBe('general');
    expect(answerType('what is under the ice of antarctica')).toBe('general');
    expect(answerType('What does it mean when a person is gregarious?')).toBe('definition');
    expect(answerType('Who was Julius Caesar?')).toBe('person');
    expect(answerType('Who designed the dome of the Pantheon?')).toBe('person');
    expect(answerType('What is the capital of Kenya?')).toBe('place');
    expect(answerType('Where is Timbuktu?')).toBe('place');
    expect(answerType('How many moons does Neptune have?')).toBe('number');
    expect(answerType('What is the population of France?')).toBe('number');
    expect(answerType('When did Constantine legalise Christianity?')).toBe('date');
    expect(answerType('In which year did Rome fall?')).toBe('date');
    expect(answerType('Which has the larger population, Peru or Chile?')).toBe('comparison');
    expect(answerType('What is the difference between weather and climate?')).toBe('comparison');
    expect(answerType('How do volcanoes form?')).toBe('how-why');
    expect(answerType('Why are leaves green?')).toBe('how-why');
    // A measure asked by its adjective, a price by its noun, a time of day: numbers and dates.
    expect(answerType('How expensive is a flat in Oslo?')).toBe('number');
    expect(answerType('bitcoin price today')).toBe('number');
    expect(answerType('What time does the museum open?')).toBe('date');
  });
});
