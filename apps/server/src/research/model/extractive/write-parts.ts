import { leadOf, planAnswer, type LeadSentence } from '../../../answer/extractive/answer-plan.js';
import { NO_MODEL_NOTE, citeSentence } from '../../../answer/extractive/compose.js';
import { buildQuery } from '../../../answer/extractive/query.js';
import { rankUnits, type RankedUnit } from '../../../answer/extractive/rank.js';
import { selectSentences } from '../../../answer/extractive/select.js';
import { quotable, sentenceUnits, type SentenceUnit } from '../../../answer/extractive/units.js';
import { titleShare } from '../../evidence/rank-passages.js';
import { analyze, analyzeQuery } from '../../../text/analyzer.js';
import type { AnswerSource } from '../../../answer/answer-engine.js';
import type { PartsRequest, ReportPart } from '../research-model.js';
import { leansOnBefore } from '../../../answer/extractive/openers.js';
import { lowerFirstWord } from '../../../text/lower-first.js';
import { capitalise } from '../../../text/capitalise.js';
import { isGloss, isWordEntry } from '../../../answer/extractive/text/gloss.js';
import { withNameForms } from '../../understand/name-forms.js';
import { unansweredSentences } from './unanswered.js';
import { writePlaceParts } from './write-place-parts.js';
import { listIntroductions, reportParagraphs } from './report-paragraphs.js';

/** Sentences a body section, the summary and the conclusion may use. */
const PART_LIMITS = {
  summary: { maxSentences: 3, maxChars: 700 },
  section: { maxSentences: 9, maxChars: 2200 },
  conclusion: { maxSentences: 3, maxChars: 700 },
} as const;
/** Share of the question's words a dictionary entry's headword names to be a report's subject beside an article. */
export const ENTRY_SUBJECT_SHARE = 0.5;
/** Share of the question's words a source's title needs to be named after what was asked ("Doppler effect" is not, for climate change's effects). */
const NAMED_BY_QUESTION = 0.5;
/** The score of a section's sentence that no query ranks: below any that one does. */
const UNRANKED_SCORE = 1e-6;

/**
 * One answer source per source of the pack, numbered by the pack's local numbers (what the part
 * cites): its passages in order, each under its heading. A sentence's place is then its place in
 * the source, so "commonest first" holds for a dictionary's senses across passages.
 */
function packSources(part: ReportPart): AnswerSource[] {
  const bySource = new Map<number, AnswerSource>();
  for (const { local, passage } of part.pack.passages) {
    const text = passage.heading ? `## ${passage.heading}\n\n${passage.text}` : passage.text;
    const source = bySource.get(local);
    if (source) source.text += `\n\n${text}`;
    else bySource.set(local, { n: local, url: '', title: passage.sourceTitle ?? part.title, text });
  }
  return [...bySource.values()];
}

/** The first of each unit, in order. */
function withoutRepeats(ranked: readonly RankedUnit[]): RankedUnit[] {
  const seen = new Set<SentenceUnit>();
  return ranked.filter((r) => !seen.has(r.unit) && Boolean(seen.add(r.unit)));
}

const sentenceKey = (text: string) => text.toLowerCase().replace(/\W+/gu, ' ').trim();

/** What a source is about, from its title: "Laos — Environment" → "Laos". */
function subjectOf(title: string | undefined): string | undefined {
  const [subject, rest] = title?.split(/\s+[—–]\s+/u) ?? [];
  return rest === undefined ? undefined : subject;
}

/**
 * Writes every part from its evidence without a language model, in report order, so a sentence
 * used once is never repeated in a later part. Each part ranks its pack's sentences against its
 * own subject (and the question), picks relevant, non-redundant ones, and lays them out in
 * paragraphs that open with a sentence that states something. Citations are the pack's numbers.
 */
