import { describe, expect, it } from 'vitest';
import { ReadError } from './read-error.js';

describe('ReadError', () => {
  it('carries its reason, status and Retry-After', () => {
    const error = new ReadError('rate_limited', 'slow down', { status: 429, retryAfterMs: 2000 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ReadError');
    expect(error).toMatchObject({ reason: 'rate_limited', status: 429, retryAfterMs: 2000, retryable: true });
  });

  it('marks only throttling, network failures and 5xx as retryable', () => {
    expect(new ReadError('network', 'reset').retryable).toBe(true);
    expect(new ReadError('http_status', 'oops', { status: 503 }).retryable).toBe(true);
    expect(new ReadError('http_status', 'missing', { status: 404 }).retryable).toBe(false);
    expect(new ReadError('blocked', 'private').retryable).toBe(false);
    expect(new ReadError('timeout', 'slow').retryable).toBe(false);
  });

  it('keeps the underlying cause', () => {
    const cause = new Error('ECONNRESET');
    expect(new ReadError('network', 'reset', { cause }).cause).toBe(cause);
  });
});
