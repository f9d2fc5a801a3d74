/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import { insertMessagesResponseSchema, tokenStatusSchema } from '@pardus/protocol';
import { signIn, storedToken } from './support/sign-in';
import { expect, test } from './support/test';

declare global {
  interface Window {
    /** <html>'s class when <body> was inserted (set by an init script below). */
    __classAtBody?: string;
  }
}

test.describe('signed out', () => {
  test('shows the empty state with the sign-in invitation and no sidebar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Your intelligent search companion')).toBeVisible();
    await expect(page.getByText('Sign in to start your research journey')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByTestId('clock-time')).toHaveText(/\d{1,2}:\d{2}/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Saved conversations' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
  });
});

test('signing in through the development provider shows the user, Sign out and an empty sidebar', async ({
  page,
}) => {
  await signIn(page, 'ada@example.com');
  await expect(page.getByTestId('user-avatar')).toHaveText('A');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Sign in to start your research journey')).toHaveCount(0);
  expect(page.url()).not.toContain('#');

  const rail = page.getByRole('complementary', { name: 'Saved conversations' });
  const panel = rail.locator('> div');
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(48);
  await rail.hover();
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(320);
  await expect(rail.getByText('No conversations yet')).toBeVisible();

  // The session survives a reload (verified against the server).
  await page.reload();
  await expect(page.getByTestId('user-avatar')).toHaveText('A');
});

test('the sidebar lists saved conversations newest first and opens one', async ({ page }) => {
  await signIn(page, 'history@example.com');
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const save = async (title: string, question: string) => {
    const response = await page.request.post('/api/msgs/insert', {
      headers,
      data: {
        id: 'new_message',
        title,
        messages: [
          { role: 'user', content: question },
          { role: 'assistant', content: `Answer to ${question}` },
          { role: 'search', content: JSON.stringify({ url: 'https://example.org/a', summary: 'A source' }) },
        ],
      },
    });
    expect(response.ok()).toBe(true);
    return insertMessagesResponseSchema.parse(await response.json());
  };
  await save('Older conversation', 'first question');
  const newer = await save('Newer conversation', 'second question');

  await page.reload();
  const rail = page.getByRole('complementary', { name: 'Saved conversations' });
  await rail.hover();
  // A row's title button (its Rename and Delete icon buttons carry no text).
  const items = rail
    .getByRole('list', { name: 'Conversation history' })
    .getByRole('button')
    .filter({ hasText: /\S/ });
  await expect(items).toHaveText(['Newer conversation', 'Older conversation']);
  await items.first().click();
  await expect(page).toHaveURL((url) => url.searchParams.get('c') === newer.id);
  await expect(page.getByText('Answer to second question')).toBeVisible();

  // The rail folds away once the pointer leaves, even though the clicked item keeps focus.
  const panel = rail.locator('> div');
  await page.mouse.move(900, 500);
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(48);

  // Keyboard users reach the list with Tab; focus opens the rail.
  await page.goto('/');
  await expect(page.getByTestId('user-avatar')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(rail.getByRole('searchbox', { name: 'Search conversations' })).toBeFocused();
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(320);
  await page.keyboard.press('Tab');
  await expect(items.first()).toBeFocused();
  // Each row's Rename and Delete buttons follow its title.
  await page.keyboard.press('Tab');
  await expect(rail.getByRole('button', { name: 'Rename Newer conversation' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(rail.getByRole('button', { name: 'Delete Newer conversation' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Answer to first question')).toBeVisible();
});

test("settings shows the server's token balance", async ({ page }) => {
  await signIn(page, 'tokens@example.com');
  const token = await storedToken(page);
  const response = await page.request.get('/api/tokens/status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { daily_tokens_remaining: remaining } = tokenStatusSchema.parse(await response.json());

  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Token Status' })).toBeVisible();
  await expect(page.getByTestId('tokens-remaining')).toHaveText(String(remaining));
  await expect(page.getByText('1 token = Quick search • 5 tokens = Deep search')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('region', { name: 'Settings' })).toHaveCount(0);
});

test('sign out clears auth_token and user_data and shows the signed-out view', async ({ page }) => {
  await signIn(page, 'leaving@example.com');
  expect(await storedToken(page)).toBeTruthy();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('auth_token'),
    localStorage.getItem('user_data'),
  ]);
  expect(stored).toEqual([null, null]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});

test('the session token never appears in any address the browser visited', async ({ page, context }) => {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));

  await signIn(page, 'private@example.com');
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByTestId('tokens-remaining')).toBeVisible();

  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(urls.length).toBeGreaterThan(3);
  expect(urls.some((url) => url.includes('/auth/callback'))).toBe(true);
  for (const url of urls) {
    expect(url).not.toContain(token);
    expect(decodeURIComponent(url)).not.toContain(token);
  }
  const history = await page.evaluate(() => window.location.href);
  expect(history).not.toContain('#');
});

test.describe('theme', () => {
  test('toggling persists across reloads', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('a stored dark theme is applied before the body exists, without the app bundle', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('ui-theme', 'dark'));
    // Record <html>'s class at the moment <body> is inserted, before anything can paint.
    await page.addInitScript(() => {
      if (window.__classAtBody !== undefined) return;
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        window.__classAtBody = document.documentElement.className;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // Without the app's JS and CSS only /theme-init.js can set the class.
    await page.route('**/assets/**', (route) => route.abort());
    await page.reload();
    const classAtBody = await page.evaluate(() => window.__classAtBody);
    expect(classAtBody).toContain('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test('/news shows the placeholder with links home', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'News Discovery' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Return to Search' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Your intelligent search companion')).toBeVisible();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a failed login return shows the failure toast and returns home', async ({ page }) => {
  await page.goto('/auth/google/callback?login=error&message=access_denied');
  await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Sign-in was cancelled or access was denied.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
