import type { ChatMessage, SearchMode, SourceScope } from '@pardus/protocol';
import type { Message } from '../types';
import { consumeQuickStream, openQuickStream, type QuickOutcome } from './quick-api';
import { followResearch, openResearchStream } from './research-api';

/**
 * Deep only: the conversation the server writes the report into, the saved answer it replaces
 * (Retry), and who wants the run's id.
 */
export interface DeepOptions {
  conversationId?: string;
  replacesAnswer?: number;
  onRun?: (id: string) => void;
}

/** Both modes: what to search (the web when absent), and the Deep-only options. */
export interface SearchOptions extends DeepOptions {
  sources?: SourceScope;
}

/** Streams one answer in the given mode into `assistant`, reporting each change via `onUpdate`. */
export async function runSearch(
  mode: SearchMode,
  history: ChatMessage[],
  assistant: Message,
  onUpdate: (message: Message) => void,
  signal: AbortSignal,
  options: SearchOptions = {},
): Promise<QuickOutcome> {
  const { sources, ...deep } = options;
  if (mode === 'quick')
    return consumeQuickStream(await openQuickStream(history, signal, sources), assistant, onUpdate);
  const query = history.at(-1)?.content ?? '';
  const stream = await openResearchStream(
    query,
    history.slice(0, -1),
    signal,
    deep.conversationId,
    sources,
    deep.replacesAnswer,
  );
  return followResearch(stream, assistant, onUpdate, {
    signal,
    ...(deep.onRun ? { onRun: deep.onRun } : {}),
  });
}

/** An answer that ended without anything worth keeping is treated as a failed send. */
export function isEmptyOutcome({ message, interrupted }: QuickOutcome): boolean {
  return interrupted && !message.error && (message.isProgress === true || message.content.trim() === '');
}
