import { readFactbookArchive, type RawProfile } from './factbook/archive.js';
import { FACTBOOK_EDITION } from './factbook/edition.js';
import { factsOfProfile, type Fact } from './factbook/facts.js';
import { placeOf } from './places/factbook-places.js';
import { createGazetteer, type Gazetteer, type Place } from './places/gazetteer.js';
import { createCityIndex, isCapitalName, type City, type CityMention } from './places/cities.js';
import { yieldToEventLoop } from '../search/library/sources/yield-to-event-loop.js';

/**
 * The offline engine's facts, read once per process from the vendored final edition of the World
 * Factbook: the places (names, other names, demonyms, regions, borders) and each place's typed facts.
 * Quick, Deep, related questions and library ranking all read them from here.
 */
export interface Knowledge {
  readonly edition: typeof FACTBOOK_EDITION;
  readonly gazetteer: Gazetteer;
  /** The place's fact for a catalogue field ("no", "head-of-government"), if its profile has it. */
  fact(place: Place | string, field: string): Fact | undefined;
  /**
   * The cities of the countries' major urban areas a text names ("What is the population of
   * Sydney?"), with their people; read on first use.
   */
  citiesIn(text: string): CityMention[];
  /** A place's capital among its major urban areas, with its people, if the profile lists it. */
  capitalCity(place: Place): City | undefined;
  /** The place a library document is about ("factbook.no.government" → Norway), if it is a profile's. */
  placeOfSource(id: string): Place | undefined;
}

/** Builds the knowledge from profiles (the archive's, or a test's own). */
export function createKnowledge(profiles: readonly RawProfile[]): Knowledge {
  const places: Place[] = [];
  const json = new Map<string, unknown>();
  for (const profile of profiles) {
    const place = placeOf(profile.code, profile.folder, profile.json);
    if (place) places.push(place);
    json.set(profile.code, profile.json);
  }
  // A profile's facts are read the first time one is asked for: most places are never asked about.
  const facts = new Map<string, Map<string, Fact>>();
  const factsOf = (code: string) => {
    let found = facts.get(code);
    if (!found)
      facts.set(code, (found = new Map(factsOfProfile(code, json.get(code)).map((f) => [f.field, f]))));
    return found;
  };
  const gazetteer = createGazetteer(places);
  const byCode = new Map(places.map((p) => [p.code, p]));
  const fact = (place: Place | string, field: string) => {
    const code = typeof place === 'string' ? place : place.code;
    return json.has(code) ? factsOf(code).get(field) : undefined;
  };
  const citiesOf = (place: Place): City[] => {
    const capital = fact(place, 'capital')?.text;
    return (fact(place, 'cities')?.ranked ?? []).map((urbanArea) => ({
      place,
      urbanArea,
      capital: isCapitalName(urbanArea.name, capital),
    }));
  };
  let cityIndex: ReturnType<typeof createCityIndex> | undefined;
  const cityPlaces = {
    isPlaceName: (name: string) =>
      gazetteer.placesIn(name).some((m) => m.text.toLowerCase() === name.toLowerCase()),
    names: (text: string, place: Place) => gazetteer.placesIn(text).some((m) => m.place === place),
  };
  return {
    edition: FACTBOOK_EDITION,
    gazetteer,
    fact,
    citiesIn: (text) => {
      cityIndex ??= createCityIndex(places.flatMap(citiesOf), cityPlaces);
      return cityIndex.citiesIn(text);
    },
    capitalCity: (place) => citiesOf(place).find((c) => c.capital),
    placeOfSource: (id) => byCode.get(/^factbook\.([a-z]{2})\./u.exec(id)?.[1] ?? ''),
  };
}

let loaded: Promise<Knowledge> | undefined;

/**
 * The knowledge of the vendored final edition, read once per process (gunzip, parse, index: about
 * 0.3 s) and kept; main.ts starts it once listening and counts it in readiness. An unreadable
 * archive gives empty knowledge (questions then have no place subjects), never a failed start.
 */
export function loadKnowledge(): Promise<Knowledge> {
  loaded ??= (async () => {
    const profiles = await readFactbookArchive().catch(() => []);
    await yieldToEventLoop();
    return createKnowledge(profiles);
  })();
  return loaded;
}
