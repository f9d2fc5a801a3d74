import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { FACTBOOK_EDITION } from './edition.js';

/** One profile file of the archive ("europe/no.json"), parsed. */
export interface RawProfile {
  /** The Factbook's own (GEC) code, e.g. "no"; not ISO. */
  code: string;
  /** Its region folder ("europe"). */
  folder: string;
  json: unknown;
}

const BLOCK = 512;
const PROFILE = /^(?:[^/]+\/)?([a-z-]+)\/([a-z]{2})\.json$/u;

/** A NUL-terminated ASCII field of a tar header. */
const field = (header: Uint8Array, start: number, length: number) =>
  Buffer.from(header.subarray(start, start + length))
    .toString('latin1')
    .replace(/\0.*$/su, '')
    .trim();

/**
 * The regular files of an uncompressed ustar archive, by path. The archive is one fixed file whose
 * checksum a test pins (plain ustar, no long-name extensions), so twenty lines read it where a
 * streaming tar package would bring five dependencies.
 */
export function tarFiles(tar: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    const name = field(header, 0, 100);
    if (!name) break; // two zero blocks end the archive
    const size = parseInt(field(header, 124, 12) || '0', 8);
    const prefix = field(header, 345, 155);
    const type = field(header, 156, 1);
    if (type === '' || type === '0')
      files.set(prefix ? `${prefix}/${name}` : name, tar.subarray(at + BLOCK, at + BLOCK + size));
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}

/**
 * Every profile of the vendored final edition (`<region>/<code>.json`), in path order. A file that
 * does not parse costs that profile, not the Factbook.
 */
export async function readFactbookArchive(file: string = FACTBOOK_EDITION.archive): Promise<RawProfile[]> {
  const tar = await promisify(gunzip)(await readFile(file));
  const profiles: RawProfile[] = [];
  for (const [name, bytes] of [...tarFiles(tar)].sort(([a], [b]) => a.localeCompare(b))) {
    const match = PROFILE.exec(name);
    if (!match) continue;
    try {
      profiles.push({
        folder: match[1]!,
        code: match[2]!,
        json: JSON.parse(Buffer.from(bytes).toString('utf8')),
      });
    } catch {
      // A broken file costs one profile.
    }
  }
  return profiles;
}
