import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from './metrics.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const method = (name: string) => (METHODS.has(name) ? name : 'OTHER');

/**
 * Counts and times every request by the pattern of the route that answered it (`/api/msgs/get`,
 * `/library/:id`), so the label set stays bounded whatever paths clients send.
 */
export function httpMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const end = metrics.httpDuration.startTimer();
    try {
      await next();
    } finally {
      // After the chain ran, the route index points at the last handler that ran: the one that answered.
      const labels = {
        method: method(c.req.method),
        route: routePath(c) || 'unmatched',
        status: String(c.res.status),
      };
      end(labels);
      metrics.httpRequests.inc(labels);
    }
  };
}
