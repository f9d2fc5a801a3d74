import { ERROR_STATUS, type ErrorCode } from '@pardus/protocol';

/** The one error type routes throw; `onError` turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const unauthorized = (why = 'Authentication required') => new AppError('unauthorized', why);
export const badRequest = (why: string) => new AppError('bad_request', why);
