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

/** Refuses, before reading a byte of the body, a response the reader will not use. */
function checkResponse(response: IncomingMessage, contentType: ContentType, maxBytes: number): void {
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
  if (contentType.mediaType && !textKindOf(contentType.mediaType))
    throw new ReadError('not_text', `${contentType.mediaType} is not a readable page`);
  const length = Number(response.headers['content-length']);
  if (Number.isFinite(length) && length > maxBytes)
    throw new ReadError('too_large', `The page is ${length} bytes, more than ${maxBytes}`);
}

/**
 * GETs a page, following at most `maxRedirects` redirects by hand so every hop is checked like the
 * first (scheme, credentials, literal address here; resolved addresses in the safe lookup), then
 * reads its body within the size cap.
 */
export async function fetchPage(
  url: URL,
  policy: TargetPolicy,
  connector: Connector,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<FetchedPage> {
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    assertLiteralHostAllowed(current, policy);
    const response = await httpGet(current, headersFor(limits), connector, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location)
        throw new ReadError('invalid_response', `A ${status} redirect without a Location`, { status });
      if (redirects >= limits.maxRedirects)
        throw new ReadError('too_many_redirects', `More than ${limits.maxRedirects} redirects`);
      current = parseHttpUrl(location, current);
      continue;
    }
    const contentType = parseContentType(response.headers['content-type']);
    try {
      checkResponse(response, contentType, limits.maxBytes);
    } catch (error) {
      response.destroy();
      throw error;
    }
    const body = await readBody(response, limits.maxBytes, signal);
    return { finalUrl: current, contentType, body };
  }
}
