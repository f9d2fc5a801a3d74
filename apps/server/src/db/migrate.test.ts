import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPGlite } from './create-db.js';
import { migrateToLatest } from './migrate.js';

describe('migrateToLatest', () => {
  let pglite: PGlite | undefined;
  afterEach(async () => pglite?.close());

  /** A database whose statements are recorded, so a test can see what a migration pass ran. */
  async function recordedDb() {
    pglite = await PGlite.create();
    const statements: string[] = [];
    const db = new Kysely<unknown>({
      dialect: fromPGlite(pglite),
      log: (event) => void statements.push(event.query.sql),
    });
    return { db, statements };
  }

  it('creates the schema on an empty database, then a restart only reads what is recorded', async () => {
    const { db, statements } = await recordedDb();
    await migrateToLatest(db);
    expect(statements.some((s) => /create table/i.test(s))).toBe(true);

    statements.length = 0;
    await migrateToLatest(db);
    // Two reads: the bookkeeping table exists, and every migration is in it. No lock, no DDL.
    expect(statements).toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(/lock|create|alter/i);
  });

  it('goes through the migrator when a migration is not recorded', async () => {
    const { db, statements } = await recordedDb();
    await migrateToLatest(db);
    // As if the database predated the last migration.
    await sql`drop index token_ledger_request_end`.execute(db);
    await sql`delete from kysely_migration where name = '015-ledger-request-end'`.execute(db);
    statements.length = 0;
    await migrateToLatest(db);
    expect(statements.some((s) => /create unique index "token_ledger_request_end"/i.test(s))).toBe(true);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(rows.map((r) => r.name)).toContain('015-ledger-request-end');
  });
});
