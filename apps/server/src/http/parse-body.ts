import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
// Classic zod's import also loads its English messages, which the protocol's zod/mini schemas use.
import { z } from 'zod';
import { AppError, badRequest } from './app-error.js';

/** Largest JSON body any endpoint accepts (a long conversation with a Deep report fits easily). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Cap for every other /api body: sign-in codes and conversation ids are tiny. */
export const DEFAULT_BODY_BYTES = 64 * 1024;

/** Routes whose bodies carry a whole conversation (a save, or the history sent with a question). */
const LARGE_BODY_PATHS = new Set(['/api/msgs/insert', '/api/quick', '/api/spysearch']);

/**
 * Uploads (POST /api/documents) stream into storage and stop at their own limits (the file and
 * account limits, DOCUMENT_MAX_*), counted as they arrive; only a signed-in user gets that far.
 */
const SELF_LIMITED_POSTS = new Set(['/api/documents']);

/**
 * 413 in our error shape. `Connection: close` because the client may still be sending: the server
 * closes the socket after answering instead of reading (or keeping alive) the rest of the body.
 */
const payloadTooLarge = () =>
  new AppError('payload_too_large', 'Request body is too large', { Connection: 'close' });

/**
 * Caps request bodies for /api/* while they are read (chunked bodies have no Content-Length to
 * check up front), so an unauthenticated client cannot make the server buffer an unbounded body.
 * Conversation-sized routes get MAX_BODY_BYTES, all others DEFAULT_BODY_BYTES.
 */
export function apiBodyLimit(): MiddlewareHandler {
  const onError = () => {
    throw payloadTooLarge();
  };
  const small = bodyLimit({ maxSize: DEFAULT_BODY_BYTES, onError });
  const large = bodyLimit({ maxSize: MAX_BODY_BYTES, onError });
  // GET and HEAD requests have no body (fetch drops one), and looking for it would make the Node
  // adapter build a full Request for every read: the cost of a cached read, twice over.
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const path = c.req.path.replace(/\/+$/, '');
    if (c.req.method === 'POST' && SELF_LIMITED_POSTS.has(path)) return next();
    const maxSize = LARGE_BODY_PATHS.has(path) ? MAX_BODY_BYTES : DEFAULT_BODY_BYTES;
    // A declared length is checked as hono's bodyLimit would, but from the header alone: its
    // first step (is there a body?) builds that full Request, a third of a millisecond per POST.
    const declared = declaredLength(c);
    if (declared !== undefined) return declared > maxSize ? onError() : next();
    return (maxSize === MAX_BODY_BYTES ? large : small)(c, next);
  };
}

/**
 * The body's Content-Length, when it frames the body (a number, no Transfer-Encoding): Node's HTTP
 * parser then delivers exactly that many bytes, never more.
 */
function declaredLength(c: Context): number | undefined {
  const header = c.req.header('content-length');
  if (header === undefined || c.req.header('transfer-encoding') !== undefined) return undefined;
  const length = parseInt(header, 10);
  return Number.isNaN(length) ? undefined : length;
}

/** Turns zod issues into one readable sentence list, e.g. "message.0.role: Invalid input". */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Reads the body as UTF-8, stopping (413) as soon as it passes `maxBytes`: never buffers more. */
async function readTextUpTo(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader: ReadableStreamDefaultReader<Uint8Array> = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Left uncancelled: the 413 carries Connection: close, so the server drops the rest after answering.
    if (size > maxBytes) throw payloadTooLarge();
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks)); // like Request.text(): drops a BOM
}

/**
 * A body of declared length (within the cap, checked before): read whole, which the Node adapter
 * does straight from the socket, without a web stream or a full Request. Its size is checked
 * again, for a caller in this process whose header does not match its body.
 */
async function readDeclared(request: Request, maxBytes: number): Promise<string> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw payloadTooLarge();
  return new TextDecoder().decode(bytes); // like Request.text(): drops a BOM
}

/**
 * Reads a JSON request body and parses it with a protocol schema: 415 unless the content type
 * is JSON, 413 past MAX_BODY_BYTES (checked while reading, not after), 400 for invalid JSON or a
 * shape the schema rejects (unknown fields included). Never casts.
 */
export async function parseJsonBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError('unsupported_media_type', 'Content-Type must be application/json');
  }
  // Without a declared length (chunked), the cap is checked while reading.
  const declared = declaredLength(c);
  if (declared !== undefined && declared > MAX_BODY_BYTES) throw payloadTooLarge();
  const text =
    declared === undefined
      ? await readTextUpTo(c.req.raw, MAX_BODY_BYTES)
      : await readDeclared(c.req.raw, MAX_BODY_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  const result = z.core.safeParse(schema, json);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}
