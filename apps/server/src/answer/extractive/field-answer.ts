import { analyze } from '../../text/analyzer.js';
import { fieldLabelPattern, fieldsAsked, type FieldSpec } from '../../knowledge/factbook/catalogue.js';
import { entityOfTitle, labelledField } from '../../knowledge/factbook/paragraphs.js';
import type { AnswerSource } from '../answer-engine.js';

/** A field that answers the question, read from a source about the entity asked of. */
export interface FieldAnswer {
  source: number;
  /** The field as a sentence: "Capital of Kenya: Nairobi". */
  text: string;
  /** The field's value ("Nairobi"): supporting sentences must mention it. */
  value: string;
}

/** Subfields that only name the field's main value: "Capital — name" reads as "Capital". */
const MAIN_SUBFIELD = /^(?:name|total|total population)$/u;

/** "Capital — name" → "Capital"; "Elevation extremes — highest point" → "Highest point". */
function readableLabel(label: string): string {
  const [field, subfield] = label.split(' — ');
  if (!field || !subfield) return label;
  if (MAIN_SUBFIELD.test(subfield)) return field;
  return `${subfield.charAt(0).toLocaleUpperCase('en')}${subfield.slice(1)}`;
}

/** The field's line in a source's text, or undefined. */
function fieldLine(text: string, label: RegExp): { label: string; value: string } | undefined {
  for (const line of text.split('\n')) {
    const found = labelledField(line);
    if (found && label.test(found.label)) return found;
  }
  return undefined;
}

/**
 * The sources about an entity the question names ("Kenya — Government" for "What is the capital of
 * Kenya?"), each with the entity. An entity named inside a longer one that is also named ("Guinea" in
 * "Papua New Guinea") is left out.
 */
function namedEntities(question: string, sources: readonly AnswerSource[]) {
  const asked = new Set(analyze(question));
  const about = sources.flatMap((source) => {
    const titled = entityOfTitle(source.title);
    const terms = titled ? analyze(titled.entity) : [];
    return titled && terms.length > 0 && terms.every((t) => asked.has(t))
      ? [{ source, ...titled, terms }]
      : [];
  });
  return about.filter(
    (a) => !about.some((b) => b.terms.length > a.terms.length && a.terms.every((t) => b.terms.includes(t))),
  );
}

/**
 * The fields that answer a question about an attribute of a named place ("What is the capital of
 * Kenya?" → "Capital of Kenya: Nairobi"), one per entity named, in the order the question names them
 * ("Peru or Chile"). Empty when the question asks for no known field or no source holds it.
 */
export function fieldAnswers(
  question: string,
  sources: readonly AnswerSource[],
  asked: readonly FieldSpec[] = fieldsAsked(question),
): FieldAnswer[] {
  // Field lines of a source written as text (a web provider's copy of a profile, a test's): the
  // library's own profiles are answered from the typed facts before this is tried.
  const fields = asked.map((field) => fieldLabelPattern(field.id));
  if (fields.length === 0) return [];
  const answers = new Map<string, FieldAnswer & { at: number }>();
  const folded = question.toLowerCase();
  for (const { source, entity } of namedEntities(question, sources)) {
    if (answers.has(entity)) continue;
    for (const label of fields) {
      const found = fieldLine(source.text, label);
      if (!found) continue;
      const at = folded.indexOf(entity.toLowerCase().split(/[\s,]/u)[0] ?? '');
      answers.set(entity, {
        source: source.n,
        text: `${readableLabel(found.label)} of ${entity}: ${found.value}`,
        value: found.value,
        at: at < 0 ? Number.MAX_SAFE_INTEGER : at,
      });
      break;
    }
  }
  return [...answers.values()].sort((a, b) => a.at - b.at).map(({ at: _at, ...answer }) => answer);
}
