import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../http/app-error.js';
import type { NdjsonWriter } from '../http/ndjson.js';

/** A tool's answer: the text an agent reads, and the same as structured content for programs. */
export function toolResult(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/** A tool error: the call failed, and the text says why (an agent may tell its user). */
export const toolError = (text: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text }],
});

/** The next 00:00 UTC, when every daily budget resets. */
export function nextBudgetReset(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/**
 * What a refusal of the shared services reads like to an agent: the same words as the HTTP API,
 * and for a spent budget when it resets. Anything else is a failure whose detail stays in the log.
 */
export function refusalResult(error: unknown, now: Date): CallToolResult {
  if (!(error instanceof AppError)) return toolError('Something went wrong. Please try again.');
  if (error.code === 'insufficient_tokens') {
    const reset = nextBudgetReset(now);
    const minutes = Math.ceil((reset.getTime() - now.getTime()) / 60_000);
    const wait = minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
    return toolError(
      `${error.message} Daily tokens reset at 00:00 UTC (${reset.toISOString()}, in ${wait}).`,
    );
  }
  const retry = error.headers['Retry-After'];
  return toolError(retry ? `${error.message} Retry after ${retry} s.` : error.message);
}

/**
 * A writer that keeps what the shared pipelines stream (NDJSON lines for HTTP) for a tool's single
 * answer; `onEvent` sees each event as it comes (progress notifications).
 */
export function collectingWriter<E>(
  signal: AbortSignal,
  onEvent?: (event: E) => Promise<void>,
): NdjsonWriter<E> & { events: E[] } {
  const events: E[] = [];
  return {
    events,
    signal,
    flush: async () => undefined,
    async send(event) {
      events.push(event);
      await onEvent?.(event);
    },
  };
}
