import { BORDER_FIELD_IDS } from '../../../knowledge/factbook/borders.js';
import { NO_MODEL_NOTE } from '../../../answer/extractive/compose.js';
import { findField } from '../../../knowledge/factbook/catalogue.js';
import { FACTBOOK_EDITION } from '../../../knowledge/factbook/edition.js';
import { aspectById, headlineFields, type Aspect, type KeyField } from '../../understand/aspects.js';
import type { QuestionFrame } from '../../understand/frame.js';
import { isWater, type Place } from '../../../knowledge/places/gazetteer.js';
import type { PartsRequest, ReportPart } from '../research-model.js';
import { leansOnBefore } from '../../../answer/extractive/openers.js';
import { lowerFirstWord } from '../../../text/lower-first.js';
import { analyzeSubject } from '../../../text/analyzer.js';
import { splitSentences } from '../../../answer/extractive/text/sentences.js';
import { glossParts } from '../../../answer/extractive/text/gloss.js';
import { entrySentence, placeOfEntry } from '../../evidence/place-entry.js';
import { thingOfEntry } from '../../understand/named-things.js';
import { factsOf, keyFact, namesPlace, proseOf, shortValue, type PlaceFact } from './place-facts.js';
import { displayName, possessive } from '../../../knowledge/places/place-names.js';
import { capitalise } from '../../../text/capitalise.js';
import {
  cite,
  comparisonSentence,
  sharedBorderSentence,
  seriesSentence,
  distinctItemsSentence,
  factClause,
  factSentence,
  figureOf,
  itsClause,
  listOf,
  regionInSentence,
  sideBySideSentence,
} from './place-sentences.js';

/** Most places a region's report sets out one by one (the table and sections stay readable). */
const MAX_REGION_PLACES = 8;
/** Prose sentences (a "Background", an "Economy - overview") a section quotes per place; a history reads longer, from its start to its latest events. */
const PROSE_SENTENCES = { single: 5, several: 2, history: 7, histories: 4 } as const;
/** Characters of a sentence's start found in a pack's passages for the sentence to count as held there. */
const HELD_PREFIX = 60;
/** Clauses at most of a one-place conclusion. */
const CONCLUSION_CLAUSES = 3;
/** Sentences of another section's prose (a background) a section quotes on its aspect, per place. */
const CONTEXT_SENTENCES = { single: 3, several: 1 } as const;
/** Sentences a region's summary about one aspect comes to when its first fact says less. */
const REGION_SUMMARY_SENTENCES = 3;
/** Table rows per aspect, and in all. */
const ROWS_PER_ASPECT = 4;
const MAX_ROWS = 10;

/** A section's evidence: each passage with its number in the section's pack. */
type PackPassages = ReportPart['pack']['passages'];

interface Context {
  frame: QuestionFrame;
  /** The places the report sets out: every named place (a region: those the evidence covers). */
  places: Place[];
  aspects: Aspect[];
  /** Sentences already written (a sentence is never said twice). */
  used: Set<string>;
  /** Named places the evidence says nothing about. */
  silent: Place[];
  /** Facts the summary stated (the conclusion of a one-place report says something else). */
  summarised: Set<string>;
}

const keyOf = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/\[\d+\]/gu, '')
    .replace(/\W+/gu, ' ')
    .trim();

/** Whether a sentence is new to the report (and notes it as said). */
function fresh(ctx: Context, sentence: string): boolean {
  const key = keyOf(sentence);
  if (ctx.used.has(key)) return false;
  ctx.used.add(key);
  return true;
}

/** The opening sentences of a place's prose that read on their own, cited, in their order. */
function proseSentences(
  ctx: Context,
  facts: readonly PlaceFact[],
  place: Place,
  aspect: Aspect,
  max: number,
) {
  const prose = proseOf(facts, place, aspect);
  if (!prose || max <= 0) return [];
  // The final edition sums an economy up in phrases, not sentences ("export-driven economy; leading
  // copper producer; …"): they are quoted as one, whose it is said first.
  if (/^\p{Ll}/u.test(prose.fact.value) && !/[.!?]\s+\p{Lu}/u.test(prose.fact.value)) {
    const summed = `${capitalise(possessive(place))} ${aspect.id === 'economy' ? 'economy' : aspect.title.toLowerCase()}, in brief: ${prose.fact.value.replace(/[.;\s]+$/u, '')}${cite(prose.fact)}.`;
    return fresh(ctx, summed) ? [summed] : [];
  }
  return quoted(ctx, place, prose.fact, prose.sentences, max, { spread: aspect.id === 'history' });
}

