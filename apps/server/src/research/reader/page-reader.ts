import { z } from 'zod';
import { raceAbort, sleep } from './abortable.js';
import type { AddressPolicy } from './address-policy.js';
import { backoffDelayMs } from './backoff.js';
import { startDeadline, type Deadline } from './deadline.js';
import { decodeBody } from './decode-body.js';
import { fetchPage, type FetchLimits } from './fetch-page.js';
import { createConnection } from './connection.js';
import { createHostLimiter } from './host-limiter.js';
import { ReadError } from './read-error.js';
import { parseHttpUrl, type ResolveHost } from './target-policy.js';

/** One page, read: its article as Markdown. */
export interface ReadPage {
  /** The URL as requested. */
  url: string;
  /** Where the page was found after redirects. */
  finalUrl: string;
  title: string;
  markdown: string;
  siteName?: string;
  excerpt?: string;
  /** Size of the body after decompression. */
  bytes: number;
}

/** Reads web pages safely; one instance per process shares its per-host limits. */
export interface PageReader {
  /**
   * Fetches `url` and returns its article. Rejects with a {@link ReadError}, or, when `signal`
   * aborts, with the signal's reason (the socket is destroyed at once).
   */
  read(url: string, signal: AbortSignal): Promise<ReadPage>;
}

/** Limits and seams of a reader; every field has a safe default. */
export interface PageReaderOptions {
  /** Largest body accepted, counted after decompression. Default 2 MiB. */
  maxBytes?: number;
  /** Time for a whole read (queueing, redirects, retries, extraction). Default 8 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Reads of one host at once. Default 2. */
  perHostConcurrency?: number;
  /** Hostnames (exact, case-insensitive) whose addresses are not checked: an operator's intranet. */
  allowHosts?: readonly string[];
  /** DNS resolution. Default: the system resolver. Tests map fixture names to 127.0.0.1. */
  lookup?: ResolveHost;
  /** Which resolved addresses may be connected to. Default: public unicast only ({@link isBlockedAddress}'s opposite). */
  isAllowedAddress?: AddressPolicy;
  /** Sent as User-Agent, so site operators can tell who reads their pages. */
  userAgent?: string;
  /** Extra attempts after a 429, a 5xx or a network failure. Default 1. */
  retries?: number;
}

const limitsSchema = z.object({
  maxBytes: z
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  timeoutMs: z.number().int().positive().default(8_000),
  maxRedirects: z.number().int().min(0).max(20).default(5),
  perHostConcurrency: z.number().int().positive().default(2),
  retries: z.number().int().min(0).max(5).default(1),
  userAgent: z.string().min(1).default('PardusBot/0.1 (research reader)'),
  allowHosts: z.array(z.string()).readonly().default([]),
});

/**
 * Builds a page reader. Every connection goes through the reader's own agents and a `lookup`
 * that refuses non-public addresses at connect time (IP-literal hosts are checked before the
 * request, every redirect hop like the first). Per-host limits are shared by all reads of this
 * instance, so build one per process. Throws at once when a limit is nonsense (zero, negative,
 * fractional).
 */
export function createPageReader(options: PageReaderOptions = {}): PageReader {
  const settings = limitsSchema.parse(options);
  const { policy, connector } = createConnection({ ...options, allowHosts: settings.allowHosts });
  const limits: FetchLimits = settings;
  const limiter = createHostLimiter(settings.perHostConcurrency);

  async function readOnce(requested: string, url: URL, signal: AbortSignal): Promise<ReadPage> {
    const fetched = await fetchPage(url, policy, connector, limits, signal);
    const decoded = decodeBody(fetched.body, fetched.contentType);
    // The HTML reader (linkedom, Readability, Turndown) loads at the first page read, not at start.
    const { extractArticle, plainTextArticle } = await import('./extract-article.js');
    const article =
      decoded.kind === 'html'
        ? extractArticle(decoded.text, fetched.finalUrl)
        : plainTextArticle(decoded.text, fetched.finalUrl);
    if (!article.markdown.trim()) throw new ReadError('empty', 'The page has no readable text');
    return { url: requested, finalUrl: fetched.finalUrl.href, ...article, bytes: fetched.body.length };
  }

  async function readWithRetries(requested: string, url: URL, deadline: Deadline): Promise<ReadPage> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await limiter.run(url.hostname, deadline.signal, () =>
          readOnce(requested, url, deadline.signal),
        );
      } catch (error) {
        if (!(error instanceof ReadError) || !error.retryable || attempt >= settings.retries) throw error;
        const delay = backoffDelayMs(attempt, error.retryAfterMs);
        // Waiting past the deadline would only turn this answer into a timeout.
        if (Date.now() + delay >= deadline.at) throw error;
        await sleep(delay, deadline.signal);
      }
    }
  }

  return {
    async read(requested, signal) {
      signal.throwIfAborted();
      const url = parseHttpUrl(requested);
      const deadline = startDeadline(signal, settings.timeoutMs);
      try {
        return await raceAbort(readWithRetries(requested, url, deadline), deadline.signal);
      } catch (error) {
        // Whatever failed on the way out, an abort by the caller is reported as theirs.
        if (signal.aborted) throw signal.reason;
        throw error;
      } finally {
        deadline.dispose();
      }
    },
  };
}
