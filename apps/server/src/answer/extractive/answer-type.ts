import { analyzeSubject } from '../../text/analyzer.js';
import { answerType, MEASURE_WORDS, questionCore } from '../../text/question.js';
import type { RankedUnit } from './rank.js';
import { workAsked } from '../../question/names.js';

/**
 * What an answer sentence must contain to answer the question, beyond sharing its words:
 * - every number the question names ("TypeScript 5.0", "in 2023"), as a whole token;
 * - for "how many <things>": a number of its own and the things counted;
 * - for "when" / "what year": a date.
 * A sentence without them may be related, but it does not answer.
 */
export interface AnswerNeeds {
  numbers: string[];
  countedTerm?: string;
  needsDate: boolean;
  /** "How fast…?", "What is the population of…?": a number of the sentence's own. */
  needsQuantity: boolean;
  /** "Who designed…?": a name the question does not already hold. */
  needsName: boolean;
  /**
   * "Who wrote Hamlet?": the name must be the maker's: written "by" it, in its possessive ("William
   * Shakespeare's tragedy") or beside a word of making ("written", "composer"); the question's own
   * verb need not be in the sentence.
   */
  needsMaker?: boolean;
  /**
   * The maker's word of a figure of speech ("father" of genetics): a sentence may say it, or say
   * the founding plainly ("founder of the science of genetics").
   */
  figurativeTerm?: string;
  /** "How much did the tank cost?": an amount of money ("3,450 dollars"); "cost" need not be said. */
  needsMoney?: boolean;
  /** "bitcoin price today": the amount is stated as a price ("costs", "sells for"). */
  needsPriceWord?: boolean;
  /**
   * "tallest building in New York City": a sentence that states a superlative ("the largest city"); a
   * thing's height or size alone does not make it the tallest or the largest.
   */
  needsSuperlative?: boolean;
  /** The term of the thing the superlative asks of ("tallest building" → build): the sentence's superlative is of it. */
  superlativeOf?: string;
  /** "What is the zip code for …?", "phone code": a code or a number to dial, in digits. */
  needsCode?: boolean;
  /**
   * "Who won / lost / beat …?", "Who killed …?": the words that state the deed ("defeated the Saxons",
   * "slain by Theseus"); a sentence of the event alone does not answer.
   */
  deedWords?: RegExp;
  /** "What time does … open?", "opening hours": a time of day ("9 a.m.", "18:00"), which a date is not. */
  needsClockTime?: boolean;
  /** "What is the weather in London?": a sentence about weather or climate, not the city's entry. */
  needsWeather?: boolean;
  /**
   * Terms the sentence, its title or its heading must all mention: what the question is about and
   * what it asks of it ("When did Anders Hejlsberg retire?" → anders, hejlsberg, retir).
   */
  terms: string[];
  /** The question's words, lower-cased: a name it already holds answers nothing. */
  questionWords: ReadonlySet<string>;
}

/**
 * Words a question uses to ask rather than to say what about: "What currency does Japan use?", "Where do
 * volcanoes lie?", and the measures a number or date in the answer stands for ("How tall…?", "What
 * percentage…?", "in the year AD 69").
 */
const ASKING_TERMS = new Set(
  (
    'use used uses live lives people today now currently first happen happened called known exactly ' +
    'approximately roughly usually typically lie lies located situated found last lasted take took ' +
    // Prepositions that are no stop words ("since", "without"): function words like "before" and
    // "after", which are.
    'since without'
  )
    .split(' ')
    .concat([...MEASURE_WORDS])
    .map((word) => analyzeSubject(word).terms[0] ?? word),
);
/** "Who wrote / composed / painted … X?": a question for the maker of a work, and its verb. */
const MAKER_QUESTION =
  /^\s*who\s+(?:first\s+)?(?<verb>wrote|composed|painted|invented|discovered|founded|designed|built|directed|created|sculpted|developed|authored|drew|sang|made)\b/iu;