/**
 * The sentences of another section's prose that bear on an aspect (they use its words): a
 * background's on the constitution and the federal state, for a government section.
 */
function contextSentences(
  ctx: Context,
  facts: readonly PlaceFact[],
  place: Place,
  aspect: Aspect,
  max: number,
) {
  const fact = aspect.context
    ? facts.find((f) => f.place === place && f.field === aspect.context)
    : undefined;
  if (!fact || max <= 0) return [];
  // Picked out of the background, a sentence that leans on the one before ("This structure served
  // to enflame …") is quoted only after that one.
  const bearing: string[] = [];
  let previousKept = false;
  for (const sentence of splitSentences(fact.value)) {
    previousKept = aspect.asks.test(sentence.toLowerCase()) && (previousKept || !leansOnBefore(sentence));
    if (previousKept) bearing.push(sentence);
  }
  return quoted(ctx, place, fact, bearing, max);
}

/** Up to `max` of a fact's sentences that read on their own, cited, whose they are said, each once in the report. */
/** `k` of `items` spread evenly from first to last, in order (all of them when there are no more). */
function spreadOut<T>(items: readonly T[], k: number): T[] {
  if (items.length <= k) return [...items];
  if (k <= 1) return items.slice(0, k);
  return [
    ...new Set(Array.from({ length: k }, (_, i) => items[Math.round((i * (items.length - 1)) / (k - 1))]!)),
  ];
}

/** A sentence that dates or names what happened: a year, or a person as the Factbook writes them ("Jomo KENYATTA"). */
const EVENT = /\b(?:1\d{3}|20\d\d)\b|\b\p{Lu}{4,}\b/u;

function quoted(
  ctx: Context,
  place: Place,
  fact: PlaceFact,
  sentences: readonly string[],
  max: number,
  { spread = false } = {},
) {
  // In a place's own entry "It" is the place: "It joined the Malaysian Federation" reads on its own
  // as "Singapore joined …". Sentences the report already said are skipped.
  const own = sentences
    // A sentence past what the pack holds of a long value cannot be cited to it.
    .filter((s) => fact.held.includes(s.slice(0, HELD_PREFIX)))
    .map((s) =>
      s
        .replace(/^It\s/u, `${displayName(place, true)} `)
        .replace(/^Its\s/u, `${capitalise(possessive(place))} `),
    )
    .filter((s) => !ctx.used.has(keyOf(`${s}${cite(fact)}`.replace(/([.!?])(\s\[\d+\])$/u, '$2$1'))));
  const standsAlone = (s: string) => !leansOnBefore(s) && /^[\p{Lu}\p{N}]/u.test(s);
  const start = own.findIndex(standsAlone);
  if (start < 0) return [];
  // What the question asks beyond the aspect's name ("become independent") is answered first: the
  // sentences naming it lead (the summary's one sentence is the answer), the others follow in order.
  // Those naming the most of it lead, the latest first where as many do: a background ends with
  // what happened last ("who won the last election and what became of him": 2021, not 1990).
  const asked = new Set(ctx.frame.otherTerms);
  const naming = (s: string) => new Set(analyzeSubject(s).terms.filter((t) => asked.has(t))).size;
  const answering = own
    .slice(start)
    .filter(standsAlone)
    .map((s, i) => ({ s, i, named: naming(s) }))
    .filter(({ named }) => named > 0)
    .sort((a, b) => b.named - a.named || b.i - a.i)
    .slice(0, max)
    .map(({ s }) => s);
  // A history is told from its start to its latest events, not in its opening sentences only: past
  // the first, the sentences that date or name an event, spread over the whole background.
  const events = own
    .slice(start + 1)
    .filter((s) => standsAlone(s) && EVENT.test(s) && !answering.includes(s));
  const rest = spread
    ? [own[start]!, ...spreadOut(events, max - 1 - answering.length)]
    : own.slice(start).filter((s) => !answering.includes(s));
  const inOrder = (list: readonly string[]) => [...list].sort((a, b) => own.indexOf(a) - own.indexOf(b));
  const chosen =
    answering.length === 0
      ? rest.slice(0, max)
      : max === 1
        ? answering.slice(0, 1)
        : inOrder([...new Set([...answering, ...rest])].slice(0, max));
  const citedAs = (s: string) => `${s}${cite(fact)}`.replace(/([.!?])(\s\[\d+\])$/u, '$2$1');
  return chosen.flatMap((s, i) => {
    // The first sentence says whose it is: "In Singapore, the economy …" when it does not name it.
    const owned = i > 0 || namesPlace(s, place) ? s : `In ${displayName(place)}, ${lowerFirstWord(s)}`;
    if (!fresh(ctx, citedAs(owned))) return [];
    // Said once in either form: the section after a summary does not repeat it without "In Kenya,".
    ctx.used.add(keyOf(citedAs(s)));
    return [citedAs(owned)];
  });
}

