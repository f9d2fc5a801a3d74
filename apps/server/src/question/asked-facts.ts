import type { QuestionFrame } from './understand.js';
import { fieldById, type FieldSpec } from '../knowledge/factbook/catalogue.js';
import type { Fact } from '../knowledge/factbook/facts.js';
import type { Knowledge } from '../knowledge/knowledge.js';
import { BORDER_FIELD_IDS, borderWith } from '../knowledge/factbook/borders.js';
import { seriesOf, seriesPhrase } from '../knowledge/factbook/values.js';
import type { Place } from '../knowledge/places/gazetteer.js';
import type { City } from '../knowledge/places/cities.js';

/** A fact with the place it is about. */
export interface PlaceFact {
  place: Place;
  fact: Fact;
  /** Its text is a yearly series as asked, oldest first ("72.3% in 2022, … and 58.5% in 2024"). */
  overYears?: true;
}

/**
 * The typed facts that answer a question about places, by the question's shape:
 * - `fact`: each place's value of the fields asked;
 * - `comparison`: the places' values of one figure, largest first;
 * - `superlative`: a region's (or the named places') values of one figure, the end asked for first;
 * - `ranked`: a place's named things of one kind by size ("the largest lake in Chile");
 * - `city`: a city's people, from its country's major urban areas;
 * - `border`: the border two places share, the item of one's land boundaries naming the other, or
 *   both places' borders when neither names the other.
 */
export type AskedFacts =
  | { shape: 'fact'; facts: PlaceFact[] }
  | { shape: 'comparison'; field: FieldSpec; facts: PlaceFact[]; less: boolean }
  | { shape: 'superlative'; field: FieldSpec; facts: PlaceFact[]; most: boolean; region?: string }
  | { shape: 'ranked'; field: FieldSpec; fact: PlaceFact; most: boolean }
  | { shape: 'city'; fact: PlaceFact; city: City }
  | { shape: 'border'; facts: PlaceFact[]; other: Place; item?: string };

/** The facts an answer states, each with its place. */
export const factsStated = (asked: AskedFacts): PlaceFact[] =>
  asked.shape === 'ranked' || asked.shape === 'city' ? [asked.fact] : asked.facts;

/** Places of a region a superlative ranks, most populous first; the runners-up shown beside the answer. */
const SHOWN_PLACES = 3;
/** Fields one fact question may ask at once ("the capital and population of …"). */
const MAX_FIELDS = 2;
/** "Which is smaller, …?", "Which has fewer people?": a comparison asked from the lesser side. */
const LESS = /\b(?:smaller|less|fewer|lower|shorter|poorer|younger)\b/iu;

/**
 * Each place's fact of a field, dropping places that lack it, and facts that lack a year the
 * question names ("GDP in 2010" is not answered with 2024's).
 */
function factsOf(
  places: readonly Place[],
  field: FieldSpec,
  knowledge: Knowledge,
  years: readonly string[],
): PlaceFact[] {
  return places.flatMap((place) => {
    const fact = knowledge.fact(place, field.id);
    return fact && years.every((year) => fact.text.includes(year)) ? [{ place, fact }] : [];
  });
}

const byNumber = (a: PlaceFact, b: PlaceFact) => (b.fact.number ?? 0) - (a.fact.number ?? 0);

/**
 * A yearly series as the question asks it: every year when asked over the years ("how has
 * inflation changed"), the years named ("in 2023"), else the latest, as the profile writes it.
 */
function seriesAsAsked(placeFact: PlaceFact, frame: QuestionFrame): PlaceFact {
  const entries = seriesOf(placeFact.fact.text);
  if (!entries) return placeFact;
  const named = entries.filter((e) => frame.years.includes(String(e.year)));
  const chosen = named.length > 0 ? named : frame.overTime ? entries : entries.slice(-1);
  if (chosen.length === 1) {
    const year = `(${chosen[0]!.year}`;
    const part = placeFact.fact.text.split(/;\s*/u).find((p) => p.includes(year));
    return part ? { ...placeFact, fact: { ...placeFact.fact, text: part.trim() } } : placeFact;
  }
  return { ...placeFact, fact: { ...placeFact.fact, text: seriesPhrase(chosen) }, overYears: true };
}

