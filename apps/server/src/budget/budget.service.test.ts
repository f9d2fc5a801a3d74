import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDb, describeEachDb, type TestDb } from '../../test/support/test-db.js';
import { fakeClock, insertUser } from '../../test/support/fixtures.js';
import { ledgerFor } from './budget.repository.js';
import { createBudget } from './budget.service.js';

/**
 * A fixed time for tests about one day: on the real clock, a run across midnight UTC starts a new
 * day (a fresh allowance) between two reserves. Tests about the change of day set their own clock.
 */
const midday = () => new Date('2026-03-01T12:00:00.000Z');

describeEachDb('budget', (kind) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(kind);
  });
  afterEach(async () => t.dispose());

  async function ledgerSum(userId: string) {
    return (await ledgerFor(t.db, userId)).reduce((sum, row) => sum + row.delta, 0);
  }

  it('starts at the daily allowance and reserves atomically', async () => {
    const user = await insertUser(t.db);
    const budget = createBudget(t.db, { daily: 20, now: midday });
    expect(await budget.remaining(user.id)).toBe(20);
    expect(await budget.reserve(user.id, 5, 'r1')).toEqual({ ok: true, remaining: 15 });
    expect(await budget.reserve(user.id, 16, 'r2')).toEqual({ ok: false, remaining: 15 });
    expect(await budget.remaining(user.id)).toBe(15);
    expect(await ledgerSum(user.id)).toBe(15);
  });

  it('with 1 left, exactly one of 20 parallel reserves succeeds and the ledger matches', async () => {
    const user = await insertUser(t.db);
    const budget = createBudget(t.db, { daily: 1, now: midday });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => budget.reserve(user.id, 1, `parallel-${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await budget.remaining(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
    const rows = await ledgerFor(t.db, user.id);
    expect(rows.filter((r) => r.kind === 'grant')).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'reserve')).toHaveLength(1);
  });

  it('is idempotent per request id', async () => {
    const user = await insertUser(t.db);
    const budget = createBudget(t.db, { daily: 10, now: midday });
    await budget.reserve(user.id, 3, 'same');
    await budget.reserve(user.id, 3, 'same');
    expect(await budget.remaining(user.id)).toBe(7);
    await budget.refund(user.id, 'same');
    await budget.refund(user.id, 'same');
    expect(await budget.remaining(user.id)).toBe(10);
    await budget.settle(user.id, 'same'); // refunded already: settle changes nothing
    expect((await ledgerFor(t.db, user.id)).map((r) => r.kind)).toEqual(['grant', 'reserve', 'refund']);
  });

  it('settle keeps the tokens spent; a later refund is ignored', async () => {
    const user = await insertUser(t.db);
    const budget = createBudget(t.db, { daily: 10, now: midday });
    await budget.reserve(user.id, 1, 'q');
    await budget.settle(user.id, 'q');
    await budget.refund(user.id, 'q');
    expect(await budget.remaining(user.id)).toBe(9);
    expect(await ledgerSum(user.id)).toBe(9);
  });

  it('a settle waiting on a refund of the same request writes nothing once the refund commits', async () => {
    const user = await insertUser(t.db);
    const budget = createBudget(t.db, { daily: 10, now: midday });
    await budget.reserve(user.id, 1, 'q'); // today's row exists: the settle takes its one statement
    let settled: Promise<void> | undefined;
    // A refund in progress: the balance row locked, its ledger row written, not yet committed.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('token_balances')
        .select('remaining')
        .where('user_id', '=', user.id)
        .forUpdate()
        .execute();
      await trx
        .insertInto('token_ledger')
        .values({
          user_id: user.id,
          request_id: 'q',
          kind: 'refund',
          delta: 1,
          balance_after: 10,
          created_at: new Date(),
        })
        .execute();
      settled = budget.settle(user.id, 'q'); // waits for the row lock (PGlite: for the connection)
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await settled;
    await Promise.all([budget.settle(user.id, 'q'), budget.settle(user.id, 'q')]);
    expect((await ledgerFor(t.db, user.id)).map((r) => r.kind)).toEqual(['grant', 'reserve', 'refund']);
  });

  it('a settle on the day after its reservation resets the balance first', async () => {
    const user = await insertUser(t.db);
    const clock = fakeClock('2026-03-01T23:59:59.000Z');
    const budget = createBudget(t.db, { daily: 20, now: clock.now });
    await budget.reserve(user.id, 5, 'late');
    clock.set('2026-03-02T00:00:01.000Z');
    await budget.settle(user.id, 'late');
    const rows = await ledgerFor(t.db, user.id);
    expect(rows.map((r) => [r.kind, r.balance_after])).toEqual([
      ['grant', 20],
      ['reserve', 15],
      ['reset', 20],
      ['settle', 20],
    ]);
    await budget.settle(user.id, 'never-reserved'); // today's row exists now: one statement, no row
    expect(await ledgerFor(t.db, user.id)).toHaveLength(4);
  });

  it('refund of an unknown request changes nothing', async () => {
    const user = await insertUser(t.db);
    const budget = createBudget(t.db, { daily: 10, now: midday });
    await budget.refund(user.id, 'never-reserved');
    expect(await budget.remaining(user.id)).toBe(10);
    expect(await ledgerFor(t.db, user.id)).toHaveLength(1);
  });

  it('resets once at 00:00 UTC, even under concurrent first requests of the day', async () => {
    const user = await insertUser(t.db);
    const clock = fakeClock('2026-03-01T23:59:59.000Z');
    const budget = createBudget(t.db, { daily: 20, now: clock.now });
    await budget.reserve(user.id, 5, 'late');
    expect(await budget.remaining(user.id)).toBe(15);

    clock.set('2026-03-02T00:00:00.000Z');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => budget.reserve(user.id, 1, `morning-${i}`)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await budget.remaining(user.id)).toBe(10);
    const rows = await ledgerFor(t.db, user.id);
    expect(rows.filter((r) => r.kind === 'reset')).toHaveLength(1);
    expect(await ledgerSum(user.id)).toBe(10);

    // Yesterday's reservation was wiped by the reset: refunding it gives nothing back.
    await budget.refund(user.id, 'late');
    expect(await budget.remaining(user.id)).toBe(10);
    clock.set('2026-03-02T23:00:00.000Z');
    expect(await budget.remaining(user.id)).toBe(10);
    expect((await ledgerFor(t.db, user.id)).filter((r) => r.kind === 'reset')).toHaveLength(1);
  });

  it('never goes below zero and rejects invalid costs', async () => {
    const user = await insertUser(t.db);
    const budget = createBudget(t.db, { daily: 4, now: midday });
    expect((await budget.reserve(user.id, 5, 'big')).ok).toBe(false);
    await expect(budget.reserve(user.id, 0, 'zero')).rejects.toThrow(/Invalid cost/);
    await expect(budget.reserve(user.id, -1, 'neg')).rejects.toThrow(/Invalid cost/);
    expect(await budget.remaining(user.id)).toBe(4);
  });

  it('reading the balance writes nothing, before the first reservation and after a day passes', async () => {
    const user = await insertUser(t.db);
    const clock = fakeClock('2026-03-01T12:00:00.000Z');
    const budget = createBudget(t.db, { daily: 20, now: clock.now });
    expect(await budget.remaining(user.id)).toBe(20);
    expect(await ledgerFor(t.db, user.id)).toHaveLength(0);
    const balances = () =>
      t.db.selectFrom('token_balances').selectAll().where('user_id', '=', user.id).execute();
    expect(await balances()).toHaveLength(0);

    await budget.reserve(user.id, 5, 'r');
    clock.set('2026-03-02T08:00:00.000Z');
    expect(await budget.remaining(user.id)).toBe(20);
    expect((await ledgerFor(t.db, user.id)).map((r) => r.kind)).toEqual(['grant', 'reserve']);
    expect(await balances()).toMatchObject([{ remaining: 15, day: '2026-03-01' }]);
    // The next write applies the reset the read reported.
    expect(await budget.reserve(user.id, 1, 's')).toEqual({ ok: true, remaining: 19 });
  });

  it("once the day's row exists, parallel reserves (one statement each) never overdraw nor double-book", async () => {
    const user = await insertUser(t.db);
    const budget = createBudget(t.db, { daily: 5, now: midday });
    await budget.reserve(user.id, 1, 'first'); // creates today's row under the lock
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => budget.reserve(user.id, 1, `parallel-${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(await budget.remaining(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);

    const again = createBudget(t.db, { daily: 5, now: midday });
    const other = await insertUser(t.db);
    await again.reserve(other.id, 1, 'seed');
    const same = await Promise.all(Array.from({ length: 5 }, () => again.reserve(other.id, 2, 'same-id')));
    expect(same.every((r) => r.ok)).toBe(true);
    expect(await again.remaining(other.id)).toBe(2);
    expect((await ledgerFor(t.db, other.id)).filter((r) => r.request_id === 'same-id')).toHaveLength(1);
  });
});
