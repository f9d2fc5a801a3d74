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
