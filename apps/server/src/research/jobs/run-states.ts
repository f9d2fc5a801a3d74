import type { Db } from '../../db/create-db.js';

/** How many Deep research runs are in each state (queued, running, done, …), across every instance. */
export async function countRunsByState(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('research_runs')
    .select(['status', (eb) => eb.fn.countAll<string>().as('runs')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.runs)]));
}
