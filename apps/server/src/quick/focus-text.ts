import { analyze } from '../text/analyzer.js';
import { isPlainHeading } from '../answer/extractive/text/markdown-blocks.js';
import { fieldLabelPattern, fieldsAsked } from '../knowledge/factbook/catalogue.js';
import { labelledField } from '../knowledge/factbook/paragraphs.js';

/** Share of the budget always given to a source's opening, which states what it is about. */
const OPENING_SHARE = 0.3;
/** A paragraph holding a field the question asks for counts like this many shared terms. */
const ASKED_FIELD_WEIGHT = 5;

/**
 * The part of a long source an answer engine reads: its opening, every heading (sentences take their
 * topic from the heading above them), and the paragraphs sharing the most of the question's terms or
 * holding a field it asks for, in document order, within `maxChars`. A short text is returned whole.
 * Without this, the end of a long entry ("Exchange rates", the last field of an economy) is never read.
 */
export function focusText(text: string, question: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const paragraphs = text.split(/\n{2,}/u);
  const asked = new Set(analyze(question));
  const fields = fieldsAsked(question).map((field) => fieldLabelPattern(field.id));
  const keep = new Set<number>();
  let used = 0;
  const take = (i: number) => {
    const length = (paragraphs[i]?.length ?? 0) + 2;
    if (keep.has(i) || used + length > maxChars) return;
    keep.add(i);
    used += length;
  };
  const isHeading = (p: string) => (/^#{1,6}\s/u.test(p) && p.length < 200) || isPlainHeading(p);
  paragraphs.forEach((p, i) => {
    if (isHeading(p)) take(i);
  });
  for (let i = 0; i < paragraphs.length && used < maxChars * OPENING_SHARE; i += 1) take(i);
  // A paragraph under a heading that names the question ("How volcanoes form") is about it too.
  let headingScore = 0;
  const scored = paragraphs
    .map((p, i) => {
      const terms = new Set(analyze(p));
      const shared = [...asked].filter((t) => terms.has(t)).length;
      if (isHeading(p)) {
        headingScore = shared;
        return { i, score: 0 };
      }
      let score = shared + headingScore;
      const label = labelledField(p)?.label;
      if (label && fields.some((pattern) => pattern.test(label))) score += ASKED_FIELD_WEIGHT;
      return { i, score };
    })
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  for (const { i } of scored) take(i);
  return [...keep]
    .sort((a, b) => a - b)
    .map((i) => paragraphs[i])
    .join('\n\n');
}