export function writeExtractiveParts(request: PartsRequest): string[] {
  if (request.frame && request.frame.shape !== 'concept') return writePlaceParts(request, request.frame);
  const used = new Set<string>();
  /** Sections written so far with something to say. */
  let sectionsWritten = 0;
  /** The sources the parts so far quoted (the report's numbers). */
  const quoted = new Set<number>();
  /** The summary's answer (its first lead sentence) and the report's number of its source. */
  let answer: { text: string; global: number } | undefined;
  const questionTurn = [{ role: 'user' as const, content: request.question }];
  const subject = subjectOfReport(request);
  return request.parts.map((part) => {
    const sources = packSources(part);
    const query =
      part.kind === 'section'
        ? buildQuery(part.title, questionTurn)
        : buildQuery(request.question, request.history);
    const units = sentenceUnits(sources);
    // A section ranks by its own subject first; sentences that only the question (or nothing but
    // their place in the evidence) ranks come after, so a section is never starved by a strict cut.
    // Last come the section's other sentences, in their order: a section whose words are not the
    // question's ("Responses": mitigation, adaptation, the Paris Agreement) still says what its
    // passages say, rather than "nothing more specific".
    const ranked =
      part.kind === 'section'
        ? withoutRepeats([
            ...rankUnits(units, query, sources.length),
            ...rankUnits(units, buildQuery(request.question, []), sources.length),
            ...units.map((unit, i) => ({
              unit,
              score: (UNRANKED_SCORE * (units.length - i)) / units.length,
            })),
          ])
        : rankUnits(units, query, sources.length);
    // The summary opens as a Quick answer would: with the sentences that answer the question (the
    // field asked for, a sentence per thing compared, the passage that explains).
    const lead: LeadSentence[] =
      part.kind === 'summary'
        ? leadWithAntecedents(summaryLead(request, sources), units, (u) => !used.has(sentenceKey(u.text)))
        : [];
    for (const sentence of lead) used.add(sentenceKey(sentence.text));
    const leadFirst = lead[0];
    const leadGlobal = leadFirst && part.pack.toGlobal.get(leadFirst.source);
    if (leadFirst && leadGlobal !== undefined) answer ??= { text: leadFirst.text, global: leadGlobal };
    // A list's items are fragments outside their list, and its introduction says nothing without
    // them: only a section sets a list out.
    const lists = new Set(listIntroductions(units).values());
    const inList = (unit: SentenceUnit) => unit.item !== undefined || lists.has(unit);
    // Beside an article, a section's dictionary entries are its parts' definitions, one sense each
    // (partDefinitions), not sentences to rank with the article's: "water" has seven senses.
    const entries = new Set(sources.filter((s) => isGloss(s.text)).map((s) => s.n));
    const definitionsOnly = part.kind === 'section' && entries.size < sources.length;
    // A part drawing on another subject's source (the water cycle's "Why the cycle matters" in a
    // report on glaciers) quotes only its sentences that name this subject.
    const borrowed = new Set(sources.filter((s) => !subject.titles.has(s.title)).map((s) => s.n));
    // Such a sentence must read on its own: "They still carry their own small loop of DNA" speaks of
    // the chloroplasts of the sentence before, which is not quoted.
    const onSubject = (unit: SentenceUnit) =>
      !borrowed.has(unit.source) ||
      subject.terms.size === 0 ||
      ([...unit.termCounts.keys()].some((t) => subject.terms.has(t)) && !leansOnBefore(unit.text));
    const unused = quotable(inAskedSense(ranked, sources, request.question)).filter(
      (r) =>
        !used.has(sentenceKey(r.unit.text)) &&
        (part.kind === 'section' || !inList(r.unit)) &&
        !(definitionsOnly && entries.has(r.unit.source)) &&
        onSubject(r.unit),
    );
    // The conclusion draws on the leading source (the one the report mostly rests on), not on a
    // dictionary's glosses of neighbouring words; others only when it has nothing left to say, and
    // only sources the report quoted before or whose titles name what was asked: one that no
    // section drew on and that is named after something else is about something else.
    const global = (r: { unit: SentenceUnit }) => part.pack.toGlobal.get(r.unit.source);
    const namedByQuestion = new Set(
      part.pack.passages
        .filter(({ passage }) => titleShare(passage.sourceTitle ?? '', request.question) >= NAMED_BY_QUESTION)
        .map(({ local }) => local),
    );
    const leading = Math.min(...part.pack.toGlobal.values());
    const fromLeading = unused.filter((r) => global(r) === leading);
    // A summary opened from the subject's own sources goes on from them: glosses of neighbouring
    // names ("James Watson: … the helical structure of DNA") say the question's words, not its answer.
    const own = new Set(subjectsOwn(request, sources).map((s) => s.n));
    const fromOwn = unused.filter((r) => own.has(r.unit.source));
    const fresh =
      part.kind === 'summary'
        ? leadFirst && own.has(leadFirst.source) && fromOwn.length > 0
          ? fromOwn
          : unused
        : part.kind !== 'conclusion'
          ? unused
          : fromLeading.length > 0
            ? fromLeading
            : unused.filter((r) => quoted.has(global(r) ?? 0) || namedByQuestion.has(r.unit.source));
    const selected = selectSentences(fresh, {
      ...PART_LIMITS[part.kind],
      maxSentences: Math.max(1, PART_LIMITS[part.kind].maxSentences - lead.length),
    });
    // A summary whose question's words the evidence lacks ("What is known about …") still opens
    // with the evidence: its first sentence that reads on its own (the pack is the subject's, most
    // relevant first), never with "nothing more specific".
    const opening = part.kind === 'summary' && lead.length === 0 && selected.length === 0;
    const firstUnit = opening
      ? units.find((u) => !used.has(sentenceKey(u.text)) && !leansOnBefore(u.text))
      : undefined;
    const unsaid = (u: SentenceUnit) => !used.has(sentenceKey(u.text));
    // A section's (or the conclusion's) sentence that leans on one an earlier part quoted ("It shapes landscapes …" after
    // the summary took "The water cycle delivers fresh water …") would lean on whatever precedes it here.
    // Where that one opens with the source's subject ("TypeScript can be introduced …"), "It" and
    // "Its" stand for it and are written out ("TypeScript's behaviour is controlled by …").
    const titles = new Map(sources.map((s) => [s.n, s.title]));
    const standing = (firstUnit ? [{ unit: firstUnit, score: 1 }] : selected).flatMap((r) => {
      const before = part.kind !== 'summary' ? separatedFrom(r.unit, units, unsaid) : undefined;
      if (!before) return [r];
      const text = withSubjectNamed(r.unit.text, before.text, titles.get(r.unit.source) ?? '');
      return text ? [{ ...r, unit: { ...r.unit, text } }] : [];
    });
    const chosen = withAntecedents(standing, units, unsaid);
    // Without a lead, the answer is the first sentence the report states.
    const first = part.kind !== 'conclusion' ? chosen[0] : undefined;
    const firstGlobal = first && global(first);
    if (first && firstGlobal !== undefined) answer ??= { text: first.unit.text, global: firstGlobal };
    for (const r of chosen) {
      used.add(sentenceKey(r.unit.text));
      quoted.add(global(r) ?? 0);
    }
    for (const sentence of lead) quoted.add(part.pack.toGlobal.get(sentence.source) ?? 0);
    const subjects = new Map(
      part.pack.passages.map(({ local, passage }) => [local, subjectOf(passage.sourceTitle)]),
    );
    const mixed = new Set(subjects.values()).size > 1;
    const body = reportParagraphs(
      chosen,
      units,
      mixed ? subjects : new Map<number, string | undefined>(),
      (unit) => !used.has(sentenceKey(unit.text)) && Boolean(used.add(sentenceKey(unit.text))),
    );
    if (lead.length > 0) body.unshift(lead.map((l) => citeSentence(l.text, l.source)).join(' '));
    // A section ends with what the dictionary says of the parts it names, where the article did not
    // say it in those words: "Transpiration is the emission of water vapor from the leaves of plants [4]."
    if (part.kind === 'section' && body.length > 0) {
      const defined = partDefinitions(units, sources, chosen).filter(
        (unit) => !used.has(sentenceKey(unit.text)) && Boolean(used.add(sentenceKey(unit.text))),
      );
      for (const unit of defined) quoted.add(global({ unit }) ?? 0);
      if (defined.length > 0) body.push(defined.map((u) => citeSentence(u.text, u.source)).join(' '));
    }
    // The conclusion gathers what the sources say of the question; it never counts them as content.
    if (part.kind === 'conclusion') {
      // When the sections have said all the sources had, the conclusion comes back to the answer
      // (never to what the sources "cover": that says nothing).
      const local = [...part.pack.toGlobal].find(([, g]) => g === answer?.global)?.[0];
      // What the question asked that nothing in the report answers is said, by name; it ends a
      // one-line report in place of the line said again.
      // A part is judged by its words; the library's concise articles often answer it in others
      // ("how did astronomers find it": "tracking stars … revealed"), so only a report from the user's
      // documents (or the web), whose words are the reader's, names unanswered parts.
      const passages = request.parts.flatMap((p) => p.pack.passages.map(({ passage }) => passage));
      const namesParts = passages.every((passage) => passage.libraryId === undefined);
      const gaps = unansweredSentences(
        request.question,
        new Set([
          ...[...used].flatMap((key) => analyze(key)),
          // The evidence's words, already counted in its passages.
          ...(namesParts ? passages.flatMap((passage) => [...passage.terms.keys()]) : []),
        ]),
        // The names and the concept asked about: a sentence of nothing but them would be no gap named.
        new Set([
          ...(request.frame?.names ?? []).flatMap((n) => analyze(n)),
          ...(request.frame?.conceptTerms ?? []),
        ]),
        sectionsWritten > 0,
        namesParts,
      );
      if (body.length === 0 && answer && local !== undefined && gaps.length === 0)
        body.push(`In short, ${afterLeadIn(citeSentence(answer.text, local), titles.get(local))}`);
      if (gaps.length > 0) body.push(gaps.join(' '));
      body.push(NO_MODEL_NOTE);
    }
    // A part with nothing new to say says nothing: its heading is left out (stages/write-report.ts).
    if (body.length === 0) return '';
    if (part.kind === 'section') sectionsWritten += 1;
    return body.join('\n\n');
  });
}

