import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';
import type { Database } from './schema.js';
import { createPGlitePool } from './pglite-pool.js';
import { migrateToLatest } from './migrate.js';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for the PGlite files (ignored with databaseUrl); omitted → in memory. */
  dataDir?: string;
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db);
    return { db, changes: await postgresChangeFeed(options.databaseUrl, logger) };
  }
  const pglite = await openPGlite(options.dataDir);
  const db = new Kysely<Database>({ dialect: fromPGlite(pglite) });
  await migrateToLatest(db);
  return { db, changes: await pgliteChangeFeed(pglite) };
}

async function openPGlite(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create();
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir);
}

/** Wraps an existing PGlite instance (tests clone a migrated template). */
export function fromPGlite(pglite: PGlite): PostgresDialect {
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
