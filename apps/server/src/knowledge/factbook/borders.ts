import type { Place } from '../places/gazetteer.js';

/** The catalogue fields that ask about a place's borders: of two places named, the one they share. */
export const BORDER_FIELD_IDS: ReadonlySet<string> = new Set(['borders', 'land-boundaries']);

/** An item of a profile's border countries: its neighbour's name, then how long the border is. */
const ITEM = /^(?<name>[^\d(]+?)\s*(?:\(|\d)/u;
/** "1,224 km", "8,891 km (including 2,475 km with Alaska)": one stretch, with the profile's note. */
const ONE_STRETCH = /^(?<length>\d[\d,.]*\s*km)\s*(?<note>\([^()]*\))?\s*$/u;

/**
 * The item of a place's border countries that names `other` ("Portugal 1,224 km" among Spain's),
 * by any name it goes by; undefined when the two share no border.
 */
export function borderWith(items: readonly string[], other: Place): string | undefined {
  const names = new Set([other.name, ...other.aliases].map((n) => n.toLowerCase()));
  return items.find((item) => {
    const name = ITEM.exec(item)?.groups?.name?.toLowerCase();
    return name !== undefined && names.has(name);
  });
}

/**
 * How long a border item says the border is, when it is one stretch ("Portugal 1,224 km" → 1,224 km);
 * undefined for several stretches ("Morocco (Ceuta) 8 km and Morocco (Melilla) 10.5 km").
 */
export function borderLength(item: string): { length: string; note?: string } | undefined {
  const at = item.search(/\d/u);
  const found = at < 0 ? undefined : ONE_STRETCH.exec(item.slice(at))?.groups;
  if (!found?.length) return undefined;
  return found.note ? { length: found.length, note: found.note } : { length: found.length };
}
