import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { analyzeDocument } from '../analyze-document.js';
import type { AnalyzedDocument } from '../library-types.js';
import type { FactbookEntry } from './factbook-entry.js';
import type { PackageLocation } from './factbook.js';
import { factbookId } from './factbook.js';

/** Top-level domains that are not the ISO 3166 code of their country. */
const ISO_BY_DOMAIN: Readonly<Record<string, string>> = { uk: 'GB' };
/** Profiles without an Internet country code whose flag has a (user-assigned) code all the same. */
const ISO_BY_FACTBOOK_CODE: Readonly<Record<string, string>> = { kv: 'XK' };

/**
 * ISO 3166 alpha-2 code of a profile, from its Internet country code (".cl" → CL, ".uk" → GB; the first
 * domain when the field lists several). The Factbook's own codes are GEC codes and do not say.
 */
export function isoCodeOf(entry: Pick<FactbookEntry, 'code' | 'internetCode'>): string | undefined {
  const domain = /\.([a-z]{2})\b/i.exec(entry.internetCode ?? '')?.[1]?.toLowerCase();
  if (!domain) return ISO_BY_FACTBOOK_CODE[entry.code];
  return ISO_BY_DOMAIN[domain] ?? domain.toUpperCase();
}

/** The section a flag links to: the profile's introduction, else its government section. */
function pageOf(entry: FactbookEntry): string | undefined {
  const section =
    entry.sections.find((s) => s.slug === 'introduction') ??
    entry.sections.find((s) => s.slug === 'government');
  return section && factbookId(entry.code, section.slug);
}

/**
 * One image document per profile whose flag the `country-flag-icons` package has ("Flag of Chile"),
 * linking to the profile. Flags are found by the country's names only: with the Factbook's description
 * of the flag, any question with "red", "star" or "main" would bring up a strip of unrelated flags.
 */
export async function flagDocuments(
  entries: readonly FactbookEntry[],
  flags: PackageLocation,
): Promise<AnalyzedDocument[]> {
  const folder = join(flags.directory, '3x2');
  const available = new Set(await readdir(folder).catch(() => []));
  return entries.flatMap((entry) => {
    const iso = isoCodeOf(entry);
    const file = iso && `${iso}.svg`;
    if (!file || !available.has(file)) return [];
    const pageId = pageOf(entry);
    const doc = {
      id: `flags.${entry.code}`,
      title: `Flag of ${entry.name}`,
      text: [entry.name, ...entry.otherNames].join(', '),
      kind: 'image' as const,
      sourcePath: `country-flag-icons/3x2/${file}`,
      filePath: join(folder, file),
      ...(pageId ? { pageId } : {}),
    };
    return [analyzeDocument(doc)];
  });
}
