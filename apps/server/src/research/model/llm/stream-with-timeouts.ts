import type { LimitFunction } from 'p-limit';
import { acquireSlot } from '../../../answer/limited-engine.js';
import { withTimeouts } from '../../../answer/with-timeouts.js';

export interface StreamTimeouts {
  firstTokenTimeoutMs: number;
  idleTimeoutMs: number;
}

/**
 * A model text stream under the same guards as Quick answers (first-token and idle timeouts, one
 * retry before the first byte, caller abort) and holding one slot of the model's process-wide
 * limiter for as long as it streams.
 */
export async function* streamWithTimeouts(
  open: (signal: AbortSignal) => AsyncIterable<string>,
  options: StreamTimeouts & { limit: LimitFunction; signal: AbortSignal },
): AsyncGenerator<string> {
  const release = await acquireSlot(options.limit, options.signal);
  try {
    options.signal.throwIfAborted();
    const guarded = withTimeouts(
      { name: 'research', usesLanguageModel: true, answer: ({ signal }) => open(signal) },
      { firstTokenTimeoutMs: options.firstTokenTimeoutMs, idleTimeoutMs: options.idleTimeoutMs, retries: 1 },
    );
    yield* guarded.answer({ question: '', history: [], sources: [], signal: options.signal });
  } finally {
    release();
  }
}
