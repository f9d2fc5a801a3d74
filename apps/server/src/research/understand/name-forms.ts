/**
 * The adjective a name is written as ("Roman" of Rome, "Byzantine" of Byzantium, "Spartan" of
 * Sparta, "Egyptian" of Egypt): an article on "The Roman Empire" is about Rome. Formed by the
 * common English endings; a form no text uses is harmless, as it is never found.
 */
export function adjectiveForms(name: string): string[] {
  if (!/^\p{Lu}\p{Ll}{2,}$/u.test(name)) return [];
  if (name.endsWith('ium')) return [`${name.slice(0, -3)}ine`];
  if (name.endsWith('e')) return [`${name.slice(0, -1)}an`];
  if (name.endsWith('a')) return [`${name}n`];
  if (name.endsWith('s')) return [`${name.slice(0, -1)}ian`];
  return [`${name}ian`, `${name}ean`];
}

/** The question's words with its names' adjectives ("… the fall of Rome … Roman"): what a source's title is matched against. */
export const withNameForms = (question: string, names: readonly string[]): string =>
  [question, ...names.flatMap(adjectiveForms)].join(' ');
