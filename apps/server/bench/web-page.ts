/**
 * The web bench's page work (web.ts): building and serving the answer-view harness, driving it
 * from Playwright and reading Chromium's main-thread accounting over CDP.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { build } from 'vite';
import { REPO_ROOT } from '../src/paths.js';

export const WEB = path.join(REPO_ROOT, 'apps/web');
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serves `dir` on 127.0.0.1 (the built pages are static files). */
export async function serveDir(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = http.createServer((request, response) => {
    const file = path.join(
      dir,
      path.normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')),
    );
    readFile(file.startsWith(dir) ? file : dir)
      .then((body) =>
        response
          .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      )
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Builds one HTML entry of the web app (its own config, chunking included) into `outDir`. */
export async function buildPage(input: string, outDir: string) {
  await build({
    root: WEB,
    configFile: path.join(WEB, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: path.join(WEB, input) } },
  });
}

/**
 * Main-thread time so far (ms), from Chromium's own accounting: `busy`, the wall-clock time of its
 * tasks (TaskDuration), without the time spent serving this bench's own DevTools commands (reading
 * metrics, calling into the page); `cpu`, the thread's CPU time (ThreadTime, those commands
 * included), which other processes busy on the machine do not stretch.
 */
async function taskMs(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return { busy: value('TaskDuration') - value('DevToolsCommandDuration'), cpu: value('ThreadTime') };
}

/** Main-thread time spent since `before` (a reading of taskMs). */
async function spentSince(cdp: CDPSession, before: { busy: number; cpu: number }) {
  const now = await taskMs(cdp);
  return { busy: now.busy - before.busy, cpu: now.cpu - before.cpu };
}

/**
 * What the harness page puts on its window (the server's TypeScript has no DOM types). Functions
 * given to page.evaluate run in the page, so each casts `globalThis` itself (no closures).
 */
interface BenchWindow {
  pardusBench?: {
    show(shown: { content: string; streaming: boolean; follow?: boolean }): void;
    stream(paced: PacedStream & { content: string; follow: boolean }): Promise<void>;
  };
  longTasks?: number[];
}

/** A stream at a model's pace, run by the page itself (no DevTools call per chunk). */
export interface PacedStream {
  from: number;
  to: number;
  chunk: number;
  everyMs: number;
}

/** The harness page (bench-stream.html) with its answer view, ready to be driven. */
export async function openHarness(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${url}/bench-stream.html`);
  await page.waitForFunction(() => (globalThis as unknown as BenchWindow).pardusBench !== undefined);
  const show = (content: string, streaming: boolean, follow = false) =>
    page.evaluate((shown) => (globalThis as unknown as BenchWindow).pardusBench?.show(shown), {
      content,
      streaming,
      follow,
    });
  return { cdp, show, page };
}

export type Harness = Awaited<ReturnType<typeof openHarness>>;

/** One streamed update: main-thread ms it cost (busy, CPU) and the wall-clock ms it took (sending it, then 100 ms). */
export interface Update {
  busy: number;
  cpu: number;
  wall: number;
}

/**
 * Streams `text` into the answer view in 1 kB chunks every 100 ms, as an answer arrives; then ends
 * the stream. Also says how many blocks were waiting as text just before the end (see MarkdownBlock).
 */
export async function streamAnswer(
  { cdp, show, page }: Harness,
  text: string,
  follow = false,
): Promise<Update[] & { waiting: number }> {
  // From an empty view, once the removal of what it showed before is done (it is not the stream's cost).
  await show('', false, follow);
  await wait(300);
  const updates: Update[] = [];
  for (let end = 1000; end < text.length + 1000; end += 1000) {
    const started = performance.now();
    const before = await taskMs(cdp);
    await show(text.slice(0, end), true, follow);
    await wait(100);
    updates.push({ ...(await spentSince(cdp, before)), wall: performance.now() - started });
  }
  // Before the end (which renders whatever waited): were the last blocks shown as they arrived?
  const waiting = await page.locator('[data-waiting]').count();
  await show(text, false, follow);
  return Object.assign(updates, { waiting });
}

/**
 * Streams `text` from `from` to `to` at a model's pace, with the end kept in view: the share of the
 * time the main thread was busy (CDP TaskDuration). The view first shows the text up to `from`
 * and settles, so the figure is the stream's alone.
 */
export async function streamAtPace({ cdp, show, page }: Harness, text: string, pace: PacedStream) {
  await show('', false, true);
  if (pace.from > 0) await show(text.slice(0, pace.from), true, true);
  await wait(3_000);
  const before = await taskMs(cdp);
  const started = performance.now();
  await page.evaluate((paced) => (globalThis as unknown as BenchWindow).pardusBench?.stream(paced), {
    ...pace,
    content: text,
    follow: true,
  });
  const wall = performance.now() - started;
  const spent = await spentSince(cdp, before);
  await show(text, false, true);
  return { busy: (100 * spent.busy) / wall, cpu: (100 * spent.cpu) / wall };
}

/**
 * Opens `text` as a saved answer (unmount, then mount it whole, as opening a conversation does):
 * main-thread ms until every block shows, and the tasks over 50 ms the browser reported meanwhile.
 */
export async function openSaved({ cdp, show }: Harness, page: Page, text: string) {
  await show('', false);
  await wait(300);
  // Long tasks (> 50 ms) from here on, as the browser reports them (one observer for the page).
  await page.evaluate(`{
    if (!window.longTasks) new PerformanceObserver((list) =>
      window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    window.longTasks = [];
  }`);
  const before = await taskMs(cdp);
  await show(text, false);
  let blocks = -1;
  for (let stable = 0; stable < 5;) {
    await wait(100);
    const now = await page.locator('.md-block').count();
    stable = now === blocks ? stable + 1 : 0;
    blocks = now;
  }
  // Busy time only (TaskDuration counts no idle time, and the bench's own DevTools calls are taken out).
  const { busy, cpu } = await spentSince(cdp, before);
  const longTasks = await page.evaluate(() => (globalThis as unknown as BenchWindow).longTasks ?? []);
  await show('', false);
  return { busy: Math.max(0, busy), cpu, blocks, longTasks };
}

/** The longest task for the report: the Long Tasks API names tasks over 50 ms only, so with none 50 ms is the bound. */
export function longestTask(longTasks: number[]) {
  return {
    value: longTasks.length > 0 ? Math.max(...longTasks) : 50,
    detail:
      longTasks.length > 0
        ? `${longTasks.length} tasks over 50 ms`
        : 'no task over 50 ms (the value is that bound)',
  };
}