/**
 * A sentence carried on after "In short,": a dictionary's lower-case headword ("origami") opens it
 * in lower case, as the entry writes it ("Origami is the Japanese art …" was capitalised only as a
 * sentence); any other first word as lowerFirstWord judges it.
 */
function afterLeadIn(sentence: string, sourceTitle: string | undefined): string {
  const headword = sourceTitle?.trim() ?? '';
  return headword !== '' &&
    headword === headword.toLowerCase() &&
    sentence.startsWith(`${capitalise(headword)} `)
    ? headword + sentence.slice(headword.length)
    : lowerFirstWord(sentence);
}

/**
 * What the report is about: the sources whose titles name some of the question ("glacier",
 * "Alpine glacier" for "What is a glacier and how does it move?", not "The water cycle") or whose
 * headings name what those titles do, and the question's words those titles use. None when no title names any of it (every source then speaks
 * for itself).
 */
function subjectOfReport(request: PartsRequest): { titles: Set<string>; terms: Set<string> } {
  const titles = [
    ...new Set(request.parts.flatMap((p) => p.pack.passages.map(({ passage }) => passage.sourceTitle ?? ''))),
  ];
  // A name is also written as its adjective: "The Roman Empire" is the subject of the fall of Rome.
  const question = withNameForms(request.question, request.frame?.names ?? []);
  // A word's entry ("colourful" for the colours of leaves) names nothing the report is about.
  const wordEntries = new Set(
    request.parts.flatMap((p) =>
      p.pack.passages
        .filter(({ passage }) => isWordEntry(passage.text))
        .map(({ passage }) => passage.sourceTitle ?? ''),
    ),
  );
  const sharing = titles.filter((title) => titleShare(title, question) > 0 && !wordEntries.has(title));
  if (sharing.length === 0) return { titles: new Set(titles), terms: new Set() };
  // An article named by the question is the subject before a dictionary's entry of one of its words
  // ("DNA", not "structure", for the structure of DNA).
  const glosses = new Set(
    request.parts.flatMap((p) =>
      p.pack.passages
        .filter(({ passage }) => isGloss(passage.text))
        .map(({ passage }) => passage.sourceTitle ?? ''),
    ),
  );
  const articles = sharing.filter((title) => !glosses.has(title));
  // The entry of one word of the question ("tyrant", for which emperors of Rome were tyrants) is no
  // subject beside an article: the sources then speak for themselves (as outline.ts has it).
  const mostOf = sharing.some((title) => titleShare(title, question) >= ENTRY_SUBJECT_SHARE);
  if (articles.length === 0 && !mostOf && titles.some((title) => !glosses.has(title)))
    return { titles: new Set(titles), terms: new Set() };
  const named = articles.length > 0 ? articles : sharing;
  const asked = new Set(analyzeQuery(question));
  const phrases = named.map((t) => analyzeQuery(t).filter((term) => asked.has(term)));
  // A source that heads a section with the subject ("The greenhouse effect") is about it too.
  const heads = request.parts
    .flatMap((p) => p.pack.passages.map(({ passage }) => passage))
    .filter((p) => {
      const heading = new Set(analyzeQuery(p.heading));
      return phrases.some((phrase) => phrase.length > 0 && phrase.every((t) => heading.has(t)));
    })
    .map((p) => p.sourceTitle ?? '');
  return { titles: new Set([...named, ...heads]), terms: new Set(phrases.flat()) };
}