/** What the report says where the sources have nothing on a place's aspect. */
const gap = (place: Place, what: string) =>
  `The sources found say nothing about ${possessive(place)} ${what.toLowerCase()}.`;

/** The same of several places, said once: "… about the international disputes of Iran and Russia." */
const gaps = (places: readonly Place[], what: string) =>
  places.length === 1
    ? gap(places[0]!, what)
    : `The sources found say nothing about the ${what.toLowerCase()} of ${listOf(places.map((p) => displayName(p)))}.`;

/** A fact the same in every part (each part numbers its sources its own way). */
const factKey = (fact: PlaceFact) => `${fact.place.code}|${fact.field}|${fact.value}`;

/** What each place states for a field, in the report's order of places. */
function stated(ctx: Context, facts: readonly PlaceFact[], field: KeyField) {
  return ctx.places
    .map((place) => ({ place, fact: keyFact(facts, place, field) }))
    .filter((s): s is { place: Place; fact: PlaceFact } => s.fact !== undefined);
}

/**
 * A region's summary answers with what its places have in common (or how their figures range) for
 * each aspect's headline fact; the table right after sets out each place's own.
 */
function regionSummary(ctx: Context, facts: readonly PlaceFact[]): string[] {
  const out: string[] = [];
  const fieldsOf = ctx.aspects.map((aspect) =>
    headlineFields(aspect).filter((f) => ctx.places.some((p) => keyFact(facts, p, f))),
  );
  for (const fields of fieldsOf) {
    const field = fields[0];
    if (!field) continue;
    for (const rank of [0, 1]) {
      const sentence = comparisonSentence(field, stated(ctx, facts, field), rank);
      if (sentence && fresh(ctx, sentence)) out.push(sentence);
    }
  }
  // One aspect asked: the answer goes on to its next facts ("where does the electricity come from":
  // fossil fuels, then hydroelectric plants, then other renewables). Several aspects say enough, and
  // so does the fact a question names ("natural resources": not the areas next).
  const [only] = fieldsOf;
  const goOn = fieldsOf.length === 1 && only && !only[0]?.asked;
  for (const field of goOn ? only.slice(1) : []) {
    if (out.length >= REGION_SUMMARY_SENTENCES) break;
    const sentence = comparisonSentence(field, stated(ctx, facts, field), 0);
    if (sentence && fresh(ctx, sentence)) out.push(sentence);
  }
  return out;
}

