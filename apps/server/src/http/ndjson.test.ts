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
});
