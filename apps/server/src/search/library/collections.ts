import type { LibraryDocument } from './library-types.js';
import type { Segment } from './index/segment.js';
import type { QuerySubject } from './index/rank.js';
import type { Gazetteer } from '../../knowledge/places/gazetteer.js';
import { analyze } from '../../text/analyzer.js';
import { fieldsAsked } from '../../knowledge/factbook/catalogue.js';
import { entityOfTitle } from '../../knowledge/factbook/paragraphs.js';

/** The user's own documents count a little more than generic dictionary entries. */
export function collectionWeight(segment: Segment): number {
  return segment.name.startsWith('library') ? 1.2 : 1;
}

/**
 * Weight of a Factbook section whose whole title the query names. "Compare the economies of Chile
 * and Peru" asks for "Chile — Economy" and "Peru — Economy", which match only half the query each,
 * while a border description or a dispute mentions both countries (and Geography's "Area - comparative"
 * matches "compare"): BM25 alone puts those first.
 */
const NAMED_SECTION_FACTOR = 2;

/**
 * Weight of the section of the entry the query names that holds the field it asks for: "What currency
 * does Japan use?" wants "Japan — Economy" (its exchange rates), which never says "currency", over the
 * economies of islands that do.
 */
const ASKED_FIELD_FACTOR = 3;

/**
 * Re-ranking prior: favours Factbook sections named by the query (see NAMED_SECTION_FACTOR) and the
 * section holding the field asked of the entry the query names (see ASKED_FIELD_FACTOR).
 */
export function namedSectionPrior(doc: Pick<LibraryDocument, 'title' | 'kind'>, query: QuerySubject): number {
  if (doc.kind !== 'factbook') return 1;
  const asked = new Set(query.terms);
  if (analyze(doc.title).every((term) => asked.has(term))) return NAMED_SECTION_FACTOR;
  const titled = entityOfTitle(doc.title);
  if (!titled || !analyze(titled.entity).every((term) => asked.has(term))) return 1;
  return fieldsAsked(query.text).some((field) => field.section === titled.section) ? ASKED_FIELD_FACTOR : 1;
}

/**
 * Weight of a Factbook section by how many people live in its place: a question about a part of the
 * world ("environmental issues in Southeast Asia") means its countries, not the uninhabited islands
 * whose short sections BM25 prefers. Mild (0.5 for none, 0.875 for a million, 1 from a hundred million): a question that
 * names the place still finds it first. Never above 1, so it brings no document into the re-ranking
 * pool (a prior above 1 does, and most sections would).
 */
export function populationPrior(doc: Pick<LibraryDocument, 'title' | 'kind'>, places: Gazetteer): number {
  if (doc.kind !== 'factbook') return 1;
  const entity = entityOfTitle(doc.title)?.entity;
  const population = entity === undefined ? undefined : places.byName(entity)?.population;
  return population === undefined ? 1 : Math.min(1, 0.5 + 0.0625 * Math.log10(population + 1));
}

/** Where a result comes from, for `WebResult.site`: its host (the library's own) says nothing. */
export function siteOf(doc: LibraryDocument): string {
  switch (doc.kind) {
    case 'factbook':
      return 'World Factbook';
    case 'wordnet':
      return 'WordNet';
    case 'dictd':
      return doc.sourcePath;
    default:
      return 'Library';
  }
}
