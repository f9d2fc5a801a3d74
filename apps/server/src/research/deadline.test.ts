import { describe, expect, it } from 'vitest';
import { Deadlines } from './deadline.js';

describe('Deadlines', () => {
  it('aborts at the deadline even when nothing else holds the signal, and with the caller', async () => {
    const caller = new AbortController();
    const deadlines = new Deadlines(caller.signal);
    const soon = deadlines.after(20);
    const late = deadlines.after(10_000);
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 60));
    expect(soon.aborted).toBe(true);
    expect((soon.reason as Error).name).toBe('TimeoutError');
    expect(late.aborted).toBe(false);
    caller.abort(new Error('client left'));
    expect((late.reason as Error).message).toBe('client left');
    deadlines.dispose();
  });

  it('stops its timers when disposed', async () => {
    const deadlines = new Deadlines(new AbortController().signal);
    const signal = deadlines.after(20);
    deadlines.dispose();
    await new Promise((r) => setTimeout(r, 50));
    expect(signal.aborted).toBe(false);
  });
});
