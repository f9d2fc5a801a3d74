import { describe, expect, it } from 'vitest';
import { raceAbort, sleep } from './abortable.js';

describe('raceAbort', () => {
  it('passes the outcome through when nothing aborts', async () => {
    const signal = new AbortController().signal;
    await expect(raceAbort(Promise.resolve(7), signal)).resolves.toBe(7);
    await expect(raceAbort(Promise.reject(new Error('no')), signal)).rejects.toThrow('no');
  });

  it('rejects with the abort reason at once, even if the work never settles', async () => {
    const controller = new AbortController();
    const pending = raceAbort(new Promise<never>(() => undefined), controller.signal);
    const reason = new Error('stop');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('rejects straight away when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(raceAbort(Promise.resolve(1), controller.signal)).rejects.toThrow('gone');
  });
});

describe('sleep', () => {
  it('waits and can be cut short', async () => {
    const started = Date.now();
    await sleep(30, new AbortController().signal);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);

    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('wake')), 10);
    const cut = Date.now();
    await expect(sleep(10_000, controller.signal)).rejects.toThrow('wake');
    expect(Date.now() - cut).toBeLessThan(1000);
  });
});
