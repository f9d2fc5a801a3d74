import { Hono } from 'hono';
import type { Sessions } from '../auth/sessions.js';
import { AppError, notFound, unauthorized } from '../http/app-error.js';
import type { AppEnv } from '../http/context.js';
import { ImageFetchError, type ImageService } from '../images/index.js';
import type { Logger } from '../logger.js';

export interface ImageRouteDeps {
  images: ImageService;
  sessions: Pick<Sessions, 'isLive'>;
  logger: Logger;
  now?: () => number;
}

/**
 * How a proxied image is answered. The type is the one its bytes are (never the upstream's word);
 * no header of the upstream is passed on (no Set-Cookie); `default-src 'none'` and `sandbox` keep
 * the response inert even if opened on its own; the browser may keep it for the reader only.
 */
export function imageResponse(image: { type: string; body: Buffer }, cacheControl: string): Response {
  return new Response(new Uint8Array(image.body), {
    headers: {
      'Content-Type': image.type,
      'Content-Length': String(image.body.length),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
    },
  });
}

/**
 * GET /api/images/:token — the image proxy. Serves only URLs this server put in a link for a
 * session that is still signed in (404 for any other token, 401 once the session ended), so it is
 * never an open proxy. Not behind `requireUser`: an `<img>` load carries no bearer token; the token
 * names its session instead. Logs an outcome code and the time only: no URL, no user.
 */
export function imageRoutes(deps: ImageRouteDeps) {
  const now = deps.now ?? Date.now;
  return new Hono<AppEnv>().get('/:token', async (c) => {
    const grant = deps.images.links.open(c.req.param('token'));
    if (!grant || grant.expiresAt * 1000 <= now()) throw notFound('Image not found');
    if (!(await deps.sessions.isLive(grant.sessionId, grant.userId)))
      throw unauthorized('Your session is invalid or has expired. Please sign in again.');
    const started = performance.now();
    const signal = c.req.raw.signal;
    try {
      const image = await deps.images.fetcher.fetch(grant.url, signal);
      deps.logger.info({ outcome: 'ok', ms: Math.round(performance.now() - started) }, 'image proxied');
      return imageResponse(image, 'private, max-age=3600');
    } catch (error) {
      const outcome = signal.aborted
        ? 'cancelled'
        : error instanceof ImageFetchError
          ? error.reason
          : 'failed';
      deps.logger.info({ outcome, ms: Math.round(performance.now() - started) }, 'image not proxied');
      throw new AppError('upstream_failed', 'The image could not be loaded.');
    }
  });
}
