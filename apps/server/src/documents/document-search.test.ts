import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/test-db.js';
import { saveIndexed, type PassageInput } from './document-jobs.js';
import { deleteDocument } from './document.repository.js';
import { passageTitle, passageUrl, searchDocuments } from './document-search.js';

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

describe('word statistics', () => {
  it('follow documents in and out: a deleted document leaves none of its words behind', async () => {
    const id = await addDocument(users.bob, 'glossary.pdf', [
      page(1, 'Quillwort and bladderwort grow in the shallows.'),
    ]);
    const terms = () =>
      t.db
        .selectFrom('document_terms')
        .select(['lexeme', 'passages'])
        .where('user_id', '=', users.bob)
        .where('lexeme', '=', 'quillwort')
        .execute();
    expect(await terms()).toEqual([{ lexeme: 'quillwort', passages: 1 }]);
    expect((await searchDocuments(t.db, users.bob, 'quillwort', 5)).map((h) => h.name)).toEqual([
      'glossary.pdf',
    ]);
    expect(await deleteDocument(t.db, users.bob, id)).toEqual({ size: 1 });
    expect(await terms()).toEqual([]);
    expect(await searchDocuments(t.db, users.bob, 'quillwort', 5)).toEqual([]);
  });

  it('finds nothing of a document whose passages are still being written', async () => {
    const id = randomUUID();
    await t.db
      .insertInto('documents')
      .values({
        id,
        user_id: users.bob,
        name: 'half.pdf',
        size: 1,
        media_type: 'application/pdf',
        kind: 'pdf',
        status: 'reading',
      })
      .execute();
    await t.db
      .insertInto('document_passages')
      .values({
        document_id: id,
        user_id: users.bob,
        ordinal: 1,
        page: 1,
        heading: null,
        doc_name: 'half.pdf',
        text: 'The heron colony nests in reeds.',
        term_count: 5,
      })
      .execute();
    expect((await searchDocuments(t.db, users.bob, 'heron reeds', 5)).map((h) => h.name)).toEqual([
      'secret.pdf',
    ]);
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
