import type { ChatMessage, ResearchRequest } from '@pardus/protocol';
import { apiFetch, getAuthToken } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';
import { readStreamEvents } from '@/lib/ndjson';
import { applyResearchLine, startResearch, type ResearchState } from '../lib/research-events';
import type { Message } from '../types';
import { SEARCH_ERRORS, SearchRequestError, searchResponseError } from './search-errors';
import type { QuickOutcome } from './quick-api';

/** SPEC §9: the deep stream gives up when one chunk takes longer than this. */
export const RESEARCH_CHUNK_TIMEOUT_MS = 30_000;
/** Shown when a research stream ended without any report text. */
export const NO_REPORT = 'No report generated';

/** POST /api/spysearch; errors as for openQuickStream. */
export async function openResearchStream(
  query: string,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  if (!getAuthToken()) throw new SearchRequestError(SEARCH_ERRORS.missingToken);
  const body: ResearchRequest = { query, messages };
  const response = await apiFetch(API_ENDPOINTS.spySearch, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { Accept: 'application/x-ndjson, text/event-stream' },
    signal,
  });
  if (!response.ok) throw searchResponseError(response.status);
  if (!response.body) throw new SearchRequestError(SEARCH_ERRORS.generic);
  return response.body;
}

/**
 * Reads the research stream into `initial` (a progress message), reporting each change. A chunk
 * timeout or dropped connection ends it with what arrived; no report at all shows NO_REPORT.
 */
export async function consumeResearchStream(
  stream: ReadableStream<Uint8Array>,
  initial: Message,
  onUpdate: (message: Message) => void,
  chunkTimeoutMs = RESEARCH_CHUNK_TIMEOUT_MS,
): Promise<QuickOutcome> {
  let state: ResearchState = startResearch(initial);
  let interrupted = false;
  try {
    for await (const line of readStreamEvents(stream, { chunkTimeoutMs })) {
      const next = applyResearchLine(state, line);
      if (next.message !== state.message) onUpdate(next.message);
      state = next;
      if (state.finished) break;
    }
  } catch {
    interrupted = true;
  }
  let message = state.message;
  if (message.isProgress && !interrupted) {
    message = { ...message, isProgress: false, content: NO_REPORT };
    onUpdate(message);
  }
  return { message, interrupted };
}
