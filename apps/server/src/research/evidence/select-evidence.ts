import { canonicalUrl } from '../canonical-url.js';
import type { SubjectDiscipline } from './on-subject.js';
import { splitPassages, type Passage } from './passages.js';
import { scorePassages, termSimilarity, titleShare } from './rank-passages.js';
import { glossParts } from '../../answer/extractive/text/gloss.js';
import { analyze } from '../../text/analyzer.js';
import { isLibraryArticle } from './glossary.js';

/** A document the gather stage found and read (or could only take the snippet of). */
export interface GatheredDoc {
  url: string;
  title: string;
  snippet: string;
  /** Readable text: the page read in full, the provider's content, or the snippet when reading failed. */
  text: string;
  site?: string;
  /** How the text was obtained. */
  via: 'page' | 'content' | 'snippet';
  /** The library document it is (search/search-provider.ts): where typed facts are stated. */
  libraryId?: string;
  /**
   * Looked up as a dictionary entry of an article's subject or parts (glossary.ts), not found by a
   * search: it enters only as such a part (partsOfSubject), never on its own words.
   */
  glossary?: true;
}

/** A numbered source of the report: `[n]` cites it. */
export interface EvidenceSource {
  n: number;
  url: string;
  title: string;
  summary: string;
  site?: string;
  via: GatheredDoc['via'];
}

export interface Evidence {
  sources: EvidenceSource[];
  /** Every kept passage, numbered by its source. */
  passages: Passage[];
  /** True when there is enough to write a report from. */
  sufficient: boolean;
}

export interface EvidenceLimits {
  maxSources: number;
  /** Documents sharing this much of their vocabulary are the same text (syndication, mirrors). */
  duplicateDocSimilarity: number;
  /** Passages this similar say the same thing; the better one is kept. */
  duplicatePassageSimilarity: number;
  /** Least relevant text (characters) a report needs. */
  minRelevantChars: number;
  /** Share of the best source's relevance a source needs to be kept. */
  minSourceShare: number;
}

export const EVIDENCE_LIMITS: EvidenceLimits = {
  maxSources: 12,
  duplicateDocSimilarity: 0.9,
  duplicatePassageSimilarity: 0.8,
  minRelevantChars: 150,
  minSourceShare: 0.08,
};

const SUMMARY_CHARS = 300;

function summaryOf(doc: GatheredDoc): string {
  const text = (doc.snippet.trim() || doc.text.replace(/\s+/g, ' ').trim()).replace(/\s+/g, ' ');
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : text;
}

/** A document's whole vocabulary as one pseudo-passage, to compare documents with each other. */
function vocabulary(passages: readonly Passage[]): Passage {
  const terms = new Map<string, number>();
  for (const p of passages) for (const [t, c] of p.terms) terms.set(t, (terms.get(t) ?? 0) + c);
  return { id: '', source: 0, heading: '', text: '', terms, length: 0 };
}

/**
 * Chooses the evidence a report is written from: one entry per page (same canonical URL, or
 * near-identical text, collapse to the first), ranked by how well its best passages match the
 * question, irrelevant ones dropped, at most `maxSources`, numbered 1..n best first. Passages that
 * repeat a better one are dropped. Pure: the same documents always give the same numbering.
 */