function summary(ctx: Context, facts: readonly PlaceFact[], packText: string): string {
  const single = ctx.places.length === 1;
  if (ctx.frame.shape === 'region') {
    const [first, ...rest] = regionSummary(ctx, facts);
    if (first) {
      // Said only where the sources name the region too (a profile heads its entry "(Asia, Southeast
      // Asia)"): "the Baltic states" is the reader's grouping, which a cited sentence cannot claim.
      const named = ctx.frame.region?.toLowerCase();
      if (!named || !packText.includes(named)) return [first, ...rest].join(' ');
      const region = regionInSentence(ctx.frame.region!);
      // The states of a sea or lake are around it, not across it.
      const around = isWater(ctx.frame.region!) ? 'Around' : 'Across';
      return [`${around} ${region}, ${lowerFirstWord(first)}`, ...rest].join(' ');
    }
  }
  const out: string[] = [];
  // Places set side by side open with their first figure compared, not listed ("Chile's real GDP per
  // capita, $30,200, is higher than Peru's, $15,700, about twice as much").
  const compared = single ? undefined : leadComparison(ctx, facts);
  if (compared) out.push(compared.sentence);
  for (const place of ctx.places) {
    if (single) {
      // One place: its own prose answers first ("Singapore was founded …"), then its key figures.
      for (const aspect of ctx.aspects) out.push(...proseSentences(ctx, facts, place, aspect, 1));
    }
    const clauses: string[] = [];
    const said = new Set<string>();
    // A fact naming what the question asks beyond its aspect ("tourism" in the economy) answers first.
    const asked = new Set(ctx.frame.otherTerms);
    const naming = ctx.aspects
      .flatMap((aspect) => aspect.fields)
      .filter((f) => {
        const fact = keyFact(facts, place, f);
        return fact !== undefined && analyzeSubject(fact.value).terms.some((t) => asked.has(t));
      })
      .slice(0, 1);
    for (const aspect of ctx.aspects) {
      const limit = aspect === ctx.aspects[0] ? 2 : 1;
      for (const field of [...naming, ...headlineFields(aspect)]
        .filter((f, i, all) => keyFact(facts, place, f) && all.indexOf(f) === i && f !== compared?.field)
        .filter((f) => aspect === ctx.aspects[0] || !naming.includes(f))
        // Two aspects may share a field (carbon dioxide is the environment's and energy's): said once.
        .filter((f) => !said.has(factKey(keyFact(facts, place, f)!)))
        .slice(0, limit)) {
        const fact = keyFact(facts, place, field)!;
        said.add(factKey(fact));
        ctx.summarised.add(factKey(fact));
        clauses.push(
          clauses.length === 0 ? factClause(place, field, fact, 140) : itsClause(field, fact, 140),
        );
      }
    }
    if (clauses.length > 0) {
      const sentence = `${clauses.slice(0, 3).join('; ')}.`;
      if (fresh(ctx, sentence)) out.push(sentence);
    } else if ((!single || out.length === 0) && !(compared && keyFact(facts, place, compared.field))) {
      // Silent only where the sources are: a place whose one fact the comparison stated is not.
      out.push(gap(place, listOf(ctx.aspects.map((a) => a.title))));
    }
  }
  return out.join(' ');
}

/**
 * The first aspect's first figure that every place states, compared in a sentence (said once); with
 * no such figure, its first fact they all state, shared or set side by side ("Norway and Sweden share
 * the same government type: …", "The natural hazards of Japan and the Philippines both include …").
 */
function leadComparison(ctx: Context, facts: readonly PlaceFact[]) {
  // A border asked of two neighbours ("how long is the border between the two") is the one they share.
  const bordersAsked = ctx.aspects.some((a) => a.fields.some((f) => f.asked && BORDER_FIELD_IDS.has(f.id)));
  const border = bordersAsked
    ? bordersShared(
        ctx,
        facts,
        ctx.aspects.flatMap((a) => a.fields),
      )
    : undefined;
  if (border?.sentence && fresh(ctx, border.sentence))
    return { field: border.field, sentence: border.sentence };
  const [aspect] = ctx.aspects;
  const everyPlace = (f: KeyField) => stated(ctx, facts, f).length === ctx.places.length;
  const fields = aspect ? headlineFields(aspect).filter(everyPlace) : [];
  const field =
    fields.find(
      (f) =>
        findField(f.id)?.kind === 'figure' &&
        stated(ctx, facts, f).every((s) => figureOf(s.fact.value) !== undefined),
    ) ?? fields[0];
  if (!field) return undefined;
  const all = stated(ctx, facts, field);
  const sentence = comparisonSentence(field, all, 0);
  if (!sentence || !fresh(ctx, sentence)) return undefined;
  for (const { fact } of all) ctx.summarised.add(factKey(fact));
  return { field, sentence };
}

