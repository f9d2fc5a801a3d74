import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from './app-error.js';
import { describeIssues } from './parse-body.js';

/**
 * Parses a request's query string with a protocol schema (the GET counterpart of `parseJsonBody`):
 * 400 with the issues when it does not fit (unknown parameters included, with a strict schema).
 * A repeated parameter counts once (its first value).
 */
export function parseQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.core.output<S> {
  const result = z.core.safeParse(schema, c.req.query());
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}
