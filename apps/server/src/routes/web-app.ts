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
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: distDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    try {
      return c.html(await readFile(path.join(distDir, 'index.html'), 'utf8'));
    } catch {
      return c.html(NOT_BUILT, 503);
    }
  });
  return app;
}
