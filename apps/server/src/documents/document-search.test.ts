import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/test-db.js';
import { saveIndexed, type PassageInput } from './document-jobs.js';
import { passageTitle, passageUrl, searchDocuments } from './document-search.js';
import { parseTsvector } from './tsvector.js';

let t: TestDb;
const users = { alice: randomUUID(), bob: randomUUID() };

/** Stores a read document as the reader does (claimed, then indexed). */
async function addDocument(userId: string, name: string, passages: PassageInput[]) {
  const id = randomUUID();
  const row = await t.db
    .insertInto('documents')
    .values({
      id,
      user_id: userId,
      name,
      size: 1,
      media_type: 'application/pdf',
      kind: 'pdf',
      status: 'reading',
      claimed_by: 'test',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await saveIndexed(t.db, row, 'test', { pages: passages.length, passages });
  return id;
}
const page = (n: number, text: string): PassageInput => ({ page: n, heading: null, text });

beforeAll(async () => {
  t = await createTestDb();
  for (const [name, id] of Object.entries(users)) {
    await t.db
      .insertInto('users')
      .values({ id, sub: name, email: `${name}@example.com`, name: null, picture: null })
      .execute();
  }
  await addDocument(users.alice, 'herons.pdf', [
    page(1, 'The heron colony at Lake Ngami counted 412 nests in 2024.'),
    ...Array.from({ length: 30 }, (_, i) => page(i + 2, 'The heron colony grows every spring. '.repeat(40))),
  ]);
  await addDocument(users.alice, 'river-deltas.md', [
    { page: null, heading: 'Sediment', text: 'Rivers carry sediment to their deltas, where it settles.' },
  ]);
  await addDocument(users.bob, 'secret.pdf', [page(1, 'The heron colony at Lake Ngami counted 999 nests.')]);
});
afterAll(async () => t.dispose());

describe('searchDocuments', () => {
  it("finds only the owner's passages", async () => {
    const hits = await searchDocuments(t.db, users.alice, 'heron nests Lake Ngami', 50);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.name !== 'secret.pdf')).toBe(true);
    expect((await searchDocuments(t.db, users.bob, 'heron nests', 50)).map((h) => h.name)).toEqual([
      'secret.pdf',
    ]);
  });

  it('puts the short page holding every rare word above long pages repeating a common one', async () => {
    const [best] = await searchDocuments(
      t.db,
      users.alice,
      'How many heron nests were counted at Lake Ngami?',
      5,
    );
    expect(best).toMatchObject({ name: 'herons.pdf', page: 1 });
  });

  it('matches word forms, and the name and heading of a document', async () => {
    expect((await searchDocuments(t.db, users.alice, 'river', 5))[0]?.name).toBe('river-deltas.md');
    expect((await searchDocuments(t.db, users.alice, 'sediments settling', 5))[0]?.heading).toBe('Sediment');
    expect((await searchDocuments(t.db, users.alice, 'deltas', 5))[0]?.name).toBe('river-deltas.md');
  });

  it('finds nothing for words that carry no meaning, or for nothing at all', async () => {
    expect(await searchDocuments(t.db, users.alice, 'the of and', 5)).toEqual([]);
    expect(await searchDocuments(t.db, users.alice, "'; drop table documents; --", 5)).toEqual([]);
    expect(await searchDocuments(t.db, users.alice, 'zeolite', 5)).toEqual([]);
  });
});

describe('citations of passages', () => {
  it('name a PDF page, or a section, and link to the viewer there', () => {
    expect(passageTitle({ name: 'thesis.pdf', page: 12, heading: null })).toBe('thesis.pdf, p. 12');
    expect(passageTitle({ name: 'notes.md', page: null, heading: 'Methods' })).toBe('notes.md, § Methods');
    expect(passageUrl('https://p.example', { documentId: 'a b', page: 12, ordinal: 4 })).toBe(
      'https://p.example/documents/a%20b?page=12',
    );
    expect(passageUrl('https://p.example', { documentId: 'x', page: null, ordinal: 4 })).toBe(
      'https://p.example/documents/x?passage=4',
    );
  });
});

describe('parseTsvector', () => {
  it('counts positions in the title part (weight A) and the body apart', () => {
    const counts = parseTsvector("'delta':3,7A 'it''s':5 'river':1A,2A 'bare'");
    expect(counts.get('delta')).toEqual({ title: 1, body: 1 });
    expect(counts.get('river')).toEqual({ title: 2, body: 0 });
    expect(counts.get("it's")).toEqual({ title: 0, body: 1 });
    expect(counts.get('bare')).toEqual({ title: 0, body: 1 });
  });
});
