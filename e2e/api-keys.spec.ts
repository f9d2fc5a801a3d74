/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { audit } from './support/axe';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('creates an API key in Settings, copies it, lists it and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'api.keys@example.com');
  // The sign-in toast fades out on its own: an audit during its fade would measure half-transparent text.
  await expect(page.getByText('Login Successful', { exact: true })).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByText('No API keys.')).toBeVisible();
  await audit(page, 'API keys, none yet');

  await card.getByLabel('Key name').fill('e2e script');
  await card.getByRole('button', { name: 'Create key' }).click();
  const shown = card.getByLabel('This key is shown only once. Copy it now and keep it secret.');
  await expect(shown).toHaveValue(/^pdk_[A-Za-z0-9_-]{43}$/);
  const secret = await shown.inputValue();
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const listed = card.getByRole('list', { name: 'Your API keys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('e2e script');
  await expect(listed).toContainText(`${secret.slice(0, 12)}…`);
  await audit(page, 'API keys, a new key shown');

  // The key signs a script in as this user.
  const asScript = await page.request.get('/api/verify', { headers: { authorization: `Bearer ${secret}` } });
  expect(asScript.status()).toBe(200);
  expect(await asScript.json()).toMatchObject({ user: { email: 'api.keys@example.com' } });

  await card.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await card.getByRole('button', { name: 'Revoke key e2e script' }).click();
  await expect(card.getByText('No API keys.')).toBeVisible();
  const revoked = await page.request.get('/api/verify', { headers: { authorization: `Bearer ${secret}` } });
  expect(revoked.status()).toBe(401);
});
