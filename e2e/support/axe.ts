import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Waits until no fade or slide is running (a preview fading in, a toast fading out): axe would
 * measure half-transparent colours. Endless animations (a spinner) are not waited for; a page still
 * moving after a few seconds is measured as it is.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * axe-core on the page as it is. Serious and critical violations fail the test (with the rule, the
 * nodes and axe's hint, so the failure says what to fix); minor ones are left to review.
 */
export async function audit(page: Page, screen: string) {
  await settled(page);
  let { violations } = await new AxeBuilder({ page }).analyze();
  // A fade that began while axe measured (the title fading as a streamed report scrolls the question
  // out of view) gives a half-transparent colour: contrast is measured again once the page is still.
  // A real contrast fault is there both times.
  if (violations.some((v) => v.id === 'color-contrast')) {
    await settled(page);
    ({ violations } = await new AxeBuilder({ page }).analyze());
  }
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  expect(blocking, `axe on ${screen}`).toEqual([]);
}
