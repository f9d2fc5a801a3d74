import { sql } from 'kysely';
import type { Db } from '../db/create-db.js';
import type { ResearchRunStatus } from '../db/schema.js';
import { withoutNul } from '../db/storable-text.js';

/** JSON text of `value` with NUL removed from every string in it. */
export function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? withoutNul(item) : item));
}

/** Where a run's stage outputs go. The pipeline only sees this interface (tests pass a memory one). */
export interface RunStore {
  /** Records a new run; resolves when it is stored. */
  start(run: { id: string; userId: string; question: string }): Promise<void>;
  /** Stores one stage's output (queries, sources, outline, sections, failures…) under its name. */
  saveStage(id: string, stage: string, output: unknown): Promise<void>;
  /** Ends a run with its status, title and report. */
  finish(id: string, end: { status: ResearchRunStatus; title?: string; report?: string }): Promise<void>;
}

/** The run store over the app database (table `research_runs`). */
export function createRunStore(db: Db, now: () => Date = () => new Date()): RunStore {
  return {
    async start({ id, userId, question }) {
      const at = now();
      await db
        .insertInto('research_runs')
        .values({
          id,
          user_id: userId,
          question: withoutNul(question),
          status: 'running',
          stages: '{}',
          updated_at: at,
        })
        .execute();
    },
    async saveStage(id, stage, output) {
      // jsonb || jsonb merges one key without rewriting the others from here.
      const patch = storableJson({ [stage]: output });
      await db
        .updateTable('research_runs')
        .set({ stages: sql<string>`stages || ${patch}::jsonb`, updated_at: now() })
        .where('id', '=', id)
        .execute();
    },
    async finish(id, { status, title, report }) {
      await db
        .updateTable('research_runs')
        .set({
          status,
          title: title === undefined ? null : withoutNul(title),
          report: report === undefined ? null : withoutNul(report),
          updated_at: now(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** A store that keeps runs in memory (tests, benchmarks). */
export function memoryRunStore() {
  const runs = new Map<
    string,
    {
      userId: string;
      question: string;
      status: ResearchRunStatus;
      stages: Record<string, unknown>;
      title?: string;
      report?: string;
    }
  >();
  const store: RunStore & { runs: typeof runs } = {
    runs,
    async start({ id, userId, question }) {
      runs.set(id, { userId, question, status: 'running', stages: {} });
    },
    async saveStage(id, stage, output) {
      const run = runs.get(id);
      if (run) run.stages[stage] = JSON.parse(storableJson(output)) as unknown;
    },
    async finish(id, end) {
      const run = runs.get(id);
      if (run) Object.assign(run, end);
    },
  };
  return store;
}
