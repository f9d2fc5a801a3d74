import { fieldById, singularNoun } from '../../knowledge/factbook/catalogue.js';
import type { Fact } from '../../knowledge/factbook/facts.js';
import { foldCase } from '../../text/analyzer.js';
import { definitionAlone } from '../../answer/extractive/text/gloss.js';
import type { Place } from '../../knowledge/places/gazetteer.js';

/**
 * A thing a place's facts name (the Amazon among Brazil's rivers, Afrikaans among South Africa's
 * languages): its own dictionary entry says what it is, which a research report explains beside the
 * list, from a source of its own.
 */
export interface NamedThing {
  name: string;
  place: Place;
  /** The catalogue field that lists it ("rivers"). */
  field: string;
}

/** Things of one field a report looks up: the first few, the largest or most spoken. */
const THINGS_PER_FIELD = 4;

/** Words a name of a lake or river carries in one language and not in another ("Ozero", "Lake", "Río"). */
const GENERIC = /\b(?:lake|lago|lagoa|ozero|lac|sea|river|rio|rivier|reka)\b/gu;
/** A name as compared: without accents, case or the generic words ("Río Paraná" and "Parana River" agree). */
export const foldName = (name: string): string =>
  foldCase(name)
    .replace(GENERIC, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The name of a list item, its shortest where it has several: "isiZulu or Zulu (official) 25.3%"
 * → Zulu; "Río de la Plata/Paraná" → Paraná (a longer one's words would crowd the others' entries out
 * of a search). An item starting lower-case ("other native languages") names nothing.
 */
function nameOfItem(item: string): string[] {
  const names = item
    .replace(/\([^)]*\)|\[[^\]]*\]|\d[\d.,]*%?/gu, ' ')
    // An item cut out of a list inside brackets ("Protestant (Evangelical Pentecostal <") keeps its name.
    .replace(/\([^)]*$|^[^(]*\)/gu, ' ')
    .replace(/[<>≈~]+/gu, ' ')
    .split(/\s+or\s+|\//u)
    .map((n) => n.replace(/\s+/gu, ' ').trim())
    .filter((n) => n.length >= 3 && /^\p{Lu}[\p{L}\p{M}'’ -]*$/u.test(n));
  const words = (n: string) => n.split(' ').length;
  return names.sort((a, b) => words(a) - words(b) || a.length - b.length).slice(0, 1);
}

/**
 * The things the places' facts name, for the fields a report looks their entries up for, in the
 * order of `fieldIds` (the report's: the fields the question names first); each thing once (the
 * salt lakes are among the major lakes).
 */
export function namedThings(
  facts: readonly Fact[],
  places: readonly Place[],
  fieldIds: readonly string[],
): NamedThing[] {
  const things: NamedThing[] = [];
  for (const id of fieldIds.filter((f) => fieldById(f).things)) {
    for (const fact of facts.filter((f) => f.field === id)) {
      const place = places.find((p) => p.code === fact.place);
      const items = fact.ranked?.map((r) => r.name) ?? fact.items ?? [];
      for (const name of items.slice(0, THINGS_PER_FIELD).flatMap(nameOfItem))
        if (place && !things.some((t) => t.place === place && t.name === name))
          things.push({ name, place, field: id });
    }
  }
  return things;
}

/**
 * Names one search looks up: the place's own profile matches every name and takes the first results,
 * and an entry often has a synonym's twin ("Tocantins", "Tocantins River"), so more would crowd the
 * last names' entries out of a search's few results.
 */
const NAMES_PER_SEARCH = 2;

/** The searches for a place's things, field by field: "Amazon Paraná river", "Tocantins São Francisco river". */
export function thingsQueries(things: readonly NamedThing[]): string[] {
  const fields = [...new Set(things.map((t) => t.field))];
  return fields.flatMap((id) => {
    const names = things.filter((t) => t.field === id).map((t) => t.name);
    const kind = singularNoun(fieldById(id).noun);
    return Array.from(
      { length: Math.ceil(names.length / NAMES_PER_SEARCH) },
      (_, i) => `${names.slice(i * NAMES_PER_SEARCH, (i + 1) * NAMES_PER_SEARCH).join(' ')} ${kind}`,
    );
  });
}

/** "Zulu (noun): a member of …  Zulu (noun): the Bantu language …": each sense of an entry. */
const SENSE =
  /(?:^|\n|\s{2,})([^\n():]+?) \(noun\): ([^\n]+?)(?=\s{2,}\S[^\n():]* \((?:noun|verb|adjective|adverb)\):|\n|$)/gu;

/**
 * The thing a dictionary entry is the entry of, with its sense of that kind ("Afrikaans (noun): an
 * official language of …" for a language; not "Paraguay (noun): a landlocked republic" for a river).
 */
export function thingOfEntry(
  things: readonly NamedThing[],
  title: string,
  text: string,
): { thing: NamedThing; definition: string } | undefined {
  const folded = foldName(title);
  const thing = folded ? things.find((t) => foldName(t.name) === folded) : undefined;
  const kind = thing && fieldById(thing.field).things;
  if (!thing || !kind) return undefined;
  for (const match of text.matchAll(SENSE)) {
    const definition = definitionAlone(match[2]!).replace(/[.\s]+$/u, '');
    if (kind.test(definition)) return { thing, definition };
  }
  return undefined;
}
