/**
 * Lets pending I/O and timers run. Index builds call it every few thousand documents so a cold
 * build (seconds of CPU) never stalls the server's requests for more than a few milliseconds.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
