import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactbookEntry } from './factbook-entry.js';
import { flagDocuments, isoCodeOf } from './flags.js';

describe('isoCodeOf', () => {
  it.each([
    [{ code: 'ci', internetCode: '.cl' }, 'CL'],
    [{ code: 'uk', internetCode: '.uk' }, 'GB'],
    [{ code: 'sh', internetCode: '.sh; note - Ascension Island assigned .ac' }, 'SH'],
    [{ code: 'fr', internetCode: 'metropolitan France - .fr; French Guiana - .gf' }, 'FR'],
    [{ code: 'kv' }, 'XK'],
    [{ code: 'wq' }, undefined],
  ])('%o → %s', (entry, iso) => {
    expect(isoCodeOf(entry)).toBe(iso);
  });
});

describe('flagDocuments', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'pardus-flags-'));
    await mkdir(join(root, '3x2'));
    await writeFile(join(root, '3x2', 'CL.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const entry = (code: string, name: string, internetCode: string): FactbookEntry => ({
    code,
    name,
    otherNames: [`Republic of ${name}`],
    region: 'South America',
    sections: [{ name: 'Introduction', slug: 'introduction', paragraphs: ['Background: …'] }],
    internetCode,
  });

  it('makes one image per country with a flag, named and linked to its introduction', async () => {
    const docs = await flagDocuments([entry('ci', 'Chile', '.cl'), entry('pe', 'Peru', '.pe')], {
      directory: root,
      version: 'country-flag-icons@test',
    });
    expect(docs.map((d) => d.doc)).toEqual([
      {
        id: 'flags.ci',
        title: 'Flag of Chile',
        text: 'Chile, Republic of Chile',
        kind: 'image',
        sourcePath: 'country-flag-icons/3x2/CL.svg',
        filePath: join(root, '3x2', 'CL.svg'),
        pageId: 'factbook.ci.introduction',
      },
    ]);
  });
});
