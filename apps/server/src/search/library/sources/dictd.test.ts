import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeDictdNumber, dictdDocuments, findDictdDictionaries } from './dictd.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function encode(n: number): string {
  let out = '';
  do {
    out = B64[n % 64]! + out;
    n = Math.floor(n / 64);
  } while (n > 0);
  return out;
}

/** Writes a dictd pair (.index + .dict or .dict.dz) the way dictfmt lays it out. */
async function writeDictd(
  dir: string,
  name: string,
  entries: [string, string][],
  compress: boolean,
): Promise<void> {
  let data = '';
  const index: string[] = [];
  for (const [headword, body] of entries) {
    const offset = Buffer.byteLength(data);
    data += body;
    index.push(`${headword}\t${encode(offset)}\t${encode(Buffer.byteLength(body))}`);
  }
  await writeFile(join(dir, `${name}.index`), index.join('\n') + '\n');
  const bytes = Buffer.from(data, 'utf8');
  await writeFile(
    join(dir, compress ? `${name}.dict.dz` : `${name}.dict`),
    compress ? gzipSync(bytes) : bytes,
  );
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pardus-dictd-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('dictd', () => {
  it('decodes dictd base-64 numbers', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('c9')).toBe(28 * 64 + 61);
    expect(decodeDictdNumber('a*')).toBeNaN();
    expect(decodeDictdNumber('')).toBeNaN();
  });

  it('finds dictionaries with a .dict or .dict.dz and ignores incomplete ones', async () => {
    await writeDictd(dir, 'tiny', [['lava', 'lava\n  molten rock\n']], true);
    await writeDictd(dir, 'plain', [['ash', 'ash\n  fine rock\n']], false);
    await writeFile(join(dir, 'orphan.index'), 'x\tA\tB\n');
    const found = await findDictdDictionaries(dir);
    expect(found.map((d) => d.name)).toEqual(['plain', 'tiny']);
    expect(await findDictdDictionaries(join(dir, 'missing'))).toEqual([]);
  });

  it('makes one document per headword from a compressed dictionary, named by 00-database-short', async () => {
    await writeDictd(
      dir,
      'tiny',
      [
        ['00-database-short', '00-database-short\n     Tiny Test Dictionary\n'],
        ['00-database-url', '00-database-url\n     http://example.org\n'],
        ['Caldera', 'Caldera\n   n. A large basin formed by the\n   collapse of a volcano.\n'],
        ['caldera', 'caldera\n   n. (Geol.) Any volcanic crater.\n'],
        ['tephra', 'tephra\n   n. Fragments ejected by an eruption.\n'],
      ],
      true,
    );
    const [dictionary] = await findDictdDictionaries(dir);
    const docs = await dictdDocuments(dictionary!);
    expect(docs.map((d) => d.doc.title)).toEqual(['Caldera', 'tephra']);
    const caldera = docs[0]!.doc;
    expect(caldera).toMatchObject({
      id: 'dictd-tiny.caldera',
      kind: 'dictd',
      sourcePath: 'Tiny Test Dictionary',
    });
    expect(caldera.text).toBe(
      'Caldera n. A large basin formed by the collapse of a volcano.\n\ncaldera n. (Geol.) Any volcanic crater.',
    );
    expect(docs[0]!.terms).toContain('volcano');
  });
});