/** The key facts of the asked aspects as a Markdown table: places as columns (as rows past four places). */
function table(ctx: Context, facts: readonly PlaceFact[]): string {
  // A field two asked aspects share (exports, of the economy and of trade) is one row, under the first.
  const seen = new Set<string>();
  const perAspect = ctx.aspects.map((aspect) => {
    const shown = headlineFields(aspect)
      .filter((field) => ctx.places.some((p) => keyFact(facts, p, field)) && !seen.has(field.id))
      .slice(0, ROWS_PER_ASPECT);
    for (const field of shown) seen.add(field.id);
    return shown;
  });
  const rows = perAspect.flat().slice(0, MAX_ROWS);
  if (rows.length === 0 || ctx.places.length < 2) return '';
  // Past four places the facts are the columns, four at most: each aspect's leading facts in turn.
  const columns = Array.from({ length: ROWS_PER_ASPECT }, (_, i) => perAspect.flatMap((f) => f[i] ?? []))
    .flat()
    .slice(0, 4);
  const cell = (place: Place, field: (typeof rows)[number]) => {
    const fact = keyFact(facts, place, field);
    if (!fact) return 'not in the sources';
    // A head of government who is also the chief of state: the row says so instead of repeating them.
    // Figures are written out: two shares of 0% are two facts, not one said twice.
    const earlier = /^\W?\d/u.test(fact.value)
      ? undefined
      : rows.slice(0, rows.indexOf(field)).find((r) => keyFact(facts, place, r)?.value === fact.value);
    // Cited either way: that they are the same is the source's fact too.
    return earlier
      ? `same as ${earlier.row.toLowerCase()}${cite(fact)}`
      : `${escapeCell(shortValue(fact.value, 70))}${cite(fact)}`;
  };
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const wide = ctx.places.length <= 4;
  const header = wide ? ['', ...ctx.places.map((p) => p.name)] : ['', ...columns.map((r) => r.row)];
  const body = wide
    ? rows.map((field) => line([field.row, ...ctx.places.map((p) => cell(p, field))]))
    : ctx.places.map((place) => line([place.name, ...columns.map((field) => cell(place, field))]));
  return [line(header), line(header.map(() => '---')), ...body].join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/gu, '/').replace(/\n/gu, ' ');

/**
 * An aspect's fields by sub-aspect, in the order their first field comes (the fields asked lead, see
 * leadWithAskedFields): one part without a title when it has none, and each sub-aspect once, its
 * fields together though asked ones were moved ahead of the rest.
 */
function partsOf(aspect: Aspect, asked: readonly Aspect[]): { title?: string; fields: KeyField[] }[] {
  const parts: { title?: string; fields: KeyField[] }[] = [];
  // A detail another asked aspect states as its own (the climate, beside natural hazards) is left to
  // that aspect's section, which would otherwise stand empty once the value had been said.
  const ownedElsewhere = (field: KeyField) =>
    field.detail === true &&
    asked.some((a) => a !== aspect && a.fields.some((f) => f.id === field.id && !f.detail));
  for (const field of aspect.fields.filter((f) => !ownedElsewhere(f))) {
    const same = parts.find((p) => p.title === field.part);
    if (same) same.fields.push(field);
    else parts.push({ ...(field.part ? { title: field.part } : {}), fields: [field] });
  }
  return parts;
}

/** A place's sentences stating a part's fields, each value once (a head of government who is also chief of state). */
function partSentences(ctx: Context, facts: readonly PlaceFact[], place: Place, fields: readonly KeyField[]) {
  const sentences: string[] = [];
  const values = new Set<string>();
  for (const field of fields) {
    const fact = keyFact(facts, place, field);
    if (!fact) continue;
    const value = shortValue(fact.value, 120);
    if (values.has(value)) continue;
    values.add(value);
    const sentence =
      (ctx.frame.overTime && seriesSentence(place, field, fact)) || factSentence(place, field, fact);
    if (fresh(ctx, sentence)) sentences.push(sentence);
  }
  return sentences;
}

/** Things' entries a part quotes after the list that names them. */
const MAX_THING_ENTRIES = 3;

/**
 * What the things a part's list names are, from their own entries, in the list's order: "The Amazon
 * River is a major South American river [3]. Afrikaans is an official language of the Republic of
 * South Africa [4]." Rivers and seas take "the"; a lake named "Lake …" and a language do not.
 */
function thingSentences(ctx: Context, passages: PackPassages, fields: readonly KeyField[]): string[] {
  const entries = passages.flatMap(({ local, passage }) => {
    const title = passage.sourceTitle ?? '';
    const entry = thingOfEntry(ctx.frame.things, title, passage.text);
    return entry && fields.some((f) => f.id === entry.thing.field) ? [{ ...entry, title, local }] : [];
  });
  const order = (name: string) => ctx.frame.things.findIndex((t) => t.name === name);
  const seen = new Set<string>();
  return entries
    .sort((a, b) => order(a.thing.name) - order(b.thing.name))
    .filter((e) => !seen.has(e.thing.name) && Boolean(seen.add(e.thing.name)))
    .map((e) => {
      const the = e.thing.field === 'rivers' || /\bSea$/u.test(e.title) ? 'The ' : '';
      // A later clause that is a noun phrase reads as an apposition ("…, the world's 2nd longest
      // river"); one that is a verb's ("arises in the Andes") has no subject of its own. One naming
      // somewhere ("the official language of Bangladesh") would take the report elsewhere.
      const [first = '', ...rest] = e.definition.split(/;\s*/u);
      const apposition = rest.find((clause) => /^(?:the|a|an)\s[^\p{Lu}]*$/u.test(clause));
      return `${the}${e.title} is ${first}${apposition ? `, ${apposition}` : ''} [${e.local}].`;
    })
    .filter((sentence) => fresh(ctx, sentence))
    .slice(0, MAX_THING_ENTRIES);
}

