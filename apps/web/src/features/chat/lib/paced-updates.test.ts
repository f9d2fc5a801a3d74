import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedUpdates, STREAM_RENDER_INTERVAL_MS } from './paced-updates';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => vi.useRealTimers());

describe('pacedUpdates', () => {
  it('applies the first update at once, then the latest at most once per interval', () => {
    const applied: string[] = [];
    const paced = pacedUpdates((value: string) => applied.push(value));
    paced.push('a');
    expect(applied).toEqual(['a']);
    // A chunk every 16 ms for 160 ms.
    for (const value of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) {
      vi.advanceTimersByTime(16);
      paced.push(value);
    }
    vi.advanceTimersByTime(STREAM_RENDER_INTERVAL_MS);
    expect(applied.at(-1)).toBe('k');
    expect(applied.length).toBeLessThanOrEqual(1 + Math.ceil(160 / STREAM_RENDER_INTERVAL_MS) + 1);
    expect(applied.length).toBeGreaterThanOrEqual(3);
    // Each applied value was the latest pushed when it applied: never an older one after a newer.
    expect([...applied].sort()).toEqual(applied);
  });

  it('flush applies what waits at once; cancel drops it', () => {
    const applied: string[] = [];
    const paced = pacedUpdates((value: string) => applied.push(value));
    paced.push('a');
    paced.push('b');
    paced.flush();
    expect(applied).toEqual(['a', 'b']);
    paced.push('c');
    paced.cancel();
    vi.advanceTimersByTime(1_000);
    expect(applied).toEqual(['a', 'b']);
    paced.flush();
    expect(applied).toEqual(['a', 'b']);
  });
});
