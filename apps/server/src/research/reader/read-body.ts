import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { toReadFailure } from './http-get.js';
import { ReadError } from './read-error.js';

/**
 * A decompressor for the response's Content-Encoding. Sync flush, as browsers do, so a body cut
 * short still yields what arrived instead of an error.
 */
function decoderFor(encoding: string): Transform {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip({ finishFlush: constants.Z_SYNC_FLUSH });
    case 'deflate':
      return createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    case 'br':
      return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
    default:
      throw new ReadError('invalid_response', `Unsupported Content-Encoding "${encoding}"`);
  }
}

function isZlibError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && /^(Z_|ERR_BROTLI|ERR__)/.test(String(error.code));
}

/**
 * Reads a response body into memory, decompressing it ourselves and counting the DECOMPRESSED
 * bytes: the moment they pass `maxBytes` everything is destroyed, so a small gzip bomb costs at
 * most `maxBytes` (plus one zlib chunk) of memory, never its full inflated size.
 */
export async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let source: Readable = response;
  if (encoding !== 'identity' && encoding !== '') {
    const decoder = decoderFor(encoding);
    source = pipeline(response, decoder, () => undefined); // errors reach us through `decoder`
  }
  const onAbort = (): void => {
    source.destroy();
    response.destroy();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      if (!Buffer.isBuffer(chunk)) continue;
      total += chunk.length;
      if (total > maxBytes) throw new ReadError('too_large', `The page is larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ReadError || signal.aborted) throw toReadFailure(error, signal);
    if (isZlibError(error))
      throw new ReadError('invalid_response', 'The compressed body is corrupt', { cause: error });
    throw toReadFailure(error, signal);
  } finally {
    signal.removeEventListener('abort', onAbort);
    source.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks, total);
}
