import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
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

/** Opens the database (PostgreSQL or embedded PGlite) and runs pending migrations. */
export async function createDb(options: DbOptions): Promise<Db> {
  const db = new Kysely<Database>({ dialect: await createDialect(options) });
  await migrateToLatest(db);
  return db;
}

async function createDialect(options: DbOptions): Promise<PostgresDialect> {
  if (options.databaseUrl) {
    return new PostgresDialect({
      pool: new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 }),
    });
  }
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  } else {
    pglite = await PGlite.create();
  }
  return fromPGlite(pglite);
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
