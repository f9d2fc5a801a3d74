import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, safePath } from './logger.js';

describe('logger', () => {
  it('redacts authorization headers, tokens, codes and secrets', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info({
      req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'pardus_login=abc' } },
      token: 'eyJsecret',
      body: { code: 'handoff-code', apiKey: 'sk-live' },
    });
    const line = lines.join('');
    for (const secret of ['eyJsecret', 'pardus_login=abc', 'handoff-code', 'sk-live']) expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it('strips query strings and fragments from logged paths', () => {
    expect(safePath('/api/auth/google/callback?code=abc&state=def')).toBe('/api/auth/google/callback');
    expect(safePath('/auth/callback#code=xyz')).toBe('/auth/callback');
  });
});
