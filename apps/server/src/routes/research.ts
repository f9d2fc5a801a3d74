import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { researchRequestSchema, RESEARCH_STREAM_END, type ResearchEvent } from '@pardus/protocol';
import type { AppEnv } from '../http/context.js';
import { ndjsonResponse } from '../http/ndjson.js';
import { parseJsonBody } from '../http/parse-body.js';
import { reserveStream } from '../http/reserve-stream.js';
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
    const requestId = randomUUID();
    const { release } = await reserveStream(deps, { userId, requestId, cost: DEEP_COST, mode: 'Deep' });
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
      // The web gives up on a research stream after 30 s without a byte (SPEC §9).
      { endLine: RESEARCH_STREAM_END, keepAliveMs: 10_000 },
    );
  });
}
