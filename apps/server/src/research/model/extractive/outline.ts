import { DOCUMENT_SITE_NAME } from '@pardus/protocol';
import type { Evidence, EvidenceSource } from '../../evidence/select-evidence.js';
import { scorePassages, titleShare } from '../../evidence/rank-passages.js';
import type { OutlineSection } from '../research-model.js';
import { analyze, analyzeQuery } from '../../../text/analyzer.js';
import { headingLeaf } from '../../../text/heading-path.js';
import { capitalise } from '../../../text/capitalise.js';
import { glossParts, isWordEntry } from '../../../answer/extractive/text/gloss.js';
import { cleanTitle } from './plan-queries.js';
import { adjectiveForms, withNameForms } from '../../understand/name-forms.js';
import { ENTRY_SUBJECT_SHARE } from './write-parts.js';
import { questionParts } from '../../understand/question-parts.js';

interface Topic {
  title: string;
  /** Titles of the sources its passages come from, and the headings above them: what it is about. */
  sourceTitles: Set<string>;
  passageIds: string[];
  scores: number[];
  chars: number;
  /** The best-ranked source it draws on (1 = the most relevant). */
  bestSource: number;
  /** Named after its source, not a heading in it: the topic is all that source says. */
  wholeSource: boolean;
}

const emptyTopic = (title: string): Topic => ({
  title,
  sourceTitles: new Set<string>(),
  passageIds: [],
  scores: [],
  chars: 0,
  bestSource: Number.POSITIVE_INFINITY,
  wholeSource: false,
});

/** Less text than this cannot make a section of several sentences. */
const MIN_TOPIC_CHARS = 250;

/** Share of the best topic's strength a topic needs to become a section (beyond the first `min`). */
const MIN_TOPIC_SHARE = 0.35;

/** Headings that describe page furniture, never a subject worth a section. */
const NOT_A_TOPIC =
  /^(?:contents|references|see also|external links|notes|further reading|bibliography|sources|navigation|menu)$/i;

/**
 * Sections without a language model: the evidence's own organisation decides them. Passages are
 * grouped by the heading they sit under (a Factbook section, an article's "Eruptions"), or by their
 * source's title when they have none; the groups most relevant to the question become sections,
 * best first, each keeping its passages. Fewer than `min` only when the evidence has fewer topics.
 */
