import { foldCase } from '../../text/analyzer.js';
import type { RankedThing } from '../factbook/facts.js';
import type { Place } from './gazetteer.js';

/** A city of a country's major urban areas, with its people. */
export interface City {
  place: Place;
  /** Its urban area as the Factbook names it ("Los Angeles-Long Beach-Santa Ana"). */
  urbanArea: RankedThing;
  /** Whether it is the country's capital. */
  capital: boolean;
}

/** A city named in a text. */
export interface CityMention extends City {
  /** The words as written ("lagos"), and where they start. */
  text: string;
  index: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * The names a city goes by: its urban area's name and the first city of a joined one ("Dallas" of
 * "Dallas-Fort Worth", "Marseille" of "Marseille-Aix-en-Provence").
 */
function namesOf(urbanArea: string): string[] {
  const first = urbanArea.split(/-(?=\p{Lu})/u)[0]!.trim();
  return [...new Set([urbanArea, first])].filter((n) => n.length >= 4);
}

/** Whether a city's name is the capital's ("Washington, D.C." and "Washington, D.c."; "Mombassa" is not Nairobi). */
export const isCapitalName = (city: string, capital: string | undefined): boolean =>
  capital !== undefined && foldCase(capital).startsWith(foldCase(city).replace(/[.,\s]+$/u, ''));

/** "Paris, Texas": the words after a comma that say which town of a name is meant. */
const QUALIFIER = /^\s*,\s*([^,?!.;]+)/u;

/**
 * The cities of every country's major urban areas, found in a text by name. A name that is a
 * country's or territory's ("Singapore", "Kuwait") names the place, not a city of it; a name
 * qualified by somewhere else than its country ("Paris, Texas") is another town of that name.
 */
export function createCityIndex(
  cities: readonly City[],
  places: { isPlaceName(name: string): boolean; names(text: string, place: Place): boolean },
): { citiesIn(text: string): CityMention[] } {
  const entries = cities.flatMap((city) =>
    namesOf(city.urbanArea.name)
      .filter((name) => !places.isPlaceName(name))
      .map((name) => ({
        city,
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(foldCase(name))}(?![\\p{L}\\p{N}])`, 'u'),
      })),
  );
  return {
    citiesIn(text) {
      const folded = foldCase(text);
      const found: CityMention[] = [];
      for (const { city, pattern } of entries) {
        const match = pattern.exec(folded);
        const qualifier = match && QUALIFIER.exec(text.slice(match.index + match[0].length))?.[1];
        if (qualifier && !places.names(qualifier, city.place)) continue;
        if (match && !found.some((f) => f.urbanArea === city.urbanArea))
          found.push({
            ...city,
            text: text.slice(match.index, match.index + match[0].length),
            index: match.index,
          });
      }
      return found.sort((a, b) => a.index - b.index);
    },
  };
}
