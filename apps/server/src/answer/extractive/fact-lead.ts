import nlp from 'compromise';
import { factsStated, type AskedFacts, type PlaceFact } from '../../question/asked-facts.js';
import {
  fieldById,
  singularNoun,
  superlativeOf,
  verbFor,
  type FieldSpec,
} from '../../knowledge/factbook/catalogue.js';
import { displayName, opensWithItsPlace, possessive } from '../../knowledge/places/place-names.js';
import { FACTBOOK_EDITION } from '../../knowledge/factbook/edition.js';
import { borderLength } from '../../knowledge/factbook/borders.js';
import { capitalise } from '../../text/capitalise.js';
import { inUnitsAsked, type Conversion } from '../../text/units-asked.js';
import type { AnswerSource } from '../answer-engine.js';

/** The library document id a source is (`…/library/factbook.no.government` → its id). */
const documentId = (url: string) => /\/library\/([^/?#]+)$/u.exec(url)?.[1];

/** A value said after "is a": "a parliamentary constitutional monarchy" (one with its own article keeps it). */
const withArticle = (value: string) =>
  /^(?:a|an|the)\s/iu.test(value) ? value : `${/^[aeiou]/iu.test(value) ? 'an' : 'a'} ${value}`;

/** "1.2" → "about 1.2 times", "5.49" → "about 5.5 times": a ratio as a reader says it. */
function times(ratio: number): string {
  const rounded = ratio >= 10 ? Math.round(ratio) : Math.round(ratio * 10) / 10;
  return `about ${rounded} times`;
}

/** Figures whose ratio means something ("twice the area"); a rate's or an age's does not. */
const ratioMakesSense = (fact: PlaceFact) => fact.fact.unit !== '%' && fact.fact.unit !== 'years';

/**
 * A fact as a sentence, its citation before the full stop: "Norway's head of government is Prime
 * Minister Jonas Gahr Store (since 14 October 2021) [1]."
 */
function factSentence({ place, fact, overYears }: PlaceFact, field: FieldSpec, n: number): string {
  const value = fact.ranked ? rankedValue(fact) : fact.text.replace(/[.;\s]+$/u, '');
  // "Eritrea mandates military service …" is a sentence of its own.
  if (opensWithItsPlace(place, value)) return `${capitalise(value)} [${n}].`;
  if (field.says) return `${field.says(displayName(place), value)} [${n}].`;
  if (field.kind === 'type') return `${displayName(place, true)} is ${withArticle(value)} [${n}].`;
  // "varies from tropical along coast to arid in interior" says its own verb: "Kenya's climate varies …";
  // a series its years: "Turkey's inflation rate was 72.3% in 2022, … and 58.5% in 2024".
  const verb = opensWithVerb(value)
    ? ''
    : ` ${overYears ? (verbFor(field.noun) === 'are' ? 'were' : 'was') : verbFor(field.noun)}`;
  return `${capitalise(possessive(place))} ${field.noun}${verb} ${value} [${n}].`;
}

/** Whether a value opens with a verb of its own, in the present tense ("varies from …", "ranges …"). */
function opensWithVerb(value: string): boolean {
  const first = /^\p{Ll}+s\b/u.exec(value)?.[0];
  return first !== undefined && nlp(value).terms().first().has('#PresentTense');
}

/**
 * Facts of one place with the same value, said once under both nouns: "The United States's head of
 * government and chief of state is President Donald J. Trump", not the same sentence twice.
 */
function stated(facts: readonly PlaceFact[]): { fact: PlaceFact; nouns: string[] }[] {
  const said: { fact: PlaceFact; nouns: string[] }[] = [];
  for (const fact of facts) {
    const noun = fieldById(fact.fact.field).noun;
    const same = said.find((s) => s.fact.place === fact.place && s.fact.fact.text === fact.fact.text);
    if (same) same.nouns.push(noun);
    else said.push({ fact, nouns: [noun] });
  }
  return said;
}

/**
 * Facts of places with the same value, said once for all of them: Mount Everest is the highest point
 * of both China and Nepal.
 */
function sharedValues(
  said: readonly { fact: PlaceFact; nouns: string[] }[],
): { fact: PlaceFact; nouns: string[]; others: PlaceFact[] }[] {
  const out: { fact: PlaceFact; nouns: string[]; others: PlaceFact[] }[] = [];
  for (const s of said) {
    const same = out.find(
      (o) => o.fact.fact.field === s.fact.fact.field && o.fact.fact.text === s.fact.fact.text,
    );
    if (same) same.others.push(s.fact);
    else out.push({ ...s, others: [] });
  }
  return out;
}

/** "The highest point of China and Nepal is Mount Everest … 8,849 m [1] [2]." */
function sharedSentence(
  fact: PlaceFact,
  others: readonly PlaceFact[],
  noun: string,
  cite: (f: PlaceFact) => number,
): string {
  const all = [fact, ...others];
  const names = listed(all.map((f) => displayName(f.place)));
  const value = fact.fact.text.replace(/[.;\s]+$/u, '');
  const cites = [...new Set(all.map(cite))].map((n) => `[${n}]`).join(' ');
  return `The ${noun} of ${names} ${verbFor(noun)} ${value} ${cites}.`;
}

/** "Istanbul (15.848 million), Ankara (5.397 million) … (2023)": ranked things as a list reads them. */
function rankedValue(fact: PlaceFact['fact']): string {
  const items = (fact.ranked ?? []).map((r) => `${r.name} (${r.stated})`);
  return `${listed(items)}${fact.year ? ` (${fact.year})` : ''}`;
}

const COUNTS = ['none', 'one', 'two', 'three', 'four', 'five', 'six'];

/** "Spain, Portugal and Andorra": names in a row. */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The value a comparison states: the figure without its own notes ("505,370 sq km", "85.2 years (2024 est.)"). */
const figure = (fact: PlaceFact) => fact.fact.text.split(';')[0]!.trim();

/**
 * Each place's figure, cited to its own document, in one sentence: "Spain's total area is 505,370
 * sq km [1] and Portugal's 92,090 sq km [2]."
 */
function statedFigures(
  facts: readonly PlaceFact[],
  field: FieldSpec,
  cite: (f: PlaceFact) => number,
): string {
  const stated = facts.map((f, i) =>
    i === 0
      ? `${capitalise(possessive(f.place))} ${field.noun} ${verbFor(field.noun)} ${figure(f)} [${cite(f)}]`
      : `${possessive(f.place)} ${figure(f)} [${cite(f)}]`,
  );
  return `${listed(stated)}.`;
}

/**
 * Which of two or more places has more, computed: "Spain is larger than Portugal, with about 5.5
 * times its total area." (a ratio only where it means something), then the figures, cited. The
 * claim itself cites nothing: no source states it; the figures that follow are what it rests on.
 */
function comparison(
  asked: Extract<AskedFacts, { shape: 'comparison' }>,
  cite: (f: PlaceFact) => number,
): string[] {
  const { field, facts } = asked;
  const [largest, smallest] = [facts[0]!, facts.at(-1)!];
  const [first, second] = asked.less ? [smallest, largest] : [largest, smallest];
  const word = asked.less ? (field.less ?? 'smaller') : (field.more ?? 'larger');
  const a = displayName(first.place, true);
  const b = displayName(second.place);
  const ratio = (largest.fact.number ?? 0) / Math.max(1e-9, smallest.fact.number ?? 0);
  let claim: string;
  if (largest.fact.number === smallest.fact.number) claim = `${a} and ${b} have the same ${field.noun}.`;
  else if (!field.ofPlace)
    claim = `${capitalise(possessive(first.place))} ${field.noun} is ${word} than ${possessive(second.place)}.`;
  else if (ratioMakesSense(first) && !asked.less && ratio >= 1.15)
    claim = `${a} is ${word} than ${b}, with ${times(ratio)} its ${field.noun}.`;
  else claim = `${a} is ${word} than ${b}.`;
  return [claim, statedFigures(facts, field, cite)];
}

/**
 * The most or least of a region's places or of a list, computed ("Brazil is the most populous
 * country in South America."), then its figure and the runners-up's, cited.
 */
function superlative(
  asked: Extract<AskedFacts, { shape: 'superlative' }>,
  cite: (f: PlaceFact) => number,
): string[] {
  const { field, facts } = asked;
  const [top] = facts;
  if (!top) return [];
  const word = superlativeOf(asked.most ? (field.more ?? 'larger') : (field.less ?? 'smaller'));
  const among = asked.region ? `in ${asked.region}` : `of the ${COUNTS[facts.length] ?? facts.length}`;
  const claim = field.ofPlace
    ? `${displayName(top.place, true)} is the ${word} ${asked.region ? 'country ' : ''}${among}.`
    : `${displayName(top.place, true)} has the ${word} ${field.noun} ${among}.`;
  return [claim, statedFigures(facts, field, cite)];
}

/**
 * A place's largest (or smallest) named thing: "Turkey's largest city is Istanbul, 15.848 million
 * (2023) [1]." None when the field cannot say the least (the last of a country's major cities is not
 * its smallest city).
 */
function ranked(asked: Extract<AskedFacts, { shape: 'ranked' }>, n: number): string[] {
  const { field, fact } = asked;
  const items = fact.fact.ranked ?? [];
  const pick = asked.most ? items[0] : items.at(-1);
  const comparative = asked.most ? field.more : field.less;
  if (!pick || !comparative) return [];
  const year = fact.fact.year ? ` (${fact.fact.year})` : '';
  const amount = field.counts ? `with ${pick.stated} ${field.counts}` : pick.stated;
  return [
    `${capitalise(possessive(fact.place))} ${superlativeOf(comparative)} ${singularNoun(field.noun)} is ${pick.name}, ${amount}${year} [${n}].`,
  ];
}

/**
 * A city's people as its urban area's: "Paris, the capital of France, has 11.208 million people in
 * its urban area (2023) [1]."
 */
function cityPeople(asked: Extract<AskedFacts, { shape: 'city' }>, n: number): string {
  const { place, urbanArea, capital } = asked.city;
  const country = displayName(place);
  const where = capital ? `the capital of ${country}` : `in ${country}`;
  const year = asked.fact.fact.year ? ` (${asked.fact.fact.year})` : '';
  return `${urbanArea.name}, ${where}, has ${urbanArea.stated} people in its urban area${year} [${n}].`;
}

/**
 * The border two places share, as one's land boundaries state it: "The border between Spain and
 * Portugal is 1,224 km long [1]."; an item of several stretches is given as written ("Spain's border
 * with Morocco: Morocco (Ceuta) 8 km and Morocco (Melilla) 10.5 km [1]."). Of places whose lists
 * name each other nowhere, that they share none, computed, then each one's neighbours, cited.
 */
function sharedBorder(
  asked: Extract<AskedFacts, { shape: 'border' }>,
  cite: (f: PlaceFact) => number,
): string[] {
  const [first] = asked.facts;
  if (!first) return [];
  const name = displayName(asked.other);
  if (asked.item === undefined)
    return [
      `${displayName(first.place, true)} and ${name} share no land border.`,
      ...asked.facts.map((f) => factSentence(f, fieldById('borders'), cite(f))),
    ];
  const n = cite(first);
  const length = borderLength(asked.item);
  if (!length) return [`${capitalise(possessive(first.place))} border with ${name}: ${asked.item} [${n}].`];
  const note = length.note ? ` ${length.note}` : '';
  return [
    `The border between ${displayName(first.place)} and ${name} is ${length.length} long${note} [${n}].`,
  ];
}

/**
 * The lead of an answer from the Factbook's typed facts: the fact asked ("Norway's head of government
 * is …"), a comparison computed ("Spain is larger than Portugal, about 5.5 times as much." then each
 * figure, cited), a superlative over a region or a list (with the runners-up, cited), or a place's
 * largest named thing. The edition is named once, after it. Every citation is the number of the
 * source document the fact is stated in; undefined when a needed document is not among the sources.
 * A figure the question asks in other units ("in square miles") is given in them too, computed.
 */
export function factLead(
  asked: AskedFacts,
  sources: readonly AnswerSource[],
  units: readonly Conversion[],
): string | undefined {
  const numbers = new Map(sources.map((s) => [documentId(s.url), s.n]));
  const facts = factsStated(asked);
  if (!facts.every((f) => numbers.has(f.fact.source.id))) return undefined;
  const cite = (f: PlaceFact) => numbers.get(f.fact.source.id)!;
  let sentences: string[];
  switch (asked.shape) {
    case 'fact':
      sentences = sharedValues(stated(asked.facts)).map(({ fact, nouns, others }) =>
        others.length === 0
          ? factSentence(fact, { ...fieldById(fact.fact.field), noun: listed(nouns) }, cite(fact))
          : sharedSentence(fact, others, listed(nouns), cite),
      );
      break;
    case 'comparison':
      sentences = comparison(asked, cite);
      break;
    case 'superlative':
      sentences = superlative(asked, cite);
      break;
    case 'ranked':
      sentences = ranked(asked, cite(asked.fact));
      break;
    case 'city':
      sentences = [cityPeople(asked, cite(asked.fact))];
      break;
    case 'border':
      sentences = sharedBorder(asked, cite);
      break;
  }
  if (sentences.length === 0) return undefined;
  const converted = inUnitsAsked(sentences.join(' '), units);
  if (converted) sentences.push(converted);
  return `${sentences.join(' ')}\n\n_From the ${FACTBOOK_EDITION.title}._`;
}
