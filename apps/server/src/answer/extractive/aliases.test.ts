import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { definedAliases } from './aliases.js';
import { NOT_ANSWERED } from './compose.js';
import { extractAnswer } from './extractive-engine.js';

const CLIMATE: AnswerSource = {
  n: 1,
  url: 'https://example.org/climate',
  title: 'Climate change',
  text: [
    '## The greenhouse effect',
    'The most important greenhouse gases are water vapour, carbon dioxide (CO₂), methane and nitrous oxide.',
    '## What humans have changed',
    'Burning coal, oil and natural gas releases carbon that plants stored long ago. As a result, the concentration of carbon dioxide in the atmosphere has risen from about 280 parts per million before the industrial era to more than 420 parts per million today.',
    '## Responses',
    'Countries agreed in 2015 to hold warming well below 2 degrees Celsius above pre-industrial levels.',
  ].join('\n\n'),
};

describe('short forms the sources define', () => {
  it('reads "carbon dioxide (CO₂)" as CO2 standing for carbon dioxide', () => {
    expect(definedAliases([CLIMATE]).get('co2')).toEqual(['carbon', 'dioxid']);
  });

  it('leads with the sentence that answers in the long form, not with "not answered"', () => {
    const answer = extractAnswer('How much has CO2 risen since pre-industrial times?', [], [CLIMATE]).join(
      '',
    );
    expect(answer).not.toContain(NOT_ANSWERED);
    expect(answer).toMatch(/^As a result, the concentration of carbon dioxide .* 280 parts per million/u);
  });
});
