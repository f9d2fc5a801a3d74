import {
  imageMessageContentSchema,
  parseMessageContent,
  relatedMessageContentSchema,
  searchMessageContentSchema,
  type SavedMessage,
} from '@pardus/protocol';
import { toSource } from '@/features/chat/lib/sources';
import type { Message } from '@/features/chat/types';

/** Parses a `search` message's JSON `{url, summary, title?, site?}`; undefined when it is not one. */
function parseSearchContent(content: string) {
  const source = parseMessageContent(searchMessageContentSchema, content);
  return source && toSource(source);
}

/**
 * Turns a saved conversation into chat messages (SPEC §3): each `search` message becomes a
 * source of the nearest preceding assistant message, each `image` message one of its images, a
 * `related` message its related questions.
 * Search and image messages before any assistant message, or with unreadable content, are dropped.
 * Ids are `${idPrefix}-${index}` so they stay stable for the same conversation; every message gets
 * `loadedAt` as its timestamp.
 */
export function savedToMessages(
  saved: readonly SavedMessage[],
  { idPrefix = 'saved', loadedAt = new Date() }: { idPrefix?: string; loadedAt?: Date } = {},
): Message[] {
  const messages: Message[] = [];
  let lastAssistant: Message | undefined;
  saved.forEach((item, index) => {
    if (item.role === 'search') {
      const source = parseSearchContent(item.content);
      if (lastAssistant && source) lastAssistant.sources = [...(lastAssistant.sources ?? []), source];
      return;
    }
    if (item.role === 'image') {
      const image = parseMessageContent(imageMessageContentSchema, item.content);
      if (lastAssistant && image) lastAssistant.images = [...(lastAssistant.images ?? []), image];
      return;
    }
    if (item.role === 'related') {
      const related = parseMessageContent(relatedMessageContentSchema, item.content);
      if (lastAssistant && related) lastAssistant.related = related.questions;
      return;
    }
    const message: Message = {
      id: `${idPrefix}-${index}`,
      type: item.role,
      content: item.content,
      timestamp: loadedAt,
      ...(item.role === 'assistant' && item.mode ? { mode: item.mode } : {}),
    };
    if (item.role === 'assistant') lastAssistant = message;
    messages.push(message);
  });
  return messages;
}

/**
 * The inverse for saving: user and assistant messages in order, each assistant message followed
 * by one `search` message per source, in citation order (`{url, summary}` plus `title` and `site`
 * when the source has them), then one `image` message per image (as the server sent it: the server
 * puts the image's own address back), then one `related` message when questions were offered.
 * Deep-research messages still showing progress text are not answers yet and are left out.
 */
export function messagesToSaved(messages: readonly Message[]): SavedMessage[] {
  return messages.flatMap((message): SavedMessage[] => {
    if (message.type === 'user') return [{ role: 'user', content: message.content }];
    if (message.isProgress) return [];
    return [
      { role: 'assistant', content: message.content, ...(message.mode ? { mode: message.mode } : {}) },
      ...(message.sources ?? []).map((source): SavedMessage => ({
        role: 'search',
        content: JSON.stringify(toSource(source)),
      })),
      ...(message.images ?? []).map((image): SavedMessage => ({
        role: 'image',
        content: JSON.stringify(image),
      })),
      ...(message.related?.length
        ? [{ role: 'related' as const, content: JSON.stringify({ questions: message.related }) }]
        : []),
    ];
  });
}
