import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Logger } from '../logger.js';

/** One MCP session: its transport and server, bound to the API key that opened it. */
export interface McpSession {
  id: string;
  keyId: string;
  userId: string;
  transport: WebStandardStreamableHTTPServerTransport;
  server: McpServer;
  lastSeen: number;
  /** Set before the session is closed: its calls end then, but their Deep runs go on. */
  closing: boolean;
}

export interface McpSessionOptions {
  /** A session unused this long is closed (default 30 min). */
  idleMs?: number;
  /** Sessions one user may hold here; past it their least recently used one is closed (default 10). */
  maxPerUser?: number;
  /** Sessions this instance holds at most; past it the least recently used one is closed (default 1000). */
  maxTotal?: number;
  now?: () => number;
  logger?: Logger;
}

/**
 * The MCP sessions of this instance, in memory: a session holds the protocol state a call's
 * progress notifications and cancellation need. Bounded three ways (idle time, per user, in total),
 * so clients that never end their sessions cannot grow it. A session is this instance's: a request
 * for it reaching another one is answered 404, and the client starts a new one (the MCP transport's
 * rule); Deep runs are durable, so none is lost that way.
 */
export function createMcpSessions(options: McpSessionOptions = {}) {
  const { idleMs = 30 * 60_000, maxPerUser = 10, maxTotal = 1_000, now = Date.now } = options;
  // Insertion order is use order: a touched session moves to the end.
  const sessions = new Map<string, McpSession>();

  async function close(session: McpSession) {
    session.closing = true;
    sessions.delete(session.id);
    await session.server
      .close()
      .catch((error: unknown) => options.logger?.warn({ err: error }, 'mcp session did not close cleanly'));
  }

  const leastRecent = (userId?: string) =>
    [...sessions.values()].find((s) => userId === undefined || s.userId === userId);

  const sweep = setInterval(
    () => {
      const oldest = now() - idleMs;
      for (const session of [...sessions.values()]) if (session.lastSeen < oldest) void close(session);
    },
    Math.min(idleMs, 60_000),
  );
  sweep.unref();

  return {
    get(id: string): McpSession | undefined {
      const session = sessions.get(id);
      if (!session) return undefined;
      sessions.delete(id);
      session.lastSeen = now();
      sessions.set(id, session);
      return session;
    },

    /** Keeps a new session, closing the least recently used ones past the caps. */
    async add(session: McpSession): Promise<void> {
      session.lastSeen = now();
      sessions.set(session.id, session);
      while ([...sessions.values()].filter((s) => s.userId === session.userId).length > maxPerUser) {
        const evicted = leastRecent(session.userId);
        if (!evicted) break;
        await close(evicted);
      }
      while (sessions.size > maxTotal) {
        const evicted = leastRecent();
        if (!evicted) break;
        await close(evicted);
      }
    },

    /** Forgets a session the client ended (DELETE): its transport closes itself. */
    forget(id: string): void {
      const session = sessions.get(id);
      if (session) session.closing = true;
      sessions.delete(id);
    },

    /** Shutdown: every session closes; running Deep runs go on where the worker holds them. */
    async closeAll(): Promise<void> {
      clearInterval(sweep);
      await Promise.all([...sessions.values()].map(close));
    },

    get size() {
      return sessions.size;
    },
  };
}

export type McpSessions = ReturnType<typeof createMcpSessions>;
