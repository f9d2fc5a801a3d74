import type { Evidence } from '../../evidence/select-evidence.js';
import { scorePassages, titleShare } from '../../evidence/rank-passages.js';
import type { OutlineSection } from '../research-model.js';
import { analyzeQuery } from '../../../text/analyzer.js';
import { cleanTitle, namedEntities } from './plan-queries.js';

interface Topic {
  title: string;
  /** Titles of the sources its passages come from, and the headings above them: what it is about. */
  sourceTitles: Set<string>;
  passageIds: string[];
  scores: number[];
  chars: number;
  /** The best-ranked source it draws on (1 = the most relevant). */
  bestSource: number;
}

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
): OutlineSection[] {
  const titles = new Map(evidence.sources.map((s) => [s.n, cleanTitle(s)]));
  const topics = new Map<string, Topic>();
  for (const { passage, score } of scorePassages(evidence.passages, question)) {
    if (score <= 0) continue;
    const sourceTitle = titles.get(passage.source) ?? '';
    const heading = passage.heading.trim();
    // A heading that repeats the source's title (with extras: "Chile — Economy (South America)") is the title.
    const useHeading =
      heading !== '' &&
      !NOT_A_TOPIC.test(heading) &&
      !heading.toLowerCase().startsWith(sourceTitle.toLowerCase());
    const title = useHeading ? heading : sourceTitle;
    if (!title) continue;
    const key = title.toLowerCase();
    const topic = topics.get(key) ?? {
      title,
      sourceTitles: new Set<string>(),
      passageIds: [],
      scores: [],
      chars: 0,
      bestSource: Number.POSITIVE_INFINITY,
    };
    topic.sourceTitles.add(sourceTitle).add(heading);
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
  const names = new Set(namedEntities(question).flatMap((e) => analyzeQuery(e)));
  const aboutName = (t: Topic) =>
    names.size === 0 ||
    [t.title, ...t.sourceTitles].some((title) => analyzeQuery(title).some((term) => names.has(term)));
  const all = [...topics.values()].filter(aboutName).sort((a, b) => strength(b) - strength(a));
  const substantial = all.filter((t) => t.chars >= MIN_TOPIC_CHARS);
  const ranked = substantial.length >= limits.min ? substantial : all;
  const best = ranked[0] ? strength(ranked[0]) : 0;
  // Topics far weaker than the best are passing mentions: they would pad the report, not answer it.
  // The leading sources' own sections stay even when they use other words than the question.
  const strong = ranked.filter(
    (t, i) => i < limits.min || t.bestSource <= 2 || strength(t) >= best * MIN_TOPIC_SHARE,
  );
  // Chosen by strength; read source by source (strongest source first), each in its own order,
  // so an article's sections keep the order its author gave them.
  const chosen = strong.slice(0, limits.max);
  const sourceOrder = new Map<number, number>();
  for (const t of chosen) if (!sourceOrder.has(t.bestSource)) sourceOrder.set(t.bestSource, sourceOrder.size);
  const position = (t: Topic) => Math.min(...t.passageIds.map((id) => Number(id.split('.')[1] ?? 0)));
  const order = (t: Topic) => sourceOrder.get(t.bestSource) ?? 0;
  chosen.sort((a, b) => order(a) - order(b) || position(a) - position(b));
  return chosen.map((t) => ({
    title: sectionTitle(t.title, reportTitle),
    focus: `${t.title} ${question}`,
    passageIds: t.passageIds,
  }));
}

/** A section named like the whole report is its overview. */
function sectionTitle(topic: string, reportTitle: string): string {
  if (topic.trim().toLowerCase() === reportTitle.trim().toLowerCase()) return 'Overview';
  // Dictionary headwords are lower-case ("lattice"); a heading starts with a capital.
  return topic.charAt(0).toLocaleUpperCase('en') + topic.slice(1);
}
