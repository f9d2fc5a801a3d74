import { NO_MODEL_NOTE } from '@pardus/protocol';
import type { RankedUnit } from './rank.js';
import { readableGloss } from './text/gloss.js';

// Said once at the end of every extractive answer, so the reader knows no model wrote it; the web
// app reads it by the same constant (it shows it once per conversation).
export { NO_MODEL_NOTE };
export const NOTHING_RELEVANT =
  'I could not find anything in the sources that answers this question. Try rephrasing it or asking about something more specific.';
export const NO_SOURCES = 'No sources were found for this question, so there is nothing to answer from.';
export const NOT_ANSWERED = 'The sources do not answer this question directly.';
export const RELATED_LABEL = '**Related material from the sources:**';
/** Opens the "not found" of a question naming something no source mentions ("the Mona Lisa"). */
export const NOT_MENTIONED = 'The sources do not mention';

/** True for an answer that says the sources do not answer (any of the honest "not found" forms). */
export function isAbstention(answer: string): boolean {
  const text = answer.trimStart();
  return [NOTHING_RELEVANT, NO_SOURCES, NOT_ANSWERED, NOT_MENTIONED].some((opening) =>
    text.startsWith(opening),
  );
}

/**
 * "“Mona Lisa”", "“Harry Potter” or “Potter”": the names as the question wrote them; a work named with
 * its kind keeps it ("the film “chicago”").
 */
function quotedList(names: readonly string[], work?: { title: string; kind: string }): string {
  const quoted = names.map((n) => (work?.title === n ? `the ${work.kind} “${n}”` : `“${n}”`));
  return quoted.length <= 1 ? (quoted[0] ?? '“”') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/**
 * The "not found" of a question about a name no source mentions: it says which name, and what was
 * searched, and offers nothing about namesakes ("monas", the island of Mona), which would pass for
 * an answer.
 */
export function composeUnnamed(
  names: readonly string[],
  searched: string,
  work?: { title: string; kind: string },
): string[] {
  return [
    `${NOT_MENTIONED} ${quotedList(names, work)}, so they cannot answer this question. Searched for: “${searched.replace(/\s+/gu, ' ').trim()}”.`,
    `\n\n${NO_MODEL_NOTE}`,
  ];
}

/**
 * An honest "not found": one sentence saying the sources do not answer, then what they do say,
 * under a label, so no cited sentence passes for an answer. Nothing related: the plain not-found.
 */
export function composeAbstention(related: readonly RankedUnit[]): string[] {
  if (related.length === 0) return [NOTHING_RELEVANT, `\n\n${NO_MODEL_NOTE}`];
  const ordered = [...related].sort(
    (a, b) => a.unit.source - b.unit.source || a.unit.position - b.unit.position,
  );
  return [
    NOT_ANSWERED,
    `\n\n${RELATED_LABEL}\n`,
    ...ordered.map((r) => `\n- ${citeSentence(r.unit.text, r.unit.source)}`),
    `\n\n${NO_MODEL_NOTE}`,
  ];
}

/**
 * Appends the citation before the final full stop: "Paris is the capital [1]." Dictionary senses are
 * written as sentences ("A volcano is …"), never as raw entries ("volcano (noun): …").
 */
export function citeSentence(text: string, n: number): string {
  let body = readableGloss(text)
    .replace(/\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/gu, '')
    .replace(/\s+([.,;:!?])/gu, '$1')
    .trim();
  body = body.charAt(0).toLocaleUpperCase('en') + body.slice(1);
  // Text that would open a heading, list, quote or table at the start of a line is escaped.
  body = body.replace(/^([#>+\-*=|])/u, '\\$1').replace(/^(\d+)([.)])(\s)/u, '$1\\$2$3');
  const end = /([.!?])$/u.exec(body);
  if (end && !body.endsWith('..')) return `${body.slice(0, -1)} [${n}]${end[1]}`;
  // A closing bracket ends a parenthesis, not the sentence: "(July 2015 est.) [2]." needs its stop.
  if (/[)\]]$/u.test(body)) return `${body} [${n}].`;
  if (/["'”’»…]$/u.test(body)) return `${body} [${n}]`;
  return `${body.replace(/[,;:\s]+$/u, '')} [${n}].`;
}

/**
 * Lays the chosen sentences out as markdown chunks: a lead paragraph (the most relevant sentence, joined by
 * the sentence that follows it in the same source when that was chosen too), then the rest grouped by
 * source and topic (the heading above) — a paragraph when little is left, otherwise one bullet per group —
 * each in document order.
 * Every sentence ends with its source's citation. The last chunk is the no-model note.
 */
export function composeAnswer(chosen: readonly RankedUnit[]): string[] {
  const [lead, ...rest] = chosen;
  if (lead === undefined) return [NOTHING_RELEVANT, `\n\n${NO_MODEL_NOTE}`];
  const follower = rest.findIndex(
    (r) => r.unit.source === lead.unit.source && r.unit.position === lead.unit.position + 1,
  );
  const leadUnits = [lead.unit, ...(follower >= 0 ? rest.splice(follower, 1).map((r) => r.unit) : [])];
  const chunks = leadUnits.map((unit, i) => `${i > 0 ? ' ' : ''}${citeSentence(unit.text, unit.source)}`);

  const groups = new Map<string, RankedUnit[]>();
  for (const item of rest) {
    const topic = `${item.unit.source}\u0000${item.unit.heading}`;
    groups.set(topic, [...(groups.get(topic) ?? []), item]);
  }
  const paragraphs = [...groups.values()].map((group) =>
    group
      .sort((a, b) => a.unit.position - b.unit.position)
      .map((r) => citeSentence(r.unit.text, r.unit.source))
      .join(' '),
  );
  if (paragraphs.length === 1 || rest.length <= 2) {
    if (paragraphs.length > 0) chunks.push(`\n\n${paragraphs.join(' ')}`);
  } else {
    paragraphs.forEach((paragraph, i) => chunks.push(`${i === 0 ? '\n\n' : '\n'}- ${paragraph}`));
  }
  chunks.push(`\n\n${NO_MODEL_NOTE}`);
  return chunks;
}

/**
 * An answer led by the sentences that answer it, in one paragraph: the fields ("Capital of Kenya:
 * Nairobi [3].", one per place asked about) or the passage that explains (in reading order). Then a
 * few sentences that say more, in source and document order.
 */
export function composeLedAnswer(
  lead: readonly { source: number; text: string }[],
  supporting: readonly RankedUnit[],
): string[] {
  const chunks = lead.map(
    (sentence, i) => `${i > 0 ? ' ' : ''}${citeSentence(sentence.text, sentence.source)}`,
  );
  const ordered = [...supporting].sort(
    (a, b) => a.unit.source - b.unit.source || a.unit.position - b.unit.position,
  );
  if (ordered.length > 0)
    chunks.push(`\n\n${ordered.map((r) => citeSentence(r.unit.text, r.unit.source)).join(' ')}`);
  chunks.push(`\n\n${NO_MODEL_NOTE}`);
  return chunks;
}
