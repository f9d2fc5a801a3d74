/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import type { Page } from '@playwright/test';
import { audit } from './support/axe';
import { ask, waitForAnswer } from './support/chat';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Issue 36, part 7: the documents page leads back to the conversation it was opened from, and a
 * read document can be asked about (the chat opens with the file named, "My documents" chosen,
 * nothing sent).
 */
const DRAFT = 'About "notes.txt": ';
const NOTES = 'Field notes. The lighthouse at Cape Wrath was first lit in 1828 and automated in 1998.';

async function uploadNotes(page: Page) {
  await page.getByTestId('document-file-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(NOTES),
  });
  await expect(page.getByText(/^Indexed · /)).toBeVisible({ timeout: 30_000 });
}

test('Back to chat returns to the conversation; Ask about this file pre-fills the composer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'documents.return@example.com');
  await ask(page, 'What is a volcano?');
  await waitForAnswer(page);
  await page.waitForURL(/\?c=[\w-]+$/);
  const conversation = new URL(page.url()).search;

  // From the conversation through the sidebar's link, and back by the page's own link.
  await page.getByRole('link', { name: 'Your documents' }).click();
  await expect(page.getByRole('heading', { name: 'Your documents' })).toBeVisible();
  await uploadNotes(page);
  await page.getByRole('link', { name: 'Back to chat' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === conversation);

  // Ask about this file, by keyboard: back in the same conversation, the question begun, not sent.
  await page.getByRole('link', { name: 'Your documents' }).click();
  const askAbout = page.getByRole('button', { name: 'Ask about this file, notes.txt' });
  await askAbout.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === conversation);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(DRAFT);
  await expect(box).toBeFocused();
  // The cursor at the end, ready for the rest of the question.
  expect(await box.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(DRAFT.length);
  await expect(page.getByRole('radio', { name: 'My documents' })).toBeChecked();
  // Not sent: the conversation still holds its one question and nothing about the file.
  await expect(page.getByText('What is a volcano?').first()).toBeVisible();
  await expect(page.locator('#conversation-messages').getByText('About "notes.txt"')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  for (const { name, viewport } of [
    { name: 'phone', viewport: { width: 390, height: 844 } },
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
  ] as const) {
    test(`the documents page with a read file, ${theme} ${name}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
      await page.setViewportSize(viewport);
      await signIn(page, `documents.page.${theme}.${name}@example.com`);
      await page.goto('/documents');
      await uploadNotes(page);
      await expect(page.getByRole('link', { name: 'Back to chat' })).toHaveAttribute('href', '/');
      const row = page.getByRole('list', { name: 'Documents' }).getByRole('listitem').first();
      for (const button of await row.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
      await page.screenshot({ path: `/tmp/shots/documents-${name}-${theme}.png`, animations: 'disabled' });
      await audit(page, `documents page, ${theme} ${name}`);
    });
  }
}
