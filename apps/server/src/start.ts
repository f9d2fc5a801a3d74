import { loadKnowledge } from './knowledge/knowledge.js';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { createLoginFlow } from './auth/login-flow.js';
import { createSignIn } from './auth/sign-in.js';
import { createSessions } from './auth/sessions.js';
import { createApiKeys } from './auth/api-keys.js';
import { createBudget } from './budget/budget.service.js';
import type { Config } from './config.js';
import { createConversationService } from './conversations/conversation.service.js';
import { createDb } from './db/create-db.js';
import type { EmbeddedPostgres } from './db/pglite-thread.js';
import type { Logger } from './logger.js';
import { WEB_DIST_DIR } from './paths.js';
import { loadSessionSecret } from './secrets.js';
import { createImages, createProviders, featureRoutes, type Providers } from './features.js';
import { createStreamLimiter, type StreamLimiter } from './http/stream-limiter.js';
import type { FetchHandler } from './http/starting-gate.js';
import { createSharedStreamLimiter } from './http/shared-stream-limiter.js';
import { createSharedRateLimitStore } from './http/shared-rate-limit-store.js';
import { createRedisRateLimitStore, createRedisStreamLimiter } from './http/redis-limits.js';
import { metricsApp } from './metrics/metrics-app.js';
import {
  instrumentAnswer,
  instrumentBudget,
  instrumentLimiter,
  instrumentSearch,
} from './metrics/instrument.js';
import { countRunsByState } from './research/jobs/run-states.js';

/**
 * Everything Pardus runs, built after main.ts listens (this module and its dependencies take most
 * of a second to load): the providers, the database, the app and its background workers.
 */
export interface Started extends Booted {
  /** Resolves when the library (index and places) is loaded: `/ready` says so from then on. */
  loaded: Promise<void>;
}

/** Builds and starts everything; a bad setting rejects with a ConfigError. */
export async function startPardus(
  config: Config,
  logger: Logger,
  embedded?: EmbeddedPostgres,
): Promise<Started> {
  // The library index starts loading here, in its worker thread (see search/library).
  const providers = await createProviders(config, logger);
  const loaded = whenLoaded(providers);
  const booted = await boot(config, providers, logger, loaded, embedded);
  // The Factbook's places and facts (a few hundred ms of this thread) are read once ready, not on
  // the way there; a question asked earlier reads them itself.
  const readPlaces = () =>
    loadKnowledge().catch((error: unknown) => logger.warn({ err: error }, 'the Factbook could not be read'));
  loaded.then(readPlaces, () => undefined); // main.ts reports a library that failed to load
  return { ...booted, loaded };
}

/** What the library loads after listening: the index, in its worker thread. */
function whenLoaded(providers: Providers): Promise<void> & { done: () => boolean } {
  let done = false;
  const loading = providers.search.ready().then(() => {
    done = true;
  });
  return Object.assign(loading, { done: () => done });
}

export interface Booted {
  fetch: FetchHandler;
  /** Stops everything once `listening` (the server's close) has resolved or while it does. */
  close(listening: Promise<void>): Promise<void>;
}