export function extractiveOutline(
  question: string,
  reportTitle: string,
  evidence: Evidence,
  limits: { min: number; max: number },
  /** The names the question is about, as its frame reads them. */
  askedNames: readonly string[],
): OutlineSection[] {
  const titles = new Map(evidence.sources.map((s) => [s.n, cleanTitle(s)]));
  const entries = new Set(
    evidence.sources
      .filter((s) => evidence.passages.some((p) => p.source === s.n && glossParts(p.text) !== undefined))
      .map((s) => s.n),
  );
  // A word's entry (an adjective, a verb: "colourful") names no thing a report could be about.
  const words = new Set(evidence.passages.filter((p) => isWordEntry(p.text)).map((p) => p.source));
  // A name is also written as its adjective ("The Roman Empire" is about Rome).
  const forms = askedNames.flatMap(adjectiveForms);
  const subject = subjectSources(
    withNameForms(question, askedNames),
    new Map([...titles].filter(([n]) => !words.has(n))),
    entries,
    partLeaders(question, evidence, entries),
  );
  const topics = new Map<string, Topic>();
  for (const { passage, score } of scorePassages(evidence.passages, question)) {
    // The subject's own article keeps every section, also those that share no word with the
    // question ("Condensation" in "the main processes of the water cycle"); they rank last.
    if (score <= 0 && !subject.sources.has(passage.source)) continue;
    const sourceTitle = titles.get(passage.source) ?? '';
    // A document's subsection is named by its own heading ("Money"), its path above it
    // ("Annual report 2025 › Money") kept as what it is about.
    const fullHeading = passage.heading.trim();
    const heading = headingLeaf(fullHeading);
    const useHeading = heading !== '' && !NOT_A_TOPIC.test(heading) && !repeatsTitle(heading, sourceTitle);
    const title = useHeading ? heading : sourceTitle;
    if (!title) continue;
    const key = title.toLowerCase();
    const topic = topics.get(key) ?? { ...emptyTopic(title), wholeSource: !useHeading };
    topic.sourceTitles.add(sourceTitle).add(fullHeading);
    topic.passageIds.push(passage.id);
    topic.scores.push(score);
    topic.chars += passage.text.length;
    topic.bestSource = Math.min(topic.bestSource, passage.source);
    topics.set(key, topic);
  }
  const strength = (t: Topic) =>
    t.scores.slice(0, 3).reduce((sum, s) => sum + s, 0) *
    (1 + 2 * titleShare(t.title, question)) *
    // The best source's own headings are the natural outline of an answer ("The greenhouse effect").
    (1 + 1 / t.bestSource);
  // A question that names things ("Chile and Peru") gets sections about them, not about whatever
  // else shares a word with it ("Australia — Economy").
  const names = new Set([...askedNames, ...forms].flatMap((e) => analyzeQuery(e)));
  // Another source's sections are about its own subject unless they name this one: in a report
  // on the water cycle, photosynthesis's "Calvin cycle" shares words with it, not its subject.
  const passageText = new Map(evidence.passages.map((p) => [p.id, `${p.heading} ${p.text}`]));
  // A section is about a name its title names, or an article's section whose passages name it whole
  // ("Structure" of the article on DNA, on Rosalind Franklin's X-ray images); a dictionary's entry
  // that mentions it is about its own headword.
  const wholeNames = askedNames.map((n) => analyzeQuery(n)).filter((terms) => terms.length > 0);
  const namesWhole = (id: string) => {
    const terms = new Set(analyzeQuery(passageText.get(id) ?? ''));
    return wholeNames.some((name) => name.every((t) => terms.has(t)));
  };
  const aboutName = (t: Topic) =>
    names.size === 0 ||
    [t.title, ...t.sourceTitles].some((title) => analyzeQuery(title).some((term) => names.has(term))) ||
    (!t.wholeSource && t.passageIds.some(namesWhole));
  // A source that heads a section with the subject ("The greenhouse effect" in the article on
  // climate change) is about it: its other sections that share the question's words answer it too
  // ("What humans have changed": carbon dioxide from 280 to 420 parts per million).
  const headsSubject = new Set(
    evidence.passages
      .filter((p) => subject.phrases.some((phrase) => hasPhrase(p.heading, phrase)))
      .map((p) => p.source),
  );
  const aboutSubject = (t: Topic) =>
    subject.sources.has(t.bestSource) ||
    headsSubject.has(t.bestSource) ||
    subject.phrases.length === 0 ||
    t.passageIds.some((id) => subject.phrases.some((phrase) => hasPhrase(passageText.get(id) ?? '', phrase)));
  const merged = mergeLeadIns([...topics.values()]);
  const related = merged.filter((t) => aboutName(t) && aboutSubject(t));
  // A word's entry ("colourful" for the colours of leaves) defines a word the question used: beside
  // an article, it is no section (among other glosses it is one of the related terms).
  const ofWords = (t: Topic) => t.wholeSource && words.has(t.bestSource);
  const article = related.some((t) => !entries.has(t.bestSource));
  const all = (article ? related.filter((t) => !ofWords(t)) : related).sort(
    (a, b) => strength(b) - strength(a),
  );
  const substantial = all.filter((t) => t.chars >= MIN_TOPIC_CHARS);
  // Too few topics of substance: the brief ones join them. Brief sources without sections of their
  // own (a dictionary's one-line glosses of "vaccinate", "vaccinator", "vaccine") make one section
  // together, not one each, most of them left empty once the summary has quoted its line; an
  // article's short sections stay sections.
  const glosses = all.filter((t) => t.chars < MIN_TOPIC_CHARS && t.wholeSource);
  const brief = all.filter((t) => t.chars < MIN_TOPIC_CHARS && !glosses.includes(t));
  const ranked =
    substantial.length >= limits.min
      ? withoutGlosses(substantial, limits.min)
      : [...substantial, ...brief, ...(glosses.length >= 2 ? [together(glosses)] : glosses)];
  const best = ranked[0] ? strength(ranked[0]) : 0;
  // Topics far weaker than the best are passing mentions: they would pad the report, not answer it.
  // The subject's own sections stay even when they use other words than the question.
  const strong = ranked.filter(
    (t, i) => i < limits.min || subject.sources.has(t.bestSource) || strength(t) >= best * MIN_TOPIC_SHARE,
  );
  // Chosen by strength; read source by source (strongest source first), each in its own order,
  // so an article's sections keep the order its author gave them. A user's document comes as one
  // source per passage or page: its sections are read in the document's order too.
  const chosen = strong.slice(0, limits.max);
  const textOfPassage = new Map(evidence.passages.map((p) => [p.id, p.text]));
  // Entries the evidence kept as parts of the subject need not name it ("transpiration"); they must
  // still be about what the question names ("Arthur", a president, is not about Camelot).
  joinEntries(chosen, merged.filter(aboutName), (id) => textOfPassage.get(id) ?? '');
  const places = new Map(evidence.sources.map((s) => [s.n, placeInSource(s)]));
  const placeOf = (t: Topic) => places.get(t.bestSource) ?? { source: String(t.bestSource), at: 0 };
  const sourceOrder = new Map<string, number>();
  for (const t of chosen) {
    const { source } = placeOf(t);
    if (!sourceOrder.has(source)) sourceOrder.set(source, sourceOrder.size);
  }
  const position = (t: Topic) => Math.min(...t.passageIds.map((id) => Number(id.split('.')[1] ?? 0)));
  const order = (t: Topic) => sourceOrder.get(placeOf(t).source) ?? 0;
  chosen.sort((a, b) => order(a) - order(b) || placeOf(a).at - placeOf(b).at || position(a) - position(b));
  // A section's passages in the evidence's order: sources best first, each as its author wrote it.
  const inOrder = (ids: readonly string[]) => {
    const wanted = new Set(ids);
    return evidence.passages.filter((p) => wanted.has(p.id)).map((p) => p.id);
  };
  return chosen.map((t) => ({
    title: sectionTitle(t.title, reportTitle),
    focus: `${t.title} ${question}`,
    passageIds: inOrder(t.passageIds),
  }));
}

