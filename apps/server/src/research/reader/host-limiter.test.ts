import { describe, expect, it } from 'vitest';
import { createHostLimiter } from './host-limiter.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createHostLimiter', () => {
  it('runs at most N tasks at once per host, hosts independently', async () => {
    const limiter = createHostLimiter(2);
    const signal = new AbortController().signal;
    const running: Record<string, number> = {};
    const peak: Record<string, number> = {};
    const gate = deferred();
    const task = (host: string) => async () => {
      running[host] = (running[host] ?? 0) + 1;
      peak[host] = Math.max(peak[host] ?? 0, running[host]);
      await gate.promise;
      running[host] -= 1;
    };
    const all = [
      ...Array.from({ length: 5 }, () => limiter.run('a.example', signal, task('a'))),
      ...Array.from({ length: 3 }, () => limiter.run('B.example', signal, task('b'))),
    ];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(running).toEqual({ a: 2, b: 2 });
    gate.resolve();
    await Promise.all(all);
    expect(peak).toEqual({ a: 2, b: 2 });
  });

  it('drops a host once its last task settled, failures included', async () => {
    const limiter = createHostLimiter(2);
    const signal = new AbortController().signal;
    const gate = deferred();
    const first = limiter.run('a.example', signal, () => gate.promise);
    const second = limiter.run('b.example', signal, () => Promise.reject(new Error('boom')));
    await expect(second).rejects.toThrow('boom');
    expect(limiter.hostCount).toBe(1);
    gate.resolve();
    await first;
    expect(limiter.hostCount).toBe(0);
  });

  it('gives up a queued task at once when its signal aborts, and never starts it', async () => {
    const limiter = createHostLimiter(1);
    const gate = deferred();
    const busy = limiter.run('a.example', new AbortController().signal, () => gate.promise);
    const controller = new AbortController();
    let started = false;
    const queued = limiter.run('a.example', controller.signal, async () => {
      started = true;
    });
    const reason = new Error('caller left');
    controller.abort(reason);
    await expect(queued).rejects.toBe(reason);
    gate.resolve();
    await busy;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toBe(false);
    expect(limiter.hostCount).toBe(0);
  });
});
