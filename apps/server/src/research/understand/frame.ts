import { asksOverTime } from '../../question/over-time.js';
import nlp from 'compromise';
import { analyzeSubject } from '../../text/analyzer.js';
import { answerType, questionCore } from '../../text/question.js';
import { namesIn } from '../../question/names.js';
import {
  ASPECTS,
  aspectById,
  aspectFieldIds,
  aspectsAsked,
  DEFAULT_ASPECTS,
  DEFAULT_COMPARISON_ASPECTS,
  DEFAULT_WATER_ASPECTS,
  leadWithAskedFields,
  type Aspect,
} from './aspects.js';
import type { Fact } from '../../knowledge/factbook/facts.js';
import type { Knowledge } from '../../knowledge/knowledge.js';
import {
  isOcean,
  isWater,
  withoutPlaceNames,
  type Place,
  type PlaceMention,
} from '../../knowledge/places/gazetteer.js';
import { namedThings, type NamedThing } from './named-things.js';
import { questionParts } from './question-parts.js';
import { adjectiveForms } from './name-forms.js';
import { withoutLanguageNames } from '../../knowledge/places/language-names.js';
import { withoutGroupsElsewhere } from '../../knowledge/places/group-names.js';
import { withoutPastPlaces } from '../../knowledge/places/past-places.js';
import { withoutFormerRulers } from '../../knowledge/places/former-rulers.js';
import { fieldsAsked, wordsAsking, type FieldSpec } from '../../knowledge/factbook/catalogue.js';

/**
 * The shape of a research question: places compared side by side, one place on several aspects,
 * the places of a part of the world, or a concept to explain.
 */
export type QuestionShape = 'comparison' | 'place' | 'region' | 'concept';

