import type { ChatMessage, SearchMode } from '@pardus/protocol';
import type { Message } from '../types';
import { consumeQuickStream, openQuickStream, type QuickOutcome } from './quick-api';
import { consumeResearchStream, openResearchStream } from './research-api';

/** Streams one answer in the given mode into `assistant`, reporting each change via `onUpdate`. */
export async function runSearch(
  mode: SearchMode,
  history: ChatMessage[],
  assistant: Message,
  onUpdate: (message: Message) => void,
  signal: AbortSignal,
): Promise<QuickOutcome> {
  if (mode === 'quick') return consumeQuickStream(await openQuickStream(history, signal), assistant, onUpdate);
  const query = history.at(-1)?.content ?? '';
  return consumeResearchStream(await openResearchStream(query, history.slice(0, -1), signal), assistant, onUpdate);
}

/** An answer that ended without anything worth keeping is treated as a failed send. */
export function isEmptyOutcome({ message, interrupted }: QuickOutcome): boolean {
  return interrupted && !message.error && (message.isProgress === true || message.content.trim() === '');
}
