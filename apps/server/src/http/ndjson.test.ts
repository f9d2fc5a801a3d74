import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ndjsonResponse } from './ndjson.js';

describe('ndjsonResponse', () => {
  it('sends one JSON line per event, blank keep-alive lines while quiet, and the terminator last', async () => {
    const app = new Hono().get('/', (c) =>
      ndjsonResponse<{ n: number }>(
        c,
        async (writer) => {
          await writer.send({ n: 1 });
          await new Promise((r) => setTimeout(r, 120));
          await writer.send({ n: 2 });
        },
        () => undefined,
        { endLine: '[DONE]', keepAliveMs: 30 },
      ),
    );
    const text = await (await app.request('/')).text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('{"n":1}');
    expect(lines.filter((l) => l === '').length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((l) => l !== '')).toEqual(['{"n":1}', '{"n":2}', '[DONE]']);
  });

  it('ends a failed run with the terminator too', async () => {
    const failures: unknown[] = [];
    const app = new Hono().get('/', (c) =>
      ndjsonResponse(
        c,
        async () => {
          throw new Error('boom');
        },
        (error) => failures.push(error),
        { endLine: '[DONE]' },
      ),
    );
    expect((await (await app.request('/')).text()).trim()).toBe('[DONE]');
    expect(failures).toHaveLength(1);
  });

  it('a write waits until the reader takes its line, so a slow reader holds the writers back', async () => {
    const sent: number[] = [];
    const app = new Hono().get('/', (c) =>
      ndjsonResponse<{ n: number }>(
        c,
        async (writer) => {
          for (const n of [1, 2, 3]) {
            await writer.send({ n });
            sent.push(n);
          }
        },
        () => undefined,
      ),
    );
    const reader: ReadableStreamDefaultReader<Uint8Array> = (await app.request('/')).body!.getReader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.length).toBeLessThan(3); // nothing read: the writers wait
    let text = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      text += new TextDecoder().decode(read.value);
    }
    expect(text).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    expect(sent).toEqual([1, 2, 3]);
  });

  it('a client that goes away aborts the signal, and later writes are dropped', async () => {
    let signal: AbortSignal | undefined;
    const later: Promise<void>[] = [];
    const app = new Hono().get('/', (c) =>
      ndjsonResponse<{ n: number }>(
        c,
        async (writer) => {
          signal = writer.signal;
          await writer.send({ n: 1 });
          if (!writer.signal.aborted) {
            await new Promise((resolve) => writer.signal.addEventListener('abort', resolve));
          }
          later.push(writer.send({ n: 2 }));
        },
        () => undefined,
      ),
    );
    const reader: ReadableStreamDefaultReader<Uint8Array> = (await app.request('/')).body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(signal?.aborted).toBe(true);
    await expect.poll(() => later.length).toBe(1);
    await expect(later[0]).resolves.toBeUndefined();
  });

  it('flush() lets written lines leave before blocking work on this thread (as PGlite queries are)', async () => {
    const BLOCK_MS = 300;
    let blockStarted = 0;
    const app = new Hono().get('/', (c) =>
      ndjsonResponse<{ n: number }>(
        c,
        async (writer) => {
          await writer.send({ n: 1 });
          await writer.flush();
          blockStarted = performance.timeOrigin + performance.now();
          // A chain of synchronous work that never yields to the event loop.
          for (const until = performance.now() + BLOCK_MS; performance.now() < until;);
          await writer.send({ n: 2 });
        },
        () => undefined,
      ),
    );
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    // The client reads in its own thread, so it sees the first line while this one is blocked.
    const client = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      (async () => {
        const reader = (await fetch(workerData.url)).body.getReader();
        await reader.read();
        parentPort.postMessage(performance.timeOrigin + performance.now());
      })();`,
      { eval: true, workerData: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` } },
    );
    try {
      const firstLineAt = await new Promise<number>((resolve) => client.once('message', resolve));
      expect(firstLineAt - blockStarted).toBeLessThan(BLOCK_MS / 2);
    } finally {
      await client.terminate();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
