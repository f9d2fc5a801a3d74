import type { ChatMessage } from '@pardus/protocol';
import { leansOnBefore } from './openers.js';
import { analyzeSubject, foldCase } from '../../text/analyzer.js';
import type { AskedFacts } from '../../question/asked-facts.js';
import type { QuestionFrame } from '../../question/understand.js';
import { speaksOfKind } from '../../question/names.js';
import { factLead } from './fact-lead.js';
import type { AnswerSource } from '../answer-engine.js';
import { definedAliases, withAliases, withNameForms } from './aliases.js';
import { answerNeeds, answers, hasNeeds, madeBy, numberTokens, statesMaking } from './answer-type.js';
import { comparisonLead } from './comparison.js';
import { fieldAnswers, type FieldAnswer } from './field-answer.js';
import { bestPassage, namedSectionOpening, namingSentence } from './passage.js';
import { definitionAlone, glossParts, isEntryOfAnotherWord, isGloss } from './text/gloss.js';
import { resolveFollowUp } from '../../text/follow-up.js';
import { isMeaningQuestion } from '../../text/question.js';
import { titleCoverage } from '../../text/subject.js';
import { userQuestions } from '../../quick/search-query.js';
import { buildQuery, qualifiedSubject } from './query.js';
import { rankUnits, type RankedUnit } from './rank.js';
import { keepRelevantSources } from './relevance.js';
import { selectSentences, similarity, type SelectionLimits } from './select.js';
import { quotable, sentenceUnits, type SentenceUnit } from './units.js';

/** A sentence that leads an answer, with the source it cites. */
export interface LeadSentence {
  source: number;
  text: string;
}

/**
 * How an answer is made from its sources, before it is laid out:
 * - `led`: the sentences that answer (a field per place asked about, a sentence per thing compared,
 *   the passage that explains), then a few that add to them;
 * - `ranked`: the most relevant sentences, the one holding what was asked first;
 * - `abstain`: nothing holds what was asked; related sentences to offer under a label.
 */
export type AnswerPlan =
  | { kind: 'facts'; lead: string }
  | { kind: 'unnamed'; names: string[]; searched: string; work?: QuestionFrame['work'] }
  | { kind: 'led'; lead: LeadSentence[]; support: RankedUnit[] }
  | { kind: 'ranked'; chosen: RankedUnit[]; answering: boolean }
  | { kind: 'abstain'; related: RankedUnit[] };

