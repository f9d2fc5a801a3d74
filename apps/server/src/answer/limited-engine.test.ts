import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import type { AnswerEngine } from './answer-engine.js';
import { acquireSlot, limitedEngine } from './limited-engine.js';

describe('limitedEngine', () => {
  it('never streams more answers at once than the shared limit', async () => {
    let running = 0;
    let peak = 0;
    const engine: AnswerEngine = {
      name: 'slow',
      usesLanguageModel: true,
      async *answer() {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 10));
        yield 'text';
        running -= 1;
      },
    };
    const limited = limitedEngine(engine, pLimit(2));
    const drain = async () => {
      const out: string[] = [];
      for await (const chunk of limited.answer({
        question: 'q',
        history: [],
        sources: [],
        signal: new AbortController().signal,
      }))
        out.push(chunk);
      return out.join('');
    };
    expect(await Promise.all(Array.from({ length: 6 }, drain))).toEqual(Array(6).fill('text'));
    expect(peak).toBe(2);
  });

  it('stops waiting for a slot when the caller leaves, and gives a late slot back', async () => {
    const limit = pLimit(1);
    const hold = await acquireSlot(limit);
    const gone = new AbortController();
    const waiting = acquireSlot(limit, gone.signal);
    gone.abort();
    await waiting;
    hold();
    await new Promise((r) => setTimeout(r, 5));
    expect(limit.activeCount).toBe(0);
  });
});
