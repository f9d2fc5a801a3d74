/**
 * Parses a Retry-After header into milliseconds from `now`: either delta-seconds (`120`) or an
 * HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`); a date in the past means "now" (0).
 * Undefined when the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP date names its month; without this, Date.parse would read "-5" as a year.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
