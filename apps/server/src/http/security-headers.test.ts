import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

describe('security headers', () => {
  const app = new Hono()
    .use('*', securityHeaders())
    .get('/page', (c) => c.text('ok'))
    .get('/svg', (c) => {
      c.header('Content-Security-Policy', "sandbox; default-src 'none'");
      return c.body('<svg/>');
    });

  it('sends CSP without inline scripts, and the hardening headers', async () => {
    const response = await app.request('/page');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'; script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('lets images load only from this origin (the image proxy), data: and blob: — no outside host', async () => {
    const response = await app.request('/page');
    const csp = response.headers.get('content-security-policy') ?? '';
    const imgSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' data: blob:");
  });

  it("keeps a route's own stricter policy", async () => {
    const response = await app.request('/svg');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });
});
