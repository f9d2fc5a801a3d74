import { Hono } from 'hono';
import { quickRequestSchema, type QuickEvent } from '@pardus/protocol';
import { imageViewer, type AppEnv } from '../http/context.js';
import { ndjsonResponse } from '../http/ndjson.js';
import { parseJsonBody } from '../http/parse-body.js';
import { createQuickService, type QuickServiceDeps } from '../quick/quick-service.js';

/**
 * POST /api/quick (mounted behind requireUser): validates, takes a stream slot, reserves the
 * token before any provider is called, then streams NDJSON `QuickEvent`s. With `images`, outside
 * images reach the browser as proxy links made for the caller's session (or key).
 */
export function quickRoutes(deps: QuickServiceDeps) {
  const quick = createQuickService(deps);
  return new Hono<AppEnv>().post('/', async (c) => {
    const { message, sources } = await parseJsonBody(c, quickRequestSchema);
    const user = c.get('user');
    const answer = await quick.reserve({
      userId: user.id,
      viewer: imageViewer(user, c.get('credential')),
      messages: message,
      ...(sources ? { sources } : {}),
    });
    return ndjsonResponse<QuickEvent>(c, answer, (error) =>
      deps.logger.error({ err: error }, 'quick stream failed'),
    );
  });
}