/** Words a part's definition shares with its section beyond its headword: the sense the article means. */
const MIN_SENSE_SHARED = 2;

/**
 * Of the dictionary entries in a section's pack (the parts the section names: outline.ts joins them
 * to it), each one's sense that shares the most words with what the section quotes, two at least:
 * for the water cycle's "Evaporation and transpiration", "the emission of water vapor from the
 * leaves of plants", not "the passage of gases through fine tubes". None of an entry already quoted.
 */
function partDefinitions(
  units: readonly SentenceUnit[],
  sources: readonly AnswerSource[],
  chosen: readonly { unit: SentenceUnit }[],
): SentenceUnit[] {
  const said = new Set(chosen.flatMap((r) => [...r.unit.termCounts.keys()]));
  const quotedSources = new Set(chosen.map((r) => r.unit.source));
  const entries = sources.filter((s) => isGloss(s.text) && !quotedSources.has(s.n));
  return entries.flatMap((entry) => {
    const headword = new Set(analyzeQuery(entry.title));
    const shared = (unit: SentenceUnit) =>
      [...unit.termCounts.keys()].filter((t) => !headword.has(t) && said.has(t)).length;
    const best = units
      .filter((u) => u.source === entry.n && isGloss(u.text))
      .reduce<SentenceUnit | undefined>((top, u) => (!top || shared(u) > shared(top) ? u : top), undefined);
    return best && shared(best) >= MIN_SENSE_SHARED ? [best] : [];
  });
}

