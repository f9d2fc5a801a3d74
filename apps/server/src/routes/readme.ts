import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { Env } from 'hono';
import { renderReadmePage } from './readme-page.js';

/**
 * `GET /readme`: the repository's README as a page, so the home screen can link to its section on
 * configuring a model and web search on any install, offline included. Read once; 404 without it.
 */
export function readmeRoutes<E extends Env = Env>(file: string): Hono<E> {
  let page: Promise<string | null> | undefined;
  return new Hono<E>().get('/', async (c) => {
    const html = await (page ??= readFile(file, 'utf8').then(renderReadmePage, () => null));
    if (html === null) return c.text('This install has no README.', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
