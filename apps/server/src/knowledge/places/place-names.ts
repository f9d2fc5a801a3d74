import nlp from 'compromise';
import type { Place } from './gazetteer.js';

/** "Norway" → "Norway's"; "Philippines" → "the Philippines'". */
export function possessive(place: Place): string {
  const name = displayName(place);
  return /s$/u.test(name) ? `${name}'` : `${name}'s`;
}

/** Names said with "the": "the Philippines", "the United States", "the Netherlands". */
export function displayName(place: Place, start = false): string {
  const the =
    /^(?:United|Netherlands|Philippines|Bahamas|Gambia|Maldives|Czech Republic|Dominican|Central African|Solomon|Marshall|Comoros|Seychelles|Falkland|Faroe|Cayman)/u.test(
      place.name,
    );
  return the ? `${start ? 'The' : 'the'} ${place.name}` : place.name;
}

/**
 * Whether a value is a clause of its own with the place as its subject ("Eritrea mandates military
 * service for all citizens age 18-40", "the Philippines has …"): it is said as written, since
 * "Eritrea's military service is Eritrea mandates …" is no sentence.
 */
export function opensWithItsPlace(place: Place, value: string): boolean {
  const names = [displayName(place), place.name, ...place.aliases].map((name) => name.toLowerCase());
  const lower = value.toLowerCase();
  const name = names.find((n) => lower.startsWith(`${n} `));
  if (!name) return false;
  // Tagged in the whole clause: alone, "mandates military service" reads as a plural noun.
  const words = name.split(/\s+/u).length;
  return nlp(value).terms().eq(words).has('#Verb');
}
