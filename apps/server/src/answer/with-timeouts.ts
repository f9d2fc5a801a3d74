import { AnswerError, type AnswerEngine, type AnswerRequest } from './answer-engine.js';

export interface TimeoutOptions {
  /** Longest wait for the first chunk of an attempt. */
  firstTokenTimeoutMs: number;
  /** Longest wait for each later chunk (time the consumer spends on a chunk does not count). */
  idleTimeoutMs: number;
  /** Extra attempts allowed, only while nothing has been yielded yet. */
  retries: number;
}

/** Marks a wait that ran out, so the failure can be told apart from the engine's own errors. */
class WaitTimedOut extends Error {}

/**
 * Guards an engine with timeouts and a retry. Each attempt gets its own AbortSignal, tied to the caller's:
 * a caller abort (client disconnect), a timeout, or the consumer stopping early aborts the upstream call at
 * once. A failed attempt is retried only when nothing has been yielded yet and the error is retryable —
 * never after the first byte, so the reader never sees an answer restart. Every failure is an `AnswerError`.
 */
export function withTimeouts(engine: AnswerEngine, options: TimeoutOptions): AnswerEngine {
  return {
    name: engine.name,
    usesLanguageModel: engine.usesLanguageModel,
    answer: (request) => answerWithTimeouts(engine, request, options),
  };
}

async function* answerWithTimeouts(
  engine: AnswerEngine,
  request: AnswerRequest,
  options: TimeoutOptions,
): AsyncGenerator<string> {
  let produced = false;
  for (let attempt = 0; ; attempt += 1) {
    if (request.signal.aborted) throw abortedError(request.signal.reason);
    const attemptAbort = new AbortController();
    const forwardAbort = (): void => attemptAbort.abort(request.signal.reason);
    request.signal.addEventListener('abort', forwardAbort, { once: true });
    let iterator: AsyncIterator<string> | undefined;
    try {
      iterator = engine.answer({ ...request, signal: attemptAbort.signal })[Symbol.asyncIterator]();
      for (;;) {
        const limit = produced ? options.idleTimeoutMs : options.firstTokenTimeoutMs;
        const next = await nextWithin(iterator, limit, request.signal);
        if (next.done === true) return;
        if (next.value === '') continue;
        produced = true;
        yield next.value;
      }
    } catch (error) {
      const failure = toAnswerError(error, produced, request.signal, options);
      if (!produced && failure.retryable && attempt < options.retries) continue;
      throw failure;
    } finally {
      request.signal.removeEventListener('abort', forwardAbort);
      attemptAbort.abort(new AnswerError('The answer attempt ended', false, { kind: 'aborted' }));
      // Let the inner generator run its cleanup; it may still be settling its aborted read.
      iterator?.return?.().catch(() => undefined);
    }
  }
}

/** Waits for the next chunk, rejecting when `ms` pass first or the caller aborts. */
function nextWithin(
  iterator: AsyncIterator<string>,
  ms: number,
  signal: AbortSignal,
): Promise<IteratorResult<string>> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WaitTimedOut(`${ms} ms`)), ms);
    onAbort = () => reject(abortedError(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([iterator.next(), stop]).finally(() => {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  });
}

function abortedError(reason: unknown): AnswerError {
  return new AnswerError('The answer was aborted by the caller', false, { kind: 'aborted', cause: reason });
}

function toAnswerError(
  error: unknown,
  produced: boolean,
  signal: AbortSignal,
  options: TimeoutOptions,
): AnswerError {
  if (signal.aborted)
    return error instanceof AnswerError && error.kind === 'aborted' ? error : abortedError(signal.reason);
  if (error instanceof WaitTimedOut) {
    return produced
      ? new AnswerError(`The language model stopped sending for ${options.idleTimeoutMs} ms`, false, {
          kind: 'timeout',
        })
      : new AnswerError(`The language model sent nothing within ${options.firstTokenTimeoutMs} ms`, true, {
          kind: 'timeout',
        });
  }
  if (error instanceof AnswerError) {
    return produced && error.retryable
      ? new AnswerError(error.message, false, { kind: error.kind, cause: error })
      : error;
  }
  return new AnswerError('The answer engine failed', false, { cause: error });
}
