import type { Message } from '../types';
import { splitThink } from './think';

/** Response time as SPEC §2 shows it: seconds with one decimal, e.g. 2345 → '2.3s'. */
export function formatResponseTime(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)}s`;
}

// Titles are made the same way by the server (conversations it starts itself).
export { TITLE_MAX_CHARS, generateTitle } from '@pardus/protocol';

/** The whole conversation as plain text for 'Copy Conversation' (reasoning blocks left out). */
export function conversationToText(messages: readonly Message[]): string {
  return messages
    .map((message) => {
      const speaker = message.type === 'user' ? 'You' : 'Pardus';
      const sources = (message.sources ?? []).map((source, i) => `[${i + 1}] ${source.url}`);
      const answer = splitThink(message.content).answer;
      const body = message.error ? `${answer}\n\n${message.error}` : answer;
      return [`${speaker}:`, body.trim(), ...(sources.length > 0 ? ['', 'Sources:', ...sources] : [])].join(
        '\n',
      );
    })
    .join('\n\n');
}