/** The sources titled by the subject alone ("DNA", "glacier"), when others are in the pack too. */
function subjectsOwn(request: PartsRequest, sources: readonly AnswerSource[]): AnswerSource[] {
  const concept = new Set(request.frame?.conceptTerms ?? []);
  const own = sources.filter((s) => {
    const words = analyzeQuery(s.title);
    return words.length > 0 && words.every((w) => concept.has(w));
  });
  return own.length < sources.length ? own : [];
}

/**
 * The summary's opening, as a Quick answer would give it: from the subject's own sources first (the
 * article "DNA" for the structure of DNA, the entry "glacier" for how glaciers move), so a gloss of
 * a neighbouring name that happens to say the question's words ("Maurice Wilkins: … helped discover
 * the structure of DNA") never opens the report; from every source when those do not answer.
 */
function summaryLead(request: PartsRequest, sources: readonly AnswerSource[]): LeadSentence[] {
  const own = subjectsOwn(request, sources);
  const answer = (from: readonly AnswerSource[]) =>
    planAnswer(request.question, request.history, from, PART_LIMITS.summary);
  if (own.length > 0) {
    const plan = answer(own);
    const led = leadOf(plan);
    if (led.length > 0) return led;
    // An article on the subject opens with its sentence that ranks first, though no one sentence
    // holds every word asked ("how does it move"); a dictionary's raw line is left to the plan below.
    // A question that first asks what the subject is ("What is a glacier and how does it move?")
    // opens with its own entry's line too: that is what it asks first.
    const asksWhat = /^what\s+(?:is|are)\s+(?:an?\s+|the\s+)?/iu.test(request.question.trim());
    const articles = new Set(
      own.filter((s) => asksWhat || s.title !== s.title.toLowerCase()).map((s) => s.n),
    );
    const first =
      plan.kind === 'ranked'
        ? plan.chosen.find((r) => articles.has(r.unit.source) && !leansOnBefore(r.unit.text))
        : undefined;
    if (first) return [{ source: first.unit.source, text: first.unit.text }];
  }
  return leadOf(answer(sources));
}

/**
 * The sentences a sentence that points back ("The one at the centre of our Milky Way …") leans on
 * ("Supermassive black holes … sit at the centres of most large galaxies"), in order, where no part
 * said them: a summary cannot start mid-thought. Two back at most.
 */
function antecedentsOf(
  unit: SentenceUnit,
  units: readonly SentenceUnit[],
  unsaid: (unit: SentenceUnit) => boolean,
): SentenceUnit[] {
  const before: SentenceUnit[] = [];
  let at = units.indexOf(unit);
  for (let steps = 0; steps < 2 && at > 0 && leansOnBefore(units[at]!.text); steps += 1) {
    const previous = units[at - 1]!;
    if (previous.source !== unit.source || !unsaid(previous)) break;
    before.unshift(previous);
    at -= 1;
  }
  return before;
}

