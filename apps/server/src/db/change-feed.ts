import type pg from 'pg';
import type { Logger } from '../logger.js';
import type { EmbeddedPostgres } from './pglite-thread.js';
import { CHANGE_CHANNEL } from './migrations/008-change-notices.js';

/**
 * Change notices from the database (`kind:key`, sent by the triggers of migration 008 when a
 * transaction commits). In-memory read caches listen here to drop what another writer changed.
 *
 * `live` is false while notices may be missed (the PostgreSQL listener is reconnecting): caches
 * must not serve from memory then, and `reset` tells them to drop everything once it is back.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export type ChangeListener = (notice: { reset: true } | { reset: false; kind: string; key: string }) => void;

function listeners() {
  const all = new Set<ChangeListener>();
  return {
    subscribe: (listener: ChangeListener) => {
      all.add(listener);
      return () => void all.delete(listener);
    },
    notice: (payload: string) => {
      const at = payload.indexOf(':');
      if (at <= 0) return;
      const notice = { reset: false as const, kind: payload.slice(0, at), key: payload.slice(at + 1) };
      for (const listener of all) listener(notice);
    },
    reset: () => {
      for (const listener of all) listener({ reset: true });
    },
  };
}

/** PGlite delivers a notice before the committing query resolves: caches never serve a stale row. */
export async function pgliteChangeFeed(pglite: EmbeddedPostgres): Promise<ChangeFeed> {
  const feed = listeners();
  const stop = await pglite.listen(CHANGE_CHANNEL, feed.notice);
  return { live: true, subscribe: feed.subscribe, close: () => stop() };
}

const RECONNECT_MS = [100, 500, 2_000, 5_000];

/** How the listening connection names itself in `pg_stat_activity`. */
export const CHANGE_FEED_APPLICATION = 'pardus-change-feed';

/**
 * One dedicated connection LISTENing for the whole process (a pooled connection would lose the
 * LISTEN when returned). On a broken connection it reconnects with backoff; until it is listening
 * again the feed is not live, and caches clear on the reset it sends when it is.
 */
export async function postgresChangeFeed(connectionString: string, logger: Logger): Promise<ChangeFeed> {
  const feed = listeners();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let attempt = 0;

  const { Client } = (await import('pg')).default;
  async function connect(): Promise<void> {
    const next = new Client({ connectionString, application_name: CHANGE_FEED_APPLICATION });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) feed.notice(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error.message }, 'change feed connection lost; caches bypassed until it is back');
      live = false;
      void next.end().catch(() => undefined);
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${CHANGE_CHANNEL}`);
    client = next;
    attempt = 0;
    live = true;
    feed.reset();
  }

  function scheduleReconnect() {
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    setTimeout(() => {
      if (closed) return;
      connect().catch((error: unknown) => {
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'change feed reconnect failed',
        );
        scheduleReconnect();
      });
    }, delay).unref();
  }

  await connect();
  return {
    get live() {
      return live && !closed;
    },
    subscribe: feed.subscribe,
    async close() {
      closed = true;
      live = false;
      await client?.end().catch(() => undefined);
    },
  };
}

/** No database notices (a caller that opts out of caching): never live, so caches always read through. */
export const NO_CHANGE_FEED: ChangeFeed = {
  live: false,
  subscribe: () => () => undefined,
  close: async () => undefined,
};