export function selectEvidence(
  docs: readonly GatheredDoc[],
  question: string,
  limits: EvidenceLimits = EVIDENCE_LIMITS,
  discipline?: SubjectDiscipline,
): Evidence {
  const seen = new Set<string>();
  const candidates: { doc: GatheredDoc; passages: Passage[]; words: Passage }[] = [];
  const leftOut: { doc: GatheredDoc; passages: Passage[] }[] = [];
  const admit = (doc: GatheredDoc, passages: Passage[]) => {
    const words = vocabulary(passages);
    if (candidates.some((c) => termSimilarity(c.words, words) >= limits.duplicateDocSimilarity)) return;
    candidates.push({ doc, passages, words });
  };
  for (const doc of docs) {
    const key = canonicalUrl(doc.url);
    if (seen.has(key)) continue;
    seen.add(key);
    // Off-subject passages never enter: not to rank, not to hand a writer (issue 18).
    const split = splitPassages(candidates.length + 1, doc.text);
    const passages = doc.glossary ? [] : discipline ? discipline.kept(doc.title, split, doc.site) : split;
    if (passages.length === 0) leftOut.push({ doc, passages: split });
    else admit(doc, passages);
  }
  const parts = new Set(discipline && !discipline.byPlace ? partsOfSubject(candidates, leftOut) : []);
  for (const part of parts) admit(part.doc, part.passages);

  const scored = scorePassages(
    candidates.flatMap((c) => c.passages),
    question,
  );
  const relevance = new Map<number, number[]>();
  for (const { passage, score } of scored) {
    if (score <= 0) continue;
    relevance.set(passage.source, [...(relevance.get(passage.source) ?? []), score]);
  }
  /** How well a document's best passages match the question, before any title preference. */
  const relevanceOf = (index: number) => {
    const scores = relevance.get(index + 1) ?? [];
    return (scores[0] ?? 0) + 0.3 * (scores[1] ?? 0);
  };
  const relevant = candidates.map((candidate, index) => ({ candidate, relevance: relevanceOf(index) }));
  const strongest = Math.max(0, ...relevant.map((r) => r.relevance));
  // A document about a subject of the question is kept whatever its wording ("Norway — Government"
  // for "political systems"), ahead of pages that only name one.
  // So is the entry of a thing a place's facts name (a river of its rivers).
  const aboutSubject = (doc: GatheredDoc) =>
    (discipline?.docSubject(doc.title).places.length ?? 0) > 0 ||
    discipline?.thingEntry(doc.title, doc.text) === true;
  // A part's entry shares few of the question's words, yet is about its subject: kept like it.
  const isPart = (doc: GatheredDoc) => [...parts].some((p) => p.doc === doc);
  // Sources about the question's places are numbered in the order the question names them.
  const placeOrder = (doc: GatheredDoc) => discipline?.placeOrder(doc.title) ?? 0;
  const order = (
    a: { subject: boolean; score: number; candidate: { doc: GatheredDoc } },
    b: { subject: boolean; score: number; candidate: { doc: GatheredDoc } },
  ) =>
    Number(b.subject) - Number(a.subject) ||
    placeOrder(a.candidate.doc) - placeOrder(b.candidate.doc) ||
    b.score - a.score;
  const sorted = relevant
    // Far weaker than the best, a source only shares a word or two (a namesake, a passing gloss).
    .filter(
      (r) =>
        aboutSubject(r.candidate.doc) ||
        isPart(r.candidate.doc) ||
        (r.relevance > 0 && r.relevance >= strongest * limits.minSourceShare),
    )
    .map((r) => ({
      ...r,
      subject: aboutSubject(r.candidate.doc),
      score: r.relevance * (1 + 2 * titleShare(r.candidate.doc.title, question)),
    }))
    .sort(order);
  // Of many places, each keeps its best source before any keeps a second: seven countries' two
  // sections each would otherwise fill the sources with the first five and leave the last unheard.
  const firstOfPlace = new Set<(typeof sorted)[number]>();
  if (discipline?.byPlace) {
    const seenPlaces = new Set<number>();
    for (const r of sorted) {
      const place = placeOrder(r.candidate.doc);
      if (r.subject && !seenPlaces.has(place)) {
        seenPlaces.add(place);
        firstOfPlace.add(r);
      }
    }
  }
  const ranked = [...firstOfPlace, ...sorted.filter((r) => !firstOfPlace.has(r))]
    .slice(0, limits.maxSources)
    .sort(order);

  const sources: EvidenceSource[] = [];
  const renumbered: Passage[] = [];
  ranked.forEach(({ candidate }, i) => {
    const n = i + 1;
    const { doc } = candidate;
    sources.push({
      n,
      url: doc.url,
      title: doc.title,
      summary: summaryOf(doc),
      via: doc.via,
      ...(doc.site ? { site: doc.site } : {}),
    });
    for (const p of candidate.passages) {
      renumbered.push({
        ...p,
        source: n,
        id: `${n}.${p.id.split('.')[1] ?? '0'}`,
        sourceTitle: doc.title,
        ...(doc.libraryId ? { libraryId: doc.libraryId } : {}),
      });
    }
  });

  const byQuestion = scorePassages(renumbered, question);
  const kept: Passage[] = [];
  for (const { passage } of byQuestion) {
    // Two places' entries may word a fact alike ("deemed a Decade Volcano by …"): each place keeps its own.
    const sameSaying = (k: Passage) =>
      (!discipline?.byPlace || k.source === passage.source) &&
      termSimilarity(k, passage) >= limits.duplicatePassageSimilarity;
    if (kept.some(sameSaying)) continue;
    kept.push(passage);
  }
  const relevantChars = byQuestion
    .filter((s) => s.score > 0)
    .reduce((sum, s) => sum + s.passage.text.length, 0);
  // Document order within each source, sources in number order: how writers expect to read them.
  kept.sort((a, b) => a.source - b.source || passageIndex(a) - passageIndex(b));
  const titles = new Map(sources.map((s) => [s.n, s.title]));
  const answers =
    !discipline ||
    discipline.answers(kept.map((passage) => ({ title: titles.get(passage.source) ?? '', passage })));
  return {
    sources,
    passages: kept,
    // A place's own entry answers "political systems" without sharing its words; other questions need
    // them, in enough text, unless a source is the subject's own entry (a one-line answer is an answer).
    sufficient:
      sources.length > 0 &&
      answers &&
      (relevantChars >= limits.minRelevantChars ||
        !!discipline?.byPlace ||
        ranked.some(({ candidate }) =>
          discipline?.ownEntry(candidate.doc.title, candidate.passages.map((p) => p.text).join(' ')),
        )),
  };
}

