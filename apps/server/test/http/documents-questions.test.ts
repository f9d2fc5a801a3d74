import { afterAll, beforeAll, expect, it } from 'vitest';
import { DOCUMENT_SITE_NAME } from '@pardus/protocol';
import { scriptedSearch } from '../support/doubles.js';
import { documentsApp, uploadAndRead, type DocumentsApp } from '../support/documents.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';
import { readResearch, reportOf } from '../support/research.js';
import { authed } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';

const NOTES =
  '# Bladderwort transects near Xakanaxa\n\nBladderwort covered 40 percent of the lagoon floor in 2024. ' +
  'Bladderwort is a carnivorous water plant that traps small animals in bladders along its stems.';

const WEB = [
  {
    url: 'https://web.example/bladderwort',
    title: 'Bladderwort - Web Encyclopedia',
    snippet: 'Bladderwort is a carnivorous plant.',
    content: 'Bladderwort is a carnivorous plant of lakes, lagoons and swamps, which traps prey in bladders.',
  },
];

/** NUL and other control characters a client may send inside a question. */
const QUESTION = 'How much of the lagoon floor did\u0000 bladderwort\u0001 cover\u0007 in 2024?';

/**
 * A question is cleaned the same way whatever it is asked over: control characters (a NUL, which
 * PostgreSQL text refuses with an error, ended the stream with `error internal`) do not stop an
 * answer from the user's documents any more than from the web.
 */
describeEachDb('questions with control characters, over every source', (kind) => {
  let d: DocumentsApp;
  beforeAll(async () => {
    d = await documentsApp({ kind, web: scriptedSearch(WEB) });
    await uploadAndRead(d, d.alice, 'notes.md', new TextEncoder().encode(NOTES));
  });
  afterAll(async () => d.t.close());

  for (const sources of ['web', 'documents', 'both'] as const) {
    it(`Quick over ${sources} answers`, async () => {
      const response = await authed(d.app, d.alice, '/api/quick', {
        method: 'POST',
        json: { message: [{ role: 'user', content: QUESTION }], sources },
      });
      const events = await readQuickEvents(response);
      expect(events.filter((e) => e.type === 'error')).toEqual([]);
      const sites = events.flatMap((e) => (e.type === 'search' ? [e.site ?? 'web'] : []));
      if (sources !== 'web') {
        expect(sites).toContain(DOCUMENT_SITE_NAME);
        expect(answerText(events)).toContain('40 percent');
      }
    });
  }

  it('a follow-up over documents answers when an earlier question held a NUL', async () => {
    const response = await authed(d.app, d.alice, '/api/quick', {
      method: 'POST',
      json: {
        message: [
          { role: 'user', content: 'Where does\u0000 bladderwort grow near Xakanaxa?' },
          { role: 'assistant', content: 'In the lagoon.' },
          { role: 'user', content: 'why?' },
        ],
        sources: 'documents',
      },
    });
    const events = await readQuickEvents(response);
    expect(events.filter((e) => e.type === 'error')).toEqual([]);
    expect(events.some((e) => e.type === 'search' && e.site === DOCUMENT_SITE_NAME)).toBe(true);
  });

  for (const sources of ['documents', 'both'] as const) {
    it(`Deep over ${sources} reports`, async () => {
      const response = await authed(d.app, d.alice, '/api/spysearch', {
        method: 'POST',
        json: { query: QUESTION, sources },
      });
      const { events } = await readResearch(response);
      expect(events.filter((e) => e.type === 'error')).toEqual([]);
      expect(reportOf(events)).toContain('40 percent');
    });
  }
});
