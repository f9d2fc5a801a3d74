import { describe, expect, it } from 'vitest';
import type { Setup } from '@pardus/protocol';
import { answerSourcesText, exampleQuestions, quotesSources } from './answer-sources';

const library: Setup = {
  search: {
    provider: 'library',
    collections: ['the World Factbook (final edition, January 2026)', 'WordNet 3.1', 'the bundled articles'],
  },
  model: null,
};
const webWithModel: Setup = {
  search: { provider: 'searxng' },
  model: { provider: 'openai-compatible', name: 'llama3.1:8b' },
};

describe('answerSourcesText', () => {
  it("with no configuration: the library's collections, the user's documents and no model", () => {
    expect(answerSourcesText(library)).toBe(
      'Answers quote the World Factbook (final edition, January 2026), WordNet 3.1, the bundled articles and your own documents. No language model is configured.',
    );
  });

  it('names the web search provider and the model when they are configured', () => {
    expect(answerSourcesText(webWithModel)).toBe(
      'Answers come from web search (SearXNG) and your own documents, written by llama3.1:8b (an OpenAI-compatible server).',
    );
    expect(answerSourcesText({ search: { provider: 'brave' }, model: null })).toBe(
      'Answers quote web search (Brave Search) and your own documents. No language model is configured.',
    );
    expect(
      answerSourcesText({ ...library, model: { provider: 'anthropic', name: 'claude-sonnet-4-5' } }),
    ).toMatch(
      /^Answers come from the World Factbook .* and your own documents, written by claude-sonnet-4-5 \(Anthropic\)\.$/,
    );
  });
});

describe('exampleQuestions', () => {
  it('offers a fact, a comparison, a concept and a Deep report, the last one in Deep mode', () => {
    const examples = exampleQuestions(library);
    expect(examples.map((e) => e.kind)).toEqual(['fact', 'comparison', 'concept', 'report']);
    expect(examples.map((e) => e.mode)).toEqual(['quick', 'quick', 'quick', 'deep']);
    expect(examples[0]?.question).toBe('What is the capital of Australia?');
  });

  it('asks a web search for a fact of this year', () => {
    expect(exampleQuestions(webWithModel)[0]?.question).toBe('What is the latest version of Node.js?');
  });
});

describe('quotesSources', () => {
  it('is true only when the server is known to have no model', () => {
    expect(quotesSources(library)).toBe(true);
    expect(quotesSources(webWithModel)).toBe(false);
    expect(quotesSources(undefined)).toBe(false);
  });
});
