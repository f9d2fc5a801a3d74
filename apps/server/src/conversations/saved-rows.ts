import type { SavedMessage } from '@pardus/protocol';
import type { MessagesTable } from '../db/schema.js';

type MessageRow = Pick<MessagesTable, 'role' | 'content' | 'mode'>;

/** A stored message as the API sends it: an assistant message carries its mode when it has one. */
export function toSavedMessage({ role, content, mode }: MessageRow): SavedMessage {
  if (role === 'assistant') return mode ? { role, content, mode } : { role, content };
  return { role, content };
}

/** The columns a saved message is stored in (the mode only for answers). */
export function toMessageColumns(message: SavedMessage): MessageRow {
  return {
    role: message.role,
    content: message.content,
    mode: message.role === 'assistant' ? (message.mode ?? null) : null,
  };
}
