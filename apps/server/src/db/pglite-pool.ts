import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { EmbeddedPostgres } from './pglite-thread.js';

type Command = PostgresQueryResult<unknown>['command'];
const COMMANDS = new Set<string>(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE']);

/**
 * Presents one PGlite (in this thread, or the database thread) as a `pg`-style pool so Kysely's own
 * PostgresDialect drives it. PGlite has a single session, so connections are handed out one at a
 * time: a transaction holds the only connection and nothing interleaves with it.
 *
 * A PGlite in this thread (tests) runs each statement here and resolves it without returning to the
 * event loop: a run of statements (an upload's chunks, a document's passages) would hold every
 * other request and timer until the last one. Each statement therefore first waits for the event
 * loop's next turn (`setImmediate`), so the longest stall is one statement. The database thread
 * (`inThread: false`) needs no such turn.
 */
export function createPGlitePool(pglite: EmbeddedPostgres, { inThread = true } = {}): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  const client: Omit<PostgresPoolClient, 'release'> = {
    query: (async (sql: string, parameters: readonly unknown[]) => {
      if (inThread) await new Promise<void>((resolve) => setImmediate(resolve));
      const result = await pglite.query(sql, [...parameters]);
      const command = result.command?.toUpperCase() ?? 'SELECT';
      return {
        command: (COMMANDS.has(command) ? command : 'SELECT') as Command,
        rowCount: result.affectedRows ?? 0,
        rows: result.rows,
      };
    }) as PostgresPoolClient['query'],
  };

  return {
    async connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const previous = queue;
      queue = previous.then(() => turn);
      await previous;
      let released = false;
      return {
        ...client,
        release: () => {
          if (!released) {
            released = true;
            release();
          }
        },
      };
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}
