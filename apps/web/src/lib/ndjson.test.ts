import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { parseStreamLine, readLines, readStreamEvents, StreamTimeoutError, type StreamLine } from './ndjson';

/** A stream that delivers `bytes` cut at the given offsets. */
function chunkedStream(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (point > start) chunks.push(bytes.slice(start, point));
    start = Math.max(start, point);
  }
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<StreamLine[]> {
  const events: StreamLine[] = [];
  for await (const event of readStreamEvents(stream)) events.push(event);
  return events;
}

const encoder = new TextEncoder();
/** Text without line breaks, rich in multi-byte characters (accents, CJK, emoji). */
const lineText = fc.string({ unit: fc.constantFrom('a', 'é', '中', '😀', ' ', '$', '{', '"', 'x') });
const jsonEvent = fc.record({ type: fc.constantFrom('search', 'response', 'weird'), content: lineText });
const line = fc.oneof(
  jsonEvent.map((event) => JSON.stringify(event)),
  lineText.filter((t) => t.trim() !== '' && !t.trim().startsWith('{') && t.trim() !== '[DONE]'),
);

describe('readStreamEvents', () => {
  it('yields the same events however the byte stream is split', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 12 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 40 }),
        async (lines, eol, sse, cuts) => {
          const framed = lines.map((l) => (sse ? `data: ${l}` : l)).join(eol) + eol;
          const bytes = encoder.encode(framed);
          const whole = await collect(chunkedStream(bytes, []));
          const split = await collect(chunkedStream(bytes, cuts));
          expect(split).toEqual(whole);
          expect(whole).toHaveLength(lines.length);
          expect(whole).toEqual(lines.map((l) => parseStreamLine(l)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stops at [DONE] and ignores what follows', async () => {
    const bytes = encoder.encode('data: {"type":"title","content":"T"}\n\ndata: [DONE]\ndata: {"type":"x"}\n');
    expect(await collect(chunkedStream(bytes, [3, 17]))).toEqual([
      { kind: 'json', value: { type: 'title', content: 'T' } },
      { kind: 'done' },
    ]);
  });

  it('does not wait for a cancel that never settles when the reader stops early', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('[DONE]\nmore\n'));
      },
      cancel: () => new Promise<void>(() => undefined),
    });
    expect(await collect(stream)).toEqual([{ kind: 'done' }]);
  });

  it('keeps an unterminated last line', async () => {
    const bytes = encoder.encode('{"type":"done"}\nplain tail é');
    expect(await collect(chunkedStream(bytes, [5, 21]))).toEqual([
      { kind: 'json', value: { type: 'done' } },
      { kind: 'text', text: 'plain tail é' },
    ]);
  });

  it('propagates a network error after the lines already read', async () => {
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(encoder.encode('{"type":"response","content":"Hi"}\n'));
        } else controller.error(new TypeError('network error'));
      },
    });
    const seen: StreamLine[] = [];
    await expect(async () => {
      for await (const event of readStreamEvents(stream)) seen.push(event);
    }).rejects.toThrow('network error');
    expect(seen).toEqual([{ kind: 'json', value: { type: 'response', content: 'Hi' } }]);
  });

  it('times out when a chunk takes too long, and cancels the stream', async () => {
    vi.useFakeTimers();
    const cancel = vi.fn();
    const stream = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined), cancel });
    const reading = (async () => {
      for await (const _ of readLines(stream, { chunkTimeoutMs: 30_000 })) {
        // never reached
      }
    })();
    const assertion = expect(reading).rejects.toBeInstanceOf(StreamTimeoutError);
    await vi.advanceTimersByTimeAsync(30_000);
    await assertion;
    expect(cancel).toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('parseStreamLine', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['data: ', null],
    ['[DONE]', { kind: 'done' }],
    ['data: [DONE]', { kind: 'done' }],
    ['data:{"a":1}', { kind: 'json', value: { a: 1 } }],
    ['{"a":1}\r', { kind: 'json', value: { a: 1 } }],
    ['{not json', { kind: 'text', text: '{not json' }],
    ['Hello world', { kind: 'text', text: 'Hello world' }],
    ['42', { kind: 'text', text: '42' }],
  ])('%j → %j', (input, expected) => {
    expect(parseStreamLine(input)).toEqual(expected);
  });
});
