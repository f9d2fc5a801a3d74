import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from './address-policy.js';
import { ReadError } from './read-error.js';
import { assertLiteralHostAllowed, connectHost, parseHttpUrl, type TargetPolicy } from './target-policy.js';

const policy: TargetPolicy = {
  resolve: async () => [],
  isAllowedAddress,
  allowHosts: new Set(['10.1.2.3']),
};

function failure(run: () => unknown): ReadError {
  try {
    run();
  } catch (error) {
    if (error instanceof ReadError) return error;
    throw error;
  }
  throw new Error('expected a ReadError');
}

describe('parseHttpUrl', () => {
  it('accepts http and https, resolving relative URLs against a base', () => {
    expect(parseHttpUrl('https://example.org/a').href).toBe('https://example.org/a');
    expect(parseHttpUrl('/b?c=1', new URL('http://example.org/a')).href).toBe('http://example.org/b?c=1');
  });

  it('refuses other schemes, garbage and credentials as invalid_url', () => {
    for (const raw of [
      'file:///etc/passwd',
      'ftp://example.org/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'gopher://example.org/',
      'not a url',
      'https://user:pass@example.org/',
      'https://user@example.org/',
    ]) {
      expect(failure(() => parseHttpUrl(raw)).reason, raw).toBe('invalid_url');
    }
  });
});

describe('assertLiteralHostAllowed', () => {
  it('refuses non-public IP literals, IPv6 in brackets and Node-normalised forms included', () => {
    for (const raw of [
      'http://127.0.0.1/',
      'http://10.0.0.1:8080/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[fd00:ec2::254]/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0/',
    ]) {
      expect(failure(() => assertLiteralHostAllowed(parseHttpUrl(raw), policy)).reason, raw).toBe('blocked');
    }
  });

  it('lets public literals, hostnames (checked at connect) and allowHosts through', () => {
    for (const raw of [
      'http://93.184.216.34/',
      'http://[2606:4700:4700::1111]/',
      'http://example.org/',
      'http://10.1.2.3/',
    ]) {
      expect(() => assertLiteralHostAllowed(parseHttpUrl(raw), policy), raw).not.toThrow();
    }
  });

  it('strips IPv6 brackets for connecting', () => {
    expect(connectHost(new URL('http://[::1]:80/'))).toBe('::1');
    expect(connectHost(new URL('http://example.org/'))).toBe('example.org');
  });
});
