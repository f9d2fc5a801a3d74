import type { ChatMessage } from '@pardus/protocol';
import { fieldById, fieldsAsked, wordsAsking, type FieldSpec } from '../knowledge/factbook/catalogue.js';
import type { Knowledge } from '../knowledge/knowledge.js';
import { withoutPlaceNames, type Place } from '../knowledge/places/gazetteer.js';
import type { City } from '../knowledge/places/cities.js';
import { searchQueryFor, userQuestions } from '../quick/search-query.js';
import { resolveFollowUp } from '../text/follow-up.js';
import { answerType, type AnswerType } from '../text/question.js';
import { withMakerWords } from '../answer/extractive/answer-type.js';
import { namesIn, workAsked, type WorkAsked } from './names.js';
import { asksOverTime } from './over-time.js';
import { withoutLanguageNames } from '../knowledge/places/language-names.js';
import { withoutGroupsElsewhere } from '../knowledge/places/group-names.js';
import { withoutPastPlaces } from '../knowledge/places/past-places.js';
import { withoutFormerRulers } from '../knowledge/places/former-rulers.js';
import { conversionsAsked, type Conversion } from '../text/units-asked.js';

/**
 * What a question asks for, by its form:
 * - `fact`: a field of places ("What language do Brazilians speak?");
 * - `comparison`: places side by side on one field ("Which is bigger, Spain or Portugal?");
 * - `superlative`: the most or least of a region's places, a list of places, or a place's named
 *   things ("the most populous country in South America", "the largest lake in Chile");
 * - `city`: the people of a city, named or a country's capital ("the population of Sydney", "how
 *   many people live in the capital of France");
 * - `other`: anything else (definitions, explanations, people), answered from the sources' sentences.
 */
export type QuestionShape = 'fact' | 'comparison' | 'superlative' | 'city' | 'other';

/** The one reading of a question, computed once per request and shared by Quick and related questions. */
export interface QuestionFrame {
  /** As asked. */
  readonly text: string;
  /** A follow-up with what it points back to filled in ("What is the population of Chile?"). */
  readonly resolved: string;
  /** What is searched for. */
  readonly query: string;
  readonly type: AnswerType;
  readonly shape: QuestionShape;
  /** The places named (by name, other name or demonym), in the question's order. */
  readonly places: readonly Place[];
  /** A part of the world named ("South America", "Scandinavian"), with its places. */
  readonly region?: { readonly name: string; readonly places: readonly Place[] };
  /** The Factbook fields asked for, the one the question's noun names first. */
  readonly fields: readonly FieldSpec[];
  /** For a city's people: the city, with its country. */
  readonly city?: City;
  /** For a superlative: which end is asked ("most", "largest" → true; "least", "smallest" → false). */
  readonly most?: boolean;
  /** Names that are not places ("Mona Lisa", "Taylor Swift"): evidence must name each of them. */
  readonly names: readonly string[];
  /**
   * A work named with its kind ("the film Chicago", "Kansas the band"): its title is one of `names`,
   * and only a source that says it is such a work names it (the city of Chicago is no film).
   */
  readonly work?: Required<WorkAsked>;
  /** Years the question names ("GDP in 2023"): a fact without them does not answer it. */
  readonly years: readonly string[];
  /**
   * The question sets a place it names in the past ("the capital of ancient Egypt"): that place is
   * not among `places`, and no field of today's profile answers.
   */
  readonly past?: true;
  /** The question asks how its figures went over the years ("in recent years", "has it fallen"). */
  readonly overTime?: true;
  /** Other units the question asks its figures in ("in square miles"): each figure is given in them too. */
  readonly units: readonly Conversion[];
}

/** "largest", "most populous", "highest", "least": a superlative's words, and which end each asks for. */
const SUPERLATIVE =
  /\b(?:(?<most>most|largest|biggest|highest|longest|greatest|richest|wealthiest|oldest)|(?<least>least|fewest|smallest|lowest|shortest|poorest|youngest))\b/iu;
