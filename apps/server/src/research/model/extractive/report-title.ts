import { displayName } from '../../../knowledge/places/place-names.js';
import type { QuestionFrame } from '../../understand/frame.js';
import { listOf } from './place-sentences.js';

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
  'from',
  'into',
]);

/** Openings that ask for a report rather than name its subject. */
const REQUEST_OPENINGS = [
  /^(?:please\s+)?(?:write|give|make|prepare|produce|create)\s+(?:me\s+)?(?:a|an)\s+(?:\w+\s+)?(?:report|overview|summary|analysis|essay)\s+(?:on|about|of)\s+/i,
  /^(?:please\s+)?(?:tell|teach)\s+me\s+(?:all\s+)?about\s+/i,
  /^what\s+(?:is|was)\s+known\s+about\s+/i,
  /^what\s+(?:do|does|did)\s+(?:we|you|anyone|scientists|historians)\s+know\s+about\s+/i,
  /^(?:please\s+)?(?:research|investigate|explain|describe|summari[sz]e|discuss|explore)\s+/i,
  /^what\s+(?:is|are|was|were)\s+(?:an?\s+)?/i,
  /^(?:an?\s+)?(?:overview|report)\s+(?:of|on)\s+/i,
];

function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      // Words with capitals inside (DNA, iPhone) are kept as written.
      if (/[A-Z]/.test(word.slice(1))) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/** A title this long, or a question of several sentences, reads as the question, not as a title. */
const LONG_TITLE = 70;

/**
 * Of a question about places told at length ("Ghana and Ivory Coast are next-door neighbours … Which
 * one is better off per person …?"), the places and aspects it asks: "Ghana and Côte d'Ivoire:
 * Population, Education and Economy". Undefined for a short question, which titles itself.
 */
function placesTitle(question: string, frame: QuestionFrame): string | undefined {
  if (frame.shape === 'concept' || frame.places.length === 0 || !frame.aspectsNamed) return undefined;
  const sentences = question.trim().split(/(?<=[.?!])\s+(?=\p{Lu})/u).length;
  if (sentences < 2 && question.length <= LONG_TITLE) return undefined;
  const subject =
    frame.shape === 'region' && frame.region
      ? `The ${frame.region.replace(/^the\s+/iu, '')}`
      : listOf(frame.places.map((p, i) => displayName(p, i === 0)));
  // "Economy; Exports and trade": an aspect whose title has its own "and" is set apart.
  const titles = frame.aspects.map((a) => a.title);
  const aspects = titles.some((t) => / and /u.test(t)) ? titles.join('; ') : listOf(titles);
  return `${subject}: ${aspects}`;
}

/**
 * A report title made from the question without a model: the request wording is dropped
 * ("Write a report on volcanoes" → "Volcanoes"), a comparison is named as one ("Compare the
 * economies of Chile and Peru" → "Comparing the Economies of Chile and Peru"), and the rest is
 * title-cased without its question mark. Always non-empty, at most 120 characters.
 */
export function extractiveTitle(question: string, frame?: QuestionFrame): string {
  const fromFrame = frame && placesTitle(question, frame);
  if (fromFrame) return fromFrame;
  let text = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!]+$/, '')
    .trim();
  const compare = /^(?:please\s+)?(?:compare|contrast)\s+/i.exec(text);
  if (compare) text = `Comparing ${text.slice(compare[0].length)}`;
  else {
    // "What is life like for people in Niger?" is about life for people in Niger.
    text = text.replace(/^what\s+(?:is|are|was|were)\s+(.+?)\s+like\b\s*/i, '$1 ');
    for (const opening of REQUEST_OPENINGS) text = text.replace(opening, '');
  }
  // "Life for people in Niger: how long do they live, …": what follows the colon details the subject.
  const [subject, details] = text.split(/\s*:\s+/u, 2);
  if (details && subject && subject.split(' ').length >= 3) text = subject;
  text = text.trim() || question.trim() || 'Research report';
  const titled = titleCase(text);
  return titled.length > 120 ? `${titled.slice(0, 117).replace(/\s+\S*$/, '')}…` : titled;
}
