import { analyzeSubject, foldCase } from '../../text/analyzer.js';
import type { AnswerSource } from '../answer-engine.js';
import type { SentenceUnit } from './units.js';

/**
 * "carbon dioxide (CO₂)", "greenhouse gases (GHG)": a short form defined in brackets after the words it
 * stands for. Up to four words before the bracket; the short form has a capital and no spaces.
 */
const DEFINED = /((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+\(([\p{Lu}][\p{L}\p{N}₀-₉]{1,7})\)/gu;

/**
 * The short forms the sources define, each with the terms of the words it stands for: "co2" → carbon,
 * dioxid. The phrase is the last words before the bracket, as many as the short form has capitals at
 * most, the first starting with its first letter ("carbon dioxide" for CO₂; "greenhouse gases" for GHG).
 * Read from the sources themselves, so no list of abbreviations is kept here.
 */
export function definedAliases(sources: readonly AnswerSource[]): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  for (const source of sources) {
    for (const match of source.text.matchAll(DEFINED)) {
      const [, phrase = '', short = ''] = match;
      const key = foldCase(short);
      if (aliases.has(key)) continue;
      const words = phrase.split(/\s+/u);
      const capitals = (short.match(/\p{Lu}/gu) ?? []).length;
      const initial = foldCase(short.charAt(0));
      for (let n = Math.min(capitals, words.length); n >= 1; n -= 1) {
        const named = words.slice(-n);
        if (!foldCase(named[0] ?? '').startsWith(initial)) continue;
        const terms = analyzeSubject(named.join(' ')).terms;
        // A short form standing for one word it merely abbreviates adds nothing a stem would not.
        if (terms.length >= 2) aliases.set(key, terms);
        break;
      }
    }
  }
  return aliases;
}

/**
 * The units with each defined short form added where its long form is written: a question asking about
 * "CO2" finds "the concentration of carbon dioxide has risen…", which never repeats the short form.
 */
export function withAliases(
  units: readonly SentenceUnit[],
  aliases: ReadonlyMap<string, string[]>,
): SentenceUnit[] {
  if (aliases.size === 0) return [...units];
  return units.map((unit) => {
    const added = [...aliases].filter(
      ([short, terms]) => !unit.termCounts.has(short) && terms.every((term) => unit.termCounts.has(term)),
    );
    if (added.length === 0) return unit;
    const termCounts = new Map(unit.termCounts);
    for (const [short] of added) termCounts.set(short, 1);
    return { ...unit, termCounts };
  });
}

/**
 * The units with each of the question's terms added where another form of the same name is written:
 * "when did Rome fall" finds "the fall of the Western Roman Empire", and "what did the Romans speak"
 * finds "the language of ancient Rome" (knowledge/lexicon/name-forms.ts).
 */
export function withNameForms(
  units: readonly SentenceUnit[],
  terms: readonly string[],
  forms: ReadonlyMap<string, readonly string[]> | undefined,
): SentenceUnit[] {
  const asked = forms
    ? terms.flatMap((term) => (forms.get(term) ?? []).map((other) => [term, other] as const))
    : [];
  if (asked.length === 0) return [...units];
  return units.map((unit) => {
    const inText = asked.filter(([term, other]) => !unit.termCounts.has(term) && unit.termCounts.has(other));
    const inContext = asked.filter(([term, other]) => !unit.context.has(term) && unit.context.has(other));
    if (inText.length === 0 && inContext.length === 0) return unit;
    const termCounts = new Map(unit.termCounts);
    for (const [term] of inText) termCounts.set(term, 1);
    const context = new Set(unit.context);
    for (const [term] of inContext) context.add(term);
    return { ...unit, termCounts, context };
  });
}
