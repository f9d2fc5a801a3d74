import { buildPack } from '../evidence/evidence-pack.js';
import type { Evidence } from '../evidence/select-evidence.js';
import type { OutlineSection, ReportPart } from '../model/research-model.js';

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
): ReportPart[] {
  const limits = { maxChars: packChars, maxPassages: 14 };
  const overview = { maxChars: Math.round(packChars * 0.6), maxPassages: 8 };
  const byId = new Map(evidence.passages.map((p) => [p.id, p]));
  const sectionPack = (section: OutlineSection) => {
    const own = (section.passageIds ?? []).map((id) => byId.get(id)).filter((p) => p !== undefined);
    return buildPack(own.length > 0 ? own : evidence.passages, section.focus, limits);
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
