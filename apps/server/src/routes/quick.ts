import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { quickRequestSchema, type QuickEvent } from '@pardus/protocol';
import { AppError } from '../http/app-error.js';
import type { AppEnv } from '../http/context.js';
import { ndjsonResponse } from '../http/ndjson.js';
import { parseJsonBody } from '../http/parse-body.js';
import type { StreamLimiter } from '../http/stream-limiter.js';
import { QUICK_COST, runQuickAnswer, type QuickAnswerDeps } from '../quick/quick-answer.js';

/**
 * POST /api/quick (mounted behind requireUser): validates, takes a stream slot, reserves the
 * token before any provider is called, then streams NDJSON `QuickEvent`s.
 */
export function quickRoutes(deps: QuickAnswerDeps & { limiter: StreamLimiter }) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { message } = await parseJsonBody(c, quickRequestSchema);
    const userId = c.get('user').id;
    const release = deps.limiter.acquire(userId);
    const requestId = randomUUID();
    try {
      const reserved = await deps.budget.reserve(userId, QUICK_COST, requestId);
      if (!reserved.ok) {
        throw new AppError(
          'insufficient_tokens',
          `Insufficient tokens: a Quick search needs ${QUICK_COST} and you have ${reserved.remaining} remaining.`,
        );
      }
    } catch (error) {
      release();
      throw error;
    }
    return ndjsonResponse<QuickEvent>(
      c,
      async (writer) => {
        try {
          await runQuickAnswer(deps, { userId, requestId, messages: message }, writer);
        } finally {
          release();
        }
      },
      (error) => deps.logger.error({ err: error }, 'quick stream failed'),
    );
  });
}
