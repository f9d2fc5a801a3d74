/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { textPdf } from '../apps/server/src/documents/extract/test-fixtures';
import { askDeep } from './support/deep';
import { ask, waitForAnswer } from './support/chat';
import { signIn } from './support/sign-in';
import { audit } from './support/axe';
import { expect, test } from './support/test';

/** A thesis whose facts are on known pages; the offline library knows none of them. */
const THESIS = [
  'Soil moisture in the Okavango Delta. A thesis by Lerato Dube, University of Botswana, 2025.',
  'Chapter 1. Methods. Soil probes were installed at a northern site near Shakawe and a southern site near Maun. Readings were taken every hour from January to December 2024.',
  'Chapter 2. Results. The average soil moisture at the northern site was 23.4 percent in July 2024, while the southern site averaged 11.8 percent. The flood pulse reached the northern site in April.',
  'Chapter 3. Discussion. The difference between the sites follows the arrival of the annual flood pulse, which reaches Maun about three months after Shakawe.',
];

test('drop a PDF on the composer, ask about it in Quick and Deep, open a citation at its page, delete it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'documents@example.com');

  // Drop the file onto the message box, as a user drags it from their desktop.
  const pdf = Buffer.from(textPdf(THESIS)).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'thesis.pdf', { type: 'application/pdf' }));
    return transfer;
  }, pdf);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.dispatchEvent('dragenter', { dataTransfer });
  await box.dispatchEvent('dragover', { dataTransfer });
  await box.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Uploads')).toBeVisible();
  await expect(page.getByText('Indexed · 4 pages')).toBeVisible({ timeout: 30_000 });
  // Dropping a file searches documents as well as the library; ask the documents alone.
  const sources = page.getByRole('radiogroup', { name: 'Search in' });
  await expect(sources.getByRole('radio', { name: 'Both' })).toBeChecked();
  await sources.getByRole('radio', { name: 'My documents' }).click();

  await ask(page, 'What was the average soil moisture at the northern site?');
  await waitForAnswer(page);
  const answer = page.getByRole('tabpanel').last();
  await expect(answer).toContainText('23.4 percent');
  await expect(answer.getByText('thesis.pdf, p. 3').first()).toBeVisible();

  // The citation opens the document in a new tab at the cited page.
  const citation = answer.locator('a.citation').first();
  await expect(citation).toHaveAttribute('href', /\/documents\/[\w-]+\?page=3$/);
  const [viewer] = await Promise.all([context.waitForEvent('page'), citation.click()]);
  await viewer.waitForLoadState();
  await expect(viewer.getByRole('heading', { name: 'thesis.pdf' })).toBeVisible();
  const cited = viewer.locator('[aria-current="true"]');
  await expect(cited).toContainText('Page 3');
  await expect(cited).toContainText('23.4 percent');
  await expect(cited).toBeFocused();
  const [download] = await Promise.all([
    viewer.waitForEvent('download'),
    viewer.getByRole('button', { name: 'Download original' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('thesis.pdf');
  await viewer.close();

  await askDeep(page, 'What does the thesis find about soil moisture at the two sites?');
  await waitForAnswer(page, 60_000);
  const report = page.getByRole('tabpanel').last();
  await expect(report).toContainText('23.4 percent');
  await expect(report.getByText(/^thesis\.pdf, p\. \d$/).first()).toBeVisible();

  // The documents page: accessible, and Delete takes the document out of answers at once.
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Your documents' })).toBeVisible();
  await expect(page.getByText('Indexed · 4 pages')).toBeVisible();
  await audit(page, 'the documents page');
  await page.getByRole('button', { name: 'Delete thesis.pdf' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No documents yet')).toBeVisible();
});
