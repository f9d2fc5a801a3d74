import { Hono } from 'hono';
import {
  getMessagesRequestSchema,
  insertMessagesRequestSchema,
  type ConversationTitle,
  type GetMessagesResponse,
  type InsertMessagesResponse,
} from '@pardus/protocol';
import type { ConversationService } from '../conversations/conversation.service.js';
import type { AppEnv } from '../http/context.js';
import { parseJsonBody } from '../http/parse-body.js';

/** Saved conversations (SPEC §7): titles, get, insert. Mounted at /api/msgs behind requireUser. */
export function conversationRoutes(conversations: ConversationService) {
  return new Hono<AppEnv>()
    .get('/title', async (c) => c.json((await conversations.titles(c.get('user').id)) satisfies ConversationTitle[]))
    .post('/get', async (c) => {
      const { id } = await parseJsonBody(c, getMessagesRequestSchema);
      const messages = await conversations.messages(c.get('user').id, id);
      return c.json({ messages } satisfies GetMessagesResponse);
    })
    .post('/insert', async (c) => {
      const { id, title, messages } = await parseJsonBody(c, insertMessagesRequestSchema);
      const saved = await conversations.save(c.get('user').id, id, title, messages);
      return c.json(saved satisfies InsertMessagesResponse);
    });
}
