import type { LimitFunction } from 'p-limit';
import type { AnswerEngine } from './answer-engine.js';

/**
 * Takes one slot of `limit` and keeps it until the returned function is called (p-limit frees a
 * slot when its task settles, so the task is a promise we settle ourselves). With a signal, waiting
 * ends when it aborts, and a slot granted after that is handed straight back.
 */
export async function acquireSlot(limit: LimitFunction, signal?: AbortSignal): Promise<() => void> {
  let release: () => void = () => undefined;
  const granted = new Promise<void>((resolve) => {
    void limit(
      () =>
        new Promise<void>((done) => {
          release = done;
          resolve();
        }),
    );
  });
  if (!signal) {
    await granted;
    return () => release();
  }
  const aborted = new Promise<void>((resolve) =>
    signal.addEventListener('abort', () => resolve(), { once: true }),
  );
  await Promise.race([granted, aborted]);
  void granted.then(() => {
    if (signal.aborted) release();
  });
  return () => release();
}

/**
 * An answer engine that holds one slot of the model's process-wide limit while it streams, so
 * Quick answers and Deep research together never exceed the configured concurrency. The
 * extractive engine needs no limit and is returned as it is.
 */
export function limitedEngine(engine: AnswerEngine, limit: LimitFunction): AnswerEngine {
  if (!engine.usesLanguageModel) return engine;
  return {
    name: engine.name,
    usesLanguageModel: true,
    answer: (request) => ({
      async *[Symbol.asyncIterator]() {
        const release = await acquireSlot(limit, request.signal);
        try {
          request.signal.throwIfAborted();
          yield* engine.answer(request);
        } finally {
          release();
        }
      },
    }),
  };
}
