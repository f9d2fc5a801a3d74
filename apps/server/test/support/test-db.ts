import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe } from 'vitest';
import {
  NO_CHANGE_FEED,
  pgliteChangeFeed,
  postgresChangeFeed,
  type ChangeFeed,
  type ChangeListener,
} from '../../src/db/change-feed.js';
import { createDb, fromPGlite, type Db } from '../../src/db/create-db.js';
import { createLogger } from '../../src/logger.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { TABLES as INITIAL_TABLES } from '../../src/db/migrations/001-initial.js';
import { TABLES as RESEARCH_TABLES } from '../../src/db/migrations/002-research-runs.js';
import { TABLES as JOB_TABLES } from '../../src/db/migrations/003-research-jobs.js';
import { TABLES as LIMIT_TABLES } from '../../src/db/migrations/004-shared-limits.js';
import { TABLES as SEARCH_TABLES } from '../../src/db/migrations/006-conversation-search.js';
import { TABLES as SHARE_TABLES } from '../../src/db/migrations/007-shared-reports.js';
import { TABLES as DOCUMENT_TABLES } from '../../src/db/migrations/009-user-documents.js';
import { TABLES as IMAGE_TABLES } from '../../src/db/migrations/010-saved-images.js';
import { TABLES as TERM_TABLES } from '../../src/db/migrations/011-document-terms.js';
import { TABLES as QUOTA_TABLES } from '../../src/db/migrations/016-document-quota.js';
import { TABLES as KEY_TABLES } from '../../src/db/migrations/018-api-keys.js';
import type { Database } from '../../src/db/schema.js';

export type DbKind = 'pglite' | 'postgres';

export interface TestDb {
  db: Db;
  kind: DbKind;
  /** The database's change notices, as the app's read caches get them. */
  changes: ChangeFeed;
  /** PostgreSQL only: another connection pool on the same schema, as a second instance would have. */
  connectAgain?: () => Db;
  dispose(): Promise<void>;
}

let shared: Promise<{ db: Db; changes: ChangeFeed }> | undefined;

/**
 * One migrated in-memory PGlite per test worker, emptied before each use: cloning or migrating
 * a PGlite per test costs ~1 s, a TRUNCATE a few ms. Tests in a file run one after another.
 */
async function sharedPGlite() {
  shared ??= (async () => {
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: fromPGlite(pglite) });
    await migrateToLatest(db);
    return { db, changes: await pgliteChangeFeed(pglite) };
  })();
  return shared;
}

/** One test's view of a shared feed: its subscriptions end with the test's database. */
function borrowedFeed(feed: ChangeFeed): ChangeFeed & { release(): void } {
  const stops = new Set<() => void>();
  return {
    get live() {
      return feed.live;
    },
    subscribe(listener: ChangeListener) {
      const stop = feed.subscribe(listener);
      stops.add(stop);
      return () => {
        stop();
        stops.delete(stop);
      };
    },
    close: async () => undefined,
    release() {
      for (const stop of stops) stop();
      stops.clear();
    },
  };
}

/**
 * Kysely's migrator lists the tables of every schema first; a parallel test run dropping its own
 * schema at that moment makes the listing fail ("schema … does not exist"). Try again then.
 */
async function migrateWithRetry(db: Db, schema: string, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(db, { schema });
      return;
    } catch (error) {
      const cause = error instanceof Error ? error.cause : undefined;
      const raced = cause instanceof Error && /^schema "t_\w+" does not exist$/.test(cause.message);
      if (!raced || attempt >= attempts) throw error;
    }
  }
}

/** A fresh, migrated, empty database of the given kind. */
export async function createTestDb(
  kind: DbKind = 'pglite',
  options: { pgliteDir?: string } = {},
): Promise<TestDb> {
  if (kind === 'pglite' && options.pgliteDir) {
    // PGlite in a folder and in its own thread, as `npm start` runs it (benchmarks: the in-memory
    // one copies its whole storage as it grows, which a file-backed one never does).
    const { db, changes } = await createDb({ dataDir: options.pgliteDir }, createLogger('silent'));
    return {
      db,
      kind,
      changes,
      dispose: async () => {
        await changes.close();
        await db.destroy();
      },
    };
  }
  if (kind === 'pglite') {
    const { db, changes: sharedChanges } = await sharedPGlite();
    const changes = borrowedFeed(sharedChanges);
    await sql
      .raw(
        `truncate ${[...KEY_TABLES, ...QUOTA_TABLES, ...TERM_TABLES, ...IMAGE_TABLES, ...DOCUMENT_TABLES, ...SEARCH_TABLES, ...SHARE_TABLES, ...LIMIT_TABLES, ...JOB_TABLES, ...RESEARCH_TABLES, ...INITIAL_TABLES].join(', ')} restart identity cascade`,
      )
      .execute(db);
    return { db, kind, changes, dispose: async () => changes.release() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  // A private schema per test keeps parallel test files apart on one PostgreSQL database.
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const others: Db[] = [];
  const connect = () =>
    new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: url, max: 8, options: `-c search_path=${schema}` }),
      }),
    });
  const db = connect();
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema if exists ${schema} cascade`);
    await cleanup.end();
  };
  let changes: ChangeFeed = NO_CHANGE_FEED;
  try {
    await migrateWithRetry(db, schema);
    changes = await postgresChangeFeed(url, createLogger('silent'));
  } catch (error) {
    // A half-migrated schema left behind would confuse every later test database.
    await db.destroy();
    await drop();
    throw error;
  }
  return {
    db,
    kind,
    changes,
    connectAgain() {
      const other = connect();
      others.push(other);
      return other;
    },
    async dispose() {
      await changes.close();
      for (const other of others) await other.destroy();
      await db.destroy();
      await drop();
    },
  };
}

/** The database kinds this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Runs a suite once per database kind. */
export function describeEachDb(name: string, suite: (kind: DbKind) => void): void {
  for (const kind of TEST_DB_KINDS) describe(`${name} [${kind}]`, () => suite(kind));
}
