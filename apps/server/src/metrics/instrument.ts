import type { AnswerEngine } from '../answer/answer-engine.js';
import type { Budget } from '../budget/budget.service.js';
import type { StreamLimiter } from '../http/stream-limiter.js';
import type { SearchService } from '../search/index.js';
import type { Metrics } from './metrics.js';

// Wrappers that count what passes through a dependency without changing what it does; main.ts
// applies them when metrics are on, so the code paths themselves never know about Prometheus.

/** Times `work` under `provider`/`call`; a failure also counts as an error, an abort does not. */
async function timed<T>(
  metrics: Metrics,
  provider: string,
  call: string,
  work: () => Promise<T>,
): Promise<T> {
  const end = metrics.providerDuration.startTimer({ provider, call });
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Error && error.name === 'AbortError'))
      metrics.providerErrors.inc({ provider, call });
    throw error;
  } finally {
    end();
  }
}

export function instrumentSearch(search: SearchService, metrics: Metrics): SearchService {
  return {
    name: search.name,
    library: search.library,
    ready: () => search.ready(),
    isReady: () => search.isReady(),
    search: (query, options) => timed(metrics, search.name, 'search', () => search.search(query, options)),
    searchImages: (query, options) =>
      timed(metrics, search.name, 'images', () => search.searchImages(query, options)),
  };
}

/** The whole answer stream is one call: from the request to its last chunk. */
export function instrumentAnswer(engine: AnswerEngine, metrics: Metrics): AnswerEngine {
  return {
    name: engine.name,
    usesLanguageModel: engine.usesLanguageModel,
    async *answer(request) {
      const labels = { provider: engine.name, call: 'answer' };
      const end = metrics.providerDuration.startTimer(labels);
      try {
        yield* engine.answer(request);
      } catch (error) {
        const aborted = error instanceof Error && 'kind' in error && error.kind === 'aborted';
        if (!aborted) metrics.providerErrors.inc(labels);
        throw error;
      } finally {
        end();
      }
    },
  };
}

export function instrumentBudget(budget: Budget, metrics: Metrics): Budget {
  const count = (operation: string, outcome = 'ok') => metrics.budgetOperations.inc({ operation, outcome });
  return {
    remaining: (userId) => budget.remaining(userId),
    async reserve(userId, cost, requestId) {
      const result = await budget.reserve(userId, cost, requestId);
      count('reserve', result.ok ? 'ok' : 'insufficient');
      return result;
    },
    async settle(userId, requestId) {
      await budget.settle(userId, requestId);
      count('settle');
    },
    async refund(userId, requestId) {
      await budget.refund(userId, requestId);
      count('refund');
    },
  };
}

export function instrumentLimiter(limiter: StreamLimiter, metrics: Metrics): StreamLimiter {
  return {
    ...limiter,
    async acquire(userId) {
      const release = await limiter.acquire(userId);
      metrics.openStreams.inc();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        metrics.openStreams.dec();
        release();
      };
    },
  };
}
