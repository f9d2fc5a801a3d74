import { test as base, expect, type Page } from '@playwright/test';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '../apps/server/test/fixtures/openai-compatible-server';
import { startServer, type RunningServer } from './support/server';
import { askDeep } from './support/deep';
import { signIn, storedToken } from './support/sign-in';

// A server of its own whose language model (a local fixture speaking the OpenAI wire format) writes
// slowly, so a Deep run is still going when the page reloads or the user presses Stop.
const test = base.extend<object, { slowServer: RunningServer }>({
  slowServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, use) => {
      const writing = Array.from({ length: 40 }, () => 'Copper exports drive both economies [1]. ');
      // Planning calls (not streamed) answer after 5 s, so the run is still planning when the page
      // reloads; the report is then written slowly (40 chunks, 150 ms apart).
      const llm: OpenAiCompatibleServer = await startOpenAiCompatibleServer((request) =>
        isStreamed(request.body)
          ? { chunks: writing, chunkDelayMs: 150 }
          : { chunks: writing, headersDelayMs: 5_000 },
      );
      const server = await startServer({
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'fixture',
      });
      await use(server);
      await server.stop();
      await llm.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ slowServer }, use) => use(slowServer.baseUrl),
});

const QUESTION = 'Compare the economies of Chile and Peru';

function isStreamed(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'stream' in body && body.stream === true;
}

async function remaining(page: Page): Promise<number> {
  const token = await storedToken(page);
  const response = await page.request.get('/api/tokens/status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { daily_tokens_remaining: number }).daily_tokens_remaining;
}

test('a Deep run survives a reload: the progress panel comes back and the report finishes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'durable.reload@example.com');
  const budget = await remaining(page);
  await askDeep(page, QUESTION);
  const panel = page.getByRole('region', { name: 'Deep Research in Progress' });
  await expect(panel).toBeVisible();
  await page.waitForURL(/\?c=[\w-]+$/);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();

  await page.reload();
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const answer = page.getByRole('tabpanel');
  await expect(answer.getByText(/Copper exports drive both economies/).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(answer.getByRole('heading', { level: 2, name: 'Conclusion' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();
  expect(await remaining(page)).toBe(budget - 5);

  // The server saved the report: another reload shows it once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Conclusion' })).toHaveCount(1, {
    timeout: 30_000,
  });
});

test('Stop ends a Deep run, keeping the partial report with a note, charged', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'durable.stop@example.com');
  const budget = await remaining(page);
  await askDeep(page, QUESTION);
  const answer = page.getByRole('tabpanel');
  await expect(answer.getByText(/Copper exports drive both economies/).first()).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(answer.getByText('Research stopped: this report is partial.')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();
  await expect(answer.getByRole('heading', { level: 2, name: 'Conclusion' })).toHaveCount(0);
  expect(await remaining(page)).toBe(budget - 5);
});
