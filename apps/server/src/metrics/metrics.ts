import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus metrics of one process, in a registry of its own (no global state: tests build as
 * many as they like). Labels are bounded: route patterns, never raw paths or user ids.
 */
export function createMetrics(
  options: {
    /** Deep research runs in each state, read when scraped (the database is the one truth across instances). */
    researchRunsByState?: () => Promise<Record<string, number>>;
  } = {},
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pardus_' });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'pardus_http_requests_total',
      help: 'HTTP requests by route pattern, method and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'pardus_http_request_duration_seconds',
      help: 'Time to the response headers (streams keep going after it), by route pattern, method and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    openStreams: new Gauge({
      name: 'pardus_open_streams',
      help: 'Answer streams (Quick and Deep) open on this instance.',
      registers,
    }),
    providerDuration: new Histogram({
      name: 'pardus_provider_call_duration_seconds',
      help: 'Calls to outside providers (search, language model), by provider and call, failed or not.',
      labelNames: ['provider', 'call'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    providerErrors: new Counter({
      name: 'pardus_provider_errors_total',
      help: 'Failed calls to outside providers, by provider and call.',
      labelNames: ['provider', 'call'] as const,
      registers,
    }),
    budgetOperations: new Counter({
      name: 'pardus_budget_operations_total',
      help: 'Token budget operations: reserve (ok or insufficient), settle, refund.',
      labelNames: ['operation', 'outcome'] as const,
      registers,
    }),
    researchRuns: new Gauge({
      name: 'pardus_research_runs',
      help: 'Deep research runs by state (queued, running, done, insufficient, failed, cancelled), all instances.',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const counts = (await options.researchRunsByState?.()) ?? {};
        this.reset();
        for (const [state, runs] of Object.entries(counts)) this.set({ state }, runs);
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
