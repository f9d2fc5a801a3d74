import { concernsAspect } from '../evidence/on-subject.js';
import type { Evidence } from '../evidence/select-evidence.js';
import type { OutlineSection } from '../model/research-model.js';
import { placeNames, type QuestionFrame } from '../understand/frame.js';
import { thingOfEntry } from '../understand/named-things.js';

/**
 * The outline of a report about places (issue 18), the same for both writers: for a comparison, a
 * table of the key facts first; then one section per asked aspect, in the aspects' natural order,
 * each holding every place's passages on it. A section is never named after a source's field group.
 */
export function aspectOutline(frame: QuestionFrame, evidence: Evidence): OutlineSection[] {
  const titles = new Map(evidence.sources.map((s) => [s.n, s.title]));
  const names = placeNames(frame);
  const about = frame.region ?? (names.length > 3 ? `${names.slice(0, 3).join(', ')}…` : names.join(' and '));
  const sections = frame.aspects.map((aspect): OutlineSection => ({
    title: aspect.title,
    focus: `${aspect.title} of ${about}: ${aspect.search}`,
    aspect: aspect.id,
    passageIds: evidence.passages
      .filter((p) => {
        const title = titles.get(p.source) ?? '';
        // A thing's entry belongs where its field is stated (a river's, under geography).
        const thing = thingOfEntry(frame.things, title, p.text)?.thing;
        if (thing) return aspect.fields.some((f) => f.id === thing.field);
        return concernsAspect(aspect, title, p);
      })
      .map((p) => p.id),
  }));
  if (frame.places.length < 2) return sections;
  const table: OutlineSection = {
    title: 'Key facts side by side',
    focus: `A table of the key facts of ${about}: ${frame.aspects.map((a) => a.title.toLowerCase()).join(', ')}`,
    table: true,
    passageIds: [...new Set(sections.flatMap((s) => s.passageIds ?? []))],
  };
  return [table, ...sections];
}
