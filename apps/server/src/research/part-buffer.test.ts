import { describe, expect, it } from 'vitest';
import { PartBuffer } from './part-buffer.js';

async function* timed(chunks: string[], ms: number, log: string[], fail = false) {
  for (const chunk of chunks) {
    await new Promise((r) => setTimeout(r, ms));
    log.push(chunk);
    yield chunk;
  }
  if (fail) throw new Error('model failed');
}

async function collect(buffer: PartBuffer): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of buffer.read()) out.push(chunk);
  return out;
}

describe('PartBuffer', () => {
  it('lets later parts be produced while earlier ones are still being read', async () => {
    const produced: string[] = [];
    const first = new PartBuffer(timed(['a1', 'a2'], 20, produced));
    const second = new PartBuffer(timed(['b1', 'b2'], 5, produced));
    const started = Date.now();
    expect(await collect(first)).toEqual(['a1', 'a2']);
    expect(await collect(second)).toEqual(['b1', 'b2']);
    // The second part finished while the first was still streaming: the two ran in parallel.
    expect(produced.indexOf('b2')).toBeLessThan(produced.indexOf('a2'));
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('hands over every chunk before the error', async () => {
    const buffer = new PartBuffer(timed(['x'], 1, [], true));
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of buffer.read()) seen.push(chunk);
      })(),
    ).rejects.toThrow('model failed');
    expect(seen).toEqual(['x']);
  });
});

describe('PartBuffer abort', () => {
  it('ends at once when its signal aborts, even if the stream never answers', async () => {
    const controller = new AbortController();
    const never = (async function* () {
      await new Promise(() => undefined);
      yield 'never';
    })();
    const buffer = new PartBuffer(never, controller.signal);
    setTimeout(() => controller.abort(), 10);
    const started = Date.now();
    expect(await collect(buffer)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
