import { imagesAfter } from '../images/index.js';
import {
  parseMessageContent,
  searchMessageContentSchema,
  type ImageResult,
  type SavedMessage,
  type SharedReport,
  type Source,
} from '@pardus/protocol';

/**
 * What a link to answer number `answer` (0-based, among the assistant's) shows: that answer, the
 * question just before it and the `search` and `image` messages right after it (its sources, SPEC
 * §3, and its images as search found them: the share service keeps copies of those). Nothing else
 * of the conversation. `undefined` when there is no such answer.
 */
export function snapshotOf(
  title: string,
  messages: readonly SavedMessage[],
  answer: number,
  at: Date,
): SharedReport | undefined {
  const positions = messages.flatMap((m, i) => (m.role === 'assistant' ? [i] : []));
  const index = positions[answer];
  if (index === undefined) return undefined;
  const question = messages.slice(0, index).findLast((m) => m.role === 'user')?.content ?? '';
  const sources: Source[] = [];
  for (const m of messages.slice(index + 1)) {
    if (m.role === 'image' || m.role === 'related') continue;
    if (m.role !== 'search') break;
    const source = parseMessageContent(searchMessageContentSchema, m.content);
    if (source) sources.push(source);
  }
  const images: ImageResult[] = imagesAfter(messages, index + 1);
  return {
    title,
    question,
    answer: messages[index]?.content ?? '',
    sources,
    ...(images.length > 0 ? { images } : {}),
    created_at: at.toISOString(),
  };
}