/** "who" a few words before the words asking for a person: "who leads", "who is the president". */
const WHO_BEFORE = /\bwho\b(?:\s+[\p{L}'-]+){0,3}\s*$/u;

/**
 * The aspects asked, with the aspect of each fact the question asks in words of its own that none of
 * them holds ("how big is it, and how much of it is forest": the forest cover is the environment's)
 * when the fact is a quantity or a name ("how high does it rise": its highest point). A question asking no aspect is given `defaults`, with those aspects.
 */
function withAspectsOfFactsAsked(
  asked: readonly Aspect[],
  question: string,
  defaults: readonly Aspect[],
): Aspect[] {
  const held = (id: string, aspects: readonly Aspect[]) =>
    aspects.some((a) => a.fields.some((f) => f.id === id));
  const lower = question.toLowerCase();
  // A quantity or a name only: a list's words say more than it ("rivers" of polluted rivers, "speak of").
  // A person where "who" asks for one ("who leads each of them today"; "what leads to" asks for none).
  const asksFor = (field: FieldSpec, at: number) =>
    field.kind === 'figure' ||
    field.kind === 'name' ||
    (field.kind === 'person' && WHO_BEFORE.test(lower.slice(Math.max(0, at - 30), at)));
  const added = fieldsAsked(question)
    // In the question's order: "Which is bigger, …? And what are their capitals?" is geography first.
    .map((field) => ({ field, at: lower.indexOf(wordsAsking(field, lower)) }))
    .filter(({ field, at }) => asksFor(field, at) && !held(field.id, asked))
    .sort((a, b) => a.at - b.at)
    .flatMap(({ field }) => ASPECTS.filter((aspect) => held(field.id, [aspect])).slice(0, 1));
  // Facts asked in their own words and no aspect: the report is about those facts' aspects.
  const base = asked.length > 0 || added.length > 0 ? asked : defaults;
  return [...new Set([...base, ...added])];
}

/**
 * An ocean named beside other places is where they lie ("the island countries in the Atlantic
 * Ocean, Cabo Verde and Sao Tome and Principe"), not a subject of its own.
 */
function withoutSettingOceans(mentions: PlaceMention[]): PlaceMention[] {
  const land = mentions.filter((m) => !isOcean(m.place));
  return land.length > 0 ? land : mentions;
}

/** What a research question is about, read once and shared by planning, evidence and writing. */
export interface QuestionFrame {
  shape: QuestionShape;
  /** The places asked about (for a region, its places), in the question's order. */
  places: Place[];
  /** The part of the world asked about ("Southeast Asia"), for a region question. */
  region?: string;
  /** The aspects asked about, in report order (defaults when a place question names none). */
  aspects: Aspect[];
  /** True when the question itself named the aspects (not the defaults). */
  aspectsNamed: boolean;
  /** Names that are not places ("Atlantis", "Roman Empire"): evidence must name one of them. */
  names: string[];
  /** The concept's stemmed terms (what a concept question is about), e.g. ["semi", "conserv", "replic"]. */
  conceptTerms: string[];
  /**
   * Of a concept question asking several things ("Why do clouds form, and where does the rain go?"),
   * each part's terms among `conceptTerms`: a source answering one part is on the subject.
   */
  conceptParts?: string[][];
  /** A concept term's other written forms: a name's adjective ("rome" → "roman": "emperors of ancient Rome"). */
  termForms?: Readonly<Record<string, readonly string[]>>;
  /** A short concept in the question's own words ("bank", "semi conservative replication"): searched as it is. */
  concept?: string;
  /**
   * Other content terms of the question: of a concept with names, its aspect in words ("census",
   * "colony"); of places, what is asked of them beyond an aspect's name ("independ" in "How did East
   * Timor become independent?"): prose naming them answers first.
   */
  otherTerms: string[];
  /**
   * Of a concept "X of Y", the terms of X: what is asked of the subject, not the subject ("stage" in
   * "the stages of photosynthesis"). A dictionary entry for one of these alone is about something else.
   */
  aspectTerms?: string[];
  /** Years the question names ("in 2031"): evidence without them does not answer it. */
  years: string[];
  /** True when the question asks how figures went over the years: a yearly series is stated whole. */
  overTime?: boolean;
  /** True when the question compares ("Compare Newton and Einstein"): its names need not meet in one source. */
  compares: boolean;
  /** True for "What is X?" questions: a source is about X only when it is about all of X. */
  definition: boolean;
  /**
   * The typed facts of the places for every aspect's key fields and prose, from the knowledge layer:
   * a report states one where the evidence holds the library document that states it.
   */
  facts: readonly Fact[];
  /**
   * The things the asked aspects' facts name (a single place's rivers, languages): a report looks up
   * their own entries and explains them beside the list.
   */
  things: readonly NamedThing[];
}

const YEAR = /\b(1[5-9]\d\d|20\d\d)\b/gu;

/**
 * Words that ask or carry the sentence rather than name a topic: request verbs, and light verbs of a
 * description ("gives off", "managed to", "something"), and the doers and doings any question has ("where
 * does origami come from, and what do people make with it": origami is the concept).
 */
const REQUEST_WORDS =
  /\b(?:compare|comparison|contrast|differ(?:ence|ences|ent)?|summari[sz]e|describe|explain|overview|report|tell|main|key|between|versus|vs|how|what|which|why|relies?|rely|similar(?:ities)?|write|about|meanings?|senses?|definitions?|word|term|phrase|different|happen(?:s|ed|ing)?|occur(?:s|red|ring)?|(?:give|gives|giving|gave)\s+off|manag(?:e|es|ed|ing)\s+to|something|anything|at\s+all|(?:comes?|came)\s+from|mak(?:e|es|ing)|made|people)\b/giu;

/** Every catalogue field a report about places may state: the aspects' key fields and prose. */
const REPORT_FIELD_IDS = [...new Set(ASPECTS.flatMap(aspectFieldIds))];

/** The places' typed facts of those fields. */
const factsOfPlaces = (places: readonly Place[], knowledge: Knowledge): Fact[] =>
  places.flatMap((place) =>
    REPORT_FIELD_IDS.map((id) => knowledge.fact(place, id)).filter((f) => f !== undefined),
  );

/** What the place broken from is named with: "from France", "from South African rule". */
const RULER = /\bfrom\s+(?:the\s+)?(?:\p{Lu}[\p{L}'-]*\s+)*(?:rule|control|occupation|domination)\b/gu;

/**
 * A relation that leads to another place: "lean on India", "depend on South Africa", "trade with
 * China", "what kind of tie do they still have with America", the goods sold to or bought from it:
 * "selling to China", "how much of it goes to China", "buy their oil from Russia", and who acted on the places asked: "once run by
 * the United States", "colonised by Spain".
 */
const RELATION_BEFORE =
  /\b(?:(?:lean(?:s|ing)?|depend(?:s|ing|ent)?|rel(?:y|ies|ying|iant)|trades?|trading|allied|alliance|aid)\s+(?:(?:up)?on|with|to|from)|(?:relations?(?:hip)?|ties?|links?|connections?|bonds?)(?:\s+[\p{L}-]+){0,4}?\s+(?:with|to)|(?:run|ruled|governed|administered|coloni[sz]ed|occupied|controlled|annexed|invaded|conquered|protected|defended|backed|funded)(?:\s+[\p{L}-]+){0,3}?\s+by|(?:sell(?:s|ing)?|sold|export(?:s|ing|ed)?|ship(?:s|ping|ped)?)(?:\s+[\p{L}-]+){0,3}?\s+to|(?:go(?:es|ing)?|went|sent|flows?)\s+to|(?:buy(?:s|ing)?|bought|import(?:s|ing|ed)?)(?:\s+[\p{L}-]+){0,3}?\s+from)\s+(?:the\s+)?$/iu;

/**
 * Where a place lies, said by its neighbours: "squeezed in between Argentina and Brazil", "next to
 * India", "bordered by Russia". After a place already named, these are its surroundings.
 */
const WHERE_BEFORE =
  /\b(?:between|next\s+to|bordered\s+by|border(?:s|ing)|neighbou?r(?:s|ing)|beside|wedged\s+(?:in\s+)?between)\s+(?:the\s+)?$/iu;

/**
 * The places a question asks about, without one its subject's relations lead to: "What does Bhutan
 * live on, and how much does it lean on India?" is about Bhutan (India is its partner, stated in its
 * facts, not a second subject set beside it). Only a place named after another, right after the relation.
 */
function withoutPartners(question: string, mentions: PlaceMention[]): PlaceMention[] {
  if (mentions.length < 2) return mentions;
  const partners = new Set<PlaceMention>();
  mentions.forEach((m, i) => {
    if (i === 0) return;
    const before = question.slice(0, m.index);
    const previous = mentions[i - 1]!;
    // "between Argentina and Brazil": the second of a pair where the first is a neighbour.
    const pairedWith =
      partners.has(previous) &&
      /^\s+and\s+(?:the\s+)?$/iu.test(question.slice(previous.index + previous.text.length, m.index));
    if (RELATION_BEFORE.test(before) || WHERE_BEFORE.test(before) || pairedWith) partners.add(m);
  });
  const subjects = mentions.filter((m) => !partners.has(m));
  return subjects.length > 0 ? subjects : mentions;
}

/** The stems of the aspects' own names and searches ("histori", "govern"): they ask for no sentence in particular. */
const ASPECT_NAME_TERMS = new Set(ASPECTS.flatMap((a) => analyzeSubject(`${a.title} ${a.search}`).terms));

/** What a question asks of its places beyond an aspect's name (its places and request words left out). */
const askedBeyondAspects = (rest: string): string[] =>
  analyzeSubject(rest.replace(REQUEST_WORDS, ' ')).terms.filter((t) => !ASPECT_NAME_TERMS.has(t));

/** Words a concept defined by "What is …?" has at most: more describe a thing rather than name it. */
const MAX_DEFINED_TERMS = 4;

/** Words an aspect of a concept ("the history of …") has at most. */
const MAX_ASPECT_TERMS = 3;

/**
 * The sentences of a text that ask: all but the statements (ended by "." or "!"; a question searched
 * as typed may have lost its last "?"). The whole text when none or all of them ask.
 */
function askingSentences(text: string): string {
  const sentences = text.trim().split(/(?<=[.?!])\s+/u);
  const asking = sentences.filter((s) => !/[.!]$/u.test(s.trim()));
  return asking.length > 0 && asking.length < sentences.length ? asking.join(' ') : text;
}

/** Reads what a research question asks: its places (or region), aspects, names and shape. */
export function frameQuestion(question: string, knowledge: Knowledge): QuestionFrame {
  const places = knowledge.gazetteer;
  const years = [...new Set(question.match(YEAR) ?? [])];
  const areas = places.areasIn(question);
  const beforeRulers = withoutGroupsElsewhere(
    question,
    withoutPastPlaces(question, withoutLanguageNames(question, places.placesIn(question))),
    areas.length > 0,
  );
  const named = withoutFormerRulers(question, beforeRulers);
  const mentions = withoutSettingOceans(withoutPartners(question, named));
  // Names are read without the places and request words: "Atlantis" stays, "Norway" is a place.
  // A partner's name is no word asked either ("run by the United States": no fact is asked for "states").
  const rest = withoutPlaceNames(question, [...named, ...areas]).replace(RULER, ' ');
  // Names are read as Quick reads them (question/names.ts), without the request's own words.
  const names = namesIn(question, places).filter((n) => n.replace(REQUEST_WORDS, '').trim() !== '');
  // "Iceland is all volcanoes and glaciers. Where does its electricity come from?": a statement
  // before the question sets the scene; the question's own sentences say what is asked.
  const asking = askingSentences(rest);
  const askedInQuestion = asking === rest ? [] : aspectsAsked(asking);
  const askedInWords = askedInQuestion.length > 0 ? askedInQuestion : aspectsAsked(rest);
  // A power that once ruled the place, named beside other things asked ("it was German before it
  // was French and British"), asks for its history too.
  const history = aspectById('history')!;
  const namesRuler = named.length < beforeRulers.length;
  const asked =
    namesRuler && askedInWords.length > 0 && !askedInWords.includes(history)
      ? [...askedInWords, history]
      : askedInWords;
  const base = {
    names,
    years,
    overTime: asksOverTime(question),
    definition: answerType(question) === 'definition',
    compares: answerType(question) === 'comparison',
    aspectsNamed: asked.length > 0,
  };
  // "Is there any real evidence for Bigfoot, the Sasquatch said to roam North America?": a name that
  // leads a question asking no aspect of a place is its subject; the places are its setting.
  const aboutName = asked.length === 0 && namesLead(question, names);
  if ((mentions.length > 0 || areas.length > 0) && !aboutName) {
    const shape: QuestionShape =
      mentions.length >= 2 ? 'comparison' : mentions.length === 1 ? 'place' : 'region';
    const water = shape === 'region' && areas.every((a) => isWater(a.area));
    const defaults =
      shape === 'comparison' ? DEFAULT_COMPARISON_ASPECTS : water ? DEFAULT_WATER_ASPECTS : DEFAULT_ASPECTS;
    const defaultAspects = defaults.map((id) => aspectById(id)!);
    const withFacts = withAspectsOfFactsAsked(asked, asking, defaultAspects);
    const aspects = leadWithAskedFields(withFacts, rest);
    const regionPlaces = shape === 'region' ? areas.flatMap((a) => a.places) : [];
    const subjects = shape === 'region' ? [...new Set(regionPlaces)] : mentions.map((m) => m.place);
    const facts = factsOfPlaces(subjects, knowledge);
    const askedFields = [...new Set(aspects.flatMap((a) => a.fields.map((f) => f.id)))];
    return {
      ...base,
      // Facts asked in words of their own name their aspects as well as an aspect's name does.
      aspectsNamed:
        base.aspectsNamed ||
        withFacts.some((a) => !defaultAspects.includes(a)) ||
        withFacts.length < defaultAspects.length,
      shape,
      places: subjects,
      facts,
      // Only one place's: a comparison's or a region's budget goes to the places' own facts.
      things: shape === 'place' ? namedThings(facts, subjects, askedFields) : [],
      ...(shape === 'region' ? { region: areas.map((a) => a.area).join(' and ') } : {}),
      aspects,
      conceptTerms: [],
      otherTerms: askedBeyondAspects(rest),
    };
  }
  const core = questionCore(question).replace(YEAR, ' ');
  const concept = analyzeSubject(core.replace(REQUEST_WORDS, ' '));
  const request = core.replace(REQUEST_WORDS, ' ').trim();
  const aspectPart =
    /^(.+?)\s+of\s+\S/iu.exec(request)?.[1] ??
    /\b(?:its|their)\s+([\p{L}\s-]+?)\s*[?.!]?$/iu.exec(request)?.[1];
  // "the stages of photosynthesis", "the economy and government of Wakanda": a short phrase before
  // "of"; a clause ("most volcanoes found along the edges of tectonic plates") is no aspect. So is
  // what follows "its" ("How does a kaleidoscope make its patterns?": the patterns of a kaleidoscope).
  const aspectTerms = aspectPart
    ? analyzeSubject(aspectPart).terms.filter((_, i, all) => all.length <= MAX_ASPECT_TERMS)
    : [];
  const coreTerms = concept.terms;
  // A name inside the concept ("ancient Rome") is also written as its adjective ("Roman law").
  const termForms = Object.fromEntries(
    names.flatMap((name) => {
      const [term] = analyzeSubject(name).terms;
      const forms = adjectiveForms(name).flatMap((form) => analyzeSubject(form).terms);
      return term && coreTerms.includes(term) && forms.length > 0 ? [[term, forms]] : [];
    }),
  );
  const parts = questionParts(question)
    .map((part) => analyzeSubject(part).terms.filter((t) => coreTerms.includes(t)))
    .filter((terms) => terms.length > 0);
  // Names mentioned past a concept that leads ("the Earth" in "How does the greenhouse effect keep
  // the Earth warm?", "Hawaii" as the exception to volcanoes at plate edges) are not its subject.
  const subjectNames = namesLead(question, names) ? names : [];
  const nameTerms = new Set(subjectNames.flatMap((n) => analyzeSubject(n).terms));
  return {
    ...base,
    // "What is semi-conservative replication?" defines a concept; "What is the giant invisible object
    // at the centre of the Milky Way …?" describes a thing to be named, whose sources say part of it.
    definition: base.definition && coreTerms.length <= MAX_DEFINED_TERMS,
    shape: 'concept',
    places: [],
    facts: [],
    things: [],
    aspects: [],
    aspectsNamed: false,
    names: subjectNames,
    conceptTerms: subjectNames.length > 0 ? [...nameTerms] : coreTerms,
    ...(subjectNames.length === 0 && parts.length > 1 ? { conceptParts: parts } : {}),
    ...(Object.keys(termForms).length > 0 ? { termForms } : {}),
    ...(subjectNames.length === 0 && concept.forms.length > 0 && concept.forms.length <= 3
      ? { concept: concept.forms.join(' ') }
      : {}),
    otherTerms: subjectNames.length > 0 ? coreTerms.filter((t) => !nameTerms.has(t)) : [],
    ...(aspectTerms.length > 0 && aspectTerms.length < coreTerms.length ? { aspectTerms } : {}),
  };
}

/** A noun phrase that is the amount a question asks for: "much money", "how many concerts", "the number of …". */
const MEASURE_ASKED = /^\s*(?:how\s+)?(?:much|many)\b|^\s*(?:the\s+)?(?:number|amount|size)\s+of\b/iu;
/** "any real evidence", "proof", "the truth": what is asked of a thing, no concept of its own ("… for Bigfoot"). */
const EVIDENCE_ASKED =
  /^\s*(?:there\s+)?(?:any|the|some|what)?\s*(?:real|hard|scientific|actual|solid)?\s*(?:evidence|proof|truth|facts?)\s*$/iu;

/**
 * Whether the question's names are its subject: its first noun phrase (request words such as
 * "Compare" aside) holds one ("Rome" in "What went wrong for Rome …", "the tax systems of Narnia and
 * Gondor", "the Kubernetes scheduler"). A first phrase without one is a concept the names only
 * stand beside ("the greenhouse effect" … "the Earth").
 */
function namesLead(question: string, names: readonly string[]): boolean {
  if (names.length === 0) return false;
  const phrases = nlp(question).nouns().out('array') as string[];
  // "How much money did Taylor Swift make?": the amount asked is no concept the names stand beside.
  const first = phrases.find(
    (p) =>
      p.replace(REQUEST_WORDS, '').replace(/[\s\p{P}]+/gu, '') !== '' &&
      !MEASURE_ASKED.test(p) &&
      !EVIDENCE_ASKED.test(p),
  );
  if (first === undefined) return true;
  const lower = first.toLowerCase();
  return names.some((n) => lower.includes(n.toLowerCase()));
}

/** The place names a frame is about, as written in reports ("Norway", "Sweden"). */
export const placeNames = (frame: QuestionFrame): string[] => frame.places.map((p) => p.name);
