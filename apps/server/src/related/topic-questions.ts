import { analyze } from '../text/analyzer.js';
import { questionCore } from '../text/question.js';

/** Titles that name one thing, not a section ("Chile — Economy") or a sentence. */
const isTopicTitle = (title: string) =>
  !/[—:|?!]/u.test(title) && title.split(/\s+/u).length <= 5 && /\p{L}/u.test(title);

/** "Black holes" → "black holes"; "Roman Empire" and "DNA" keep their capitals. */
function asWritten(title: string): string {
  const [first = '', ...rest] = title.split(' ');
  const proper = rest.some((w) => /^\p{Lu}/u.test(w)) || /^\p{Lu}{2,}/u.test(first);
  return proper
    ? title
    : first.charAt(0).toLocaleLowerCase('en') + first.slice(1) + (rest.length ? ` ${rest.join(' ')}` : '');
}

/** "What are black holes?" (a last word in -s, but not -ss, -us or -is), "What is pillow lava?". */
export function whatIs(topic: string): string {
  const plural = /[^su]s$/u.test(topic.split(' ').at(-1) ?? '') && !/is$/u.test(topic);
  return `What ${plural ? 'are' : 'is'} ${topic}?`;
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * What the answer's sources are about, as questions: the entries next to what was cited ("magma"
 * and "volcanic ash" after a question on lava). The subject itself is left out.
 */
export function topicQuestions(question: string, sourceTitles: readonly string[]): string[] {
  const asked = new Set(analyze(question));
  return sourceTitles
    .slice(0, 5)
    .map((title) => title.replace(/\s*\([^)]*\)\s*$/u, '').trim())
    .filter((title) => isTopicTitle(title) && !analyze(title).every((term) => asked.has(term)))
    .map((title) =>
      // A dictionary headword ("magma"): whether it takes "a" is not known, so its meaning is asked.
      /^\p{Ll}[\p{Ll}-]*$/u.test(title) ? `What does "${title}" mean?` : whatIs(asWritten(title)),
    );
}

/**
 * For an answer that found nothing: the question reduced to the few words it names ("Tell me
 * everything about the mongoose's diet" → "What is mongoose?" is not tried; only cores of at most
 * four words, which differ from the question).
 */
export function rephrasings(question: string): string[] {
  const core = questionCore(question);
  if (!core || core.split(' ').length > 4 || same(core, question.replace(/[?.!\s]+$/u, ''))) return [];
  return [whatIs(core)];
}
