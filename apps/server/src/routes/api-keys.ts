import { Hono } from 'hono';
import type { Store } from 'hono-rate-limiter';
import { createApiKeyRequestSchema, type ApiKeyList, type CreatedApiKey } from '@pardus/protocol';
import type { ApiKeys } from '../auth/api-keys.js';
import { notFound } from '../http/app-error.js';
import type { AppEnv } from '../http/context.js';
import { idParam } from '../http/id-param.js';
import { parseJsonBody } from '../http/parse-body.js';
import { limitPerUser } from '../http/rate-limit.js';
import type { Logger } from '../logger.js';

export interface ApiKeyRoutesDeps {
  apiKeys: ApiKeys;
  logger: Logger;
  rateLimitStore?: (name: string) => Store;
}

const NOT_FOUND = 'API key not found';

/**
 * /api/keys (behind requireUser and requireSession: a key never manages keys): list, create and
 * revoke the caller's personal API keys. The secret is in the create answer only, never in a log
 * line (only the key's id is logged) and never stored.
 */
export function apiKeyRoutes(deps: ApiKeyRoutesDeps) {
  const { apiKeys, logger } = deps;
  const createLimit = limitPerUser({
    name: 'api-key-create',
    limit: 20,
    windowMs: 60_000,
    store: deps.rateLimitStore?.('api-key-create'),
  });
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ keys: await apiKeys.list(c.get('user').id) } satisfies ApiKeyList);
    })
    .post('/', createLimit, async (c) => {
      const { name } = await parseJsonBody(c, createApiKeyRequestSchema);
      const userId = c.get('user').id;
      const created = await apiKeys.create(userId, name);
      logger.info({ reqId: c.get('requestId'), userId, keyId: created.id }, 'api key created');
      c.header('Cache-Control', 'no-store');
      return c.json(created satisfies CreatedApiKey, 201);
    })
    .delete('/:id', async (c) => {
      const userId = c.get('user').id;
      const id = idParam(c, notFound(NOT_FOUND));
      if (!(await apiKeys.revoke(userId, id))) throw notFound(NOT_FOUND);
      logger.info({ reqId: c.get('requestId'), userId, keyId: id }, 'api key revoked');
      return c.json({ revoked: true as const });
    });
}