/** Opens the database and builds the app and its workers; the server already listens meanwhile. */
async function boot(
  config: Config,
  initialProviders: Providers,
  logger: Logger,
  loaded: Promise<void> & { done: () => boolean },
  embedded: EmbeddedPostgres | undefined,
): Promise<Booted> {
  let providers = initialProviders;
  const [{ db, changes }, secret] = await Promise.all([
    createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, embedded }, logger),
    loadSessionSecret(config.SESSION_SECRET, config.DATA_DIR),
  ]);
  const signIn = createSignIn(config, logger, loaded);
  const sessions = createSessions(db, { secret, ttlHours: config.SESSION_TTL_HOURS, changes });
  const apiKeys = createApiKeys(db);
  // With METRICS_PORT, the dependencies are wrapped to count what passes through them.
  // Metrics and Redis are loaded only when configured (prom-client and ioredis are big to load).
  const metrics =
    config.METRICS_PORT === undefined
      ? undefined
      : (await import('./metrics/metrics.js')).createMetrics({
          researchRunsByState: () => countRunsByState(db),
        });
  let budget = createBudget(db, { daily: config.DAILY_TOKENS, changes });
  // Several instances share their limits (stream caps, rate limits) through Redis when REDIS_URL
  // is set, else through PostgreSQL when DATABASE_URL is; the embedded PGlite serves one process,
  // which counts in memory.
  const redis = config.REDIS_URL
    ? // The default export: the bundled CommonJS module has no named exports when imported lazily.
      new (await import('ioredis')).default(config.REDIS_URL, { maxRetriesPerRequest: 2 })
    : undefined;
  const shared = config.DATABASE_URL !== undefined;
  const maxPerUser = config.MAX_STREAMS_PER_USER;
  let limiter: StreamLimiter = redis
    ? createRedisStreamLimiter(redis, { maxPerUser, logger })
    : shared
      ? createSharedStreamLimiter(db, { maxPerUser, logger })
      : createStreamLimiter(maxPerUser);
  const rateLimitStore = redis
    ? (name: string) => createRedisRateLimitStore(redis, name)
    : shared
      ? (name: string) => createSharedRateLimitStore(db, name)
      : undefined;
  if (metrics) {
    budget = instrumentBudget(budget, metrics);
    limiter = instrumentLimiter(limiter, metrics);
    providers = {
      ...providers,
      search: instrumentSearch(providers.search, metrics),
      answer: instrumentAnswer(providers.answer, metrics),
    };
  }
  const images = createImages(config, secret);
  // Built before the features (the MCP server saves Deep runs as conversations); it stops deleted
  // runs through the research worker the features build, once they are built.
  const conversations = createConversationService(db, { changes, budget, stopRuns: (ids) => stopRuns(ids) });
  const { routes, apiRoutes, research, documents, mcp } = featureRoutes(providers, {
    apiKeys,
    conversations,
    config,
    images,
    budget,
    logger,
    db,
    limiter,
    rateLimitStore,
  });

  // Deep runs deleted (with a conversation or an account) stop at once when they run here.
  const stopRuns = (ids: string[]) => ids.forEach((id) => research.worker.dropLocal(id));
  const app = createApp({
    db,
    logger,
    sessions,
    apiKeys,
    loginFlow: createLoginFlow(db, signIn.oidc),
    budget,
    conversations,
    images,
    stopRuns,
    documentOriginals: documents.originals,
    extraRoutes: routes,
    extraApiRoutes: apiRoutes,
    webDistDir: WEB_DIST_DIR,
    metrics,
    publicUrl: config.publicUrl,
    secureCookies: config.publicUrl.startsWith('https://'),
    trustProxy: config.TRUST_PROXY,
    trustProxyHops: config.TRUST_PROXY_HOPS,
    rateLimitStore,
    loaded: loaded.done,
  });
  // Unfinished runs (this instance's before a restart, or any whose holder died) resume here.
  research.start();
  // Uploads waiting to be read (here or on an instance that stopped) are read in the background.
  documents.processor.start();
  const metricsServer =
    metrics &&
    serve(
      {
        fetch: metricsApp(metrics).fetch,
        hostname: config.METRICS_HOST ?? config.HOST,
        port: config.METRICS_PORT,
      },
      (info) => logger.info({ host: info.address, port: info.port }, 'metrics at /metrics'),
    );
  const grace = config.SHUTDOWN_GRACE_MS;
  const close = async (closed: Promise<void>) => {
    // Running Deep runs get most of the grace to finish; the rest stop at their last stored stage.
    await Promise.all([research.stop(Math.max(0, grace - 2_000)), documents.processor.stop(), mcp.close()]);
    await closed;
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await signIn.close();
    await redis?.quit();
    await changes.close();
    await db.destroy();
  };
  return { fetch: app.fetch, close };
}
