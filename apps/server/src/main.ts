import { factbookGazetteer } from './research/understand/factbook-places.js';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { createLoginFlow } from './auth/login-flow.js';
import { createOidcClient } from './auth/oidc-client.js';
import { createSessions } from './auth/sessions.js';
import { createBudget } from './budget/budget.service.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createConversationService } from './conversations/conversation.service.js';
import { createDb } from './db/create-db.js';
import { createLogger, type Logger } from './logger.js';
import { WEB_DIST_DIR } from './paths.js';
import { loadSessionSecret } from './secrets.js';
import { createImages, createProviders, featureRoutes, type Providers } from './features.js';
import { createStreamLimiter, type StreamLimiter } from './http/stream-limiter.js';
import { createSharedStreamLimiter } from './http/shared-stream-limiter.js';
import { createSharedRateLimitStore } from './http/shared-rate-limit-store.js';
import { Redis } from 'ioredis';
import { createRedisRateLimitStore, createRedisStreamLimiter } from './http/redis-limits.js';
import { createMetrics } from './metrics/metrics.js';
import { metricsApp } from './metrics/metrics-app.js';
import {
  instrumentAnswer,
  instrumentBudget,
  instrumentLimiter,
  instrumentSearch,
} from './metrics/instrument.js';
import { countRunsByState } from './research/jobs/run-states.js';

/** The only module with side effects: reads config, builds dependencies, listens, shuts down cleanly. */
async function main() {
  let config: Config;
  let providers: Providers;
  const logger = createLogger('info');
  try {
    config = loadConfig();
    logger.level = config.LOG_LEVEL;
    providers = createProviders(config, logger);
  } catch (error) {
    exitOnConfigError(error);
  }
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  // The database and the development sign-in start side by side (each takes a few hundred ms);
  // oidc-provider is only loaded when it is used, so a production start never pays for it.
  const [{ db, changes }, devIdp] = await Promise.all([
    createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, logger),
    config.useDevIdentityProvider
      ? import('./auth/dev-idp.js').then((m) =>
          m.startDevIdentityProvider({ redirectUri, nodeEnv: config.NODE_ENV }),
        )
      : undefined,
  ]);

  let oidcOptions;
  if (devIdp) {
    logger.warn(
      { issuer: devIdp.issuer },
      'no Google client configured: using the development sign-in (any email works)',
    );
    oidcOptions = {
      issuer: devIdp.issuer,
      clientId: devIdp.clientId,
      clientSecret: devIdp.clientSecret,
      allowInsecureRequests: true,
    };
  } else {
    oidcOptions = {
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID ?? '',
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
      selectAccount: true,
    };
  }
  const oidc = createOidcClient({ ...oidcOptions, redirectUri });
  const secret = await loadSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const sessions = createSessions(db, { secret, ttlHours: config.SESSION_TTL_HOURS, changes });
  // With METRICS_PORT, the dependencies are wrapped to count what passes through them.
  const metrics =
    config.METRICS_PORT === undefined
      ? undefined
      : createMetrics({ researchRunsByState: () => countRunsByState(db) });
  let budget = createBudget(db, { daily: config.DAILY_TOKENS, changes });
  // Several instances share their limits (stream caps, rate limits) through Redis when REDIS_URL
  // is set, else through PostgreSQL when DATABASE_URL is; the embedded PGlite serves one process,
  // which counts in memory.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
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
  const { routes, apiRoutes, research, documents } = featureRoutes(providers, {
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
    loginFlow: createLoginFlow(db, oidc),
    budget,
    conversations: createConversationService(db, { changes, budget, stopRuns }),
    images,
    stopRuns,
    documentOriginals: documents.originals,
    extraRoutes: routes,
    extraApiRoutes: apiRoutes,
    webDistDir: WEB_DIST_DIR,
    metrics,
    secureCookies: config.publicUrl.startsWith('https://'),
    trustProxy: config.TRUST_PROXY,
    trustProxyHops: config.TRUST_PROXY_HOPS,
    rateLimitStore,
  });

  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    logger.info({ url: config.publicUrl, host: info.address, port: info.port }, 'Pardus is ready');
    // The places Deep questions name are read once listening, so no first run waits for them.
    factbookGazetteer().catch((error: unknown) => logger.warn({ err: error }, 'places not loaded'));
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
  onShutdown(logger, grace, async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Running Deep runs get most of the grace to finish; the rest stop at their last stored stage.
    await Promise.all([research.stop(Math.max(0, grace - 2_000)), documents.processor.stop()]);
    await closed;
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await devIdp?.close();
    await redis?.quit();
    await changes.close();
    await db.destroy();
  });
}

function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish (`graceMs` at most), close resources. */
function onShutdown(logger: Logger, graceMs: number, close: () => Promise<void>) {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), graceMs);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
