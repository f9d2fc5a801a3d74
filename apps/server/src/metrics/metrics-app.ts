import { Hono } from 'hono';
import type { Metrics } from './metrics.js';

/** The metrics listener's app: `GET /metrics` in Prometheus text format, nothing else. */
export function metricsApp(metrics: Metrics) {
  return new Hono().get('/metrics', async (c) =>
    c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType }),
  );
}
