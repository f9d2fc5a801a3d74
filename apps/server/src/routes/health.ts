import { Hono } from 'hono';
import { isDbReachable, type Db } from '../db/create-db.js';

/** Liveness and readiness for load balancers; no versions, no secrets. */
export function healthRoutes(db: Db) {
  return new Hono()
    .get('/', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) =>
      (await isDbReachable(db)) ? c.json({ status: 'ready' }) : c.json({ status: 'unavailable' }, 503),
    );
}