/**
 * An aspect's section: the places' own prose on it first (an economic overview, the background's
 * sentences on how the state is run), then a sub-section per sub-aspect the sources hold, each place
 * in turn with its figures compared where several places state them. A place the sources are silent
 * on is said to be, once per sub-aspect another place fills.
 */
function section(ctx: Context, facts: readonly PlaceFact[], aspect: Aspect, passages: PackPassages): string {
  const single = ctx.places.length === 1;
  const count =
    aspect.id === 'history'
      ? single
        ? PROSE_SENTENCES.history
        : PROSE_SENTENCES.histories
      : single
        ? PROSE_SENTENCES.single
        : PROSE_SENTENCES.several;
  const lead = ctx.places.map((place) => [
    ...proseSentences(ctx, facts, place, aspect, count),
    ...contextSentences(
      ctx,
      facts,
      place,
      aspect,
      single ? CONTEXT_SENTENCES.single : CONTEXT_SENTENCES.several,
    ),
  ]);
  // Figures several places state are said once, compared; each place states the rest itself.
  const parts = partsOf(aspect, ctx.aspects)
    .map((part) => {
      const compared = single ? [] : comparedFigures(ctx, facts, part.fields);
      const own = part.fields.filter((f) => !compared.some((c) => c.field === f));
      return {
        ...part,
        byPlace: ctx.places.map((place) => [
          ...partSentences(ctx, facts, place, own),
          ...(single ? thingSentences(ctx, passages, part.fields) : []),
        ]),
        comparisons: [
          ...compared.map(({ field, all }) => comparisonSentence(field, all, 0)),
          // Each place lists its neighbours; the border they share is said once, for both.
          single ? undefined : bordersShared(ctx, facts, part.fields)?.sentence,
        ].filter((sentence): sentence is string => sentence !== undefined && fresh(ctx, sentence)),
      };
    })
    .filter((part) => part.comparisons.length > 0 || part.byPlace.some((sentences) => sentences.length > 0));
  const headed = parts.length >= 2 && parts.every((p) => p.title);
  const blocks: string[] = [];
  // A place's prose reads first: it opens the topic; the sub-aspects' facts follow.
  ctx.places.forEach((place, i) => {
    const own = lead[i]!;
    if (own.length > 0) blocks.push(own.join(' '));
  });
  // Silent only when no fact of the aspect is the place's (a compared figure is one); the silent
  // places are named together, not in a sentence each.
  const silent = ctx.places.filter(
    (place, i) => lead[i]!.length === 0 && !aspect.fields.some((f) => keyFact(facts, place, f)),
  );
  if (silent.length > 0) blocks.push(gaps(silent, aspect.title));
  for (const part of parts) {
    const paragraphs = ctx.places.flatMap((place, i) => {
      const sentences = part.byPlace[i]!;
      return sentences.length > 0 ? [sentences.join(' ')] : [];
    });
    // Said only where another place fills the part and this one's prose did not stand in.
    const partSilent = ctx.places.filter(
      (place, i) =>
        !single &&
        part.byPlace[i]!.length === 0 &&
        lead[i]!.length > 0 &&
        !part.fields.some((f) => keyFact(facts, place, f)),
    );
    if (partSilent.length > 0) paragraphs.push(gaps(partSilent, part.title ?? aspect.title));
    if (part.comparisons.length > 0) paragraphs.push(part.comparisons.join(' '));
    blocks.push(headed ? [`### ${part.title}`, ...paragraphs].join('\n\n') : paragraphs.join('\n\n'));
  }
  return blocks.filter(Boolean).join('\n\n');
}

/** The border two places share, from a part's border countries (see sharedBorderSentence). */
function bordersShared(ctx: Context, facts: readonly PlaceFact[], fields: readonly KeyField[]) {
  const field = fields.find((f) => f.id === 'borders');
  return field && { field, sentence: sharedBorderSentence(stated(ctx, facts, field)) };
}

