import type { ChangeFeed } from '../db/change-feed.js';

export interface ReadCacheOptions<V> {
  feed: ChangeFeed;
  /** The notice kinds (`kind:key`) that drop the entry stored under `key`. */
  kinds: readonly string[];
  /** Notice kinds whose key is not an entry key: drop every entry `matches` says it touches. */
  related?: { kind: string; matches: (value: V, key: string) => boolean };
  /** A safety net on top of the notices: no entry is served older than this. */
  ttlMs?: number;
  /** Entries kept (the oldest are dropped first). */
  max?: number;
  now?: () => number;
}

export interface ReadCache<V> {
  /** The cached value, or `load()`'s; concurrent misses of one key share one load. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops the entry now (this instance's own write; the notice follows for every instance). */
  forget(key: string): void;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * Read-through cache for rows every signed-in request reads (sessions, balances, titles). The
 * database's change notices keep it exact: a write anywhere drops the entry when it commits. A load
 * that a notice overtakes is returned to its caller but not stored (its row may predate the write).
 * While the feed is not live (notices may be lost) every read goes to the database.
 */
export function createReadCache<V>(options: ReadCacheOptions<V>): ReadCache<V> {
  const { feed, kinds, related, ttlMs = 60_000, max = 10_000, now = Date.now } = options;
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, Promise<V>>();
  // Bumped by every drop of a key (or of everything): a load stores its value only if unchanged.
  const versions = new Map<string, number>();
  let epoch = 0;

  const versionOf = (key: string) => `${epoch}:${versions.get(key) ?? 0}`;
  function forget(key: string) {
    entries.delete(key);
    loading.delete(key);
    versions.set(key, (versions.get(key) ?? 0) + 1);
    if (versions.size > max * 2) {
      versions.clear(); // bounded: a new epoch stands for every version forgotten here
      epoch++;
    }
  }
  function forgetAll() {
    entries.clear();
    loading.clear();
    versions.clear();
    epoch++;
  }

  feed.subscribe((notice) => {
    if (notice.reset) return forgetAll();
    if (kinds.includes(notice.kind)) forget(notice.key);
    else if (related && notice.kind === related.kind) {
      for (const [key, entry] of entries) if (related.matches(entry.value, notice.key)) forget(key);
    }
  });

  async function load(key: string, read: () => Promise<V>): Promise<V> {
    const version = versionOf(key);
    const value = await read();
    if (feed.live && versionOf(key) === version) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, storedAt: now() });
    }
    return value;
  }

  return {
    get(key, read) {
      if (!feed.live) return read();
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) return Promise.resolve(entry.value);
      let pending = loading.get(key);
      if (!pending) {
        pending = load(key, read).finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
        loading.set(key, pending);
      }
      return pending;
    },
    forget,
  };
}
