import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import {
  CHANGE_FEED_APPLICATION,
  postgresChangeFeed,
  type ChangeFeed,
  type ChangeListener,
} from './change-feed.js';
import { CHANGE_CHANNEL } from './migrations/008-change-notices.js';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL change feed', () => {
  let feed: ChangeFeed | undefined;
  afterEach(async () => feed?.close());

  const notices: Parameters<ChangeListener>[0][] = [];
  const listen: ChangeListener = (notice) => notices.push(notice);

  it('reconnects when its connection is killed, says so with a reset, and delivers notices again', async () => {
    feed = await postgresChangeFeed(url!, createLogger('silent'));
    feed.subscribe(listen);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Every feed's connection goes (other tests' feeds too: they reconnect and reset the same way).
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
        [CHANGE_FEED_APPLICATION],
      );
      await expect.poll(() => notices.some((n) => n.reset), { timeout: 5_000 }).toBe(true);
      expect(feed.live).toBe(true);
      notices.length = 0;
      await admin.query(`select pg_notify($1, 'balance:u1')`, [CHANGE_CHANNEL]);
      await expect
        .poll(() => notices, { timeout: 2_000 })
        .toContainEqual({ reset: false, kind: 'balance', key: 'u1' });
    } finally {
      await admin.end();
    }
  });
});
