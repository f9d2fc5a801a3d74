import { placeOfEntry } from '../evidence/place-entry.js';
import { buildPack, packOf } from '../evidence/evidence-pack.js';
import type { Passage } from '../evidence/passages.js';
import type { Evidence } from '../evidence/select-evidence.js';
import type { OutlineSection, ReportPart } from '../model/research-model.js';
import type { QuestionFrame } from '../understand/frame.js';
import { aspectById, aspectFieldIds } from '../understand/aspects.js';
import { profileSection } from '../evidence/on-subject.js';
import type { Fact } from '../../knowledge/factbook/facts.js';
import { holdsFact } from '../model/extractive/place-facts.js';
import { analyze } from '../../text/analyzer.js';
import { isGloss } from '../../answer/extractive/text/gloss.js';

/** A model's outline, cleaned: titled sections only, no duplicates, at most `max`. */
export function usable(outline: readonly OutlineSection[], max: number): OutlineSection[] {
  const seen = new Set<string>();
  const kept = outline.filter((s) => {
    const key = s.title.trim().toLowerCase();
    if (!key || seen.has(key) || /^(?:conclusions?|summary|introduction)$/i.test(key)) return false;
    seen.add(key);
    return true;
  });
  if (kept.length === 0) throw new Error('the outline had no usable sections');
  return kept.slice(0, max);
}

/** Summary, the outline's sections and the conclusion, each with its own evidence pack. */
export function reportParts(
  question: string,
  outline: readonly OutlineSection[],
  evidence: Evidence,
  packChars: number,
  frame?: QuestionFrame,
): ReportPart[] {
  const limits = { maxChars: packChars, maxPassages: 14 };
  const overview = { maxChars: Math.round(packChars * 0.6), maxPassages: 8 };
  const byId = new Map(evidence.passages.map((p) => [p.id, p]));
  if (frame && frame.shape !== 'concept') return placeParts(outline, byId, frame, packChars);
  const sectionPack = (section: OutlineSection) => {
    const own = (section.passageIds ?? []).map((id) => byId.get(id)).filter((p) => p !== undefined);
    return buildPack(
      own.length > 0 ? withEntriesNamed(own, section, evidence) : evidence.passages,
      section.focus,
      limits,
    );
  };
  return [
    { kind: 'summary', title: '', focus: question, pack: buildPack(evidence.passages, question, overview) },
    ...outline.map((section): ReportPart => ({
      kind: 'section',
      title: section.title,
      focus: section.focus,
      pack: sectionPack(section),
    })),
    {
      kind: 'conclusion',
      title: 'Conclusion',
      focus: question,
      pack: buildPack(evidence.passages, question, overview),
    },
  ];
}

/**
 * A section's passages with the dictionary entries of what it is headed by ("light reaction" beside
 * "The light reactions", the subject's own entry beside every section of its article): the writer
 * defines those parts with them (write-parts.ts, partDefinitions), in the sense the section's words
 * share.
 */
function withEntriesNamed(own: readonly Passage[], section: OutlineSection, evidence: Evidence): Passage[] {
  // A section of dictionary entries (a name's senses) is defined by them already.
  if (own.every((p) => isGloss(p.text))) return [...own];
  // Named by the section's heading or its article's title: a name its text only mentions ("Maurice
  // Wilkins") may have namesakes' entries ("Wilkins: a civil rights leader").
  const words = new Set([...analyze(section.title), ...own.flatMap((p) => analyze(p.sourceTitle ?? ''))]);
  const entries = evidence.passages.filter((p) => {
    if (own.includes(p) || !isGloss(p.text)) return false;
    const headword = analyze(p.sourceTitle ?? '');
    return headword.length > 0 && headword.every((t) => words.has(t));
  });
  return [...own, ...entries];
}

/** The typed facts of the asked aspects' key fields and prose: what a report about places is written from. */
function keyFacts(frame: QuestionFrame): Fact[] {
  const ids = new Set(frame.aspects.flatMap(aspectFieldIds));
  return frame.facts.filter((f) => ids.has(f.field));
}

