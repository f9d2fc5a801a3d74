import { definitionAlone, glossParts } from '../../answer/extractive/text/gloss.js';
import type { Place } from '../../knowledge/places/gazetteer.js';

/** What a dictionary calls a state: "a republic in eastern Africa", "a landlocked federal republic". */
const STATE_KIND =
  /^(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:republic|kingdom|monarchy|country|state|nation|federation|confederation|principality|emirate|sultanate|island|archipelago|territory|commonwealth|democracy)\b/iu;

/**
 * The place a dictionary entry is the entry of ("Kenya (noun): a republic in eastern Africa; …"):
 * titled by its name or another name of it, and defining a state, not its people or language
 * ("Swiss: a native or inhabitant of Switzerland" is not Switzerland's entry).
 */
export function placeOfEntry(
  places: readonly Place[],
  title: string,
  text: string,
): { place: Place; definition: string } | undefined {
  const gloss = glossParts(text);
  if (!gloss || gloss.pos !== 'noun' || !STATE_KIND.test(gloss.definition)) return undefined;
  const name = title.toLowerCase();
  const place = places.find((p) => [p.name, ...p.aliases].some((n) => n.toLowerCase() === name));
  // The entry's definition only: its synonyms and examples follow it on the same line.
  const definition = definitionAlone(gloss.definition.split('\n')[0]!);
  return place ? { place, definition } : undefined;
}

/**
 * The entry's line as the opening of a report on the place: "Kenya is a republic in eastern Africa",
 * its first clause (the next ones, "achieved independence … in 1963", the profile states with its
 * date).
 */
export function entrySentence(name: string, definition: string): string {
  const [first = ''] = definition.replace(/[.\s]+$/u, '').split(/;\s*/u);
  return `${name} is ${first}`;
}
