import pLimit, { type LimitFunction } from 'p-limit';
import { abortReason, raceAbort } from './abortable.js';

/** Runs tasks with at most `concurrency` at once per host. */
export interface HostLimiter {
  /**
   * Runs `task` when the host has a free slot. Rejects with the abort reason as soon as `signal`
   * aborts, even while still queued (the queued task then never starts).
   */
  run<T>(host: string, signal: AbortSignal, task: () => Promise<T>): Promise<T>;
  /** How many hosts currently have a limiter (only those with running or queued tasks). */
  readonly hostCount: number;
}

interface Entry {
  limit: LimitFunction;
  /** Running plus queued tasks; counted by us because p-limit's counters lag its promises. */
  users: number;
}

/**
 * One limiter per host, created on first use and dropped when its last task settles, so the map
 * holds only hosts being read right now and cannot grow with every site ever visited.
 */
export function createHostLimiter(concurrency: number): HostLimiter {
  const entries = new Map<string, Entry>();
  return {
    run<T>(host: string, signal: AbortSignal, task: () => Promise<T>): Promise<T> {
      if (signal.aborted) return Promise.reject(abortReason(signal));
      const key = host.toLowerCase();
      let entry = entries.get(key);
      if (!entry) {
        entry = { limit: pLimit(concurrency), users: 0 };
        entries.set(key, entry);
      }
      const current = entry;
      current.users += 1;
      const queued = current.limit(() => {
        signal.throwIfAborted();
        return task();
      });
      const settled = queued.finally(() => {
        current.users -= 1;
        if (current.users === 0 && entries.get(key) === current) entries.delete(key);
      });
      return raceAbort(settled, signal);
    },
    get hostCount() {
      return entries.size;
    },
  };
}
