import { Hono } from 'hono';
import { isDbReachable, type Db } from '../db/create-db.js';

/**
 * What readiness waits for besides the database: the library index and the places Deep questions
 * name. True once loaded; a question asked before then waits for them (never a half index).
 */
export type ReadinessCheck = () => boolean;

/** Liveness (`/health`) and readiness (`/ready`, also at `/health/ready`); no versions, no secrets. */
export function healthRoutes(db: Db, loaded: ReadinessCheck = () => true) {
  const ready = new Hono().get('/', async (c) => {
    if (!(await isDbReachable(db))) return c.json({ status: 'unavailable' }, 503);
    return loaded() ? c.json({ status: 'ready' }) : c.json({ status: 'loading' }, 503);
  });
  return {
    health: new Hono().get('/', (c) => c.json({ status: 'ok' })).route('/ready', ready),
    ready,
  };
}
