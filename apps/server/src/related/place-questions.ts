import type { Gazetteer, Place } from '../knowledge/places/gazetteer.js';
import { fieldsAsked } from '../knowledge/factbook/catalogue.js';
import { withoutLanguageNames } from '../knowledge/places/language-names.js';
import { withoutPastPlaces } from '../knowledge/places/past-places.js';
import { displayName } from '../knowledge/places/place-names.js';

/**
 * Questions about one attribute of a place, in the order a reader tends to want them. Each is worded
 * so `fieldsAsked` reads the field it asks for (the library then answers it from the field itself);
 * a test checks that.
 */
export const PLACE_QUESTIONS: readonly ((place: string) => string)[] = [
  (p) => `What is the population of ${p}?`,
  (p) => `What is the capital of ${p}?`,
  (p) => `What languages are spoken in ${p}?`,
  (p) => `What currency does ${p} use?`,
  (p) => `What is the climate of ${p}?`,
  (p) => `What does ${p} export?`,
  (p) => `What type of government does ${p} have?`,
  (p) => `What is the highest point in ${p}?`,
];

const fieldsOf = (question: string) => new Set(fieldsAsked(question).map((f) => f.id));

/**
 * What a reader may ask next about the places a question names: other attributes of the first place,
 * then the attribute asked for, of its neighbours (places sharing its most specific part of the world).
 */
export function placeQuestions(question: string, gazetteer: Gazetteer): string[] {
  // Read as Quick reads them: "Spanish" in "Besides Spanish, which languages …" is a language.
  const named = withoutPastPlaces(question, withoutLanguageNames(question, gazetteer.placesIn(question))).map(
    (m) => m.place,
  );
  const first = named[0];
  if (!first) return [];
  const asked = fieldsOf(question);
  const otherAspects = PLACE_QUESTIONS.map((ask) => ask(displayName(first))).filter(
    (q) => ![...fieldsOf(q)].some((label) => asked.has(label)),
  );
  // The attribute asked of a neighbour: "What is the population of Chile?" → of Peru, of Argentina.
  const template = PLACE_QUESTIONS.find((ask) => [...fieldsOf(ask('X'))].some((label) => asked.has(label)));
  const others = named.slice(1);
  const neighbours = template
    ? [...others, ...neighboursOf(first, gazetteer).filter((p) => !named.includes(p))].map((p) =>
        template(displayName(p)),
      )
    : others.flatMap((p) => PLACE_QUESTIONS.slice(0, 2).map((ask) => ask(displayName(p))));
  // Interleaved so a short list has both kinds: two of the place, one of a neighbour, …
  return interleave(otherAspects, neighbours);
}

/**
 * The place's neighbours: the countries it borders on land, else (islands) the countries sharing its
 * most specific part of the world, by name.
 */
export function neighboursOf(place: Place, gazetteer: Gazetteer): Place[] {
  const bordering = (place.borders ?? [])
    .map((name) => gazetteer.byName(name))
    .filter((p): p is Place => p !== undefined && p !== place);
  if (bordering.length > 0) return bordering;
  const areas = [...place.areas].reverse(); // the last is the most specific ("Eastern Africa")
  for (const area of areas) {
    const near = gazetteer.places
      .filter((p) => p !== place && !p.dependency && p.areas.includes(area))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (near.length > 0 && near.length <= 25) return near;
  }
  return [];
}

function interleave(primary: readonly string[], secondary: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0, j = 0; i < primary.length || j < secondary.length;) {
    if (i < primary.length) out.push(primary[i++]!);
    if (i < primary.length) out.push(primary[i++]!);
    if (j < secondary.length) out.push(secondary[j++]!);
  }
  return out;
}
