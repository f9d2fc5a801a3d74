/**
 * Why `signal` aborted, as an Error: its own reason when that is one (the caller's reason, or the
 * reader's timeout ReadError), otherwise an AbortError carrying it.
 */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new DOMException(typeof reason === 'string' ? reason : 'This operation was aborted', 'AbortError');
}

/**
 * Settles with `promise`, or rejects with the abort reason as soon as the signal aborts, so a
 * caller is never kept waiting on work that has not noticed the abort yet (a queue slot, a timer).
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined); // its outcome no longer matters; keep it from going unhandled
    return Promise.reject(abortReason(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits `ms`, rejecting with the abort reason at once when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return raceAbort(wait, signal).finally(() => clearTimeout(timer));
}
