import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { researchRequestSchema, RESEARCH_STREAM_END, type ResearchEvent } from '@pardus/protocol';
import { AppError } from '../http/app-error.js';
import type { AppEnv } from '../http/context.js';
import { ndjsonResponse } from '../http/ndjson.js';
import { parseJsonBody } from '../http/parse-body.js';
import type { StreamLimiter } from '../http/stream-limiter.js';
import { DEEP_COST, runDeepResearch, type DeepResearchDeps } from '../research/research-service.js';

/**
 * POST /api/spysearch (mounted behind requireUser): validates, takes a stream slot, reserves the
 * Deep cost before any provider is called, then streams `ResearchEvent` lines ending with `[DONE]`.
 */
export function researchRoutes(deps: DeepResearchDeps & { limiter: StreamLimiter }) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { query, messages } = await parseJsonBody(c, researchRequestSchema);
    const userId = c.get('user').id;
    const release = deps.limiter.acquire(userId);
    const requestId = randomUUID();
    try {
      const reserved = await deps.budget.reserve(userId, DEEP_COST, requestId);
      if (!reserved.ok) {
        throw new AppError(
          'insufficient_tokens',
          `Insufficient tokens: a Deep search needs ${DEEP_COST} and you have ${reserved.remaining} remaining.`,
        );
      }
    } catch (error) {
      release();
      throw error;
    }
    return ndjsonResponse<ResearchEvent>(
      c,
      async (writer) => {
        try {
          await runDeepResearch(
            deps,
            { runId: requestId, requestId, userId, question: query, history: messages },
            writer,
          );
        } finally {
          release();
        }
      },
      (error) => deps.logger.error({ err: error }, 'research stream failed'),
      { endLine: RESEARCH_STREAM_END },
    );
  });
}