/**
 * The border two places a question names share ("how long is the border between Spain and
 * Portugal"): the item of the first one's land boundaries that names the other ("Portugal 1,224
 * km"). Undefined when the question asks no border, names other than two places, or they share none.
 */
function sharedBorder(
  frame: QuestionFrame,
  knowledge: Knowledge,
): Extract<AskedFacts, { shape: 'border' }> | undefined {
  if (frame.places.length !== 2 || !frame.fields.some((f) => BORDER_FIELD_IDS.has(f.id))) return undefined;
  const facts = factsOf(frame.places, fieldById('borders'), knowledge, []);
  for (const { place, fact } of facts) {
    const other = frame.places.find((p) => p !== place)!;
    const item = borderWith(fact.items ?? [], other);
    if (item) return { shape: 'border', facts: [{ place, fact }], other, item };
  }
  // Both list their neighbours and neither names the other: they share no border.
  return facts.length === 2 ? { shape: 'border', facts, other: facts[1]!.place } : undefined;
}

/** The facts a question's frame asks of the Factbook; undefined when it asks none the Factbook holds. */
export function askedFacts(frame: QuestionFrame, knowledge: Knowledge): AskedFacts | undefined {
  if (frame.city) {
    const fact = knowledge.fact(frame.city.place, 'cities');
    return fact ? { shape: 'city', fact: { place: frame.city.place, fact }, city: frame.city } : undefined;
  }
  const field = frame.fields[0];
  if (!field) return undefined;
  const border = sharedBorder(frame, knowledge);
  if (border) return border;
  if (frame.shape === 'comparison') {
    const facts = factsOf(frame.places, field, knowledge, frame.years).filter(
      (f) => f.fact.number !== undefined,
    );
    return facts.length >= 2
      ? { shape: 'comparison', field, facts: facts.sort(byNumber), less: LESS.test(frame.resolved) }
      : undefined;
  }
  if (frame.shape === 'superlative' && field.kind === 'ranked') {
    const place = frame.places[0];
    const fact = place && factsOf([place], field, knowledge, frame.years)[0]?.fact;
    return place && fact?.ranked
      ? { shape: 'ranked', field, fact: { place, fact }, most: frame.most ?? true }
      : undefined;
  }
  if (frame.shape === 'superlative') {
    const candidates = frame.places.length >= 2 ? frame.places : (frame.region?.places ?? []);
    const facts = factsOf(candidates, field, knowledge, frame.years)
      .filter((f) => f.fact.number !== undefined)
      .sort(byNumber);
    if (facts.length < 2) return undefined;
    const most = frame.most ?? true;
    const ordered = most ? facts : facts.reverse();
    return {
      shape: 'superlative',
      field,
      // A list's places are all shown; a region's best few.
      facts: frame.places.length >= 2 ? ordered : ordered.slice(0, SHOWN_PLACES),
      most,
      ...(frame.places.length >= 2 || !frame.region ? {} : { region: frame.region.name }),
    };
  }
  if (frame.shape === 'fact') {
    const facts = frame.fields
      .slice(0, MAX_FIELDS)
      .flatMap((f) => factsOf(frame.places, f, knowledge, frame.years))
      .map((f) => seriesAsAsked(f, frame));
    return facts.length > 0 ? { shape: 'fact', facts } : undefined;
  }
  return undefined;
}

/** The library documents the facts are stated in, each once: what an answer from them cites. */
export function sourcesOfFacts(asked: AskedFacts): string[] {
  return [...new Set(factsStated(asked).map((f) => f.fact.source.id))];
}
