import { expect, it } from 'vitest';
import { createDocumentExtractor } from './document-extractor.js';
import { textPdf } from './test-fixtures.js';

/** Runs `setImmediate` turns until stopped and counts them: each is the event loop coming round. */
function countTurns() {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns++;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  return {
    stop: () => {
      running = false;
      return turns;
    },
  };
}

// Behaviour, not timing: the event loop's longest stall while a 300-page PDF is read is a figure of
// `npm run bench` (documents.ts), where a busy machine cannot fail a test.
it('the main event loop keeps coming round while a 300-page PDF is read', async () => {
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

  const loop = countTurns();
  const result = await extractor.extract({ bytes, name: 'book.pdf', kind: 'pdf' });
  const turns = loop.stop();
  await extractor.close();

  expect(result).toMatchObject({ ok: true, pages: 300 });
  expect(result.ok && result.passages.filter((p) => p.page === 300).length).toBeGreaterThan(0);
  // Read on this thread, the 300 pages would come back before a single turn: the loop is blocked
  // until `extract` returns. In a worker, a thread start and 300 pages give it hundreds of turns;
  // ten leave room for any machine however loaded, and none would mean the work blocked it.
  expect(turns).toBeGreaterThanOrEqual(10);
}, 60_000);
