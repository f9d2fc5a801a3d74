/**
 * Wakes the streams of this instance that tail a run as soon as the worker stored a new event or
 * ended the run. Other instances' events are found by a short poll (RESEARCH_POLL_MS).
 */
export class RunEvents {
  private readonly waiters = new Map<string, Set<() => void>>();

  notify(runId: string): void {
    const set = this.waiters.get(runId);
    if (!set) return;
    this.waiters.delete(runId);
    for (const wake of set) wake();
  }

  /** Resolves on the next `notify(runId)`, after `ms`, or when `signal` aborts, whichever is first. */
  wait(runId: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(runId) ?? new Set<() => void>();
      this.waiters.set(runId, set);
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      set.add(done);
    });
  }
}