/** The sentence before `unit` in its section, when `unit` leans on it and an earlier part quoted it. */
function separatedFrom(
  unit: SentenceUnit,
  units: readonly SentenceUnit[],
  unsaid: (unit: SentenceUnit) => boolean,
): SentenceUnit | undefined {
  const at = units.indexOf(unit);
  const previous = at > 0 ? units[at - 1] : undefined;
  const separated =
    leansOnBefore(unit.text) &&
    previous?.source === unit.source &&
    previous.heading === unit.heading &&
    !unsaid(previous);
  return separated ? previous : undefined;
}

/** "The eastern half, often called …, continued": a subject of a few words the sentence sets off with a comma. */
const SET_OFF_SUBJECT = /^(The\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+),\s/u;

/**
 * "It shapes landscapes …" after "The water cycle delivers …" of the article "The water cycle":
 * "The water cycle shapes landscapes …"; "It ended …" after "The eastern half, often called …,
 * continued …": "The eastern half ended …". Undefined unless the sentence opens with "It" or "Its"
 * and the one before with the source's title, as that sentence writes it, or with a subject it sets
 * off with a comma.
 */
export function withSubjectNamed(text: string, before: string, title: string): string | undefined {
  const pronoun = /^(It|Its)\s/u.exec(text)?.[1];
  const name = title.trim();
  if (!pronoun) return undefined;
  const written =
    name && before.toLowerCase().startsWith(`${name.toLowerCase()} `)
      ? before.slice(0, name.length)
      : SET_OFF_SUBJECT.exec(before)?.[1];
  if (!written) return undefined;
  return `${pronoun === 'Its' ? `${written}'s` : written}${text.slice(pronoun.length)}`;
}

/** The chosen sentences with those they lean on (antecedentsOf). */
function withAntecedents(
  chosen: readonly RankedUnit[],
  units: readonly SentenceUnit[],
  unsaid: (unit: SentenceUnit) => boolean,
): RankedUnit[] {
  const picked = new Set(chosen.map((r) => r.unit));
  const added = chosen.flatMap(({ unit }) =>
    antecedentsOf(unit, units, (u) => !picked.has(u) && unsaid(u)).map((u) => {
      picked.add(u);
      return { unit: u, score: 0 };
    }),
  );
  return [...chosen, ...added];
}

/** A lead whose first sentence leans on others opens with them. */
function leadWithAntecedents(
  lead: readonly LeadSentence[],
  units: readonly SentenceUnit[],
  unsaid: (unit: SentenceUnit) => boolean,
): LeadSentence[] {
  const first = lead[0];
  const unit = first && units.find((u) => u.source === first.source && u.text === first.text);
  const said = new Set(lead.map((l) => l.text));
  const before = unit ? antecedentsOf(unit, units, (u) => !said.has(u.text) && unsaid(u)) : [];
  return [...before.map((u) => ({ source: u.source, text: u.text })), ...lead];
}

/**
 * Of a dictionary entry (a source with a lower-case headword), only the senses in which the question
 * asks of it, when one names more of the question than the headword: for "How is DNA replicated?"
 * "(genetics) the process whereby DNA makes a copy of itself", not "a quick reply to a question".
 */
export function inAskedSense(
  ranked: readonly RankedUnit[],
  sources: readonly AnswerSource[],
  question: string,
) {
  const asked = new Set(analyzeQuery(question));
  const askedIn = (unit: SentenceUnit) => [...unit.termCounts.keys()].filter((t) => asked.has(t)).length;
  // A dictionary's entry, a word's ("bank") or a name's ("Wilkins": a civil rights leader, an explorer,
  // a biochemist): its senses that say the question's words stand for it.
  const entries = new Set(
    sources.filter((s) => s.title === s.title.toLowerCase() || isGloss(s.text)).map((s) => s.n),
  );
  const most = new Map<number, number>();
  for (const { unit } of ranked)
    if (entries.has(unit.source)) most.set(unit.source, Math.max(most.get(unit.source) ?? 0, askedIn(unit)));
  return ranked.filter(({ unit }) => (most.get(unit.source) ?? 0) < 2 || askedIn(unit) >= 2);
}
