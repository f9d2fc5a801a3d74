import type { LimitFunction } from 'p-limit';
import type { SearchProvider, WebResult } from '../../search/search-provider.js';
import { SearchError } from '../../search/search-provider.js';
import { withBackoff } from '../backoff.js';
import { canonicalUrl } from '../canonical-url.js';
import type { GatheredDoc } from '../evidence/select-evidence.js';
import type { PageReader } from '../reader/index.js';
import { describeFailure, overBudget, type ResearchFailure } from './failures.js';

export interface GatherLimits {
  /** Most searches in one run (the question's own search included). */
  maxSearches: number;
  /** Most pages read in full in one run. */
  maxPages: number;
  /** Results taken from each search. */
  resultsPerSearch: number;
  /** Results of each search that are read in full (the rest keep their snippet). */
  readsPerSearch: number;
  /** Retries of a failed search or read (with backoff). */
  retries: number;
  /** First backoff wait. */
  backoffMs: number;
}

export const GATHER_LIMITS: GatherLimits = {
  // The planned queries plus the question's own search.
  maxSearches: 7,
  maxPages: 12,
  resultsPerSearch: 6,
  readsPerSearch: 3,
  retries: 2,
  backoffMs: 300,
};

/** Provider text at least this long is the whole document (the library's index): no need to fetch. */
const FULL_CONTENT_CHARS = 1_500;

export interface GatherDeps {
  search: SearchProvider;
  /** Reads web pages; null when none may be fetched (then snippets and provider content are used). */
  reader: PageReader | null;
  /** The one process-wide limit on page reads in flight. */
  readLimit: LimitFunction;
}

/** Counts the user is shown and the run stores. */
export interface GatherStats {
  searches: number;
  searchFailures: number;
  pagesRead: number;
  readFailures: number;
}

/**
 * The search-and-read stage. Searches run as soon as they are asked for (all at once, bounded by
 * the provider's process-wide limit); each result is read as soon as its search returns, so
 * reading overlaps searching. Every failure is reported through `onFailure` and counted, never
 * dropped; a failed read keeps the result's snippet. Nothing starts after `signal` aborts (the
 * run's gather deadline or the client leaving); what finished is kept.
 */
export class Gatherer {
  readonly stats: GatherStats = { searches: 0, searchFailures: 0, pagesRead: 0, readFailures: 0 };
  private readonly seen = new Set<string>();
  private readonly docs: { order: number; doc: GatheredDoc }[] = [];
  private readonly pending: Promise<void>[] = [];
  private readonly queries: string[] = [];
  private readsStarted = 0;

  constructor(
    private readonly deps: GatherDeps,
    private readonly limits: GatherLimits,
    private readonly signal: AbortSignal,
    private readonly onFailure: (failure: ResearchFailure) => void,
  ) {}

  /** Starts one search (and the reads of its results); duplicates and searches past the cap are skipped. */
  add(query: string): Promise<WebResult[]> {
    const normalized = query.trim().toLowerCase();
    if (this.queries.some((q) => q.toLowerCase() === normalized)) return Promise.resolve([]);
    if (this.queries.length >= this.limits.maxSearches) {
      this.onFailure(overBudget('search', query));
      return Promise.resolve([]);
    }
    const slot = this.queries.push(query.trim()) - 1;
    const results = this.runSearch(query, slot);
    this.pending.push(results.then(() => undefined));
    return results;
  }

  /** Every search asked for so far, in order. */
  get searched(): readonly string[] {
    return this.queries;
  }

  /** Waits for every started search and read (each ends by itself or at the signal). */
  async settle(): Promise<GatheredDoc[]> {
    for (let i = 0; i < this.pending.length; i += 1) await this.pending[i];
    return this.docs.sort((a, b) => a.order - b.order).map((d) => d.doc);
  }

  private async runSearch(query: string, slot: number): Promise<WebResult[]> {
    if (this.signal.aborted) {
      this.onFailure(overBudget('search', query));
      return [];
    }
    let results: WebResult[];
    try {
      results = await withBackoff(
        () => this.deps.search.search(query, { limit: this.limits.resultsPerSearch, signal: this.signal }),
        {
          retries: this.limits.retries,
          baseMs: this.limits.backoffMs,
          maxWaitMs: 5_000,
          signal: this.signal,
          classify: (error) =>
            error instanceof SearchError
              ? {
                  retryable: error.retryable,
                  ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
                }
              : { retryable: false },
        },
      );
      this.stats.searches += 1;
    } catch (error) {
      this.stats.searchFailures += 1;
      this.onFailure(
        this.signal.aborted ? overBudget('search', query) : describeFailure('search', query, error),
      );
      return [];
    }
    let reads = 0;
    const work = results.map((result, rank) => {
      const order = slot * 1_000 + rank;
      const key = canonicalUrl(result.url);
      if (this.seen.has(key)) return Promise.resolve();
      this.seen.add(key);
      const content = result.content ?? '';
      if (content.length >= FULL_CONTENT_CHARS || result.site !== undefined || !this.deps.reader) {
        this.keep(
          order,
          result,
          content.length > result.snippet.length ? content : result.snippet,
          content ? 'content' : 'snippet',
        );
        return Promise.resolve();
      }
      if (reads >= this.limits.readsPerSearch || this.readsStarted >= this.limits.maxPages) {
        this.keep(order, result, content || result.snippet, content ? 'content' : 'snippet');
        return Promise.resolve();
      }
      reads += 1;
      this.readsStarted += 1;
      return this.read(order, result);
    });
    this.pending.push(Promise.all(work).then(() => undefined));
    return results;
  }

  private async read(order: number, result: WebResult): Promise<void> {
    const reader = this.deps.reader;
    if (!reader) return;
    try {
      const page = await this.deps.readLimit(() => {
        this.signal.throwIfAborted();
        return reader.read(result.url, this.signal);
      });
      this.stats.pagesRead += 1;
      this.keep(order, { ...result, title: result.title || page.title }, page.markdown, 'page');
    } catch (error) {
      this.stats.readFailures += 1;
      this.onFailure(
        this.signal.aborted ? overBudget('read', result.url) : describeFailure('read', result.url, error),
      );
      this.keep(order, result, result.content || result.snippet, 'snippet');
    }
  }

  private keep(order: number, result: WebResult, text: string, via: GatheredDoc['via']): void {
    if (text.trim() === '') return;
    this.docs.push({
      order,
      doc: {
        url: result.url,
        title: result.title,
        snippet: result.snippet,
        text,
        via,
        ...(result.site ? { site: result.site } : {}),
        ...(result.libraryId ? { libraryId: result.libraryId } : {}),
      },
    });
  }
}
