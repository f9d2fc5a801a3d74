/** What a retry policy needs to know about a failure. */
export interface RetryVerdict {
  retryable: boolean;
  /** The server's Retry-After, in ms, when it sent one. */
  retryAfterMs?: number;
}

export interface BackoffOptions {
  /** Extra attempts after the first. */
  retries: number;
  /** First wait; each later wait doubles (before jitter). */
  baseMs: number;
  /** No single wait is longer than this (a long Retry-After is not worth waiting for). */
  maxWaitMs: number;
  signal: AbortSignal;
  /** Decides whether an error is worth another attempt. */
  classify: (error: unknown) => RetryVerdict;
  /** Called before each wait (for logs and tests). */
  onRetry?: (error: unknown, attempt: number, waitMs: number) => void;
  random?: () => number;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt` until it succeeds, fails for good, or runs out of retries. Waits grow
 * exponentially with "full jitter" (a random share of the doubled base), so many callers that
 * failed together do not retry together; a Retry-After from the server is honoured when given
 * (never beyond `maxWaitMs`: such a failure is reported instead).
 */
export async function withBackoff<T>(attempt: () => Promise<T>, options: BackoffOptions): Promise<T> {
  const random = options.random ?? Math.random;
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const verdict = options.classify(error);
      if (!verdict.retryable || tries >= options.retries || options.signal.aborted) throw error;
      if (verdict.retryAfterMs !== undefined && verdict.retryAfterMs > options.maxWaitMs) throw error;
      const jittered = Math.round(random() * options.baseMs * 2 ** tries);
      const waitMs = Math.min(options.maxWaitMs, Math.max(verdict.retryAfterMs ?? 0, jittered));
      options.onRetry?.(error, tries + 1, waitMs);
      await sleep(waitMs, options.signal);
    }
  }
}
