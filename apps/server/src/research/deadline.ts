/** Thrown as the abort reason when a research deadline passes. */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`The research deadline of ${ms} ms passed`);
    this.name = 'TimeoutError';
  }
}

/**
 * Deadlines tied to one caller signal. Built by hand rather than with `AbortSignal.timeout`:
 * Node holds a timeout signal only weakly, so one that is merely a source of `AbortSignal.any`
 * can be garbage-collected and then never fires, and a run's cap would silently vanish. Here the
 * timers are held until `dispose()`, which also detaches from the caller's signal.
 */
export class Deadlines {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly detach: (() => void)[] = [];

  constructor(private readonly parent: AbortSignal) {}

  /** A signal that aborts when the caller does or `ms` from now, whichever comes first. */
  after(ms: number): AbortSignal {
    const controller = new AbortController();
    const onAbort = () => controller.abort(this.parent.reason);
    if (this.parent.aborted) onAbort();
    else {
      this.parent.addEventListener('abort', onAbort, { once: true });
      this.detach.push(() => this.parent.removeEventListener('abort', onAbort));
    }
    this.timers.push(setTimeout(() => controller.abort(new DeadlineError(ms)), Math.max(1, Math.round(ms))));
    return controller.signal;
  }

  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer);
    for (const undo of this.detach) undo();
  }
}
