/**
 * Incremental reader for line-framed streams: NDJSON (`/api/quick`) and SSE-style `data: ` lines
 * ending with `[DONE]` (`/api/spysearch`). Bytes are decoded with a streaming TextDecoder so a
 * multi-byte UTF-8 character split across network chunks is never corrupted, and a line split
 * anywhere (even between `\r` and `\n`) comes out whole.
 */

/** One meaningful line of a stream. Blank lines (keep-alives) never produce an event. */
export type StreamLine =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'done' };

/** Thrown when no chunk arrives within `chunkTimeoutMs`. */
export class StreamTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No data received for ${timeoutMs / 1000} seconds`);
    this.name = 'StreamTimeoutError';
  }
}

export interface ReadLinesOptions {
  /** Give up (and cancel the stream) when one read waits longer than this. */
  chunkTimeoutMs?: number;
}

const DATA_PREFIX = 'data:';
const DONE_MARKER = '[DONE]';

/**
 * Classifies one raw line: strips a trailing `\r` and an optional `data: ` prefix, recognises
 * `[DONE]`, parses JSON objects, and returns anything else as plain text. Blank lines → null.
 */
export function parseStreamLine(rawLine: string): StreamLine | null {
  let line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
  if (line.startsWith(DATA_PREFIX)) line = line.slice(DATA_PREFIX.length).replace(/^ /, '');
  if (line.trim() === '') return null;
  if (line.trim() === DONE_MARKER) return { kind: 'done' };
  const trimmed = line.trim();
  if (trimmed.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      return { kind: 'json', value };
    } catch {
      // Not JSON after all: fall through and keep it as text.
    }
  }
  return { kind: 'text', text: line };
}

/** Reads one chunk, rejecting with StreamTimeoutError if it takes longer than `timeoutMs`. */
async function readWithTimeout(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  timeoutMs: number | undefined,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  if (timeoutMs === undefined) return reader.read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StreamTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([reader.read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Yields every complete line of the stream (without its `\n`), then the unterminated tail if any.
 * Errors from the underlying stream (network drops) propagate to the caller; the reader is
 * always released or cancelled.
 */
export async function* readLines(
  stream: ReadableStream<Uint8Array>,
  options: ReadLinesOptions = {},
): AsyncGenerator<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await readWithTimeout(reader, options.chunkTimeoutMs);
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        yield buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    }
    buffer += decoder.decode();
    if (buffer !== '') yield buffer;
    finished = true;
  } finally {
    // Cancel without waiting: a cancel can stay pending (e.g. on a tee'd body) and the caller
    // is done with the stream either way.
    if (finished) reader.releaseLock();
    else void reader.cancel().catch(() => undefined);
  }
}

/**
 * Yields the meaningful lines of a stream as StreamLine values and stops after `[DONE]`
 * (which is yielded so callers can tell a clean end from a dropped connection).
 */
export async function* readStreamEvents(
  stream: ReadableStream<Uint8Array>,
  options: ReadLinesOptions = {},
): AsyncGenerator<StreamLine> {
  for await (const raw of readLines(stream, options)) {
    const line = parseStreamLine(raw);
    if (line === null) continue;
    yield line;
    if (line.kind === 'done') return;
  }
}
