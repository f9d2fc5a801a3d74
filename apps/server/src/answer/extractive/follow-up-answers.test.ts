import type { ChatMessage } from '@pardus/protocol';
import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { extractAnswer } from './extractive-engine.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `https://example.org/${n}`,
  title,
  text,
});

/** Factbook-style entries: the field asked for sits among fields that share its word. */
const people = (n: number, country: string, population: string) =>
  source(
    n,
    `${country} — People and Society`,
    [
      `Drinking water source — improved: urban: 99.7% of population; rural: 93.3% of population; total: 99% of population`,
      `Population: ${population} (July 2015 est.)`,
      `Urbanization — urban population: 89.5% of total population (2015)`,
    ].join('\n\n'),
  );
const CHILE = people(1, 'Chile', '17,508,260');
const PERU = people(2, 'Peru', '30,444,999');
const CHILE_ECONOMY = source(
  3,
  'Chile — Economy',
  'Economy - overview: Chile has a market-oriented economy characterized by a high level of foreign trade.',
);

const turns = (...questions: string[]): ChatMessage[] =>
  questions.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: 'An earlier answer [1].' },
  ]);
const answer = (question: string, history: ChatMessage[], sources: AnswerSource[]) =>
  extractAnswer(question, history, sources).join('');

describe('follow-up questions keep the subject and the aspect', () => {
  it('answers "its population" with the population of the subject asked about before', () => {
    const text = answer('And what is its population?', turns('What is the capital of Chile?'), [CHILE, PERU]);
    expect(text).toMatch(/^Population of Chile: 17,508,260/u);
  });

  it('answers "What about Peru?" with the aspect asked before', () => {
    const history = turns('What is the capital of Chile?', 'And what is its population?');
    expect(answer('What about Peru?', history, [CHILE, PERU])).toMatch(/^Population of Peru: 30,444,999/u);
  });

  it('answers a new aspect of the same subject', () => {
    const text = answer('and the economy?', turns('What is the population of Chile?'), [PERU, CHILE_ECONOMY]);
    expect(text).toMatch(/^Economy - overview: Chile has a market-oriented economy/u);
  });
});
