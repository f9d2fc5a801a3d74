import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * axe-core on the page as it is. Serious and critical violations fail the test (with the rule, the
 * nodes and axe's hint, so the failure says what to fix); minor ones are left to review.
 */
export async function audit(page: Page, screen: string) {
  // Animations (fade-ins) would have axe measure half-transparent colours.
  await page.waitForTimeout(350);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  expect(blocking, `axe on ${screen}`).toEqual([]);
}
