import type { Context } from 'hono';
import { stream } from 'hono/streaming';

export interface NdjsonWriter<E> {
  /** Writes one event as a JSON line. Writes are queued, so concurrent senders never interleave. */
  send(event: E): Promise<void>;
  /** Aborted when the client goes away; pass it to every upstream call. */
  signal: AbortSignal;
  /**
   * Resolves once everything sent so far has left for the socket. Call it before blocking work:
   * PGlite runs queries on this thread, and a chain of them would hold back the bytes already
   * written (Node sends chunked writes on a later tick) until the chain ends.
   */
  flush(): Promise<void>;
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
  options: { endLine?: string | (() => string | undefined); keepAliveMs?: number } = {},
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
      /** Writes are queued, so concurrent senders (and the keep-alive) never interleave. */
      const enqueue = (text: string) => {
        const written = queue.then(async () => {
          if (!s.aborted && !s.closed) await s.write(text);
        });
        queue = written.catch(() => undefined);
        return written;
      };
      const send = (event: E) => enqueue(`${JSON.stringify(event)}\n`);
      // A blank line now and then keeps proxies and the web's per-chunk read timeout from giving up
      // on a long, quiet stage (readers skip blank lines).
      const keepAlive =
        options.keepAliveMs === undefined
          ? undefined
          : setInterval(() => void enqueue('\n').catch(() => undefined), options.keepAliveMs);
      try {
        const flush = async () => {
          await queue;
          await new Promise<void>((resolve) => setImmediate(resolve));
        };
        await run({ send, signal: controller.signal, flush });
      } finally {
        clearInterval(keepAlive);
        await queue;
        // A terminator line (`[DONE]` for research streams) ends even a failed run's stream; a
        // function may withhold it (a research view cut short by shutdown: the browser re-attaches).
        const endLine = typeof options.endLine === 'function' ? options.endLine() : options.endLine;
        if (endLine !== undefined) await enqueue(`${endLine}\n`).catch(() => undefined);
      }
    },
    async (error) => onFailure(error),
  );
}
