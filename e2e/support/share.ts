import { expect, type Page } from '@playwright/test';

/** Shares answer number `answer` (0-based, among the assistant's) of a saved conversation; returns the link id. */
export async function createShare(page: Page, token: string, conversationId: string, answer: number) {
  const response = await page.request.post('/api/shares', {
    headers: { Authorization: `Bearer ${token}` },
    data: { conversation_id: conversationId, answer },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string };
  return body.id;
}
