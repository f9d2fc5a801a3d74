import { NO_MODEL_NOTE } from '@pardus/protocol';
import { restates } from './restates';

/** The note paragraph with the blank lines around it. */
const NOTE_PARAGRAPH = new RegExp(`\\n*${NO_MODEL_NOTE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n*`, 'g');

/** True when an answer says it was written without a language model (extractive answers do). */
export function hasNoModelNote(content: string): boolean {
  return content.includes(NO_MODEL_NOTE);
}

/** The answer without its no-model note (said once per conversation, not under every answer). */
export function withoutNoModelNote(content: string): string {
  return content.replace(NOTE_PARAGRAPH, '\n\n').trim();
}

/**
 * A report's own title: the `# Title` line it opens with, and the text after it. `complete` is
 * false while the line is still arriving (no line break yet).
 */
export function reportTitle(content: string): { title: string; rest: string; complete: boolean } | null {
  const match = /^\s*# +([^\n]*)(\n|$)/u.exec(content);
  if (!match) return null;
  return { title: match[1]?.trim() ?? '', rest: content.slice(match[0].length), complete: match[2] === '\n' };
}

/**
 * What an answer shows of its text. A report whose `# Title` only restates the question is shown
 * without it (the question stands as the heading above it; a title that says more stays). The
 * no-model note is left out unless `note` (the conversation's first answer that carries it).
 */
export function displayedAnswer(
  content: string,
  { question, note }: { question: string | undefined; note: boolean },
): string {
  const text = note ? content : withoutNoModelNote(content);
  const titled = question === undefined ? null : reportTitle(text);
  if (!titled || question === undefined) return text;
  return restates(titled.title, question, { partial: !titled.complete }) ? titled.rest.trimStart() : text;
}
