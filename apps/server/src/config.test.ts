import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('config', () => {
  it('needs nothing on a fresh machine: embedded defaults everywhere', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8000,
      HOST: '127.0.0.1',
      DAILY_TOKENS: 20,
      SEARCH_PROVIDER: 'library',
      LLM_PROVIDER: 'extractive',
      useDevIdentityProvider: true,
      publicUrl: 'http://localhost:8000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses production without Google sign-in, a session secret and a public URL, listing all at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/GOOGLE_CLIENT_ID/);
    expect(problems.join('\n')).toMatch(/SESSION_SECRET/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://pardus.example.com/',
    });
    expect(config.useDevIdentityProvider).toBe(false);
    expect(config.publicUrl).toBe('https://pardus.example.com');
  });

  it('reports malformed values and missing provider settings readably', () => {
    const problems = problemsOf({ PORT: 'eighty', DAILY_TOKENS: '-1', SEARCH_PROVIDER: 'bing' });
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DAILY_TOKENS:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SEARCH_PROVIDER:'))).toBe(true);
    expect(problemsOf({ SEARCH_PROVIDER: 'brave' })).toEqual([
      'SEARCH_API_KEY: required for SEARCH_PROVIDER=brave',
    ]);
    expect(problemsOf({ LLM_PROVIDER: 'openai-compatible' })).toHaveLength(2);
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'only-id' })[0]).toMatch(/set together/);
    expect(new ConfigError(['a', 'b']).message).toBe('Invalid configuration:\n  - a\n  - b');
  });

  it('has defaults for durable Deep runs and refuses leases and polls out of range', () => {
    expect(loadConfig({})).toMatchObject({
      MAX_DEEP_RUNS_PER_USER: 2,
      RESEARCH_WORKERS: 4,
      RESEARCH_LEASE_MS: 15_000,
      RESEARCH_POLL_MS: 250,
      RESEARCH_EVENTS_RETENTION_HOURS: 24,
      SHUTDOWN_GRACE_MS: 10_000,
    });
    const problems = problemsOf({
      RESEARCH_LEASE_MS: '10',
      RESEARCH_POLL_MS: '5000',
      MAX_DEEP_RUNS_PER_USER: '0',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'MAX_DEEP_RUNS_PER_USER',
      'RESEARCH_LEASE_MS',
      'RESEARCH_POLL_MS',
    ]);
  });

  it("keeps users' documents in the database unless an object store is configured completely", () => {
    expect(loadConfig({})).toMatchObject({
      DOCUMENT_STORE: 'database',
      DOCUMENT_MAX_FILE_MB: 25,
      DOCUMENT_MAX_PAGES: 2_000,
      DOCUMENT_MAX_TOTAL_MB: 200,
      DOCUMENT_MAX_FILES: 500,
    });
    expect(
      problemsOf({ DOCUMENT_STORE: 's3', S3_BUCKET: 'docs' })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['S3_ACCESS_KEY_ID', 'S3_ENDPOINT', 'S3_SECRET_ACCESS_KEY']);
    const s3 = {
      DOCUMENT_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    };
    expect(loadConfig(s3)).toMatchObject({ DOCUMENT_STORE: 's3', S3_REGION: 'us-east-1' });
  });
});
