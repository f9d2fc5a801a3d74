import type { ImageResult, Source } from '@pardus/protocol';
import type { Message } from '../types';
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
 * One answer as Markdown: its text with the `[n]` citations as they are, then a numbered
 * "Sources" list (n matches the citations) with titles and URLs, then its images as links.
 * Reasoning (`<think>`) is left out. `heading` is the question it answered, when known.
 */
export function answerToMarkdown(answer: ExportableAnswer, heading?: string): string {
  const parts: string[] = [];
  if (heading?.trim()) parts.push(`## ${heading.replace(/\s+/g, ' ').trim()}`);
  const text = splitThink(answer.content).answer.trim();
  if (text) parts.push(text);
  if (answer.error) parts.push(`> ${answer.error}`);
  const sources = answer.sources ?? [];
  if (sources.length > 0) parts.push(['### Sources', '', ...sources.map(sourceLine)].join('\n'));
  const images = (answer.images ?? []).map(imageLine).filter((line) => line !== null);
  if (images.length > 0) parts.push(['### Images', '', ...images].join('\n'));
  return `${parts.join('\n\n')}\n`;
}

/** The whole conversation: the title, then every question with its answer (progress panels left out). */
export function conversationToMarkdown(title: string, messages: readonly Message[]): string {
  const parts = [`# ${title.replace(/\s+/g, ' ').trim() || 'New Conversation'}`];
  let question: string | undefined;
  for (const message of messages) {
    if (message.type === 'user') {
      if (question !== undefined) parts.push(`## ${question.replace(/\s+/g, ' ').trim()}`);
      question = message.content;
    } else if (!message.isProgress) {
      parts.push(answerToMarkdown(message, question).trimEnd());
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
