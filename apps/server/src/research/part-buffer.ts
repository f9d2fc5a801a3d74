/**
 * Reads a text stream into memory as fast as it produces, while a consumer reads the same chunks
 * later and in order: report parts are written in parallel but shown one after another. The
 * consumer gets every chunk, then the stream's error if it failed.
 */
export class PartBuffer {
  private readonly chunks: string[] = [];
  private finished = false;
  private failure: { error: unknown } | undefined;
  private wake: (() => void) | undefined;

  /** `signal` ends the buffer at once when it aborts, even if the stream never answers again. */
  constructor(stream: AsyncIterable<string>, signal?: AbortSignal) {
    void this.pump(stream);
    signal?.addEventListener(
      'abort',
      () => {
        this.finished = true;
        this.notify();
      },
      { once: true },
    );
  }

  private async pump(stream: AsyncIterable<string>): Promise<void> {
    try {
      for await (const chunk of stream) {
        this.chunks.push(chunk);
        this.notify();
      }
    } catch (error) {
      this.failure = { error };
    } finally {
      this.finished = true;
      this.notify();
    }
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  /** Every chunk, in order, as it becomes available; throws the stream's error at the end. */
  async *read(): AsyncGenerator<string> {
    let next = 0;
    for (;;) {
      while (next < this.chunks.length) yield this.chunks[next++] ?? '';
      if (this.finished) {
        if (this.failure) throw this.failure.error;
        return;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}
