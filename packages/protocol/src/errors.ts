import * as z from 'zod/mini';

/** Every error the API can answer with. The HTTP status is fixed per code (see `ERROR_STATUS`). */
export const errorCodeSchema = z.enum([
  'bad_request',
  'unauthorized',
  'insufficient_tokens',
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'too_many_streams',
  'upstream_failed',
  'unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  insufficient_tokens: 403,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  too_many_streams: 429,
  upstream_failed: 502,
  unavailable: 503,
  internal: 500,
} as const satisfies Record<ErrorCode, number>;

/** Body of every non-2xx JSON answer. */
export const errorBodySchema = z.object({
  error: z.object({ code: errorCodeSchema, message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