/** A maker after "by": "a novel by Mary Shelley". */
const MAKER_BY = String.raw`\bby\s+(?:the\s+)?\p{Lu}`;
/** The verbs a sentence says a making with: "Barrie … created Peter Pan", "attributed to Homer". */
const MAKING_VERBS = String.raw`wrote|written|authored|composed|painted|invented|discovered|founded|designed|built|directed|created|sculpted|developed|formulated|devised|conceived|attributed(?=\s+to\b)`;
/** A maker said with a word of making: "Barrie … created Peter Pan", "a novel by Mary Shelley", "attributed to Homer". */
const STATES_MAKING = new RegExp(`${MAKER_BY}|\\b(?:${MAKING_VERBS})\\b`, 'u');
export const statesMaking = (text: string): boolean => STATES_MAKING.test(text);
/**
 * A maker named after "by" or "attributed to": "a play and novel by J. M. Barrie", "(attributed to
 * Homer)", not only in a possessive ("after the boy in Barrie's play", a sense named after the work).
 */
const MADE_BY = /\b(?:by|attributed\s+to)\s+(?:the\s+)?\p{Lu}/u;
export const madeBy = (text: string): boolean => MADE_BY.test(text);

/** A maker named: "by Dante", "William Shakespeare's tragedy", "written", "composer". */
const NAMES_MAKER = new RegExp(
  `${MAKER_BY}|\\p{Lu}\\p{Ll}+['’]s\\s+\\p{Ll}|\\b(?:${MAKING_VERBS}|` +
    String.raw`writer|author|composer|painter|inventor|invention|discoverer|discovery|founder|father|mother|originated|originator|established|designer|builder|made|maker|director|creator|sculptor|proposed|described(?!\s+as\b)|pioneered)\b`,
  'u',
);

/**
 * The nouns a dictionary entry of a maker uses for the making: "inventor (…) of the telephone",
 * "her discovery of radium", "formulated the theory": searched beside the question's verb, whose
 * stem differs ("invent", "inventor").
 */
const MAKER_NOUNS: Readonly<Record<string, string>> = {
  composed: 'composer',
  painted: 'painter',
  invented: 'inventor invention',
  discovered: 'discovery',
  founded: 'founder',
  designed: 'designer',
  built: 'builder',
  directed: 'director',
  created: 'creator',
  sculpted: 'sculptor',
  developed: 'formulated',
  made: 'developed created invented',
};

/**
 * "Who is the author of Das Kapital?", "Who was the composer of the Messiah?": a maker asked by the
 * maker's noun, where the entry often uses the verb ("a book written by Karl Marx"). The father or
 * mother of a science founded it ("founder of the science of genetics", "originated psychoanalysis").
 */
