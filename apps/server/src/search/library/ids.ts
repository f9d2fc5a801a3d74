import { createHash } from 'node:crypto';
import { foldCase } from '../../text/analyzer.js';

/** Ids served at `/library/<id>`: lowercase letters, digits, '.', '_' and '-', starting alphanumeric. */
export const LIBRARY_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,199}$/;

function shortHash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 8);
}

/** Readable, URL-safe form of a name: "Science/Black Holes.md" → "science-black-holes-md". */
export function slugify(value: string, maxLength = 80): string {
  const slug = foldCase(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'item';
}

/**
 * Id of a file inside a collection: readable slug of its path plus a hash of the exact path, so two
 * paths with the same slug never collide. `namespace` keeps collections apart ("clipart.").
 */
export function fileId(relativePath: string, namespace = ''): string {
  const withoutExtension = relativePath.replace(/\.[^./]+$/, '');
  return `${namespace}${slugify(withoutExtension)}-${shortHash(relativePath)}`;
}

/**
 * Id of a dictionary headword: `<namespace>.<word>` for plain words, `<namespace>.<slug>.<hash>` for
 * words with other characters (the extra dot keeps the two forms from ever colliding).
 */
export function headwordId(namespace: string, headword: string): string {
  const key = foldCase(headword).trim().replace(/\s+/g, '_');
  if (/^[a-z0-9_-]{1,120}$/.test(key)) return `${namespace}.${key}`;
  return `${namespace}.${slugify(key, 60)}.${shortHash(key)}`;
}
