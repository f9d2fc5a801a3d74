import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analyze-document.js';
import type { LibraryDocument } from '../library-types.js';
import { allDocuments } from './document-table.js';
import { querySubject, rankDocuments, type DocumentPrior } from './rank.js';
import type { Segment } from './segment.js';
import { buildSegment, documentFrequency, fromSegmentData, toSegmentData } from './segment.js';

const doc = (id: string, title: string, text: string): LibraryDocument => ({
  id,
  title,
  text,
  kind: 'text',
  sourcePath: id,
});
const segment = (name: string, docs: LibraryDocument[]) =>
  buildSegment(
    name,
    name,
    docs.map((d) => analyzeDocument(d)),
  );
const ranked = (segments: Segment[], query: string, limit = 10) =>
  rankDocuments(segments, querySubject(query), limit, () => 1).map((r) => r.doc.id);

describe('segment', () => {
  it('round-trips through its serialisable form', async () => {
    const s = await segment('s', [doc('a', 'Lava', 'lava flows'), doc('b', 'Ash', 'ash falls')]);
    const copy = await fromSegmentData(toSegmentData(s));
    expect(documentFrequency(copy, 'lava')).toBe(1);
    expect(copy.averageLength).toBe(s.averageLength);
    expect(allDocuments(copy.docs)).toEqual(allDocuments(s.docs));
  });
});

const articles = await segment('library', [
  doc('lava', 'Lava', 'Lava is molten rock erupted by a volcano. Lava cools into basalt.'),
  doc(
    'volcano',
    'Volcano',
    'A volcano is an opening in the crust. Volcanoes erupt lava, ash and gas. Volcano types vary.',
  ),
  doc('ocean', 'Ocean', 'The ocean covers most of the planet and holds most of its water.'),
]);

describe('rankDocuments', () => {
  it('ranks the document about the query term first, title matches above passing mentions', () => {
    expect(ranked([articles], 'What is a volcano?')).toEqual(['volcano', 'lava']);
  });

  it('prefers a title that is exactly the query over one that repeats it', async () => {
    const s = await segment('dict', [
      doc('cc', 'compiler compiler', 'compiler compiler: a utility that generates compilers from a grammar'),
      doc('c', 'compiler', 'compiler: a program that translates source code into machine code'),
      doc('x', 'parser', 'a program that reads source code'),
    ]);
    expect(ranked([s], 'what is a compiler')[0]).toBe('c');
  });

  it('rewards documents covering more of the query', () => {
    expect(ranked([articles], 'volcano basalt')[0]).toBe('lava');
  });

  it('boosts phrase matches', async () => {
    const s = await segment('s', [
      doc('apart', 'Notes', 'The black cat sat on a hole in the road near a black dog.'),
      doc('phrase', 'Notes', 'Astronomers found a black hole near the galaxy centre.'),
    ]);
    expect(ranked([s], 'black hole')[0]).toBe('phrase');
  });

  it('normalises length per collection, so long articles are not buried by short dictionary entries', async () => {
    const dictionary = await segment(
      'dict',
      Array.from({ length: 50 }, (_, i) => doc(`d${i}`, `word${i}`, `a short entry number ${i}`)).concat(
        doc('dvolcano', 'volcano', 'a mountain formed by volcanic material'),
      ),
    );
    expect(ranked([articles, dictionary], 'volcano').slice(0, 2)).toEqual(['volcano', 'dvolcano']);
  });

  it("scores a term's other forms as the term, matched once", async () => {
    const s = await segment('s', [
      doc('persepolis', 'Persepolis', 'an ancient city that was the capital of the Persian Empire'),
      doc('port', 'Algiers', 'an ancient port; the capital and ancient seat of Algeria'),
    ]);
    const query = querySubject('capital ancient persia');
    expect(rankDocuments([s], query, 10, () => 1)[0]?.doc.id).toBe('port');
    const withForms = { ...query, otherForms: new Map([['persia', ['persian']]]) };
    expect(rankDocuments([s], withForms, 10, () => 1)[0]?.doc.id).toBe('persepolis');
  });

  it('returns nothing for queries without indexable terms or without matches', () => {
    expect(ranked([articles], 'the of and')).toEqual([]);
    expect(ranked([articles], 'zeppelin')).toEqual([]);
  });

  it('honours the limit', () => {
    expect(ranked([articles], 'volcano lava ocean', 2)).toHaveLength(2);
  });

  it("multiplies each pooled document by the caller's prior", () => {
    const favourVolcano: DocumentPrior = (d) => (d.title === 'Volcano' ? 10 : 1);
    const rank = (prior?: DocumentPrior) =>
      rankDocuments([articles], querySubject('lava'), 10, () => 1, prior).map((r) => r.doc.id);
    expect(rank()[0]).toBe('lava');
    expect(rank(favourVolcano)[0]).toBe('volcano');
  });
});
