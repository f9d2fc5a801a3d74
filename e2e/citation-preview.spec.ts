/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { textPdf } from '../apps/server/src/documents/extract/test-fixtures';
import { ask, waitForAnswer } from './support/chat';
import { signIn, storedToken } from './support/sign-in';
import { audit } from './support/axe';
import { expect, test } from './support/test';

const QUESTION = 'What is a volcano?';

/** Every request of `context`, from now on, to a host other than the app's own. */
function foreignRequests(context: BrowserContext, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const seen: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== own) seen.push(url.href);
  });
  return seen;
}

/**
 * Asks `question` in Quick and returns the passages the server gave its cited sources (the `cited`
 * event), by number, as the conversation saved them: each cited source's summary is its passage.
 * Read back through the API once saved (a streamed body read through the browser's network log
 * can be gone by the time the stream ends and the page adopts the conversation's address).
 */
async function askForPassages(page: Page, question: string): Promise<Map<number, string>> {
  await ask(page, question);
  await waitForAnswer(page);
  await expect(page).toHaveURL(/[?&]c=/);
  const id = new URL(page.url()).searchParams.get('c') ?? '';
  const token = (await storedToken(page)) ?? '';
  const saved = await page.evaluate(
    async ({ id, token }) => {
      const response = await fetch('/api/msgs/get', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ id }),
      });
      return (await response.json()) as { messages: { role: string; content: string }[] };
    },
    { id, token },
  );
  // The sources of the last answer, numbered from 1 in order.
  const last = saved.messages.findLastIndex((m) => m.role === 'assistant');
  const passages = new Map<number, string>();
  for (const m of saved.messages.slice(last + 1)) {
    if (m.role !== 'search') continue;
    passages.set(passages.size + 1, (JSON.parse(m.content) as { summary: string }).summary);
  }
  return passages;
}

/** The preview of citation `n`. */
const previewOf = (page: Page, n: number) => page.getByRole('dialog', { name: new RegExp(`^Source ${n}: `) });

/** The first citation chip of the last answer, with its number. */
async function firstChip(page: Page): Promise<{ chip: Locator; n: number }> {
  const chip = page.getByRole('tabpanel').last().locator('a.citation').first();
  // textContent, not innerText: a chip scrolled far out of view (the view follows the answer to its
  // end) is in a block the browser skips rendering, and innerText reads skipped text as empty.
  return { chip, n: Number(await chip.textContent()) };
}

async function expectInViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** A place on the page with nothing to hover (the right edge of the conversation, mid-height). */
async function pointAway(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.move(viewport.width - 4, Math.round(viewport.height / 2));
}

