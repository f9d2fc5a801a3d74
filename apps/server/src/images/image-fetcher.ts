import pLimit from 'p-limit';
import { raceAbort } from '../research/reader/abortable.js';
import { createConnection, type ConnectionOptions } from '../research/reader/connection.js';
import { startDeadline } from '../research/reader/deadline.js';
import { fetchBody } from '../research/reader/fetch-page.js';
import { ReadError } from '../research/reader/read-error.js';
import { parseHttpUrl } from '../research/reader/target-policy.js';
import { isAcceptableDeclaredType, sniffImageType, type ImageType } from './sniff-image.js';

/** Why an image could not be had: the page reader's reasons plus `not_image`. */
export type ImageFailure = ReadError['reason'] | 'not_image';

/** The one error an image fetch fails with (an abort by the caller rejects with its reason). */
export class ImageFetchError extends Error {
  override readonly name = 'ImageFetchError';
  constructor(
    readonly reason: ImageFailure,
    message: string,
  ) {
    super(message);
  }
}

/** An image, read and checked: its bytes and the type they really are. */
export interface FetchedImage {
  type: ImageType;
  body: Buffer;
}

export interface ImageFetcher {
  /** Fetches `url` under the address rules and caps; rejects with an {@link ImageFetchError}. */
  fetch(url: string, signal: AbortSignal): Promise<FetchedImage>;
}

export interface ImageFetcherOptions extends ConnectionOptions {
  /** Largest image, counted after any Content-Encoding. Default 5 MiB. */
  maxBytes?: number;
  /** Time for one image, queueing included. Default 5 s. */
  timeoutMs?: number;
  /** Images fetched at once by this process. Default 8. */
  concurrency?: number;
}

const MAX_REDIRECTS = 5;
/** Fixed and ours: no cookie, no Referer, nothing of the reader's browser is sent on. */
const HEADERS = {
  'user-agent': 'PardusBot/0.1 (image proxy)',
  accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

function refuseDeclared(contentType: { mediaType?: string }): void {
  if (!isAcceptableDeclaredType(contentType.mediaType))
    throw new ImageFetchError('not_image', `${contentType.mediaType ?? ''} is not an image the proxy serves`);
}

/** The failure as an ImageFetchError (the time cap is `timeout`; a caller's abort is not ours to name). */
function asImageError(error: unknown, callerSignal: AbortSignal): unknown {
  if (callerSignal.aborted) return callerSignal.reason;
  if (error instanceof ImageFetchError) return error;
  if (error instanceof ReadError) return new ImageFetchError(error.reason, error.message);
  return new ImageFetchError('network', 'The image could not be fetched');
}

/**
 * Fetches outside images for the proxy with the page reader's address rules (checked at connect
 * time, on every redirect; the operator's `allowHosts` excepted), a size cap, a time cap that
 * includes waiting for a slot, and its own concurrency limit, so slow images never hold up page
 * reads or answers. Only raster images pass: the declared type must be one of them (or unsaid) and
 * the bytes must be one of them too; SVG never does (it can carry script).
 */
export function createImageFetcher(options: ImageFetcherOptions = {}): ImageFetcher {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const limit = pLimit(options.concurrency ?? 8);
  const { policy, connector } = createConnection(options);
  const fetchOptions = { maxBytes, maxRedirects: MAX_REDIRECTS, headers: HEADERS, checkType: refuseDeclared };

  return {
    async fetch(raw, callerSignal) {
      const deadline = startDeadline(callerSignal, timeoutMs);
      const { signal } = deadline;
      try {
        const url = parseHttpUrl(raw);
        const work = limit(async () => {
          signal.throwIfAborted();
          return fetchBody(url, policy, connector, fetchOptions, signal);
        });
        const fetched = await raceAbort(work, signal);
        const type = sniffImageType(fetched.body);
        if (!type) throw new ImageFetchError('not_image', 'The bytes are not a served image type');
        return { type, body: fetched.body };
      } catch (error) {
        throw asImageError(error, callerSignal);
      } finally {
        deadline.dispose();
      }
    },
  };
}
