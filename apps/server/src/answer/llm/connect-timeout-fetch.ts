/** The HTTP response headers of the model API did not arrive in time. */
export class ConnectTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No response from the language model API within ${timeoutMs} ms`);
    this.name = 'ConnectTimeoutError';
  }
}

/**
 * Wraps `fetch` so a request whose response headers take longer than `timeoutMs` is aborted with a
 * `ConnectTimeoutError` (an unreachable or stuck host fails fast). The caller's signal stays attached for the
 * whole body, so aborting it later still cancels the stream.
 */
export function connectTimeoutFetch(timeoutMs: number, baseFetch: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new ConnectTimeoutError(timeoutMs)), timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      return await baseFetch(input, { ...init, signal });
    } finally {
      clearTimeout(timer);
    }
  };
}
