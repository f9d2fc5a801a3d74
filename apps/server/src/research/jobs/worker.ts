import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { deleteOldEvents, settleFinishedRuns } from './finish-run.js';
import { claimRun, heartbeat, releaseRun, type RunRow } from './job-repository.js';
import { RunStop, runJob, type JobDeps, type StopReason } from './run-job.js';

export interface WorkerOptions {
  /** Runs this instance works on at once (RESEARCH_WORKERS). */
  concurrency: number;
  /** How long a claim holds without a heartbeat (RESEARCH_LEASE_MS); renewed every third of it at most. */
  leaseMs: number;
  /** How often an idle worker looks for runs to claim, and tails poll other instances' events. */
  pollMs: number;
  /** Hours the events of finished runs are kept (RESEARCH_EVENTS_RETENTION_HOURS). */
  retentionHours: number;
}

/**
 * This instance's research worker: claims queued runs (and runs whose holder's lease expired),
 * runs them with `runJob`, renews their leases by heartbeat and stops them when the user cancels
 * (seen at once when the cancel reaches this instance, within one heartbeat otherwise). Its owner
 * id is unique per process, so a restarted server takes its old runs over once their lease ends.
 */
export class ResearchWorker {
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private timers: NodeJS.Timeout[] = [];
  private filling = false;
  private stopped = true;

  constructor(
    private readonly deps: JobDeps,
    private readonly options: WorkerOptions,
  ) {}

  /** Starts claiming; settles runs a crash left unsettled and trims old events now and then. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const beatMs = Math.max(50, Math.min(500, Math.floor(this.options.leaseMs / 3)));
    this.timers = [
      setInterval(() => void this.fill(), this.options.pollMs),
      setInterval(() => void this.beat(), beatMs),
      setInterval(() => void this.housekeeping(), 60_000),
    ];
    for (const timer of this.timers) timer.unref();
    void this.housekeeping();
    void this.fill();
  }

  /** Looks for work now (a run was just created on this instance). */
  wake(): void {
    void this.fill();
  }

  /** Stops a run held here at once; false when this instance does not hold it. */
  cancelLocal(id: string): boolean {
    const job = this.running.get(id);
    job?.controller.abort(new RunStop('cancel'));
    return job !== undefined;
  }

  /** Stops a run held here that was deleted (with its conversation or account): nothing more is written. */
  dropLocal(id: string): void {
    this.running.get(id)?.controller.abort(new RunStop('deleted'));
  }

  get active(): number {
    return this.running.size;
  }

  /**
   * SIGTERM: claims nothing more, lets running runs finish for up to `graceMs`, then stops the
   * rest at their current stage and gives their leases back so another instance (or this one after
   * the restart) resumes them from their last stored stage at once.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    const jobs = [...this.running.values()].map((job) => job.done);
    const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.all(jobs), grace]);
    for (const [id, job] of this.running) {
      job.controller.abort(new RunStop('shutdown'));
      await job.done;
      await releaseRun(this.deps.db, id, this.owner).catch(() => undefined);
    }
    this.clearTimers();
  }

  /** A crash, for tests: everything stops and nothing is released (leases must expire). */
  async crash(): Promise<void> {
    this.stopped = true;
    this.clearTimers();
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort(new RunStop('lost'));
    await Promise.all(jobs.map((job) => job.done));
  }

  private clearTimers() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private async fill(): Promise<void> {
    if (this.filling || this.stopped) return;
    this.filling = true;
    try {
      while (!this.stopped && this.running.size < this.options.concurrency) {
        const row = await claimRun(this.deps.db, this.owner, this.options.leaseMs);
        if (!row) break;
        this.launch(row);
      }
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'research worker could not claim');
    } finally {
      this.filling = false;
    }
  }

  private launch(row: RunRow) {
    const controller = new AbortController();
    const done = runJob(this.deps, this.owner, row, controller.signal)
      .catch((error: unknown) => this.deps.logger.error({ err: error, run: row.id }, 'research job crashed'))
      .finally(() => {
        this.running.delete(row.id);
        if (!this.stopped) void this.fill();
      });
    this.running.set(row.id, { controller, done });
  }

  private async beat(): Promise<void> {
    if (this.running.size === 0) return;
    try {
      // Only runs held before the renewal started count: one claimed meanwhile is not lost.
      const asked = [...this.running.entries()];
      const held = await heartbeat(this.deps.db, this.owner, this.options.leaseMs);
      const byId = new Map(held.map((h) => [h.id, h.cancel_requested]));
      for (const [id, job] of asked) {
        const cancel = byId.get(id);
        const reason: StopReason | undefined = cancel === undefined ? 'lost' : cancel ? 'cancel' : undefined;
        if (reason && !job.controller.signal.aborted) job.controller.abort(new RunStop(reason));
      }
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'research heartbeat failed');
    }
  }

  private async housekeeping(): Promise<void> {
    try {
      await settleFinishedRuns(this.deps.db, this.deps.budget);
      await deleteOldEvents(this.deps.db, this.options.retentionHours);
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'research housekeeping failed');
    }
  }
}
