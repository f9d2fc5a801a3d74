import { expect, type Page } from '@playwright/test';

/** Types `question` into the message box and sends it with Enter, as a user does. */
export async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
}

/** Waits until the last answer has ended (its response time is shown). */
export async function waitForAnswer(page: Page, timeout = 30_000) {
  await expect(page.getByLabel('Response time').last()).toHaveText(/^\d+\.\ds$/, { timeout });
}
