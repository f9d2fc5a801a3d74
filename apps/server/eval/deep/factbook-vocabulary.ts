/**
 * What the Deep scorer knows of the Factbook, read from the vendored final edition (the same
 * profiles the library indexes): country names, demonyms and regions for the gazetteer, the field labels
 * ("Economy - overview", "Legislative branch") a report must not quote bare, and the section names
 * ("Government", "Communications") a heading must not pair with a country. Read on its own rather than
 * through the library's parser, so the yardstick does not move when the product's parser does.
 */
import { decodeHTML } from 'entities';
import { z } from 'zod';
import { readFactbookArchive } from '../../src/knowledge/factbook/archive.js';
import { createGazetteer, type CountryEntry, type Gazetteer } from './gazetteer.js';

export interface FactbookVocabulary {
  gazetteer: Gazetteer;
  /** Field labels as they open a Factbook paragraph ("Government type", "Economy - overview"). */
  fieldLabels: string[];
  /** Section names of a profile ("Government", "People and Society"), and the library's "Environment". */
  sections: string[];
}

/** Folders of the package that are not countries: the world, the oceans, the package's own notes. */
const NOT_COUNTRIES = new Set(['world', 'oceans', 'meta']);

/**
 * The library files Geography's environment fields under their own "Environment" document and renames
 * four labels (apps/server/src/search/library/sources/factbook-entry.ts); reports quote those names.
 */
const LIBRARY_LABELS = [
  'Current environmental issues',
  'International environmental agreements',
  'Environment',
];

const textField = z.object({ text: z.string() });
const fieldSchema = z.record(z.string(), z.unknown());
const profileSchema = z.record(z.string(), fieldSchema);

/** A subfield's text ("Kingdom of Norway"), or undefined. */
function sub(block: unknown, key: string): string | undefined {
  const parsed = fieldSchema.safeParse(block);
  if (!parsed.success) return undefined;
  const value = textField.safeParse(parsed.data[key]);
  // The final edition writes some names with HTML entities ("C&ocirc;te d'Ivoire").
  return value.success ? decodeHTML(value.data.text) : undefined;
}

/** "Bahamas, The" → "The Bahamas"; "Congo (Brazzaville)" → "Congo"; "none" → nothing. */
function names(text: string | undefined, split = /;/u): string[] {
  if (!text) return [];
  return text
    .replace(/\([^)]*\)/gu, '')
    .split(split)
    .map((n) =>
      n
        .replace(/^(.*),\s*The$/u, 'The $1')
        .replace(/\s+/gu, ' ')
        .trim(),
    )
    .filter((n) => n && !/^none$/iu.test(n) && !/^note\b/iu.test(n));
}

/** "Briton(s), British (collective plural)" → ["Briton", "British"]. */
const demonyms = (text: string | undefined): string[] =>
  names(text?.split(/\bnote\b/u)[0], /,|;|\bor\b|\band\b/u).filter((n) => /^\p{Lu}/u.test(n));

function entryOf(code: string, folderName: string, profile: z.infer<typeof profileSchema>): CountryEntry {
  const block = profile.Government?.['Country name'] ?? profile.Government?.['Union name'];
  const short = names(sub(block, 'conventional short form'))[0];
  const long = names(sub(block, 'conventional long form'))[0];
  const others = [
    ...names(sub(block, 'local short form')),
    ...names(sub(block, 'local long form')),
    ...names(sub(block, 'abbreviation'), /,|;|\bor\b/u),
    ...names(sub(block, 'former'), /,|;/u),
  ];
  const nationality = profile['People and Society']?.Nationality;
  const location = textField.safeParse(profile.Geography?.Location);
  const area = location.success ? location.data.text.split(/[,;]/u)[0]?.trim() : undefined;
  return {
    code,
    // "DRC" is the short form of the Democratic Republic of the Congo: an abbreviation is no name to print.
    name: (short && !/^\p{Lu}+$/u.test(short) ? short : (long ?? short)) ?? code.toUpperCase(),
    aliases: [...new Set([long, ...others].filter((n): n is string => !!n))],
    demonyms: [
      ...new Set([...demonyms(sub(nationality, 'noun')), ...demonyms(sub(nationality, 'adjective'))]),
    ],
    region: folderName,
    ...(area ? { area } : {}),
  };
}

/** "east-n-southeast-asia" → "East & Southeast Asia", "middle-east" → "Middle East". */
const folderName = (folder: string) =>
  folder
    .split('-')
    .map((w) => (w === 'n' ? '&' : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');

/** Reads every profile of the vendored final edition once (the raw JSON, not the library's parse of it). */
export async function loadFactbookVocabulary(): Promise<FactbookVocabulary> {
  const entries: CountryEntry[] = [];
  const labels = new Set<string>(LIBRARY_LABELS);
  const sections = new Set<string>(['Environment']);
  for (const profile of await readFactbookArchive()) {
    const parsed = profileSchema.safeParse(profile.json);
    if (!parsed.success) continue;
    for (const [section, fields] of Object.entries(parsed.data)) {
      sections.add(section);
      for (const label of Object.keys(fields)) labels.add(label.trim());
    }
    if (!NOT_COUNTRIES.has(profile.folder))
      entries.push(entryOf(profile.code, folderName(profile.folder), parsed.data));
  }
  return { gazetteer: createGazetteer(entries), fieldLabels: [...labels], sections: [...sections] };
}
