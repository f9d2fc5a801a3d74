import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/change-feed.js';
import { createReadCache } from './read-cache.js';

/** A feed driven by the test: `notify('kind:key')`, `reset()`, and `live` switched at will. */
function manualFeed() {
  const listeners = new Set<ChangeListener>();
  const feed = {
    live: true,
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => undefined,
    notify(payload: string) {
      const [kind = '', key = ''] = payload.split(':');
      for (const listener of listeners) listener({ reset: false, kind, key });
    },
    reset() {
      for (const listener of listeners) listener({ reset: true });
    },
  };
  return feed satisfies ChangeFeed;
}

/** A loader that counts its calls and returns `value`. */
function counter<V>(value: () => V) {
  const loader = async () => {
    loader.calls++;
    return value();
  };
  loader.calls = 0;
  return loader;
}

describe('read cache', () => {
  it('serves a loaded value from memory until a notice of its kind and key drops it', async () => {
    const feed = manualFeed();
    const cache = createReadCache<number>({ feed, kinds: ['balance'] });
    let stored = 5;
    const load = counter(() => stored);
    expect(await cache.get('u1', load)).toBe(5);
    stored = 4;
    expect(await cache.get('u1', load)).toBe(5);
    expect(load.calls).toBe(1);
    feed.notify('titles:u1'); // another kind: kept
    feed.notify('balance:u2'); // another key: kept
    expect(await cache.get('u1', load)).toBe(5);
    feed.notify('balance:u1');
    expect(await cache.get('u1', load)).toBe(4);
    expect(load.calls).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createReadCache<string>({ feed: manualFeed(), kinds: ['k'] });
    const load = counter(() => 'row');
    const values = await Promise.all(Array.from({ length: 16 }, () => cache.get('a', load)));
    expect(values).toEqual(Array(16).fill('row'));
    expect(load.calls).toBe(1);
  });

  it('does not store a load that a notice overtook (its row may predate the write)', async () => {
    const feed = manualFeed();
    const cache = createReadCache<number>({ feed, kinds: ['balance'] });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const first = cache.get('u1', async () => {
      await slow;
      return 5; // read before the write committed
    });
    feed.notify('balance:u1'); // the write commits while the read is in flight
    release();
    expect(await first).toBe(5);
    expect(await cache.get('u1', async () => 4)).toBe(4);
  });

  it('forget drops an entry at once (this instance wrote it)', async () => {
    const cache = createReadCache<number>({ feed: manualFeed(), kinds: ['balance'] });
    await cache.get('u1', async () => 5);
    cache.forget('u1');
    expect(await cache.get('u1', async () => 3)).toBe(3);
  });

  it('reads through while the feed is not live, and drops everything on a reset', async () => {
    const feed = manualFeed();
    const cache = createReadCache<number>({ feed, kinds: ['balance'] });
    await cache.get('u1', async () => 5);
    feed.live = false;
    const load = counter(() => 7);
    expect(await cache.get('u1', load)).toBe(7);
    expect(await cache.get('u1', load)).toBe(7);
    expect(load.calls).toBe(2); // nothing stored while notices may be missed
    feed.live = true;
    feed.reset();
    expect(await cache.get('u1', async () => 8)).toBe(8);
  });

  it('drops entries a related notice touches (a user changed: their sessions go)', async () => {
    const feed = manualFeed();
    const cache = createReadCache<{ userId: string }>({
      feed,
      kinds: ['session'],
      related: { kind: 'user', matches: (row, userId) => row.userId === userId },
    });
    await cache.get('s1', async () => ({ userId: 'alice' }));
    await cache.get('s2', async () => ({ userId: 'bob' }));
    feed.notify('user:alice');
    const reload = counter(() => ({ userId: 'x' }));
    await cache.get('s1', reload);
    await cache.get('s2', reload);
    expect(reload.calls).toBe(1);
  });

  it('never serves an entry older than its ttl, and keeps at most max entries', async () => {
    let clock = 0;
    const cache = createReadCache<number>({
      feed: manualFeed(),
      kinds: ['k'],
      ttlMs: 100,
      max: 2,
      now: () => clock,
    });
    await cache.get('a', async () => 1);
    clock = 150;
    expect(await cache.get('a', async () => 2)).toBe(2);
    await cache.get('b', async () => 1);
    await cache.get('c', async () => 1); // evicts the oldest ('a')
    expect(await cache.get('a', async () => 3)).toBe(3);
  });
});
