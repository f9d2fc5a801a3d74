import type { Page } from '@playwright/test';

/** Switches the input to Deep and sends `question`, as a user does. */
export async function askDeep(page: Page, question: string) {
  await page.getByRole('radio', { name: 'Deep' }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
}
