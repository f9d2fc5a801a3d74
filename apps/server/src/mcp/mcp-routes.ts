import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Store } from 'hono-rate-limiter';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { API_KEY_PREFIX } from '@pardus/protocol';
import type { ApiKeys } from '../auth/api-keys.js';
import { AppError } from '../http/app-error.js';
import type { AppEnv } from '../http/context.js';
import { limitPerUser } from '../http/rate-limit.js';
import { bearerToken } from '../http/require-user.js';
import { createMcpSessions, type McpSession, type McpSessionOptions } from './mcp-sessions.js';
import { createPardusMcp, type PardusToolDeps } from './pardus-mcp.js';

export interface McpRouteDeps {
  apiKeys: ApiKeys;
  tools: PardusToolDeps;
  /** This app's origin: a browser page from anywhere else may not call the MCP server. */
  publicUrl: string;
  rateLimitStore?: (name: string) => Store;
  /** MCP requests one user may make per minute (default 300). */
  requestsPerMinute?: number;
  sessions?: McpSessionOptions;
}

/** Largest JSON-RPC body read (a question is at most 10 000 characters). */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * 401 unless `Authorization: Bearer pdk_…` is a live API key (read per request: a revoked key is
 * refused at once, also in a session it opened). Session tokens are not taken here: the MCP server
 * is for scripts and agents.
 */
function requireApiKey(apiKeys: ApiKeys) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const key = token?.startsWith(API_KEY_PREFIX) ? await apiKeys.verify(token) : undefined;
    if (!key) {
      throw new AppError(
        'unauthorized',
        'An API key is required: Authorization: Bearer pdk_… (Settings → API keys).',
        { 'WWW-Authenticate': 'Bearer realm="pardus"' },
      );
    }
    c.set('user', key.user);
    c.set('credential', { kind: 'api_key', id: key.keyId });
    await next();
  });
}

/**
 * Refuses requests a browser page of another origin sent (the MCP transport's advice against DNS
 * rebinding); clients that are not browsers send no Origin.
 */
function sameOriginOnly(publicUrl: string) {
  const own = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== own)
      throw new AppError('forbidden', 'Cross-origin MCP requests are refused.');
    await next();
  });
}

/** The JSON-RPC answer to a request naming a session this instance does not hold (the client starts anew). */
const sessionNotFound = () =>
  Response.json(
    { jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null },
    { status: 404 },
  );

/**
 * /mcp: Pardus as an MCP server over Streamable HTTP, signed in with a personal API key. A session
 * is opened by `initialize` and bound to its key: another key (even the same user's) cannot use it.
 */
export function mcpRoutes(deps: McpRouteDeps) {
  const sessions = createMcpSessions(deps.sessions);
  const router = new Hono<AppEnv>()
    .use('*', sameOriginOnly(deps.publicUrl))
    .use('*', requireApiKey(deps.apiKeys))
    .use(
      '*',
      limitPerUser({
        name: 'mcp',
        limit: deps.requestsPerMinute ?? 300,
        windowMs: 60_000,
        store: deps.rateLimitStore?.('mcp'),
      }),
    )
    .all('/', async (c) => {
      const userId = c.get('user').id;
      const keyId = c.get('credential').id;
      const sessionId = c.req.header('mcp-session-id');
      if (sessionId !== undefined) {
        const session = sessions.get(sessionId);
        if (!session || session.keyId !== keyId) return sessionNotFound();
        return session.transport.handleRequest(c.req.raw);
      }
      // No session yet: only an `initialize` opens one (the transport answers anything else 400).
      let session: McpSession | undefined;
      const server = createPardusMcp(deps.tools, { userId, keyId }, () => session?.closing ?? true);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        maxRequestBodySize: MAX_BODY_BYTES,
        onsessioninitialized: async (id) => {
          session = { id, keyId, userId, transport, server, lastSeen: 0, closing: false };
          await sessions.add(session);
        },
        onsessionclosed: (id) => sessions.forget(id),
      });
      await server.connect(transport);
      const response = await transport.handleRequest(c.req.raw);
      if (!session) await server.close();
      return response;
    });
  return { router, close: () => sessions.closeAll() };
}