/** The figure fields of a part that two places or more state, each with what every place states. */
function comparedFigures(ctx: Context, facts: readonly PlaceFact[], fields: readonly KeyField[]) {
  return (
    fields
      // Amounts only: "21 counties" against "12 counties" is no comparison a reader wants.
      .filter((field) => findField(field.id)?.kind === 'figure' && !findField(field.id)?.incomparable)
      .map((field) => ({ field, all: stated(ctx, facts, field) }))
      .filter(({ all }) => all.length >= 2 && all.every((s) => figureOf(s.fact.value) !== undefined))
  );
}

function conclusion(ctx: Context, facts: readonly PlaceFact[]): string {
  const out: string[] = [];
  if (ctx.places.length >= 2) {
    for (const aspect of ctx.aspects) {
      // The summary may have said the first facts' comparisons: the conclusion goes on to the next.
      let said = 0;
      for (const field of headlineFields(aspect)) {
        if (said >= 3) break;
        // What the summary already said is not said again: the next most shared items instead.
        for (const rank of [0, 1, 2, 3]) {
          const sentence = comparisonSentence(field, stated(ctx, facts, field), rank);
          if (!sentence) break;
          if (fresh(ctx, sentence)) {
            out.push(sentence);
            said++;
            break;
          }
        }
        if (out.length >= 6) break;
      }
    }
    // The summary said all they share: what sets each apart instead.
    for (const field of out.length === 0 ? ctx.aspects.flatMap(headlineFields) : []) {
      const sentence = distinctItemsSentence(field, stated(ctx, facts, field));
      if (sentence && fresh(ctx, sentence)) {
        out.push(sentence);
        break;
      }
    }
    // The sections compared everything: the conclusion comes back to a comparison the summary did
    // not make (Paraguay's exports, after the summary's hydropower), else to the first, never empty;
    // of people and names, which no comparison ranks, it sets each place's side by side.
    const unsummarised = (field: KeyField) => {
      const all = stated(ctx, facts, field);
      return all.length >= 2 && all.every(({ fact }) => !ctx.summarised.has(factKey(fact)));
    };
    for (const field of out.length === 0 ? ctx.aspects.flatMap((a) => a.fields).filter(unsummarised) : []) {
      const sentence = comparisonSentence(field, stated(ctx, facts, field), 0);
      if (sentence && figureOf(stated(ctx, facts, field)[0]!.fact.value) !== undefined) {
        out.push(`In short, ${lowerFirstWord(sentence)}`);
        break;
      }
    }
    for (const field of out.length === 0 ? ctx.aspects.flatMap(headlineFields) : []) {
      const sentence = comparisonSentence(field, stated(ctx, facts, field), 0);
      if (sentence) {
        out.push(`In short, ${lowerFirstWord(sentence)}`);
        break;
      }
    }
    for (const field of out.length === 0 ? ctx.aspects.flatMap(headlineFields) : []) {
      const sentence = sideBySideSentence(field, stated(ctx, facts, field));
      if (sentence) {
        out.push(sentence);
        break;
      }
    }
  } else {
    // One place: the answer again, in one sentence (each asked aspect's leading fact, which the
    // sections set out), then a headline fact the summary left out; never a list of stray details.
    const place = ctx.places[0]!;
    const held = (f: KeyField) => keyFact(facts, place, f) !== undefined;
    const unsaid = (f: KeyField) => held(f) && !ctx.summarised.has(factKey(keyFact(facts, place, f)!));
    const answers = ctx.aspects.flatMap((aspect) => headlineFields(aspect).find(held) ?? []);
    const others = ctx.aspects.flatMap(headlineFields).filter((f) => unsaid(f) && !answers.includes(f));
    // A value said once is not said again under another name (a president who is chief of state
    // and head of government).
    const values = new Set<string>();
    const fields = [...answers, ...others]
      .filter((f) => {
        const value = keyFact(facts, place, f)!.value;
        return !values.has(value) && Boolean(values.add(value));
      })
      .slice(0, CONCLUSION_CLAUSES);
    const chosen = fields.map((field) => ({ field, fact: keyFact(facts, place, field)! }));
    const clauses = chosen.map(({ field, fact }, i) =>
      i === 0 ? factClause(place, field, fact) : itsClause(field, fact),
    );
    if (clauses.length > 0) {
      const [first, ...rest] = clauses;
      const opening = `In short, ${lowerFirstWord(first!)}`;
      out.push(`${[opening, ...rest].join(rest.length > 1 ? '; ' : ', and ')}.`);
    }
  }
  const silent = ctx.frame.shape === 'region' ? [] : ctx.silent;
  if (silent.length > 0)
    out.push(`The sources found say nothing about ${listOf(silent.map((p) => displayName(p)))}.`);
  // The facts come from the Factbook's profiles: its edition is named once, at the report's end.
  const edition = facts.length > 0 ? `_Facts from the ${FACTBOOK_EDITION.title}._` : '';
  return [out.join(' '), edition, NO_MODEL_NOTE].filter(Boolean).join('\n\n');
}

