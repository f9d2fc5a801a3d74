import type pg from 'pg';
import type { Logger } from '../../logger.js';
import { RUN_EVENTS_CHANNEL } from './job-repository.js';
import type { RunEvents } from './run-events.js';

const RECONNECT_MS = 2_000;

/**
 * PostgreSQL only: LISTENs for the NOTIFY every stored run event and run end sends, and wakes this
 * instance's views of that run at once, so a run held by another instance shows up without
 * waiting for the poll. The poll stays as the fallback (a lost connection, PGlite). Reconnects
 * by itself; `close()` stops it.
 */
export function listenForRunEvents(databaseUrl: string, events: RunEvents, logger: Logger) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const { Client } = (await import('pg')).default; // loaded only where PostgreSQL is used
    const next = new Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === RUN_EVENTS_CHANNEL && message.payload) events.notify(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'research event listener lost its connection');
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`listen ${RUN_EVENTS_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'research event listener could not connect');
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  const ready = connect();

  return {
    /** Resolves once the first LISTEN was issued (or failed). */
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