/**
 * Dictionary entries of the parts the kept sources head their sections with ("evaporation" and
 * "transpiration" under the water cycle's "Evaporation and transpiration"): about the subject though
 * their glosses do not name it, when an entry shares a word with that section beyond its headword
 * (the sense "the emission of water vapor from the leaves of plants", not "the passage of gases
 * through fine tubes"). Only a thing's entry (a noun), only where a section is headed by it.
 */
/** Words an entry of a part shares with its section beyond its headword ("water", "plants"). */
const MIN_PART_SHARED = 2;

function partsOfSubject(
  kept: readonly { doc: GatheredDoc; passages: readonly Passage[] }[],
  leftOut: readonly { doc: GatheredDoc; passages: Passage[] }[],
): { doc: GatheredDoc; passages: Passage[] }[] {
  const sections = new Map<string, Set<string>>();
  for (const { doc, passage } of kept.flatMap((k) =>
    k.passages.map((passage) => ({ doc: k.doc, passage })),
  )) {
    // A heading that is its source's title is the whole subject, not a part of it.
    if (!passage.heading || passage.heading.toLowerCase() === doc.title.toLowerCase()) continue;
    const words = sections.get(passage.heading) ?? new Set<string>();
    for (const term of passage.terms.keys()) words.add(term);
    sections.set(passage.heading, words);
  }
  const headings = [...sections].map(([heading, words]) => ({ terms: new Set(analyze(heading)), words }));
  // The subject's own entry ("photosynthesis" beside the article "Photosynthesis") counts as a part
  // headed by the whole article, in the sense whose words the article uses ("plants", "energy"), not
  // "typescript: typewritten matter".
  const articles = kept.filter((k) => isLibraryArticle(k.doc));
  for (const k of articles) {
    const words = new Set(k.passages.flatMap((p) => [...p.terms.keys()]));
    headings.push({ terms: new Set(analyze(k.doc.title)), words });
  }
  // A word of the subject's own name ("water" of the water cycle) is no part of it, unless it is
  // the whole name.
  const named = new Set(kept.flatMap((k) => analyze(k.doc.title)));
  const titles = new Set(articles.map((k) => analyze(k.doc.title).join(' ')));
  return leftOut.filter(({ doc, passages }) => {
    const gloss = glossParts(doc.text);
    const headword = analyze(doc.title);
    const partOfName = headword.every((t) => named.has(t)) && !titles.has(headword.join(' '));
    if (gloss?.pos !== 'noun' || headword.length === 0 || partOfName) return false;
    // What its senses say, without their headwords and parts of speech ("transpiration (noun): …").
    const said = new Set(
      analyze(gloss.definition.replace(/[^.;]*\((?:noun|verb|adjective|adverb)\):/gu, ' ')).filter(
        (t) => !headword.includes(t),
      ),
    );
    const shared = (words: ReadonlySet<string>) => [...said].filter((t) => words.has(t)).length;
    return (
      passages.length > 0 &&
      headings.some((h) => headword.every((t) => h.terms.has(t)) && shared(h.words) >= MIN_PART_SHARED)
    );
  });
}

function passageIndex(passage: Passage): number {
  return Number(passage.id.split('.')[1] ?? 0);
}
