import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { z } from 'zod';
import { readFactbookArchive } from '../../../knowledge/factbook/archive.js';
import { FACTBOOK_EDITION } from '../../../knowledge/factbook/edition.js';
import { analyzeDocument } from '../analyze-document.js';
import type { AnalyzedDocument, LibraryDocument } from '../library-types.js';
import type { FactbookEntry, FactbookSection } from './factbook-entry.js';
import { parseFactbookEntry } from './factbook-entry.js';
import { yieldToEventLoop } from './yield-to-event-loop.js';

/** An installed npm package: its folder and "name@version" (the version keys the stored index). */
export interface PackageLocation {
  directory: string;
  version: string;
}

/** The Factbook's profiles and, when installed, the flag pictures shown for them. */
export interface FactbookLocation {
  /** The archive of profiles (the vendored final edition). */
  archive: string;
  /** Keys the stored index: another edition rebuilds the Factbook's documents. */
  version: string;
  /** The `country-flag-icons` package (SVGs in `3x2/<ISO>.svg`); undefined leaves flags out. */
  flags?: PackageLocation;
}

/**
 * Bumped whenever the Factbook's documents or flags change shape (texts, ids, fields left out): stored
 * Factbook segments keyed with another value are rebuilt, without rebuilding everything else.
 */
export const FACTBOOK_DOCUMENTS_VERSION = 5;

/** Shown as the source of every Factbook document: the edition, named once. */
export const FACTBOOK_SOURCE = `CIA ${FACTBOOK_EDITION.title}`;

const packageJsonSchema = z.object({ name: z.string(), version: z.string() });

function installedPackage(name: string): PackageLocation | undefined {
  try {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve(`${name}/package.json`);
    const parsed = packageJsonSchema.parse(require(manifest));
    return { directory: dirname(manifest), version: `${parsed.name}@${parsed.version}` };
  } catch {
    return undefined;
  }
}

/** The vendored final edition with the `country-flag-icons` flags when installed. */
export function installedFactbook(): FactbookLocation {
  const flags = installedPackage('country-flag-icons');
  return { archive: FACTBOOK_EDITION.archive, version: FACTBOOK_EDITION.id, ...(flags ? { flags } : {}) };
}

/** Reads every profile of the archive, in path order, yielding between regions. */
export async function readFactbook(location: Pick<FactbookLocation, 'archive'>): Promise<FactbookEntry[]> {
  const entries: FactbookEntry[] = [];
  let folder = '';
  for (const profile of await readFactbookArchive(location.archive)) {
    if (profile.folder !== folder) await yieldToEventLoop();
    folder = profile.folder;
    const entry = parseFactbookEntry(profile.code, profile.folder, profile.json);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Stable id of a section: "factbook.ci.economy". */
export const factbookId = (code: string, sectionSlug: string): string => `factbook.${code}.${sectionSlug}`;

/** "South America", or "Southeast Asia, East & Southeast Asia" when the location is more precise. */
const placeOf = (entry: FactbookEntry): string =>
  entry.subregion ? `${entry.subregion}, ${entry.region}` : entry.region;

function sectionDocument(entry: FactbookEntry, section: FactbookSection): LibraryDocument {
  const title = `${entry.name} — ${section.name}`;
  return {
    id: factbookId(entry.code, section.slug),
    title,
    // A heading first: the answer engine takes it as the topic of every field below, not as a sentence.
    text: [`# ${title} (${placeOf(entry)})`, ...section.paragraphs].join('\n\n'),
    kind: 'factbook',
    sourcePath: FACTBOOK_SOURCE,
    subtitle: entry.region,
  };
}

/** One document per (profile, section), e.g. "Chile — Economy"; sections without fields are left out. */
export async function factbookDocuments(entries: readonly FactbookEntry[]): Promise<AnalyzedDocument[]> {
  const documents: AnalyzedDocument[] = [];
  for (const entry of entries) {
    for (const section of entry.sections) {
      documents.push(analyzeDocument(sectionDocument(entry, section)));
      // A long section (the World's economy) takes a few milliseconds to analyse on its own.
      await yieldToEventLoop();
    }
  }
  return documents;
}
