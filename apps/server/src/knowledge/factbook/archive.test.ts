import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFactbookArchive, tarFiles } from './archive.js';
import { FACTBOOK_EDITION } from './edition.js';

/** A ustar header block for a regular file (only the fields tarFiles reads). */
function entry(name: string, content: string, type = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write(type, 156, 'latin1');
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
  body.write(content);
  return Buffer.concat([header, body]);
}

describe('the vendored final edition', () => {
  it('is the archive the data README names, byte for byte', async () => {
    const bytes = await readFile(FACTBOOK_EDITION.archive);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(FACTBOOK_EDITION.sha256);
  });

  it('holds 261 profiles in their region folders', async () => {
    const profiles = await readFactbookArchive();
    expect(profiles).toHaveLength(261);
    expect(profiles.find((p) => p.code === 'no')).toMatchObject({ folder: 'europe' });
    expect(profiles.some((p) => p.folder === 'meta')).toBe(false);
  });
});

describe('tarFiles', () => {
  it('reads regular files and skips folders, a broken profile costing only itself', async () => {
    const tar = Buffer.concat([
      entry('europe/', '', '5'),
      entry('europe/no.json', '{"a":1}'),
      entry('europe/xx.json', '{broken'),
      entry('README.md', 'x'.repeat(700)),
      Buffer.alloc(1024),
    ]);
    expect([...tarFiles(tar).keys()]).toEqual(['europe/no.json', 'europe/xx.json', 'README.md']);
    expect(tarFiles(tar).get('README.md')).toHaveLength(700);
    const file = `${process.env.TMPDIR ?? '/tmp'}/pardus-archive-test.tar.gz`;
    await import('node:fs/promises').then((fs) => fs.writeFile(file, gzipSync(tar)));
    expect(await readFactbookArchive(file)).toEqual([{ code: 'no', folder: 'europe', json: { a: 1 } }]);
  });
});
