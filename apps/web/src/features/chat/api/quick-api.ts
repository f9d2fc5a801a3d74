import type { ChatMessage, QuickRequest, SourceScope } from '@pardus/protocol';
import { apiFetch, getAuthToken } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';
import { readStreamEvents } from '@/lib/ndjson';
import { applyQuickLine } from '../lib/quick-events';
import type { Message } from '../types';
import { SEARCH_ERRORS, SearchRequestError, searchResponseError } from './search-errors';

/**
 * The request's `sources` field: absent for the web, the server's default, so a question that does
 * not involve documents is the same request it always was.
 */
export function sourcesField(sources: SourceScope | undefined): { sources?: SourceScope } {
  return sources && sources !== 'web' ? { sources } : {};
}

/**
 * POST /api/quick and return the response body stream. Throws SearchRequestError for a missing
 * token (before any request), HTTP 403 and other non-OK answers; network failures propagate.
 */
export async function openQuickStream(
  history: ChatMessage[],
  signal?: AbortSignal,
  sources?: SourceScope,
): Promise<ReadableStream<Uint8Array>> {
  if (!getAuthToken()) throw new SearchRequestError(SEARCH_ERRORS.missingToken);
  const body: QuickRequest = { message: history, ...sourcesField(sources) };
  const response = await apiFetch(API_ENDPOINTS.quick, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { Accept: 'application/x-ndjson' },
    signal,
  });
  if (!response.ok) throw searchResponseError(response.status);
  if (!response.body) throw new SearchRequestError(SEARCH_ERRORS.generic);
  return response.body;
}

/**
/** How a quick stream ended. */
export interface QuickOutcome {
  message: Message;
  /** True when the connection dropped before the terminal event. */
  interrupted: boolean;
}

/**
 * Reads the quick stream into `initial`, reporting every change through `onUpdate`. A dropped
 * connection ends the answer silently with the content received so far (SPEC §8); images still
 * loading at the end are marked as finished.
 */
export async function consumeQuickStream(
  stream: ReadableStream<Uint8Array>,
  initial: Message,
  onUpdate: (message: Message) => void,
): Promise<QuickOutcome> {
  let message = initial;
  let interrupted = false;
  try {
    for await (const line of readStreamEvents(stream)) {
      const step = applyQuickLine(message, line);
      if (step.message !== message) {
        message = step.message;
        onUpdate(message);
      }
      if (step.finished) break;
    }
  } catch {
    // Network termination mid-stream: keep what arrived (SPEC §8).
    interrupted = true;
  }
  if (message.imagesLoading) {
    message = { ...message, imagesLoading: false };
    onUpdate(message);
  }
  return { message, interrupted };
}
