import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest } from './app-error.js';

/** Largest JSON body any endpoint accepts (a long conversation with a Deep report fits easily). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Turns zod issues into one readable sentence list, e.g. "message.0.role: Invalid input". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * Reads a JSON request body and parses it with a protocol schema: 415 unless the content type
 * is JSON, 413 past MAX_BODY_BYTES, 400 for invalid JSON or a shape the schema rejects
 * (unknown fields included). Never casts.
 */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError('unsupported_media_type', 'Content-Type must be application/json');
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new AppError('payload_too_large', 'Request body is too large');
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new AppError('payload_too_large', 'Request body is too large');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}
