import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it, describe } from 'vitest';
import { Hono } from 'hono';
import { webAppRoutes } from '../../src/routes/web-app.js';

describe('web app serving', () => {
  let app: Hono;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'pardus-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'theme-init.js'), 'void 0');
    await writeFile(path.join(dist, '..', 'secret.txt'), 'do not serve');
    app = new Hono().route('/', webAppRoutes(dist));
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.request('/assets/app-1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers client routes (/, /news, unknown paths) with index.html, revalidated', async () => {
    for (const route of ['/', '/news', '/auth/callback?login=success', '/no/such/page']) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('asks search engines not to index shared report pages, and only those', async () => {
    const shared = await app.request('/share/AAAAAAAAAAAAAAAAAAAAAA');
    expect(await shared.text()).toContain('<div id="root">');
    expect(shared.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await app.request('/news')).headers.get('x-robots-tag')).toBeNull();
  });

  it('never serves files outside the build folder', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const text = await (await app.request(attempt)).text();
      expect(text).not.toContain('do not serve');
    }
  });

  it('explains how to build when the web app is missing', async () => {
    const bare = new Hono().route('/', webAppRoutes('/nonexistent/dist'));
    const response = await bare.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