/** The whole world as a superlative's range: "in the world", "on earth", "the world's", "of all countries". */
const WORLD =
  /\b(?:in|on|of|across)\s+(?:the\s+)?(?:world|earth|planet|globe)\b|\bworld['’]s\b|\b(?:of\s+)?(?:all|any)\s+(?:other\s+)?countr(?:y|ies)\b/iu;
/** A superlative of one person ("the richest man", "the oldest woman"); "the oldest people" are a population. */
const SUPERLATIVE_PERSON =
  /\b(?:\p{L}+est|most\s+\p{L}+)\s+(?:man|woman|men|women|person|individual|billionaires?|celebrit(?:y|ies)|athletes?|players?|singers?|actors?|actress(?:es)?)\b/iu;
const COMPARATIVE =
  /\b(?:bigger|larger|smaller|more|less|fewer|higher|lower|longer|shorter|richer|poorer|older|younger|greater)\b|\bcompare[ds]?\b|\bcomparison\b|\bversus\b|\bvs\.?\b/iu;

/**
 * The fields asked, the most specifically worded first: "the largest economy" asks for GDP before the
 * area "largest" alone would, "the largest lake" for lakes (a superlative's named things win).
 */
function askedFields(text: string): FieldSpec[] {
  const lower = text.toLowerCase();
  const matched = fieldsAsked(text)
    .map((field) => ({ field, length: wordsAsking(field, lower).length }))
    .sort((a, b) => b.length - a.length)
    .map((m) => m.field);
  const ranked = matched.filter((f) => f.kind === 'ranked');
  return ranked.length > 0 && SUPERLATIVE.test(text) ? ranked : matched;
}

/** The question's shape from what it names (see QuestionShape). */
function shapeOf(q: {
  places: number;
  area: boolean;
  fields: readonly FieldSpec[];
  superlative: object | undefined;
  names: readonly string[];
  resolved: string;
}): QuestionShape {
  // "Who was Lincoln, the American president?": a question about a name that a demonym only
  // qualifies asks nothing of the place.
  if (q.names.length > 0) return 'other';
  const figures = q.fields.some((f) => f.kind === 'figure');
  const ranked = q.fields.some((f) => f.kind === 'ranked');
  if (q.superlative && (((q.area || q.places >= 2) && figures) || (q.places === 1 && ranked)))
    return 'superlative';
  if (q.places >= 2 && figures && COMPARATIVE.test(q.resolved)) return 'comparison';
  return q.places > 0 && q.fields.length > 0 ? 'fact' : 'other';
}

/** "the population of France's capital", "how many people live in the capital": a capital's people, not its country's. */
const CAPITALS_PEOPLE =
  /\b(?:population|people|inhabitants)\s+(?:(?:of|in|does|do|live|lives|living)\s+)*(?:the\s+)?(?:[\p{L}.' -]+?['’]s\s+)?capital\b|\bcapital(?:\s+city)?['’]s\s+population\b/iu;

/**
 * The capital whose people a question asks for, of the one place it names; `null` when the profile
 * does not list the capital's people (the country's are no answer); undefined when none is asked.
 */
function capitalAsked(text: string, places: readonly Place[], knowledge: Knowledge): City | null | undefined {
  if (!CAPITALS_PEOPLE.test(text)) return undefined;
  return (places.length === 1 && knowledge.capitalCity(places[0]!)) || null;
}

/**
 * Reads a question once: what it resolves to after the conversation, what to search, its places,
 * region, names and fields, and its shape. Pure: the same question and history give the same frame.
 */
export function understand(
  question: string,
  history: readonly ChatMessage[],
  knowledge: Knowledge,
): QuestionFrame {
  const resolved = resolveFollowUp(question, userQuestions(history));
  const { gazetteer } = knowledge;
  const named = withoutLanguageNames(resolved, gazetteer.placesIn(resolved));
  const present = withoutPastPlaces(resolved, named);
  const mentioned = withoutFormerRulers(resolved, present);
  const areas = gazetteer.areasIn(resolved);
  const homes = withoutGroupsElsewhere(resolved, mentioned, areas.length > 0);
  // "how tall is mount everest": a peak asked by its name is the highest point of the places it tops.
  const peak = homes.length === 0 ? peakAsked(resolved, knowledge) : [];
  // "the exchange rate of the yen": a currency of one country names it.
  const currency = homes.length === 0 && peak.length === 0 ? currencyAsked(resolved, knowledge) : [];
  const places = peak.length > 0 ? peak : currency.length > 0 ? currency : homes.map((m) => m.place);
  const superlative = SUPERLATIVE.exec(resolved)?.groups;
  // "the largest country in the world" ranks the world's countries; the World's own entry is no country.
  const area =
    areas[0] ??
    (superlative && places.length === 0 && WORLD.test(resolved)
      ? { area: 'the world', places: [...gazetteer.countries] }
      : undefined);
  // "How many Turkish people live in Germany?" asks for Germany's ethnic groups, not its population.
  // "the richest man in the world" asks for a person, whom no place's figures rank.
  const fields = SUPERLATIVE_PERSON.test(resolved)
    ? []
    : peak.length > 0
      ? [fieldById('highest-point')]
      : homes.length < mentioned.length
        ? [fieldById('ethnic-groups')]
        : askedFields(withoutPlaceNames(resolved, [...mentioned, ...areas], 'it'));
  const asksPeople = fields.some((f) => f.id === 'population');
  const namedCity = asksPeople ? withoutPastPlaces(resolved, knowledge.citiesIn(resolved))[0] : undefined;
  const city = namedCity ?? (asksPeople ? capitalAsked(resolved, places, knowledge) : undefined);
  // A named city is the subject, not a name the sources must hold as written.
  const work = workAsked(resolved);
  const names = namesIn(resolved, gazetteer, work).filter(
    (n) => !namedCity || !n.toLowerCase().includes(namedCity.text.toLowerCase()),
  );
  const shape: QuestionShape = city
    ? 'city'
    : city === null
      ? 'other'
      : shapeOf({
          places: places.length,
          area: area !== undefined,
          fields,
          superlative,
          names,
          resolved,
        });
  return {
    text: question,
    resolved,
    // "Who invented the telephone?" is found in the inventor's own entry ("inventor … of the telephone").
    query: withMakerWords(searchQueryFor(question, history), resolved),
    type: answerType(resolved),
    shape,
    places,
    ...(area ? { region: { name: area.area, places: area.places } } : {}),
    fields,
    ...(city ? { city } : {}),
    ...(superlative ? { most: superlative.most !== undefined } : {}),
    names,
    ...(work?.kind ? { work: { title: work.title, kind: work.kind } } : {}),
    years: [...new Set(resolved.match(/\b(?:1[5-9]\d\d|20\d\d)\b/gu) ?? [])],
    ...(present.length < named.length ? { past: true as const } : {}),
    ...(asksOverTime(resolved) ? { overTime: true as const } : {}),
    units: conversionsAsked(resolved),
  };
}

/** "how tall is mount everest", "the height of Mont Blanc", "mount kinabalu height in meters": a peak's height asked. */
const PEAK_HEIGHT =
  /^\s*(?:(?:how\s+(?:high|tall)\s+(?:is|are)|what\s+is\s+the\s+(?:height|elevation)\s+of|(?:height|elevation)\s+of)\s+(?:the\s+)?(?<name>[\p{L}' -]+?)|(?<before>[\p{L}' -]+?)\s+(?:height|elevation))(?:\s+in\s+(?:meters|metres|feet|m|ft))?\s*\??$/iu;
/** Words a peak's name may go by or without: "Mount Everest", "Cerro Aconcagua", "Mt. Fuji". */
const PEAK_WORDS = /^(?:mount|mt\.?|mont|monte|cerro|pico|puncak|gunung)\s+/iu;
/** Places a peak tops, of two at most ("Everest (China-Nepal)"): more names no one peak. */
const MAX_PEAK_PLACES = 2;

/**
 * The places whose highest point is the peak a question asks the height of, by its name with or
 * without "Mount" ("Mount Everest (highest peak in Asia …) 8,849 m" is Nepal's and China's).
 */
function peakAsked(question: string, knowledge: Knowledge): Place[] {
  const asked = PEAK_HEIGHT.exec(question)?.groups;
  const name = (asked?.name ?? asked?.before)?.trim();
  if (!name) return [];
  const bare = name.replace(PEAK_WORDS, '').toLowerCase();
  if (bare.length < 3) return [];
  const tops = new RegExp(`^(?:\\S+\\s+)?${bare.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\b`, 'iu');
  const holders = knowledge.gazetteer.countries.filter((place) => {
    const point = knowledge.fact(place, 'highest-point')?.text;
    return point !== undefined && tops.test(point.replace(PEAK_WORDS, ''));
  });
  return holders.length <= MAX_PEAK_PLACES ? holders : [];
}

/** "against the dollar", "to the US dollar": what an exchange rate is measured in. */
const AGAINST_THE_DOLLAR =
  /\b(?:against|versus|vs\.?|per|to|in) (?:the )?(?:us |u\.s\. |american )?dollars?\b/gu;

/** Fields a currency's name asks for by itself ("the yen to the dollar"). */
const CURRENCY_FIELDS: ReadonlySet<string> = new Set(['currency', 'exchange-rate']);

/**
 * The one country whose currency a question names when it names no place and asks of a currency
 * ("what is the yen worth against the dollar" → Japan, by "yen (JPY)"); none for a currency many
 * share (the euro) or a question of anything else.
 */
function currencyAsked(question: string, knowledge: Knowledge): Place[] {
  const asked = fieldsAsked(question);
  if (!asked.some((f) => CURRENCY_FIELDS.has(f.id))) return [];
  // The dollar a rate is against is not the currency asked of.
  const own = question.toLowerCase().replace(AGAINST_THE_DOLLAR, ' ');
  const words = new Set(own.match(/\p{L}+/gu) ?? []);
  const holders = knowledge.gazetteer.countries.filter((place) => {
    const name = knowledge
      .fact(place, 'currency')
      ?.text.replace(/\s*\(.*$/u, '')
      .toLowerCase();
    const head = name?.split(/\s+/u).at(-1);
    return head !== undefined && (words.has(head) || words.has(head.replace(/s$/u, '')));
  });
  return holders.length === 1 ? holders : [];
}
