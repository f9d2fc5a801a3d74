import { Kysely, PostgresDialect } from 'kysely';
import type { Logger } from '../logger.js';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';
import type { Database } from './schema.js';
import { createPGlitePool } from './pglite-pool.js';
import { startPGliteThread, type EmbeddedPostgres } from './pglite-thread.js';
import { migrateToLatest } from './migrate.js';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for the PGlite files (ignored with databaseUrl); omitted → in memory. */
  dataDir?: string;
  /** The embedded database's thread, when main.ts started it before the app's code loaded. */
  embedded?: EmbeddedPostgres;
  /** pg pool size per server instance. */
  poolSize?: number;
}

export interface OpenDb {
  db: Db;
  /** Change notices of the rows read caches keep (see change-feed.ts). */
  changes: ChangeFeed;
}

/** Opens the database (PostgreSQL or embedded PGlite), runs pending migrations, starts listening. */
export async function createDb(options: DbOptions, logger: Logger): Promise<OpenDb> {
  if (options.databaseUrl) {
    // The PostgreSQL client loads only when it is used (~30 ms of every embedded start otherwise).
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db);
    return { db, changes: await postgresChangeFeed(options.databaseUrl, logger) };
  }
  const pglite = options.embedded ?? startPGliteThread(options.dataDir);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPGlitePool(pglite, { inThread: false }) }),
  });
  await migrateToLatest(db);
  return { db, changes: await pgliteChangeFeed(pglite) };
}

/** Wraps a PGlite instance of this thread (tests clone a migrated template). */
export function fromPGlite(pglite: EmbeddedPostgres): PostgresDialect {
  return new PostgresDialect({ pool: createPGlitePool(pglite) });
}

/** Readiness probe: true when a trivial query answers. */
export async function isDbReachable(db: Db): Promise<boolean> {
  try {
    await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    return true;
  } catch {
    return false;
  }
}
