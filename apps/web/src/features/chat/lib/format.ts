import type { Message } from '../types';
import { splitThink } from './think';

/** Response time as SPEC §2 shows it: seconds with one decimal, e.g. 2345 → '2.3s'. */
export function formatResponseTime(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)}s`;
}

/**
 * Longest generated conversation title before '...' is appended (SPEC §4 leaves the value open).
 * 50 characters fits one line of the sidebar (w-80) at its font size without wrapping.
 */
export const TITLE_MAX_CHARS = 50;

/**
 * Title from the first words of the first message: whitespace collapsed; when longer than
 * TITLE_MAX_CHARS it is cut at the last word boundary within the limit and '...' appended
 * (a single over-long word is cut hard).
 */
export function generateTitle(firstMessage: string): string {
  const text = firstMessage.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_MAX_CHARS) return text;
  const head = text.slice(0, TITLE_MAX_CHARS + 1);
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > 0 ? head.slice(0, boundary) : text.slice(0, TITLE_MAX_CHARS);
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}...`;
}

/** The whole conversation as plain text for 'Copy Conversation' (reasoning blocks left out). */
export function conversationToText(messages: readonly Message[]): string {
  return messages
    .map((message) => {
      const speaker = message.type === 'user' ? 'You' : 'Pardus';
      const sources = (message.sources ?? []).map((source, i) => `[${i + 1}] ${source.url}`);
      const answer = splitThink(message.content).answer;
      const body = message.error ? `${answer}\n\n${message.error}` : answer;
      return [`${speaker}:`, body.trim(), ...(sources.length > 0 ? ['', 'Sources:', ...sources] : [])].join('\n');
    })
    .join('\n\n');
}
