import { Hono } from 'hono';
import {
  conversationSearchQuerySchema,
  deleteConversationRequestSchema,
  getMessagesRequestSchema,
  insertMessagesRequestSchema,
  renameConversationRequestSchema,
  type ConversationTitle,
  type GetMessagesResponse,
  type InsertMessagesResponse,
} from '@pardus/protocol';
import type { ConversationService } from '../conversations/conversation.service.js';
import { imageViewer, type AppEnv } from '../http/context.js';
import { presentSavedImages, storableImages, type ImageLinks } from '../images/index.js';
import { parseJsonBody } from '../http/parse-body.js';
import { parseQuery } from '../http/parse-query.js';

/**
 * Saved conversations (SPEC §7): titles, get, insert; and managing them: search, rename, delete.
 * Mounted at /api/msgs behind requireUser; another user's id answers like a missing one (404).
 * Images are stored with the URLs search returned and handed out as proxy links made for the
 * caller's session; a save keeps only images whose links this server made for the caller.
 */
export function conversationRoutes(conversations: ConversationService, images: ImageLinks) {
  return new Hono<AppEnv>()
    .get('/title', async (c) =>
      c.json((await conversations.titles(c.get('user').id)) satisfies ConversationTitle[]),
    )
    .get('/search', async (c) => {
      const { q } = parseQuery(c, conversationSearchQuerySchema);
      return c.json((await conversations.search(c.get('user').id, q)) satisfies ConversationTitle[]);
    })
    .post('/get', async (c) => {
      const { id } = await parseJsonBody(c, getMessagesRequestSchema);
      const viewer = imageViewer(c.get('user'), c.get('credential'));
      const messages = presentSavedImages(images, viewer, await conversations.messages(viewer.userId, id));
      return c.json({ messages } satisfies GetMessagesResponse);
    })
    .post('/insert', async (c) => {
      const { id, title, messages } = await parseJsonBody(c, insertMessagesRequestSchema);
      const userId = c.get('user').id;
      const saved = await conversations.save(userId, id, title, storableImages(images, userId, messages));
      return c.json(saved satisfies InsertMessagesResponse);
    })
    .post('/rename', async (c) => {
      const { id, title } = await parseJsonBody(c, renameConversationRequestSchema);
      return c.json((await conversations.rename(c.get('user').id, id, title)) satisfies ConversationTitle);
    })
    .post('/delete', async (c) => {
      const { id } = await parseJsonBody(c, deleteConversationRequestSchema);
      await conversations.remove(c.get('user').id, id);
      return c.json({ ok: true as const });
    });
}
