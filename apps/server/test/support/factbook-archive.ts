import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One ustar entry: a header block (the fields the archive reader reads) and the content's blocks. */
function tarEntry(name: string, content: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write('0', 156, 'latin1');
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
  body.write(content);
  return Buffer.concat([header, body]);
}

/**
 * Writes a Factbook archive like the vendored one, holding `profiles` by path ("europe/is.json"):
 * a test's own small edition.
 */
export async function writeFactbookArchive(file: string, profiles: Record<string, unknown>): Promise<string> {
  const entries = Object.entries(profiles).map(([path, json]) => tarEntry(path, JSON.stringify(json)));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return file;
}
