import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { recordIdSchema } from '@pardus/protocol';
import type { AppError } from './app-error.js';

/** `value` when `schema` (a well-formed record id by default) accepts it, else undefined. */
export function parseId(value: string | undefined, schema: z.ZodMiniType<string> = recordIdSchema) {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The path parameter `name` as an id, for every route that takes one. A malformed id names no row,
 * so `missing` (the route's own 404) is thrown before any query: the caller cannot tell it from a
 * missing id, and the database never sees text it would refuse with an error (NUL was a 500).
 */
export function idParam(
  c: Context,
  missing: AppError,
  { name = 'id', schema = recordIdSchema }: { name?: string; schema?: z.ZodMiniType<string> } = {},
): string {
  const id = parseId(c.req.param(name), schema);
  if (id === undefined) throw missing;
  return id;
}
