import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Pardus</title>
<p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * Serves the built web app: hashed assets cached forever, everything else revalidated, and any
 * other path answered with index.html so the client router shows the page (or its own 404).
 */
export function webAppRoutes(distDir: string) {
  const app = new Hono();
  // Set after the handler: serveStatic builds its response before its onFound hook runs.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    const hashed = c.req.path.startsWith('/assets/');
    c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', async (c) => {
    // A shared report's page is for people given the link, not for search engines.
    if (c.req.path.startsWith('/share/')) c.header('X-Robots-Tag', 'noindex, nofollow');
    try {
      return c.html(await readFile(path.join(distDir, 'index.html'), 'utf8'));
    } catch {
      return c.html(NOT_BUILT, 503);
    }
  });
  return app;
}
