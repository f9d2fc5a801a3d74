import type { ResearchEvent } from '@pardus/protocol';

/** Report text arriving within this long is stored (and sent) as one `report_chunk` event. */
export const CHUNK_FLUSH_MS = 40;

const chunkOf = (content: string): ResearchEvent => ({
  type: 'report_chunk',
  content: JSON.stringify({ content }),
});

/**
 * Writes a run's events one after another, in order, coalescing report text: a language model
 * streams a few characters at a time, and each stored event is a row, a notification and a read
 * by every view. Text waits at most CHUNK_FLUSH_MS; any other event flushes it first.
 */
export class EventLog {
  private queue: Promise<unknown> = Promise.resolve();
  private text = '';
  /** Set while report text waits to be written. */
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly write: (event: ResearchEvent) => Promise<void>) {}

  /**
   * Queues `text` of the report and returns at once: the writer goes on streaming meanwhile (a
   * failed write, e.g. a lost lease, shows on the next `add` and through the worker's heartbeat).
   */
  addText(text: string): Promise<void> {
    this.text += text;
    this.timer ??= setTimeout(() => this.flush(), CHUNK_FLUSH_MS);
    return Promise.resolve();
  }

  /** Queues one event after any text before it; resolves once it is stored. */
  add(event: ResearchEvent): Promise<void> {
    this.flush();
    return this.enqueue(event);
  }

  /** Resolves once everything queued so far is stored (or failed). */
  async drain(): Promise<void> {
    this.flush();
    await this.queue;
  }

  private flush(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const text = this.text;
    this.text = '';
    // Failures of text writes are seen by the next `add` (the queue itself never rejects).
    this.enqueue(chunkOf(text)).catch(() => undefined);
  }

  private enqueue(event: ResearchEvent): Promise<void> {
    const written = this.queue.then(() => this.write(event));
    // The queue goes on after a failed write; the caller of `add` sees the failure.
    this.queue = written.catch(() => undefined);
    return written;
  }
}
