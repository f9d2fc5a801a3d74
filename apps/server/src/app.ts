import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import type { Store } from 'hono-rate-limiter';
import type { Budget } from './budget/budget.service.js';
import type { LoginFlow } from './auth/login-flow.js';
import type { Sessions } from './auth/sessions.js';
import type { ApiKeys } from './auth/api-keys.js';
import type { ConversationService } from './conversations/conversation.service.js';
import type { Db } from './db/create-db.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics/metrics.js';
import type { OriginalStore } from './documents/storage/original-store.js';
import { httpMetrics } from './metrics/http-metrics.js';
import { safePath } from './logger.js';
import { notFound } from './http/app-error.js';
import type { AppEnv } from './http/context.js';
import { createErrorHandler } from './http/error-handler.js';
import { apiBodyLimit } from './http/parse-body.js';
import { requireSession, requireUser } from './http/require-user.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { securityHeaders } from './http/security-headers.js';
import { accountRoutes } from './routes/account.js';
import { authRoutes } from './routes/auth.js';
import { conversationRoutes } from './routes/conversations.js';
import { publicShareRoutes, shareRoutes } from './routes/shares.js';
import { createShareService } from './shares/share.service.js';
import { healthRoutes, type ReadinessCheck } from './routes/health.js';
import { imageRoutes } from './routes/images.js';
import type { ImageService } from './images/index.js';
import { openApiRoutes } from './routes/openapi.js';
import { tokenRoutes } from './routes/tokens.js';
import { webAppRoutes } from './routes/web-app.js';

/** Everything the HTTP app needs, built by main.ts (or by tests, with fakes where useful). */
export interface AppDeps {
  db: Db;
  logger: Logger;
  sessions: Sessions;
  /** Personal API keys: scripts and agents sign in with them where a session would do. */
  apiKeys: ApiKeys;
  loginFlow: LoginFlow;
  budget: Budget;
  conversations: ConversationService;
  /** Links to the image proxy and its fetcher: outside images reach browsers only through here. */
  images: ImageService;
  /** Extra routers mounted by feature (quick answers, library documents…), path → router. */
  extraRoutes?: { path: string; router: Hono<AppEnv> }[];
  /** Routes that need a signed-in user, mounted under /api. */
  extraApiRoutes?: { path: string; router: Hono<AppEnv> }[];
  webDistDir?: string;
  /** Prometheus metrics; when absent nothing is counted. */
  metrics?: Metrics;
  secureCookies: boolean;
  trustProxy: boolean;
  /** TRUST_PROXY_HOPS: how many trusted proxies append to X-Forwarded-For (default 1). */
  trustProxyHops?: number;
  /** Rate-limit counters shared by every instance (PostgreSQL); in-process when absent. */
  rateLimitStore?: (name: string) => Store;
  /** Stops at once Deep runs this instance works on that were deleted (with an account). */
  stopRuns?: (ids: string[]) => void;
  /** Share links one user may create per minute (default 20). */
  shareCreatesPerMinute?: number;
  /** Where users' documents keep their originals: an account's deletion removes them there too. */
  documentOriginals?: OriginalStore;
  /** `/ready` answers 200 only when this says the library is loaded (and the database answers). */
  loaded?: ReadinessCheck;
  /** PUBLIC_URL, the origin browsers use: sign-in starts there (see auth/sign-in-origin.ts). */
  publicUrl?: string;
}

/** Builds the Hono app. No port, no globals: tests call `app.request()` on it directly. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  if (deps.metrics) app.use('*', httpMetrics(deps.metrics));
  // X-Request-Id: the caller's when it is a short plain token (a proxy's), else a new UUID; sent back
  // on the response and written on the request's log lines, so one request can be traced across logs.
  app.use('*', requestId({ limitLength: 64 }));
  app.use('*', securityHeaders());
  // Access log for API and MCP calls (health probes and static files would drown it). Paths only: no
  // query strings.
  const accessLog = createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    deps.logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: safePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use('/api/*', accessLog);
  app.use('/mcp', accessLog);
  // Before any route reads a body, and before sign-in checks: the limit holds for anonymous callers.
  app.use('/api/*', apiBodyLimit());

  const health = healthRoutes(deps.db, deps.loaded);
  app.route('/health', health.health);
  app.route('/ready', health.ready);
  app.route('/api', openApiRoutes());
  app.route('/api', authRoutes(deps));
  const signedIn = requireUser(deps.sessions, deps.apiKeys);
  app.use('/api/tokens/*', signedIn);
  app.route('/api/tokens', tokenRoutes(deps.budget));
  app.use('/api/msgs/*', signedIn);
  app.route('/api/msgs', conversationRoutes(deps.conversations, deps.images.links));
  // Not behind requireUser: an <img> load carries no bearer token; each link names its session.
  app.route(
    '/api/images',
    imageRoutes({ images: deps.images, sessions: liveCredentials(deps), logger: deps.logger }),
  );
  app.use('/api/keys', signedIn, requireSession);
  app.use('/api/keys/*', signedIn, requireSession);
  app.route('/api/keys', apiKeyRoutes(deps));
  app.use('/api/me/*', signedIn, requireSession);
  app.route('/api/me', accountRoutes(deps));
  // Share links: the owner's side needs a session; the public read by link id does not.
  const shares = createShareService(deps.db, { images: deps.images });
  // Publishing needs the person at a browser: a leaked key cannot make a conversation public.
  app.use('/api/shares', signedIn, requireSession);
  app.use('/api/shares/*', signedIn, requireSession);
  app.route(
    '/api/shares',
    shareRoutes({
      shares,
      logger: deps.logger,
      rateLimitStore: deps.rateLimitStore,
      createPerMinute: deps.shareCreatesPerMinute,
    }),
  );
  app.route('/api/shared', publicShareRoutes(shares));
  for (const { path, router } of deps.extraApiRoutes ?? []) {
    app.use(`/api${path}`, signedIn);
    app.use(`/api${path}/*`, signedIn);
    app.route(`/api${path}`, router);
  }
  for (const { path, router } of deps.extraRoutes ?? []) app.route(path, router);
  app.all('/api/*', () => {
    throw notFound('No such API endpoint');
  });
  if (deps.webDistDir) app.route('/', webAppRoutes(deps.webDistDir));
  return app;
}

/**
 * Image links are bound to the session or the API key they were made for: a link stops loading once
 * either ends (the ids are UUIDs of different tables, and the user must match too).
 */
function liveCredentials(deps: Pick<AppDeps, 'sessions' | 'apiKeys'>) {
  return {
    isLive: async (id: string, userId: string) =>
      (await deps.sessions.isLive(id, userId)) || (await deps.apiKeys.isLive(id, userId)),
  };
}

export type App = ReturnType<typeof createApp>;