/** "Background: …", "Real GDP (purchasing power parity): …": a passage opening with a field's label. */
const OPENS_WITH_LABEL = /^\p{Lu}[^:\n]{0,80}:\s/u;

/**
 * The key passages with the passages that go on with their paragraphs: a long background runs past
 * one passage ("Economic reforms … contributed to steady growth" ends Chile's), and a sentence the
 * pack does not hold cannot be quoted.
 */
export function withContinuations(passages: readonly Passage[], key: readonly Passage[]): Passage[] {
  const index = (p: Passage) => Number(p.id.split('.')[1] ?? 0);
  const chosen = new Set(key);
  const inOrder = [...passages].sort((a, b) => a.source - b.source || index(a) - index(b));
  inOrder.forEach((p, i) => {
    const before = inOrder[i - 1];
    const continues =
      before !== undefined &&
      chosen.has(before) &&
      before.source === p.source &&
      index(p) === index(before) + 1 &&
      !OPENS_WITH_LABEL.test(p.text);
    if (continues) chosen.add(p);
  });
  return passages.filter((p) => chosen.has(p));
}

/** Whether a passage holds one of those facts. */
const holdsKeyFact = (passage: Passage, facts: readonly Fact[]) => facts.some((f) => holdsFact(passage, f));

/**
 * The parts of a report about places: each section's pack holds its own passages, those with the
 * key facts first (so a model's budget goes to them); the summary and conclusion get the key facts of
 * every section, as the table does.
 */
function placeParts(
  outline: readonly OutlineSection[],
  byId: ReadonlyMap<string, Passage>,
  frame: QuestionFrame,
  packChars: number,
): ReportPart[] {
  const labels = keyFacts(frame);
  const own = (section: OutlineSection) =>
    (section.passageIds ?? []).map((id) => byId.get(id)).filter((p) => p !== undefined);
  const keyFirst = (passages: readonly Passage[], maxChars: number, aspectId?: string) => {
    const key = withContinuations(
      passages,
      passages.filter((p) => holdsKeyFact(p, labels)),
    );
    // Then the aspect's own part of an entry before the parts it also reads: a history's whole
    // background (its later passages name independence and the presidents) before the government
    // section's many passages fill the pack.
    const order = aspectId ? (aspectById(aspectId)?.sections ?? []) : [];
    const rank = (p: Passage) => {
      const at = order.indexOf(profileSection(p.sourceTitle ?? '') ?? '');
      return at < 0 ? order.length : at;
    };
    const rest = passages.filter((p) => !key.includes(p)).sort((a, b) => rank(a) - rank(b));
    const chosen: Passage[] = [...key];
    let chars = key.reduce((sum, p) => sum + p.text.length, 0);
    for (const p of rest) {
      if (chars + p.text.length > maxChars) continue;
      chosen.push(p);
      chars += p.text.length;
    }
    return packOf(chosen);
  };
  // A region's own entry ("Caspian Sea": a dictionary's line on the sea itself) opens its summary.
  const region = frame.region?.toLowerCase();
  // So does a single place's own entry ("Kenya": a republic in eastern Africa).
  const ownEntry = (p: Passage) =>
    region !== undefined
      ? p.sourceTitle?.toLowerCase() === region
      : frame.places.length === 1 && placeOfEntry(frame.places, p.sourceTitle ?? '', p.text) !== undefined;
  const allKey = [...byId.values()].filter((p) => holdsKeyFact(p, labels) || ownEntry(p));
  const question = frame.aspects.map((a) => a.title).join(', ');
  return [
    { kind: 'summary', title: '', focus: question, pack: packOf(allKey) },
    ...outline.map((section): ReportPart => ({
      kind: 'section',
      title: section.title,
      focus: section.focus,
      pack: section.table
        ? packOf(own(section).filter((p) => holdsKeyFact(p, labels)))
        : keyFirst(own(section), packChars, section.aspect),
      ...(section.aspect ? { aspect: section.aspect } : {}),
      ...(section.table ? { table: true } : {}),
    })),
    { kind: 'conclusion', title: 'Conclusion', focus: question, pack: packOf(allKey) },
  ];
}
