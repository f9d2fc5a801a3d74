import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './support/server';
import { signIn, storedToken } from './support/sign-in';
import { expect, test } from './support/test';

const SHOTS_DIR = path.join(REPO_ROOT, 'test-results/screenshots');
const EMAIL = 'manage.everything@example.com';

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
  await expect(page.getByLabel('Response time').last()).toHaveText(/^\d+\.\ds$/, { timeout: 30_000 });
  // Auto-saved: the address carries the saved id and the header its title.
  await page.waitForURL(/\?c=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
}

/** Waits for running CSS transitions and animations (the rail widening, a dialog fading in) to end. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/**
 * The expanded rail (it widens while the pointer is over it). Waits until it is wide: a click on a
 * row's button while the rail still grows can press on one spot and release on another (no click).
 */
async function sidebar(page: Page) {
  const rail = page.getByRole('complementary', { name: 'Saved conversations' });
  await rail.hover();
  await settled(page);
  return rail;
}

const listed = (page: Page) =>
  page.getByRole('list', { name: 'Conversation history' }).getByRole('button').filter({ hasNotText: /^$/ });

test('ask, rename, search, delete, download my data and delete the account', async ({ page }) => {
  await signIn(page, EMAIL);
  await ask(page, 'What is a volcano?');
  const volcanoUrl = page.url();
  await page.getByRole('button', { name: 'Pardus, new conversation' }).click();
  await ask(page, 'How does photosynthesis work?');

  // Rename the first one inline: Escape leaves it, Enter saves; an empty title is refused.
  let rail = await sidebar(page);
  await rail.getByRole('button', { name: 'Rename What is a volcano?' }).click();
  const field = rail.getByRole('textbox', { name: 'Conversation title' });
  await field.fill('Scratch');
  await field.press('Escape');
  await expect(listed(page)).toHaveText(['How does photosynthesis work?', 'What is a volcano?']);
  await rail.getByRole('button', { name: 'Rename What is a volcano?' }).click();
  await field.fill('   ');
  await field.press('Enter');
  await expect(rail.getByRole('alert')).toHaveText('Title must not be empty');
  await field.fill('Lava notes');
  await field.press('Enter');
  await expect(listed(page)).toHaveText(['How does photosynthesis work?', 'Lava notes']);
  // The name holds after a reload, and the conversation opens under it.
  await page.goto(volcanoUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Lava notes' })).toBeVisible();

  // Search: by title prefix and by words only the messages hold.
  rail = await sidebar(page);
  const search = rail.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill('photo');
  await expect(listed(page)).toHaveText(['How does photosynthesis work?']);
  await search.fill('volcano');
  await expect(listed(page)).toHaveText(['Lava notes']);
  await search.fill('zzqx');
  await expect(rail.getByText('No conversations match “zzqx”')).toBeVisible();
  await search.press('Escape');
  await expect(listed(page)).toHaveText(['How does photosynthesis work?', 'Lava notes']);

  // Delete the open one: Cancel keeps it, Delete removes it everywhere and the view goes home.
  await rail.getByRole('button', { name: 'Delete Lava notes' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Delete conversation?' });
  await expect(dialog).toContainText('“Lava notes” will be deleted');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  rail = await sidebar(page);
  await rail.getByRole('button', { name: 'Delete Lava notes' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Delete conversation?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Conversation deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.search === '');
  rail = await sidebar(page);
  await expect(listed(page)).toHaveText(['How does photosynthesis work?']);
  await page.goto(volcanoUrl);
  await expect(page.getByText('Failed to load conversation').first()).toBeVisible();

  // Download my data: one JSON file with what is left.
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pardus-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    user: { email: string };
    conversations: { title: string }[];
    token_ledger: { kind: string }[];
  };
  expect(data.user.email).toBe(EMAIL);
  expect(data.conversations.map((c) => c.title)).toEqual(['How does photosynthesis work?']);
  expect(data.token_ledger.filter((row) => row.kind === 'reserve')).toHaveLength(2);

  // Delete the account: only after typing the email; then signed out, and the old token is dead.
  const token = await storedToken(page);
  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS_DIR, 'manage-your-data.png') });
  await page.getByRole('button', { name: 'Delete account' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel(`Type ${EMAIL} to confirm`).fill('not.me@example.com');
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS_DIR, 'manage-delete-account.png') });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${EMAIL} to confirm`).fill(EMAIL);
  await confirm.click();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  const verify = await page.request.get('/api/verify', { headers: { Authorization: `Bearer ${token}` } });
  expect(verify.status()).toBe(401);
});

test('the sidebar with search, rename and delete, in light and dark', async ({ page }) => {
  await signIn(page, 'manage.looks@example.com');
  await ask(page, 'What is a glacier?');
  await page.getByRole('button', { name: 'Pardus, new conversation' }).click();
  await ask(page, 'How do tides work?');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('ui-theme', value), theme);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'How do tides work?' })).toBeVisible();
    const rail = await sidebar(page);
    await rail.getByRole('searchbox', { name: 'Search conversations' }).fill('ti');
    await expect(listed(page)).toHaveText(['How do tides work?']);
    await rail.getByRole('searchbox', { name: 'Search conversations' }).fill('');
    await expect(listed(page)).toHaveCount(2);
    await rail.getByRole('listitem').first().hover();
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS_DIR, `manage-sidebar-${theme}.png`) });
    await rail.getByRole('button', { name: 'Rename What is a glacier?' }).click();
    await rail.getByRole('textbox', { name: 'Conversation title' }).fill('');
    await rail.getByRole('textbox', { name: 'Conversation title' }).press('Enter');
    await page.screenshot({ path: path.join(SHOTS_DIR, `manage-rename-${theme}.png`) });
    await rail.getByRole('textbox', { name: 'Conversation title' }).press('Escape');
    await rail.getByRole('button', { name: 'Delete What is a glacier?' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS_DIR, `manage-delete-${theme}.png`) });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  }
});
