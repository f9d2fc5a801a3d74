import type { Context } from 'hono';

export interface NdjsonWriter<E> {
  /** Writes one event as a JSON line. Writes are queued, so concurrent senders never interleave. */
  send(event: E): Promise<void>;
  /** Aborted when the client goes away; pass it to every upstream call. */
  signal: AbortSignal;
  /**
   * Resolves once everything sent so far has left for the socket. Call it before blocking work (a
   * PGlite in this thread, as tests run it, or CPU-bound steps): it would hold back the bytes
   * already written (Node sends chunked writes on a later tick) until it ends.
   */
  flush(): Promise<void>;
}

const encoder = new TextEncoder();

/**
 * Owns the stream framing for NDJSON answers: headers, one JSON object per line, serialized
 * writes, an optional terminator line, and client-disconnect → AbortSignal (node-server cancels the body when the socket
 * closes; the upstream calls see the abort immediately).
 *
 * The body is one ReadableStream written to directly. Hono's `stream()` helper put a
 * TransformStream and a second ReadableStream between a line and the socket: 0.2 ms to set up
 * before `run` could start (its search, on the Quick path) on a server idle between requests,
 * and three hand-overs per line. As there, a write resolves once the reader has taken its line
 * (at once when a read is waiting), so a slow socket holds the writers back.
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
  const controller = new AbortController();
  let body!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  /** Writes waiting for the reader to take what is queued. */
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  const readable = new ReadableStream<Uint8Array>({
    start(streamController) {
      body = streamController;
    },
    pull: wake,
    cancel() {
      open = false;
      wake();
      controller.abort(new Error('client disconnected'));
    },
  });
  const write = async (text: string) => {
    if (!open) return;
    body.enqueue(encoder.encode(text));
    if ((body.desiredSize ?? 0) <= 0) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const close = () => {
    if (!open) return;
    open = false;
    body.close();
  };

  let queue: Promise<unknown> = Promise.resolve();
  /** Writes are queued, so concurrent senders (and the keep-alive) never interleave. */
  const enqueue = (text: string) => {
    const written = queue.then(() => write(text));
    queue = written.catch(() => undefined);
    return written;
  };
  const send = (event: E) => enqueue(`${JSON.stringify(event)}\n`);
  const flush = async () => {
    await queue;
    await new Promise<void>((resolve) => setImmediate(resolve));
  };

  const respond = async () => {
    // A blank line now and then keeps proxies and the web's per-chunk read timeout from giving up
    // on a long, quiet stage (readers skip blank lines).
    const keepAlive =
      options.keepAliveMs === undefined
        ? undefined
        : setInterval(() => void enqueue('\n').catch(() => undefined), options.keepAliveMs);
    try {
      await run({ send, signal: controller.signal, flush });
    } catch (error) {
      onFailure(error);
    } finally {
      clearInterval(keepAlive);
      await queue;
      try {
        // A terminator line (`[DONE]` for research streams) ends even a failed run's stream; a
        // function may withhold it (a research view cut short by shutdown: the browser re-attaches).
        const endLine = typeof options.endLine === 'function' ? options.endLine() : options.endLine;
        if (endLine !== undefined) await enqueue(`${endLine}\n`).catch(() => undefined);
      } finally {
        close();
      }
    }
  };
  // Started now, not at the first read of the body: `run` makes its upstream calls at once.
  respond().catch((error: unknown) => onFailure(error));
  return c.newResponse(readable);
}
