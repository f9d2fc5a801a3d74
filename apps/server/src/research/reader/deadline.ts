import { ReadError } from './read-error.js';

/** One read's time budget joined with the caller's signal. */
export interface Deadline {
  /**
   * Aborts when the caller aborts (reason: the caller's reason) or when time is up (reason: a
   * `timeout` ReadError), so everything below can simply reject with `signal.reason`.
   */
  signal: AbortSignal;
  /** Epoch ms when time is up; retries never wait past it. */
  at: number;
  /** Clears the timer and the listener on the caller's signal. */
  dispose(): void;
}

/**
 * Starts the clock of one read. Built by hand rather than with `AbortSignal.any` +
 * `AbortSignal.timeout` so nothing stays attached to a long-lived caller signal after the read.
 */
export function startDeadline(callerSignal: AbortSignal, timeoutMs: number): Deadline {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(callerSignal.reason);
  const timer = setTimeout(
    () => controller.abort(new ReadError('timeout', `The page did not arrive within ${timeoutMs} ms`)),
    timeoutMs,
  );
  if (callerSignal.aborted) onAbort();
  else callerSignal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    at: Date.now() + timeoutMs,
    dispose() {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onAbort);
    },
  };
}
