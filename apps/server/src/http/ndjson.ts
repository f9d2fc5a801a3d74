import type { Context } from 'hono';
import { stream } from 'hono/streaming';

export interface NdjsonWriter<E> {
  /** Writes one event as a JSON line. Writes are queued, so concurrent senders never interleave. */
  send(event: E): Promise<void>;
  /** Aborted when the client goes away; pass it to every upstream call. */
  signal: AbortSignal;
}

/**
 * Owns the stream framing for NDJSON answers: headers, one JSON object per line, serialized
 * writes, an optional terminator line, and client-disconnect → AbortSignal (node-server cancels the body when the socket
 * closes; the upstream calls see the abort immediately).
 */
export function ndjsonResponse<E>(
  c: Context,
  run: (writer: NdjsonWriter<E>) => Promise<void>,
  onFailure: (error: unknown) => void,
  options: { endLine?: string } = {},
): Response {
  c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no'); // nginx: don't buffer the stream
  return stream(
    c,
    async (s) => {
      const controller = new AbortController();
      s.onAbort(() => controller.abort(new Error('client disconnected')));
      let queue: Promise<unknown> = Promise.resolve();
      const send = (event: E) => {
        const line = `${JSON.stringify(event)}\n`;
        const written = queue.then(async () => {
          if (!s.aborted && !s.closed) await s.write(line);
        });
        queue = written.catch(() => undefined);
        return written;
      };
      try {
        await run({ send, signal: controller.signal });
      } finally {
        await queue;
        // A terminator line (`[DONE]` for research streams) ends even a failed run's stream.
        if (options.endLine !== undefined && !s.aborted && !s.closed) await s.write(`${options.endLine}\n`);
      }
    },
    async (error) => onFailure(error),
  );
}
