/** 64 KiB of spaces: valid JSON whitespace, so the body never ends a value. */
export const BODY_CHUNK_BYTES = 64 * 1024;

/** A request body without Content-Length that keeps producing chunks (up to `total` bytes), counting what was pulled. */
export function endlessBody(total: number) {
  const stats = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= total) return controller.close();
      stats.pulled += BODY_CHUNK_BYTES;
      controller.enqueue(new Uint8Array(BODY_CHUNK_BYTES).fill(0x20));
    },
  });
  return { stream, stats };
}
