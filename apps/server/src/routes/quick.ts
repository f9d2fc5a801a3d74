import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { quickRequestSchema, type QuickEvent } from '@pardus/protocol';
import { imageViewer, type AppEnv } from '../http/context.js';
import { ndjsonResponse } from '../http/ndjson.js';
import { parseJsonBody } from '../http/parse-body.js';
import { reserveStream } from '../http/reserve-stream.js';
import type { StreamLimiter } from '../http/stream-limiter.js';
import { scopedSearch, type DocumentSearch } from '../documents/scoped-search.js';
import { QUICK_COST, runQuickAnswer, type QuickAnswerDeps } from '../quick/quick-answer.js';
import { withImageLinks, type ImageLinks } from '../images/index.js';

/**
 * POST /api/quick (mounted behind requireUser): validates, takes a stream slot, reserves the
 * token before any provider is called, then streams NDJSON `QuickEvent`s. With `images`, outside
 * images reach the browser as proxy links made for the caller's session.
 */
export function quickRoutes(
  deps: QuickAnswerDeps & { limiter: StreamLimiter; documents?: DocumentSearch; images?: ImageLinks },
) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { message, sources } = await parseJsonBody(c, quickRequestSchema);
    const userId = c.get('user').id;
    const requestId = randomUUID();
    const { release } = await reserveStream(deps, { userId, requestId, cost: QUICK_COST, mode: 'Quick' });
    return ndjsonResponse<QuickEvent>(
      c,
      async (writer) => {
        try {
          const scoped = scopedSearch(deps.search, deps.documents, userId, sources);
          const viewer = imageViewer(c.get('user'), c.get('credential'));
          const search = deps.images ? withImageLinks(scoped, deps.images, viewer) : scoped;
          // Only the user's documents were asked: the library's facts are not among the sources.
          const { factSources, ...rest } = deps;
          const answerDeps =
            sources === 'documents' ? rest : { ...rest, ...(factSources ? { factSources } : {}) };
          await runQuickAnswer({ ...answerDeps, search }, { userId, requestId, messages: message }, writer);
        } finally {
          release();
        }
      },
      (error) => deps.logger.error({ err: error }, 'quick stream failed'),
    );
  });
}
