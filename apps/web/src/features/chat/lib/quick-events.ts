import { quickEventSchema } from '@pardus/protocol';
import type { StreamLine } from '@/lib/ndjson';
import type { Message } from '../types';
import { toSource, withCitedPassages } from './sources';

/** The answer after one stream line, and whether the stream has reached its terminal event. */
export interface QuickStep {
  message: Message;
  finished: boolean;
}

/**
 * Applies one line of the /api/quick stream (SPEC §7, protocol `quickEventSchema`) to the
 * assistant message: `search` adds source k (cited as [k]), `response` appends text, `images`
 * attaches the images, `citations` lists the citations the server could not verify, `cited` shows each
 * cited source's passage as its summary, `related` the questions to ask next, `error` records the message below the answer, `done` ends. Lines that are
 * not JSON are appended as plain text; JSON of an unknown shape is ignored.
 */
export function applyQuickLine(message: Message, line: StreamLine): QuickStep {
  if (line.kind === 'done') return { message, finished: true };
  if (line.kind === 'text')
    return { message: { ...message, content: `${message.content}${line.text}\n` }, finished: false };
  const parsed = quickEventSchema.safeParse(line.value);
  if (!parsed.success) return { message, finished: false };
  const event = parsed.data;
  switch (event.type) {
    case 'search':
      return {
        message: { ...message, sources: [...(message.sources ?? []), toSource(event)] },
        finished: false,
      };
    case 'response':
      return { message: { ...message, content: message.content + event.content }, finished: false };
    case 'images':
      return { message: { ...message, images: event.images, imagesLoading: false }, finished: false };
    case 'citations':
      return { message: { ...message, unverifiedCitations: event.unverified }, finished: false };
    case 'cited':
      return {
        message: message.sources
          ? { ...message, sources: withCitedPassages(message.sources, event.sources) }
          : message,
        finished: false,
      };
    case 'related':
      return { message: { ...message, related: event.questions }, finished: false };
    case 'error':
      return { message: { ...message, error: event.message, imagesLoading: false }, finished: true };
    case 'done':
      return { message, finished: true };
  }
}