const MAKER_NOUN_QUESTION =
  /^\s*who(?:'s|\s+(?:is|was|are|were))\s+(?:(?:known|regarded|called|considered)\s+as\s+)?the\s+(?<noun>author|writer|composer|painter|inventor|discoverer|founder|father|mother|designer|architect|builder|director|creator|sculptor|developer|maker)s?\s+of\b/iu;
/** A founding said plainly. */
const FOUNDING = /\b(?:founder|founded|originated|originator|established)\b/iu;
/** A maker said in a figure of speech; the entry may say it so ("the father of history") or plainly. */
const FIGURATIVE_MAKERS = new Set(['father', 'mother']);
const VERB_OF_MAKER: Readonly<Record<string, string>> = {
  author: 'wrote',
  writer: 'wrote',
  composer: 'composed',
  painter: 'painted',
  inventor: 'invented',
  discoverer: 'discovered',
  founder: 'founded',
  father: 'founded',
  mother: 'founded',
  designer: 'designed',
  architect: 'designed',
  builder: 'built',
  director: 'directed',
  creator: 'created',
  sculptor: 'sculpted',
  developer: 'developed',
  maker: 'made',
};

/**
 * "Who worked out / figured out / came up with / first described …?": a finding or a making asked by a
 * phrase, answered as "discovered" or "developed" is ("who described the circulation of the blood").
 */
const MAKER_PHRASE_QUESTION =
  /^\s*who\s+(?:first\s+)?(?<phrase>figured\s+out|worked\s+out|found\s+out|came\s+up\s+with|thought\s+up|dreamt\s+up|dreamed\s+up|identified|described|proposed|formulated|explained|pioneered)\b/iu;
const VERB_OF_PHRASE: Readonly<Record<string, string>> = {
  'came up with': 'developed',
  'thought up': 'developed',
  'dreamt up': 'developed',
  'dreamed up': 'developed',
  proposed: 'developed',
  formulated: 'developed',
  pioneered: 'developed',
};

/** The making a question asks the maker of: its verb, and the word the question says it with ("author"). */
function makerAsked(question: string): { verb: string; word: string } | undefined {
  const verb = MAKER_QUESTION.exec(question)?.groups?.verb?.toLowerCase();
  if (verb) return { verb, word: verb };
  const phrase = MAKER_PHRASE_QUESTION.exec(question)?.groups?.phrase?.toLowerCase().replace(/\s+/gu, ' ');
  if (phrase) return { verb: VERB_OF_PHRASE[phrase] ?? 'discovered', word: phrase };
  const noun = MAKER_NOUN_QUESTION.exec(question)?.groups?.noun?.toLowerCase();
  return noun ? { verb: VERB_OF_MAKER[noun] ?? noun, word: noun } : undefined;
}

/** "Who wrote / invented / painted …?", "Who is the author of …?": the answer is the maker of a named work or thing. */
export const isMakerQuestion = (question: string): boolean => makerAsked(question) !== undefined;

/**
 * The search query of a maker question with the words its maker's entry uses ("Who invented the
 * telephone?" → "… inventor invention"). "made" is too common a word to search for ("made of metal"):
 * the words of making stand for it.
 */
export function withMakerWords(query: string, question: string): string {
  const verb = MAKER_QUESTION.exec(question)?.groups?.verb?.toLowerCase();
  if (verb) {
    const searched = verb === 'made' ? query.replace(/\bmade\b/giu, ' ') : query;
    return `${searched} ${MAKER_NOUNS[verb] ?? ''}`.replace(/\s+/gu, ' ').trim();
  }
  // A phrase ("worked out") is searched as the verb it stands for: its own words find other things.
  // A verb of its own ("described") is searched as it is.
  const asked = makerAsked(question);
  // The father of a science is searched as its founder too, in the library's "word|other" form.
  if (asked && FIGURATIVE_MAKERS.has(asked.word))
    return query.replace(new RegExp(`\\b${asked.word}\\b`, 'iu'), `${asked.word}|founder`);
  if (!asked || !asked.word.includes(' ')) return query;
  const phrase = new RegExp(`\\b${asked.word.replace(/ /gu, '\\s+')}\\b`, 'giu');
  return query.replace(phrase, asked.verb);
}
/** "How much did … cost / pay / spend / charge / raise?": the answer is an amount of money. */
const MONEY_QUESTION =
  /^\s*how\s+much\b.*\b(?:cost|costs|pay|paid|spend|spent|charge|charged|price|raise|raised|earn|earned|owe|owed)\b/iu;
/**
 * "bitcoin price today", "the price of gold", "how expensive is …": a price asked by its noun. The
 * amount must be a price, so the sentence says so ("costs", "sells for"): "$1.3 billion IMF loan" in a
 * sentence naming Bitcoin is no price of it. "What is a price?" asks what the word means.
 */
const PRICE_QUESTION =
  /^(?!\s*(?:what\s+(?:is|are|does)\s+(?:an?\s+|the\s+)?(?:prices?|costs?|fares?|fees?)\b|define|meaning)).*\b(?:prices?|fares?|fees?|cost\s+of)\b|\bhow\s+(?:expensive|cheap|costly)\b/iu;
const STATES_PRICE =
  /\b(?:pric(?:e|es|ed|ing)|costs?|costing|sells?\s+for|sold\s+for|fares?|fees?|per\s+(?:ounce|barrel|litre|liter|gallon|kilo(?:gram)?|unit|share))\b/iu;
const MONEY_VERB_TERMS = [
  'cost',
  'pai',
  'pay',
  'spend',
  'spent',
  'charg',
  'price',
  'rais',
  'earn',
  'ow',
  'expens',
  'fare',
  'fee',
];
const MONEY =
  /[$€£¥]\s?\d|\d[\d,.]*\s*(?:dollars?|euros?|pounds?|yen|francs?|kroner|pesos?|rupees?|USD|EUR|GBP)\b/iu;

/** "how much cooler", "how many times bigger", "how much more massive": the comparative asked. */
const HOW_MUCH_COMPARATIVE =
  /\bhow\s+(?:much|many\s+times)\s+(?:more\s+|less\s+)?(\p{L}+er|\p{L}+)\b(?=\s+(?:is|are|was|were|would|will|does|do|did|can|could|than)\b)/iu;

/** The superlatives a question asks a thing by, and a sentence must state: "tallest", "the most". */
const SUPERLATIVE_WORDS =
  /\b(?:largest|biggest|greatest|highest|tallest|longest|deepest|widest|oldest|smallest|shortest|lowest|youngest|fastest|heaviest|hottest|coldest|richest|poorest|busiest|best|worst|most|least|fewest)\b/iu;
/** A superlative a question asks: an "-est" word, or "the most/least" of something ("most of the water" is a share). */
const SUPERLATIVE_ASKED = new RegExp(
  `${SUPERLATIVE_WORDS.source.replace('|best|worst|most|least|fewest', '')}|\\b(?:best|worst)\\s+(?!known\\b|way\\b|time\\b|practices?\\b)|\\bthe\\s+(?:most|least|fewest)\\s+(?!of\\b)`,
  'iu',
);
/** A superlative and the word after it: "tallest building" → building. */
const SUPERLATIVE_OF = new RegExp(`${SUPERLATIVE_WORDS.source}\\s+([\\p{L}-]+)`, 'iu');
/** A code asked for: a zip or postal code, an area, country or dialling code, a phone number. */
const CODE_QUESTION =
  /\b(?:zip|postal|post|area|dial(?:l?ing)?|calling|country|phone|telephone)\s+(?:code|number)s?\b|\bpostcodes?\b/iu;
const HOLDS_CODE = /\d{2,}|\+\s?\d/u;
/**
 * "Who won / lost / beat …?", "Who killed / slew / shot …?": a deed asked with one verb and stated in
 * any of its kind's ("slain by Theseus", "was assassinated by Booth"). The answer is who did it, and
 * the sentence says so; the verb itself is not what it must mention.
 */
const DEED_QUESTION =
  /^\s*who\s+(?<verb>won|wins|lost|loses|beat|defeated|conquered|killed|kills|slew|slays|murdered|assassinated|shot|beheaded|executed)\b/iu;
const STATES_OUTCOME =
  /\b(?:won|wins?|winners?|winning|victor(?:y|ies|ious)?|champions?|championship|defeat(?:s|ed)?|beat|lost|losers?|conquer(?:s|ed)?|triumph(?:s|ed)?)\b/iu;
const STATES_KILLING =
  /\b(?:kill(?:s|ed|ing|er)?|sl(?:ew|ain|ay|ays|aying|ayer)|murder(?:s|ed|er)?|assassin(?:s|ated?|ation)?|shot|behead(?:s|ed)?|executed|put\s+to\s+death)\b/iu;
/** The words that state the deed a question asks the doer of; undefined when it asks none. */
function deedAsked(question: string): { verb: string; states: RegExp } | undefined {
  const verb = DEED_QUESTION.exec(question)?.groups?.verb?.toLowerCase();
  if (!verb) return undefined;
  return { verb, states: STATES_KILLING.test(verb) ? STATES_KILLING : STATES_OUTCOME };
}
/** The weather asked of a place; a sentence of weather or climate answers it. */
const WEATHER_QUESTION =
  /\b(?:weather|forecast)\b|\b(?:will|is|does|did)\s+it\s+(?:be\s+)?(?:rain(?:ing|y)?|snow(?:ing|y)?|sunny|windy|cloudy|hot|cold|warm|freezing)\b/iu;
/** A weather question's own words and times: the place is what its answer must be said of. */
const WEATHER_TERMS = new Set(
  'weather forecast like today tomorrow tonight weekend week now current currently right rain snow sunny windy cloudy hot cold warm freezing'
    .split(' ')
    .map((word) => analyzeSubject(word).terms[0] ?? word),
);
const SPEAKS_OF_WEATHER =
  /\b(?:weather|climate(?![\s-]+change)|temperatures?|rain(?:s|fall|y)?|snow(?:s|fall)?|sunny|winds?|humid(?:ity)?|dry|wet|monsoons?|summers?|winters?)\b/iu;
/** A time of day asked: "what time does … open / close", "opening hours", "when does … open / close". */
const CLOCK_QUESTION =
  /\bwhat\s+time\b|\b(?:opening|closing|business)\s+(?:hours|times?)\b|^\s*when\s+(?:does|do|is|are)\b.*\b(?:open|opens|close|closes|shut|shuts)\b/iu;
const CLOCK_TIME =
  /\b\d{1,2}(?::\d{2})?\s?(?:a\.?m\b\.?|p\.?m\b\.?)|\b\d{1,2}[:.]\d{2}\s?(?:h|hours)?\b|\bo['’]clock\b|\bnoon\b|\bmidnight\b/iu;

/** Words that refer to something named in the sentence before. */
const POINTS_BACK = /\b(?:such|it|its|they|them|their|this|these|those|he|she|his|her)\b/iu;
/** With this many terms to find, a sentence may lack one (a paraphrase: "saw four emperors" for "ruled"). */
const TERMS_WITH_SLACK = 4;

/** Types whose answer is one fact about the question's subject: its every term must be in the sentence. */
const FACT_TYPES = new Set(['person', 'date', 'number', 'place']);

/** Numbers as whole tokens: "2,500" and "2500" are one number; "0.5" is not "5.0". */
export function numberTokens(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}.,])\d[\d,]*(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu)].map((m) =>
    m[0].replace(/,/gu, ''),
  );
}

