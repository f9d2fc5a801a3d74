import { describe, expect, it } from 'vitest';
import { createAnswerEngine, type AnswerConfig } from './index.js';

const TIMEOUTS = { connectTimeoutMs: 1_000, firstTokenTimeoutMs: 5_000, idleTimeoutMs: 5_000 };

describe('createAnswerEngine', () => {
  it('builds the extractive engine with nothing else configured', () => {
    const engine = createAnswerEngine({ provider: 'extractive', ...TIMEOUTS });
    expect(engine).toMatchObject({ name: 'extractive', usesLanguageModel: false });
  });

  it('builds language-model engines when their settings are complete', () => {
    const configs: AnswerConfig[] = [
      { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama', ...TIMEOUTS },
      { provider: 'openai', apiKey: 'sk', model: 'gpt', ...TIMEOUTS },
      { provider: 'anthropic', apiKey: 'sk', model: 'claude', ...TIMEOUTS },
    ];
    for (const config of configs) expect(createAnswerEngine(config).usesLanguageModel).toBe(true);
  });

  it.each([
    [
      { provider: 'openai-compatible', baseUrl: 'http://x/v1' },
      'model is required for provider "openai-compatible"',
    ],
    [{ provider: 'openai-compatible', model: 'm' }, 'baseUrl is required for provider "openai-compatible"'],
    [{ provider: 'openai-compatible', model: 'm', baseUrl: 'ftp://x' }, 'baseUrl must be an http(s) URL'],
    [{ provider: 'openai', model: 'm' }, 'apiKey is required for provider "openai"'],
    [{ provider: 'anthropic', model: 'm', apiKey: ' ' }, 'apiKey is required for provider "anthropic"'],
  ] as const)('rejects %j', (partial, problem) => {
    expect(() => createAnswerEngine({ ...TIMEOUTS, ...partial })).toThrow(problem);
  });

  it('lists every problem at once, including bad timeouts', () => {
    expect(() =>
      createAnswerEngine({
        provider: 'anthropic',
        connectTimeoutMs: 0,
        firstTokenTimeoutMs: 1.5,
        idleTimeoutMs: 10,
      }),
    ).toThrow(
      /connectTimeoutMs must be.*firstTokenTimeoutMs must be.*model is required.*apiKey is required/u,
    );
  });
});
