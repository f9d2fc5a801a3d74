import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { parseContentType, textKindOf, type ContentType } from './content-type.js';
import { httpGet, type Connector } from './http-get.js';
import { readBody } from './read-body.js';
import { ReadError } from './read-error.js';
import { parseRetryAfter } from '../../http/retry-after.js';
import { assertLiteralHostAllowed, parseHttpUrl, type TargetPolicy } from './target-policy.js';

/** What one fetch may cost and how it introduces itself. */
export interface FetchLimits {
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
}

/** A fetched page body, still bytes: decoding needs the charset and sometimes the bytes themselves. */
export interface FetchedPage {
  finalUrl: URL;
  contentType: ContentType;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function headersFor(limits: FetchLimits): OutgoingHttpHeaders {
  return {
    'user-agent': limits.userAgent,
    accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
    'accept-encoding': 'gzip, deflate, br',
  };
}

/** A fetch of one untrusted URL: its caps, its request headers and the media types it takes. */
export interface FetchBodyOptions {
  maxBytes: number;
  maxRedirects: number;
  headers: OutgoingHttpHeaders;
  /** Throws when the (final) response's media type is not one this fetch uses. */
  checkType(contentType: ContentType): void;
}

/** A fetched body, still bytes, with where it was found and what it claims to be. */
export type FetchedBody = FetchedPage;

/** Refuses, before reading a byte of the body, a response the caller will not use. */
function checkResponse(response: IncomingMessage, contentType: ContentType, options: FetchBodyOptions): void {
  const status = response.statusCode ?? 0;
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers['retry-after']);
    throw new ReadError('rate_limited', 'The site asked us to slow down (429)', {
      status,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  }
  if (status < 200 || status > 299)
    throw new ReadError('http_status', `The site answered ${status}`, { status });
  options.checkType(contentType);
  const length = Number(response.headers['content-length']);
  if (Number.isFinite(length) && length > options.maxBytes)
    throw new ReadError('too_large', `The body is ${length} bytes, more than ${options.maxBytes}`);
}

/** The page reader's media types: HTML and plain text. */
function textOnly(contentType: ContentType): void {
  if (contentType.mediaType && !textKindOf(contentType.mediaType))
    throw new ReadError('not_text', `${contentType.mediaType} is not a readable page`);
}

/** GETs a page (HTML or plain text) with {@link fetchBody}. */
export function fetchPage(
  url: URL,
  policy: TargetPolicy,
  connector: Connector,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const options = { ...limits, headers: headersFor(limits), checkType: textOnly };
  return fetchBody(url, policy, connector, options, signal);
}

/**
 * GETs an untrusted URL, following at most `maxRedirects` redirects by hand so every hop is checked
 * like the first (scheme, credentials, literal address here; resolved addresses in the safe lookup),
 * then reads its body within the size cap. Sends only `options.headers`: no cookie, no referrer.
 */
export async function fetchBody(
  url: URL,
  policy: TargetPolicy,
  connector: Connector,
  options: FetchBodyOptions,
  signal: AbortSignal,
): Promise<FetchedBody> {
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    assertLiteralHostAllowed(current, policy);
    const response = await httpGet(current, options.headers, connector, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location)
        throw new ReadError('invalid_response', `A ${status} redirect without a Location`, { status });
      if (redirects >= options.maxRedirects)
        throw new ReadError('too_many_redirects', `More than ${options.maxRedirects} redirects`);
      current = parseHttpUrl(location, current);
      continue;
    }
    const contentType = parseContentType(response.headers['content-type']);
    try {
      checkResponse(response, contentType, options);
    } catch (error) {
      response.destroy();
      throw error;
    }
    const body = await readBody(response, options.maxBytes, signal);
    return { finalUrl: current, contentType, body };
  }
}
