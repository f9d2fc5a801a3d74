import { Hono } from 'hono';
import {
  createShareRequestSchema,
  revokeShareRequestSchema,
  shareIdSchema,
  type ShareList,
  type SharedReport,
  type ShareSummary,
} from '@pardus/protocol';
import type { Store } from 'hono-rate-limiter';
import type { AppEnv } from '../http/context.js';
import { notFound } from '../http/app-error.js';
import { idParam } from '../http/id-param.js';
import { parseJsonBody } from '../http/parse-body.js';
import { limitPerUser } from '../http/rate-limit.js';
import type { Logger } from '../logger.js';
import type { ShareService } from '../shares/share.service.js';
import { imageResponse } from './images.js';

export interface ShareRoutesDeps {
  shares: ShareService;
  logger: Logger;
  rateLimitStore?: (name: string) => Store;
  /** Links one user may create per minute (default 20). */
  createPerMinute?: number;
}

/** The owner's share links: create, list, revoke. Mounted at /api/shares behind requireUser. */
export function shareRoutes(deps: ShareRoutesDeps) {
  const { shares, logger } = deps;
  const createLimit = limitPerUser({
    name: 'share-create',
    limit: deps.createPerMinute ?? 20,
    windowMs: 60_000,
    store: deps.rateLimitStore?.('share-create'),
  });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ shares: await shares.list(c.get('user').id) } satisfies ShareList))
    .post('/', createLimit, async (c) => {
      const { conversation_id, answer } = await parseJsonBody(c, createShareRequestSchema);
      const userId = c.get('user').id;
      const share = await shares.create(userId, conversation_id, answer);
      // The link id is the capability itself: it is never logged.
      logger.info(
        { reqId: c.get('requestId'), userId, conversationId: conversation_id, answer },
        'share created',
      );
      return c.json(share satisfies ShareSummary, 201);
    })
    .post('/revoke', async (c) => {
      const { id } = await parseJsonBody(c, revokeShareRequestSchema);
      const userId = c.get('user').id;
      await shares.revoke(userId, id);
      logger.info({ reqId: c.get('requestId'), userId }, 'share revoked');
      return c.json({ revoked: true as const });
    });
}

/**
 * GET /api/shared/:id — public, no sign-in: the report behind a live link; and
 * GET /api/shared/:id/images/:n, the copies of its images kept with it (the share page serves its
 * own images: a visitor's browser contacts no outside host). Never cached (a revoke takes effect at
 * once) and never indexed by search engines.
 */
export function publicShareRoutes(shares: ShareService) {
  return new Hono<AppEnv>()
    .get('/:id', async (c) => {
      c.header('X-Robots-Tag', 'noindex, nofollow');
      c.header('Cache-Control', 'no-store');
      const id = idParam(c, notFound('Shared report not found'), { schema: shareIdSchema });
      return c.json((await shares.read(id)) satisfies SharedReport);
    })
    .get('/:id/images/:n', async (c) => {
      const id = idParam(c, notFound('Image not found'), { schema: shareIdSchema });
      const n = c.req.param('n');
      if (!/^\d{1,2}$/.test(n)) throw notFound('Image not found');
      const image = await shares.image(id, Number(n));
      const response = imageResponse(image, 'no-store');
      response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      return response;
    });
}