/** What the caller read of the question once: its frame, and the typed facts it asks for. */
export interface AnswerReading {
  frame?: QuestionFrame;
  facts?: AskedFacts;
  /** The kinds a dictionary sense belongs to (knowledge/lexicon): a sense asked by its kind is found by them. */
  kinds?: (headword: string, definition: string) => ReadonlySet<string>;
  /** The other forms of a name (knowledge/lexicon/name-forms): "Rome" is said "Roman" as well. */
  nameForms?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The names of the frame that no source's title or text writes (folded, as whole words in a row). A
 * work named with its kind ("the film Chicago") is written only by a source that also speaks of that
 * kind: the city's entries name no film.
 */
function namesMissing(
  frame: QuestionFrame,
  sources: readonly AnswerSource[],
  forms: AnswerReading['nameForms'],
): string[] {
  const texts = sources.map((s) => ` ${wordsOf(ownPhrasesOut(`${s.title} ${s.text}`, s.title))} `);
  return frame.names.filter((name) => {
    const phrase = ` ${wordsOf(name)} `;
    if (phrase.trim() === '') return false;
    const work = frame.work?.title === name ? frame.work : undefined;
    if (work) return !sources.some((source) => namesWork(source, work));
    const written = inOtherForms(phrase, forms);
    const described = ofNamedThing(phrase, forms);
    return !texts.some((text) => text.includes(phrase) || written?.test(text) || described?.(text));
  });
}

/**
 * A dictionary entry's title and text without its own lower-case headword where that is a phrase:
 * "pro bono" writes no name "Bono". A capitalised headword ("Isaac Newton") is a name and keeps its
 * words: it does write "Newton".
 */
function ownPhrasesOut(text: string, title: string): string {
  const headword = title.trim();
  if (headword !== headword.toLowerCase() || !headword.includes(' ')) return text;
  return text.split(headword).join(' ');
}

/**
 * A lower-case "name" that is a name's adjective and a common noun ("roman citizenship", "egyptian
 * pyramids"), which a tagger takes for a person: written where a source has the adjective (or its
 * name) and the noun, apart ("Citizenship was gradually extended …" in "The Roman Empire").
 */
function ofNamedThing(
  phrase: string,
  forms: AnswerReading['nameForms'],
): ((text: string) => boolean) | undefined {
  const [first, ...rest] = phrase.trim().split(' ');
  const others = otherForms(first ?? '', forms);
  if (!first || rest.length === 0 || others.length === 0) return undefined;
  const adjective = new RegExp(` (?:${anyForm(first, others)}) `, 'u');
  return (text) => adjective.test(text) && rest.every((word) => text.includes(` ${word} `));
}

/**
 * A name's words with each of its names also in the forms made from it: "western rome" is written
 * "Western Roman Empire". Undefined when none of its words has another form.
 */
function inOtherForms(phrase: string, forms: AnswerReading['nameForms']): RegExp | undefined {
  const words = phrase.trim().split(' ');
  const others = words.map((word) => otherForms(word, forms));
  if (others.every((o) => o.length === 0)) return undefined;
  return new RegExp(` ${words.map((word, i) => `(?:${anyForm(word, others[i] ?? [])})`).join(' ')} `, 'u');
}

/** The stems of the other forms of a name's word ("rom" → "roman"). */
const otherForms = (word: string, forms: AnswerReading['nameForms']): readonly string[] =>
  forms?.get(analyzeSubject(word).terms[0] ?? '') ?? [];

/** A pattern for the word as written or in any of its other forms, each with any ending. */
const anyForm = (word: string, stems: readonly string[]): string =>
  [word, ...stems.map((stem) => `${stem}\\p{L}*`)].join('|');

/**
 * Whether a source names the work: an entry titled with it that speaks of its kind ("Dracula: … a
 * gothic horror novel"), or a sentence that names the kind just before it ("a novel about Dracula").
 * The city of Casablanca names no film, and "a popular song in Africa" no song called Africa.
 */
function namesWork(source: AnswerSource, work: NonNullable<QuestionFrame['work']>): boolean {
  const name = wordsOf(work.title);
  if (` ${wordsOf(source.title)} `.includes(` ${name} `) && speaksOfKind(work.kind, source.text)) return true;
  return source.text.split(/(?<=[.!?;])\s+/u).some((sentence) => {
    const words = ` ${wordsOf(sentence)} `;
    const at = words.indexOf(` ${name} `);
    if (at < 0) return false;
    const before = words.slice(0, at).trim().split(' ');
    while (before.length > 0 && LINKS_KIND.test(before.at(-1) ?? '')) before.pop();
    return speaksOfKind(work.kind, before.at(-1) ?? '');
  });
}
/** Words between a kind and its work's name: "a novel about Dracula", "the song called Africa". */
const LINKS_KIND = /^(?:the|a|an|about|called|named|titled|entitled)$/u;

/** Folded words joined by single spaces: "Rubik's Cube" → "rubik s cube". */
const wordsOf = (text: string) => (foldCase(text).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/** A section of a Factbook profile that describes the state of today: all but the introduction's history. */
const TODAYS_PROFILE = /\/library\/factbook\.[a-z]{2}\.(?!introduction\b)/u;

/** "the capital of ancient Egypt": today's government, people and economy say nothing of the pharaohs. */
const withoutTodaysProfiles = (sources: readonly AnswerSource[]) =>
  sources.filter((source) => !TODAYS_PROFILE.test(source.url));

/** Related material offered when the sources do not answer: a couple of sentences, clearly labelled. */
const RELATED_LIMITS: SelectionLimits = { maxSentences: 3, maxChars: 700 };
/** What follows a lead: a couple of sentences from elsewhere. */
const SUPPORT_LIMITS: SelectionLimits = { maxSentences: 3, maxChars: 700 };
/** Sentences under this share of the best one's relevance are not worth adding to a lead. */
const SUPPORT_BAR = 0.5;
const asLead = (r: RankedUnit): LeadSentence => ({ source: r.unit.source, text: r.unit.text });

/**
 * Plans the answer to `question` from `sources` (question understanding, retrieval of the sentences that
 * answer, the honest "not found"). Shared by Quick answers and Deep research's summary. Pure and
 * deterministic.
 */
export function planAnswer(
  question: string,
  history: readonly ChatMessage[],
  sources: readonly AnswerSource[],
  limits: SelectionLimits,
  reading: AnswerReading = {},
): AnswerPlan {
  const plan = oneSense(planFrom(question, history, sources, limits, reading), question, sources);
  return isMeaningQuestion(question) ? plan : withoutGlossOfArticle(plan, sources);
}

/**
 * An answer led by an article leaves out a dictionary sense of the article's own subject word: it is
 * another sense ("typescript: typewritten matter" beside the TypeScript article) or says less than
 * the article does.
 */
function withoutGlossOfArticle(plan: AnswerPlan, sources: readonly AnswerSource[]): AnswerPlan {
  const lead = plan.kind === 'led' ? plan.lead[0] : plan.kind === 'ranked' ? plan.chosen[0]?.unit : undefined;
  if (!lead || isGloss(lead.text)) return plan;
  const title = foldCase(sources.find((s) => s.n === lead.source)?.title ?? '');
  const sameWord = new Set(
    sources.filter((s) => s.n !== lead.source && foldCase(s.title) === title).map((s) => s.n),
  );
  if (sameWord.size === 0) return plan;
  const keep = (r: RankedUnit) => !(sameWord.has(r.unit.source) && isGloss(r.unit.text));
  if (plan.kind === 'led') return { ...plan, support: plan.support.filter(keep) };
  if (plan.kind === 'ranked') return { ...plan, chosen: plan.chosen.filter(keep) };
  return plan;
}

/** An entry's name as its senses share it: "The Star-Spangled Banner" and "star-spangled banner" are one. */
const headword = (title: string) =>
  foldCase(title)
    .replace(/^the\s+/u, '')
    .replace(/[-\s]+/gu, ' ')
    .trim();

/**
 * A dictionary sense answers in one sense: the entry's other senses ("a hamlet is a settlement
 * smaller than a town" after "Hamlet is the hero of Shakespeare's tragedy", "a cord-like tissue"
 * after the isthmus of land) are left out, unless the question asks what a word means.
 */
function oneSense(plan: AnswerPlan, question: string, sources: readonly AnswerSource[]): AnswerPlan {
  if (isMeaningQuestion(question)) return plan;
  // Entries of one name are senses of it: "Star-Spangled Banner" (the flag) beside "The
  // Star-Spangled Banner" (the anthem), as much as one entry's numbered senses.
  const headwords = new Map(sources.map((s) => [s.n, headword(s.title)]));
  const otherSenses = (lead: { source: number; text: string }) => (r: RankedUnit) =>
    !(
      isGloss(r.unit.text) &&
      headwords.get(r.unit.source) === headwords.get(lead.source) &&
      r.unit.text !== lead.text
    );
  if (plan.kind === 'ranked') {
    const [first, ...rest] = plan.chosen;
    if (!first || !isGloss(first.unit.text)) return plan;
    return {
      ...plan,
      chosen: [first, ...rest.filter(otherSenses({ source: first.unit.source, text: first.unit.text }))],
    };
  }
  if (plan.kind === 'led') {
    const glosses = plan.lead.filter((l) => isGloss(l.text));
    const kept = glosses.reduce((support, lead) => support.filter(otherSenses(lead)), plan.support);
    return { ...plan, support: kept };
  }
  return plan;
}

function planFrom(
  question: string,
  history: readonly ChatMessage[],
  sources: readonly AnswerSource[],
  limits: SelectionLimits,
  reading: AnswerReading,
): AnswerPlan {
  // The Factbook's typed facts answer a question about places: computed, cited to their documents.
  const factual = reading.facts && factLead(reading.facts, sources, reading.frame?.units ?? []);
  if (factual) return { kind: 'facts', lead: factual };
  // A name no source mentions ("Who painted the Mona Lisa?") is not found, whatever namesakes say.
  const unnamed = reading.frame ? namesMissing(reading.frame, sources, reading.nameForms) : [];
  if (unnamed.length > 0)
    return {
      kind: 'unnamed',
      names: unnamed,
      searched: reading.frame?.query ?? question,
      ...(reading.frame?.work ? { work: reading.frame.work } : {}),
    };
  // A follow-up resolved against earlier turns ("What is Chile's population?") is answered as that
  // standalone question: the earlier turns' words would only pull in the previous aspect.
  const resolved = resolveFollowUp(question, userQuestions(history));
  if (resolved !== question)
    return planFrom(resolved, [], sources, limits, {
      ...(reading.kinds ? { kinds: reading.kinds } : {}),
      ...(reading.nameForms ? { nameForms: reading.nameForms } : {}),
    });
  const query = buildQuery(question, history, reading.nameForms);
  const units = withKinds(
    withNameForms(
      withAliases(
        sentenceUnits(reading.frame?.past ? withoutTodaysProfiles(sources) : sources),
        definedAliases(sources),
      ),
      [...query.weights.keys()],
      reading.nameForms,
    ),
    question,
    reading.kinds,
  );
  const ranked = weighCauses(rankUnits(units, query, sources.length), question, query.focus);
  const relevant = quotable(keepRelevantSources(ranked, sources, query)).filter(
    (r) => !isEntryOfAnotherWord(r.unit.text, question),
  );
  const needs = answerNeeds(question);
  // A field answers only when it holds every number the question names ("GDP in 2023" is not 2014's).
  // The fields the question's one reading asks for, when it was read (a follow-up resolved anew reads its own).
  // A place set in the past ("ancient Egypt") is not answered by today's profile.
  const fields = reading.frame?.past
    ? []
    : fieldAnswers(question, sources, reading.frame?.fields).filter((field) =>
        needs.numbers.every((n) => numberTokens(field.value).includes(n)),
      );
  if (fields.length > 0) return { kind: 'led', lead: fields, support: aboutValues(relevant, fields) };
  const compared = query.type === 'comparison' ? comparisonLead(question, units, relevant) : [];
  if (compared.length > 0)
    return { kind: 'led', lead: compared.map(asLead), support: support(relevant, compared) };
  if (query.type === 'how-why') {
    // A dictionary sense defines a word; it explains nothing ("Why is the sky blue?" → "sky-blue").
    if (relevant.length > 0 && relevant.every((r) => isGloss(r.unit.text)))
      return { kind: 'abstain', related: selectSentences(relevant, RELATED_LIMITS) };
    const passage = bestPassage(units, relevant, query);
    if (passage.length > 0)
      return { kind: 'led', lead: passage.map(asLead), support: support(relevant, passage) };
  }
  if (query.type === 'definition' && !sources.some((s) => titleCoverage(s.title, query.subject) === 'same')) {
    const opening = namedSectionOpening(units, query.subject);
    if (opening.length > 0)
      return { kind: 'led', lead: opening.map(asLead), support: support(relevant, opening) };
    // A concept is introduced by the sentence naming it.
    const naming = namingSentence(units, relevant, query.subject);
    if (naming.length > 0)
      return { kind: 'led', lead: naming.map(asLead), support: support(relevant, naming) };
  }
  if (!hasNeeds(needs) || relevant.length === 0)
    return { kind: 'ranked', chosen: selectSentences(relevant, limits), answering: false };
  // The lead must hold what was asked (a count, a date, the version named); without one, say so.
  // The sentence before may name what this one calls "such waves" or "it".
  const before = new Map(units.map((unit) => [`${unit.source}:${unit.position + 1}`, unit]));
  const answersIt = (r: RankedUnit) =>
    answers(r.unit, needs, before.get(`${r.unit.source}:${r.unit.position}`));
  // A maker is found in their own entry ("Curie: … her discovery of radium"), which is titled with
  // their name, not with the work: it answers though its title is not the subject's.
  // Of the sentences naming a maker, one naming them after "by" leads ("a play and novel by J. M.
  // Barrie"), else one saying the making ("Barrie … created Peter Pan"), before one naming them only
  // in a possessive ("a boyish or immature man; after the boy in Barrie's play").
  const making = needs.needsMaker
    ? (relevant.find((r) => answersIt(r) && madeBy(r.unit.text)) ??
      relevant.find((r) => answersIt(r) && statesMaking(r.unit.text)))
    : undefined;
  const answering =
    making ?? relevant.find(answersIt) ?? (needs.needsMaker ? quotable(ranked).find(answersIt) : undefined);
  if (!answering) return { kind: 'abstain', related: selectSentences(relevant, RELATED_LIMITS) };
  const lead = { ...answering, score: (relevant[0]?.score ?? 0) + 1e-6 };
  // What follows speaks of the same thing: at least half of what the question asks about ("Constantine",
  // the walled city in Algeria, says nothing of Constantine legalising Christianity); both of two, so
  // the unit of pressure called a pascal is not said of Turbo Pascal.
  const onTopic = (r: RankedUnit) => {
    const held = needs.terms.filter((t) => r.unit.termCounts.has(t) || r.unit.context.has(t)).length;
    return needs.terms.length < 2 || (needs.terms.length === 2 ? held === 2 : held * 2 >= needs.terms.length);
  };
  // After a maker's answer, what follows says a making too: another entry of the name ("a Peter Pan
  // collar", "an agency that … destroys its creator") answers no "who wrote".
  const follows = (r: RankedUnit) => !needs.needsMaker || statesMaking(r.unit.text);
  const chosen = selectSentences(
    [lead, ...relevant.filter((r) => r !== answering && onTopic(r) && follows(r))],
    limits,
  );
  return { kind: 'ranked', chosen, answering: true };
}

/**
 * A sense asked by its kind ("python, as in the snake", "a mole, the animal"): a dictionary sense's
 * kinds count as its usage examples do, so the qualifier picks the sense whose gloss never names it
 * ("large Old World boas" is a snake).
 */
function withKinds(units: SentenceUnit[], question: string, kinds: AnswerReading['kinds']): SentenceUnit[] {
  const qualifier = qualifiedSubject(question)?.qualifier;
  if (!kinds || !qualifier) return units;
  // A kind matches by its head noun, as a word, not a stem: "animate thing" (a person's kind) and
  // "animal skin" (a pelt's) are no animal.
  const asked = new Set(
    (foldCase(qualifier).match(/[\p{L}]+/gu) ?? []).flatMap((w) => [w, w.replace(/s$/u, '')]),
  );
  return units.map((unit) => {
    const gloss = glossParts(unit.text);
    if (!gloss || gloss.pos !== 'noun') return unit;
    const terms = [...kinds(gloss.headword, definitionAlone(gloss.definition))]
      .filter((kind) => asked.has(kind.split(' ').at(-1) ?? ''))
      .flatMap((kind) => analyzeSubject(kind).terms);
    return terms.length === 0 ? unit : { ...unit, examples: new Set([...(unit.examples ?? []), ...terms]) };
  });
}

/** Words that give a cause, which a "why" question asks for. */
const GIVES_A_CAUSE =
  /\b(?:because|due to|caused by|as a result of|results? from|driven by|owing to|which is why)\b/iu;
/** How much more a sentence giving a cause weighs in the answer to "why". */
const CAUSE_WEIGHT = 2;

/**
 * "Why …?" is answered by a sentence that gives a cause of what was asked ("Global sea level has
 * risen … because water expands as it warms"): the words asked about come before the cause. Not by
 * one that names the thing ("sensitive to sea level rise"), nor one giving the cause of something
 * else ("a prominent role in climate talks (due to … sea-level rise)").
 */
function weighCauses(ranked: RankedUnit[], question: string, focus: ReadonlySet<string>): RankedUnit[] {
  if (!/^\s*why\b/iu.test(question)) return ranked;
  const givesCause = (text: string) => {
    const cause = GIVES_A_CAUSE.exec(text);
    return cause !== null && analyzeSubject(text.slice(0, cause.index)).terms.some((t) => focus.has(t));
  };
  return ranked
    .map((r) => (givesCause(r.unit.text) ? { ...r, score: r.score * CAUSE_WEIGHT } : r))
    .sort((a, b) => b.score - a.score);
}

/** The sentences that answer the question, when the plan found any ([] for a plain or abstaining one). */
export function leadOf(plan: AnswerPlan): LeadSentence[] {
  if (plan.kind === 'led') return plan.lead;
  // A lead opens the text: not with a sentence that leans on one before it ("Most of this …").
  const chosen = plan.kind === 'ranked' && plan.answering ? plan.chosen : [];
  const first = chosen.find((r) => !leansOnBefore(r.unit.text)) ?? chosen[0];
  return first ? [asLead(first)] : [];
}

/**
 * Up to two sentences about a field's value when it is a name ("Nairobi is the capital and largest
 * city of Kenya"); a figure ("30,444,999 (July 2015 est.)") has nothing more to say about it.
 */
function aboutValues(relevant: readonly RankedUnit[], fields: readonly FieldAnswer[]): RankedUnit[] {
  const names = fields.flatMap((field) => {
    const first = /^\p{Lu}[\p{L}'’-]+/u.exec(field.value)?.[0];
    return first ? analyzeSubject(first).terms : [];
  });
  // The field's own line ("Languages: Portuguese…") is not said twice.
  const values = fields.map((field) => field.value);
  return relevant
    .filter((r) => names.some((term) => r.unit.termCounts.has(term)))
    .filter((r) => !values.some((value) => r.unit.text.includes(value)))
    .slice(0, 2);
}

/** Sentences that add to a lead: relevant ones well above the noise, not already said. */
function support(relevant: readonly RankedUnit[], lead: readonly RankedUnit[]): RankedUnit[] {
  const bar = SUPPORT_BAR * (relevant[0]?.score ?? 0);
  return selectSentences(
    relevant.filter((r) => r.score >= bar && !lead.some((l) => l.unit === r.unit)),
    SUPPORT_LIMITS,
  ).filter((r) => lead.every((l) => similarity(l.unit.termCounts, r.unit.termCounts) < 0.3));
}
