import { setupSchema } from '@pardus/protocol';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { describeSetup } from './setup.js';

const setupOf = (env: Record<string, string>) =>
  setupSchema.parse(describeSetup(loadConfig({ NODE_ENV: 'test', ...env })));

describe('describeSetup', () => {
  it('with no configuration: the library with its collections and editions, and no model', () => {
    expect(setupOf({})).toEqual({
      search: {
        provider: 'library',
        collections: [
          'the World Factbook (final edition, January 2026)',
          'WordNet 3.1',
          'the bundled articles',
        ],
      },
      model: null,
    });
  });

  it('says when the articles are not the bundled ones', () => {
    const { search } = setupOf({ LIBRARY_DIR: '/srv/wiki' });
    expect(search.provider === 'library' && search.collections.at(-1)).toBe('the articles in LIBRARY_DIR');
  });

  it('names a web search provider and the model, and nothing of their addresses or keys', () => {
    const setup = setupOf({
      SEARCH_PROVIDER: 'brave',
      SEARCH_API_KEY: 'brave-secret',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: 'http://10.1.2.3:11434/v1',
      LLM_API_KEY: 'llm-secret',
      LLM_MODEL: 'llama3.1:8b',
    });
    expect(setup).toEqual({
      search: { provider: 'brave' },
      model: { provider: 'openai-compatible', name: 'llama3.1:8b' },
    });
    expect(JSON.stringify(setup)).not.toMatch(/secret|10\.1\.2\.3/);
  });
});
