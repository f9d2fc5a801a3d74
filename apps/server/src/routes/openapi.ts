import { Hono } from 'hono';
import { openApiDocument } from '../openapi/document.js';
import { referencePage } from '../openapi/reference-page.js';

/** The API description, public like the API's shape itself: `/openapi.json` and a readable `/docs`. */
export function openApiRoutes() {
  let page: string | undefined;
  return new Hono()
    .get('/openapi.json', (c) => c.json(openApiDocument()))
    .get('/docs', (c) => c.html((page ??= referencePage(openApiDocument()))));
}
