import type { z } from 'zod';
import { parseRetryAfter } from '../../http/retry-after.js';
import { SearchError } from '../search-provider.js';

/** One HTTP call to a search API. */
export interface JsonRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON (POST only). */
  body?: unknown;
}

export interface RequestLimits {
  /** The caller's signal (client disconnect); its abort reason is rethrown as is. */
  signal: AbortSignal;
  timeoutMs: number;
}

/**
 * Calls a search API and parses its JSON answer with `schema`. Failures become `SearchError`s:
 * network errors, timeouts, 5xx and 429 are retryable; other statuses and malformed JSON are not.
 * When the caller aborts, the abort reason propagates unchanged (it is not an upstream failure).
 */
export async function requestJson<T>(
  provider: string,
  request: JsonRequest,
  schema: z.ZodType<T>,
  { signal, timeoutMs }: RequestLimits,
): Promise<T> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  const fail = (error: unknown): never => {
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted)
      throw new SearchError(`${provider} search timed out after ${timeoutMs} ms`, true, {
        cause: error,
        reason: 'timeout',
      });
    throw new SearchError(`${provider} search failed: network error`, true, {
      cause: error,
      reason: 'network',
    });
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...request.headers,
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: combined,
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    return fail(error);
  }
  if (!response.ok) {
    const retryable = response.status >= 500 || response.status === 429;
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after') ?? undefined);
    throw new SearchError(`${provider} search failed: HTTP ${response.status}`, retryable, {
      reason: response.status === 429 ? 'rate_limited' : 'http_status',
      status: response.status,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SearchError(`${provider} returned malformed JSON`, false, {
      cause: error,
      reason: 'invalid_response',
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new SearchError(`${provider} returned an unexpected response`, false, {
      cause: parsed.error,
      reason: 'invalid_response',
    });
  return parsed.data;
}