const DATE =
  /\b(?:1\d{3}|20\d{2})\b|\b(?:in|until|by|since|from|after|before|around|about|circa|c\.)\s+\d{1,4}\b|\b\d{1,4}\s*(?:BC|BCE|AD|CE)\b|\b(?:AD|CE)\s*\d{1,4}\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\bcentury\b/iu;

const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|dozen|hundred|thousand|million|billion)\b/iu;

/**
 * Terms of a question that ask rather than say what about: the making verb of "Who wrote Hamlet?" and
 * the money verb of "How much did the tank cost?" (the answer has a maker's name or an amount, not the
 * verb). Ranking leaves them out of what a sentence must mention.
 */
export function askingVerbTerms(question: string): Set<string> {
  const maker = makerAsked(question)?.word ?? deedAsked(question)?.verb;
  const terms = new Set<string>(maker ? analyzeSubject(maker).terms : []);
  if (MONEY_QUESTION.test(question) || PRICE_QUESTION.test(question))
    for (const term of MONEY_VERB_TERMS) terms.add(term);
  return terms;
}

/** A superlative asked ("the tallest building"), and the thing it asks of, when a noun follows it. */
function superlativeNeeds(question: string): Pick<AnswerNeeds, 'needsSuperlative' | 'superlativeOf'> {
  if (!SUPERLATIVE_ASKED.test(question)) return {};
  const asked = SUPERLATIVE_OF.exec(question);
  const thing = asked?.[1] ? analyzeSubject(asked[1]).terms[0] : undefined;
  return { needsSuperlative: true, ...(thing ? { superlativeOf: thing } : {}) };
}

