import { describe, expect, it } from 'vitest';
import { sleep, withBackoff } from './backoff.js';

const retryable = () => ({ retryable: true });

describe('withBackoff', () => {
  it('retries a retryable failure with growing, jittered waits and returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withBackoff(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('busy');
        return 'ok';
      },
      {
        retries: 3,
        baseMs: 10,
        maxWaitMs: 1000,
        signal: new AbortController().signal,
        classify: retryable,
        random: () => 0.5,
        onRetry: (_e, _n, ms) => waits.push(ms),
      },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([5, 10]);
  });

  it('honours Retry-After and gives up when it is longer than worth waiting', async () => {
    const waits: number[] = [];
    let calls = 0;
    const options = {
      retries: 2,
      baseMs: 1,
      maxWaitMs: 50,
      signal: new AbortController().signal,
      random: () => 0,
      onRetry: (_e: unknown, _n: number, ms: number) => waits.push(ms),
    };
    await expect(
      withBackoff(
        async () => {
          calls += 1;
          throw new Error('429');
        },
        { ...options, classify: () => ({ retryable: true, retryAfterMs: 20 }) },
      ),
    ).rejects.toThrow('429');
    expect(waits).toEqual([20, 20]);
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      withBackoff(
        async () => {
          calls += 1;
          throw new Error('429');
        },
        { ...options, classify: () => ({ retryable: true, retryAfterMs: 60_000 }) },
      ),
    ).rejects.toThrow('429');
    expect(calls).toBe(1);
  });

  it('never retries a permanent failure', async () => {
    let calls = 0;
    await expect(
      withBackoff(
        async () => {
          calls += 1;
          throw new Error('bad request');
        },
        {
          retries: 5,
          baseMs: 1,
          maxWaitMs: 10,
          signal: new AbortController().signal,
          classify: () => ({ retryable: false }),
        },
      ),
    ).rejects.toThrow('bad request');
    expect(calls).toBe(1);
  });

  it('stops waiting as soon as the caller aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new Error('client left')), 20);
    await expect(sleep(5_000, controller.signal)).rejects.toThrow('client left');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
