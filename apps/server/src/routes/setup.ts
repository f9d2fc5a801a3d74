import { Hono } from 'hono';
import type { Env } from 'hono';
import type { Setup } from '@pardus/protocol';

/** `GET /api/setup`: where answers come from (public: the home screen says so before sign-in). */
export function setupRoutes<E extends Env = Env>(setup: Setup): Hono<E> {
  return new Hono<E>().get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(setup);
  });
}
