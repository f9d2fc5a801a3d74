import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const boolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads, with its default. docs/configuration.md's table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalString,
  /** Redis for the limits shared by instances (stream caps, rate limits); preferred over PostgreSQL for them. */
  REDIS_URL: optionalString,
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  DAILY_TOKENS: z.coerce.number().int().min(0).default(20),
  SEARCH_PROVIDER: z.enum(['library', 'searxng', 'brave', 'tavily', 'serper']).default('library'),
  SEARCH_API_URL: optionalString,
  SEARCH_API_KEY: optionalString,
  SEARCH_TIMEOUT_MS: positiveInt(8000),
  LIBRARY_DIR: z.string().default(path.join(REPO_ROOT, 'library')),
  DICTD_DIR: z.string().default('/usr/share/dictd'),
  CLIPART_DIR: z.string().default('/usr/share/openclipart'),
  LLM_PROVIDER: z.enum(['extractive', 'openai-compatible', 'openai', 'anthropic']).default('extractive'),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_CONNECT_TIMEOUT_MS: positiveInt(10_000),
  LLM_FIRST_TOKEN_TIMEOUT_MS: positiveInt(60_000),
  LLM_IDLE_TIMEOUT_MS: positiveInt(30_000),
  MAX_STREAMS_PER_USER: positiveInt(3),
  SEARCH_CONCURRENCY: positiveInt(4),
  LLM_CONCURRENCY: positiveInt(4),
  RESEARCH_MAX_QUERIES: z.coerce.number().int().min(1).max(12).default(6),
  RESEARCH_MAX_PAGES: z.coerce.number().int().min(0).max(50).default(12),
  RESEARCH_TIME_CAP_MS: z.coerce.number().int().min(5_000).default(150_000),
  RESEARCH_MAX_LLM_TOKENS: z.coerce.number().int().min(1_000).default(16_000),
  MAX_DEEP_RUNS_PER_USER: positiveInt(2),
  RESEARCH_WORKERS: positiveInt(4),
  RESEARCH_LEASE_MS: z.coerce.number().int().min(1_000).default(15_000),
  RESEARCH_POLL_MS: z.coerce.number().int().min(50).max(1_000).default(250),
  RESEARCH_EVENTS_RETENTION_HOURS: positiveInt(24),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).default(10_000),
  READ_CONCURRENCY: positiveInt(6),
  READ_TIMEOUT_MS: positiveInt(8_000),
  READ_MAX_BYTES: positiveInt(2_000_000),
  READ_ALLOW_HOSTS: optionalString.transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  /** The image proxy: largest image and time for one (its address rules are READ_ALLOW_HOSTS' too). */
  IMAGE_MAX_BYTES: positiveInt(5 * 1024 * 1024),
  IMAGE_TIMEOUT_MS: positiveInt(5_000),
  /** Users' own documents: largest file, most PDF pages, and what one user may keep. */
  DOCUMENT_MAX_FILE_MB: positiveInt(25),
  DOCUMENT_MAX_PAGES: positiveInt(2_000),
  DOCUMENT_MAX_TOTAL_MB: positiveInt(200),
  DOCUMENT_MAX_FILES: positiveInt(500),
  /** Documents one user may have waiting to be read; more are refused until some are read. */
  DOCUMENT_MAX_QUEUED: positiveInt(50),
  /** Most a DOCX may unpack to before it is refused as a zip bomb. */
  DOCUMENT_MAX_UNPACKED_MB: positiveInt(100),
  /** Longest one document may take to read (in a worker thread) before it is given up. */
  DOCUMENT_READ_TIMEOUT_MS: positiveInt(60_000),
  /** Each file's own cap: this base plus DOCUMENT_READ_MS_PER_MB for each MB, at most the above. */
  DOCUMENT_READ_BASE_MS: positiveInt(15_000),
  DOCUMENT_READ_MS_PER_MB: positiveInt(4_000),
  /** Documents one instance reads at once (each in its own worker thread). */
  DOCUMENT_READERS: positiveInt(1),
  /** Where originals are kept: the database (default) or an S3-compatible object store (S3_*). */
  DOCUMENT_STORE: z.enum(['database', 's3']).default('database'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  TRUST_PROXY: boolean(false),
  /** Trusted proxies appending to X-Forwarded-For; the client is this many entries from the right. */
  TRUST_PROXY_HOPS: positiveInt(1),
  /** Prometheus metrics on their own port (never on the public one); unset: no metrics. */
  METRICS_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
  METRICS_HOST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/** The names of every environment variable the server reads (deployment files are checked against it). */
export const ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface Config extends Env {
  /** Origin the browser uses; the OIDC redirect URI and library links are built from it. */
  publicUrl: string;
  /** True when no Google client is configured: the development identity provider stands in. */
  useDevIdentityProvider: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const hasGoogle = Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET);
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (e.NODE_ENV === 'production') {
    if (!hasGoogle) {
      problems.push(
        'GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: required in production (the development sign-in accepts any email and never runs in production)',
      );
    }
    if (!e.SESSION_SECRET) problems.push('SESSION_SECRET: required in production (32+ random characters)');
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (e.g. https://pardus.example.com)');
  }
  if (e.SEARCH_PROVIDER !== 'library' && e.SEARCH_PROVIDER !== 'searxng' && !e.SEARCH_API_KEY) {
    problems.push(`SEARCH_API_KEY: required for SEARCH_PROVIDER=${e.SEARCH_PROVIDER}`);
  }
  if (e.SEARCH_PROVIDER === 'searxng' && !e.SEARCH_API_URL) {
    problems.push('SEARCH_API_URL: required for SEARCH_PROVIDER=searxng (e.g. http://localhost:8080)');
  }
  if (e.LLM_PROVIDER !== 'extractive' && !e.LLM_MODEL) {
    problems.push(`LLM_MODEL: required for LLM_PROVIDER=${e.LLM_PROVIDER}`);
  }
  if (e.LLM_PROVIDER === 'openai-compatible' && !e.LLM_BASE_URL) {
    problems.push(
      'LLM_BASE_URL: required for LLM_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1)',
    );
  }
  if ((e.LLM_PROVIDER === 'openai' || e.LLM_PROVIDER === 'anthropic') && !e.LLM_API_KEY) {
    problems.push(`LLM_API_KEY: required for LLM_PROVIDER=${e.LLM_PROVIDER}`);
  }
  if (e.DOCUMENT_STORE === 's3') {
    for (const [name, value] of [
      ['S3_ENDPOINT', e.S3_ENDPOINT],
      ['S3_BUCKET', e.S3_BUCKET],
      ['S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID],
      ['S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY],
    ] as const) {
      if (!value) problems.push(`${name}: required for DOCUMENT_STORE=s3`);
    }
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return { ...e, publicUrl, useDevIdentityProvider: !hasGoogle };
}
