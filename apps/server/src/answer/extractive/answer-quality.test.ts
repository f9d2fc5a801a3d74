/**
 * One test per failure class of issue 10 (answer quality), each over small sources in the library's own
 * formats (WordNet glosses, Factbook fields, Markdown articles).
 */
import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { NOT_ANSWERED } from './compose.js';
import { extractAnswer } from './extractive-engine.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `http://localhost:8000/library/${n}`,
  title,
  text,
});
const gloss = (n: number, headword: string, pos: string, definition: string) =>
  source(n, headword, `${headword} (${pos}): ${definition}`);
const answer = (question: string, sources: AnswerSource[]) => extractAnswer(question, [], sources).join('');

describe('answer quality', () => {
  it('does not quote namesakes named by only part of the name asked about', () => {
    const text = answer('Who was Julius Caesar?', [
      gloss(1, 'Julius Caesar', 'noun', 'conqueror of Gaul and master of Italy (100-44 BC).'),
      gloss(2, 'Caesar', 'noun', 'United States comedian who pioneered comedy television shows (born 1922).'),
      gloss(3, 'Hawking', 'noun', 'the act of selling goods for a living.'),
    ]);
    expect(text).toContain('conqueror of Gaul');
    expect(text).not.toContain('comedian');
  });

  it('answers "what does it mean when a person is X" with the meaning of X', () => {
    const text = answer('What does it mean when a person is gregarious?', [
      gloss(1, 'gregarious', 'adjective', 'temperamentally seeking and enjoying the company of others.'),
      gloss(2, 'gregariously', 'adverb', 'in a sociable manner.'),
    ]);
    expect(text).toContain('seeking and enjoying the company of others [1]');
    expect(text).not.toContain(NOT_ANSWERED);
  });
});
