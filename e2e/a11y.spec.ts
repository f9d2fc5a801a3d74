/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import { askDeep } from './support/deep';
import { ask, waitForAnswer } from './support/chat';
import { audit } from './support/axe';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    });

    test('signed out, 404 and news pages', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText('Sign in to start your research journey')).toBeVisible();
      await audit(page, 'signed-out home');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await audit(page, '404');
      await page.goto('/news');
      await expect(page.getByRole('heading', { name: 'News Discovery' })).toBeVisible();
      await audit(page, 'news');
    });

    test('signed-in home, a Quick answer with its tabs, settings and a shared report', async ({
      page,
      browser,
    }) => {
      await signIn(page, `a11y.quick.${theme}@example.com`);
      await audit(page, 'signed-in home');
      // The sign-in toast fades out on its own a few seconds later: an audit during its fade would
      // measure half-transparent text.
      await expect(page.getByText('Login Successful', { exact: true })).toBeHidden({ timeout: 10_000 });

      await ask(page, 'What is a volcano?');
      await waitForAnswer(page);
      await audit(page, 'Quick answer');
      await page.getByRole('tab', { name: 'Sources' }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      await audit(page, 'Quick answer, Sources tab');
      await page.getByRole('tab', { name: 'Images' }).click();
      await audit(page, 'Quick answer, Images tab');
      await page.getByRole('tab', { name: 'Pardus' }).last().click();

      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByTestId('tokens-remaining')).toBeVisible();
      await audit(page, 'settings');
      await page.getByRole('button', { name: 'Back' }).click();

      await page.waitForURL(/\?c=[\w-]+$/);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const link = page.getByLabel('Anyone with this link can read this answer and its sources:');
      await expect(link).toHaveValue(/\/share\//);
      await audit(page, 'share panel');
      const shareUrl = await link.inputValue();
      // The share page is for visitors: a fresh context without the owner's session.
      const visitorContext = await browser.newContext();
      await visitorContext.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
      const visitor = await visitorContext.newPage();
      await visitor.goto(shareUrl);
      await expect(visitor.getByRole('region', { name: 'Sources' })).toBeVisible();
      await audit(visitor, 'share page');
      await visitorContext.close();

      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('region', { name: 'Shared links' }).getByRole('link')).toHaveCount(1);
      await audit(page, 'settings with a shared link');
    });

    test('a Deep report', async ({ page }) => {
      await signIn(page, `a11y.deep.${theme}@example.com`);
      await expect(page.getByText('Login Successful', { exact: true })).toBeHidden({ timeout: 10_000 });
      await askDeep(page, 'Compare the economies of Chile and Peru');
      await expect(page.getByLabel('Deep Research in Progress')).toBeVisible();
      await audit(page, 'Deep progress');
      await waitForAnswer(page, 90_000);
      await audit(page, 'Deep report');
    });
  });
}
