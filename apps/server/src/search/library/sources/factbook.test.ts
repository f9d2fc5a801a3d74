import { beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_ID_PATTERN } from '../ids.js';
import type { AnalyzedDocument } from '../library-types.js';
import type { FactbookEntry } from './factbook-entry.js';
import { loadKnowledge } from '../../../knowledge/knowledge.js';
import { CATALOGUE } from '../../../knowledge/factbook/catalogue.js';
import { factbookDocuments, installedFactbook, readFactbook } from './factbook.js';

/** The vendored final edition: 261 profiles (countries, territories, oceans, the world). */
let entries: FactbookEntry[];
let docs: AnalyzedDocument[];
beforeAll(async () => {
  entries = await readFactbook(installedFactbook());
  docs = await factbookDocuments(entries);
}, 30_000);

const doc = (id: string) => docs.find((d) => d.doc.id === id)?.doc;

describe('the vendored World Factbook', () => {
  it('is the final edition with its flags, keyed by edition and package version', () => {
    expect(installedFactbook()).toMatchObject({
      version: 'factbook-final-2026-01',
      flags: { version: expect.stringMatching(/^country-flag-icons@/) as string },
    });
  });

  it('reads every profile of every region folder, and nothing from meta/', () => {
    expect(entries).toHaveLength(261);
    expect(new Set(entries.map((e) => e.region)).size).toBe(13);
    expect(entries.find((e) => e.code === 'ca')?.name).toBe('Canada');
  });

  it('states every typed fact of the knowledge layer in a paragraph of the document it names', async () => {
    const knowledge = await loadKnowledge();
    let checked = 0;
    for (const code of ['no', 'sz', 'ke', 'ch', 'us', 'bf', 'nz', 'ci']) {
      for (const field of CATALOGUE) {
        const fact = knowledge.fact(code, field.id);
        if (!fact) continue;
        const text = doc(fact.source.id)?.text ?? '';
        expect(text, `${code} ${field.id}`).toContain(`\n\n${fact.source.line}: `);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(400);
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
      sourcePath: 'CIA World Factbook, final edition (January 2026)',
      subtitle: 'South America',
    });
    const blocks = economy.text.split('\n\n');
    expect(blocks[0]).toBe('# Chile — Economy (South America)');
    // A yearly series is one line, the latest year first, each figure with its year.
    expect(blocks).toContain('Real GDP growth rate: 2.6% (2024 est.); 0.5% (2023 est.); 2.2% (2022 est.)');
    expect(blocks.some((b) => b.startsWith('Budget — revenues: $'))).toBe(true);
    expect(economy.text).not.toMatch(/<[a-z]|&[a-z]+;|\+\+/u);
  });

  it('writes office holders’ names as names, not in the Factbook’s capitals', () => {
    expect(doc('factbook.no.government')!.text).toContain(
      'Executive branch — head of government: Prime Minister Jonas Gahr Store (since 14 October 2021)',
    );
  });

  it('keeps the final edition’s Environment section, placed in Southeast Asia where the location says so', () => {
    const environment = doc('factbook.th.environment')!;
    expect(environment.title).toBe('Thailand — Environment');
    expect(environment.text).toMatch(
      /^# Thailand — Environment \(Southeast Asia, East & Southeast Asia\)\n\n/,
    );
    expect(environment.text).toContain('Environmental issues: air pollution from vehicle emissions');
  });
});
