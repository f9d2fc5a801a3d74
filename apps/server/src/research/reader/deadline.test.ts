import { describe, expect, it } from 'vitest';
import { startDeadline } from './deadline.js';
import { ReadError } from './read-error.js';

describe('startDeadline', () => {
  it('aborts with a timeout ReadError when time is up', async () => {
    const deadline = startDeadline(new AbortController().signal, 20);
    await new Promise((resolve) => deadline.signal.addEventListener('abort', resolve));
    expect(deadline.signal.reason).toBeInstanceOf(ReadError);
    expect(deadline.signal.reason).toMatchObject({ reason: 'timeout' });
    deadline.dispose();
  });

  it("aborts with the caller's reason when the caller aborts, and lets go of it when disposed", () => {
    const caller = new AbortController();
    const deadline = startDeadline(caller.signal, 10_000);
    const reason = new Error('user left');
    caller.abort(reason);
    expect(deadline.signal.reason).toBe(reason);
    deadline.dispose();

    const later = new AbortController();
    const disposed = startDeadline(later.signal, 10_000);
    disposed.dispose();
    later.abort();
    expect(disposed.signal.aborted).toBe(false);
  });
});
