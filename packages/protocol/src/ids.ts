import * as z from 'zod/mini';

/**
 * An id that names a row (a document, a research run, a conversation) where a route takes one in its
 * path or query. The server makes UUIDs; anything empty, longer than 64 characters or holding a
 * control character (PostgreSQL text cannot even store NUL) names nothing, and is answered as a
 * missing id, never sent to the database.
 */
export const recordIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^\P{Cc}*$/u, 'Id must not contain control characters'));
