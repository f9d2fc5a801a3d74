import type { ChatMessage, SearchMode } from '@pardus/protocol';
import type { Message } from '../types';
import { consumeQuickStream, openQuickStream, type QuickOutcome } from './quick-api';
import { followResearch, openResearchStream } from './research-api';

/** Deep only: the conversation the server writes the report into, and who wants the run's id. */
export interface DeepOptions {
  conversationId?: string;
  onRun?: (id: string) => void;
}

/** Streams one answer in the given mode into `assistant`, reporting each change via `onUpdate`. */
export async function runSearch(
  mode: SearchMode,
  history: ChatMessage[],
  assistant: Message,
  onUpdate: (message: Message) => void,
  signal: AbortSignal,
  deep: DeepOptions = {},
): Promise<QuickOutcome> {
  if (mode === 'quick')
    return consumeQuickStream(await openQuickStream(history, signal), assistant, onUpdate);
  const query = history.at(-1)?.content ?? '';
  const stream = await openResearchStream(query, history.slice(0, -1), signal, deep.conversationId);
  return followResearch(stream, assistant, onUpdate, {
    signal,
    ...(deep.onRun ? { onRun: deep.onRun } : {}),
  });
}

/** An answer that ended without anything worth keeping is treated as a failed send. */
export function isEmptyOutcome({ message, interrupted }: QuickOutcome): boolean {
  return interrupted && !message.error && (message.isProgress === true || message.content.trim() === '');
}
