import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '@pardus/protocol';
import type { Logger } from '../logger.js';
import { safePath } from '../logger.js';
import { AppError } from './app-error.js';

/** Builds the JSON error body every failed API call answers with. */
export function errorResponse(c: Context, error: AppError): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status);
}

/** The single place thrown errors become HTTP answers; unknown errors are logged, never leaked. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof AppError) return errorResponse(c, err);
    if (err instanceof HTTPException && err.status === 413) {
      return errorResponse(c, new AppError('payload_too_large', 'Request body is too large'));
    }
    logger.error(
      { err, reqId: c.get('requestId'), path: safePath(c.req.url), method: c.req.method },
      'unhandled error',
    );
    return errorResponse(c, new AppError('internal', 'Something went wrong'));
  };
}