/**
 * The offline writer of a report about places (issue 18): the summary states the answer for each
 * place in full sentences; a table sets the key facts side by side; each aspect's section treats
 * every place in turn, saying so where the sources are silent; the conclusion compares the table's
 * facts. Every sentence states a labelled fact of the place's own entry, or quotes its prose, and
 * cites the pack number of that entry.
 */
/**
 * What a region's own entry says of it, as a sentence: "The Caspian Sea is a large saltwater lake …;
 * the largest inland body of water in the world [4]." (a sea is a region of its shores, and the
 * dictionary's line on the sea itself is what a reader asks first). Empty without such an entry.
 */
function regionEntry(frame: QuestionFrame, part: ReportPart): string {
  const region = frame.region;
  const own = region
    ? part.pack.passages.find(({ passage }) => passage.sourceTitle?.toLowerCase() === region.toLowerCase())
    : undefined;
  if (!region || !own) return '';
  const gloss = glossParts(own.passage.text);
  const first = gloss?.pos === 'noun' && splitSentences(gloss.definition)[0]?.replace(/[.\s]+$/u, '');
  return first ? `${capitalise(regionInSentence(region))} is ${first} [${own.local}].` : '';
}

/** A part's passages as one lower-case text: what its sources say, headings included. */
const textOf = (part: ReportPart) =>
  part.pack.passages
    .map(({ passage }) => `${passage.heading}\n${passage.text}`)
    .join('\n')
    .toLowerCase();

/**
 * What a single place's own dictionary entry says of it, as the report's first sentence: "Kenya is a
 * republic in eastern Africa; it achieved independence from the United Kingdom in 1963 [3]." Empty
 * for several places or without such an entry.
 */
function placeEntry(ctx: Context, part: ReportPart): string {
  if (ctx.places.length !== 1 || ctx.frame.shape === 'region') return '';
  for (const { local, passage } of part.pack.passages) {
    const entry = placeOfEntry(ctx.places, passage.sourceTitle ?? '', passage.text);
    if (!entry) continue;
    const sentence = `${entrySentence(displayName(entry.place, true), entry.definition)} [${local}].`;
    return fresh(ctx, sentence) ? sentence : '';
  }
  return '';
}

export function writePlaceParts(request: PartsRequest, frame: QuestionFrame): string[] {
  const allFacts = factsOf(
    request.parts.flatMap((p) => p.pack.passages),
    frame,
  );
  const present = frame.places.filter((p) => allFacts.some((f) => f.place === p));
  // A region sets out the places the evidence covers; named places are all set out, each gap said.
  const ctx: Context = {
    frame,
    places: frame.shape === 'region' ? present.slice(0, MAX_REGION_PLACES) : frame.places,
    aspects: frame.aspects,
    used: new Set(),
    silent: frame.places.filter((p) => !present.includes(p)),
    summarised: new Set(),
  };
  return request.parts.map((part: ReportPart) => {
    const facts = factsOf(part.pack.passages, frame);
    if (part.kind === 'summary') {
      const entry = regionEntry(frame, part) || placeEntry(ctx, part);
      const said = summary(ctx, facts, textOf(part));
      // After the entry's "Switzerland is a landlocked federal republic …", the profile's "Switzerland
      // is a federal republic (formally a confederation)" would say it twice: it is the government's type.
      const own = ctx.places.length === 1 ? `${displayName(ctx.places[0]!, true)} is ` : undefined;
      const follows =
        entry && own && said.startsWith(own) ? `Its government is ${said.slice(own.length)}` : said;
      return [entry, follows].filter(Boolean).join(' ');
    }
    if (part.kind === 'conclusion') return conclusion(ctx, facts);
    if (part.table) return table(ctx, facts);
    // The frame's own aspect: its fields lead with those the question names.
    const aspect = frame.aspects.find((a) => a.id === part.aspect) ?? aspectById(part.aspect ?? '');
    return aspect ? section(ctx, facts, aspect, part.pack.passages) : '';
  });
}
