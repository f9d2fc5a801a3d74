import { expect, it } from 'vitest';
import { createDocumentExtractor } from './document-extractor.js';
import { textPdf } from './test-fixtures.js';

it('the main event loop keeps ticking while a 300-page PDF is read', async () => {
  const pages = Array.from(
    { length: 300 },
    (_, i) => `Chapter ${i + 1}\n\n${'The quick brown fox jumps over the lazy dog. '.repeat(40)}`,
  );
  const bytes = textPdf(pages);
  const extractor = createDocumentExtractor({
    timeoutMs: 60_000,
    maxPages: 500,
    maxUnpackedBytes: 1_048_576,
  });

  let last = performance.now();
  let longestGap = 0;
  let ticks = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    ticks++;
  }, 5);
  const started = performance.now();
  const result = await extractor.extract({ bytes, name: 'book.pdf', kind: 'pdf' });
  const elapsed = performance.now() - started;
  clearInterval(ticker);
  await extractor.close();

  expect(result).toMatchObject({ ok: true, pages: 300 });
  expect(result.ok && result.passages.filter((p) => p.page === 300).length).toBeGreaterThan(0);
  // Reading takes a while; had it run on this thread the ticker would have stalled for all of it.
  expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  // Generous for a busy 2-core machine: the work is elsewhere, only messages cross this thread.
  expect(longestGap).toBeLessThan(100);
  console.info(
    `300-page PDF read in ${Math.round(elapsed)} ms; longest event-loop gap ${longestGap.toFixed(1)} ms`,
  );
}, 60_000);
