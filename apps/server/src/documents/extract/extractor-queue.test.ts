import { describe, expect, it, vi } from 'vitest';
import { createDocumentExtractor } from './document-extractor.js';
import { textPdf } from './test-fixtures.js';
import type * as WorkerThread from './worker-thread.js';

// Counts the worker threads alive at once: real workers, watched from the outside.
const threads = vi.hoisted(() => ({ live: 0, peak: 0, started: 0 }));
vi.mock('./worker-thread.js', async (importOriginal) => {
  const original = await importOriginal<typeof WorkerThread>();
  return {
    ...original,
    startExtractWorker: (...args: Parameters<typeof WorkerThread.startExtractWorker>) => {
      const worker = original.startExtractWorker(...args);
      threads.started++;
      threads.live++;
      threads.peak = Math.max(threads.peak, threads.live);
      worker.once('exit', () => threads.live--);
      return worker;
    },
  };
});

const options = { timeoutMs: 20_000, maxPages: 10, maxUnpackedBytes: 1_048_576 };
const pdf = (n: number) => textPdf([`Document ${n}`]);

function reset() {
  Object.assign(threads, { live: 0, peak: 0, started: 0 });
}

describe('the extraction queue', () => {
  it('runs at most `concurrency` workers and leaves none running', async () => {
    reset();
    const extractor = createDocumentExtractor({ ...options, concurrency: 2 });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        const result = await extractor.extract({ bytes: pdf(n), name: `${n}.pdf`, kind: 'pdf' });
        return result.ok ? result.passages[0]?.text : result.code;
      }),
    );
    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => `Document ${n}`));
    expect(threads.started).toBe(5);
    expect(threads.peak).toBe(2);
    expect(threads.live).toBe(0);
    await extractor.close();
  });

  it('with the default concurrency reads one file at a time, first come first served', async () => {
    reset();
    const extractor = createDocumentExtractor(options);
    const finished: number[] = [];
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        await extractor.extract({ bytes: pdf(n), name: `${n}.pdf`, kind: 'pdf' });
        finished.push(n);
      }),
    );
    expect(threads.peak).toBe(1);
    expect(finished).toEqual([1, 2, 3]);
    await extractor.close();
  });

  it('close() stops the running worker and answers queued files without starting them', async () => {
    reset();
    const extractor = createDocumentExtractor(options);
    const pending = [1, 2, 3].map((n) => extractor.extract({ bytes: pdf(n), name: `${n}.pdf`, kind: 'pdf' }));
    await vi.waitUntil(() => threads.started === 1);
    await extractor.close();
    const closed = {
      ok: false,
      code: 'internal',
      message: 'The server is shutting down; the file was not read. Try again later.',
    };
    expect(await Promise.all(pending)).toEqual([closed, closed, closed]);
    expect(threads.started).toBe(1);
    expect(threads.live).toBe(0);
    expect(await extractor.extract({ bytes: pdf(4), name: '4.pdf', kind: 'pdf' })).toEqual(closed);
  });
});