for (const theme of ['light', 'dark'] as const) {
  test(`a citation previews its cited passage by mouse, keyboard and touch (${theme} theme)`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    await signIn(page, `cite.preview.${theme}@example.com`);
    // The sign-in toast fades out on its own: an audit during its fade would measure half-transparent text.
    await expect(page.getByText('Login Successful', { exact: true })).toBeHidden({ timeout: 10_000 });
    const passages = await askForPassages(page, QUESTION);
    // From here on previews open: none may load anything from another host (a favicon, a font).
    const foreign = foreignRequests(context, baseURL ?? '');
    const { chip, n } = await firstChip(page);
    const passage = passages.get(n);
    expect(passage, `the server sent a passage for [${n}]`).toBeTruthy();
    const preview = previewOf(page, n);

    // Mouse: a rest on the chip opens the preview; leaving closes it.
    await chip.hover();
    await expect(preview).toBeVisible();
    await expect(preview.locator('blockquote')).toHaveText(passage ?? '');
    const href = await chip.getAttribute('href');
    await expect(preview.getByRole('link', { name: 'Open source' })).toHaveAttribute('href', href ?? '');
    await expectInViewport(page, preview);
    await pointAway(page);
    await expect(preview).toBeHidden();

    // Keyboard: start just before the chip (a click at the start of its paragraph), then Tab to it.
    await chip.locator('xpath=ancestor::*[self::p or self::li][1]').click({ position: { x: 1, y: 4 } });
    await pointAway(page);
    await page.keyboard.press('Tab');
    await expect(chip).toBeFocused();
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(passage ?? '');
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    await audit(page, 'a citation preview open');

    // Tab enters the preview; Escape closes it and puts focus back on the chip.
    await page.keyboard.press('Tab');
    await expect(preview.getByRole('link', { name: 'Open source' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(chip).toBeFocused();

    // Tab past the end of the preview goes on to what follows the chip in the answer.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(chip).toBeFocused();
    await expect(preview).toBeVisible();
    // (The next chip may cite the same source: its own preview opens then, with another id.)
    const own = page.locator(`[role="dialog"][id="${await chip.getAttribute('aria-controls')}"]`);
    await expect(own).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(own).toBeHidden();
    await expect(chip).toHaveAttribute('aria-expanded', 'false');
    const after = await chip.evaluate((element) => {
      const active = document.activeElement;
      return {
        follows: !!active && !!(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING),
        guard: active?.hasAttribute('data-radix-focus-guard') ?? false,
        body: active === document.body,
      };
    });
    expect(after).toEqual({ follows: true, guard: false, body: false });
    expect(foreign, 'requests to other hosts').toEqual([]);

    // Touch, on a phone, in the saved conversation: a tap opens the same preview instead of the link.
    await page.waitForURL(/\?c=[\w-]+$/);
    const phone = await browser.newContext({
      baseURL,
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 760 },
      storageState: await context.storageState(),
    });
    const phoneForeign = foreignRequests(phone, baseURL ?? '');
    const touch = await phone.newPage();
    await touch.goto(page.url());
    await expect(touch.getByRole('heading', { level: 2, name: QUESTION })).toBeVisible();
    const tapped = await firstChip(touch);
    expect(tapped.n).toBe(n);
    await tapped.chip.tap();
    const touchPreview = previewOf(touch, n);
    await expect(touchPreview).toBeVisible();
    await expect(touchPreview.locator('blockquote')).toHaveText(passage ?? '');
    await expectInViewport(touch, touchPreview);
    expect(phone.pages()).toEqual([touch]); // the tap followed no link: no new tab, same address
    expect(touch.url()).toBe(page.url());
    // A tap on the answer's text below the preview (near the left edge, away from any chip).
    const shown = await touchPreview.boundingBox();
    await touch.touchscreen.tap(12, Math.round((shown?.y ?? 0) + (shown?.height ?? 0) + 40));
    await expect(touchPreview).toBeHidden();
    expect(phoneForeign, 'requests to other hosts on the phone').toEqual([]);
    await phone.close();
  });
}

/** Field notes whose facts are on known pages; the offline library knows none of them. */
const NOTES = [
  'Field notes on soil. Collected by the survey team in 2025.',
  'Methods. Probes were placed at a northern site and a southern site and read every hour.',
  'Results. The average soil moisture at the northern site was 23.4 percent in July, and 11.8 percent at the southern site.',
];

test('the preview of a citation of the user’s own document opens it at the cited page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'cite.preview.documents@example.com');
  const pdf = Buffer.from(textPdf(NOTES)).toString('base64');
  const dropped = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], 'notes.pdf', { type: 'application/pdf' }));
    return transfer;
  }, pdf);
  const box = page.getByRole('textbox', { name: 'Message' });
  for (const type of ['dragenter', 'dragover', 'drop'])
    await box.dispatchEvent(type, { dataTransfer: dropped });
  await expect(page.getByText('Indexed · 3 pages')).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('radiogroup', { name: 'Search in' })
    .getByRole('radio', { name: 'My documents' })
    .click();

  const passages = await askForPassages(page, 'What was the average soil moisture at the northern site?');
  const { chip, n } = await firstChip(page);
  await chip.hover();
  const preview = previewOf(page, n);
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAccessibleName(`Source ${n}: My documents`);
  await expect(preview).toContainText('notes.pdf, p. 3');
  await expect(preview.locator('blockquote')).toHaveText(passages.get(n) ?? 'a passage');
  await expect(preview).toContainText('23.4 percent');
  const link = preview.getByRole('link', { name: 'Open document' });
  await expect(link).toHaveAttribute('href', /\/documents\/[\w-]+\?page=3$/);
  const [viewer] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await viewer.waitForLoadState();
  await expect(viewer.getByRole('heading', { name: 'notes.pdf' })).toBeVisible();
  await expect(viewer.locator('[aria-current="true"]')).toContainText('23.4 percent');
  await viewer.close();
});