/** Reads what the question's answer must contain. */
export function answerNeeds(question: string): AnswerNeeds {
  const q = question.toLowerCase();
  const counted = /\bhow many\s+([\p{L}-]+)/u.exec(q)?.[1];
  const countedTerm = counted ? analyzeSubject(counted).terms[0] : undefined;
  const type = answerType(question);
  // "Who was Hadrian?" asks for a description; "Who designed the dome?" and "Who was the first Roman
  // emperor?" for a name.
  const asksForName = type === 'person' && !/^\s*who(?:'s|\s+(?:is|was|are|were))\s+(?!the\b|an?\b)/u.test(q);
  // "What is the largest volcano on Mars?" asks for one thing, as a fact question does.
  const superlative =
    /^\s*(?:what|which|who)(?:'s|\s+(?:is|was|are|were))\s+the\s+(?:\w+est|most|least)\b/u.test(q);
  // "weather in London tomorrow" is a fact of London: a climate said of another place is no answer.
  const weather = WEATHER_QUESTION.test(question);
  const asksForFact = (FACT_TYPES.has(type) && (type !== 'person' || asksForName)) || superlative || weather;
  const maker = makerAsked(question)?.word;
  const deed = deedAsked(question);
  const outcome = deed?.verb;
  // The verb (or the maker's noun) asks; the answer states the maker or the outcome in words of its
  // own ("defeated", "written by").
  const figurative = maker !== undefined && FIGURATIVE_MAKERS.has(maker);
  const makerTerm = maker || outcome ? analyzeSubject(maker ?? outcome ?? '').terms[0] : undefined;
  // "How much cooler would the planet be …?" is answered "33 degrees warmer than …": the amount
  // answers, in whichever comparative of the measure.
  const comparative = HOW_MUCH_COMPARATIVE.exec(question)?.[1];
  const comparativeTerm = comparative ? analyzeSubject(comparative).terms[0] : undefined;
  // "Who wrote the play Hamlet?": the kind qualifies the title; the entry need not say "play".
  const kind = workAsked(question)?.kind;
  const kindTerms = new Set(kind ? analyzeSubject(kind).terms : []);
  const price = !MONEY_QUESTION.test(question) && PRICE_QUESTION.test(question);
  const money = price || MONEY_QUESTION.test(question);
  return {
    ...(price ? { needsPriceWord: true } : {}),
    ...(maker ? { needsMaker: true } : {}),
    ...(figurative && makerTerm ? { figurativeTerm: makerTerm } : {}),
    ...(money ? { needsMoney: true } : {}),
    ...superlativeNeeds(question),
    ...(CODE_QUESTION.test(question) ? { needsCode: true } : {}),
    ...(deed ? { deedWords: deed.states } : {}),
    ...(CLOCK_QUESTION.test(question) ? { needsClockTime: true } : {}),
    ...(weather ? { needsWeather: true } : {}),
    numbers: numberTokens(question),
    ...(countedTerm ? { countedTerm } : {}),
    needsDate: /^\s*when\b|\bwhat (?:year|date|century)\b|\bin which year\b/u.test(q),
    needsQuantity: type === 'number' && countedTerm === undefined,
    needsName: asksForName,
    questionWords: new Set(question.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []),
    terms: asksForFact
      ? [...new Set(analyzeSubject(questionCore(question)).terms)].filter(
          (t) =>
            !ASKING_TERMS.has(t) &&
            (t !== makerTerm || figurative) &&
            t !== comparativeTerm &&
            !kindTerms.has(t) &&
            !(weather && WEATHER_TERMS.has(t)) &&
            !(money && MONEY_VERB_TERMS.includes(t)),
        )
      : [],
  };
}

/** True when the sentence holds what the question asks for. */
export function answers(
  unit: RankedUnit['unit'],
  needs: AnswerNeeds,
  previous?: RankedUnit['unit'],
): boolean {
  const questionWords = needs.questionWords;
  const tokens = numberTokens(unit.text);
  if (!needs.numbers.every((n) => tokens.includes(n))) return false;
  if (needs.countedTerm !== undefined) {
    const own = tokens.filter((n) => !needs.numbers.includes(n));
    if (own.length === 0 && !NUMBER_WORD.test(unit.text)) return false;
    if (!unit.termCounts.has(needs.countedTerm) && !unit.context.has(needs.countedTerm)) return false;
  }
  if (needs.needsDate && !DATE.test(unit.text)) return false;
  if (needs.needsQuantity && !holdsQuantity(unit.text)) return false;
  if (needs.needsName && !namesSomeoneElse(unit.text, questionWords)) return false;
  if (needs.needsMaker && !NAMES_MAKER.test(unit.text)) return false;
  if (needs.needsMoney && !MONEY.test(unit.text)) return false;
  if (needs.needsPriceWord && !STATES_PRICE.test(unit.text)) return false;
  if (needs.needsSuperlative && !SUPERLATIVE_WORDS.test(unit.text)) return false;
  if (needs.superlativeOf !== undefined && !mentions(unit, needs.superlativeOf)) return false;
  if (needs.needsCode && !HOLDS_CODE.test(unit.text)) return false;
  if (needs.deedWords && !needs.deedWords.test(unit.text)) return false;
  if (needs.needsClockTime && !CLOCK_TIME.test(unit.text)) return false;
  if (needs.needsWeather && !SPEAKS_OF_WEATHER.test(unit.text)) return false;
  // The sentence before counts only when this one points back to it ("such waves", "it", "they").
  const before = previous && POINTS_BACK.test(unit.text) ? previous : undefined;
  const founding = needs.figurativeTerm !== undefined && FOUNDING.test(unit.text);
  const missing = needs.terms.filter(
    (term) =>
      !mentions(unit, term) &&
      !(before && mentions(before, term)) &&
      !(founding && term === needs.figurativeTerm),
  );
  return missing.length === 0 || (needs.terms.length >= TERMS_WITH_SLACK && missing.length === 1);
}

/**
 * True when the sentence, its title or heading has the term, or a longer word starting with it
 * ("detect" in "detectors", "retir" in "retirement"; only for terms long enough not to be a prefix
 * of unrelated words).
 */
function mentions(unit: RankedUnit['unit'], term: string): boolean {
  if (unit.termCounts.has(term) || unit.context.has(term)) return true;
  if (term.length < 5) return false;
  for (const own of unit.termCounts.keys()) if (own.startsWith(term)) return true;
  return false;
}

/** Years in brackets say when someone lived or something was written, not how much: "(1832-1923)", "(born 1922)". */
const BRACKETED_YEARS = /\((?:[^()]*?\b(?:born|died|c\.|circa|est\.)\s*)?\d{3,4}(?:\s*[-–]\s*\d{2,4})?\)/giu;

/** Years and decades said as times, not amounts: "in 1896", "since the 1850s", "the 1990s". */
const YEARS_SAID =
  /\b(?:(?:in|since|by|from|until|till|after|before|around|circa|during|of|to)\s+(?:the\s+)?(?:early\s+|late\s+|mid-?)?)?(?:1[5-9]\d\d|20\d\d)(?:s\b|\b(?!\s*(?:%|°)))/giu;

/**
 * True when the sentence states an amount: a number that is not a bracketed year, with what it counts
 * or measures after it ("300 meters", "97 percent", "9,984,670 sq km"), or a number word ("four").
 */
function holdsQuantity(text: string): boolean {
  const plain = text.replace(BRACKETED_YEARS, ' ').replace(YEARS_SAID, ' ');
  return /\d[\d,.]*\s*(?:%|°|[\p{L}])/u.test(plain) || NUMBER_WORD.test(plain);
}

/** True when the sentence holds a capitalised name (not its first word) that the question does not. */
function namesSomeoneElse(text: string, questionWords: ReadonlySet<string>): boolean {
  const words = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  return words.slice(1).some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !questionWords.has(word.toLowerCase()));
}

/** True when the question asks for something a sentence can lack (a number, a count, a date). */
export function hasNeeds(needs: AnswerNeeds): boolean {
  return (
    needs.numbers.length > 0 ||
    needs.countedTerm !== undefined ||
    needs.needsDate ||
    needs.needsQuantity ||
    needs.needsName ||
    needs.needsMaker === true ||
    needs.needsMoney === true ||
    needs.needsSuperlative === true ||
    needs.needsCode === true ||
    needs.deedWords !== undefined ||
    needs.needsClockTime === true ||
    needs.needsWeather === true ||
    needs.terms.length > 0
  );
}
