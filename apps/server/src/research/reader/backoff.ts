/** The first retry waits about this long; each further one twice as long. */
const BASE_DELAY_MS = 250;

/**
 * How long to wait before retry number `attempt + 1`: what the site asked for (Retry-After) when
 * it said, else exponential backoff with full jitter on top, so readers that failed together do
 * not come back together.
 */
export function backoffDelayMs(
  attempt: number,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  const step = BASE_DELAY_MS * 2 ** attempt;
  return Math.round(step + random() * step);
}
