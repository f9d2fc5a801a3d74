import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDb } from './create-db.js';
import { createLogger } from '../logger.js';
import { CHANGE_CHANNEL } from './migrations/008-change-notices.js';
import { startPGliteThread, type EmbeddedPostgres } from './pglite-thread.js';

describe('the database thread', () => {
  const opened: EmbeddedPostgres[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  // Creating an in-memory database takes ~2 s (initdb): the first tests share one.
  let sharedDb: EmbeddedPostgres | undefined;
  afterAll(async () => sharedDb?.close());
  const shared = () => (sharedDb ??= startPGliteThread(undefined));
  const start = (dataDir?: string) => {
    const db = startPGliteThread(dataDir);
    opened.push(db);
    return db;
  };

  it('runs statements sent before it is open, in order, with their parameters and types', async () => {
    const db = shared();
    const created = db.query('create table t (id int primary key, at timestamptz, body bytea, doc jsonb)');
    const inserted = db.query('insert into t values ($1, $2, $3, $4), (2, null, null, null)', [
      1,
      new Date('2026-01-02T03:04:05Z'),
      new Uint8Array([1, 2, 3]),
      { a: [1, 'b'] },
    ]);
    await created;
    expect((await inserted).affectedRows).toBe(2);
    const { rows } = await db.query<{ id: number; at: Date; body: Uint8Array; doc: unknown }>(
      'select * from t order by id',
    );
    expect(rows[0]!.at).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect([...rows[0]!.body]).toEqual([1, 2, 3]);
    expect(rows[0]!.doc).toEqual({ a: [1, 'b'] });
    expect(rows[1]).toEqual({ id: 2, at: null, body: null, doc: null });
  });

  it("rejects a failing statement with PostgreSQL's fields, and goes on serving", async () => {
    const db = shared();
    await db.query('create table u (id int primary key)');
    await db.query('insert into u values (1)');
    const failed = await db.query('insert into u values (1)').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ code: '23505', severity: 'ERROR', constraint: 'u_pkey' });
    expect((await db.query('select count(*)::int as n from u')).rows).toEqual([{ n: 1 }]);
  });

  it('delivers a notice before the result of the statement that sent it', async () => {
    const db = shared();
    const seen: string[] = [];
    const stop = await db.listen('changes', (payload) => seen.push(`notice ${payload}`));
    await db.query(`select pg_notify('changes', 'row:1')`).then(() => seen.push('result'));
    expect(seen).toEqual(['notice row:1', 'result']);
    await stop();
    await db.query(`select pg_notify('changes', 'row:2')`);
    expect(seen).toEqual(['notice row:1', 'result']);
  });

  it('keeps what it wrote in the data folder for the next start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pardus-thread-'));
    dirs.push(dir);
    const first = startPGliteThread(dir);
    await first.query('create table kept (v text)');
    await first.query(`insert into kept values ('still here')`);
    await first.close();
    const again = start(dir);
    expect((await again.query('select v from kept')).rows).toEqual([{ v: 'still here' }]);
  });

  it('fails every statement with a clear error when the database cannot be opened', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pardus-thread-'));
    dirs.push(dir);
    // A data folder PostgreSQL refuses: a version file of another major version.
    await mkdir(path.join(dir, 'pglite'), { recursive: true });
    await writeFile(path.join(dir, 'pglite', 'PG_VERSION'), '9\n');
    const db = start(dir);
    await expect(db.query('select 1')).rejects.toThrow();
    await expect(db.query('select 1')).rejects.toThrow();
  });

  it('tells once when the thread dies, and fails that statement and every later one with why', async () => {
    const stops: Error[] = [];
    // A real thread that dies on its first statement, as one would on a crash inside PostgreSQL.
    const crashing = () =>
      new Worker(
        "require('node:worker_threads').parentPort.on('message', () => { throw new Error('wasm abort'); })",
        { eval: true },
      );
    const db = startPGliteThread(undefined, {
      onStopped: (error) => stops.push(error),
      startThread: crashing,
    });
    await expect(db.query('select 1')).rejects.toThrow('wasm abort');
    await expect(db.query('select 2')).rejects.toThrow('wasm abort');
    await db.close();
    expect(stops.map((error) => error.message)).toEqual(['wasm abort']);
  });

  it('does not call a close a crash', async () => {
    const stops: Error[] = [];
    const db = startPGliteThread(undefined, { onStopped: (error) => stops.push(error) });
    await db.query('select 1');
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow('the database thread stopped');
    expect(stops).toEqual([]);
  });

  it('serves the app through createDb: migrated, and change notices reach the feed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pardus-thread-'));
    dirs.push(dir);
    const { db, changes } = await createDb({ dataDir: dir, embedded: start(dir) }, createLogger('silent'));
    const recorded = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(db);
    expect(recorded.rows[0]!.n).toBeGreaterThanOrEqual(15);
    const notices: unknown[] = [];
    changes.subscribe((notice) => notices.push(notice));
    await sql`select pg_notify(${CHANGE_CHANNEL}, 'balance:u1')`.execute(db);
    expect(notices).toEqual([{ reset: false, kind: 'balance', key: 'u1' }]);
    await changes.close();
    await db.destroy();
  });
});
