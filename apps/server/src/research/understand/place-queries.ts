import type { QuestionFrame } from './frame.js';
import { thingsQueries } from './named-things.js';
import { isWater } from '../../knowledge/places/gazetteer.js';

/**
 * Searches for a question about places: one per place and aspect ("Norway government", "Sweden
 * government"), places taking turns so each is searched for before any is searched twice. When there
 * are more pairs than `max`, a place's aspects share one search ("Singapore history background
 * economy"); more places than searches share them. A region is searched by its name with each aspect, then by its first places. Room
 * left goes to a single place's name alone (its dictionary entry), then the things its facts name
 * (its rivers, its languages), then the aspects' sub-aspects, so a
 * plan ends short of the budget only when nothing is left.
 */
export function placeQueries(frame: QuestionFrame, max: number): string[] {
  const places = frame.places.map((p) => p.name);
  const aspects = frame.aspects.map((a) => a.search);
  const queries: string[] = [];
  const add = (query: string) => {
    if (queries.length < max && !queries.includes(query)) queries.push(query);
  };
  if (frame.shape === 'region' && frame.region) {
    // A sea's or a lake's name alone finds its own entry, the report's first line ("The Caspian Sea
    // is a large saltwater lake between Iran and Russia"): no profile says what the water is.
    if (isWater(frame.region)) add(frame.region);
    for (const aspect of aspects) add(`${frame.region} ${aspect}`);
    // Then its places one by one, most populous first, until the budget is spent (the region's own
    // search finds the others).
    for (const place of places) add(`${place} ${aspects.join(' ')}`);
    return queries;
  }
  if (places.length * aspects.length <= max) {
    for (const aspect of aspects) for (const place of places) add(`${place} ${aspect}`);
    // Room left: the second searches of aspects whose facts sit in two places of an entry.
    // One the plan already makes in other words (history's own search reads the introduction) is skipped.
    const planned = (place: string, also: string) =>
      queries.some(
        (q) => q.startsWith(`${place} `) && also.split(' ').every((w) => q.split(' ').includes(w)),
      );
    for (const also of frame.aspects.flatMap((a) => (a.alsoSearch ? [a.alsoSearch] : []))) {
      const unplanned = places.filter((place) => !planned(place, also));
      if (queries.length + unplanned.length <= max) for (const place of unplanned) add(`${place} ${also}`);
    }
    // A single place's name alone finds its dictionary entry (the report's first line: "Kenya is a
    // republic in eastern Africa") and its profile's overview; a comparison's budget goes to the facts.
    if (places.length === 1) add(places[0]!);
    // Then the things its facts name, by their own names ("Amazon Paraná Tocantins river"): their
    // entries say what each is, which the profile's list does not.
    for (const query of thingsQueries(frame.things)) add(query);
    // Then the sub-aspects (the executive, the courts; public finances), aspects and places taking
    // turns, until the budget is spent or nothing is left to ask.
    const subs = frame.aspects.map((a) => a.subSearches ?? []);
    const rounds = Math.max(0, ...subs.map((s) => s.length));
    for (let i = 0; i < rounds; i += 1)
      for (const sub of subs) for (const place of places) if (sub[i]) add(`${place} ${sub[i]}`);
    return queries;
  }
  // A shared search names each aspect by its first word only: more words of one aspect ("geography
  // location terrain") would crowd the other's entry out of the results.
  const heads = aspects.map((a) => a.split(' ')[0] ?? a);
  // More places than searches: neighbours in the question's order share one ("Serbia Kosovo
  // history"), so that no place goes unsearched.
  // Every search is spent: the first places alone, the last ones in pairs (or more) as needed.
  if (places.length > max) {
    const base = Math.floor(places.length / max);
    const larger = places.length % max;
    let at = 0;
    for (let group = 0; group < max; group += 1) {
      const size = base + (group >= max - larger ? 1 : 0);
      add(`${places.slice(at, at + size).join(' ')} ${heads.join(' ')}`);
      at += size;
    }
    return queries;
  }
  // Aspects in groups so that every place gets the same number of searches.
  const perPlace = Math.max(1, Math.floor(max / Math.max(1, places.length)));
  const groups = Array.from({ length: perPlace }, (_, i) =>
    heads.filter((_, j) => j % perPlace === i).join(' '),
  ).filter(Boolean);
  for (const group of groups) for (const place of places) add(`${place} ${group}`);
  return queries;
}
