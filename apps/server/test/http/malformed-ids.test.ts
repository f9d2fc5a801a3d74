import { afterAll, beforeAll, expect, it } from 'vitest';
import { researchRunListSchema } from '@pardus/protocol';
import { documentsApp, uploadAndRead, type DocumentsApp } from '../support/documents.js';
import { authed } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';

const MISSING = '00000000-0000-0000-0000-000000000000';

/**
 * Ids in a path are user input: one with a NUL (which PostgreSQL text cannot hold, so the query
 * failed with a 500) or any other control character, or far too long, names no row and is answered
 * exactly as a missing id.
 */
describeEachDb('malformed ids in paths', (kind) => {
  let d: DocumentsApp;
  let real = '';
  beforeAll(async () => {
    d = await documentsApp({ kind });
    real = (await uploadAndRead(d, d.alice, 'notes.md', new TextEncoder().encode('# Herons\n\nThey nest.')))
      .id;
  });
  afterAll(async () => d.t.close());

  const malformed = (id: string) => [`${id}%00`, `${id}%0A`, `%00`, `${id}${'a'.repeat(300)}`];

  for (const [method, path] of [
    ['GET', '/api/documents/:id'],
    ['DELETE', '/api/documents/:id'],
    ['GET', '/api/documents/:id/file'],
    ['GET', '/api/research/:id/events'],
    ['POST', '/api/research/:id/cancel'],
    ['GET', '/api/shared/:id'],
    ['GET', '/api/shared/:id/images/0'],
  ] as const) {
    it(`${method} ${path} answers a malformed id as a missing one`, async () => {
      const missing = await authed(d.app, d.alice, path.replace(':id', MISSING), { method });
      expect(missing.status).toBe(404);
      const body: unknown = await missing.json();
      for (const id of [...malformed(real), ...malformed('x')]) {
        const response = await authed(d.app, d.alice, path.replace(':id', id), { method });
        expect(response.status, `${method} ${id}`).toBe(404);
        expect(await response.json()).toEqual(body);
      }
    });
  }

  it('lists no runs for a malformed conversation id, as for a missing one', async () => {
    for (const id of ['x%00', `${MISSING}%0A`]) {
      const response = await authed(d.app, d.alice, `/api/research?conversation_id=${id}`);
      expect(response.status, id).toBe(200);
      expect(researchRunListSchema.parse(await response.json())).toEqual({ runs: [] });
    }
  });

  it('still finds the document by its real id', async () => {
    expect((await authed(d.app, d.alice, `/api/documents/${real}`)).status).toBe(200);
  });
});
