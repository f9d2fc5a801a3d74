import type { ImageResult } from '@pardus/protocol';

/** One web (or library) search hit. `content` is the full readable text when the provider has it. */
export interface WebResult {
  url: string;
  title: string;
  snippet: string;
  content?: string;
  /**
   * Where the result comes from, when its host says nothing useful: the library collection
   * ("World Factbook", "WordNet", "Library"). Web results leave it out.
   */
  site?: string;
  /**
   * The library document's id ("factbook.no.government"), set by the library provider only: the
   * typed facts of the knowledge layer name the document that states them by it.
   */
  libraryId?: string;
}

export interface SearchOptions {
  /** Most results wanted. */
  limit: number;
  /** Aborted when the client disconnects or a timeout fires; providers must pass it to fetch. */
  signal: AbortSignal;
}

/**
 * The one interface every search backend implements (library, searxng, brave, tavily, serper).
 * Implementations throw `SearchError` for upstream failures; they never return partial garbage.
 */
export interface SearchProvider {
  readonly name: string;
  search(query: string, options: SearchOptions): Promise<WebResult[]>;
  searchImages(query: string, options: SearchOptions): Promise<ImageResult[]>;
}

/** What went wrong upstream, in the words research failure events use. */
export type SearchFailureReason = 'timeout' | 'network' | 'http_status' | 'rate_limited' | 'invalid_response';

export interface SearchErrorOptions extends ErrorOptions {
  reason?: SearchFailureReason;
  /** The API's HTTP status, when it answered one. */
  status?: number;
  /** The API's Retry-After, in milliseconds. */
  retryAfterMs?: number;
}

/** An upstream search failure (bad status, bad JSON, timeout). `retryable` when a retry may help. */
export class SearchError extends Error {
  readonly reason: SearchFailureReason;
  readonly status?: number;
  readonly retryAfterMs?: number;

  constructor(
    message: string,
    readonly retryable: boolean,
    options?: SearchErrorOptions,
  ) {
    super(message, options);
    this.name = 'SearchError';
    this.reason = options?.reason ?? (retryable ? 'network' : 'invalid_response');
    if (options?.status !== undefined) this.status = options.status;
    if (options?.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}