/**
 * A heading that repeats its source's title, with extras set apart ("Chile — Economy (South
 * America)" under "Chile"), is the title; one that goes on in words ("DNA in science and everyday
 * life" under "DNA") is a section of its own.
 */
function repeatsTitle(heading: string, sourceTitle: string): boolean {
  if (!heading.toLowerCase().startsWith(sourceTitle.toLowerCase())) return false;
  const rest = heading.slice(sourceTitle.length).trim();
  return rest === '' || /^[—–:(,-]/u.test(rest);
}

/**
 * Where a source's text sits in what its author wrote: a passage or page of a user's document is a
 * place in that document (its viewer link says which); any other source is a whole of its own.
 */
function placeInSource(source: EvidenceSource): { source: string; at: number } {
  if (source.site !== DOCUMENT_SITE_NAME) return { source: String(source.n), at: 0 };
  const url = new URL(source.url);
  const at = Number(url.searchParams.get('page') ?? url.searchParams.get('passage') ?? 0);
  return { source: url.pathname, at: Number.isFinite(at) ? at : 0 };
}

/**
 * With enough sections of their own, articles' topics make the report, and other dictionary entries
 * (whole sources with a lower-case headword: "eruption", "eruptive" beside the article on volcanoes)
 * none: a gloss of a neighbouring word never takes the place of the article's "Hazards", nor makes
 * a section with nothing the summary has not said. The leading source's entry is the subject's own.
 */
function withoutGlosses(topics: readonly Topic[], min: number): Topic[] {
  const leading = Math.min(...topics.map((t) => t.bestSource));
  const isGloss = (t: Topic) =>
    t.wholeSource && t.title === t.title.toLowerCase() && t.bestSource !== leading;
  const articles = topics.filter((t) => !isGloss(t));
  return articles.length >= min ? articles : [...topics];
}

/**
 * Dictionary entries left without a section of their own (the articles' topics made the report)
 * join the section that uses their headword most: the entry "light reaction" the article's "The
 * light-dependent reactions", "Melvin Calvin" its "The Calvin cycle". A gathered entry that bears on
 * the subject is a second source for what the section says, not dropped; one whose headword no
 * section uses stays out, and so does a word's entry that names no thing (an adjective, a verb). A
 * name is found by its last word (the surname), a term by all its words.
 */
function joinEntries(chosen: readonly Topic[], all: readonly Topic[], textOf: (id: string) => string): void {
  const sections = chosen.map((topic) => ({
    topic,
    counts: termCounts(topic.passageIds.map(textOf).join('\n')),
  }));
  for (const entry of all) {
    // A thing's entry, not a word's: "eruptive (adjective)" would only define a word the section uses.
    const gloss = glossParts(textOf(entry.passageIds[0] ?? ''));
    if (chosen.includes(entry) || !entry.wholeSource || gloss?.pos !== 'noun') continue;
    const words = analyzeQuery(entry.title);
    const name = /^\p{Lu}/u.test(entry.title) && words.length > 1;
    const wanted = name ? words.slice(-1) : words;
    if (wanted.length === 0) continue;
    const uses = (counts: ReadonlyMap<string, number>) =>
      wanted.every((w) => counts.has(w)) ? wanted.reduce((n, w) => n + (counts.get(w) ?? 0), 0) : 0;
    const best = sections.reduce<{ topic?: Topic; uses: number }>(
      (found, s) => (uses(s.counts) > found.uses ? { topic: s.topic, uses: uses(s.counts) } : found),
      { uses: 0 },
    );
    if (!best.topic) continue;
    // Its place in the report stays the section's: the entry adds passages, not a new leading source.
    best.topic.passageIds.push(...entry.passageIds);
    for (const title of entry.sourceTitles) best.topic.sourceTitles.add(title);
  }
}

const termCounts = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const term of analyze(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
};

/** Brief topics as one: "Related terms" when each is a term (a dictionary's headwords), else "In brief". */
function together(brief: readonly Topic[]): Topic {
  const terms = brief.every((t) => t.title.split(/\s+/u).length <= 3);
  const joined = emptyTopic(terms ? 'Related terms' : 'In brief');
  for (const t of brief) absorb(joined, t);
  joined.scores.sort((a, b) => b - a);
  return joined;
}

/** Adds a topic's passages, scores and sources to another's. */
function absorb(into: Topic, t: Topic): void {
  for (const title of t.sourceTitles) into.sourceTitles.add(title);
  into.passageIds.push(...t.passageIds);
  into.scores.push(...t.scores);
  into.chars += t.chars;
  into.bestSource = Math.min(into.bestSource, t.bestSource);
}

/**
 * The sources whose titles name the most of the question ("The water cycle" for "the main processes
 * of the water cycle"), articles before dictionary entries, and those titles as phrases (stemmed
 * words in order). When no title names any of it, the leading source stands in, with no phrase to
 * look for.
 */
/**
 * Of a question of several parts ("Can a single eruption cool the planet, and is that like the
 * warming we see today?"), the article that best answers each part: each leads its part.
 */
function partLeaders(question: string, evidence: Evidence, entries: ReadonlySet<number>): number[] {
  const parts = questionParts(question);
  if (parts.length < 2) return [];
  const articles = evidence.passages.filter((p) => !entries.has(p.source));
  return [
    ...new Set(
      parts.flatMap((part) => {
        const [best] = scorePassages(articles, part).sort((a, b) => b.score - a.score);
        return best && best.score > 0 ? [best.passage.source] : [];
      }),
    ),
  ];
}

function subjectSources(
  question: string,
  titles: ReadonlyMap<number, string>,
  entries: ReadonlySet<number>,
  /** The sources leading each part of the question, when it has several. */
  leaders: readonly number[] = [],
) {
  const all = [...titles].map(([n, title]) => ({ n, title, share: titleShare(title, question) }));
  // A source written at length on words of the question (the article "DNA" for "How is DNA analysis
  // used in medicine, forensics and research?") is its subject before a dictionary's line that
  // shares more of them ("forensic medicine").
  const articles = all.filter((s) => s.share > 0 && !entries.has(s.n));
  const shares = articles.length > 0 ? articles : all;
  const best = Math.max(0, ...shares.map((s) => s.share));
  // When no title names the subject, the leading source stands in alone, another's sections only
  // where they name its subject (in a report on the rising sea led by climate change, not the
  // volcanoes' "rises above sea level"); a dictionary's entry names nothing a section must repeat.
  // The leading article stands in before the entry of one word of the question ("tyrant", for which
  // emperors of Rome are remembered as tyrants): an entry is the subject where it names most of it.
  const leadArticle = all.find((s) => !entries.has(s.n));
  const standIn =
    best === 0 ? all[0] : articles.length === 0 && best < ENTRY_SUBJECT_SHARE ? leadArticle : undefined;
  if (standIn) {
    // Each part's leading article stands in for it beside the leading source.
    const leading = [standIn, ...all.filter((s) => leaders.includes(s.n) && s !== standIn)];
    return {
      sources: new Set(leading.map((s) => s.n)),
      phrases: leading
        .filter((s) => !entries.has(s.n))
        .map((s) => analyze(s.title))
        .filter((p) => p.length > 0),
    };
  }
  // Articles the question names about as well are its subjects together ("a warming climate" and
  // "the hydrological cycle": climate change and the water cycle).
  const named = shares.filter((s) => s.share === best || (s.share >= best / 2 && articles.includes(s)));
  return {
    sources: new Set(named.map((s) => s.n)),
    phrases: named.map((s) => analyze(s.title)).filter((phrase) => phrase.length > 0),
  };
}

/** Whether `text` holds `phrase` (stemmed words, in order, side by side). */
function hasPhrase(text: string, phrase: readonly string[]): boolean {
  const words = analyze(text);
  return words.some((_, i) => phrase.every((term, k) => words[i + k] === term));
}

/**
 * Topics named by a paragraph's lead-in under a heading ("How we observe them: Gravitational
 * waves") are parts of that heading's section: where two or more share it, or it is a topic of its
 * own, they join it ("How we observe them", its four ways together), as their author grouped them.
 */
function mergeLeadIns(topics: readonly Topic[]): Topic[] {
  const parentOf = (title: string) => /^(.+?): /u.exec(title)?.[1];
  const titles = new Set(topics.map((t) => t.title.toLowerCase()));
  const children = new Map<string, number>();
  for (const t of topics) {
    const parent = parentOf(t.title)?.toLowerCase();
    if (parent) children.set(parent, (children.get(parent) ?? 0) + 1);
  }
  const merged = new Map<string, Topic>();
  for (const t of topics) {
    const parent = parentOf(t.title);
    const key = parent?.toLowerCase();
    const title = parent && key && (titles.has(key) || (children.get(key) ?? 0) >= 2) ? parent : t.title;
    // A topic merged into nothing else stays what it was (a whole source, or a heading in one).
    const into = merged.get(title.toLowerCase()) ?? {
      ...emptyTopic(title),
      wholeSource: title === t.title && t.wholeSource,
    };
    absorb(into, t);
    merged.set(title.toLowerCase(), into);
  }
  for (const t of merged.values()) t.scores.sort((a, b) => b - a);
  return [...merged.values()];
}

/** The title of a section named like the whole report. */
export const OVERVIEW_TITLE = 'Overview';

/** A section named like the whole report is its overview. */
function sectionTitle(topic: string, reportTitle: string): string {
  if (topic.trim().toLowerCase() === reportTitle.trim().toLowerCase()) return OVERVIEW_TITLE;
  // Dictionary headwords are lower-case ("lattice"); a heading starts with a capital.
  return capitalise(topic);
}
