import type { Gazetteer } from '../knowledge/places/gazetteer.js';
import { namesIn } from '../question/names.js';
import { isMakerQuestion } from '../answer/extractive/answer-type.js';

/** A verb of making right before a name: what follows is the work made. */
const MADE_BEFORE =
  /\b(?:wrote|writes|written|painted|composed|directed|published|authored|created|designed|built|sculpted)\s+(?:the\s+|an?\s+)?$/iu;
/** Citations and the quotes a dictionary's headword is shown in: not part of a name. */
const MARKS = /\[\d+\]|[“”"]/gu;
/** An answer's notes in italics, on lines of their own ("_From the World Factbook, …_"): no name of the answer. */
const NOTE_LINES = /^_[^\n]*_$/gmu;

/**
 * After a question about who made something ("Who wrote Hamlet?"), the people its answer
 * names, as questions of their own: "Who was William Shakespeare?". Names the question already holds
 * and places (the gazetteer's) are left out; the library's check keeps only those it can answer.
 */
export function personQuestions(question: string, answer: string, places: Gazetteer): string[] {
  if (!isMakerQuestion(question)) return [];
  const seen = namesIn(question, places).map((n) => n.toLowerCase());
  const people: string[] = [];
  // A person once: "Sir Alexander Fleming" after "Alexander Fleming" is the same man.
  const text = answer.replace(NOTE_LINES, ' ').replace(MARKS, ' ');
  for (const name of namesIn(text, places)) {
    const lower = name.toLowerCase();
    if (!name.includes(' ') || seen.some((s) => lower.includes(s) || s.includes(lower))) continue;
    seen.push(lower);
    // "wrote the Communist Manifesto": a work the person made is a thing to ask about, not a person.
    const before = text.slice(0, Math.max(0, text.indexOf(name)));
    const the = /\bthe\s+$/iu.test(before) ? 'the ' : '';
    people.push(MADE_BEFORE.test(before) ? `What is ${the}${name}?` : `Who was ${name}?`);
  }
  return people;
}
