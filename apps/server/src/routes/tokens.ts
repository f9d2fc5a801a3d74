import { Hono } from 'hono';
import type { TokenStatus } from '@pardus/protocol';
import type { Budget } from '../budget/budget.service.js';
import type { AppEnv } from '../http/context.js';

/** GET /api/tokens/status → { daily_tokens_remaining }. Mounted behind requireUser. */
export function tokenRoutes(budget: Budget) {
  return new Hono<AppEnv>().get('/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ daily_tokens_remaining: await budget.remaining(c.get('user').id) } satisfies TokenStatus);
  });
}
