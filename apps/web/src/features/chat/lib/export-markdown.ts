import type { ImageResult, Source } from '@pardus/protocol';
import type { Message } from '../types';
import { hasNoModelNote, reportTitle, withoutNoModelNote } from './answer-display';
import { restates } from './restates';
import { sourceDisplay } from './source-display';
import { splitThink } from './think';

/** What one exported answer needs: the message fields a saved or shared answer has. */
export type ExportableAnswer = Pick<Message, 'content'> &
  Partial<Pick<Message, 'sources' | 'images' | 'error'>>;

/** Link text cannot hold unescaped brackets, backslashes or line breaks. */
const linkText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, '\\$&');

/** An http(s) URL as a link target (angle brackets keep spaces and parentheses intact), else null. */
function linkTarget(url: string): string | null {
  try {
    const { protocol, href } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return `<${href.replace(/[<>]/g, encodeURIComponent)}>`;
  } catch {
    return null;
  }
}

function sourceLine(source: Source, index: number): string {
  const { name, host } = sourceDisplay(source);
  const target = linkTarget(source.url);
  const title = source.title?.trim() || (host && target ? `${name} (${host})` : name);
  const label = target ? `[${linkText(title)}](${target})` : `${linkText(title)} (${source.url})`;
  const summary = source.summary.replace(/\s+/g, ' ').trim();
  return `${index + 1}. ${label}${summary ? ` — ${summary}` : ''}`;
}

function imageLine(image: ImageResult): string | null {
  // Images as links, never embedded: a Markdown viewer would load them from their hosts.
  const target = linkTarget(image.link) ?? linkTarget(image.imageUrl);
  return target ? `- [${linkText(image.title || 'Image')}](${target})` : null;
}

/**
 * Moves the headings of `markdown` (outside code blocks) down so the highest is at level `top`:
 * an answer's own sections then sit under the question that heads it, in the same order.
 */
function nestHeadings(markdown: string, top: number): string {
  const lines = markdown.split('\n');
  let fenced = false;
  const levels = lines.map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return fenced ? 0 : (/^(#{1,6})\s/.exec(line)?.[1]?.length ?? 0);
  });
  const highest = Math.min(...levels.filter((level) => level > 0));
  const shift = Number.isFinite(highest) ? Math.max(0, top - highest) : 0;
  if (shift === 0) return markdown;
  return lines
    .map((line, i) => {
      const level = levels[i] ?? 0;
      return level > 0 ? `${'#'.repeat(Math.min(6, level + shift))}${line.slice(level)}` : line;
    })
    .join('\n');
}

/**
 * One answer as Markdown: `## question`, its text with the `[n]` citations as they are, then a
 * numbered "Sources" list (n matches the citations) with titles and URLs, then its images as links.
 * Reasoning (`<think>`) is left out. A report's `# Title` that only restates the question is left
 * out (the question heads it); the report's other headings move under the question's, in order.
 * `heading` is the question it answered, when known; `note: false` leaves out the no-model note.
 */
export function answerToMarkdown(
  answer: ExportableAnswer,
  heading?: string,
  { note = true }: { note?: boolean } = {},
): string {
  const parts: string[] = [];
  const question = heading?.replace(/\s+/g, ' ').trim();
  let text = splitThink(answer.content).answer.trim();
  if (!note) text = withoutNoModelNote(text);
  if (question) {
    parts.push(`## ${question}`);
    const titled = reportTitle(text);
    if (titled && restates(titled.title, question)) text = titled.rest.trim();
    text = nestHeadings(text, 3);
  }
  if (text) parts.push(text);
  if (answer.error) parts.push(`> ${answer.error}`);
  const sources = answer.sources ?? [];
  if (sources.length > 0) parts.push(['### Sources', '', ...sources.map(sourceLine)].join('\n'));
  const images = (answer.images ?? []).map(imageLine).filter((line) => line !== null);
  if (images.length > 0) parts.push(['### Images', '', ...images].join('\n'));
  return `${parts.join('\n\n')}\n`;
}

/**
 * The whole conversation: the title, then every question with its answer (progress panels left
 * out); the no-model note once, under the first answer that carries it, as the view says it.
 */
export function conversationToMarkdown(title: string, messages: readonly Message[]): string {
  const parts = [`# ${title.replace(/\s+/g, ' ').trim() || 'New Conversation'}`];
  let question: string | undefined;
  let noted = false;
  for (const message of messages) {
    if (message.type === 'user') {
      if (question !== undefined) parts.push(`## ${question.replace(/\s+/g, ' ').trim()}`);
      question = message.content;
    } else if (!message.isProgress) {
      parts.push(answerToMarkdown(message, question, { note: !noted }).trimEnd());
      noted ||= hasNoModelNote(message.content);
      question = undefined;
    }
  }
  if (question !== undefined) parts.push(`## ${question.replace(/\s+/g, ' ').trim()}`);
  return `${parts.join('\n\n')}\n`;
}

/** A file name from a title: letters, digits and dashes, at most 60 characters, `.md`. */
export function markdownFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
    .toLowerCase();
  return `${slug || 'pardus'}.md`;
}
