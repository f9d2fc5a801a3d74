/**
 * Wakes the streams of this instance that tail a run as soon as a new event of it was stored or
 * the run ended: at once for runs this instance works on, by LISTEN/NOTIFY for others on
 * PostgreSQL. A short poll (RESEARCH_POLL_MS) covers everything else.
 */
export class RunEvents {
  private readonly waiters = new Map<string, Set<() => void>>();

  notify(runId: string): void {
    const set = this.waiters.get(runId);
    if (!set) return;
    this.waiters.delete(runId);
    for (const wake of set) wake();
  }

  /**
   * Starts listening for `runId` now and returns the wait: it resolves on a `notify` that came at
   * any time since `arm` (so one arriving while the caller reads the database is not lost), after
   * `ms`, or when `signal` aborts.
   */
  arm(runId: string): { wait: (ms: number, signal: AbortSignal) => Promise<void>; cancel: () => void } {
    let notified = false;
    let wake: (() => void) | undefined;
    const onNotify = () => {
      notified = true;
      wake?.();
    };
    const set = this.waiters.get(runId) ?? new Set<() => void>();
    this.waiters.set(runId, set);
    set.add(onNotify);
    const cancel = () => {
      const current = this.waiters.get(runId);
      current?.delete(onNotify);
      if (current?.size === 0) this.waiters.delete(runId);
    };
    const wait = (ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          cancel();
          resolve();
        };
        const timer = setTimeout(done, ms);
        if (notified || signal.aborted) return done();
        wake = done;
        signal.addEventListener('abort', done, { once: true });
      });
    return { wait, cancel };
  }
}
