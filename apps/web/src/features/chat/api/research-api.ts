import * as z from 'zod/mini';
import {
  researchCancelResponseSchema,
  researchRunListSchema,
  type ChatMessage,
  type ResearchRunSummary,
  type ResearchRequest,
  type SourceScope,
} from '@pardus/protocol';
import { apiFetch, apiGet, apiPost, getAuthToken } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';
import { readStreamEvents } from '@/lib/ndjson';
import { applyResearchLine, startResearch, type ResearchState } from '../lib/research-events';
import type { Message } from '../types';
import { SEARCH_ERRORS, SearchRequestError, searchResponseError } from './search-errors';
import { sourcesField, type QuickOutcome } from './quick-api';

/** SPEC §9: the deep stream gives up when one chunk takes longer than this. */
export const RESEARCH_CHUNK_TIMEOUT_MS = 30_000;
/** Shown when a research stream ended without any report text. */
export const NO_REPORT = 'No report generated';
/** A view of a run that broke off (network, server restart) is re-opened this many times. */
export const REATTACH_ATTEMPTS = 20;
const REATTACH_DELAY_MS = 1_000;

const STREAM_HEADERS = { Accept: 'application/x-ndjson, text/event-stream' };

async function streamOf(response: Response): Promise<ReadableStream<Uint8Array>> {
  if (!response.ok) throw searchResponseError(response.status);
  if (!response.body) throw new SearchRequestError(SEARCH_ERRORS.generic);
  return response.body;
}

/**
 * POST /api/spysearch: creates a durable run (written into `conversationId` when given) and views it.
 * `replacesAnswer` (Retry, with `conversationId`): the report takes the place of that saved answer.
 */
export async function openResearchStream(
  query: string,
  messages: ChatMessage[],
  signal?: AbortSignal,
  conversationId?: string,
  sources?: SourceScope,
  replacesAnswer?: number,
): Promise<ReadableStream<Uint8Array>> {
  if (!getAuthToken()) throw new SearchRequestError(SEARCH_ERRORS.missingToken);
  const body: ResearchRequest = {
    query,
    messages,
    ...(conversationId ? { conversation_id: conversationId } : {}),
    ...sourcesField(sources),
    ...(conversationId && replacesAnswer !== undefined ? { replaces_answer: replacesAnswer } : {}),
  };
  const response = await apiFetch(API_ENDPOINTS.spySearch, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: STREAM_HEADERS,
    signal,
  });
  return streamOf(response);
}

/** GET /api/research/:id/events?after=: the run's events after `after`, then live ones. */
export async function openRunEvents(id: string, after: number, signal?: AbortSignal) {
  const response = await apiFetch(API_ENDPOINTS.researchEvents(id, after), {
    headers: STREAM_HEADERS,
    signal,
  });
  return streamOf(response);
}

/** The caller's unfinished runs of a conversation (to show their progress when it is opened). */
export async function fetchActiveRuns(conversationId: string): Promise<ResearchRunSummary[]> {
  const query = `?conversation_id=${encodeURIComponent(conversationId)}`;
  return (await apiGet(`${API_ENDPOINTS.researchRuns}${query}`, researchRunListSchema)).runs;
}

/** Asks the server to stop a run; the view then receives the partial report and ends. */
export async function cancelResearch(id: string): Promise<void> {
  await apiPost(API_ENDPOINTS.researchCancel(id), {}, researchCancelResponseSchema);
}

const lineMetaSchema = z.object({
  type: z.string(),
  id: z.optional(z.string()),
  seq: z.optional(z.number()),
});

export interface FollowOptions {
  /** Called once the run's id is known (the first line of POST /api/spysearch). */
  onRun?: (id: string) => void;
  /** Known run id (re-attaching to a run found on opening a conversation). */
  runId?: string;
  signal?: AbortSignal;
  chunkTimeoutMs?: number;
}

/**
 * Reads a run's view into `initial` (a progress message), reporting each change. When the view
 * breaks off before `[DONE]` (a dropped connection, a server restart) it re-attaches after the
 * last event seen, so nothing is shown twice; once it cannot, it ends with what arrived.
 */
export async function followResearch(
  first: ReadableStream<Uint8Array>,
  initial: Message,
  onUpdate: (message: Message) => void,
  options: FollowOptions = {},
): Promise<QuickOutcome> {
  let state: ResearchState = startResearch(initial);
  let runId = options.runId;
  let after = 0;
  let stream: ReadableStream<Uint8Array> | undefined = first;
  let interrupted = false;
  for (let attempt = 0; stream && attempt <= REATTACH_ATTEMPTS;) {
    interrupted = false;
    try {
      for await (const line of readStreamEvents(stream, {
        chunkTimeoutMs: options.chunkTimeoutMs ?? RESEARCH_CHUNK_TIMEOUT_MS,
      })) {
        if (line.kind === 'json') {
          const meta = lineMetaSchema.safeParse(line.value);
          if (meta.success && meta.data.type === 'run' && meta.data.id && !runId) {
            runId = meta.data.id;
            options.onRun?.(runId);
          }
          if (meta.success && meta.data.seq !== undefined) after = Math.max(after, meta.data.seq);
          attempt = 0;
        }
        const next = applyResearchLine(state, line);
        if (next.message !== state.message) onUpdate(next.message);
        state = next;
        if (state.finished) break;
      }
    } catch {
      interrupted = true;
    }
    if (state.finished || !runId || options.signal?.aborted) break;
    // Ended without `[DONE]`: the run goes on on the server; look again after the last event seen.
    interrupted = true;
    attempt += 1;
    await new Promise((resolve) => setTimeout(resolve, REATTACH_DELAY_MS));
    stream = options.signal?.aborted
      ? undefined
      : await openRunEvents(runId, after, options.signal).catch(() => undefined);
  }
  let message = state.message;
  if (message.isProgress && !interrupted) {
    message = { ...message, isProgress: false, content: NO_REPORT };
    onUpdate(message);
  }
  return { message, interrupted };
}

/** Reads a research stream with no run to re-attach to (kept for callers of the plain stream). */
export function consumeResearchStream(
  stream: ReadableStream<Uint8Array>,
  initial: Message,
  onUpdate: (message: Message) => void,
  chunkTimeoutMs = RESEARCH_CHUNK_TIMEOUT_MS,
): Promise<QuickOutcome> {
  return followResearch(stream, initial, onUpdate, { chunkTimeoutMs, runId: undefined });
}
